#pragma once

#include <QStringList>
#include <QWidget>

class QComboBox;

namespace warpscope::widgets {

/// The "Source: file" row above the editor of a task whose kernels live in several files (a
/// pipeline's steps, a kernel reference): the editor, PTX and SASS show one file at a time. Hidden
/// when the task has one kernel source.
class SourceChooser : public QWidget {
    Q_OBJECT
public:
    explicit SourceChooser(QWidget* parent = nullptr);

    /// Lists the files (those in `references` marked as the reference's, those in `linked` as named
    /// by a PTX's line info) and selects `current` without emitting sourceChosen; fewer than two
    /// files hide the row.
    void setSources(
        const QStringList& files, const QStringList& references, const QStringList& linked, const QString& current);
    /// Selects `file` without emitting sourceChosen (the editor switched for another reason, or the
    /// switch was refused and the previous file stays).
    void setCurrent(const QString& file);
    QString current() const;

signals:
    /// The reviewer picked another file.
    void sourceChosen(const QString& file);

private:
    QComboBox* m_files;
};

} // namespace warpscope::widgets
