// TaskPane, second half: filling the tables from a Task and reading the edits back into one.
#include "widgets/taskpane.h"

#include "widgets/dimstext.h"
#include "widgets/stepseditor.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>

#include <cmath>

namespace warpscope::widgets {

namespace {

QTableWidgetItem* cell(const QString& text, bool editable = true)
{
    auto* i = new QTableWidgetItem(text);
    if (!editable)
        i->setFlags(i->flags() & ~Qt::ItemIsEditable);
    return i;
}

QString text(const QTableWidget* t, int row, int col)
{
    const QTableWidgetItem* i = t->item(row, col);
    return i ? i->text().trimmed() : QString();
}

QString referenceSummary(const core::Task& task)
{
    const core::ReferenceSpec& r = task.reference;
    auto list = [](const std::vector<std::string>& v) {
        QStringList l;
        for (const auto& s : v)
            l << QString::fromStdString(s);
        return l.join(QStringLiteral(", "));
    };
    switch (r.kind) {
    case core::ReferenceSpec::Kind::None:
        return TaskPane::tr("No reference: runs produce outputs but no verdict.");
    case core::ReferenceSpec::Kind::Builtin:
        return TaskPane::tr("Built-in %1 (float64) of %2 → %3")
            .arg(QString::fromStdString(r.op), list(r.inputs), list(r.outputs));
    case core::ReferenceSpec::Kind::Kernel:
        return TaskPane::tr("Reference kernel %1 in %2 → %3")
            .arg(QString::fromStdString(r.kernel.entry), QString::fromStdString(r.kernel.source), list(r.outputs));
    case core::ReferenceSpec::Kind::Npy:
        return TaskPane::tr("Expected outputs from %1 → %2").arg(list(r.files), list(r.outputs));
    case core::ReferenceSpec::Kind::Python:
        return TaskPane::tr("Python script %1 (runs only for trusted tasks) → %2")
            .arg(QString::fromStdString(r.script), list(r.outputs));
    }
    return {};
}

} // namespace

void TaskPane::fillTables()
{
    m_params->setRowCount(int(m_task.params.size()));
    for (int r = 0; r < int(m_task.params.size()); ++r) {
        m_params->setItem(r, 0, cell(QString::fromStdString(m_task.params[r].first), false));
        const auto expr = m_task.paramExprs.find(m_task.params[r].first);
        m_params->setItem(r, 1,
            cell(expr != m_task.paramExprs.end() ? QString::fromStdString(expr->second.text)
                                                 : QString::number(m_task.params[r].second)));
    }
    m_buffers->setRowCount(int(m_task.buffers.size()));
    for (int r = 0; r < int(m_task.buffers.size()); ++r) {
        const auto& b = m_task.buffers[r];
        QStringList shape;
        for (const auto& d : b.shape)
            shape << QString::fromStdString(d);
        m_buffers->setItem(r, 0, cell(QString::fromStdString(b.name), false));
        auto* dtype = new QComboBox(m_buffers);
        dtype->addItems(QString::fromStdString(core::dtypeNames()).split(' '));
        dtype->setCurrentText(QString::fromLatin1(core::dtypeName(b.dtype)));
        connect(dtype, &QComboBox::currentTextChanged, this, [this] { setDirty(true); });
        m_buffers->setCellWidget(r, 1, dtype);
        m_buffers->setItem(r, 2, cell(shape.join(QStringLiteral(", "))));
        auto* role = new QComboBox(m_buffers);
        role->addItems(
            {QStringLiteral("input"), QStringLiteral("output"), QStringLiteral("inout"), QStringLiteral("scratch")});
        role->setCurrentText(QString::fromLatin1(core::bufferRoleName(b.role)));
        connect(role, &QComboBox::currentTextChanged, this, [this] { setDirty(true); });
        m_buffers->setCellWidget(r, 3, role);
        m_buffers->setItem(r, 4, cell(b.init ? QString::fromStdString(b.init->text) : QString()));
        // a [[symbol]] fills a __constant__/__device__ variable instead of binding to a parameter
        auto* binds = cell(b.isSymbol()
                ? tr("symbol %1 (%2)")
                      .arg(QString::fromStdString(b.symbol), QString::fromLatin1(core::symbolFillName(b.fill)))
                : tr("argument"),
            false);
        if (b.isSymbol())
            binds->setToolTip(
                tr("Copied into the module variable %1 before each launch%2 and back after it")
                    .arg(QString::fromStdString(b.symbol),
                        b.fill == core::BufferSpec::Fill::EachLaunch ? tr(", from its generated values every time")
                                                                     : QString()));
        m_buffers->setItem(r, 5, binds);
    }
    m_reference->setText(referenceSummary(m_task));
    int outputs = 0;
    for (const auto& b : m_task.buffers)
        outputs += b.role == core::BufferRole::Output || b.role == core::BufferRole::InOut;
    m_tolerances->setRowCount(outputs);
    int row = 0;
    for (const auto& b : m_task.buffers) {
        if (b.role != core::BufferRole::Output && b.role != core::BufferRole::InOut)
            continue;
        const auto it = m_task.tolerances.find(b.name);
        const core::ToleranceSpec tol = it == m_task.tolerances.end() ? core::ToleranceSpec {} : it->second;
        m_tolerances->setItem(row, 0, cell(QString::fromStdString(b.name), false));
        m_tolerances->setItem(row, 1, cell(tol.atol ? QString::number(*tol.atol, 'g', 17) : QString()));
        m_tolerances->setItem(row, 2, cell(tol.rtol ? QString::number(*tol.rtol, 'g', 17) : QString()));
        m_tolerances->setItem(row, 3, cell(tol.maxUlp ? QString::number(*tol.maxUlp) : QString()));
        const auto cmp = m_task.compares.find(b.name);
        const core::CompareSpec spec = cmp == m_task.compares.end() ? core::CompareSpec {} : cmp->second;
        m_tolerances->setItem(row, 4, cell(QString::fromStdString(spec.region)));
        m_tolerances->setItem(row, 5, cell(QString::fromStdString(spec.mask)));
        auto* unordered = cell(QString());
        unordered->setFlags((unordered->flags() | Qt::ItemIsUserCheckable) & ~Qt::ItemIsEditable);
        unordered->setCheckState(spec.unordered ? Qt::Checked : Qt::Unchecked);
        m_tolerances->setItem(row, 6, unordered);
        QStringList anyOf;
        for (const auto& a : spec.anyOf)
            anyOf << QString::fromStdString(a);
        m_tolerances->setItem(row, 7, cell(anyOf.join(QStringLiteral(", "))));
        ++row;
    }
    m_params->resizeColumnsToContents();
    m_buffers->resizeColumnsToContents();
}

core::Task TaskPane::editedTask() const
{
    core::Task t = m_task;
    for (int r = 0; r < m_params->rowCount() && r < int(t.params.size()); ++r) {
        bool ok = false;
        const QString written = text(m_params, r, 1);
        const qlonglong v = written.toLongLong(&ok);
        const std::string& name = t.params[r].first;
        if (ok) {
            t.params[r].second = v;
            t.paramExprs.erase(name); // a number written over a derived param replaces its expression
        } else if (!written.isEmpty()) {
            t.paramExprs[name].text = written.toStdString();
        }
    }
    for (int r = 0; r < m_buffers->rowCount() && r < int(t.buffers.size()); ++r) {
        auto& b = t.buffers[r];
        if (auto* combo = qobject_cast<QComboBox*>(m_buffers->cellWidget(r, 1)))
            if (auto d = core::parseDType(combo->currentText().toStdString()))
                b.dtype = *d;
        b.shape.clear();
        for (const QString& s : splitTopLevel(text(m_buffers, r, 2)))
            b.shape.push_back(s.toStdString());
        const auto* roleCombo = qobject_cast<QComboBox*>(m_buffers->cellWidget(r, 3));
        const QString role = roleCombo ? roleCombo->currentText() : QString();
        for (auto candidate :
            {core::BufferRole::Input, core::BufferRole::Output, core::BufferRole::InOut, core::BufferRole::Scratch})
            if (role == QLatin1String(core::bufferRoleName(candidate)))
                b.role = candidate;
        const QString init = text(m_buffers, r, 4);
        if (init.isEmpty()) {
            b.init.reset();
        } else {
            core::InitSpec spec;
            if (auto parsed = core::parseInitSpec(init.toStdString()))
                spec = *parsed;
            spec.text = init.toStdString();
            b.init = spec;
        }
    }
    t.launch = formLaunch();
    if (m_pipeline) {
        // a pipeline: the steps table is the launch; the views that show one kernel show step 1's
        t.steps = m_steps->steps();
        if (!t.steps.empty()) {
            t.launch = t.steps.front().launch;
            t.kernel.entry = t.steps.front().kernel.entry;
        }
    }
    for (int r = 0; r < m_tolerances->rowCount(); ++r) {
        const std::string name = text(m_tolerances, r, 0).toStdString();
        core::ToleranceSpec tol;
        bool ok = false;
        if (double v = text(m_tolerances, r, 1).toDouble(&ok); ok)
            tol.atol = v;
        if (double v = text(m_tolerances, r, 2).toDouble(&ok); ok)
            tol.rtol = v;
        if (qlonglong v = text(m_tolerances, r, 3).toLongLong(&ok); ok)
            tol.maxUlp = v;
        if (tol.atol || tol.rtol || tol.maxUlp)
            t.tolerances[name] = tol;
        else
            t.tolerances.erase(name);
        core::CompareSpec cmp = t.compares.count(name) ? t.compares[name] : core::CompareSpec {};
        cmp.region = text(m_tolerances, r, 4).toStdString();
        cmp.mask = text(m_tolerances, r, 5).toStdString();
        const QTableWidgetItem* unordered = m_tolerances->item(r, 6);
        cmp.unordered = unordered && unordered->checkState() == Qt::Checked;
        cmp.anyOf.clear();
        for (const QString& a : splitTopLevel(text(m_tolerances, r, 7)))
            cmp.anyOf.push_back(a.toStdString());
        if (cmp.region.empty() && cmp.mask.empty() && !cmp.unordered && cmp.anyOf.empty())
            t.compares.erase(name);
        else
            t.compares[name] = cmp;
    }
    t.seedCount = m_seedCount->value();
    t.seedBase = std::uint64_t(m_seedBase->value());
    applyImplementationEdits(t);
    return t;
}

QString TaskPane::inputProblems() const
{
    QStringList problems;
    // a param may be an expression of the others ("BYTES / 16"): every one must evaluate
    if (auto params = core::resolveParams(editedTask()); !params) {
        const QString field = QString::fromStdString(params.error().field);
        problems << tr("Parameter %1: %2")
                        .arg(field.mid(field.indexOf(QLatin1Char('.')) + 1),
                            QString::fromStdString(params.error().message));
    }
    static const QStringList columns
        = {QString(), QStringLiteral("atol"), QStringLiteral("rtol"), QStringLiteral("max ULP")};
    for (int r = 0; r < m_tolerances->rowCount(); ++r) {
        for (int c = 1; c <= 3; ++c) {
            const QString v = text(m_tolerances, r, c);
            bool ok = v.isEmpty();
            const double d = c == 3 ? double(v.toLongLong(&ok)) : v.toDouble(&ok);
            if (v.isEmpty())
                continue;
            if (!ok || d < 0 || !std::isfinite(d))
                problems << tr("Tolerance %1 of %2: \"%3\" is not a number >= 0.")
                                .arg(columns[c], text(m_tolerances, r, 0), v);
        }
    }
    if (m_pipeline)
        problems << m_steps->problems();
    return problems.join('\n');
}

} // namespace warpscope::widgets
