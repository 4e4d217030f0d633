#pragma once

#include "core/review/review.h"

#include <QAbstractTableModel>

#include <vector>

namespace warpscope::widgets {

/// A review's bookmarks as a table model: file (relative to the task folder), line and note.
class BookmarksModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { FileColumn, LineColumn, NoteColumn, ColumnCount };

    explicit BookmarksModel(QObject* parent = nullptr);

    void setBookmarks(const std::vector<core::Bookmark>& bookmarks);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<core::Bookmark> m_bookmarks;
};

} // namespace warpscope::widgets
