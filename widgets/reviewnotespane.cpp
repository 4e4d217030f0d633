#include "widgets/reviewnotespane.h"

#include "widgets/bookmarksmodel.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>

namespace warpscope::widgets {

namespace {
void setTextKeepingCursor(QPlainTextEdit* edit, const QString& text)
{
    if (edit->toPlainText() != text)
        edit->setPlainText(text);
}
} // namespace

ReviewNotesPane::ReviewNotesPane(QWidget* parent)
    : QWidget(parent)
    , m_title(new QLineEdit(this))
    , m_reviewer(new QLineEdit(this))
    , m_summary(new QPlainTextEdit(this))
    , m_notes(new QPlainTextEdit(this))
    , m_bookmarksModel(new BookmarksModel(this))
    , m_bookmarks(new QTreeView(this))
    , m_add(new QPushButton(tr("Bookmark current line"), this))
    , m_remove(new QPushButton(tr("Remove"), this))
{
    setObjectName(QStringLiteral("reviewNotesPane"));
    m_title->setObjectName(QStringLiteral("reviewTitle"));
    m_title->setPlaceholderText(tr("Review of …"));
    m_reviewer->setObjectName(QStringLiteral("reviewerName"));
    m_summary->setObjectName(QStringLiteral("reviewSummary"));
    m_summary->setPlaceholderText(tr("Summary for the top of the report (Markdown)"));
    m_summary->setFixedHeight(m_summary->fontMetrics().lineSpacing() * 4 + 10);
    m_notes->setObjectName(QStringLiteral("reviewNotes"));
    m_notes->setPlaceholderText(tr("Notes (Markdown): **bold**, *italic*, `code`, lists, headings"));
    m_bookmarks->setObjectName(QStringLiteral("bookmarks"));
    m_bookmarks->setModel(m_bookmarksModel);
    m_bookmarks->setRootIsDecorated(false);
    m_bookmarks->header()->setStretchLastSection(true);

    auto* form = new QFormLayout;
    form->addRow(tr("Title:"), m_title);
    form->addRow(tr("Reviewer:"), m_reviewer);
    form->addRow(tr("Summary:"), m_summary);
    auto* marks = new QWidget(this);
    auto* marksLayout = new QVBoxLayout(marks);
    marksLayout->setContentsMargins(0, 0, 0, 0);
    marksLayout->addWidget(new QLabel(tr("Bookmarks"), marks));
    marksLayout->addWidget(m_bookmarks, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    marksLayout->addLayout(buttons);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_notes);
    split->addWidget(marks);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(form);
    layout->addWidget(split, 1);

    connect(m_title, &QLineEdit::textEdited, this, &ReviewNotesPane::titleEdited);
    connect(m_reviewer, &QLineEdit::textEdited, this, &ReviewNotesPane::reviewerEdited);
    connect(m_summary, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_updating)
            emit summaryEdited(m_summary->toPlainText());
    });
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_updating)
            emit notesEdited(m_notes->toPlainText());
    });
    connect(m_bookmarks, &QTreeView::activated, this,
        [this](const QModelIndex& index) { emit bookmarkActivated(index.row()); });
    connect(m_add, &QPushButton::clicked, this, &ReviewNotesPane::bookmarkAddRequested);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (const QModelIndex current = m_bookmarks->currentIndex(); current.isValid())
            emit bookmarkRemoveRequested(current.row());
    });
    setReviewOpen(false);
}

void ReviewNotesPane::setReview(const core::Review& review)
{
    m_updating = true;
    if (m_title->text() != QString::fromStdString(review.title))
        m_title->setText(QString::fromStdString(review.title));
    if (m_reviewer->text() != QString::fromStdString(review.reviewer))
        m_reviewer->setText(QString::fromStdString(review.reviewer));
    setTextKeepingCursor(m_summary, QString::fromStdString(review.summary));
    setTextKeepingCursor(m_notes, QString::fromStdString(review.notes));
    m_bookmarksModel->setBookmarks(review.bookmarks);
    m_updating = false;
}

void ReviewNotesPane::setReviewOpen(bool open)
{
    for (QWidget* w :
        std::initializer_list<QWidget*> {m_title, m_reviewer, m_summary, m_notes, m_bookmarks, m_add, m_remove})
        w->setEnabled(open);
}

} // namespace warpscope::widgets
