#pragma once

// The analysis as one ExecutionObserver (core/exec/observer.h): per CTA it counts (counters.h), runs
// racecheck, initcheck and synccheck, logs output accesses (outputwatch.h) and samples addresses;
// endCta merges in CTA order, so the report is the same for any number of emulator threads. Only
// the first launch it sees is analysed: a kernel reference launched after it on the same control is
// ignored.

#include "core/analysis/analysisreport.h"
#include "core/analysis/counters.h"
#include "core/analysis/counterscratch.h"
#include "core/analysis/findingset.h"
#include "core/analysis/outputwatch.h"
#include "core/analysis/provenance.h"
#include "core/analysis/sectorset.h"
#include "core/analysis/trafficmodel.h"
#include "core/common/defaults.h"
#include "core/exec/observer.h"

#include <atomic>
#include <memory>
#include <string>
#include <vector>

namespace warpscope::core::analysis {

/// What the analysis needs to know beyond the launch: the output buffers and the GPU for the roofline.
struct AnalysisConfig {
    std::vector<WatchedBuffer> buffers;
    std::string gpu = kDefaultGpu; ///< a resources/gpus.json name or match word
    std::uint64_t seed = 0; ///< recorded in the report
};

class AnalysisObserver final : public ExecutionObserver {
public:
    explicit AnalysisObserver(AnalysisConfig config);
    Interest interest() const override;
    void beginLaunch(const LaunchInfo& info) override;
    std::unique_ptr<CtaObserver> createCta(const CtaInfo& cta) override;
    void endCta(const CtaInfo& cta, std::unique_ptr<CtaObserver> sink) override;
    void endLaunch(bool completed) override;

    /// True once a launch was analysed (false on a backend that ignores observers).
    bool analysed() const { return m_launches > 0; }
    /// The counters, roofline, samples and findings (memcheck's are the emulator's, not here).
    AnalysisReport takeReport();
    Provenance takeProvenance() { return m_watch.takeProvenance(); }

private:
    AnalysisConfig m_config;
    int m_launches = 0;
    bool m_completed = true;
    LaunchInfo m_info;
    std::vector<InstructionTraits> m_traits;
    std::vector<InstructionCounters> m_pc;
    SectorSet m_sectors; ///< the DRAM model's sectors of the CTAs merged so far
    ScratchPool m_scratch;
    std::vector<AccessSample> m_samples;
    FindingSet m_findings;
    OutputWatch m_watch;
    std::vector<bool> m_l2OnlyLoads; ///< per pc: a load the traffic model sends past L1 (.cg, .volatile)
    std::unique_ptr<TrafficModel> m_traffic; ///< null when the GPU lacks the cache figures
    std::string m_trafficNote; ///< why there is no cache model
};

} // namespace warpscope::core::analysis
