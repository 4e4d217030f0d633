// The warp access view: the controls and the cost summary; warpaccesscanvas.cpp paints the lanes.
#include "widgets/warpaccessview.h"

#include "core/analysis/accesspattern.h"
#include "widgets/warpaccesscanvas.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace warpscope::widgets {

namespace an = core::analysis;

WarpAccessView::WarpAccessView(QWidget* parent)
    : QWidget(parent)
    , m_instruction(new QComboBox(this))
    , m_warp(new QSpinBox(this))
    , m_summary(new QLabel(this))
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
    auto metricsOf = [this](std::uint32_t pc) -> const an::InstructionMetrics* {
        for (const auto& ins : m_report.instructions)
            if (ins.pc == pc)
                return &ins;
        return nullptr;
    };
    auto excess = [&](std::uint32_t pc) -> std::uint64_t {
        const an::InstructionMetrics* ins = metricsOf(pc);
        return ins ? ins->counters.globalSectorsExcessive() + ins->counters.sharedWavefrontsExcessive() : 0;
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
    auto excess = [](const an::InstructionMetrics& i) {
        return i.counters.globalSectorsExcessive() + i.counters.sharedWavefrontsExcessive();
    };
    for (const auto& ins : m_report.instructions)
        if (ins.sourceLine == line && std::find(m_pcs.begin(), m_pcs.end(), ins.pc) != m_pcs.end()
            && (!best || excess(ins) > excess(*best)))
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

} // namespace warpscope::widgets
