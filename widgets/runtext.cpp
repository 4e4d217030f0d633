#include "widgets/runtext.h"

#include "widgets/enginemessages.h"

#include <QStringList>

#include <cmath>

namespace warpscope::widgets {

QString RunText::category(core::ElementCategory c)
{
    using C = core::ElementCategory;
    switch (c) {
    case C::Exact:
        return tr("exact");
    case C::PassClose:
        return tr("passed (atol/rtol)");
    case C::PassUlp:
        return tr("passed (ULP)");
    case C::Fail:
        return tr("fail");
    case C::NaN:
        return tr("NaN");
    case C::Inf:
        return tr("Inf");
    case C::Sign:
        return tr("sign");
    case C::Unwritten:
        return tr("unwritten");
    case C::NotCompared:
        return tr("not compared");
    case C::NeitherWrote:
        return tr("untouched (neither side wrote it)");
    }
    return {};
}

QString RunText::index(const std::vector<std::int64_t>& index)
{
    QStringList parts;
    for (std::int64_t i : index)
        parts << QString::number(i);
    return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

QString RunText::number(double v)
{
    if (std::isnan(v))
        return QStringLiteral("NaN");
    if (std::isinf(v))
        return v > 0 ? QStringLiteral("+Inf") : QStringLiteral("-Inf");
    // Nine significant digits tell two neighbouring f32 values apart.
    return QString::number(v, 'g', 9);
}

QString RunText::value(double v, core::DType t)
{
    // 2^64 bounds every integer dtype; a whole double below it converts exactly
    if (core::isFloat(t) || !std::isfinite(v) || v != std::nearbyint(v) || std::fabs(v) >= 0x1p64)
        return number(v);
    return v < 0 ? QString::number(static_cast<qint64>(v)) : QString::number(static_cast<quint64>(v));
}

QString RunText::warning(const core::CompareWarning& w)
{
    using K = core::CompareWarning::Kind;
    QString heading;
    switch (w.kind) {
    case K::VacuousTolerance:
        heading = tr("Vacuous tolerance");
        break;
    case K::ConstantReference:
        heading = tr("Constant reference");
        break;
    case K::UnchangedAcrossSeeds:
        heading = tr("Output unchanged across seeds");
        break;
    case K::Unwritten:
        heading = tr("Unwritten elements");
        break;
    case K::NonFiniteReference:
        heading = tr("Non-finite reference");
        break;
    case K::InputModified:
        heading = tr("Input modified");
        break;
    case K::NotCompared:
        heading = tr("Not compared");
        break;
    case K::Sampled:
        heading = tr("Sampled run");
        break;
    }
    // the core's message names the output and the numbers, translated from its ids (English in a
    // bundle from before ids)
    return tr("%1: %2").arg(heading, EngineMessages::text(w.messageParts, w.message));
}

QString RunText::tolerance(const core::Tolerance& t, core::DType dtype)
{
    // %g keeps 1e-05 and 1.3e-06 as the task and torch write them
    auto g = [](double v) { return QString::number(v, 'g', 3); };
    QStringList rules;
    if (t.useClose)
        rules << tr("atol %1, rtol %2").arg(g(t.atol), g(t.rtol));
    if (t.maxUlp)
        rules << tr("max_ulp %1").arg(*t.maxUlp);
    QString text = rules.isEmpty() ? tr("nothing passes") : rules.join(tr(" or "));
    if (!t.fromTask)
        text += tr(" (%1 default)").arg(QString::fromLatin1(core::dtypeName(dtype)));
    return text;
}

std::int64_t RunText::nonFiniteCount(const core::OutputStats& s)
{
    return s.nanMismatches + s.infMismatches + s.unwritten;
}

QString RunText::nonFinite(const core::OutputStats& s)
{
    QStringList parts;
    if (s.nanMismatches > 0)
        parts << tr("%1 NaN").arg(s.nanMismatches);
    if (s.infMismatches > 0)
        parts << tr("%1 Inf").arg(s.infMismatches);
    if (s.unwritten > 0)
        parts << tr("%1 unwritten").arg(s.unwritten);
    return parts.isEmpty() ? QStringLiteral("0") : parts.join(QStringLiteral(", "));
}

} // namespace warpscope::widgets
