// A sweep's rows, one after another.
#include "app/sweepsequence.h"

#include "app/bundlefolders.h"

namespace warpscope::app {

void SweepSequence::start(QList<RunParams::Values> rows, const QString& folder)
{
    m_rows = std::move(rows);
    m_folder = folder;
    m_row = -1;
}

bool SweepSequence::next()
{
    ++m_row;
    if (m_row >= m_rows.size()) {
        m_row = -1;
        return false;
    }
    return true;
}

void SweepSequence::reset()
{
    m_rows.clear();
    m_folder.clear();
    m_row = -1;
}

QString SweepSequence::bundle() const
{
    return bundleOf(m_row);
}

QString SweepSequence::bundleOf(int row) const
{
    return BundleFolders::sweepRow(m_folder, row);
}

} // namespace warpscope::app
