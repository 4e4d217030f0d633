#pragma once

// CSV export of the tables a reviewer quotes in a report (hot spots, findings): what the table shows,
// in its current sort order, RFC 4180 quoting, one header row.

#include <QList>
#include <QString>

class QAbstractItemModel;

namespace warpscope::widgets {

/// The model's header and rows as CSV: display texts, in the model's row order; `columns` picks and
/// orders the columns (empty: all).
QString tableToCsv(const QAbstractItemModel* model, const QList<int>& columns = {});

/// Writes `csv` to `path` atomically; false with a message naming the file otherwise.
bool writeCsv(const QString& path, const QString& csv, QString* error);

} // namespace warpscope::widgets
