#include "widgets/taskpane.h"

#include "widgets/dimstext.h"
#include "widgets/stepseditor.h"
#include "widgets/wheelguard.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace warpscope::widgets {

namespace {

QTableWidget* makeTable(const QStringList& headers, const QString& name, QWidget* parent)
{
    auto* t = new QTableWidget(0, int(headers.size()), parent);
    t->setObjectName(name);
    t->setHorizontalHeaderLabels(headers);
    t->horizontalHeader()->setStretchLastSection(true);
    t->verticalHeader()->hide();
    t->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    return t;
}

} // namespace

TaskPane::TaskPane(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("taskPane"));
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(buildHeader());
    layout->addWidget(buildParams());
    layout->addWidget(buildBuffers());
    layout->addWidget(buildLaunch());
    layout->addWidget(buildReference());
    layout->addWidget(buildTolerances());
    layout->addWidget(buildSeeds());
    layout->addStretch(1);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(content);

    m_validation = new QLabel(this);
    m_validation->setObjectName(QStringLiteral("taskValidation"));
    m_validation->setWordWrap(true);
    m_validation->setStyleSheet(QStringLiteral("color: #b91c1c;"));
    m_validation->hide();
    m_save = new QPushButton(tr("Save task"), this);
    m_save->setObjectName(QStringLiteral("saveTaskButton"));
    m_revert = new QPushButton(tr("Revert"), this);
    m_save->setEnabled(false);
    m_revert->setEnabled(false);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_revert);
    buttons->addWidget(m_save);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll, 1);
    outer->addWidget(m_validation);
    outer->addLayout(buttons);
    connect(m_save, &QPushButton::clicked, this, [this] {
        const QString problems = inputProblems();
        if (!problems.isEmpty()) {
            setValidationMessage(problems);
            return;
        }
        emit saveRequested(editedTask());
    });
    connect(m_revert, &QPushButton::clicked, this, [this] { setTask(m_task); });
    m_wheelGuard = new WheelGuard(this);
    m_wheelGuard->guardChildren(this);
}

QWidget* TaskPane::buildHeader()
{
    auto* box = new QWidget(this);
    auto* l = new QVBoxLayout(box);
    l->setContentsMargins(0, 0, 0, 0);
    m_name = new QLabel(box);
    m_name->setObjectName(QStringLiteral("taskName"));
    QFont f = m_name->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.2);
    m_name->setFont(f);
    m_name->setWordWrap(true);
    m_summary = new QLabel(box);
    m_summary->setWordWrap(true);
    m_file = new QLabel(box);
    m_file->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_file->setStyleSheet(QStringLiteral("color: #6b7280;"));
    l->addWidget(m_name);
    l->addWidget(m_summary);
    l->addWidget(m_file);
    return box;
}

QWidget* TaskPane::buildParams()
{
    auto* box = new QGroupBox(tr("Parameters"), this);
    auto* l = new QVBoxLayout(box);
    m_params = makeTable({tr("Name"), tr("Value")}, QStringLiteral("paramsTable"), box);
    l->addWidget(m_params);
    connect(m_params, &QTableWidget::itemChanged, this, [this] { setDirty(true); });
    return box;
}

QWidget* TaskPane::buildBuffers()
{
    auto* box = new QGroupBox(tr("Buffers"), this);
    auto* l = new QVBoxLayout(box);
    m_buffers = makeTable({tr("Name"), tr("Type"), tr("Shape"), tr("Role"), tr("Initial values"), tr("Binds to")},
        QStringLiteral("buffersTable"), box);
    l->addWidget(m_buffers);
    connect(m_buffers, &QTableWidget::itemChanged, this, [this] { setDirty(true); });
    return box;
}

QWidget* TaskPane::buildLaunch()
{
    m_launchBox = new QGroupBox(tr("Launch"), this);
    auto* outer = new QVBoxLayout(m_launchBox);
    outer->addWidget(buildImplementationChooser(m_launchBox));
    m_singleLaunch = new QWidget(m_launchBox);
    auto* form = new QFormLayout(m_singleLaunch);
    form->setContentsMargins(0, 0, 0, 0);
    m_grid = new QLineEdit(m_singleLaunch);
    m_grid->setObjectName(QStringLiteral("gridField"));
    m_block = new QLineEdit(m_singleLaunch);
    m_block->setObjectName(QStringLiteral("blockField"));
    m_shared = new QLineEdit(m_singleLaunch);
    m_args = new QLineEdit(m_singleLaunch);
    m_args->setObjectName(QStringLiteral("argsField"));
    form->addRow(tr("Grid"), m_grid);
    form->addRow(tr("Block"), m_block);
    form->addRow(tr("Dynamic shared (bytes)"), m_shared);
    form->addRow(tr("Arguments"), m_args);
    m_makePipeline = new QPushButton(tr("Make a pipeline of steps"), m_singleLaunch);
    m_makePipeline->setObjectName(QStringLiteral("makePipelineButton"));
    m_makePipeline->setToolTip(tr("Turn this launch into the first [[step]] of a pipeline, so more kernels can run "
                                  "after it on the same buffers"));
    form->addRow(QString(), m_makePipeline);
    outer->addWidget(m_singleLaunch);
    m_steps = new StepsEditor(m_launchBox);
    outer->addWidget(m_steps);
    for (QLineEdit* e : {m_grid, m_block, m_shared, m_args})
        connect(e, &QLineEdit::textEdited, this, [this] { setDirty(true); });
    connect(m_steps, &StepsEditor::changed, this, [this] { setDirty(true); });
    connect(m_makePipeline, &QPushButton::clicked, this, [this] {
        core::Task edited = editedTask();
        if (!m_implementations.empty()) { // the shown implementation's kernel and launch become step 1
            edited.kernel = m_implementations[std::size_t(m_currentImplementation)].kernel;
            edited.launch = formLaunch();
        }
        m_steps->setSteps(core::kernelSteps(edited), edited.kernel);
        showSteps(true);
        setDirty(true);
    });
    showSteps(false);
    return m_launchBox;
}

void TaskPane::showSteps(bool pipeline)
{
    m_pipeline = pipeline;
    m_singleLaunch->setVisible(!pipeline);
    m_steps->setVisible(pipeline);
    m_launchBox->setTitle(pipeline ? tr("Steps (a pipeline of launches, run in order)") : tr("Launch"));
}

QWidget* TaskPane::buildReference()
{
    auto* box = new QGroupBox(tr("Reference"), this);
    auto* l = new QVBoxLayout(box);
    m_reference = new QLabel(box);
    m_reference->setObjectName(QStringLiteral("referenceLabel"));
    m_reference->setWordWrap(true);
    m_reference->setTextInteractionFlags(Qt::TextSelectableByMouse);
    l->addWidget(m_reference);
    return box;
}

QWidget* TaskPane::buildTolerances()
{
    auto* box = new QGroupBox(tr("Tolerances and comparison (empty: the dtype's default, every element)"), this);
    auto* l = new QVBoxLayout(box);
    m_tolerances = makeTable(
        {tr("Output"), tr("atol"), tr("rtol"), tr("max ULP"), tr("Region"), tr("Mask"), tr("Unordered"), tr("Any of")},
        QStringLiteral("tolerancesTable"), box);
    m_tolerances->horizontalHeaderItem(4)->setToolTip(
        tr("Compare only a slice of the output, e.g. \"[:, :V]\" or \"[2:N-2, 2:N-2]\"; the rest is reported as "
           "written or untouched"));
    m_tolerances->horizontalHeaderItem(5)->setToolTip(
        tr("Compare only where the mask holds: finite(ref), a buffer name, or an expression over ref, out and i"));
    m_tolerances->horizontalHeaderItem(6)->setToolTip(
        tr("Compare as multisets (both sides sorted): for outputs whose order depends on scheduling"));
    m_tolerances->horizontalHeaderItem(7)->setToolTip(
        tr("Buffers of candidate values: an element passes if it matches any of them (order-dependent winners)"));
    l->addWidget(m_tolerances);
    connect(m_tolerances, &QTableWidget::itemChanged, this, [this] { setDirty(true); });
    return box;
}

QWidget* TaskPane::buildSeeds()
{
    auto* box = new QGroupBox(tr("Seeds"), this);
    auto* form = new QFormLayout(box);
    m_seedCount = new QSpinBox(box);
    m_seedCount->setObjectName(QStringLiteral("seedCount"));
    m_seedCount->setRange(1, 1000);
    m_seedBase = new QSpinBox(box);
    m_seedBase->setRange(0, std::numeric_limits<int>::max());
    form->addRow(tr("Independent inputs"), m_seedCount);
    form->addRow(tr("First seed"), m_seedBase);
    m_memory = new QLabel(box);
    m_memory->setObjectName(QStringLiteral("memoryEstimate"));
    m_memory->setWordWrap(true);
    m_memory->hide();
    form->addRow(tr("Memory"), m_memory);
    connect(m_seedCount, &QSpinBox::valueChanged, this, [this] { setDirty(true); });
    connect(m_seedBase, &QSpinBox::valueChanged, this, [this] { setDirty(true); });
    return box;
}

void TaskPane::setTask(const core::Task& task)
{
    m_task = task;
    m_filling = true;
    m_name->setText(QString::fromStdString(task.name));
    m_summary->setText(QString::fromStdString(task.summary));
    m_summary->setVisible(!task.summary.empty());
    m_file->setText(QString::fromStdString(task.file.string()));
    fillTables();
    showLaunch(task.launch, task.steps, task.kernel);
    fillImplementations();
    m_seedCount->setValue(task.seedCount);
    m_seedBase->setValue(int(std::min<std::uint64_t>(task.seedBase, std::numeric_limits<int>::max())));
    m_filling = false;
    m_wheelGuard->guardChildren(this); // the buffer rows' type and role boxes are new
    setValidationMessage({});
    setDirty(false);
}

void TaskPane::showLaunch(
    const core::LaunchSpec& launch, const std::vector<core::StepSpec>& steps, const core::KernelSpec& kernel)
{
    m_grid->setText(joinDims(launch.grid));
    m_block->setText(joinDims(launch.block));
    m_shared->setText(QString::fromStdString(launch.dynamicShared));
    QStringList args;
    for (const auto& a : launch.args)
        args << QString::fromStdString(a.text);
    m_args->setText(args.join(QStringLiteral(", ")));
    m_steps->setSteps(steps, kernel);
    showSteps(!steps.empty());
}

void TaskPane::setMemoryEstimate(const QString& text, bool tooLarge)
{
    m_memory->setText(text);
    m_memory->setStyleSheet(tooLarge ? QStringLiteral("color: #b91c1c;") : QString());
    m_memory->setVisible(!text.isEmpty());
}

void TaskPane::setValidationMessage(const QString& message)
{
    m_validation->setText(message);
    m_validation->setVisible(!message.isEmpty());
}

void TaskPane::setDirty(bool dirty)
{
    if (m_filling)
        return;
    m_save->setEnabled(dirty);
    m_revert->setEnabled(dirty);
    if (dirty != m_dirty) {
        m_dirty = dirty;
        emit dirtyChanged(dirty);
    }
}

QStringList TaskPane::splitTopLevel(const QString& text)
{
    return widgets::splitTopLevel(text);
}

} // namespace warpscope::widgets
