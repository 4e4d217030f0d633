#include "widgets/compileoptionspanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

namespace warpscope::widgets {

namespace {
constexpr int kDefaultArch = 90;

/// Tri-state combo index: 0 = NVRTC's default (null in JSON), 1 = true, 2 = false.
nlohmann::json triStateJson(const QComboBox* combo)
{
    switch (combo->currentIndex()) {
    case 1:
        return true;
    case 2:
        return false;
    default:
        return nullptr;
    }
}

void setTriState(QComboBox* combo, const nlohmann::json& options, const char* key)
{
    const auto it = options.find(key);
    combo->setCurrentIndex(it == options.end() || !it->is_boolean() ? 0 : (it->get<bool>() ? 1 : 2));
}

bool flag(const nlohmann::json& options, const char* key, bool fallback)
{
    const auto it = options.find(key);
    return it != options.end() && it->is_boolean() ? it->get<bool>() : fallback;
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

    setArchs({kDefaultArch});
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
    const int current = m_arch->count() > 0 ? arch() : kDefaultArch;
    const QSignalBlocker block(m_arch);
    m_arch->clear();
    for (int a : archs)
        m_arch->addItem(QStringLiteral("sm_%1").arg(a), a);
    int index = m_arch->findData(current);
    if (index < 0)
        index = m_arch->findData(kDefaultArch);
    if (index < 0)
        index = m_arch->count() - 1;
    m_arch->setCurrentIndex(index);
}

int CompileOptionsPanel::arch() const
{
    return m_arch->currentIndex() < 0 ? kDefaultArch : m_arch->currentData().toInt();
}

void CompileOptionsPanel::setCompileButtonVisible(bool visible)
{
    m_compile->setVisible(visible);
}

nlohmann::json CompileOptionsPanel::toJson() const
{
    std::vector<std::string> defines;
    const QStringList parts
        = m_defines->text().split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts);
    for (QString d : parts) {
        if (d.startsWith(QLatin1String("-D")))
            d = d.mid(2);
        if (!d.isEmpty())
            defines.push_back(d.toStdString());
    }
    return {{"arch", arch()}, {"line_info", m_lineInfo->isChecked()}, {"device_debug", m_deviceDebug->isChecked()},
        {"fast_math", m_fastMath->isChecked()}, {"ftz", triStateJson(m_ftz)}, {"prec_div", triStateJson(m_precDiv)},
        {"prec_sqrt", triStateJson(m_precSqrt)}, {"fmad", triStateJson(m_fmad)}, {"defines", defines},
        {"std", m_std->currentData().toString().toStdString()}, {"max_registers", m_maxRegisters->value()}};
}

void CompileOptionsPanel::setFromJson(const nlohmann::json& options)
{
    if (!options.is_object())
        return;
    if (const auto it = options.find("arch"); it != options.end() && it->is_number_integer()) {
        const int index = m_arch->findData(it->get<int>());
        if (index >= 0)
            m_arch->setCurrentIndex(index);
    }
    m_lineInfo->setChecked(flag(options, "line_info", true));
    m_deviceDebug->setChecked(flag(options, "device_debug", false));
    m_fastMath->setChecked(flag(options, "fast_math", false));
    setTriState(m_ftz, options, "ftz");
    setTriState(m_precDiv, options, "prec_div");
    setTriState(m_precSqrt, options, "prec_sqrt");
    setTriState(m_fmad, options, "fmad");
    QStringList defines;
    if (const auto it = options.find("defines"); it != options.end() && it->is_array())
        for (const auto& d : *it)
            if (d.is_string())
                defines << QString::fromStdString(d.get<std::string>());
    m_defines->setText(defines.join(QLatin1Char(' ')));
    const auto std = options.find("std");
    const int stdIndex = std != options.end() && std->is_string()
        ? m_std->findData(QString::fromStdString(std->get<std::string>()))
        : 0;
    m_std->setCurrentIndex(std::max(0, stdIndex));
    const auto regs = options.find("max_registers");
    m_maxRegisters->setValue(regs != options.end() && regs->is_number_integer() ? regs->get<int>() : 0);
}

} // namespace warpscope::widgets
