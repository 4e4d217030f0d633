#include "core/compile/sass.h"

#include "core/common/process.h"
#include "core/compile/cubinelf.h"
#include "core/compile/nvdisasm.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <unistd.h>

namespace warpscope::core {

namespace {

/// A private temporary file that is removed when the object goes away.
class TempFile {
public:
    ~TempFile()
    {
        if (!m_path.empty())
            ::unlink(m_path.c_str());
    }
    Status write(const std::vector<std::uint8_t>& bytes)
    {
        std::error_code ec;
        std::string pattern = (std::filesystem::temp_directory_path(ec) / "warpscope-XXXXXX.cubin").string();
        const int fd = ::mkstemps(pattern.data(), 6);
        if (fd < 0)
            return makeError(ErrorCode::Io,
                std::string("cannot create a temporary file for nvdisasm: ") + std::strerror(errno)
                    + "; check that TMPDIR is writable",
                pattern);
        m_path = pattern;
        std::size_t done = 0;
        while (done < bytes.size()) {
            const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
            if (n <= 0) {
                ::close(fd);
                return makeError(ErrorCode::Io, std::string("cannot write the cubin: ") + std::strerror(errno), m_path);
            }
            done += static_cast<std::size_t>(n);
        }
        ::close(fd);
        return Ok {};
    }
    const std::string& path() const { return m_path; }

private:
    std::string m_path;
};

/// -gp when the cubin maps SASS to PTX lines, -g when it maps SASS to source lines only, nothing else.
std::string lineInfoOption(const std::vector<std::uint8_t>& cubin)
{
    bool sourceLines = false;
    for (const auto& s : elfSections(cubin)) {
        if (s.name == ".nv_debug_line_sass")
            return "-gp";
        if (s.name == ".debug_line")
            sourceLines = true;
    }
    return sourceLines ? "-g" : std::string();
}

} // namespace

std::string nvdisasmIdentity()
{
    const NvdisasmInfo info = locateNvdisasm();
    return info.path.empty() ? std::string() : info.path + " " + info.version;
}

Result<SassListing> disassembleCubin(const std::vector<std::uint8_t>& cubin, std::chrono::milliseconds timeout)
{
    const NvdisasmInfo info = locateNvdisasm();
    if (info.path.empty())
        return makeError(ErrorCode::Toolchain, nvdisasmMissingHint() + " Looked in: " + info.searched + ".");
    if (elfSections(cubin).empty())
        return makeError(ErrorCode::BadInput, "there is no valid cubin to disassemble");
    TempFile file;
    if (auto st = file.write(cubin); !st)
        return st.error();
    std::vector<std::string> argv {info.path, "-c"};
    if (const std::string gi = lineInfoOption(cubin); !gi.empty())
        argv.push_back(gi);
    argv.push_back(file.path());
    auto out = runProcess(argv, {}, timeout);
    if (!out)
        return out.error();
    if (out->timedOut)
        return makeError(ErrorCode::Toolchain,
            "nvdisasm did not finish within " + std::to_string(timeout.count() / 1000) + " s and was stopped",
            info.path);
    if (out->exitCode != 0)
        return makeError(ErrorCode::Toolchain,
            "nvdisasm failed (exit status " + std::to_string(out->exitCode) + "): " + out->err, info.path);
    return SassListing {std::move(out->out), info.version};
}

} // namespace warpscope::core
