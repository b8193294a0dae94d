// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "translationchecks.h"

#include <QString>
#include <QStringList>
#include <QStringView>

#include <unordered_set>

namespace Krajina {

struct RulePage;

// The words of a text as the overlap check compares them: prose only (see
// proseOf()), Unicode NFC, lower case, runs of letters and digits; punctuation,
// markup and spacing do not count.
QStringList comparableWords(QStringView text);

// A text a rules page must not copy from (`rules check --reference FILE`):
// every run of runLength() words of it, hashed, so that checking a unit takes
// time linear in the unit and building takes time linear in the reference.
class ReferenceText
{
public:
    // A unit that shares this many words in a row with the reference is reported.
    static constexpr int DefaultRunLength = 12;

    explicit ReferenceText(QStringView text, int runLength = DefaultRunLength);

    int runLength() const { return m_runLength; }
    qsizetype wordCount() const { return m_wordCount; }

    // The longest run of words of `text` in which every window of runLength()
    // words also stands in the reference, or an empty run.
    struct SharedRun
    {
        int words = 0;
        QString text; // the run's words, joined by spaces
    };
    SharedRun longestSharedRun(QStringView text) const;

private:
    int m_runLength;
    qsizetype m_wordCount = 0;
    std::unordered_set<quint64> m_windows;
};

// Findings "reference-run" (warning) for every unit of the page, in both
// languages, that shares a run of at least reference.runLength() words with
// the reference.
QList<Finding> checkAgainstReference(const RulePage &page, const ReferenceText &reference);

} // namespace Krajina
