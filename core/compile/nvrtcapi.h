#pragma once

#include "core/common/dynlib.h"
#include "core/common/result.h"

#include <nvrtc.h>

#include <string>
#include <vector>

namespace warpscope::core {

/// NVRTC's entry points, loaded from libnvrtc at run time. One instance per process (see instance()).
struct NvrtcApi {
    decltype(&::nvrtcVersion) version = nullptr;
    decltype(&::nvrtcGetErrorString) getErrorString = nullptr;
    decltype(&::nvrtcGetNumSupportedArchs) getNumSupportedArchs = nullptr;
    decltype(&::nvrtcGetSupportedArchs) getSupportedArchs = nullptr;
    decltype(&::nvrtcCreateProgram) createProgram = nullptr;
    decltype(&::nvrtcDestroyProgram) destroyProgram = nullptr;
    decltype(&::nvrtcCompileProgram) compileProgram = nullptr;
    decltype(&::nvrtcGetPTXSize) getPTXSize = nullptr;
    decltype(&::nvrtcGetPTX) getPTX = nullptr;
    decltype(&::nvrtcGetCUBINSize) getCUBINSize = nullptr;
    decltype(&::nvrtcGetCUBIN) getCUBIN = nullptr;
    decltype(&::nvrtcGetProgramLogSize) getProgramLogSize = nullptr;
    decltype(&::nvrtcGetProgramLog) getProgramLog = nullptr;
    decltype(&::nvrtcAddNameExpression) addNameExpression = nullptr;
    decltype(&::nvrtcGetLoweredName) getLoweredName = nullptr;

    DynamicLibrary library;

    /// The process-wide NVRTC, loaded on first use ($WARPSCOPE_NVRTC when set, else the toolkit's); the
    /// error says where it was looked for.
    static Result<const NvrtcApi*> instance();

    /// "13.0"
    std::string versionString() const;
    /// Architectures NVRTC can target, as compute capability numbers (75, 80, ...).
    std::vector<int> supportedArchs() const;
};

} // namespace warpscope::core
