#include "reftesttask.h"

#include <QTest>

#include <cmath>

using namespace warpscope::core;

namespace {

using Values = std::vector<double>;
using Shape = std::vector<std::int64_t>;

/// Runs a builtin op on inputs (each named, shaped, valued) into one f32 output of outShape.
Result<ReferenceOutputs> runOp(const std::string& op, const std::vector<TestBuffer>& inputs, const Shape& outShape,
    const std::string& attrs = {}, TestTask* keep = nullptr)
{
    std::vector<TestBuffer> buffers = inputs;
    buffers.push_back({"y", "f32", outShape, "output", {}});
    std::string names;
    for (const auto& b : inputs)
        names += (names.empty() ? "\"" : ", \"") + b.name + "\"";
    TestTask t = makeTestTask(
        buffers, "kind = \"builtin\"\nop = \"" + op + "\"\ninputs = [" + names + "]\noutputs = [\"y\"]\n" + attrs);
    if (!t.error.empty())
        return makeError(ErrorCode::BadInput, "task: " + t.error);
    auto r = computeTestReference(t);
    if (keep)
        *keep = std::move(t);
    return r;
}

TestBuffer in(const std::string& name, const Shape& shape, const Values& values, const std::string& dtype = "f32")
{
    return {name, dtype, shape, "input", values};
}

Values valuesOf(const Tensor& t)
{
    Values v;
    for (std::size_t i = 0; i < t.elementCount(); ++i)
        v.push_back(t.at(i));
    return v;
}

bool near(const Values& a, const Values& b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!(std::fabs(a[i] - b[i]) <= 1e-12 * std::max(1.0, std::fabs(b[i]))))
            return false;
    return true;
}

QString show(const Values& v)
{
    QStringList s;
    for (double x : v)
        s << QString::number(x, 'g', 17);
    return "[" + s.join(", ") + "]";
}

} // namespace

Q_DECLARE_METATYPE(Values)
Q_DECLARE_METATYPE(Shape)
Q_DECLARE_METATYPE(std::vector<TestBuffer>)

class TestBuiltinReference : public QObject {
    Q_OBJECT
private slots:
    // Every op against values worked out by hand.
    void ops_data()
    {
        QTest::addColumn<QString>("op");
        QTest::addColumn<std::vector<TestBuffer>>("inputs");
        QTest::addColumn<Shape>("outShape");
        QTest::addColumn<QString>("attrs");
        QTest::addColumn<Values>("expected");
        const double e = std::exp(1.0);
        QTest::newRow("elementwise") << "elementwise"
                                     << std::vector<TestBuffer> {in("a", {3}, {1, 2, 3}), in("b", {3}, {10, 20, 30})}
                                     << Shape {3} << "expr = \"a * 2 + b - N\"" << Values {11, 23, 35};
        QTest::newRow("elementwise functions")
            << "elementwise" << std::vector<TestBuffer> {in("a", {2}, {4, 9})} << Shape {2}
            << "expr = \"sqrt(a) + max(a, 5) - abs(-1) + pow(a, 0) + exp(0) * log(1) + tanh(0) + sin(0) + cos(0)\""
            << Values {2 + 5 - 1 + 1 + 0 + 0 + 0 + 1, 3 + 9 - 1 + 1 + 1};
        QTest::newRow("elementwise broadcast")
            << "elementwise" << std::vector<TestBuffer> {in("a", {3}, {1, 2, 3}), in("s", {1}, {10})} << Shape {3}
            << "expr = \"a * s\"" << Values {10, 20, 30};
        QTest::newRow("axpby") << "axpby" << std::vector<TestBuffer> {in("x", {2}, {1, 2}), in("b", {2}, {3, 5})}
                               << Shape {2} << "alpha = 2\nbeta = -1.0" << Values {-1, -1};
        // A = [[1 2 3], [4 5 6]], B = [[1 0], [0 1], [1 1]]: A B = [[4 5], [10 11]]
        QTest::newRow("matmul") << "matmul"
                                << std::vector<TestBuffer> {in("A", {2, 3}, {1, 2, 3, 4, 5, 6}),
                                       in("B", {3, 2}, {1, 0, 0, 1, 1, 1})}
                                << Shape {2, 2} << "" << Values {4, 5, 10, 11};
        QTest::newRow("matmul transposes")
            << "matmul"
            << std::vector<TestBuffer> {in("A", {3, 2}, {1, 4, 2, 5, 3, 6}), in("B", {2, 3}, {1, 0, 1, 0, 1, 1})}
            << Shape {2, 2} << "transpose_a = true\ntranspose_b = true" << Values {4, 5, 10, 11};
        QTest::newRow("matmul alpha beta C")
            << "matmul"
            << std::vector<TestBuffer> {in("A", {1, 2}, {1, 2}), in("B", {2, 1}, {3, 4}), in("C", {1, 1}, {100})}
            << Shape {1, 1} << "alpha = 2\nbeta = 0.5" << Values {2 * 11 + 50};
        QTest::newRow("bmm") << "bmm"
                             << std::vector<TestBuffer> {in("A", {2, 1, 2}, {1, 2, 3, 4}),
                                    in("B", {2, 2, 1}, {1, 1, 2, 0})}
                             << Shape {2, 1, 1} << "" << Values {3, 6};
        QTest::newRow("bmm shared B") << "bmm"
                                      << std::vector<TestBuffer> {in("A", {2, 1, 2}, {1, 2, 3, 4}),
                                             in("B", {2, 1}, {1, 1})}
                                      << Shape {2, 1, 1} << "" << Values {3, 7};
        QTest::newRow("transpose") << "transpose" << std::vector<TestBuffer> {in("x", {2, 3}, {1, 2, 3, 4, 5, 6})}
                                   << Shape {3, 2} << "" << Values {1, 4, 2, 5, 3, 6};
        QTest::newRow("sum all") << "sum" << std::vector<TestBuffer> {in("x", {2, 2}, {1, 2, 3, 4})} << Shape {1} << ""
                                 << Values {10};
        QTest::newRow("sum axis 0") << "sum" << std::vector<TestBuffer> {in("x", {2, 2}, {1, 2, 3, 4})} << Shape {2}
                                    << "axis = 0" << Values {4, 6};
        QTest::newRow("mean axis -1 keepdims") << "mean" << std::vector<TestBuffer> {in("x", {2, 2}, {1, 2, 3, 4})}
                                               << Shape {2, 1} << "axis = -1\nkeepdims = true" << Values {1.5, 3.5};
        QTest::newRow("max axis 1") << "max" << std::vector<TestBuffer> {in("x", {2, 3}, {1, 9, 3, -4, -5, -6})}
                                    << Shape {2} << "axis = 1" << Values {9, -4};
        QTest::newRow("min all") << "min" << std::vector<TestBuffer> {in("x", {3}, {1, -9, 3})} << Shape {1} << ""
                                 << Values {-9};
        QTest::newRow("softmax") << "softmax" << std::vector<TestBuffer> {in("x", {3}, {1, 2, 3})} << Shape {3} << ""
                                 << Values {1 / (e * e + e + 1), e / (e * e + e + 1), e * e / (e * e + e + 1)};
        QTest::newRow("softmax axis 0") << "softmax" << std::vector<TestBuffer> {in("x", {2, 1}, {0, 0})}
                                        << Shape {2, 1} << "axis = 0" << Values {0.5, 0.5};
        QTest::newRow("log_softmax") << "log_softmax" << std::vector<TestBuffer> {in("x", {2}, {0, 0})} << Shape {2}
                                     << "" << Values {-std::log(2.0), -std::log(2.0)};
        const double r = 1 / std::sqrt(1.25 + 1e-5);
        QTest::newRow("layernorm") << "layernorm" << std::vector<TestBuffer> {in("x", {1, 4}, {1, 2, 3, 4})}
                                   << Shape {1, 4} << "" << Values {-1.5 * r, -0.5 * r, 0.5 * r, 1.5 * r};
        QTest::newRow("layernorm affine")
            << "layernorm"
            << std::vector<TestBuffer> {in("x", {1, 2}, {0, 2}), in("g", {2}, {2, 3}), in("b", {2}, {10, 20})}
            << Shape {1, 2} << "eps = 0.0" << Values {10 - 2, 20 + 3};
        QTest::newRow("rmsnorm") << "rmsnorm" << std::vector<TestBuffer> {in("x", {2}, {3, 4})} << Shape {2} << ""
                                 << Values {3 / std::sqrt(12.5 + 1e-6), 4 / std::sqrt(12.5 + 1e-6)};
        QTest::newRow("rmsnorm weight") << "rmsnorm"
                                        << std::vector<TestBuffer> {in("x", {2}, {3, 4}), in("w", {2}, {2, 0})}
                                        << Shape {2} << "eps = 0.0" << Values {6 / std::sqrt(12.5), 0};
        QTest::newRow("prefix_sum") << "prefix_sum" << std::vector<TestBuffer> {in("x", {4}, {1, 2, 3, 4})} << Shape {4}
                                    << "" << Values {1, 3, 6, 10};
        QTest::newRow("prefix_sum exclusive") << "prefix_sum" << std::vector<TestBuffer> {in("x", {4}, {1, 2, 3, 4})}
                                              << Shape {4} << "exclusive = true" << Values {0, 1, 3, 6};
        QTest::newRow("prefix_sum axis 0") << "prefix_sum" << std::vector<TestBuffer> {in("x", {2, 2}, {1, 2, 3, 4})}
                                           << Shape {2, 2} << "axis = 0" << Values {1, 2, 4, 6};
        QTest::newRow("histogram float") << "histogram"
                                         << std::vector<TestBuffer> {in("x", {6}, {0.0, 0.5, 0.99, 1.0, -1, 2})}
                                         << Shape {2} << "bins = 2\nlo = 0\nhi = 1.0" << Values {1, 3};
        QTest::newRow("histogram int") << "histogram" << std::vector<TestBuffer> {in("x", {5}, {0, 1, 1, 5, -1}, "i32")}
                                       << Shape {3} << "bins = 3" << Values {1, 2, 0};
        QTest::newRow("conv2d") << "conv2d"
                                << std::vector<TestBuffer> {in("x", {1, 1, 3, 3}, {1, 2, 3, 4, 5, 6, 7, 8, 9}),
                                       in("w", {1, 1, 2, 2}, {1, 1, 1, 1})}
                                << Shape {1, 1, 2, 2} << "" << Values {12, 16, 24, 28};
        QTest::newRow("conv2d stride padding bias")
            << "conv2d"
            << std::vector<TestBuffer> {in("x", {1, 1, 3, 3}, {1, 2, 3, 4, 5, 6, 7, 8, 9}),
                   in("w", {1, 1, 2, 2}, {1, 1, 1, 1}), in("bias", {1}, {100})}
            << Shape {1, 1, 2, 2} << "stride = 2\npadding = 1" << Values {101, 105, 111, 128};
        QTest::newRow("attention") << "attention"
                                   << std::vector<TestBuffer> {in("q", {1, 2}, {1, 0}), in("k", {2, 2}, {1, 0, 0, 1}),
                                          in("v", {2, 2}, {1, 2, 3, 4})}
                                   << Shape {1, 2} << "scale = 1.0"
                                   << Values {(e * 1 + 3) / (e + 1), (e * 2 + 4) / (e + 1)};
        QTest::newRow("attention causal")
            << "attention"
            << std::vector<TestBuffer> {in("q", {2, 1}, {1, 1}), in("k", {2, 1}, {1, 1}), in("v", {2, 1}, {5, 7})}
            << Shape {2, 1} << "causal = true" << Values {5, 6};
        QTest::newRow("copy") << "copy" << std::vector<TestBuffer> {in("x", {2}, {7, -8})} << Shape {2} << ""
                              << Values {7, -8};
    }
    void ops()
    {
        QFETCH(QString, op);
        QFETCH(std::vector<TestBuffer>, inputs);
        QFETCH(Shape, outShape);
        QFETCH(QString, attrs);
        QFETCH(Values, expected);
        auto r = runOp(op.toStdString(), inputs, outShape, attrs.toStdString());
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(r->tensors.size(), std::size_t(1));
        QCOMPARE(r->tensors[0].dtype, DType::F64); // computed in float64
        QCOMPARE(r->tensors[0].shape, outShape);
        const Values got = valuesOf(r->tensors[0]);
        QVERIFY2(near(got, expected), qPrintable(show(got) + " != " + show(expected)));
    }

    // Bad keys, inputs and shapes: each a BadInput naming the task file, the [reference] field and the buffer.
    void errors_data()
    {
        QTest::addColumn<QString>("op");
        QTest::addColumn<std::vector<TestBuffer>>("inputs");
        QTest::addColumn<Shape>("outShape");
        QTest::addColumn<QString>("attrs");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown op") << "frobnicate" << std::vector<TestBuffer> {in("x", {2}, {})} << Shape {2} << ""
                                    << "reference.op"
                                    << "unknown builtin op";
        QTest::newRow("key does not apply")
            << "sum" << std::vector<TestBuffer> {in("x", {2}, {})} << Shape {1} << "eps = 1.0"
            << "reference.eps"
            << "does not apply";
        QTest::newRow("missing expr") << "elementwise" << std::vector<TestBuffer> {in("x", {2}, {})} << Shape {2} << ""
                                      << "reference.expr"
                                      << "missing";
        QTest::newRow("bad expr") << "elementwise" << std::vector<TestBuffer> {in("x", {2}, {})} << Shape {2}
                                  << "expr = \"x + z\""
                                  << "reference.expr"
                                  << "unknown name 'z'";
        QTest::newRow("input count") << "axpby" << std::vector<TestBuffer> {in("x", {2}, {})} << Shape {2} << ""
                                     << "reference.inputs"
                                     << "expects 2";
        QTest::newRow("matmul inner dimension")
            << "matmul" << std::vector<TestBuffer> {in("A", {2, 3}, {}), in("B", {2, 2}, {})} << Shape {2, 2} << ""
            << "reference.inputs[1]"
            << "buffer 'B' has shape [2, 2]";
        QTest::newRow("matmul rank") << "matmul"
                                     << std::vector<TestBuffer> {in("A", {2, 2, 2}, {}), in("B", {2, 2}, {})}
                                     << Shape {2, 2} << ""
                                     << "reference.inputs[0]"
                                     << "bmm";
        QTest::newRow("axis out of range")
            << "sum" << std::vector<TestBuffer> {in("x", {2, 2}, {})} << Shape {2} << "axis = 2"
            << "reference.axis"
            << "outside buffer 'x'";
        QTest::newRow("wrong type") << "sum" << std::vector<TestBuffer> {in("x", {2}, {})} << Shape {1}
                                    << "axis = \"zero\""
                                    << "reference.axis"
                                    << "expected an integer";
        QTest::newRow("output shape") << "transpose" << std::vector<TestBuffer> {in("x", {2, 3}, {})} << Shape {2, 3}
                                      << ""
                                      << "reference.outputs"
                                      << "output 'y'";
        QTest::newRow("histogram range") << "histogram" << std::vector<TestBuffer> {in("x", {2}, {})} << Shape {2}
                                         << "bins = 2\nlo = 1\nhi = 0"
                                         << "reference.hi"
                                         << "lo < hi";
        QTest::newRow("layernorm gamma") << "layernorm"
                                         << std::vector<TestBuffer> {in("x", {2, 3}, {}), in("g", {2}, {}),
                                                in("b", {3}, {})}
                                         << Shape {2, 3} << ""
                                         << "reference.inputs[1]"
                                         << "buffer 'g'";
        QTest::newRow("conv2d channels") << "conv2d"
                                         << std::vector<TestBuffer> {in("x", {1, 2, 3, 3}, {}),
                                                in("w", {1, 1, 2, 2}, {})}
                                         << Shape {1, 1, 2, 2} << ""
                                         << "reference.inputs[1]"
                                         << "buffer 'w'";
        QTest::newRow("attention shapes")
            << "attention" << std::vector<TestBuffer> {in("q", {2, 4}, {}), in("k", {3, 5}, {}), in("v", {3, 4}, {})}
            << Shape {2, 4} << ""
            << "reference.inputs[1]"
            << "buffer 'k'";
    }
    void errors()
    {
        QFETCH(QString, op);
        QFETCH(std::vector<TestBuffer>, inputs);
        QFETCH(Shape, outShape);
        QFETCH(QString, attrs);
        QFETCH(QString, field);
        QFETCH(QString, message);
        auto r = runOp(op.toStdString(), inputs, outShape, attrs.toStdString());
        QVERIFY(!r.ok());
        const Error& e = r.error();
        QCOMPARE(e.code, ErrorCode::BadInput);
        QCOMPARE(QString::fromStdString(e.field), field);
        QVERIFY2(QString::fromStdString(e.message).contains(message), e.describe().c_str());
        QVERIFY2(QString::fromStdString(e.file).endsWith("task.toml"), e.describe().c_str());
        QVERIFY(e.line > 0);
    }

    void opListIsComplete()
    {
        const auto ops = builtinReferenceOps();
        for (const char* op :
            {"elementwise", "axpby", "matmul", "bmm", "transpose", "sum", "max", "min", "mean", "softmax",
                "log_softmax", "layernorm", "rmsnorm", "prefix_sum", "histogram", "conv2d", "attention", "copy"})
            QVERIFY2(std::find(ops.begin(), ops.end(), op) != ops.end(), op);
    }

    void longSumsStayAccurate()
    {
        // 10^6 values of 0.1 (as f32): a naive float64 sum drifts, the compensated one does not.
        const float tenth = 0.1f;
        Values x(1000000, static_cast<double>(tenth));
        auto r = runOp("sum", {in("x", {1000000}, x)}, {1});
        QVERIFY(r.ok());
        QCOMPARE(valuesOf(r->tensors[0])[0], 1000000.0 * static_cast<double>(tenth));
    }
};

QTEST_GUILESS_MAIN(TestBuiltinReference)
#include "tst_builtinreference.moc"
