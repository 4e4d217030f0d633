#include "app/session/taskdocument.h"
#include "app/session/logging.h"

#include "app/session/filesaver.h"
#include "core/common/paths.h"
#include "core/task/taskwriter.h"

#include <QDir>
#include <QFile>

namespace warpscope::session {

TaskDocument::TaskDocument(QObject* parent)
    : QObject(parent)
{ }

bool TaskDocument::open(const QString& folderOrFile, core::TaskDiagnostics* diagnostics)
{
    core::TaskDiagnostics local;
    core::TaskDiagnostics& diag = diagnostics ? *diagnostics : local;
    auto task = core::loadTask(folderOrFile.toStdString(), &diag);
    if (!task) {
        qCWarning(lcTask).noquote() << "cannot open" << folderOrFile << "-" << diag.errors.size() << "error(s)"
                                    << (diag.errors.empty() ? QString()
                                                            : QString::fromStdString(diag.errors.front().describe()));
        return false;
    }
    auto source = core::resolveInsideFolder(
        task->dir, task->kernel.source, task->file.string(), task->kernel.pos.line, "kernel.source");
    QString text;
    if (source) {
        auto bytes = core::readTextFile(*source, 16u << 20);
        if (!bytes) {
            qCWarning(lcTask).noquote() << "cannot read the source of" << folderOrFile << "-"
                                        << QString::fromStdString(bytes.error().describe());
            diag.errors.push_back(bytes.error());
            return false;
        }
        text = QString::fromStdString(*bytes);
    }
    m_task = std::move(*task);
    m_source = text;
    qCInfo(lcTask).noquote() << "opened" << taskFile();
    emit opened();
    return true;
}

QString TaskDocument::taskFile() const
{
    return m_task ? QString::fromStdString(m_task->file.string()) : QString();
}

QString TaskDocument::taskDir() const
{
    return m_task ? QString::fromStdString(m_task->dir.string()) : QString();
}

QString TaskDocument::sourcePath() const
{
    if (!m_task)
        return {};
    return QDir(taskDir()).filePath(QString::fromStdString(m_task->kernel.source));
}

QString TaskDocument::lessonText() const
{
    if (!m_task || m_task->lesson.empty())
        return {};
    auto path = core::resolveInsideFolder(m_task->dir, m_task->lesson, m_task->file.string(), 0, "lesson");
    if (!path)
        return {};
    auto text = core::readTextFile(*path, 1u << 20);
    return text ? QString::fromStdString(*text) : QString();
}

QString TaskDocument::saveSource(const QString& text)
{
    if (!m_task)
        return tr("No task is open.");
    const QString error = saveFileAtomically(sourcePath(), text.toUtf8());
    if (!error.isEmpty())
        qCWarning(lcTask).noquote() << "saving" << sourcePath() << "failed:" << error;
    if (error.isEmpty()) {
        m_source = text;
        emit sourceSaved();
    }
    return error;
}

QString TaskDocument::saveTask(const core::Task& edited)
{
    if (!m_task)
        return tr("No task is open.");
    const std::string text = core::writeTask(edited);
    core::TaskDiagnostics diag;
    auto reparsed = core::parseTask(text, m_task->file, &diag);
    if (!reparsed) {
        QStringList lines;
        for (const auto& e : diag.errors) {
            QString where = e.field.empty() ? QString() : QString::fromStdString(e.field) + QStringLiteral(": ");
            lines << where + QString::fromStdString(e.message);
        }
        return lines.join('\n');
    }
    const QString error = saveFileAtomically(taskFile(), QByteArray::fromStdString(text));
    if (!error.isEmpty()) {
        qCWarning(lcTask).noquote() << "saving" << taskFile() << "failed:" << error;
        return error;
    }
    qCInfo(lcTask).noquote() << "saved" << taskFile();
    m_task = std::move(*reparsed);
    emit taskSaved();
    return {};
}

} // namespace warpscope::session
