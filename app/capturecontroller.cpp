#include "app/capturecontroller.h"

#include "app/reviewcontroller.h"
#include "app/session/reviewdocument.h"
#include "core/review/annotation.h"
#include "widgets/annotationeditor.h"
#include "widgets/capturetarget.h"
#include "widgets/enginemessages.h"
#include "widgets/evidencepane.h"
#include "widgets/implementationsview.h"

#include <QAction>
#include <QBuffer>
#include <QMainWindow>
#include <QMenu>

namespace warpscope::app {

namespace {

QByteArray pngBytes(const QImage& image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

QString describe(const core::CaptureContext& c)
{
    QString s = CaptureController::tr("Shows: %1").arg(QString::fromStdString(c.pane));
    if (!c.task.empty())
        s += CaptureController::tr("; task %1").arg(QString::fromStdString(c.task));
    if (!c.step.empty())
        s += CaptureController::tr("; step %1").arg(widgets::EngineMessages::stepLabel(c.step));
    if (c.sourceLine > 0)
        s += CaptureController::tr("; %1 line %2").arg(QString::fromStdString(c.sourceFile)).arg(c.sourceLine);
    if (!c.runId.empty())
        s += CaptureController::tr("; run %1").arg(QString::fromStdString(c.runId));
    return s;
}

} // namespace

CaptureController::CaptureController(QMainWindow* window, ReviewController* review)
    : QObject(window)
    , m_window(window)
    , m_review(review)
    , m_capturePane(new QAction(tr("Capture &pane"), this))
    , m_captureWindow(new QAction(tr("Capture &window"), this))
{
    m_capturePane->setObjectName(QStringLiteral("capturePaneAction"));
    m_capturePane->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_capturePane->setToolTip(tr("Capture the pane that has the focus and annotate it"));
    m_captureWindow->setObjectName(QStringLiteral("captureWindowAction"));
    m_captureWindow->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    // Window-wide shortcuts, so they work from any pane.
    window->addAction(m_capturePane);
    window->addAction(m_captureWindow);
    connect(m_capturePane, &QAction::triggered, this, &CaptureController::capturePane);
    connect(m_captureWindow, &QAction::triggered, this, &CaptureController::captureWindow);
    connect(review->evidencePane(), &widgets::EvidencePane::captureRequested, this, &CaptureController::captureWindow);
    connect(review->evidencePane(), &widgets::EvidencePane::editRequested, this, &CaptureController::editEvidence);
}

widgets::AnnotationEditor* CaptureController::editor() const
{
    return m_editor;
}

void CaptureController::fillMenu(QMenu* menu)
{
    menu->addAction(m_capturePane);
    menu->addAction(m_captureWindow);
}

void CaptureController::capturePane()
{
    const widgets::CaptureTarget target = widgets::focusedPane(m_window, tr("Source editor"));
    std::optional<core::ReviewStep> step;
    if (m_stepOf && target.widget)
        step = m_stepOf(target.widget);
    // a capture of the implementations' comparison is the evidence the "do they agree" question asks for
    const auto* comparison = target.widget
        ? target.widget->findChild<widgets::ImplementationsView*>(QString(), Qt::FindChildrenRecursively)
        : nullptr;
    const bool showsComparison = comparison && comparison->isVisible();
    openEditor(widgets::grabWidget(target.widget), m_review->captureContext(target.title, step),
        showsComparison ? QString::fromLatin1(core::kImplementationsAgreeItem) : QString());
}

void CaptureController::captureWindow()
{
    openEditor(widgets::grabWidget(m_window), m_review->captureContext(tr("Main window")));
}

void CaptureController::openEditor(const QImage& image, const core::CaptureContext& context, const QString& citeOn)
{
    if (image.isNull() || m_editor)
        return;
    m_editor = new widgets::AnnotationEditor(m_window);
    m_editor->setAttribute(Qt::WA_DeleteOnClose);
    m_editor->setCapture(image);
    m_editor->setContextText(describe(context));
    connect(m_editor, &QDialog::accepted, this, [this, image, context, citeOn] {
        core::AnnotationDoc doc = m_editor->annotations();
        m_review->ensureReview();
        session::ReviewDocument* review = m_review->document();
        const QString id = review->review().nextEvidenceId().c_str();
        doc.image = (id + QStringLiteral(".png")).toStdString();
        const QString saved = review->addEvidence(context, pngBytes(image), pngBytes(m_editor->renderedImage()),
            QByteArray::fromStdString(core::serializeAnnotation(doc)), m_editor->caption());
        if (!citeOn.isEmpty())
            review->citeEvidence(citeOn, saved);
        emit evidenceSaved(saved);
    });
    m_editor->open();
    emit editorOpened(m_editor);
}

void CaptureController::editEvidence(const QString& id)
{
    session::ReviewDocument* review = m_review->document();
    const core::EvidenceItem* item = review->review().findEvidence(id.toStdString());
    if (!item || m_editor)
        return;
    const QImage original = QImage::fromData(review->fileBytes(QString::fromStdString(item->original)), "PNG");
    auto doc = core::parseAnnotation(
        review->fileBytes(QString::fromStdString(item->annotations)).toStdString(), item->annotations);
    if (original.isNull())
        return;
    m_editor = new widgets::AnnotationEditor(m_window);
    m_editor->setAttribute(Qt::WA_DeleteOnClose);
    m_editor->setCapture(original, doc ? *doc : core::AnnotationDoc {});
    m_editor->setCaption(QString::fromStdString(item->caption));
    m_editor->setContextText(describe(item->context));
    connect(m_editor, &QDialog::accepted, this, [this, id, image = doc ? doc->image : std::string()] {
        core::AnnotationDoc edited = m_editor->annotations();
        edited.image = image.empty() ? (id + QStringLiteral(".png")).toStdString() : image;
        m_review->document()->updateEvidence(id, pngBytes(m_editor->renderedImage()),
            QByteArray::fromStdString(core::serializeAnnotation(edited)), m_editor->caption());
        emit evidenceSaved(id);
    });
    m_editor->open();
    emit editorOpened(m_editor);
}

} // namespace warpscope::app
