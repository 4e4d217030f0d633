// The one table that translates CUresult codes: complete against the cuda.h in use, sorted, worded,
// and sticky exactly where the driver documentation says the process must restart.
#include "core/cuda/cudaerrors.h"

#include <cuda.h>

#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <map>
#include <set>

using namespace warpscope::core;

namespace {

/// name -> value of every enumerator of `enum cudaError_enum` in the toolkit's cuda.h.
std::map<QString, int> cudaHeaderEnum()
{
    QFile f(QStringLiteral(WARPSCOPE_CUDA_H_PATH));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(f.readAll());
    const qsizetype begin = text.indexOf(QStringLiteral("typedef enum cudaError_enum"));
    const qsizetype end = text.indexOf(QStringLiteral("} CUresult;"), begin);
    if (begin < 0 || end < 0)
        return {};
    QString body = text.mid(begin, end - begin);
    body.remove(QRegularExpression(QStringLiteral("/\\*.*?\\*/"), QRegularExpression::DotMatchesEverythingOption));
    std::map<QString, int> out;
    const QRegularExpression item(QStringLiteral("\\b(CUDA_[A-Z0-9_]+)\\s*=\\s*(\\d+)"));
    for (auto it = item.globalMatch(body); it.hasNext();) {
        const auto m = it.next();
        out[m.captured(1)] = m.captured(2).toInt();
    }
    return out;
}

} // namespace

class TestCudaErrors : public QObject {
    Q_OBJECT
private slots:
    void headerParses()
    {
        const auto codes = cudaHeaderEnum();
        QVERIFY2(codes.size() > 90, "cuda.h's enum cudaError_enum was not found or is unexpectedly small");
        QCOMPARE(codes.at(QStringLiteral("CUDA_ERROR_ILLEGAL_ADDRESS")), 700);
    }

    // A new toolkit's new codes fail here until they get a message, an action and a sticky flag.
    void everyCudaHeaderCodeHasAnEntry()
    {
        const auto codes = cudaHeaderEnum();
        std::multimap<int, QString> byValue;
        for (const auto& [name, value] : codes)
            byValue.emplace(value, name);
        for (const auto& [name, value] : codes) {
            const CudaErrorInfo* info = findCudaError(value);
            QVERIFY2(info, qPrintable(name + " = " + QString::number(value) + " has no entry in cudaerrors.cpp"));
            // Deprecated aliases share a value with the current name; the entry uses one of them.
            bool named = false;
            for (auto [it, end] = byValue.equal_range(value); it != end; ++it)
                named = named || it->second == QLatin1String(info->name);
            QVERIFY2(named,
                qPrintable(QString::number(value) + " is " + info->name + " in the table, " + name + " in cuda.h"));
        }
    }

    void tableIsSortedWordedAndUnique()
    {
        const auto& table = cudaErrorTable();
        std::set<int> seen;
        for (std::size_t i = 0; i < table.size(); ++i) {
            const CudaErrorInfo& e = table[i];
            QVERIFY2(seen.insert(e.code).second, e.name);
            if (i > 0)
                QVERIFY2(table[i - 1].code < e.code, e.name);
            QVERIFY2(std::string(e.meaning).size() > 10, e.name);
            QVERIFY2(std::string(e.action).size() > 5, e.name);
            QVERIFY(std::string(e.name).rfind("CUDA_", 0) == 0);
        }
    }

    void sticky_data()
    {
        QTest::addColumn<int>("code");
        QTest::addColumn<bool>("sticky");
        for (int c : {700, 702, 710, 714, 715, 716, 717, 718, 719})
            QTest::newRow(qPrintable(QString::number(c))) << c << true;
        for (int c : {0, 1, 2, 100, 200, 209, 218, 500, 701, 703, 720, 999})
            QTest::newRow(qPrintable(QString::number(c))) << c << false;
        QTest::newRow("unknown code") << 12345 << false;
    }
    void sticky()
    {
        QFETCH(int, code);
        QFETCH(bool, sticky);
        QCOMPARE(isStickyCudaError(code), sticky);
    }

    // Every code whose cuda.h documentation says the process must be relaunched is sticky.
    void stickyMatchesHeaderDocumentation()
    {
        QFile f(QStringLiteral(WARPSCOPE_CUDA_H_PATH));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        const qsizetype begin = text.indexOf(QStringLiteral("typedef enum cudaError_enum"));
        const QString body = text.mid(begin, text.indexOf(QStringLiteral("} CUresult;"), begin) - begin);
        const QRegularExpression entry(QStringLiteral("/\\*\\*(.*?)\\*/\\s*(CUDA_[A-Z0-9_]+)\\s*=\\s*(\\d+)"),
            QRegularExpression::DotMatchesEverythingOption);
        int documented = 0;
        for (auto it = entry.globalMatch(body); it.hasNext();) {
            const auto m = it.next();
            QString doc = m.captured(1);
            doc.replace(QRegularExpression(QStringLiteral("\\s*\\*\\s*")), QStringLiteral(" "));
            if (!doc.contains(QStringLiteral("terminated and relaunched")))
                continue;
            ++documented;
            QVERIFY2(isStickyCudaError(m.captured(3).toInt()), qPrintable(m.captured(2) + " should be sticky"));
        }
        QVERIFY(documented >= 9);
    }

    void messageNamesCallSubjectCodeAndAction()
    {
        const Error e = cudaError(CUDA_ERROR_OUT_OF_MEMORY, "cuMemAlloc", "buffer 'out', 1024 bytes");
        QCOMPARE(e.code, ErrorCode::Backend);
        const QString m = QString::fromStdString(e.message);
        QVERIFY2(m.startsWith(QStringLiteral("cuMemAlloc (buffer 'out', 1024 bytes): CUDA_ERROR_OUT_OF_MEMORY (2): ")),
            qPrintable(m));
        QVERIFY2(m.contains(QStringLiteral("nvidia-smi")), qPrintable(m));
        QVERIFY(!m.contains(QStringLiteral("sticky")));
    }

    void categoriesDecideExitCodes()
    {
        QCOMPARE(cudaError(CUDA_ERROR_INVALID_PTX, "cuModuleLoadDataEx").code, ErrorCode::Toolchain);
        QCOMPARE(cudaError(CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES, "cuLaunchKernel").code, ErrorCode::BadInput);
        QCOMPARE(cudaError(CUDA_ERROR_NOT_FOUND, "cuModuleGetFunction").code, ErrorCode::NotFound);
        QCOMPARE(exitCodeFor(cudaError(CUDA_ERROR_NO_DEVICE, "cuInit").code), 3);
    }

    void unknownCodeIsWorded()
    {
        const Error e = cudaError(4242, "cuLaunchKernel", "kernel 'k'");
        QCOMPARE(e.code, ErrorCode::Backend);
        QVERIFY(QString::fromStdString(e.message).contains(QStringLiteral("4242")));
        QVERIFY(QString::fromStdString(e.message).contains(QStringLiteral("newer driver")));
        QCOMPARE(QString::fromStdString(cudaErrorLabel(700)), QStringLiteral("CUDA_ERROR_ILLEGAL_ADDRESS (700)"));
    }

    // Last: it changes the process-wide sticky state that the worker reads.
    void stickyErrorIsRememberedForTheWorker()
    {
        QVERIFY(!cudaStickyErrorOccurred());
        QCOMPARE(firstStickyCudaError(), 0);
        const Error recoverable = cudaError(CUDA_ERROR_INVALID_VALUE, "cuMemsetD8");
        Q_UNUSED(recoverable);
        QVERIFY(!cudaStickyErrorOccurred());
        const Error e = cudaError(CUDA_ERROR_ILLEGAL_ADDRESS, "cuEventQuery", "kernel 'oob'");
        QVERIFY(QString::fromStdString(e.message).contains(QStringLiteral("sticky")));
        QVERIFY(cudaStickyErrorOccurred());
        QCOMPARE(firstStickyCudaError(), 700);
        noteStickyCudaError(CUDA_ERROR_MISALIGNED_ADDRESS);
        QCOMPARE(firstStickyCudaError(), 700); // the first one is kept
    }
};

QTEST_GUILESS_MAIN(TestCudaErrors)
#include "tst_cudaerrors.moc"
