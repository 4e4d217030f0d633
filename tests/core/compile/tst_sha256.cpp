#include "core/common/sha256.h"

#include <QTest>

using namespace warpscope::core;

class TestSha256 : public QObject {
    Q_OBJECT
private slots:
    // FIPS 180-4 examples (NIST CSRC "Examples with intermediate values") and the one-million-'a' vector.
    void knownVectors_data()
    {
        QTest::addColumn<QByteArray>("message");
        QTest::addColumn<QString>("digest");
        QTest::newRow("empty") << QByteArray() << "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
        QTest::newRow("abc") << QByteArray("abc") << "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
        QTest::newRow("448 bits") << QByteArray("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                                  << "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1";
        QTest::newRow("896 bits") << QByteArray("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmn"
                                                "opjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu")
                                  << "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1";
        QTest::newRow("million a") << QByteArray(1000000, 'a')
                                   << "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0";
    }
    void knownVectors()
    {
        QFETCH(QByteArray, message);
        QFETCH(QString, digest);
        QCOMPARE(QString::fromStdString(sha256Hex(std::string_view(message.constData(), message.size()))), digest);
    }

    void incrementalEqualsOneShot()
    {
        std::string text;
        for (int i = 0; i < 1000; ++i)
            text += std::to_string(i * 7919) + ",";
        for (std::size_t chunk : {1u, 3u, 63u, 64u, 65u, 1000u}) {
            Sha256 h;
            for (std::size_t at = 0; at < text.size(); at += chunk)
                h.update(std::string_view(text).substr(at, chunk));
            QCOMPARE(h.finishHex(), sha256Hex(text));
        }
    }
};

QTEST_APPLESS_MAIN(TestSha256)
#include "tst_sha256.moc"
