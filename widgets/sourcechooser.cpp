// Which of a task's kernel source files the editor shows.
#include "widgets/sourcechooser.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>

namespace warpscope::widgets {

namespace {
constexpr int kImplementationRole = Qt::UserRole + 1;
} // namespace

SourceChooser::SourceChooser(QWidget* parent)
    : QWidget(parent)
    , m_files(new QComboBox)
{
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(4, 2, 4, 2);
    auto* label = new QLabel(tr("&Source:"));
    label->setBuddy(m_files);
    m_files->setObjectName(QStringLiteral("kernelSourceFile"));
    m_files->setToolTip(tr("The task's kernels live in several files or implementations: the editor, PTX, SASS, "
                           "resources and line metrics show the one chosen here, compiled for its implementation's "
                           "architecture"));
    m_files->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    row->addWidget(label);
    row->addWidget(m_files);
    row->addStretch(1);
    connect(m_files, &QComboBox::activated, this, [this](int i) {
        if (i >= 0)
            emit sourceChosen(m_files->itemData(i).toString(), m_files->itemData(i, kImplementationRole).toString());
    });
    hide();
}

void SourceChooser::setSources(
    const QStringList& files, const QStringList& references, const QStringList& linked, const QString& current)
{
    QList<Choice> choices;
    for (const QString& file : files)
        choices.append({file, {}});
    setChoices(choices, references, linked, {current, {}});
}

void SourceChooser::setChoices(
    const QList<Choice>& choices, const QStringList& references, const QStringList& linked, const Choice& current)
{
    const QSignalBlocker block(m_files);
    m_files->clear();
    for (const Choice& choice : choices) {
        const QString& file = choice.file;
        QString label = file;
        if (!choice.implementation.isEmpty())
            label = tr("%1 (%2)", "a kernel source file and the implementation it belongs to")
                        .arg(file, choice.implementation);
        else if (references.contains(file))
            label = tr("%1 (reference)").arg(file);
        else if (linked.contains(file))
            label = tr("%1 (named by the PTX's line info)").arg(file);
        m_files->addItem(label, file);
        m_files->setItemData(m_files->count() - 1, choice.implementation, kImplementationRole);
    }
    setCurrent(current.file, current.implementation);
    setVisible(choices.size() > 1);
}

void SourceChooser::setCurrent(const QString& file, const QString& implementation)
{
    const QSignalBlocker block(m_files);
    int first = -1;
    for (int i = 0; i < m_files->count(); ++i) {
        if (m_files->itemData(i).toString() != file)
            continue;
        if (first < 0)
            first = i;
        if (m_files->itemData(i, kImplementationRole).toString() == implementation) {
            first = i;
            break;
        }
    }
    m_files->setCurrentIndex(first);
}

QString SourceChooser::current() const
{
    return m_files->currentData().toString();
}

QString SourceChooser::currentImplementation() const
{
    return m_files->currentData(kImplementationRole).toString();
}

} // namespace warpscope::widgets
