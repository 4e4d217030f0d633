#pragma once

#include "core/review/review.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace warpscope::core {

/// An image in a report: a PNG file (evidence, a bundle's picture) or PNG bytes made for the report
/// (a heatmap drawn from the error maps). name is the file name used beside a Markdown report.
struct ReportImage {
    std::string name;
    std::filesystem::path file; ///< read when png is empty
    std::string png;
};

/// One output of one seed, as result.json states it.
struct ReportOutput {
    std::string name;
    std::string dtype;
    std::vector<std::int64_t> shape;
    bool passed = false;
    std::int64_t elements = 0;
    std::int64_t mismatches = 0;
    double maxAbsError = 0; ///< NaN/Inf as written ("nan", "inf" in JSON)
    double maxRelError = 0;
    std::uint64_t maxUlp = 0; ///< the largest ULP distance beyond atol (max_ulp_beyond_atol)
    std::vector<std::int64_t> worstIndex;
    std::string tolerance; ///< the rule in words, e.g. "|out - ref| <= 1e-05 + 1.3e-06*|ref|"
    std::vector<std::string> warnings;
    std::map<std::string, std::string> files; ///< the bundle's files by kind ("abs_error", "category", "heatmap")
    std::optional<ReportImage> heatmap; ///< a bundle's picture, or one drawn from its error maps
    double atol = 0; ///< the tolerance's absolute part, marked on the error map's colour bar
    double rtol = 0; ///< its relative part, marked on the relative-error map's colour bar
    bool closeRule = true; ///< atol + rtol * |ref| judges (false: the ULP rule alone)
    std::uint64_t ulpRule = 0; ///< the rule's max_ulp, marked on the ULP map's colour bar; 0 when there is none
    bool hasUlpRule = false;
    /// |out - ref| on a log scale with the tolerance tick, for a failing output with error maps
    std::optional<ReportImage> errorHeatmap;
    /// |out - ref| / |ref| with the rtol tick, and the ULP distance with the max_ulp tick (when the bundle
    /// keeps those maps), for a failing output
    std::optional<ReportImage> relErrorHeatmap;
    std::optional<ReportImage> ulpHeatmap;
};

/// One seed of a run.
struct ReportSeed {
    std::uint64_t seed = 0;
    bool passed = false;
    bool completed = true;
    std::string stopReason; ///< when !completed: "budget", "cancelled", "deadline", "out_of_memory", a fault's kind
    std::string stopMessage;
    /// A cancel or deadline: how many CTAs finished, and that only what they wrote was compared.
    bool partial = false;
    std::uint64_t ctasDone = 0;
    std::uint64_t ctasTotal = 0;
    std::vector<ReportOutput> outputs;
};

/// Something the emulator or a sanitizer found.
struct ReportFinding {
    std::string kind;
    std::string message;
    int sourceLine = 0;
    int ptxLine = 0; ///< 0 when the finding names no PTX line
    std::array<std::uint32_t, 3> block {0, 0, 0};
    std::array<std::uint32_t, 3> thread {0, 0, 0};
    std::uint64_t count = 1;
};

/// Where a run ran, in the words a report needs (from result.json's "environment").
struct ReportEnvironment {
    std::string device; ///< "NVIDIA H200 (sm_90)" or "PTX emulator 0.1"
    std::string cudaToolkit;
    std::string nvrtc;
    std::string driver; ///< "13.0", or "none"
    std::string nvdisasm;
    std::string host;
    std::string warpscope;
    /// Where the run was sent (issue 18): "h200-lab (ssh://gpubox), host gpu7"; empty for this machine.
    std::string target;
};

/// A kernel's resources from the compile step (the `compile` document's "resources").
struct ReportResources {
    std::string kernel;
    int registers = 0;
    int sharedStatic = 0;
    int local = 0;
    int spillStores = 0;
    int spillLoads = 0;
    int constant = 0;
    int barriers = 0;
};

/// Occupancy of the entry kernel for the launch (the `compile` document's "occupancy").
struct ReportOccupancy {
    int activeWarpsPerSm = 0;
    int maxWarpsPerSm = 0;
    std::string limiter;
};

/// What the compile step produced that a reviewer cites.
struct ReportCompile {
    int arch = 0;
    bool ok = false;
    std::string entry;
    int errors = 0;
    int warnings = 0;
    std::optional<ReportResources> resources;
    std::optional<ReportOccupancy> occupancy;
};

/// The PTX and SASS a run was compiled to (the `compile` document kept beside its result.json), with
/// the line maps, so the report can quote the lines a finding points at. Lines are 1-based.
struct ReportListings {
    std::vector<std::string> ptx; ///< one entry per line
    std::vector<std::string> sass;
    std::map<int, std::vector<int>> ptxBySource; ///< source line -> PTX lines
    std::map<int, std::vector<int>> sassBySource; ///< source line -> SASS lines
    std::map<int, std::vector<int>> sassByPtx; ///< PTX line -> SASS lines (nvdisasm's line info)
};

/// One source line's counters from a profile (result.json "metrics.lines", core/analysis names).
struct ReportLineMetrics {
    int sourceLine = 0;
    std::uint64_t executed = 0; ///< warp-level instructions executed
    double laneEfficiency = 0; ///< active lanes per warp-instruction over 32
    std::uint64_t globalRequests = 0;
    std::uint64_t globalSectors = 0;
    std::uint64_t globalSectorsIdeal = 0;
    std::uint64_t sharedWavefronts = 0;
    std::uint64_t sharedWavefrontsIdeal = 0;
    std::uint64_t sharedMaxWays = 0;
    std::uint64_t divergentBranches = 0;
    std::uint64_t flops = 0;
    std::uint64_t bytes = 0; ///< bytes read and written by the threads, every space
    double l1HitRate = 0; ///< percent, the cache model's
    double l2HitRate = 0;
    std::uint64_t dramBytes = 0; ///< read + written, the cache model's
    std::uint64_t excessSectors() const { return globalSectors - std::min(globalSectors, globalSectorsIdeal); }
    std::uint64_t excessWavefronts() const
    {
        return sharedWavefronts - std::min(sharedWavefronts, sharedWavefrontsIdeal);
    }
};

/// One PTX instruction's counters from a profile (result.json "metrics.instructions"): the GUI's
/// instruction-level hot spots. sourceLine in counters is the line the instruction belongs to.
struct ReportInstructionMetrics {
    std::uint32_t pc = 0;
    int ptxLine = 0;
    std::string opcode;
    ReportLineMetrics counters;
};

/// What a profile measured on the emulator (result.json "metrics"): one seed, per source line.
struct ReportProfile {
    std::string kernel;
    std::uint64_t seed = 0;
    bool completed = true;
    bool cacheModel = false; ///< the L1/L2/DRAM figures come from the cache model
    std::vector<ReportLineMetrics> lines; ///< line 0 (code without a .loc) left out
    std::vector<ReportInstructionMetrics> instructions; ///< every executed instruction, PTX order
};

/// Bytes and FLOPs against the machine's limits (result.json "roofline", when a profile ran).
struct ReportRoofline {
    double bytes = 0;
    double flops = 0;
    double seconds = 0;
    double peakGflops = 0; ///< 0 when unknown (the emulator)
    double peakGBs = 0;
    std::string bound; ///< "memory", "compute", or ""
    /// The GPU the emulator's roofline model was drawn for; empty for a measured roofline.
    std::string modelGpu;
};

/// A run of several [[implementation]] entries (the bundle's implementations/ folder): the comparison
/// table, the differences between them and the |A - B| heatmaps of the pairs that differ.
struct ReportImplementations {
    std::vector<std::string> header; ///< "", then one column per implementation
    std::vector<std::vector<std::string>> rows; ///< one metric per row
    std::vector<std::vector<std::string>> differences; ///< pair, output, seed, status, counts, maxima, first
    std::vector<std::string> migrations;
    std::vector<std::pair<ReportImage, std::string>> heatmaps; ///< with captions
    bool passed = false;
    bool hasReference = false;
};

/// One result bundle of the review, parsed from its result.json (and compile.json when present).
struct ReportRun {
    std::string id; ///< the folder under results/
    std::string label;
    std::filesystem::path bundle; ///< the folder it was read from (the baseline's pictures are drawn from it)
    std::string problem; ///< why the bundle could not be read; the rest is empty then
    std::string backend; ///< "emulator" or "cuda"
    std::string backendDescription;
    int arch = 0;
    std::string entry;
    std::string referenceKind;
    bool passed = false;
    std::vector<std::pair<std::string, std::int64_t>> params;
    int seedCount = 0;
    std::uint64_t seedBase = 0;
    std::vector<ReportSeed> seeds;
    /// The run was cancelled between seeds (no seed's launch stopped): why, and how many of seedCount ran.
    std::string cutReason;
    std::string cutMessage;
    std::vector<ReportFinding> findings;
    std::vector<std::string> warnings; ///< run-level
    std::optional<ReportEnvironment> environment;
    std::optional<ReportCompile> compile;
    std::optional<ReportRoofline> roofline;
    std::optional<ReportListings> listings; ///< when the bundle keeps its compile's PTX and SASS
    std::optional<ReportProfile> profile; ///< when the run was profiled
    std::optional<ReportImplementations> implementations; ///< when the task has several implementations
};

/// The task, as a reviewer's report describes it.
struct ReportTask {
    std::string name;
    std::string summary;
    std::string folder;
    bool found = false; ///< false when the task folder could not be read (the name comes from the review)
    std::string problem; ///< why it could not be read
    std::string source;
    std::vector<std::string> sourceLines; ///< the kernel's text, to quote the lines findings point at
    std::string entry;
    std::vector<std::string> options;
    std::vector<std::pair<std::string, std::int64_t>> params;
    std::string grid;
    std::string block;
    std::string referenceKind;
    std::vector<std::string> tolerances; ///< "out: atol 0, rtol 0, max_ulp 0"
    int seedCount = 0;
    std::uint64_t seedBase = 0;
};

/// A piece of evidence with the image the report shows (the annotated rendering when there is one).
struct ReportEvidence {
    EvidenceItem item;
    std::optional<ReportImage> image;
};

/// Everything a report holds: the review, the task, the parsed result bundles and the evidence.
/// The CLI and the GUI build the same value from a review folder, so they write the same files.
struct ReportData {
    Review review;
    ReportTask task;
    std::vector<ReportRun> runs;
    std::vector<ReportEvidence> evidence;
    /// With a baseline: per output, its pass/fail map beside the current one's ("baseline", "now"), captioned
    std::vector<std::pair<ReportImage, std::string>> baselineHeatmaps;
    std::string generatedAt; ///< ISO 8601; fixed by tests
    std::string generator = "Warpscope"; ///< "Warpscope 0.1.0"
};

} // namespace warpscope::core
