#include "core/compile/resources.h"

#include "core/compile/cubinelf.h"

#include <algorithm>
#include <regex>
#include <sstream>

namespace warpscope::core {

namespace {

KernelResources& kernelNamed(std::vector<KernelResources>& all, const std::string& name)
{
    auto it = std::find_if(all.begin(), all.end(), [&](const KernelResources& r) { return r.kernel == name; });
    if (it != all.end())
        return *it;
    all.push_back({});
    all.back().kernel = name;
    return all.back();
}

int intOf(const std::ssub_match& m)
{
    const std::string s = m.str();
    return s.empty() || s.size() > 9 ? 0 : std::stoi(s);
}

int find(const std::string& line, const std::regex& re)
{
    std::smatch m;
    return std::regex_search(line, m, re) ? intOf(m[1]) : -1;
}

} // namespace

std::vector<KernelResources> parsePtxasInfo(const std::string& log)
{
    static const std::regex compiling(R"(Compiling entry function '([^']+)')");
    static const std::regex properties(R"(Function properties for '?([^':\s]+)'?:?\s*$)");
    static const std::regex stackLine(
        R"(^ptxas\s+\.\s+(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads)");
    static const std::regex usedLine(R"(^(ptxas info|info)\s*: [Uu]sed (\d+) registers)");
    static const std::regex barriers(R"(used (\d+) barriers)");
    static const std::regex smem(R"((\d+) bytes smem)");
    static const std::regex cmem0(R"((\d+) bytes cmem\[0\])");
    std::vector<KernelResources> out;
    std::string entry; // the kernel ptxas is compiling
    std::string props; // the function the next "." or "used" line describes
    std::istringstream in(log);
    for (std::string line; std::getline(in, line);) {
        std::smatch m;
        if (std::regex_search(line, m, compiling)) {
            entry = props = m[1];
            kernelNamed(out, entry);
        } else if (std::regex_search(line, m, properties)) {
            props = m[1];
        } else if (std::regex_search(line, m, stackLine)) {
            if (props == entry && !entry.empty()) {
                KernelResources& k = kernelNamed(out, entry);
                k.local = intOf(m[1]);
                k.spillStores = intOf(m[2]);
                k.spillLoads = intOf(m[3]);
            }
        } else if (std::regex_search(line, m, usedLine)) {
            // ptxas' own line ("ptxas info : Used N registers, used B barriers, S bytes smem") is authoritative;
            // nvJitLink's summary ("info : used ...") adds cmem[0] but counts the reserved shared memory in smem.
            const bool nvJitLinkSummary = m[1] == "info";
            const std::string name = nvJitLinkSummary ? props : entry;
            if (name.empty())
                continue;
            KernelResources& k = kernelNamed(out, name);
            if (!nvJitLinkSummary) {
                k.registers = intOf(m[2]);
                k.barriers = std::max(0, find(line, barriers));
                k.sharedStatic = std::max(0, find(line, smem));
            }
            if (const int c = find(line, cmem0); c >= 0)
                k.constant = c;
        }
    }
    return out;
}

void addCubinResources(const std::vector<std::uint8_t>& cubin, std::vector<KernelResources>& resources)
{
    const auto sections = elfSections(cubin);
    for (const auto& s : sections) {
        if (s.name.rfind(".text.", 0) == 0)
            kernelNamed(resources, s.name.substr(6));
    }
    for (const auto& s : sections) {
        static const std::string prefix = ".nv.constant0.";
        if (s.name.rfind(prefix, 0) != 0)
            continue;
        KernelResources& k = kernelNamed(resources, s.name.substr(prefix.size()));
        if (k.constant == 0)
            k.constant = static_cast<int>(std::min<std::uint64_t>(s.size, 1u << 30));
    }
}

} // namespace warpscope::core
