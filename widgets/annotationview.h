#pragma once

#include <QGraphicsView>

namespace warpscope::widgets {

/// The annotation editor's canvas view. It keeps the capture fitted to the window (after show and
/// on every resize) until the user zooms; then it holds the chosen scale. Ctrl+wheel zooms under the
/// mouse. Scene coordinates stay the capture's pixels, so shapes land right at any zoom.
class AnnotationView : public QGraphicsView {
    Q_OBJECT
public:
    explicit AnnotationView(QGraphicsScene* scene, QWidget* parent = nullptr);

    /// Fits the whole capture into the viewport, aspect kept, and keeps it fitted.
    void fitToWindow();
    /// Sets the scale (1 = one capture pixel per screen pixel) and stops fitting.
    void setZoom(double zoom);
    void zoomIn();
    void zoomOut();
    /// Screen pixels per capture pixel.
    double zoom() const;
    bool isFitted() const { return m_fitted; }

    static constexpr double minZoom = 0.05;
    static constexpr double maxZoom = 16.0;

signals:
    void zoomChanged(double zoom);

protected:
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    void applyFit();
    void scaleTo(double zoom);

    bool m_fitted = true;
};

} // namespace warpscope::widgets
