// Targets: the URL forms parse into their parts, a text ssh could read as an option or a shell as code
// is refused with a message naming the field, and named targets come from the targets file with
// errors that name its line.
#include "core/remote/target.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace warpscope::core;

class TestTarget : public QObject {
    Q_OBJECT
private slots:
    void parses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("url");
        QTest::addColumn<int>("srunOptions");
        QTest::newRow("local") << "local" << int(TargetKind::Local) << ""
                               << "" << 0 << "local" << 0;
        QTest::newRow("host") << "ssh://gpubox" << int(TargetKind::Ssh) << ""
                              << "gpubox" << 0 << "ssh://gpubox" << 0;
        QTest::newRow("user host port") << "ssh://me@gpu-1.lab.example:2222" << int(TargetKind::Ssh) << "me"
                                        << "gpu-1.lab.example" << 2222 << "ssh://me@gpu-1.lab.example:2222" << 0;
        QTest::newRow("trailing slash") << "ssh://127.0.0.1:22/" << int(TargetKind::Ssh) << ""
                                        << "127.0.0.1" << 22 << "ssh://127.0.0.1:22" << 0;
        QTest::newRow("ipv6") << "ssh://root@[::1]:2200" << int(TargetKind::Ssh) << "root"
                              << "::1" << 2200 << "ssh://root@[::1]:2200" << 0;
        QTest::newRow("slurm") << "slurm:ssh://me@login  --partition=gpu --gres=gpu:h100:1 --time=30"
                               << int(TargetKind::Slurm) << "me"
                               << "login" << 0 << "slurm:ssh://me@login --partition=gpu --gres=gpu:h100:1 --time=30"
                               << 3;
    }
    void parses()
    {
        QFETCH(QString, text);
        auto t = parseTargetUrl(text.toStdString());
        QVERIFY2(t.ok(), t.ok() ? "" : t.error().describe().c_str());
        QTEST(int(t->kind), "kind");
        QTEST(QString::fromStdString(t->user), "user");
        QTEST(QString::fromStdString(t->host), "host");
        QTEST(t->port, "port");
        QTEST(QString::fromStdString(t->url), "url");
        QTEST(int(t->srunOptions.size()), "srunOptions");
    }

    void refuses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("empty") << ""
                               << "neither local";
        QTest::newRow("scheme") << "http://gpubox"
                                << "neither local";
        QTest::newRow("no host") << "ssh://"
                                 << "names no host";
        QTest::newRow("option host") << "ssh://-oProxyCommand=touch"
                                     << "may not start with '-'";
        QTest::newRow("shell host") << "ssh://a$(touch pwned)"
                                    << "only letters";
        QTest::newRow("option user") << "ssh://-l@host"
                                     << "the user '-l'";
        QTest::newRow("port zero") << "ssh://host:0"
                                   << "from 1 to 65535";
        QTest::newRow("port word") << "ssh://host:ssh"
                                   << "from 1 to 65535";
        QTest::newRow("port empty") << "ssh://host:"
                                    << "from 1 to 65535";
        QTest::newRow("path") << "ssh://host/home/me"
                              << "has a path";
        QTest::newRow("ipv6 open") << "ssh://[::1"
                                   << "does not close";
        QTest::newRow("slurm empty") << "slurm:"
                                     << "names no login node";
        QTest::newRow("slurm option") << "slurm:ssh://login gpu"
                                      << "must start with '-'";
    }
    void refuses()
    {
        QFETCH(QString, text);
        QFETCH(QString, says);
        auto t = parseTargetUrl(text.toStdString(), "--target");
        QVERIFY(!t.ok());
        const QString message = QString::fromStdString(t.error().describe());
        QVERIFY2(message.contains(says), qPrintable(message));
        QCOMPARE(QString::fromStdString(t.error().field), QString("--target"));
        QVERIFY2(message.contains("ssh://[user@]host[:port]"), qPrintable(message)); // says what to write
    }

    void namedTargets()
    {
        QTemporaryDir dir;
        const std::string file = (dir.path() + "/targets.toml").toStdString();
        std::ofstream(file)
            << "[target.gpubox]\nurl = \"ssh://me@gpubox:2222\"\nremote_cli = \"/opt/ws/warpscope-cli\"\n"
               "\n[target.cluster]\nurl = \"slurm:ssh://login --partition=gpu\"\n";
        auto t = resolveTarget("gpubox", file);
        QVERIFY2(t.ok(), t.ok() ? "" : t.error().describe().c_str());
        QCOMPARE(QString::fromStdString(t->name), QString("gpubox"));
        QCOMPARE(t->port, 2222);
        QCOMPARE(QString::fromStdString(t->remoteCli), QString("/opt/ws/warpscope-cli"));
        auto c = resolveTarget("cluster", file);
        QVERIFY(c.ok());
        QCOMPARE(int(c->kind), int(TargetKind::Slurm));
        auto missing = resolveTarget("nope", file);
        QVERIFY(!missing.ok());
        const QString m = QString::fromStdString(missing.error().message);
        QVERIFY2(m.contains("gpubox") && m.contains("cluster"), qPrintable(m)); // lists the names it has
        // a URL needs no file
        QVERIFY(resolveTarget("ssh://h", dir.path().toStdString() + "/none.toml").ok());
        auto nofile = resolveTarget("gpubox", dir.path().toStdString() + "/none.toml");
        QVERIFY(!nofile.ok());
        QVERIFY(QString::fromStdString(nofile.error().message).contains("no targets file"));
    }

    void badTargetsFile_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("field");
        QTest::newRow("syntax") << "[target.a\nurl = 1\n" << 1 << "";
        QTest::newRow("no url") << "\n[target.a]\nremote_cli = \"x\"\n" << 2 << "target.a.url";
        QTest::newRow("bad url") << "[target.a]\n\nurl = \"ssh://-x\"\n" << 3 << "target.a.url";
        QTest::newRow("bad cli") << "[target.a]\nurl = \"ssh://h\"\nremote_cli = 3\n" << 3 << "target.a.remote_cli";
    }
    void badTargetsFile()
    {
        QFETCH(QString, text);
        QTemporaryDir dir;
        const std::string file = (dir.path() + "/targets.toml").toStdString();
        std::ofstream(file) << text.toStdString();
        auto t = readTargetsFile(file);
        QVERIFY(!t.ok());
        QCOMPARE(QString::fromStdString(t.error().file), QString::fromStdString(file));
        QTEST(t.error().line, "line");
        QTEST(QString::fromStdString(t.error().field), "field");
    }
};

QTEST_GUILESS_MAIN(TestTarget)
#include "tst_target.moc"
