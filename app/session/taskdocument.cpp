#include "app/session/taskdocument.h"
#include "app/session/logging.h"

#include "app/session/filesaver.h"
#include "core/common/paths.h"
#include "core/compile/compiler.h"
#include "core/task/kernelsources.h"
#include "core/task/taskwriter.h"

#include <QDir>
#include <QFile>

#include <algorithm>

namespace warpscope::session {

namespace {

/// How many files at the end of a kernelSourceFiles() list only a kernel reference uses.
std::ptrdiff_t referenceCount(const std::vector<core::KernelSourceFile>& files)
{
    return std::count_if(files.begin(), files.end(), [](const auto& f) { return f.reference; });
}

} // namespace

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
    std::optional<core::Task> previous = std::move(m_task);
    m_task = std::move(*task);
    const QString kernelSource = QString::fromStdString(m_task->kernel.source);
    const std::size_t knownErrors = diag.errors.size();
    const QString text = readSource(kernelSource, diag, false);
    if (diag.errors.size() > knownErrors) {
        qCWarning(lcTask).noquote() << "cannot read the source of" << folderOrFile << "-"
                                    << QString::fromStdString(diag.errors.front().describe());
        m_task = std::move(previous); // the previous task stays open
        return false;
    }
    m_source = text;
    m_currentSource = kernelSource;
    m_currentImplementation
        = m_task->implementations.empty() ? QString() : QString::fromStdString(m_task->implementations.front().name);
    findLinkedSources();
    // a PTX made with line info opens on the source it came from, with the PTX and SASS linked to it
    if (const QString linked = linesFileOf(kernelSource); linked != kernelSource) {
        core::TaskDiagnostics ignored;
        const QString linkedText = readSource(linked, ignored, true);
        if (ignored.errors.empty()) {
            m_source = linkedText;
            m_currentSource = linked;
        }
    }
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
    return QDir(taskDir()).filePath(m_currentSource);
}

QStringList TaskDocument::sourceFiles() const
{
    QStringList files;
    if (m_task)
        for (const auto& f : allKernelSources()) {
            const QString source = QString::fromStdString(f.source);
            files << source;
            if (const QString linked = linesFileOf(source); linked != source && !files.contains(linked))
                files << linked;
        }
    return files;
}

std::vector<core::KernelSourceFile> TaskDocument::allKernelSources() const
{
    std::vector<core::KernelSourceFile> files = core::kernelSourceFiles(*m_task);
    for (std::size_t i = 1; i < m_task->implementations.size(); ++i)
        for (auto& f : core::kernelSourceFiles(core::taskForImplementation(*m_task, i))) {
            const QString source = QDir::cleanPath(QString::fromStdString(f.source));
            const bool known = std::any_of(files.begin(), files.end(),
                [&](const auto& g) { return QDir::cleanPath(QString::fromStdString(g.source)) == source; });
            if (!known)
                files.insert(f.reference ? files.end() : files.end() - referenceCount(files), std::move(f));
        }
    return files;
}

QList<TaskDocument::SourceChoice> TaskDocument::sourceChoices() const
{
    QList<SourceChoice> choices;
    if (!m_task)
        return choices;
    if (m_task->implementations.empty()) {
        for (const QString& file : sourceFiles())
            choices.append({file, {}});
        return choices;
    }
    for (std::size_t i = 0; i < m_task->implementations.size(); ++i) {
        const QString name = QString::fromStdString(m_task->implementations[i].name);
        for (const auto& f : core::kernelSourceFiles(core::taskForImplementation(*m_task, i))) {
            if (f.reference)
                continue;
            const QString source = QString::fromStdString(f.source);
            choices.append({source, name});
            if (const QString linked = linesFileOf(source); linked != source)
                choices.append({linked, name});
        }
    }
    for (const QString& file : referenceSourceFiles())
        choices.append({file, {}});
    return choices;
}

QStringList TaskDocument::implementationsOf(const QString& source) const
{
    QStringList names;
    for (const SourceChoice& c : sourceChoices())
        if (!c.implementation.isEmpty() && QDir::cleanPath(c.file) == QDir::cleanPath(source)
            && !names.contains(c.implementation))
            names << c.implementation;
    return names;
}

QStringList TaskDocument::linkedSourceFiles() const
{
    return m_linked.keys();
}

QString TaskDocument::linesFileOf(const QString& source) const
{
    for (auto it = m_linked.cbegin(); it != m_linked.cend(); ++it)
        if (QDir::cleanPath(it.value()) == QDir::cleanPath(source))
            return it.key();
    return source;
}

void TaskDocument::findLinkedSources()
{
    m_linked.clear();
    for (const auto& f : allKernelSources()) {
        if (f.kernel.language != core::KernelLanguage::Ptx)
            continue;
        core::TaskDiagnostics ignored;
        const QString source = QString::fromStdString(f.source);
        const QString ptx = readSource(source, ignored, true);
        if (!ignored.errors.empty())
            continue; // a run or compile says what is wrong with the file
        const std::string linked = core::linkedSourceOf(ptx.toStdString(), m_task->dir);
        const QString name = QString::fromStdString(linked);
        if (!linked.empty() && name != source && !m_linked.contains(name))
            m_linked.insert(name, source);
    }
}

QStringList TaskDocument::referenceSourceFiles() const
{
    QStringList files;
    if (m_task)
        for (const auto& f : allKernelSources())
            if (f.reference)
                files << QString::fromStdString(f.source);
    return files;
}

bool TaskDocument::isKernelSource(const QString& source) const
{
    return m_task && QDir::cleanPath(source) == QDir::cleanPath(QString::fromStdString(m_task->kernel.source));
}

QString TaskDocument::readSource(const QString& source, core::TaskDiagnostics& diag, bool pathErrors) const
{
    auto path = core::resolveInsideFolder(
        m_task->dir, source.toStdString(), m_task->file.string(), m_task->kernel.pos.line, "kernel.source");
    if (!path) {
        if (pathErrors)
            diag.errors.push_back(path.error());
        return {}; // at open the loader has already said what is wrong with the path
    }
    auto bytes = core::readTextFile(*path, 16u << 20);
    if (!bytes) {
        diag.errors.push_back(bytes.error());
        return {};
    }
    return QString::fromStdString(*bytes);
}

QString TaskDocument::selectSource(const QString& source, const QString& implementation)
{
    if (!m_task)
        return tr("No task is open.");
    if (!sourceFiles().contains(source))
        return tr("%1 holds none of the task's kernels; its kernel sources are %2.")
            .arg(source, sourceFiles().join(QStringLiteral(", ")));
    const QStringList implementations = implementationsOf(source);
    QString chosen = implementation;
    if (chosen.isEmpty() && !implementations.isEmpty())
        chosen = implementations.contains(m_currentImplementation) ? m_currentImplementation : implementations.front();
    if (!chosen.isEmpty() && !implementations.contains(chosen))
        return tr("%1 holds none of implementation %2's kernels; the implementations in it are %3.")
            .arg(source, chosen, implementations.isEmpty() ? tr("none") : implementations.join(QStringLiteral(", ")));
    if (source == m_currentSource) {
        m_currentImplementation = chosen; // the same text, compiled as another implementation
        qCInfo(lcTask).noquote() << "showing" << source << "as" << chosen;
        return {};
    }
    core::TaskDiagnostics diag;
    const QString text = readSource(source, diag, true);
    if (!diag.errors.empty()) {
        qCWarning(lcTask).noquote() << "cannot read" << source << "-"
                                    << QString::fromStdString(diag.errors.front().describe());
        return QString::fromStdString(diag.errors.front().describe());
    }
    m_source = text;
    m_currentSource = source;
    m_currentImplementation = chosen;
    qCInfo(lcTask).noquote() << "showing" << source << chosen;
    return {};
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
