// Settings ▸ Targets without a network: the form's fields to a target and back, their refusals, the
// list model writing the targets file the CLI reads (core::resolveTarget finds what it wrote), a
// damaged file reported with its line, the form and dialog, and the Backend chooser's target entries.
#include "app/session/targetfields.h"
#include "app/session/targetsmodel.h"
#include "app/targetcontroller.h"
#include "app/targetform.h"
#include "app/targetsdialog.h"

#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QMainWindow>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace warpscope;

namespace {

session::TargetFields slurmFields()
{
    session::TargetFields f;
    f.name = "cluster";
    f.kind = core::TargetKind::Slurm;
    f.user = "me";
    f.host = "login.example";
    f.port = "2222";
    f.partition = "gpu";
    f.account = "lab";
    f.gres = "gpu:h100:1";
    f.timeLimit = "30";
    f.extraArgs = "--qos=short --exclusive";
    return f;
}

core::Target sshTarget(const std::string& name, const std::string& url)
{
    auto t = core::parseTargetUrl(url);
    t->name = name;
    return *t;
}

} // namespace

class TestTargets : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    std::filesystem::path file(const char* name) const { return (m_dir.path() + "/" + name).toStdString(); }

private slots:
    void fieldsRoundTrip()
    {
        auto t = session::targetOf(slurmFields());
        QVERIFY2(t.ok(), t.ok() ? "" : t.error().describe().c_str());
        QCOMPARE(t->kind, core::TargetKind::Slurm);
        QCOMPARE(t->url,
            std::string("slurm:ssh://me@login.example:2222 --partition=gpu --account=lab --gres=gpu:h100:1 --time=30 "
                        "--qos=short --exclusive"));
        const session::TargetFields back = session::fieldsOf(*t);
        QCOMPARE(back.partition, std::string("gpu"));
        QCOMPARE(back.account, std::string("lab"));
        QCOMPARE(back.gres, std::string("gpu:h100:1"));
        QCOMPARE(back.timeLimit, std::string("30"));
        QCOMPARE(back.extraArgs, std::string("--qos=short --exclusive"));
        QCOMPARE(back.port, std::string("2222"));
        session::TargetFields ssh;
        ssh.name = "v6";
        ssh.host = "::1";
        auto six = session::targetOf(ssh);
        QVERIFY2(six.ok(), six.ok() ? "" : six.error().describe().c_str());
        QCOMPARE(six->url, std::string("ssh://[::1]"));
    }

    void fieldsRefusals_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expectField");
        QTest::newRow("empty name") << "name"
                                    << ""
                                    << "name";
        QTest::newRow("name with a dot") << "name"
                                         << "gpu.box"
                                         << "name";
        QTest::newRow("name local") << "name"
                                    << "local"
                                    << "name";
        QTest::newRow("empty host") << "host"
                                    << ""
                                    << "host";
        QTest::newRow("port not a number") << "port"
                                           << "22a"
                                           << "port";
        QTest::newRow("option-like host") << "host"
                                          << "-oProxyCommand=touch"
                                          << "target cluster";
        QTest::newRow("shell in user") << "user"
                                       << "$(id)"
                                       << "target cluster";
        QTest::newRow("extra without dash") << "extra"
                                            << "--qos=short exclusive"
                                            << "target cluster";
        QTest::newRow("partition with space") << "partition"
                                              << "gpu debug"
                                              << "partition";
    }

    void fieldsRefusals()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, expectField);
        session::TargetFields f = slurmFields();
        const std::string v = value.toStdString();
        if (field == "name")
            f.name = v;
        else if (field == "host")
            f.host = v;
        else if (field == "port")
            f.port = v;
        else if (field == "user")
            f.user = v;
        else if (field == "extra")
            f.extraArgs = v;
        else
            f.partition = v;
        auto t = session::targetOf(f);
        QVERIFY(!t.ok());
        QCOMPARE(QString::fromStdString(t.error().field), expectField);
        QVERIFY(!t.error().message.empty());
    }

    void modelWritesTheFileTheCliReads()
    {
        const auto path = file("models/targets.toml");
        session::TargetsModel model(path);
        QCOMPARE(model.rowCount(), 0);
        core::Target box = sshTarget("gpubox", "ssh://me@gpubox:2222");
        box.remoteCli = "/opt/warpscope/bin/warpscope-cli";
        QCOMPARE(model.put(box), QString());
        QCOMPARE(model.put(*session::targetOf(slurmFields())), QString());
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.data(model.index(1, session::TargetsModel::KindColumn)).toString(), QString("Slurm"));
        // the CLI's resolver finds both, with every field
        auto read = core::resolveTarget("gpubox", path);
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().describe().c_str());
        QCOMPARE(read->url, std::string("ssh://me@gpubox:2222"));
        QCOMPARE(read->remoteCli, box.remoteCli);
        auto cluster = core::resolveTarget("cluster", path);
        QVERIFY(cluster.ok());
        QCOMPARE(cluster->srunOptions.size(), std::size_t(6));
        // a second target of the same name is refused, and the file is unchanged
        const QString dup = model.put(sshTarget("gpubox", "ssh://other"));
        QVERIFY2(dup.contains("exists already"), qPrintable(dup));
        QCOMPARE(model.rowCount(), 2);
        // editing in place keeps the name's row
        QCOMPARE(model.put(sshTarget("gpubox", "ssh://gpubox2"), 0), QString());
        QCOMPARE(core::resolveTarget("gpubox", path)->host, std::string("gpubox2"));
        QCOMPARE(model.remove(0), QString());
        QCOMPARE(model.rowCount(), 1);
        QVERIFY(!core::resolveTarget("gpubox", path).ok());
        session::TargetsModel again(path);
        QCOMPARE(again.rowCount(), 1);
        QVERIFY(again.find("cluster"));
    }

    void damagedFileIsReportedWithItsLine()
    {
        const auto path = file("damaged.toml");
        QFile f(QString::fromStdString(path.string()));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[target.a]\nurl = \"ssh://ok\"\n\n[target.b]\nurl = \"ssh://-oProxyCommand=x\"\n");
        f.close();
        session::TargetsModel model(path);
        const QString error = model.reload();
        QVERIFY2(error.contains("damaged.toml") && error.contains(":5") && error.contains("target.b.url"),
            qPrintable(error));
        QCOMPARE(model.rowCount(), 0);
        app::TargetsDialog dialog(&model);
        QVERIFY2(dialog.problem().contains("cannot be read"), qPrintable(dialog.problem()));
    }

    void formRefusesAndAccepts()
    {
        app::TargetForm form;
        form.setFields(slurmFields());
        form.edit("port")->setText("twenty");
        form.accept();
        QCOMPARE(form.result(), int(QDialog::Rejected));
        QVERIFY2(form.problem().startsWith("port:"), qPrintable(form.problem()));
        form.edit("port")->setText("");
        form.accept();
        QCOMPARE(form.result(), int(QDialog::Accepted));
        QCOMPARE(form.problem(), QString());
        QCOMPARE(form.target().kind, core::TargetKind::Slurm);
        QCOMPARE(form.target().host, std::string("login.example"));
        // an ssh target drops the Slurm fields even if they were typed
        form.kindChooser()->setCurrentIndex(form.kindChooser()->findData(int(core::TargetKind::Ssh)));
        QCOMPARE(session::fieldsOf(*session::targetOf(form.fields())).partition, std::string());
    }

    void dialogAddsThroughTheForm()
    {
        session::TargetsModel model(file("dialog.toml"));
        app::TargetsDialog dialog(&model);
        app::TargetForm* form = dialog.openForm(-1);
        form->edit("name")->setText("h200");
        form->edit("host")->setText("h200.lab");
        form->accept();
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(dialog.problem(), QString());
        // the same name again: refused in the dialog, the list unchanged
        form = dialog.openForm(-1);
        form->edit("name")->setText("h200");
        form->edit("host")->setText("other");
        form->accept();
        QCOMPARE(model.rowCount(), 1);
        QVERIFY(dialog.problem().contains("exists already"));
        form->close();
        dialog.table()->selectRow(0);
        form = dialog.openForm(0);
        QCOMPARE(form->edit("host")->text(), QString("h200.lab"));
        form->close();
    }

    void chooserOffersTheTargets()
    {
        const auto path = file("chooser.toml");
        qputenv("WARPSCOPE_TARGETS", QByteArray::fromStdString(path.string()));
        QMainWindow window;
        auto* chooser = new QComboBox(&window);
        chooser->addItem("Auto", "auto");
        chooser->addItem("Emulator", "emu");
        chooser->addItem("CUDA GPU", "cuda");
        chooser->setCurrentIndex(1);
        app::TargetController controller(&window, chooser);
        QCOMPARE(chooser->count(), 3);
        QCOMPARE(controller.model()->put(sshTarget("gpubox", "ssh://gpubox")), QString());
        QCOMPARE(controller.model()->put(*session::targetOf(slurmFields())), QString());
        QCOMPARE(chooser->count(), 6); // a separator, then the two targets
        QCOMPARE(chooser->itemText(4), QString("gpubox (ssh)"));
        QCOMPARE(chooser->itemData(5).toString(), QString("target:cluster"));
        QCOMPARE(chooser->currentData().toString(), QString("emu")); // the choice stays
        chooser->setCurrentIndex(4);
        QCOMPARE(app::TargetController::targetName(chooser->currentData().toString()), QString("gpubox"));
        QCOMPARE(controller.model()->remove(1), QString());
        QCOMPARE(chooser->count(), 5);
        QCOMPARE(chooser->currentData().toString(), QString("target:gpubox"));
        QCOMPARE(controller.model()->remove(0), QString());
        QCOMPARE(chooser->count(), 3);
        QCOMPARE(chooser->currentData().toString(), QString("auto")); // its target is gone
        QString why;
        QCOMPARE(controller.startRun("gone", core::Task {}, core::WorkerRunRequest {}, m_dir.path(), &why), quint64(0));
        QVERIFY2(why.contains("no run target named “gone”"), qPrintable(why));
        qunsetenv("WARPSCOPE_TARGETS");
    }
};

QTEST_MAIN(TestTargets)
#include "tst_targets.moc"
