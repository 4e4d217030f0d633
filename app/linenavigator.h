#pragma once

#include <QObject>
#include <QPointer>

namespace warpscope::widgets {
class SourceEditor;
} // namespace warpscope::widgets

namespace warpscope::app {

class ListingHighlighter;

/// Which view asked to show a source line. Followers may react to some origins only.
enum class LineOrigin { Editor, Ptx, Sass, Findings, Hotspots, DeviceOutput, LastWriter, ThreadTrace, Bookmark };

/// The one place a "show this source line" goes through, as hotspot's disassembly page and Compiler
/// Explorer's link events do. Views that name a source line (findings, hot spots, device output, the
/// last writer, a thread trace, bookmarks) are routed here; the PTX and SASS listings report the
/// source line under their caret (ListingHighlighter). The navigator moves the editor, whose caret
/// then colours the PTX and SASS made from that line, and announces the line to every follower (the
/// warp access view, the step of a review), so that no view wires itself to another.
class LineNavigator : public QObject {
    Q_OBJECT
public:
    explicit LineNavigator(widgets::SourceEditor* editor, QObject* parent = nullptr);

    /// Moves the editor's caret to a 1-based source line and announces it; lines ≤ 0 are ignored.
    void goToSource(int line, LineOrigin origin);
    /// A listing's caret picked a source line: the editor scrolls to it without taking the focus from
    /// the listing the reviewer reads (ListingHighlighter colours it), and it is announced.
    void listingPicked(int line, bool sass);

    /// Lets goToPtx show PTX lines (the compile controller's highlighter; none: goToPtx does nothing).
    void setListings(ListingHighlighter* listings);
    /// Shows a 1-based PTX line in the PTX view, colours the source line it came from and announces
    /// that line, as a click on the PTX line would.
    void goToPtx(int line);

    /// The last announced source line (0 before any).
    int currentLine() const { return m_current; }

signals:
    void sourceLineShown(int line, warpscope::app::LineOrigin origin);

private:
    void caretMoved();
    void announce(int line, LineOrigin origin);

    QPointer<widgets::SourceEditor> m_editor;
    QPointer<ListingHighlighter> m_listings;
    int m_current = 0;
    bool m_moving = false; // goToSource moves the caret itself: that move is not the editor's own
};

} // namespace warpscope::app
