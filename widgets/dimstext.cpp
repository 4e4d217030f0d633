#include "widgets/dimstext.h"

#include <algorithm>

namespace warpscope::widgets {

QStringList splitTopLevel(const QString& text)
{
    QStringList parts;
    int depth = 0;
    QString current;
    for (QChar c : text) {
        if (c == '(')
            ++depth;
        else if (c == ')')
            --depth;
        if (c == ',' && depth == 0) {
            parts << current.trimmed();
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.trimmed().isEmpty() || !parts.isEmpty())
        parts << current.trimmed();
    return parts;
}

QString joinDims(const std::array<std::string, 3>& d)
{
    int n = 3;
    while (n > 1 && d[std::size_t(n - 1)] == "1")
        --n;
    QStringList parts;
    for (int i = 0; i < n; ++i)
        parts << QString::fromStdString(d[std::size_t(i)]);
    return parts.join(QStringLiteral(", "));
}

std::array<std::string, 3> parseDims(const QString& text)
{
    std::array<std::string, 3> d {"1", "1", "1"};
    const QStringList parts = splitTopLevel(text);
    for (int i = 0; i < std::min<int>(3, int(parts.size())); ++i)
        if (!parts[i].isEmpty())
            d[std::size_t(i)] = parts[i].toStdString();
    return d;
}

} // namespace warpscope::widgets
