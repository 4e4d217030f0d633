#pragma once

// A private folder for one request of shipped files (run_files, bench_files): made with mkdtemp in
// $TMPDIR and removed with everything in it when the object goes.

#include <cstdlib>
#include <filesystem>
#include <string>
#include <unistd.h>

namespace warpscope::cli {

class JobFolder {
public:
    JobFolder()
    {
        const char* tmp = std::getenv("TMPDIR");
        std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/warpscope-job-XXXXXX";
        if (::mkdtemp(pattern.data()))
            m_path = pattern;
    }
    ~JobFolder()
    {
        std::error_code ec;
        if (!m_path.empty())
            std::filesystem::remove_all(m_path, ec);
    }
    JobFolder(const JobFolder&) = delete;
    JobFolder& operator=(const JobFolder&) = delete;
    const std::filesystem::path& path() const { return m_path; }

private:
    std::filesystem::path m_path;
};

} // namespace warpscope::cli
