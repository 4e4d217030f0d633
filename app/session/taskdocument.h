#pragma once

#include "core/task/task.h"
#include "core/task/taskloader.h"

#include <QObject>
#include <QString>

#include <optional>

namespace warpscope::session {

/// The open task: its parsed task.toml, the kernel source on disk, and saving both back.
/// Task files are small and local, so loading and saving happen on the caller's thread.
class TaskDocument : public QObject {
    Q_OBJECT
public:
    explicit TaskDocument(QObject* parent = nullptr);

    /// Opens a task folder or task.toml. On failure the previous task stays open and the
    /// diagnostics list every problem (file, line, field).
    bool open(const QString& folderOrFile, core::TaskDiagnostics* diagnostics = nullptr);

    bool isOpen() const { return m_task.has_value(); }
    const core::Task& task() const { return *m_task; }
    QString taskFile() const;
    QString taskDir() const;
    QString sourcePath() const;
    /// The kernel source as last read from disk.
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
    std::optional<core::Task> m_task;
    QString m_source;
};

} // namespace warpscope::session
