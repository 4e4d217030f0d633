// The memory chart: boxes for the memory hierarchy, counts on the arrows between them.
#include "widgets/memorychart.h"

#include "core/common/demangle.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace warpscope::widgets {

namespace {

QString bytes(std::uint64_t n)
{
    return QLocale().formattedDataSize(qint64(n), 1, QLocale::DataSizeTraditionalFormat);
}

void arrow(QPainter& p, QPointF a, QPointF b)
{
    p.drawLine(a, b);
    const QPointF d = b - a;
    const double len = std::max(1.0, std::hypot(d.x(), d.y()));
    const QPointF u = d / len, n(-u.y(), u.x());
    QPainterPath head;
    head.moveTo(b);
    head.lineTo(b - u * 9 + n * 4);
    head.lineTo(b - u * 9 - n * 4);
    head.closeSubpath();
    p.fillPath(head, p.pen().color());
}

} // namespace

MemoryChart::MemoryChart(QWidget* parent)
    : QWidget(parent)
    , m_message(tr("Profile the task to see its memory traffic."))
{
    setMinimumSize(320, 220);
}

QSize MemoryChart::sizeHint() const
{
    return {900, 360};
}

void MemoryChart::setReport(const core::analysis::AnalysisReport& report)
{
    using core::ObservedSpace;
    const auto& t = report.totals;
    const auto g = std::size_t(ObservedSpace::Global), l = std::size_t(ObservedSpace::Local);
    QLocale loc;
    m_links[KernelGlobal] = tr("%1 requests").arg(loc.toString(qulonglong(t.globalRequests)));
    m_links[KernelShared] = tr("%1 requests").arg(loc.toString(qulonglong(t.sharedRequests)));
    m_links[KernelLocal] = tr("%1 read, %2 written").arg(bytes(t.bytesRead[l]), bytes(t.bytesWritten[l]));
    m_links[GlobalL1] = tr("%1 read, %2 written").arg(bytes(t.bytesRead[g]), bytes(t.bytesWritten[g]));
    m_links[SharedL1]
        = tr("%1 wavefronts (ideal %2)")
              .arg(loc.toString(qulonglong(t.sharedWavefronts)), loc.toString(qulonglong(t.sharedWavefrontsIdeal)));
    m_links[LocalL1] = QString();
    const bool model = report.traffic.has_value();
    m_l1Label = tr("L1/TEX");
    m_l2Label = tr("L2");
    if (model) {
        // Nsight's memory chart: hit rates in the cache boxes, sectors and bytes on the arrows
        m_l1Label += QLatin1Char('\n') + tr("hit %1 %").arg(t.l1HitRate(), 0, 'f', 1);
        m_l2Label += QLatin1Char('\n') + tr("hit %1 %").arg(t.l2HitRate(), 0, 'f', 1);
        m_links[L1L2]
            = tr("%1 sectors requested (excessive %2); %3 sectors = %4 to L2 (model)")
                  .arg(loc.toString(qulonglong(t.globalSectors)), loc.toString(qulonglong(t.globalSectorsExcessive())),
                      loc.toString(qulonglong(t.l2Sectors)), bytes(t.l2Sectors * 32));
        m_links[L2Dram] = tr("%1 read, %2 written (model)").arg(bytes(t.dramBytesRead), bytes(t.dramBytesWritten));
    } else {
        m_links[L1L2]
            = tr("%1 sectors (ideal %2, excessive %3) = %4")
                  .arg(loc.toString(qulonglong(t.globalSectors)), loc.toString(qulonglong(t.globalSectorsIdeal)),
                      loc.toString(qulonglong(t.globalSectorsExcessive())), bytes(t.globalSectors * 32));
        m_links[L2Dram]
            = tr("%1 sectors = %2 (model)")
                  .arg(loc.toString(qulonglong(report.uniqueGlobalSectors)), bytes(report.uniqueGlobalSectors * 32));
    }
    m_links[GlobalSharedAsync] = t.asyncBytesToShared + t.asyncBytesToGlobal == 0 ? QString()
        : t.asyncBytesToGlobal == 0
        ? tr("async copies: %1 global → shared, no registers").arg(bytes(t.asyncBytesToShared))
        : tr("async copies: %1 global → shared, %2 shared → global, no registers")
              .arg(bytes(t.asyncBytesToShared), bytes(t.asyncBytesToGlobal));
    const QString kernelName = QString::fromStdString(core::shortDemangledName(report.kernel));
    m_message = model
        ? tr("Kernel %1, first seed. Hit rates and L2/DRAM bytes are a cache model (L1 per SM and L2 of %2, "
             "simulated over the emulator's accesses%3), not a measurement.")
              .arg(kernelName, QString::fromStdString(report.traffic->gpu),
                  report.traffic->sampleRate < 1.0
                      ? tr(", sampled: one line in %1").arg(qRound(1.0 / report.traffic->sampleRate))
                      : QString())
        : tr("Kernel %1, first seed. L1 → L2: L2 Theoretical Sectors Global. L2 → DRAM is a model: every "
             "distinct sector moves once (an L2 that holds everything).")
              .arg(kernelName);
    m_hasReport = true;
    m_baseline.clear();
    update();
}

void MemoryChart::setBaseline(const core::TotalsDelta& d, const QString& baselineName)
{
    QLocale loc;
    auto count = [&](double v) { return loc.toString(v, 'f', 0); };
    auto figure = [&](const QString& what, const core::FigureDelta& f, auto format) {
        if (!f.comparable())
            return QString();
        QString text = tr("%1 %2 → %3").arg(what, format(f.baseline), format(f.current));
        if (f.ratio() > 0.0 && std::abs(f.ratio() - 1.0) > 0.005)
            text += QStringLiteral(" (×%1)").arg(loc.toString(f.ratio(), 'f', 2));
        return text;
    };
    QStringList parts;
    parts << figure(tr("requests"), d.globalRequests, count) << figure(tr("sectors"), d.globalSectors, count)
          << figure(tr("sectors/request"), d.sectorsPerRequest, [&](double v) { return loc.toString(v, 'f', 1); })
          << figure(tr("excess sectors"), d.excessSectors, count)
          << figure(tr("shared wavefronts"), d.sharedWavefronts, count)
          << figure(tr("DRAM"), d.dramBytes, [](double v) { return bytes(std::uint64_t(v)); })
          << figure(tr("L1 hit %"), d.l1HitRate, [&](double v) { return loc.toString(v, 'f', 1); })
          << figure(tr("L2 hit %"), d.l2HitRate, [&](double v) { return loc.toString(v, 'f', 1); });
    parts.removeAll(QString());
    m_baseline = tr("Against the baseline %1 (baseline → now): %2").arg(baselineName, parts.join(QStringLiteral("; ")));
    update();
}

void MemoryChart::clearBaseline()
{
    m_baseline.clear();
    update();
}

void MemoryChart::showMessage(const QString& text)
{
    m_links = {};
    m_hasReport = false;
    m_baseline.clear();
    m_l1Label = tr("L1/TEX");
    m_l2Label = tr("L2");
    m_message = text;
    update();
}

QString MemoryChart::linkText(Link link) const
{
    return m_links[std::size_t(link)];
}

void MemoryChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QColor text = palette().text().color();
    p.setPen(text);
    p.drawText(QRect(8, 4, width() - 16, 40), Qt::TextWordWrap, m_message);
    if (!m_hasReport)
        return;

    // Five columns: kernel, memory spaces, L1, L2, DRAM. The space boxes sit in three rows; a
    // baseline's comparison takes a band at the bottom.
    const double band = m_baseline.isEmpty() ? 0.0 : 48.0;
    const double top = 60, h = std::max(200.0, height() - top - 20.0 - band);
    if (band > 0.0) {
        p.setPen(QColor(0x30, 0x50, 0x90));
        p.drawText(QRectF(8, height() - band - 4, width() - 16, band), Qt::TextWordWrap | Qt::AlignBottom, m_baseline);
        p.setPen(text);
    }
    const double colW = (width() - 20) / 5.0, boxW = std::min(110.0, colW * 0.55), boxH = 40;
    auto box = [&](int col, double cy, const QString& label, QColor fill) {
        const QRectF r(10 + col * colW + (colW - boxW) / 2, cy - boxH / 2, boxW, boxH);
        p.setBrush(fill);
        p.setPen(QPen(text, 1.5));
        p.drawRoundedRect(r, 6, 6);
        p.drawText(r, Qt::AlignCenter, label);
        return r;
    };
    const double mid = top + h / 2, rowGap = h / 3;
    const QRectF kernel = box(0, mid, tr("Kernel"), QColor(230, 230, 250));
    const QRectF global = box(1, mid - rowGap, tr("Global"), QColor(220, 240, 220));
    const QRectF shared = box(1, mid, tr("Shared"), QColor(250, 235, 210));
    const QRectF local = box(1, mid + rowGap, tr("Local"), QColor(235, 235, 235));
    const QRectF l1 = box(2, mid, m_l1Label, QColor(210, 230, 250));
    const QRectF l2 = box(3, mid, m_l2Label, QColor(210, 230, 250));
    const QRectF dram = box(4, mid, tr("DRAM"), QColor(250, 220, 220));

    QFont small = p.font();
    small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.85));
    p.setFont(small);
    auto link = [&](const QRectF& a, const QRectF& b, Link which, bool above) {
        const QPointF from(a.right(), a.center().y()), to(b.left(), b.center().y());
        p.setPen(QPen(text, 1.5));
        arrow(p, from, to);
        const QString label = m_links[std::size_t(which)];
        if (label.isEmpty())
            return;
        const QPointF c = (from + to) / 2;
        const double w = std::max(150.0, to.x() - from.x() + 30);
        const int flags = Qt::AlignHCenter | (above ? Qt::AlignBottom : Qt::AlignTop) | Qt::TextWordWrap;
        const QRectF r(c.x() - w / 2, above ? c.y() - 80 : c.y() + 22, w, 58); // clear of the boxes
        // A backdrop keeps a label readable where it crosses another arrow.
        const QRectF used = p.boundingRect(r, flags, label).adjusted(-2, 0, 2, 0);
        p.fillRect(used, palette().base());
        p.drawText(r, flags, label);
    };
    link(kernel, global, KernelGlobal, true);
    link(kernel, shared, KernelShared, true);
    link(kernel, local, KernelLocal, false);
    link(global, l1, GlobalL1, true);
    link(shared, l1, SharedL1, false);
    link(local, l1, LocalL1, false);
    link(l1, l2, L1L2, true);
    link(l2, dram, L2Dram, true);
    if (const QString async = m_links[GlobalSharedAsync]; !async.isEmpty()) {
        // the copy engine's path: straight from global to shared, beside the register path
        const QPointF from(global.center().x(), global.bottom()), to(shared.center().x(), shared.top());
        p.setPen(QPen(QColor(40, 120, 200), 2.0, Qt::DashLine));
        arrow(p, from, to);
        // the label sits above the Global box, in the arrow's colour: beside the arrow it would cross
        // the Global -> L1 label and line
        const double w = std::max(200.0, colW * 1.4);
        const QRectF r(global.center().x() - w / 2, global.top() - 44, w, 40);
        const int flags = Qt::AlignHCenter | Qt::AlignBottom | Qt::TextWordWrap;
        p.fillRect(p.boundingRect(r, flags, async).adjusted(-2, 0, 2, 0), palette().base());
        p.drawText(r, flags, async);
    }
}

} // namespace warpscope::widgets
