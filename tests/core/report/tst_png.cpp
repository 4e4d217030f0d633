// The PNG codec of the PDF report: every colour type, bit depth and interlacing that screenshots and
// bundle pictures use, against pixels ImageMagick decoded (fixtures/png/*.rgba), and a round trip.
#include "core/common/paths.h"
#include "core/report/heatmap.h"
#include "core/report/png.h"

#include <QDir>
#include <QTest>

using namespace warpscope;

namespace {
const QString kFixtures = QStringLiteral(WARPSCOPE_SOURCE_DIR "/tests/core/report/fixtures/png/");

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

    void heatmapMarksFailuresRed()
    {
        core::Tensor category = core::Tensor::zeros(core::DType::U8, {4, 4});
        core::Tensor error = core::Tensor::zeros(core::DType::F64, {4, 4});
        category.set(5, 3); // row 1, column 1 fails
        error.set(5, 0.5);
        category.set(6, 1);
        error.set(6, 1e-6);
        auto img = core::renderErrorHeatmap(category, error);
        QVERIFY(img.ok());
        QCOMPARE(img->width, 256); // small outputs are enlarged
        auto px = [&](int cx, int cy) { return &img->rgba[std::size_t((cy * 64 + 32) * 256 + cx * 64 + 32) * 4]; };
        QCOMPARE(int(px(1, 1)[0]), 220); // red
        QVERIFY(px(2, 1)[1] > px(0, 0)[1]); // a passing error is brighter than an exact element
    }
};

QTEST_GUILESS_MAIN(TestPng)
#include "tst_png.moc"
