#include "widgets/compileoptionspanel.h"
#include "core/common/defaults.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

namespace warpscope::widgets {

namespace {
/// Tri-state combo index: 0 = NVRTC's default (no option given), 1 = on, 2 = off.
std::optional<bool> triStateValue(const QComboBox* combo)
{
    switch (combo->currentIndex()) {
    case 1:
        return true;
    case 2:
        return false;
    default:
        return std::nullopt;
    }
}

void setTriState(QComboBox* combo, const std::optional<bool>& value)
{
    combo->setCurrentIndex(!value ? 0 : (*value ? 1 : 2));
}
} // namespace

CompileOptionsPanel::CompileOptionsPanel(QWidget* parent)
    : QWidget(parent)
    , m_arch(new QComboBox(this))
    , m_lineInfo(new QCheckBox(tr("Line info (-lineinfo)"), this))
    , m_deviceDebug(new QCheckBox(tr("Device debug (-G)"), this))
    , m_fastMath(new QCheckBox(tr("Fast math (--use_fast_math)"), this))
    , m_ftz(triState(QStringLiteral("ftzCombo")))
    , m_precDiv(triState(QStringLiteral("precDivCombo")))
    , m_precSqrt(triState(QStringLiteral("precSqrtCombo")))
    , m_fmad(triState(QStringLiteral("fmadCombo")))
    , m_defines(new QLineEdit(this))
    , m_std(new QComboBox(this))
    , m_maxRegisters(new QSpinBox(this))
    , m_compile(new QPushButton(tr("Compile"), this))
{
    setObjectName(QStringLiteral("compileOptionsPanel"));
    m_arch->setObjectName(QStringLiteral("archCombo"));
    m_lineInfo->setObjectName(QStringLiteral("lineInfoCheck"));
    m_deviceDebug->setObjectName(QStringLiteral("deviceDebugCheck"));
    m_fastMath->setObjectName(QStringLiteral("fastMathCheck"));
    m_defines->setObjectName(QStringLiteral("definesEdit"));
    m_std->setObjectName(QStringLiteral("stdCombo"));
    m_maxRegisters->setObjectName(QStringLiteral("maxRegistersSpin"));
    m_compile->setObjectName(QStringLiteral("compileButton"));

    setArchs({core::kDefaultArch});
    m_lineInfo->setChecked(true);
    m_lineInfo->setToolTip(tr("Needed to link source lines to PTX and SASS."));
    m_deviceDebug->setToolTip(tr("Debug code: no optimisation, and line info replaced by debug info."));
    m_defines->setPlaceholderText(tr("NAME or NAME=VALUE, separated by spaces or commas"));
    m_std->addItem(tr("Default"), QString());
    for (const char* s : {"c++11", "c++14", "c++17", "c++20"})
        m_std->addItem(QString::fromLatin1(s), QString::fromLatin1(s));
    m_maxRegisters->setRange(0, 255);
    m_maxRegisters->setSpecialValueText(tr("No limit"));
    m_compile->setToolTip(tr("Compile the editor's text (Ctrl+B)"));

    auto* form = new QFormLayout;
    form->addRow(tr("Architecture"), m_arch);
    form->addRow(m_lineInfo);
    form->addRow(m_deviceDebug);
    form->addRow(m_fastMath);
    form->addRow(tr("Flush denormals (-ftz)"), m_ftz);
    form->addRow(tr("Precise division (-prec-div)"), m_precDiv);
    form->addRow(tr("Precise sqrt (-prec-sqrt)"), m_precSqrt);
    form->addRow(tr("Fused multiply-add (-fmad)"), m_fmad);
    form->addRow(tr("Defines (-D)"), m_defines);
    form->addRow(tr("C++ standard (-std)"), m_std);
    form->addRow(tr("Max registers"), m_maxRegisters);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_compile);
    layout->addStretch(1);

    for (QComboBox* c : {m_arch, m_ftz, m_precDiv, m_precSqrt, m_fmad, m_std})
        connect(c, &QComboBox::currentIndexChanged, this, &CompileOptionsPanel::optionsChanged);
    for (QCheckBox* c : {m_lineInfo, m_deviceDebug, m_fastMath})
        connect(c, &QCheckBox::toggled, this, &CompileOptionsPanel::optionsChanged);
    connect(m_defines, &QLineEdit::editingFinished, this, &CompileOptionsPanel::optionsChanged);
    connect(m_maxRegisters, &QSpinBox::valueChanged, this, &CompileOptionsPanel::optionsChanged);
    connect(m_compile, &QPushButton::clicked, this, &CompileOptionsPanel::compileRequested);
}

QComboBox* CompileOptionsPanel::triState(const QString& objectName)
{
    auto* combo = new QComboBox(this);
    combo->setObjectName(objectName);
    combo->addItems({tr("Default"), tr("On (true)"), tr("Off (false)")});
    return combo;
}

void CompileOptionsPanel::setArchs(const std::vector<int>& archs)
{
    const int current = m_arch->count() > 0 ? arch() : core::kDefaultArch;
    const QSignalBlocker block(m_arch);
    m_arch->clear();
    for (int a : archs)
        m_arch->addItem(QStringLiteral("sm_%1").arg(a), a);
    int index = m_arch->findData(current);
    if (index < 0)
        index = m_arch->findData(core::kDefaultArch);
    if (index < 0)
        index = m_arch->count() - 1;
    m_arch->setCurrentIndex(index);
}

int CompileOptionsPanel::arch() const
{
    return m_arch->currentIndex() < 0 ? core::kDefaultArch : m_arch->currentData().toInt();
}

void CompileOptionsPanel::setCompileButtonVisible(bool visible)
{
    m_compile->setVisible(visible);
}

core::CompileOptions CompileOptionsPanel::options() const
{
    core::CompileOptions o;
    o.arch = arch();
    o.lineInfo = m_lineInfo->isChecked();
    o.deviceDebug = m_deviceDebug->isChecked();
    o.fastMath = m_fastMath->isChecked();
    o.ftz = triStateValue(m_ftz);
    o.precDiv = triStateValue(m_precDiv);
    o.precSqrt = triStateValue(m_precSqrt);
    o.fmad = triStateValue(m_fmad);
    const QStringList parts
        = m_defines->text().split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts);
    for (QString d : parts) {
        if (d.startsWith(QLatin1String("-D")))
            d = d.mid(2);
        if (!d.isEmpty())
            o.defines.push_back(d.toStdString());
    }
    o.std = m_std->currentData().toString().toStdString();
    o.maxRegisters = m_maxRegisters->value();
    return o;
}

void CompileOptionsPanel::setOptions(const core::CompileOptions& o)
{
    const int index = m_arch->findData(o.arch);
    if (index >= 0)
        m_arch->setCurrentIndex(index);
    m_lineInfo->setChecked(o.lineInfo);
    m_deviceDebug->setChecked(o.deviceDebug);
    m_fastMath->setChecked(o.fastMath);
    setTriState(m_ftz, o.ftz);
    setTriState(m_precDiv, o.precDiv);
    setTriState(m_precSqrt, o.precSqrt);
    setTriState(m_fmad, o.fmad);
    QStringList defines;
    for (const std::string& d : o.defines)
        defines << QString::fromStdString(d);
    m_defines->setText(defines.join(QLatin1Char(' ')));
    m_std->setCurrentIndex(std::max(0, m_std->findData(QString::fromStdString(o.std))));
    m_maxRegisters->setValue(o.maxRegisters);
}

} // namespace warpscope::widgets
