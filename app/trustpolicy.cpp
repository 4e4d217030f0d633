// The trust asked once per task before its Python reference runs.
#include "app/trustpolicy.h"

#include "app/session/appsettings.h"

namespace warpscope::app {

TrustPolicy::TrustPolicy(session::AppSettings* settings, Ask ask)
    : m_settings(settings)
    , m_ask(std::move(ask))
{ }

QString TrustPolicy::question(const QString& script, const QString& taskFile, const QString& target)
{
    return target.isEmpty()
        ? tr("The reference of this task is the Python script “%1”, which runs on this computer with your rights. "
             "Trust the task only if you trust where it came from. Warpscope remembers your answer for %2.")
              .arg(script, taskFile)
        : tr("The reference of this task is the Python script “%1”, which runs on the target %3 with your rights "
             "there. Trust the task only if you trust where it came from. Warpscope remembers your answer for %2.")
              .arg(script, taskFile, target);
}

bool TrustPolicy::confirm(const core::Task& task, const QString& taskFile, const QString& target) const
{
    if (task.reference.kind != core::ReferenceSpec::Kind::Python || m_settings->isTrusted(taskFile))
        return true;
    const QString script = QString::fromStdString(task.reference.script);
    if (!m_ask || !m_ask(tr("Trust this task?"), question(script, taskFile, target)))
        return false;
    m_settings->setTrusted(taskFile, true);
    return true;
}

} // namespace warpscope::app
