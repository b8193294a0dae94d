// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Taking a rules page back from the wiki (wikisync.h): the wiki's text read
// into Krajina's units, with their ids, source notes and translation records
// kept; the pulled pages applied to a rulebook and their bases recorded; what
// a pull would bring in, unit by unit; the state a run leaves a page in.

#include "wikisync.h"

#include "catalogue/catalogue.h"
#include "document/tilelisttable.h"
#include "enumnames.h"
#include "rulebook/unithash.h"
#include "rulebook/wikimarkup.h"
#include "wikitranslate.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <functional>
#include <vector>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::WikiSync)
};

// The paragraphs of a page that lie outside its units ({{TileList|...}},
// <references />), as a page without Translate markup shows them.
QSet<QString> gapPieces(const WikiText &text)
{
    QSet<QString> pieces;
    for (const QString &gap : text.gaps()) {
        static const QRegularExpression blankLine(u"\\n[ \\t]*\\n"_s);
        for (const QString &piece : withoutTranslateMarkup(gap).split(blankLine)) {
            if (!piece.trimmed().isEmpty())
                pieces.insert(piece.trimmed());
        }
    }
    return pieces;
}

// For each incoming unit, the unit of Krajina's page it stands for, or -1:
// units are matched by their text (longest common subsequence); between two
// matches, changed units take the place of the old ones in order.
QList<int> pairUnits(const QStringList &local, const QStringList &incoming)
{
    const int n = int(local.size());
    const int m = int(incoming.size());
    // lcs[i][j]: longest common run of local[i..] and incoming[j..].
    std::vector<std::vector<int>> lcs(n + 1, std::vector<int>(m + 1, 0));
    for (int i = n - 1; i >= 0; --i) {
        for (int j = m - 1; j >= 0; --j)
            lcs[i][j] = local.at(i) == incoming.at(j) ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
    }
    QList<int> paired(m, -1);
    QList<int> pendingLocal;
    QList<int> pendingIncoming;
    auto flush = [&] {
        const qsizetype count = std::min(pendingLocal.size(), pendingIncoming.size());
        for (qsizetype k = 0; k < count; ++k)
            paired[pendingIncoming.at(k)] = pendingLocal.at(k);
        pendingLocal.clear();
        pendingIncoming.clear();
    };
    int i = 0;
    int j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && local.at(i) == incoming.at(j)) {
            flush();
            paired[j++] = i++;
        } else if (j < m && (i >= n || lcs[i][j + 1] >= lcs[i + 1][j])) {
            pendingIncoming.append(j++);
        } else {
            pendingLocal.append(i++);
        }
    }
    flush();
    return paired;
}

// The units' texts as the wiki has them (without the source notes of the rule files).
QStringList unitTexts(const WikiText &text)
{
    QStringList texts;
    for (const WikiUnit &unit : text.units())
        texts.append(withoutSourceNotes(unit.text));
    return texts;
}

// A page read without markers into the units of the page as Krajina has it
// (pairUnits()): changed units take the new text, the rest are removed or
// added. Everything outside the units stays as it was, so the ids, the
// <translate> blocks and the text between them survive a round trip through
// a wiki without Translate.
WikiText mergeUnits(const WikiText &local, const WikiText &wiki)
{
    const QSet<QString> outside = gapPieces(local);
    QStringList incoming;
    for (const WikiUnit &unit : wiki.units()) {
        // A piece from outside the units that the wiki page has right before
        // or after a paragraph (no blank line between: "<references />")
        // is no part of that paragraph's unit.
        QStringList lines = unit.text.split(u'\n');
        while (lines.size() > 1 && outside.contains(lines.constLast().trimmed()))
            lines.removeLast();
        while (lines.size() > 1 && outside.contains(lines.constFirst().trimmed()))
            lines.removeFirst();
        const QString text = lines.join(u'\n');
        if (!outside.contains(text.trimmed()))
            incoming.append(text);
    }
    const QList<int> paired = pairUnits(unitTexts(local), incoming);
    QSet<int> kept;
    for (const int index : paired)
        kept.insert(index);
    WikiText merged = local;
    for (qsizetype k = 0; k < paired.size(); ++k) {
        if (paired.at(k) >= 0 && withoutSourceNotes(merged.unit(paired.at(k)).text) != incoming.at(k))
            merged.setUnitText(paired.at(k), incoming.at(k));
    }
    for (int index = local.size() - 1; index >= 0; --index) {
        if (!kept.contains(index))
            merged.takeUnit(index);
    }
    for (qsizetype k = 0; k < paired.size(); ++k) {
        if (paired.at(k) >= 0)
            continue;
        WikiUnit unit;
        unit.text = incoming.at(k);
        merged.insertUnit(int(k), unit);
    }
    return merged;
}

// A unit the wiki has as Krajina has it keeps Krajina's text, source notes and all.
void keepSourceNotes(WikiText &text, int index, const WikiUnit &local)
{
    if (local.text != text.unit(index).text && withoutSourceNotes(local.text) == text.unit(index).text)
        text.setUnitText(index, local.text);
}

// Krajina's ids (and records) on the units of the wiki's text: by pairUnits()
// for a page synced before, by equal text only for a page never synced.
void keepIds(WikiText &text, const WikiText &local, bool byPosition)
{
    QList<int> paired;
    if (byPosition) {
        paired = pairUnits(unitTexts(local), unitTexts(text));
    } else {
        QMultiHash<QString, int> byText;
        for (int i = 0; i < local.size(); ++i)
            byText.insert(withoutSourceNotes(local.unit(i).text), i);
        QSet<int> taken;
        for (int i = 0; i < text.size(); ++i) {
            paired.append(-1);
            const auto range = byText.equal_range(text.unit(i).text);
            for (auto it = range.first; it != range.second; ++it) {
                if (!taken.contains(*it)) {
                    taken.insert(*it);
                    paired.last() = *it;
                    break;
                }
            }
        }
    }
    for (int i = 0; i < text.size(); ++i) {
        const int old = paired.at(i);
        if (old >= 0 && !local.unit(old).id.isEmpty()) {
            text.setUnitId(i, local.unit(old).id);
            text.setSourceHash(i, local.unit(old).sourceHash);
            keepSourceNotes(text, i, local.unit(old));
        }
    }
}

// The ids of units new to a page: English ones the next number free in both
// languages (a Czech unit never becomes the translation of an unrelated
// English one), Czech ones none (Czech-only until somebody says what they
// translate). A Czech unit whose text changed on the wiki keeps its id but no
// record of the English it was made from: it reads as outdated until checked.
void settleIds(WikiText &text, const RulePage &page, Language language, const QSet<QString> &unchanged)
{
    int next = std::max({page.english.maxNumericId(), page.czech.maxNumericId(), text.maxNumericId()}) + 1;
    for (int i = 0; i < text.size(); ++i) {
        const WikiUnit &unit = text.unit(i);
        if (unit.id.isEmpty()) {
            if (language == Language::English)
                text.setUnitId(i, QString::number(next++));
        } else if (language == Language::Czech && !unchanged.contains(unit.id)) {
            text.setSourceHash(i, QString());
        }
    }
}

QSet<QString> unchangedIds(const WikiText &text, const WikiText &local)
{
    QSet<QString> ids;
    for (const WikiUnit &unit : text.units()) {
        const int old = local.indexOf(unit.id);
        if (old >= 0 && withoutSourceNotes(local.unit(old).text) == withoutSourceNotes(unit.text))
            ids.insert(unit.id);
    }
    return ids;
}

QString plainRendition(const WikiText &text)
{
    RulePage page;
    page.english = text;
    return normalisedWikiText(exportWikiPage(page, Language::English, {}, WikiMarkup::Plain).text);
}

// The heading a unit lies under: the nearest heading before it, without its "=" marks.
QString headingAbove(const WikiText &text, int index)
{
    for (int i = index - 1; i >= 0; --i) {
        const WikiUnit &unit = text.unit(i);
        if (unit.isHeading()) {
            QString heading = withoutSourceNotes(unit.text).trimmed();
            while (heading.startsWith(u'='))
                heading.remove(0, 1);
            while (heading.endsWith(u'='))
                heading.chop(1);
            return heading.trimmed();
        }
    }
    return {};
}

} // namespace

std::optional<RulePage> pulledPage(const RulePage &page, Language language, const QString &wikiText, QString *error,
                                   bool adopted)
{
    // The wiki's text as it is, generated tile tables back as {{TileList|...}}.
    const QString source = collapseGeneratedTileLists(wikiText);
    WikiTextError parseError;
    std::optional<WikiText> asItIs = WikiText::parse(source, &parseError);
    if (!asItIs) {
        if (error)
            *error = Text::tr("line %1: %2").arg(parseError.line).arg(parseError.message);
        return std::nullopt;
    }
    const WikiText &local = page.text(language);
    WikiText taken;
    if (wikiText.contains(u"<!--T:"_s)) {
        // Translate markup: the markers say which unit is which.
        taken = *asItIs;
        for (int i = 0; i < taken.size(); ++i) {
            const int old = local.indexOf(taken.unit(i).id);
            if (old >= 0) {
                taken.setSourceHash(i, local.unit(old).sourceHash);
                keepSourceNotes(taken, i, local.unit(old));
            }
        }
    } else {
        // Without markers: Krajina's page with the wiki's units in place of its
        // own (its markup kept) when that gives the wiki's text back exactly;
        // else the wiki's text as it stands, each unit with the id of the unit
        // of the same text. A page never synced is never paired by position.
        std::optional<WikiText> merged;
        if (!adopted) {
            merged = mergeUnits(local, *asItIs);
            if (plainRendition(*merged) != normalisedWikiText(source))
                merged.reset();
        }
        if (merged) {
            taken = *merged;
        } else {
            taken = *asItIs;
            keepIds(taken, local, !adopted);
        }
    }
    settleIds(taken, page, language, unchangedIds(taken, local));
    RulePage result = page;
    if (language == Language::English)
        result.replaceEnglish(taken);
    else
        result.czech = taken;
    return result;
}

WikiPullApplied applyPull(const Rulebook &rulebook, const Catalogue *catalogue, QList<WikiPageResult> &results)
{
    WikiPullApplied applied;
    Rulebook working = rulebook;
    QStringList changed;
    for (const Language language : {Language::English, Language::Czech}) {
        for (WikiPageResult &result : results) {
            const bool resolved = result.action == WikiPageResult::Action::Resolved;
            if ((result.action != WikiPageResult::Action::Pulled && !resolved) || result.target.language != language
                || result.target.kind != WikiTarget::Kind::RulePage)
                continue;
            const RulePage *page = working.page(result.target.id);
            if (!page)
                continue;
            QString error;
            const bool adopted = !result.base;
            const QString taken = result.taken.value_or(result.wiki.text);
            const WikiBase wikiBase {result.wiki.revisionId,
                                     result.wiki.timestamp,
                                     wikiTextHash(result.wiki.text),
                                     wikiTextHash(result.wiki.text),
                                     wikiMarkupName(result.target.markup),
                                     normalisedWikiText(result.wiki.text)};
            if (normalisedWikiText(taken) == normalisedWikiText(result.target.text)) {
                // Krajina's page stays as it is (a conflict settled as Krajina has it).
                result.newBase = wikiBase;
                result.newBase->localHash = resolved ? wikiBase.wikiHash : wikiTextHash(result.target.text);
                continue;
            }
            if (!result.target.unitsOf.isEmpty()) {
                QStringList problems;
                const RulePage withUnits = withUnitTranslations(*page, taken, result.definitions, &problems);
                for (const QString &problem : std::as_const(problems))
                    applied.errors.append(QString(result.target.title + u": "_s + problem));
                working.setPage(withUnits);
                if (!changed.contains(withUnits.id))
                    changed.append(withUnits.id);
                const QString local = krajinaUnitsText(withUnits);
                result.target.text = local;
                result.newBase = wikiBase;
                result.newBase->localHash = resolved || result.taken ? wikiBase.wikiHash : wikiTextHash(local);
                continue;
            }
            const std::optional<RulePage> pulled = pulledPage(*page, language, taken, &error, adopted);
            if (!pulled) {
                result.action = WikiPageResult::Action::Failed;
                result.message = error;
                applied.errors.append(QString(result.target.title + u": "_s + error));
                continue;
            }
            working.setPage(*pulled);
            if (!changed.contains(pulled->id))
                changed.append(pulled->id);
            static const QRegularExpression translateMarkup(u"<!--T:|</?translate[ >]"_s);
            if (adopted && taken.contains(translateMarkup))
                result.target.markup = WikiMarkup::Translate;
            const QString local
                = exportWikiPage(*pulled, language,
                                 catalogue ? catalogueTileLists(*catalogue, language) : TileListFunction {},
                                 result.target.markup)
                      .text;
            result.target.text = local;
            // After a resolution Krajina's page counts as changed since the
            // wiki's revision wherever it differs from it (the next push sends it).
            result.newBase = wikiBase;
            result.newBase->markup = wikiMarkupName(result.target.markup);
            result.newBase->localHash = resolved || result.taken ? wikiBase.wikiHash : wikiTextHash(local);
        }
    }
    for (const QString &id : std::as_const(changed))
        applied.pages.append(*working.page(id));
    return applied;
}

QList<WikiUnitDifference> wikiDifferences(const Rulebook &rulebook, const WikiTarget &target, const QString &wikiText)
{
    QList<WikiUnitDifference> differences;
    if (!target.unitsOf.isEmpty()) {
        QHash<QString, UnitTranslation> onWiki;
        for (const UnitTranslation &unit : readUnitsText(wikiText))
            onWiki.insert(unit.id, unit);
        QSet<QString> mine;
        for (const UnitTranslation &unit : readUnitsText(target.text)) {
            mine.insert(unit.id);
            const auto wiki = onWiki.constFind(unit.id);
            const QString theirs = wiki == onWiki.constEnd() ? QString() : unitEditText(*wiki);
            if (theirs != unitEditText(unit))
                differences.append({unit.id, false, {}, 0, unitEditText(unit), theirs});
        }
        for (const UnitTranslation &unit : readUnitsText(wikiText)) {
            if (!mine.contains(unit.id))
                differences.append({unit.id, false, {}, 0, QString(), unitEditText(unit)});
        }
        return differences;
    }
    const RulePage *page = target.kind == WikiTarget::Kind::RulePage ? rulebook.page(target.id) : nullptr;
    const std::optional<RulePage> pulled
        = page ? pulledPage(*page, target.language, wikiText) : std::optional<RulePage>();
    if (!pulled) {
        if (normalisedWikiText(target.text) != normalisedWikiText(wikiText))
            differences.append({QString(), false, {}, 0, target.text, wikiText});
        return differences;
    }
    const WikiText &local = page->text(target.language);
    const WikiText &wiki = pulled->text(target.language);
    // A Czech paragraph that translates no English unit: headed as what it is, never as the whole page.
    const auto difference = [&](const WikiText &text, int index, const QString &ours, const QString &theirs) {
        const WikiUnit &unit = text.unit(index);
        const bool czechOnly
            = target.language == Language::Czech && (unit.id.isEmpty() || page->english.indexOf(unit.id) < 0);
        return WikiUnitDifference {unit.id, czechOnly, headingAbove(text, index), index + 1, ours, theirs};
    };
    // Units without an id (Czech-only paragraphs nobody numbered) pair by
    // their text, then the rest in order.
    QList<int> localLoose;
    QList<int> wikiLoose;
    for (int i = 0; i < local.size(); ++i) {
        const WikiUnit &unit = local.unit(i);
        if (unit.id.isEmpty()) {
            localLoose.append(i);
            continue;
        }
        const int other = wiki.indexOf(unit.id);
        const QString wikiUnit = other >= 0 ? withoutSourceNotes(wiki.unit(other).text) : QString();
        const QString ours = withoutSourceNotes(unit.text);
        if (wikiUnit != ours)
            differences.append(difference(local, i, ours, wikiUnit));
    }
    for (int i = 0; i < wiki.size(); ++i) {
        const WikiUnit &unit = wiki.unit(i);
        if (unit.id.isEmpty())
            wikiLoose.append(i);
        else if (local.indexOf(unit.id) < 0)
            differences.append(difference(wiki, i, QString(), unit.text));
    }
    for (qsizetype l = localLoose.size() - 1; l >= 0; --l) {
        const QString ours = withoutSourceNotes(local.unit(localLoose.at(l)).text);
        for (qsizetype w = 0; w < wikiLoose.size(); ++w) {
            if (withoutSourceNotes(wiki.unit(wikiLoose.at(w)).text) == ours) {
                localLoose.removeAt(l);
                wikiLoose.removeAt(w);
                break;
            }
        }
    }
    for (qsizetype k = 0; k < std::max(localLoose.size(), wikiLoose.size()); ++k) {
        const QString ours = k < localLoose.size() ? withoutSourceNotes(local.unit(localLoose.at(k)).text) : QString();
        const QString theirs = k < wikiLoose.size() ? withoutSourceNotes(wiki.unit(wikiLoose.at(k)).text) : QString();
        differences.append(k < localLoose.size() ? difference(local, localLoose.at(k), ours, theirs)
                                                 : difference(wiki, wikiLoose.at(k), ours, theirs));
    }
    return differences;
}

WikiPageState wikiStateAfter(const WikiPageResult &result)
{
    using Action = WikiPageResult::Action;
    if (!result.newBase)
        return result.state;
    switch (result.action) {
    case Action::Pushed:
    case Action::Created:
        return WikiPageState::InStep;
    case Action::Pulled:
    case Action::Resolved:
        // The paragraphs taken, the wiki's tile tables not: those still wait.
        if (result.state == WikiPageState::TablesEdited && !result.tableEdits.isEmpty())
            return WikiPageState::TablesEdited;
        // Against the revision just taken: what Krajina keeps of its own is left to push.
        return compareWikiPage(result.target.text, result.wiki, result.newBase);
    default:
        return result.state;
    }
}

void recordBases(WikiSyncState &state, const QString &site, const QList<WikiPageResult> &results)
{
    for (const WikiPageResult &result : results) {
        if (!result.newBase)
            continue;
        WikiBase base = *result.newBase;
        if (!result.tableEdits.isEmpty()) {
            // The base keeps the catalogue's tables where the wiki's edit was
            // not taken, so that the next run still finds that edit.
            const QMap<QString, QString> ours = generatedTileTables(result.target.text);
            QMap<QString, QString> kept;
            for (const TileTableDifference &edit : result.tableEdits) {
                if (ours.contains(edit.expansion))
                    kept.insert(edit.expansion, normalisedWikiText(ours.value(edit.expansion)));
            }
            base.text = withGeneratedTileTables(base.text, kept);
        }
        state.setBase(site, result.target.title, base);
    }
}

} // namespace Krajina
