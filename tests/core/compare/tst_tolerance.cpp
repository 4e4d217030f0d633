#include "core/compare/tolerance.h"

#include <QTest>

using namespace warpscope::core;

Q_DECLARE_METATYPE(DType)

class TestTolerance : public QObject {
    Q_OBJECT
private slots:
    // torch.testing.assert_close's _DTYPE_PRECISIONS: {dtype: (rtol, atol)}; integers compare exactly.
    void defaults_data()
    {
        QTest::addColumn<DType>("type");
        QTest::addColumn<double>("rtol");
        QTest::addColumn<double>("atol");
        QTest::newRow("f64") << DType::F64 << 1e-7 << 1e-7;
        QTest::newRow("f32") << DType::F32 << 1.3e-6 << 1e-5;
        QTest::newRow("f16") << DType::F16 << 1e-3 << 1e-5;
        QTest::newRow("bf16") << DType::BF16 << 1.6e-2 << 1e-5;
        QTest::newRow("i32") << DType::I32 << 0.0 << 0.0;
        QTest::newRow("u8") << DType::U8 << 0.0 << 0.0;
        QTest::newRow("i64") << DType::I64 << 0.0 << 0.0;
    }
    void defaults()
    {
        QFETCH(DType, type);
        QFETCH(double, rtol);
        QFETCH(double, atol);
        const Tolerance t = defaultTolerance(type);
        QCOMPARE(t.rtol, rtol);
        QCOMPARE(t.atol, atol);
        QVERIFY(t.useClose);
        QVERIFY(!t.maxUlp);
        QVERIFY(!t.fromTask);
    }

    void taskEntries()
    {
        ToleranceSpec onlyAtol;
        onlyAtol.atol = 1e-3;
        Tolerance t = toleranceFor(DType::F32, &onlyAtol);
        QCOMPARE(t.atol, 1e-3);
        QCOMPARE(t.rtol, 1.3e-6); // unset fields keep the default
        QVERIFY(t.fromTask);

        ToleranceSpec onlyUlp;
        onlyUlp.maxUlp = 4;
        t = toleranceFor(DType::F32, &onlyUlp);
        QVERIFY(!t.useClose); // max_ulp alone is the ULP rule alone
        QCOMPARE(*t.maxUlp, std::uint64_t(4));

        ToleranceSpec both;
        both.atol = 0.0;
        both.rtol = 0.0;
        both.maxUlp = 0;
        t = toleranceFor(DType::F32, &both);
        QVERIFY(t.useClose);
        QCOMPARE(*t.maxUlp, std::uint64_t(0));
        QCOMPARE(QString::fromStdString(t.describe()), QString("atol 0, rtol 0 or max_ulp 0"));

        t = toleranceFor(DType::F16, nullptr);
        QCOMPARE(t.rtol, 1e-3);
    }
};

QTEST_GUILESS_MAIN(TestTolerance)
#include "tst_tolerance.moc"
