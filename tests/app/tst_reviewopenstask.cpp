// Issue 20 item 8: a reopened review opens its task. With no task open, or another task open, opening a
// review opens the task it reviews (asking about unsaved source first); a review whose task folder is
// gone still opens, with a message naming the folder and what to do. No compile or run here: the review
// folders are written by hand.
#include "app/mainwindow.h"
#include "app/reviewcontroller.h"
#include "app/session/reviewdocument.h"
#include "app/session/session.h"
#include "app/session/taskdocument.h"
#include "apptesthelpers.h"
#include "core/review/reviewjson.h"
#include "widgets/sourceeditor.h"

#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace warpscope;

namespace {

/// A review folder whose review.json links (or copies) a task; "" on failure.
QString writeReview(const QString& folder, const QString& taskPath, bool copied)
{
    core::Review review;
    review.title = "reopened";
    review.task = {copied, taskPath.toStdString(), "Vector add"};
    QDir().mkpath(folder);
    QFile f(folder + "/review.json");
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(QByteArray::fromStdString(core::reviewToJson(review).dump(1)));
    return folder;
}

QString canonical(const QString& path)
{
    return QFileInfo(path).canonicalFilePath();
}

} // namespace

class TestReviewOpensTask : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void openingAReviewWithNoTaskOpenOpensItsTask()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), dir.filePath("va"));
        const QString review = writeReview(dir.filePath("r.wsreview"), dir.filePath("va"), false);
        session::Session session;
        app::MainWindow window(&session);
        QVERIFY(!window.taskDocument()->isOpen());
        QCOMPARE(window.reviewController()->openReviewFolder(review), QString());
        QVERIFY(window.taskDocument()->isOpen());
        QCOMPARE(canonical(window.taskDocument()->taskDir()), canonical(dir.filePath("va")));
        QVERIFY(window.reviewController()->document()->isOpen()); // opening its own task keeps it
    }

    // A copied task lives inside the review ("task/").
    void aCopiedTaskIsOpenedFromTheReview()
    {
        QTemporaryDir dir;
        const QString review = writeReview(dir.filePath("r.wsreview"), "task", true);
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), review + "/task");
        session::Session session;
        app::MainWindow window(&session);
        QCOMPARE(window.reviewController()->openReviewFolder(review), QString());
        QCOMPARE(canonical(window.taskDocument()->taskDir()), canonical(review + "/task"));
    }

    // Another task is open with unsaved source: the question comes first; Cancel keeps that task (and
    // its edit), Discard opens the review's task.
    void anotherTaskWithUnsavedChangesAsksFirst()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), dir.filePath("va"));
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), dir.filePath("other"));
        const QString review = writeReview(dir.filePath("r.wsreview"), dir.filePath("va"), false);
        session::Session session;
        app::MainWindow window(&session);
        QVERIFY(window.openTask(dir.filePath("other")));
        window.editor()->append("// an unsaved edit\n");
        QVERIFY(window.editor()->isModified());

        for (const auto button : {QMessageBox::Cancel, QMessageBox::Discard}) {
            QString asked;
            QTimer::singleShot(0, this, [&asked, button] {
                if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                    asked = box->text();
                    box->button(button)->click();
                }
            });
            QCOMPARE(window.reviewController()->openReviewFolder(review), QString());
            QVERIFY2(asked.contains("unsaved"), qPrintable(asked));
            QVERIFY(window.reviewController()->document()->isOpen());
            const QString expected = button == QMessageBox::Cancel ? dir.filePath("other") : dir.filePath("va");
            QCOMPARE(canonical(window.taskDocument()->taskDir()), canonical(expected));
        }
        QVERIFY(!window.editor()->isModified());
    }

    // The task folder is gone: the review opens anyway, and the message names the folder and what to do.
    void aMissingTaskFolderIsNamedAndTheReviewStillOpens()
    {
        QTemporaryDir dir;
        const QString gone = dir.filePath("moved_away");
        const QString review = writeReview(dir.filePath("r.wsreview"), gone, false);
        session::Session session;
        app::MainWindow window(&session);
        QSignalSpy failed(window.reviewController(), &app::ReviewController::failed);
        QCOMPARE(window.reviewController()->openReviewFolder(review), QString());
        QVERIFY(window.reviewController()->document()->isOpen());
        QVERIFY(!window.taskDocument()->isOpen());
        QCOMPARE(failed.count(), 1);
        const QString details = failed.first().at(1).toString();
        QVERIFY2(details.contains(QDir::toNativeSeparators(gone)), qPrintable(details));
        QVERIFY2(details.contains("Open task"), qPrintable(details));
    }
};

QTEST_MAIN(TestReviewOpensTask)
#include "tst_reviewopenstask.moc"
