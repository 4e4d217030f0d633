#pragma once

#include "core/compile/compileoptions.h"

#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace warpscope::widgets {

/// The reviewer's NVRTC choices: architecture, -lineinfo, -G, --use_fast_math, -ftz/-prec-div/
/// -prec-sqrt/-fmad (default/on/off), -D list, -std and -maxrregcount, read and written as the core's
/// CompileOptions (the controller sends them in a typed worker request and stores them as its JSON).
class CompileOptionsPanel : public QWidget {
    Q_OBJECT
public:
    explicit CompileOptionsPanel(QWidget* parent = nullptr);

    /// The architectures NVRTC supports; the current choice stays when it is among them, else sm_90
    /// (or the newest supported one).
    void setArchs(const std::vector<int>& archs);
    int arch() const;
    /// Hides the Compile button (the A/B dialog has its own).
    void setCompileButtonVisible(bool visible);

    /// The reviewer's choices; the fields the panel does not show keep CompileOptions' defaults.
    core::CompileOptions options() const;
    /// Shows options; an architecture not among setArchs' keeps the current choice.
    void setOptions(const core::CompileOptions& options);

signals:
    void optionsChanged();
    void compileRequested();

private:
    QComboBox* triState(const QString& objectName);
    QComboBox* m_arch;
    QCheckBox* m_lineInfo;
    QCheckBox* m_deviceDebug;
    QCheckBox* m_fastMath;
    QComboBox* m_ftz;
    QComboBox* m_precDiv;
    QComboBox* m_precSqrt;
    QComboBox* m_fmad;
    QLineEdit* m_defines;
    QComboBox* m_std;
    QSpinBox* m_maxRegisters;
    QPushButton* m_compile;
};

} // namespace warpscope::widgets
