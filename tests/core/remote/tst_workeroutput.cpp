// A remote worker's output read as it arrives: progress lines reach the callback however the output is
// cut, the bytes of a file frame are never read as lines (even when they look like progress), and a
// file frame that would leave the bundle, is cut short or is damaged is refused with a message.
#include "core/common/sha256.h"
#include "core/remote/workeroutput.h"

#include <QTest>

#include <algorithm>

using namespace warpscope::core;

namespace {
std::string fileHeader(const std::string& path, const std::string& bytes, const std::string& hash = {})
{
    return nlohmann::json {{"id", 3}, {"type", "file"},
               {"payload",
                   {{"path", path}, {"size", bytes.size()}, {"sha256", hash.empty() ? sha256Hex(bytes) : hash}}}}
               .dump()
        + "\n";
}
} // namespace

class TestWorkerOutput : public QObject {
    Q_OBJECT
private slots:
    void progressWhateverTheCuts()
    {
        const std::string fake = "{\"id\":3,\"type\":\"progress\",\"payload\":{\"done\":99,\"total\":99}}\n";
        const std::string out
            = "{\"id\":0,\"type\":\"hello\",\"payload\":{\"protocol\":2}}\n"
              "{\"id\":3,\"type\":\"progress\",\"payload\":{\"done\":1,\"total\":4,\"what\":\"CTAs\"}}\n"
            + fileHeader("seed-42/c.output.npy", fake) + fake
            + "{\"id\":7,\"type\":\"progress\",\"payload\":{\"done\":2,\"total\":4}}\n"
              "{\"id\":3,\"type\":\"progress\",\"payload\":{\"done\":4,\"total\":4,\"what\":\"CTAs\"}}\n"
              "{\"id\":3,\"type\":\"result\",\"payload\":{}}\n";
        for (std::size_t cut = 1; cut <= out.size(); cut += 7) {
            std::vector<std::uint64_t> done;
            ProgressTap tap(3, [&](std::uint64_t d, std::uint64_t, const std::string&) { done.push_back(d); });
            for (std::size_t at = 0; at < out.size(); at += cut)
                tap.feed(std::string_view(out).substr(at, cut));
            QCOMPARE(done, (std::vector<std::uint64_t> {1, 4})); // not the frame's bytes, not request 7's
        }
    }

    // Issue 21: ssh's input stays open while a request runs and is closed once the answer is in, so the
    // tap tells when a whole reply (a result or an error, however long) has come; a file frame whose
    // bytes look like a reply, a hello and progress do not count; a hello of another protocol does (that
    // worker will not answer: its input must end).
    void answeredOnlyByAWholeReply()
    {
        const std::string fake = "{\"id\":3,\"payload\":{},\"type\":\"result\"}\n";
        const std::string big(100000, 'x');
        const std::string head = "{\"id\":0,\"payload\":{\"protocol\":2},\"type\":\"hello\"}\n"
                                 "{\"id\":3,\"payload\":{\"done\":1,\"total\":4},\"type\":\"progress\"}\n"
            + fileHeader("result.json", fake) + fake;
        const std::string reply = "{\"id\":3,\"payload\":{\"log\":\"" + big + "\"},\"type\":\"result\"}\n";
        for (std::size_t cut : {std::size_t(1), std::size_t(13), std::size_t(4096)}) {
            ProgressTap tap(3, {});
            for (std::size_t at = 0; at < head.size(); at += cut)
                tap.feed(std::string_view(head).substr(at, cut));
            QVERIFY(!tap.answered());
            for (std::size_t at = 0; at + 1 < reply.size(); at += cut) // all but the newline
                tap.feed(std::string_view(reply).substr(at, std::min(cut, reply.size() - 1 - at)));
            QVERIFY(!tap.answered());
            tap.feed("\n");
            QVERIFY(tap.answered());
        }
        ProgressTap error(3, {});
        error.feed("{\"error\":{\"code\":\"cancelled\",\"message\":\"cancelled\"},\"id\":3,\"type\":\"error\"}\n");
        QVERIFY(error.answered());
        ProgressTap old(3, {});
        old.feed("{\"id\":0,\"payload\":{\"protocol\":1},\"type\":\"hello\"}\n");
        QVERIFY(old.answered());
    }

    void fileFrames_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("badHash");
        QTest::addColumn<int>("cutBytes");
        QTest::addColumn<QString>("says");
        QTest::newRow("good") << "seed-42/c.output.npy" << false << 0 << "";
        QTest::newRow("climbs") << "../../.bashrc" << false << 0 << "would leave the bundle folder";
        QTest::newRow("absolute") << "/etc/passwd" << false << 0 << "would leave the bundle folder";
        QTest::newRow("short") << "result.json" << false << 3 << "was cut short";
        QTest::newRow("damaged") << "result.json" << true << 0 << "does not match its sha256";
    }
    void fileFrames()
    {
        QFETCH(QString, path);
        QFETCH(bool, badHash);
        QFETCH(int, cutBytes);
        QFETCH(QString, says);
        const std::string bytes = "line one\nline two\n";
        const std::string header = fileHeader(path.toStdString(), bytes, badHash ? sha256Hex("x") : std::string());
        const std::string out = header + bytes.substr(0, bytes.size() - static_cast<std::size_t>(cutBytes));
        Target t;
        t.name = "gpubox";
        t.host = "gpubox";
        std::size_t pos = header.size();
        auto frame = readFileFrame(header.substr(0, header.size() - 1), out, pos, t);
        QVERIFY(frame.has_value());
        if (says.isEmpty()) {
            QVERIFY(frame->ok());
            QCOMPARE((*frame)->content, bytes);
            QCOMPARE(pos, out.size());
            return;
        }
        QVERIFY(!frame->ok());
        const QString m = QString::fromStdString(frame->error().message);
        QVERIFY2(m.contains(says) && m.contains("gpubox"), qPrintable(m));
        QVERIFY(!readFileFrame("{\"id\":1,\"type\":\"result\",\"payload\":{}}", out, pos, t).has_value());
    }
};

QTEST_GUILESS_MAIN(TestWorkerOutput)
#include "tst_workeroutput.moc"
