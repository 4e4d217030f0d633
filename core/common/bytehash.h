#pragma once

// A fast 64-bit hash of a buffer's bytes: the "unchanged across seeds" warning of a run and the
// benchmark's check that every repetition saw the same inputs compare these.

#include <cstddef>
#include <cstdint>
#include <vector>

namespace warpscope::core {

/// A fast 64-bit hash of bytes (not cryptographic).
std::uint64_t hashBytes(const std::vector<std::byte>& bytes);

} // namespace warpscope::core
