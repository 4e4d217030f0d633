#pragma once

#include "core/task/kernelsources.h"
#include "core/task/task.h"
#include "core/task/taskloader.h"

#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace warpscope::session {

/// The open task: its parsed task.toml, the kernel source on disk, and saving both back.
/// Task files are small and local, so loading and saving happen on the caller's thread.
class TaskDocument : public QObject {
    Q_OBJECT
public:
    /// A file the editor can show and the [[implementation]] it is compiled as (empty: the task has
    /// none, or only a kernel reference uses the file).
    struct SourceChoice {
        QString file;
        QString implementation;
    };

    explicit TaskDocument(QObject* parent = nullptr);

    /// Opens a task folder or task.toml. On failure the previous task stays open and the
    /// diagnostics list every problem (file, line, field).
    bool open(const QString& folderOrFile, core::TaskDiagnostics* diagnostics = nullptr);

    bool isOpen() const { return m_task.has_value(); }
    const core::Task& task() const { return *m_task; }
    QString taskFile() const;
    QString taskDir() const;
    /// The kernel source file the editor shows, as a full path.
    QString sourcePath() const;
    /// Every kernel source of the task (relative to its folder): a pipeline's steps, a kernel
    /// reference and each [[implementation]] may live in several files.
    QStringList sourceFiles() const;
    /// What the source chooser lists: sourceFiles() with, for a task with implementations, one entry
    /// per implementation of each file (two implementations of one file are two entries).
    QList<SourceChoice> sourceChoices() const;
    /// The implementations whose kernels (or their PTX's linked files) are in `source`, in file order.
    QStringList implementationsOf(const QString& source) const;
    /// The implementation the editor's file is compiled as; empty when the task has none or the file
    /// is a reference's. The first implementation after open().
    QString currentImplementation() const { return m_currentImplementation; }
    /// The subset of sourceFiles() that only a kernel reference uses.
    QStringList referenceSourceFiles() const;
    /// The subset of sourceFiles() that a PTX source's .file/.loc lines name (the .cu an nvcc -ptx
    /// came from, in the task folder): read-only in the editor, its lines are the PTX's source lines.
    QStringList linkedSourceFiles() const;
    /// Whether `source` is one of linkedSourceFiles().
    bool isLinkedSource(const QString& source) const { return m_linked.contains(source); }
    /// The kernel source to compile when the editor shows `source`: the PTX a linked file belongs
    /// to, else `source` itself.
    QString compiledSourceOf(const QString& source) const { return m_linked.value(source, source); }
    /// The file whose lines a kernel source's line numbers (findings, metrics) refer to: the linked
    /// file of a PTX that has one, else the source itself.
    QString linesFileOf(const QString& source) const;
    /// The file the editor shows, relative to the task folder ([kernel] source after open()).
    QString currentSource() const { return m_currentSource; }
    /// Whether `source` names the [kernel] source (then a compile needs no file named).
    bool isKernelSource(const QString& source) const;
    /// Reads another of the task's sources from disk and makes it current, as `implementation` (empty:
    /// the current implementation when it uses the file, else the first that does); returns an error
    /// message naming the file, or "" on success. The previous file's text is not saved here. The same
    /// file as another implementation keeps the text (the editor's edits stay).
    QString selectSource(const QString& source, const QString& implementation = {});
    /// The current source file's text as last read from disk.
    QString sourceText() const { return m_source; }
    /// lesson.md's text, empty when the task has none.
    QString lessonText() const;

    /// Saves the editor's text to the kernel source atomically; returns an error message or "".
    QString saveSource(const QString& text);
    /// Validates an edited task and, when valid, writes task.toml atomically. Returns "" on success,
    /// else every error found (file, line, field), one per line; the file is unchanged then.
    QString saveTask(const core::Task& edited);

signals:
    void opened();
    void taskSaved();
    void sourceSaved();

private:
    QString readSource(const QString& source, core::TaskDiagnostics& diag, bool pathErrors) const;
    /// Fills m_linked from the .file directives of the task's PTX sources.
    void findLinkedSources();
    /// Every implementation's kernel sources, then the reference's, each file once.
    std::vector<core::KernelSourceFile> allKernelSources() const;

    std::optional<core::Task> m_task;
    QString m_source;
    QString m_currentSource;
    QString m_currentImplementation;
    QMap<QString, QString> m_linked; // linked file -> the PTX source whose .loc lines name it
};

} // namespace warpscope::session
