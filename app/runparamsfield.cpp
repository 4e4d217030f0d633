// The Run toolbar's Params field: overrides checked against the task's own params, for Run, Profile and
// the shape sweep alike, so "n=33" on a task whose param is N is refused with the names it knows.
#include "app/runcontroller.h"

#include "app/session/taskdocument.h"

#include <QLineEdit>

namespace warpscope::app {

QStringList RunController::taskParamNames() const
{
    QStringList names;
    if (m_task->isOpen())
        for (const auto& [name, value] : m_task->task().params)
            names << QString::fromStdString(name);
    return names;
}

bool RunController::paramOverrides(RunParams::Values* out, QString* why) const
{
    if (!RunParams::parseOverrides(m_params->text(), out, why))
        return false;
    return !m_task->isOpen() || RunParams::checkNames(*out, taskParamNames(), tr("Params"), why);
}

void RunController::validateParamsField()
{
    RunParams::Values values;
    QString why;
    const bool ok = m_params->text().trimmed().isEmpty() || paramOverrides(&values, &why);
    m_params->setStyleSheet(ok ? QString() : QStringLiteral("QLineEdit { border: 1px solid #c00000; }"));
    m_params->setToolTip(
        ok ? tr("Overrides of the task's [params] for this run: NAME=integer, separated by commas") : why);
}

} // namespace warpscope::app
