#include "widgets/resourcestable.h"

#include "core/common/demangle.h"

#include <QHeaderView>

namespace warpscope::widgets {

ResourcesTable::ResourcesTable(QWidget* parent)
    : QTableWidget(0, ColumnCount, parent)
{
    setObjectName(QStringLiteral("resourcesTable"));
    setHorizontalHeaderLabels({tr("Kernel"), tr("Registers"), tr("Static shared (B)"), tr("Local/stack (B)"),
        tr("Spill stores (B)"), tr("Spill loads (B)"), tr("Constant (B)"), tr("Barriers")});
    setEditTriggers(NoEditTriggers);
    setSelectionBehavior(SelectRows);
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(true);
}

void ResourcesTable::setResources(const std::vector<core::KernelResources>& resources, const std::string& entryLowered,
    const std::map<std::string, std::string>& loweredNames)
{
    // Show the name the source uses ("scale<float>") rather than the mangled one, when known.
    std::map<std::string, std::string> readable;
    for (const auto& [expression, lowered] : loweredNames)
        readable[lowered] = expression;
    setRowCount(static_cast<int>(resources.size()));
    int row = 0;
    for (const core::KernelResources& r : resources) {
        const auto found = readable.find(r.kernel);
        const QString name
            = QString::fromStdString(found != readable.end() ? found->second : core::shortDemangledName(r.kernel));
        const int values[]
            = {r.registers, r.sharedStatic, r.local, r.spillStores, r.spillLoads, r.constant, r.barriers};
        auto* nameItem = new QTableWidgetItem(name);
        nameItem->setToolTip(QString::fromStdString(r.kernel));
        setItem(row, KernelColumn, nameItem);
        for (int c = 0; c < 7; ++c) {
            auto* item = new QTableWidgetItem(QString::number(values[c]));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            const bool spill = (c + 1 == SpillStoresColumn || c + 1 == SpillLoadsColumn) && values[c] > 0;
            if (spill) {
                item->setForeground(QColor(0xb3, 0x1d, 0x28));
                item->setToolTip(tr("Registers spill to local memory: every spill is a memory access."));
            }
            setItem(row, c + 1, item);
        }
        if (r.kernel == entryLowered)
            for (int c = 0; c < ColumnCount; ++c) {
                QFont f = item(row, c)->font();
                f.setBold(true);
                item(row, c)->setFont(f);
            }
        ++row;
    }
}

} // namespace warpscope::widgets
