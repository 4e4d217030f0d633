// The Implementations page's GPU time row: a fair A/B benchmark's medians, or why there are none.
#include "widgets/implgputime.h"

#include "core/cuda/benchaudit.h"

#include <QStringList>

namespace warpscope::widgets {

namespace {

/// How the runs were timed and what the audit said, for the tooltip.
QString method(const core::BenchmarkResult& r, const core::BenchSideResult& side)
{
    QStringList failed;
    for (const core::AuditLine& a : r.audit)
        if (a.verdict == core::AuditVerdict::Fail)
            failed << QString::fromStdString(a.check);
    const QString audit = failed.isEmpty()
        ? GpuTimeText::tr("the fairness audit passed")
        : GpuTimeText::tr("the fairness audit FAILED: %1").arg(failed.join(QStringLiteral(", ")));
    return GpuTimeText::tr("Median of %1 timed runs (quartiles %2 – %3) on %4, order %5, %6, timer %7; %8.")
        .arg(side.stats.count)
        .arg(GpuTimeText::duration(side.stats.q1), GpuTimeText::duration(side.stats.q3),
            QString::fromStdString(r.device.name.empty() ? std::string("the GPU") : r.device.name),
            QString::fromStdString(r.scheme.empty() ? std::string("A") : r.scheme),
            r.cache == "warm_l2" ? GpuTimeText::tr("L2 warm") : GpuTimeText::tr("L2 flushed before each run"),
            QString::fromStdString(r.timer), audit);
}

bool auditFailed(const core::BenchmarkResult& r)
{
    for (const core::AuditLine& a : r.audit)
        if (a.verdict == core::AuditVerdict::Fail)
            return true;
    return false;
}

} // namespace

GpuTimeCell GpuTimeText::unavailable(const QString& why)
{
    return {tr("— (needs a GPU)"),
        tr("GPU time needs a CUDA device: the implementations are timed A/B with the fair method "
           "(warpscope-cli bench --implementation B --baseline-implementation A). Here: %1.")
            .arg(why),
        false};
}

GpuTimeCell GpuTimeText::notTimed()
{
    return {tr("not timed"),
        tr("Run › Time implementations on GPU (A/B) times each implementation against the first one with the "
           "fair method"),
        false};
}

GpuTimeCell GpuTimeText::candidate(const core::BenchmarkResult& result, const QString& baselineName)
{
    QString text = duration(result.candidate.stats.median);
    if (result.baseline && result.speedupStats.count > 0)
        text += tr(" (×%1 vs %2)").arg(QString::number(result.speedupStats.median, 'f', 2), baselineName);
    if (auditFailed(result))
        text += tr(" ⚠ audit");
    QString tip = method(result, result.candidate);
    if (result.baseline)
        tip += QLatin1Char('\n')
            + tr("Speedup: the baseline's time over this one's, median of %1 pairs.").arg(result.speedupStats.count);
    return {text, tip, true};
}

GpuTimeCell GpuTimeText::baseline(const core::BenchmarkResult& result)
{
    if (!result.baseline)
        return notTimed();
    QString text = duration(result.baseline->stats.median);
    if (auditFailed(result))
        text += tr(" ⚠ audit");
    return {text, method(result, *result.baseline), true};
}

GpuTimeCell GpuTimeText::failed(const QString& message)
{
    return {tr("error"), message, false};
}

QString GpuTimeText::duration(double seconds)
{
    if (!(seconds > 0.0))
        return QStringLiteral("0");
    if (seconds < 1e-6)
        return tr("%1 ns").arg(QString::number(seconds * 1e9, 'g', 3));
    if (seconds < 1e-3)
        return tr("%1 µs").arg(QString::number(seconds * 1e6, 'g', 3));
    if (seconds < 1.0)
        return tr("%1 ms").arg(QString::number(seconds * 1e3, 'g', 3));
    return tr("%1 s").arg(QString::number(seconds, 'g', 3));
}

} // namespace warpscope::widgets
