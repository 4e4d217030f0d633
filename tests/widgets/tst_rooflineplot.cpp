// The roofline chart: roof geometry (the ridge is peak / bandwidth), points placed where given and
// told apart by kind, points that cannot sit on a log axis named, the message state, and export.
#include "widgets/rooflineplot.h"

#include <qcustomplot.h>

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace warpscope;

namespace {

void setH100(widgets::RooflinePlot& plot)
{
    plot.setMachine(QStringLiteral("H100 SXM"), 3.35e12, QStringLiteral("datasheet"),
        {{QStringLiteral("FP32"), 67e12, QStringLiteral("datasheet p.2")},
            {QStringLiteral("FP64"), 34e12, QStringLiteral("datasheet p.2")}});
}

} // namespace

class TestRooflinePlot : public QObject {
    Q_OBJECT
private slots:
    void ridgeIsPeakOverBandwidth()
    {
        widgets::RooflinePlot plot;
        setH100(plot);
        QCOMPARE(plot.roofCount(), 2);
        QCOMPARE(plot.ridge(0), 67e12 / 3.35e12);
        QCOMPARE(plot.ridge(1), 34e12 / 3.35e12);
        QCOMPARE(plot.ridge(2), 0.0);
        // the memory roof and two compute roofs; the first roof is flat at its peak from the ridge on
        QCOMPARE(plot.plot()->graphCount(), 3);
        auto fp32 = plot.plot()->graph(1)->data();
        QCOMPARE(fp32->constBegin()->key, 20.0);
        QCOMPARE(fp32->constBegin()->value, 67e12);
        auto memory = plot.plot()->graph(0)->data();
        QCOMPARE(memory->constBegin()->value, 3.35e12 * memory->constBegin()->key);
        QVERIFY(plot.noteText().contains("datasheet p.2"));
        QVERIFY(plot.noteText().contains("3.35 TB/s"));
    }

    void pointsPlacedByKind()
    {
        widgets::RooflinePlot plot;
        setH100(plot);
        plot.setPoints({{QStringLiteral("transpose (model)"), 0.125, 4.2e11, false, QString()},
            {QStringLiteral("transpose (measured)"), 0.1, 2.5e11, true, QStringLiteral("median 12 µs")},
            {QStringLiteral("copy"), 0.0, 0.0, false, QString()}});
        QCOMPARE(plot.plottedPointCount(), 2);
        QCOMPARE(plot.plottedPoint(0), QPointF(0.125, 4.2e11));
        QCOMPARE(plot.plottedPoint(1), QPointF(0.1, 2.5e11));
        QCOMPARE(plot.plottedPoint(2), QPointF(-1, -1));
        QStringList names;
        for (int i = 0; i < plot.plot()->graphCount(); ++i)
            names << plot.plot()->graph(i)->name();
        QVERIFY2(names.contains("model (emulator counts)"), qPrintable(names.join(',')));
        QVERIFY(names.contains("measured (GPU time)"));
        QVERIFY(plot.noteText().contains("copy not plotted"));
        QVERIFY(plot.noteText().contains("median 12 µs"));
        // both points and every ridge inside the axis range
        QVERIFY(plot.plot()->xAxis->range().contains(0.1));
        QVERIFY(plot.plot()->xAxis->range().contains(20.0));
        QVERIFY(plot.plot()->yAxis->range().contains(2.5e11));
        QVERIFY(plot.plot()->yAxis->range().contains(67e12));
    }

    void messageState()
    {
        widgets::RooflinePlot plot;
        plot.showMessage(QStringLiteral("Profile the task first."));
        QVERIFY(plot.isShowingMessage());
        QCOMPARE(plot.messageText(), QStringLiteral("Profile the task first."));
        setH100(plot);
        QVERIFY(!plot.isShowingMessage());
        QVERIFY(plot.messageText().isEmpty());
    }

    void noteCarriesModel()
    {
        widgets::RooflinePlot plot;
        setH100(plot);
        plot.setNote(QStringLiteral("DRAM bytes = 32 x distinct sectors"));
        QVERIFY(plot.noteText().startsWith("DRAM bytes = 32 x distinct sectors"));
    }

    void exportWritesFiles_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("png") << "roof.png";
        QTest::newRow("svg") << "roof.svg";
        QTest::newRow("pdf") << "roof.pdf";
    }

    void exportWritesFiles()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        widgets::RooflinePlot plot;
        setH100(plot);
        plot.setPoints({{QStringLiteral("k"), 1.0, 1e12, false, QString()}});
        plot.resize(800, 500);
        QString error;
        QVERIFY2(plot.exportTo(dir.filePath(name), &error), qPrintable(error));
        QVERIFY(QFileInfo(dir.filePath(name)).size() > 0);
    }

    void exportRejectsBadPaths()
    {
        widgets::RooflinePlot plot;
        setH100(plot);
        QString error;
        QVERIFY(!plot.exportTo(QStringLiteral("/tmp/roof.bmp"), &error));
        QVERIFY(error.contains("roof.bmp"));
        QVERIFY(!plot.exportTo(QStringLiteral("/no/such/folder/roof.png"), &error));
        QVERIFY(error.contains("/no/such/folder/roof.png"));
    }
};

QTEST_MAIN(TestRooflinePlot)
#include "tst_rooflineplot.moc"
