#pragma once

#include "core/task/task.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace warpscope::session {
class AppSettings;
}

namespace warpscope::app {

/// Whether a task may run its reference: a Python reference runs user code with the user's rights (here
/// or on a target), so it runs only for a task the user trusts; the answer is remembered per task file
/// in AppSettings. The question is asked through `ask` (a message box in the GUI, a canned answer in
/// tests), so the policy is tested without a dialog.
class TrustPolicy {
    Q_DECLARE_TR_FUNCTIONS(TrustPolicy)
public:
    /// Shows title and text, returns true when the user trusts the task.
    using Ask = std::function<bool(const QString& title, const QString& text)>;

    TrustPolicy(session::AppSettings* settings, Ask ask);

    /// True when the task may run: its reference is not Python, its file is already trusted, or the
    /// user trusts it now (remembered). target: the run target's name, empty for this computer.
    bool confirm(const core::Task& task, const QString& taskFile, const QString& target) const;
    /// The question asked: which script runs where, with whose rights, and that the answer is kept.
    static QString question(const QString& script, const QString& taskFile, const QString& target);

private:
    session::AppSettings* m_settings;
    Ask m_ask;
};

} // namespace warpscope::app
