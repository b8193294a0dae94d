// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "translationchecks.h"

#include "glossary.h"
#include "inputlimits.h"
#include "readings.h"
#include "rulepage.h"
#include "translationstatus.h"
#include "wikimarkup.h"
#include "wikitext.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// Gives lupdate and tr() one context for the messages of this file.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::TranslationChecks)
};

Finding finding(const QString &code, Severity severity, const QString &message)
{
    Finding f;
    f.code = code;
    f.severity = severity;
    f.message = message;
    return f;
}

QString quoted(const QString &text)
{
    return u"\u201c"_s + text + u"\u201d"_s;
}

QString listed(QStringList items)
{
    for (QString &item : items)
        item = quoted(item);
    return items.join(u", "_s);
}

// Spelled-out numbers from 2 up, in every case form Czech uses, and in
// English; each language only reads its own words (Czech "ten" is "that").
// One is left out: "one", "jeden" and "jednou" are as often pronouns or "once".
const QHash<QString, int> &numberWords(Language language)
{
    using Forms = std::initializer_list<const char16_t *>;
    const auto make = [](std::initializer_list<std::pair<int, Forms>> rows) {
        QHash<QString, int> map;
        for (const auto &[value, forms] : rows) {
            for (const char16_t *form : forms)
                map.insert(QString::fromUtf16(form), value);
        }
        return map;
    };
    static const QHash<QString, int> czech = make({
        {2, {u"dva", u"dvě", u"dvou", u"dvěma", u"dvakrát"}},
        {3, {u"tři", u"tří", u"třem", u"třemi", u"třech", u"třikrát"}},
        {4, {u"čtyři", u"čtyř", u"čtyřem", u"čtyřmi", u"čtyřech", u"čtyřikrát"}},
        {5, {u"pět", u"pěti", u"pětkrát"}},
        {6, {u"šest", u"šesti", u"šestkrát"}},
        {7, {u"sedm", u"sedmi"}},
        {8, {u"osm", u"osmi"}},
        {9, {u"devět", u"devíti"}},
        {10, {u"deset", u"deseti"}},
        {11, {u"jedenáct", u"jedenácti"}},
        {12, {u"dvanáct", u"dvanácti"}},
        {13, {u"třináct", u"třinácti"}},
        {14, {u"čtrnáct", u"čtrnácti"}},
        {15, {u"patnáct", u"patnácti"}},
        {16, {u"šestnáct", u"šestnácti"}},
        {17, {u"sedmnáct", u"sedmnácti"}},
        {18, {u"osmnáct", u"osmnácti"}},
        {19, {u"devatenáct", u"devatenácti"}},
        {20, {u"dvacet", u"dvaceti"}},
        {30, {u"třicet", u"třiceti"}},
        {40, {u"čtyřicet", u"čtyřiceti"}},
        {50, {u"padesát", u"padesáti"}},
        {60, {u"šedesát", u"šedesáti"}},
        {70, {u"sedmdesát", u"sedmdesáti"}},
        {80, {u"osmdesát", u"osmdesáti"}},
        {90, {u"devadesát", u"devadesáti"}},
    });
    static const QHash<QString, int> english = make({
        {2, {u"two", u"twice"}}, {3, {u"three", u"thrice"}},
        {4, {u"four"}},          {5, {u"five"}},
        {6, {u"six"}},           {7, {u"seven"}},
        {8, {u"eight"}},         {9, {u"nine"}},
        {10, {u"ten"}},          {11, {u"eleven"}},
        {12, {u"twelve"}},       {13, {u"thirteen"}},
        {14, {u"fourteen"}},     {15, {u"fifteen"}},
        {16, {u"sixteen"}},      {17, {u"seventeen"}},
        {18, {u"eighteen"}},     {19, {u"nineteen"}},
        {20, {u"twenty"}},       {30, {u"thirty"}},
        {40, {u"forty"}},        {50, {u"fifty"}},
        {60, {u"sixty"}},        {70, {u"seventy"}},
        {80, {u"eighty"}},       {90, {u"ninety"}},
    });
    return language == Language::English ? english : czech;
}

// Numbers a reader sees, written as digits (leading zeros dropped) or spelled
// out; FAQ ids do not count.
QMap<QString, int> numbersOf(const QString &prose, Language language)
{
    static const QRegularExpression faqLike(u"\\b[A-Z]{2,}\\.\\d+(?:\\.\\d+)*"_s);
    static const QRegularExpression digits(u"\\d+"_s);
    QMap<QString, int> numbers;
    const QString text = QString(prose).remove(faqLike);
    for (auto it = digits.globalMatch(text); it.hasNext();) {
        QString number = it.next().captured();
        while (number.size() > 1 && number.startsWith(u'0'))
            number.remove(0, 1);
        ++numbers[number];
    }
    const QHash<QString, int> &words = numberWords(language);
    for (const QString &word : lowerCaseWords(text)) {
        if (const auto found = words.constFind(word); found != words.cend())
            ++numbers[QString::number(*found)];
    }
    return numbers;
}

// Whether a text says "one" in words: enough to carry a 1 of the other
// language, though these words alone are no number (see numberWords()).
bool saysOne(const QString &prose)
{
    static const QSet<QString> ones {u"one"_s,   u"once"_s,    u"jeden"_s,   u"jedna"_s,  u"jedno"_s,  u"jednoho"_s,
                                     u"jedné"_s, u"jednomu"_s, u"jednom"_s,  u"jedním"_s, u"jednou"_s, u"jednu"_s,
                                     u"jedni"_s, u"jedny"_s,   u"jedněch"_s, u"jedněm"_s, u"jedněmi"_s};
    const QStringList words = lowerCaseWords(prose);
    return std::any_of(words.cbegin(), words.cend(), [](const QString &word) { return ones.contains(word); });
}

void checkNumbers(const QString &englishProse, const QString &czechProse, QList<Finding> &findings)
{
    const QMap<QString, int> english = numbersOf(englishProse, Language::English);
    const QMap<QString, int> czech = numbersOf(czechProse, Language::Czech);
    const QString one = u"1"_s;
    QStringList missing;
    QStringList extra;
    for (auto it = english.cbegin(); it != english.cend(); ++it) {
        if (!czech.contains(it.key()) && !(it.key() == one && saysOne(czechProse)))
            missing.append(it.key());
    }
    for (auto it = czech.cbegin(); it != czech.cend(); ++it) {
        if (!english.contains(it.key()) && !(it.key() == one && saysOne(englishProse)))
            extra.append(it.key());
    }
    if (!missing.isEmpty())
        findings.append(finding(u"numbers-missing"_s, Severity::Error,
                                Text::tr("the English has the number(s) %1, the Czech does not (as digits or in words)")
                                    .arg(listed(missing))));
    if (!extra.isEmpty())
        findings.append(finding(u"numbers-extra"_s, Severity::Warning,
                                Text::tr("the Czech has the number(s) %1, the English does not").arg(listed(extra))));
}

// Whether a unit says that something is not so. Czech negates a verb with the
// prefix ne- (nesmí, nelze) and adds nikdy, nikdo, nic, žádný, ani; adjectives
// made from participles (nedokončená cesta, an open road) are not negations
// of the sentence, and nej- (superlatives), nebo and než are no negation at all.
bool saysNot(const QString &prose, Language language)
{
    const QStringList words = lowerCaseWords(prose);
    if (language == Language::English) {
        static const QSet<QString> negations {u"not"_s,     u"no"_s,  u"never"_s,   u"none"_s,   u"nobody"_s,
                                              u"nothing"_s, u"nor"_s, u"neither"_s, u"cannot"_s, u"t"_s};
        // "t" is what is left of "don't", "can't", "isn't".
        return std::any_of(words.cbegin(), words.cend(), [&](const QString &word) { return negations.contains(word); });
    }
    // nejsou, nejde: ne- before a verb that itself begins with j, not a superlative.
    static const QSet<QString> negations {u"ne"_s,     u"nikdy"_s,  u"nikdo"_s,  u"nic"_s,    u"ničeho"_s, u"nikoho"_s,
                                          u"nikomu"_s, u"nikde"_s,  u"nikam"_s,  u"ani"_s,    u"aniž"_s,   u"nelze"_s,
                                          u"nejsou"_s, u"nejsi"_s,  u"nejsem"_s, u"nejsme"_s, u"nejste"_s, u"nejen"_s,
                                          u"nejde"_s,  u"nejdou"_s, u"nejedná"_s};
    static const QStringList notNegations {u"nej"_s, u"nebo"_s, u"než"_s, u"ně"_s, u"neb"_s, u"nech"_s};
    // nést (to carry) and its forms begin like a negation.
    static const QSet<QString> carry {u"nést"_s,  u"nese"_s,  u"nesou"_s, u"nesl"_s,
                                      u"nesla"_s, u"neslo"_s, u"nesli"_s, u"nesly"_s};
    static const QRegularExpression participle(u"^ne\\p{L}{3,}[eě]n(?:ý|á|é|ých|ým|ými|ého|ému|ou|ém)$"_s);
    static const QRegularExpression none(u"^žádn"_s);
    return std::any_of(words.cbegin(), words.cend(), [&](const QString &word) {
        if (negations.contains(word) || none.match(word).hasMatch())
            return true;
        if (word.size() < 4 || !word.startsWith(u"ne") || carry.contains(word))
            return false;
        if (std::any_of(notNegations.cbegin(), notNegations.cend(),
                        [&](const QString &prefix) { return word.startsWith(prefix); }))
            return false;
        return !participle.match(word).hasMatch();
    });
}

void checkNegation(const QString &englishProse, const QString &czechProse, QList<Finding> &findings)
{
    const bool english = saysNot(englishProse, Language::English);
    const bool czech = saysNot(czechProse, Language::Czech);
    if (english == czech)
        return;
    findings.append(finding(u"negation-differs"_s, Severity::Warning,
                            english ? Text::tr("the English says that something is not so (not, no, never, …); "
                                               "the Czech has no negation")
                                    : Text::tr("the Czech negates (ne-, nikdy, žádný, …); the English does not")));
}

bool countsAsTemplate(const QString &name)
{
    return !name.isEmpty() && !name.contains(u':') && !name.startsWith(u'#');
}

void checkTemplates(QStringView english, QStringView czech, QList<Finding> &findings)
{
    QMap<QString, int> czechNames;
    QMap<QString, int> czechTiles;
    for (const TemplateCall &call : templateCalls(czech)) {
        const QString name = call.normalisedName();
        ++czechNames[name];
        if (isTileTemplate(name))
            ++czechTiles[name + u'|' + call.positional(1)];
    }
    QMap<QString, int> englishNames;
    QMap<QString, int> englishTiles;
    for (const TemplateCall &call : templateCalls(english)) {
        const QString name = call.normalisedName();
        if (!countsAsTemplate(name))
            continue;
        ++englishNames[name];
        if (isTileTemplate(name))
            ++englishTiles[name + u'|' + call.positional(1)];
    }

    QStringList missing;
    for (auto it = englishNames.cbegin(); it != englishNames.cend(); ++it) {
        if (isTileTemplate(it.key()))
            continue; // compared with their arguments below
        // A Czech page may use the Czech variant of a template ({{Breadcrumbscs}}).
        const int kept = czechNames.value(it.key()) + czechNames.value(it.key() + u"cs"_s);
        if (kept < it.value())
            missing.append(u"{{"_s + it.key() + u"}}"_s);
    }
    if (!missing.isEmpty())
        findings.append(finding(u"template-missing"_s, Severity::Error,
                                Text::tr("template(s) %1 of the English are missing").arg(listed(missing))));

    QStringList tilesMissing;
    QStringList tilesExtra;
    const auto call = [](const QString &key) { return u"{{"_s + key + u"}}"_s; };
    for (auto it = englishTiles.cbegin(); it != englishTiles.cend(); ++it) {
        if (czechTiles.value(it.key()) < it.value())
            tilesMissing.append(call(it.key()));
    }
    for (auto it = czechTiles.cbegin(); it != czechTiles.cend(); ++it) {
        if (englishTiles.value(it.key()) < it.value())
            tilesExtra.append(call(it.key()));
    }
    if (!tilesMissing.isEmpty())
        findings.append(finding(u"tile-reference-missing"_s, Severity::Error,
                                Text::tr("tile reference(s) %1 of the English are missing").arg(listed(tilesMissing))));
    if (!tilesExtra.isEmpty())
        findings.append(finding(u"tile-reference-extra"_s, Severity::Warning,
                                Text::tr("tile reference(s) %1 are not in the English").arg(listed(tilesExtra))));
}

// The page a link leads to, whatever language version or section of it.
QString linkKey(const QString &target)
{
    QString key = target;
    const qsizetype hash = key.indexOf(u'#');
    if (hash >= 0)
        key.truncate(hash);
    key = normalisedTitle(key);
    if (key.endsWith(u"/cs") || key.endsWith(u"/en"))
        key.chop(3);
    const qsizetype colon = key.indexOf(u':');
    if (colon > 0) {
        const QString ns = key.left(colon).trimmed().toLower();
        const QString rest = normalisedTitle(QStringView(key).mid(colon + 1));
        if (ns == u"file" || ns == u"image" || ns == u"soubor" || ns == u"obrázek")
            key = u"File:"_s + rest;
        else if (ns == u"category" || ns == u"kategorie")
            key = u"Category:"_s + rest;
    }
    return key;
}

void checkLinks(QStringView english, QStringView czech, QList<Finding> &findings)
{
    QStringList czechTargets;
    for (const WikiLink &link : internalLinks(czech))
        czechTargets.append(linkKey(link.target));
    const QStringList czechUrls = externalUrls(czech);

    QStringList missing;
    for (const WikiLink &link : internalLinks(english)) {
        const QString key = linkKey(link.target);
        if (!key.startsWith(u"Category:") && !czechTargets.contains(key) && !missing.contains(link.target))
            missing.append(u"[["_s + link.target + u"]]"_s);
    }
    for (const QString &url : externalUrls(english)) {
        if (!czechUrls.contains(url) && !missing.contains(url))
            missing.append(url);
    }
    if (!missing.isEmpty())
        findings.append(finding(u"link-missing"_s, Severity::Error,
                                Text::tr("link(s) %1 of the English are missing").arg(listed(missing))));
}

void checkFaqIds(QStringView english, QStringView czech, QList<Finding> &findings)
{
    const QStringList czechIds = faqIds(czech);
    QStringList missing;
    for (const QString &id : faqIds(english)) {
        if (!czechIds.contains(id) && !missing.contains(id))
            missing.append(id);
    }
    if (!missing.isEmpty())
        findings.append(finding(u"faq-id-missing"_s, Severity::Error,
                                Text::tr("FAQ/footnote id(s) %1 of the English are missing").arg(listed(missing))));
}

struct MarkupBalance
{
    int quoteLines = 0; // lines that leave bold or italic open
    int headingLines = 0; // heading lines with unequal '=' on the two sides
    int refs = 0; // <ref> opened minus closed
    int tables = 0; // {| minus |}
    int braces = 0; // {{ minus }}
    int brackets = 0; // [[ minus ]]
    QList<int> headingLevels;
};

MarkupBalance markupBalance(QStringView source)
{
    static const QRegularExpression nowiki(u"<nowiki>.*?</nowiki>"_s, QRegularExpression::DotMatchesEverythingOption);
    const QString text = withoutComments(source).remove(nowiki);
    MarkupBalance balance;
    static const QRegularExpression refOpen(u"<ref(\\s[^>]*)?>"_s);
    for (auto it = refOpen.globalMatch(text); it.hasNext();) {
        if (!it.next().captured().endsWith(u"/>"))
            ++balance.refs;
    }
    balance.refs -= int(text.count(u"</ref>"));
    balance.braces = int(text.count(u"{{")) - int(text.count(u"}}"));
    balance.brackets = int(text.count(u"[[")) - int(text.count(u"]]"));

    static const QRegularExpression apostrophes(u"'{2,}"_s);
    for (const QString &line : text.split(u'\n')) {
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(u"{|"))
            ++balance.tables;
        if (trimmed.startsWith(u"|}"))
            --balance.tables;
        if (trimmed.startsWith(u'=')) {
            const HeadingMarks marks = headingMarks(trimmed);
            if (marks.leading != marks.trailing)
                ++balance.headingLines;
            else
                balance.headingLevels.append(int(marks.leading));
        }
        bool italic = false;
        bool bold = false;
        for (auto it = apostrophes.globalMatch(line); it.hasNext();) {
            const qsizetype run = it.next().capturedLength();
            if (run == 2) {
                italic = !italic;
            } else if (run == 3 || run == 4) {
                bold = !bold;
            } else {
                italic = !italic;
                bold = !bold;
            }
        }
        if (italic || bold)
            ++balance.quoteLines;
    }
    return balance;
}

QStringList unbalancedKinds(const MarkupBalance &czech, const MarkupBalance &english)
{
    QStringList kinds;
    if (czech.quoteLines != english.quoteLines)
        kinds.append(Text::tr("bold/italic ('' ''')"));
    if (czech.headingLines != english.headingLines)
        kinds.append(Text::tr("heading (==)"));
    if (czech.refs != english.refs)
        kinds.append(u"<ref>…</ref>"_s);
    if (czech.tables != english.tables)
        kinds.append(Text::tr("table ({| |})"));
    if (czech.braces != english.braces)
        kinds.append(u"{{ }}"_s);
    if (czech.brackets != english.brackets)
        kinds.append(u"[[ ]]"_s);
    return kinds;
}

void checkMarkup(std::optional<QStringView> english, QStringView czech, QList<Finding> &findings)
{
    const MarkupBalance czechBalance = markupBalance(czech);
    const MarkupBalance englishBalance = english ? markupBalance(*english) : MarkupBalance {};
    const QStringList kinds = unbalancedKinds(czechBalance, englishBalance);
    if (!kinds.isEmpty())
        findings.append(finding(u"markup-unbalanced"_s, Severity::Error,
                                Text::tr("unbalanced markup: %1").arg(kinds.join(u", "_s))));
    if (english && czechBalance.headingLevels != englishBalance.headingLevels)
        findings.append(finding(u"heading-level"_s, Severity::Error,
                                Text::tr("headings differ from the English in level or number")));
}

void checkGlossary(const QString &englishText, const QString &czechText, const Glossary &glossary,
                   QList<Finding> &findings)
{
    // Ids such as "crop-circles-1" (FAQ entries, expansions) are names, not words.
    static const QRegularExpression identifiers(u"[\\w.]+(?:-[\\w.]+)*-\\d+\\b"_s);
    const QString englishProse = QString(englishText).remove(identifiers);
    const QString czechProse = QString(czechText).remove(identifiers);
    for (const TermUse &use : termsUsedIn(glossary, englishProse)) {
        const bool translated = std::any_of(use.term->czech.cbegin(), use.term->czech.cend(),
                                            [&](const QString &word) { return czechUsesTerm(czechProse, word); });
        if (!translated)
            findings.append(finding(u"glossary-term"_s, Severity::Warning,
                                    Text::tr("the English says %1; the glossary's Czech for it is %2")
                                        .arg(quoted(use.english), use.term->czech.join(u" / "_s))));
    }
}

QString around(const QString &text, qsizetype position)
{
    const qsizetype start = std::max<qsizetype>(0, position - 12);
    return u"…"_s + text.mid(start, 24).simplified() + u"…"_s;
}

// Spans of wikitext that are no prose: tags and comments, link targets,
// template names, URLs. A space there is never made non-breaking.
QList<std::pair<qsizetype, qsizetype>> markupSpans(const QString &text)
{
    static const QRegularExpression markup(u"<[^>]*>|\\[\\[[^\\]|]*|\\{\\{[^|}]*|https?://\\S+"_s);
    QList<std::pair<qsizetype, qsizetype>> spans;
    for (auto it = markup.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        spans.append({match.capturedStart(), match.capturedEnd()});
    }
    return spans;
}

bool inSpans(const QList<std::pair<qsizetype, qsizetype>> &spans, qsizetype position)
{
    return std::any_of(spans.cbegin(), spans.cend(),
                       [&](const auto &span) { return position >= span.first && position < span.second; });
}

// The ordinary spaces after a one-letter preposition or conjunction: such a
// word must not end a line.
QList<qsizetype> oneLetterWordSpaces(const QString &text)
{
    static const QString letters = u"kszvouaiKSZVOUAI"_s;
    // What may stand right before such a word: in prose, and in the raw unit
    // the Quick Fix repairs, also a template's bar or an argument's '='.
    static const QString openers = u"(„\"'[*#:;|=\u2013\u2014"_s;
    QList<qsizetype> places;
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (!letters.contains(text.at(i)) || text.at(i + 1) != u' ')
            continue;
        const QChar before = i > 0 ? text.at(i - 1) : QChar(u' ');
        if (!before.isSpace() && !openers.contains(before))
            continue;
        // A capital only counts at the start of a sentence: "Řeka I (C1)" is a numeral.
        if (text.at(i).isUpper()) {
            qsizetype p = i - 1;
            while (p >= 0 && text.at(p).isSpace() && text.at(p) != u'\n')
                --p;
            // List marks, a template's bar and the end of a tag start a sentence as the reader sees it.
            if (p >= 0 && !QStringView(u".!?:\n(„\"*#|=>").contains(text.at(p)))
                continue;
        }
        places.append(i + 1);
    }
    return places;
}

// The ordinary spaces between a number and the word after it ("10 bodů",
// "2 kartičky"), which belong together on one line. Years and other long
// numbers, numbers that are part of a name or id ("Big Box 6", "C2",
// "river-1") and numbers followed by a capital or a sign are left alone.
QList<qsizetype> numberSpaces(const QString &text)
{
    static const QRegularExpression number(u"(?<![\\p{L}\\p{N}_./\\-=:#|&])(\\d{1,3}) (?=\\p{Ll})"_s);
    QList<qsizetype> places;
    for (auto it = number.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        qsizetype p = match.capturedStart() - 1;
        while (p >= 0 && text.at(p) == u' ')
            --p;
        qsizetype wordStart = p;
        while (wordStart >= 0 && text.at(wordStart).isLetter())
            --wordStart;
        if (wordStart < p && text.at(wordStart + 1).isUpper()) {
            // A capital word that does not start a sentence is a name ("Big Box 6").
            qsizetype q = wordStart;
            while (q >= 0 && text.at(q) == u' ')
                --q;
            if (q >= 0 && !QStringView(u".!?:;\n(„\"*#|").contains(text.at(q)))
                continue;
        }
        places.append(match.capturedEnd(1));
    }
    return places;
}

void checkTypography(const QString &czechProse, QList<Finding> &findings)
{
    QStringList places;
    for (const qsizetype space : oneLetterWordSpaces(czechProse)) {
        if (places.size() < 5)
            places.append(around(czechProse, space - 1));
    }
    if (!places.isEmpty())
        findings.append(
            finding(u"typography-nbsp"_s, Severity::Warning,
                    Text::tr("a one-letter word is followed by an ordinary space (use &nbsp; or U+00A0): %1")
                        .arg(places.join(u"; "_s))));

    QStringList numbers;
    for (const qsizetype space : numberSpaces(czechProse)) {
        if (numbers.size() < 5)
            numbers.append(around(czechProse, space - 1));
    }
    if (!numbers.isEmpty())
        findings.append(finding(u"typography-number-space"_s, Severity::Warning,
                                Text::tr("a number and the word after it are divided by an ordinary space "
                                         "(use &nbsp; or U+00A0, as in „10&nbsp;bodů“): %1")
                                    .arg(numbers.join(u"; "_s))));

    QStringList quotes;
    const qsizetype straight = czechProse.indexOf(u'"');
    if (straight >= 0)
        quotes.append(Text::tr("straight quotes at %1").arg(around(czechProse, straight)));
    const qsizetype englishClose = czechProse.indexOf(QChar(0x201D));
    if (englishClose >= 0)
        quotes.append(Text::tr("English closing quote \u201d at %1").arg(around(czechProse, englishClose)));
    if (czechProse.count(QChar(0x201E)) != czechProse.count(QChar(0x201C)))
        quotes.append(Text::tr("„ and \u201c do not pair up"));
    if (!quotes.isEmpty())
        findings.append(finding(u"typography-quotes"_s, Severity::Warning,
                                Text::tr("Czech quotes are „…\u201c: %1").arg(quotes.join(u"; "_s))));
}

// A reading says what was chosen and where the source is unclear; an
// unofficial ruling says where it comes from.
void checkReadingsComplete(QStringView text, QList<Finding> &findings)
{
    QStringList incomplete;
    for (const RuleReading &reading : readingsIn(text)) {
        if (reading.text.isEmpty())
            incomplete.append(reading.kind == RuleReading::Kind::Reading
                                  ? Text::tr("a {{Reading}} without the reading it chose")
                                  : Text::tr("an {{Unofficial}} without its source"));
        else if (reading.kind == RuleReading::Kind::Reading && reading.source.isEmpty())
            incomplete.append(Text::tr("a {{Reading}} without source= (the unclear place of the source)"));
    }
    if (!incomplete.isEmpty())
        findings.append(finding(u"reading-incomplete"_s, Severity::Error, incomplete.join(u"; "_s)));
}

void checkReadingOptions(QStringView english, QStringView czech, QList<Finding> &findings)
{
    QStringList czechOptions;
    for (const RuleReading &reading : readingsIn(czech))
        czechOptions += reading.options;
    QStringList missing;
    for (const RuleReading &reading : readingsIn(english)) {
        for (const QString &option : reading.options) {
            if (!czechOptions.removeOne(option))
                missing.append(option);
        }
    }
    if (!missing.isEmpty())
        findings.append(finding(
            u"reading-option-missing"_s, Severity::Error,
            Text::tr("the English reading names the engine option(s) %1, the Czech does not").arg(listed(missing))));
}

bool hasBlankLine(const QString &text)
{
    static const QRegularExpression blank(u"\\n[ \\t\\r\\f\\v]*\\n"_s);
    return text.contains(blank);
}

// A unit nested deeper than the markup functions follow is reported once and
// not checked further: what they left out would make every other check wrong.
bool checkNesting(std::optional<QStringView> english, QStringView czech, QList<Finding> &findings)
{
    const bool inCzech = tooDeeplyNestedAt(czech) >= 0;
    const QStringView text = inCzech ? czech : english.value_or(QStringView());
    const qsizetype at = tooDeeplyNestedAt(text);
    if (at < 0)
        return true;
    const int line = int(text.left(at).count(u'\n')) + 1;
    findings.append(finding(u"nesting-too-deep"_s, Severity::Error,
                            inCzech ? Text::tr("templates or links nested more than %1 levels deep (line %2 of the "
                                               "unit); the unit is not checked further")
                                          .arg(Limits::MaxNesting)
                                          .arg(line)
                                    : Text::tr("templates or links nested more than %1 levels deep in the English "
                                               "(line %2 of the unit); the unit is not checked further")
                                          .arg(Limits::MaxNesting)
                                          .arg(line)));
    return false;
}

} // namespace

QList<Finding> checkTranslation(QStringView english, QStringView czech, const Glossary &glossary)
{
    QList<Finding> findings;
    if (!checkNesting(english, czech, findings))
        return findings;
    const QString englishProse = proseOf(english);
    const QString czechProse = proseOf(czech);
    checkNumbers(englishProse, czechProse, findings);
    checkNegation(englishProse, czechProse, findings);
    checkTemplates(english, czech, findings);
    checkReadingsComplete(czech, findings);
    checkReadingOptions(english, czech, findings);
    checkLinks(english, czech, findings);
    checkFaqIds(english, czech, findings);
    checkMarkup(english, czech, findings);
    checkGlossary(englishProse, czechProse, glossary, findings);
    checkTypography(czechProse, findings);
    return findings;
}

bool hasTypographyFix(QStringView code)
{
    return code == u"typography-nbsp" || code == u"typography-number-space";
}

QString withNonBreakingSpaces(const QString &czechUnit)
{
    const auto spans = markupSpans(czechUnit);
    QList<qsizetype> places = oneLetterWordSpaces(czechUnit) + numberSpaces(czechUnit);
    QString fixed = czechUnit;
    for (const qsizetype place : std::as_const(places)) {
        if (!inSpans(spans, place))
            fixed[place] = QChar(0x00A0);
    }
    return fixed;
}

QList<Finding> checkCzechOnlyUnit(QStringView czech)
{
    QList<Finding> findings;
    if (!checkNesting(std::nullopt, czech, findings))
        return findings;
    checkMarkup(std::nullopt, czech, findings);
    checkReadingsComplete(czech, findings);
    checkTypography(proseOf(czech), findings);
    return findings;
}

QList<Finding> checkUnits(const RulePage &page, int englishIndex, int czechIndex, const Glossary &glossary)
{
    QList<Finding> all;
    const auto add = [&](QList<Finding> findings, Language language, int index) {
        const WikiText &text = page.text(language);
        for (Finding &f : findings) {
            f.page = page.id;
            f.language = language;
            f.unitId = text.unit(index).id;
            f.line = text.lineOf(index);
            all.append(f);
        }
    };
    const auto blankLine = [] {
        return finding(u"blank-line-in-unit"_s, Severity::Error,
                       Text::tr("the unit holds a blank line, so it will be read back as two units"));
    };
    if (englishIndex >= 0) {
        QList<Finding> english;
        if (hasBlankLine(page.english.unit(englishIndex).text))
            english.append(blankLine());
        checkReadingsComplete(page.english.unit(englishIndex).text, english);
        add(english, Language::English, englishIndex);
    }
    if (czechIndex < 0)
        return all;

    const WikiUnit &unit = page.czech.unit(czechIndex);
    QList<Finding> findings;
    if (hasBlankLine(unit.text))
        findings.append(blankLine());
    if (englishIndex >= 0) {
        findings += checkTranslation(page.english.unit(englishIndex).text, unit.text, glossary);
    } else {
        if (!unit.sourceHash.isEmpty())
            findings.append(
                finding(u"orphaned-unit"_s, Severity::Warning,
                        Text::tr("translates English unit %1, which the English page no longer has").arg(unit.id)));
        findings += checkCzechOnlyUnit(unit.text);
    }
    add(findings, Language::Czech, czechIndex);
    return all;
}

QList<Finding> checkPage(const RulePage &page, const Glossary &glossary)
{
    QList<Finding> all;
    for (const UnitRow &row : pageStatus(page).rows)
        all += checkUnits(page, row.english, row.czech, glossary);
    return all;
}

} // namespace Krajina
