// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace Krajina {

// Where a unit's <!--T:n--> marker sat in the file, so that a unit that was
// not edited is written back byte for byte.
struct MarkerLayout
{
    qsizetype offset = 0; // position in the unit text where the marker was taken out
    QString before; // whitespace taken out before a marker at a line end
    QString after; // the space or newline taken out after a marker at the unit start
    QString inner; // the marker as read, without "<!--T:" and "-->" ("3 src=1a2b3c4d")

    bool atUnitStart() const { return offset == 0 && !after.isEmpty(); }
    friend bool operator==(const MarkerLayout &, const MarkerLayout &) = default;
};

// One translation unit: a paragraph, heading, list or table of a <translate>
// block, the way MediaWiki's Translate extension cuts pages.
struct WikiUnit
{
    QString id; // marker id ("3"); empty for a unit that has no marker yet
    QString text; // the unit without its marker
    // For a translation: hash of the normalised source unit it was made from (the
    // marker's src= attribute); empty when nobody recorded it.
    QString sourceHash;
    std::optional<MarkerLayout> marker; // how the marker was written; none for a new unit
    int line = 0; // line of the file where the unit started, 0 for a unit made in memory

    bool isHeading() const;
    friend bool operator==(const WikiUnit &, const WikiUnit &) = default;
};

struct WikiTextError
{
    int line = 0; // 1-based
    QString message;
};

// A page's text in one language, cut into translation units. Everything that
// is not a unit (text outside <translate>, the tags, the blank lines between
// units) is kept as the gaps between them, so writing back an unchanged page
// gives the same bytes: text = gap[0] unit[0] gap[1] unit[1] ... gap[n].
//
// Segmentation follows Translate: <translate> blocks (a page without any
// <translate> tag is one block), split where whitespace holds two adjacent
// newlines, a unit never reaches past </translate>, a marker belongs at the
// start of a unit (followed by a space or newline) or at the end of a line (as
// headings carry it: "== Set-up == <!--T:3-->"), one marker per unit.
// <nowiki> hides <translate> tags.
class WikiText
{
public:
    WikiText();

    static std::optional<WikiText> parse(const QString &text, WikiTextError *error = nullptr);

    enum class Markers : std::uint8_t {
        WithSourceHashes, // the file format: <!--T:3 src=1a2b3c4d-->
        WithoutSourceHashes, // what the wiki expects: <!--T:3-->
        None, // no markers: each unit's text as it stands, for a wiki without Translate
    };
    QString toText(Markers markers = Markers::WithSourceHashes) const;

    const QList<WikiUnit> &units() const { return m_units; }
    const WikiUnit &unit(int index) const { return m_units.at(index); }
    int size() const { return int(m_units.size()); }
    bool isEmpty() const { return m_units.isEmpty() && m_gaps.constFirst().isEmpty(); }
    int indexOf(QStringView id) const; // -1 when absent or id is empty
    const QStringList &gaps() const { return m_gaps; }
    bool hasTranslateTags() const;
    // The line where a unit starts in toText().
    int lineOf(int index) const;

    void setUnitText(int index, const QString &text);
    void setSourceHash(int index, const QString &hash);
    void setUnitId(int index, const QString &id);
    // Inserts before the unit now at `position` (or after the last one), with a
    // blank line between it and its neighbours, inside the <translate> block.
    void insertUnit(int position, const WikiUnit &unit);
    WikiUnit takeUnit(int index);
    // Gives every unit without a marker the next free numeric id, as Translate
    // does when a page is marked for translation.
    void assignMissingIds();
    // The largest numeric id up to MaxAssignedId (so that the next one never overflows).
    int maxNumericId() const;
    static constexpr int MaxAssignedId = 1000000000;

    friend bool operator==(const WikiText &, const WikiText &) = default;

private:
    QString unitSource(const WikiUnit &unit, Markers markers) const;
    void changed() { m_index = {}; }

    // Unit ids and start lines, made on first use and dropped on every change,
    // so that checks of a page with thousands of units stay linear. Takes no
    // part in comparisons.
    struct Index
    {
        QHash<QString, int> ids; // the first unit with each id
        QList<int> lines; // per unit
        bool hasIds = false;
        bool hasLines = false;
        friend bool operator==(const Index &, const Index &) { return true; }
    };

    QList<WikiUnit> m_units;
    QStringList m_gaps; // always m_units.size() + 1 entries
    mutable Index m_index;
};

// "3 src=1a2b3c4d" -> id "3", source hash "1a2b3c4d".
struct MarkerAttributes
{
    QString id;
    QString sourceHash;
};
MarkerAttributes parseMarkerInner(QStringView inner);
QString markerText(const QString &id, const QString &sourceHash);

// The runs of '=' that open and close a (trimmed) heading line: "== Set-up ==" has 2 and 2.
struct HeadingMarks
{
    qsizetype leading = 0;
    qsizetype trailing = 0;
};
HeadingMarks headingMarks(QStringView trimmedLine);

// A heading line ("== Set-up ==") and its level, or 0.
int headingLevel(QStringView line);

} // namespace Krajina
