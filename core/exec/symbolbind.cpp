#include "core/exec/symbolbind.h"

#include "core/compile/ptxsignature.h"

namespace warpscope::core {

Result<std::vector<SymbolBinding>> bindSymbols(
    const Task& task, const ResolvedTask& resolved, const PreparedKernel& kernel)
{
    std::vector<SymbolBinding> out;
    const auto vars = ptxModuleVariables(kernel.ptx);
    for (std::size_t i = 0; i < task.buffers.size() && i < resolved.buffers.size(); ++i) {
        const BufferSpec& b = task.buffers[i];
        if (!b.isSymbol())
            continue;
        const std::string field = task.bufferField(i);
        auto error = [&](const std::string& message) {
            return makeError(
                ErrorCode::BadInput, "symbol '" + b.symbol + "': " + message, task.file.string(), b.pos.line, field);
        };
        const auto lowered = kernel.symbolLowered.find(b.symbol);
        if (lowered == kernel.symbolLowered.end())
            return error("kernel '" + kernel.entry + "' was compiled without its symbols; this is a Warpscope bug");
        const PtxModuleVariable* var = nullptr;
        for (const auto& v : vars)
            if (v.name == lowered->second)
                var = &v;
        if (!var)
            return error("NVRTC names it " + lowered->second + ", which the PTX of " + task.kernel.source
                + " does not declare at module scope; declare it __constant__ or __device__ outside any function");
        const std::int64_t bytes = resolved.buffers[i].bytes;
        if (static_cast<std::uint64_t>(bytes) != var->bytes)
            return error(std::string(var->isConst ? "__constant__" : "__device__") + " " + b.symbol
                + " is declared with " + std::to_string(var->bytes) + " bytes, but the [[symbol]] ("
                + dtypeName(b.dtype) + ", " + std::to_string(resolved.buffers[i].elements) + " elements) holds "
                + std::to_string(bytes) + " bytes; make its dtype and shape match the declaration");
        if (b.role == BufferRole::Output && var->isConst)
            return error("role = \"output\", but it is __constant__, which a kernel cannot write; declare it "
                         "__device__ or make the symbol an input");
        out.push_back({static_cast<int>(i), lowered->second, b.symbol});
    }
    return out;
}

} // namespace warpscope::core
