#pragma once

#include <QToolButton>

class QActionGroup;
class QMenu;

namespace warpscope::widgets {

/// The run toolbar's "Options" button: a menu with the less used run choices, the emulator's schedule
/// (default or random:1..8) and the approximate instructions' mode (correctly rounded or a documented
/// worst case). Two combo boxes put the toolbar past 1280 px. The button's text turns bold and its
/// tooltip lists the choices while either differs from the default, so a non-default run is visible.
class RunOptionsButton : public QToolButton {
    Q_OBJECT
public:
    explicit RunOptionsButton(QWidget* parent = nullptr);

    /// "default" or "random:SEED", as the run request spells it.
    QString schedule() const;
    /// "default" or "worst:random|up|down|away|zero".
    QString approx() const;
    /// Unknown values are ignored.
    void setSchedule(const QString& value);
    void setApprox(const QString& value);

signals:
    void optionsChanged();

private:
    QActionGroup* addGroup(QMenu* menu, const QString& title, const QList<std::pair<QString, QString>>& items);
    void updateLook();

    QActionGroup* m_schedule;
    QActionGroup* m_approx;
};

} // namespace warpscope::widgets
