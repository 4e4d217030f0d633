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

/// A task whose launch args are the given strings, with N = 100 and buffers a (f32) and c (f32).
Task taskWithArgs(const std::vector<std::string>& args, std::int64_t n = 100)
{
    Task t;
    t.file = "/tmp/task.toml";
    t.params = {{"N", n}};
    BufferSpec a;
    a.name = "a";
    BufferSpec c;
    c.name = "c";
    c.role = BufferRole::Output;
    t.buffers = {a, c};
    for (const auto& text : args) {
        LaunchArg arg;
        arg.text = text;
        const auto colon = text.find(':');
        if (colon != std::string::npos) {
            arg.kind = LaunchArg::Kind::Literal;
            arg.literalType = *parseDType(text.substr(0, colon));
            arg.literalValue = std::stod(text.substr(colon + 1));
        } else {
            arg.name = text;
            arg.kind = t.findBuffer(text) ? LaunchArg::Kind::Buffer : LaunchArg::Kind::Param;
        }
        t.launch.args.push_back(arg);
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

    void integerIntoFloatParameter()
    {
        const Task t = taskWithArgs({"N"});
        auto args = buildLaunchArgs(t, t.launch, "launch", t.paramMap(), "k", {param("f32", 4)});
        QVERIFY(args.ok());
        float f = 0;
        std::memcpy(&f, (*args)[0].bytes.data(), 4);
        QCOMPARE(f, 100.0f);
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
        QTest::newRow("inexact float") << std::vector<std::string> {"N"}
                                       << std::vector<KernelParamInfo> {param("f32", 4)} << qint64(16777217)
                                       << "launch.args[0]"
                                       << "not exactly representable";
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
