// The hot-spot table: one row per source line of an analysed launch, numbers sortable as numbers.
#include "widgets/hotspottable.h"

#include "core/common/demangle.h"

#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

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
{
    m_model->setColumnCount(ColumnCount);
    const QStringList titles {tr("Line"), tr("Executed"), tr("Lane eff."), tr("Sectors/req"), tr("Ideal"),
        tr("Excess sectors"), tr("Shared wavefronts"), tr("Ideal"), tr("Conflict ways"), tr("Bytes"), tr("FLOPs"),
        tr("Divergent")};
    // Nsight Compute's names, so a reviewer can cross-check against a GPU profile.
    const QStringList tips {tr("Source line"), tr("Instructions Executed (warp level)"),
        tr("Warp Execution Efficiency: active lanes / 32"), tr("L2 Theoretical Sectors Global / L1 Requests Global"),
        tr("L2 Theoretical Sectors Global Ideal / L1 Requests Global"), tr("L2 Theoretical Sectors Global Excessive"),
        tr("L1 Wavefronts Shared"), tr("L1 Wavefronts Shared Ideal"),
        tr("Worst bank-conflict degree (distinct words in one bank in one phase)"),
        tr("Bytes read and written, all memory spaces"), tr("FLOPs (fadd + fmul + 2 × ffma, all types)"),
        tr("Divergent Branches")};
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

    m_message->setWordWrap(true);
    m_message->setText(tr("Profile the task (Run › Profile) to see where its time and memory traffic go."));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_message);
    layout->addWidget(m_view);
}

void HotspotTable::setReport(const core::analysis::AnalysisReport& report)
{
    m_model->removeRows(0, m_model->rowCount());
    for (const auto& line : report.lines) {
        if (line.sourceLine <= 0)
            continue;
        const auto& c = line.counters;
        QList<QStandardItem*> row;
        auto* lineItem = numberItem(line.sourceLine, QString::number(line.sourceLine));
        lineItem->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        row << lineItem << countItem(c.instExecuted) << ratioItem(c.warpEfficiency(), c.instExecuted > 0)
            << ratioItem(
                   c.globalRequests ? double(c.globalSectors) / double(c.globalRequests) : 0.0, c.globalRequests > 0)
            << ratioItem(c.globalRequests ? double(c.globalSectorsIdeal) / double(c.globalRequests) : 0.0,
                   c.globalRequests > 0)
            << countItem(c.globalSectorsExcessive()) << countItem(c.sharedWavefronts)
            << countItem(c.sharedWavefrontsIdeal) << countItem(c.sharedMaxWays)
            << countItem(sum(c.bytesRead) + sum(c.bytesWritten)) << countItem(c.totalFlops())
            << countItem(c.divergentBranches);
        m_model->appendRow(row);
    }
    m_message->setText(report.completed
            ? tr("Kernel %1, first seed only. Sort by a column; activate a row to see its line.")
                  .arg(QString::fromStdString(core::shortDemangledName(report.kernel)))
            : tr("Kernel %1 stopped early (a finding, the budget or a cancel): the counts cover what ran.")
                  .arg(QString::fromStdString(core::shortDemangledName(report.kernel))));
    m_view->sortByColumn(ExcessSectorsColumn, Qt::DescendingOrder);
}

void HotspotTable::showMessage(const QString& text)
{
    clear();
    m_message->setText(text);
}

void HotspotTable::clear()
{
    m_model->removeRows(0, m_model->rowCount());
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
