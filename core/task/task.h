#pragma once

#include "core/common/dtype.h"
#include "core/common/enginemessage.h"
#include "core/task/expr.h"
#include "core/task/tensormaparg.h"

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
    double a = 0.0; ///< uniform low, normal mean, const value (after evaluateInitSpec)
    double b = 0.0; ///< uniform high, normal sigma
    std::string path; ///< npy file, relative to the task folder as written
    std::string text; ///< as written in task.toml
    /// The numeric arguments as written: numbers or expressions of params ("V", "1.0 / N"),
    /// evaluated in double with the run's params.
    std::vector<std::string> args;
};

/// Parses an init expression; the error message says which generators exist. Arguments that are
/// plain numbers are checked here; expressions wait for the run's params (evaluateInitSpec).
Result<InitSpec> parseInitSpec(const std::string& text);

/// The spec with its arguments evaluated with params; errors quote the generator, name the argument
/// that is not a param, and say the values a rule (a < b, sigma > 0) got after evaluation.
Result<InitSpec> evaluateInitSpec(const InitSpec& spec, const ParamMap& params);

/// One [[buffer]] entry; shape dimensions are integer expressions over [params].
struct BufferSpec {
    std::string name;
    DType dtype = DType::F32;
    std::vector<std::string> shape;
    BufferRole role = BufferRole::Input;
    std::optional<InitSpec> init;
    SourcePos pos; ///< the [[buffer]] header
    SourcePos shapePos; ///< the shape line, where shape errors point
    SourcePos initPos; ///< the init line, where generator errors point
    /// A [[symbol]] entry: the C++ name of the __constant__ or __device__ variable it fills (e.g.
    /// "coeffs", "ns::table"); empty for a kernel buffer. A symbol never binds to a kernel parameter.
    std::string symbol;
    enum class Fill { Once, EachLaunch };
    Fill fill = Fill::Once; ///< when a pipeline of launches copies it into the module (`fill`)
    bool isSymbol() const { return !symbol.empty(); }
};
const char* symbolFillName(BufferSpec::Fill f);

/// A kernel argument: a buffer or a view into one ("data + 16", "data[off:]"), a param, an integer
/// expression of params ("N / 16"), or a typed value ("f32:0.5", "i32:N / 16", "f32:1.0 / N").
struct LaunchArg {
    enum class Kind { Buffer, Param, Literal, Expr, TensorMap };
    Kind kind = Kind::Buffer;
    std::string text; ///< as written
    std::string name; ///< buffer or param name
    DType literalType = DType::I32;
    double literalValue = 0.0; ///< a typed literal written as a plain number (expr empty)
    /// Expr: the integer expression; Literal: the value after "dtype:" when it is not a plain number;
    /// Buffer: the view's element offset (empty: the buffer's start).
    std::string expr;
    TensorMapArgSpec tensorMap; ///< TensorMap ("tmap:NAME(...)"): the map's options; name is the buffer
};

/// Classifies an args entry; a name that is not a buffer is taken as a param (evaluation checks it,
/// with the params of the run, which may hold more than [params]). The error says what to write.
Result<LaunchArg> parseLaunchArg(const std::string& text, const std::vector<BufferSpec>& buffers);

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
    SourcePos argsPos; ///< the args line, where argument errors point
    SourcePos gridPos;
    SourcePos blockPos;
    SourcePos sharedPos;
    SourcePos printfPos;
    SourcePos clusterPos;
};

/// The largest per-thread stack a task may ask for: the 512 KiB of local memory a thread can address.
inline constexpr std::int64_t kMaxStackSize = 512 * 1024;

/// The language of a kernel source: CUDA C++ (NVRTC), PTX as given, or a Triton @triton.jit function.
enum class KernelLanguage { Cuda, Ptx, Triton };
/// "cuda", "ptx", "triton".
const char* kernelLanguageName(KernelLanguage language);
/// The language a [kernel] table means: `language` when given, else by the source's extension
/// (.ptx: PTX, .py: Triton, anything else: CUDA C++).
KernelLanguage kernelLanguageOf(const std::string& source, const std::string& language);

/// The [kernel] table, also used by kernel references.
struct KernelSpec {
    std::string source; ///< relative to the task folder
    std::string entry; ///< extern "C" name or a C++ name expression; Triton: the @triton.jit function
    std::vector<std::string> options;
    SourcePos pos;
    KernelLanguage language = KernelLanguage::Cuda;
    std::string languageText; ///< `language` as written; empty when implied by the extension
    std::vector<std::pair<std::string, std::string>> constexprs; ///< Triton: name -> Python literal ("1024")
    int numWarps = 4; ///< Triton: warps per CTA (the CTA has 32 * numWarps threads)
    int numStages = 3; ///< Triton: software-pipelining stages
    /// Triton: which config of the entry's @triton.autotune list to build (its constexprs, warps and
    /// stages); -1: none (Warpscope does not autotune)
    int autotuneConfig = -1;
};

/// One loop of a step's `repeat`: var runs from `from` while below `to` (above it when `step` is
/// negative), by `step`. Bounds are expressions over [params] and the enclosing loops' variables.
struct LoopSpec {
    std::string var;
    std::string from = "0";
    std::string to;
    std::string step = "1";
    SourcePos pos;
};

/// One launch of a pipeline ([[step]] or [[reference.step]]): its kernel, launch and loops. The
/// kernel's source and options default to the [kernel] table's.
struct StepSpec {
    std::string name; ///< as written; empty: "step N"
    KernelSpec kernel;
    LaunchSpec launch;
    std::vector<LoopSpec> repeat; ///< outer loop first; empty: launched once
    SourcePos pos;
};

/// One [[implementation]] of the task's operation: a kernel with its launch, or a pipeline of steps, for
/// its own architecture and options. Every implementation shares the task's buffers, reference,
/// tolerances and seeds (docs/task-format.md, "Implementations").
struct ImplementationSpec {
    std::string name; ///< unique; "NAME@sm_80" for each entry of an arch array
    KernelSpec kernel;
    LaunchSpec launch;
    std::vector<StepSpec> steps; ///< a pipeline ([[implementation.step]]); empty: kernel + launch
    std::string arch; ///< "sm_80", "sm_90a" as written; empty: the run's architecture
    int archNumber = 0; ///< XX of arch; 0 when none is given
    bool archSpecific = false; ///< arch ends in "a" (sm_90a): compiled with -arch=sm_XXa
    std::string like; ///< the implementation this one copied its kernel and launch from, or empty
    std::string family; ///< the name as written, before an arch array expanded it
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
    LaunchSpec launch; ///< kernel, single launch
    std::vector<StepSpec> steps; ///< kernel, a pipeline ([[reference.step]]); empty: kernel + launch
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

/// A [params] entry written as an expression of other params, e.g. DATACOUNT = "BYTES / 16".
struct ParamExpr {
    std::string text; ///< as written
    int line = 0; ///< task.toml line, for cycle and evaluation errors
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
    /// In file order; a derived param (one in paramExprs) holds its value for the written params.
    std::vector<std::pair<std::string, std::int64_t>> params;
    std::map<std::string, ParamExpr, std::less<>> paramExprs; ///< the params written as expressions
    std::vector<BufferSpec> buffers;
    LaunchSpec launch; ///< the single launch, or a pipeline's first step's
    /// A pipeline of launches ([[step]]), run in order on the same buffers; empty: kernel + launch.
    /// kernel and launch then hold the first step's, for the views that show one kernel.
    std::vector<StepSpec> steps;
    ReferenceSpec reference;
    std::map<std::string, ToleranceSpec> tolerances;
    std::map<std::string, CompareSpec> compares; ///< [compare.NAME], by output name
    int seedCount = 1;
    std::uint64_t seedBase = 0;
    std::vector<ExpectSpec> expects;
    std::vector<ParamMap> sweep; ///< alternative param sets, zipped from [sweep] arrays
    /// [[implementation]] entries in file order; kernel, launch and steps then hold the first one's. Empty:
    /// the task's one kernel is its only implementation.
    std::vector<ImplementationSpec> implementations;

    /// The written params with every derived one evaluated (resolveParams without overrides); when an
    /// expression fails (validation reports it), the values stored in params.
    ParamMap paramMap() const;
    bool isDerivedParam(const std::string& name) const;
    const BufferSpec* findBuffer(const std::string& name) const;
    /// "buffer[k]" or "symbol[k]": the task.toml field of buffers[i] ([[symbol]] entries follow the buffers).
    std::string bufferField(std::size_t i) const;
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

/// One launch of a pipeline after its loops are unrolled: which step, the loop values and dimensions.
struct ResolvedStepLaunch {
    int step = 0; ///< index into the steps (0 for a single launch)
    std::string label; ///< "step 2 (merge, k=4 j=1)"; empty for a single launch
    EngineMessage labelMessage; ///< label as a message id (the GUI translates "step")
    ParamMap params; ///< the run's params with the loop variables of this iteration
    ResolvedLaunch dims;
};

/// Whether a and b come from one [[implementation]] entry of the file: the same implementation, or two
/// architectures of one arch array ("cuda@sm_80", "cuda@sm_90a"), which share a kernel and a launch.
bool sameImplementationEntry(const ImplementationSpec& a, const ImplementationSpec& b);

/// The task as implementation i runs it: its kernel, launch and steps in place of the task's (an
/// arch-specific implementation's CUDA kernels get -arch=sm_XXa), without the other implementations.
Task taskForImplementation(const Task& task, std::size_t i);

/// The steps a task's kernel runs: task.steps, or one step made of [kernel] and [launch].
std::vector<StepSpec> kernelSteps(const Task& task);
/// The steps a kernel reference runs: reference.steps, or one step of its kernel and launch.
std::vector<StepSpec> referenceSteps(const Task& task);
/// "step 2 (merge)" for messages; an unnamed step is "step 2 (entry)".
std::string stepTitle(const StepSpec& step, int index);
/// stepTitle as a message id, with the loop values of one launch ("step 2 (merge, k=4)") when given.
EngineMessage stepTitleMessage(const StepSpec& step, int index, const std::string& loops = {});

/// The most launches a pipeline may unroll to (loops included), so a wrong bound fails in moments.
inline constexpr std::size_t kMaxPipelineLaunches = 100000;

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
    ResolvedLaunch launch; ///< the first launch's dimensions (the only one of a single-launch task)
    ResolvedLaunch referenceLaunch;
    std::vector<ResolvedStepLaunch> launches; ///< every launch of the kernel's steps, in order
    std::vector<ResolvedStepLaunch> referenceLaunches; ///< of a kernel reference; empty otherwise
    bool pipeline = false; ///< the task declares [[step]]s (labels and per-step results are shown)
};

/// The largest buffer a task may declare (bytes); larger shapes are refused before any allocation.
inline constexpr std::int64_t kMaxBufferBytes = std::int64_t(16) << 30;

/// The task's params with overrides applied (an override replaces a written value or an expression)
/// and every derived param evaluated from them in dependency order. A cycle is an error naming the
/// params in it and their lines; an overflow or an unknown name names the param.
Result<ParamMap> resolveParams(const Task& task, const ParamMap& overrides = {});

/// Evaluates shapes and launch dimensions with the task's params, overridden by overrides (derived
/// params recomputed from them, see resolveParams).
/// Errors name the file, line and field of the offending expression.
Result<ResolvedTask> resolveTask(const Task& task, const ParamMap& overrides = {});

/// A launch argument evaluated for one param set.
struct ArgValue {
    bool isReal = false; ///< a float typed value (real), else an integer (integer)
    std::int64_t integer = 0;
    double real = 0.0;
    std::int64_t offset = 0; ///< Buffer: the view's element offset, checked against the buffer
    int buffer = -1; ///< Buffer: index into Task::buffers
};

/// Evaluates an argument with params (the run's: [params], overrides, loop variables): an integer
/// expression, a typed value (a float one in double), or a view whose offset must lie in
/// 0..elements of its buffer (whose shape is evaluated with the same params). The error message
/// names the argument, and for a view the buffer, the offset and the size; callers add the place.
Result<ArgValue> evaluateLaunchArg(const Task& task, const LaunchArg& arg, const ParamMap& params);

} // namespace warpscope::core
