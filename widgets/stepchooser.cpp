// Which step of a pipeline the profile views show.
#include "widgets/stepchooser.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>

#include <algorithm>

namespace warpscope::widgets {

StepChooser::StepChooser(QWidget* parent)
    : QWidget(parent)
    , m_implementationLabel(new QLabel(tr("Implementation:")))
    , m_implementations(new QComboBox)
    , m_stepLabel(new QLabel(tr("Profile of:")))
    , m_steps(new QComboBox)
    , m_note(new QLabel)
{
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(4, 2, 4, 2);
    m_implementationLabel->setBuddy(m_implementations);
    m_implementations->setObjectName(QStringLiteral("profileImplementation"));
    m_implementations->setToolTip(
        tr("The implementation whose profile the hot spots, warp access and the editor's line metrics show; "
           "choosing another opens its source and profiles it"));
    m_implementations->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_stepLabel->setBuddy(m_steps);
    m_steps->setObjectName(QStringLiteral("profileStep"));
    m_steps->setToolTip(tr("The step of the pipeline whose counters, hot spots, memory chart and roofline are shown; "
                           "the step that executed the most instructions is shown first"));
    m_steps->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_note->setObjectName(QStringLiteral("profileStepNote"));
    m_note->setWordWrap(true);
    row->addWidget(m_implementationLabel);
    row->addWidget(m_implementations);
    row->addWidget(m_stepLabel);
    row->addWidget(m_steps);
    row->addWidget(m_note, 1);
    connect(m_steps, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0)
            emit stepChosen(i);
    });
    connect(m_implementations, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0)
            emit implementationChosen(m_implementations->itemText(i));
    });
    updateVisibility();
}

void StepChooser::setSteps(const QStringList& titles, int current)
{
    const QSignalBlocker block(m_steps);
    m_steps->clear();
    m_steps->addItems(titles);
    m_steps->setCurrentIndex(current);
    m_note->clear();
    updateVisibility();
}

void StepChooser::setImplementations(const QStringList& names, const QString& current)
{
    const QSignalBlocker block(m_implementations);
    m_implementations->clear();
    if (names.size() > 1)
        m_implementations->addItems(names);
    m_implementations->setCurrentIndex(std::max(0, int(names.indexOf(current))));
    updateVisibility();
}

void StepChooser::setCurrentImplementation(const QString& name)
{
    const int i = m_implementations->findText(name);
    if (i < 0)
        return;
    const QSignalBlocker block(m_implementations);
    m_implementations->setCurrentIndex(i);
}

QString StepChooser::currentImplementation() const
{
    return m_implementations->currentText();
}

void StepChooser::updateVisibility()
{
    const bool steps = m_steps->count() > 0;
    const bool implementations = m_implementations->count() > 1;
    m_stepLabel->setVisible(steps);
    m_steps->setVisible(steps);
    m_implementationLabel->setVisible(implementations);
    m_implementations->setVisible(implementations);
    setVisible(steps || implementations);
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
