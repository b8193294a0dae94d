// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulebook/rulepage.h"
#include "wikianswer.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Krajina {

// A Czech page on a wiki that runs the Translate extension is no page of its
// own: each unit's translation is the page Translations:SOURCE/UNIT/cs, and
// SOURCE/cs is what the extension makes of them. Krajina compares, merges and
// records such a page as its "units text": one paragraph per translated unit,
// "<!--T:UNIT-->" on its first line and the translation below, prefixed with
// "!!FUZZY!!" (how Translate writes an outdated translation) where it is
// outdated. Units follow the English page's order.

// The unit of a page's display title ("Page display title"): its Czech title,
// the first unit of a units text, no paragraph of the page.
QString displayTitleUnit();

// "Translations:River/7/cs".
QString translationUnitTitle(const QString &sourceTitle, const QString &unitId, const QString &language);
// The title a page of translation units is shown and recorded under: "Translations:River/*/cs".
QString translationUnitsTitle(const QString &sourceTitle, const QString &language);

inline QString fuzzyMark()
{
    return QStringLiteral("!!FUZZY!!");
}

struct UnitTranslation
{
    QString id;
    QString text; // without the fuzzy mark
    bool fuzzy = false;
};

// A unit's text as its Translations: page holds it ("!!FUZZY!!" first where it is outdated).
inline QString unitEditText(const UnitTranslation &unit)
{
    return (unit.fuzzy ? fuzzyMark() : QString()) + unit.text;
}

// Krajina's Czech translations of `page` as a units text: the Czech title
// (displayTitleUnit()), then every Czech unit that translates an English unit,
// outdated ones fuzzy. The ids of Czech-only units
// (which the wiki has no place for) go into *czechOnly.
QString krajinaUnitsText(const RulePage &page, QStringList *czechOnly = nullptr);
// The wiki's translations as a units text, the display title among them
// (never fuzzy: Krajina keeps no outdated state for a title); untranslated
// units left out.
QString wikiUnitsText(const QList<WikiTranslationUnit> &units);
// The units of a units text, in order.
QList<UnitTranslation> readUnitsText(const QString &text);
// One unit as a units text writes it.
QString unitsTextParagraph(const UnitTranslation &unit);

// Translations Krajina deleted since the last sync (`baseText`) that the
// wiki still has: the Translate extension has no call that takes a
// translation back (only deleting its Translations: page, which needs a wiki
// administrator), so a push marks each one outdated ("!!FUZZY!!"), and says
// so. The display title is never among them.
struct DeletedTranslations
{
    QList<UnitTranslation> units; // as the wiki has them, fuzzy
    QStringList toMark; // the ids of those the push has to mark (the rest are fuzzy already)
    QString wikiAfter; // the wiki's units text once they are marked
};
DeletedTranslations deletedTranslations(const QString &krajinaText, const QString &wikiText, const QString &baseText);

// `page` with the Czech translations of a units text (the wiki's, or a
// merge): a unit the text holds takes its translation, a unit it lacks loses
// it; Czech-only units stay; the display title unit is the Czech title. A unit Translate holds as fuzzy becomes
// outdated; a current one counts as made from the English the wiki has for it
// (`definitions`, by unit id), so it is current in Krajina when that is
// Krajina's English. Units the English page lacks are named in *problems.
RulePage withUnitTranslations(const RulePage &page, const QString &unitsText,
                              const QHash<QString, QString> &definitions, QStringList *problems);

} // namespace Krajina
