#pragma once

#include "core/common/result.h"

#include <string>
#include <vector>

namespace warpscope::core {

/// A shared library opened at run time (NVRTC, nvJitLink, CUPTI, the CUDA driver), so Warpscope
/// starts and works on machines that lack any of them.
class DynamicLibrary {
public:
    DynamicLibrary() = default;
    ~DynamicLibrary();
    DynamicLibrary(const DynamicLibrary&) = delete;
    DynamicLibrary& operator=(const DynamicLibrary&) = delete;
    DynamicLibrary(DynamicLibrary&& other) noexcept;
    DynamicLibrary& operator=(DynamicLibrary&& other) noexcept;

    /// Tries each candidate (a file name or a full path) in order; the error lists what was tried.
    static Result<DynamicLibrary> open(const std::vector<std::string>& candidates, const std::string& what);

    /// The address of a symbol, or nullptr.
    void* symbol(const char* name) const;
    const std::string& path() const { return m_path; }
    bool isOpen() const { return m_handle != nullptr; }

    /// Candidate paths for a CUDA toolkit library: the toolkit found at build time, CUDA_HOME/CUDA_PATH,
    /// then the loader's default search.
    static std::vector<std::string> toolkitCandidates(const std::vector<std::string>& fileNames);

private:
    void* m_handle = nullptr;
    std::string m_path;
};

} // namespace warpscope::core
