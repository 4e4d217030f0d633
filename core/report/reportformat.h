#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace warpscope::core {

/// A number for a report table: 3 significant digits, "nan", "inf", "-inf".
std::string formatNumber(double v);

/// An index or shape as "[3, 4]".
std::string formatIndex(const std::vector<std::int64_t>& index);

/// A byte count as "48 KiB", "1.5 MiB".
std::string formatBytes(double bytes);

/// The question's lead-in (up to the first ':'), for tables.
std::string shortQuestion(const std::string& question);

/// Text for a single-line field: newlines and tabs become spaces.
std::string singleLine(const std::string& text);

} // namespace warpscope::core
