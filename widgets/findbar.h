#pragma once

#include <QWidget>

class QsciScintilla;
class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace warpscope::widgets {

/// Find and replace for a QScintilla view: next, previous, replace, replace all, with case and
/// regular-expression options. Esc hides it.
class FindBar : public QWidget {
    Q_OBJECT
public:
    explicit FindBar(QWidget* parent = nullptr);
    /// The view to search; the bar does not own it.
    void setEditor(QsciScintilla* editor);
    /// Shows the bar; with replace, the replace row too. The find field takes the selection.
    void activate(bool replace);

    /// Searches forward (or backward) from the cursor, wrapping; false when nothing matches.
    bool findNext(bool backward = false);
    /// Replaces every match; returns how many were replaced.
    int replaceAll();

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void replaceOne();
    QsciScintilla* m_editor = nullptr;
    QLineEdit* m_find = nullptr;
    QLineEdit* m_replace = nullptr;
    QCheckBox* m_case = nullptr;
    QCheckBox* m_regex = nullptr;
    QWidget* m_replaceRow = nullptr;
    QLabel* m_status = nullptr;
};

} // namespace warpscope::widgets
