#pragma once

#include <QAbstractTableModel>
#include <QColor>
#include <QStringList>

#include <vector>

namespace warpscope::widgets {

struct SweepRowResult;

/// The sweep dialog's rows as a table model: each row's params, then "waiting", a finished run's figures
/// (coloured by its verdict) or an error with its reason. OpenableRole says a finished row has results
/// to show. The dialog decides which result a row shows (the chosen implementation's); the model words it.
class SweepRowsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    /// As the verdict table: NaN / Inf / unwritten before Max abs (the maxima are over finite elements
    /// only), the tolerance after Max ULP.
    enum Column { Params, Verdict, Mismatches, NonFinite, MaxAbs, MaxUlp, Tolerance, Findings, ColumnCount };
    enum Role { OpenableRole = Qt::UserRole };

    explicit SweepRowsModel(QObject* parent = nullptr);

    /// One waiting row per params text.
    void startRows(const QStringList& params);
    void clear();
    /// A finished row: its figures, its colour, and it can be opened.
    void showResult(int row, const SweepRowResult& result);
    /// A row that did not run: "error" with the message, which the Findings column also shows.
    void showError(int row, const QString& message);
    /// A waiting row a cancel kept from starting: "not run", greyed, with why as its tooltip. False
    /// when the row is not waiting (it ran or failed).
    bool showNotRun(int row, const QString& why);
    /// Whether activating the row opens its results (a bundle exists for it).
    void setOpenable(int row, bool openable);
    /// Overrides the Verdict cell's tooltip (every implementation's verdict); empty: the row's own.
    void setVerdictToolTip(int row, const QString& text);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    enum class State { Waiting, Done, Error, NotRun };
    struct Row {
        QString params;
        State state = State::Waiting;
        QStringList cells; ///< Verdict..Findings of a finished row
        QString error;
        QColor background; ///< of a finished row; the params cell keeps it through a later error
        bool nonFinite = false;
        QString maxTip, toleranceTip, stoppedTip, mismatchTip, verdictTip;
        bool openable = false;
    };
    QString text(const Row& row, int column) const;
    QString toolTip(const Row& row, int column) const;
    void rowChanged(int row);

    std::vector<Row> m_rows;
};

} // namespace warpscope::widgets
