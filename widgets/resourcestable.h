#pragma once

#include "core/compile/compiler.h"

#include <QTableWidget>

#include <map>
#include <string>
#include <vector>

namespace warpscope::widgets {

/// Per-kernel resources of a compile: registers, static shared, local/stack, spills, constant and
/// barriers. The entry kernel is shown in bold; spills, which cost local-memory traffic, in red.
class ResourcesTable : public QTableWidget {
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

    explicit ResourcesTable(QWidget* parent = nullptr);

    /// One row per kernel; entryLowered is the mangled name of the kernel the task launches.
    void setResources(const std::vector<core::KernelResources>& resources, const std::string& entryLowered,
        const std::map<std::string, std::string>& loweredNames = {});
};

} // namespace warpscope::widgets
