// Every kernels/ task runs on the emulator and matches a reference computed here in double precision.
#include "emutest.h"

#include <QDir>
#include <QTest>

#include <cmath>
#include <functional>

using namespace emutest;

namespace {

using Check = std::function<QString(const TaskRun&)>;

/// Compares out against ref element by element with |out - ref| <= atol + rtol |ref|.
QString compare(const Tensor& out, const std::vector<double>& ref, double atol, double rtol)
{
    if (out.elementCount() != ref.size())
        return QString("size %1, expected %2").arg(out.elementCount()).arg(ref.size());
    for (std::size_t i = 0; i < ref.size(); ++i) {
        const double o = out.at(i);
        if (!(std::fabs(o - ref[i]) <= atol + rtol * std::fabs(ref[i])))
            return QString("element %1: %2, expected %3").arg(i).arg(o, 0, 'g', 10).arg(ref[i], 0, 'g', 10);
    }
    return {};
}

std::vector<double> doubles(const Tensor& t)
{
    std::vector<double> v(t.elementCount());
    for (std::size_t i = 0; i < v.size(); ++i)
        v[i] = t.at(i);
    return v;
}

QString checkVectorAdd(const TaskRun& r)
{
    auto a = doubles(r.in("a"));
    auto b = doubles(r.in("b"));
    std::vector<double> ref(a.size());
    for (std::size_t i = 0; i < a.size(); ++i)
        ref[i] = static_cast<float>(a[i] + b[i]);
    return compare(r.out("c"), ref, 0, 0);
}

QString checkAxpy(const TaskRun& r, double alpha, double rtol)
{
    auto x = doubles(r.in("x"));
    auto y = doubles(r.in("y"));
    std::vector<double> ref(x.size());
    for (std::size_t i = 0; i < x.size(); ++i)
        ref[i] = alpha * x[i] + y[i];
    return compare(r.out("y"), ref, 0, rtol);
}

QString checkMatmul(const TaskRun& r)
{
    const auto M = r.param("M");
    const auto N = r.param("N");
    const auto K = r.param("K");
    auto A = doubles(r.in("A"));
    auto B = doubles(r.in("B"));
    std::vector<double> ref(static_cast<std::size_t>(M * N));
    for (std::int64_t i = 0; i < M; ++i)
        for (std::int64_t j = 0; j < N; ++j) {
            double s = 0;
            for (std::int64_t k = 0; k < K; ++k)
                s += A[static_cast<std::size_t>(i * K + k)] * B[static_cast<std::size_t>(k * N + j)];
            ref[static_cast<std::size_t>(i * N + j)] = s;
        }
    return compare(r.out("C"), ref, 1e-5, 1e-5);
}

QString checkTranspose(const TaskRun& r)
{
    const auto R = r.param("R");
    const auto C = r.param("C");
    auto in = doubles(r.in("in"));
    std::vector<double> ref(in.size());
    for (std::int64_t i = 0; i < R; ++i)
        for (std::int64_t j = 0; j < C; ++j)
            ref[static_cast<std::size_t>(j * R + i)] = in[static_cast<std::size_t>(i * C + j)];
    return compare(r.out("out"), ref, 0, 0);
}

QString checkRowSum(const TaskRun& r)
{
    const auto rows = r.param("ROWS");
    const auto cols = r.param("COLS");
    auto x = doubles(r.in("x"));
    std::vector<double> ref(static_cast<std::size_t>(rows), 0.0);
    for (std::int64_t i = 0; i < rows; ++i)
        for (std::int64_t j = 0; j < cols; ++j)
            ref[static_cast<std::size_t>(i)] += x[static_cast<std::size_t>(i * cols + j)];
    return compare(r.out("out"), ref, 1e-4, 1e-5);
}

QString checkScan(const TaskRun& r)
{
    const auto rows = r.param("ROWS");
    const auto cols = r.param("COLS");
    auto x = doubles(r.in("x"));
    std::vector<double> ref(x.size());
    for (std::int64_t i = 0; i < rows; ++i) {
        double s = 0;
        for (std::int64_t j = 0; j < cols; ++j) {
            s += x[static_cast<std::size_t>(i * cols + j)];
            ref[static_cast<std::size_t>(i * cols + j)] = s;
        }
    }
    return compare(r.out("y"), ref, 1e-4, 1e-5);
}

QString checkHistogram(const TaskRun& r)
{
    const auto bins = r.param("BINS");
    auto v = doubles(r.in("values"));
    std::vector<double> ref(static_cast<std::size_t>(bins), 0.0);
    for (const double x : v)
        if (x >= 0 && x < static_cast<double>(bins))
            ref[static_cast<std::size_t>(x)] += 1;
    return compare(r.out("counts"), ref, 0, 0);
}

QString checkSoftmax(const TaskRun& r)
{
    const auto rows = r.param("ROWS");
    const auto cols = r.param("COLS");
    auto x = doubles(r.in("x"));
    std::vector<double> ref(x.size());
    for (std::int64_t i = 0; i < rows; ++i) {
        const auto* row = x.data() + i * cols;
        const double m = *std::max_element(row, row + cols);
        double s = 0;
        for (std::int64_t j = 0; j < cols; ++j)
            s += std::exp(row[j] - m);
        for (std::int64_t j = 0; j < cols; ++j)
            ref[static_cast<std::size_t>(i * cols + j)] = std::exp(row[j] - m) / s;
    }
    return compare(r.out("y"), ref, 1e-7, 1e-5);
}

QString checkLayernorm(const TaskRun& r)
{
    const auto rows = r.param("ROWS");
    const auto cols = r.param("COLS");
    auto x = doubles(r.in("x"));
    auto g = doubles(r.in("gamma"));
    auto b = doubles(r.in("beta"));
    std::vector<double> ref(x.size());
    for (std::int64_t i = 0; i < rows; ++i) {
        const auto* row = x.data() + i * cols;
        double mean = 0;
        for (std::int64_t j = 0; j < cols; ++j)
            mean += row[j];
        mean /= static_cast<double>(cols);
        double var = 0;
        for (std::int64_t j = 0; j < cols; ++j)
            var += (row[j] - mean) * (row[j] - mean);
        var /= static_cast<double>(cols);
        for (std::int64_t j = 0; j < cols; ++j)
            ref[static_cast<std::size_t>(i * cols + j)]
                = (row[j] - mean) / std::sqrt(var + 1e-5) * g[static_cast<std::size_t>(j)]
                + b[static_cast<std::size_t>(j)];
    }
    return compare(r.out("y"), ref, 1e-5, 1e-5);
}

QString checkBf16(const TaskRun& r)
{
    auto x = doubles(r.in("x"));
    auto w = doubles(r.in("w"));
    auto b = doubles(r.in("b"));
    std::vector<double> ref(x.size());
    for (std::size_t i = 0; i < x.size(); ++i)
        ref[i] = bf16BitsToDouble(doubleToBf16Bits(x[i] * w[i] + b[i])); // one rounding, as fma.rn.bf16x2
    return compare(r.out("out"), ref, 0, 0);
}

QString checkF16(const TaskRun& r)
{
    auto x = doubles(r.in("x"));
    auto y = doubles(r.in("y"));
    std::vector<double> ref(x.size());
    for (std::size_t i = 0; i < x.size(); ++i)
        ref[i] = halfBitsToDouble(doubleToHalfBits(0.75 * x[i] + y[i])); // one rounding, as fma.rn.f16x2
    return compare(r.out("y"), ref, 0, 0);
}

Check checkFor(const QString& task)
{
    if (task == "vector_add")
        return checkVectorAdd;
    if (task == "saxpy")
        return [](const TaskRun& r) { return checkAxpy(r, 2.0, 1.2e-7); };
    if (task.startsWith("sgemm"))
        return checkMatmul;
    if (task.startsWith("transpose"))
        return checkTranspose;
    if (task.startsWith("reduce"))
        return checkRowSum;
    if (task == "scan_inclusive")
        return checkScan;
    if (task == "histogram")
        return checkHistogram;
    if (task == "softmax")
        return checkSoftmax;
    if (task == "layernorm")
        return checkLayernorm;
    if (task == "axpy_f16")
        return checkF16;
    if (task == "fma_bf16")
        return checkBf16;
    return {};
}

} // namespace

class TestEmuKernels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        const Compiled c = compile("extern \"C\" __global__ void k() {}", "k");
        if (!c.ok)
            QSKIP(qPrintable("NVRTC is not available: " + QString::fromStdString(c.message)));
    }

    void task_data()
    {
        QTest::addColumn<QString>("task");
        QTest::addColumn<QString>("overrides");
        const QStringList tasks = {"vector_add", "saxpy", "sgemm_naive", "sgemm_tiled", "transpose_naive",
            "transpose_tiled", "transpose_padded", "reduce_shared", "reduce_shuffle", "scan_inclusive", "histogram",
            "softmax", "layernorm", "axpy_f16", "fma_bf16"};
        for (const QString& t : tasks)
            QTest::newRow(qPrintable(t)) << t << QString();
        // awkward sizes: tails, single elements, odd counts
        QTest::newRow("vector_add N=33") << "vector_add"
                                         << "N=33";
        QTest::newRow("saxpy N=1") << "saxpy"
                                   << "N=1";
        QTest::newRow("sgemm_tiled 17x33x7") << "sgemm_tiled"
                                             << "M=17,N=33,K=7";
        QTest::newRow("transpose_padded 33x65") << "transpose_padded"
                                                << "R=33,C=65";
        QTest::newRow("reduce_shuffle 3x255") << "reduce_shuffle"
                                              << "ROWS=3,COLS=255";
        QTest::newRow("scan 2x33") << "scan_inclusive"
                                   << "ROWS=2,COLS=33";
        QTest::newRow("axpy_f16 N=3") << "axpy_f16"
                                      << "N=3";
        QTest::newRow("fma_bf16 N=1") << "fma_bf16"
                                      << "N=1";
    }

    void task()
    {
        QFETCH(QString, task);
        QFETCH(QString, overrides);
        ParamMap params;
        for (const QString& kv : overrides.split(',', Qt::SkipEmptyParts)) {
            const auto parts = kv.split('=');
            params[parts[0].toStdString()] = parts[1].toLongLong();
        }
        const TaskRun r = runTask(task.toStdString(), 0, params);
        QVERIFY2(r.error.empty(), r.error.c_str());
        for (const auto& f : r.result.findings)
            qWarning("%s", f.message.c_str());
        QVERIFY(r.result.findings.empty());
        QVERIFY(r.result.completed);
        const Check check = checkFor(task);
        QVERIFY(check);
        const QString problem = check(r);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void everyTaskIsCovered()
    {
        const QDir kernels(QString::fromStdString(sourceDir() + "/kernels"));
        for (const QString& d : kernels.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            if (!checkFor(d))
                qWarning("kernels/%s has no C++ reference in this suite", qPrintable(d));
    }
};

QTEST_GUILESS_MAIN(TestEmuKernels)
#include "tst_emukernels.moc"
