// warpscope: the desktop GUI. User code never runs here: the session's worker process does that.
#include "app/i18n.h"
#include "app/mainwindow.h"
#include "app/session/appsettings.h"
#include "app/session/logging.h"
#include "app/session/session.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Warpscope"));
    QApplication::setApplicationName(QStringLiteral("Warpscope"));
    QApplication::setApplicationVersion(QStringLiteral(WARPSCOPE_VERSION));
    warpscope::app::installTranslators(app, warpscope::session::AppSettings().language());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Warpscope kernel inspector"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("task"), QApplication::translate("main", "Task folder or task.toml to open"));
    parser.process(app);

    QString noLog;
    if (!warpscope::session::installLogFile(&noLog))
        qWarning("Warpscope runs without a log file: %s", qPrintable(noLog));
    qCInfo(warpscope::session::lcTask).noquote() << "Warpscope" << QApplication::applicationVersion() << "started";

    warpscope::session::Session session;
    warpscope::app::MainWindow window(&session);
    window.show();
    const QStringList args = parser.positionalArguments();
    if (!args.isEmpty()) {
        window.openTask(args.first());
    } else {
        const QStringList recent = warpscope::session::AppSettings().recentTasks();
        if (!recent.isEmpty())
            window.openTask(recent.first());
    }
    const int rc = app.exec();
    session.shutdown();
    return rc;
}
