#pragma once

#include "core/cuda/benchmark.h"

#include <QString>

#include <optional>

namespace warpscope::app {

/// A `warpscope-cli bench --json` document read back for the profiler charts: the result as the
/// core's value type, and the document's text for "copy as JSON".
struct BenchDocument {
    QString path;
    core::BenchmarkResult result;
    QString task; ///< the candidate task's path, when the document names it
    QString baselineTask;
    QString text; ///< the document as read, pretty-printed
};

/// Reads a bench document; on failure nullopt and `error` names the file and the key that is missing
/// or of the wrong type (or says the file is not JSON), and what to do.
std::optional<BenchDocument> readBenchDocument(const QString& path, QString* error);
/// The same on bytes already read; `path` only names the document in messages.
std::optional<BenchDocument> parseBenchDocument(const QByteArray& bytes, const QString& path, QString* error);

} // namespace warpscope::app
