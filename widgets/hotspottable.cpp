// The hot-spot table: one row per source line of an analysed launch, numbers sortable as numbers.
#include "widgets/hotspottable.h"

#include "core/common/demangle.h"
#include "widgets/hotspotmodel.h"
#include "widgets/tablecsv.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace warpscope::widgets {

HotspotTable::HotspotTable(QWidget* parent)
    : QWidget(parent)
    , m_model(new HotspotModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
    , m_message(new QLabel(this))
    , m_granularityBox(new QComboBox(this))
    , m_export(new QPushButton(tr("Export CSV…"), this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(HotspotModel::SortRole);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex& index) { activateRow(index.row()); });

    m_view->setColumnHidden(InstructionColumn, true);
    // the change columns beside the figures they compare, where a reviewer reads them first
    QHeaderView* header = m_view->horizontalHeader();
    header->moveSection(header->visualIndex(BaselineSectorsColumn), header->visualIndex(ExcessSectorsColumn) + 1);
    header->moveSection(header->visualIndex(BaselineWavefrontsColumn), header->visualIndex(IdealWavefrontsColumn) + 1);
    showBaselineColumns();

    m_message->setWordWrap(true);
    m_message->setText(tr("Profile the task (Run › Profile) to see where its time and memory traffic go."));
    m_granularityBox->setObjectName(QStringLiteral("hotspotGranularity"));
    m_granularityBox->addItem(tr("Per source line"));
    m_granularityBox->addItem(tr("Per PTX instruction"));
    m_granularityBox->setFocusPolicy(Qt::StrongFocus); // a wheel passing over it changes nothing
    connect(m_granularityBox, &QComboBox::currentIndexChanged, this,
        [this](int index) { setGranularity(index == 1 ? Granularity::Instructions : Granularity::SourceLines); });
    m_export->setObjectName(QStringLiteral("hotspotExportCsv"));
    m_export->setEnabled(false);
    connect(m_export, &QPushButton::clicked, this, &HotspotTable::exportClicked);
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_granularityBox);
    bar->addStretch(1);
    bar->addWidget(m_export);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_message);
    layout->addWidget(m_view);
}

void HotspotTable::setReport(const core::analysis::AnalysisReport& report)
{
    core::analysis::AnalysisReport kept;
    kept.kernel = report.kernel;
    kept.completed = report.completed;
    kept.lines = report.lines;
    kept.instructions = report.instructions;
    kept.traffic = report.traffic;
    m_report = std::move(kept);
    m_baseline.clear(); // another report: the controller pairs its lines again
    showBaselineColumns();
    fill();
    m_message->setText(report.completed
            ? tr("Kernel %1, first seed only. Sort by a column; activate a row to see its line.")
                  .arg(QString::fromStdString(core::shortDemangledName(report.kernel)))
            : tr("Kernel %1 stopped early (a finding, the budget or a cancel): the counts cover what ran.")
                  .arg(QString::fromStdString(core::shortDemangledName(report.kernel))));
    m_view->sortByColumn(ExcessSectorsColumn, Qt::DescendingOrder);
}

void HotspotTable::setBaseline(const std::vector<core::LineDelta>& deltas, const QString& baselineName)
{
    m_baseline = deltas;
    m_baselineName = baselineName;
    showBaselineColumns();
    fill();
}

void HotspotTable::clearBaseline()
{
    const bool had = !m_baseline.empty();
    m_baseline.clear();
    showBaselineColumns();
    if (had) // every profile without a baseline clears it: the rows shown are already without deltas
        fill();
}

void HotspotTable::showBaselineColumns()
{
    const bool shown = !m_baseline.empty() && m_granularity == Granularity::SourceLines;
    m_view->setColumnHidden(BaselineSectorsColumn, !shown);
    m_view->setColumnHidden(BaselineWavefrontsColumn, !shown);
}

void HotspotTable::setGranularity(Granularity granularity)
{
    m_granularity = granularity;
    {
        const QSignalBlocker block(m_granularityBox);
        m_granularityBox->setCurrentIndex(granularity == Granularity::Instructions ? 1 : 0);
    }
    m_view->setColumnHidden(InstructionColumn, granularity != Granularity::Instructions);
    showBaselineColumns();
    fill();
}

void HotspotTable::fill()
{
    m_export->setEnabled(m_report.has_value());
    if (!m_report) {
        m_model->clear();
        return;
    }
    m_model->setReport(*m_report, m_granularity == Granularity::Instructions, m_baseline, m_baselineName);
}

QString HotspotTable::csv() const
{
    QList<int> columns;
    for (int c = 0; c < ColumnCount; ++c)
        if (!m_view->isColumnHidden(c))
            columns << c;
    return tableToCsv(m_proxy, columns);
}

bool HotspotTable::exportCsv(const QString& path, QString* error) const
{
    return writeCsv(path, csv(), error);
}

void HotspotTable::exportClicked()
{
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Export hot spots"), QStringLiteral("hotspots.csv"), tr("CSV files (*.csv)"));
    if (file.isEmpty())
        return;
    QString why;
    if (!exportCsv(file, &why))
        QMessageBox::warning(this, tr("Export hot spots"), why);
}

void HotspotTable::showMessage(const QString& text)
{
    clear();
    m_message->setText(text);
}

void HotspotTable::clear()
{
    m_report.reset();
    m_baseline.clear();
    showBaselineColumns();
    m_model->clear();
    m_export->setEnabled(false);
}

int HotspotTable::lineAtRow(int row) const
{
    if (row < 0 || row >= m_proxy->rowCount())
        return 0;
    return m_proxy->index(row, LineColumn).data(HotspotModel::SortRole).toInt();
}

int HotspotTable::rowCount() const
{
    return m_proxy->rowCount();
}

QString HotspotTable::message() const
{
    return m_message->text();
}

void HotspotTable::nextHotSpot()
{
    if (m_proxy->rowCount() == 0)
        return;
    const QModelIndex current = m_view->currentIndex();
    const int row = current.isValid() ? (current.row() + 1) % m_proxy->rowCount() : 0;
    m_view->setCurrentIndex(m_proxy->index(row, LineColumn));
    activateRow(row);
}

void HotspotTable::activateRow(int row)
{
    const int line = lineAtRow(row);
    if (line > 0)
        emit lineActivated(line);
}

} // namespace warpscope::widgets
