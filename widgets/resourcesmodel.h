#pragma once

#include "core/compile/compiler.h"

#include <QAbstractTableModel>

#include <map>
#include <string>
#include <vector>

namespace warpscope::widgets {

/// Per-kernel resources of a compile as a table model: registers, static shared, local/stack, spills,
/// constant and barriers. The entry kernel's row is bold (Qt::FontRole); spills, which cost local-memory
/// traffic, red with a tooltip saying why.
class ResourcesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        KernelColumn,
        RegistersColumn,
        SharedColumn,
        LocalColumn,
        SpillStoresColumn,
        SpillLoadsColumn,
        ConstantColumn,
        BarriersColumn,
        ColumnCount
    };

    explicit ResourcesModel(QObject* parent = nullptr);

    /// One row per kernel; entryLowered is the mangled name of the kernel the task launches, loweredNames
    /// maps the source's name expressions ("scale<float>") to their mangled names.
    void setResources(const std::vector<core::KernelResources>& resources, const std::string& entryLowered,
        const std::map<std::string, std::string>& loweredNames = {});

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        core::KernelResources resources;
        QString name; ///< as the source spells it when known, else the short demangled name
        bool entry = false;
    };
    static int value(const core::KernelResources& r, int column);

    std::vector<Row> m_rows;
};

} // namespace warpscope::widgets
