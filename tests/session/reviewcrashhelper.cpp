// A stand-in for a Warpscope that crashes: it edits a review, waits until the edits are autosaved,
// says so on stdout, then waits to be killed. tst_reviewrecovery kills it with SIGKILL.
#include "app/session/reviewdocument.h"

#include <QCoreApplication>
#include <QFile>
#include <QTimer>

#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Warpscope"));
    QCoreApplication::setApplicationName(QStringLiteral("Warpscope"));
    warpscope::session::ReviewDocument doc;
    doc.newReview();
    doc.setTitle(QStringLiteral("Crash test"));
    doc.setNotes(QStringLiteral("Notas sin guardar: Заметки"));
    doc.addEvidence({}, "ORIGINAL-PNG", "ANNOTATED-PNG", "{\"schema\": 1}", QStringLiteral("before the crash"));
    if (argc > 1)
        doc.addResultBundle(QString::fromLocal8Bit(argv[1]), QStringLiteral("run"));
    doc.setAutosaveInterval(50);
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (!doc.recoveryDir().isEmpty() && QFile::exists(doc.recoveryDir() + QStringLiteral("/review.json"))) {
            std::printf("autosaved %s\n", qPrintable(doc.recoveryDir()));
            std::fflush(stdout);
            poll.stop();
        }
    });
    poll.start(20);
    return app.exec();
}
