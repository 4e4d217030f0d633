#include "widgets/threadtraceview.h"

#include "core/common/demangle.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <bit>
#include <set>

namespace warpscope::widgets {

namespace {

QString triple(const std::array<std::uint32_t, 3>& v)
{
    return QStringLiteral("(%1, %2, %3)").arg(v[0]).arg(v[1]).arg(v[2]);
}

QString valueText(const core::analysis::RegisterWrite& w)
{
    using core::analysis::RegisterKind;
    if (w.kind == RegisterKind::Predicate)
        return w.value ? QStringLiteral("true") : QStringLiteral("false");
    const QString hex = QStringLiteral("0x%1").arg(w.value, w.bytes * 2, 16, QLatin1Char('0'));
    if (w.kind == RegisterKind::F32)
        return QStringLiteral("%1 (%2)").arg(hex).arg(double(std::bit_cast<float>(std::uint32_t(w.value))), 0, 'g', 9);
    if (w.kind == RegisterKind::F64)
        return QStringLiteral("%1 (%2)").arg(hex).arg(std::bit_cast<double>(w.value), 0, 'g', 17);
    return hex;
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
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("threadTraceTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("Step"), tr("Line"), tr("PTX line"), tr("Instruction"), tr("Registers written")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setToolTip(tr("Registers written: those whose value for this thread changed at the step. Grey: the "
                           "thread was at the instruction but its guard predicate was false. Click a row to go to "
                           "its source line."));
    connect(m_table, &QTableWidget::cellClicked, this, [this](int row, int) {
        const QTableWidgetItem* item = m_table->item(row, SourceColumn);
        if (item && item->data(Qt::UserRole).toInt() > 0)
            emit sourceLineActivated(item->data(Qt::UserRole).toInt());
    });
    layout->addWidget(m_table, 1);
    showMessage(tr("Click an element of an analysed run's heatmap, then \"Trace this thread\"."));
}

void ThreadTraceView::setTrace(const core::analysis::ThreadTrace& trace)
{
    m_trace = trace;
    m_filter = 0;
    m_filterBox->clear();
    m_filterBox->addItem(tr("All"), 0);
    std::set<int> lines;
    for (const auto& s : m_trace.steps)
        if (s.sourceLine > 0)
            lines.insert(s.sourceLine);
    for (int line : lines)
        m_filterBox->addItem(QString::number(line), line);
    QString text = tr("Block %1, thread %2 of %3: %n step(s)", nullptr, int(m_trace.steps.size()))
                       .arg(triple(m_trace.target.block), triple(m_trace.target.thread),
                           QString::fromStdString(core::shortDemangledName(m_trace.kernel)));
    if (m_trace.truncated)
        text += tr(" — truncated at the limit of %1 steps").arg(m_trace.target.limit);
    if (!m_trace.completed)
        text += tr(" — the launch stopped early");
    m_summary->setText(text);
    fill();
}

void ThreadTraceView::showMessage(const QString& text)
{
    m_trace = {};
    m_filterBox->clear();
    m_summary->setText(text);
    m_table->setRowCount(0);
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
    QStringList parts;
    for (const auto& w : step.writes)
        parts << QStringLiteral("%1 = %2").arg(QString::fromStdString(w.name), valueText(w));
    return parts.join(QStringLiteral(", "));
}

void ThreadTraceView::fill()
{
    std::vector<std::size_t> shown;
    for (std::size_t i = 0; i < m_trace.steps.size(); ++i)
        if (m_filter <= 0 || m_trace.steps[i].sourceLine == m_filter)
            shown.push_back(i);
    m_table->setRowCount(0);
    m_table->setRowCount(int(shown.size())); // one resize: a trace has up to 10000 steps
    const QColor grey = palette().color(QPalette::Disabled, QPalette::Text);
    int row = 0;
    for (const std::size_t i : shown) {
        const auto& s = m_trace.steps[i];
        const QStringList cells {QString::number(i), s.sourceLine > 0 ? QString::number(s.sourceLine) : QString(),
            QString::number(s.ptxLine), QString::fromStdString(s.opcode) + (s.guard ? QString() : tr(" (guard false)")),
            writesText(s)};
        for (int c = 0; c < ColumnCount; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (!s.guard)
                item->setForeground(grey);
            m_table->setItem(row, c, item);
        }
        m_table->item(row, SourceColumn)->setData(Qt::UserRole, s.sourceLine);
        ++row;
    }
    m_table->resizeColumnsToContents();
}

} // namespace warpscope::widgets
