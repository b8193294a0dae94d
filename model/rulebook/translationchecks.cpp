// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "translationchecks.h"

#include "inputlimits.h"

#include "rulepage.h"
#include "translationstatus.h"
#include "wikimarkup.h"
#include "wikitext.h"

#include <QCoreApplication>
#include <QMap>
#include <QRegularExpression>

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

// Numbers a reader sees, leading zeros dropped; FAQ ids do not count.
QMap<QString, int> numbersOf(const QString &prose)
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
    return numbers;
}

void checkNumbers(const QString &englishProse, const QString &czechProse, QList<Finding> &findings)
{
    const QMap<QString, int> english = numbersOf(englishProse);
    const QMap<QString, int> czech = numbersOf(czechProse);
    QStringList missing;
    QStringList extra;
    for (auto it = english.cbegin(); it != english.cend(); ++it) {
        if (!czech.contains(it.key()))
            missing.append(it.key());
    }
    for (auto it = czech.cbegin(); it != czech.cend(); ++it) {
        if (!english.contains(it.key()))
            extra.append(it.key());
    }
    if (!missing.isEmpty())
        findings.append(finding(u"numbers-missing"_s, Severity::Error,
                                Text::tr("the English has the number(s) %1, the Czech does not").arg(listed(missing))));
    if (!extra.isEmpty())
        findings.append(finding(u"numbers-extra"_s, Severity::Warning,
                                Text::tr("the Czech has the number(s) %1, the English does not").arg(listed(extra))));
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

void checkTypography(const QString &czechProse, QList<Finding> &findings)
{
    // A one-letter preposition or conjunction must not end a line: it takes a
    // non-breaking space after it.
    static const QString letters = u"kszvouaiKSZVOUAI"_s;
    static const QString openers = u"(„\"'[*#:;\u2013\u2014"_s;
    QStringList places;
    for (qsizetype i = 0; i + 1 < czechProse.size(); ++i) {
        if (!letters.contains(czechProse.at(i)) || czechProse.at(i + 1) != u' ')
            continue;
        const QChar before = i > 0 ? czechProse.at(i - 1) : QChar(u' ');
        if (!before.isSpace() && !openers.contains(before))
            continue;
        // A capital only counts at the start of a sentence: "Řeka I (C1)" is a numeral.
        if (czechProse.at(i).isUpper()) {
            qsizetype p = i - 1;
            while (p >= 0 && czechProse.at(p).isSpace() && czechProse.at(p) != u'\n')
                --p;
            if (p >= 0 && !QStringView(u".!?:\n(„\"").contains(czechProse.at(p)))
                continue;
        }
        if (places.size() < 5)
            places.append(around(czechProse, i));
    }
    if (!places.isEmpty())
        findings.append(
            finding(u"typography-nbsp"_s, Severity::Warning,
                    Text::tr("a one-letter word is followed by an ordinary space (use &nbsp; or U+00A0): %1")
                        .arg(places.join(u"; "_s))));

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
    checkTemplates(english, czech, findings);
    checkLinks(english, czech, findings);
    checkFaqIds(english, czech, findings);
    checkMarkup(english, czech, findings);
    checkGlossary(englishProse, czechProse, glossary, findings);
    checkTypography(czechProse, findings);
    return findings;
}

QList<Finding> checkCzechOnlyUnit(QStringView czech)
{
    QList<Finding> findings;
    if (!checkNesting(std::nullopt, czech, findings))
        return findings;
    checkMarkup(std::nullopt, czech, findings);
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
    if (englishIndex >= 0 && hasBlankLine(page.english.unit(englishIndex).text))
        add({blankLine()}, Language::English, englishIndex);
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
