#pragma once

#include "core/review/review.h"

#include <QList>
#include <QPair>
#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QToolButton;
class QVBoxLayout;

namespace warpscope::widgets {

/// The review checklist: each question with a verdict (open, pass, fail, n/a), a Markdown note and
/// the evidence it cites, plus the overall verdict. A view: items go in with setItems, every edit
/// comes out as itemEdited with the whole item.
class ChecklistPane : public QWidget {
    Q_OBJECT
public:
    explicit ChecklistPane(QWidget* parent = nullptr);

    /// Shows the items; widgets whose value is unchanged are left alone (the cursor stays put).
    void setItems(const std::vector<core::ChecklistItem>& items);
    /// The evidence that items can cite: (id, caption) pairs.
    void setEvidence(const QList<QPair<QString, QString>>& evidence);
    /// The reviewer's overall verdict (Open: derived) and what it comes to.
    void setOverallVerdict(core::Verdict chosen, core::Verdict effective);

    int itemCount() const { return int(m_rows.size()); }
    QComboBox* verdictBox(int index) const;
    QPlainTextEdit* noteEdit(int index) const;
    QToolButton* evidenceButton(int index) const;

    /// The question in the user's language, by its stable id; fallback when the id is unknown.
    static QString questionText(const std::string& id, const std::string& fallback);
    static QString verdictTitle(core::Verdict verdict);

signals:
    void itemEdited(int index, const core::ChecklistItem& item);
    void overallVerdictEdited(core::Verdict verdict);

private:
    struct Row {
        QWidget* frame = nullptr;
        QLabel* question = nullptr;
        QComboBox* verdict = nullptr;
        QPlainTextEdit* note = nullptr;
        QToolButton* evidence = nullptr;
        core::ChecklistItem item;
    };
    void addRow();
    void updateEvidenceText(Row& row);
    void rebuildEvidenceMenu(int index);
    void emitEdited(int index);

    std::vector<Row> m_rows;
    QList<QPair<QString, QString>> m_evidence;
    QVBoxLayout* m_list;
    QComboBox* m_overall;
    QLabel* m_effective;
    bool m_updating = false;
};

} // namespace warpscope::widgets
