// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "language.h"
#include "wikitext.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace Krajina {

// One rules page (the wiki's River, The Bets, ...) in English and Czech. The
// English text is the source; each Czech unit carries the hash of the English
// unit it translates, which is how an outdated translation is told apart.
//
// The edits below keep that bookkeeping: when the English text of a current
// translation changes, the English it was made from is kept so that the
// change can be shown as a diff until somebody marks the translation current.
struct RulePage
{
    QString id; // folder name under data/rules ("river")
    QStringList expansions; // expansion ids the page covers
    QString titleEn;
    QString titleCs;
    WikiText english;
    WikiText czech;
    // Czech unit id -> the English text that unit was translated from, for
    // outdated units whose earlier English is known.
    QMap<QString, QString> previousEnglish;

    const WikiText &text(Language language) const { return language == Language::English ? english : czech; }
    QString title(Language language) const { return language == Language::English ? titleEn : titleCs; }
    bool covers(QStringView expansion) const { return expansions.contains(expansion); }

    // The Czech unit that translates English unit `englishIndex`, or -1.
    int czechIndexFor(int englishIndex) const;
    // The English unit a Czech unit translates, or -1.
    int englishIndexFor(int czechIndex) const;
    // Whether a Czech unit was made from the English text its source now has.
    bool isCurrent(int czechIndex) const;
    // The English text an outdated Czech unit was translated from, if known.
    std::optional<QString> previousEnglishFor(int czechIndex) const;

    void setEnglishText(int index, const QString &text);
    // Replaces the whole English text (a new version imported from the wiki).
    void replaceEnglish(const WikiText &text);
    void setCzechText(int index, const QString &text);
    // Records that a person checked the Czech unit against the English it now has.
    bool markCurrent(int czechIndex);
    // A unit the English page has no counterpart for (a Czech footnote, a Czech
    // template), inserted before Czech unit `position`.
    void insertCzechOnlyUnit(int position, const QString &text);
    void removeCzechUnit(int index);

    friend bool operator==(const RulePage &, const RulePage &) = default;

private:
    void forgetPreviousIfCurrent(const QString &id);
};

} // namespace Krajina
