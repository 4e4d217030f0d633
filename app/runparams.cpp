#include "app/runparams.h"

#include <QRegularExpression>
#include <QStringList>

namespace warpscope::app {

namespace {

bool isName(const QString& s)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return re.match(s).hasMatch();
}

bool parseInteger(const QString& s, qint64* out)
{
    bool ok = false;
    *out = s.trimmed().toLongLong(&ok);
    return ok;
}

} // namespace

bool RunParams::parseOverrides(const QString& text, Values* out, QString* why)
{
    out->clear();
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    // "N = 33" with spaces is common: glue the '=' to its neighbours before splitting.
    QString glued = text;
    glued.replace(QRegularExpression(QStringLiteral("\\s*=\\s*")), QStringLiteral("="));
    for (const QString& part : glued.split(separators, Qt::SkipEmptyParts)) {
        const qsizetype eq = part.indexOf(QLatin1Char('='));
        qint64 value = 0;
        if (eq <= 0 || !isName(part.left(eq)) || !parseInteger(part.mid(eq + 1), &value)) {
            *why = tr("Params: “%1” is not NAME=integer; write for example N=33, M=4").arg(part);
            return false;
        }
        out->insert(part.left(eq), value);
    }
    return true;
}

bool RunParams::parseSweep(const QString& text, QList<Values>* rows, QString* why)
{
    rows->clear();
    QList<QPair<QString, QList<qint64>>> columns;
    int lineNumber = 0;
    for (const QString& raw : text.split(QLatin1Char('\n'))) {
        ++lineNumber;
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        const QString name = eq > 0 ? line.left(eq).trimmed() : QString();
        if (!isName(name)) {
            *why = tr("Sweep line %1: “%2” is not NAME = v1, v2, ...; write for example N = 1, 31, 33, 1000")
                       .arg(lineNumber)
                       .arg(line);
            return false;
        }
        QList<qint64> values;
        for (const QString& v :
            line.mid(eq + 1).split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts)) {
            qint64 n = 0;
            if (!parseInteger(v, &n)) {
                *why = tr("Sweep line %1: “%2” is not an integer").arg(lineNumber).arg(v);
                return false;
            }
            values << n;
        }
        if (values.isEmpty()) {
            *why = tr("Sweep line %1: %2 has no values").arg(lineNumber).arg(name);
            return false;
        }
        if (!columns.isEmpty() && values.size() != columns.first().second.size()) {
            *why = tr("Sweep line %1: %2 has %3 values but %4 has %5; every parameter needs one value per row")
                       .arg(lineNumber)
                       .arg(name)
                       .arg(values.size())
                       .arg(columns.first().first)
                       .arg(columns.first().second.size());
            return false;
        }
        columns.append({name, values});
    }
    if (columns.isEmpty()) {
        *why = tr("The sweep is empty; write one line per parameter, for example N = 1, 31, 33, 1000");
        return false;
    }
    for (qsizetype r = 0; r < columns.first().second.size(); ++r) {
        Values row;
        for (const auto& [name, values] : std::as_const(columns))
            row.insert(name, values[r]);
        rows->append(row);
    }
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
