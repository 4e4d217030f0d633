#pragma once

// Settings ▸ Targets' list: the named run targets of the targets file the CLI reads too
// (core/remote/target.h), as a table of name, kind and where. Changes are checked before they are
// taken and written back at once, so the file and the list never disagree.

#include "core/remote/target.h"

#include <QAbstractTableModel>
#include <QString>

#include <filesystem>
#include <vector>

namespace warpscope::session {

class TargetsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { NameColumn, KindColumn, WhereColumn, ColumnCount };

    /// file: the targets file; empty: core::targetsFilePath().
    explicit TargetsModel(std::filesystem::path file = {}, QObject* parent = nullptr);

    /// Reads the file again. A missing file is an empty list; a damaged one leaves the list empty and
    /// returns the located message (the file is not overwritten until the user changes something).
    QString reload();
    const std::filesystem::path& file() const { return m_file; }
    const std::vector<core::Target>& targets() const { return m_targets; }
    /// The target named so, or null.
    const core::Target* find(const QString& name) const;

    /// Adds a target, or replaces the one at row (>= 0), and writes the file. Returns an empty string,
    /// or why not (a name already used, the file not writable).
    QString put(const core::Target& target, int row = -1);
    /// Removes the target at row and writes the file.
    QString remove(int row);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    /// The list changed (and the file with it).
    void targetsChanged();

private:
    QString save(std::vector<core::Target> next);

    std::filesystem::path m_file;
    std::vector<core::Target> m_targets;
};

/// "ssh" or "Slurm", as the user reads it.
QString targetKindText(core::TargetKind kind);

} // namespace warpscope::session
