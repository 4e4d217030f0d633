#include "core/pipeline/bundle.h"

#include "core/common/folderreplace.h"
#include "core/common/paths.h"
#include "core/io/npy.h"
#include "core/pipeline/runjson.h"

namespace warpscope::core {

namespace fs = std::filesystem;

namespace {

struct TensorSlot {
    const char* kind;
    Tensor OutputResult::*tensor;
    Tensor ErrorMaps::*map;
};

constexpr TensorSlot kSlots[] = {
    {"output", &OutputResult::output, nullptr}, {"reference", &OutputResult::reference, nullptr},
    {"abs_error", nullptr, &ErrorMaps::absError}, {"rel_error", nullptr, &ErrorMaps::relError},
    {"ulp", nullptr, &ErrorMaps::ulp}, {"category", nullptr, &ErrorMaps::category},
    {"selection", nullptr, &ErrorMaps::selection}, ///< only when a region, mask or sample left elements out
};

Tensor& slotOf(OutputResult& o, const TensorSlot& s)
{
    return s.tensor ? o.*(s.tensor) : o.maps.*(s.map);
}

const Tensor& slotOf(const OutputResult& o, const TensorSlot& s)
{
    return s.tensor ? o.*(s.tensor) : o.maps.*(s.map);
}

Status writeBundleFiles(const RunResult& result, const fs::path& dir)
{
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec)
        return makeError(ErrorCode::Io, "cannot create the result folder: " + ec.message(), dir.string());
    for (const auto& seed : result.seeds) {
        for (const auto& in : seed.inputs) {
            const fs::path file = dir / bundleTensorPath(seed.seed, in.name, "input");
            fs::create_directories(file.parent_path(), ec);
            if (ec)
                return makeError(ErrorCode::Io, "cannot create a folder: " + ec.message(), file.parent_path().string());
            if (auto s = saveNpy(file, in.tensor); !s)
                return s;
        }
        for (const auto& out : seed.outputs) {
            if (!out.tensorsKept)
                continue;
            for (const auto& slot : kSlots) {
                const Tensor& t = slotOf(out, slot);
                if (t.bytes.empty() && t.elementCount() != 0)
                    continue;
                const fs::path file = dir / bundleTensorPath(seed.seed, out.stats.name, slot.kind);
                fs::create_directories(file.parent_path(), ec);
                if (ec)
                    return makeError(
                        ErrorCode::Io, "cannot create a folder: " + ec.message(), file.parent_path().string());
                if (auto s = saveNpy(file, t); !s)
                    return s;
            }
        }
    }
    if (!result.provenance.empty())
        if (auto s = analysis::writeProvenanceFiles(result.provenance, dir); !s)
            return s;
    const std::string text
        = runResultToJson(result, true).dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
    return writeFileAtomically(dir / "result.json", text + "\n");
}

} // namespace

Status writeBundle(const RunResult& result, const fs::path& dir)
{
    // A new bundle is complete once result.json, written last, is there. Rewritten in place, an old
    // result.json would meet the new tensors after a crash, so a bundle is replaced as a whole.
    std::error_code ec;
    if (!fs::exists(dir / "result.json", ec))
        return writeBundleFiles(result, dir);
    return replaceFolder(dir, [&](const fs::path& staging) { return writeBundleFiles(result, staging); });
}

Result<RunResult> readBundle(const fs::path& dir)
{
    const fs::path file = dir / "result.json";
    auto text = readTextFile(file, std::size_t(256) << 20);
    if (!text)
        return text.error();
    const nlohmann::json j = nlohmann::json::parse(*text, nullptr, false);
    if (j.is_discarded())
        return makeError(ErrorCode::BadInput, "result.json is not valid JSON; the bundle is damaged", file.string());
    auto r = runResultFromJson(j);
    if (!r) {
        Error e = r.error();
        e.file = file.string();
        return e;
    }
    const auto& seedsJson = j["seeds"];
    for (std::size_t si = 0; si < r->seeds.size(); ++si) {
        SeedResult& seed = r->seeds[si];
        const auto& outsJson = seedsJson[si]["outputs"];
        for (std::size_t oi = 0; oi < seed.outputs.size(); ++oi) {
            OutputResult& out = seed.outputs[oi];
            const auto& files = outsJson[oi].value("files", nlohmann::json::object());
            if (files.empty())
                continue;
            for (const auto& slot : kSlots) {
                if (!files.contains(slot.kind) || !files[slot.kind].is_string())
                    continue;
                const std::string rel = files[slot.kind].get<std::string>();
                auto path = resolveInsideFolder(dir, rel, file.string(), 0, "files." + std::string(slot.kind));
                if (!path)
                    return path.error();
                auto t = loadNpy(*path);
                if (!t)
                    return t.error();
                // bf16 has no numpy dtype: a u16 output or reference of a bf16 output holds raw bf16 words.
                if (out.stats.dtype == DType::BF16 && t->dtype == DType::U16 && slot.tensor) {
                    auto bf = reinterpretAsBf16(std::move(*t), path->string());
                    if (!bf)
                        return bf.error();
                    t = std::move(*bf);
                }
                slotOf(out, slot) = std::move(*t);
            }
            out.tensorsKept = true;
        }
    }
    if (!r->provenance.empty())
        if (auto s = analysis::readProvenanceFiles(r->provenance, dir); !s)
            return s.error();
    return r;
}

} // namespace warpscope::core
