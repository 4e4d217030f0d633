// Benchmark statistics and the A/B interleaving order, on synthetic samples.
#include "core/cuda/benchstats.h"

#include <QTest>

#include <cmath>

using namespace warpscope::core;

Q_DECLARE_METATYPE(std::vector<double>)

class TestBenchStats : public QObject {
    Q_OBJECT
private slots:
    void stats_data()
    {
        QTest::addColumn<std::vector<double>>("samples");
        QTest::addColumn<double>("median");
        QTest::addColumn<double>("q1");
        QTest::addColumn<double>("q3");
        QTest::addColumn<double>("mean");
        QTest::addColumn<int>("outliers");
        // numpy.percentile(..., [25, 50, 75]) gives the same figures (linear interpolation).
        QTest::newRow("odd count") << std::vector<double> {5, 1, 3, 2, 4} << 3.0 << 2.0 << 4.0 << 3.0 << 0;
        QTest::newRow("even count") << std::vector<double> {4, 1, 3, 2} << 2.5 << 1.75 << 3.25 << 2.5 << 0;
        QTest::newRow("single") << std::vector<double> {7} << 7.0 << 7.0 << 7.0 << 7.0 << 0;
        QTest::newRow("two") << std::vector<double> {1, 2} << 1.5 << 1.25 << 1.75 << 1.5 << 0;
        QTest::newRow("outlier high") << std::vector<double> {10, 10, 11, 11, 12, 12, 100} << 11.0 << 10.5 << 12.0
                                      << (166.0 / 7.0) << 1;
        QTest::newRow("outliers both sides")
            << std::vector<double> {-50, 10, 10, 11, 11, 12, 12, 80} << 11.0 << 10.0 << 12.0 << 12.0 << 2;
        QTest::newRow("all equal") << std::vector<double> {3, 3, 3, 3} << 3.0 << 3.0 << 3.0 << 3.0 << 0;
    }
    void stats()
    {
        QFETCH(std::vector<double>, samples);
        QFETCH(double, median);
        QFETCH(double, q1);
        QFETCH(double, q3);
        QFETCH(double, mean);
        QFETCH(int, outliers);
        const SampleStats s = computeStats(samples);
        QCOMPARE(s.count, samples.size());
        QCOMPARE(s.median, median);
        QCOMPARE(s.q1, q1);
        QCOMPARE(s.q3, q3);
        QCOMPARE(s.iqr, q3 - q1);
        QVERIFY(std::abs(s.mean - mean) < 1e-12);
        QCOMPARE(int(s.outliers), outliers);
        QCOMPARE(s.min, *std::min_element(samples.begin(), samples.end()));
        QCOMPARE(s.max, *std::max_element(samples.begin(), samples.end()));
    }

    void robustToOneOutlier()
    {
        // A single preempted run moves the mean a lot and the median not at all.
        std::vector<double> samples(21, 1e-3);
        samples[10] = 0.9e-3;
        samples[11] = 1.1e-3;
        samples.push_back(50e-3);
        const SampleStats s = computeStats(samples);
        QCOMPARE(s.median, 1e-3);
        QVERIFY(s.mean > 3e-3);
        QCOMPARE(int(s.outliers), 3);
    }

    void stddevAndEmpty()
    {
        const SampleStats s = computeStats({2, 4, 4, 4, 5, 5, 7, 9});
        QVERIFY(std::abs(s.stddev - 2.138089935) < 1e-6); // sample standard deviation
        const SampleStats e = computeStats({});
        QCOMPARE(e.count, std::size_t(0));
        QCOMPARE(e.median, 0.0);
        QCOMPARE(computeStats({1.0}).stddev, 0.0);
    }

    void quantileEdges()
    {
        const std::vector<double> v {1, 2, 3, 4};
        QCOMPARE(quantile(v, 0.0), 1.0);
        QCOMPARE(quantile(v, 1.0), 4.0);
        QCOMPARE(quantile(v, -1.0), 1.0);
        QCOMPARE(quantile(v, 0.5), 2.5);
        QCOMPARE(quantile({}, 0.5), 0.0);
    }

    void interleave_data()
    {
        QTest::addColumn<int>("scheme");
        QTest::addColumn<int>("pairs");
        QTest::addColumn<QString>("order");
        QTest::newRow("ab 3") << int(InterleaveScheme::Alternate) << 3 << "ABABAB";
        QTest::newRow("abba 4") << int(InterleaveScheme::Abba) << 4 << "ABBAABBA";
        QTest::newRow("abba 3") << int(InterleaveScheme::Abba) << 3 << "ABBAAB";
        QTest::newRow("abba 1") << int(InterleaveScheme::Abba) << 1 << "AB";
        QTest::newRow("none") << int(InterleaveScheme::Abba) << 0 << "";
    }
    void interleave()
    {
        QFETCH(int, scheme);
        QFETCH(int, pairs);
        QFETCH(QString, order);
        const auto o = interleaveOrder(pairs, InterleaveScheme(scheme));
        QCOMPARE(QString::fromLatin1(o.data(), qsizetype(o.size())), order);
        QCOMPARE(std::count(o.begin(), o.end(), 'A'), std::ptrdiff_t(pairs));
        QCOMPARE(std::count(o.begin(), o.end(), 'B'), std::ptrdiff_t(pairs));
    }

    // ABBA cancels a linear drift: with times rising by one unit per run, both sides see the same mean.
    void abbaCancelsLinearDrift()
    {
        const auto order = interleaveOrder(50, InterleaveScheme::Abba);
        std::vector<double> a, b;
        for (std::size_t i = 0; i < order.size(); ++i)
            (order[i] == 'A' ? a : b).push_back(10.0 + double(i));
        QCOMPARE(computeStats(a).mean, computeStats(b).mean);
        const auto alt = interleaveOrder(50, InterleaveScheme::Alternate);
        std::vector<double> a2, b2;
        for (std::size_t i = 0; i < alt.size(); ++i)
            (alt[i] == 'A' ? a2 : b2).push_back(10.0 + double(i));
        QCOMPARE(computeStats(b2).mean - computeStats(a2).mean, 1.0);
    }

    void speedups()
    {
        const auto s = pairSpeedups({2.0, 4.0, 3.0, 1.0}, {1.0, 2.0, 0.0});
        QCOMPARE(s.size(), std::size_t(2));
        QCOMPARE(s[0], 2.0);
        QCOMPARE(s[1], 2.0);
    }

    void formatting()
    {
        QCOMPARE(QString::fromStdString(formatSeconds(12.3456e-6)), QStringLiteral("12.35 \u00b5s"));
        QCOMPARE(QString::fromStdString(formatSeconds(4.5e-3)), QStringLiteral("4.500 ms"));
        QCOMPARE(QString::fromStdString(formatSeconds(2.0)), QStringLiteral("2.000 s"));
        QCOMPARE(QString(interleaveSchemeName(InterleaveScheme::Abba)), QStringLiteral("abba"));
    }
};

QTEST_GUILESS_MAIN(TestBenchStats)
#include "tst_benchstats.moc"
