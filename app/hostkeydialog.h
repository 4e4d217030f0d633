#pragma once

// The dialog of a host key ssh did not accept (issue 18, faults): it shows ssh's message with the
// fingerprints the server offers. An UNKNOWN key may be accepted here, after the user compared the
// fingerprints: the key is read again (ssh-keyscan), must carry one of the fingerprints shown, and is
// then added to the known_hosts file ssh uses (core/remote/hostkeys.h), on a thread of its own; then
// the run goes again. A CHANGED key is never accepted here: the dialog says how to remove the old line.

#include "core/remote/target.h"

#include <QDialog>
#include <QString>

class QLabel;
class QPushButton;

namespace warpscope::app {

class HostKeyDialog : public QDialog {
    Q_OBJECT
public:
    /// againText: the accept button's text, naming what goes again ("Accept the key and compile again");
    /// empty: "Accept the key and run again".
    HostKeyDialog(
        const core::Target& target, const QString& message, QWidget* parent = nullptr, const QString& againText = {});

    /// Whether ssh's message says the key CHANGED (then nothing can be accepted here).
    static bool isChangedKey(const QString& message);
    QPushButton* acceptButton() const { return m_accept; }

signals:
    /// The key was added to this known_hosts file; the run may go again.
    void keyAccepted(const QString& knownHostsFile);

private:
    void acceptKey();

    core::Target m_target;
    QString m_message;
    QLabel* m_status;
    QPushButton* m_accept = nullptr;
};

} // namespace warpscope::app
