// The warpscope-cli copied to a remote target must run on a machine that has none of the build's
// libraries: ldd may list only glibc's libraries and zlib (issue 18; docs/remote.md).
#include "core/common/process.h"

#include <QFile>
#include <QStringList>
#include <QTest>

using namespace warpscope::core;

class TestCliPortable : public QObject {
    Q_OBJECT
private slots:
    void needsOnlyGlibcAndZlib()
    {
        const std::string cli = WARPSCOPE_BINARY_DIR "/cli/warpscope-cli";
        if (!QFile::exists(QString::fromStdString(cli)))
            QSKIP("warpscope-cli is not built");
        if (findOnPath("ldd").empty())
            QSKIP("ldd is not installed");
        auto r = runProcess({"ldd", cli}, {}, std::chrono::seconds(20));
        QVERIFY(r.ok());
        QCOMPARE(r->exitCode, 0);
        const QStringList allowed {
            "linux-vdso.so", "ld-linux", "libc.so", "libm.so", "libdl.so", "libpthread.so", "librt.so", "libz.so"};
        QStringList others;
        for (const QString& line : QString::fromStdString(r->out).split('\n', Qt::SkipEmptyParts)) {
            const QString lib = line.trimmed().section(' ', 0, 0);
            if (std::none_of(allowed.begin(), allowed.end(), [&](const QString& a) { return lib.contains(a); }))
                others << lib;
        }
        QVERIFY2(others.isEmpty(), qPrintable("warpscope-cli needs " + others.join(", ")));
    }
};

QTEST_GUILESS_MAIN(TestCliPortable)
#include "tst_cliportable.moc"
