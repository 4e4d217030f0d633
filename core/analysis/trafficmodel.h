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
// Each CTA's log is replayed as endCta hands it over (in CTA order, inside the launch), so the model's
// cost is part of the analysis's cost. Large launches are sampled by line (SHARDS): the first CTA's
// log times the number of CTAs estimates the stream; above kTrafficSampleLimit sector accesses only
// the lines whose hash falls under a rate (a power of two) are simulated and the caches shrink by that
// rate; `sampleRate` says so and the counts are scaled back.

#include "core/analysis/cachesim.h"
#include "core/cuda/gpuspecs.h"
#include "core/exec/observer.h"

#include <nlohmann/json.hpp>

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

namespace warpscope::core::analysis {

/// Above this many (estimated) sector accesses the model samples lines (see above).
/// What the model assumes, in words, for the document and the GUI.
inline constexpr const char* kTrafficAssumptions
    = "CTA i on SM i % SMs, CTAs one after another; L1 caches global loads (not .cg/.volatile/strong "
      "loads), write-through without allocation for stores and atomics, capacity = L1/shared less the "
      "resident CTAs' shared memory; L2 write-back, allocates on write without reading DRAM, dirty "
      "sectors written at eviction and at the kernel's end; LRU, hashed set index, assumed associativity";

inline constexpr std::size_t kTrafficSampleLimit = std::size_t(1) << 13;

/// How a global access uses the caches.
enum class TrafficKind : std::uint8_t { Load, LoadL2Only, Store, Atomic };

/// The sectors one warp request touched in one cache line.
struct TrafficAccess {
    std::uint64_t line = 0; ///< address / line size
    std::uint32_t pc = 0;
    TrafficKind kind = TrafficKind::Load;
    std::uint8_t sectors = 0; ///< a bit per sector of the line
};

/// The cache behaviour of one global instruction, from its opcode.
TrafficKind trafficKindOf(AccessKind kind, const std::string& opcode);

/// A CTA's accesses, each request's lines once with the sectors it touched, in execution order.
class TrafficLog {
public:
    /// Power-of-two line and sector sizes (gpus.json: 128 and 32). `threshold`: the model's sampling
    /// threshold once known (TrafficModel::threshold), so lines it will skip are not logged.
    explicit TrafficLog(
        unsigned lineBytes = 128, unsigned sectorBytes = 32, const std::atomic<std::uint64_t>* threshold = nullptr);
    /// A warp's global access; `contiguous`: the lanes' bytes are back to back (contiguousWarp).
    void add(const MemoryEvent& e, TrafficKind kind, bool contiguous);
    const std::vector<TrafficAccess>& accesses() const { return m_accesses; }
    /// Sectors logged (the sum of the accesses' sector bits).
    std::uint64_t sectors() const { return m_sectors; }
    void clear()
    {
        m_accesses.clear();
        m_sectors = 0;
    }

private:
    void push(std::uint64_t line, std::uint8_t sectors, std::uint32_t pc, TrafficKind kind);
    unsigned m_lineShift;
    unsigned m_sectorShift;
    const std::atomic<std::uint64_t>* m_threshold;
    std::uint64_t m_sectors = 0;
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
    std::uint64_t ctaCount = 0; ///< of the launch: with the first CTA's log, it sets the sampling rate
};

/// The caches for a GPU and a launch; the error names the gpus.json key that is missing.
Result<TrafficSetup> trafficSetupFor(const GpuSpec& gpu, const LaunchInfo& launch);

/// The run document's `metrics.traffic_model`: the geometry, the sampling and the model's assumptions.
nlohmann::json trafficSetupToJson(const TrafficSetup& s);
/// Reads it back; missing keys stay 0 (json exceptions on wrong types, caught by the report reader).
TrafficSetup trafficSetupFromJson(const nlohmann::json& j);

/// Replays CTA logs in CTA order (AnalysisObserver::endCta) through the caches.
class TrafficModel {
public:
    explicit TrafficModel(TrafficSetup setup, std::size_t sampleLimit = kTrafficSampleLimit);
    /// Replays a CTA's log (called in ascending CTA index); the first one sets the sampling rate.
    void merge(std::uint64_t ctaLinear, const TrafficLog& log);
    /// Writes back what is still dirty and returns the counts, scaled back when sampled; one entry per
    /// pc below `pcs`. Call once, after the last merge.
    std::vector<TrafficCounters> simulate(std::size_t pcs);
    const TrafficSetup& setup() const { return m_setup; }
    /// The sampling threshold, published once the first CTA set it, for the CTA logs (2^32: all).
    const std::atomic<std::uint64_t>* threshold() const { return &m_published; }

private:
    void start(std::size_t firstLog);
    TrafficCounters* at(std::uint32_t pc);
    void toL2(const TrafficAccess& a);

    TrafficSetup m_setup;
    std::size_t m_limit;
    std::uint64_t m_threshold = std::uint64_t(1) << 32; ///< a line is simulated when its sample hash is below
    std::atomic<std::uint64_t> m_published {std::uint64_t(1) << 32};
    std::unique_ptr<SectorCache> m_l1; ///< one per SM in one allocation, made by the first merge
    std::unique_ptr<SectorCache> m_l2; ///< made by the first merge, once the rate is known
    std::vector<TrafficCounters> m_raw; ///< per pc, unscaled
};

} // namespace warpscope::core::analysis
