#pragma once

#include <QStringList>
#include <QWidget>

class QComboBox;
class QLabel;

namespace warpscope::widgets {

/// The "Profile of: step N" row above the profile views of a pipeline: one entry per step the run
/// analysed, and a note under it (e.g. that the step's kernel is in another file). Hidden when the
/// run has no steps.
class StepChooser : public QWidget {
    Q_OBJECT
public:
    explicit StepChooser(QWidget* parent = nullptr);

    /// Lists the steps and selects `current` without emitting stepChosen; an empty list hides the row.
    void setSteps(const QStringList& titles, int current);
    void setNote(const QString& text);
    /// Selects a step without emitting stepChosen (the editor moved to that step's file).
    void setCurrentStep(int index);
    int currentStep() const;
    QString note() const;

signals:
    void stepChosen(int index);

private:
    QComboBox* m_steps;
    QLabel* m_note;
};

} // namespace warpscope::widgets
