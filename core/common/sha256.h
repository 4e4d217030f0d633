#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace warpscope::core {

/// SHA-256 (FIPS 180-4), incremental: feed bytes with update(), read the digest once with finish().
/// Used for content hashes (the compile cache key); small and dependency-free on purpose.
class Sha256 {
public:
    Sha256();

    /// Adds bytes to the message.
    void update(const void* data, std::size_t size);
    void update(std::string_view text) { update(text.data(), text.size()); }

    /// Pads the message and returns the 32-byte digest; the object must not be updated afterwards.
    std::array<std::uint8_t, 32> finish();

    /// The digest as 64 lower-case hexadecimal characters.
    std::string finishHex();

private:
    void compress(const std::uint8_t* block);

    std::array<std::uint32_t, 8> m_state {};
    std::array<std::uint8_t, 64> m_buffer {};
    std::size_t m_buffered = 0;
    std::uint64_t m_totalBytes = 0;
};

/// SHA-256 of a byte string, as 64 lower-case hexadecimal characters.
std::string sha256Hex(std::string_view data);

} // namespace warpscope::core
