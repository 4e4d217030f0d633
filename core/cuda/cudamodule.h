#pragma once

#include "core/common/result.h"
#include "core/cuda/cudacontext.h"
#include "core/cuda/devicelimits.h"
#include "core/exec/backend.h"

#include <cstdint>
#include <string>
#include <vector>

namespace warpscope::core {

/// A loaded module and its kernel entry: the cubin when the driver accepts it, else the PTX compiled
/// by the driver's JIT, whose log is kept for messages.
class CudaModule {
public:
    CudaModule() = default;
    ~CudaModule();
    CudaModule(CudaModule&& other) noexcept;
    CudaModule& operator=(CudaModule&& other) noexcept;
    CudaModule(const CudaModule&) = delete;
    CudaModule& operator=(const CudaModule&) = delete;

    /// Loads the cubin (preferred) or, when there is none or the driver refuses it (an architecture
    /// the cubin was not built for), the PTX through the JIT; then finds the entry. A JIT failure
    /// carries the JIT's error log; a missing entry is NotFound naming it.
    static Result<CudaModule> load(
        CudaContext& ctx, const std::vector<std::uint8_t>& cubin, const std::string& ptx, const std::string& entry);

    CUfunction function() const { return m_function; }
    const std::string& entry() const { return m_entry; }
    bool jitCompiled() const { return m_jit; }
    /// Why the PTX was used instead of the cubin, or the JIT's info log; empty when the cubin loaded.
    const std::string& note() const { return m_note; }

    /// Registers, static shared memory and the largest block the kernel can launch with.
    Result<KernelFootprint> footprint() const;
    /// Allows this much dynamic shared memory (CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES), needed
    /// above the default 48 KiB per block.
    Status allowDynamicShared(int bytes);
    /// Compares the launch's argument sizes with the parameters the driver sees (cuFuncGetParamInfo,
    /// when the driver has it), so a mismatch is a clear error instead of garbage in the kernel.
    Status checkArguments(const std::vector<KernelArg>& args) const;
    /// Copies each bound buffer into its module variable (cuModuleGetGlobal + cuMemcpyHtoD); the
    /// variable's size must equal the buffer's bytes.
    Status uploadSymbols(const std::vector<SymbolBinding>& symbols, const std::vector<Tensor>& buffers) const;
    /// Copies each bound module variable back into its buffer (cuMemcpyDtoH), after the launch.
    Status downloadSymbols(const std::vector<SymbolBinding>& symbols, std::vector<Tensor>& buffers) const;

private:
    /// The device address and size of a module variable; NotFound names it.
    Result<std::pair<CUdeviceptr, std::size_t>> global(const SymbolBinding& symbol) const;

    CudaContext* m_ctx = nullptr;
    CUmodule m_module = nullptr;
    CUfunction m_function = nullptr;
    std::string m_entry;
    bool m_jit = false;
    std::string m_note;
};

} // namespace warpscope::core
