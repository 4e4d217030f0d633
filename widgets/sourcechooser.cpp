// Which of a task's kernel source files the editor shows.
#include "widgets/sourcechooser.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>

namespace warpscope::widgets {

SourceChooser::SourceChooser(QWidget* parent)
    : QWidget(parent)
    , m_files(new QComboBox)
{
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(4, 2, 4, 2);
    auto* label = new QLabel(tr("&Source:"));
    label->setBuddy(m_files);
    m_files->setObjectName(QStringLiteral("kernelSourceFile"));
    m_files->setToolTip(tr("The task's kernels live in several files: the editor, PTX, SASS and line metrics show "
                           "the file chosen here"));
    m_files->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    row->addWidget(label);
    row->addWidget(m_files);
    row->addStretch(1);
    connect(m_files, &QComboBox::activated, this, [this](int i) {
        if (i >= 0)
            emit sourceChosen(m_files->itemData(i).toString());
    });
    hide();
}

void SourceChooser::setSources(
    const QStringList& files, const QStringList& references, const QStringList& linked, const QString& current)
{
    const QSignalBlocker block(m_files);
    m_files->clear();
    for (const QString& file : files) {
        QString label = file;
        if (references.contains(file))
            label = tr("%1 (reference)").arg(file);
        else if (linked.contains(file))
            label = tr("%1 (named by the PTX's line info)").arg(file);
        m_files->addItem(label, file);
    }
    setCurrent(current);
    setVisible(files.size() > 1);
}

void SourceChooser::setCurrent(const QString& file)
{
    const QSignalBlocker block(m_files);
    m_files->setCurrentIndex(m_files->findData(file));
}

QString SourceChooser::current() const
{
    return m_files->currentData().toString();
}

} // namespace warpscope::widgets
