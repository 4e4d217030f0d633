// The fault suite, one fault per process (a sticky error poisons the context for good):
//   tst_gpu_faults oob | misaligned | trap | infinite_loop
// Each fault task in tests/gpu/faults/ must end as a finding with completed = false, the error must
// be classified sticky (so the worker exits with WorkerExit::StickyCudaError), and the next launch
// must not run. The process then exits at once, without releasing the lost context.
#include "gpucheck.h"
#include "gputask.h"

#include "core/cuda/cudaerrors.h"

#include <cstdlib>
#include <map>
#include <set>

using namespace warpscope::core;

namespace {

struct Expectation {
    std::set<Finding::Kind> kinds;
    std::set<int> codes;
};

const std::map<std::string, Expectation> kFaults = {
    {"oob", {{Finding::Kind::OutOfBounds}, {CUDA_ERROR_ILLEGAL_ADDRESS}}},
    {"misaligned", {{Finding::Kind::Misaligned}, {CUDA_ERROR_MISALIGNED_ADDRESS}}},
    // trap ends the kernel with an exception; drivers report it as a launch failure or an illegal instruction.
    {"trap",
        {{Finding::Kind::Other, Finding::Kind::Trap, Finding::Kind::Assert},
            {CUDA_ERROR_LAUNCH_FAILED, CUDA_ERROR_ILLEGAL_INSTRUCTION, CUDA_ERROR_ASSERT}}},
    {"infinite_loop", {{Finding::Kind::BudgetExceeded}, {CUDA_ERROR_LAUNCH_TIMEOUT}}},
};

void faultCase(CudaBackend& gpu, const gpucheck::GpuTask& task, const Expectation& expected)
{
    std::vector<Tensor> buffers = task.pristine;
    auto first = gpu.launch(task.request(buffers));
    GPU_REQUIRE(first.ok(), "a kernel fault is a finding, not an error: " + gpucheck::errorOf(first));
    GPU_CHECK(!first->completed);
    GPU_REQUIRE(first->findings.size() == 1, "one finding for the fault");
    const Finding& f = first->findings.front();
    std::printf("finding: %s: %s\n", findingKindName(f.kind), f.message.c_str());
    GPU_CHECK_MSG(expected.kinds.count(f.kind) == 1, findingKindName(f.kind));
    GPU_CHECK(f.kernel == task.kernel.lowered);
    GPU_CHECK(cudaStickyErrorOccurred());
    GPU_CHECK_MSG(expected.codes.count(firstStickyCudaError()) == 1, cudaErrorLabel(firstStickyCudaError()));
    GPU_CHECK(gpu.context()->lost());
    auto second = gpu.launch(task.request(buffers));
    GPU_REQUIRE(second.ok(), gpucheck::errorOf(second));
    GPU_CHECK(!second->completed);
    GPU_CHECK(!second->findings.empty() && second->findings[0].message.find("was not run") != std::string::npos);
}

} // namespace

int main(int argc, char** argv)
{
    const std::string fault = argc > 1 ? argv[1] : "";
    const auto expected = kFaults.find(fault);
    if (expected == kFaults.end()) {
        std::printf("usage: tst_gpu_faults oob|misaligned|trap|infinite_loop\n");
        return 2;
    }
    CudaBackendOptions options;
    options.deadlineSeconds = 5.0;
    auto backend = CudaBackend::create(options);
    if (!backend)
        return gpucheck::skip(backend.error().message);
    auto task = gpucheck::loadGpuTask("tests/gpu/faults/" + fault, gpucheck::archFor((*backend)->arch()));
    if (!task) {
        std::printf("FAIL: cannot prepare the fault task: %s\n", task.error().describe().c_str());
        return 1;
    }
    const int rc = gpucheck::run({{"fault " + fault, [&] { faultCase(**backend, *task, expected->second); }}});
    std::fflush(stdout);
    std::_Exit(rc); // skip static destructors: the lost context may still run a kernel
}
