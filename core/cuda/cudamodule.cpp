#include "core/cuda/cudamodule.h"

#include "core/cuda/cudaerrors.h"

#include <cstdint>
#include <utility>

namespace warpscope::core {

namespace {

constexpr std::size_t kLogBytes = 16 * 1024;

/// cuModuleLoadDataEx with the JIT's info and error logs captured (they are ignored for a cubin).
struct LoadAttempt {
    CUresult rc = CUDA_SUCCESS;
    CUmodule module = nullptr;
    std::string infoLog;
    std::string errorLog;
};

LoadAttempt loadImage(const DriverApi& api, const void* image)
{
    std::vector<char> info(kLogBytes, '\0');
    std::vector<char> error(kLogBytes, '\0');
    CUjit_option options[] = {CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, CU_JIT_ERROR_LOG_BUFFER,
        CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_LOG_VERBOSE, CU_JIT_GENERATE_LINE_INFO};
    void* values[] = {info.data(), reinterpret_cast<void*>(std::uintptr_t(kLogBytes)), error.data(),
        reinterpret_cast<void*>(std::uintptr_t(kLogBytes)), reinterpret_cast<void*>(std::uintptr_t(1)),
        reinterpret_cast<void*>(std::uintptr_t(1))};
    LoadAttempt a;
    a.rc = api.moduleLoadDataEx(&a.module, image, sizeof options / sizeof options[0], options, values);
    info.back() = '\0';
    error.back() = '\0';
    a.infoLog = info.data();
    a.errorLog = error.data();
    return a;
}

/// The cubin is refused for reasons a JIT of the PTX can fix (another architecture, a newer format).
bool ptxMayHelp(CUresult rc)
{
    return rc == CUDA_ERROR_NO_BINARY_FOR_GPU || rc == CUDA_ERROR_INVALID_IMAGE || rc == CUDA_ERROR_INVALID_SOURCE
        || rc == CUDA_ERROR_UNSUPPORTED_PTX_VERSION;
}

} // namespace

CudaModule::~CudaModule()
{
    if (m_module && !m_ctx->lost()) // see cudaresources.cpp: no driver call on a lost context
        m_ctx->api().moduleUnload(m_module);
}

CudaModule::CudaModule(CudaModule&& other) noexcept
    : m_ctx(other.m_ctx)
    , m_module(std::exchange(other.m_module, nullptr))
    , m_function(std::exchange(other.m_function, nullptr))
    , m_entry(std::move(other.m_entry))
    , m_jit(other.m_jit)
    , m_note(std::move(other.m_note))
{ }

CudaModule& CudaModule::operator=(CudaModule&& other) noexcept
{
    if (this != &other) {
        if (m_module)
            m_ctx->api().moduleUnload(m_module);
        m_ctx = other.m_ctx;
        m_module = std::exchange(other.m_module, nullptr);
        m_function = std::exchange(other.m_function, nullptr);
        m_entry = std::move(other.m_entry);
        m_jit = other.m_jit;
        m_note = std::move(other.m_note);
    }
    return *this;
}

Result<CudaModule> CudaModule::load(
    CudaContext& ctx, const std::vector<std::uint8_t>& cubin, const std::string& ptx, const std::string& entry)
{
    CudaModule m;
    m.m_ctx = &ctx;
    m.m_entry = entry;
    const std::string subject = "kernel '" + entry + "'";
    LoadAttempt a;
    if (!cubin.empty()) {
        a = loadImage(ctx.api(), cubin.data());
        if (a.rc != CUDA_SUCCESS && (ptx.empty() || !ptxMayHelp(a.rc)))
            return ctx.check(a.rc, "cuModuleLoadDataEx (cubin)", subject).error();
        if (a.rc != CUDA_SUCCESS)
            m.m_note = "the cubin was refused (" + cudaErrorLabel(a.rc) + "); the driver JIT-compiled the PTX instead";
    }
    if (cubin.empty() || a.rc != CUDA_SUCCESS) {
        if (ptx.empty())
            return makeError(ErrorCode::Internal, "kernel '" + entry + "' has neither a cubin nor PTX to load");
        a = loadImage(ctx.api(), ptx.c_str());
        m.m_jit = true;
        if (a.rc != CUDA_SUCCESS) {
            Error e = ctx.check(a.rc, "cuModuleLoadDataEx (PTX JIT)", subject).error();
            e.message += a.errorLog.empty() ? "; the JIT left no log" : "\nJIT log:\n" + a.errorLog;
            return e;
        }
        if (m.m_note.empty())
            m.m_note = "no cubin; the driver JIT-compiled the PTX";
        if (!a.infoLog.empty())
            m.m_note += "\nJIT log:\n" + a.infoLog;
    }
    m.m_module = a.module;
    if (CUresult rc = ctx.api().moduleGetFunction(&m.m_function, m.m_module, entry.c_str()); rc != CUDA_SUCCESS) {
        Error e = ctx.check(rc, "cuModuleGetFunction", subject).error();
        if (rc == CUDA_ERROR_NOT_FOUND)
            e.message = "kernel '" + entry + "' is not in the compiled module; check the task's [kernel] entry";
        return e;
    }
    return m;
}

Result<KernelFootprint> CudaModule::footprint() const
{
    KernelFootprint k;
    k.name = m_entry;
    const DriverApi& api = m_ctx->api();
    const std::string subject = "kernel '" + m_entry + "'";
    const std::pair<CUfunction_attribute, int*> attrs[]
        = {{CU_FUNC_ATTRIBUTE_NUM_REGS, &k.registersPerThread}, {CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, &k.staticShared},
            {CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, &k.maxThreadsPerBlock}};
    for (const auto& [attr, out] : attrs)
        if (auto s = m_ctx->check(api.funcGetAttribute(out, attr, m_function), "cuFuncGetAttribute", subject); !s)
            return s.error();
    return k;
}

Status CudaModule::allowDynamicShared(int bytes)
{
    return m_ctx->check(
        m_ctx->api().funcSetAttribute(m_function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, bytes),
        "cuFuncSetAttribute (max dynamic shared memory " + std::to_string(bytes) + " bytes)",
        "kernel '" + m_entry + "'");
}

Status CudaModule::checkArguments(const std::vector<KernelArg>& args) const
{
    const DriverApi& api = m_ctx->api();
    if (!api.funcGetParamInfo)
        return Ok {}; // older driver: the PTX signature check in buildLaunchArgs is all there is
    std::size_t count = 0;
    for (;; ++count) {
        std::size_t offset = 0, size = 0;
        if (api.funcGetParamInfo(m_function, count, &offset, &size) != CUDA_SUCCESS)
            break; // CUDA_ERROR_INVALID_VALUE past the last parameter
        if (count < args.size()) {
            const std::size_t given
                = args[count].kind == KernelArg::Kind::Buffer || args[count].kind == KernelArg::Kind::Scratch
                ? sizeof(CUdeviceptr)
                : args[count].kind == KernelArg::Kind::TensorMap ? sizeof(CUtensorMap)
                                                                 : args[count].bytes.size();
            if (given != size)
                return makeError(ErrorCode::BadInput,
                    "kernel '" + m_entry + "' parameter " + std::to_string(count) + " takes " + std::to_string(size)
                        + " bytes on the device, but the launch gives " + std::to_string(given)
                        + "; check the task's [launch] args");
        }
    }
    if (count != args.size())
        return makeError(ErrorCode::BadInput,
            "kernel '" + m_entry + "' takes " + std::to_string(count)
                + " parameters on the device, but the launch gives " + std::to_string(args.size())
                + "; check the task's [launch] args");
    return Ok {};
}

Result<std::pair<CUdeviceptr, std::size_t>> CudaModule::global(const SymbolBinding& symbol) const
{
    CUdeviceptr address = 0;
    std::size_t bytes = 0;
    const CUresult rc = m_ctx->api().moduleGetGlobal(&address, &bytes, m_module, symbol.lowered.c_str());
    if (rc == CUDA_ERROR_NOT_FOUND)
        return makeError(ErrorCode::NotFound,
            "symbol '" + symbol.name + "' (" + symbol.lowered + ") is not a variable of kernel '" + m_entry
                + "''s module; declare it __constant__ or __device__ at namespace scope");
    if (auto s = m_ctx->check(rc, "cuModuleGetGlobal", "symbol '" + symbol.name + "'"); !s)
        return s.error();
    return std::make_pair(address, bytes);
}

Status CudaModule::uploadSymbols(const std::vector<SymbolBinding>& symbols, const std::vector<Tensor>& buffers) const
{
    for (const SymbolBinding& s : symbols) {
        if (s.buffer < 0 || std::size_t(s.buffer) >= buffers.size())
            return makeError(ErrorCode::Internal, "symbol '" + s.name + "' names a buffer the launch does not have");
        auto g = global(s);
        if (!g)
            return g.error();
        const Tensor& t = buffers[std::size_t(s.buffer)];
        if (g->second != t.bytes.size())
            return makeError(ErrorCode::BadInput,
                "symbol '" + s.name + "' is declared with " + std::to_string(g->second) + " bytes but its buffer holds "
                    + std::to_string(t.bytes.size())
                    + " bytes; make the [[symbol]] dtype and shape match the declaration");
        if (auto st = m_ctx->check(m_ctx->api().memcpyHtoD(g->first, t.bytes.data(), t.bytes.size()), "cuMemcpyHtoD",
                "symbol '" + s.name + "'");
            !st)
            return st;
    }
    return Ok {};
}

Status CudaModule::downloadSymbols(const std::vector<SymbolBinding>& symbols, std::vector<Tensor>& buffers) const
{
    for (const SymbolBinding& s : symbols) {
        auto g = global(s);
        if (!g)
            return g.error();
        Tensor& t = buffers[std::size_t(s.buffer)];
        if (g->second != t.bytes.size())
            continue; // uploadSymbols refused it before the launch
        if (auto st = m_ctx->check(m_ctx->api().memcpyDtoH(t.bytes.data(), g->first, t.bytes.size()), "cuMemcpyDtoH",
                "symbol '" + s.name + "'");
            !st)
            return st;
    }
    return Ok {};
}

} // namespace warpscope::core
