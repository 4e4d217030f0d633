// The heatmap's suspect layer with canned data: set marks the cells of the suspect elements of the
// output on screen (seed 0 only: provenance describes the analysed seed), the Suspects box hides and
// shows them, the detail line names the finding, and setting {} clears everything.
#include "runfixture.h"
#include "widgets/heatmapview.h"

#include <QCheckBox>
#include <QTest>

using namespace warpscope;

namespace {

std::vector<core::analysis::SuspectBuffer> suspects()
{
    core::analysis::SuspectBuffer b;
    b.name = "out";
    b.elements = {2, 3, 9};
    b.findings = {0, 0, 1};
    core::analysis::SuspectBuffer other;
    other.name = "unrelated";
    other.elements = {0};
    other.findings = {0};
    return {b, other};
}

} // namespace

class TestHeatmapSuspects : public QObject {
    Q_OBJECT
private slots:
    void setAndClear()
    {
        widgets::HeatmapView view;
        view.resize(600, 500);
        view.setOutput(runfixture::makeRun({3, 4}), 0, 0);
        auto* box = view.findChild<QCheckBox*>("heatmapSuspects");
        QVERIFY(box);
        QVERIFY(!box->isEnabled()); // nothing to show yet
        QCOMPARE(view.suspectCellCount(), 0);

        view.setSuspects(suspects(), {QStringLiteral("race at line 10: a race"), QStringLiteral("out_of_bounds")});
        QVERIFY(box->isEnabled());
        QCOMPARE(view.suspectCellCount(), 3); // 3 x 4 grid: no pooling, one cell per element

        view.selectElement(9);
        QVERIFY2(view.detailText().contains("finding 2 names: out_of_bounds"), qPrintable(view.detailText()));
        view.selectElement(4);
        QVERIFY(!view.detailText().contains("Suspect"));

        box->setChecked(false);
        QVERIFY(!view.showSuspects());
        QCOMPARE(view.suspectCellCount(), 0);
        box->setChecked(true);
        QCOMPARE(view.suspectCellCount(), 3);

        view.setSuspects({}, {});
        QCOMPARE(view.suspectCellCount(), 0);
        QVERIFY(!box->isEnabled());
    }

    void otherSeedsAreNotMarked()
    {
        widgets::HeatmapView view;
        view.setOutput(runfixture::makeRun({3, 4}), 1, 0);
        view.setSuspects(suspects(), {QStringLiteral("a"), QStringLiteral("b")});
        QCOMPARE(view.suspectCellCount(), 0);
        view.selectElement(2);
        QVERIFY(!view.detailText().contains("Suspect"));
    }

    void foldedOutputMapsToCells()
    {
        widgets::HeatmapView view;
        view.setOutput(runfixture::makeRun({10}), 0, 0);
        view.setFoldWidth(4); // rows of 4: elements 2 and 3 share row 0, 9 is on row 2
        view.setSuspects(suspects(), {QStringLiteral("a"), QStringLiteral("b")});
        QCOMPARE(view.suspectCellCount(), 3);
    }
};

QTEST_MAIN(TestHeatmapSuspects)
#include "tst_heatmapsuspects.moc"
