// The bundle of a run of several implementations: each one's own result bundle, the pair runs the
// difference view reads, the signed difference maps and the migrations' SASS diffs.
#include "core/common/folderreplace.h"
#include "core/common/paths.h"
#include "core/io/npy.h"
#include "core/pipeline/bundle.h"
#include "core/pipeline/impljson.h"

#include <fstream>

namespace warpscope::core {

namespace fs = std::filesystem;

Status writeImplementationsBundle(const ImplementationsResult& r, const fs::path& dir)
{
    std::error_code ec;
    fs::create_directories(dir / "diff", ec);
    if (ec)
        return makeError(ErrorCode::Io, "cannot create " + (dir / "diff").string() + ": " + ec.message());
    for (const auto& run : r.runs)
        if (run.ran)
            if (auto s = writeBundle(run.run, dir / ("impl-" + implementationFolderName(run.name))); !s)
                return s;
    for (const auto& pair : r.pairs)
        if (auto s = writeBundle(pair.asRun, dir / pairFolderPath(pair.a, pair.b)); !s)
            return s;
    for (const auto& d : r.differences) {
        if (d.difference.bytes.empty())
            continue;
        const fs::path path = dir / differenceFilePath(d);
        fs::create_directories(path.parent_path(), ec);
        if (auto s = saveNpy(path, d.difference); !s)
            return s;
    }
    for (const auto& m : r.migrations)
        if (m.compiled)
            if (auto s = writeFileAtomically(dir / (pairFolderPath(m.a, m.b) + ".sass.diff"), m.diff.sass.unified); !s)
                return s;
    // written last: a bundle with implementations.json is complete
    const std::string text
        = implementationsToJson(r, true).dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
    return writeFileAtomically(dir / "implementations.json", text + "\n");
}

Result<ImplementationsResult> readImplementationsBundle(const fs::path& dir)
{
    const fs::path file = dir / "implementations.json";
    auto text = readTextFile(file, std::size_t(256) << 20);
    if (!text)
        return text.error();
    const nlohmann::json j = nlohmann::json::parse(*text, nullptr, false);
    if (j.is_discarded())
        return makeError(
            ErrorCode::BadInput, "implementations.json is not valid JSON; the bundle is damaged", file.string());
    auto r = implementationsFromJson(j);
    if (!r) {
        Error e = r.error();
        e.file = file.string();
        return e;
    }
    for (std::size_t i = 0; i < r->runs.size(); ++i)
        for (std::size_t k = i + 1; k < r->runs.size(); ++k) {
            const fs::path pairDir = dir / pairFolderPath(r->runs[i].name, r->runs[k].name);
            std::error_code ec;
            if (!fs::exists(pairDir / "result.json", ec))
                continue;
            auto pair = readBundle(pairDir);
            if (!pair)
                return pair.error();
            r->pairs.push_back({r->runs[i].name, r->runs[k].name, std::move(*pair)});
        }
    return r;
}

} // namespace warpscope::core
