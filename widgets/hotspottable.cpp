// The hot-spot table: one row per source line of an analysed launch, numbers sortable as numbers.
#include "widgets/hotspottable.h"

#include "core/common/demangle.h"
#include "widgets/tablecsv.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace warpscope::widgets {

namespace {

// The sort role holds the raw number, the display role a rounded text.
QStandardItem* numberItem(double value, const QString& text)
{
    auto* item = new QStandardItem(text);
    item->setData(value, Qt::UserRole);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    item->setEditable(false);
    return item;
}

QStandardItem* countItem(std::uint64_t value)
{
    return numberItem(double(value), QString::number(value));
}

QStandardItem* ratioItem(double value, bool valid)
{
    return valid ? numberItem(value, QString::number(value, 'f', 2)) : numberItem(-1.0, QStringLiteral("–"));
}

std::uint64_t sum(const std::array<std::uint64_t, core::analysis::kSpaces>& a)
{
    std::uint64_t s = 0;
    for (auto v : a)
        s += v;
    return s;
}

} // namespace

HotspotTable::HotspotTable(QWidget* parent)
    : QWidget(parent)
    , m_model(new QStandardItemModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
    , m_message(new QLabel(this))
    , m_granularityBox(new QComboBox(this))
    , m_export(new QPushButton(tr("Export CSV…"), this))
{
    m_model->setColumnCount(ColumnCount);
    const QStringList titles {tr("Line"), tr("Executed"), tr("Lane eff."), tr("Sectors/req"), tr("Ideal"),
        tr("Excess sectors"), tr("Shared wavefronts"), tr("Ideal"), tr("Conflict ways"), tr("Bytes"), tr("FLOPs"),
        tr("Divergent"), tr("L1 hit %"), tr("L2 hit %"), tr("DRAM bytes"), tr("PTX instruction"),
        tr("Δ excess sectors"), tr("Δ bank conflicts")};
    // Nsight Compute's names, so a reviewer can cross-check against a GPU profile.
    const QStringList tips {tr("Source line"), tr("Instructions Executed (warp level)"),
        tr("Warp Execution Efficiency: active lanes / 32"), tr("L2 Theoretical Sectors Global / L1 Requests Global"),
        tr("L2 Theoretical Sectors Global Ideal / L1 Requests Global"), tr("L2 Theoretical Sectors Global Excessive"),
        tr("L1 Wavefronts Shared"), tr("L1 Wavefronts Shared Ideal"),
        tr("Worst bank-conflict degree (distinct words in one bank in one phase)"),
        tr("Bytes read and written, all memory spaces"), tr("FLOPs (fadd + fmul + 2 × ffma, all types)"),
        tr("Divergent Branches"),
        tr("L1/TEX Hit Rate of global loads (l1tex__t_sector_hit_rate.pct), from the cache model"),
        tr("L2 Hit Rate (lts__t_sector_hit_rate.pct), from the cache model"),
        tr("dram__bytes_read.sum + dram__bytes_write.sum, from the cache model (writes charged to the last "
           "writer)"),
        tr("The PTX line and opcode of the instruction"),
        tr("Excess global sectors of this line minus those of its counterpart in the pinned baseline (lines "
           "paired by their text)"),
        tr("Excess shared wavefronts (bank conflicts) of this line minus those of its counterpart in the pinned "
           "baseline")};
    for (int c = 0; c < ColumnCount; ++c) {
        auto* header = new QStandardItem(titles[c]);
        header->setToolTip(tips[c]);
        m_model->setHorizontalHeaderItem(c, header);
    }
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(Qt::UserRole);
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

QList<QStandardItem*> HotspotTable::baselineItems(int sourceLine) const
{
    const auto it = std::find_if(
        m_baseline.begin(), m_baseline.end(), [sourceLine](const core::LineDelta& d) { return d.line == sourceLine; });
    if (it == m_baseline.end())
        return {new QStandardItem(), new QStandardItem()};
    if (it->baselineLine == 0) {
        QList<QStandardItem*> row;
        for (int i = 0; i < 2; ++i) {
            auto* item = numberItem(0.0, tr("new"));
            item->setToolTip(tr("This line has no counterpart in the baseline %1").arg(m_baselineName));
            row << item;
        }
        return row;
    }
    auto change = [&](std::uint64_t base, std::uint64_t now, const QString& what) {
        const double d = double(now) - double(base);
        auto* item = numberItem(
            d, d > 0 ? QStringLiteral("+%1").arg(QLocale().toString(d, 'f', 0)) : QLocale().toString(d, 'f', 0));
        item->setToolTip(tr("Baseline %1, line %2: %3 %4; this line: %5")
                             .arg(m_baselineName)
                             .arg(it->baselineLine)
                             .arg(QLocale().toString(qulonglong(base)), what, QLocale().toString(qulonglong(now))));
        if (d > 0)
            item->setForeground(QColor(0xb0, 0x20, 0x20));
        else if (d < 0)
            item->setForeground(QColor(0x20, 0x80, 0x30));
        return item;
    };
    return {change(it->baseline.globalSectorsExcessive(), it->current.globalSectorsExcessive(), tr("excess sectors")),
        change(it->baseline.sharedWavefrontsExcessive(), it->current.sharedWavefrontsExcessive(),
            tr("excess wavefronts"))};
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
    m_model->removeRows(0, m_model->rowCount());
    m_export->setEnabled(m_report.has_value());
    if (!m_report)
        return;
    const bool model = m_report->traffic.has_value();
    auto addRow = [&](int sourceLine, const core::analysis::InstructionCounters& c, QStandardItem* instruction) {
        QList<QStandardItem*> row;
        auto* lineItem = numberItem(sourceLine, QString::number(sourceLine));
        lineItem->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        row << lineItem << countItem(c.instExecuted) << ratioItem(c.warpEfficiency(), c.instExecuted > 0)
            << ratioItem(
                   c.globalRequests ? double(c.globalSectors) / double(c.globalRequests) : 0.0, c.globalRequests > 0)
            << ratioItem(c.globalRequests ? double(c.globalSectorsIdeal) / double(c.globalRequests) : 0.0,
                   c.globalRequests > 0)
            << countItem(c.globalSectorsExcessive()) << countItem(c.sharedWavefronts)
            << countItem(c.sharedWavefrontsIdeal) << countItem(c.sharedMaxWays)
            << countItem(sum(c.bytesRead) + sum(c.bytesWritten)) << countItem(c.totalFlops())
            << countItem(c.divergentBranches) << ratioItem(c.l1HitRate(), model && c.l1LoadSectors > 0)
            << ratioItem(c.l2HitRate(), model && c.l2Sectors > 0)
            << (model ? countItem(c.dramBytesRead + c.dramBytesWritten) : ratioItem(0.0, false))
            << (instruction ? instruction : new QStandardItem());
        row << (instruction ? QList<QStandardItem*> {new QStandardItem(), new QStandardItem()}
                            : baselineItems(sourceLine));
        m_model->appendRow(row);
    };
    if (m_granularity == Granularity::Instructions) {
        for (const auto& ins : m_report->instructions) {
            if (ins.counters.instExecuted == 0 && ins.counters.globalRequests == 0)
                continue;
            auto* item = new QStandardItem(tr("PTX %1: %2").arg(ins.ptxLine).arg(QString::fromStdString(ins.opcode)));
            item->setData(ins.ptxLine, Qt::UserRole);
            item->setEditable(false);
            addRow(ins.sourceLine, ins.counters, item);
        }
        return;
    }
    for (const auto& line : m_report->lines)
        if (line.sourceLine > 0)
            addRow(line.sourceLine, line.counters, nullptr);
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
    m_model->removeRows(0, m_model->rowCount());
    m_export->setEnabled(false);
}

int HotspotTable::lineAtRow(int row) const
{
    if (row < 0 || row >= m_proxy->rowCount())
        return 0;
    return m_proxy->index(row, LineColumn).data(Qt::UserRole).toInt();
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
