#pragma once

// A SessionInterface for controller tests: records every request, hands out generations, and lets the
// test emit the results a worker would have sent. No thread, no worker process.

#include "app/session/sessioninterface.h"

#include <QList>
#include <QStringList>

class FakeSession : public warpscope::session::SessionInterface {
    Q_OBJECT
public:
    struct Run {
        warpscope::core::WorkerRunRequest request;
        QString tag;
        quint64 generation = 0;
    };

    using SessionInterface::SessionInterface;

    void requestEnvironment() override { ++environmentRequests; }
    quint64 requestCompile(const QString& taskPath, const QString&, const warpscope::core::CompileOptions&,
        const QString& tag, const QString&, const QString&) override
    {
        compiles << tag + QLatin1Char(':') + taskPath;
        return ++m_generation;
    }
    quint64 requestRun(warpscope::core::WorkerRunRequest request, const QString& tag, int) override
    {
        runs.push_back({std::move(request), tag, ++m_generation});
        return m_generation;
    }
    quint64 requestImplementationBench(
        const warpscope::core::Task&, const QString& candidate, const QString& baseline, const QString&) override
    {
        benches << candidate + QLatin1Char('/') + baseline;
        return ++m_generation;
    }
    void submit(warpscope::session::WorkerJob) override { ++jobs; }
    void cancel(const QString& tag) override { cancelled << tag; }
    void restartWorker() override { ++restarts; }
    warpscope::session::WorkerSupervisor::State workerState() const override
    {
        return warpscope::session::WorkerSupervisor::State::Ready;
    }

    QList<Run> runs;
    QStringList compiles;
    QStringList benches; ///< "candidate/baseline" per benchmark asked for
    QStringList cancelled;
    int environmentRequests = 0;
    int jobs = 0;
    int restarts = 0;

private:
    quint64 m_generation = 0;
};
