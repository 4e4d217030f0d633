#include "core/io/npy.h"
#include "reftesttask.h"

#include <QTest>

using namespace warpscope::core;

namespace {

std::string npyOf(DType t, const std::vector<std::int64_t>& shape, const std::vector<double>& values)
{
    Tensor x = Tensor::zeros(t, shape);
    for (std::size_t i = 0; i < values.size(); ++i)
        x.set(i, values[i]);
    return serializeNpy(x);
}

TestTask npyTask(const std::string& outDtype, const std::string& file, const std::string& fileBytes)
{
    std::vector<std::pair<std::string, std::string>> files;
    if (!fileBytes.empty())
        files.emplace_back(file, fileBytes);
    return makeTestTask({{"x", "f32", {3}, "input", {1, 2, 3}}, {"y", outDtype, {3}, "output", {}}},
        "kind = \"npy\"\noutputs = [\"y\"]\nfiles = [\"" + file + "\"]", {}, files);
}

} // namespace

class TestNpyReference : public QObject {
    Q_OBJECT
private slots:
    void acceptsItsDtypeAndFloat64_data()
    {
        QTest::addColumn<int>("fileType");
        QTest::newRow("f32") << int(DType::F32);
        QTest::newRow("f64") << int(DType::F64);
    }
    void acceptsItsDtypeAndFloat64()
    {
        QFETCH(int, fileType);
        TestTask t = npyTask("f32", "y.npy", npyOf(DType(fileType), {3}, {0.5, 1.5, 2.5}));
        QVERIFY2(t.error.empty(), t.error.c_str());
        auto r = computeTestReference(t);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(r->names, std::vector<std::string> {"y"});
        QCOMPARE(r->tensors[0].at(2), 2.5);
    }

    void refusesALessPreciseDtype()
    {
        TestTask t = npyTask("f32", "y.npy", npyOf(DType::F16, {3}, {0.5, 1.5, 2.5}));
        auto r = computeTestReference(t);
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.find("output 'y'") != std::string::npos);
        QVERIFY(r.error().message.find("f16") != std::string::npos);
    }

    void refusesAnotherShape()
    {
        TestTask t = npyTask("f32", "y.npy", npyOf(DType::F32, {4}, {0, 1, 2, 3}));
        auto r = computeTestReference(t);
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.find("output 'y'") != std::string::npos);
        QVERIFY(r.error().message.find("[4]") != std::string::npos);
    }

    void acceptsSize1DimensionsDifferences()
    {
        TestTask t = npyTask("f32", "y.npy", npyOf(DType::F32, {1, 3}, {0, 1, 2}));
        auto r = computeTestReference(t);
        QVERIFY(r.ok());
        QCOMPARE(r->tensors[0].shape, (std::vector<std::int64_t> {3}));
    }

    void missingFileNamesTheOutput()
    {
        TestTask t = npyTask("f32", "missing.npy", {});
        QVERIFY2(t.error.empty(), t.error.c_str());
        auto r = computeTestReference(t);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::NotFound);
        QVERIFY(r.error().message.find("'y'") != std::string::npos);
        QVERIFY(r.error().message.find("missing.npy") != std::string::npos);
        QCOMPARE(r.error().field, std::string("reference.files[0]"));
    }

    void bf16TakesRawWords()
    {
        Tensor raw = Tensor::zeros(DType::U16, {3});
        raw.set(0, 0x3f80); // 1.0 in bf16
        TestTask t = npyTask("bf16", "y.npy", serializeNpy(raw));
        auto r = computeTestReference(t);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(r->tensors[0].dtype, DType::BF16);
        QCOMPARE(r->tensors[0].at(0), 1.0);
    }
};

QTEST_GUILESS_MAIN(TestNpyReference)
#include "tst_npyreference.moc"
