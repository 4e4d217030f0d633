// libFuzzer target for the review reader: any bytes as review.json or as an evidence's annotation
// JSON must give a value or a located error, never a crash; what was read must write back to text
// that reads again (a review that opens must also save and reopen).
#include "core/review/annotation.h"
#include "core/review/reviewjson.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace warpscope::core;
    const std::string text(reinterpret_cast<const char*>(data), size);
    if (auto review = parseReview(text, "review.json"); review.ok())
        if (!parseReview(serializeReview(*review), "review.json").ok())
            std::abort();
    if (auto doc = parseAnnotation(text, "e1.json"); doc.ok())
        if (!parseAnnotation(serializeAnnotation(*doc), "e1.json").ok())
            std::abort();
    return 0;
}
