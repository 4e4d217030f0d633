#include "core/io/npy.h"

#include <QTemporaryDir>
#include <QTest>

#include <cstring>
#include <fstream>

using namespace warpscope::core;

namespace {

/// Builds a .npy file by hand, so the reader is tested on layouts our writer never produces.
std::string handMade(int major, const std::string& dict, const std::string& data, std::size_t align = 64)
{
    const std::size_t pre = major == 1 ? 10 : 12;
    std::string header = dict;
    const std::size_t total = pre + header.size() + 1;
    header.append((total + align - 1) / align * align - total, ' ');
    header += '\n';
    std::string out("\x93NUMPY", 6);
    out += char(major);
    out += '\0';
    const std::size_t n = header.size();
    for (std::size_t i = 0; i < (major == 1 ? 2u : 4u); ++i)
        out += char((n >> (8 * i)) & 0xff);
    return out + header + data;
}

std::string bytesOf(const void* p, std::size_t n)
{
    return std::string(static_cast<const char*>(p), n);
}

} // namespace

class TestNpy : public QObject {
    Q_OBJECT
private slots:
    void roundTripsEveryDtype_data()
    {
        QTest::addColumn<int>("dtype");
        for (const char* n : {"f64", "f32", "f16", "bf16", "i64", "i32", "i16", "i8", "u64", "u32", "u16", "u8"})
            QTest::newRow(n) << int(*parseDType(n));
    }
    void roundTripsEveryDtype()
    {
        QFETCH(int, dtype);
        const DType t = DType(dtype);
        for (int align : {16, 64}) {
            Tensor a = Tensor::zeros(t, {3, 5});
            for (std::size_t i = 0; i < a.elementCount(); ++i)
                a.set(i, double(i) - 4.0);
            const std::string bytes = serializeNpy(a, align);
            const auto headerEnd = bytes.find('\n') + 1;
            QCOMPARE(headerEnd % std::size_t(align), std::size_t(0));
            auto b = parseNpy(bytes, "mem.npy");
            QVERIFY2(b.ok(), b.ok() ? "" : b.error().describe().c_str());
            if (t == DType::BF16) {
                QCOMPARE(b->dtype, DType::U16); // documented: raw bits as '<u2'
                b = reinterpretAsBf16(std::move(*b), "mem.npy");
                QVERIFY(b.ok());
            }
            QCOMPARE(b->dtype, t);
            QCOMPARE(b->shape, a.shape);
            QVERIFY(b->bytes == a.bytes);
        }
    }

    void writesNumpyCompatibleHeader()
    {
        Tensor a = Tensor::zeros(DType::F32, {7});
        const std::string s = serializeNpy(a);
        QVERIFY(s.find("{'descr': '<f4', 'fortran_order': False, 'shape': (7,), }") != std::string::npos);
        Tensor s0 = Tensor::zeros(DType::U8, {2, 3});
        QVERIFY(serializeNpy(s0).find("'shape': (2, 3), }") != std::string::npos);
    }

    void readsVersions2And3AndOldAlignment()
    {
        const float v[2] = {1.5f, -2.0f};
        for (int major : {1, 2, 3}) {
            for (std::size_t align : {16u, 64u}) {
                auto t = parseNpy(
                    handMade(major, "{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }", bytesOf(v, 8), align),
                    "v.npy");
                QVERIFY2(t.ok(), t.ok() ? "" : t.error().describe().c_str());
                QCOMPARE(t->at(1), -2.0);
            }
        }
    }

    void readsBigEndian()
    {
        const unsigned char be[8] = {0x3f, 0xc0, 0, 0, 0xc0, 0, 0, 0}; // 1.5f, -2.0f big-endian
        auto t = parseNpy(
            handMade(1, "{'descr': '>f4', 'fortran_order': False, 'shape': (2,), }", bytesOf(be, 8)), "b.npy");
        QVERIFY(t.ok());
        QCOMPARE(t->at(0), 1.5);
        QCOMPARE(t->at(1), -2.0);
        const unsigned char be16[4] = {0x01, 0x02, 0xff, 0xfe};
        auto i = parseNpy(
            handMade(1, "{'descr': '>i2', 'fortran_order': False, 'shape': (2,), }", bytesOf(be16, 4)), "i.npy");
        QCOMPARE(i->at(0), 258.0);
        QCOMPARE(i->at(1), -2.0);
    }

    void readsFortranOrder()
    {
        // A 2x3 matrix [[0,1,2],[3,4,5]] stored column-major: 0 3 1 4 2 5.
        const std::int32_t col[6] = {0, 3, 1, 4, 2, 5};
        auto t = parseNpy(
            handMade(1, "{'descr': '<i4', 'fortran_order': True, 'shape': (2, 3), }", bytesOf(col, 24)), "f.npy");
        QVERIFY(t.ok());
        for (int i = 0; i < 6; ++i)
            QCOMPARE(t->at(i), double(i));
    }

    void readsScalarsBoolsAndEmpty()
    {
        const double one = 1.0;
        auto s = parseNpy(
            handMade(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (), }", bytesOf(&one, 8)), "s.npy");
        QVERIFY(s.ok());
        QCOMPARE(s->elementCount(), std::size_t(1));
        const unsigned char b[3] = {1, 0, 1};
        auto bo = parseNpy(
            handMade(1, "{'descr': '|b1', 'fortran_order': False, 'shape': (3,), }", bytesOf(b, 3)), "b.npy");
        QCOMPARE(bo->dtype, DType::U8);
        auto e = parseNpy(handMade(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (0, 4), }", ""), "e.npy");
        QVERIFY(e.ok());
        QCOMPARE(e->elementCount(), std::size_t(0));
    }

    void rejectsBadFiles_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("messagePart");
        const std::string data(16, '\0');
        auto make = [&](const std::string& dict, const std::string& d = std::string(16, '\0')) {
            const std::string s = handMade(1, dict, d);
            return QByteArray(s.data(), qsizetype(s.size()));
        };
        QTest::newRow("empty") << QByteArray() << "magic";
        QTest::newRow("bad magic") << QByteArray("\x93NUMPX\x01\x00\x00\x00", 10) << "magic";
        QTest::newRow("version 4") << QByteArray("\x93NUMPY\x04\x00\x10\x00", 10) << "version 4";
        QTest::newRow("truncated header")
            << QByteArray("\x93NUMPY\x01\x00\xff\x00{'descr'", 17) << "truncated inside its header";
        QTest::newRow("truncated data") << make("{'descr': '<f4', 'fortran_order': False, 'shape': (5,), }")
                                        << "truncated";
        QTest::newRow("negative shape") << make("{'descr': '<f4', 'fortran_order': False, 'shape': (-1,), }")
                                        << "negative";
        QTest::newRow("huge shape") << make(
            "{'descr': '<f4', 'fortran_order': False, 'shape': (100000, 100000, 100000), }")
                                    << "larger than";
        QTest::newRow("count overflow") << make(
            "{'descr': '<f8', 'fortran_order': False, 'shape': (4294967296, 4294967296, 4294967296), }")
                                        << "larger than";
        QTest::newRow("dimension overflow")
            << make("{'descr': '<f4', 'fortran_order': False, 'shape': (99999999999999999999,), }") << "too large";
        QTest::newRow("structured dtype")
            << make("{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': (1,), }") << "structured";
        QTest::newRow("object dtype") << make("{'descr': '|O', 'fortran_order': False, 'shape': (1,), }")
                                      << "unsupported dtype";
        QTest::newRow("complex dtype") << make("{'descr': '<c8', 'fortran_order': False, 'shape': (1,), }")
                                       << "unsupported dtype";
        QTest::newRow("missing shape") << make("{'descr': '<f4', 'fortran_order': False, }") << "lacks";
        QTest::newRow("extra key") << make("{'descr': '<f4', 'fortran_order': False, 'shape': (1,), 'x': 1, }")
                                   << "unexpected key";
        QTest::newRow("not a dict") << make("['descr']") << "does not start";
        QTest::newRow("bad fortran") << make("{'descr': '<f4', 'fortran_order': 1, 'shape': (1,), }")
                                     << "True or False";
    }
    void rejectsBadFiles()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, messagePart);
        auto t = parseNpy(std::string_view(bytes.constData(), std::size_t(bytes.size())), "bad.npy");
        QVERIFY(!t.ok());
        const QString msg = QString::fromStdString(t.error().describe());
        QVERIFY2(msg.contains(messagePart), qPrintable(msg));
        QVERIFY2(msg.startsWith("bad.npy"), "the message names the file");
    }

    void loadChecksSizeBeforeReading()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("t.npy");
        {
            std::ofstream f(path.toStdString(), std::ios::binary);
            f << handMade(
                1, "{'descr': '<f8', 'fortran_order': False, 'shape': (1000000000,), }", std::string(8, '\0'));
        }
        auto t = loadNpy(path.toStdString());
        QVERIFY(!t.ok());
        QVERIFY(QString::fromStdString(t.error().message).contains("truncated"));
        Tensor a = Tensor::zeros(DType::I16, {2, 2});
        a.set(3, -7);
        QVERIFY(saveNpy(dir.filePath("a.npy").toStdString(), a).ok());
        auto b = loadNpy(dir.filePath("a.npy").toStdString());
        QVERIFY(b.ok());
        QCOMPARE(b->at(3), -7.0);
        QVERIFY(!loadNpy(dir.filePath("missing.npy").toStdString()).ok());
    }

    void bf16ReinterpretRefusesOtherTypes()
    {
        Tensor f = Tensor::zeros(DType::F32, {1});
        QVERIFY(!reinterpretAsBf16(f, "x.npy").ok());
    }
};

QTEST_GUILESS_MAIN(TestNpy)
#include "tst_npy.moc"
