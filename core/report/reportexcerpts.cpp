// What was reviewed, quoted in the report: the source, PTX and SASS lines each finding points at (from
// the compile kept beside the run), and a profile's hot spots and per-line counters.
#include "core/report/reportbuilder.h"
#include "core/report/reportformat.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace warpscope::core::detail {

namespace {

constexpr int kContext = 2; ///< lines shown either side of a quoted line
constexpr std::size_t kMarkedPerExcerpt = 4; ///< quoted lines per listing; the rest are counted
constexpr std::size_t kQuotedFindings = 8;
constexpr std::size_t kHotSpots = 5;
constexpr std::size_t kMetricRows = 10;
constexpr std::size_t kInstructionRows = 10;
constexpr std::size_t kLineWidth = 110;

void code(ReportBuilder& b, const std::string& text)
{
    ReportBlock block = makeBlock(ReportBlock::Kind::Code);
    block.code = text;
    b.doc.blocks.push_back(std::move(block));
}

// Tabs as spaces (PTX indents with tabs), trailing blanks off, long SASS lines cut.
std::string tidy(const std::string& line)
{
    std::string s;
    for (char c : line)
        s += c == '\t' ? std::string(4, ' ') : std::string(1, c);
    while (!s.empty() && s.back() == ' ')
        s.pop_back();
    if (s.size() > kLineWidth)
        s = s.substr(0, kLineWidth - 3) + "...";
    return s;
}

/// The marked lines with kContext lines around each, numbered, the marked ones with ">"; gaps as "...".
std::string excerpt(const std::vector<std::string>& lines, const std::vector<int>& marked)
{
    std::set<int> valid;
    for (int m : marked)
        if (m >= 1 && m <= static_cast<int>(lines.size()))
            valid.insert(m);
    std::vector<int> shown(valid.begin(), valid.end());
    const std::size_t more = shown.size() > kMarkedPerExcerpt ? shown.size() - kMarkedPerExcerpt : 0;
    shown.resize(std::min(shown.size(), kMarkedPerExcerpt));
    std::set<int> window;
    for (int m : shown)
        for (int l = std::max(1, m - kContext); l <= std::min<int>(int(lines.size()), m + kContext); ++l)
            window.insert(l);
    const std::size_t width = std::to_string(window.empty() ? 1 : *window.rbegin()).size();
    std::string out;
    int previous = 0;
    for (int l : window) {
        if (previous && l != previous + 1)
            out += "  ...\n";
        std::string number = std::to_string(l);
        number.insert(0, width - number.size(), ' ');
        const bool mark = std::find(shown.begin(), shown.end(), l) != shown.end();
        out += std::string(mark ? "> " : "  ") + number + "  " + tidy(lines[std::size_t(l - 1)]) + "\n";
        previous = l;
    }
    if (more)
        out += "  ... and " + std::to_string(more) + (more == 1 ? " more line\n" : " more lines\n");
    if (!out.empty())
        out.pop_back();
    return out;
}

std::string lineList(const std::vector<int>& lines)
{
    std::string s;
    for (std::size_t i = 0; i < lines.size() && i < kMarkedPerExcerpt; ++i)
        s += (i ? ", " : "") + std::to_string(lines[i]);
    return lines.size() > kMarkedPerExcerpt ? s + ", ..." : s;
}

std::vector<int> lookup(const std::map<int, std::vector<int>>& map, int key)
{
    const auto it = map.find(key);
    return it == map.end() ? std::vector<int> {} : it->second;
}

void quoteFinding(ReportBuilder& b, const ReportData& d, const ReportRun& r, const ReportFinding& f)
{
    b.paragraph(ReportInline {{"Run " + r.id + ", " + f.kind, ReportSpan::Style::Bold, {}},
        {(f.sourceLine ? " at source line " + std::to_string(f.sourceLine) : std::string(" (no source line)"))
                + (f.ptxLine ? ", PTX line " + std::to_string(f.ptxLine) : std::string()) + ": "
                + singleLine(f.message),
            ReportSpan::Style::Plain, {}}});
    if (f.sourceLine && !d.task.sourceLines.empty()) {
        b.paragraph("Source (" + d.task.source + "):");
        code(b, excerpt(d.task.sourceLines, {f.sourceLine}));
    }
    if (!r.listings) {
        b.paragraph("Run " + r.id
            + " keeps no PTX or SASS (no compile.json beside its result.json); compile and run the task in "
              "Warpscope's window to keep them with the run.");
        return;
    }
    const ReportListings& l = *r.listings;
    const std::vector<int> ptx = f.ptxLine ? std::vector<int> {f.ptxLine} : lookup(l.ptxBySource, f.sourceLine);
    if (ptx.empty()) {
        b.paragraph("No PTX line of run " + r.id + "'s compile maps to this finding.");
        return;
    }
    b.paragraph("PTX (line " + lineList(ptx) + "):");
    code(b, excerpt(l.ptx, ptx));
    std::vector<int> sass;
    for (int p : ptx)
        for (int s : lookup(l.sassByPtx, p))
            sass.push_back(s);
    if (sass.empty() && f.sourceLine)
        sass = lookup(l.sassBySource, f.sourceLine);
    if (l.sass.empty() || sass.empty()) {
        b.paragraph(l.sass.empty() ? "The compile kept no SASS (nvdisasm was not available)."
                                   : "No SASS line of the compile maps to these PTX lines.");
        return;
    }
    std::sort(sass.begin(), sass.end());
    sass.erase(std::unique(sass.begin(), sass.end()), sass.end());
    b.paragraph("SASS (line " + lineList(sass) + "):");
    code(b, excerpt(l.sass, sass));
}

std::string ratio(std::uint64_t a, std::uint64_t b)
{
    return b ? formatNumber(double(a) / double(b)) : "-";
}

std::string sourceText(const ReportData& d, int line)
{
    if (line < 1 || line > static_cast<int>(d.task.sourceLines.size()))
        return {};
    std::string s = tidy(d.task.sourceLines[std::size_t(line - 1)]);
    s.erase(0, s.find_first_not_of(' '));
    return s.size() > 60 ? s.substr(0, 57) + "..." : s;
}

// Worst first: excess sectors and wavefronts, then divergence, then executions (the GUI's order).
std::vector<ReportLineMetrics> ranked(const ReportProfile& p)
{
    std::vector<ReportLineMetrics> lines = p.lines;
    std::stable_sort(lines.begin(), lines.end(), [](const ReportLineMetrics& a, const ReportLineMetrics& b) {
        return std::make_tuple(a.excessSectors() + a.excessWavefronts(), a.divergentBranches, a.executed, -a.sourceLine)
            > std::make_tuple(b.excessSectors() + b.excessWavefronts(), b.divergentBranches, b.executed, -b.sourceLine);
    });
    return lines;
}

std::string whyHot(const ReportLineMetrics& m)
{
    std::vector<std::string> parts;
    if (m.excessSectors())
        parts.push_back(std::to_string(m.excessSectors()) + " excess global sectors ("
            + ratio(m.globalSectors, m.globalRequests) + " per request, ideal "
            + ratio(m.globalSectorsIdeal, m.globalRequests) + ")");
    if (m.excessWavefronts())
        parts.push_back(std::to_string(m.excessWavefronts()) + " excess shared wavefronts (bank conflicts up to "
            + std::to_string(m.sharedMaxWays) + "-way)");
    if (m.divergentBranches)
        parts.push_back(std::to_string(m.divergentBranches)
            + (m.divergentBranches == 1 ? " divergent branch" : " divergent branches"));
    std::string s;
    for (const std::string& p : parts)
        s += (s.empty() ? "" : "; ") + p;
    return s;
}

/// "2.0 (1.0)": sectors per request and the ideal, or "-" for an instruction with no global request.
std::string sectorsPerRequest(const ReportLineMetrics& m)
{
    return m.globalRequests
        ? ratio(m.globalSectors, m.globalRequests) + " (" + ratio(m.globalSectorsIdeal, m.globalRequests) + ")"
        : "-";
}

/// The instruction-level hot spots, as the GUI's hot-spot table lists them per PTX instruction: worst
/// first (excess sectors and wavefronts, divergence, executions), with the SASS lines each became.
void instructions(ReportBuilder& b, const ReportRun& r)
{
    const ReportProfile& p = *r.profile;
    if (p.instructions.empty())
        return;
    std::vector<ReportInstructionMetrics> ranked = p.instructions;
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto& x, const auto& y) {
        const ReportLineMetrics &a = x.counters, &b = y.counters;
        return std::make_tuple(a.excessSectors() + a.excessWavefronts(), a.divergentBranches, a.executed, -x.ptxLine)
            > std::make_tuple(b.excessSectors() + b.excessWavefronts(), b.divergentBranches, b.executed, -y.ptxLine);
    });
    ReportBuilder::Rows rows;
    for (std::size_t i = 0; i < ranked.size() && i < kInstructionRows; ++i) {
        const ReportInstructionMetrics& ins = ranked[i];
        const ReportLineMetrics& m = ins.counters;
        std::vector<int> sass = r.listings ? lookup(r.listings->sassByPtx, ins.ptxLine) : std::vector<int> {};
        rows.push_back({"PTX " + std::to_string(ins.ptxLine) + ": " + (ins.opcode.empty() ? "?" : ins.opcode),
            m.sourceLine > 0 ? std::to_string(m.sourceLine) : "-", sass.empty() ? "-" : lineList(sass),
            std::to_string(m.executed), formatNumber(100.0 * m.laneEfficiency) + " %", sectorsPerRequest(m),
            std::to_string(m.excessSectors()),
            m.sharedWavefronts
                ? std::to_string(m.sharedWavefronts) + " (" + std::to_string(m.sharedWavefrontsIdeal) + ")"
                : "-",
            std::to_string(m.divergentBranches)});
    }
    b.paragraph("Instruction hot spots, the " + std::to_string(rows.size()) + " worst of "
        + std::to_string(p.instructions.size()) + " executed PTX instructions (as the hot-spot table's "
        + "per-instruction rows list them; SASS lines from the compile's line map):");
    b.table({"Instruction", "Source line", "SASS lines", "Executed", "Lane efficiency", "Sectors / request (ideal)",
                "Excess sectors", "Shared wavefronts (ideal)", "Divergent"},
        rows);
}

void profile(ReportBuilder& b, const ReportData& d, const ReportRun& r)
{
    const ReportProfile& p = *r.profile;
    b.heading(3, "Hot spots of run " + r.id);
    b.paragraph("Profiled on the emulator: seed " + std::to_string(p.seed) + " of " + p.kernel
        + ", counts exact for that launch"
        + (p.completed ? "" : " (the launch stopped early: the counts cover part of it)") + ". "
        + (p.cacheModel ? "L1/L2 hit rates and DRAM bytes are the cache model's." : "The cache model did not run."));
    const std::vector<ReportLineMetrics> lines = ranked(p);
    std::vector<ReportInline> items;
    for (const ReportLineMetrics& m : lines) {
        const std::string why = whyHot(m);
        if (why.empty() || items.size() == kHotSpots)
            break;
        const std::string text = sourceText(d, m.sourceLine);
        ReportInline item {{"Line " + std::to_string(m.sourceLine), ReportSpan::Style::Bold, {}}};
        if (!text.empty()) {
            item.push_back({" (", ReportSpan::Style::Plain, {}});
            item.push_back({text, ReportSpan::Style::Code, {}});
            item.push_back({")", ReportSpan::Style::Plain, {}});
        }
        item.push_back({": " + why + ".", ReportSpan::Style::Plain, {}});
        items.push_back(std::move(item));
    }
    if (items.empty())
        b.paragraph("No line has excess global sectors, shared bank conflicts or divergent branches; the table "
                    "lists the most executed lines first.");
    else
        b.list(std::move(items));
    ReportBuilder::Rows rows;
    for (std::size_t i = 0; i < lines.size() && i < kMetricRows; ++i) {
        const ReportLineMetrics& m = lines[i];
        rows.push_back({std::to_string(m.sourceLine), std::to_string(m.executed),
            formatNumber(100.0 * m.laneEfficiency) + " %", sectorsPerRequest(m), std::to_string(m.excessSectors()),
            m.sharedWavefronts
                ? std::to_string(m.sharedWavefronts) + " (" + std::to_string(m.sharedWavefrontsIdeal) + ")"
                : "-",
            std::to_string(m.divergentBranches), std::to_string(m.flops),
            p.cacheModel && m.globalRequests ? formatNumber(m.l1HitRate) + " / " + formatNumber(m.l2HitRate) + " %"
                                             : "-",
            p.cacheModel ? formatBytes(double(m.dramBytes)) : "-"});
    }
    b.paragraph("Per-line metrics, the " + std::to_string(rows.size()) + " hottest of " + std::to_string(lines.size())
        + (lines.size() == 1 ? " line" : " lines") + " (Nsight Compute's names are in docs/analysis.md):");
    b.table({"Line", "Executed", "Lane efficiency", "Sectors / request (ideal)", "Excess sectors",
                "Shared wavefronts (ideal)", "Divergent", "FLOPs", "L1 / L2 hit", "DRAM bytes"},
        rows);
    instructions(b, r);
}

} // namespace

void appendFindingExcerpts(ReportBuilder& b, const ReportData& d)
{
    std::set<std::tuple<std::string, int, int, std::string>> seen;
    std::size_t quoted = 0, left = 0;
    for (const ReportRun& r : d.runs)
        for (const ReportFinding& f : r.findings) {
            if (!f.sourceLine && !f.ptxLine)
                continue;
            if (!seen.insert({r.id, f.sourceLine, f.ptxLine, f.kind}).second)
                continue;
            if (quoted == kQuotedFindings) {
                ++left;
                continue;
            }
            if (quoted++ == 0)
                b.heading(3, "The lines the findings point at");
            quoteFinding(b, d, r, f);
        }
    if (left)
        b.paragraph(std::to_string(left) + (left == 1 ? " more finding is" : " more findings are")
            + " not quoted; the table above lists them.");
}

void appendProfiles(ReportBuilder& b, const ReportData& d)
{
    for (const ReportRun& r : d.runs)
        if (r.problem.empty() && r.profile)
            profile(b, d, r);
}

} // namespace warpscope::core::detail
