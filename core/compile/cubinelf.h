#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace warpscope::core {

/// One section of an ELF file: its name and size (NOBITS sections such as .nv.shared.* have a size but
/// no bytes in the file).
struct ElfSection {
    std::string name;
    std::uint32_t type = 0;
    std::uint64_t offset = 0;
    std::uint64_t size = 0;
    std::uint32_t info = 0; ///< sh_info; a .text.<kernel> section names its kernel's symbol here
};

/// The sections of a 64-bit little-endian ELF image (a cubin); empty when the bytes are not one or are
/// truncated. Bounds are checked against the buffer, so garbage input yields an empty list.
std::vector<ElfSection> elfSections(const std::vector<std::uint8_t>& image);

/// The kernels of a cubin: the suffixes of its ".text.<name>" sections, in section order.
std::vector<std::string> cubinKernels(const std::vector<std::uint8_t>& cubin);

} // namespace warpscope::core
