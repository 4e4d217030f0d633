#include "core/common/paths.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <random>

namespace warpscope::core {

namespace fs = std::filesystem;

namespace {
bool isWithin(const fs::path& inner, const fs::path& outer)
{
    auto i = inner.begin();
    for (auto o = outer.begin(); o != outer.end(); ++o, ++i) {
        if (o->empty())
            continue; // trailing separator
        if (i == inner.end() || *i != *o)
            return false;
    }
    return true;
}
} // namespace

Result<fs::path> resolveInsideFolder(const fs::path& folder, const std::string& relative, const std::string& taskFile,
    int line, const std::string& field)
{
    if (relative.empty())
        return makeError(
            ErrorCode::BadInput, "the path is empty; give a file name inside the task folder", taskFile, line, field);
    const fs::path rel(relative);
    if (rel.is_absolute())
        return makeError(ErrorCode::BadInput,
            "'" + relative + "' is an absolute path; task files may only name files inside the task folder", taskFile,
            line, field);
    std::error_code ec;
    const fs::path base = fs::weakly_canonical(folder, ec);
    const fs::path target = fs::weakly_canonical(folder / rel, ec);
    if (ec || !isWithin(target, base))
        return makeError(ErrorCode::BadInput,
            "'" + relative + "' leaves the task folder; task files may only name files inside it", taskFile, line,
            field);
    return target;
}

Result<std::string> readTextFile(const fs::path& path, std::size_t maxBytes)
{
    std::error_code ec;
    if (!fs::exists(path, ec))
        return makeError(ErrorCode::NotFound, "file not found", path.string());
    if (fs::is_directory(path, ec))
        return makeError(ErrorCode::BadInput, "is a folder, not a file", path.string());
    const auto size = fs::file_size(path, ec);
    if (ec)
        return makeError(ErrorCode::Io, "cannot read: " + ec.message(), path.string());
    if (size > maxBytes)
        return makeError(ErrorCode::BadInput,
            "file is " + std::to_string(size) + " bytes, more than the " + std::to_string(maxBytes) + " allowed",
            path.string());
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return makeError(ErrorCode::Io, std::string("cannot open: ") + std::strerror(errno), path.string());
    std::string data(size, '\0');
    in.read(data.data(), static_cast<std::streamsize>(size));
    data.resize(static_cast<std::size_t>(in.gcount()));
    return data;
}

Status writeFileAtomically(const fs::path& path, const std::string& bytes)
{
    std::random_device rd;
    const fs::path tmp = path.string() + ".tmp" + std::to_string(rd() % 1000000);
    FILE* f = std::fopen(tmp.c_str(), "wb");
    if (!f)
        return makeError(ErrorCode::Io, std::string("cannot write: ") + std::strerror(errno), path.string());
    const bool written = std::fwrite(bytes.data(), 1, bytes.size(), f) == bytes.size();
    const int err = errno;
    const bool flushed = std::fflush(f) == 0;
    const bool closed = std::fclose(f) == 0;
    if (!written || !flushed || !closed) {
        std::remove(tmp.c_str());
        return makeError(ErrorCode::Io,
            std::string("cannot write: ") + std::strerror(err ? err : EIO) + "; the previous file is unchanged",
            path.string());
    }
    std::error_code ec;
    fs::rename(tmp, path, ec);
    if (ec) {
        std::remove(tmp.c_str());
        return makeError(ErrorCode::Io, "cannot replace the file: " + ec.message() + "; the previous file is unchanged",
            path.string());
    }
    return Ok {};
}

} // namespace warpscope::core
