#include "core/emu/emulatorbackend.h"

#include "core/emu/decoder.h"
#include "core/emu/engine.h"
#include "core/emu/ptxparser.h"
#include "core/emu/version.h"

#include <chrono>
#include <functional>

namespace warpscope::core {

namespace {

constexpr std::uint32_t kMaxThreadsPerBlock = 1024;
constexpr std::uint32_t kMaxSharedBytes = 227 * 1024; ///< H100's largest opt-in shared memory per block
constexpr std::uint64_t kBufferGap = 1 << 20; ///< unmapped space between buffers, so overruns are caught

std::string triple(const std::array<std::uint32_t, 3>& v)
{
    return "(" + std::to_string(v[0]) + ", " + std::to_string(v[1]) + ", " + std::to_string(v[2]) + ")";
}

Status checkDims(const LaunchRequest& r, const emu::Program& p)
{
    const auto& b = r.dims.block;
    const auto& g = r.dims.grid;
    const std::uint64_t threads = static_cast<std::uint64_t>(b[0]) * b[1] * b[2];
    if (threads == 0 || g[0] == 0 || g[1] == 0 || g[2] == 0)
        return makeError(ErrorCode::BadInput,
            "kernel '" + r.entry + "': grid " + triple(g) + " and block " + triple(b)
                + " must have no zero dimension; check the launch in task.toml");
    if (threads > kMaxThreadsPerBlock || b[2] > 64)
        return makeError(ErrorCode::BadInput,
            "kernel '" + r.entry + "': a block of " + triple(b) + " has " + std::to_string(threads)
                + " threads; the limit is 1024 (and 64 in z)");
    if (g[1] > 65535 || g[2] > 65535)
        return makeError(
            ErrorCode::BadInput, "kernel '" + r.entry + "': grid " + triple(g) + " exceeds 65535 in y or z");
    const std::uint64_t shared = static_cast<std::uint64_t>(p.dynamicSharedOffset) + r.dims.dynamicShared;
    if (std::max<std::uint64_t>(shared, p.sharedStatic) > kMaxSharedBytes)
        return makeError(ErrorCode::BadInput,
            "kernel '" + r.entry + "' needs " + std::to_string(shared) + " bytes of shared memory (static "
                + std::to_string(p.sharedStatic) + " + dynamic " + std::to_string(r.dims.dynamicShared)
                + "); the limit is " + std::to_string(kMaxSharedBytes));
    return Ok {};
}

/// Cluster dimensions from the task or the kernel's .reqnctapercluster, checked the way the driver
/// checks cuLaunchKernelEx's cluster attribute.
Status applyCluster(const LaunchRequest& r, const emu::Program& p, emu::LaunchState& L)
{
    const ResolvedLaunch& d = r.dims;
    const bool fromKernel = p.reqCluster[0] != 0;
    if (!d.hasCluster && !fromKernel) {
        L.explicitCluster = p.explicitCluster;
        return Ok {};
    }
    if (d.hasCluster && fromKernel && d.cluster != p.reqCluster)
        return makeError(ErrorCode::BadInput,
            "CUDA_ERROR_INVALID_CLUSTER_SIZE: kernel '" + r.entry + "' is compiled with cluster dimensions "
                + triple(p.reqCluster) + " (__cluster_dims__), but the launch asks for " + triple(d.cluster)
                + "; remove [launch] cluster or make it match",
            {}, d.clusterLine, "launch.cluster");
    const auto c = d.hasCluster ? d.cluster : p.reqCluster;
    const std::uint32_t size = c[0] * c[1] * c[2];
    if (size > 8)
        return makeError(ErrorCode::BadInput,
            "CUDA_ERROR_CLUSTER_SIZE_EXCEEDED: a cluster of " + triple(c) + " has " + std::to_string(size)
                + " CTAs; the portable maximum is 8 (16 needs cudaFuncAttributeNonPortableClusterSizeAllowed, "
                  "which Warpscope tasks do not set); use a smaller cluster",
            {}, d.clusterLine, "launch.cluster");
    for (int i = 0; i < 3; ++i)
        if (r.dims.grid[i] % c[i] != 0)
            return makeError(ErrorCode::BadInput,
                "CUDA_ERROR_INVALID_CLUSTER_SIZE: grid " + triple(r.dims.grid) + " is not a multiple of the cluster "
                    + triple(c) + " in " + "xyz"[i] + "; make every grid dimension a multiple of the cluster's",
                {}, d.clusterLine, "launch.cluster");
    L.cluster = c;
    L.explicitCluster = true;
    return Ok {};
}

std::string bufferName(const LaunchRequest& r, std::size_t i)
{
    return i < r.bufferNames.size() ? r.bufferNames[i] : "#" + std::to_string(i);
}

/// Fills the parameter block from the arguments, checking them against the entry's parameters.
Status buildParams(const LaunchRequest& r, const emu::Program& p, const std::vector<std::uint64_t>& bufferAddr,
    std::vector<std::byte>& out)
{
    if (r.args.size() != p.params.size())
        return makeError(ErrorCode::BadInput,
            "kernel '" + r.entry + "' takes " + std::to_string(p.params.size()) + " parameters but the launch passes "
                + std::to_string(r.args.size()) + "; check [launch] args in task.toml");
    out.assign(p.paramBytes, std::byte {0});
    for (std::size_t i = 0; i < r.args.size(); ++i) {
        const KernelArg& a = r.args[i];
        const emu::KernelParam& kp = p.params[i];
        const std::string which = "argument " + std::to_string(i + 1) + " of kernel '" + r.entry + "' (PTX parameter "
            + kp.name + ", ." + kp.type + ", " + std::to_string(kp.size) + " bytes)";
        if (a.kind == KernelArg::Kind::Buffer) {
            if (a.buffer < 0 || !r.buffers || static_cast<std::size_t>(a.buffer) >= r.buffers->size())
                return makeError(ErrorCode::BadInput,
                    which + " names buffer #" + std::to_string(a.buffer) + ", which the launch does not have");
            if (kp.size != 8)
                return makeError(ErrorCode::BadInput,
                    which + " is given buffer '" + bufferName(r, static_cast<std::size_t>(a.buffer))
                        + "', but the parameter is not a 64-bit pointer");
            const std::uint64_t addr = bufferAddr[static_cast<std::size_t>(a.buffer)];
            std::memcpy(out.data() + kp.offset, &addr, 8);
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

InstructionClass classOf(emu::InstrKind k)
{
    return static_cast<InstructionClass>(static_cast<int>(k));
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
            {p.info[pc].opcode, p.info[pc].ptxLine, p.info[pc].sourceLine, classOf(p.code[pc].kind), p.info[pc].micro});
    for (const auto& reg : L.regions)
        info.buffers.push_back({reg.shortName, reg.buffer, reg.base, reg.size});
    for (const auto& v : p.sharedVars)
        info.sharedVariables.push_back({v.name, v.offset, v.size});
    if (L.dynamicShared)
        info.sharedVariables.push_back({"dynamic shared memory", p.dynamicSharedOffset, L.dynamicShared});
    for (const auto& reg : p.registers)
        info.registers.push_back({reg.name, reg.offset, reg.bytes});
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
    if (auto s = checkDims(request, p); !s)
        return s.error();

    emu::LaunchState L;
    L.prog = &p;
    L.grid = request.dims.grid;
    L.block = request.dims.block;
    L.threadsPerCta = L.block[0] * L.block[1] * L.block[2];
    L.warpsPerCta = (L.threadsPerCta + emu::kWarpSize - 1) / emu::kWarpSize;
    L.dynamicShared = request.dims.dynamicShared;
    L.sharedBytes = std::max(p.sharedStatic, p.dynamicSharedOffset + request.dims.dynamicShared);
    L.constBank = p.constImage;
    L.globalVars = p.globalImage;
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
    if (auto s = buildParams(request, p, addresses, L.params); !s)
        return s.error();
    if (auto s = applyCluster(request, p, L); !s)
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
        L.envreg[1] = static_cast<std::uint32_t>(r.base >> 32);
        L.envreg[2] = static_cast<std::uint32_t>(r.base);
        L.regions.push_back(std::move(r));
    }

    LaunchInfo info;
    const bool observed = !request.control.observers.empty();
    if (observed)
        info = describeLaunch(request, p, L);
    emu::EngineResult r = emu::runGrid(L, request.control, observed ? &info : nullptr);
    LaunchResult out;
    out.completed = r.completed;
    out.findings = std::move(r.findings);
    for (Finding& f : out.findings)
        f.schedule = request.control.schedule.name();
    out.warpInstructions = r.warpInstructions;
    out.threadInstructions = r.threadInstructions;
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return out;
}

} // namespace warpscope::core
