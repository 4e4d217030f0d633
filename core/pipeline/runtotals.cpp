// One line of totals per run, for sweep tables.
#include "core/pipeline/runtotals.h"

#include <algorithm>

namespace warpscope::core {

RunTotals runTotals(const RunResult& run)
{
    RunTotals t;
    for (const auto& seed : run.seeds)
        for (const auto& out : seed.outputs) {
            const OutputStats& st = out.stats;
            t.mismatchesAllSeeds += st.mismatches;
            // per seed and output, as a row of the Results table: N seeds must not read N times worse
            if (st.mismatches > t.worstMismatches) {
                t.worstMismatches = st.mismatches;
                t.worstMismatchSeed = seed.seed;
                t.worstMismatchOutput = st.name;
            }
            if (const std::int64_t nonFinite = st.nanMismatches + st.infMismatches + st.unwritten;
                nonFinite > t.worstNonFinite) {
                t.worstNonFinite = nonFinite;
                t.worstNonFiniteStats = &st;
            }
            t.maxUlp = std::max(t.maxUlp, st.maxUlpBeyondAtol);
            t.maxAbs = std::max(t.maxAbs, st.maxAbsError);
            t.anyFloat = t.anyFloat || isFloat(st.dtype);
        }
    return t;
}

} // namespace warpscope::core
