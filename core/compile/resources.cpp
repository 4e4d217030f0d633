#include "core/compile/resources.h"

#include "core/compile/cubinelf.h"

#include <algorithm>
#include <cstring>
#include <map>
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

namespace {

/// EIATTR_REGCOUNT (0x2f) entries of the cubin's .nv.info section: symbol index -> registers per thread.
/// Entries are {u8 format, u8 attribute, u16 size or value, payload}; format 4 carries size bytes.
std::map<std::uint32_t, int> registerCounts(
    const std::vector<std::uint8_t>& cubin, const std::vector<ElfSection>& sections)
{
    std::map<std::uint32_t, int> out;
    for (const auto& s : sections) {
        if (s.name != ".nv.info" || s.offset > cubin.size() || cubin.size() - s.offset < s.size)
            continue;
        std::uint64_t p = s.offset;
        const std::uint64_t end = s.offset + s.size;
        while (p + 4 <= end) {
            const std::uint8_t format = cubin[p], attribute = cubin[p + 1];
            const std::uint16_t value = std::uint16_t(cubin[p + 2] | cubin[p + 3] << 8);
            if (format == 1) { // EIFMT_NVAL: no payload
                p += 2;
                continue;
            }
            if (format != 4) { // EIFMT_HVAL and others: the value is in the header
                p += 4;
                continue;
            }
            if (attribute == 0x2f && value >= 8 && p + 12 <= end) {
                std::uint32_t sym = 0, count = 0;
                std::memcpy(&sym, &cubin[p + 4], 4);
                std::memcpy(&count, &cubin[p + 8], 4);
                out[sym] = static_cast<int>(std::min<std::uint32_t>(count, 255));
            }
            p += 4 + value;
        }
    }
    return out;
}

} // namespace

void addCubinResources(const std::vector<std::uint8_t>& cubin, std::vector<KernelResources>& resources)
{
    const auto sections = elfSections(cubin);
    const std::map<std::uint32_t, int> registers = registerCounts(cubin, sections);
    for (const auto& s : sections) {
        if (s.name.rfind(".text.", 0) != 0)
            continue;
        KernelResources& k = kernelNamed(resources, s.name.substr(6));
        // a cubin made without ptxas' report (Triton's): .nv.info keeps the count by the kernel's symbol,
        // which the low 24 bits of the .text section's sh_info name; the top 8 bits hold the count too
        // (nvdisasm's SHI_REGISTERS), the only place an sm_80 cubin linked by nvJitLink keeps it
        const std::uint32_t symbol = s.info & 0xffffffu;
        const int shiRegisters = static_cast<int>(s.info >> 24);
        if (const auto it = registers.find(symbol); k.registers == 0 && it != registers.end())
            k.registers = it->second;
        else if (k.registers == 0 && shiRegisters > 0)
            k.registers = shiRegisters;
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
