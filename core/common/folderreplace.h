#pragma once

#include "core/common/result.h"

#include <filesystem>
#include <functional>

namespace warpscope::core {

/// Rewrites a folder so that a crash at any moment leaves either the whole old content or the whole
/// new one. write() fills a staging folder beside target; files of the old folder that write() did
/// not produce are carried over (hard links), so the folder keeps what other writers put there; then
/// the two folders are exchanged in one rename (Linux renameat2 RENAME_EXCHANGE) and the old one is
/// removed. A target that does not exist yet is renamed into place. Where the file system cannot
/// exchange folders, write() runs on target itself. Staging folders a crash left behind
/// (".NAME.partial-*" beside target) are removed on the next call.
Status replaceFolder(
    const std::filesystem::path& target, const std::function<Status(const std::filesystem::path& dir)>& write);

} // namespace warpscope::core
