// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

class QTranslator;

namespace Krajina {

// Loads Krajina's and Qt's own translations for a UI language ("cs", "en")
// and swaps them at run time; the user's choice persists in QSettings.
class LanguageManager
{
public:
    static LanguageManager &instance();

    QStringList availableLanguages() const { return {QStringLiteral("en"), QStringLiteral("cs")}; }
    // The stored choice, else the system language when it is available, else English.
    QString preferredLanguage() const;
    QString currentLanguage() const { return m_current; }
    // Installs the translators; QEvent::LanguageChange reaches every widget.
    bool setLanguage(const QString &language);
    // The user's choice (View > Language): set, and kept for the next start.
    bool chooseLanguage(const QString &language);

private:
    LanguageManager() = default;

    QString m_current;
    QTranslator *m_appTranslator = nullptr;
    QTranslator *m_qtTranslator = nullptr;
};

} // namespace Krajina
