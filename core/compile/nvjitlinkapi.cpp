#include "core/compile/nvjitlinkapi.h"

#include <memory>
#include <mutex>

namespace warpscope::core {

namespace {

template <typename F> bool bind(const DynamicLibrary& lib, F& fn, const char* name)
{
    fn = reinterpret_cast<F>(lib.symbol(name));
    return fn != nullptr;
}

Result<NvJitLinkApi> load()
{
    auto lib = DynamicLibrary::open(
        DynamicLibrary::toolkitCandidates({"libnvJitLink.so", "libnvJitLink.so.13", "libnvJitLink.so.12"}),
        "nvJitLink (libnvJitLink.so, part of the CUDA toolkit)");
    if (!lib)
        return lib.error();
    NvJitLinkApi api;
    api.library = std::move(*lib);
    const auto& l = api.library;
    // The header maps these names to versioned symbols (__nvJitLinkCreate_13_0); the library also exports
    // the plain names, which stay the same across versions.
    const bool ok = bind(l, api.create, "nvJitLinkCreate") && bind(l, api.destroy, "nvJitLinkDestroy")
        && bind(l, api.addData, "nvJitLinkAddData") && bind(l, api.complete, "nvJitLinkComplete")
        && bind(l, api.getLinkedCubinSize, "nvJitLinkGetLinkedCubinSize")
        && bind(l, api.getLinkedCubin, "nvJitLinkGetLinkedCubin")
        && bind(l, api.getErrorLogSize, "nvJitLinkGetErrorLogSize") && bind(l, api.getErrorLog, "nvJitLinkGetErrorLog")
        && bind(l, api.getInfoLogSize, "nvJitLinkGetInfoLogSize") && bind(l, api.getInfoLog, "nvJitLinkGetInfoLog");
    bind(l, api.version, "nvJitLinkVersion");
    if (!ok)
        return makeError(ErrorCode::Toolchain,
            "nvJitLink at " + l.path() + " lacks entry points Warpscope needs; install CUDA 12.4 or newer");
    return api;
}

std::string readLog(nvJitLinkHandle h, NvJitLinkApi::SizeFn sizeFn, NvJitLinkApi::TextFn textFn)
{
    std::size_t size = 0;
    if (sizeFn(h, &size) != NVJITLINK_SUCCESS || size == 0)
        return {};
    std::string text(size, '\0');
    if (textFn(h, text.data()) != NVJITLINK_SUCCESS)
        return {};
    while (!text.empty() && text.back() == '\0')
        text.pop_back();
    return text;
}

} // namespace

Result<const NvJitLinkApi*> NvJitLinkApi::instance()
{
    static std::once_flag once;
    static Result<NvJitLinkApi>* loaded = nullptr;
    std::call_once(once, [] { loaded = new Result<NvJitLinkApi>(load()); });
    if (!loaded->ok())
        return loaded->error();
    return &loaded->value();
}

Result<LinkedCubin> linkPtx(
    const std::string& ptx, int arch, bool lineInfo, const std::vector<std::string>& extra, bool archSpecific)
{
    auto apiResult = NvJitLinkApi::instance();
    if (!apiResult)
        return apiResult.error();
    const NvJitLinkApi& api = **apiResult;
    std::vector<std::string> opts {"-arch=sm_" + std::to_string(arch) + (archSpecific ? "a" : ""), "-verbose"};
    if (lineInfo)
        opts.emplace_back("-lineinfo");
    opts.insert(opts.end(), extra.begin(), extra.end());
    std::vector<const char*> argv;
    for (const auto& o : opts)
        argv.push_back(o.c_str());
    nvJitLinkHandle handle = nullptr;
    if (const auto rc = api.create(&handle, static_cast<uint32_t>(argv.size()), argv.data()); rc != NVJITLINK_SUCCESS)
        return makeError(ErrorCode::Toolchain,
            "nvJitLink refused the options for sm_" + std::to_string(arch) + " (error " + std::to_string(rc) + ")");
    std::unique_ptr<nvJitLinkHandle, NvJitLinkApi::DestroyFn> guard(&handle, api.destroy);
    LinkedCubin out;
    // PTX is text: nvJitLink reads it up to the terminating NUL, which the size must include.
    nvJitLinkResult rc = api.addData(handle, NVJITLINK_INPUT_PTX, ptx.c_str(), ptx.size() + 1, "kernel.ptx");
    if (rc == NVJITLINK_SUCCESS)
        rc = api.complete(handle);
    out.infoLog = readLog(handle, api.getInfoLogSize, api.getInfoLog);
    out.errorLog = readLog(handle, api.getErrorLogSize, api.getErrorLog);
    if (rc != NVJITLINK_SUCCESS) {
        if (rc == NVJITLINK_ERROR_PTX_COMPILE || rc == NVJITLINK_ERROR_INVALID_INPUT
            || rc == NVJITLINK_ERROR_UNRECOGNIZED_INPUT)
            return out;
        return makeError(ErrorCode::Toolchain,
            "nvJitLink failed for sm_" + std::to_string(arch) + " (error " + std::to_string(rc) + "): " + out.errorLog);
    }
    std::size_t size = 0;
    if (api.getLinkedCubinSize(handle, &size) != NVJITLINK_SUCCESS || size == 0)
        return makeError(ErrorCode::Toolchain, "nvJitLink produced no cubin for sm_" + std::to_string(arch));
    out.cubin.resize(size);
    if (api.getLinkedCubin(handle, out.cubin.data()) != NVJITLINK_SUCCESS)
        return makeError(ErrorCode::Toolchain, "nvJitLink could not hand over the cubin");
    out.ok = true;
    return out;
}

} // namespace warpscope::core
