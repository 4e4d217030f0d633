#pragma once

#include "widgets/findingsmodel.h"

#include <QWidget>

#include <vector>

class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace warpscope::widgets {

/// The sanitizers' findings of a profiled launch (memcheck, racecheck, initcheck, synccheck, asynccheck), one row
/// each as the report deduplicated them: kind, source and PTX line, block, thread, buffer or address,
/// occurrences and the message. Sortable; activating a row (double-click, Enter) asks to jump to its
/// source line. When there is nothing to list it says why: no findings, or no profile yet.
class FindingsList : public QWidget {
    Q_OBJECT
public:
    enum Column {
        KindColumn = FindingsModel::KindColumn,
        LineColumn = FindingsModel::LineColumn,
        PtxLineColumn = FindingsModel::PtxLineColumn,
        BlockColumn = FindingsModel::BlockColumn,
        ThreadColumn = FindingsModel::ThreadColumn,
        WhereColumn = FindingsModel::WhereColumn,
        CountColumn = FindingsModel::CountColumn,
        MessageColumn = FindingsModel::MessageColumn,
        ColumnCount = FindingsModel::ColumnCount
    };

    explicit FindingsList(QWidget* parent = nullptr);

    /// Lists a profiled launch's findings; an empty list says the sanitizers found nothing.
    void setFindings(const std::vector<core::Finding>& findings);
    /// Empties the list and shows why (a run without analysis); empty text: no profile yet.
    void showMessage(const QString& text);

    QTableView* view() const { return m_view; }
    FindingsModel* findings() const { return m_model; }
    /// What a finding kind means, in a sentence naming its sanitizer (the Kind cell's tooltip).
    static QString kindDescription(core::Finding::Kind kind);
    int rowCount() const;
    /// The source line of the row at the current sort position, or 0.
    int lineAtRow(int row) const;
    /// The text of a cell at the current sort position.
    QString textAt(int row, int column) const;
    /// The message shown instead of the table (empty when the table shows).
    QString message() const;
    /// The list as CSV, in the current sort order.
    QString csv() const;
    /// Writes csv() to `path`; false with a message naming the file otherwise.
    bool exportCsv(const QString& path, QString* error) const;

signals:
    /// A 1-based source line the user wants to see, in the file of `kernel` (the finding's launched
    /// kernel; a pipeline's steps may live in several files).
    void lineActivated(int line, const QString& kernel);

private:
    FindingsModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
    QLabel* m_message;
    QPushButton* m_export;
};

} // namespace warpscope::widgets
