#include "core/common/dynlib.h"

#include <cstdlib>
#include <dlfcn.h>
#include <utility>

namespace warpscope::core {

DynamicLibrary::~DynamicLibrary()
{
    // Libraries stay loaded for the life of the process: NVRTC and the driver keep global state and
    // unloading them while another thread may still use them is not worth the risk.
}

DynamicLibrary::DynamicLibrary(DynamicLibrary&& other) noexcept
    : m_handle(std::exchange(other.m_handle, nullptr))
    , m_path(std::move(other.m_path))
{ }

DynamicLibrary& DynamicLibrary::operator=(DynamicLibrary&& other) noexcept
{
    m_handle = std::exchange(other.m_handle, nullptr);
    m_path = std::move(other.m_path);
    return *this;
}

Result<DynamicLibrary> DynamicLibrary::open(const std::vector<std::string>& candidates, const std::string& what)
{
    std::string tried;
    for (const auto& c : candidates) {
        if (void* h = dlopen(c.c_str(), RTLD_NOW | RTLD_LOCAL)) {
            DynamicLibrary lib;
            lib.m_handle = h;
            lib.m_path = c;
            return lib;
        }
        const char* err = dlerror();
        tried += "\n  " + c + (err ? std::string(": ") + err : std::string());
    }
    return makeError(ErrorCode::Toolchain, what + " could not be loaded; tried:" + tried);
}

void* DynamicLibrary::symbol(const char* name) const
{
    return m_handle ? dlsym(m_handle, name) : nullptr;
}

std::vector<std::string> DynamicLibrary::toolkitCandidates(const std::vector<std::string>& fileNames)
{
    std::vector<std::string> dirs;
#ifdef WARPSCOPE_CUDA_LIBDIR
    dirs.emplace_back(WARPSCOPE_CUDA_LIBDIR);
#endif
    for (const char* var : {"CUDA_HOME", "CUDA_PATH"})
        if (const char* v = std::getenv(var)) {
            dirs.push_back(std::string(v) + "/lib64");
            dirs.push_back(std::string(v) + "/lib");
        }
    dirs.emplace_back("/usr/local/cuda/lib64");
    std::vector<std::string> out;
    for (const auto& d : dirs)
        for (const auto& f : fileNames)
            out.push_back(d + "/" + f);
    for (const auto& f : fileNames)
        out.push_back(f);
    return out;
}

} // namespace warpscope::core
