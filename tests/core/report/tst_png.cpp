// The PNG codec of the reports (libpng behind core/report/png.h): every colour type, bit depth and
// interlacing that screenshots and bundle pictures use, against pixels ImageMagick decoded
// (fixtures/png/*.rgba), a round trip, and damaged files refused with a message naming them.
#include "core/common/paths.h"
#include "core/report/heatmap.h"
#include "core/report/png.h"

#include <QDir>
#include <QTest>

using namespace warpscope;

namespace {
const QString kFixtures = QStringLiteral(WARPSCOPE_SOURCE_DIR "/tests/core/report/fixtures/png/");

/// bytes with the CRC of the chunk whose type starts at typeAt (length bytes of type and data) made right.
QByteArray fixedCrc(QByteArray bytes, int typeAt, int length)
{
    std::uint32_t c = 0xffffffffu;
    for (int i = typeAt; i < typeAt + length; ++i) {
        c ^= std::uint8_t(bytes[i]);
        for (int k = 0; k < 8; ++k)
            c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
    }
    c ^= 0xffffffffu;
    for (int i = 0; i < 4; ++i)
        bytes[typeAt + length + i] = char(c >> (24 - 8 * i));
    return bytes;
}

std::string read(const QString& name)
{
    auto bytes = core::readTextFile((kFixtures + name).toStdString());
    return bytes ? *bytes : std::string();
}
} // namespace

class TestPng : public QObject {
    Q_OBJECT
private slots:
    void decodesLikeImageMagick_data()
    {
        QTest::addColumn<QString>("name");
        for (const QString& f : QDir(kFixtures).entryList({"*.png"}))
            QTest::newRow(qPrintable(f)) << f.chopped(4);
    }
    void decodesLikeImageMagick()
    {
        QFETCH(QString, name);
        auto image = core::decodePng(read(name + ".png"), name.toStdString());
        QVERIFY2(image.ok(), image.ok() ? "" : image.error().describe().c_str());
        const std::string expected = read(name + ".rgba");
        QCOMPARE(std::size_t(image->width * image->height * 4), expected.size());
        QVERIFY(std::equal(expected.begin(), expected.end(), image->rgba.begin(),
            [](char a, std::uint8_t b) { return std::uint8_t(a) == b; }));
    }

    void roundTrip()
    {
        core::RasterImage img {5, 3, {}};
        for (int i = 0; i < 15; ++i)
            img.rgba.insert(
                img.rgba.end(), {std::uint8_t(i * 17), std::uint8_t(255 - i), 7, std::uint8_t(i == 4 ? 0 : 255)});
        auto back = core::decodePng(core::encodePng(img), "x");
        QVERIFY(back.ok());
        QCOMPARE(back->rgba, img.rgba);
        img.rgba[19] = 255; // opaque again: written as RGB, read back the same
        back = core::decodePng(core::encodePng(img), "x");
        QVERIFY(back.ok());
        QCOMPARE(back->rgba, img.rgba);
    }

    void damagedFilesSayWhy_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        const QByteArray good = QByteArray::fromStdString(read("rgb8.png"));
        QTest::newRow("not png") << QByteArray("GIF89a") << "signature";
        QTest::newRow("truncated") << good.left(40) << "runs past the end";
        QByteArray corrupt = good;
        corrupt[45] = char(corrupt[45] ^ 0x55);
        QTest::newRow("corrupt data") << corrupt << "damaged";
        QByteArray badCrc = good;
        badCrc[29] = char(badCrc[29] ^ 0x01); // IHDR's CRC
        QTest::newRow("bad header crc") << badCrc << "damaged";
        QByteArray huge = good;
        // IHDR width and height 65535 x 65535: more pixels than a report embeds (a decompression bomb)
        for (int i = 16; i < 24; ++i)
            huge[i] = char(i % 4 < 2 ? 0 : 0xff);
        QTest::newRow("too large") << fixedCrc(huge, 12, 17) << "more than a report embeds";
        QTest::newRow("empty") << QByteArray() << "signature";
        QTest::newRow("signature only") << good.left(8) << "runs past the end";
        // a text chunk stating a length of gigabytes (found by fuzz_png: libpng allocated it first)
        QTest::newRow("chunk longer than the file")
            << QByteArray::fromStdString(read("../../../../fuzz/regressions/png/text-chunk-asks-for-2gb.png"))
            << "runs past the end";
        // a header promising 3328 x 33031 pixels over 95 bytes of image data (found by fuzz_png: the
        // 440 MB image was allocated and cleared before the data ran out)
        QTest::newRow("header promises more than the data holds")
            << QByteArray::fromStdString(read("../../../../fuzz/regressions/png/header-promises-110m-pixels.png"))
            << "3328 x 33031 pixels but holds only";
    }
    void damagedFilesSayWhy()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        auto image = core::decodePng(bytes.toStdString(), "shot.png");
        QVERIFY(!image.ok());
        QVERIFY2(image.error().describe().find(expected.toStdString()) != std::string::npos
                && image.error().describe().find("shot.png") != std::string::npos,
            image.error().describe().c_str());
    }

    // The report's heatmap is the GUI's default map: pass / fail in its colours, its overlay colours for
    // NaN, Inf and unwritten, with row and column axes and a colour key (it had its own palette, no axes).
    void heatmapUsesTheGuiPaletteWithAxesAndKey()
    {
        core::Tensor category = core::Tensor::zeros(core::DType::U8, {4, 4});
        core::Tensor error = core::Tensor::zeros(core::DType::F64, {4, 4});
        category.set(5, 3); // row 1, column 1 fails
        error.set(5, 0.5);
        category.set(6, 1); // passed within the tolerance: drawn as a pass, as in the GUI
        error.set(6, 1e-6);
        category.set(7, 4); // NaN
        category.set(15, 7); // never written
        auto map = core::renderReportHeatmap(category, error);
        QVERIFY(map.ok());
        QCOMPARE(map->cellPixels, 64); // small outputs are enlarged
        const core::RasterImage& img = map->image;
        auto px = [&](int cx, int cy) {
            const std::uint8_t* p
                = &img.rgba[std::size_t((map->mapTop + cy * 64 + 32) * img.width + map->mapLeft + cx * 64 + 32) * 4];
            return QStringLiteral("%1,%2,%3").arg(p[0]).arg(p[1]).arg(p[2]);
        };
        QCOMPARE(px(1, 1), QString("200,0,0")); // fail: the GUI's red
        QCOMPARE(px(0, 0), QString("200,235,200")); // exact: the GUI's pass
        QCOMPARE(px(2, 1), QString("200,235,200")); // within the tolerance: pass too
        QCOMPARE(px(3, 1), QString("255,0,255")); // NaN: magenta
        QCOMPARE(px(3, 3), QString("20,20,20")); // unwritten: black
        // axes and key around the map: ink left of it (row labels) and below it (column labels, key)
        auto inkIn = [&](int x0, int y0, int x1, int y1) {
            int ink = 0;
            for (int y = y0; y < y1; ++y)
                for (int x = x0; x < x1; ++x)
                    ink += img.rgba[std::size_t(y * img.width + x) * 4] < 128;
            return ink;
        };
        QVERIFY(map->mapLeft > 10 && map->mapTop > 10);
        QVERIFY(inkIn(0, map->mapTop, map->mapLeft - 2, map->mapTop + 256) > 20);
        QVERIFY(inkIn(0, map->mapTop + 258, img.width, img.height) > 100);
        QVERIFY(img.width > map->mapLeft + 256);
    }
};

QTEST_GUILESS_MAIN(TestPng)
#include "tst_png.moc"
