// Engine messages with ids (core/common/enginemessage.h, issue 20): the English rendering, the list of
// ids, and the run JSON's optional "message_parts" (round trip, old bundles, malformed input).
#include "core/common/enginemessage.h"
#include "core/compare/comparison.h"
#include "core/pipeline/enginemessagejson.h"
#include "core/pipeline/runjson.h"
#include "core/task/task.h"

#include <QTest>

#include <set>

using namespace warpscope::core;
using nlohmann::json;

namespace {

Finding raceFinding()
{
    Finding f;
    f.kind = Finding::Kind::Race;
    f.kernel = "transpose";
    f.block = {1, 0, 0};
    f.thread = {3, 2, 0};
    f.ptxLine = 40;
    f.sourceLine = 12;
    f.messageParts = {
        engineMessage("race.read_after_write",
            {engineMessage("place.shared_variable", {literalMessage("tile"), numberMessage(132)}),
                literalMessage("(4, 2, 0)"), engineMessage("race.other_line", {numberMessage(11), numberMessage(38)})}),
        findingLocation(f), engineMessage("advice.race_barrier")};
    f.message = engineMessageText(f.messageParts);
    return f;
}

} // namespace

class TestEngineMessages : public QObject {
    Q_OBJECT
private slots:
    void englishRendersTheTemplateWithItsArguments()
    {
        const Finding f = raceFinding();
        QCOMPARE(QString::fromStdString(f.message),
            QStringLiteral("read-after-write hazard on shared variable 'tile' (byte 132) between this thread and "
                           "thread (4, 2, 0) (its access at source line 11, PTX line 38) with no barrier in between "
                           "in kernel 'transpose', block (1, 0, 0), thread (3, 2, 0), PTX line 40, source line 12. "
                           "Put a __syncthreads() between the two accesses, or give each thread its own element."));
    }

    void substitutionIsOnePass()
    {
        // an argument holding "%2" is not substituted again; a missing argument leaves its marker
        QCOMPARE(substituteArguments("%1 and %2", {"a%2", "b"}), std::string("a%2 and b"));
        QCOMPARE(substituteArguments("%1 and %3", {"a"}), std::string("a and %3"));
    }

    void everyIdIsUniqueAndEveryArgumentMarkerIsNumbered()
    {
        std::set<std::string> ids;
        for (const auto& s : engineMessageSpecs()) {
            QVERIFY2(ids.insert(s.id).second, s.id);
            QVERIFY(engineMessageTemplate(s.id) == s.english);
        }
        QVERIFY(!engineMessageTemplate("no.such.id"));
        // every kind name has its word, so a stop reason always has an entry
        for (int k = 0; k <= int(Finding::Kind::Other); ++k)
            QVERIFY(engineMessageTemplate(std::string("kind.") + findingKindName(Finding::Kind(k))));
    }

    void findingPartsRoundTripThroughJson()
    {
        const Finding f = raceFinding();
        const json j = findingToJson(f);
        QVERIFY(j.contains("message_parts"));
        QCOMPARE(j["message_parts"][0]["id"].get<std::string>(), std::string("race.read_after_write"));
        QCOMPARE(j["message_parts"][0]["args"][1].get<std::string>(), std::string("(4, 2, 0)"));
        const Finding back = findingFromJson(json::parse(j.dump()));
        QVERIFY(back.messageParts == f.messageParts);
        QCOMPARE(back.message, f.message);
    }

    void runDocumentCarriesHintAndStopParts()
    {
        RunResult r;
        r.taskName = "t";
        SeedResult s;
        s.seed = 7;
        s.completed = false;
        s.stopReason = "budget";
        s.stopMessageParts = {engineMessage("stop.step_label", {literalMessage("step 2")}),
            engineMessage("stop.budget", {numberMessage(std::uint64_t(1000))})};
        s.stopMessage = engineMessageText(s.stopMessageParts);
        r.seeds.push_back(s);
        RunHint h;
        h.kind = "possible_race";
        h.messageParts = {engineMessage("hint.possible_race_no_barrier")};
        h.message = engineMessageText(h.messageParts);
        r.hints.push_back(h);
        const json j = runResultToJson(r);
        QVERIFY(j["stopped"].contains("message_parts"));
        auto back = runResultFromJson(json::parse(j.dump()));
        QVERIFY2(back, back ? "" : back.error().message.c_str());
        QVERIFY(back->seeds.at(0).stopMessageParts == s.stopMessageParts);
        QVERIFY(back->stop().messageParts == s.stopMessageParts);
        QCOMPARE(back->stop().message, s.stopMessage);
        QVERIFY(back->hints.at(0).messageParts == h.messageParts);
    }

    void warpPositionsAreMessages()
    {
        // the list inside a stop message (emu/stopfinding.cpp): each group an id, joined by "; "
        const EngineMessage positions = engineMessage("stop.warp_positions",
            {engineMessage("list.semicolon",
                {engineMessage("warps.many_at_source",
                     {numberMessage(8), numberMessage(42), numberMessage(7),
                         engineMessage("warps.list_more", {literalMessage("0, 1, 2, 3"), numberMessage(4)})}),
                    engineMessage("warps.one_at", {numberMessage(50), literalMessage("8")})})});
        QCOMPARE(engineMessageText(positions),
            std::string(" Where the warps of this CTA were: 8 warps at PTX line 42 (source line 7): warps 0, 1, 2, 3 "
                        "and 4 more; 1 warp at PTX line 50: warp 8."));
    }

    void stepTitlesAreMessages()
    {
        StepSpec step;
        step.name = "merge";
        QCOMPARE(stepTitle(step, 1), std::string("step 2 (merge)"));
        QCOMPARE(engineMessageText(stepTitleMessage(step, 1, "k=4")), std::string("step 2 (merge, k=4)"));
        QCOMPARE(stepTitleMessage(step, 1, "k=4").id, std::string("pipeline.step_loops"));
        step.name.clear();
        step.kernel.entry = "scan";
        QCOMPARE(engineMessageText(stepTitleMessage(step, 0)), std::string("step 1 (scan)"));
    }

    void compareWarningsAndStepTitlesRoundTrip()
    {
        const CompareWarning w = compareWarning(
            CompareWarning::Kind::NotCompared, engineMessage("compare.output_not_compared", {literalMessage("c")}));
        QCOMPARE(
            w.message, std::string("output 'c' has no reference and was not checked; list it in reference.outputs"));
        RunResult r;
        r.taskName = "t";
        r.warnings.push_back(w);
        SeedResult s;
        s.seed = 1;
        StepSpec step;
        step.name = "merge";
        StepRun run {stepTitle(step, 1), 2, 0.5, 100, false, stepTitleMessage(step, 1)};
        s.steps.push_back(run);
        s.warnings.push_back(compareWarning(CompareWarning::Kind::InputModified,
            engineMessage("compare.input_modified", {literalMessage("a"), numberMessage(3), literalMessage("[2]")})));
        r.seeds.push_back(s);
        auto back = runResultFromJson(json::parse(runResultToJson(r).dump()));
        QVERIFY2(back, back ? "" : back.error().message.c_str());
        QVERIFY(back->warnings.at(0).messageParts == w.messageParts);
        QCOMPARE(back->warnings.at(0).message, w.message);
        QVERIFY(back->seeds.at(0).warnings.at(0).messageParts == s.warnings[0].messageParts);
        QVERIFY(back->seeds.at(0).steps.at(0).titleMessage == run.titleMessage);
        QCOMPARE(back->seeds.at(0).steps.at(0).title, std::string("step 2 (merge)"));
        // a bundle from before ids: English only, no parts
        json old = runResultToJson(r);
        old["warnings"][0].erase("message_parts");
        auto oldBack = runResultFromJson(old);
        QVERIFY(oldBack);
        QVERIFY(oldBack->warnings.at(0).messageParts.empty());
        QCOMPARE(oldBack->warnings.at(0).message, w.message);
    }

    void aBundleWithoutIdsStillReads()
    {
        // a finding and a hint as an older build wrote them: English only
        json f = findingToJson(raceFinding());
        f.erase("message_parts");
        const Finding back = findingFromJson(f);
        QVERIFY(back.messageParts.empty());
        QCOMPARE(back.message, raceFinding().message);
        // the writer leaves the field out when there are no parts
        Finding plain;
        plain.message = "an instruction's own words";
        QVERIFY(!findingToJson(plain).contains("message_parts"));
    }

    void malformedPartsGiveNoPartsRatherThanHalfASentence()
    {
        QVERIFY(engineMessagesFromJson(json::parse(R"([{"id": "race.read_after_write"}, 3])")).empty());
        QVERIFY(engineMessagesFromJson(json::parse(R"([{"args": ["x"]}])")).empty());
        QVERIFY(engineMessagesFromJson(json::parse(R"({"id": "kind.race"})")).empty());
        QVERIFY(engineMessagesFromJson(json::parse(R"([{"id": "kind.race", "args": "x"}])")).empty());
        json deep = "leaf";
        for (int i = 0; i < 20; ++i)
            deep = json {{"id", "place.shared_memory"}, {"args", json::array({deep})}};
        QVERIFY(engineMessagesFromJson(json::array({deep})).empty());
        // an id this build does not know reads back (the GUI falls back to the English text)
        const auto unknown = engineMessagesFromJson(json::parse(R"([{"id": "from.a.newer.build", "args": ["x"]}])"));
        QCOMPARE(unknown.size(), std::size_t(1));
        QCOMPARE(engineMessageText(unknown), std::string("x"));
    }
};

QTEST_GUILESS_MAIN(TestEngineMessages)
#include "tst_enginemessages.moc"
