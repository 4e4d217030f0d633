#include "core/review/reviewjson.h"

#include <nlohmann/json.hpp>

namespace warpscope::core {

using nlohmann::json;

namespace {

json contextToJson(const CaptureContext& c)
{
    return {{"pane", c.pane}, {"task", c.task}, {"step", c.step}, {"source_file", c.sourceFile},
        {"source_line", c.sourceLine}, {"selection", c.selection}, {"run_id", c.runId}, {"timestamp", c.timestamp}};
}

CaptureContext contextFrom(const json& j)
{
    CaptureContext c;
    c.pane = j.value("pane", "");
    c.task = j.value("task", "");
    c.step = j.value("step", "");
    c.sourceFile = j.value("source_file", "");
    c.sourceLine = j.value("source_line", 0);
    c.selection = j.value("selection", "");
    c.runId = j.value("run_id", "");
    c.timestamp = j.value("timestamp", "");
    return c;
}

json checklistToJson(const std::vector<ChecklistItem>& items)
{
    json a = json::array();
    for (const ChecklistItem& i : items)
        a.push_back({{"id", i.id}, {"question", i.question}, {"verdict", verdictName(i.verdict)}, {"note", i.note},
            {"evidence", i.evidence}});
    return a;
}

std::vector<ChecklistItem> checklistFrom(const json& a)
{
    std::vector<ChecklistItem> items;
    for (const json& j : a)
        items.push_back({j.value("id", ""), j.value("question", ""), verdictFromName(j.value("verdict", "open")),
            j.value("note", ""), j.value("evidence", std::vector<std::string> {})});
    return items;
}

json evidenceToJson(const EvidenceItem& e)
{
    return {{"id", e.id}, {"caption", e.caption}, {"original", e.original}, {"annotated", e.annotated},
        {"annotations", e.annotations}, {"context", contextToJson(e.context)}};
}

EvidenceItem evidenceFrom(const json& j)
{
    return {j.value("id", ""), j.value("caption", ""), j.value("original", ""), j.value("annotated", ""),
        j.value("annotations", ""), contextFrom(j.value("context", json::object()))};
}

// Fills the review from a document whose schema was already checked; throws json::exception on a
// key of the wrong type, which the caller turns into a located error.
Review reviewFrom(const json& j)
{
    Review r;
    r.schema = j.at("schema").get<int>();
    r.title = j.value("title", "");
    r.reviewer = j.value("reviewer", "");
    r.created = j.value("created", "");
    r.modified = j.value("modified", "");
    const json task = j.value("task", json::object());
    r.task = {task.value("copied", false), task.value("path", ""), task.value("name", "")};
    r.verdict = verdictFromName(j.value("verdict", "open"));
    r.summary = j.value("summary", "");
    r.notes = j.value("notes", "");
    if (j.contains("checklist"))
        r.checklist = checklistFrom(j.at("checklist"));
    for (const json& b : j.value("bookmarks", json::array()))
        r.bookmarks.push_back({b.value("file", ""), b.value("line", 0), b.value("note", "")});
    for (const json& e : j.value("evidence", json::array()))
        r.evidence.push_back(evidenceFrom(e));
    for (const json& x : j.value("results", json::array()))
        r.results.push_back({x.value("id", ""), x.value("label", ""), x.value("timestamp", "")});
    if (const auto b = j.find("baseline"); b != j.end() && b->is_object())
        r.baseline = BaselineRef {b->value("run", ""), b->value("profile", ""), b->value("task", ""),
            b->value("pinned", ""), b->value("source", ""), b->value("run_folder", ""), b->value("profile_folder", "")};
    return r;
}

} // namespace

json reviewToJson(const Review& r)
{
    json j;
    j["schema"] = kReviewSchema;
    j["title"] = r.title;
    j["reviewer"] = r.reviewer;
    j["created"] = r.created;
    j["modified"] = r.modified;
    j["task"] = {{"copied", r.task.copied}, {"path", r.task.path}, {"name", r.task.name}};
    j["verdict"] = verdictName(r.verdict);
    j["summary"] = r.summary;
    j["notes"] = r.notes;
    j["checklist"] = checklistToJson(r.checklist);
    json bookmarks = json::array();
    for (const Bookmark& b : r.bookmarks)
        bookmarks.push_back({{"file", b.file}, {"line", b.line}, {"note", b.note}});
    j["bookmarks"] = bookmarks;
    json evidence = json::array();
    for (const EvidenceItem& e : r.evidence)
        evidence.push_back(evidenceToJson(e));
    j["evidence"] = evidence;
    json results = json::array();
    for (const ResultRef& x : r.results)
        results.push_back({{"id", x.id}, {"label", x.label}, {"timestamp", x.timestamp}});
    j["results"] = results;
    if (r.baseline)
        j["baseline"] = {{"run", r.baseline->run}, {"profile", r.baseline->profile}, {"task", r.baseline->task},
            {"pinned", r.baseline->pinned}, {"source", r.baseline->source}, {"run_folder", r.baseline->runFolder},
            {"profile_folder", r.baseline->profileFolder}};
    return j;
}

Result<Review> reviewFromJson(const json& j, const std::string& file)
{
    if (!j.is_object() || !j.contains("schema") || !j["schema"].is_number_integer())
        return makeError(ErrorCode::BadInput,
            "not a Warpscope review: the 'schema' key is missing; open the NAME.wsreview folder that Warpscope saved",
            file, 0, "schema");
    const int schema = j["schema"].get<int>();
    if (schema > kReviewSchema)
        return makeError(ErrorCode::BadInput,
            "this review was saved by a newer Warpscope (schema " + std::to_string(schema)
                + "; this version reads up to " + std::to_string(kReviewSchema)
                + "); update Warpscope to open it. The file was not changed.",
            file, 0, "schema");
    if (schema < 1)
        return makeError(ErrorCode::BadInput, "schema " + std::to_string(schema) + " is not a valid review schema",
            file, 0, "schema");
    try {
        return reviewFrom(j);
    } catch (const json::exception& e) {
        return makeError(ErrorCode::BadInput,
            std::string("a key has the wrong type (") + e.what() + "); fix the file or restore it from a backup", file);
    }
}

std::string serializeReview(const Review& review)
{
    // Sorted keys and a fixed indent: the same review always gives the same bytes.
    return reviewToJson(review).dump(2) + "\n";
}

Result<Review> parseReview(const std::string& text, const std::string& file)
{
    json j;
    try {
        j = json::parse(text);
    } catch (const json::exception& e) { // parse_error, and out_of_range for a number like 1e999
        return makeError(ErrorCode::BadInput,
            std::string("not valid JSON (") + e.what() + "); fix the file or restore it from a backup", file);
    }
    return reviewFromJson(j, file);
}

} // namespace warpscope::core
