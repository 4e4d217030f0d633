#pragma once

// One target of Settings ▸ Targets, as a form: name, kind (ssh or Slurm), user, host, port, and for
// Slurm the partition, account, gres, time limit and extra srun arguments; optionally the far side's
// warpscope-cli and an ssh configuration file. OK checks the fields with the CLI's parser and keeps
// the form open with the reason beside the field when they are wrong.

#include "app/session/targetfields.h"

#include <QDialog>
#include <QMap>

class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;

namespace warpscope::app {

class TargetForm : public QDialog {
    Q_OBJECT
public:
    explicit TargetForm(QWidget* parent = nullptr);

    void setFields(const session::TargetFields& fields);
    session::TargetFields fields() const;
    /// The checked target, once accepted.
    const core::Target& target() const { return m_target; }
    /// The field's editor ("name", "user", "host", "port", "partition", "account", "gres", "time limit",
    /// "extra arguments", "remote cli", "ssh config"), for tests.
    QLineEdit* edit(const QString& field) const { return m_edits.value(field); }
    QComboBox* kindChooser() const { return m_kind; }
    /// Why the last OK was refused; empty when it was not.
    QString problem() const;

public slots:
    void accept() override;

private:
    QLineEdit* addEdit(const QString& field, const QString& placeholder, const QString& tip);
    void kindChanged();

    QComboBox* m_kind = nullptr;
    QGroupBox* m_slurm = nullptr;
    QLabel* m_problem = nullptr;
    QLabel* m_preview = nullptr;
    QMap<QString, QLineEdit*> m_edits;
    core::Target m_target;
};

} // namespace warpscope::app
