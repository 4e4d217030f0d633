#pragma once

// The profile's metric on SASS lines. The emulator counts PTX instructions, so a SASS line's value is
// attributed from the PTX line nvdisasm says it came from (CompileResult::ptxSassMap): executions and
// lane efficiency go to every SASS instruction of that PTX line (each runs as often as it does);
// sectors go to its global memory instructions (LDG, STG, ATOMG, RED, LD, ST), wavefronts to its
// shared ones (LDS, STS, ATOMS, LDSM), divergent branches to its branches — the instructions that
// carry the cost on the GPU — split evenly when there are several; if it has none of those, to all of
// its SASS lines. Each tooltip says where the number came from. Pure functions, tested without a window.

#include "app/linemetrics.h"
#include "core/compile/compiler.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <vector>

namespace warpscope::app {

/// The opcode of one SASS listing line ("LDG.E" of "/*0050*/ @!P1 LDG.E R2, [R2.64] ;"), empty when
/// the line holds no instruction.
QString sassOpcode(const QString& line);

/// One cell per SASS line (1-based, as the SASS view numbers them) that the metric reaches.
QMap<int, widgets::LineMetricCell> sassLineCells(const core::analysis::AnalysisReport& report, LineMetric metric,
    const std::vector<core::PtxSassEntry>& ptxSass, const QStringList& sassLines);

} // namespace warpscope::app
