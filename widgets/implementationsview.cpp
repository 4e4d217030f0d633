#include "widgets/implementationsview.h"

#include "core/pipeline/implcounters.h"

#include "core/pipeline/impljson.h"
#include "widgets/heatmapview.h"
#include "widgets/implementationsmodel.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace warpscope::widgets {

namespace {

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
    m_model = new ImplementationsModel(this);
    m_table = new QTableView(left);
    m_table->setObjectName(QStringLiteral("implementationsTable"));
    m_table->setModel(m_model);
    m_model->setCounterNameElider([this](const QString& name) {
        return m_table->verticalHeader()->fontMetrics().elidedText(name, Qt::ElideMiddle, kCounterNameWidth);
    });
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
    std::vector<GpuTimeCell> cells;
    for (const core::ImplementationRun& run : m_result->runs) {
        const QString name = QString::fromStdString(run.name);
        cells.push_back(m_gpuTimes.contains(name) ? m_gpuTimes.value(name)
                : m_gpuAvailable                  ? GpuTimeText::notTimed()
                                                  : GpuTimeText::unavailable(m_gpuWhy));
    }
    m_model->setGpuTimes(cells);
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
    m_model->setResult(m_result); // the predicted counters' rows are the result's own
    m_migrations->clear();
    if (!m_result)
        return;
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
    for (int c = 0; c < m_model->columnCount(); ++c)
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
        for (int r = 0; r < m_model->rowCount(); ++r)
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
        const core::ImplementationsStop stop
            = m_result ? core::implementationsStop(*m_result) : core::ImplementationsStop {};
        // a cancelled comparison says what finished, what stopped and what did not start
        m_status->setText(!m_result ? QString()
                : stop.stopped      ? tr("Stopped (%1) — partial: %2; nothing complete to compare.")
                                     .arg(QString::fromStdString(stop.reason), QString::fromStdString(stop.message))
                               : tr("Only one implementation ran: nothing to compare."));
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
