#include "core/compile/ptxsignature.h"

#include <cctype>
#include <regex>
#include <sstream>

namespace warpscope::core {

namespace {

int typeSize(const std::string& t)
{
    if (t.size() < 2)
        return 0;
    const int bits = std::atoi(t.c_str() + 1);
    return bits >= 8 ? bits / 8 : 0;
}

/// Finds "<ws>.entry <ws>NAME<ws>(" and returns the position just after '(' , or npos.
std::size_t findEntry(const std::string& ptx, const std::string& entry, std::size_t from = 0)
{
    static const std::regex re(R"(\.entry\s+([A-Za-z_$%][A-Za-z0-9_$%]*)\s*\()");
    auto begin = std::sregex_iterator(ptx.begin() + static_cast<std::ptrdiff_t>(from), ptx.end(), re);
    for (auto it = begin; it != std::sregex_iterator(); ++it)
        if ((*it)[1] == entry)
            return from + static_cast<std::size_t>(it->position(0) + it->length(0));
    return std::string::npos;
}

} // namespace

std::vector<std::string> ptxEntryNames(const std::string& ptx)
{
    static const std::regex re(R"(\.entry\s+([A-Za-z_$%][A-Za-z0-9_$%]*)\s*\()");
    std::vector<std::string> names;
    for (auto it = std::sregex_iterator(ptx.begin(), ptx.end(), re); it != std::sregex_iterator(); ++it)
        names.push_back((*it)[1]);
    return names;
}

Result<std::vector<KernelParamInfo>> ptxEntryParams(const std::string& ptx, const std::string& entry)
{
    const std::size_t open = findEntry(ptx, entry);
    if (open == std::string::npos) {
        std::string list;
        for (const auto& n : ptxEntryNames(ptx))
            list += (list.empty() ? "" : ", ") + n;
        return makeError(ErrorCode::NotFound,
            "the PTX has no kernel named '" + entry + "'; kernels found: " + (list.empty() ? "none" : list));
    }
    const std::size_t close = ptx.find(')', open);
    if (close == std::string::npos)
        return makeError(ErrorCode::BadInput, "the parameter list of kernel '" + entry + "' is not closed");
    const std::string list = ptx.substr(open, close - open);
    // .param .u64 .ptr .global .align 4 name   |   .param .align 8 .b8 name[16]
    static const std::regex param(
        R"(\.param\s+((?:\.[A-Za-z0-9_]+\s+)*?)(?:\.align\s+(\d+)\s+)?\.([subf]\d+|b\d+|pred)\s+((?:\.[A-Za-z0-9_]+\s+(?:\.align\s+\d+\s+)?)*)([A-Za-z_$%][A-Za-z0-9_$%]*)\s*(?:\[(\d+)\])?)");
    std::vector<KernelParamInfo> out;
    for (auto it = std::sregex_iterator(list.begin(), list.end(), param); it != std::sregex_iterator(); ++it) {
        const std::smatch& m = *it;
        KernelParamInfo p;
        p.type = m[3];
        p.name = m[5];
        const int elem = typeSize(p.type);
        const int count = m[6].matched ? std::atoi(m[6].str().c_str()) : 1;
        p.size = elem * count;
        p.align = m[2].matched ? std::atoi(m[2].str().c_str()) : elem;
        const std::string attrs = m[1].str() + " " + m[4].str();
        p.isPointer = attrs.find(".ptr") != std::string::npos || (p.size == 8 && !m[6].matched && p.type != "f64");
        out.push_back(p);
    }
    return out;
}

std::vector<PtxModuleVariable> ptxModuleVariables(const std::string& ptx)
{
    // .visible .const .align 4 .b8 coeffs[36];   .global .align 4 .u32 counter = 0;   .const .v2 .f32 p;
    static const std::regex decl(
        R"(^\s*(?:\.(?:visible|extern|weak|common)\s+)*\.(const|global)\s+(?:\.align\s+\d+\s+)?(?:\.v(\d)\s+)?\.([subf]\d+|b\d+|pred)\s+([A-Za-z_$%][A-Za-z0-9_$%]*)((?:\s*\[\s*\d*\s*\])*))");
    static const std::regex extent(R"(\[\s*(\d*)\s*\])");
    std::vector<PtxModuleVariable> out;
    std::istringstream in(ptx);
    std::string line;
    int depth = 0; // module scope only: a function body's braces hide its own declarations
    while (std::getline(in, line)) {
        std::smatch m;
        if (depth == 0 && std::regex_search(line, m, decl)) {
            PtxModuleVariable v;
            v.isConst = m[1] == "const";
            v.name = m[4];
            v.bytes = static_cast<std::uint64_t>(m[3] == "pred" ? 1 : typeSize(m[3]))
                * static_cast<std::uint64_t>(m[2].matched ? std::atoi(m[2].str().c_str()) : 1);
            const std::string dims = m[5];
            for (auto it = std::sregex_iterator(dims.begin(), dims.end(), extent); it != std::sregex_iterator(); ++it)
                v.bytes *= static_cast<std::uint64_t>(std::atoll((*it)[1].str().c_str()));
            out.push_back(std::move(v));
        }
        for (char c : line)
            depth += c == '{' ? 1 : c == '}' ? -1 : 0;
    }
    return out;
}

} // namespace warpscope::core
