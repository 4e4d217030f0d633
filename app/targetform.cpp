#include "app/targetform.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace warpscope::app {

TargetForm::TargetForm(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("targetForm"));
    setWindowTitle(tr("Run target"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    layout->addLayout(form);

    form->addRow(tr("Name:"),
        addEdit(QStringLiteral("name"), tr("e.g. gpubox"), tr("How the Backend chooser and --target name it")));
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("targetKind"));
    m_kind->addItem(tr("GPU server over ssh"), int(core::TargetKind::Ssh));
    m_kind->addItem(tr("Slurm cluster (through its login node)"), int(core::TargetKind::Slurm));
    form->addRow(tr("Kind:"), m_kind);
    form->addRow(tr("Host:"),
        addEdit(QStringLiteral("host"), tr("e.g. gpubox.lab.example, or an alias of ~/.ssh/config"),
            tr("For Slurm: the login node. ssh resolves it with your ~/.ssh/config (keys, agent, ProxyJump)")));
    form->addRow(tr("User:"), addEdit(QStringLiteral("user"), tr("empty: ssh's own choice"), QString()));
    form->addRow(tr("Port:"), addEdit(QStringLiteral("port"), tr("empty: ssh's own choice (22)"), QString()));

    m_slurm = new QGroupBox(tr("Slurm options (given to salloc and srun)"), this);
    auto* slurmForm = new QFormLayout(m_slurm);
    slurmForm->addRow(tr("Partition:"), addEdit(QStringLiteral("partition"), tr("e.g. gpu"), QString()));
    slurmForm->addRow(tr("Account:"), addEdit(QStringLiteral("account"), tr("empty: your default"), QString()));
    slurmForm->addRow(tr("GPUs (gres):"), addEdit(QStringLiteral("gres"), tr("e.g. gpu:1 or gpu:h100:1"), QString()));
    slurmForm->addRow(tr("Time limit:"),
        addEdit(QStringLiteral("time limit"), tr("minutes, or HH:MM:SS (e.g. 30)"),
            tr("How long the allocation kept for the session may last")));
    slurmForm->addRow(tr("Extra arguments:"),
        addEdit(QStringLiteral("extra arguments"), tr("e.g. --qos=short --constraint=h100"),
            tr("More srun options, separated by spaces; each starts with '-'")));
    layout->addWidget(m_slurm);

    auto* advanced = new QFormLayout;
    advanced->addRow(tr("warpscope-cli there:"),
        addEdit(QStringLiteral("remote cli"), tr("empty: copied there when missing, else PATH"),
            tr("A path on the far side; a target with one is never copied to")));
    advanced->addRow(tr("ssh configuration:"),
        addEdit(QStringLiteral("ssh config"), tr("empty: ~/.ssh/config"), tr("A file given to ssh -F")));
    layout->addLayout(advanced);

    m_preview = new QLabel(this);
    m_preview->setObjectName(QStringLiteral("targetUrl"));
    m_preview->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_preview->setWordWrap(true);
    layout->addWidget(m_preview);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("targetProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
    m_problem->hide();
    layout->addWidget(m_problem);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &TargetForm::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &TargetForm::reject);
    layout->addWidget(buttons);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &TargetForm::kindChanged);
    for (QLineEdit* e : std::as_const(m_edits))
        connect(e, &QLineEdit::textChanged, this,
            [this] { m_preview->setText(tr("URL: %1").arg(QString::fromStdString(session::urlOf(fields())))); });
    kindChanged();
    setMinimumWidth(560);
}

QLineEdit* TargetForm::addEdit(const QString& field, const QString& placeholder, const QString& tip)
{
    auto* e = new QLineEdit(this);
    e->setObjectName(QStringLiteral("target_") + QString(field).replace(' ', '_'));
    e->setPlaceholderText(placeholder);
    e->setToolTip(tip);
    m_edits.insert(field, e);
    return e;
}

void TargetForm::kindChanged()
{
    m_slurm->setEnabled(m_kind->currentData().toInt() == int(core::TargetKind::Slurm));
    m_preview->setText(tr("URL: %1").arg(QString::fromStdString(session::urlOf(fields()))));
}

void TargetForm::setFields(const session::TargetFields& f)
{
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(int(f.kind))));
    const std::pair<const char*, const std::string*> values[]
        = {{"name", &f.name}, {"user", &f.user}, {"host", &f.host}, {"port", &f.port}, {"partition", &f.partition},
            {"account", &f.account}, {"gres", &f.gres}, {"time limit", &f.timeLimit}, {"extra arguments", &f.extraArgs},
            {"remote cli", &f.remoteCli}, {"ssh config", &f.sshConfig}};
    for (const auto& [field, value] : values)
        m_edits.value(QLatin1String(field))->setText(QString::fromStdString(*value));
}

session::TargetFields TargetForm::fields() const
{
    session::TargetFields f;
    f.kind = core::TargetKind(m_kind->currentData().toInt());
    const auto text
        = [this](const char* field) { return m_edits.value(QLatin1String(field))->text().trimmed().toStdString(); };
    f.name = text("name");
    f.user = text("user");
    f.host = text("host");
    f.port = text("port");
    if (f.kind == core::TargetKind::Slurm) {
        f.partition = text("partition");
        f.account = text("account");
        f.gres = text("gres");
        f.timeLimit = text("time limit");
        f.extraArgs = text("extra arguments");
    }
    f.remoteCli = text("remote cli");
    f.sshConfig = text("ssh config");
    return f;
}

QString TargetForm::problem() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

void TargetForm::accept()
{
    auto target = session::targetOf(fields());
    if (!target) {
        const core::Error& e = target.error();
        m_problem->setText(tr("%1: %2").arg(QString::fromStdString(e.field), QString::fromStdString(e.message)));
        m_problem->show();
        if (QLineEdit* edit = m_edits.value(QString::fromStdString(e.field)))
            edit->setFocus();
        return;
    }
    m_problem->hide();
    m_target = *target;
    QDialog::accept();
}

} // namespace warpscope::app
