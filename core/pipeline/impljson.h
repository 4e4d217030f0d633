#pragma once

// The JSON of a run of several implementations (run --implementation all --json) and the bundle that
// holds each implementation's own result bundle and the difference maps.

#include "core/common/result.h"
#include "core/pipeline/implrun.h"

#include <nlohmann/json.hpp>

#include <filesystem>

namespace warpscope::core {

/// {schema, backend, passed, has_reference, implementations: [{name, language, arch, source, entry,
/// options, passed, verdict, resources, occupancy, error, run: <the run document>}], differences: [{a,
/// b, output, seed, status, elements, differing, beyond_tolerance, max_abs, max_rel, max_ulp,
/// first_index, first_a, first_b}], migrations: [{a, b, what, ptx/sass added/removed, resources}]}.
/// withFiles: each run's "files" and each difference's "file" name the bundle's .npy files.
nlohmann::json implementationsToJson(const ImplementationsResult& result, bool withFiles = false);

/// Reads an implementations document back (runs without tensors, differences without maps).
Result<ImplementationsResult> implementationsFromJson(const nlohmann::json& json);

/// Writes dir/implementations.json, one result bundle per implementation (dir/impl-NAME/) and each
/// pair run (dir/diff/A-vs-B/, a result bundle of A judged against B) with its signed difference maps
/// (dir/diff/A-vs-B/seed-S/OUTPUT.diff.npy), and each migration's SASS diff (dir/diff/A-vs-B.sass.diff).
Status writeImplementationsBundle(const ImplementationsResult& result, const std::filesystem::path& dir);

/// Reads what writeImplementationsBundle wrote: the document, and each pair run with its tensors.
Result<ImplementationsResult> readImplementationsBundle(const std::filesystem::path& dir);

/// The folder name of an implementation in a bundle ("cuda@sm_80" -> "cuda_sm_80").
std::string implementationFolderName(const std::string& name);
/// The bundle-relative folder of a pair run: "diff/cuda-vs-triton".
std::string pairFolderPath(const std::string& a, const std::string& b);

/// The bundle-relative path of a difference map.
std::string differenceFilePath(const ImplementationDiff& d);

/// The one-word verdict of an implementation's run: "pass", "FAIL", "STOPPED", "ERROR", "NOT RUN".
std::string implementationVerdict(const ImplementationRun& run);

/// Whether the implementation was not started because a cancel (or the deadline) stopped an earlier
/// one: ran is false with a Cancelled error whose message begins "not run".
bool implementationNotRun(const ImplementationRun& run);

/// How a comparison that a cancel (or the deadline) cut short ended, for the summary, the JSON's
/// "stopped" and the GUI; stopped is false when every implementation had its chance.
struct ImplementationsStop {
    bool stopped = false;
    std::string reason; ///< "cancelled" or "deadline"
    std::string message; ///< "the comparison was cancelled during b: 1 of 3 implementations finished (a); b
                         ///< stopped after …; not run: c"
    std::size_t finished = 0; ///< implementations that ran to the end (before the stop)
    std::size_t asked = 0;
};
ImplementationsStop implementationsStop(const ImplementationsResult& result);

/// An implementation's run folded over seeds and outputs, for a column of the comparison table.
struct ImplementationTotals {
    bool compared = false; ///< some output was compared with the reference
    std::int64_t mismatches = 0;
    double maxAbs = 0.0;
    double maxRel = 0.0;
    std::uint64_t maxUlp = 0; ///< beyond atol (near zero a tiny error is a huge ULP distance)
};
ImplementationTotals implementationTotals(const RunResult& run);

/// A table with one column per implementation (verdict, max abs/rel/ULP, mismatches, findings,
/// registers, shared memory, occupancy), then one line per difference and migration, for people.
std::string summarizeImplementations(const ImplementationsResult& result);

} // namespace warpscope::core
