// Reading `bench --json` back: every key the charts use is checked, and a bad one is named with its
// full path ("candidate.stats.median") so the user knows which document is damaged and where.
#include "app/benchdocument.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QFile>

namespace warpscope::app {

namespace {

using nlohmann::json;

/// The first problem found; thrown inside this file only and turned into the error text.
struct BadKey {
    QString key;
    QString what;
};

/// The messages' translation context.
class BenchText {
    Q_DECLARE_TR_FUNCTIONS(BenchDocument)
};

const json& at(const json& j, const char* key, const std::string& where)
{
    const std::string path = where.empty() ? key : where + "." + key;
    if (!j.is_object() || !j.contains(key))
        throw BadKey {QString::fromStdString(path), BenchText::tr("is missing")};
    return j.at(key);
}

std::string join(const std::string& where, const char* key)
{
    return where.empty() ? key : where + "." + key;
}

double number(const json& j, const char* key, const std::string& where)
{
    const json& v = at(j, key, where);
    if (!v.is_number())
        throw BadKey {QString::fromStdString(join(where, key)), BenchText::tr("is not a number")};
    return v.get<double>();
}

std::string text(const json& j, const char* key, const std::string& where)
{
    const json& v = at(j, key, where);
    if (!v.is_string())
        throw BadKey {QString::fromStdString(join(where, key)), BenchText::tr("is not a string")};
    return v.get<std::string>();
}

/// An optional string: absent or null reads as empty (older documents lack some keys).
std::string maybeText(const json& j, const char* key, const std::string& where)
{
    if (!j.contains(key) || j.at(key).is_null())
        return {};
    return text(j, key, where);
}

std::vector<double> numbers(const json& j, const char* key, const std::string& where)
{
    const json& v = at(j, key, where);
    if (!v.is_array())
        throw BadKey {QString::fromStdString(join(where, key)), BenchText::tr("is not a list of numbers")};
    std::vector<double> out;
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (!v[i].is_number())
            throw BadKey {QStringLiteral("%1[%2]").arg(QString::fromStdString(join(where, key))).arg(i),
                BenchText::tr("is not a number")};
        out.push_back(v[i].get<double>());
    }
    return out;
}

core::SampleStats stats(const json& j, const std::string& where)
{
    core::SampleStats s;
    s.count = std::size_t(number(j, "count", where));
    s.median = number(j, "median", where);
    s.q1 = number(j, "q1", where);
    s.q3 = number(j, "q3", where);
    s.iqr = number(j, "iqr", where);
    s.min = number(j, "min", where);
    s.max = number(j, "max", where);
    s.mean = number(j, "mean", where);
    s.stddev = number(j, "stddev", where);
    s.outliers = std::size_t(number(j, "outliers", where));
    return s;
}

std::vector<core::MetricValue> metricValues(const json& j, const std::string& where)
{
    if (!j.is_object())
        throw BadKey {QString::fromStdString(where), BenchText::tr("is not an object of metric values")};
    std::vector<core::MetricValue> out;
    for (const auto& [name, value] : j.items()) {
        if (!value.is_number())
            throw BadKey {QString::fromStdString(where + "." + name), BenchText::tr("is not a number")};
        out.push_back({name, value.get<double>()});
    }
    return out;
}

core::BenchSideResult side(const json& j, const std::string& where)
{
    core::BenchSideResult s;
    s.label = text(j, "label", where);
    s.entry = text(j, "entry", where);
    s.seconds = numbers(j, "seconds", where);
    s.stats = stats(at(j, "stats", where), where + ".stats");
    const std::string rw = where + ".roofline";
    const json& r = at(j, "roofline", where);
    s.roofline.bytes = number(r, "bytes", rw);
    s.roofline.flops = number(r, "flops", rw);
    s.roofline.bandwidth = number(r, "bandwidth", rw);
    s.roofline.peakFlops = number(r, "peak_flops", rw);
    s.roofline.source = maybeText(r, "source", rw);
    s.floor.seconds = number(r, "floor_seconds", rw);
    s.floor.basis = maybeText(r, "basis", rw);
    if (const json& m = at(j, "metrics", where); !m.is_null()) {
        core::KernelMetrics km;
        km.chip = maybeText(m, "chip", where + ".metrics");
        km.values = metricValues(at(m, "values", where + ".metrics"), where + ".metrics.values");
        s.metrics = km;
    }
    s.metricsError = maybeText(j, "metrics_error", where);
    if (j.contains("predicted") && !j.at("predicted").is_null()) {
        const json& p = j.at("predicted");
        s.predictedSource = maybeText(p, "source", where + ".predicted");
        s.predictedModel = maybeText(p, "dram_model", where + ".predicted");
        if (const json& v = at(p, "values", where + ".predicted"); !v.is_null())
            s.predicted = metricValues(v, where + ".predicted.values");
    }
    return s;
}

core::BenchmarkResult result(const json& j)
{
    core::BenchmarkResult r;
    if (!j.is_object())
        throw BadKey {BenchText::tr("(top level)"), BenchText::tr("is not a JSON object")};
    r.timer = text(j, "timer", {});
    r.timerNote = maybeText(j, "timer_note", {});
    r.cache = text(j, "cache", {});
    r.l2FlushBytes = std::uint64_t(number(j, "l2_flush_bytes", {}));
    r.warmup = int(number(j, "warmup", {}));
    r.repeats = int(number(j, "repeats", {}));
    r.scheme = maybeText(j, "scheme", {});
    r.order = maybeText(j, "order", {});
    r.device.name = text(at(j, "device", {}), "name", "device");
    r.gpuSpec = maybeText(j, "gpu_spec", {});
    r.candidate = side(at(j, "candidate", {}), "candidate");
    if (const json& b = at(j, "baseline", {}); !b.is_null())
        r.baseline = side(b, "baseline");
    if (const json& s = at(j, "speedup", {}); !s.is_null()) {
        r.speedups = numbers(s, "per_pair", "speedup");
        r.speedupStats = stats(s, "speedup");
    }
    const json& audit = at(j, "audit", {});
    if (!audit.is_array())
        throw BadKey {QStringLiteral("audit"), BenchText::tr("is not a list")};
    for (std::size_t i = 0; i < audit.size(); ++i) {
        const std::string w = "audit[" + std::to_string(i) + "]";
        const std::string verdict = text(audit[i], "verdict", w);
        const auto v = verdict == "pass" ? core::AuditVerdict::Pass
            : verdict == "fail"          ? core::AuditVerdict::Fail
                                         : core::AuditVerdict::NotApplicable;
        r.audit.push_back({text(audit[i], "check", w), v, maybeText(audit[i], "reason", w)});
    }
    return r;
}

} // namespace

std::optional<BenchDocument> parseBenchDocument(const QByteArray& bytes, const QString& path, QString* error)
{
    const json j = json::parse(bytes.constData(), bytes.constData() + bytes.size(), nullptr, false);
    if (j.is_discarded()) {
        if (error)
            *error = BenchText::tr("%1 is not JSON; open the file that `warpscope-cli bench --json` printed").arg(path);
        return std::nullopt;
    }
    try {
        BenchDocument d;
        d.path = path;
        d.result = result(j);
        d.task = QString::fromStdString(maybeText(j, "task", {}));
        d.baselineTask = QString::fromStdString(maybeText(j, "baseline_task", {}));
        d.text = QString::fromStdString(j.dump(2));
        return d;
    } catch (const BadKey& bad) {
        if (error)
            *error = BenchText::tr("%1: key '%2' %3; this is not a complete `warpscope-cli bench --json` document "
                                   "(rerun the benchmark with --json)")
                         .arg(path, bad.key, bad.what);
        return std::nullopt;
    }
}

std::optional<BenchDocument> readBenchDocument(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = BenchText::tr("%1 could not be read (%2); check the path and its rights")
                         .arg(path, file.errorString());
        return std::nullopt;
    }
    return parseBenchDocument(file.readAll(), path, error);
}

} // namespace warpscope::app
