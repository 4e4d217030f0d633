// vector_add on the GPU gives the emulator's bits, from the cubin and from the PTX JIT, and the
// whole run of the task passes against its reference.
#include "gpucheck.h"
#include "gputask.h"

#include "core/emu/emulatorbackend.h"
#include "core/pipeline/runner.h"

using namespace warpscope::core;

int main()
{
    auto backend = CudaBackend::create();
    if (!backend)
        return gpucheck::skip(backend.error().message);
    Backend& gpu = **backend;
    const int arch = gpucheck::archFor((*backend)->arch());
    auto task = gpucheck::loadGpuTask("kernels/vector_add", arch);
    if (!task) {
        std::printf("FAIL: cannot prepare kernels/vector_add: %s\n", task.error().describe().c_str());
        return 1;
    }
    return gpucheck::run({
        {"cubin launch matches the emulator bit for bit",
            [&] {
                std::vector<Tensor> onGpu = task->pristine;
                std::vector<Tensor> onEmu = task->pristine;
                auto g = gpu.launch(task->request(onGpu));
                GPU_REQUIRE(g.ok(), gpucheck::errorOf(g));
                GPU_CHECK(g->completed);
                GPU_CHECK(g->findings.empty());
                GPU_CHECK(g->seconds > 0 && g->seconds < 1.0);
                EmulatorBackend emu;
                Backend& e = emu;
                auto r = e.launch(task->request(onEmu));
                GPU_REQUIRE(r.ok(), gpucheck::errorOf(r));
                GPU_CHECK(onGpu[2].bytes == onEmu[2].bytes);
                GPU_CHECK(onGpu[0].bytes == task->pristine[0].bytes); // inputs came back unchanged
                GPU_CHECK(onGpu[2].bytes != task->pristine[2].bytes); // the poison was overwritten
            }},
        {"PTX JIT launch gives the same bits",
            [&] {
                std::vector<Tensor> fromCubin = task->pristine;
                std::vector<Tensor> fromPtx = task->pristine;
                GPU_REQUIRE(gpu.launch(task->request(fromCubin)).ok(), "cubin launch");
                LaunchRequest r = task->request(fromPtx);
                r.cubin.clear();
                auto jit = gpu.launch(r);
                GPU_REQUIRE(jit.ok(), gpucheck::errorOf(jit));
                GPU_CHECK(fromPtx[2].bytes == fromCubin[2].bytes);
            }},
        {"a bad PTX names the JIT log",
            [&] {
                std::vector<Tensor> buffers = task->pristine;
                LaunchRequest r = task->request(buffers);
                r.cubin.clear();
                r.ptx = ".version 8.0\n.target sm_" + std::to_string(arch) + "\n.address_size 64\n.visible .entry "
                    + r.entry + "(.param .u64 a) { bogus.instruction; }\n";
                auto bad = gpu.launch(r);
                GPU_REQUIRE(!bad.ok(), "a broken PTX must not load");
                GPU_CHECK_MSG(bad.error().message.find("PTX JIT") != std::string::npos, bad.error().message);
                std::printf("bad PTX: %s\n", bad.error().message.substr(0, 300).c_str());
            }},
        {"runTask on the GPU passes every seed",
            [&] {
                RunOptions o;
                o.arch = arch;
                auto run = runTask(task->task, gpu, o);
                GPU_REQUIRE(run.ok(), gpucheck::errorOf(run));
                GPU_CHECK(run->passed);
                GPU_CHECK(run->backend == "cuda");
                GPU_CHECK(run->seeds.size() == 3);
            }},
    });
}
