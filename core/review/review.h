#pragma once

#include <optional>
#include <string>
#include <vector>

namespace warpscope::core {

/// The version of review.json; a Warpscope refuses (and never overwrites) a newer one.
inline constexpr int kReviewSchema = 1;

/// A reviewer's verdict on a checklist question, or on the whole task.
enum class Verdict { Open, Pass, Fail, NotApplicable };

/// "open", "pass", "fail", "n/a": the names review.json and the reports use.
const char* verdictName(Verdict v);
/// Inverse of verdictName; unknown names are Open.
Verdict verdictFromName(const std::string& name);

/// One review question with the reviewer's answer, a note and the evidence it cites (capture ids).
struct ChecklistItem {
    std::string id; ///< stable key, e.g. "no_vacuous_pass"; the GUI translates the question by it
    std::string question; ///< English text, as written into reports
    Verdict verdict = Verdict::Open;
    std::string note; ///< Markdown
    std::vector<std::string> evidence; ///< EvidenceItem ids

    bool operator==(const ChecklistItem&) const = default;
};

/// The standard questions every kernel review answers (USERS.md §1), in report order.
std::vector<ChecklistItem> defaultChecklist();

/// The id of the question a review of a task with several implementations (a translation, a fusion, a
/// port) adds: do they compute the same thing?
inline constexpr const char* kImplementationsAgreeItem = "implementations_agree";
/// That question, Open; a capture of the implementations' difference view is cited on it.
ChecklistItem implementationsAgreeItem();

/// A place in the task's files the reviewer wants to come back to.
struct Bookmark {
    std::string file; ///< relative to the task folder
    int line = 0; ///< 1-based
    std::string note;

    bool operator==(const Bookmark&) const = default;
};

/// What a capture shows, recorded when it was taken so the report can cite it precisely.
struct CaptureContext {
    std::string pane; ///< the pane or "window", as the user sees its title
    std::string task; ///< task name
    std::string step; ///< the review step that was current (stepName)
    std::string sourceFile;
    int sourceLine = 0; ///< the editor's cursor line, 0 when none
    std::string selection; ///< selected text or element, may be empty
    std::string runId; ///< the result bundle shown, may be empty
    std::string timestamp; ///< ISO 8601, UTC

    bool operator==(const CaptureContext&) const = default;
};

/// One piece of evidence: the original capture, its annotated rendering and the editable annotations.
/// Paths are relative to the review folder.
struct EvidenceItem {
    std::string id; ///< "e1", "e2", ...; unique within a review
    std::string caption;
    std::string original; ///< evidence/e1.png, the unannotated capture (kept)
    std::string annotated; ///< evidence/e1.annotated.png, rendered from original + annotations
    std::string annotations; ///< evidence/e1.json (AnnotationDoc)
    CaptureContext context;

    bool operator==(const EvidenceItem&) const = default;
};

/// The task under review: a link to its folder, or a copy kept inside the review.
struct TaskRef {
    bool copied = false; ///< true: the task lives in "task/" inside the review
    std::string path; ///< absolute folder when linked; "task" when copied
    std::string name;

    bool operator==(const TaskRef&) const = default;
};

/// A run's result bundle copied into the review (results/<id>/result.json + .npy).
struct ResultRef {
    std::string id; ///< folder name under results/
    std::string label; ///< e.g. "emulator, 3 seeds"
    std::string timestamp;

    bool operator==(const ResultRef&) const = default;
};

/// The baseline a review was compared with (a run or profile pinned in the GUI when the review was saved):
/// its bundles are results of the review like any other, named here by id.
struct BaselineRef {
    std::string run; ///< the ResultRef id of the baseline's Run; empty when only a profile was pinned
    std::string profile; ///< the ResultRef id of its profile; empty when none
    std::string task; ///< the baseline's task name
    std::string pinned; ///< ISO 8601, UTC
    /// The kernel source the baseline's profile counts lines of, to pair them with the current source's
    std::string source;
    /// Where the two bundles were when they were pinned (absolute): the same baseline is not copied twice
    std::string runFolder;
    std::string profileFolder;

    bool operator==(const BaselineRef&) const = default;
};

/// A review session (NAME.wsreview/review.json): everything a reviewer hands in about one task.
struct Review {
    int schema = kReviewSchema;
    std::string title;
    std::string reviewer;
    std::string created; ///< ISO 8601, UTC
    std::string modified;
    TaskRef task;
    Verdict verdict = Verdict::Open; ///< the reviewer's overall verdict; Open means "derive it"
    std::string summary; ///< one paragraph for the top of the report (Markdown)
    std::string notes; ///< the reviewer's notes (Markdown)
    std::vector<ChecklistItem> checklist = defaultChecklist();
    std::vector<Bookmark> bookmarks;
    std::vector<EvidenceItem> evidence;
    std::vector<ResultRef> results;
    std::optional<BaselineRef> baseline; ///< the run or profile the review compares with, when one was pinned

    bool operator==(const Review&) const = default;

    /// The evidence with this id, nullptr when there is none.
    const EvidenceItem* findEvidence(const std::string& id) const;
    /// The next unused evidence id ("e" + one more than the largest number used).
    std::string nextEvidenceId() const;
};

/// The overall verdict: the reviewer's when set, else Fail if any item failed, Pass when every item
/// is decided and none failed, Open otherwise.
Verdict effectiveVerdict(const Review& review);

/// How many checklist items are still Open.
int openItemCount(const Review& review);

} // namespace warpscope::core
