#include "app/session/sessioninterface.h"

namespace warpscope::session {

SessionInterface::SessionInterface(QObject* parent)
    : QObject(parent)
{
    // every implementation delivers these across threads (queued signals)
    qRegisterMetaType<warpscope::core::Error>();
    qRegisterMetaType<warpscope::core::EnvironmentInfo>();
    qRegisterMetaType<warpscope::session::WorkerJob>();
    qRegisterMetaType<warpscope::session::CompileResultPtr>();
    qRegisterMetaType<warpscope::session::RunResultPtr>();
    qRegisterMetaType<warpscope::session::ImplementationsPtr>();
    qRegisterMetaType<warpscope::session::WorkerSupervisor::State>();
}

} // namespace warpscope::session
