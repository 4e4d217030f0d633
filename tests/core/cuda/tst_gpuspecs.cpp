// The GPU spec table behind the roofline check: it parses, every figure names its source, and
// device names select the right entry.
#include "core/cuda/gpuspecs.h"

#include <QFile>
#include <QTest>

using namespace warpscope::core;

class TestGpuSpecs : public QObject {
    Q_OBJECT
private slots:
    void builtinTableParses()
    {
        const auto& specs = builtinGpuSpecs();
        QVERIFY(specs.size() >= 5);
        for (const auto& s : specs) {
            for (const SpecFigure* f :
                {&s.smCount, &s.l2Bytes, &s.memoryBandwidth, &s.fp32, &s.fp64, &s.fp16Tensor, &s.bf16Tensor}) {
                QVERIFY2(f->value > 0, s.name.c_str());
                QVERIFY2(!f->source.empty(), s.name.c_str());
            }
            QVERIFY2(s.arch >= 80, s.name.c_str());
        }
    }

    // The file in resources/ is the one compiled in (CMake re-embeds it when it changes).
    void resourceFileMatchesBuiltin()
    {
        QFile f(QStringLiteral(WARPSCOPE_SOURCE_DIR "/resources/gpus.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        auto parsed = parseGpuSpecs(f.readAll().toStdString());
        QVERIFY2(parsed.ok(), parsed.ok() ? "" : parsed.error().message.c_str());
        QCOMPARE(parsed->size(), builtinGpuSpecs().size());
    }

    void figures()
    {
        const GpuSpec* h100 = findGpuSpec(builtinGpuSpecs(), "NVIDIA H100 80GB HBM3");
        QVERIFY(h100);
        QCOMPARE(h100->memoryBandwidth.value, 3.35e12);
        QCOMPARE(h100->smCount.value, 132.0);
        QCOMPARE(h100->peakFor(DType::F32).value, 494.5e12); // TF32 tensor cores beat FP32 FMA
        QCOMPARE(h100->peakFor(DType::F64).value, 67e12);
        QCOMPARE(h100->peakFor(DType::BF16).value, 989.5e12);
        const GpuSpec* h200 = findGpuSpec(builtinGpuSpecs(), "NVIDIA H200");
        QVERIFY(h200);
        QCOMPARE(h200->memoryBandwidth.value, 4.8e12);
    }

    // The cache traffic model's figures: every GPU has them with a source, and the associativities,
    // which NVIDIA does not publish, say they are assumptions.
    void cacheFigures()
    {
        for (const GpuSpec& s : builtinGpuSpecs()) {
            for (const SpecFigure* f :
                {&s.l1SharedBytes, &s.maxSharedBytes, &s.cacheLineBytes, &s.sectorBytes, &s.l1Ways, &s.l2Ways}) {
                QVERIFY2(f->value > 0 && !f->source.empty(), s.name.c_str());
            }
            QVERIFY2(s.maxSharedBytes.value < s.l1SharedBytes.value, s.name.c_str());
            QVERIFY2(s.l1Ways.source.find("ASSUMPTION") != std::string::npos, s.name.c_str());
            QVERIFY2(s.l2Ways.source.find("ASSUMPTION") != std::string::npos, s.name.c_str());
            QCOMPARE(s.cacheLineBytes.value, 128.0);
            QCOMPARE(s.sectorBytes.value, 32.0);
        }
        const GpuSpec* h100 = findGpuSpec(builtinGpuSpecs(), "NVIDIA H100 80GB HBM3");
        QVERIFY(h100);
        QCOMPARE(h100->l1SharedBytes.value, 256.0 * 1024);
        QCOMPARE(h100->maxSharedBytes.value, 228.0 * 1024);
    }

    void match_data()
    {
        QTest::addColumn<QString>("device");
        QTest::addColumn<QString>("entry");
        QTest::newRow("H100 SXM") << "NVIDIA H100 80GB HBM3"
                                  << "NVIDIA H100 SXM5 80GB";
        QTest::newRow("H200") << "NVIDIA H200"
                              << "NVIDIA H200 SXM 141GB";
        QTest::newRow("H200 NVL") << "NVIDIA H200 NVL"
                                  << "NVIDIA H200 SXM 141GB";
        QTest::newRow("A100 SXM") << "NVIDIA A100-SXM4-80GB"
                                  << "NVIDIA A100 SXM4 80GB";
        QTest::newRow("L4") << "NVIDIA L4"
                            << "NVIDIA L4";
        QTest::newRow("L40S is not L4") << "NVIDIA L40S"
                                        << "";
        QTest::newRow("RTX 4090") << "NVIDIA GeForce RTX 4090"
                                  << "NVIDIA GeForce RTX 4090";
        QTest::newRow("case") << "nvidia geforce rtx 4090"
                              << "NVIDIA GeForce RTX 4090";
        QTest::newRow("A100 40GB not in table") << "NVIDIA A100-SXM4-40GB"
                                                << "";
        QTest::newRow("T4") << "Tesla T4"
                            << "";
    }
    void match()
    {
        QFETCH(QString, device);
        QFETCH(QString, entry);
        const GpuSpec* s = findGpuSpec(builtinGpuSpecs(), device.toStdString());
        QCOMPARE(s ? QString::fromStdString(s->name) : QString(), entry);
    }

    void errorsNameTheKey_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("not json") << "{"
                                  << "\"gpus\" list";
        QTest::newRow("no name") << "{\"gpus\":[{\"match\":[\"X\"]}]}"
                                 << "\"name\"";
        QTest::newRow("no match") << "{\"gpus\":[{\"name\":\"X\"}]}"
                                  << "\"match\"";
        QTest::newRow("no source")
            << "{\"gpus\":[{\"name\":\"X\",\"match\":[\"X\"],\"memory_bandwidth_gbs\":{\"value\":1}}]}"
            << "memory_bandwidth_gbs";
        QTest::newRow("no bandwidth") << "{\"gpus\":[{\"name\":\"X\",\"match\":[\"X\"]}]}"
                                      << "needs memory_bandwidth_gbs";
    }
    void errorsNameTheKey()
    {
        QFETCH(QString, json);
        QFETCH(QString, message);
        auto r = parseGpuSpecs(json.toStdString());
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error().message).contains(message), r.error().message.c_str());
    }
};

QTEST_GUILESS_MAIN(TestGpuSpecs)
#include "tst_gpuspecs.moc"
