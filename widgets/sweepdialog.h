#pragma once

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace warpscope::widgets {

/// The shape sweep: the params to try (the task's [sweep] rows, or typed in as "N = 1, 31, 33, 1000"),
/// and a table filled row by row as the runs finish. A dumb view: the run controller runs the rows.
class SweepDialog : public QDialog {
    Q_OBJECT
public:
    enum Column { Params, Verdict, Mismatches, MaxUlp, MaxAbs, Findings, ColumnCount };

    explicit SweepDialog(QWidget* parent = nullptr);

    void setSweepText(const QString& text);
    QString sweepText() const;
    /// Starts a new table with one pending row per params text.
    void startRows(const QStringList& params);
    void setRowResult(int row, bool passed, qint64 mismatches, quint64 maxUlp, double maxAbs, int findings);
    void setRowError(int row, const QString& message);
    void setRunning(bool running);
    void setMessage(const QString& text);
    QTableWidget* table() const { return m_table; }

signals:
    void runRequested(const QString& sweepText);
    void stopRequested();

private:
    QPlainTextEdit* m_rows = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_stop = nullptr;
    QTableWidget* m_table = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace warpscope::widgets
