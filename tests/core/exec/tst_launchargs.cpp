#include "core/exec/launchargs.h"
#include "core/task/taskloader.h"

#include <QTest>

#include <cstring>

using namespace warpscope::core;

namespace {

KernelParamInfo param(const std::string& type, int size, bool pointer = false)
{
    KernelParamInfo p;
    p.name = "p";
    p.type = type;
    p.size = size;
    p.align = size;
    p.isPointer = pointer;
    return p;
}

/// A task whose launch args are the given strings, with N = 100, a derived HALF = N / 2 and buffers
/// a (f32 [N]) and c (f32 [N]).
Task taskWithArgs(const std::vector<std::string>& args, std::int64_t n = 100)
{
    Task t;
    t.file = "/tmp/task.toml";
    t.params = {{"N", n}, {"HALF", n / 2}};
    t.paramExprs["HALF"] = {"N / 2", 9};
    BufferSpec a;
    a.name = "a";
    a.shape = {"N"};
    BufferSpec c;
    c.name = "c";
    c.shape = {"N"};
    c.role = BufferRole::Output;
    t.buffers = {a, c};
    for (const auto& text : args) {
        auto arg = parseLaunchArg(text, t.buffers);
        if (!arg)
            qFatal("%s", arg.error().message.c_str());
        t.launch.args.push_back(*arg);
    }
    t.launch.pos.line = 30;
    return t;
}

} // namespace

Q_DECLARE_METATYPE(std::vector<std::string>)
Q_DECLARE_METATYPE(std::vector<KernelParamInfo>)

class TestLaunchArgs : public QObject {
    Q_OBJECT
private slots:
    void sizesArguments()
    {
        const Task t = taskWithArgs({"a", "c", "N", "f32:0.5", "u8:7", "f16:1.5"});
        const std::vector<KernelParamInfo> ps = {param("u64", 8, true), param("u64", 8, true), param("u32", 4),
            param("f32", 4), param("u8", 1), param("b8", 2)};
        auto args = buildLaunchArgs(t, t.launch, "launch", t.paramMap(), "k", ps);
        QVERIFY2(args.ok(), args.ok() ? "" : args.error().describe().c_str());
        QCOMPARE((*args)[0].kind, KernelArg::Kind::Buffer);
        QCOMPARE((*args)[1].buffer, 1);
        int n = 0;
        std::memcpy(&n, (*args)[2].bytes.data(), 4);
        QCOMPARE(n, 100);
        float f = 0;
        std::memcpy(&f, (*args)[3].bytes.data(), 4);
        QCOMPARE(f, 0.5f);
        QCOMPARE((*args)[4].bytes.size(), std::size_t(1));
        QCOMPARE(int((*args)[4].bytes[0]), 7);
        QCOMPARE((*args)[5].bytes.size(), std::size_t(2)); // __half is a 2-byte struct: .b8 [2]
    }

    void integerIntoFloatParameterNeedsAType()
    {
        const Task t = taskWithArgs({"f32:N", "f64:HALF * 3"});
        auto args = buildLaunchArgs(t, t.launch, "launch", t.paramMap(), "k", {param("f32", 4), param("f64", 8)});
        QVERIFY2(args.ok(), args.ok() ? "" : args.error().describe().c_str());
        float f = 0;
        std::memcpy(&f, (*args)[0].bytes.data(), 4);
        QCOMPARE(f, 100.0f);
        double d = 0;
        std::memcpy(&d, (*args)[1].bytes.data(), 8);
        QCOMPARE(d, 150.0);
    }

    // Expressions are evaluated with the params handed in, not with the task's own (an override, a
    // sweep row or a loop variable must reach the kernel).
    void expressionsUseTheGivenParams_data()
    {
        QTest::addColumn<QString>("arg");
        QTest::addColumn<QString>("type");
        QTest::addColumn<qlonglong>("expected");
        QTest::newRow("integer expression") << "N / 16"
                                            << "u32" << 4LL;
        QTest::newRow("derived param") << "HALF"
                                       << "u32" << 32LL;
        QTest::newRow("typed integer expression") << "i32:N * 3 - 1"
                                                  << "s32" << 191LL;
        QTest::newRow("bitwise") << "N >> 2 | 1"
                                 << "u32" << 17LL;
        QTest::newRow("loop variable") << "i64:1 << k"
                                       << "s64" << 8LL;
    }
    void expressionsUseTheGivenParams()
    {
        QFETCH(QString, arg);
        QFETCH(QString, type);
        QFETCH(qlonglong, expected);
        const Task t = taskWithArgs({arg.toStdString()});
        const int size = type.endsWith("64") ? 8 : 4;
        const ParamMap given {{"N", 64}, {"HALF", 32}, {"k", 3}};
        auto args = buildLaunchArgs(t, t.launch, "launch", given, "k", {param(type.toStdString(), size)});
        QVERIFY2(args.ok(), args.ok() ? "" : args.error().describe().c_str());
        std::int64_t v = 0;
        std::memcpy(&v, (*args)[0].bytes.data(), std::size_t(size));
        if (size == 4)
            v = std::int32_t(v);
        QCOMPARE(qlonglong(v), expected);
    }

    void floatExpressionIsEvaluatedInDouble()
    {
        const Task t = taskWithArgs({"f32:1.0 / N", "f64:N / 3"});
        auto args = buildLaunchArgs(t, t.launch, "launch", t.paramMap(), "k", {param("f32", 4), param("f64", 8)});
        QVERIFY2(args.ok(), args.ok() ? "" : args.error().describe().c_str());
        float f = 0;
        std::memcpy(&f, (*args)[0].bytes.data(), 4);
        QCOMPARE(f, 0.01f);
        double d = 0;
        std::memcpy(&d, (*args)[1].bytes.data(), 8);
        QCOMPARE(d, 100.0 / 3.0); // not the integer 33
    }

    void viewsCarryAByteOffset_data()
    {
        QTest::addColumn<QString>("arg");
        QTest::addColumn<qulonglong>("byteOffset");
        QTest::newRow("whole buffer") << "a" << 0ULL;
        QTest::newRow("plus") << "a + 16" << 64ULL;
        QTest::newRow("plus an expression") << "a + HALF" << 200ULL;
        QTest::newRow("slice") << "c[N - 1:]" << 396ULL;
        QTest::newRow("slice at the end is empty, not out of bounds") << "a[N:]" << 400ULL;
    }
    void viewsCarryAByteOffset()
    {
        QFETCH(QString, arg);
        QFETCH(qulonglong, byteOffset);
        const Task t = taskWithArgs({arg.toStdString()});
        auto args = buildLaunchArgs(t, t.launch, "launch", t.paramMap(), "k", {param("u64", 8, true)});
        QVERIFY2(args.ok(), args.ok() ? "" : args.error().describe().c_str());
        QCOMPARE((*args)[0].kind, KernelArg::Kind::Buffer);
        QCOMPARE(qulonglong((*args)[0].byteOffset), byteOffset);
    }

    void messagesNameTheKernelInCpp()
    {
        const Task t = taskWithArgs({"N"});
        auto r
            = buildLaunchArgs(t, t.launch, "launch", t.paramMap(), "_Z20gelu_forward_kernel2PfPKfi", {param("f32", 4)});
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error().message)
                     .contains("of kernel 'gelu_forward_kernel2(float*, const float*, int)'"),
            r.error().message.c_str());
    }

    // Each row: args, the parameters, the field the error must name and words it must contain.
    void errors_data()
    {
        QTest::addColumn<std::vector<std::string>>("args");
        QTest::addColumn<std::vector<KernelParamInfo>>("params");
        QTest::addColumn<qint64>("n");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        QTest::newRow("count") << std::vector<std::string> {"a"}
                               << std::vector<KernelParamInfo> {param("u64", 8), param("u32", 4)} << qint64(1)
                               << "launch.args"
                               << "takes 2";
        QTest::newRow("buffer into int") << std::vector<std::string> {"N", "a"}
                                         << std::vector<KernelParamInfo> {param("u32", 4), param("u32", 4)} << qint64(1)
                                         << "launch.args[1]"
                                         << "not a pointer";
        QTest::newRow("param too large for u8")
            << std::vector<std::string> {"N"} << std::vector<KernelParamInfo> {param("u8", 1)} << qint64(300)
            << "launch.args[0]"
            << "does not fit";
        QTest::newRow("param too large for int")
            << std::vector<std::string> {"N"} << std::vector<KernelParamInfo> {param("s32", 4)} << qint64(1ll << 40)
            << "launch.args[0]"
            << "does not fit";
        QTest::newRow("f64 literal into f32")
            << std::vector<std::string> {"f64:0.5"} << std::vector<KernelParamInfo> {param("f32", 4)} << qint64(1)
            << "launch.args[0]"
            << "write a 4-byte literal";
        QTest::newRow("f32 literal into f64: an 8-byte")
            << std::vector<std::string> {"f32:0.5"} << std::vector<KernelParamInfo> {param("f64", 8)} << qint64(1)
            << "launch.args[0]"
            << "write an 8-byte literal";
        QTest::newRow("float literal into int")
            << std::vector<std::string> {"f32:0.5"} << std::vector<KernelParamInfo> {param("u32", 4)} << qint64(1)
            << "launch.args[0]"
            << "is a float";
        QTest::newRow("int literal out of range")
            << std::vector<std::string> {"i8:300"} << std::vector<KernelParamInfo> {param("s8", 1)} << qint64(1)
            << "launch.args[0]"
            << "not an integer in the range";
        QTest::newRow("fractional int literal")
            << std::vector<std::string> {"i32:1.5"} << std::vector<KernelParamInfo> {param("s32", 4)} << qint64(1)
            << "launch.args[0]"
            << "not an integer";
        QTest::newRow("integer param into a float parameter")
            << std::vector<std::string> {"N"} << std::vector<KernelParamInfo> {param("f32", 4)} << qint64(100)
            << "launch.args[0]"
            << "'N' binds the integer param 'N' (= 100) to parameter 0 of kernel 'k' (p: .f32, 4 bytes), a float; "
               "write \"f32:N\" to convert it on purpose";
        QTest::newRow("integer expression into a double parameter")
            << std::vector<std::string> {"N / 2"} << std::vector<KernelParamInfo> {param("f64", 8)} << qint64(100)
            << "launch.args[0]"
            << "binds the integer expression 'N / 2' (= 50) to parameter 0 of kernel 'k' (p: .f64, 8 bytes), a "
               "float; write \"f64:N / 2\"";
        QTest::newRow("view past the end")
            << std::vector<std::string> {"a + N + 1"} << std::vector<KernelParamInfo> {param("u64", 8, true)}
            << qint64(100) << "launch.args[0]"
            << "view 'a + N + 1' starts at element 101 of buffer 'a', which has 100 elements; the offset must be from "
               "0 to 100";
        QTest::newRow("negative view") << std::vector<std::string> {"a[HALF - N:]"}
                                       << std::vector<KernelParamInfo> {param("u64", 8, true)} << qint64(100)
                                       << "launch.args[0]"
                                       << "starts at element -50 of buffer 'a'";
        QTest::newRow("typed expression out of range")
            << std::vector<std::string> {"i8:N * 2"} << std::vector<KernelParamInfo> {param("s8", 1)} << qint64(100)
            << "launch.args[0]"
            << "'i8:N * 2' = 200 is not an integer in the range of i8 (-128 to 127)";
        QTest::newRow("expression divides by zero")
            << std::vector<std::string> {"N / (HALF - 50)"} << std::vector<KernelParamInfo> {param("u32", 4)}
            << qint64(100) << "launch.args[0]"
            << "division by zero";
        QTest::newRow("unknown name in an expression")
            << std::vector<std::string> {"M * 2"} << std::vector<KernelParamInfo> {param("u32", 4)} << qint64(100)
            << "launch.args[0]"
            << "'M * 2': 'M' names no buffer and no param";
        QTest::newRow("struct parameter")
            << std::vector<std::string> {"N"} << std::vector<KernelParamInfo> {param("b8", 16)} << qint64(1)
            << "launch.args[0]"
            << "not an integer parameter";
    }
    void errors()
    {
        QFETCH(std::vector<std::string>, args);
        QFETCH(std::vector<KernelParamInfo>, params);
        QFETCH(qint64, n);
        QFETCH(QString, field);
        QFETCH(QString, message);
        const Task t = taskWithArgs(args, n);
        auto r = buildLaunchArgs(t, t.launch, "launch", t.paramMap(), "k", params);
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().field), field);
        QVERIFY2(QString::fromStdString(r.error().message).contains(message), r.error().describe().c_str());
        QCOMPARE(r.error().line, 30);
        QCOMPARE(r.error().code, ErrorCode::BadInput);
    }
};

QTEST_GUILESS_MAIN(TestLaunchArgs)
#include "tst_launchargs.moc"
