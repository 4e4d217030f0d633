#include "widgets/threadtraceview.h"

#include "core/common/demangle.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <set>

namespace warpscope::widgets {

namespace {

QString triple(const std::array<std::uint32_t, 3>& v)
{
    return QStringLiteral("(%1, %2, %3)").arg(v[0]).arg(v[1]).arg(v[2]);
}

} // namespace

ThreadTraceView::ThreadTraceView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("threadTraceView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    auto* bar = new QHBoxLayout;
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("threadTraceSummary"));
    m_summary->setWordWrap(true);
    bar->addWidget(m_summary, 1);
    bar->addWidget(new QLabel(tr("Source line:"), this));
    m_filterBox = new QComboBox(this);
    m_filterBox->setObjectName(QStringLiteral("threadTraceFilter"));
    m_filterBox->setToolTip(tr("Show only the steps of one source line"));
    connect(m_filterBox, &QComboBox::activated, this,
        [this](int i) { setSourceLineFilter(m_filterBox->itemData(i).toInt()); });
    bar->addWidget(m_filterBox);
    layout->addLayout(bar);
    m_model = new ThreadTraceModel(this);
    m_filtered = new QSortFilterProxyModel(this);
    m_filtered->setSourceModel(m_model);
    m_filtered->setFilterRole(ThreadTraceModel::LineRole);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("threadTraceTable"));
    m_table->setModel(m_filtered);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setToolTip(tr("Registers written: those whose value for this thread changed at the step. Grey: the "
                           "thread was at the instruction but its guard predicate was false. Click a row to go to "
                           "its source line."));
    connect(m_table, &QTableView::clicked, this, [this](const QModelIndex& index) {
        if (const int line = index.siblingAtColumn(SourceColumn).data(ThreadTraceModel::LineRole).toInt(); line > 0)
            emit sourceLineActivated(line);
    });
    layout->addWidget(m_table, 1);
    showMessage(tr("Click an element of an analysed run's heatmap, then \"Trace this thread\"."));
}

void ThreadTraceView::setTrace(const core::analysis::ThreadTrace& trace)
{
    m_model->setTrace(trace);
    m_filter = 0;
    m_filterBox->clear();
    m_filterBox->addItem(tr("All"), 0);
    std::set<int> lines;
    for (const auto& s : trace.steps)
        if (s.sourceLine > 0)
            lines.insert(s.sourceLine);
    for (int line : lines)
        m_filterBox->addItem(QString::number(line), line);
    QString text = tr("Block %1, thread %2 of %3: %n step(s)", nullptr, int(trace.steps.size()))
                       .arg(triple(trace.target.block), triple(trace.target.thread),
                           QString::fromStdString(core::shortDemangledName(trace.kernel)));
    if (trace.truncated)
        text += tr(" — truncated at the limit of %1 steps").arg(trace.target.limit);
    if (!trace.completed)
        text += tr(" — the launch stopped early");
    m_summary->setText(text);
    fill();
}

void ThreadTraceView::showMessage(const QString& text)
{
    m_model->clear();
    m_filter = 0;
    m_filtered->setFilterRegularExpression(QString());
    m_filterBox->clear();
    m_summary->setText(text);
}

void ThreadTraceView::setSourceLineFilter(int line)
{
    m_filter = line;
    const int i = m_filterBox->findData(line);
    if (i >= 0)
        m_filterBox->setCurrentIndex(i);
    fill();
}

QString ThreadTraceView::summary() const
{
    return m_summary->text();
}

QString ThreadTraceView::writesText(const core::analysis::TraceStep& step)
{
    return ThreadTraceModel::writesText(step);
}

int ThreadTraceView::rowCount() const
{
    return m_filtered->rowCount();
}

QString ThreadTraceView::textAt(int row, int column) const
{
    return m_filtered->index(row, column).data().toString();
}

void ThreadTraceView::fill()
{
    // the step numbers stay those of the whole trace: the proxy only hides the other lines' steps
    m_filtered->setFilterRegularExpression(
        m_filter > 0 ? QRegularExpression(QStringLiteral("^%1$").arg(m_filter)) : QRegularExpression());
    m_table->resizeColumnsToContents();
}

} // namespace warpscope::widgets
