#include "core/compile/compilejson.h"

#include <algorithm>

namespace warpscope::core {

using nlohmann::json;

std::string base64Encode(const std::vector<std::uint8_t>& bytes)
{
    static const char* abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    for (std::size_t i = 0; i < bytes.size(); i += 3) {
        const std::uint32_t n = std::uint32_t(bytes[i]) << 16 | (i + 1 < bytes.size() ? bytes[i + 1] << 8 : 0)
            | (i + 2 < bytes.size() ? bytes[i + 2] : 0);
        out += abc[n >> 18 & 63];
        out += abc[n >> 12 & 63];
        out += i + 1 < bytes.size() ? abc[n >> 6 & 63] : '=';
        out += i + 2 < bytes.size() ? abc[n & 63] : '=';
    }
    return out;
}

bool base64Decode(const std::string& text, std::vector<std::uint8_t>& out)
{
    out.clear();
    std::uint32_t acc = 0;
    int bits = 0;
    for (char c : text) {
        int v;
        if (c >= 'A' && c <= 'Z')
            v = c - 'A';
        else if (c >= 'a' && c <= 'z')
            v = c - 'a' + 26;
        else if (c >= '0' && c <= '9')
            v = c - '0' + 52;
        else if (c == '+')
            v = 62;
        else if (c == '/')
            v = 63;
        else if (c == '=')
            break;
        else
            return false;
        acc = acc << 6 | static_cast<std::uint32_t>(v);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out.push_back(static_cast<std::uint8_t>(acc >> bits & 0xff));
        }
    }
    return true;
}

namespace {

KernelResources resourcesFromJson(const json& j)
{
    KernelResources r;
    r.kernel = j.value("kernel", std::string());
    r.registers = j.at("registers").get<int>();
    r.sharedStatic = j.at("shared_static").get<int>();
    r.local = j.at("local").get<int>();
    r.spillStores = j.at("spill_stores").get<int>();
    r.spillLoads = j.at("spill_loads").get<int>();
    r.constant = j.at("constant").get<int>();
    r.barriers = j.at("barriers").get<int>();
    return r;
}

OccupancyResult occupancyFromJson(const json& j)
{
    OccupancyResult o;
    o.arch = j.value("arch", 0);
    o.activeWarpsPerSm = j.at("active_warps_per_sm").get<int>();
    o.maxWarpsPerSm = j.at("max_warps_per_sm").get<int>();
    o.limiter = occupancyLimiterFromName(j.at("limiter").get<std::string>());
    o.occupancy = j.value("occupancy", 0.0);
    o.activeBlocksPerSm = j.value("active_blocks_per_sm", 0);
    o.usage.blockSize = j.value("block_size", 0);
    o.usage.registersPerThread = j.value("registers_per_thread", 0);
    o.usage.sharedStatic = j.value("shared_static", 0);
    o.usage.sharedDynamic = j.value("shared_dynamic", 0);
    o.usage.barriers = j.value("barriers", 0);
    o.registersPerBlock = j.value("registers_per_block", 0);
    o.sharedPerBlock = j.value("shared_per_block", 0);
    o.sharedPerSm = j.value("shared_per_sm", 0);
    o.sharedOptInNeeded = j.value("shared_opt_in_needed", false);
    o.note = j.value("note", std::string());
    const json by = j.value("blocks_by", json::object());
    o.blocksByWarps = by.value("warps", 0);
    o.blocksByBlocks = by.value("blocks", 0);
    o.blocksByRegisters = by.value("registers", 0);
    o.blocksBySharedMemory = by.value("shared_memory", 0);
    o.blocksByBarriers = by.value("barriers", 0);
    return o;
}

std::vector<int> intList(const json& j)
{
    return j.get<std::vector<int>>();
}

void readDetails(const json& j, CompileResult& r)
{
    for (const auto& d : j.at("diagnostics")) {
        Diagnostic x;
        x.file = d.at("file").get<std::string>();
        x.line = d.at("line").get<int>();
        x.column = d.at("column").get<int>();
        x.severity = severityFromName(d.at("severity").get<std::string>());
        x.message = d.at("message").get<std::string>();
        x.hint = d.value("hint", std::string());
        x.code = d.value("code", std::string());
        r.diagnostics.push_back(std::move(x));
    }
    for (const auto& e : j.at("line_map"))
        r.lineMap.push_back({e.at("source_line").get<int>(), intList(e.at("ptx_lines")), intList(e.at("sass_lines"))});
    for (const auto& e : j.value("ptx_sass_map", json::array()))
        r.ptxSassMap.push_back({e.at("ptx_line").get<int>(), intList(e.at("sass_lines"))});
    if (j.contains("kernels"))
        for (const auto& k : j.at("kernels"))
            r.resources.push_back(resourcesFromJson(k));
    else if (j.at("resources").value("available", true))
        r.resources.push_back(resourcesFromJson(j.at("resources")));
    const json& occ = j.at("occupancy");
    if (occ.value("available", true))
        r.occupancy = occupancyFromJson(occ);
    r.loweredNames = j.value("lowered_names", std::map<std::string, std::string>());
}

} // namespace

json kernelResourcesToJson(const KernelResources& k)
{
    return {{"kernel", k.kernel}, {"registers", k.registers}, {"shared_static", k.sharedStatic}, {"local", k.local},
        {"spill_stores", k.spillStores}, {"spill_loads", k.spillLoads}, {"constant", k.constant},
        {"barriers", k.barriers}};
}

json occupancyToJson(const OccupancyResult& o)
{
    return {{"available", true}, {"arch", o.arch}, {"active_warps_per_sm", o.activeWarpsPerSm},
        {"max_warps_per_sm", o.maxWarpsPerSm}, {"limiter", occupancyLimiterName(o.limiter)}, {"occupancy", o.occupancy},
        {"active_blocks_per_sm", o.activeBlocksPerSm}, {"block_size", o.usage.blockSize},
        {"registers_per_thread", o.usage.registersPerThread}, {"shared_static", o.usage.sharedStatic},
        {"shared_dynamic", o.usage.sharedDynamic}, {"barriers", o.usage.barriers},
        {"registers_per_block", o.registersPerBlock}, {"shared_per_block", o.sharedPerBlock},
        {"shared_per_sm", o.sharedPerSm}, {"shared_opt_in_needed", o.sharedOptInNeeded}, {"note", o.note},
        {"blocks_by",
            {{"warps", o.blocksByWarps}, {"blocks", o.blocksByBlocks}, {"registers", o.blocksByRegisters},
                {"shared_memory", o.blocksBySharedMemory}, {"barriers", o.blocksByBarriers}}}};
}

json compileResultToJson(const CompileResult& r, const CompileJsonOptions& options)
{
    json j;
    j["schema"] = kCompileJsonSchema;
    j["arch"] = r.arch;
    j["ok"] = r.ok;
    j["source_name"] = r.sourceName;
    j["entry"] = r.entry;
    j["entry_lowered"] = r.entryLowered;
    j["diagnostics"] = json::array();
    std::vector<std::string> hints;
    for (const auto& d : r.diagnostics) {
        j["diagnostics"].push_back({{"file", d.file}, {"line", d.line}, {"column", d.column},
            {"severity", severityName(d.severity)}, {"message", d.message}, {"hint", d.hint}, {"code", d.code}});
        if (!d.hint.empty() && std::find(hints.begin(), hints.end(), d.hint) == hints.end())
            hints.push_back(d.hint);
    }
    j["hints"] = hints;
    j["ptx"] = r.ptx;
    j["sass"] = r.sass;
    j["sass_error"] = r.sassError;
    const KernelResources* entry = r.entryResources();
    j["resources"] = kernelResourcesToJson(entry ? *entry : KernelResources {});
    j["resources"]["available"] = entry != nullptr;
    j["kernels"] = json::array();
    for (const auto& k : r.resources)
        j["kernels"].push_back(kernelResourcesToJson(k));
    if (r.occupancy)
        j["occupancy"] = occupancyToJson(*r.occupancy);
    else
        j["occupancy"] = {{"available", false}, {"active_warps_per_sm", 0}, {"max_warps_per_sm", 0}, {"limiter", ""}};
    j["line_map"] = json::array();
    for (const auto& e : r.lineMap)
        j["line_map"].push_back(
            {{"source_line", e.sourceLine}, {"ptx_lines", e.ptxLines}, {"sass_lines", e.sassLines}});
    j["ptx_sass_map"] = json::array();
    for (const auto& e : r.ptxSassMap)
        j["ptx_sass_map"].push_back({{"ptx_line", e.ptxLine}, {"sass_lines", e.sassLines}});
    j["lowered_names"] = r.loweredNames;
    j["log"] = r.log;
    j["toolkit_version"] = r.toolkitVersion;
    j["nvdisasm_version"] = r.nvdisasmVersion;
    j["cached"] = r.cached;
    j["compile_seconds"] = r.compileSeconds;
    j["nvrtc_seconds"] = r.nvrtcSeconds;
    j["cubin_seconds"] = r.cubinSeconds;
    j["sass_seconds"] = r.sassSeconds;
    j["cubin_size"] = r.cubin.size();
    j["language"] = r.language;
    j["stages"] = json::array();
    for (const auto& [name, text] : r.stages)
        j["stages"].push_back({{"name", name}, {"text", text}});
    j["launch_shared"] = r.launchShared;
    j["threads_per_block"] = r.threadsPerBlock;
    j["implicit_params"] = r.implicitParams;
    j["implicit_scratch"] = r.implicitScratch;
    j["frontend_version"] = r.frontendVersion;
    if (options.includeCubin)
        j["cubin_base64"] = base64Encode(r.cubin);
    return j;
}

Result<CompileResult> compileResultFromJson(const json& j)
{
    if (!j.is_object())
        return makeError(ErrorCode::BadInput, "a compile document must be a JSON object");
    const int schema = j.value("schema", 0);
    if (schema < 1 || schema > kCompileJsonSchema)
        return makeError(ErrorCode::BadInput,
            "compile document schema " + std::to_string(schema) + " is not supported (this build reads up to "
                + std::to_string(kCompileJsonSchema) + "); use a matching Warpscope",
            {}, 0, "schema");
    const char* key = "";
    try {
        CompileResult r;
        key = "arch";
        r.arch = j.at("arch").get<int>();
        key = "ok";
        r.ok = j.at("ok").get<bool>();
        key = "ptx";
        r.ptx = j.at("ptx").get<std::string>();
        key = "sass";
        r.sass = j.at("sass").get<std::string>();
        key = "diagnostics, resources, occupancy or line_map";
        readDetails(j, r);
        key = "an optional key";
        r.sourceName = j.value("source_name", std::string());
        r.entry = j.value("entry", std::string());
        r.entryLowered = j.value("entry_lowered", std::string());
        r.sassError = j.value("sass_error", std::string());
        r.log = j.value("log", std::string());
        r.toolkitVersion = j.value("toolkit_version", std::string());
        r.nvdisasmVersion = j.value("nvdisasm_version", std::string());
        r.cached = j.value("cached", false);
        r.compileSeconds = j.value("compile_seconds", 0.0);
        r.nvrtcSeconds = j.value("nvrtc_seconds", 0.0);
        r.cubinSeconds = j.value("cubin_seconds", 0.0);
        r.sassSeconds = j.value("sass_seconds", 0.0);
        r.language = j.value("language", std::string("cuda"));
        if (j.contains("stages"))
            for (const auto& st : j.at("stages"))
                r.stages.emplace_back(st.at("name").get<std::string>(), st.at("text").get<std::string>());
        r.launchShared = j.value("launch_shared", 0);
        r.threadsPerBlock = j.value("threads_per_block", 0);
        r.implicitParams = j.value("implicit_params", 0);
        if (j.contains("implicit_scratch"))
            r.implicitScratch = j.at("implicit_scratch").get<std::vector<std::uint64_t>>();
        r.frontendVersion = j.value("frontend_version", std::string());
        key = "cubin_base64";
        if (j.contains("cubin_base64") && !base64Decode(j.at("cubin_base64").get<std::string>(), r.cubin))
            return makeError(ErrorCode::BadInput, "cubin_base64 is not valid base64", {}, 0, "cubin_base64");
        return r;
    } catch (const json::exception& e) {
        return makeError(ErrorCode::BadInput,
            std::string("the compile document is missing a key or has one of the wrong type (") + e.what() + ")", {}, 0,
            key);
    }
}

} // namespace warpscope::core
