// The review session on disk: save/load round trip, atomic saves that leave the old review intact
// when they fail, newer schemas refused and never overwritten, autosave into the recovery folder.
#include "app/session/reviewdocument.h"
#include "core/review/reviewfolder.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace warpscope;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// A run folder as the run pipeline writes it: result.json and a tensor.
QString makeRunFolder(const QString& parent)
{
    const QString dir = parent + "/run-1";
    writeFile(dir + "/result.json", "{\"schema\": 1, \"passed\": true, \"seeds\": []}\n");
    writeFile(dir + "/seed-42/y.output.npy", QByteArray(1000, 'x'));
    return dir;
}

QString makeTaskFolder(const QString& parent)
{
    const QString dir = parent + "/task-src";
    writeFile(dir + "/task.toml", "schema = 1\n");
    writeFile(dir + "/k.cu", "// kernel\n");
    return dir;
}

} // namespace

class TestReviewDocument : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_recovery;

private slots:
    void changedEvidenceGetsANewName()
    {
        // A saved annotation is never rewritten in place: until review.json names the new file, the
        // old review on disk stays whole (tst_killstorm kills saves to prove it).
        QTemporaryDir dir;
        session::ReviewDocument doc(nullptr, m_recovery.path());
        doc.newReview();
        const QString id = doc.addEvidence({}, "ORIG", "ANN-1", "{\"v\": 1}", QStringLiteral("one"));
        QCOMPARE(doc.saveAs(dir.filePath("r")), QString());
        const QString folder = doc.folder();
        QVERIFY(doc.updateEvidence(id, "ANN-2", "{\"v\": 2}", QStringLiteral("two")));
        QCOMPARE(doc.review().evidence[0].annotated, std::string("evidence/e1.annotated.r2.png"));
        QCOMPARE(doc.review().evidence[0].annotations, std::string("evidence/e1.r2.json"));
        QCOMPARE(readAll(folder + "/evidence/e1.annotated.png"), QByteArray("ANN-1")); // not yet replaced
        QVERIFY(doc.updateEvidence(id, "ANN-3", "{\"v\": 3}", QStringLiteral("three"))); // still unsaved: same name
        QCOMPARE(doc.review().evidence[0].annotated, std::string("evidence/e1.annotated.r2.png"));
        QCOMPARE(doc.save(), QString());
        QVERIFY(!QFile::exists(folder + "/evidence/e1.annotated.png"));
        QVERIFY(!QFile::exists(folder + "/evidence/e1.json"));
        QCOMPARE(readAll(folder + "/evidence/e1.annotated.r2.png"), QByteArray("ANN-3"));
        QVERIFY(doc.updateEvidence(id, "ANN-4", "{}", QStringLiteral("four")));
        QCOMPARE(doc.save(), QString());
        QCOMPARE(doc.review().evidence[0].annotated, std::string("evidence/e1.annotated.r3.png"));
        QVERIFY(!QFile::exists(folder + "/evidence/e1.annotated.r2.png"));
        session::ReviewDocument reopened(nullptr, m_recovery.path());
        QCOMPARE(reopened.open(folder), QString());
        QCOMPARE(reopened.fileBytes("evidence/e1.annotated.r3.png"), QByteArray("ANN-4"));
        QCOMPARE(reopened.fileBytes("evidence/e1.png"), QByteArray("ORIG"));
        doc.close();
    }

    void roundTrip()
    {
        QTemporaryDir dir;
        session::ReviewDocument doc(nullptr, m_recovery.path());
        doc.newReview();
        QVERIFY(doc.isOpen() && doc.isUntitled() && !doc.isDirty());
        doc.copyTask(makeTaskFolder(dir.path()), "Scale");
        doc.setTitle("Scale review");
        doc.setNotes("Заметки: *ok*");
        core::ChecklistItem item = doc.review().checklist[1];
        item.verdict = core::Verdict::Pass;
        item.note = "fits f32";
        doc.setChecklistItem(1, item);
        doc.addBookmark({"k.cu", 3, "guard"});
        core::CaptureContext context;
        context.pane = "Heatmap";
        context.sourceLine = 3;
        const QString id = doc.addEvidence(context, "ORIGINAL", "ANNOTATED", "{\"schema\": 1}", "caption");
        QCOMPARE(id, QString("e1"));
        const QString runId = doc.addResultBundle(makeRunFolder(dir.path()), "emulator");
        QCOMPARE(runId, QString("r1"));
        QVERIFY(doc.addResultBundle(dir.path(), "no result").isEmpty());
        QVERIFY(doc.isDirty());
        QCOMPARE(doc.fileBytes("evidence/e1.png"), QByteArray("ORIGINAL"));

        QSignalSpy saved(&doc, &session::ReviewDocument::saved);
        QCOMPARE(doc.saveAs(dir.filePath("scale")), QString());
        QCOMPARE(saved.count(), 1);
        const QString folder = dir.filePath("scale.wsreview");
        QCOMPARE(doc.folder(), folder);
        QVERIFY(!doc.isDirty());
        QCOMPARE(readAll(folder + "/evidence/e1.annotated.png"), QByteArray("ANNOTATED"));
        QCOMPARE(readAll(folder + "/results/r1/seed-42/y.output.npy").size(), 1000);
        QVERIFY(QFile::exists(folder + "/task/k.cu"));

        session::ReviewDocument again(nullptr, m_recovery.path());
        QCOMPARE(again.open(folder), QString());
        QVERIFY(again.review() == doc.review());
        // a reopened review's run shown again is the same result, not a second one
        QCOMPARE(again.addResultBundle(folder + "/results/r1", "emulator"), QString("r1"));
        QVERIFY(!again.isDirty());
        QCOMPARE(again.review().results.size(), std::size_t(1));
        QCOMPARE(again.fileBytes("evidence/e1.png"), QByteArray("ORIGINAL"));
        QCOMPARE(QString::fromStdString(again.review().notes), QString("Заметки: *ok*"));
    }

    // The pinned baseline goes into the review: its bundles copied like any run's, review.json naming them,
    // so the report made from the saved folder compares with it; recording it again changes nothing.
    void baselineIsRecordedWithItsBundles()
    {
        QTemporaryDir dir;
        session::ReviewDocument doc(nullptr, m_recovery.path());
        doc.newReview();
        const QString current = makeRunFolder(dir.filePath("now"));
        QCOMPARE(doc.addResultBundle(current, "copy_strided"), QString("r1"));
        const QString run = makeRunFolder(dir.filePath("base"));
        const QString profile = makeRunFolder(dir.filePath("base-profile"));
        doc.setBaseline(run, profile, "copy_coalesced", "2026-12-02T07:20:00Z", "out[i] = in[i];\n");
        QVERIFY(doc.review().baseline.has_value());
        QCOMPARE(doc.review().baseline->run, std::string("r2"));
        QCOMPARE(doc.review().baseline->profile, std::string("r3"));
        QCOMPARE(doc.review().results[1].label, std::string("baseline: copy_coalesced"));
        QCOMPARE(doc.saveAs(dir.filePath("cmp")), QString());
        const QString folder = dir.filePath("cmp.wsreview");
        QVERIFY(QFile::exists(folder + "/results/r3/result.json"));
        QVERIFY(readAll(folder + "/review.json").contains("\"baseline\""));
        doc.setBaseline(run, profile, "copy_coalesced", "2026-12-02T07:20:00Z", "out[i] = in[i];\n");
        QVERIFY(!doc.isDirty()); // the same baseline again: nothing to save
        session::ReviewDocument again(nullptr, m_recovery.path());
        QCOMPARE(again.open(folder), QString());
        QCOMPARE(again.review().baseline->source, std::string("out[i] = in[i];\n"));
        // a bundle folder that is gone is not recorded
        session::ReviewDocument other(nullptr, m_recovery.path());
        other.newReview();
        other.setBaseline(dir.filePath("gone"), QString(), "x", QString(), QString());
        QVERIFY(!other.review().baseline.has_value());
    }

    void removedEvidenceIsDeletedOnSave()
    {
        QTemporaryDir dir;
        session::ReviewDocument doc(nullptr, m_recovery.path());
        doc.newReview();
        doc.addEvidence({}, "A", "B", "{}", "one");
        core::ChecklistItem item = doc.review().checklist[0];
        item.evidence = {"e1"};
        doc.setChecklistItem(0, item);
        QCOMPARE(doc.saveAs(dir.filePath("r.wsreview")), QString());
        QVERIFY(QFile::exists(dir.filePath("r.wsreview/evidence/e1.png")));
        QVERIFY(doc.removeEvidence("e1"));
        QVERIFY(doc.review().checklist[0].evidence.empty()); // citations go with it
        QCOMPARE(doc.save(), QString());
        QVERIFY(!QFile::exists(dir.filePath("r.wsreview/evidence/e1.png")));
    }

    void failedSaveKeepsTheOldReview()
    {
        QTemporaryDir dir;
        session::ReviewDocument doc(nullptr, m_recovery.path());
        doc.newReview();
        doc.setNotes("first");
        const QString folder = dir.filePath("keep.wsreview");
        QCOMPARE(doc.saveAs(folder), QString());
        const QByteArray before = readAll(folder + "/review.json");

        doc.setNotes("second");
        doc.addEvidence({}, "PNG", "PNG", "{}", "shot");
        doc.addResultBundle(makeRunFolder(dir.path()), "run");
        QString error;
        if (::geteuid() == 0) {
            // Root writes through permission bits, but no one can create a folder where a file is:
            // copying the results fails before review.json is touched.
            writeFile(folder + "/results", "a file where the results folder goes");
            error = doc.save();
        } else {
            QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner);
            error = doc.save();
            QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        }
        QVERIFY2(!error.isEmpty(), "the save should fail");
        QVERIFY2(error.contains(folder), qPrintable(error));
        QCOMPARE(readAll(folder + "/review.json"), before);
        QVERIFY(doc.isDirty());
        QCOMPARE(QString::fromStdString(doc.review().notes), QString("second"));
    }

    void unwritableTargetSaysWhy()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath("blocker"), "file");
        session::ReviewDocument doc(nullptr, m_recovery.path());
        doc.newReview();
        doc.setNotes("x");
        const QString error = doc.saveAs(dir.filePath("blocker/inside.wsreview"));
        QVERIFY(error.contains("blocker/inside.wsreview"));
        QVERIFY(doc.isUntitled());
        QVERIFY(doc.isDirty());
    }

    void newerSchemaIsRefusedAndUntouched()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath("future.wsreview");
        const QByteArray future = "{\"schema\": 99, \"title\": \"from the future\", \"unknown\": [1, 2]}\n";
        writeFile(folder + "/review.json", future);
        session::ReviewDocument doc(nullptr, m_recovery.path());
        const QString error = doc.open(folder);
        QVERIFY2(error.contains("newer Warpscope") && error.contains("future.wsreview"), qPrintable(error));
        QVERIFY(!doc.isOpen());
        // Saving another review over it is refused as well.
        doc.newReview();
        doc.setNotes("mine");
        const QString saveError = doc.saveAs(folder);
        QVERIFY2(saveError.contains("newer Warpscope"), qPrintable(saveError));
        QCOMPARE(readAll(folder + "/review.json"), future);
    }

    void autosaveWritesRecoveryAndSaveClearsIt()
    {
        QTemporaryDir dir;
        session::ReviewDocument doc(nullptr, m_recovery.path());
        doc.newReview();
        doc.setAutosaveInterval(20);
        doc.setNotes("unsaved words");
        doc.addEvidence({}, "P", "Q", "{}", "c");
        QTRY_VERIFY_WITH_TIMEOUT(!doc.recoveryDir().isEmpty(), 5000);
        const QString entry = doc.recoveryDir();
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(entry + "/review.json"), 5000);
        QVERIFY(readAll(entry + "/review.json").contains("unsaved words"));
        QCOMPARE(readAll(entry + "/files/evidence/e1.png"), QByteArray("P"));
        QVERIFY(readAll(entry + "/lock").startsWith(QByteArray::number(QCoreApplication::applicationPid())));
        // This process is alive: its own entry is not an orphan.
        QVERIFY(doc.recoveryStore().orphans().isEmpty());
        QCOMPARE(doc.saveAs(dir.filePath("a.wsreview")), QString());
        QVERIFY(!QFile::exists(entry));
    }
};

QTEST_GUILESS_MAIN(TestReviewDocument)
#include "tst_reviewdocument.moc"
