#pragma once

// The device printf's formatting (what the CUDA runtime does on the host when it drains the printf
// FIFO): a format string and a packed argument buffer in, one text out. Pure and bounded: bad
// formats and unreadable memory become marked text and an error, never a crash.

#include "core/common/enginemessage.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace warpscope::core::emu {

/// How the formatter reads device memory.
struct PrintfMemory {
    /// Copies n bytes at byte offset `offset` of the argument buffer into out; false when unreadable.
    std::function<bool(std::uint64_t offset, void* out, std::size_t n)> readArg;
    /// The NUL-terminated string at a device address, or nothing when the address is unreadable.
    std::function<std::optional<std::string>(std::uint64_t address)> readString;
};

/// One formatted printf call.
struct PrintfFormatted {
    std::string text;
    /// What printf returns on the device: the number of arguments consumed (CUDA C++ Programming
    /// Guide, "Formatted Output"); -1 for a null format string.
    int returnValue = 0;
    /// Empty when every argument was readable; otherwise what went wrong (the text shows a marker).
    std::string error;
    EngineMessage errorMessage; ///< error as an id and arguments (the GUI translates it)
};

/// The device printf accepts at most this many arguments after the format; conversions beyond it
/// are printed as written.
inline constexpr int kPrintfMaxArgs = 32;

/// Formats `format` with the arguments of the buffer as the CUDA runtime does: every conversion
/// `%[flags][width][.precision][size]type` with flags `-+ #0`, width digits or `*`, precision
/// digits (or `*`), sizes `h hh l ll`, types `c d i o u x X p e E f F g G a A s` and `%%`. Each
/// argument sits at the next offset aligned to its size: 4 bytes for c/d/i/o/u/x/X (8 with `l` or
/// `ll`) and for `*`, 8 for floating types (C promotes float to double), `s` and `p`.
PrintfFormatted formatDevicePrintf(std::string_view format, const PrintfMemory& memory);

} // namespace warpscope::core::emu
