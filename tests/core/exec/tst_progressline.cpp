// The CLI's running progress line: quiet for short runs, throttled, with a time left from the rate so far.
#include "core/pipeline/progressline.h"

#include <QtTest>

using warpscope::core::ProgressLine;
using warpscope::core::timeLeftText;
using namespace std::chrono_literals;

class TstProgressLine : public QObject {
    Q_OBJECT

private slots:
    void shortRunsStayQuiet()
    {
        const auto t0 = ProgressLine::Clock::time_point {};
        ProgressLine line(true, t0);
        QVERIFY(line.update(10, 100, t0 + 500ms).empty());
        QVERIFY(line.update(90, 100, t0 + 1900ms).empty());
        QVERIFY(!line.printed());
    }

    void terminalLineWithTimeLeft()
    {
        const auto t0 = ProgressLine::Clock::time_point {};
        ProgressLine line(true, t0);
        // a quarter done after 60 s: three more minutes at that rate
        const std::string text = line.update(1024, 4096, t0 + 60s);
        QCOMPARE(QString::fromStdString(text), QStringLiteral("running: 25% — 1024 of 4096 CTAs, about 3 min left"));
        QVERIFY(line.printed());
        QVERIFY(line.update(1100, 4096, t0 + 60s + 100ms).empty()); // throttled: at most four a second
        QVERIFY(!line.update(1100, 4096, t0 + 60s + 300ms).empty());
    }

    void logGetsALineEveryTenSeconds()
    {
        const auto t0 = ProgressLine::Clock::time_point {};
        ProgressLine line(false, t0);
        QVERIFY(!line.update(1, 10, t0 + 3s).empty());
        QVERIFY(line.update(2, 10, t0 + 9s).empty());
        QVERIFY(!line.update(3, 10, t0 + 13s).empty());
    }

    void doneOrNothingDoneHasNoEstimate()
    {
        const auto t0 = ProgressLine::Clock::time_point {};
        ProgressLine a(true, t0);
        QCOMPARE(QString::fromStdString(a.update(0, 8, t0 + 5s)), QStringLiteral("running: 0% — 0 of 8 CTAs"));
        ProgressLine b(true, t0);
        QCOMPARE(QString::fromStdString(b.update(9, 8, t0 + 5s)), QStringLiteral("running: 100% — 8 of 8 CTAs"));
        ProgressLine c(true, t0);
        QVERIFY(c.update(5, 0, t0 + 5s).empty()); // nothing to count yet
    }

    void timeLeftReadsLikeAPerson()
    {
        QCOMPARE(QString::fromStdString(timeLeftText(40.2)), QStringLiteral("about 40 s left"));
        QCOMPARE(QString::fromStdString(timeLeftText(150)), QStringLiteral("about 3 min left"));
        QCOMPARE(QString::fromStdString(timeLeftText(3900)), QStringLiteral("about 1 h 5 min left"));
        QCOMPARE(QString::fromStdString(timeLeftText(0.2)), QStringLiteral("less than a second left"));
        QVERIFY(timeLeftText(-1).empty());
        QVERIFY(timeLeftText(std::numeric_limits<double>::infinity()).empty());
    }
};

QTEST_APPLESS_MAIN(TstProgressLine)
#include "tst_progressline.moc"
