// CUPTI on a real GPU: kernel durations from the activity API, and range-profiler metrics when the
// counters may be read (otherwise the permission message is checked and printed).
#include "gpucheck.h"
#include "gputask.h"

#include "core/cuda/cudalaunch.h"
#include "core/cuda/cudaresources.h"
#include "core/cuda/cuptiactivity.h"
#include "core/cuda/cuptiapi.h"
#include "core/cuda/cuptimetrics.h"

#include <map>

using namespace warpscope::core;

int main()
{
    auto backend = CudaBackend::create();
    if (!backend)
        return gpucheck::skip(backend.error().message);
    if (auto cupti = cuptiForDevice(); !cupti)
        return gpucheck::skip(cupti.error().message);
    CudaBackend& gpu = **backend;
    auto task = gpucheck::loadGpuTask("kernels/vector_add", gpucheck::archFor(gpu.arch()));
    if (!task) {
        std::printf("FAIL: %s\n", task.error().describe().c_str());
        return 1;
    }
    return gpucheck::run({
        {"kernel durations",
            [&] {
                auto recorder = KernelActivityRecorder::start();
                GPU_REQUIRE(recorder.ok(), gpucheck::errorOf(recorder));
                double eventTotal = 0;
                for (int i = 0; i < 5; ++i) {
                    std::vector<Tensor> buffers = task->pristine;
                    auto r = gpu.launch(task->request(buffers));
                    GPU_REQUIRE(r.ok() && r->completed, gpucheck::errorOf(r));
                    eventTotal += r->seconds;
                }
                auto records = (*recorder)->stop();
                GPU_REQUIRE(records.ok(), gpucheck::errorOf(records));
                GPU_CHECK_MSG(records->size() == 5, std::to_string(records->size()) + " kernel records");
                double total = 0;
                for (const auto& k : *records) {
                    GPU_CHECK(k.name == task->kernel.lowered);
                    GPU_CHECK(k.seconds() > 0 && k.seconds() < 0.1);
                    total += k.seconds();
                }
                std::printf("CUPTI %.2f us vs events %.2f us for 5 launches\n", total * 1e6, eventTotal * 1e6);
                GPU_CHECK(total <= eventTotal * 1.5 + 20e-6); // events include launch overhead; CUPTI does not
            }},
        {"range profiler metrics",
            [&] {
                auto ctx = gpu.context();
                auto module = CudaModule::load(*ctx, task->kernel.cubin, task->kernel.ptx, task->kernel.lowered);
                GPU_REQUIRE(module.ok(), gpucheck::errorOf(module));
                std::vector<Tensor> host = task->pristine;
                std::vector<DeviceBuffer> device;
                for (std::size_t i = 0; i < host.size(); ++i) {
                    auto b = DeviceBuffer::allocate(*ctx, host[i].byteSize(), task->names[i]);
                    GPU_REQUIRE(b.ok() && b->upload(host[i].bytes.data(), host[i].byteSize()).ok(), "upload");
                    device.push_back(std::move(*b));
                }
                auto params = KernelParams::build(task->args, device, task->kernel.lowered);
                GPU_REQUIRE(params.ok(), gpucheck::errorOf(params));
                const auto& d = task->resolved.launch;
                auto metrics = profileKernelMetrics(*ctx, defaultKernelMetrics(), [&]() -> Status {
                    if (auto s
                        = ctx->check(ctx->api().launchKernel(module->function(), d.grid[0], d.grid[1], d.grid[2],
                                         d.block[0], d.block[1], d.block[2], 0, nullptr, params->pointers(), nullptr),
                            "cuLaunchKernel");
                        !s)
                        return s;
                    return ctx->check(ctx->api().ctxSynchronize(), "cuCtxSynchronize");
                });
                if (!metrics) {
                    const std::string m = metrics.error().message;
                    std::printf("metrics unavailable: %s\n", m.c_str());
                    GPU_CHECK_MSG(m.find("ERR_NVGPUCTRPERM") != std::string::npos
                            || metrics.error().code == ErrorCode::Unsupported,
                        "only missing counter permissions or an unsupported GPU may stop the metrics: " + m);
                    return;
                }
                std::printf("chip %s, %zu passes\n", metrics->chip.c_str(), metrics->passes);
                std::map<std::string, double> v;
                for (const auto& m : metrics->values) {
                    std::printf("  %-62s %.4g\n", m.name.c_str(), m.value);
                    v[m.name] = m.value;
                }
                for (const auto& u : metrics->unavailable)
                    std::printf("  unavailable: %s\n", u.c_str());
                const double loads = v["l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum"];
                const double sectors = v["l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"];
                GPU_REQUIRE(loads > 0, "no global load requests counted");
                // 32 lanes x 4 bytes = 128 bytes = 4 sectors per coalesced request.
                GPU_CHECK_MSG(sectors / loads > 3.8 && sectors / loads < 4.2, std::to_string(sectors / loads));
                GPU_CHECK(v["l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum"] == 0);
                GPU_CHECK(v["dram__bytes_write.sum"] <= 2 * 400000.0 + 65536);
            }},
    });
}
