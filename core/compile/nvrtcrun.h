#pragma once

#include "core/common/result.h"
#include "core/compile/nvrtcapi.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace warpscope::core {

/// What one NVRTC compile left behind.
struct NvrtcOutput {
    nvrtcResult status = NVRTC_SUCCESS; ///< NVRTC_ERROR_COMPILATION / _INVALID_OPTION are the user's to fix
    std::string log;
    std::string ptx;
    std::vector<std::uint8_t> cubin; ///< when compiled for sm_XX
    std::map<std::string, std::string> loweredNames;
    double seconds = 0.0;
};

/// Runs NVRTC once on a source named `name` with the given options and name expressions. Compile
/// errors come back in the output's status and log; the error case is NVRTC itself failing (no
/// program, out of memory, an internal error).
Result<NvrtcOutput> runNvrtc(const NvrtcApi& api, const std::string& source, const std::string& name,
    const std::vector<std::string>& options, const std::vector<std::string>& nameExpressions);

} // namespace warpscope::core
