// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "referencetext.h"

#include "rulepage.h"
#include "wikimarkup.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Krajina::ReferenceText)
};

// Polynomial rolling hash over per-word hashes: one multiplication per word.
constexpr quint64 Base = 0x100000001b3ULL;

QList<quint64> wordHashes(const QStringList &words)
{
    QList<quint64> hashes;
    hashes.reserve(words.size());
    for (const QString &word : words)
        hashes.append(quint64(qHash(word, 0x9e3779b9U)) * 0x9e3779b97f4a7c15ULL + 1);
    return hashes;
}

// Calls f(start, hash) for every window of n words.
template<typename F>
void forEachWindow(const QList<quint64> &hashes, int n, F f)
{
    if (n <= 0 || hashes.size() < n)
        return;
    quint64 power = 1; // Base^(n-1)
    for (int i = 1; i < n; ++i)
        power *= Base;
    quint64 h = 0;
    for (int i = 0; i < n; ++i)
        h = h * Base + hashes.at(i);
    f(qsizetype(0), h);
    for (qsizetype i = n; i < hashes.size(); ++i) {
        h = (h - hashes.at(i - n) * power) * Base + hashes.at(i);
        f(i - n + 1, h);
    }
}

QString shortened(const QString &run, int words)
{
    constexpr int Shown = 12;
    if (words <= Shown)
        return run;
    QStringList first = run.split(u' ');
    first.resize(Shown);
    return first.join(u' ') + u" …"_s;
}

} // namespace

QStringList comparableWords(QStringView text)
{
    const QString prose = proseOf(text).normalized(QString::NormalizationForm_C).toLower();
    QStringList words;
    qsizetype start = -1;
    for (qsizetype i = 0; i <= prose.size(); ++i) {
        const bool inWord = i < prose.size() && (prose.at(i).isLetterOrNumber() || prose.at(i).isMark());
        if (inWord && start < 0)
            start = i;
        else if (!inWord && start >= 0) {
            words.append(prose.mid(start, i - start));
            start = -1;
        }
    }
    return words;
}

ReferenceText::ReferenceText(QStringView text, int runLength)
    : m_runLength(std::max(1, runLength))
{
    const QStringList words = comparableWords(text);
    m_wordCount = words.size();
    m_windows.reserve(size_t(std::max<qsizetype>(0, words.size() - m_runLength + 1)));
    forEachWindow(wordHashes(words), m_runLength, [this](qsizetype, quint64 h) { m_windows.insert(h); });
}

ReferenceText::SharedRun ReferenceText::longestSharedRun(QStringView text) const
{
    const QStringList words = comparableWords(text);
    SharedRun best;
    qsizetype runStart = -1; // first window of the current run of hits
    qsizetype last = -2; // last window that hit
    const auto close = [&] {
        if (runStart < 0)
            return;
        const int length = int(last - runStart) + m_runLength;
        if (length > best.words) {
            best.words = length;
            best.text = words.mid(runStart, length).join(u' ');
        }
    };
    forEachWindow(wordHashes(words), m_runLength, [&](qsizetype start, quint64 h) {
        if (!m_windows.contains(h))
            return;
        if (start != last + 1) {
            close();
            runStart = start;
        }
        last = start;
    });
    close();
    return best;
}

QList<Finding> checkAgainstReference(const RulePage &page, const ReferenceText &reference)
{
    QList<Finding> findings;
    for (Language language : {Language::English, Language::Czech}) {
        const WikiText &text = page.text(language);
        for (int i = 0; i < text.size(); ++i) {
            const ReferenceText::SharedRun run = reference.longestSharedRun(text.unit(i).text);
            if (run.words == 0)
                continue;
            Finding f;
            f.code = u"reference-run"_s;
            f.severity = Severity::Warning;
            f.page = page.id;
            f.language = language;
            f.unitId = text.unit(i).id;
            f.line = text.lineOf(i);
            f.message
                = Text::tr("repeats %n words in a row from the reference text: \u201c%1\u201d", nullptr, run.words)
                      .arg(shortened(run.text, run.words));
            findings.append(f);
        }
    }
    return findings;
}

} // namespace Krajina
