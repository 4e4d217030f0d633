#include "app/i18n.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace warpscope::app {

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("es"), QStringLiteral("ru")};
}

QString languageName(const QString& code)
{
    if (code == QLatin1String("es"))
        return QStringLiteral("Español");
    if (code == QLatin1String("ru"))
        return QStringLiteral("Русский");
    return QStringLiteral("English");
}

QString installTranslators(QCoreApplication& app, const QString& code)
{
    QString lang = code.isEmpty() ? QLocale::system().name().section('_', 0, 0) : code;
    if (!availableLanguages().contains(lang) || lang == QLatin1String("en"))
        return QStringLiteral("en");
    auto* own = new QTranslator(&app);
    if (!own->load(QStringLiteral(":/i18n/warpscope_%1.qm").arg(lang))) {
        delete own;
        return QStringLiteral("en");
    }
    app.installTranslator(own);
    auto* qt = new QTranslator(&app);
    if (qt->load(QStringLiteral("qtbase_%1").arg(lang), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(qt);
    else
        delete qt;
    return lang;
}

} // namespace warpscope::app
