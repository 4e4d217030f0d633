#include "core/task/taskloader.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace warpscope::core;

namespace {
QString src(const QString& rel)
{
    return QStringLiteral(WARPSCOPE_SOURCE_DIR "/") + rel;
}

void writeFile(const QString& path, const std::string& text)
{
    std::ofstream(path.toStdString()) << text;
}
} // namespace

class TestTaskLoader : public QObject {
    Q_OBJECT
private slots:
    void loadsEveryExampleTask()
    {
        const QDir kernels(src("kernels"));
        const QStringList dirs = kernels.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QVERIFY(!dirs.isEmpty());
        for (const QString& d : dirs) {
            TaskDiagnostics diag;
            auto t = loadTask(kernels.filePath(d).toStdString(), &diag);
            QVERIFY2(t.ok(), qPrintable(d + ": " + QString::fromStdString(t.ok() ? "" : t.error().describe())));
            QVERIFY(!t->name.empty());
            QVERIFY(!t->buffers.empty());
        }
    }

    void readsVectorAddFully()
    {
        auto t = loadTask(src("kernels/vector_add").toStdString());
        QVERIFY(t.ok());
        QCOMPARE(t->schema, 1);
        QCOMPARE(t->kernel.entry, std::string("vector_add"));
        QCOMPARE(t->params.size(), std::size_t(1));
        QCOMPARE(t->params[0].second, std::int64_t(100000));
        QCOMPARE(t->buffers.size(), std::size_t(3));
        QCOMPARE(t->buffers[2].role, BufferRole::Output);
        QVERIFY(!t->buffers[2].init.has_value());
        QCOMPARE(t->buffers[0].init->kind, InitSpec::Kind::Uniform);
        QCOMPARE(t->launch.args.size(), std::size_t(4));
        QCOMPARE(t->launch.args[3].kind, LaunchArg::Kind::Param);
        QCOMPARE(t->reference.kind, ReferenceSpec::Kind::Builtin);
        QCOMPARE(std::get<std::string>(t->reference.attrs.at("expr")), std::string("a + b"));
        QCOMPARE(*t->tolerances.at("c").maxUlp, std::int64_t(0));
        QCOMPARE(t->seedCount, 3);
        QCOMPARE(t->seedBase, std::uint64_t(42));
        QCOMPARE(t->sweep.size(), std::size_t(5));
        auto r = resolveTask(*t);
        QVERIFY(r.ok());
        QCOMPARE(r->launch.grid[0], 391u);
        QCOMPARE(r->launch.block[0], 256u);
        QCOMPARE(r->buffers[0].bytes, std::int64_t(400000));
        auto r1 = resolveTask(*t, {{"N", 33}});
        QCOMPARE(r1->launch.grid[0], 1u);
    }

    void acceptsTaskTomlPath()
    {
        auto t = loadTask(src("kernels/vector_add/task.toml").toStdString());
        QVERIFY(t.ok());
    }

    void rejectsBadTasks_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("unknown key") << "unknown_key"
                                     << "colour" << 3 << "unknown key";
        QTest::newRow("wrong type") << "wrong_type"
                                    << "name" << 2 << "expected a string, found an integer";
        QTest::newRow("missing field") << "missing_field"
                                       << "kernel.entry" << 4 << "missing";
        QTest::newRow("zero shape") << "zero_shape"
                                    << "buffer[0].shape[0]" << 14 << "at least 1";
        QTest::newRow("negative shape") << "negative_shape"
                                        << "buffer[0].shape[0]" << 14 << "evaluates to -36";
        QTest::newRow("overflowing shape") << "overflow_shape"
                                           << "buffer[0].shape[0]" << 14 << "overflow";
        QTest::newRow("huge shape") << "huge_shape"
                                    << "buffer[0].shape" << 14 << "GiB";
        QTest::newRow("unknown dtype") << "unknown_dtype"
                                       << "buffer[0].dtype" << 13 << "unknown dtype 'f33'";
        QTest::newRow("duplicate buffer") << "duplicate_buffer"
                                          << "buffer[1].name" << 19 << "duplicate buffer name 'x'";
        QTest::newRow("launch arg names nothing") << "bad_arg"
                                                  << "launch.args[1]" << 27 << "'nothing' names no buffer";
        QTest::newRow("path escapes") << "path_escape"
                                      << "kernel.source" << 5 << "leaves the task folder";
        QTest::newRow("npy path escapes") << "npy_escape"
                                          << "buffer[0].init" << 16 << "leaves the task folder";
        QTest::newRow("schema too new") << "schema_too_new"
                                        << "schema" << 1 << "update Warpscope";
        QTest::newRow("toml syntax") << "toml_syntax"
                                     << "" << 24 << "TOML syntax error";
        QTest::newRow("unknown param") << "unknown_param"
                                       << "buffer[0].shape[0]" << 14 << "unknown parameter 'M'";
        QTest::newRow("bad init") << "bad_init"
                                  << "buffer[0].init" << 16 << "uniform needs two numbers";
        QTest::newRow("tolerance names no output") << "tolerance_unknown_output"
                                                   << "tolerance.z" << 30 << "'z' names no buffer";
        QTest::newRow("reference output is an input") << "reference_output_is_input"
                                                      << "reference.outputs[0]" << 33 << "expected an output";
        QTest::newRow("block too large") << "block_too_large"
                                         << "launch.block.x" << 26 << "from 1 to 1024";
        QTest::newRow("unknown language") << "language_unknown"
                                          << "kernel.language" << 7 << "unknown language 'fortran'";
        QTest::newRow("Triton key on a CUDA kernel") << "triton_keys_on_cuda"
                                                     << "kernel.num_warps" << 7 << "only a Triton kernel takes";
        QTest::newRow("num_warps not a power of two") << "triton_bad_warps"
                                                      << "kernel.num_warps" << 7 << "power of two";
        QTest::newRow("constexpr not a number")
            << "triton_bad_constexpr"
            << "kernel.constexprs.BLOCK" << 7 << "an integer, a float or true/false";
        QTest::newRow("stack size zero") << "bad_stack_size"
                                         << "launch.stack_size" << 27 << "from 1 to 524288";
        QTest::newRow("seed count zero") << "bad_seeds"
                                         << "seeds.count" << 30 << "from 1 to 1000";
        QTest::newRow("compare region with a step") << "compare_bad_region"
                                                    << "compare.y.region" << 30 << "has a step";
        QTest::newRow("compare any_of names an output")
            << "compare_any_of_output"
            << "compare.y.any_of[0]" << 30 << "cannot be its own candidate set";
        QTest::newRow("compare region unknown param") << "compare_unknown_param"
                                                      << "compare.y.region" << 30 << "unknown parameter 'M'";
        QTest::newRow("compare unordered_axis outside the rank")
            << "compare_unordered_axis"
            << "compare.y.unordered_axis" << 30 << "an integer from -1 to 0";
        QTest::newRow("reference array of arrays") << "reference_axes_type"
                                                   << "reference.axes[1]" << 34 << "a boolean, number or string";
        QTest::newRow("param cycle") << "param_cycle"
                                     << "params.N" << 9
                                     << "params N, M, K depend on each other: N = \"M * 2\" (line 9) -> M = \"K + 1\" "
                                        "(line 10) -> K = \"N / 4\" (line 11) -> N";
        QTest::newRow("param overflow") << "param_overflow"
                                        << "params.BIG" << 10 << "param 'BIG': in expression";
        QTest::newRow("param overflow says overflow") << "param_overflow"
                                                      << "params.BIG" << 10 << "integer overflow in multiplication";
        QTest::newRow("param names an unknown param") << "param_unknown_name"
                                                      << "params.HALF" << 10 << "unknown parameter 'NN'";
        QTest::newRow("view past the end") << "view_out_of_bounds"
                                           << "launch.args[0]" << 28
                                           << "view 'x + OFF' starts at element 65 of buffer 'x', which has 64 "
                                              "elements; the offset must be from 0 to 64";
        QTest::newRow("slice view past the end") << "view_index_out_of_bounds"
                                                 << "launch.args[0]" << 27 << "starts at element 128 of buffer 'x'";
        QTest::newRow("buffer inside arithmetic")
            << "buffer_in_expression"
            << "launch.args[2]" << 27 << "a buffer is passed alone or as a view: \"x + OFFSET\"";
        QTest::newRow("typed expression names nothing") << "typed_expr_unknown"
                                                        << "launch.args[2]" << 27 << "'V' names no buffer and no param";
        QTest::newRow("generator names no param") << "init_unknown_param"
                                                  << "buffer[0].init" << 16 << "'uniform(0, V)': V is not a param";
        QTest::newRow("generator values after evaluation")
            << "init_order_after_eval"
            << "buffer[0].init" << 17 << "uniform needs a < b, got a = 3 and b = 2";
        QTest::newRow("symbol in args") << "symbol_in_args"
                                        << "launch.args[1]" << 33
                                        << "'coeffs' is a [[symbol]] that fills the module variable coeffs; a symbol "
                                           "never binds to a kernel parameter";
        QTest::newRow("symbol fill") << "symbol_bad_fill"
                                     << "symbol[0].fill" << 29 << "unknown fill 'always'";
        QTest::newRow("symbol role") << "symbol_bad_role"
                                     << "symbol[0].role" << 29 << "unknown role 'inout' for a symbol";
        QTest::newRow("qualified symbol needs a buffer name")
            << "symbol_qualified_no_buffer"
            << "symbol[0].buffer" << 25 << "'ns::coeffs' is qualified";
        QTest::newRow("symbol name is not a C++ name") << "symbol_not_a_name"
                                                       << "symbol[0].name" << 25 << "is not a C++ variable name";
        QTest::newRow("symbol name taken by a buffer") << "symbol_duplicate_name"
                                                       << "symbol[0].buffer" << 25 << "duplicate buffer name 'x'";
    }
    void rejectsBadTasks()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, field);
        QFETCH(int, line);
        QFETCH(QString, messagePart);
        TaskDiagnostics diag;
        auto t = loadTask(src("tests/core/task/bad/" + fixture).toStdString(), &diag);
        QVERIFY(!t.ok());
        QCOMPARE(t.error().code, ErrorCode::BadInput);
        QVERIFY(!diag.errors.empty());
        const Error& e = diag.errors.front();
        const QString describe = QString::fromStdString(e.describe());
        QVERIFY2(QString::fromStdString(e.file).endsWith(fixture + "/task.toml"), qPrintable(describe));
        QCOMPARE(QString::fromStdString(e.field), field);
        QCOMPARE(e.line, line);
        QVERIFY2(describe.contains(messagePart), qPrintable(describe));
    }

    void reportsEveryErrorNotOnlyTheFirst()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath("task.toml"), "schema = 1\nname = 3\nbogus = 1\n[kernel]\nsource = \"k.cu\"\n");
        TaskDiagnostics diag;
        auto t = loadTask(dir.path().toStdString(), &diag);
        QVERIFY(!t.ok());
        QVERIFY2(diag.errors.size() >= 4, "name type, unknown key, missing entry, missing buffers, missing launch");
        QVERIFY(QString::fromStdString(t.error().message).contains("more)"));
    }

    // Derived params follow the value they derive from, in whatever order they are written.
    void derivedParamsFollowOverrides_data()
    {
        QTest::addColumn<QString>("overrideName");
        QTest::addColumn<qlonglong>("overrideValue");
        QTest::addColumn<qlonglong>("bytes");
        QTest::addColumn<qlonglong>("count");
        QTest::addColumn<qlonglong>("blocks");
        QTest::newRow("written") << QString() << 0LL << 4096LL << 256LL << 2LL;
        QTest::newRow("override the base") << "BYTES" << 1024LL << 1024LL << 64LL << 1LL;
        QTest::newRow("override a derived param") << "COUNT" << 1000LL << 4096LL << 1000LL << 8LL;
    }
    void derivedParamsFollowOverrides()
    {
        QFETCH(QString, overrideName);
        QFETCH(qlonglong, overrideValue);
        QFETCH(qlonglong, bytes);
        QFETCH(qlonglong, count);
        QFETCH(qlonglong, blocks);
        QTemporaryDir dir;
        writeFile(dir.filePath("k.cu"), "");
        // BLOCKS is written before COUNT, which it depends on: evaluation follows dependencies
        writeFile(dir.filePath("task.toml"),
            "schema = 1\nname = \"d\"\n[kernel]\nsource = \"k.cu\"\nentry = \"k\"\n[params]\n"
            "BLOCKS = \"ceil_div(COUNT, 128)\"\nBYTES = 4096\nCOUNT = \"BYTES / 16\"\n"
            "[[buffer]]\nname = \"x\"\ndtype = \"f32\"\nshape = [\"COUNT\"]\nrole = \"inout\"\n"
            "init = \"uniform(0, COUNT)\"\n"
            "[launch]\ngrid = [\"BLOCKS\"]\nblock = [128]\nargs = [\"x\", \"COUNT\"]\n"
            "[sweep]\nBYTES = [64, 8192]\n");
        TaskDiagnostics diag;
        auto t = loadTask(dir.path().toStdString(), &diag);
        QVERIFY2(t.ok(), t.ok() ? "" : t.error().describe().c_str());
        QVERIFY(t->isDerivedParam("COUNT"));
        QCOMPARE(t->paramExprs.at("COUNT").line, 9);
        ParamMap overrides;
        if (!overrideName.isEmpty())
            overrides[overrideName.toStdString()] = overrideValue;
        auto r = resolveTask(*t, overrides);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(qlonglong(r->params.at("BYTES")), bytes);
        QCOMPARE(qlonglong(r->params.at("COUNT")), count);
        QCOMPARE(qlonglong(r->buffers[0].elements), count);
        QCOMPARE(qlonglong(r->launch.grid[0]), blocks);
        // the written values are stored for the panes that show them
        QCOMPARE(t->paramMap().at("COUNT"), std::int64_t(256));
        QCOMPARE(t->params[0].first, std::string("BLOCKS"));
        QCOMPARE(t->params[0].second, std::int64_t(2));
        // a sweep row recomputes the derived params too
        auto row = resolveTask(*t, t->sweep.at(1));
        QVERIFY(row.ok());
        QCOMPARE(row->params.at("COUNT"), std::int64_t(512));
        QCOMPARE(row->launch.grid[0], 4u);
    }

    void missingFolderAndFile()
    {
        auto t = loadTask("/nonexistent/task");
        QVERIFY(!t.ok());
        QCOMPARE(t.error().code, ErrorCode::NotFound);
        QTemporaryDir dir;
        auto t2 = loadTask(dir.path().toStdString());
        QVERIFY(!t2.ok());
        QVERIFY(QString::fromStdString(t2.error().message).contains("no task.toml"));
    }

    void symlinkOutOfTheFolderIsRefused()
    {
        QTemporaryDir outer;
        QDir(outer.path()).mkdir("task");
        writeFile(outer.filePath("secret.cu"), "// secret\n");
        QFile::link(outer.filePath("secret.cu"), outer.filePath("task/k.cu"));
        std::ifstream base(src("tests/core/task/bad/unknown_key/task.toml").toStdString());
        std::string text((std::istreambuf_iterator<char>(base)), {});
        text.replace(text.find("colour = \"red\"\n"), 15, "");
        writeFile(outer.filePath("task/task.toml"), text);
        TaskDiagnostics diag;
        auto t = loadTask(outer.filePath("task").toStdString(), &diag);
        QVERIFY(!t.ok());
        QCOMPARE(QString::fromStdString(diag.errors.front().field), QString("kernel.source"));
    }
};

QTEST_GUILESS_MAIN(TestTaskLoader)
#include "tst_taskloader.moc"
