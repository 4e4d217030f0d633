#pragma once

// Provenance: for each element of each output buffer, the block, thread and instruction of its last
// write in the analysed launch. "Last" is the emulator's order: CTAs in ascending linear index, within
// a CTA the order the warps ran in, within one warp instruction the highest lane. When several threads
// race to write an element, that is the writer whose value the emulator kept, not a promise about any
// GPU (racecheck reports such races in shared memory; on global memory they are not detected).

#include "core/common/result.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace warpscope::core::analysis {

inline constexpr std::uint32_t kNoWriter = 0xFFFFFFFFu;

/// Where an instruction sits: its pc, PTX line and source line.
struct ProvenanceSite {
    std::uint32_t pc = 0;
    int ptxLine = 0;
    int sourceLine = 0;
};

/// One output buffer: three 32-bit words per element (linear block, linear thread in the block, pc);
/// the block word is kNoWriter for an element nobody wrote.
struct ProvenanceBuffer {
    std::string name;
    std::uint64_t elements = 0;
    std::uint32_t elementBytes = 0;
    std::vector<std::uint32_t> records;
};

/// The last writer of one element, ready to show.
struct WriterInfo {
    std::array<std::uint32_t, 3> block {0, 0, 0};
    std::array<std::uint32_t, 3> thread {0, 0, 0};
    std::uint32_t pc = 0;
    int ptxLine = 0;
    int sourceLine = 0;
};

/// Every output buffer's provenance for one launch.
struct Provenance {
    std::string kernel;
    std::string step; ///< a pipeline's step whose launch wrote the outputs last ("step 3 (normalize)"); else empty
    std::array<std::uint32_t, 3> grid {1, 1, 1};
    std::array<std::uint32_t, 3> block {1, 1, 1};
    std::vector<ProvenanceSite> sites; ///< the instructions that wrote something, by pc
    std::vector<ProvenanceBuffer> buffers;

    bool empty() const { return buffers.empty(); }
    const ProvenanceBuffer* find(const std::string& name) const;
    /// The last writer of element `element` (C order) of `buffer`; nullopt when none wrote it or the
    /// buffer or element does not exist.
    std::optional<WriterInfo> writerOf(const std::string& buffer, std::uint64_t element) const;
};

/// The bundle's provenance index (in result.json): kernel, grid, block, the meaning of "last", the
/// sites and, per buffer, its name, elements and its file "provenance/<name>.npy".
nlohmann::json provenanceIndexToJson(const Provenance& p);
/// Reads the index back (records empty); the error names the key that is wrong.
Result<Provenance> provenanceIndexFromJson(const nlohmann::json& j);
/// Writes provenance/<name>.npy (uint32, shape [elements, 3]) for every buffer, atomically.
Status writeProvenanceFiles(const Provenance& p, const std::filesystem::path& bundleDir);
/// Loads the records of every buffer of an index read by provenanceIndexFromJson.
Status readProvenanceFiles(Provenance& p, const std::filesystem::path& bundleDir);

} // namespace warpscope::core::analysis
