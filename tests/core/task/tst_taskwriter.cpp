#include "core/task/taskloader.h"
#include "core/task/taskwriter.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace warpscope::core;

namespace {
std::string readFile(const QString& path)
{
    std::ifstream in(path.toStdString());
    return std::string((std::istreambuf_iterator<char>(in)), {});
}

// Every field of the format at once; the file is a fixture so its text is compared byte for byte.
const std::string kFullTask = readFile(QStringLiteral(WARPSCOPE_SOURCE_DIR "/tests/core/task/fixtures/full/task.toml"));

void writeFile(const QString& path, const std::string& text)
{
    std::ofstream(path.toStdString()) << text;
}
} // namespace

class TestTaskWriter : public QObject {
    Q_OBJECT
private slots:
    void roundTripsEveryField()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath("task.toml"), kFullTask);
        writeFile(dir.filePath("k.cu"), "");
        TaskDiagnostics diag;
        auto t = loadTask(dir.path().toStdString(), &diag);
        QVERIFY2(t.ok(), t.ok() ? "" : t.error().describe().c_str());
        const std::string written = writeTask(*t);
        auto again = parseTask(written, t->file);
        QVERIFY2(again.ok(), again.ok() ? "" : again.error().describe().c_str());
        QCOMPARE(writeTask(*again), written);
        QCOMPARE(again->name, t->name);
        QCOMPARE(again->buffers[1].shape, t->buffers[1].shape);
        QCOMPARE(again->launch.dynamicShared, std::string("M * 4"));
        QCOMPARE(again->launch.args[4].literalType, DType::F32);
        QCOMPARE(again->launch.args[5].literalValue, -3.0);
        QCOMPARE(again->reference.launch.args.size(), std::size_t(4));
        QCOMPARE(*again->tolerances.at("y").rtol, 0.001);
        QCOMPARE(again->sweep.size(), std::size_t(2));
        QCOMPARE(again->sweep[1].at("M"), std::int64_t(3));
        QCOMPARE(again->expects.front().line, 14);
    }

    // [compare.NAME] tables and array-valued reference keys survive a write and a read.
    void roundTripsCompareAndArrayKeys()
    {
        const std::string text
            = "schema = 1\nname = \"c\"\n[kernel]\nsource = \"k.cu\"\nentry = \"k\"\n[params]\nV = 3\n"
              "[[buffer]]\nname = \"x\"\ndtype = \"f32\"\nshape = [4, 4]\nrole = \"input\"\n"
              "[[buffer]]\nname = \"w\"\ndtype = \"f32\"\nshape = [2, 4]\nrole = \"input\"\n"
              "[[buffer]]\nname = \"y\"\ndtype = \"f32\"\nshape = [4]\nrole = \"output\"\n"
              "[[buffer]]\nname = \"z\"\ndtype = \"f32\"\nshape = [4]\nrole = \"output\"\n"
              "[launch]\ngrid = [1]\nblock = [1]\nargs = []\n"
              "[reference]\nkind = \"builtin\"\nop = \"sum\"\ninputs = [\"x\"]\noutputs = [\"y\"]\n"
              "axes = [0, \"V - 2\"]\nkeepdims = false\n"
              "[compare.y]\nregion = \"[1:V]\"\nmask = \"finite(ref) && i0 > 0\"\nunordered = true\nunordered_axis = "
              "-1\n"
              "[compare.z]\nany_of = [\"w\"]\n";
        QTemporaryDir dir;
        writeFile(dir.filePath("task.toml"), text);
        writeFile(dir.filePath("k.cu"), "");
        TaskDiagnostics diag;
        auto t = loadTask(dir.path().toStdString(), &diag);
        QVERIFY2(t.ok(), t.ok() ? "" : t.error().describe().c_str());
        const std::string written = writeTask(*t);
        auto again = parseTask(written, t->file);
        QVERIFY2(again.ok(), again.ok() ? "" : again.error().describe().c_str());
        QCOMPARE(writeTask(*again), written);
        QCOMPARE(again->compares.at("y").region, std::string("[1:V]"));
        QCOMPARE(again->compares.at("y").mask, std::string("finite(ref) && i0 > 0"));
        QVERIFY(again->compares.at("y").unordered);
        QCOMPARE(again->compares.at("y").unorderedAxis.value_or(-1), 0); // -1 of rank 1, normalised
        QCOMPARE(again->compares.at("z").anyOf, std::vector<std::string> {"w"});
        const auto& axes = std::get<AttrList>(again->reference.attrs.at("axes"));
        QCOMPARE(axes.size(), std::size_t(2));
        QCOMPARE(std::get<std::int64_t>(axes[0]), std::int64_t(0));
        QCOMPARE(std::get<std::string>(axes[1]), std::string("V - 2"));
    }

    // Derived params keep their expressions, symbols stay [[symbol]] entries, args keep their forms.
    void roundTripsExpressionsAndSymbols()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath("k.cu"), "");
        writeFile(dir.filePath("task.toml"),
            "schema = 1\nname = \"e\"\n[kernel]\nsource = \"k.cu\"\nentry = \"k\"\n[params]\nBYTES = 4096\n"
            "COUNT = \"BYTES / 16\"\n[[buffer]]\nname = \"x\"\ndtype = \"f32\"\nshape = [\"COUNT\"]\n"
            "role = \"inout\"\ninit = \"uniform(0, COUNT)\"\n[[symbol]]\nname = \"ns::table\"\n"
            "buffer = \"table\"\ndtype = \"u32\"\nshape = [4]\nrole = \"output\"\nfill = \"each_launch\"\n"
            "[[symbol]]\nname = \"coeffs\"\ndtype = \"f32\"\nshape = [3]\ninit = \"const(0.5)\"\n"
            "[launch]\ngrid = [1]\nblock = [32]\nargs = [\"x + COUNT / 2\", \"x[1:]\", \"f32:1.0 / COUNT\", "
            "\"COUNT >> 1\"]\n");
        auto t = loadTask(dir.path().toStdString());
        QVERIFY2(t.ok(), t.ok() ? "" : t.error().describe().c_str());
        const std::string written = writeTask(*t);
        QVERIFY2(written.find("COUNT = \"BYTES / 16\"") != std::string::npos, written.c_str());
        auto again = parseTask(written, t->file);
        QVERIFY2(again.ok(), again.ok() ? "" : again.error().describe().c_str());
        QCOMPARE(writeTask(*again), written);
        QCOMPARE(again->paramExprs.at("COUNT").text, std::string("BYTES / 16"));
        QCOMPARE(again->paramMap().at("COUNT"), std::int64_t(256));
        QCOMPARE(again->buffers.size(), std::size_t(3));
        QCOMPARE(again->buffers[1].symbol, std::string("ns::table"));
        QCOMPARE(again->buffers[1].name, std::string("table"));
        QCOMPARE(again->buffers[1].role, BufferRole::Output);
        QCOMPARE(again->buffers[1].fill, BufferSpec::Fill::EachLaunch);
        QCOMPARE(again->buffers[2].name, std::string("coeffs"));
        QCOMPARE(again->buffers[2].fill, BufferSpec::Fill::Once);
        QCOMPARE(again->bufferField(2), std::string("symbol[1]"));
        QCOMPARE(again->launch.args[0].kind, LaunchArg::Kind::Buffer);
        QCOMPARE(again->launch.args[0].expr, std::string("COUNT / 2"));
        QCOMPARE(again->launch.args[1].expr, std::string("1"));
        QCOMPARE(again->launch.args[2].kind, LaunchArg::Kind::Literal);
        QCOMPARE(again->launch.args[2].expr, std::string("1.0 / COUNT"));
        QCOMPARE(again->launch.args[3].kind, LaunchArg::Kind::Expr);
    }

    void roundTripsVectorAdd()
    {
        auto t = loadTask(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add").toStdString());
        QVERIFY(t.ok());
        auto again = parseTask(writeTask(*t), t->file);
        QVERIFY(again.ok());
        QCOMPARE(writeTask(*again), writeTask(*t));
    }

    // [[implementation]] entries are written back: an arch array folds into one entry, a `like` entry is
    // written with what it copied, a pipeline implementation keeps its steps; the reread task is the same.
    void roundTripsImplementations_data()
    {
        QTest::addColumn<QString>("name");
        for (const char* name : {"vector_add_cuda_triton", "softmax_cuda_triton", "layernorm_fused_vs_unfused",
                 "softmax_triton_unfaithful", "triton_matmul"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void roundTripsImplementations()
    {
        QFETCH(QString, name);
        auto t = loadTask((QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/") + name).toStdString());
        QVERIFY2(t.ok(), t.ok() ? "" : t.error().describe().c_str());
        const std::string written = writeTask(*t);
        TaskDiagnostics diag;
        auto again = parseTask(written, t->file, &diag);
        QVERIFY2(again.ok(), (again.ok() ? written : again.error().describe() + "\n" + written).c_str());
        QCOMPARE(writeTask(*again), written);
        QCOMPARE(again->implementations.size(), t->implementations.size());
        for (std::size_t i = 0; i < t->implementations.size(); ++i) {
            const ImplementationSpec& a = t->implementations[i];
            const ImplementationSpec& b = again->implementations[i];
            QCOMPARE(b.name, a.name);
            QCOMPARE(b.arch, a.arch);
            QCOMPARE(b.kernel.source, a.kernel.source);
            QCOMPARE(b.kernel.entry, a.kernel.entry);
            QVERIFY(b.kernel.options == a.kernel.options);
            QVERIFY(b.kernel.language == a.kernel.language);
            QVERIFY(b.kernel.constexprs == a.kernel.constexprs);
            QVERIFY(b.kernel.numWarps == a.kernel.numWarps && b.kernel.numStages == a.kernel.numStages);
            QVERIFY(b.launch.grid == a.launch.grid);
            QVERIFY(b.launch.block == a.launch.block);
            QCOMPARE(b.launch.args.size(), a.launch.args.size());
            QCOMPARE(b.steps.size(), a.steps.size());
        }
        QVERIFY(written.find("[kernel]") == std::string::npos); // each implementation carries its own
    }

    // The Task pane saves a task with implementations: an edited param and an implementation's launch.
    void savesATaskWithImplementations()
    {
        QTemporaryDir dir;
        for (const char* f : {"task.toml", "vector_add.cu", "vector_add.py", "lesson.md"})
            QVERIFY(QFile::copy(
                QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add_cuda_triton/") + f, dir.filePath(f)));
        auto t = loadTask(dir.path().toStdString());
        QVERIFY(t.ok());
        Task edited = *t;
        edited.params[0].second = 4096;
        for (ImplementationSpec& impl : edited.implementations)
            if (impl.family == "cuda")
                impl.launch.block[0] = "64";
        const Status saved = saveTask(edited);
        QVERIFY2(saved.ok(), saved.ok() ? "" : saved.error().describe().c_str());
        auto reread = loadTask(dir.path().toStdString());
        QVERIFY(reread.ok());
        QCOMPARE(reread->params[0].second, std::int64_t(4096));
        QCOMPARE(reread->implementations.size(), std::size_t(3));
        QCOMPARE(reread->implementations[1].name, std::string("cuda@sm_90a"));
        QCOMPARE(reread->implementations[0].launch.block[0], std::string("64"));
        QCOMPARE(reread->implementations[1].launch.block[0], std::string("64"));
        QCOMPARE(reread->implementations[2].launch.block[0], std::string("128")); // triton's own, unchanged
    }

    void saveRefusesAnInvalidTaskAndKeepsTheFile()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath("task.toml"), kFullTask);
        writeFile(dir.filePath("k.cu"), "");
        auto t = loadTask(dir.path().toStdString());
        QVERIFY(t.ok());
        Task broken = *t;
        broken.buffers[0].shape[0] = "N - 5000";
        auto s = saveTask(broken);
        QVERIFY(!s.ok());
        std::ifstream in(dir.filePath("task.toml").toStdString());
        std::string onDisk((std::istreambuf_iterator<char>(in)), {});
        QCOMPARE(onDisk, kFullTask);
        Task edited = *t;
        edited.params[0].second = 64;
        QVERIFY(saveTask(edited).ok());
        auto reread = loadTask(dir.path().toStdString());
        QCOMPARE(reread->params[0].second, std::int64_t(64));
    }

    void quotesControlCharacters() { QCOMPARE(tomlQuote("a\"b\\c\n\x01"), std::string("\"a\\\"b\\\\c\\n\\u0001\"")); }
};

QTEST_GUILESS_MAIN(TestTaskWriter)
#include "tst_taskwriter.moc"
