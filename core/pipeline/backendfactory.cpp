#include "core/pipeline/backendfactory.h"

#include "core/compile/nvrtcapi.h"
#include "core/cuda/driverapi.h"

// The backends are built by other modules; the factory offers whichever this build has.
#if __has_include("core/emu/emulatorbackend.h")
#include "core/emu/emulatorbackend.h"
#define WARPSCOPE_HAVE_EMULATOR 1
#endif
#if __has_include("core/cuda/cudabackend.h")
#include "core/cuda/cudabackend.h"
#define WARPSCOPE_HAVE_CUDA_BACKEND 1
#endif

namespace warpscope::core {

namespace {

Result<std::unique_ptr<Backend>> emulator()
{
#ifdef WARPSCOPE_HAVE_EMULATOR
    return std::unique_ptr<Backend>(std::make_unique<EmulatorBackend>());
#else
    return makeError(ErrorCode::Backend, "this build of Warpscope has no PTX emulator; rebuild it with core/emu");
#endif
}

/// The GPU backend, and the architecture to compile for on it.
Result<BackendChoice> cuda()
{
#ifdef WARPSCOPE_HAVE_CUDA_BACKEND
    auto b = CudaBackend::create();
    if (!b) {
        Error e = b.error();
        e.message += "; use --backend emu to run on the PTX emulator";
        return e;
    }
    BackendChoice c;
    std::vector<int> archs;
    if (auto api = NvrtcApi::instance())
        archs = (*api)->supportedArchs();
    c.arch = archs.empty() ? (*b)->arch() : cudaCompileArch((*b)->arch(), archs);
    c.note = "backend: CUDA, " + (*b)->describe();
    c.backend = std::move(*b);
    return c;
#else
    const CudaPresence p = probeCuda();
    return makeError(ErrorCode::Backend,
        (p.devices.empty() ? "no CUDA device: " + (p.message.empty() ? std::string("none found") : p.message)
                           : "this build of Warpscope has no CUDA backend")
            + "; use --backend emu to run on the PTX emulator");
#endif
}

} // namespace

Result<BackendChoice> createBackend(const std::string& name)
{
    if (name == "cuda")
        return cuda();
    if (name != "emu" && name != "emulator" && name != "auto")
        return makeError(
            ErrorCode::BadInput, "unknown backend '" + name + "'; expected auto, emu or cuda", {}, 0, "--backend");
    std::string why = "--backend emu";
    if (name == "auto") {
        auto gpu = cuda();
        if (gpu) {
            gpu->note += " (auto: a GPU is present)";
            return gpu;
        }
        why = "auto: " + gpu.error().message.substr(0, gpu.error().message.find(';'));
    }
    auto b = emulator();
    if (!b)
        return b.error();
    BackendChoice choice;
    choice.backend = std::move(*b);
    choice.note = "backend: PTX emulator (" + why + ")";
    return choice;
}

} // namespace warpscope::core
