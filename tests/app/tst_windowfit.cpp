// Restored window geometry clamped to the available screen area: moved, shrunk, never below the
// minimum, and the title bar kept on screen.
#include "app/windowfit.h"

#include <QTest>

using namespace warpscope;

class TestWindowFit : public QObject {
    Q_OBJECT
private slots:
    void fitsTheScreen_data()
    {
        QTest::addColumn<QRect>("window");
        QTest::addColumn<QRect>("available");
        QTest::addColumn<QSize>("minimum");
        QTest::addColumn<QRect>("expected");
        const QRect laptop(0, 0, 1280, 770); // 1280x800 less a 30 px panel
        const QSize minimum(1000, 600);
        QTest::newRow("already inside") << QRect(10, 20, 1100, 700) << laptop << minimum << QRect(10, 20, 1100, 700);
        QTest::newRow("saved on a big monitor")
            << QRect(0, 0, 1400, 900) << laptop << minimum << QRect(0, 0, 1280, 770);
        QTest::newRow("hanging off the bottom right")
            << QRect(400, 300, 1100, 700) << laptop << minimum << QRect(180, 70, 1100, 700);
        QTest::newRow("off to the top left")
            << QRect(-50, -20, 1100, 700) << laptop << minimum << QRect(0, 0, 1100, 700);
        QTest::newRow("saved on a monitor now gone")
            << QRect(2000, 100, 1200, 700) << laptop << minimum << QRect(80, 70, 1200, 700);
        QTest::newRow("second screen at an offset")
            << QRect(1200, 0, 1400, 900) << QRect(1280, 0, 1920, 1050) << minimum << QRect(1280, 0, 1400, 900);
        QTest::newRow("screen below the minimum keeps the corner")
            << QRect(100, 100, 1200, 800) << QRect(0, 0, 800, 600) << minimum << QRect(0, 0, 1000, 600);
        QTest::newRow("no screen leaves it") << QRect(5, 5, 900, 700) << QRect() << minimum << QRect(5, 5, 900, 700);
    }
    void fitsTheScreen()
    {
        QFETCH(QRect, window);
        QFETCH(QRect, available);
        QFETCH(QSize, minimum);
        QFETCH(QRect, expected);
        QCOMPARE(app::fitToScreen(window, available, minimum), expected);
    }
};

QTEST_MAIN(TestWindowFit)
#include "tst_windowfit.moc"
