// libFuzzer target: any bytes as a .npy must give a Tensor or an error, never a crash or a huge allocation.
#include "core/io/npy.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto t = warpscope::core::parseNpy(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.npy");
    if (t.ok())
        (void)warpscope::core::serializeNpy(*t);
    return 0;
}
