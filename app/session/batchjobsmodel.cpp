#include "app/session/batchjobsmodel.h"

#include <QDateTime>

namespace warpscope::session {

BatchJobsModel::BatchJobsModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void BatchJobsModel::setJobs(std::vector<core::BatchJob> jobs)
{
    beginResetModel();
    std::vector<QString> texts(jobs.size());
    for (std::size_t i = 0; i < jobs.size(); ++i) // the texts of jobs whose state did not change stay
        for (std::size_t j = 0; j < m_jobs.size(); ++j)
            if (m_jobs[j].jobId == jobs[i].jobId && m_jobs[j].state == jobs[i].state)
                texts[i] = m_stateTexts[j];
    m_jobs = std::move(jobs);
    m_stateTexts = std::move(texts);
    endResetModel();
}

const core::BatchJob* BatchJobsModel::jobAt(int row) const
{
    if (row < 0 || row >= int(m_jobs.size()))
        return nullptr;
    return &m_jobs[m_jobs.size() - 1 - std::size_t(row)];
}

void BatchJobsModel::setStateText(const QString& jobId, const QString& text)
{
    for (std::size_t i = 0; i < m_jobs.size(); ++i)
        if (QString::fromStdString(m_jobs[i].jobId) == jobId) {
            m_stateTexts[i] = text;
            const int row = int(m_jobs.size() - 1 - i);
            emit dataChanged(index(row, StateColumn), index(row, StateColumn));
        }
}

int BatchJobsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_jobs.size());
}

int BatchJobsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BatchJobsModel::data(const QModelIndex& index, int role) const
{
    const core::BatchJob* job = jobAt(index.row());
    if (!job || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    const std::size_t i = m_jobs.size() - 1 - std::size_t(index.row());
    switch (index.column()) {
    case JobColumn:
        return QString::fromStdString(job->jobId);
    case TargetColumn:
        return QString::fromStdString(job->target);
    case WhatColumn: {
        QStringList args;
        for (const std::string& a : job->args)
            args << QString::fromStdString(a);
        const bool sweep = args.contains(QStringLiteral("--sweep"));
        const QString what = sweep ? tr("sweep of %1").arg(QString::fromStdString(job->task))
            : job->command == "bench"
            ? tr("benchmark of %1").arg(QString::fromStdString(job->task))
            : tr("%1 of %2").arg(QString::fromStdString(job->command), QString::fromStdString(job->task));
        return role == Qt::ToolTipRole ? what + QLatin1Char(' ') + args.join(QLatin1Char(' ')) : what;
    }
    case SubmittedColumn: {
        const QDateTime at = QDateTime::fromString(QString::fromStdString(job->submittedAt), Qt::ISODate);
        return at.isValid() ? at.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"))
                            : QString::fromStdString(job->submittedAt);
    }
    case StateColumn:
        if (role == Qt::ToolTipRole && !job->fetchedTo.empty())
            return tr("Fetched into %1").arg(QString::fromStdString(job->fetchedTo));
        return m_stateTexts[i].isEmpty() ? QString::fromStdString(job->state) : m_stateTexts[i];
    default:
        return {};
    }
}

QVariant BatchJobsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case JobColumn:
        return tr("Job");
    case TargetColumn:
        return tr("Target");
    case WhatColumn:
        return tr("What");
    case SubmittedColumn:
        return tr("Submitted");
    case StateColumn:
        return tr("State");
    default:
        return {};
    }
}

} // namespace warpscope::session
