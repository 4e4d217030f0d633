#pragma once

#include "core/common/dynlib.h"
#include "core/common/result.h"

#include <nvJitLink.h>

#include <cstdint>
#include <string>
#include <vector>

namespace warpscope::core {

/// nvJitLink's entry points, loaded from libnvJitLink at run time. One instance per process.
struct NvJitLinkApi {
    using CreateFn = nvJitLinkResult (*)(nvJitLinkHandle*, uint32_t, const char**);
    using DestroyFn = nvJitLinkResult (*)(nvJitLinkHandle*);
    using AddDataFn = nvJitLinkResult (*)(nvJitLinkHandle, nvJitLinkInputType, const void*, size_t, const char*);
    using CompleteFn = nvJitLinkResult (*)(nvJitLinkHandle);
    using SizeFn = nvJitLinkResult (*)(nvJitLinkHandle, size_t*);
    using BytesFn = nvJitLinkResult (*)(nvJitLinkHandle, void*);
    using TextFn = nvJitLinkResult (*)(nvJitLinkHandle, char*);
    using VersionFn = nvJitLinkResult (*)(unsigned int*, unsigned int*);

    CreateFn create = nullptr;
    DestroyFn destroy = nullptr;
    AddDataFn addData = nullptr;
    CompleteFn complete = nullptr;
    SizeFn getLinkedCubinSize = nullptr;
    BytesFn getLinkedCubin = nullptr;
    SizeFn getErrorLogSize = nullptr;
    TextFn getErrorLog = nullptr;
    SizeFn getInfoLogSize = nullptr;
    TextFn getInfoLog = nullptr;
    VersionFn version = nullptr;

    DynamicLibrary library;

    /// The process-wide nvJitLink, loaded on first use; the error says where it was looked for.
    static Result<const NvJitLinkApi*> instance();
};

/// What nvJitLink made of one PTX module.
struct LinkedCubin {
    bool ok = false;
    std::vector<std::uint8_t> cubin;
    std::string infoLog; ///< with -verbose: ptxas' resource report and nvJitLink's summary
    std::string errorLog;
};

/// Assembles PTX into a cubin for sm_<arch> (sm_<arch>a when archSpecific) with nvJitLink (-verbose for
/// the resource report, -lineinfo when asked). A PTX that ptxas rejects is ok = false with the error
/// log; a missing or failing library is an error.
Result<LinkedCubin> linkPtx(const std::string& ptx, int arch, bool lineInfo, const std::vector<std::string>& extra = {},
    bool archSpecific = false);

} // namespace warpscope::core
