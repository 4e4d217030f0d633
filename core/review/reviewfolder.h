#pragma once

#include "core/common/result.h"
#include "core/review/review.h"

#include <filesystem>
#include <string>

namespace warpscope::core {

/// A review session is a folder NAME.wsreview holding review.json, evidence/, results/ and, when the
/// task was copied in, task/. These names are part of the format.
inline constexpr const char* kReviewSuffix = ".wsreview";
inline constexpr const char* kReviewFile = "review.json";
inline constexpr const char* kEvidenceFolder = "evidence";
inline constexpr const char* kResultsFolder = "results";
inline constexpr const char* kTaskCopyFolder = "task";

/// The review folder for a path the user gave: the folder itself, or the folder of its review.json.
std::filesystem::path reviewFolderOf(const std::filesystem::path& folderOrFile);

/// Loads NAME.wsreview/review.json and checks that every file it names stays inside the folder.
Result<Review> loadReview(const std::filesystem::path& folderOrFile);

/// The three evidence files for an id: evidence/<id>.png, evidence/<id>.annotated.png, evidence/<id>.json.
EvidenceItem evidenceFilesFor(const std::string& id);

/// True for ids usable as file names: 1 to 64 letters, digits, '-', '_' and '.', not starting with '.'.
bool isSafeId(const std::string& id);

/// The task's folder: inside the review when copied, else the linked path.
std::filesystem::path taskFolderOf(const Review& review, const std::filesystem::path& reviewFolder);

/// A result bundle's folder inside the review.
std::filesystem::path resultFolderOf(const ResultRef& result, const std::filesystem::path& reviewFolder);

} // namespace warpscope::core
