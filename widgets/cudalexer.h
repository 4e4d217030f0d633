#pragma once

#include <Qsci/qscilexercpp.h>

#include <QByteArray>

namespace warpscope::widgets {

/// C++ highlighting plus CUDA's qualifiers, builtins (threadIdx, __syncthreads, atomicAdd, ...) and
/// vector types, read from the keyword lists in resources/lexers/cuda.txt.
class CudaLexer : public QsciLexerCPP {
    Q_OBJECT
public:
    explicit CudaLexer(QObject* parent = nullptr);
    const char* language() const override { return "CUDA"; }
    const char* keywords(int set) const override;

    /// The words of one section of the keyword file ("keywords", "builtins", "types").
    static QByteArray section(const QString& name);

private:
    QByteArray m_keywords;
    QByteArray m_builtins;
    QByteArray m_types;
};

} // namespace warpscope::widgets
