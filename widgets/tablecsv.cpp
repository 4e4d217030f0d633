#include "widgets/tablecsv.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QSaveFile>
#include <QStringList>

namespace warpscope::widgets {

namespace {

QString field(const QString& text)
{
    // RFC 4180: quote a field holding a separator, a quote or a line break; double the quotes
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n'))
        && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

} // namespace

QString tableToCsv(const QAbstractItemModel* model, const QList<int>& columns)
{
    if (!model)
        return QString();
    QList<int> cols = columns;
    if (cols.isEmpty())
        for (int c = 0; c < model->columnCount(); ++c)
            cols << c;
    QStringList lines;
    QStringList header;
    for (int c : cols)
        header << field(model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
    lines << header.join(QLatin1Char(','));
    for (int r = 0; r < model->rowCount(); ++r) {
        QStringList row;
        for (int c : cols)
            row << field(model->index(r, c).data(Qt::DisplayRole).toString());
        lines << row.join(QLatin1Char(','));
    }
    return lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n");
}

bool writeCsv(const QString& path, const QString& csv, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QCoreApplication::translate("TableCsv", "Cannot write %1: %2. Choose another folder.")
                         .arg(path, file.errorString());
        return false;
    }
    file.write(csv.toUtf8());
    if (!file.commit()) {
        if (error)
            *error
                = QCoreApplication::translate("TableCsv", "Cannot save %1: %2. Check the disk space and permissions.")
                      .arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace warpscope::widgets
