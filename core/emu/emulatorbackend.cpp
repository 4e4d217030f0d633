#include "core/emu/emulatorbackend.h"

#include "core/common/demangle.h"
#include "core/emu/decoder.h"
#include "core/emu/engine.h"
#include "core/emu/launchcheck.h"
#include "core/emu/ptxparser.h"
#include "core/emu/symbolfill.h"
#include "core/emu/tensormap.h"
#include "core/emu/version.h"

#include <chrono>
#include <functional>
#include <memory>

namespace warpscope::core {

namespace {

constexpr std::uint64_t kBufferGap = 1 << 20; ///< unmapped space between buffers, so overruns are caught

std::string bufferName(const LaunchRequest& r, std::size_t i)
{
    return i < r.bufferNames.size() ? r.bufferNames[i] : "#" + std::to_string(i);
}

/// Fills the parameter block from the arguments, checking them against the entry's parameters.
/// scratchAddr: the address of each Kind::Scratch argument's memory, by argument index.
Status buildParams(const LaunchRequest& r, const emu::Program& p, const std::vector<std::uint64_t>& bufferAddr,
    const std::vector<std::uint64_t>& scratchAddr, std::vector<std::byte>& out)
{
    if (r.args.size() != p.params.size())
        return makeError(ErrorCode::BadInput,
            "kernel '" + demangledName(r.entry) + "' takes " + std::to_string(p.params.size())
                + " parameters but the launch passes " + std::to_string(r.args.size())
                + "; check [launch] args in task.toml");
    out.assign(p.paramBytes, std::byte {0});
    for (std::size_t i = 0; i < r.args.size(); ++i) {
        const KernelArg& a = r.args[i];
        const emu::KernelParam& kp = p.params[i];
        const std::string which = "argument " + std::to_string(i + 1) + " of kernel '" + demangledName(r.entry)
            + "' (PTX parameter " + ptxParamName(kp.name, r.entry) + ", ." + kp.type + ", " + std::to_string(kp.size)
            + " bytes)";
        if (a.kind == KernelArg::Kind::Buffer) {
            if (a.buffer < 0 || !r.buffers || static_cast<std::size_t>(a.buffer) >= r.buffers->size())
                return makeError(ErrorCode::BadInput,
                    which + " names buffer #" + std::to_string(a.buffer) + ", which the launch does not have");
            if (kp.size != 8)
                return makeError(ErrorCode::BadInput,
                    which + " is given buffer '" + bufferName(r, static_cast<std::size_t>(a.buffer))
                        + "', but the parameter is not a 64-bit pointer");
            // a view ("data + 16") points inside the buffer; accesses are checked against all of it
            const std::uint64_t addr = bufferAddr[static_cast<std::size_t>(a.buffer)] + a.byteOffset;
            std::memcpy(out.data() + kp.offset, &addr, 8);
        } else if (a.kind == KernelArg::Kind::Scratch) {
            if (kp.size != 8)
                return makeError(ErrorCode::BadInput,
                    which + " is given a pointer to " + a.scratchName + ", but the parameter is not a 64-bit pointer");
            std::memcpy(out.data() + kp.offset, &scratchAddr[i], 8);
        } else if (a.kind == KernelArg::Kind::TensorMap) {
            if (a.buffer < 0 || !r.buffers || static_cast<std::size_t>(a.buffer) >= r.buffers->size())
                return makeError(ErrorCode::BadInput,
                    which + " names buffer #" + std::to_string(a.buffer) + ", which the launch does not have");
            if (kp.size != emu::kTensorMapBytes)
                return makeError(ErrorCode::BadInput,
                    which + " is given a tensor map of buffer '" + bufferName(r, static_cast<std::size_t>(a.buffer))
                        + "', but the parameter is not a 128-byte CUtensorMap; declare it `const __grid_constant__ "
                          "CUtensorMap`");
            const auto bytes
                = emu::encodeTensorMap(a.tensorMap, bufferAddr[static_cast<std::size_t>(a.buffer)] + a.byteOffset);
            std::memcpy(out.data() + kp.offset, bytes.data(), bytes.size());
        } else {
            if (a.bytes.size() != kp.size)
                return makeError(ErrorCode::BadInput,
                    which + " is given " + std::to_string(a.bytes.size())
                        + " bytes; pass a value of the parameter's size (e.g. \"i32:\" for .u32/.s32, \"f32:\" for "
                          ".f32)");
            std::memcpy(out.data() + kp.offset, a.bytes.data(), a.bytes.size());
        }
    }
    return Ok {};
}

LaunchInfo describeLaunch(const LaunchRequest& r, const emu::Program& p, const emu::LaunchState& L)
{
    LaunchInfo info;
    info.kernel = p.kernel;
    info.grid = r.dims.grid;
    info.block = r.dims.block;
    info.sharedBytes = L.sharedBytes;
    info.ctaCount = static_cast<std::uint64_t>(r.dims.grid[0]) * r.dims.grid[1] * r.dims.grid[2];
    for (std::size_t pc = 0; pc < p.code.size(); ++pc)
        info.instructions.push_back(
            {p.info[pc].opcode, p.info[pc].ptxLine, p.info[pc].sourceLine, p.code[pc].kind, p.info[pc].micro});
    for (const auto& reg : L.regions)
        info.buffers.push_back({reg.shortName, reg.buffer, reg.base, reg.size});
    info.sharedVariables = p.sharedVars;
    if (L.dynamicShared)
        info.sharedVariables.push_back({"dynamic shared memory", p.dynamicSharedOffset, L.dynamicShared});
    info.registers = p.registers;
    return info;
}

} // namespace

EmulatorBackend::EmulatorBackend() = default;
EmulatorBackend::~EmulatorBackend() = default;

std::string EmulatorBackend::describe() const
{
    return std::string("Warpscope PTX emulator ") + kEmulatorVersion;
}

Result<std::shared_ptr<const emu::Program>> EmulatorBackend::program(const std::string& ptx, const std::string& entry)
{
    const std::size_t hash = std::hash<std::string> {}(ptx);
    {
        std::lock_guard<std::mutex> lock(m_cacheMutex);
        if (m_cached && m_cachedHash == hash && m_cachedEntry == entry)
            return m_cached;
    }
    auto module = ptx::parsePtx(ptx);
    if (!module)
        return module.error();
    auto prog = emu::decodeKernel(*module, entry);
    if (!prog)
        return prog.error();
    auto shared = std::make_shared<const emu::Program>(std::move(*prog));
    std::lock_guard<std::mutex> lock(m_cacheMutex);
    m_cachedHash = hash;
    m_cachedEntry = entry;
    m_cached = shared;
    return shared;
}

Result<LaunchResult> EmulatorBackend::launch(const LaunchRequest& request)
{
    const auto start = std::chrono::steady_clock::now();
    auto prog = program(request.ptx, request.entry);
    if (!prog)
        return prog.error();
    const emu::Program& p = **prog;
    emu::LaunchState L;
    if (auto s = emu::checkLaunchLikeDriver(request, p, L.geometry); !s)
        return s.error();

    L.prog = &p;
    L.approx = request.control.approx;
    // the worst-case approx mode runs its own handlers: chosen here, once, not tested per lane
    std::unique_ptr<emu::Program> worst;
    if (L.approx.worst() && !p.approxWorst.empty()) {
        worst = std::make_unique<emu::Program>(p);
        for (const auto& [pc, fn] : p.approxWorst)
            worst->code[pc].fn = fn;
        L.prog = worst.get();
    }
    L.grid = request.dims.grid;
    L.block = request.dims.block;
    L.threadsPerCta = L.block[0] * L.block[1] * L.block[2];
    L.warpsPerCta = (L.threadsPerCta + emu::kWarpSize - 1) / emu::kWarpSize;
    L.dynamicShared = request.dims.dynamicShared;
    L.printfFifo = request.dims.printfFifo;
    L.sharedBytes = std::max(p.sharedStatic, p.dynamicSharedOffset + request.dims.dynamicShared);
    if (p.usesReservedShared) {
        L.geometry.reservedSharedOffset = (L.sharedBytes + 15u) & ~15u;
        L.geometry.reservedShared = emu::kReservedSharedBytes;
        L.sharedBytes = L.geometry.reservedSharedOffset + L.geometry.reservedShared;
    }
    const std::uint32_t stack = request.dims.stackSize ? request.dims.stackSize : kDefaultStackSize;
    L.localBytes = p.usesStack ? p.stackBase + stack : p.localBytes;
    // every frame of a recursive call takes at least its header from the stack, so the stack bounds
    // the depth; each level may add a chain of plain calls
    L.callDepth = p.recursive
        ? std::min<std::uint32_t>((p.maxCallDepth + 1) * (stack / emu::kFrameHeaderBytes + 1), 1u << 16)
        : p.maxCallDepth;
    L.constBank = p.constImage;
    L.globalVars = p.globalImage;
    if (auto s = emu::fillSymbols(request, p, L); !s)
        return s.error();
    L.reportAll = request.control.reportAll;

    std::vector<std::uint64_t> addresses;
    std::uint64_t next = emu::kGlobalBase;
    const std::size_t nbuf = request.buffers ? request.buffers->size() : 0;
    for (std::size_t i = 0; i < nbuf; ++i) {
        Tensor& t = (*request.buffers)[i];
        emu::MemRegion r;
        r.base = next;
        r.size = t.bytes.size();
        r.host = t.bytes.data();
        r.shortName = bufferName(request, i);
        r.name = "buffer '" + r.shortName + "'";
        r.buffer = static_cast<int>(i);
        addresses.push_back(r.base);
        next = (next + r.size + kBufferGap + 0xFFFF) & ~std::uint64_t(0xFFFF);
        L.regions.push_back(std::move(r));
    }
    if (!L.globalVars.empty()) {
        emu::MemRegion r;
        r.base = emu::kModuleGlobalBase;
        r.size = L.globalVars.size();
        r.host = L.globalVars.data();
        r.shortName = "module globals";
        r.name = "the module's .global variables";
        L.regions.insert(L.regions.begin(), std::move(r));
    }
    // scratch arguments (Triton's global and profile scratch) get zeroed memory of their own, checked
    // like a buffer, for this launch only; a size of 0 is a null pointer, as Triton's launcher passes
    std::vector<std::vector<std::byte>> scratch(request.args.size());
    std::vector<std::uint64_t> scratchAddr(request.args.size(), 0);
    for (std::size_t i = 0; i < request.args.size(); ++i) {
        const KernelArg& a = request.args[i];
        if (a.kind != KernelArg::Kind::Scratch || a.scratchBytes == 0)
            continue;
        scratch[i].assign(a.scratchBytes, std::byte {0});
        emu::MemRegion r;
        r.base = next;
        r.size = scratch[i].size();
        r.host = scratch[i].data();
        r.shortName = a.scratchName;
        r.name = a.scratchName + " (argument " + std::to_string(i + 1) + ")";
        scratchAddr[i] = r.base;
        next = (next + r.size + kBufferGap + 0xFFFF) & ~std::uint64_t(0xFFFF);
        L.regions.push_back(std::move(r));
    }
    if (auto s = buildParams(request, p, addresses, scratchAddr, L.params); !s)
        return s.error();
    // a cooperative launch gets the runtime's grid-sync workspace, announced in %envreg1:%envreg2
    std::vector<std::byte> workspace;
    if (request.dims.cooperative) {
        L.cooperative = true;
        workspace.assign(64, std::byte {0});
        emu::MemRegion r;
        r.base = next;
        r.size = workspace.size();
        r.host = workspace.data();
        r.shortName = "grid-sync workspace";
        r.name = "the cooperative launch's grid-sync workspace";
        L.geometry.envreg[1] = static_cast<std::uint32_t>(r.base >> 32);
        L.geometry.envreg[2] = static_cast<std::uint32_t>(r.base);
        L.regions.push_back(std::move(r));
    }

    LaunchInfo info;
    const bool observed = !request.control.observers.empty();
    if (observed)
        info = describeLaunch(request, p, L);
    emu::EngineResult r = emu::runGrid(L, request.control, observed ? &info : nullptr);
    emu::readBackSymbols(request, p, L);
    LaunchResult out;
    out.completed = r.completed;
    out.findings = std::move(r.findings);
    out.deviceOutput = std::move(r.deviceOutput);
    for (Finding& f : out.findings)
        f.schedule = request.control.schedule.name();
    out.warpInstructions = r.warpInstructions;
    out.threadInstructions = r.threadInstructions;
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return out;
}

} // namespace warpscope::core
