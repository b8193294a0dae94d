// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace Krajina {

// One row of data/glossary/terms.tsv: an English term and the Czech word the
// rules use for it. Either column may list alternatives separated by '/', ','
// or ';'; text in parentheses is a comment.
struct GlossaryTerm
{
    QStringList english; // lower case
    QStringList czech; // lower case, base forms
    QString note;
    int line = 0;
    friend bool operator==(const GlossaryTerm &, const GlossaryTerm &) = default;
};

struct Glossary
{
    QList<GlossaryTerm> terms;

    // Reads the TSV (header "en<TAB>cs<TAB>note", '#' starts a comment line). On a
    // bad row returns nothing and names the file and line in *error.
    static std::optional<Glossary> parse(const QByteArray &data, const QString &fileName, QString *error);
    static Glossary bundled(); // :/data/glossary/terms.tsv, empty if missing

    friend bool operator==(const Glossary &, const Glossary &) = default;
};

// The words of a text in lower case: runs of letters, everything else splits.
QStringList lowerCaseWords(QStringView text);

// Whether English prose uses a term: whole words, any case, plural allowed.
bool englishUsesTerm(QStringView prose, const QString &term);

// The glossary terms English prose uses, each once, with the English words
// that matched. Longer terms go first and take their words: "crop circles"
// counts as "crop circle", not also as "crop".
struct TermUse
{
    const GlossaryTerm *term = nullptr;
    QString english;
};
QList<TermUse> termsUsedIn(const Glossary &glossary, QStringView englishProse);
// Whether Czech prose uses some inflected form of a word or phrase: each of its
// words must begin a word of the prose with the word's stem, allowing for the
// usual consonant changes (kartička: kartičky, kartiček, kartičce; družiník:
// družiníci; hra: hře).
bool czechUsesTerm(QStringView prose, const QString &term);

} // namespace Krajina
