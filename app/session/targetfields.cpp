#include "app/session/targetfields.h"

#include <sstream>

namespace warpscope::session {

namespace {

const char* const kPartition = "--partition=";
const char* const kAccount = "--account=";
const char* const kGres = "--gres=";
const char* const kTime = "--time=";

bool startsWith(const std::string& s, const char* prefix)
{
    return s.rfind(prefix, 0) == 0;
}

bool hasSpace(const std::string& s)
{
    return s.find_first_of(" \t\n") != std::string::npos;
}

} // namespace

TargetFields fieldsOf(const core::Target& t)
{
    TargetFields f;
    f.name = t.name;
    f.kind = t.kind;
    f.user = t.user;
    f.host = t.host;
    f.port = t.port > 0 ? std::to_string(t.port) : std::string();
    f.remoteCli = t.remoteCli;
    f.sshConfig = t.sshConfig;
    for (const std::string& o : t.srunOptions) {
        std::string* slot = nullptr;
        std::string value;
        for (auto [prefix, field] :
            {std::pair {kPartition, &f.partition}, {kAccount, &f.account}, {kGres, &f.gres}, {kTime, &f.timeLimit}})
            if (startsWith(o, prefix) && field->empty()) {
                slot = field;
                value = o.substr(std::string(prefix).size());
            }
        if (slot)
            *slot = value;
        else
            f.extraArgs += (f.extraArgs.empty() ? "" : " ") + o;
    }
    return f;
}

std::string urlOf(const TargetFields& f)
{
    if (f.kind == core::TargetKind::Local)
        return "local";
    std::string host = f.host;
    if (host.find(':') != std::string::npos && host.front() != '[')
        host = "[" + host + "]"; // an IPv6 address
    std::string url = "ssh://" + (f.user.empty() ? std::string() : f.user + "@") + host
        + (f.port.empty() ? std::string() : ":" + f.port);
    if (f.kind != core::TargetKind::Slurm)
        return url;
    url = "slurm:" + url;
    for (auto [prefix, value] :
        {std::pair {kPartition, &f.partition}, {kAccount, &f.account}, {kGres, &f.gres}, {kTime, &f.timeLimit}})
        if (!value->empty())
            url += " " + std::string(prefix) + *value;
    if (!f.extraArgs.empty())
        url += " " + f.extraArgs;
    return url;
}

core::Result<core::Target> targetOf(const TargetFields& f)
{
    using core::ErrorCode;
    if (auto st = core::checkTargetName(f.name, "name"); !st)
        return st.error();
    if (f.kind == core::TargetKind::Local)
        return core::makeError(
            ErrorCode::BadInput, "this machine is always offered as Auto, Emulator and CUDA GPU", {}, 0, "kind");
    if (f.host.empty())
        return core::makeError(ErrorCode::BadInput,
            f.kind == core::TargetKind::Slurm ? "the login node's host name is missing (e.g. login.cluster.example)"
                                              : "the host name is missing (e.g. gpubox, or an alias of ~/.ssh/config)",
            {}, 0, "host");
    if (!f.port.empty() && f.port.find_first_not_of("0123456789") != std::string::npos)
        return core::makeError(ErrorCode::BadInput,
            "the port '" + f.port + "' is not a number (e.g. 22); leave it empty for ssh's own", {}, 0, "port");
    for (auto [field, value] : {std::pair {"partition", &f.partition}, {"account", &f.account}, {"gres", &f.gres},
             {"time limit", &f.timeLimit}})
        if (hasSpace(*value))
            return core::makeError(ErrorCode::BadInput,
                "'" + *value
                    + "' holds a space; write one value (e.g. gpu, gpu:1, 30), more options go in the extra "
                      "arguments",
                {}, 0, field);
    auto t = core::parseTargetUrl(urlOf(f), "target " + f.name);
    if (!t)
        return t.error();
    t->name = f.name;
    t->remoteCli = f.remoteCli;
    t->sshConfig = f.sshConfig;
    return t;
}

} // namespace warpscope::session
