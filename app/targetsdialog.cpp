#include "app/targetsdialog.h"

#include "app/session/appsettings.h"
#include "app/session/targetsmodel.h"
#include "app/targetform.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace warpscope::app {

TargetsDialog::TargetsDialog(session::TargetsModel* model, QWidget* parent)
    : QDialog(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("targetsDialog"));
    setWindowTitle(tr("Run targets"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Where Run may send its work besides this machine: a GPU server reached with your "
                                "ssh (keys, agent and ~/.ssh/config; Warpscope never asks for a password), or a "
                                "Slurm cluster through its login node. The Backend chooser offers them; the CLI "
                                "reads the same file with --target NAME."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* fileLabel = new QLabel(tr("Targets file: %1").arg(QString::fromStdString(model->file().string())), this);
    fileLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(fileLabel);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("targetsTable"));
    m_table->setModel(model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setColumnWidth(0, 140);
    m_table->setColumnWidth(1, 70);
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex& i) { openForm(i.row()); });
    layout->addWidget(m_table);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("targetsProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
    m_problem->hide();
    layout->addWidget(m_problem);
    layout->addWidget(createSlurmSettings());

    auto* row = new QHBoxLayout;
    auto* add = new QPushButton(tr("&Add…"), this);
    add->setObjectName(QStringLiteral("addTarget"));
    m_edit = new QPushButton(tr("&Edit…"), this);
    m_edit->setObjectName(QStringLiteral("editTarget"));
    m_remove = new QPushButton(tr("&Remove"), this);
    m_remove->setObjectName(QStringLiteral("removeTarget"));
    row->addWidget(add);
    row->addWidget(m_edit);
    row->addWidget(m_remove);
    row->addStretch();
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    row->addWidget(close);
    layout->addLayout(row);
    connect(add, &QPushButton::clicked, this, [this] { openForm(-1); });
    connect(m_edit, &QPushButton::clicked, this, [this] {
        if (m_table->currentIndex().isValid())
            openForm(m_table->currentIndex().row());
    });
    connect(m_remove, &QPushButton::clicked, this, &TargetsDialog::removeSelected);
    connect(close, &QDialogButtonBox::rejected, this, &TargetsDialog::reject);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &TargetsDialog::updateButtons);
    connect(model, &QAbstractItemModel::modelReset, this, &TargetsDialog::updateButtons);
    updateButtons();
    if (const QString error = model->reload(); !error.isEmpty())
        showProblem(
            tr("The targets file cannot be read; fix it or remove it, then open this dialog again: %1").arg(error));
    resize(760, 460);
}

QWidget* TargetsDialog::createSlurmSettings()
{
    auto* box = new QGroupBox(tr("Slurm"), this);
    box->setObjectName(QStringLiteral("slurmSettings"));
    auto* form = new QFormLayout(box);
    const session::AppSettings settings;
    const auto field = [this, form](const QString& label, const QString& suffix, int low, int high, int value,
                           const QString& tip, void (session::AppSettings::*set)(int)) {
        auto* spin = new QSpinBox(this);
        spin->setRange(low, high);
        spin->setValue(value);
        spin->setSuffix(suffix);
        spin->setToolTip(tip);
        form->addRow(label, spin);
        connect(spin, &QSpinBox::valueChanged, this, [this, set](int v) {
            session::AppSettings s;
            (s.*set)(v);
            emit slurmSettingsChanged();
        });
        return spin;
    };
    using S = session::AppSettings;
    m_batchPoll = field(tr("Read batch job states every"), tr(" s"), S::kBatchPollMin, S::kBatchPollMax,
        settings.batchPollSeconds(),
        tr("How often squeue is asked on the login node about the batch jobs that have not ended (Run › Slurm "
           "batch jobs); a login node is shared by many users, so not too often"),
        &S::setBatchPollSeconds);
    m_batchPoll->setObjectName(QStringLiteral("batchPollSeconds"));
    m_slurmIdle = field(tr("Give back an idle allocation after"), tr(" min"), S::kSlurmIdleMin, S::kSlurmIdleMax,
        settings.slurmIdleMinutes(),
        tr("The allocation kept for runs on a Slurm target is released (scancel) after this long without a run"),
        &S::setSlurmIdleMinutes);
    m_slurmIdle->setObjectName(QStringLiteral("slurmIdleMinutes"));
    m_slurmWait = field(tr("Withdraw an allocation request after"), tr(" s"), S::kSlurmWaitMin, S::kSlurmWaitMax,
        settings.slurmWaitSeconds(),
        tr("How long salloc may wait in the queue for the first run's allocation before the request is withdrawn"),
        &S::setSlurmWaitSeconds);
    m_slurmWait->setObjectName(QStringLiteral("slurmWaitSeconds"));
    return box;
}

TargetForm* TargetsDialog::openForm(int row)
{
    auto* form = new TargetForm(this);
    form->setAttribute(Qt::WA_DeleteOnClose);
    if (row >= 0 && row < int(m_model->targets().size())) {
        form->setWindowTitle(tr("Edit run target"));
        form->setFields(session::fieldsOf(m_model->targets()[std::size_t(row)]));
    } else {
        form->setWindowTitle(tr("New run target"));
        row = -1;
    }
    connect(form, &QDialog::accepted, this, [this, form, row] {
        const QString error = m_model->put(form->target(), row);
        if (!error.isEmpty())
            showProblem(error);
        else
            m_problem->hide();
    });
    form->open();
    return form;
}

void TargetsDialog::removeSelected()
{
    const QModelIndex index = m_table->currentIndex();
    if (!index.isValid())
        return;
    const QString error = m_model->remove(index.row());
    if (!error.isEmpty())
        showProblem(error);
}

void TargetsDialog::showProblem(const QString& text)
{
    m_problem->setText(text);
    m_problem->show();
}

QString TargetsDialog::problem() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

void TargetsDialog::updateButtons()
{
    const bool selected = m_table->selectionModel() && m_table->selectionModel()->hasSelection();
    m_edit->setEnabled(selected);
    m_remove->setEnabled(selected);
}

} // namespace warpscope::app
