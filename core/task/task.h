#pragma once

#include "core/common/dtype.h"
#include "core/task/expr.h"

#include <array>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace warpscope::core {

/// The task.toml schema this build reads and writes; a newer file is refused.
inline constexpr int kTaskSchema = 1;

/// Where a value sits in task.toml, for messages and for jumping the editor there.
struct SourcePos {
    int line = 0;
    int column = 0;
};

/// How a buffer is used by the kernel; outputs are poisoned before every run.
enum class BufferRole { Input, Output, InOut, Scratch };
const char* bufferRoleName(BufferRole r);

/// An input generator, e.g. uniform(-1, 1) or npy("x.npy").
struct InitSpec {
    enum class Kind { Uniform, Normal, Iota, Ones, Zeros, Const, Npy };
    Kind kind = Kind::Zeros;
    double a = 0.0; ///< uniform low, normal mean, const value
    double b = 0.0; ///< uniform high, normal sigma
    std::string path; ///< npy file, relative to the task folder as written
    std::string text; ///< as written in task.toml
};

/// Parses an init expression; the error message says which generators exist.
Result<InitSpec> parseInitSpec(const std::string& text);

/// One [[buffer]] entry; shape dimensions are integer expressions over [params].
struct BufferSpec {
    std::string name;
    DType dtype = DType::F32;
    std::vector<std::string> shape;
    BufferRole role = BufferRole::Input;
    std::optional<InitSpec> init;
    SourcePos pos; ///< the [[buffer]] header
    SourcePos shapePos; ///< the shape line, where shape errors point
};

/// A kernel argument: a buffer, a param, or a typed literal such as "f32:0.5".
struct LaunchArg {
    enum class Kind { Buffer, Param, Literal };
    Kind kind = Kind::Buffer;
    std::string text; ///< as written
    std::string name; ///< buffer or param name
    DType literalType = DType::I32;
    double literalValue = 0.0;
};

/// Grid, block and arguments of one launch; dimensions are expressions, missing ones are "1".
struct LaunchSpec {
    std::array<std::string, 3> grid {"1", "1", "1"};
    std::array<std::string, 3> block {"1", "1", "1"};
    std::string dynamicShared = "0";
    std::string printfFifo = "1048576"; ///< bytes of the device printf FIFO (cudaLimitPrintfFifoSize)
    std::vector<LaunchArg> args;
    std::int64_t stackSize = 0; ///< per-thread call stack in bytes (`stack_size`); 0: the driver's 1 KiB
    bool cooperative = false; ///< cudaLaunchCooperativeKernel: every CTA co-resident (grid.sync())
    bool hasCluster = false; ///< cluster = [x, y, z] given (sm_90 thread-block clusters)
    std::array<std::string, 3> cluster {"1", "1", "1"}; ///< CTAs per cluster, expressions
    SourcePos pos; ///< the table
    SourcePos gridPos;
    SourcePos blockPos;
    SourcePos sharedPos;
    SourcePos printfPos;
    SourcePos clusterPos;
};

/// The largest per-thread stack a task may ask for: the 512 KiB of local memory a thread can address.
inline constexpr std::int64_t kMaxStackSize = 512 * 1024;

/// The [kernel] table, also used by kernel references.
struct KernelSpec {
    std::string source; ///< relative to the task folder
    std::string entry; ///< extern "C" name or a C++ name expression
    std::vector<std::string> options;
    SourcePos pos;
};

/// A scalar attribute of a builtin reference (axis, alpha, causal, expr, ...).
using AttrScalar = std::variant<bool, std::int64_t, double, std::string>;
/// An array attribute of a builtin reference (axes = [0, 2], padding = [1, 1, 2, 2]).
using AttrList = std::vector<AttrScalar>;
/// An attribute of a builtin reference: a scalar or an array of scalars.
using AttrValue = std::variant<bool, std::int64_t, double, std::string, AttrList>;

/// The [reference] table; which fields matter depends on the kind.
struct ReferenceSpec {
    enum class Kind { None, Builtin, Kernel, Npy, Python };
    Kind kind = Kind::None;
    std::string op; ///< builtin
    std::vector<std::string> inputs; ///< builtin
    std::vector<std::string> outputs;
    std::vector<std::string> files; ///< npy
    KernelSpec kernel; ///< kernel
    LaunchSpec launch; ///< kernel
    std::string script; ///< python
    double timeoutS = 60.0; ///< python
    std::map<std::string, AttrValue> attrs; ///< op-specific keys beside op
    SourcePos pos;
};
const char* referenceKindName(ReferenceSpec::Kind k);

/// Per-output tolerance; unset fields take torch.testing.assert_close's default for the dtype.
struct ToleranceSpec {
    std::optional<double> atol;
    std::optional<double> rtol;
    std::optional<std::int64_t> maxUlp;
    SourcePos pos;
};

/// Per-output comparison controls ([compare.NAME]): which elements are compared and how. Region bounds
/// are param expressions, resolved at run time; see docs/task-format.md "Comparison controls".
struct CompareSpec {
    std::string region; ///< a slice such as "[:, :V]" or "[2:N-2, 2:N-2]"; empty: every element
    std::string mask; ///< "finite(ref)", a buffer name, or an expression over ref, out, i, i0, i1, ...
    bool unordered = false; ///< compare as multisets: both sides sorted before the element-wise rule
    std::optional<int> unorderedAxis; ///< unordered_axis: one multiset per line along this axis, else one in all
    std::vector<std::string> anyOf; ///< candidate buffers: an element passes if it matches any candidate
    SourcePos pos; ///< the table
};

/// An expected analysis finding, checked by the analysis tests.
struct ExpectSpec {
    std::string kind;
    int line = 0;
    std::string buffer;
};

/// One task: a kernel, its inputs, launch, reference and tolerances (ARCHITECTURE §3).
struct Task {
    int schema = kTaskSchema;
    std::string name;
    std::string summary;
    std::string lesson;
    std::filesystem::path dir; ///< the task folder, absolute
    std::filesystem::path file; ///< task.toml, absolute
    KernelSpec kernel;
    std::vector<std::pair<std::string, std::int64_t>> params; ///< in file order
    std::vector<BufferSpec> buffers;
    LaunchSpec launch;
    ReferenceSpec reference;
    std::map<std::string, ToleranceSpec> tolerances;
    std::map<std::string, CompareSpec> compares; ///< [compare.NAME], by output name
    int seedCount = 1;
    std::uint64_t seedBase = 0;
    std::vector<ExpectSpec> expects;
    std::vector<ParamMap> sweep; ///< alternative param sets, zipped from [sweep] arrays

    ParamMap paramMap() const;
    const BufferSpec* findBuffer(const std::string& name) const;
};

/// Launch dimensions after evaluating every expression.
struct ResolvedLaunch {
    std::array<std::uint32_t, 3> grid {1, 1, 1};
    std::array<std::uint32_t, 3> block {1, 1, 1};
    std::uint32_t dynamicShared = 0;
    std::uint32_t printfFifo = 1u << 20; ///< bytes; [launch] printf_fifo
    std::uint32_t stackSize = 0; ///< per-thread stack bytes; 0: the driver's default (1 KiB)
    bool cooperative = false;
    bool hasCluster = false;
    std::array<std::uint32_t, 3> cluster {1, 1, 1};
    int clusterLine = 0; ///< task.toml line of cluster, for launch errors
};

/// The CUDA driver's default per-thread stack (cuCtxGetLimit(CU_LIMIT_STACK_SIZE) on a fresh context).
inline constexpr std::uint32_t kDefaultStackSize = 1024;

/// A buffer with its concrete shape.
struct ResolvedBuffer {
    const BufferSpec* spec = nullptr;
    std::vector<std::int64_t> shape;
    std::int64_t elements = 0;
    std::int64_t bytes = 0;
};

/// Every expression of a task evaluated for one param set.
struct ResolvedTask {
    ParamMap params;
    std::vector<ResolvedBuffer> buffers;
    ResolvedLaunch launch;
    ResolvedLaunch referenceLaunch;
};

/// The largest buffer a task may declare (bytes); larger shapes are refused before any allocation.
inline constexpr std::int64_t kMaxBufferBytes = std::int64_t(16) << 30;

/// Evaluates shapes and launch dimensions with the task's params, overridden by overrides.
/// Errors name the file, line and field of the offending expression.
Result<ResolvedTask> resolveTask(const Task& task, const ParamMap& overrides = {});

} // namespace warpscope::core
