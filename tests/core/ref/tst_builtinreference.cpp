#include "reftesttask.h"

#include <QTest>

#include <cmath>
#include <limits>

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

/// Runs a builtin op into several outputs (each name, dtype, shape), in order.
Result<ReferenceOutputs> runMulti(const std::string& op, const std::vector<TestBuffer>& inputs,
    const std::vector<TestBuffer>& outputs, const std::string& attrs = {})
{
    std::vector<TestBuffer> buffers = inputs;
    std::string names, outs;
    for (const auto& b : inputs)
        names += (names.empty() ? "\"" : ", \"") + b.name + "\"";
    for (const auto& b : outputs) {
        buffers.push_back(b);
        outs += (outs.empty() ? "\"" : ", \"") + b.name + "\"";
    }
    TestTask t = makeTestTask(buffers,
        "kind = \"builtin\"\nop = \"" + op + "\"\ninputs = [" + names + "]\noutputs = [" + outs + "]\n" + attrs);
    if (!t.error.empty())
        return makeError(ErrorCode::BadInput, "task: " + t.error);
    return computeTestReference(t);
}

TestBuffer out(const std::string& name, const Shape& shape, const std::string& dtype = "f32")
{
    return {name, dtype, shape, "output", {}};
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
        if (a[i] != b[i] && !(std::fabs(a[i] - b[i]) <= 1e-12 * std::max(1.0, std::fabs(b[i]))))
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
Q_DECLARE_METATYPE(std::vector<Values>)

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
        QTest::newRow("sum axes 0 2") << "sum" << std::vector<TestBuffer> {in("x", {2, 2, 2}, {1, 2, 3, 4, 5, 6, 7, 8})}
                                      << Shape {2} << "axes = [0, 2]" << Values {1 + 2 + 5 + 6, 3 + 4 + 7 + 8};
        QTest::newRow("max axes keepdims")
            << "max" << std::vector<TestBuffer> {in("x", {2, 2, 2}, {1, 9, 3, 4, 5, 6, 7, 8})} << Shape {1, 2, 1}
            << "axes = [-1, 0]\nkeepdims = true" << Values {9, 8};
        QTest::newRow("sum per block") << "sum" << std::vector<TestBuffer> {in("x", {5}, {1, 2, 3, 4, 5})} << Shape {3}
                                       << "block = \"N + 1\"" << Values {3, 7, 5};
        QTest::newRow("max segments") << "max"
                                      << std::vector<TestBuffer> {in("x", {5}, {1, 7, 3, 4, 5}),
                                             in("off", {4}, {0, 2, 2, 5}, "i32")}
                                      << Shape {3} << "segments = \"off\""
                                      << Values {7, -std::numeric_limits<double>::infinity(), 5};
        QTest::newRow("mean segments") << "mean"
                                       << std::vector<TestBuffer> {in("x", {4}, {1, 3, 5, 7}),
                                              in("off", {3}, {0, 1, 4}, "i32")}
                                       << Shape {2} << "segments = \"off\"" << Values {1, 5};
        QTest::newRow("histogram bin expr")
            << "histogram" << std::vector<TestBuffer> {in("v", {5}, {0, 15, 16, 47, 99}, "u32")} << Shape {3}
            << "bins = 3\nbin = \"v / 16\"" << Values {2, 1, 1};
        QTest::newRow("histogram range") << "histogram" << std::vector<TestBuffer> {in("x", {4}, {0.1, 0.6, 0.7, 2})}
                                         << Shape {2} << "bins = 2\nrange = [0, 1]" << Values {1, 2};
        // torch.nn.functional.conv1d(x=[[[1,2,3,4]]], w=[[[1,-1]]], padding=(left 1, right 0), dilation=2)
        QTest::newRow("conv1d dilation per-side padding")
            << "conv1d" << std::vector<TestBuffer> {in("x", {1, 1, 4}, {1, 2, 3, 4}), in("w", {1, 1, 2}, {1, -1})}
            << Shape {1, 1, 3} << "dilation = 2\npadding = [1, 0]" << Values {-2, -2, -2};
        // groups = 2: output channel k sees input channel k only
        QTest::newRow("conv1d groups") << "conv1d"
                                       << std::vector<TestBuffer> {in("x", {1, 2, 2}, {1, 2, 10, 20}),
                                              in("w", {2, 1, 1}, {3, 5})}
                                       << Shape {1, 2, 2} << "groups = 2" << Values {3, 6, 50, 100};
        // per-side padding [top 1, bottom 0, left 0, right 1] on a 2x2 input with a 2x2 filter of ones
        QTest::newRow("conv2d per-side padding")
            << "conv2d"
            << std::vector<TestBuffer> {in("x", {1, 1, 2, 2}, {1, 2, 3, 4}), in("w", {1, 1, 2, 2}, {1, 1, 1, 1})}
            << Shape {1, 1, 2, 2} << "padding = [1, 0, 0, 1]" << Values {3, 2, 10, 6};
        // NHWC: the same 3x3 input with two channels (the second 10x), a 2x2 ones filter per channel
        QTest::newRow("conv2d NHWC") << "conv2d"
                                     << std::vector<TestBuffer> {in("x", {1, 2, 2, 2}, {1, 10, 2, 20, 3, 30, 4, 40}),
                                            in("w", {1, 2, 2, 2}, {1, 0, 1, 0, 1, 0, 1, 1})}
                                     << Shape {1, 1, 1, 1} << "layout = \"NHWC\"" << Values {1 + 2 + 3 + 4 + 40};
        const double g1 = 0.5 * (1 + std::erf(1 / std::sqrt(2.0)));
        const double gt = 0.5 * (1 + std::tanh(std::sqrt(2 / M_PI) * (1 + 0.044715)));
        QTest::newRow("gelu") << "gelu" << std::vector<TestBuffer> {in("x", {2}, {1, 0})} << Shape {2} << ""
                              << Values {g1, 0};
        QTest::newRow("gelu tanh") << "gelu" << std::vector<TestBuffer> {in("x", {1}, {1})} << Shape {1}
                                   << "approximate = \"tanh\"" << Values {gt};
        QTest::newRow("silu") << "silu" << std::vector<TestBuffer> {in("x", {2}, {0, 1})} << Shape {2} << ""
                              << Values {0, 1 / (1 + std::exp(-1.0))};
        QTest::newRow("elementwise gelu silu compare")
            << "elementwise" << std::vector<TestBuffer> {in("a", {3}, {1, -2, 3})} << Shape {3}
            << "expr = \"gelu(a) - gelu(a) + silu(0) + (a > 0) * 10 + where(a == 3, 100, 0) + (a < 0 && !(a < -5))\""
            << Values {10, 1, 110};
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
                                    << "unknown parameter 'zero'";
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
        QTest::newRow("topk k too large")
            << "topk" << std::vector<TestBuffer> {in("x", {3}, {})} << Shape {4} << "k = 4"
            << "reference.k"
            << "outside 1..3";
        QTest::newRow("block expression")
            << "sum" << std::vector<TestBuffer> {in("x", {3}, {})} << Shape {1} << "block = \"BLOCK\""
            << "reference.block"
            << "BLOCK";
        QTest::newRow("segments offsets")
            << "sum" << std::vector<TestBuffer> {in("x", {3}, {}), in("o", {2}, {0, 9}, "i32")} << Shape {1}
            << "segments = \"o\""
            << "reference.inputs[1]"
            << "buffer 'o' gives segment 0";
        QTest::newRow("conv groups") << "conv2d"
                                     << std::vector<TestBuffer> {in("x", {1, 3, 2, 2}, {}), in("w", {1, 1, 1, 1}, {})}
                                     << Shape {1, 1, 2, 2} << "groups = 2"
                                     << "reference.groups"
                                     << "must divide";
        QTest::newRow("conv padding list")
            << "conv2d" << std::vector<TestBuffer> {in("x", {1, 1, 2, 2}, {}), in("w", {1, 1, 1, 1}, {})}
            << Shape {1, 1, 2, 2} << "padding = [1, 1, 1]"
            << "reference.padding"
            << "array of 2 or 4";
        QTest::newRow("cross_entropy float targets")
            << "cross_entropy" << std::vector<TestBuffer> {in("l", {2, 2}, {}), in("t", {2}, {})} << Shape {1} << ""
            << "reference.inputs[1]"
            << "class indices";
        QTest::newRow("cross_entropy target range")
            << "cross_entropy" << std::vector<TestBuffer> {in("l", {2, 2}, {}), in("t", {2}, {0, 5}, "i32")}
            << Shape {1} << ""
            << "reference.inputs[1]"
            << "outside the classes 0..1";
        QTest::newRow("gelu approximate")
            << "gelu" << std::vector<TestBuffer> {in("x", {2}, {})} << Shape {2} << "approximate = \"fast\""
            << "reference.approximate"
            << "tanh";
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

    // Ops with several outputs, in the order [reference] outputs lists them.
    void multiOutput_data()
    {
        QTest::addColumn<QString>("op");
        QTest::addColumn<std::vector<TestBuffer>>("inputs");
        QTest::addColumn<std::vector<TestBuffer>>("outputs");
        QTest::addColumn<QString>("attrs");
        QTest::addColumn<std::vector<Values>>("expected");
        const double nan = std::numeric_limits<double>::quiet_NaN();
        QTest::newRow("sort keys indices stable") << "sort" << std::vector<TestBuffer> {in("k", {5}, {3, 1, 2, 1, 0})}
                                                  << std::vector<TestBuffer> {out("ks", {5}), out("idx", {5}, "i32")}
                                                  << "" << std::vector<Values> {{0, 1, 1, 2, 3}, {4, 1, 3, 2, 0}};
        QTest::newRow("sort descending with values")
            << "sort" << std::vector<TestBuffer> {in("k", {4}, {3, 1, 3, 2}), in("v", {4}, {10, 11, 12, 13})}
            << std::vector<TestBuffer> {out("ks", {4}), out("vs", {4})} << "descending = true"
            << std::vector<Values> {{3, 3, 2, 1}, {10, 12, 13, 11}};
        QTest::newRow("sort rows NaN last")
            << "sort" << std::vector<TestBuffer> {in("k", {2, 2}, {nan, 1, 5, 4})}
            << std::vector<TestBuffer> {out("ks", {2, 2})} << "axis = -1" << std::vector<Values> {{1, nan, 4, 5}};
        QTest::newRow("topk k expression") << "topk" << std::vector<TestBuffer> {in("x", {2, 3}, {1, 5, 3, 9, 9, 0})}
                                           << std::vector<TestBuffer> {out("v", {2, 2}), out("i", {2, 2}, "i64")}
                                           << "k = \"N + 1\"" << std::vector<Values> {{5, 3, 9, 9}, {1, 2, 0, 1}};
        QTest::newRow("topk smallest") << "topk" << std::vector<TestBuffer> {in("x", {4}, {4, 2, 8, 1})}
                                       << std::vector<TestBuffer> {out("v", {1})} << "k = 1\nlargest = false"
                                       << std::vector<Values> {{1}};
        // logits rows [0, 0] and [ln 3, 0]: losses ln 2 and ln(4/3) for targets 1 and 0; row 3 ignored
        QTest::newRow("cross_entropy rows and mean")
            << "cross_entropy"
            << std::vector<TestBuffer> {in("logits", {3, 2}, {0, 0, std::log(3.0), 0, 7, 7}, "f64"),
                   in("t", {3}, {1, 0, -100}, "i32")}
            << std::vector<TestBuffer> {out("loss", {3}), out("mean", {1})} << ""
            << std::vector<Values> {
                   {std::log(2.0), std::log(4.0 / 3.0), 0}, {(std::log(2.0) + std::log(4.0 / 3.0)) / 2}};
        QTest::newRow("cross_entropy sum ignore_index")
            << "cross_entropy"
            << std::vector<TestBuffer> {in("logits", {2, 2}, {0, 0, 0, 0}), in("t", {2}, {1, 3}, "i64")}
            << std::vector<TestBuffer> {out("total", {1})} << "reduction = \"sum\"\nignore_index = 3"
            << std::vector<Values> {{std::log(2.0)}};
    }
    void multiOutput()
    {
        QFETCH(QString, op);
        QFETCH(std::vector<TestBuffer>, inputs);
        QFETCH(std::vector<TestBuffer>, outputs);
        QFETCH(QString, attrs);
        QFETCH(std::vector<Values>, expected);
        auto r = runMulti(op.toStdString(), inputs, outputs, attrs.toStdString());
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(r->tensors.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(r->names[i], outputs[i].name);
            Values got = valuesOf(r->tensors[i]);
            Values want = expected[i];
            for (std::size_t k = 0; k < got.size() && k < want.size(); ++k)
                if (std::isnan(got[k]) && std::isnan(want[k]))
                    got[k] = want[k] = 0; // NaN sits where expected
            QVERIFY2(near(got, want),
                qPrintable(QString::fromStdString(outputs[i].name) + ": " + show(got) + " != " + show(want)));
        }
    }

    // The output count is checked against the op's outputs, and the message says what to add or drop.
    void outputCountErrors_data()
    {
        QTest::addColumn<QString>("op");
        QTest::addColumn<std::vector<TestBuffer>>("outputs");
        QTest::addColumn<QString>("message");
        QTest::newRow("sort three") << "sort" << std::vector<TestBuffer> {out("a", {2}), out("b", {2}), out("c", {2})}
                                    << "sort produces 1 to 2 outputs (keys, values); outputs lists 3: drop 1";
        QTest::newRow("transpose two") << "transpose" << std::vector<TestBuffer> {out("a", {2}), out("b", {2})}
                                       << "transpose produces 1 output (result); outputs lists 2: drop 1";
    }
    void outputCountErrors()
    {
        QFETCH(QString, op);
        QFETCH(std::vector<TestBuffer>, outputs);
        QFETCH(QString, message);
        auto r = runMulti(op.toStdString(), {in("x", {2}, {1, 2})}, outputs);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().field, std::string("reference.outputs"));
        QVERIFY2(QString::fromStdString(r.error().message).contains(message), r.error().describe().c_str());
        QVERIFY(QString::fromStdString(r.error().file).endsWith("task.toml"));
    }

    void opListIsComplete()
    {
        const auto ops = builtinReferenceOps();
        for (const char* op : {"elementwise", "axpby", "matmul", "bmm", "transpose", "sum", "max", "min", "mean",
                 "softmax", "log_softmax", "layernorm", "rmsnorm", "prefix_sum", "histogram", "conv2d", "attention",
                 "copy", "conv1d", "sort", "topk", "cross_entropy", "gelu", "silu"})
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
