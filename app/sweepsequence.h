#pragma once

#include "app/runparams.h"

#include <QList>
#include <QString>

namespace warpscope::app {

/// A shape sweep's rows run one after another: which row is in flight, which comes next, and where each
/// writes its bundle. No Qt widgets and no runs: the run controller starts what next() hands it.
class SweepSequence {
public:
    /// Starts over with these rows, bundles under `folder`; nothing is in flight until next().
    void start(QList<RunParams::Values> rows, const QString& folder);
    /// Moves to the next row; false when there is none (the sweep is over, or was stopped).
    bool next();
    /// Stops after the row in flight: next() returns false (a cancel).
    void stop() { m_rows.clear(); }
    /// Ends the sweep now (a row that could not start).
    void finish() { m_row = -1; }
    /// Forgets the rows and the folder (another task).
    void reset();

    bool isRunning() const { return m_row >= 0; }
    /// The row in flight, 0-based; -1 when none.
    int row() const { return m_row; }
    const RunParams::Values& params() const { return m_rows[m_row]; }
    const QList<RunParams::Values>& rows() const { return m_rows; }
    QString folder() const { return m_folder; }
    /// The bundle folder of the row in flight.
    QString bundle() const;
    /// The bundle folder of any row.
    QString bundleOf(int row) const;

private:
    QList<RunParams::Values> m_rows;
    QString m_folder;
    int m_row = -1;
};

} // namespace warpscope::app
