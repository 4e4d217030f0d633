#include "core/compile/nvdisasm.h"

#include "core/common/process.h"

#include <cstdlib>
#include <filesystem>
#include <regex>
#include <unistd.h>

namespace warpscope::core {

NvdisasmInfo locateNvdisasm()
{
    NvdisasmInfo info;
    std::vector<std::string> candidates;
    if (const char* env = std::getenv("WARPSCOPE_NVDISASM"))
        candidates.emplace_back(env);
#ifdef WARPSCOPE_CUDA_BINDIR
    candidates.push_back(std::string(WARPSCOPE_CUDA_BINDIR) + "/nvdisasm");
#endif
    if (const char* home = std::getenv("CUDA_HOME"))
        candidates.push_back(std::string(home) + "/bin/nvdisasm");
#ifdef WARPSCOPE_TOOLS_DIR
    candidates.push_back(std::string(WARPSCOPE_TOOLS_DIR) + "/nvdisasm/bin/nvdisasm");
#endif
    const std::string onPath = findOnPath("nvdisasm");
    for (const auto& c : candidates) {
        info.searched += (info.searched.empty() ? "" : ", ") + c;
        if (::access(c.c_str(), X_OK) == 0) {
            info.path = c;
            break;
        }
    }
    if (info.path.empty())
        info.path = onPath;
    info.searched += ", PATH";
    if (info.path.empty())
        return info;
    auto out = runProcess({info.path, "--version"}, {}, std::chrono::seconds(10));
    if (out && out->exitCode == 0) {
        std::smatch m;
        static const std::regex re(R"(V(\d+\.\d+\.\d+))");
        if (std::regex_search(out->out, m, re))
            info.version = m[1];
    }
    return info;
}

std::string nvdisasmMissingHint()
{
    return "nvdisasm was not found, so SASS cannot be shown. The CUDA toolkit normally ships it; otherwise "
           "run ./scripts/setup, which installs it from the nvidia-cuda-nvdisasm wheel into tools/, or set "
           "WARPSCOPE_NVDISASM to its path.";
}

} // namespace warpscope::core
