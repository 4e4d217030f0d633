#include "core/emu/symbolfill.h"

#include <cstring>

namespace warpscope::core::emu {

namespace {

/// Where a bound variable lives in the launch: the .const bank or the .global image.
struct Placed {
    const ObservedSymbol* layout = nullptr;
    bool isConst = false;
};

Placed place(const Program& prog, const std::string& lowered)
{
    for (const auto& v : prog.constVars)
        if (v.name == lowered)
            return {&v, true};
    for (const auto& v : prog.globalVars)
        if (v.name == lowered)
            return {&v, false};
    return {};
}

std::string declared(const Program& prog)
{
    std::string list;
    for (const auto& v : prog.constVars)
        list += (list.empty() ? "" : ", ") + v.name + " (.const, " + std::to_string(v.bytes) + " bytes)";
    for (const auto& v : prog.globalVars)
        list += (list.empty() ? "" : ", ") + v.name + " (.global, " + std::to_string(v.bytes) + " bytes)";
    return list.empty() ? "none" : list;
}

} // namespace

Status fillSymbols(const LaunchRequest& request, const Program& prog, LaunchState& launch)
{
    for (const SymbolBinding& s : request.symbols) {
        if (!request.buffers || s.buffer < 0 || static_cast<std::size_t>(s.buffer) >= request.buffers->size())
            return makeError(ErrorCode::Internal,
                "symbol '" + s.name + "' names buffer #" + std::to_string(s.buffer)
                    + ", which the launch does not have");
        const Placed p = place(prog, s.lowered);
        if (!p.layout)
            return makeError(ErrorCode::BadInput,
                "symbol '" + s.name + "' (" + s.lowered + " in the PTX) is not a module variable of kernel '"
                    + request.entry + "'; the module declares: " + declared(prog));
        const Tensor& t = (*request.buffers)[static_cast<std::size_t>(s.buffer)];
        if (t.bytes.size() != p.layout->bytes)
            return makeError(ErrorCode::BadInput,
                "symbol '" + s.name + "' is declared with " + std::to_string(p.layout->bytes)
                    + " bytes but its buffer holds " + std::to_string(t.bytes.size())
                    + " bytes; make the [[symbol]] dtype and shape match the declaration");
        auto& image = p.isConst ? launch.constBank : launch.globalVars;
        std::memcpy(image.data() + p.layout->offset, t.bytes.data(), t.bytes.size());
    }
    return Ok {};
}

void readBackSymbols(const LaunchRequest& request, const Program& prog, const LaunchState& launch)
{
    for (const SymbolBinding& s : request.symbols) {
        const Placed p = place(prog, s.lowered);
        if (!p.layout || !request.buffers || s.buffer < 0)
            continue; // fillSymbols refused it before the launch
        Tensor& t = (*request.buffers)[static_cast<std::size_t>(s.buffer)];
        const auto& image = p.isConst ? launch.constBank : launch.globalVars;
        if (t.bytes.size() == p.layout->bytes)
            std::memcpy(t.bytes.data(), image.data() + p.layout->offset, t.bytes.size());
    }
}

} // namespace warpscope::core::emu
