#include "core/common/folderreplace.h"

#include <cstdio>
#include <random>
#include <string>

#include <fcntl.h>
#include <unistd.h>

namespace warpscope::core {

namespace fs = std::filesystem;

namespace {

const std::string kPartial = ".partial-";

/// Hard-links (or, across devices, copies) every file of from that to lacks, keeping the layout.
Status carryOver(const fs::path& from, const fs::path& to)
{
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(from, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec)) {
        if (!it->is_regular_file(ec) || it->is_symlink(ec))
            continue;
        const fs::path rel = fs::relative(it->path(), from, ec);
        const fs::path dest = to / rel;
        if (ec || fs::exists(dest, ec))
            continue;
        fs::create_directories(dest.parent_path(), ec);
        fs::create_hard_link(it->path(), dest, ec);
        if (ec) {
            ec.clear();
            fs::copy_file(it->path(), dest, ec);
        }
        if (ec)
            return makeError(ErrorCode::Io, "cannot keep a file of the old folder: " + ec.message(), dest.string());
    }
    if (ec)
        return makeError(ErrorCode::Io, "cannot read the old folder: " + ec.message(), from.string());
    return Ok {};
}

/// Exchanges two folders atomically; false where the system or file system cannot.
bool exchange(const fs::path& a, const fs::path& b)
{
#if defined(__linux__) && defined(RENAME_EXCHANGE)
    return ::renameat2(AT_FDCWD, a.c_str(), AT_FDCWD, b.c_str(), RENAME_EXCHANGE) == 0;
#else
    (void)a;
    (void)b;
    return false;
#endif
}

void removeStale(const fs::path& parent, const std::string& prefix)
{
    std::error_code ec;
    for (auto it = fs::directory_iterator(parent, ec); !ec && it != fs::directory_iterator(); it.increment(ec))
        if (it->path().filename().string().rfind(prefix, 0) == 0) {
            std::error_code ignored;
            fs::remove_all(it->path(), ignored);
        }
}

} // namespace

Status replaceFolder(const fs::path& targetIn, const std::function<Status(const fs::path& dir)>& write)
{
    std::error_code ec;
    fs::path target = fs::absolute(targetIn, ec).lexically_normal();
    if (target.has_parent_path() && !target.has_filename())
        target = target.parent_path();
    if (ec || !target.has_parent_path() || target == target.root_path())
        return write(targetIn);
    const fs::path parent = target.parent_path();
    fs::create_directories(parent, ec);
    if (ec)
        return makeError(ErrorCode::Io, "cannot create the folder: " + ec.message(), parent.string());
    const std::string prefix = "." + target.filename().string() + kPartial;
    removeStale(parent, prefix);
    std::random_device rd;
    const fs::path staging = parent / (prefix + std::to_string(::getpid()) + "-" + std::to_string(rd() % 1000000));
    fs::create_directories(staging, ec);
    if (ec)
        return write(target); // a parent we cannot write beside: the old in-place write
    auto cleanUp = [&] {
        std::error_code ignored;
        fs::remove_all(staging, ignored);
    };
    if (Status s = write(staging); !s) {
        cleanUp();
        return s;
    }
    if (!fs::exists(target, ec)) {
        fs::rename(staging, target, ec);
        if (!ec)
            return Ok {};
        ec.clear(); // created meanwhile: exchange below
    }
    if (Status s = carryOver(target, staging); !s) {
        cleanUp();
        return s;
    }
    if (!exchange(staging, target)) {
        cleanUp();
        return write(target);
    }
    cleanUp(); // now the old folder
    return Ok {};
}

} // namespace warpscope::core
