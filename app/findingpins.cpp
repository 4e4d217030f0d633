#include "app/findingpins.h"

#include "widgets/enginemessages.h"

#include <QCoreApplication>

#include <algorithm>

namespace warpscope::app {

namespace {

QString triple(const std::array<std::uint32_t, 3>& v)
{
    return QStringLiteral("(%1, %2, %3)").arg(v[0]).arg(v[1]).arg(v[2]);
}

/// The core's message up to where it starts naming the kernel and the place, which the row says
/// already ("read-after-write hazard on shared variable 'buf' (byte 12) … in kernel 'k', block …"):
/// the first of its parts, translated, where it has them.
QString whatOf(const core::Finding& f)
{
    if (!f.messageParts.empty())
        if (const auto what = widgets::EngineMessages::translated(f.messageParts.front()))
            return *what;
    const QString text = QString::fromStdString(f.message);
    const qsizetype cut = text.indexOf(QLatin1String(" in kernel '"));
    return cut > 0 ? text.left(cut) : text;
}

} // namespace

QString findingPinText(const core::Finding& f)
{
    const QString kind = widgets::EngineMessages::kindLabel(f.kind);
    QString row;
    // a race names the other access; an asynccheck finding names the copy still in flight
    if ((f.kind == core::Finding::Kind::Race || f.kind == core::Finding::Kind::AsyncHazard) && f.otherSourceLine > 0)
        row = QCoreApplication::translate("FindingPins", "%1 with line %2: block %3, thread %4 vs thread %5")
                  .arg(kind)
                  .arg(f.otherSourceLine)
                  .arg(triple(f.block), triple(f.thread), triple(f.otherThread));
    else
        row = QCoreApplication::translate("FindingPins", "%1: block %2, thread %3")
                  .arg(kind, triple(f.block), triple(f.thread));
    const QString what = whatOf(f);
    if (!what.isEmpty())
        row += QStringLiteral(" — ") + what;
    // (lupdate's parser loops on a template argument list inside translate(): count it first)
    const int count = static_cast<int>(std::min(f.count, std::uint64_t {1000000000}));
    if (count > 1)
        row += QCoreApplication::translate("FindingPins", " (%n occurrence(s))", nullptr, count);
    return row;
}

QMap<int, QStringList> findingPins(const std::vector<core::Finding>& findings)
{
    QMap<int, QStringList> pins;
    for (const core::Finding& f : findings) {
        if (f.sourceLine <= 0)
            continue;
        const QString row = findingPinText(f);
        QStringList& rows = pins[f.sourceLine];
        if (!rows.contains(row))
            rows << row;
    }
    return pins;
}

} // namespace warpscope::app
