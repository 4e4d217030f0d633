// The step bar: badges and tooltips as set, clicks ask for the step.
#include "widgets/stepbar.h"

#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

using namespace warpscope;
using core::ReviewStep;
using core::StepBadge;

class TestStepBar : public QObject {
    Q_OBJECT
private slots:
    void showsBadgesAndTooltips()
    {
        widgets::StepBar bar;
        bar.setStep(ReviewStep::Compile, "Compile", StepBadge::Warning, "Compiled with 2 warnings.", false);
        QCOMPARE(bar.badge(ReviewStep::Compile), StepBadge::Warning);
        QCOMPARE(bar.button(ReviewStep::Compile)->toolTip(), QString("Compiled with 2 warnings."));
        QCOMPARE(bar.button(ReviewStep::Compile)->text(), QString("2  Compile"));
        QVERIFY(!bar.button(ReviewStep::Compile)->icon().isNull());
        // Each badge looks different.
        const QImage ok = widgets::StepBar::badgeIcon(StepBadge::Ok).pixmap(16).toImage();
        const QImage failed = widgets::StepBar::badgeIcon(StepBadge::Failed).pixmap(16).toImage();
        const QImage stale = widgets::StepBar::badgeIcon(StepBadge::Ok, true).pixmap(16).toImage();
        QVERIFY(ok != failed);
        QVERIFY(ok != stale);
    }

    void clickActivatesTheStep()
    {
        widgets::StepBar bar;
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        QSignalSpy spy(&bar, &widgets::StepBar::stepActivated);
        QTest::mouseClick(bar.button(ReviewStep::Report), Qt::LeftButton);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<ReviewStep>(), ReviewStep::Report);
        QCOMPARE(bar.currentStep(), ReviewStep::Report);
        QVERIFY(bar.button(ReviewStep::Report)->isChecked());
        QVERIFY(!bar.button(ReviewStep::Source)->isChecked());
    }
};

QTEST_MAIN(TestStepBar)
#include "tst_stepbar.moc"
