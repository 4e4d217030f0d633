#include "core/compile/nvrtcapi.h"

#include <cstdlib>
#include <mutex>

namespace warpscope::core {

namespace {

template <typename F> bool bind(const DynamicLibrary& lib, F& fn, const char* name)
{
    fn = reinterpret_cast<F>(lib.symbol(name));
    return fn != nullptr;
}

Result<NvrtcApi> load()
{
    // WARPSCOPE_NVRTC names one library to use instead of the toolkit's (another CUDA version; tests).
    const char* env = std::getenv("WARPSCOPE_NVRTC");
    auto lib = DynamicLibrary::open(env && *env
            ? std::vector<std::string> {env}
            : DynamicLibrary::toolkitCandidates({"libnvrtc.so", "libnvrtc.so.13", "libnvrtc.so.12"}),
        "NVRTC (libnvrtc.so, part of the CUDA toolkit; or the library WARPSCOPE_NVRTC names)");
    if (!lib)
        return lib.error();
    NvrtcApi api;
    api.library = std::move(*lib);
    const auto& l = api.library;
    const bool ok = bind(l, api.version, "nvrtcVersion") && bind(l, api.getErrorString, "nvrtcGetErrorString")
        && bind(l, api.getNumSupportedArchs, "nvrtcGetNumSupportedArchs")
        && bind(l, api.getSupportedArchs, "nvrtcGetSupportedArchs") && bind(l, api.createProgram, "nvrtcCreateProgram")
        && bind(l, api.destroyProgram, "nvrtcDestroyProgram") && bind(l, api.compileProgram, "nvrtcCompileProgram")
        && bind(l, api.getPTXSize, "nvrtcGetPTXSize") && bind(l, api.getPTX, "nvrtcGetPTX")
        && bind(l, api.getCUBINSize, "nvrtcGetCUBINSize") && bind(l, api.getCUBIN, "nvrtcGetCUBIN")
        && bind(l, api.getProgramLogSize, "nvrtcGetProgramLogSize") && bind(l, api.getProgramLog, "nvrtcGetProgramLog")
        && bind(l, api.addNameExpression, "nvrtcAddNameExpression")
        && bind(l, api.getLoweredName, "nvrtcGetLoweredName");
    if (!ok)
        return makeError(ErrorCode::Toolchain,
            "NVRTC at " + l.path() + " lacks entry points Warpscope needs; install CUDA 12 or newer");
    return api;
}

} // namespace

Result<const NvrtcApi*> NvrtcApi::instance()
{
    static std::once_flag once;
    static Result<NvrtcApi>* loaded = nullptr;
    std::call_once(once, [] { loaded = new Result<NvrtcApi>(load()); });
    if (!loaded->ok())
        return loaded->error();
    return &loaded->value();
}

std::string NvrtcApi::versionString() const
{
    int major = 0, minor = 0;
    version(&major, &minor);
    return std::to_string(major) + "." + std::to_string(minor);
}

std::vector<int> NvrtcApi::supportedArchs() const
{
    int n = 0;
    if (getNumSupportedArchs(&n) != NVRTC_SUCCESS || n <= 0)
        return {};
    std::vector<int> archs(static_cast<std::size_t>(n));
    if (getSupportedArchs(archs.data()) != NVRTC_SUCCESS)
        return {};
    return archs;
}

} // namespace warpscope::core
