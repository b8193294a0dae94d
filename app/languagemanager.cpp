// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "languagemanager.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {
constexpr auto settingsKey = QLatin1StringView("language");
}

LanguageManager &LanguageManager::instance()
{
    static LanguageManager manager;
    return manager;
}

QString LanguageManager::preferredLanguage() const
{
    const QString stored = QSettings().value(settingsKey).toString();
    if (availableLanguages().contains(stored))
        return stored;
    const QString system = QLocale::system().name().section(u'_', 0, 0);
    return availableLanguages().contains(system) ? system : u"en"_s;
}

bool LanguageManager::setLanguage(const QString &language)
{
    if (!availableLanguages().contains(language))
        return false;
    auto *app = QCoreApplication::instance();
    if (m_appTranslator) {
        QCoreApplication::removeTranslator(m_appTranslator);
        QCoreApplication::removeTranslator(m_qtTranslator);
    } else {
        m_appTranslator = new QTranslator(app);
        m_qtTranslator = new QTranslator(app);
    }
    // English is the source language, but its catalogue carries the plural forms ("1 error", "2 errors").
    const bool loaded = m_appTranslator->load(u"krajina_"_s + language, u":/i18n"_s);
    // Qt's own strings (standard dialogs, shortcuts); missing ones simply stay English.
    if (m_qtTranslator->load(u"qtbase_"_s + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(m_qtTranslator);
    if (loaded)
        QCoreApplication::installTranslator(m_appTranslator);
    m_current = language;
    // Tile and expansion names follow the UI language through the default locale.
    QLocale::setDefault(QLocale(language == u"cs" ? QLocale::Czech : QLocale::English,
                                language == u"cs" ? QLocale::CzechRepublic : QLocale::UnitedKingdom));
    // Widgets take the default locale when made: open windows are told of the new one.
    if (qobject_cast<QApplication *>(QCoreApplication::instance())) {
        const QWidgetList windows = QApplication::topLevelWidgets();
        for (QWidget *window : windows) {
            if (!window->testAttribute(Qt::WA_SetLocale))
                window->unsetLocale();
        }
    }
    return loaded;
}

bool LanguageManager::chooseLanguage(const QString &language)
{
    if (!availableLanguages().contains(language))
        return false;
    const bool loaded = setLanguage(language);
    QSettings().setValue(settingsKey, language);
    return loaded;
}

} // namespace Krajina
