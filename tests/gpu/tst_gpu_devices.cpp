// The device list the driver reports: identity, memory, clocks, caches and launch limits.
#include "gpucheck.h"

#include "core/cuda/cudabackend.h"
#include "core/cuda/devicelimits.h"
#include "core/cuda/devicequery.h"
#include "core/cuda/gpuspecs.h"

#include <nlohmann/json.hpp>

using namespace warpscope::core;

int main()
{
    auto devices = listCudaDevices();
    if (!devices)
        return gpucheck::skip(devices.error().message);
    return gpucheck::run({
        {"every device is described",
            [&] {
                GPU_REQUIRE(!devices->empty(), "listCudaDevices returned no device");
                for (const CudaDeviceInfo& d : *devices) {
                    std::printf("device %d: %s, sm_%d, %d SMs, %.1f GiB, L2 %d KiB, clock %d kHz, memory clock %d kHz "
                                "x %d bit\n",
                        d.ordinal, d.name.c_str(), d.arch(), d.smCount, double(d.totalMemory) / (1ull << 30),
                        d.l2Bytes / 1024, d.clockKHz, d.memoryClockKHz, d.memoryBusWidthBits);
                    GPU_CHECK(!d.name.empty());
                    GPU_CHECK(d.arch() >= 70);
                    GPU_CHECK(d.smCount > 0);
                    GPU_CHECK(d.totalMemory > (1ull << 30));
                    GPU_CHECK(d.l2Bytes >= (1 << 20));
                    GPU_CHECK(d.maxThreadsPerSm >= 1024);
                    GPU_CHECK(d.driverVersion >= 11000);
                }
            }},
        {"limits match the programming guide",
            [&] {
                for (const CudaDeviceInfo& d : *devices) {
                    const DeviceLimits& l = d.limits;
                    GPU_CHECK(l.maxThreadsPerBlock == 1024);
                    GPU_CHECK(l.maxBlockDim[0] == 1024 && l.maxBlockDim[1] == 1024 && l.maxBlockDim[2] == 64);
                    GPU_CHECK(l.maxGridDim[0] == 2147483647 && l.maxGridDim[1] == 65535 && l.maxGridDim[2] == 65535);
                    GPU_CHECK(l.sharedPerBlock == 48 * 1024);
                    GPU_CHECK(l.registersPerBlock == 65536);
                    GPU_CHECK(l.warpSize == 32);
                    if (const DeviceLimits* guide = guideDeviceLimits(d.arch()))
                        GPU_CHECK_MSG(l.sharedPerBlockOptIn == guide->sharedPerBlockOptIn,
                            "opt-in " + std::to_string(l.sharedPerBlockOptIn) + " vs guide "
                                + std::to_string(guide->sharedPerBlockOptIn));
                }
            }},
        {"json and spec table",
            [&] {
                const CudaDeviceInfo& d = devices->front();
                const nlohmann::json j = deviceInfoToJson(d);
                GPU_CHECK(j["name"] == d.name);
                GPU_CHECK(j["limits"]["max_threads_per_block"] == 1024);
                const GpuSpec* spec = findGpuSpec(builtinGpuSpecs(), d.name);
                std::printf("gpus.json entry: %s\n", spec ? spec->name.c_str() : "(none)");
                if (spec) {
                    GPU_CHECK_MSG(int(spec->smCount.value) == d.smCount, "SM count differs from gpus.json");
                    GPU_CHECK_MSG(spec->arch == d.arch(), "compute capability differs from gpus.json");
                    const double fromClocks = bandwidthFromClocks(d.memoryClockKHz, d.memoryBusWidthBits);
                    if (fromClocks > 0) // within 10% of the datasheet figure
                        GPU_CHECK_MSG(fromClocks > 0.9 * spec->memoryBandwidth.value
                                && fromClocks < 1.1 * spec->memoryBandwidth.value,
                            "bandwidth from clocks " + std::to_string(fromClocks / 1e9) + " GB/s");
                }
            }},
        {"probe and backend agree",
            [&] {
                const CudaPresence p = probeCuda();
                GPU_CHECK(p.devices.size() == devices->size());
                auto backend = CudaBackend::create();
                GPU_REQUIRE(backend.ok(), gpucheck::errorOf(backend));
                GPU_CHECK((*backend)->name() == "cuda");
                GPU_CHECK((*backend)->describe().find(devices->front().name) == 0);
                GPU_CHECK((*backend)->arch() == devices->front().arch());
                std::printf("backend: %s\n", (*backend)->describe().c_str());
            }},
    });
}
