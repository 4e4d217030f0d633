// Accepting an unknown host key from Warpscope (core/remote/hostkeys.h), against a throwaway sshd on
// 127.0.0.1: the key is appended to the known_hosts file ssh's configuration names only when its
// fingerprint is one the user was shown; a wrong fingerprint and a CHANGED key are refused with
// nothing written. The known_hosts files are the test's own (UserKnownHostsFile of its ssh config).
#include "core/remote/hostkeys.h"
#include "core/remote/remoteworker.h"
#include "tests/core/remote/localsshd.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>

using namespace warpscope::core;
namespace fs = std::filesystem;

namespace {
const QString kCli = QStringLiteral(WARPSCOPE_BINARY_DIR "/cli/warpscope-cli");

std::string slurp(const std::string& file)
{
    std::ifstream in(file);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}
} // namespace

class TestRemoteHostKey : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir {"/tmp/wsrkey-XXXXXX"};
    wstest::LocalSshd m_sshd;

    std::string path(const std::string& name) const { return m_dir.path().toStdString() + "/" + name; }

    Target target() const { return *parseTargetUrl("ssh://127.0.0.1:" + std::to_string(m_sshd.port())); }

    /// This process's ssh reads a configuration whose UserKnownHostsFile is `knownHosts`.
    void useKnownHosts(const std::string& knownHosts, const std::string& controlDir)
    {
        std::ofstream(path(knownHosts + ".cfg"))
            << "Host *\n  IdentityFile " << m_sshd.file("user") << "\n  IdentitiesOnly yes\n  UserKnownHostsFile "
            << path(knownHosts) << "\n";
        fs::create_directories(path(controlDir));
        fs::permissions(path(controlDir), fs::perms::owner_all, fs::perm_options::replace);
        qputenv("WARPSCOPE_SSH_CONFIG", QByteArray::fromStdString(path(knownHosts + ".cfg")));
        qputenv("WARPSCOPE_SSH_CONTROL_DIR", QByteArray::fromStdString(path(controlDir)));
    }

    Result<RemoteReply> info() const
    {
        WorkerRequest r;
        r.id = 1;
        r.type = "info";
        RemoteCallOptions o;
        o.localCli = kCli.toStdString();
        o.timeout = std::chrono::seconds(30);
        return callRemoteWorker(target(), r, o);
    }

private slots:
    void initTestCase()
    {
        if (const std::string why = wstest::sshdMissing(); !why.empty())
            QSKIP(("the host-key tests need a local sshd: " + why).c_str());
        if (!QFile::exists(kCli))
            QSKIP("warpscope-cli is not built");
        QVERIFY(m_dir.isValid());
        fs::create_directories(path("remote-cache"));
        const std::string error = m_sshd.start(m_dir.path().toStdString(), "XDG_CACHE_HOME=" + path("remote-cache"));
        QVERIFY2(error.empty(), error.c_str());
    }

    void cleanupTestCase()
    {
        for (const char* ctl : {"ctl", "ctl2"})
            if (fs::exists(path(ctl))) {
                qputenv("WARPSCOPE_SSH_CONTROL_DIR", QByteArray::fromStdString(path(ctl)));
                closeSshConnection(target());
            }
        m_sshd.stop();
    }

    void unknownKeyAcceptedAfterCheckingItsFingerprint()
    {
        std::ofstream(path("kh_new")); // empty: the server is unknown
        useKnownHosts("kh_new", "ctl");
        auto known = knownHostsFile(target());
        QVERIFY2(known.ok(), known.ok() ? "" : known.error().describe().c_str());
        QCOMPARE(*known, path("kh_new"));
        auto refused = info();
        QVERIFY(!refused.ok());
        const std::vector<std::string> shown = fingerprintsIn(refused.error().message);
        QVERIFY2(!shown.empty(), refused.error().message.c_str());
        // a fingerprint the server does not offer is never accepted
        auto wrong = acceptHostKeys(target(), {"SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"});
        QVERIFY(!wrong.ok());
        QVERIFY2(
            wrong.error().message.find("now offers other keys") != std::string::npos, wrong.error().message.c_str());
        QCOMPARE(fs::file_size(path("kh_new")), std::uintmax_t(0));
        // the shown ones are: the line ssh-keyscan read, for [host]:port
        auto accepted = acceptHostKeys(target(), shown);
        QVERIFY2(accepted.ok(), accepted.ok() ? "" : accepted.error().describe().c_str());
        QCOMPARE(*accepted, path("kh_new"));
        const std::string line = slurp(path("kh_new"));
        QVERIFY2(line.rfind("[127.0.0.1]:" + std::to_string(m_sshd.port()) + " ssh-ed25519 ", 0) == 0, line.c_str());
        std::string hostKey = slurp(m_sshd.file("host.pub"));
        hostKey = hostKey.substr(0, hostKey.rfind(' ')); // without the comment
        QVERIFY2(line.find(hostKey) != std::string::npos, line.c_str());
        // and the next connection goes through
        auto reply = info();
        QVERIFY2(reply.ok(), reply.ok() ? "" : reply.error().describe().c_str());
        // accepting again adds nothing
        QVERIFY(acceptHostKeys(target(), shown).ok());
        QCOMPARE(slurp(path("kh_new")), line);
    }

    void changedKeyIsNeverAccepted()
    {
        fs::copy_file(m_sshd.file("known_hosts_changed"), path("kh_changed"));
        useKnownHosts("kh_changed", "ctl2");
        const std::string before = slurp(path("kh_changed"));
        auto refused = info();
        QVERIFY(!refused.ok());
        auto accepted = acceptHostKeys(target(), fingerprintsIn(refused.error().message));
        QVERIFY(!accepted.ok());
        const std::string m = accepted.error().message;
        QVERIFY2(m.find("has CHANGED") != std::string::npos && m.find("ssh-keygen -R") != std::string::npos
                && m.find(path("kh_changed")) != std::string::npos,
            m.c_str());
        QCOMPARE(slurp(path("kh_changed")), before);
    }
};

QTEST_GUILESS_MAIN(TestRemoteHostKey)
#include "tst_remotehostkey.moc"
