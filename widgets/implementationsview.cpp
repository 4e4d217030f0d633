#include "widgets/implementationsview.h"

#include "core/pipeline/implcounters.h"

#include "core/pipeline/impljson.h"
#include "widgets/heatmapview.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace warpscope::widgets {

namespace {

const QColor kPass(214, 240, 214);
const QColor kFail(250, 210, 210);
const QColor kStopped(250, 230, 200);

/// Pixels for a predicted counter's name in the row header.
constexpr int kCounterNameWidth = 210;

QString number(double v)
{
    return std::isfinite(v) ? QString::number(v, 'g', 3) : QString::fromLatin1(std::isnan(v) ? "nan" : "inf");
}

/// Enough digits to tell two floats apart.
QString exact(double v)
{
    return std::isfinite(v) ? QString::number(v, 'g', 9) : number(v);
}

QString statusName(core::DiffStatus s)
{
    switch (s) {
    case core::DiffStatus::BitIdentical:
        return ImplementationsView::tr("bit-identical");
    case core::DiffStatus::WithinTolerance:
        return ImplementationsView::tr("within tolerance");
    case core::DiffStatus::Differs:
        return ImplementationsView::tr("differs");
    case core::DiffStatus::NotCompared:
        break;
    }
    return ImplementationsView::tr("not compared");
}

QString indexText(const std::vector<std::int64_t>& index)
{
    QStringList parts;
    for (std::int64_t i : index)
        parts << QString::number(i);
    return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

} // namespace

ImplementationsView::ImplementationsView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("implementationsView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* split = m_split = new QSplitter(Qt::Horizontal, this);
    auto* left = new QWidget(split);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableWidget(RowCount, 0, left);
    m_table->setObjectName(QStringLiteral("implementationsTable"));
    m_table->setVerticalHeaderLabels({tr("Language, arch"), tr("Verdict"), tr("Max abs"), tr("Max rel"), tr("Max ULP"),
        tr("Mismatches"), tr("Findings"), tr("Registers"), tr("Shared memory"), tr("Occupancy"), tr("GPU time")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // compact rows: ten figures and the predicted counters fit a 1280x800 dock with the heatmap under them
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    leftLayout->addWidget(m_table, 1);
    m_migrations = new QLabel(left);
    m_migrations->setObjectName(QStringLiteral("implementationsMigrations"));
    m_migrations->setWordWrap(true);
    m_migrations->setTextInteractionFlags(Qt::TextSelectableByMouse);
    leftLayout->addWidget(m_migrations);
    m_gpuButton = new QPushButton(tr("Time on GPU (A/B)"), left);
    m_gpuButton->setObjectName(QStringLiteral("implementationsGpuTime"));
    m_gpuButton->setToolTip(tr("Time each implementation against the first one on the GPU with the fair A/B method"));
    connect(m_gpuButton, &QPushButton::clicked, this, &ImplementationsView::gpuTimeRequested);
    leftLayout->addWidget(m_gpuButton, 0, Qt::AlignLeft);

    auto* right = new QWidget(split);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    m_pair = new QComboBox(right);
    m_pair->setObjectName(QStringLiteral("implementationsPair"));
    m_pair->setToolTip(tr("The pair of implementations, the output and the seed whose difference is shown"));
    rightLayout->addWidget(m_pair);
    m_status = new QLabel(right);
    m_status->setObjectName(QStringLiteral("implementationsStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    rightLayout->addWidget(m_status);
    m_heatmap = new HeatmapView(right);
    // |A - B| / |B|: a translation bug scales whole rows or tiles, which the relative map shows as bands
    m_heatmap->setMode(core::HeatmapMode::RelError);
    rightLayout->addWidget(m_heatmap, 1);
    connect(m_pair, &QComboBox::currentIndexChanged, this, &ImplementationsView::onPairChanged);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    layout->addWidget(split);
    m_gpuWhy = tr("the worker has not reported a device yet");
    setImplementations(nullptr);
}

void ImplementationsView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    fitSplit(); // the widths are known once the page is shown
}

void ImplementationsView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitSplit();
}

void ImplementationsView::setGpuAvailable(bool available, const QString& why)
{
    m_gpuAvailable = available;
    m_gpuWhy = why;
    fillGpuTimes();
}

void ImplementationsView::setGpuTime(const QString& implementation, const GpuTimeCell& cell)
{
    m_gpuTimes[implementation] = cell;
    fillGpuTimes();
    fitSplit();
}

void ImplementationsView::fillGpuTimes()
{
    if (!m_result)
        return;
    for (int c = 0; c < int(m_result->runs.size()); ++c) {
        const QString name = QString::fromStdString(m_result->runs[std::size_t(c)].name);
        const GpuTimeCell cell = m_gpuTimes.contains(name) ? m_gpuTimes.value(name)
            : m_gpuAvailable                               ? GpuTimeText::notTimed()
                                                           : GpuTimeText::unavailable(m_gpuWhy);
        auto* item = new QTableWidgetItem(cell.text);
        item->setToolTip(cell.tooltip);
        m_table->setItem(GpuTime, c, item);
    }
}

QStringList ImplementationsView::stepLines() const
{
    QStringList lines;
    if (!m_result)
        return lines;
    for (const core::ImplementationRun& run : m_result->runs) {
        if (run.steps.empty())
            continue;
        QStringList steps;
        for (const core::StepResources& st : run.steps)
            steps << (st.resources
                    ? tr("%1: %2 registers, %3 B shared%4")
                          .arg(QString::fromStdString(st.step))
                          .arg(st.resources->registers)
                          .arg(st.resources->sharedStatic + st.launchShared)
                          .arg(st.occupancy ? tr(", %1% occupancy").arg(std::lround(st.occupancy->occupancy * 100))
                                            : QString())
                    : tr("%1: %2").arg(QString::fromStdString(st.step), QString::fromStdString(st.note)));
        lines << tr("Steps of %1: %2").arg(QString::fromStdString(run.name), steps.join(QStringLiteral("; ")));
    }
    return lines;
}

void ImplementationsView::setImplementations(std::shared_ptr<const core::ImplementationsResult> result)
{
    m_result = std::move(result);
    m_gpuTimes.clear(); // another run: its times are not this one's
    fillTable();
    fillPairs();
}

void ImplementationsView::fillTable()
{
    m_table->setColumnCount(0);
    m_table->setRowCount(RowCount); // the predicted counters' rows are the result's own
    m_migrations->clear();
    if (!m_result)
        return;
    m_table->setColumnCount(int(m_result->runs.size()));
    // an analysed run (run --analyze) adds the emulator's predicted counters, one row each
    const core::ImplementationCounters counters = core::implementationCounters(*m_result);
    m_table->setRowCount(RowCount + int(counters.names.size()));
    for (int n = 0; n < int(counters.names.size()); ++n) {
        // Nsight's names run to 50 characters: elided in the middle so the implementations keep the width,
        // whole in the tooltip
        const QString name = QString::fromStdString(counters.names[std::size_t(n)]);
        auto* head = new QTableWidgetItem(
            m_table->verticalHeader()->fontMetrics().elidedText(name, Qt::ElideMiddle, kCounterNameWidth));
        head->setData(Qt::UserRole, name);
        head->setToolTip(name + QLatin1Char('\n')
            + tr("Predicted by the emulator from the analysed first seed (Nsight Compute's name)"));
        m_table->setVerticalHeaderItem(RowCount + n, head);
        for (int c = 0; c < int(counters.values.size()); ++c) {
            const auto& v = counters.values[std::size_t(c)][std::size_t(n)];
            m_table->setItem(RowCount + n, c, new QTableWidgetItem(v ? number(*v) : QStringLiteral("–")));
        }
    }
    QStringList names;
    for (int c = 0; c < int(m_result->runs.size()); ++c) {
        const core::ImplementationRun& run = m_result->runs[std::size_t(c)];
        names << QString::fromStdString(run.name);
        const core::ImplementationTotals t = core::implementationTotals(run.run);
        const bool show = run.ran && t.compared;
        const QString none = QStringLiteral("–");
        // a pipeline needs what its most demanding step needs: the most registers and shared memory,
        // the lowest occupancy (each step's figures are in the tooltip and under the table)
        const std::optional<int> regs = core::peakRegisters(run);
        const std::optional<int> shared = core::peakShared(run);
        const std::optional<core::OccupancyResult> occupancy = core::lowestOccupancy(run);
        const QString peak = run.steps.empty() ? QString() : tr(" (max)");
        const QString lowest = run.steps.empty() ? QString() : tr(" (min)");
        QStringList stepTips;
        for (const core::StepResources& st : run.steps)
            stepTips << (st.resources ? tr("%1: %2 registers, %3 B shared")
                                            .arg(QString::fromStdString(st.step))
                                            .arg(st.resources->registers)
                                            .arg(st.resources->sharedStatic + st.launchShared)
                                      : QString::fromStdString(st.step + ": " + st.note));
        const QString stepTip = tr("Each step is its own launch; the pipeline needs its most demanding step's:")
            + QLatin1Char('\n') + stepTips.join(QLatin1Char('\n'));
        const QString verdict = !run.ran ? tr("ERROR")
            : run.run.stop().stopped     ? tr("STOPPED")
            : run.run.passed             ? tr("pass")
                                         : tr("FAIL");
        const QString cells[RowCount]
            = {QString::fromStdString(run.language + " " + run.arch), verdict, show ? number(t.maxAbs) : none,
                show ? number(t.maxRel) : none, show ? QString::number(qulonglong(t.maxUlp)) : none,
                show ? QString::number(t.mismatches) : none, run.ran ? QString::number(run.run.findings.size()) : none,
                regs ? QString::number(*regs) + peak : none, shared ? tr("%1 B").arg(*shared) + peak : none,
                occupancy ? tr("%1%").arg(std::lround(occupancy->occupancy * 100)) + lowest : none, QString()};
        for (int r = 0; r < RowCount; ++r) {
            auto* item = new QTableWidgetItem(cells[r]);
            if (r == Verdict)
                item->setBackground(!run.ran || !run.run.passed ? (run.run.stop().stopped ? kStopped : kFail) : kPass);
            if (r == Verdict && !run.ran)
                item->setToolTip(QString::fromStdString(run.error.describe()));
            if ((r == Registers || r == Shared || r == Occupancy) && !run.steps.empty())
                item->setToolTip(stepTip);
            m_table->setItem(r, c, item);
        }
    }
    // long names (cuda_fast_math@sm_90a) are elided in the middle so three columns fit a narrow dock
    for (int c = 0; c < names.size(); ++c) {
        auto* head = new QTableWidgetItem(names[c].size() > kHeaderChars
                ? names[c].left(kHeaderChars / 2) + QChar(0x2026) + names[c].right(kHeaderChars / 2 - 1)
                : names[c]);
        head->setToolTip(names[c]);
        head->setData(Qt::UserRole, names[c]);
        m_table->setHorizontalHeaderItem(c, head);
    }
    fillGpuTimes();
    QStringList lines;
    for (const core::MigrationDiff& m : m_result->migrations) {
        QString line
            = tr("Migration %1 → %2 (%3): ")
                  .arg(QString::fromStdString(m.a), QString::fromStdString(m.b), QString::fromStdString(m.what));
        if (!m.compiled)
            line += QString::fromStdString(m.note);
        else if (m.diff.sass.identical)
            line += tr("SASS identical");
        else
            line += tr("SASS +%1 −%2 lines").arg(m.diff.sass.added).arg(m.diff.sass.removed);
        for (const core::ResourceDelta& rd : m.diff.resources)
            if (rd.inA && rd.inB && rd.changed())
                line += tr("; registers %1 → %2").arg(rd.a.registers).arg(rd.b.registers);
        lines << line;
    }
    lines << stepLines();
    m_migrations->setText(lines.join(QLatin1Char('\n')));
    fitSplit();
}

void ImplementationsView::fitSplit()
{
    m_table->resizeColumnsToContents();
    int wanted = m_table->verticalHeader()->sizeHint().width() + 2 * m_table->frameWidth() + 4;
    for (int c = 0; c < m_table->columnCount(); ++c)
        wanted += m_table->columnWidth(c);
    // a narrow dock (1280x800 with three implementations): when the table needs more than 60 % of the
    // width, the difference view goes under it and the table has the whole width
    if (width() <= 0)
        return; // not laid out yet: showEvent fits it
    const Qt::Orientation orientation = wanted > width() * 6 / 10 ? Qt::Vertical : Qt::Horizontal;
    if (m_split->orientation() != orientation)
        m_split->setOrientation(orientation);
    if (orientation == Qt::Vertical) {
        const int total = std::max(m_split->height(), height());
        if (total <= 0)
            return;
        int tall = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth() + 4;
        for (int r = 0; r < m_table->rowCount(); ++r)
            tall += m_table->rowHeight(r);
        const int top = std::min(tall + m_migrations->sizeHint().height(), total * 6 / 10);
        m_split->setSizes({top, total - top});
        return;
    }
    const int total = std::max(m_split->width(), width());
    if (total <= 0)
        return;
    const int left = std::min(wanted, total * 6 / 10);
    m_split->setSizes({left, total - left});
}

void ImplementationsView::fillPairs()
{
    const QSignalBlocker block(m_pair);
    m_pair->clear();
    if (!m_result || m_result->differences.empty()) {
        m_status->setText(m_result ? tr("Only one implementation ran: nothing to compare.") : QString());
        m_heatmap->clear(tr("No implementations to compare."));
        return;
    }
    for (const core::ImplementationDiff& d : m_result->differences)
        m_pair->addItem(
            tr("%1 vs %2 · %3 · seed %4 · %5")
                .arg(QString::fromStdString(d.a), QString::fromStdString(d.b), QString::fromStdString(d.output))
                .arg(qulonglong(d.seed))
                .arg(statusName(d.status)));
    // the first pair that differs is the one a reviewer needs to see
    int first = 0;
    for (int i = 0; i < int(m_result->differences.size()); ++i)
        if (m_result->differences[std::size_t(i)].status == core::DiffStatus::Differs) {
            first = i;
            break;
        }
    m_pair->setCurrentIndex(first);
    onPairChanged(first);
}

void ImplementationsView::selectDifference(int index)
{
    m_pair->setCurrentIndex(index);
}

void ImplementationsView::onPairChanged(int index)
{
    if (!m_result || index < 0 || index >= int(m_result->differences.size()))
        return;
    const core::ImplementationDiff& d = m_result->differences[std::size_t(index)];
    QString text = QStringLiteral("<b>%1</b>").arg(statusName(d.status).toHtmlEscaped());
    if (d.status == core::DiffStatus::NotCompared)
        text += QStringLiteral(": ") + QString::fromStdString(d.note).toHtmlEscaped();
    else if (d.status != core::DiffStatus::BitIdentical)
        text += tr(": %1 of %2 elements differ in bits, %3 beyond the tolerance; max abs %4, max rel %5, max ULP %6. "
                   "First differing element %7: %8 (%9) vs %10 (%11).")
                    .arg(d.differing)
                    .arg(d.elements)
                    .arg(d.beyondTolerance)
                    .arg(number(d.maxAbs), number(d.maxRel))
                    .arg(qulonglong(d.maxUlp))
                    .arg(indexText(d.firstIndexNd), exact(d.firstA), QString::fromStdString(d.a).toHtmlEscaped(),
                        exact(d.firstB), QString::fromStdString(d.b).toHtmlEscaped());
    else
        text += tr(": all %1 elements have the same bits.").arg(d.elements);
    m_status->setText(text);
    // the pair run holds A's output judged against B's: its abs-error map is |A - B|
    for (const core::ImplementationPair& p : m_result->pairs) {
        if (p.a != d.a || p.b != d.b)
            continue;
        auto run = std::shared_ptr<const core::RunResult>(m_result, &p.asRun);
        for (int s = 0; s < int(p.asRun.seeds.size()); ++s) {
            if (p.asRun.seeds[std::size_t(s)].seed != d.seed)
                continue;
            const auto& outs = p.asRun.seeds[std::size_t(s)].outputs;
            for (int o = 0; o < int(outs.size()); ++o)
                if (outs[std::size_t(o)].stats.name == d.output) {
                    m_heatmap->setOutput(run, s, o);
                    return;
                }
        }
    }
    m_heatmap->clear(tr("The difference map was not kept (run with a result bundle to see it)."));
}

QString ImplementationsView::statusText() const
{
    return m_status->text();
}

QString ImplementationsView::migrationText() const
{
    return m_migrations->text();
}

} // namespace warpscope::widgets
