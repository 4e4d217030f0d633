// The findings table: one row per deduplicated sanitizer finding, numbers sortable as numbers.
#include "widgets/findingslist.h"

#include "widgets/tablecsv.h"

#include "core/common/demangle.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace warpscope::widgets {

namespace {

constexpr int kSortRole = Qt::UserRole;
constexpr int kLineRole = Qt::UserRole + 1;
constexpr int kKernelRole = Qt::UserRole + 2;

QStandardItem* textItem(const QString& text)
{
    auto* item = new QStandardItem(text);
    item->setData(text, kSortRole);
    item->setEditable(false);
    return item;
}

// Unknown lines (0) show a dash and sort first.
QStandardItem* numberItem(qulonglong value, bool known = true)
{
    auto* item = textItem(known ? QString::number(value) : QStringLiteral("–"));
    item->setData(known ? value : 0, kSortRole);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QString triple(const std::array<std::uint32_t, 3>& v)
{
    return QStringLiteral("(%1, %2, %3)").arg(v[0]).arg(v[1]).arg(v[2]);
}

} // namespace

QString FindingsList::kindDescription(core::Finding::Kind kind)
{
    using K = core::Finding::Kind;
    switch (kind) {
    case K::OutOfBounds:
        return tr("An access outside its buffer, shared memory or stack frame (memcheck)");
    case K::Misaligned:
        return tr("An address that is not a multiple of the access size (memcheck)");
    case K::Race:
        return tr("Two threads touched the same shared memory between barriers, at least one of them writing "
                  "(racecheck)");
    case K::Uninitialized:
        return tr("A read of memory that was never written (initcheck)");
    case K::DivergentBarrier:
        return tr("A barrier that not every thread reaches (synccheck)");
    case K::BadWarpSyncMask:
        return tr("A warp-synchronous instruction whose member mask does not match the lanes that execute it "
                  "(synccheck)");
    case K::Trap:
        return tr("The kernel executed trap or brkpt");
    case K::BudgetExceeded:
        return tr("The run used up its instruction budget");
    case K::Unsupported:
        return tr("An instruction the emulator does not implement");
    case K::Cancelled:
        return tr("The run was cancelled");
    case K::Assert:
        return tr("A device assert() failed");
    case K::Printf:
        return tr("A printf whose format string or arguments could not be read");
    case K::StackOverflow:
        return tr("A call, alloca or recursion outgrew the per-thread stack");
    case K::Deadline:
        return tr("The run's time limit passed");
    case K::OutOfMemory:
        return tr("An allocation failed while the launch ran");
    case K::AsyncHazard:
        return tr("Memory read or overwritten while an asynchronous copy (cp.async) or wgmma using it is still in "
                  "flight: no wait retired it yet (asynccheck)");
    case K::Deadlock:
        return tr("Warps wait on an mbarrier phase that can never complete (asynccheck)");
    case K::Other:
        break;
    }
    return tr("Another problem the emulator found");
}

FindingsList::FindingsList(QWidget* parent)
    : QWidget(parent)
    , m_model(new QStandardItemModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
    , m_message(new QLabel(this))
{
    setObjectName(QStringLiteral("findingsList"));
    m_model->setColumnCount(ColumnCount);
    const QStringList titles {tr("Kind"), tr("Line"), tr("PTX line"), tr("Block"), tr("Thread"), tr("Buffer / address"),
        tr("Count"), tr("Message")};
    for (int c = 0; c < ColumnCount; ++c)
        m_model->setHorizontalHeaderItem(c, new QStandardItem(titles[c]));
    m_model->horizontalHeaderItem(CountColumn)
        ->setToolTip(tr("How many occurrences the sanitizer folded into this row"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(kSortRole);
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
            emit lineActivated(line, m_proxy->index(index.row(), KindColumn).data(kKernelRole).toString());
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
    m_model->removeRows(0, m_model->rowCount());
    for (const core::Finding& f : findings) {
        // The buffer and the byte in it when the sanitizer knows them, else the space's byte (a shared
        // variable has no buffer), else the raw address.
        QString where = QString::fromStdString(f.buffer.empty() ? f.space : f.buffer);
        if (!where.isEmpty() && (f.offset != 0 || f.buffer.empty()))
            where += tr(" byte %1").arg(f.offset);
        if (where.isEmpty() && f.address != 0)
            where = QStringLiteral("0x") + QString::number(f.address, 16);
        if (!f.space.empty() && !f.buffer.empty())
            where += (where.isEmpty() ? QString() : QStringLiteral(" "))
                + tr("(%1)").arg(QString::fromStdString(f.space));
        QString thread = triple(f.thread);
        // a race's other thread; for asynccheck, the thread that issued the copy in flight
        if (f.kind == core::Finding::Kind::Race || (f.kind == core::Finding::Kind::AsyncHazard && f.otherPtxLine > 0))
            thread += tr(" vs %1").arg(triple(f.otherThread));
        QList<QStandardItem*> row {textItem(QString::fromLatin1(core::findingKindName(f.kind))),
            numberItem(qulonglong(f.sourceLine), f.sourceLine > 0), numberItem(qulonglong(f.ptxLine), f.ptxLine > 0),
            textItem(triple(f.block)), textItem(thread), textItem(where), numberItem(f.count),
            textItem(QString::fromStdString(core::demangleWithin(f.message)))};
        row[KindColumn]->setData(f.sourceLine, kLineRole);
        row[KindColumn]->setData(QString::fromStdString(f.kernel), kKernelRole);
        row[KindColumn]->setToolTip(kindDescription(f.kind));
        row[MessageColumn]->setToolTip(QString::fromStdString(core::demangleWithin(f.message)));
        m_model->appendRow(row);
    }
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
    m_model->removeRows(0, m_model->rowCount());
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
    return m_proxy->index(row, KindColumn).data(kLineRole).toInt();
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
