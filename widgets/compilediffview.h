#pragma once

#include "core/compile/compilediff.h"

#include <QStringList>
#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;
class QTabWidget;

namespace warpscope::widgets {

class AsmView;
class CompileOptionsPanel;
class ResourceDiffModel;

/// A/B compare: two option sets (or two architectures) side by side, the PTX and SASS of both with the
/// removed lines tinted red on the left and the added ones green on the right, and a table of
/// resources per kernel on both sides. The compiles happen elsewhere; compareRequested asks for them.
class CompileDiffView : public QWidget {
    Q_OBJECT
public:
    enum ResourceColumn { KernelColumn, MetricColumn, AColumn, BColumn, DeltaColumn };

    explicit CompileDiffView(QWidget* parent = nullptr);

    CompileOptionsPanel* optionsA() const { return m_optionsA; }
    CompileOptionsPanel* optionsB() const { return m_optionsB; }
    void setArchs(const std::vector<int>& archs);
    /// A task's [[implementation]] names, chosen per side (the row is hidden for fewer than two).
    void setImplementations(const QStringList& names, const QString& currentA, const QString& currentB);
    QStringList implementations() const;
    /// The side's chosen implementation; empty when the task has none.
    QString implementation(bool sideB) const;
    QComboBox* implementationBox(bool sideB) const { return sideB ? m_implementationB : m_implementationA; }

    /// Shows both results and their diff.
    void setResults(const core::CompileResult& a, const core::CompileResult& b, const core::CompileDiff& diff);
    /// A line under the options: "compiling…", a failure, the diff's size.
    void setStatus(const QString& text);
    QString status() const;

    AsmView* ptxView(bool sideB) const { return sideB ? m_ptxB : m_ptxA; }
    AsmView* sassView(bool sideB) const { return sideB ? m_sassB : m_sassA; }
    QTableView* resourcesTable() const { return m_resources; }
    /// The palette indices that mark removed and added lines (compilepalette.h).
    static int removedColour();
    static int addedColour();

signals:
    void compareRequested();

private:
    void showText(AsmView* a, AsmView* b, const std::string& textA, const std::string& textB,
        const core::TextDiff& diff, const std::string& messageA, const std::string& messageB);
    void fillResources(const std::vector<core::ResourceDelta>& deltas);

    CompileOptionsPanel* m_optionsA;
    CompileOptionsPanel* m_optionsB;
    QComboBox* m_implementationA;
    QComboBox* m_implementationB;
    QPushButton* m_compare;
    QLabel* m_status;
    QTabWidget* m_tabs;
    AsmView* m_ptxA;
    AsmView* m_ptxB;
    AsmView* m_sassA;
    AsmView* m_sassB;
    ResourceDiffModel* m_resourcesModel;
    QTableView* m_resources;
};

} // namespace warpscope::widgets
