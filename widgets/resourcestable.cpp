#include "widgets/resourcestable.h"

#include <QHeaderView>

namespace warpscope::widgets {

ResourcesTable::ResourcesTable(QWidget* parent)
    : QTableView(parent)
    , m_model(new ResourcesModel(this))
{
    setObjectName(QStringLiteral("resourcesTable"));
    setModel(m_model);
    setEditTriggers(NoEditTriggers);
    setSelectionBehavior(SelectRows);
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(true);
}

void ResourcesTable::setResources(const std::vector<core::KernelResources>& resources, const std::string& entryLowered,
    const std::map<std::string, std::string>& loweredNames)
{
    m_model->setResources(resources, entryLowered, loweredNames);
}

} // namespace warpscope::widgets
