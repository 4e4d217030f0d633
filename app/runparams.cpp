#include "app/runparams.h"

#include "core/task/paramtext.h"

#include <QStringList>

namespace warpscope::app {

namespace {

RunParams::Values toValues(const core::ParamMap& map)
{
    RunParams::Values out;
    for (const auto& [name, value] : map)
        out.insert(QString::fromStdString(name), value);
    return out;
}

} // namespace

bool RunParams::parseOverrides(const QString& text, Values* out, QString* why)
{
    out->clear();
    core::ParamMap map;
    if (const auto e = core::parseParamList(text.toStdString(), &map)) {
        *why = tr("Params: “%1” is not NAME=integer; write for example N=33, M=4").arg(QString::fromStdString(e->text));
        return false;
    }
    *out = toValues(map);
    return true;
}

bool RunParams::parseSweep(const QString& text, QList<Values>* rows, QString* why)
{
    rows->clear();
    std::vector<core::SweepColumn> columns;
    if (const auto e = core::parseSweepText(text.toStdString(), &columns)) {
        const QString offending = QString::fromStdString(e->text);
        const QString name = QString::fromStdString(e->name);
        using Kind = core::ParamTextError::Kind;
        switch (e->kind) {
        case Kind::NotAssignment:
            *why = tr("Sweep line %1: “%2” is not NAME = v1, v2, ...; write for example N = 1, 31, 33, 1000")
                       .arg(e->line)
                       .arg(offending);
            break;
        case Kind::NotInteger:
            *why = tr("Sweep line %1: “%2” is not an integer").arg(e->line).arg(offending);
            break;
        case Kind::NoValues:
            *why = tr("Sweep line %1: %2 has no values").arg(e->line).arg(name);
            break;
        case Kind::LengthMismatch:
            *why = tr("Sweep line %1: %2 has %3 values but %4 has %5; every parameter needs one value per row")
                       .arg(e->line)
                       .arg(name)
                       .arg(e->count)
                       .arg(QString::fromStdString(e->otherName))
                       .arg(e->otherCount);
            break;
        case Kind::Empty:
            *why = tr("The sweep is empty; write one line per parameter, for example N = 1, 31, 33, 1000");
            break;
        }
        return false;
    }
    for (const core::ParamMap& row : core::zipSweepColumns(columns))
        rows->append(toValues(row));
    return true;
}

QString RunParams::format(const Values& values)
{
    QStringList parts;
    for (auto it = values.begin(); it != values.end(); ++it)
        parts << QStringLiteral("%1=%2").arg(it.key()).arg(it.value());
    return parts.join(QStringLiteral(", "));
}

bool RunParams::checkNames(const Values& values, const QStringList& known, const QString& where, QString* why)
{
    for (auto it = values.begin(); it != values.end(); ++it) {
        if (known.contains(it.key()))
            continue;
        QString near;
        for (const QString& k : known)
            if (k.compare(it.key(), Qt::CaseInsensitive) == 0)
                near = k;
        const QString list = known.isEmpty() ? tr("this task has no params")
                                             : tr("the task's params are %1").arg(known.join(QStringLiteral(", ")));
        *why = near.isEmpty() ? tr("%1: the task has no param “%2”; %3").arg(where, it.key(), list)
                              : tr("%1: the task has no param “%2” (names are case-sensitive: did you mean %3?); %4")
                                    .arg(where, it.key(), near, list);
        return false;
    }
    return true;
}

} // namespace warpscope::app
