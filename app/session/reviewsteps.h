#pragma once

#include "core/review/steps.h"

#include <QObject>
#include <QString>

#include <array>

namespace warpscope::session {

/// How each review step stands (Source → Compile → Run → Compare → Profile → Report), derived from
/// real results: the controllers that own those results call the slots below, the step bar shows the
/// badges and tooltips. A source edit marks the later results stale: they no longer describe the code.
class ReviewSteps : public QObject {
    Q_OBJECT
public:
    explicit ReviewSteps(QObject* parent = nullptr);

    core::StepBadge badge(core::ReviewStep step) const;
    /// A sentence saying why the badge is what it is.
    QString toolTip(core::ReviewStep step) const;
    /// True when the step's result predates the latest source edit.
    bool isStale(core::ReviewStep step) const;
    /// The step's name as the user sees it ("Compile").
    static QString title(core::ReviewStep step);

public slots:
    /// A task was opened: every step starts over.
    void taskOpened();
    /// The editor's text differs from the file.
    void sourceEdited();
    /// The editor's text was written to the file.
    void sourceSaved();
    /// NVRTC finished: ok false means errors (errorCount of them); warnings make it a warning.
    void compileFinished(bool ok, int warningCount, int errorCount);
    /// A run finished: every output passed or not, how many failed, and how many findings it reported.
    void runFinished(bool passed, int failedOutputs, int findingCount);
    /// A run came back with a launch that did not complete (budget, deadline, a fault): no verdict, and
    /// the Run and Compare steps say why instead of counting outputs.
    void runStopped(const QString& reason, const QString& message);
    /// The comparison view has the run's verdicts: failed outputs, and reviewer-relevant warnings
    /// (vacuous tolerance, constant reference, output unchanged across seeds).
    void compareFinished(int failedOutputs, int warningCount);
    /// A profile finished: ok false when it could not run; hintCount counts issues it points out
    /// (uncoalesced access, bank conflicts, low occupancy, spills).
    void profileFinished(bool ok, int hintCount);
    /// A profile whose launch did not complete: its counts cover only what ran, and the badge says so.
    void profileStopped(const QString& reason, const QString& message);
    /// The review's state: evidence captured, checklist items still open, decided, and failed.
    void reportChanged(int evidenceCount, int openItems, int decidedItems, int failedItems);

signals:
    void changed(core::ReviewStep step);

private:
    struct State {
        core::StepBadge badge = core::StepBadge::NotRun;
        QString toolTip;
        bool stale = false;
    };
    void set(core::ReviewStep step, core::StepBadge badge, const QString& toolTip);
    State& at(core::ReviewStep step) { return m_states[static_cast<std::size_t>(step)]; }
    const State& at(core::ReviewStep step) const { return m_states[static_cast<std::size_t>(step)]; }

    std::array<State, 6> m_states;
};

} // namespace warpscope::session
