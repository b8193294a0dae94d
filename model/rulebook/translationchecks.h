// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "glossary.h"
#include "language.h"
#include "severity.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <cstdint>

namespace Krajina {

struct RulePage;

// One problem a check found in a unit. Codes are stable (scripts match on them):
//   numbers-missing, numbers-extra, template-missing, tile-reference-missing,
//   tile-reference-extra, link-missing, faq-id-missing, markup-unbalanced,
//   heading-level, glossary-term, typography-nbsp, typography-quotes,
//   orphaned-unit, blank-line-in-unit, negation-differs, typography-number-space,
//   reading-incomplete, reading-option-missing.
struct Finding
{
    QString code;
    Severity severity = Severity::Error;
    QString page; // page id, empty for a check of loose units
    Language language = Language::Czech;
    QString unitId; // empty for a unit without a marker
    int line = 0; // line of the unit in its file, 0 when unknown
    QString message;
    friend bool operator==(const Finding &, const Finding &) = default;
};

// Checks a Czech unit against the English unit it translates: what must be
// carried over (numbers, templates, tile references, links, FAQ ids, balanced
// markup, heading level), the glossary, and Czech typography.
QList<Finding> checkTranslation(QStringView english, QStringView czech, const Glossary &glossary);
// Whether withNonBreakingSpaces() repairs findings of this code (the rule editor's Quick Fix).
bool hasTypographyFix(QStringView code);
// A Czech unit with non-breaking spaces after its one-letter words and between
// each number and the word after it, where the typography checks want them;
// markup (tags, comments, link targets, template names, URLs) is left alone.
QString withNonBreakingSpaces(const QString &czechUnit);

// The checks a Czech unit without an English counterpart can have: markup and typography.
QList<Finding> checkCzechOnlyUnit(QStringView czech);
// The findings of one row of a page: an English unit and its translation
// (either index may be -1), with page, unit id and line filled in.
QList<Finding> checkUnits(const RulePage &page, int englishIndex, int czechIndex, const Glossary &glossary);
// Every unit of a page.
QList<Finding> checkPage(const RulePage &page, const Glossary &glossary);

} // namespace Krajina
