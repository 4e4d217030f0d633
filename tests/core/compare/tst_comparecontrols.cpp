// [compare.NAME] controls: regions, masks, unordered and any_of matching, the excluded-element facts,
// and the ULP maximum that leaves out elements within atol.
#include "core/compare/comparison.h"
#include "core/compare/matching.h"
#include "core/pipeline/comparecontrols.h"
#include "core/task/region.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace warpscope::core;

namespace {

constexpr std::uint32_t kPoison32 = 0x7FFFDEAD;

Tensor make(DType t, const std::vector<double>& values, std::vector<std::int64_t> shape = {})
{
    if (shape.empty())
        shape = {static_cast<std::int64_t>(values.size())};
    Tensor x = Tensor::zeros(t, shape);
    for (std::size_t i = 0; i < values.size(); ++i)
        x.set(i, values[i]);
    return x;
}

OutputStats compare(
    const Tensor& out, const Tensor& ref, const Tolerance& tol, CompareOptions o = {}, ErrorMaps* maps = nullptr)
{
    o.name = "y";
    auto s = compareOutput(out, ref, tol, o, maps);
    if (!s)
        qFatal("%s", s.error().describe().c_str());
    return *s;
}

/// A task with an input x and an output y of the given shape, and a param V, for applyCompareControls.
struct ControlTask {
    Task task;
    ResolvedTask resolved;
    explicit ControlTask(std::vector<std::int64_t> shape)
    {
        task.file = "/tasks/t/task.toml";
        task.params = {{"V", 2}};
        BufferSpec x;
        x.name = "x";
        x.role = BufferRole::Input;
        BufferSpec y;
        y.name = "y";
        y.role = BufferRole::Output;
        task.buffers = {x, y};
        resolved.params = task.paramMap();
        for (const auto& b : task.buffers) {
            ResolvedBuffer rb;
            rb.spec = &b;
            rb.shape = shape;
            resolved.buffers.push_back(rb);
        }
    }
    Result<AppliedControls> apply(const CompareSpec& c, const Tensor& out, const Tensor& ref, const Tensor& x)
    {
        return applyCompareControls(
            task, resolved, 1, c, out, ref, {x, out}, ReferenceOutputs {}, defaultTolerance(DType::F32), kPoison32);
    }
};

} // namespace

using Bounds = std::vector<std::int64_t>;
Q_DECLARE_METATYPE(Bounds)

class TestCompareControls : public QObject {
    Q_OBJECT
private slots:
    // A PASS must not shout a huge ULP figure for near-zero elements that passed by atol.
    void ulpMaximumLeavesOutAtolPasses()
    {
        for (bool scalar : {false, true}) {
            const int n = 5000; // past one fast-path block
            std::vector<double> r(n), o(n);
            for (int i = 0; i < n; ++i) {
                r[i] = i % 10 == 0 ? 1e-30 : 1000.0 + i; // one f32 ULP at 1000 is 6e-5, beyond atol
                o[i] = i % 10 == 0 ? 1e-8 : static_cast<double>(std::nextafter(static_cast<float>(r[i]), 10.0f));
            }
            Tolerance tol = defaultTolerance(DType::F32); // atol 1e-5, rtol 1.3e-6
            CompareOptions opts;
            opts.forceScalar = scalar;
            const OutputStats s = compare(make(DType::F32, o), make(DType::F32, r), tol, opts);
            QVERIFY(s.passed);
            QVERIFY2(s.maxUlp > 100000, "the near-zero elements are far apart in ULPs");
            QCOMPARE(s.maxUlpBeyondAtol, std::uint64_t(1));
            QCOMPARE(s.passedByAtol, std::int64_t(n / 10));
        }
    }

    void regionsParseAndResolve_data()
    {
        QTest::addColumn<QString>("region");
        QTest::addColumn<Bounds>("shape");
        QTest::addColumn<Bounds>("begin");
        QTest::addColumn<Bounds>("end");
        QTest::newRow("columns") << "[:, :V]" << Bounds {3, 4} << Bounds {0, 0} << Bounds {3, 2};
        QTest::newRow("interior") << "[1:V+1, 1:-1]" << Bounds {4, 4} << Bounds {1, 1} << Bounds {3, 3};
        QTest::newRow("single index") << "[2]" << Bounds {4, 4} << Bounds {2, 0} << Bounds {3, 4};
        QTest::newRow("clipped") << "0:100" << Bounds {5} << Bounds {0} << Bounds {5};
        QTest::newRow("empty") << "[3:1]" << Bounds {5} << Bounds {3} << Bounds {3};
    }
    void regionsParseAndResolve()
    {
        QFETCH(QString, region);
        QFETCH(Bounds, shape);
        QFETCH(Bounds, begin);
        QFETCH(Bounds, end);
        auto r = resolveRegion(region.toStdString(), shape, {{"V", 2}});
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
        QCOMPARE(r->begin, begin);
        QCOMPARE(r->end, end);
    }

    void regionErrors_data()
    {
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("message");
        QTest::newRow("step") << "[0:4:2]"
                              << "has a step";
        QTest::newRow("rank") << "[:, :, :]"
                              << "3 dimensions for an output of rank 2";
        QTest::newRow("unknown name") << "[:W]"
                                      << "unknown parameter 'W'";
        QTest::newRow("index outside") << "[7]"
                                       << "index 7 is outside dimension 0";
        QTest::newRow("empty dimension") << "[, 1]"
                                         << "dimension 0 is empty";
    }
    void regionErrors()
    {
        QFETCH(QString, region);
        QFETCH(QString, message);
        auto r = resolveRegion(region.toStdString(), {4, 4}, {{"V", 2}});
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error().message).contains(message), r.error().message.c_str());
    }

    // Elements outside the selection are not compared, and reported as untouched or written.
    void excludedElementsAreFacts()
    {
        Tensor out = make(DType::F32, {1, 0, 3, 99});
        std::memcpy(out.bytes.data() + 4, &kPoison32, 4);
        const Tensor ref = make(DType::F32, {1, 2, 3, 4});
        const std::vector<std::uint8_t> selected = {1, 0, 1, 0};
        CompareOptions o;
        o.poisonBits = kPoison32;
        o.selected = &selected;
        ErrorMaps maps;
        const OutputStats s = compare(out, ref, defaultTolerance(DType::F32), o, &maps);
        QVERIFY(s.passed);
        QCOMPARE(s.elements, std::int64_t(4));
        QCOMPARE(s.exact, std::int64_t(2));
        QCOMPARE(s.excluded, std::int64_t(2));
        QCOMPARE(s.excludedUntouched, std::int64_t(1));
        QCOMPARE(s.excludedWritten, std::int64_t(1));
        QCOMPARE(s.unwritten, std::int64_t(0));
        QCOMPARE(maps.selection.dtype, DType::U8);
        QCOMPARE(maps.selection.at(1), 0.0);
        QCOMPARE(maps.selection.at(2), 1.0);
        QCOMPARE(maps.category.at(3), double(int(ElementCategory::NotCompared)));
    }

    void unorderedComparesMultisets()
    {
        const Tensor ref = make(DType::I32, {1, 2, 3, 3});
        auto m = unorderedReference(make(DType::I32, {3, 1, 3, 2}), ref, nullptr);
        QVERIFY(m.ok());
        QVERIFY(compare(make(DType::I32, {3, 1, 3, 2}), *m, defaultTolerance(DType::I32)).passed);
        const Tensor wrong = make(DType::I32, {3, 1, 1, 2}); // a 3 lost, a 1 duplicated
        auto m2 = unorderedReference(wrong, ref, nullptr);
        const OutputStats s = compare(wrong, *m2, defaultTolerance(DType::I32));
        QVERIFY(!s.passed);
        QCOMPARE(s.mismatches, std::int64_t(2)); // ranks 1 and 2: 1 against 2, 2 against 3
    }

    // unordered_axis: each row is its own multiset, so values that moved to another row fail.
    void unorderedPerLine()
    {
        const Tensor ref = make(DType::I32, {1, 2, 3, 4}, {2, 2});
        const Tensor swapped = make(DType::I32, {2, 1, 4, 3}, {2, 2});
        auto m = unorderedReference(swapped, ref, nullptr, 1);
        QVERIFY(m.ok());
        QVERIFY(compare(swapped, *m, defaultTolerance(DType::I32)).passed);
        const Tensor acrossRows = make(DType::I32, {3, 1, 2, 4}, {2, 2});
        auto whole = unorderedReference(acrossRows, ref, nullptr);
        QVERIFY(compare(acrossRows, *whole, defaultTolerance(DType::I32)).passed);
        auto rows = unorderedReference(acrossRows, ref, nullptr, 1);
        QCOMPARE(compare(acrossRows, *rows, defaultTolerance(DType::I32)).mismatches, std::int64_t(2));
        // along axis 0 the columns are the lines: column 0 holds {3, 2} against {1, 3}
        auto cols = unorderedReference(acrossRows, ref, nullptr, 0);
        QCOMPARE(compare(acrossRows, *cols, defaultTolerance(DType::I32)).mismatches, std::int64_t(2));
        QVERIFY(!unorderedReference(acrossRows, ref, nullptr, 2).ok());
    }

    void anyOfPicksTheClosestCandidate()
    {
        const Tensor out = make(DType::I32, {5, 9, 2});
        const Tensor ref = make(DType::I32, {1, 2, 2});
        const Tensor cands = make(DType::I32, {5, 6, 0, 7, 8, 0}, {2, 3}); // element i: 5|7, 6|8, 0|0
        auto m = anyOfReference(out, ref, {{"c", &cands}}, defaultTolerance(DType::I32), std::nullopt, nullptr);
        QVERIFY(m.ok());
        QCOMPARE(m->at(0), 5.0); // a candidate
        QCOMPARE(m->at(1), 8.0); // none matches 9: the closest
        QCOMPARE(m->at(2), 2.0); // the reference itself
        const OutputStats s = compare(out, *m, defaultTolerance(DType::I32));
        QCOMPARE(s.mismatches, std::int64_t(1));
        QCOMPARE(s.worst.front().flatIndex, std::int64_t(1));
        const Tensor odd = make(DType::I32, {1, 2});
        auto bad = anyOfReference(out, ref, {{"odd", &odd}}, defaultTolerance(DType::I32), std::nullopt, nullptr);
        QVERIFY(!bad.ok());
        QVERIFY(QString::fromStdString(bad.error().message).contains("candidate buffer 'odd' has 2 elements"));
    }

    // A candidate set the reference computes (an output listed in reference.outputs) is read from it.
    void anyOfReadsCandidatesTheReferenceComputed()
    {
        ControlTask t({3});
        CompareSpec c;
        c.anyOf = {"cand"};
        ReferenceOutputs refs;
        refs.names = {"y", "cand"};
        refs.tensors = {make(DType::F32, {0, 0, 0}), make(DType::F64, {1, 2, 3, 4, 5, 6}, {2, 3})};
        const Tensor out = make(DType::F32, {4, 2, 9});
        auto a = applyCompareControls(
            t.task, t.resolved, 1, c, out, refs.tensors[0], {out, out}, refs, defaultTolerance(DType::F32), kPoison32);
        QVERIFY2(a.ok(), a.ok() ? "" : a.error().describe().c_str());
        QVERIFY(a->reference.has_value());
        QCOMPARE(a->reference->at(0), 4.0);
        QCOMPARE(a->reference->at(1), 2.0);
        QCOMPARE(a->reference->at(2), 6.0); // no candidate is 9: the closest
        QCOMPARE(a->matching, std::string("any_of cand"));
    }

    void controlsFromTheTask_data()
    {
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("mask");
        QTest::addColumn<Bounds>("selected");
        QTest::newRow("region") << "[:, :V]"
                                << "" << Bounds {1, 1, 0, 1, 1, 0};
        QTest::newRow("finite(ref)") << ""
                                     << "finite(ref)" << Bounds {1, 0, 1, 1, 1, 1};
        QTest::newRow("buffer mask") << ""
                                     << "x" << Bounds {0, 1, 0, 1, 0, 1};
        QTest::newRow("index expression and region") << "[1:]"
                                                     << "i1 != 1 && out >= 0" << Bounds {0, 0, 0, 1, 0, 1};
    }
    void controlsFromTheTask()
    {
        QFETCH(QString, region);
        QFETCH(QString, mask);
        QFETCH(Bounds, selected);
        ControlTask t({2, 3});
        CompareSpec c;
        c.region = region.toStdString();
        c.mask = mask.toStdString();
        const Tensor ref = make(DType::F32, {1, std::numeric_limits<double>::quiet_NaN(), 3, 4, 5, 6}, {2, 3});
        const Tensor out = make(DType::F32, {1, 2, 3, 4, 5, 6}, {2, 3});
        const Tensor x = make(DType::F32, {0, 1, 0, 2, 0, 3}, {2, 3});
        auto a = t.apply(c, out, ref, x);
        QVERIFY2(a.ok(), a.ok() ? "" : a.error().describe().c_str());
        QCOMPARE(a->selected.size(), selected.size());
        for (std::size_t i = 0; i < selected.size(); ++i)
            QCOMPARE(int(a->selected[i]), int(selected[i]));
        QVERIFY(!a->selection.empty());
    }

    void controlErrorsNameTheField_data()
    {
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("mask");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        QTest::newRow("mask name") << ""
                                   << "reff > 0"
                                   << "compare.y.mask"
                                   << "unknown name 'reff'";
        QTest::newRow("region rank") << "[:, :, 1]"
                                     << ""
                                     << "compare.y.region"
                                     << "rank 2";
    }
    void controlErrorsNameTheField()
    {
        QFETCH(QString, region);
        QFETCH(QString, mask);
        QFETCH(QString, field);
        QFETCH(QString, message);
        ControlTask t({2, 3});
        CompareSpec c;
        c.region = region.toStdString();
        c.mask = mask.toStdString();
        c.pos.line = 40;
        const Tensor z = make(DType::F32, {0, 0, 0, 0, 0, 0}, {2, 3});
        auto a = t.apply(c, z, z, z);
        QVERIFY(!a.ok());
        QCOMPARE(QString::fromStdString(a.error().field), field);
        QCOMPARE(a.error().line, 40);
        QVERIFY(QString::fromStdString(a.error().file).endsWith("task.toml"));
        QVERIFY2(QString::fromStdString(a.error().message).contains("output 'y'"), a.error().message.c_str());
        QVERIFY2(QString::fromStdString(a.error().message).contains(message), a.error().message.c_str());
    }
};

QTEST_GUILESS_MAIN(TestCompareControls)
#include "tst_comparecontrols.moc"
