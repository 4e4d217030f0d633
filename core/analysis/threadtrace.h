#pragma once

// "Trace this thread" (issue 6 item 6): the instructions one thread executed, in order, with the
// values of the registers each one wrote. The emulator's instruction events do not say which operands
// an instruction writes, so a step lists the registers whose value for that lane changed since the
// thread's previous step: always right for what changed, silent about a write of the value a register
// already held (and a register's value before its first write counts as 0).

#include "core/common/result.h"
#include "core/exec/observer.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace warpscope::core::analysis {

/// The schema of trace.json and of the "trace" document; bumped only when a key is renamed or removed.
inline constexpr int kTraceSchema = 1;
/// Steps kept when the caller does not say.
inline constexpr std::uint32_t kDefaultTraceLimit = 10000;

/// Which thread to trace, and how many steps to keep.
struct TraceTarget {
    std::array<std::uint32_t, 3> block {0, 0, 0};
    std::array<std::uint32_t, 3> thread {0, 0, 0};
    std::uint32_t limit = kDefaultTraceLimit;
};

/// How a register's bits are best shown; from the PTX register name (%f: f32, %fd: f64, %p: pred).
enum class RegisterKind : std::uint8_t { Bits, F32, F64, Predicate };

/// One register a step wrote, with its new value (zero-extended bits).
struct RegisterWrite {
    std::string name;
    std::uint16_t bytes = 0; ///< 0 for a predicate
    RegisterKind kind = RegisterKind::Bits;
    std::uint64_t value = 0;
};

/// One instruction the thread was at (its guard held or not).
struct TraceStep {
    std::uint32_t pc = 0;
    int ptxLine = 0;
    int sourceLine = 0;
    std::string opcode;
    bool guard = true; ///< false: the thread was at the instruction but its guard predicate was false
    std::vector<RegisterWrite> writes;
};

/// The trace of one thread in one launch.
struct ThreadTrace {
    std::string kernel;
    std::array<std::uint32_t, 3> grid {1, 1, 1};
    std::array<std::uint32_t, 3> blockDim {1, 1, 1};
    TraceTarget target;
    bool truncated = false; ///< the thread executed more than target.limit steps
    bool completed = true; ///< false when the launch stopped early (fault, budget, cancel)
    std::vector<TraceStep> steps;
};

/// The kind a register name suggests (NVRTC's names: %f, %fd, %p; everything else is shown as bits).
RegisterKind registerKindOf(const std::string& name, std::uint16_t bytes);

/// Checks a target against a launch's grid and block; the error names both (field "trace").
Status checkTraceTarget(
    const TraceTarget& t, const std::array<std::uint32_t, 3>& grid, const std::array<std::uint32_t, 3>& block);

/// Records the steps of one thread of the first launch it observes (later launches, e.g. a kernel
/// reference, are ignored).
class ThreadTraceObserver final : public ExecutionObserver {
public:
    explicit ThreadTraceObserver(TraceTarget target);
    Interest interest() const override;
    void beginLaunch(const LaunchInfo& info) override;
    std::unique_ptr<CtaObserver> createCta(const CtaInfo& cta) override;
    void endCta(const CtaInfo& cta, std::unique_ptr<CtaObserver> sink) override;
    void endLaunch(bool completed) override;

    /// Whether a launch was observed (false on a backend without instruction events).
    bool observed() const { return m_launches > 0; }
    ThreadTrace take() { return std::move(m_trace); }

private:
    TraceTarget m_target;
    int m_launches = 0;
    LaunchInfo m_info;
    ThreadTrace m_trace;
};

/// The trace document (keys per ARCHITECTURE §8 conventions: snake_case, values as hex strings and,
/// for f32/f64 registers, also as numbers).
nlohmann::json threadTraceToJson(const ThreadTrace& t);
/// Reads a trace document back; the error names the key that is wrong.
Result<ThreadTrace> threadTraceFromJson(const nlohmann::json& j);

} // namespace warpscope::core::analysis
