#include "core/compile/cubinelf.h"

#include <cstring>

namespace warpscope::core {

namespace {

template <typename T> bool readAt(const std::vector<std::uint8_t>& b, std::uint64_t offset, T& out)
{
    if (offset > b.size() || b.size() - offset < sizeof(T))
        return false;
    std::memcpy(&out, b.data() + offset, sizeof(T)); // cubins are little-endian, as the hosts we run on
    return true;
}

} // namespace

std::vector<ElfSection> elfSections(const std::vector<std::uint8_t>& image)
{
    // ELF64 header: e_ident[16], then e_shoff at 0x28, e_shentsize at 0x3A, e_shnum at 0x3C, e_shstrndx at 0x3E.
    if (image.size() < 64
        || std::memcmp(image.data(),
               "\x7f"
               "ELF",
               4)
            != 0
        || image[4] != 2 || image[5] != 1)
        return {};
    std::uint64_t shoff = 0;
    std::uint16_t shentsize = 0, shnum = 0, shstrndx = 0;
    if (!readAt(image, 0x28, shoff) || !readAt(image, 0x3A, shentsize) || !readAt(image, 0x3C, shnum)
        || !readAt(image, 0x3E, shstrndx) || shentsize < 64 || shstrndx >= shnum)
        return {};
    struct Raw {
        std::uint32_t name = 0, type = 0, info = 0;
        std::uint64_t offset = 0, size = 0;
    };
    std::vector<Raw> raw(shnum);
    for (std::uint16_t i = 0; i < shnum; ++i) {
        const std::uint64_t at = shoff + std::uint64_t(i) * shentsize;
        // Elf64_Shdr: sh_name +0, sh_type +4, sh_offset +0x18, sh_size +0x20, sh_info +0x2C.
        if (!readAt(image, at, raw[i].name) || !readAt(image, at + 4, raw[i].type)
            || !readAt(image, at + 0x18, raw[i].offset) || !readAt(image, at + 0x20, raw[i].size)
            || !readAt(image, at + 0x2C, raw[i].info))
            return {};
    }
    const Raw& strtab = raw[shstrndx];
    if (strtab.offset > image.size() || image.size() - strtab.offset < strtab.size)
        return {};
    std::vector<ElfSection> out;
    for (const Raw& r : raw) {
        ElfSection s;
        s.type = r.type;
        s.offset = r.offset;
        s.size = r.size;
        s.info = r.info;
        if (r.name < strtab.size) {
            const char* begin = reinterpret_cast<const char*>(image.data() + strtab.offset + r.name);
            s.name.assign(begin, strnlen(begin, strtab.size - r.name));
        }
        out.push_back(std::move(s));
    }
    return out;
}

std::vector<std::string> cubinKernels(const std::vector<std::uint8_t>& cubin)
{
    std::vector<std::string> out;
    for (const auto& s : elfSections(cubin))
        if (s.name.rfind(".text.", 0) == 0)
            out.push_back(s.name.substr(6));
    return out;
}

} // namespace warpscope::core
