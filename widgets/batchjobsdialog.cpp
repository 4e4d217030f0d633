#include "widgets/batchjobsdialog.h"

#include <QAbstractItemModel>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace warpscope::widgets {

BatchJobsDialog::BatchJobsDialog(QAbstractItemModel* model, QWidget* parent)
    : QDialog(parent)
    , m_table(new QTableView(this))
    , m_message(new QLabel(this))
    , m_fetch(new QPushButton(tr("&Fetch results"), this))
    , m_cancel(new QPushButton(tr("&Cancel job (scancel)"), this))
    , m_refresh(new QPushButton(tr("&Refresh"), this))
{
    setObjectName(QStringLiteral("batchJobsDialog"));
    setWindowTitle(tr("Slurm batch jobs"));
    m_table->setObjectName(QStringLiteral("batchJobsTable"));
    m_table->setModel(model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_message->setObjectName(QStringLiteral("batchJobsMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fetch->setObjectName(QStringLiteral("batchJobsFetch"));
    m_fetch->setToolTip(tr("Read the selected job's state and, once it completed, show its results"));
    m_cancel->setObjectName(QStringLiteral("batchJobsCancel"));
    m_cancel->setToolTip(tr("Cancel the selected job on the cluster (scancel); its results are lost"));
    m_refresh->setObjectName(QStringLiteral("batchJobsRefresh"));
    m_refresh->setToolTip(tr("Read every unfinished job's state now (it is also read every minute)"));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_fetch);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_refresh);
    buttons->addStretch();
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addWidget(close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_message);
    layout->addLayout(buttons);
    resize(760, 320);

    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_fetch, &QPushButton::clicked, this, [this] { emit fetchRequested(selectedJob()); });
    connect(m_cancel, &QPushButton::clicked, this, [this] { emit cancelRequested(selectedJob()); });
    connect(m_refresh, &QPushButton::clicked, this, &BatchJobsDialog::refreshRequested);
    connect(m_table, &QTableView::doubleClicked, this, [this] { emit fetchRequested(selectedJob()); });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &BatchJobsDialog::updateButtons);
    // the list is read again after every poll: the selected job stays selected
    connect(model, &QAbstractItemModel::modelAboutToBeReset, this, [this] { m_kept = selectedJob(); });
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        if (!m_kept.isEmpty())
            selectJob(m_kept);
        updateButtons();
    });
    updateButtons();
}

QString BatchJobsDialog::selectedJob() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows(0);
    return rows.isEmpty() ? QString() : rows.first().data().toString();
}

void BatchJobsDialog::selectJob(const QString& jobId)
{
    QAbstractItemModel* model = m_table->model();
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, 0).data().toString() == jobId) {
            m_table->selectRow(row);
            return;
        }
}

void BatchJobsDialog::setMessage(const QString& text)
{
    m_message->setText(text);
}

QString BatchJobsDialog::message() const
{
    return m_message->text();
}

void BatchJobsDialog::setActionsEnabled(bool enabled)
{
    m_enabled = enabled;
    updateButtons();
}

void BatchJobsDialog::updateButtons()
{
    const bool selected = !selectedJob().isEmpty();
    m_fetch->setEnabled(m_enabled && selected);
    m_cancel->setEnabled(m_enabled && selected);
    m_refresh->setEnabled(m_enabled);
}

} // namespace warpscope::widgets
