#include "core/compile/compiler.h"

#include "core/compile/nvrtcapi.h"

#include <chrono>
#include <memory>

namespace warpscope::core {

const char* severityName(Diagnostic::Severity s)
{
    switch (s) {
    case Diagnostic::Severity::Error:
        return "error";
    case Diagnostic::Severity::Warning:
        return "warning";
    case Diagnostic::Severity::Remark:
        return "remark";
    case Diagnostic::Severity::Note:
        return "note";
    }
    return "error";
}

namespace {

std::vector<std::string> nvrtcOptions(const CompileRequest& r)
{
    std::vector<std::string> opts;
    opts.push_back("--gpu-architecture=compute_" + std::to_string(r.arch));
    if (!r.includeDir.empty())
        opts.push_back("--include-path=" + r.includeDir.string());
    opts.push_back(std::string("--include-path=") + WARPSCOPE_CUDA_INCLUDE_DIR);
    if (std::string(WARPSCOPE_CCCL_DIR).size())
        opts.push_back(std::string("--include-path=") + WARPSCOPE_CCCL_DIR);
    for (const auto& o : r.options)
        opts.push_back(o);
    return opts;
}

} // namespace

Result<CompileResult> compileCuda(const CompileRequest& request)
{
    auto apiResult = NvrtcApi::instance();
    if (!apiResult)
        return apiResult.error();
    const NvrtcApi& api = **apiResult;
    const auto start = std::chrono::steady_clock::now();
    CompileResult result;
    result.arch = request.arch;

    nvrtcProgram prog = nullptr;
    if (api.createProgram(&prog, request.source.c_str(), request.sourceName.c_str(), 0, nullptr, nullptr)
        != NVRTC_SUCCESS)
        return makeError(ErrorCode::Toolchain, "NVRTC could not create a program");
    std::unique_ptr<nvrtcProgram, void (*)(nvrtcProgram*)> guard(&prog, [](nvrtcProgram* p) {
        if (auto a = NvrtcApi::instance())
            (*a)->destroyProgram(p);
    });
    for (const auto& n : request.nameExpressions)
        api.addNameExpression(prog, n.c_str());

    const std::vector<std::string> opts = nvrtcOptions(request);
    std::vector<const char*> argv;
    for (const auto& o : opts)
        argv.push_back(o.c_str());
    const nvrtcResult rc = api.compileProgram(prog, static_cast<int>(argv.size()), argv.data());

    std::size_t logSize = 0;
    api.getProgramLogSize(prog, &logSize);
    result.log.resize(logSize);
    if (logSize)
        api.getProgramLog(prog, result.log.data());
    while (!result.log.empty() && (result.log.back() == '\0' || result.log.back() == '\n'))
        result.log.pop_back();

    if (rc != NVRTC_SUCCESS) {
        if (rc != NVRTC_ERROR_COMPILATION)
            return makeError(
                ErrorCode::Toolchain, std::string("NVRTC failed: ") + api.getErrorString(rc) + "\n" + result.log);
        result.ok = false;
        return result;
    }
    std::size_t ptxSize = 0;
    api.getPTXSize(prog, &ptxSize);
    result.ptx.resize(ptxSize);
    api.getPTX(prog, result.ptx.data());
    while (!result.ptx.empty() && result.ptx.back() == '\0')
        result.ptx.pop_back();
    for (const auto& n : request.nameExpressions) {
        const char* lowered = nullptr;
        if (api.getLoweredName(prog, n.c_str(), &lowered) == NVRTC_SUCCESS && lowered)
            result.loweredNames[n] = lowered;
    }
    result.ok = true;
    result.compileSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

} // namespace warpscope::core
