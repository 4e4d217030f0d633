// Painting of the warp access view. Lanes get fixed hues so the same lane has the same colour in
// every sector or bank, which makes a stride visible as a repeating colour pattern.
#include "widgets/warpaccesscanvas.h"

#include <QPaintEvent>
#include <QPainter>

#include <algorithm>
#include <map>
#include <vector>

namespace warpscope::widgets {

namespace {

constexpr int kSlot = 26; // one 4-byte slot or bank cell, in pixels
constexpr int kMaxSectors = 256; // beyond this the picture says how many were left out
constexpr int kSectorWidth = 8 * kSlot + 12; // a sector's eight slots and the gap after it
constexpr int kBankLeft = 60; // the bank row starts after its "bank" label

QColor laneColour(int lane)
{
    return QColor::fromHsv((lane * 360 / 32 * 7) % 360, 110, 245);
}

unsigned bytesPerLane(const core::analysis::AccessSample& s)
{
    return unsigned(s.bytes) * std::max<unsigned>(1, s.vector);
}

// word address (4 bytes) -> lanes touching it, for the active lanes of a sample.
std::map<std::uint64_t, std::vector<int>> wordsOf(const core::analysis::AccessSample& s)
{
    std::map<std::uint64_t, std::vector<int>> words;
    const unsigned n = std::max(1u, bytesPerLane(s));
    for (int lane = 0; lane < 32; ++lane) {
        if (!(s.mask >> lane & 1u))
            continue;
        const std::uint64_t first = s.addresses[std::size_t(lane)] / 4;
        const std::uint64_t last = (s.addresses[std::size_t(lane)] + n - 1) / 4;
        for (std::uint64_t w = first; w <= last; ++w) {
            auto& lanes = words[w];
            if (std::find(lanes.begin(), lanes.end(), lane) == lanes.end())
                lanes.push_back(lane);
        }
    }
    return words;
}

} // namespace

WarpAccessCanvas::WarpAccessCanvas(QWidget* parent)
    : QWidget(parent)
{
    setMinimumHeight(120);
}

void WarpAccessCanvas::setSample(const core::analysis::AccessSample* sample)
{
    m_sample = sample ? std::optional(*sample) : std::nullopt;
    setMinimumHeight(neededHeight());
    // without a minimum width the scroll area squeezes the canvas to the dock and cuts off the last banks
    setMinimumWidth(neededWidth());
    updateGeometry();
    update();
}

QSize WarpAccessCanvas::sizeHint() const
{
    return {34 * kSlot + 100, neededHeight()};
}

int WarpAccessCanvas::neededWidth() const
{
    if (!m_sample)
        return 0;
    if (m_sample->space == core::ObservedSpace::Shared)
        return kBankLeft + 32 * kSlot + 8;
    std::map<std::uint64_t, int> sectors;
    for (const auto& [w, lanes] : wordsOf(*m_sample))
        sectors[w / 8] = 1;
    return 8 + std::min<int>(int(sectors.size()), 4) * kSectorWidth + 8;
}

int WarpAccessCanvas::neededHeight() const
{
    if (!m_sample)
        return 120;
    const auto words = wordsOf(*m_sample);
    if (m_sample->space == core::ObservedSpace::Shared) {
        std::map<std::uint32_t, int> perBank;
        for (const auto& [w, lanes] : words)
            ++perBank[std::uint32_t(w % 32)];
        int rows = 1;
        for (const auto& [b, n] : perBank)
            rows = std::max(rows, n);
        return 60 + rows * kSlot + 20;
    }
    std::map<std::uint64_t, int> sectors;
    for (const auto& [w, lanes] : words)
        sectors[w / 8] = 1;
    const int n = std::min<int>(int(sectors.size()), kMaxSectors);
    return 40 + ((n + 3) / 4) * (kSlot + 22) + 20;
}

void WarpAccessCanvas::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    p.setPen(palette().text().color());
    if (!m_sample) {
        p.drawText(rect(), Qt::AlignCenter, tr("No access to show"));
        return;
    }
    if (m_sample->space == core::ObservedSpace::Shared)
        paintBanks(p);
    else
        paintSectors(p);
}

void WarpAccessCanvas::paintSectors(QPainter& p)
{
    const auto words = wordsOf(*m_sample);
    // sector (address / 32) -> its 8 slots' lanes
    std::map<std::uint64_t, std::array<std::vector<int>, 8>> sectors;
    for (const auto& [w, lanes] : words)
        sectors[w / 8][std::size_t(w % 8)] = lanes;
    p.drawText(8, 18,
        tr("%n sector(s) of 32 bytes touched; each slot is 4 bytes, numbered by the lane touching it", nullptr,
            int(sectors.size())));
    const int sectorWidth = kSectorWidth;
    int i = 0;
    QFont small = p.font();
    small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.8));
    for (const auto& [sector, cells] : sectors) {
        if (i == kMaxSectors) {
            p.drawText(
                8, height() - 6, tr("… %n more sector(s) not drawn", nullptr, int(sectors.size()) - kMaxSectors));
            break;
        }
        const int x = 8 + (i % 4) * sectorWidth;
        const int y = 30 + (i / 4) * (kSlot + 22);
        p.setFont(small);
        p.setPen(palette().text().color());
        p.drawText(x, y + 12, QStringLiteral("0x%1").arg(sector * 32, 0, 16));
        for (int s = 0; s < 8; ++s) {
            const QRect cell(x + s * kSlot, y + 16, kSlot, kSlot);
            const auto& lanes = cells[std::size_t(s)];
            p.fillRect(cell, lanes.empty() ? palette().window().color() : laneColour(lanes.front()));
            p.setPen(palette().mid().color());
            p.drawRect(cell);
            if (!lanes.empty()) {
                p.setPen(Qt::black);
                const QString text
                    = lanes.size() == 1 ? QString::number(lanes.front()) : QStringLiteral("%1+").arg(lanes.front());
                p.drawText(cell, Qt::AlignCenter, text);
            }
        }
        p.setPen(QPen(palette().text().color(), 2));
        p.drawRect(QRect(x, y + 16, 8 * kSlot, kSlot));
        ++i;
    }
}

void WarpAccessCanvas::paintBanks(QPainter& p)
{
    const auto words = wordsOf(*m_sample);
    // bank -> distinct words it must serve, each with its lanes (a word shared by lanes is a broadcast)
    std::array<std::vector<std::vector<int>>, 32> banks;
    for (const auto& [w, lanes] : words)
        banks[std::size_t(w % 32)].push_back(lanes);
    QFont small = p.font();
    small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.75));
    p.drawText(8, 18, tr("32 banks of 4 bytes; one row per distinct word a bank serves; red: bank conflict"));
    const int x0 = kBankLeft;
    p.setFont(small);
    for (int b = 0; b < 32; ++b) {
        const QRect head(x0 + b * kSlot, 28, kSlot, 18);
        const bool conflict = banks[std::size_t(b)].size() > 1;
        p.fillRect(head, conflict ? QColor(220, 60, 60) : palette().window().color());
        p.setPen(conflict ? Qt::white : palette().text().color());
        p.drawText(head, Qt::AlignCenter, QString::number(b));
        for (std::size_t r = 0; r < banks[std::size_t(b)].size(); ++r) {
            const auto& lanes = banks[std::size_t(b)][r];
            const QRect cell(x0 + b * kSlot, 48 + int(r) * kSlot, kSlot, kSlot);
            p.fillRect(cell, laneColour(lanes.front()));
            p.setPen(conflict ? QPen(QColor(200, 0, 0), 2) : QPen(palette().mid().color()));
            p.drawRect(cell);
            p.setPen(Qt::black);
            p.drawText(cell, Qt::AlignCenter,
                lanes.size() == 1 ? QString::number(lanes.front()) : QStringLiteral("%1+").arg(lanes.front()));
        }
    }
    p.setPen(palette().text().color());
    p.drawText(QRect(0, 28, x0 - 4, 18), Qt::AlignRight | Qt::AlignVCenter, tr("bank"));
}

} // namespace warpscope::widgets
