// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QColor>
#include <QList>
#include <QString>
#include <QStringView>

#include <cstdint>

namespace Krajina {

// What changed between two versions of a unit, word by word: what a
// translator reads to update an outdated translation.
struct DiffChunk
{
    enum class Kind : std::uint8_t { Same, Removed, Added };
    Kind kind = Kind::Same;
    QString text;
    friend bool operator==(const DiffChunk &, const DiffChunk &) = default;
};

QList<DiffChunk> wordDiff(QStringView before, QStringView after);
// "a [-b-]{+c+} d", as git's word diff writes it.
QString diffAsText(const QList<DiffChunk> &diff);
// The backgrounds of removed and added words; the defaults suit a light
// palette (views take them from theirs: diffColoursFor() in syntaxtheme.h).
struct DiffColours
{
    QColor removed {0xff, 0xbb, 0xbb};
    QColor added {0xbb, 0xff, 0xbb};
};
// HTML with <del> and <ins>, text escaped.
QString diffAsHtml(const QList<DiffChunk> &diff, const DiffColours &colours = {});

} // namespace Krajina
