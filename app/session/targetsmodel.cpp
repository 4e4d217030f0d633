#include "app/session/targetsmodel.h"

namespace warpscope::session {

QString targetKindText(core::TargetKind kind)
{
    switch (kind) {
    case core::TargetKind::Ssh:
        return TargetsModel::tr("ssh");
    case core::TargetKind::Slurm:
        return TargetsModel::tr("Slurm");
    case core::TargetKind::Local:
        break;
    }
    return TargetsModel::tr("this machine");
}

TargetsModel::TargetsModel(std::filesystem::path file, QObject* parent)
    : QAbstractTableModel(parent)
    , m_file(file.empty() ? core::targetsFilePath() : std::move(file))
{
    reload();
}

QString TargetsModel::reload()
{
    beginResetModel();
    m_targets.clear();
    QString error;
    std::error_code ec;
    if (std::filesystem::exists(m_file, ec)) {
        auto read = core::readTargetsFile(m_file);
        if (read)
            m_targets = std::move(*read);
        else
            error = QString::fromStdString(read.error().describe());
    }
    endResetModel();
    emit targetsChanged();
    return error;
}

const core::Target* TargetsModel::find(const QString& name) const
{
    for (const auto& t : m_targets)
        if (QString::fromStdString(t.name) == name)
            return &t;
    return nullptr;
}

QString TargetsModel::put(const core::Target& target, int row)
{
    for (int i = 0; i < int(m_targets.size()); ++i)
        if (i != row && m_targets[std::size_t(i)].name == target.name)
            return tr("A target named “%1” exists already; choose another name.")
                .arg(QString::fromStdString(target.name));
    std::vector<core::Target> next = m_targets;
    if (row >= 0 && row < int(next.size()))
        next[std::size_t(row)] = target;
    else
        next.push_back(target);
    return save(std::move(next));
}

QString TargetsModel::remove(int row)
{
    if (row < 0 || row >= int(m_targets.size()))
        return {};
    std::vector<core::Target> next = m_targets;
    next.erase(next.begin() + row);
    return save(std::move(next));
}

QString TargetsModel::save(std::vector<core::Target> next)
{
    if (auto st = core::writeTargetsFile(m_file, next); !st)
        return tr("The targets file %1 could not be written: %2")
            .arg(QString::fromStdString(m_file.string()), QString::fromStdString(st.error().describe()));
    beginResetModel();
    m_targets = std::move(next);
    endResetModel();
    emit targetsChanged();
    return {};
}

int TargetsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_targets.size());
}

int TargetsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TargetsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_targets.size()))
        return {};
    const core::Target& t = m_targets[std::size_t(index.row())];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case NameColumn:
            return QString::fromStdString(t.name);
        case KindColumn:
            return targetKindText(t.kind);
        case WhereColumn:
            return QString::fromStdString(t.url);
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && index.column() == WhereColumn)
        return t.remoteCli.empty()
            ? QString::fromStdString(t.url)
            : tr("%1\nwarpscope-cli there: %2").arg(QString::fromStdString(t.url), QString::fromStdString(t.remoteCli));
    return {};
}

QVariant TargetsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case KindColumn:
        return tr("Kind");
    case WhereColumn:
        return tr("Where");
    default:
        return {};
    }
}

} // namespace warpscope::session
