#pragma once

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace warpscope::core {

/// The default size of the device printf FIFO, as cudaLimitPrintfFifoSize (1 MiB).
inline constexpr std::uint64_t kDefaultPrintfFifo = std::uint64_t(1) << 20;

/// One line a kernel printed with printf: the thread that printed it and where.
struct PrintfLine {
    std::array<std::uint32_t, 3> block {0, 0, 0};
    std::array<std::uint32_t, 3> thread {0, 0, 0};
    int sourceLine = 0; ///< 0 when the PTX has no line info
    int ptxLine = 0;
    std::string text; ///< as formatted, trailing newline included when the format had one
};

/// What a launch printed, in the order the emulator delivers it (CTA order, then execution order
/// within a CTA), cut at the FIFO size.
struct DeviceOutput {
    std::vector<PrintfLine> lines;
    bool truncated = false; ///< lines were dropped because the FIFO was full
    std::uint64_t fifoBytes = kDefaultPrintfFifo; ///< the FIFO size of the launch
    std::uint64_t usedBytes = 0; ///< bytes of the lines kept
};

/// Bytes a printed line takes in the emulated FIFO: its text and a terminating NUL.
inline std::uint64_t printfFifoCost(const PrintfLine& line)
{
    return line.text.size() + 1;
}

/// "[block (0,0,0) thread (3,0,0)] text" without the text's trailing newline, as `run` prints it.
std::string printfLineText(const PrintfLine& line);
/// Every line as printfLineText, one per line, then a note when the FIFO was full.
std::string deviceOutputText(const DeviceOutput& output);
/// The lines as the run JSON's `printf` array: [{block, thread, source_line, ptx_line, text}].
nlohmann::json printfLinesToJson(const DeviceOutput& output);
/// Reads a `printf` array back; entries of the wrong shape are skipped.
std::vector<PrintfLine> printfLinesFromJson(const nlohmann::json& lines);

} // namespace warpscope::core
