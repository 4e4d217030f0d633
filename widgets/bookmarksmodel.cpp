// A review's bookmarks into the task's files as a model.
#include "widgets/bookmarksmodel.h"

namespace warpscope::widgets {

BookmarksModel::BookmarksModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void BookmarksModel::setBookmarks(const std::vector<core::Bookmark>& bookmarks)
{
    beginResetModel();
    m_bookmarks = bookmarks;
    endResetModel();
}

int BookmarksModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_bookmarks.size());
}

int BookmarksModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BookmarksModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || role != Qt::DisplayRole)
        return {};
    const core::Bookmark& b = m_bookmarks[std::size_t(index.row())];
    switch (index.column()) {
    case FileColumn:
        return QString::fromStdString(b.file);
    case LineColumn:
        return QString::number(b.line);
    case NoteColumn:
        return QString::fromStdString(b.note);
    }
    return {};
}

QVariant BookmarksModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return {};
    const QString titles[ColumnCount] = {tr("File"), tr("Line"), tr("Note")};
    return titles[section];
}

} // namespace warpscope::widgets
