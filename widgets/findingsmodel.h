#pragma once

#include "core/exec/finding.h"

#include <QAbstractTableModel>

#include <vector>

namespace warpscope::widgets {

/// The sanitizers' findings of a profiled launch as a table model, one row per deduplicated finding:
/// kind, source and PTX line, block, thread, buffer or address, occurrences and the message.
/// SortRole holds numbers as numbers (unknown lines sort first), LineRole and KernelRole where a row
/// leads.
class FindingsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        KindColumn,
        LineColumn,
        PtxLineColumn,
        BlockColumn,
        ThreadColumn,
        WhereColumn,
        CountColumn,
        MessageColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole,
        LineRole, ///< int: the finding's 1-based source line, 0 when unknown
        KernelRole, ///< QString: the launched kernel whose file the line is in
    };

    explicit FindingsModel(QObject* parent = nullptr);

    void setFindings(std::vector<core::Finding> findings);
    void clear();
    const core::Finding& findingAt(int row) const { return m_findings[std::size_t(row)]; }

    /// What a finding kind means, in a sentence naming its sanitizer (the Kind cell's tooltip).
    static QString kindDescription(core::Finding::Kind kind);
    /// "buffer x byte 12 (global)", "shared byte 4", "0x7f00": where the finding happened.
    static QString whereText(const core::Finding& f);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString cellText(const core::Finding& f, int column) const;

    std::vector<core::Finding> m_findings;
};

} // namespace warpscope::widgets
