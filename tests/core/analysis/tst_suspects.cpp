// Suspects: synthetic provenance and findings; elements last written by a thread a race (either side)
// or an out-of-bounds finding names are suspect, with the finding's index; other kinds and unwritten
// elements are not.
#include "analysistest.h"

#include "core/analysis/suspects.h"

using namespace atest;

namespace {

/// Two blocks of 4 threads, 8 elements: element e written by block e / 4, thread e % 4; element 7 unwritten.
Provenance provenance()
{
    Provenance p;
    p.grid = {2, 1, 1};
    p.block = {4, 1, 1};
    ProvenanceBuffer b;
    b.name = "y";
    b.elements = 8;
    b.elementBytes = 4;
    for (std::uint32_t e = 0; e < 8; ++e) {
        b.records.push_back(e == 7 ? kNoWriter : e / 4);
        b.records.push_back(e % 4);
        b.records.push_back(10);
    }
    p.buffers.push_back(b);
    return p;
}

Finding finding(Finding::Kind kind, std::uint32_t block, std::uint32_t thread, std::uint32_t other = 0)
{
    Finding f;
    f.kind = kind;
    f.block = {block, 0, 0};
    f.thread = {thread, 0, 0};
    f.otherThread = {other, 0, 0};
    return f;
}

void raceMarksBothSides()
{
    const auto s = findSuspects(provenance(), {finding(Finding::Kind::Race, 1, 1, 2)});
    ACHECK_EQ(s.size(), std::size_t(1));
    if (s.empty())
        return;
    ACHECK(s[0].name == "y");
    ACHECK(s[0].elements == (std::vector<std::uint64_t> {5, 6}));
    ACHECK(s[0].findings == (std::vector<int> {0, 0}));
    ACHECK_EQ(suspectFinding(s, "y", 5), 0);
    ACHECK_EQ(suspectFinding(s, "y", 4), -1);
    ACHECK_EQ(suspectFinding(s, "x", 5), -1);
}

void oobAndOrder()
{
    const std::vector<Finding> f {finding(Finding::Kind::DivergentBarrier, 0, 0),
        finding(Finding::Kind::OutOfBounds, 0, 3), finding(Finding::Kind::Misaligned, 0, 3),
        finding(Finding::Kind::OutOfBounds, 1, 3)};
    const auto s = findSuspects(provenance(), f);
    ACHECK_EQ(s.size(), std::size_t(1));
    if (s.empty())
        return;
    // element 0 (divergent barrier's thread) is not suspect; 3 by the first OOB; 7 is unwritten
    ACHECK(s[0].elements == (std::vector<std::uint64_t> {3}));
    ACHECK_EQ(suspectFinding(s, "y", 3), 1);
    ACHECK_EQ(suspectFinding(s, "y", 7), -1);
}

void nothingWithoutFindings()
{
    ACHECK(findSuspects(provenance(), {}).empty());
    ACHECK(findSuspects(Provenance {}, {finding(Finding::Kind::Race, 0, 0, 1)}).empty());
    ACHECK(!marksSuspects(Finding::Kind::BudgetExceeded));
    ACHECK(marksSuspects(Finding::Kind::Uninitialized));
}

} // namespace

int main()
{
    return runTests({{"raceMarksBothSides", raceMarksBothSides}, {"oobAndOrder", oobAndOrder},
        {"nothingWithoutFindings", nothingWithoutFindings}});
}
