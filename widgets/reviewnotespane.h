#pragma once

#include "core/review/review.h"

#include <QWidget>

#include <vector>

class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTreeView;

namespace warpscope::widgets {

class BookmarksModel;

/// The review's own words: title, reviewer, summary and notes (Markdown), and the bookmarks into the
/// task's files. A view: setters in, edits and bookmark intents out.
class ReviewNotesPane : public QWidget {
    Q_OBJECT
public:
    explicit ReviewNotesPane(QWidget* parent = nullptr);

    /// Shows the review's texts; a field whose text is unchanged keeps its cursor.
    void setReview(const core::Review& review);
    /// Disables the fields while no review is open.
    void setReviewOpen(bool open);

    QLineEdit* titleField() const { return m_title; }
    QPlainTextEdit* notesEdit() const { return m_notes; }
    QTreeView* bookmarkList() const { return m_bookmarks; }

signals:
    void titleEdited(const QString& title);
    void reviewerEdited(const QString& reviewer);
    void summaryEdited(const QString& markdown);
    void notesEdited(const QString& markdown);
    /// Go to the bookmark's file and line.
    void bookmarkActivated(int index);
    void bookmarkRemoveRequested(int index);
    void bookmarkAddRequested();

private:
    QLineEdit* m_title;
    QLineEdit* m_reviewer;
    QPlainTextEdit* m_summary;
    QPlainTextEdit* m_notes;
    BookmarksModel* m_bookmarksModel;
    QTreeView* m_bookmarks;
    QPushButton* m_add;
    QPushButton* m_remove;
    bool m_updating = false;
};

} // namespace warpscope::widgets
