// The pinned baseline's record (baseline.json) and reading its bundles back.
#include "app/baselinestore.h"

#include "core/compile/compilejson.h"
#include "core/pipeline/bundle.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

#include <nlohmann/json.hpp>

namespace warpscope::app {

namespace {

/// Reads one bundle; on failure the message names the folder and what to do.
session::RunResultPtr readOne(const QString& folder, QString* error)
{
    if (!QFileInfo(folder).isDir()) {
        *error = QCoreApplication::translate("BaselineStore",
            "The baseline's results folder %1 is gone (deleted, moved or cleaned from the cache). Pin "
            "another run or profile as the baseline (Run › Pin as baseline).")
                     .arg(folder);
        return nullptr;
    }
    auto bundle = core::readBundle(folder.toStdString());
    if (!bundle) {
        *error = QCoreApplication::translate("BaselineStore",
            "The baseline's results in %1 could not be read: %2. Pin another run or profile as the "
            "baseline.")
                     .arg(folder, QString::fromStdString(bundle.error().describe()));
        return nullptr;
    }
    return std::make_shared<const core::RunResult>(std::move(*bundle));
}

} // namespace

QString defaultBaselineFile()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("baseline.json"));
}

bool saveBaselineRecord(const BaselineRecord& r, const QString& file, QString* error)
{
    QJsonObject o;
    o[QStringLiteral("schema")] = 1;
    o[QStringLiteral("run_bundle")] = r.runBundle;
    o[QStringLiteral("profile_bundle")] = r.profileBundle;
    o[QStringLiteral("task_name")] = r.taskName;
    o[QStringLiteral("task_file")] = r.taskFile;
    o[QStringLiteral("source_text")] = r.sourceText;
    o[QStringLiteral("pinned_at")] = r.pinnedAt.toString(Qt::ISODate);
    QDir().mkpath(QFileInfo(file).path());
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(QJsonDocument(o).toJson()) < 0 || !out.commit()) {
        *error = QCoreApplication::translate("BaselineStore", "The baseline could not be remembered in %1: %2")
                     .arg(file, out.errorString());
        return false;
    }
    return true;
}

std::optional<BaselineRecord> loadBaselineRecord(const QString& file, QString* error)
{
    error->clear();
    QFile in(file);
    if (!in.exists())
        return std::nullopt;
    if (!in.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("BaselineStore", "The baseline record %1 could not be read: %2")
                     .arg(file, in.errorString());
        return std::nullopt;
    }
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(in.readAll(), &parse);
    if (!doc.isObject()) {
        *error = QCoreApplication::translate(
            "BaselineStore", "The baseline record %1 is damaged (%2); pin a baseline again.")
                     .arg(file, parse.errorString());
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    BaselineRecord r;
    r.runBundle = o.value(QStringLiteral("run_bundle")).toString();
    r.profileBundle = o.value(QStringLiteral("profile_bundle")).toString();
    r.taskName = o.value(QStringLiteral("task_name")).toString();
    r.taskFile = o.value(QStringLiteral("task_file")).toString();
    r.sourceText = o.value(QStringLiteral("source_text")).toString();
    r.pinnedAt = QDateTime::fromString(o.value(QStringLiteral("pinned_at")).toString(), Qt::ISODate);
    if (r.runBundle.isEmpty() && r.profileBundle.isEmpty()) {
        *error = QCoreApplication::translate(
            "BaselineStore", "The baseline record %1 names no results folder; pin a baseline again.")
                     .arg(file);
        return std::nullopt;
    }
    return r;
}

LoadedBaseline readBaseline(const BaselineRecord& record)
{
    LoadedBaseline loaded;
    loaded.record = record;
    session::RunResultPtr profile;
    if (!record.runBundle.isEmpty() && !(loaded.run = readOne(record.runBundle, &loaded.error)))
        return loaded;
    if (!record.profileBundle.isEmpty()) {
        profile = record.profileBundle == record.runBundle ? loaded.run : readOne(record.profileBundle, &loaded.error);
        if (!profile) {
            loaded.run.reset();
            return loaded;
        }
    }
    if (!loaded.run)
        loaded.run = profile;
    // the occupancy of the compile kept beside either bundle; a missing or damaged compile.json is no error
    for (const QString& folder : {record.runBundle, record.profileBundle}) {
        QFile file(QDir(folder).filePath(QStringLiteral("compile.json")));
        if (folder.isEmpty() || loaded.occupancy || !file.open(QIODevice::ReadOnly))
            continue;
        const auto json = nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
        if (auto compiled = core::compileResultFromJson(json); compiled && compiled->occupancy)
            loaded.occupancy = compiled->occupancy;
    }
    // the profile's metrics, else those of a run made with analysis (warpscope-cli run --analyze)
    for (const auto& candidate : {profile, loaded.run}) {
        if (!candidate || !candidate->metrics.is_object() || candidate->metrics.empty())
            continue;
        auto report = core::analysis::analysisReportFromJson(candidate->metrics);
        if (report) {
            loaded.report = std::move(*report);
            break;
        }
    }
    return loaded;
}

} // namespace warpscope::app
