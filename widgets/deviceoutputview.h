#pragma once

#include "core/exec/deviceoutput.h"

#include <QWidget>

class QLabel;
class QTableView;

namespace warpscope::widgets {

class DeviceOutputModel;

/// What a kernel printed with printf (and the lines a failed assert prints), one row per line in
/// the order the run delivered them: block, thread, source line and text. A note says when the
/// printf FIFO was full and lines were dropped. Clicking a row asks to jump to its source line.
class DeviceOutputView : public QWidget {
    Q_OBJECT
public:
    enum Column { BlockColumn, ThreadColumn, LineColumn, TextColumn, ColumnCount };

    explicit DeviceOutputView(QWidget* parent = nullptr);

    /// Lists a run's device output; an empty one says the kernel printed nothing.
    void setOutput(const core::DeviceOutput& output);
    /// Empties the list and shows why (no run yet when text is empty).
    void showMessage(const QString& text);

    QTableView* view() const { return m_view; }
    int rowCount() const;
    QString textAt(int row, int column) const;
    /// The source line of a row, 0 when unknown.
    int lineAtRow(int row) const;
    /// The truncation note, empty when the output was complete.
    QString note() const;
    /// The message shown instead of the table, empty when the table shows.
    QString message() const;

signals:
    /// A 1-based source line the user wants to see.
    void lineActivated(int line);

private:
    DeviceOutputModel* m_model;
    QTableView* m_view;
    QLabel* m_note;
    QLabel* m_message;
};

} // namespace warpscope::widgets
