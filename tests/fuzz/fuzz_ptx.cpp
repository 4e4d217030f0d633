// libFuzzer target for the PTX parser and decoder: any input must either parse and decode, or come
// back as a located error — never crash, hang or read out of bounds. Build with -fsanitize=fuzzer.
#include "core/emu/decoder.h"
#include "core/emu/ptxparser.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size > (1u << 20))
        return 0;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto module = warpscope::core::ptx::parsePtx(text);
    if (!module)
        return 0;
    for (const auto& f : module->functions)
        if (f.isEntry && f.hasBody)
            (void)warpscope::core::emu::decodeKernel(*module, f.name);
    return 0;
}
