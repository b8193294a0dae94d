// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "wikitranslate.h"

#include "rulebook/translationstatus.h"
#include "rulebook/unithash.h"
#include "rulebook/wikimarkup.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::WikiSync)
};

} // namespace

QString displayTitleUnit()
{
    return u"Page display title"_s;
}

QString translationUnitTitle(const QString &sourceTitle, const QString &unitId, const QString &language)
{
    return u"Translations:%1/%2/%3"_s.arg(sourceTitle, unitId, language);
}

QString translationUnitsTitle(const QString &sourceTitle, const QString &language)
{
    return translationUnitTitle(sourceTitle, u"*"_s, language);
}

QString unitsTextParagraph(const UnitTranslation &unit)
{
    return u"<!--T:"_s + unit.id + u"-->\n"_s + (unit.fuzzy ? fuzzyMark() : QString()) + unit.text.trimmed();
}

QString krajinaUnitsText(const RulePage &page, QStringList *czechOnly)
{
    QStringList paragraphs;
    // The page's Czech title first, as Translate lists its units.
    if (!page.titleCs.trimmed().isEmpty())
        paragraphs.append(unitsTextParagraph({displayTitleUnit(), page.titleCs.trimmed(), false}));
    QHash<QString, int> czechById;
    for (int c = 0; c < page.czech.size(); ++c) {
        const WikiUnit &unit = page.czech.unit(c);
        if (page.english.indexOf(unit.id) < 0) {
            if (czechOnly)
                czechOnly->append(unit.id.isEmpty() ? Text::tr("line %1").arg(page.czech.lineOf(c)) : unit.id);
            continue;
        }
        czechById.insert(unit.id, c);
    }
    for (const WikiUnit &english : page.english.units()) {
        const auto c = czechById.constFind(english.id);
        if (c == czechById.constEnd())
            continue;
        const QString text = withoutSourceNotes(page.czech.unit(*c).text).trimmed();
        if (text.isEmpty())
            continue;
        paragraphs.append(unitsTextParagraph({english.id, text, !page.isCurrent(*c)}));
    }
    return paragraphs.join(u"\n\n"_s);
}

QString wikiUnitsText(const QList<WikiTranslationUnit> &units)
{
    QStringList paragraphs;
    for (const WikiTranslationUnit &unit : units) {
        if (!unit.translated || unit.translation.trimmed().isEmpty())
            continue;
        // A title has no outdated state in Krajina: a fuzzy one reads as it stands
        // (and stays fuzzy on the wiki until a translator confirms it there).
        const bool title = unit.id == displayTitleUnit();
        paragraphs.append(unitsTextParagraph({unit.id, unit.translation, unit.fuzzy && !title}));
    }
    return paragraphs.join(u"\n\n"_s);
}

QList<UnitTranslation> readUnitsText(const QString &text)
{
    // A marker on a line of its own starts a unit, which runs to the next one
    // (a translation may hold a blank line of its own).
    static const QRegularExpression marker(u"(?:^|\\n)<!--T:([^\\n]*?)-->\\n"_s);
    QList<UnitTranslation> units;
    QRegularExpressionMatchIterator it = marker.globalMatch(text);
    qsizetype end = -1;
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        if (!units.isEmpty())
            units.last().text = text.mid(end, match.capturedStart() - end).trimmed();
        UnitTranslation unit;
        unit.id = match.captured(1);
        units.append(unit);
        end = match.capturedEnd();
    }
    if (!units.isEmpty())
        units.last().text = text.mid(end).trimmed();
    for (UnitTranslation &unit : units) {
        if (unit.text.startsWith(fuzzyMark())) {
            unit.fuzzy = true;
            unit.text = unit.text.mid(fuzzyMark().size()).trimmed();
        }
    }
    return units;
}

DeletedTranslations deletedTranslations(const QString &krajinaText, const QString &wikiText, const QString &baseText)
{
    DeletedTranslations deleted;
    QList<UnitTranslation> after = readUnitsText(krajinaText);
    QSet<QString> mine;
    for (const UnitTranslation &unit : std::as_const(after))
        mine.insert(unit.id);
    QSet<QString> base;
    for (const UnitTranslation &unit : readUnitsText(baseText))
        base.insert(unit.id);
    // The wiki's units Krajina lacks go in after the unit the wiki has before them.
    QString previous;
    for (UnitTranslation unit : readUnitsText(wikiText)) {
        if (!mine.contains(unit.id)) {
            if (base.contains(unit.id) && unit.id != displayTitleUnit()) {
                if (!unit.fuzzy)
                    deleted.toMark.append(unit.id);
                unit.fuzzy = true;
                deleted.units.append(unit);
            }
            const auto at = std::find_if(after.begin(), after.end(),
                                         [&previous](const UnitTranslation &u) { return u.id == previous; });
            after.insert(previous.isEmpty() || at == after.end() ? 0 : at - after.begin() + 1, unit);
        }
        previous = unit.id;
    }
    QStringList paragraphs;
    for (const UnitTranslation &unit : std::as_const(after))
        paragraphs.append(unitsTextParagraph(unit));
    deleted.wikiAfter = paragraphs.join(u"\n\n"_s);
    return deleted;
}

RulePage withUnitTranslations(const RulePage &page, const QString &unitsText,
                              const QHash<QString, QString> &definitions, QStringList *problems)
{
    RulePage result = page;
    QHash<QString, UnitTranslation> wanted;
    for (const UnitTranslation &unit : readUnitsText(unitsText))
        wanted.insert(unit.id, unit);
    // Translations the text no longer has go (Czech-only units stay).
    for (int c = result.czech.size() - 1; c >= 0; --c) {
        const QString &id = result.czech.unit(c).id;
        if (result.english.indexOf(id) >= 0 && !wanted.contains(id))
            result.removeCzechUnit(c);
    }
    for (const UnitTranslation &unit : readUnitsText(unitsText)) {
        if (unit.id == displayTitleUnit()) {
            // The page's title: no paragraph. (A title the text lacks stays: a page needs one.)
            result.titleCs = unit.text.trimmed();
            continue;
        }
        const int english = result.english.indexOf(unit.id);
        if (english < 0) {
            if (problems) {
                problems->append(
                    Text::tr("unit %1: Krajina's English page has no unit %1 (pull the English page first)")
                        .arg(unit.id));
            }
            continue;
        }
        const int existing = result.czechIndexFor(english);
        const bool same = existing >= 0 && withoutSourceNotes(result.czech.unit(existing).text).trimmed() == unit.text;
        const bool wasCurrent = existing >= 0 && result.isCurrent(existing);
        const QString oldHash = existing >= 0 ? result.czech.unit(existing).sourceHash : QString();
        int c = existing;
        if (!same)
            c = setTranslation(result, english, unit.text);
        const QString englishHash = unitHash(result.english.unit(english).text);
        if (unit.fuzzy) {
            // Outdated: what it was made from stays known where Krajina knew it.
            const bool keep = same && !wasCurrent && !oldHash.isEmpty();
            result.czech.setSourceHash(c, keep ? oldHash : QString());
        } else {
            const QString definition = definitions.value(unit.id);
            const QString madeFrom = definition.isEmpty() ? englishHash : unitHash(definition);
            result.czech.setSourceHash(c, madeFrom);
            if (madeFrom == englishHash)
                result.previousEnglish.remove(unit.id);
        }
    }
    return result;
}

} // namespace Krajina
