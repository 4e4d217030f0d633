#include "app/bundlecompile.h"

#include "app/session/filesaver.h"
#include "core/compile/compilejson.h"

#include <QDir>
#include <QFileInfo>

namespace warpscope::app {

QString attachCompileResult(const QString& bundle, const core::CompileResult& result)
{
    const QDir dir(bundle);
    if (bundle.isEmpty() || !QFileInfo(dir.filePath(QStringLiteral("result.json"))).isFile())
        return QStringLiteral("%1 holds no result.json").arg(bundle);
    const QString file = dir.filePath(QStringLiteral("compile.json"));
    if (QFileInfo::exists(file))
        return {};
    return session::saveFileAtomically(file, QByteArray::fromStdString(core::compileResultToJson(result).dump(1)));
}

} // namespace warpscope::app
