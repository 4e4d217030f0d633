#include "app/hostkeydialog.h"

#include "app/session/deliver.h"
#include "core/remote/hostkeys.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <thread>

namespace warpscope::app {

HostKeyDialog::HostKeyDialog(
    const core::Target& target, const QString& message, QWidget* parent, const QString& againText)
    : QDialog(parent)
    , m_target(target)
    , m_message(message)
{
    setObjectName(QStringLiteral("hostKeyDialog"));
    setWindowTitle(tr("The server's host key was not accepted"));
    auto* layout = new QVBoxLayout(this);
    auto* why = new QLabel(message, this);
    why->setObjectName(QStringLiteral("hostKeyMessage"));
    why->setWordWrap(true);
    why->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(why);
    const bool changed = isChangedKey(message);
    const QString host = QString::fromStdString(
        target.port == 0 || target.port == 22 ? target.host : "[" + target.host + "]:" + std::to_string(target.port));
    auto* advice = new QLabel(changed
            ? tr("A changed key is never accepted here: someone may be listening in, or the server was reinstalled. "
                 "Ask the server's administrator. Only if they confirm the new key, remove the old one in a terminal "
                 "with\n    ssh-keygen -R '%1'\nand run again; Warpscope then asks you about the new key.")
                  .arg(host)
            : tr("Compare the fingerprints above with the ones the server's administrator gives you. If they match, "
                 "Warpscope adds the key to your known_hosts file (ssh's own list) and tries again. It reads the key "
                 "once more first and adds it only if its fingerprint is one shown here."),
        this);
    advice->setObjectName(QStringLiteral("hostKeyAdvice"));
    advice->setWordWrap(true);
    advice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(advice);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("hostKeyStatus"));
    m_status->setWordWrap(true);
    m_status->hide();
    layout->addWidget(m_status);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    if (!changed && !core::fingerprintsIn(message.toStdString()).empty()) {
        m_accept = buttons->addButton(
            againText.isEmpty() ? tr("Accept the key and run again") : againText, QDialogButtonBox::AcceptRole);
        m_accept->setObjectName(QStringLiteral("acceptHostKey"));
        connect(m_accept, &QPushButton::clicked, this, &HostKeyDialog::acceptKey);
    }
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setMinimumWidth(560);
}

bool HostKeyDialog::isChangedKey(const QString& message)
{
    return message.contains(QLatin1String("has CHANGED"));
}

void HostKeyDialog::acceptKey()
{
    m_accept->setEnabled(false);
    m_status->setText(tr("Reading the key the server offers and checking its fingerprint…"));
    m_status->show();
    const std::vector<std::string> shown = core::fingerprintsIn(m_message.toStdString());
    QPointer<HostKeyDialog> self(this);
    std::thread([self, target = m_target, shown] {
        auto added = core::acceptHostKeys(target, shown); // ssh-keyscan and ssh -G: off the GUI thread
        session::deliver(self, [added](HostKeyDialog* d) {
            if (!added) {
                d->m_status->setText(tr("Nothing was accepted: %1").arg(QString::fromStdString(added.error().message)));
                return;
            }
            emit d->keyAccepted(QString::fromStdString(*added));
            d->accept();
        });
    }).detach();
}

} // namespace warpscope::app
