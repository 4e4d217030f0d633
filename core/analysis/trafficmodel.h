#pragma once

// The cache-aware traffic model: the launch's global sector accesses, in CTA order, replayed through
// an L1 per SM and one L2 of the chosen GPU's sizes (resources/gpus.json), giving L1 and L2 hit rates
// and DRAM bytes read and written, per pc and in total. A model, not a measurement:
//  - CTA i runs on SM i % sm_count, one CTA after another (no interleaving of resident CTAs);
//  - L1 holds global loads (write-through: stores and atomics go to L2 and do not allocate in L1);
//    loads marked .cg/.cv/.volatile or strong (.relaxed/.acquire) go to L2 only; its data capacity is
//    the SM's combined L1/shared size less the kernel's shared memory;
//  - L2 is write-back and allocates on writes without reading DRAM (byte masks); a load or atomic
//    miss reads its sector from DRAM, a dirty sector is written when evicted and, at the end of the
//    kernel, every dirty sector still held counts as written;
//  - LRU replacement and hashed set indices in both (the associativities are assumptions).
// Large streams are sampled by line (SHARDS): when more than kTrafficSampleLimit sector accesses are
// logged, only the lines whose hash falls under a rate are kept and the caches shrink by that rate;
// `sampleRate` says so and the counts are scaled back.

#include "core/analysis/cachesim.h"
#include "core/cuda/gpuspecs.h"
#include "core/exec/observer.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace warpscope::core::analysis {

/// Above this many logged sector accesses the model samples lines (see above).
/// What the model assumes, in words, for the document and the GUI.
inline constexpr const char* kTrafficAssumptions
    = "CTA i on SM i % SMs, CTAs one after another; L1 caches global loads (not .cg/.volatile/strong "
      "loads), write-through without allocation for stores and atomics, capacity = L1/shared less the "
      "resident CTAs' shared memory; L2 write-back, allocates on write without reading DRAM, dirty "
      "sectors written at eviction and at the kernel's end; LRU, hashed set index, assumed associativity";

inline constexpr std::size_t kTrafficSampleLimit = std::size_t(1) << 21;

/// How a global access uses the caches.
enum class TrafficKind : std::uint8_t { Load, LoadL2Only, Store, Atomic };

/// One 32-byte sector of one warp request.
struct TrafficAccess {
    std::uint64_t sector = 0; ///< address / sector size
    std::uint32_t pc = 0;
    TrafficKind kind = TrafficKind::Load;
};

/// The cache behaviour of one global instruction, from its opcode.
TrafficKind trafficKindOf(AccessKind kind, const std::string& opcode);

/// A CTA's sector accesses, each request's sectors once, in execution order.
class TrafficLog {
public:
    explicit TrafficLog(unsigned sectorBytes = 32)
        : m_sectorBytes(sectorBytes)
    { }
    /// A warp's global access; `contiguous`: the lanes' bytes are back to back (contiguousWarp).
    void add(const MemoryEvent& e, TrafficKind kind, bool contiguous);
    const std::vector<TrafficAccess>& accesses() const { return m_accesses; }
    void clear() { m_accesses.clear(); }

private:
    unsigned m_sectorBytes;
    std::vector<TrafficAccess> m_accesses;
};

/// What the model says about one pc (or a line, or the launch): sector counts, already scaled back
/// when sampled.
struct TrafficCounters {
    std::uint64_t l1LoadSectors = 0; ///< global load sectors looked up in L1
    std::uint64_t l1LoadHits = 0;
    std::uint64_t l2Sectors = 0; ///< sectors L1 sent to L2 (load misses, L2-only loads, stores, atomics)
    std::uint64_t l2Hits = 0;
    std::uint64_t dramReadSectors = 0;
    std::uint64_t dramWriteSectors = 0; ///< attributed to the pc that last wrote the sector
};

/// The geometry the model used and how much of the stream it simulated.
struct TrafficSetup {
    std::string gpu;
    std::uint64_t l1Bytes = 0; ///< data capacity per SM after the shared-memory carve-out
    std::uint64_t l2Bytes = 0;
    unsigned l1Ways = 0, l2Ways = 0, lineBytes = 0, sectorBytes = 0, smCount = 0;
    double sampleRate = 1.0; ///< 1: every line simulated
    std::uint64_t accesses = 0; ///< sector accesses seen (before sampling)
};

/// The caches for a GPU and a launch; the error names the gpus.json key that is missing.
Result<TrafficSetup> trafficSetupFor(const GpuSpec& gpu, const LaunchInfo& launch);

/// The run document's `metrics.traffic_model`: the geometry, the sampling and the model's assumptions.
nlohmann::json trafficSetupToJson(const TrafficSetup& s);
/// Reads it back; missing keys stay 0 (json exceptions on wrong types, caught by the report reader).
TrafficSetup trafficSetupFromJson(const nlohmann::json& j);

/// Collects CTA logs in CTA order (AnalysisObserver::endCta) and simulates them at the end.
class TrafficModel {
public:
    explicit TrafficModel(TrafficSetup setup, std::size_t sampleLimit = kTrafficSampleLimit);
    /// Appends a CTA's log (called in ascending CTA index).
    void merge(std::uint64_t ctaLinear, const TrafficLog& log);
    /// Replays everything merged through the caches; one entry per pc below `pcs`.
    std::vector<TrafficCounters> simulate(std::size_t pcs);
    const TrafficSetup& setup() const { return m_setup; }

private:
    struct Entry {
        TrafficAccess access;
        std::uint32_t sm = 0;
    };
    void halveRate();
    bool sampled(std::uint64_t sector) const;

    TrafficSetup m_setup;
    std::size_t m_limit;
    std::uint64_t m_threshold; ///< a line is kept when its sample hash is below this (of 2^32)
    std::vector<Entry> m_entries;
};

} // namespace warpscope::core::analysis
