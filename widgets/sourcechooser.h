#pragma once

#include <QStringList>
#include <QWidget>

class QComboBox;

namespace warpscope::widgets {

/// The "Source: file" row above the editor of a task whose kernels live in several files (a
/// pipeline's steps, a kernel reference) or that holds several [[implementation]]s: the editor, PTX
/// and SASS show one file, of one implementation, at a time. Hidden when there is one choice.
class SourceChooser : public QWidget {
    Q_OBJECT
public:
    /// One entry: a file and the implementation it is compiled as (empty: the task has none, or the
    /// file is a reference's). Two implementations of one file are two entries.
    struct Choice {
        QString file;
        QString implementation;
    };

    explicit SourceChooser(QWidget* parent = nullptr);

    /// Lists the files (those in `references` marked as the reference's, those in `linked` as named
    /// by a PTX's line info) and selects `current` without emitting sourceChosen; fewer than two
    /// files hide the row.
    void setSources(
        const QStringList& files, const QStringList& references, const QStringList& linked, const QString& current);
    /// The same with an implementation per entry, labelled "softmax.py (triton)".
    void setChoices(
        const QList<Choice>& choices, const QStringList& references, const QStringList& linked, const Choice& current);
    /// Selects `file` (of `implementation`) without emitting sourceChosen (the editor switched for
    /// another reason, or the switch was refused and the previous file stays).
    void setCurrent(const QString& file, const QString& implementation = {});
    QString current() const;
    QString currentImplementation() const;

signals:
    /// The reviewer picked another file, or the same file as another implementation.
    void sourceChosen(const QString& file, const QString& implementation);

private:
    QComboBox* m_files;
};

} // namespace warpscope::widgets
