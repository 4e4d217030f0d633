#include "app/aboutdialog.h"

#include <QDialogButtonBox>
#include <QIcon>
#include <QLabel>
#include <QVBoxLayout>

namespace warpscope::app {

AboutDialog::AboutDialog(const core::EnvironmentInfo* env, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("About Warpscope"));
    auto* layout = new QVBoxLayout(this);
    auto* icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/warpscope.svg")).pixmap(64, 64));
    layout->addWidget(icon, 0, Qt::AlignHCenter);
    QString text = tr("<h2>Warpscope %1</h2>"
                      "<p>A kernel inspector for GPU code reviewers, teachers and students: compile CUDA with NVRTC, "
                      "read PTX and SASS, run on a GPU or on the built-in PTX emulator, compare against a reference "
                      "and turn the evidence into a report.</p>"
                      "<p>Licensed under the GNU General Public License, version 3 or later. Uses Qt, QScintilla and "
                      "QCustomPlot.</p>")
                       .arg(QStringLiteral(WARPSCOPE_VERSION));
    if (env) {
        text += tr("<p>CUDA toolkit %1, NVRTC %2<br>nvdisasm: %3<br>GPU: %4<br>Emulator %5</p>")
                    .arg(QString::fromStdString(env->toolkitVersion), QString::fromStdString(env->nvrtcVersion),
                        env->nvdisasm.path.empty() ? tr("not found") : QString::fromStdString(env->nvdisasm.version),
                        env->cuda.devices.empty() ? tr("none") : QString::fromStdString(env->cuda.devices.front().name),
                        QString::fromStdString(env->emulatorVersion));
    }
    auto* label = new QLabel(text, this);
    label->setObjectName(QStringLiteral("aboutText"));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextBrowserInteraction);
    layout->addWidget(label);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setMinimumWidth(460);
}

} // namespace warpscope::app
