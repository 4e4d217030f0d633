#pragma once

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>

namespace warpscope::app {

/// Parses what the user types for params: overrides ("N=33, M=4") and shape sweeps
/// ("N = 1, 31, 33, 1000" one parameter per line; several lines are zipped row by row, as the
/// task's [sweep] arrays are). Errors name the text that is wrong and show the form expected.
class RunParams {
    Q_DECLARE_TR_FUNCTIONS(RunParams)
public:
    using Values = QMap<QString, qint64>;

    /// "N=33, M=4" (commas or spaces between) → {N: 33, M: 4}; "" → {}. On error returns false and sets why.
    static bool parseOverrides(const QString& text, Values* out, QString* why);
    /// Lines "NAME = v1, v2, ..." → one Values per row. Lines of different lengths are an error.
    static bool parseSweep(const QString& text, QList<Values>* rows, QString* why);
    /// {N: 33, M: 4} → "M=4, N=33".
    static QString format(const Values& values);
    /// Every name of values is one of known (case-sensitive: the kernel's N is not n). On error returns
    /// false and sets why, naming the unknown param, a case-insensitive match if there is one, and the
    /// known params; where says what was read ("Params", "Sweep").
    static bool checkNames(const Values& values, const QStringList& known, const QString& where, QString* why);
};

} // namespace warpscope::app
