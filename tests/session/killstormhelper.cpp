// A writer for tst_killstorm to kill: it saves version 1, 2, 3, ... of one kind of document back to
// back, printing "begin N" before and "saved N" after each save, until it is killed with SIGKILL.
//   killstormhelper task     TASKDIR        task.toml (TaskDocument::saveTask) and the kernel source
//   killstormhelper review   FOLDER         a review folder (ReviewDocument::save)
//   killstormhelper autosave RECOVERYROOT   a review's recovery snapshot (ReviewDocument::autosaveNow)
//   killstormhelper bundle   FOLDER         a result bundle rewritten in place (core::writeBundle)
#include "app/session/reviewdocument.h"
#include "app/session/taskdocument.h"
#include "core/pipeline/bundle.h"
#include "killstormpayload.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <cstdio>
#include <cstring>
#include <functional>

using namespace warpscope;

namespace {

core::RunResult bundleVersion(std::int64_t n)
{
    core::RunResult run;
    run.taskName = killstorm::payload(n);
    run.backend = "emulator";
    core::SeedResult seed;
    seed.seed = 1;
    core::OutputResult out;
    out.stats.name = "c";
    out.stats.dtype = core::DType::F32;
    out.tensorsKept = true;
    // Every element holds n, so a tensor from another version than result.json's shows.
    out.output = core::Tensor::zeros(core::DType::F32, {std::int64_t(4096 + n % 512)});
    for (std::size_t i = 0; i < out.output.elementCount(); ++i)
        out.output.set(i, double(n));
    out.reference = out.output;
    // result.json names every map of a kept output, so the helper writes them all.
    out.maps.absError = out.maps.relError = out.maps.ulp = out.maps.category = out.output;
    seed.outputs.push_back(std::move(out));
    run.seeds.push_back(std::move(seed));
    return run;
}

[[noreturn]] void saveForever(const std::function<QString(std::int64_t)>& save)
{
    for (std::int64_t n = 1;; ++n) {
        std::printf("begin %lld\n", static_cast<long long>(n));
        std::fflush(stdout);
        if (const QString why = save(n); !why.isEmpty()) {
            std::fprintf(stderr, "save %lld failed: %s\n", static_cast<long long>(n), qPrintable(why));
            std::_Exit(2);
        }
        std::printf("saved %lld\n", static_cast<long long>(n));
        std::fflush(stdout);
    }
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 3) {
        std::fprintf(stderr, "usage: killstormhelper task|review|autosave|bundle PATH\n");
        return 2;
    }
    const QString mode = QString::fromLocal8Bit(argv[1]);
    const QString path = QString::fromLocal8Bit(argv[2]);
    if (mode == QLatin1String("task")) {
        session::TaskDocument doc;
        if (!doc.open(path))
            return 2;
        saveForever([&](std::int64_t n) {
            core::Task edited = doc.task();
            edited.summary = killstorm::payload(n);
            if (QString why = doc.saveTask(edited); !why.isEmpty())
                return why;
            return doc.saveSource(QString::fromStdString(killstorm::payload(n)));
        });
    }
    if (mode == QLatin1String("review") || mode == QLatin1String("autosave")) {
        QTemporaryDir unusedRecovery;
        session::ReviewDocument doc(nullptr, mode == QLatin1String("autosave") ? path : unusedRecovery.path());
        doc.setAutosaveInterval(24 * 3600 * 1000); // only the saves this helper makes
        doc.newReview();
        doc.setTitle(QStringLiteral("Storm"));
        const QString id = doc.addEvidence({}, "ORIGINAL-PNG", "ANNOTATED-PNG", "{}", QStringLiteral("caption"));
        if (mode == QLatin1String("review")) {
            if (!doc.saveAs(path).isEmpty())
                return 2;
            saveForever([&](std::int64_t n) {
                const QByteArray text = QByteArray::fromStdString(killstorm::payload(n));
                doc.setNotes(QString::fromLatin1(text));
                doc.updateEvidence(id, text, "{}", QStringLiteral("caption"));
                return doc.save();
            });
        }
        saveForever([&](std::int64_t n) {
            const QByteArray text = QByteArray::fromStdString(killstorm::payload(n));
            doc.setNotes(QString::fromLatin1(text));
            doc.updateEvidence(id, text, "{}", QStringLiteral("caption"));
            return doc.autosaveNow();
        });
    }
    if (mode == QLatin1String("bundle"))
        saveForever([&](std::int64_t n) {
            auto st = core::writeBundle(bundleVersion(n), path.toStdString());
            return st ? QString() : QString::fromStdString(st.error().describe());
        });
    std::fprintf(stderr, "unknown mode %s\n", argv[1]);
    return 2;
}
