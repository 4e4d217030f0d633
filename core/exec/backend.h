#pragma once

#include "core/common/result.h"
#include "core/common/tensor.h"
#include "core/exec/approxmode.h"
#include "core/exec/deviceoutput.h"
#include "core/exec/finding.h"
#include "core/exec/schedule.h"
#include "core/exec/tensormapdesc.h"
#include "core/task/task.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace warpscope::core {

class ExecutionObserver;

/// One kernel parameter's value, already sized to the parameter the PTX entry declares.
struct KernelArg {
    /// Scratch: a pointer to zeroed memory of scratchBytes the backend allocates for this launch alone
    /// (Triton's global and profile scratch, which its launcher allocates per launch).
    enum class Kind { Buffer, Scalar, TensorMap, Scratch };
    Kind kind = Kind::Scalar;
    int buffer = -1; ///< index into LaunchRequest::buffers for Kind::Buffer
    std::vector<std::byte> bytes; ///< the parameter's bytes for Kind::Scalar (little-endian)
    /// Kind::Buffer: bytes from the buffer's start that the pointer carries (a view, "data + 16");
    /// accesses are still checked against the whole buffer.
    std::uint64_t byteOffset = 0;
    /// Kind::TensorMap: a 128-byte TMA descriptor of buffer (from byteOffset), which each backend
    /// encodes its own way (the driver's cuTensorMapEncodeTiled, or the emulator's encoding).
    TensorMapDesc tensorMap;
    std::uint64_t scratchBytes = 0; ///< Kind::Scratch: its size
    std::string scratchName; ///< Kind::Scratch: for messages ("Triton global scratch")
};

/// A module variable (__constant__ or __device__) filled from a buffer: the backend copies the buffer
/// into the variable before the launch and back after it, so an output symbol is compared like a buffer.
struct SymbolBinding {
    int buffer = -1; ///< index into LaunchRequest::buffers
    std::string lowered; ///< the variable's name in the PTX (NVRTC's lowered name)
    std::string name; ///< the C++ name, for messages
};

/// How a launch is watched and bounded. Observers are honoured by the emulator only.
struct RunControl {
    const std::atomic<bool>* cancel = nullptr; ///< set from another thread to stop the run
    /// Called with (CTAs done, CTAs total) from any thread; may be empty.
    std::function<void(std::uint64_t, std::uint64_t)> progress;
    std::uint64_t instructionBudget = 4'000'000'000ull; ///< warp-instructions per launch before it is stopped
    bool reportAll = false; ///< keep running after an out-of-bounds access and report every one
    int threads = 0; ///< emulator worker threads; 0 = one per hardware thread
    std::vector<ExecutionObserver*> observers; ///< instrumentation (analysis, provenance); empty = no cost
    ApproxMode approx; ///< approximate instructions: correctly rounded, or at their documented worst case (emulator)
    Schedule schedule; ///< the emulator's interleaving of warps and CTAs (the GPU ignores it)
    /// The launch stops with a "deadline" finding once this passes (the worker's request deadline).
    std::optional<std::chrono::steady_clock::time_point> deadline;
    /// Inclusive ranges of linear CTA ids to run (a sampled run); empty = every CTA. Emulator only.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> ctaRanges;
    /// One-line notes of the run before its launches (the time estimate of a large grid); may be empty.
    std::function<void(const std::string&)> notice;
};

/// A kernel launch: the compiled module, the entry, the dimensions, the arguments and the buffers.
struct LaunchRequest {
    std::string ptx; ///< NVRTC's PTX: what the emulator executes, the CUDA backend's JIT fallback
    std::vector<std::uint8_t> cubin; ///< preferred by the CUDA backend; may be empty
    std::string entry; ///< the lowered (mangled) entry name
    ResolvedLaunch dims;
    std::vector<KernelArg> args; ///< in parameter order
    std::vector<SymbolBinding> symbols; ///< module variables filled before the launch, read back after it
    std::vector<Tensor>* buffers = nullptr; ///< host copies: uploaded before the launch, downloaded after
    std::vector<std::string> bufferNames; ///< for messages ("buffer 'out'")
    RunControl control;
    int arch = 0; ///< compute capability the kernel is compiled for (90 = sm_90); the emulator checks the
                  ///< launch against that GPU's limits; 0: sm_90
};

/// What a launch did, besides the buffers it changed.
struct LaunchResult {
    bool completed = false; ///< false when a finding, the budget or a cancel stopped it
    std::vector<Finding> findings;
    DeviceOutput deviceOutput; ///< what the kernel printed (emulator)
    std::uint64_t warpInstructions = 0;
    std::uint64_t threadInstructions = 0;
    double seconds = 0.0;
};

/// An execution engine: the PTX emulator or the CUDA driver (ARCHITECTURE §5). Both produce the
/// same results format, so every pane works the same on either.
class Backend {
public:
    virtual ~Backend() = default;
    /// "emulator" or "cuda"
    virtual std::string name() const = 0;
    /// A line for the status bar and the result bundle: engine version, or GPU name and driver.
    virtual std::string describe() const = 0;
    /// Runs one launch. Bad launches (a PTX the engine cannot run, dimensions over a device limit)
    /// are errors; kernel faults found while running are findings in the result.
    virtual Result<LaunchResult> launch(const LaunchRequest& request) = 0;
};

} // namespace warpscope::core
