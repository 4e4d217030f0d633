#include "core/compile/nvdisasm.h"

#include "core/common/process.h"

#include <cstdlib>
#include <filesystem>
#include <map>
#include <mutex>
#include <regex>
#include <sys/stat.h>
#include <unistd.h>

namespace warpscope::core {

namespace {

/// nvdisasm --version, remembered per file and modification time: every compile asks (the version is part
/// of the compile cache key) and starting the tool each time would cost more than the cached compile.
std::string nvdisasmVersion(const std::string& path)
{
    struct stat st { };
    const long long stamp = ::stat(path.c_str(), &st) == 0 ? static_cast<long long>(st.st_mtime) : -1;
    static std::mutex mutex;
    static std::map<std::string, std::pair<long long, std::string>> known;
    {
        std::lock_guard lock(mutex);
        if (auto it = known.find(path); it != known.end() && it->second.first == stamp)
            return it->second.second;
    }
    std::string version;
    auto out = runProcess({path, "--version"}, {}, std::chrono::seconds(10));
    if (out && out->exitCode == 0) {
        std::smatch m;
        static const std::regex re(R"(V(\d+\.\d+\.\d+))");
        if (std::regex_search(out->out, m, re))
            version = m[1];
    }
    std::lock_guard lock(mutex);
    known[path] = {stamp, version};
    return version;
}

} // namespace

NvdisasmInfo locateNvdisasm()
{
    NvdisasmInfo info;
    std::vector<std::string> candidates;
    // An explicit WARPSCOPE_NVDISASM is the only place looked at: a wrong setting is reported (as missing),
    // never silently replaced by another nvdisasm.
    if (const char* env = std::getenv("WARPSCOPE_NVDISASM"); env && *env) {
        info.searched = std::string("WARPSCOPE_NVDISASM=") + env;
        if (::access(env, X_OK) == 0 && !std::filesystem::is_directory(env)) {
            info.path = env;
            info.version = nvdisasmVersion(info.path);
        }
        return info;
    }
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
    info.version = nvdisasmVersion(info.path);
    return info;
}

std::string nvdisasmMissingHint()
{
    return "nvdisasm was not found, so SASS cannot be shown. The CUDA toolkit normally ships it; otherwise "
           "run ./scripts/setup, which installs it from the nvidia-cuda-nvdisasm wheel into tools/, or set "
           "WARPSCOPE_NVDISASM to its path.";
}

} // namespace warpscope::core
