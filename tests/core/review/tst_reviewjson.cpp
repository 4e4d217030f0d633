// review.json: round trip, newer schemas refused with a clear message, files outside the folder
// refused, the derived verdict.
#include "core/common/paths.h"
#include "core/review/reviewfolder.h"
#include "core/review/reviewjson.h"

#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace warpscope;

namespace {
core::Review sampleReview()
{
    core::Review r;
    r.title = "Transpose review — Проверка";
    r.reviewer = "Ana Núñez";
    r.created = "2025-01-02T03:04:05Z";
    r.task = {false, "/tmp/tasks/transpose", "Matrix transpose"};
    r.verdict = core::Verdict::Fail;
    r.summary = "Fails for **N = 1000**.";
    r.notes = "# Findings\n- race on line 14\n";
    r.checklist[0].verdict = core::Verdict::Fail;
    r.checklist[0].note = "seed 43 fails";
    r.checklist[0].evidence = {"e1"};
    r.checklist[3].verdict = core::Verdict::NotApplicable;
    r.bookmarks.push_back({"transpose.cu", 14, "the unguarded store"});
    core::EvidenceItem e = core::evidenceFilesFor("e1");
    e.caption = "Heatmap: the last column is wrong";
    e.context
        = {"Heatmap", "Matrix transpose", "compare", "transpose.cu", 14, "out[999]", "r1", "2025-01-02T03:05:00Z"};
    r.evidence.push_back(e);
    r.results.push_back({"r1", "emulator, 3 seeds", "2025-01-02T03:04:30Z"});
    return r;
}
} // namespace

class TestReviewJson : public QObject {
    Q_OBJECT
private slots:
    void roundTrip()
    {
        const core::Review r = sampleReview();
        const std::string text = core::serializeReview(r);
        auto back = core::parseReview(text, "review.json");
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().describe().c_str());
        QVERIFY(*back == r);
        QCOMPARE(core::serializeReview(*back), text); // stable bytes
        QVERIFY(text.back() == '\n');
    }

    void defaultChecklistHasTheSixQuestions()
    {
        const auto items = core::defaultChecklist();
        QCOMPARE(items.size(), std::size_t(6));
        QCOMPARE(items[2].id, std::string("no_vacuous_pass"));
        for (const auto& i : items)
            QCOMPARE(i.verdict, core::Verdict::Open);
    }

    void newerSchemaIsRefused()
    {
        nlohmann::json j = core::reviewToJson(sampleReview());
        j["schema"] = core::kReviewSchema + 1;
        auto r = core::reviewFromJson(j, "/x/a.wsreview/review.json");
        QVERIFY(!r.ok());
        const std::string m = r.error().describe();
        QVERIFY2(m.find("newer Warpscope") != std::string::npos, m.c_str());
        QVERIFY2(m.find("update Warpscope") != std::string::npos, m.c_str());
        QVERIFY2(m.find("a.wsreview/review.json") != std::string::npos, m.c_str());
    }

    void badDocumentsNameTheProblem_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("syntax") << "{\"schema\": 1,"
                                << "not valid JSON";
        QTest::newRow("no schema") << "{}"
                                   << "schema";
        QTest::newRow("wrong type") << "{\"schema\": 1, \"title\": 5}"
                                    << "wrong type";
        // a number past double's range is nlohmann's out_of_range, not a parse_error (found by fuzz_review)
        QTest::newRow("number overflow") << "{\"schema\": 1, \"title\": 1e999}"
                                         << "not valid JSON";
    }
    void badDocumentsNameTheProblem()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        auto r = core::parseReview(text.toStdString(), "review.json");
        QVERIFY(!r.ok());
        QVERIFY2(r.error().describe().find(expected.toStdString()) != std::string::npos, r.error().describe().c_str());
    }

    void filesOutsideTheFolderAreRefused()
    {
        QTemporaryDir dir;
        core::Review r = sampleReview();
        r.evidence[0].original = "../../etc/passwd";
        QVERIFY(core::writeFileAtomically(dir.filePath("review.json").toStdString(), core::serializeReview(r)).ok());
        auto loaded = core::loadReview(dir.path().toStdString());
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.error().describe().find("evidence[0].original") != std::string::npos,
            loaded.error().describe().c_str());
    }

    void loadsAFolderOrItsReviewJson()
    {
        QTemporaryDir dir;
        QVERIFY(
            core::writeFileAtomically(dir.filePath("review.json").toStdString(), core::serializeReview(sampleReview()))
                .ok());
        QVERIFY(core::loadReview(dir.path().toStdString()).ok());
        QVERIFY(core::loadReview(dir.filePath("review.json").toStdString()).ok());
        auto missing = core::loadReview(dir.filePath("nothing.wsreview").toStdString());
        QVERIFY(!missing.ok());
    }

    void effectiveVerdict_data()
    {
        QTest::addColumn<QList<int>>("items");
        QTest::addColumn<int>("overall");
        QTest::addColumn<int>("expected");
        using V = core::Verdict;
        QTest::newRow("all open") << QList<int> {0, 0} << int(V::Open) << int(V::Open);
        QTest::newRow("one fail") << QList<int> {1, 2} << int(V::Open) << int(V::Fail);
        QTest::newRow("pass and n/a") << QList<int> {1, 3} << int(V::Open) << int(V::Pass);
        QTest::newRow("one open") << QList<int> {1, 0} << int(V::Open) << int(V::Open);
        QTest::newRow("reviewer overrides") << QList<int> {2} << int(V::Pass) << int(V::Pass);
    }
    void effectiveVerdict()
    {
        QFETCH(QList<int>, items);
        QFETCH(int, overall);
        QFETCH(int, expected);
        const core::Verdict map[]
            = {core::Verdict::Open, core::Verdict::Pass, core::Verdict::Fail, core::Verdict::NotApplicable};
        core::Review r;
        r.checklist.clear();
        for (int v : items)
            r.checklist.push_back({"x", "q", map[v], {}, {}});
        r.verdict = core::Verdict(overall);
        QCOMPARE(int(core::effectiveVerdict(r)), expected);
    }

    void evidenceIdsCountUp()
    {
        core::Review r = sampleReview();
        QCOMPARE(r.nextEvidenceId(), std::string("e2"));
        r.evidence.push_back(core::evidenceFilesFor("e7"));
        QCOMPARE(r.nextEvidenceId(), std::string("e8"));
        QVERIFY(r.findEvidence("e7"));
        QVERIFY(!r.findEvidence("e3"));
        QVERIFY(core::isSafeId("e1"));
        QVERIFY(!core::isSafeId("../e1"));
        QVERIFY(!core::isSafeId(".."));
    }
};

QTEST_GUILESS_MAIN(TestReviewJson)
#include "tst_reviewjson.moc"
