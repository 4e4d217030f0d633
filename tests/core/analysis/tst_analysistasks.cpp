// Every kernels/ task through the runner with analysis on (the first seed, on the emulator): the
// seeded-bug tasks produce each of their [[expect]] findings with the right kind and line, the clean
// tasks produce none, and every analysed run carries `metrics` with the Nsight names. A task whose
// [[expect]] names an unknown kind is a located error.
#include "analysistest.h"

#include "core/analysis/expectations.h"
#include "core/compile/tritoncompile.h"
#include "core/pipeline/runjson.h"
#include "core/pipeline/runner.h"
#include "core/task/taskloader.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>

using namespace atest;
namespace fs = std::filesystem;

namespace {

/// Tasks that compute a wrong result on purpose; their bugs are not sanitizer findings, except where
/// the list says so.
const std::set<std::string> kWrongOnPurpose
    = {"transpose_wrong_tile", "reduce_tail_bug", "softmax_no_max", "f16_accum"};

Result<RunResult> analyseTask(const Task& task)
{
    EmulatorBackend backend;
    RunOptions options;
    options.analyze = true;
    options.seedCount = 1;
    options.keepTensors = false;
    options.collectEnvironment = false;
    RunControl control;
    control.threads = 2;
    return runTask(task, backend, options, control);
}

std::string describe(const std::vector<Finding>& findings)
{
    std::string s;
    for (const auto& f : findings)
        s += std::string("\n    ") + findingKindName(f.kind) + " line " + std::to_string(f.sourceLine) + ": "
            + f.message;
    return s;
}

void everyTask()
{
    const fs::path root = fs::path(WARPSCOPE_SOURCE_DIR) / "kernels";
    std::vector<fs::path> dirs;
    for (const auto& e : fs::directory_iterator(root))
        if (fs::exists(e.path() / "task.toml"))
            dirs.push_back(e.path());
    std::sort(dirs.begin(), dirs.end());
    int seeded = 0;
    for (const auto& dir : dirs) {
        const std::string name = dir.filename().string();
        auto task = loadTask(dir);
        ACHECK_MSG(task.ok(), name + ": " + (task ? "" : task.error().describe()));
        if (!task)
            continue;
        ACHECK_MSG(validateExpectations(*task).ok(), name);
        if (task->kernel.language == KernelLanguage::Triton)
            if (auto python = findTritonPython(); !python) {
                std::fprintf(stderr, "  %s: SKIP, a Triton task and Triton cannot be imported: %s\n", name.c_str(),
                    python.error().message.c_str());
                continue;
            }
        auto r = analyseTask(*task);
        ACHECK_MSG(r.ok(), name + ": " + (r ? "" : r.error().describe()));
        if (!r)
            continue;
        ACHECK_MSG(r->metrics.contains("lines") && r->metrics.contains("names") && r->metrics.contains("totals"),
            name + ": no metrics");
        ACHECK_MSG(r->metrics.value("names", nlohmann::json::object()).contains("shared_wavefronts_excessive"), name);
        const auto json = runResultToJson(*r);
        ACHECK_MSG(json.contains("findings") && json.contains("metrics"), name);
        // the warp access view draws sectors and banks: parameter loads are not sampled
        for (const auto& sample : r->metrics.value("access_samples", nlohmann::json::array())) {
            const std::string space = sample.value("space", std::string());
            ACHECK_MSG(space == "global" || space == "shared", name + ": a sample of space " + space);
        }
        if (!task->expects.empty()) {
            ++seeded;
            const auto unmet = unmetExpectations(*task, r->findings);
            for (const auto& e : unmet)
                atest::fail(__FILE__, __LINE__,
                    name + ": expected " + e.kind + " on line " + std::to_string(e.line)
                        + "; found:" + describe(r->findings));
            ACHECK_MSG(!r->passed, name + ": a task with findings passed");
            std::fprintf(
                stderr, "  %s: %zu finding(s)%s\n", name.c_str(), r->findings.size(), describe(r->findings).c_str());
        } else if (!kWrongOnPurpose.count(name)) {
            ACHECK_MSG(r->findings.empty(), name + ": findings on a clean task:" + describe(r->findings));
        } else {
            std::fprintf(stderr, "  %s (wrong on purpose): %zu finding(s)%s\n", name.c_str(), r->findings.size(),
                describe(r->findings).c_str());
        }
    }
    ACHECK(seeded >= 4);
}

void unknownExpectKindIsLocated()
{
    const fs::path dir = fs::temp_directory_path() / "warpscope-tst-analysis-expect";
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path src = fs::path(WARPSCOPE_SOURCE_DIR) / "kernels" / "oob_edge";
    fs::copy_file(src / "oob_edge.cu", dir / "oob_edge.cu");
    std::ifstream in(src / "task.toml");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    text += "\n[[expect]]\nkind = \"raec\"\nline = 3\n";
    const int kindLine = lineOf(text, "kind = \"raec\"");
    std::ofstream(dir / "task.toml") << text;
    auto task = loadTask(dir);
    ACHECK_MSG(task.ok(), task ? "" : task.error().describe());
    if (!task)
        return;
    const Status st = validateExpectations(*task);
    ACHECK(!st.ok());
    if (st.ok())
        return;
    ACHECK_EQ(st.error().line, kindLine);
    ACHECK(st.error().field == "expect[1].kind");
    ACHECK(st.error().file.find("task.toml") != std::string::npos);
    ACHECK(st.error().message.find("raec") != std::string::npos);
    ACHECK(st.error().message.find("race") != std::string::npos); // says what to write instead
    fs::remove_all(dir);
}

/// A copy of kernels/histogram_bytes in a temporary folder with `from` replaced by `to` in its source.
fs::path histogramVariant(const std::string& from, const std::string& to)
{
    const fs::path dir = fs::temp_directory_path() / "warpscope-tst-analysis-bytes";
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path src = fs::path(WARPSCOPE_SOURCE_DIR) / "kernels" / "histogram_bytes";
    fs::copy_file(src / "task.toml", dir / "task.toml");
    fs::copy_file(src / "lesson.md", dir / "lesson.md");
    std::ifstream in(src / "histogram_bytes.cu");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto at = text.find(from);
    ACHECK_MSG(at != std::string::npos, "histogram_bytes.cu no longer has: " + from);
    if (at != std::string::npos)
        text.replace(at, from.size(), to);
    std::ofstream(dir / "histogram_bytes.cu") << text;
    return dir;
}

void byteCountersAreNoRaceOneByteIs()
{
    // four warps write four bytes of one word: clean (kernels/histogram_bytes, also in everyTask)
    auto clean = loadTask(fs::path(WARPSCOPE_SOURCE_DIR) / "kernels" / "histogram_bytes");
    ACHECK(clean.ok());
    if (!clean)
        return;
    auto r = analyseTask(*clean);
    ACHECK_MSG(r.ok() && r->passed && r->findings.empty(), r ? describe(r->findings) : r.error().describe());
    // every warp on byte 0 of the bin: the same byte, a real race
    const fs::path dir = histogramVariant("hist[v][warp] +=", "hist[v][0] +=");
    auto racy = loadTask(dir);
    ACHECK(racy.ok());
    if (!racy)
        return;
    r = analyseTask(*racy);
    ACHECK(r.ok());
    if (!r)
        return;
    std::ifstream source(dir / "histogram_bytes.cu");
    const std::string text((std::istreambuf_iterator<char>(source)), std::istreambuf_iterator<char>());
    const int line = lineOf(text, "hist[v][0] +=");
    const bool found = std::any_of(r->findings.begin(), r->findings.end(),
        [line](const Finding& f) { return f.kind == Finding::Kind::Race && f.sourceLine == line && failsRun(f); });
    ACHECK_MSG(found, "no race on line " + std::to_string(line) + ":" + describe(r->findings));
    ACHECK(!r->passed);
    fs::remove_all(dir);
}

void sameValueWriteWarnsAndPasses()
{
    // every warp's lane 0 sets the same shared flag to 1 without a barrier between them: a race whose
    // writes agree, reported as a warning that fails nothing (compute-sanitizer's warning level)
    const fs::path dir = fs::temp_directory_path() / "warpscope-tst-analysis-samevalue";
    fs::remove_all(dir);
    fs::create_directories(dir);
    std::ofstream(dir / "flag.cu") << "extern \"C\" __global__ void flag(int* out)\n"
                                      "{\n"
                                      "    __shared__ int seen;\n"
                                      "    if (threadIdx.x == 0) seen = 0;\n"
                                      "    __syncthreads();\n"
                                      "    if (threadIdx.x % 32 == 0) seen = 1;\n"
                                      "    __syncthreads();\n"
                                      "    out[threadIdx.x] = seen;\n"
                                      "}\n";
    std::ofstream(dir / "task.toml")
        << "schema = 1\nname = \"same value\"\n[kernel]\nsource = \"flag.cu\"\n"
           "entry = \"flag\"\noptions = [\"-lineinfo\"]\n"
           "[[buffer]]\nname = \"out\"\ndtype = \"i32\"\nshape = [128]\nrole = \"output\"\n"
           "[launch]\ngrid = [1]\nblock = [128]\nargs = [\"out\"]\n";
    auto task = loadTask(dir);
    ACHECK_MSG(task.ok(), task ? "" : task.error().describe());
    if (!task)
        return;
    auto r = analyseTask(*task);
    ACHECK_MSG(r.ok(), r ? "" : r.error().describe());
    if (!r)
        return;
    ACHECK_MSG(r->findings.size() == 1, describe(r->findings));
    if (r->findings.size() == 1) {
        const Finding& f = r->findings[0];
        ACHECK(f.kind == Finding::Kind::Race);
        ACHECK(f.severity == Finding::Severity::Warning);
        ACHECK_EQ(f.sourceLine, 6);
        ACHECK(f.message.find("same value written") != std::string::npos);
        ACHECK(runResultToJson(*r)["findings"][0].value("severity", std::string()) == "warning");
    }
    ACHECK_MSG(r->passed, "a warning failed the run");
    fs::remove_all(dir);
}

} // namespace

/// The f16_accum lesson says which row length still passes: its first [sweep] row must pass on every
/// seed, every longer one fail, and the lesson must name the passing length (it once said COLS = 8,
/// which fails on seed 4).
void f16AccumSweepMatchesItsLesson()
{
    const fs::path dir = fs::path(WARPSCOPE_SOURCE_DIR) / "kernels" / "f16_accum";
    auto task = loadTask(dir);
    ACHECK(task.ok());
    ACHECK(!task || task->sweep.size() >= 2);
    if (!task || task->sweep.size() < 2)
        return;
    std::ifstream in(dir / "lesson.md");
    const std::string lesson((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    for (std::size_t i = 0; i < task->sweep.size(); ++i) {
        EmulatorBackend backend;
        RunOptions options;
        options.overrides = task->sweep[i];
        options.keepTensors = false;
        options.collectEnvironment = false;
        RunControl control;
        control.threads = 2;
        auto r = runTask(*task, backend, options, control);
        ACHECK(r.ok());
        if (!r)
            continue;
        const std::string cols = std::to_string(task->sweep[i].at("COLS"));
        ACHECK_MSG(r->passed == (i == 0), "COLS = " + cols + (r->passed ? " passed" : " failed"));
        if (i == 0)
            ACHECK_MSG(
                lesson.find("COLS = " + cols + " passes") != std::string::npos, "the lesson names COLS = " + cols);
    }
}

int main()
{
    if (!compile("extern \"C\" __global__ void k() {}", "k").ok) {
        std::fprintf(stderr, "SKIP: NVRTC is not available\n");
        return 77;
    }
    return runTests({{"everyTask", everyTask}, {"unknownExpectKindIsLocated", unknownExpectKindIsLocated},
        {"byteCountersAreNoRaceOneByteIs", byteCountersAreNoRaceOneByteIs},
        {"sameValueWriteWarnsAndPasses", sameValueWriteWarnsAndPasses},
        {"f16AccumSweepMatchesItsLesson", f16AccumSweepMatchesItsLesson}});
}
