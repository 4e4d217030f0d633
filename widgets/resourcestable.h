#pragma once

#include "widgets/resourcesmodel.h"

#include <QTableView>

namespace warpscope::widgets {

/// Per-kernel resources of a compile: registers, static shared, local/stack, spills, constant and
/// barriers. The entry kernel is shown in bold; spills, which cost local-memory traffic, in red.
class ResourcesTable : public QTableView {
    Q_OBJECT
public:
    explicit ResourcesTable(QWidget* parent = nullptr);

    /// One row per kernel; entryLowered is the mangled name of the kernel the task launches.
    void setResources(const std::vector<core::KernelResources>& resources, const std::string& entryLowered,
        const std::map<std::string, std::string>& loweredNames = {});
    ResourcesModel* resourcesModel() const { return m_model; }

private:
    ResourcesModel* m_model = nullptr;
};

} // namespace warpscope::widgets
