// The worker protocol's framing and decoding against a peer that sends garbage, huge lines and
// partial frames (tests/fuzz/fuzz_workerprotocol.cpp fuzzes the same code).
#include "core/protocol/lineframer.h"
#include "core/protocol/workerprotocol.h"

#include <QTest>

using namespace warpscope::core;

namespace {
std::vector<std::string> texts(const std::vector<Frame>& frames)
{
    std::vector<std::string> out;
    for (const Frame& f : frames)
        out.push_back(f.tooLong ? std::string("<too long>") : f.text);
    return out;
}
} // namespace

class TestLineFramer : public QObject {
    Q_OBJECT
private slots:
    void linesSplitAcrossReadsComeOutWhole()
    {
        LineFramer f;
        QVERIFY(f.feed("{\"id\":").empty());
        QCOMPARE(f.pending(), std::size_t(6));
        QCOMPARE(texts(f.feed("1}\nsecond\n\nthi")), (std::vector<std::string> {"{\"id\":1}", "second", ""}));
        QCOMPARE(texts(f.finish()), std::vector<std::string> {"thi"});
        QCOMPARE(f.pending(), std::size_t(0));
        QVERIFY(f.finish().empty());
    }

    void aHugeLineIsReportedOnceAndSkipped()
    {
        LineFramer f(8);
        QCOMPARE(texts(f.feed("12345")), std::vector<std::string> {});
        QCOMPARE(texts(f.feed("67890")), std::vector<std::string> {"<too long>"});
        QCOMPARE(f.pending(), std::size_t(0)); // the bytes are not kept
        QCOMPARE(texts(f.feed(std::string(100, 'x'))), std::vector<std::string> {});
        QCOMPARE(texts(f.feed("x\nok\n")), std::vector<std::string> {"ok"});
        // exactly the limit is still a line
        QCOMPARE(texts(f.feed("12345678\n")), std::vector<std::string> {"12345678"});
    }

    void resetDropsAPartialLine()
    {
        LineFramer f;
        f.feed("torn by a dying worker");
        f.reset();
        QCOMPARE(texts(f.feed("hello\n")), std::vector<std::string> {"hello"});
    }

    void wrongTypesAreErrorsNotExceptions()
    {
        QVERIFY(!decodeMessage("{\"type\": 5}"));
        QVERIFY(!decodeMessage("{\"type\": \"progress\", \"id\": 1, \"payload\": [1]}"));
        QVERIFY(!decodeMessage("{\"type\": \"progress\", \"id\": 1, \"payload\": {\"done\": \"x\"}}"));
        QVERIFY(decodeMessage("{\"type\": \"progress\", \"id\": 1, \"payload\": {\"done\": 1, \"total\": 2}}"));
        auto e = decodeMessage(
            "{\"type\": \"error\", \"id\": 1, \"error\": {\"code\": 7, \"line\": \"x\", \"message\": []}}");
        QVERIFY(e);
        QCOMPARE(e->error.line, 0);
        QVERIFY(e->error.message.empty());
        // a payload of the wrong shape decodes; the worker's reply to it carries the request's id
        QVERIFY(decodeRequest("{\"id\": 1, \"type\": \"cancel\", \"payload\": \"all\"}"));
        QVERIFY(decodeRequest("{\"id\": 1, \"type\": \"cancel\", \"payload\": {\"target\": \"x\"}}"));
    }
};

QTEST_GUILESS_MAIN(TestLineFramer)
#include "tst_lineframer.moc"
