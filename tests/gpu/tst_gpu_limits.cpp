// The launch checks against the real device: over-limit launches are refused with the limit cited,
// before the driver sees them; a launch that needs the shared-memory opt-in gets it and runs.
#include "gpucheck.h"
#include "gputask.h"

#include "core/compile/compiler.h"
#include "core/compile/ptxsignature.h"

#include <cstring>

using namespace warpscope::core;

namespace {

/// A kernel that uses `bytes` of dynamic shared memory and writes one value through it.
const char* kSharedKernel = R"(
extern "C" __global__ void big_shared(float* out, int bytes)
{
    extern __shared__ float tile[];
    const int n = bytes / 4;
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        tile[i] = float(i);
    __syncthreads();
    if (threadIdx.x == 0)
        out[0] = tile[n - 1];
}
)";

} // namespace

int main()
{
    auto backend = CudaBackend::create();
    if (!backend)
        return gpucheck::skip(backend.error().message);
    CudaBackend& gpu = **backend;
    const int arch = gpucheck::archFor(gpu.arch());
    auto task = gpucheck::loadGpuTask("kernels/vector_add", arch);
    if (!task) {
        std::printf("FAIL: cannot prepare kernels/vector_add: %s\n", task.error().describe().c_str());
        return 1;
    }
    const DeviceLimits& limits = gpu.device().limits;
    auto refused = [&](ResolvedLaunch dims, const std::string& cites) {
        std::vector<Tensor> buffers = task->pristine;
        LaunchRequest r = task->request(buffers);
        r.dims = dims;
        auto res = gpu.launch(r);
        GPU_REQUIRE(!res.ok(), "an over-limit launch must be refused");
        GPU_CHECK(res.error().code == ErrorCode::BadInput);
        GPU_CHECK_MSG(res.error().message.find(cites) != std::string::npos, res.error().message);
    };
    return gpucheck::run({
        {"2048 threads per block",
            [&] {
                refused({{1, 1, 1}, {32, 64, 1}, 0},
                    "exceeds the device's 1024 threads per block (CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK)");
            }},
        {"block z of 65",
            [&] {
                refused({{1, 1, 1}, {1, 1, 65}, 0}, "CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z");
            }},
        {"grid y of 65536",
            [&] {
                refused({{1, 65536, 1}, {32, 1, 1}, 0}, "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y");
            }},
        {"shared memory over the opt-in maximum",
            [&] {
                refused({{1, 1, 1}, {32, 1, 1}, std::uint32_t(limits.sharedPerBlockOptIn + 1024)},
                    "CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN");
            }},
        {"the largest legal block runs",
            [&] {
                std::vector<Tensor> buffers = task->pristine;
                LaunchRequest r = task->request(buffers);
                r.dims.block = {1024, 1, 1};
                r.dims.grid = {std::uint32_t((100000 + 1023) / 1024), 1, 1};
                auto res = gpu.launch(r);
                GPU_REQUIRE(res.ok(), gpucheck::errorOf(res));
                GPU_CHECK(res->completed);
            }},
        {"shared memory above 48 KiB uses the opt-in",
            [&] {
                CompileRequest req;
                req.source = kSharedKernel;
                req.sourceName = "big_shared.cu";
                req.arch = arch;
                req.nameExpressions = {"big_shared"};
                req.entry = "big_shared";
                req.wantSass = false;
                req.useCache = false;
                auto compiled = compileCuda(req);
                GPU_REQUIRE(compiled.ok() && compiled->ok, compiled.ok() ? compiled->log : compiled.error().message);
                const int bytes = std::min(limits.sharedPerBlockOptIn, 96 * 1024);
                GPU_REQUIRE(bytes > 48 * 1024, "this GPU has no shared-memory opt-in above 48 KiB");
                std::vector<Tensor> buffers = {Tensor::zeros(DType::F32, {1})};
                LaunchRequest r;
                r.ptx = compiled->ptx;
                r.cubin = compiled->cubin;
                r.entry = "big_shared";
                r.dims = {{1, 1, 1}, {256, 1, 1}, std::uint32_t(bytes)};
                r.args = {KernelArg {KernelArg::Kind::Buffer, 0, {}}, KernelArg {KernelArg::Kind::Scalar, -1, {}}};
                r.args[1].bytes.resize(4);
                std::memcpy(r.args[1].bytes.data(), &bytes, 4);
                r.buffers = &buffers;
                r.bufferNames = {"out"};
                auto res = gpu.launch(r);
                GPU_REQUIRE(res.ok(), gpucheck::errorOf(res));
                GPU_CHECK(res->completed);
                GPU_CHECK(buffers[0].at(0) == double(bytes / 4 - 1));
            }},
    });
}
