#pragma once

#include "core/common/result.h"
#include "core/review/review.h"

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace warpscope::core {

/// review.json's document: schema, title, reviewer, task, verdict, summary, notes, checklist,
/// bookmarks, evidence, results. Keys are never renamed without a schema bump.
nlohmann::json reviewToJson(const Review& review);

/// Reads review.json's document. A schema newer than kReviewSchema is refused with a message that
/// says to update Warpscope; a key of the wrong type names the key. file is used in messages.
Result<Review> reviewFromJson(const nlohmann::json& json, const std::string& file);

/// review.json's text: indented, keys sorted, ending with a newline (diff-friendly).
std::string serializeReview(const Review& review);

/// Parses review.json's text; syntax errors name the file, line and column.
Result<Review> parseReview(const std::string& text, const std::string& file);

} // namespace warpscope::core
