#pragma once

#include <QStringList>
#include <QWidget>

class QComboBox;
class QLabel;

namespace warpscope::widgets {

/// The "Profile of: step N" row above the profile views of a pipeline: one entry per step the run
/// analysed, and a note under it (e.g. that the step's kernel is in another file); for a task with
/// several implementations, an "Implementation" box before it chooses whose profile the overlays show.
/// Hidden when the run has no steps and the task one implementation.
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
    /// Lists the task's implementations (fewer than two hide the box) and selects `current` without
    /// emitting implementationChosen.
    void setImplementations(const QStringList& names, const QString& current);
    void setCurrentImplementation(const QString& name);
    /// The chosen implementation; empty when the task has one.
    QString currentImplementation() const;
    QComboBox* implementationBox() const { return m_implementations; }
    QString note() const;

signals:
    void stepChosen(int index);
    /// The reviewer chose another implementation: its source in the editor, its profile in the overlays.
    void implementationChosen(const QString& name);

private:
    void updateVisibility();

    QLabel* m_implementationLabel;
    QComboBox* m_implementations;
    QLabel* m_stepLabel;
    QComboBox* m_steps;
    QLabel* m_note;
};

} // namespace warpscope::widgets
