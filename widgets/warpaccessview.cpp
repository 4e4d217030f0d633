// The warp access view: the controls and the cost summary; warpaccesscanvas.cpp paints the lanes.
#include "widgets/warpaccessview.h"

#include "core/analysis/accesspattern.h"
#include "widgets/warpaccesscanvas.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSpinBox>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <cmath>
#include <unordered_map>

namespace warpscope::widgets {

namespace {

/// What an access wastes: global sectors beyond the ideal plus shared wavefronts beyond it (bank
/// conflicts). Orders the instruction list and picks a source line's costliest access.
std::uint64_t wastedTransactions(const core::analysis::InstructionMetrics& ins)
{
    return ins.counters.globalSectorsExcessive() + ins.counters.sharedWavefrontsExcessive();
}

} // namespace

namespace an = core::analysis;

WarpAccessView::WarpAccessView(QWidget* parent)
    : QWidget(parent)
    , m_instruction(new QComboBox(this))
    , m_warp(new QSpinBox(this))
    , m_summary(new QLabel(this))
    , m_baseline(new QLabel(this))
    , m_canvas(new WarpAccessCanvas(this))
{
    m_instruction->setToolTip(tr("The memory instruction (PTX line, opcode, source line)"));
    m_warp->setPrefix(tr("warp "));
    m_warp->setToolTip(tr("The warp of block 0 whose access is shown"));
    m_summary->setWordWrap(true);
    m_summary->setText(tr("Profile the task to see how each warp's lanes access memory."));
    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Instruction:"), this));
    controls->addWidget(m_instruction, 1);
    controls->addWidget(m_warp);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(m_canvas);
    scroll->setWidgetResizable(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(controls);
    layout->addWidget(m_summary);
    m_baseline->setWordWrap(true);
    m_baseline->setTextFormat(Qt::RichText);
    m_baseline->hide();
    layout->addWidget(m_baseline);
    layout->addWidget(scroll, 1);
    connect(m_instruction, &QComboBox::currentIndexChanged, this, &WarpAccessView::instructionChosen);
    connect(m_warp, &QSpinBox::valueChanged, this, &WarpAccessView::refresh);
}

void WarpAccessView::setReport(const an::AnalysisReport& report)
{
    m_report = report;
    m_pcs.clear();
    for (const auto& s : m_report.samples)
        if (std::find(m_pcs.begin(), m_pcs.end(), s.pc) == m_pcs.end())
            m_pcs.push_back(s.pc);
    // Costliest first: a reviewer opens this view to see why an access is slow, and an unrolled loop
    // has hundreds of accesses, most of them perfect; the list used to open on the first in PTX order.
    std::unordered_map<std::uint32_t, const an::InstructionMetrics*> metrics;
    for (const auto& ins : m_report.instructions)
        metrics.emplace(ins.pc, &ins);
    auto metricsOf = [&metrics](std::uint32_t pc) -> const an::InstructionMetrics* {
        const auto it = metrics.find(pc);
        return it != metrics.end() ? it->second : nullptr;
    };
    auto excess = [&](std::uint32_t pc) -> std::uint64_t {
        const an::InstructionMetrics* ins = metricsOf(pc);
        return ins ? wastedTransactions(*ins) : 0;
    };
    std::sort(m_pcs.begin(), m_pcs.end(), [&](std::uint32_t a, std::uint32_t b) {
        const std::uint64_t ea = excess(a), eb = excess(b);
        return ea != eb ? ea > eb : a < b;
    });
    const QSignalBlocker block(m_instruction);
    m_instruction->clear();
    for (std::uint32_t pc : m_pcs) {
        QString label = tr("pc %1").arg(pc);
        if (const an::InstructionMetrics* ins = metricsOf(pc)) {
            label = tr("PTX line %1: %2 (source line %3)")
                        .arg(ins->ptxLine)
                        .arg(QString::fromStdString(ins->opcode))
                        .arg(ins->sourceLine);
            if (const std::uint64_t sectors = ins->counters.globalSectorsExcessive())
                label += tr(" — %n excess sector(s)", nullptr, int(std::min<std::uint64_t>(sectors, INT_MAX)));
            if (const std::uint64_t waves = ins->counters.sharedWavefrontsExcessive())
                label += tr(" — %n excess wavefront(s)", nullptr, int(std::min<std::uint64_t>(waves, INT_MAX)));
        }
        m_instruction->addItem(label);
    }
    if (!m_pcs.empty())
        m_instruction->setCurrentIndex(0);
    if (m_pcs.empty())
        showMessage(tr("This launch sampled no memory access of block 0."));
    else
        instructionChosen();
}

void WarpAccessView::showMessage(const QString& text)
{
    m_report = {};
    m_pcs.clear();
    const QSignalBlocker block(m_instruction);
    m_instruction->clear();
    m_canvas->setSample(nullptr);
    m_summary->setText(text);
    refreshBaseline();
}

bool WarpAccessView::setInstruction(std::uint32_t pc)
{
    const auto it = std::find(m_pcs.begin(), m_pcs.end(), pc);
    if (it == m_pcs.end())
        return false;
    m_instruction->setCurrentIndex(int(it - m_pcs.begin()));
    instructionChosen();
    return true;
}

bool WarpAccessView::setSourceLine(int line)
{
    // The line's costliest sampled access (the strided store of a transpose, not its coalesced load).
    const an::InstructionMetrics* best = nullptr;
    for (const auto& ins : m_report.instructions)
        if (ins.sourceLine == line && std::find(m_pcs.begin(), m_pcs.end(), ins.pc) != m_pcs.end()
            && (!best || wastedTransactions(ins) > wastedTransactions(*best)))
            best = &ins;
    return best && setInstruction(best->pc);
}

void WarpAccessView::setWarp(int warp)
{
    m_warp->setValue(warp);
    refresh();
}

void WarpAccessView::instructionChosen()
{
    const int i = m_instruction->currentIndex();
    if (i < 0 || std::size_t(i) >= m_pcs.size())
        return;
    int maxWarp = 0;
    for (const auto& s : m_report.samples)
        if (s.pc == m_pcs[std::size_t(i)])
            maxWarp = std::max(maxWarp, int(s.warp));
    const QSignalBlocker block(m_warp);
    m_warp->setRange(0, maxWarp);
    refresh();
}

const an::AccessSample* WarpAccessView::currentSample() const
{
    const int i = m_instruction->currentIndex();
    if (i < 0 || std::size_t(i) >= m_pcs.size())
        return nullptr;
    for (const auto& s : m_report.samples)
        if (s.pc == m_pcs[std::size_t(i)] && int(s.warp) == m_warp->value())
            return &s;
    return nullptr;
}

static unsigned bytesPerLane(const an::AccessSample& s)
{
    return unsigned(s.bytes) * std::max<unsigned>(1, s.vector);
}

std::uint32_t WarpAccessView::sectorCount() const
{
    const auto* s = currentSample();
    return s && s->space != core::ObservedSpace::Shared
        ? an::globalAccessCost(s->addresses.data(), s->mask, bytesPerLane(*s)).sectors
        : 0;
}

std::uint32_t WarpAccessView::idealSectorCount() const
{
    const auto* s = currentSample();
    return s && s->space != core::ObservedSpace::Shared
        ? an::globalAccessCost(s->addresses.data(), s->mask, bytesPerLane(*s)).idealSectors
        : 0;
}

std::uint32_t WarpAccessView::wavefronts() const
{
    const auto* s = currentSample();
    return s && s->space == core::ObservedSpace::Shared
        ? an::sharedAccessCost(s->addresses.data(), s->mask, bytesPerLane(*s)).wavefronts
        : 0;
}

std::uint32_t WarpAccessView::conflictWays() const
{
    const auto* s = currentSample();
    return s && s->space == core::ObservedSpace::Shared
        ? an::sharedAccessCost(s->addresses.data(), s->mask, bytesPerLane(*s)).maxWays
        : 0;
}

QString WarpAccessView::summary() const
{
    return m_summary->text();
}

void WarpAccessView::refresh()
{
    refreshBaseline();
    const auto* s = currentSample();
    m_canvas->setSample(s);
    if (!s) {
        m_summary->setText(tr("Warp %1 did not execute this instruction in block 0.").arg(m_warp->value()));
        return;
    }
    const int lanes = __builtin_popcount(s->mask);
    const QString what = s->kind == core::AccessKind::Load ? tr("load")
        : s->kind == core::AccessKind::Store               ? tr("store")
                                                           : tr("atomic");
    if (s->space == core::ObservedSpace::Shared) {
        const auto c = an::sharedAccessCost(s->addresses.data(), s->mask, bytesPerLane(*s));
        // %n: a 1-byte access reads "1 byte per lane"
        m_summary->setText(tr("Shared %1 of %n byte(s) per lane by %2 lanes: %3 wavefronts (ideal %4), "
                              "worst bank conflict %5-way. Red banks serve more than one word.",
            nullptr, static_cast<int>(bytesPerLane(*s)))
                               .arg(what)
                               .arg(lanes)
                               .arg(c.wavefronts)
                               .arg(c.idealWavefronts)
                               .arg(c.maxWays));
    } else {
        const auto c = an::globalAccessCost(s->addresses.data(), s->mask, bytesPerLane(*s));
        m_summary->setText(tr("Global %1 of %n byte(s) per lane by %2 lanes: %3 sectors of 32 bytes (ideal %4), "
                              "%5 lines of 128 bytes. Each box is a sector; its slots show which lane reads them.",
            nullptr, static_cast<int>(bytesPerLane(*s)))
                               .arg(what)
                               .arg(lanes)
                               .arg(c.sectors)
                               .arg(c.idealSectors)
                               .arg(c.lines));
    }
}

void WarpAccessView::setBaseline(const std::vector<core::InstructionDelta>& deltas, const QString& name)
{
    m_baselineDeltas = deltas;
    m_baselineName = name;
    refreshBaseline();
}

void WarpAccessView::clearBaseline()
{
    m_baselineDeltas.clear();
    m_baselineName.clear();
    refreshBaseline();
}

QString WarpAccessView::baselineText() const
{
    return m_baseline->isHidden() ? QString() : QTextDocumentFragment::fromHtml(m_baseline->text()).toPlainText();
}

namespace {

/// "+28 (×8.00)" in red when the figure grew (more sectors, more conflicts are worse), green when it fell.
QString changeHtml(double before, double after)
{
    const double d = after - before;
    QString text = d == 0 ? WarpAccessView::tr("no change")
                          : (d > 0 ? QStringLiteral("+") : QStringLiteral("−")) + QString::number(std::fabs(d), 'g', 4);
    if (d != 0 && before > 0)
        text += QStringLiteral(" (×%1)").arg(QString::number(after / before, 'f', 2));
    if (d == 0)
        return text;
    return QStringLiteral("<span style=\"color:%1\">%2</span>")
        .arg(d > 0 ? QStringLiteral("#c00000") : QStringLiteral("#2e7d32"), text.toHtmlEscaped());
}

} // namespace

void WarpAccessView::refreshBaseline()
{
    const int index = m_instruction->currentIndex();
    if (m_baselineName.isEmpty() || index < 0 || std::size_t(index) >= m_pcs.size()) {
        m_baseline->hide();
        return;
    }
    const std::uint32_t pc = m_pcs[std::size_t(index)];
    const an::InstructionMetrics* now = nullptr;
    for (const auto& ins : m_report.instructions)
        if (ins.pc == pc)
            now = &ins;
    const auto delta = std::find_if(
        m_baselineDeltas.begin(), m_baselineDeltas.end(), [pc](const core::InstructionDelta& d) { return d.pc == pc; });
    const QString name = m_baselineName.toHtmlEscaped();
    if (!now || delta == m_baselineDeltas.end() || !delta->paired) {
        m_baseline->setText(
            tr("Baseline %1: no memory instruction on a line paired with this one (new code).").arg(name));
        m_baseline->show();
        return;
    }
    const an::InstructionCounters& a = delta->baseline.counters;
    const an::InstructionCounters& b = now->counters;
    const QString where = tr("line %1, PTX %2 %3")
                              .arg(delta->baselineLine)
                              .arg(delta->baseline.ptxLine)
                              .arg(QString::fromStdString(delta->baseline.opcode).toHtmlEscaped());
    auto perRequest = [](std::uint64_t n, std::uint64_t requests) { return requests ? double(n) / requests : 0.0; };
    if (b.sharedRequests > 0) {
        const double before = double(a.sharedWavefrontsExcessive()), after = double(b.sharedWavefrontsExcessive());
        m_baseline->setText(tr("Over the launch: %1 bank conflicts (excess wavefronts), worst %2-way. "
                               "<b>Baseline</b> %3 (%4): %5, worst %6-way; change %7.")
                                .arg(after)
                                .arg(b.sharedMaxWays)
                                .arg(name, where)
                                .arg(before)
                                .arg(a.sharedMaxWays)
                                .arg(changeHtml(before, after)));
    } else {
        const double before = perRequest(a.globalSectors, a.globalRequests);
        const double after = perRequest(b.globalSectors, b.globalRequests);
        m_baseline->setText(tr("Over the launch: %1 sectors per request (ideal %2). <b>Baseline</b> %3 (%4): "
                               "%5 sectors per request; change %6.")
                                .arg(QString::number(after, 'f', 1),
                                    QString::number(perRequest(b.globalSectorsIdeal, b.globalRequests), 'f', 1))
                                .arg(name, where)
                                .arg(QString::number(before, 'f', 1))
                                .arg(changeHtml(before, after)));
    }
    m_baseline->show();
}

} // namespace warpscope::widgets
