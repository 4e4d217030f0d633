#include "core/cuda/gpuspecs.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>

namespace warpscope::core {

const char* builtinGpuSpecsJson(); // gpuspecsdata.cpp, generated from resources/gpus.json

namespace {

Result<SpecFigure> figure(const nlohmann::json& gpu, const std::string& gpuName, const char* key, double scale)
{
    SpecFigure f;
    if (!gpu.contains(key))
        return f; // a figure a GPU does not have (FP64 tensor cores on Ada) stays 0
    const auto& v = gpu.at(key);
    if (!v.is_object() || !v.contains("value") || !v.at("value").is_number() || !v.contains("source")
        || !v.at("source").is_string() || v.at("source").get<std::string>().empty())
        return makeError(ErrorCode::BadInput,
            "gpus.json: GPU '" + gpuName + "', key '" + key + "' must be {\"value\": number, \"source\": text}", {}, 0,
            key);
    f.value = v.at("value").get<double>() * scale;
    f.source = v.at("source").get<std::string>();
    return f;
}

Result<GpuSpec> parseOne(const nlohmann::json& g)
{
    GpuSpec s;
    if (!g.is_object() || !g.contains("name") || !g.at("name").is_string())
        return makeError(ErrorCode::BadInput, "gpus.json: every entry of \"gpus\" needs a \"name\"");
    s.name = g.at("name").get<std::string>();
    if (!g.contains("match") || !g.at("match").is_array() || g.at("match").empty())
        return makeError(ErrorCode::BadInput, "gpus.json: GPU '" + s.name + "' needs a non-empty \"match\" list");
    for (const auto& m : g.at("match"))
        s.match.push_back(m.get<std::string>());
    s.arch = g.value("arch", 0);
    const std::pair<const char*, std::pair<SpecFigure*, double>> keys[] = {{"sm_count", {&s.smCount, 1.0}},
        {"l2_bytes", {&s.l2Bytes, 1.0}}, {"memory_bandwidth_gbs", {&s.memoryBandwidth, 1e9}},
        {"fp64_tflops", {&s.fp64, 1e12}}, {"fp64_tensor_tflops", {&s.fp64Tensor, 1e12}},
        {"fp32_tflops", {&s.fp32, 1e12}}, {"tf32_tensor_tflops", {&s.tf32Tensor, 1e12}},
        {"fp16_tflops", {&s.fp16, 1e12}}, {"fp16_tensor_tflops", {&s.fp16Tensor, 1e12}},
        {"bf16_tflops", {&s.bf16, 1e12}}, {"bf16_tensor_tflops", {&s.bf16Tensor, 1e12}},
        {"fp8_tensor_tflops", {&s.fp8Tensor, 1e12}}, {"int8_tensor_tops", {&s.int8Tensor, 1e12}},
        {"l1_shared_bytes_per_sm", {&s.l1SharedBytes, 1.0}}, {"max_shared_bytes_per_sm", {&s.maxSharedBytes, 1.0}},
        {"cache_line_bytes", {&s.cacheLineBytes, 1.0}}, {"cache_sector_bytes", {&s.sectorBytes, 1.0}},
        {"l1_ways", {&s.l1Ways, 1.0}}, {"l2_ways", {&s.l2Ways, 1.0}}};
    for (const auto& [key, target] : keys) {
        auto f = figure(g, s.name, key, target.second);
        if (!f)
            return f.error();
        *target.first = std::move(*f);
    }
    if (s.memoryBandwidth.value <= 0)
        return makeError(ErrorCode::BadInput, "gpus.json: GPU '" + s.name + "' needs memory_bandwidth_gbs");
    return s;
}

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

bool wordChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) != 0;
}

bool containsWords(const std::string& haystack, const std::string& needle)
{
    for (std::size_t at = haystack.find(needle); at != std::string::npos; at = haystack.find(needle, at + 1)) {
        const bool startOk = at == 0 || !wordChar(haystack[at - 1]);
        const std::size_t end = at + needle.size();
        const bool endOk = end == haystack.size() || !wordChar(haystack[end]);
        if (startOk && endOk)
            return true;
    }
    return false;
}

} // namespace

const SpecFigure& GpuSpec::peakFor(DType t) const
{
    auto best = [](std::initializer_list<const SpecFigure*> figures) -> const SpecFigure& {
        const SpecFigure* top = *figures.begin();
        for (const SpecFigure* f : figures)
            if (f->value > top->value)
                top = f;
        return *top;
    };
    switch (t) {
    case DType::F64:
        return best({&fp64, &fp64Tensor});
    case DType::F16:
        return best({&fp16, &fp16Tensor});
    case DType::BF16:
        return best({&bf16, &bf16Tensor});
    default:
        return best({&fp32, &tf32Tensor});
    }
}

Result<std::vector<GpuSpec>> parseGpuSpecs(const std::string& json)
{
    const nlohmann::json doc = nlohmann::json::parse(json, nullptr, false);
    if (doc.is_discarded() || !doc.is_object() || !doc.contains("gpus") || !doc.at("gpus").is_array())
        return makeError(ErrorCode::BadInput, "gpus.json is not a JSON object with a \"gpus\" list");
    std::vector<GpuSpec> out;
    for (const auto& g : doc.at("gpus")) {
        auto s = parseOne(g);
        if (!s)
            return s.error();
        out.push_back(std::move(*s));
    }
    return out;
}

const std::vector<GpuSpec>& builtinGpuSpecs()
{
    static const std::vector<GpuSpec> specs = [] {
        auto parsed = parseGpuSpecs(builtinGpuSpecsJson());
        return parsed ? std::move(*parsed) : std::vector<GpuSpec> {}; // the build's test checks it parses
    }();
    return specs;
}

const GpuSpec* findGpuSpec(const std::vector<GpuSpec>& specs, const std::string& deviceName)
{
    const std::string name = lower(deviceName);
    const GpuSpec* found = nullptr;
    std::size_t longest = 0;
    for (const auto& s : specs)
        for (const auto& m : s.match)
            if (m.size() > longest && containsWords(name, lower(m))) {
                found = &s;
                longest = m.size();
            }
    return found;
}

} // namespace warpscope::core
