// The Task pane's implementation chooser: a task with [[implementation]]s shows one implementation's
// launch (or steps) at a time in the Launch box; switching keeps the edits of the one left, and the
// edited task carries every implementation back to the controller.
#include "widgets/taskpane.h"

#include "widgets/dimstext.h"
#include "widgets/stepseditor.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>

namespace warpscope::widgets {

namespace {

QString languageName(const core::KernelSpec& k)
{
    switch (k.language) {
    case core::KernelLanguage::Triton:
        return QStringLiteral("Triton");
    case core::KernelLanguage::Ptx:
        return QStringLiteral("PTX");
    default:
        return QStringLiteral("CUDA");
    }
}

} // namespace

QWidget* TaskPane::buildImplementationChooser(QWidget* parent)
{
    m_implementationRow = new QWidget(parent);
    auto* row = new QHBoxLayout(m_implementationRow);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(new QLabel(tr("Implementation"), m_implementationRow));
    m_implementationBox = new QComboBox(m_implementationRow);
    m_implementationBox->setObjectName(QStringLiteral("implementationBox"));
    m_implementationBox->setToolTip(tr("The task's [[implementation]] whose launch is shown and edited below; the "
                                       "others keep theirs (an arch array's entries share one launch)"));
    row->addWidget(m_implementationBox);
    m_implementationInfo = new QLabel(m_implementationRow);
    m_implementationInfo->setObjectName(QStringLiteral("implementationInfo"));
    m_implementationInfo->setTextInteractionFlags(Qt::TextSelectableByMouse);
    row->addWidget(m_implementationInfo, 1);
    connect(m_implementationBox, &QComboBox::activated, this, [this](int index) { showImplementation(index); });
    m_implementationRow->hide();
    return m_implementationRow;
}

void TaskPane::fillImplementations()
{
    m_implementations = m_task.implementations;
    m_currentImplementation = 0;
    m_implementationBox->clear();
    for (const core::ImplementationSpec& impl : m_implementations)
        m_implementationBox->addItem(QString::fromStdString(impl.name));
    m_implementationRow->setVisible(!m_implementations.empty());
    if (!m_implementations.empty())
        showImplementation(0);
}

void TaskPane::showImplementation(int index)
{
    if (index < 0 || index >= int(m_implementations.size()))
        return;
    if (index != m_currentImplementation) // keep what was edited in the one shown so far
        m_implementations = editedTask().implementations;
    m_currentImplementation = index;
    const core::ImplementationSpec& impl = m_implementations[std::size_t(index)];
    const bool filling = m_filling;
    m_filling = true; // showing is not editing
    m_implementationBox->setCurrentIndex(index);
    showLaunch(impl.launch, impl.steps, impl.kernel);
    QStringList info {languageName(impl.kernel)};
    if (!impl.kernel.source.empty())
        info << QString::fromStdString(impl.kernel.source);
    if (impl.steps.empty() && !impl.kernel.entry.empty())
        info << QString::fromStdString(impl.kernel.entry);
    else if (!impl.steps.empty())
        info << tr("%n step(s)", nullptr, int(impl.steps.size()));
    info << (impl.arch.empty() ? tr("the run's architecture") : QString::fromStdString(impl.arch));
    m_implementationInfo->setText(info.join(QStringLiteral(" · ")));
    m_filling = filling;
}

core::LaunchSpec TaskPane::formLaunch() const
{
    // the fields the form does not show (cluster, printf FIFO, stack size) stay as they were
    core::LaunchSpec l
        = m_implementations.empty() ? m_task.launch : m_implementations[std::size_t(m_currentImplementation)].launch;
    l.grid = parseDims(m_grid->text());
    l.block = parseDims(m_block->text());
    l.dynamicShared = m_shared->text().trimmed().isEmpty() ? "0" : m_shared->text().trimmed().toStdString();
    l.args.clear();
    for (const QString& a : splitTopLevel(m_args->text())) {
        core::LaunchArg arg;
        arg.text = a.toStdString();
        l.args.push_back(arg);
    }
    return l;
}

void TaskPane::applyImplementationEdits(core::Task& t) const
{
    if (m_implementations.empty())
        return;
    std::vector<core::ImplementationSpec> impls = m_implementations;
    const core::ImplementationSpec shown = impls[std::size_t(m_currentImplementation)];
    const core::LaunchSpec launch = formLaunch();
    const std::vector<core::StepSpec> steps = m_pipeline ? m_steps->steps() : std::vector<core::StepSpec> {};
    for (core::ImplementationSpec& impl : impls)
        if (core::sameImplementationEntry(impl, shown)) {
            impl.launch = steps.empty() ? launch : steps.front().launch;
            impl.steps = steps;
        }
    t.implementations = std::move(impls);
    // as the reader has it: the views that show one kernel show the first implementation's
    const core::ImplementationSpec& first = t.implementations.front();
    t.kernel = first.kernel;
    t.launch = first.launch;
    t.steps = first.steps;
    if (!t.steps.empty() && t.kernel.entry.empty())
        t.kernel.entry = t.steps.front().kernel.entry;
}

} // namespace warpscope::widgets
