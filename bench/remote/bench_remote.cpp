// Round trip of a small run (kernels/vector_add, N = 1000, one seed) sent as the same run_files request
// to a local `warpscope-cli worker` (a pipe) and to one on a target over ssh with the shared
// connection reused, side by side, plus the set-up of a fresh ssh connection. Goal (issue 18):
// remote <= 1.5 x local + one connection set-up. The median of the repetitions is printed. Run by hand:
//   build/bench/remote/bench_remote [TARGET_URL [REPETITIONS]]
// Without a target it starts its own sshd on 127.0.0.1 (tests/core/remote/localsshd.h; needs
// openssh-server) and stops it at the end.
#include "core/common/process.h"
#include "core/protocol/requests.h"
#include "core/remote/remoteworker.h"
#include "core/remote/sshcommand.h"
#include "core/remote/taskfiles.h"
#include "core/task/taskloader.h"
#include "tests/core/remote/localsshd.h"

#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <vector>

using namespace warpscope::core;

namespace {

const std::string kCli = WARPSCOPE_BINARY_DIR "/cli/warpscope-cli";

double now()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

WorkerRequest smallRun(std::int64_t n = 1000, bool bundle = false)
{
    auto task = loadTask(std::filesystem::path(WARPSCOPE_SOURCE_DIR) / "kernels" / "vector_add");
    auto files = collectTaskFiles(*task);
    WorkerRunRequest run;
    run.taskPath = "task.toml";
    run.bundleDir = "remote";
    run.seeds = 1;
    run.params = {{"N", n}};
    WorkerRequest r;
    r.id = 1;
    r.type = "run_files";
    r.payload = workerRunRequestToJson(run);
    r.payload["files"] = shippedFilesToJson(*files);
    r.payload["return_bundle"] = bundle;
    return r;
}

} // namespace

int tensors(const Target& target, const RemoteCallOptions& options, int reps);

int main(int argc, char** argv)
{
    const int reps = argc > 2 ? std::max(3, std::atoi(argv[2])) : 7;
    QTemporaryDir dir("/tmp/wsbench-XXXXXX");
    wstest::LocalSshd sshd;
    std::string url = argc > 1 ? argv[1] : "";
    if (url.empty()) {
        if (const std::string why = wstest::sshdMissing(); !why.empty()) {
            std::fprintf(stderr, "bench_remote: %s; or give a target URL (ssh://host)\n", why.c_str());
            return 2;
        }
        const std::string dirPath = dir.path().toStdString();
        std::filesystem::create_directories(dirPath + "/cache");
        const std::string error = sshd.start(dirPath, "XDG_CACHE_HOME=" + dirPath + "/cache");
        if (!error.empty()) {
            std::fprintf(stderr, "bench_remote: %s\n", error.c_str());
            return 2;
        }
        std::filesystem::create_directories(dirPath + "/ctl");
        std::filesystem::permissions(dirPath + "/ctl", std::filesystem::perms::owner_all);
        setenv("WARPSCOPE_SSH_CONFIG", (dirPath + "/known_hosts.config").c_str(), 1);
        setenv("WARPSCOPE_SSH_CONTROL_DIR", (dirPath + "/ctl").c_str(), 1);
        url = "ssh://127.0.0.1:" + std::to_string(sshd.port());
    }
    auto target = resolveTarget(url);
    if (!target) {
        std::fprintf(stderr, "bench_remote: %s\n", target.error().describe().c_str());
        return 2;
    }
    const WorkerRequest request = smallRun();
    const std::string line = encodeRequest(request) + "\n";
    RemoteCallOptions options;
    options.localCli = kCli;
    options.notify = [](const std::string& n) { std::fprintf(stderr, "%s\n", n.c_str()); };
    if (auto warm = callRemoteWorker(*target, request, options); !warm) { // copies the CLI if needed
        std::fprintf(stderr, "bench_remote: %s\n", warm.error().describe().c_str());
        return 3;
    }
    std::vector<double> local, remote, connect;
    for (int i = 0; i < reps; ++i) {
        double t0 = now();
        auto l = runProcess({kCli, "worker"}, line, std::chrono::minutes(2));
        local.push_back(now() - t0);
        if (!l || l->out.find("\"type\":\"result\"") == std::string::npos) {
            std::fprintf(stderr, "bench_remote: the local worker did not answer\n");
            return 3;
        }
        t0 = now();
        auto r = callRemoteWorker(*target, request, options);
        remote.push_back(now() - t0);
        if (!r) {
            std::fprintf(stderr, "bench_remote: %s\n", r.error().describe().c_str());
            return 3;
        }
        closeSshConnection(*target); // a fresh connection: its set-up, with a trivial command
        t0 = now();
        auto c = runProcess(sshArgv(*target, *sshControlDir(), "true"), {}, std::chrono::minutes(1));
        connect.push_back(now() - t0);
        (void)c;
    }
    closeSshConnection(*target);
    const double l = median(local), r = median(remote), c = median(connect);
    std::printf("small run (vector_add, N=1000, 1 seed), median of %d\n", reps);
    std::printf("  local worker round trip          %8.1f ms\n", l * 1e3);
    std::printf("  remote over ssh, shared link     %8.1f ms\n", r * 1e3);
    std::printf("  fresh ssh connection set-up      %8.1f ms\n", c * 1e3);
    std::printf("  remote / (1.5 x local + set-up)  %8.2f  (goal <= 1)\n", r / (1.5 * l + c));
    std::printf("  remote / local                   %8.2f\n", r / l);
    return tensors(*target, options, reps > 3 ? 3 : reps);
}

/// The bundle of a 16 M-element run (64 MiB per tensor) back as binary frames, against `ssh host
/// cat` of a file as large as the bundle, side by side (issue 18 goal: >= 50% of cat's rate). The
/// bundle's transfer is the run with the bundle minus the same run without it.
int tensors(const Target& target, const RemoteCallOptions& options, int reps)
{
    const WorkerRequest without = smallRun(16 << 20, false), with = smallRun(16 << 20, true);
    std::vector<double> plain, bundled, cat;
    std::uint64_t bytes = 0;
    for (int i = 0; i < reps; ++i) {
        double t0 = now();
        auto a = callRemoteWorker(target, without, options);
        plain.push_back(now() - t0);
        t0 = now();
        auto b = callRemoteWorker(target, with, options);
        bundled.push_back(now() - t0);
        if (!a || !b) {
            std::fprintf(stderr, "bench_remote: %s\n", (!a ? a.error() : b.error()).describe().c_str());
            return 3;
        }
        bytes = 0;
        for (const auto& f : b->files)
            bytes += f.content.size();
        // the same number of bytes through `ssh host cat` (the far side reads /dev/zero)
        t0 = now();
        auto c = runProcess(sshArgv(target, *sshControlDir(), "head -c " + std::to_string(bytes) + " /dev/zero"), {},
            std::chrono::minutes(5), std::size_t(16) << 30);
        cat.push_back(now() - t0);
        if (!c || c->out.size() != bytes) {
            std::fprintf(stderr, "bench_remote: ssh cat did not bring %llu bytes\n", (unsigned long long)bytes);
            return 3;
        }
    }
    const double transfer = std::max(1e-3, median(bundled) - median(plain)), catTime = median(cat);
    const double mib = static_cast<double>(bytes) / (1 << 20);
    std::printf("bundle of a 16 M-element run (%.0f MiB), median of %d\n", mib, reps);
    std::printf("  run without / with the bundle    %8.1f / %.1f ms\n", median(plain) * 1e3, median(bundled) * 1e3);
    std::printf("  bundle as binary frames          %8.1f MiB/s\n", mib / transfer);
    std::printf("  ssh cat of as many bytes         %8.1f MiB/s\n", mib / catTime);
    std::printf("  frames / cat                     %8.2f  (goal >= 0.5)\n", catTime / transfer);
    return 0;
}
