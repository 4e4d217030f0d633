// The findings table: one row per deduplicated sanitizer finding, numbers sortable as numbers.
#include "widgets/findingslist.h"

#include "widgets/findingsmodel.h"
#include "widgets/tablecsv.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace warpscope::widgets {

QString FindingsList::kindDescription(core::Finding::Kind kind)
{
    return FindingsModel::kindDescription(kind);
}

FindingsList::FindingsList(QWidget* parent)
    : QWidget(parent)
    , m_model(new FindingsModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
    , m_message(new QLabel(this))
{
    setObjectName(QStringLiteral("findingsList"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(FindingsModel::SortRole);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(LineColumn, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex& index) {
        if (const int line = lineAtRow(index.row()); line > 0)
            emit lineActivated(
                line, m_proxy->index(index.row(), KindColumn).data(FindingsModel::KernelRole).toString());
    });

    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignCenter);
    m_export = new QPushButton(tr("Export CSV…"), this);
    m_export->setObjectName(QStringLiteral("findingsExportCsv"));
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getSaveFileName(
            this, tr("Export findings"), QStringLiteral("findings.csv"), tr("CSV files (*.csv)"));
        QString why;
        if (!file.isEmpty() && !exportCsv(file, &why))
            QMessageBox::warning(this, tr("Export findings"), why);
    });
    auto* bar = new QHBoxLayout;
    bar->addStretch(1);
    bar->addWidget(m_export);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_message);
    layout->addWidget(m_view);
    showMessage(QString());
}

void FindingsList::setFindings(const std::vector<core::Finding>& findings)
{
    m_model->setFindings(findings);
    if (findings.empty()) {
        m_message->setText(
            tr("No findings: the sanitizers (memcheck, racecheck, initcheck, synccheck, asynccheck) found "
               "nothing in the profiled launch."));
        m_message->show();
        m_view->hide();
        return;
    }
    m_message->clear();
    m_message->hide();
    m_view->show();
}

void FindingsList::showMessage(const QString& text)
{
    m_model->clear();
    m_message->setText(text.isEmpty() ? tr("Profile the task (Run › Profile) to run the sanitizers on it.") : text);
    m_message->show();
    m_view->hide();
}

QString FindingsList::csv() const
{
    return tableToCsv(m_proxy);
}

bool FindingsList::exportCsv(const QString& path, QString* error) const
{
    return writeCsv(path, csv(), error);
}

int FindingsList::rowCount() const
{
    return m_proxy->rowCount();
}

int FindingsList::lineAtRow(int row) const
{
    if (row < 0 || row >= m_proxy->rowCount())
        return 0;
    return m_proxy->index(row, KindColumn).data(FindingsModel::LineRole).toInt();
}

QString FindingsList::textAt(int row, int column) const
{
    return m_proxy->index(row, column).data(Qt::DisplayRole).toString();
}

QString FindingsList::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

} // namespace warpscope::widgets
