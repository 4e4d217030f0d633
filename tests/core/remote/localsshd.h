#pragma once

// A throwaway OpenSSH server for the remote-target tests: on 127.0.0.1 and a free port, with host and
// user keys made for it in the test's folder, key login only, started as a child whose PID is kept
// and stopped by it. Client configurations (`NAME.config`) pin the user key and a known-hosts file.

#include "core/common/process.h"

#include <QProcess>
#include <QString>
#include <QThread>

#include <arpa/inet.h>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <map>
#include <netinet/in.h>
#include <string>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <unistd.h>

namespace wstest {

/// A port nobody listens on now (bound, read, closed).
inline int freePort()
{
    const int s = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a {};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ::bind(s, reinterpret_cast<sockaddr*>(&a), sizeof a);
    socklen_t len = sizeof a;
    ::getsockname(s, reinterpret_cast<sockaddr*>(&a), &len);
    ::close(s);
    return ntohs(a.sin_port);
}

/// The sshd binary, or empty when OpenSSH's server is not installed.
inline std::string sshdProgram()
{
    using warpscope::core::findOnPath;
    if (findOnPath("ssh").empty() || findOnPath("ssh-keygen").empty())
        return {};
    return !findOnPath("/usr/sbin/sshd").empty() ? "/usr/sbin/sshd" : findOnPath("sshd");
}

/// Why this machine cannot start the throwaway server, or empty: sshd refuses to start without its
/// privilege-separation folder, which only root can create.
inline std::string sshdMissing()
{
    if (sshdProgram().empty())
        return "OpenSSH server or client is not installed (apt-get install openssh-server openssh-client)";
    std::error_code ec;
    std::filesystem::create_directories("/run/sshd", ec);
    if (!std::filesystem::is_directory("/run/sshd"))
        return "sshd needs /run/sshd; create it as root (install -d -m 755 /run/sshd)";
    return {};
}

/// The throwaway server. dir must be short (ssh's control-socket paths have a length limit).
class LocalSshd {
public:
    ~LocalSshd() { stop(); }

    /// Makes the keys and configurations, starts sshd with `setEnv` (NAME=VALUE words for sshd's
    /// SetEnv) and waits until the user key logs in. Returns an empty string, or what went wrong.
    std::string start(const std::string& dir, const std::string& setEnv)
    {
        m_dir = dir;
        for (const char* k : {"host", "user", "otherhost"})
            if (!std::filesystem::exists(file(k)))
                (void)warpscope::core::runProcess(
                    {"ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", k, "-f", file(k)}, {},
                    std::chrono::seconds(20));
        std::filesystem::copy_file(
            file("user.pub"), file("authorized_keys"), std::filesystem::copy_options::overwrite_existing);
        m_port = freePort();
        std::ofstream(file("known_hosts")) << keyLine("host.pub");
        std::ofstream(file("known_hosts_changed")) << keyLine("otherhost.pub");
        std::ofstream(file("known_hosts_empty"));
        for (const char* kh : {"known_hosts", "known_hosts_changed", "known_hosts_empty"})
            std::ofstream(file(kh) + ".config") << "Host *\n  IdentityFile " << file("user")
                                                << "\n  IdentitiesOnly yes\n  UserKnownHostsFile " << file(kh) << "\n";
        std::ofstream(file("sshd_config"))
            << "ListenAddress 127.0.0.1\nPort " << m_port << "\nHostKey " << file("host") << "\nPidFile "
            << file("sshd.pid") << "\nAuthorizedKeysFile " << file("authorized_keys")
            << "\nPubkeyAuthentication yes\nPasswordAuthentication no\nKbdInteractiveAuthentication no\n"
               "PermitRootLogin prohibit-password\nUsePAM no\nStrictModes no\nPrintMotd no\nUseDNS no\n"
               "X11Forwarding no\nAllowTcpForwarding no\nMaxStartups 50\n"
            << (setEnv.empty() ? std::string() : "SetEnv " + setEnv + "\n");
        std::error_code ec;
        std::filesystem::create_directories("/run/sshd", ec); // privilege separation; sshd refuses without it
        // a test that crashes must not leave a server behind
        m_sshd.setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
        m_sshd.setStandardOutputFile(QString::fromStdString(file("sshd.log")));
        m_sshd.setStandardErrorFile(QString::fromStdString(file("sshd.log")));
        m_sshd.start(
            QString::fromStdString(sshdProgram()), {"-D", "-e", "-f", QString::fromStdString(file("sshd_config"))});
        if (!m_sshd.waitForStarted(5000))
            return "sshd did not start";
        m_pid = m_sshd.processId();
        for (int i = 0; i < 100; ++i) {
            auto probe = warpscope::core::runProcess({"ssh", "-F", file("known_hosts.config"), "-o", "BatchMode=yes",
                                                         "-p", std::to_string(m_port), "127.0.0.1", "true"},
                {}, std::chrono::seconds(5));
            if (probe && probe->exitCode == 0)
                return {};
            if (m_sshd.state() != QProcess::Running)
                return "sshd stopped at start-up; see " + file("sshd.log");
            QThread::msleep(50);
        }
        return "sshd did not accept the test key within 5 s";
    }

    /// Stops the server by its PID.
    void stop()
    {
        if (m_pid > 0) {
            ::kill(static_cast<pid_t>(m_pid), SIGTERM);
            m_sshd.waitForFinished(5000);
            m_pid = 0;
        }
    }

    int port() const { return m_port; }
    qint64 pid() const { return m_pid; }
    std::string file(const std::string& name) const { return m_dir + "/" + name; }

private:
    std::string keyLine(const char* pub) const
    {
        std::ifstream in(file(pub));
        std::string type, key;
        in >> type >> key;
        return "[127.0.0.1]:" + std::to_string(m_port) + " " + type + " " + key + "\n";
    }

    std::string m_dir;
    QProcess m_sshd;
    qint64 m_pid = 0;
    int m_port = 0;
};

} // namespace wstest
