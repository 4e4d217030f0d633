#include "widgets/annotationeditor.h"

#include "widgets/annotationpainter.h"
#include "widgets/annotationscene.h"
#include "widgets/annotationview.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <utility>

namespace warpscope::widgets {

using Tool = AnnotationScene::Tool;

namespace {

QIcon swatch(const QColor& c)
{
    QPixmap pm(16, 16);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(Qt::darkGray, 1));
    p.setBrush(c);
    p.drawRoundedRect(QRectF(1.5, 1.5, 13, 13), 3, 3);
    return QIcon(pm);
}

} // namespace

AnnotationEditor::AnnotationEditor(QWidget* parent)
    : QDialog(parent)
    , m_scene(new AnnotationScene(this))
    , m_view(new AnnotationView(m_scene, this))
    , m_toolBar(new QToolBar(this))
    , m_tools(new QActionGroup(this))
    , m_caption(new QLineEdit(this))
    , m_context(new QLabel(this))
    , m_zoomLabel(new QLabel(this))
    , m_textEdit(new QLineEdit(m_view->viewport()))
{
    setObjectName(QStringLiteral("annotationEditor"));
    setWindowTitle(tr("Annotate evidence"));
    m_view->setObjectName(QStringLiteral("annotationView"));
    m_view->setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    m_view->setBackgroundBrush(QColor(60, 63, 65));
    m_view->setDragMode(QGraphicsView::NoDrag);
    m_caption->setObjectName(QStringLiteral("captionField"));
    m_caption->setPlaceholderText(tr("Caption: what this shows and why it matters"));
    m_context->setObjectName(QStringLiteral("captureContext"));
    m_context->setWordWrap(true);
    m_context->setStyleSheet(QStringLiteral("color: palette(mid);"));
    m_textEdit->setObjectName(QStringLiteral("calloutTextField"));
    m_textEdit->setPlaceholderText(tr("Callout text, Enter to place"));
    m_textEdit->hide();
    connect(m_textEdit, &QLineEdit::returnPressed, this, [this] {
        // The field ignores the Return it reports, so the dialog sees it next: swallow that one.
        m_returnPlacedCallout = true;
        finishText(true);
    });
    connect(m_scene, &AnnotationScene::textRequested, this, &AnnotationEditor::askForText);
    m_zoomLabel->setObjectName(QStringLiteral("annotationZoom"));
    connect(m_view, &AnnotationView::zoomChanged, this, [this](double zoom) {
        m_zoomLabel->setText(tr("%1%").arg(qRound(zoom * 100)));
        placeTextEdit();
    });

    buildToolBar();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Save)->setText(tr("Save to review"));
    buttons->button(QDialogButtonBox::Save)->setObjectName(QStringLiteral("saveEvidenceButton"));
    // Enter places a callout; it must never close the editor.
    for (QAbstractButton* b : buttons->buttons())
        if (auto* push = qobject_cast<QPushButton*>(b)) {
            push->setAutoDefault(false);
            push->setDefault(false);
        }
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_toolBar);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_context);
    layout->addWidget(m_caption);
    layout->addWidget(buttons);
    // Most of the screen: a capture is usually a whole window, and the canvas is where the work is.
    QSize size(1000, 720);
    if (const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen()) {
        const QRect area = screen->availableGeometry();
        size = size.expandedTo(area.size() * 0.85).boundedTo(area.size() - QSize(16, 48));
    }
    resize(size);
}

void AnnotationEditor::buildToolBar()
{
    m_toolBar->setObjectName(QStringLiteral("annotationTools"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    addTool(int(Tool::Select), tr("Select"), QStringLiteral("V"));
    addTool(int(Tool::Arrow), tr("Arrow"), QStringLiteral("A"));
    addTool(int(Tool::Rectangle), tr("Box"), QStringLiteral("R"));
    addTool(int(Tool::Ellipse), tr("Ellipse"), QStringLiteral("E"));
    addTool(int(Tool::Highlight), tr("Highlight"), QStringLiteral("H"));
    addTool(int(Tool::Freehand), tr("Pen"), QStringLiteral("P"));
    addTool(int(Tool::Text), tr("Text"), QStringLiteral("T"));
    addTool(int(Tool::Marker), tr("Number"), QStringLiteral("N"));
    addTool(int(Tool::Blur), tr("Redact"), QStringLiteral("B"));
    addTool(int(Tool::Crop), tr("Crop"), QStringLiteral("C"));
    toolAction(int(Tool::Arrow))->setChecked(true);
    m_toolBar->addSeparator();
    m_toolBar->addWidget(colorButton());
    auto* width = new QComboBox(this);
    width->setObjectName(QStringLiteral("strokeWidth"));
    width->setToolTip(tr("Line width"));
    for (int w : {2, 3, 5, 8})
        width->addItem(tr("%1 px").arg(w), w);
    width->setCurrentIndex(1);
    connect(width, &QComboBox::currentIndexChanged, this,
        [this, width](int) { m_scene->setStrokeWidth(width->currentData().toDouble()); });
    m_toolBar->addWidget(width);
    m_toolBar->addSeparator();
    QAction* undo = m_scene->undoStack()->createUndoAction(this, tr("Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setObjectName(QStringLiteral("annotationUndo"));
    QAction* redo = m_scene->undoStack()->createRedoAction(this, tr("Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setObjectName(QStringLiteral("annotationRedo"));
    QAction* remove = new QAction(tr("Delete"), this);
    remove->setShortcut(QKeySequence::Delete);
    connect(remove, &QAction::triggered, m_scene, &AnnotationScene::removeSelected);
    m_toolBar->addAction(undo);
    m_toolBar->addAction(redo);
    m_toolBar->addAction(remove);
    m_toolBar->addSeparator();
    addZoomActions();
}

void AnnotationEditor::addZoomActions()
{
    // Plain keys, like the tool letters; Ctrl+plus/minus as well, as in other viewers.
    QAction* in = m_toolBar->addAction(tr("Zoom in"), m_view, &AnnotationView::zoomIn);
    in->setObjectName(QStringLiteral("annotationZoomIn"));
    in->setShortcuts({QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal), QKeySequence::ZoomIn});
    in->setToolTip(tr("Zoom in (+, Ctrl+wheel)"));
    QAction* out = m_toolBar->addAction(tr("Zoom out"), m_view, &AnnotationView::zoomOut);
    out->setObjectName(QStringLiteral("annotationZoomOut"));
    out->setShortcuts({QKeySequence(Qt::Key_Minus), QKeySequence::ZoomOut});
    out->setToolTip(tr("Zoom out (-, Ctrl+wheel)"));
    QAction* fit = m_toolBar->addAction(tr("Fit"), m_view, &AnnotationView::fitToWindow);
    fit->setObjectName(QStringLiteral("annotationZoomFit"));
    fit->setShortcut(QKeySequence(Qt::Key_0));
    fit->setToolTip(tr("Fit the capture to the window (0)"));
    QAction* actual = m_toolBar->addAction(tr("100%"), m_view, [this] { m_view->setZoom(1.0); });
    actual->setObjectName(QStringLiteral("annotationZoomActual"));
    actual->setShortcut(QKeySequence(Qt::Key_1));
    actual->setToolTip(tr("One capture pixel per screen pixel (1)"));
    m_toolBar->addWidget(m_zoomLabel);
}

void AnnotationEditor::addTool(int tool, const QString& text, const QString& shortcut)
{
    QAction* a = m_toolBar->addAction(text);
    a->setCheckable(true);
    a->setData(tool);
    a->setShortcut(QKeySequence(shortcut));
    a->setToolTip(tr("%1 (%2)").arg(text, shortcut));
    a->setObjectName(QStringLiteral("tool%1").arg(tool));
    m_tools->addAction(a);
    connect(a, &QAction::triggered, this, [this, tool] { m_scene->setTool(Tool(tool)); });
}

QAction* AnnotationEditor::toolAction(int tool) const
{
    for (QAction* a : m_tools->actions())
        if (a->data().toInt() == tool)
            return a;
    return nullptr;
}

QToolButton* AnnotationEditor::colorButton()
{
    auto* button = new QToolButton(this);
    button->setObjectName(QStringLiteral("colorButton"));
    button->setToolTip(tr("Colour"));
    button->setPopupMode(QToolButton::InstantPopup);
    button->setIcon(swatch(QColor(m_scene->color())));
    auto* menu = new QMenu(button);
    const std::pair<const char*, QString> colours[]
        = {{"#e53935", tr("Red")}, {"#fb8c00", tr("Orange")}, {"#ffeb3b", tr("Yellow")}, {"#43a047", tr("Green")},
            {"#1e88e5", tr("Blue")}, {"#8e24aa", tr("Purple")}, {"#212121", tr("Black")}, {"#ffffff", tr("White")}};
    for (const auto& [hex, name] : colours) {
        const QString code = QString::fromLatin1(hex);
        menu->addAction(swatch(QColor(code)), name, this, [this, button, code] {
            m_scene->setColor(code);
            button->setIcon(swatch(QColor(code)));
        });
    }
    button->setMenu(menu);
    return button;
}

void AnnotationEditor::setCapture(const QImage& original, const core::AnnotationDoc& doc)
{
    m_original = original;
    m_scene->setImage(original);
    m_scene->setDocument(doc);
    // Fitted now if the dialog is on screen, else when it is shown (the view refits on show/resize).
    m_view->fitToWindow();
}

void AnnotationEditor::setCaption(const QString& caption)
{
    m_caption->setText(caption);
}

void AnnotationEditor::setContextText(const QString& text)
{
    m_context->setText(text);
}

core::AnnotationDoc AnnotationEditor::annotations() const
{
    return m_scene->document();
}

QString AnnotationEditor::caption() const
{
    return m_caption->text().trimmed();
}

QImage AnnotationEditor::renderedImage() const
{
    return renderAnnotated(m_original, m_scene->document());
}

void AnnotationEditor::askForText(const core::AnnotationShape& shape, const QString& current)
{
    m_pendingText = shape;
    m_textEdit->setText(current);
    m_textEdit->resize(std::max(220, m_textEdit->sizeHint().width()), m_textEdit->sizeHint().height());
    m_textEdit->show();
    placeTextEdit();
    m_textEdit->setFocus();
    m_textEdit->selectAll();
}

void AnnotationEditor::placeTextEdit()
{
    // The field sits on the callout's anchor, which moves on screen when the view zooms.
    if (!m_textEdit->isVisible() || m_pendingText.points.empty())
        return;
    const auto& p = m_pendingText.points.front();
    m_textEdit->move(m_view->mapFromScene(QPointF(p.x, p.y)));
}

void AnnotationEditor::finishText(bool commit)
{
    if (!m_textEdit->isVisible())
        return;
    m_textEdit->hide();
    if (commit)
        m_scene->commitText(m_pendingText, m_textEdit->text());
    m_view->setFocus();
}

void AnnotationEditor::keyPressEvent(QKeyEvent* event)
{
    // Esc while typing a callout drops the callout, not the whole editor.
    if (event->key() == Qt::Key_Escape && m_textEdit->isVisible()) {
        finishText(false);
        return;
    }
    const bool placedCallout = std::exchange(m_returnPlacedCallout, false);
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && (m_textEdit->isVisible() || placedCallout))
        return;
    QDialog::keyPressEvent(event);
}

} // namespace warpscope::widgets
