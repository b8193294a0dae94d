// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "glossary.h"

#include "inputfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

QStringList alternatives(const QString &cell)
{
    static const QRegularExpression parentheses(u"\\([^)]*\\)"_s);
    static const QRegularExpression separators(u"[/,;]"_s);
    QStringList result;
    const QStringList parts = QString(cell).remove(parentheses).split(separators);
    for (const QString &part : parts) {
        const QString term = part.simplified().toLower();
        if (!term.isEmpty())
            result.append(term);
    }
    return result;
}

bool isCzechVowel(QChar c)
{
    return QStringView(u"aeiouyáéíóúůýě").contains(c);
}

// Beginnings that the forms of a Czech verb share, from its infinitive:
// táhnout: táhne, táhnou, táhl; přiložit: přiloží, přiložte; zamíchat: zamíchejte.
// A prefixed verb is another verb (vytáhnout is not táhnout).
std::optional<QStringList> czechVerbStems(const QString &word)
{
    if (word.size() < 5 || !word.endsWith(u't') || !isCzechVowel(word.at(word.size() - 2)))
        return std::nullopt;
    if (word.endsWith(u"nout"))
        return QStringList {word.chopped(4)};
    if (word.endsWith(u"ovat"))
        return QStringList {word.chopped(4) + u"uj"_s, word.chopped(3)};
    return QStringList {word.chopped(2)};
}

// Beginnings that the inflected forms of a Czech word share.
QStringList czechStems(const QString &word)
{
    if (const std::optional<QStringList> verb = czechVerbStems(word))
        return *verb;
    QString stem = word;
    if (stem.size() > 2 && isCzechVowel(stem.back()))
        stem.chop(1);
    QStringList stems {stem};
    const auto alternate = [&](QStringView ending, QStringView replacement) {
        if (stem.endsWith(ending))
            stems.append(stem.left(stem.size() - ending.size()) + replacement);
    };
    alternate(u"ch", u"š");
    alternate(u"k", u"c");
    alternate(u"h", u"z");
    alternate(u"g", u"z");
    alternate(u"r", u"ř");
    alternate(u"ck", u"čt");
    const qsizetype n = stem.size();
    if (n > 3 && !isCzechVowel(stem.back())) {
        // An e that comes between two final consonants in some forms (kartiček,
        // figurek), or that other forms drop (hostinec: hostince).
        if (!isCzechVowel(stem.at(n - 2)))
            stems.append(stem.left(n - 1) + u'e' + stem.back());
        else if (stem.at(n - 2) == u'e' && !isCzechVowel(stem.at(n - 3)))
            stems.append(stem.left(n - 2) + stem.back());
    }
    return stems;
}

} // namespace

QStringList lowerCaseWords(QStringView text)
{
    QStringList words;
    QString current;
    for (const QChar c : text) {
        if (c.isLetter()) {
            current.append(c.toLower());
        } else if (!current.isEmpty()) {
            words.append(current);
            current.clear();
        }
    }
    if (!current.isEmpty())
        words.append(current);
    return words;
}

std::optional<Glossary> Glossary::parse(const QByteArray &data, const QString &fileName, QString *error)
{
    const auto fail = [&](int line, const QString &message) -> std::optional<Glossary> {
        if (error)
            *error = u"%1:%2: %3"_s.arg(fileName).arg(line).arg(message);
        return std::nullopt;
    };
    if (const QString problem = utf8Problem(data, fileName); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    const QString text = QString::fromUtf8(data);

    Glossary glossary;
    const QStringList lines = text.split(u'\n');
    bool headerSeen = false;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int number = int(i) + 1;
        QString line = lines.at(i);
        if (line.endsWith(u'\r'))
            line.chop(1);
        if (line.trimmed().isEmpty() || line.trimmed().startsWith(u'#'))
            continue;
        const QStringList cells = line.split(u'\t');
        if (!headerSeen) {
            if (cells.size() < 2 || cells.at(0).trimmed() != u"en" || cells.at(1).trimmed() != u"cs")
                return fail(number,
                            QCoreApplication::translate("Krajina::Glossary",
                                                        "the first row must be the header en<TAB>cs<TAB>note"));
            headerSeen = true;
            continue;
        }
        if (cells.size() < 2)
            return fail(number,
                        QCoreApplication::translate("Krajina::Glossary", "a term needs an English and a Czech column"));
        GlossaryTerm term;
        term.english = alternatives(cells.at(0));
        term.czech = alternatives(cells.at(1));
        term.note = cells.size() > 2 ? cells.mid(2).join(u' ').trimmed() : QString();
        term.line = number;
        if (term.english.isEmpty() || term.czech.isEmpty())
            return fail(number,
                        QCoreApplication::translate("Krajina::Glossary", "a term needs an English and a Czech word"));
        glossary.terms.append(term);
    }
    return glossary;
}

Glossary Glossary::bundled()
{
    QFile file(u":/data/glossary/terms.tsv"_s);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return parse(file.readAll(), file.fileName(), nullptr).value_or(Glossary {});
}

// Where the words of a term start in `words` (plural of the last word allowed).
QList<qsizetype> termMatches(const QStringList &words, const QStringList &termWords)
{
    QList<qsizetype> starts;
    if (termWords.isEmpty())
        return starts;
    const QString &last = termWords.constLast();
    const auto lastMatches = [&](const QString &word) {
        if (word == last || word == last + u's' || word == last + u"es"_s)
            return true;
        return last.endsWith(u'y') && word == last.chopped(1) + u"ies"_s;
    };
    for (qsizetype i = 0; i + termWords.size() <= words.size(); ++i) {
        bool all = true;
        for (qsizetype k = 0; k < termWords.size() && all; ++k) {
            const QString &word = words.at(i + k);
            all = k + 1 == termWords.size() ? lastMatches(word) : word == termWords.at(k);
        }
        if (all)
            starts.append(i);
    }
    return starts;
}

bool englishUsesTerm(QStringView prose, const QString &term)
{
    return !termMatches(lowerCaseWords(prose), lowerCaseWords(term)).isEmpty();
}

QList<TermUse> termsUsedIn(const Glossary &glossary, QStringView englishProse)
{
    struct Candidate
    {
        const GlossaryTerm *term;
        QString english;
        QStringList words;
    };
    QList<Candidate> candidates;
    for (const GlossaryTerm &term : glossary.terms) {
        for (const QString &english : term.english)
            candidates.append({&term, english, lowerCaseWords(english)});
    }
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate &a, const Candidate &b) { return a.words.size() > b.words.size(); });

    const QStringList words = lowerCaseWords(englishProse);
    QList<bool> taken(words.size(), false);
    QList<TermUse> uses;
    for (const Candidate &candidate : std::as_const(candidates)) {
        bool used = false;
        for (const qsizetype start : termMatches(words, candidate.words)) {
            const auto first = taken.cbegin() + start;
            if (std::any_of(first, first + candidate.words.size(), [](bool t) { return t; }))
                continue;
            std::fill(taken.begin() + start, taken.begin() + start + candidate.words.size(), true);
            used = true;
        }
        const bool known
            = std::any_of(uses.cbegin(), uses.cend(), [&](const TermUse &use) { return use.term == candidate.term; });
        if (used && !known)
            uses.append({candidate.term, candidate.english});
    }
    return uses;
}

bool czechUsesTerm(QStringView prose, const QString &term)
{
    const QStringList words = lowerCaseWords(prose);
    for (const QString &termWord : lowerCaseWords(term)) {
        const QStringList stems = czechStems(termWord);
        const bool verb = czechVerbStems(termWord).has_value();
        // Long stems may also end a compound (minirozšíření).
        const bool found = std::any_of(words.cbegin(), words.cend(), [&](const QString &word) {
            return std::any_of(stems.cbegin(), stems.cend(), [&](const QString &stem) {
                return word.startsWith(stem) || (stem.size() >= 5 && !verb && word.contains(stem));
            });
        });
        if (!found)
            return false;
    }
    return true;
}

} // namespace Krajina
