// Which step of a pipeline the profile views show.
#include "widgets/stepchooser.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>

namespace warpscope::widgets {

StepChooser::StepChooser(QWidget* parent)
    : QWidget(parent)
    , m_steps(new QComboBox)
    , m_note(new QLabel)
{
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(4, 2, 4, 2);
    auto* label = new QLabel(tr("Profile of:"));
    label->setBuddy(m_steps);
    m_steps->setObjectName(QStringLiteral("profileStep"));
    m_steps->setToolTip(tr("The step of the pipeline whose counters, hot spots, memory chart and roofline are shown; "
                           "the step that executed the most instructions is shown first"));
    m_steps->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_note->setObjectName(QStringLiteral("profileStepNote"));
    m_note->setWordWrap(true);
    row->addWidget(label);
    row->addWidget(m_steps);
    row->addWidget(m_note, 1);
    connect(m_steps, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0)
            emit stepChosen(i);
    });
    hide();
}

void StepChooser::setSteps(const QStringList& titles, int current)
{
    const QSignalBlocker block(m_steps);
    m_steps->clear();
    m_steps->addItems(titles);
    m_steps->setCurrentIndex(current);
    m_note->clear();
    setVisible(!titles.isEmpty());
}

void StepChooser::setNote(const QString& text)
{
    m_note->setText(text);
}

void StepChooser::setCurrentStep(int index)
{
    const QSignalBlocker block(m_steps);
    m_steps->setCurrentIndex(index);
}

int StepChooser::currentStep() const
{
    return m_steps->currentIndex();
}

QString StepChooser::note() const
{
    return m_note->text();
}

} // namespace warpscope::widgets
