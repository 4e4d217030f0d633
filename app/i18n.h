#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;

namespace warpscope::app {

/// The languages Warpscope ships, as codes ("en" needs no translation file).
QStringList availableLanguages();
/// The language's own name ("Español", "Русский").
QString languageName(const QString& code);
/// Installs Warpscope's and Qt's translators for code ("" = the system language). Returns the code
/// actually used ("en" when no translation matched).
QString installTranslators(QCoreApplication& app, const QString& code);

} // namespace warpscope::app
