#include "core/review/reviewfolder.h"

#include "core/common/paths.h"
#include "core/review/reviewjson.h"

#include <cctype>

namespace warpscope::core {

namespace fs = std::filesystem;

namespace {

// A review that names a file outside its folder could make a report embed any file of the reader's;
// refuse it like a task that leaves its folder.
Status checkInside(
    const fs::path& folder, const std::string& relative, const std::string& file, const std::string& field)
{
    if (relative.empty())
        return Ok {};
    auto resolved = resolveInsideFolder(folder, relative, file, 0, field);
    if (!resolved)
        return resolved.error();
    return Ok {};
}

Status checkFiles(const Review& review, const fs::path& folder, const std::string& file)
{
    for (std::size_t i = 0; i < review.evidence.size(); ++i) {
        const EvidenceItem& e = review.evidence[i];
        const std::string field = "evidence[" + std::to_string(i) + "]";
        if (!isSafeId(e.id))
            return makeError(ErrorCode::BadInput,
                "evidence id '" + e.id + "' may only use letters, digits, '-', '_' and '.'", file, 0, field + ".id");
        for (const auto& [name, value] :
            {std::pair {".original", &e.original}, {".annotated", &e.annotated}, {".annotations", &e.annotations}}) {
            auto ok = checkInside(folder, *value, file, field + name);
            if (!ok)
                return ok.error();
        }
    }
    for (std::size_t i = 0; i < review.results.size(); ++i)
        if (!isSafeId(review.results[i].id))
            return makeError(ErrorCode::BadInput,
                "result id '" + review.results[i].id + "' may only use letters, digits, '-', '_' and '.'", file, 0,
                "results[" + std::to_string(i) + "].id");
    return Ok {};
}

} // namespace

fs::path reviewFolderOf(const fs::path& folderOrFile)
{
    std::error_code ec;
    if (folderOrFile.filename() == kReviewFile && !fs::is_directory(folderOrFile, ec))
        return folderOrFile.parent_path();
    return folderOrFile;
}

Result<Review> loadReview(const fs::path& folderOrFile)
{
    const fs::path folder = reviewFolderOf(folderOrFile);
    const fs::path file = folder / kReviewFile;
    std::error_code ec;
    if (!fs::is_directory(folder, ec))
        return makeError(
            ErrorCode::NotFound, "no review folder here; choose a NAME.wsreview folder that Warpscope saved", folder);
    auto text = readTextFile(file, 16u << 20);
    if (!text)
        return makeError(text.error().code,
            text.error().message + "; a review folder holds review.json (choose the NAME.wsreview folder)",
            file.string());
    auto review = parseReview(*text, file.string());
    if (!review)
        return review;
    auto inside = checkFiles(*review, folder, file.string());
    if (!inside)
        return inside.error();
    return review;
}

EvidenceItem evidenceFilesFor(const std::string& id)
{
    EvidenceItem e;
    e.id = id;
    const std::string base = std::string(kEvidenceFolder) + "/" + id;
    e.original = base + ".png";
    e.annotated = base + ".annotated.png";
    e.annotations = base + ".json";
    return e;
}

bool isSafeId(const std::string& id)
{
    if (id.empty() || id.size() > 64 || id[0] == '.')
        return false;
    for (char c : id)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_' && c != '.')
            return false;
    return true;
}

fs::path taskFolderOf(const Review& review, const fs::path& reviewFolder)
{
    if (review.task.copied)
        return reviewFolder / kTaskCopyFolder;
    return fs::path(review.task.path);
}

fs::path resultFolderOf(const ResultRef& result, const fs::path& reviewFolder)
{
    return reviewFolder / kResultsFolder / result.id;
}

} // namespace warpscope::core
