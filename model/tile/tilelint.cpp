// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tilelint.h"

#include "featureedit.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// Gives lupdate and tr() one context for the messages of this file.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(TileLint)
};

bool holdsSides(FeatureType type)
{
    return type == FeatureType::City || type == FeatureType::Road || type == FeatureType::River;
}

QString kindWord(FeatureType type)
{
    switch (type) {
    case FeatureType::City:
        return Text::tr("the city");
    case FeatureType::Road:
        return Text::tr("the road");
    case FeatureType::River:
        return Text::tr("the river");
    case FeatureType::Field:
        return Text::tr("the field");
    case FeatureType::Monastery:
        return Text::tr("the monastery");
    case FeatureType::Garden:
        return Text::tr("the garden");
    case FeatureType::Bookmaker:
        return Text::tr("the betting office");
    case FeatureType::CropCircle:
        return Text::tr("the crop circle");
    }
    return {};
}

// Where an edge feature lies, by the sides it reaches (bits 1 north, 2 east, 4 south, 8 west).
QString placeWords(int sides)
{
    switch (sides) {
    case 1:
        return Text::tr("in the north");
    case 2:
        return Text::tr("in the east");
    case 4:
        return Text::tr("in the south");
    case 8:
        return Text::tr("in the west");
    case 3:
        return Text::tr("in the north-east");
    case 6:
        return Text::tr("in the south-east");
    case 12:
        return Text::tr("in the south-west");
    case 9:
        return Text::tr("in the north-west");
    case 5:
        return Text::tr("from north to south");
    case 10:
        return Text::tr("from east to west");
    case 14:
        return Text::tr("on every side but the north");
    case 13:
        return Text::tr("on every side but the east");
    case 11:
        return Text::tr("on every side but the south");
    case 7:
        return Text::tr("on every side but the west");
    case 15:
        return Text::tr("all around");
    default:
        return {};
    }
}

// A feature in the words a player uses: its kind and where it lies ("the field
// in the south-east", "the road from east to west"); its number only when two
// features of a kind lie in the same place.
QString describe(const TileDefinition &tile, int index)
{
    const Feature &f = tile.features.at(index);
    int sides = 0;
    for (int s = 0; s < 4; ++s) {
        const Location side = Location::position(3 * s) | Location::position(3 * s + 1) | Location::position(3 * s + 2);
        if (f.locations.intersects(side))
            sides |= 1 << s;
    }
    QString text = sides == 0 ? kindWord(f.type)
                              : Text::tr("%1 %2", "the field + in the north").arg(kindWord(f.type), placeWords(sides));
    if (tile.cellCount() > 1)
        text = Text::tr("%1 (part %2)", "a feature on a tile of several cells").arg(text).arg(f.cell + 1);
    for (qsizetype i = 0; i < tile.features.size(); ++i) {
        const Feature &other = tile.features.at(i);
        if (i != index && other.type == f.type && other.cell == f.cell && other.locations == f.locations)
            return Text::tr("%1 (no. %2)", "two features alike: their numbers").arg(text).arg(index + 1);
    }
    return text;
}

bool touches(const Feature &field, const Feature &city)
{
    return fieldTouchesCity(field, city);
}

class TileChecker
{
public:
    explicit TileChecker(const TileDefinition &tile)
        : m_tile(tile)
    {
    }

    QList<LintFinding> run()
    {
        checkAttributes();
        for (int i = 0; i < int(m_tile.features.size()); ++i)
            checkFeature(i);
        for (int cell = 0; cell < m_tile.cellCount(); ++cell) {
            checkPerimeter(cell);
            checkCrossings(cell);
            checkDividedFields(cell);
            checkFieldCities(cell);
        }
        checkMonasteries();
        checkCellEdges();
        checkQuestions();
        for (LintFinding &finding : m_findings) {
            if (hasQuickFix(finding.code) && quickFix(m_tile.features, finding.code, finding.cell, finding.location))
                finding.fix = quickFixName(finding.code);
        }
        return m_findings;
    }

private:
    void add(const char *code, Severity severity, Location location, int cell, const QString &message)
    {
        m_findings << LintFinding {QString::fromLatin1(code), severity, m_tile.id, location, cell, message, {}};
    }

    void checkAttributes()
    {
        if (m_tile.size.width() < 1 || m_tile.size.height() < 1)
            add("tile.badSize", Severity::Error, {}, 0,
                Text::tr("the size %1x%2 has no cells").arg(m_tile.size.width()).arg(m_tile.size.height()));
        if (m_tile.count < 0)
            add("tile.badCount", Severity::Error, {}, 0, Text::tr("the count %1 is negative").arg(m_tile.count));
        for (auto it = m_tile.editionCounts.cbegin(); it != m_tile.editionCounts.cend(); ++it) {
            if (it.value() < 0)
                add("tile.badCount", Severity::Error, {}, 0,
                    Text::tr("the count %1 in edition \"%2\" is negative").arg(it.value()).arg(it.key()));
        }
        if (m_tile.nameCs.isEmpty() || m_tile.nameEn.isEmpty())
            add("tile.missingName", Severity::Warning, {}, 0,
                Text::tr("the tile needs both a Czech and an English name"));
    }

    void checkFeature(int index)
    {
        const Feature &f = m_tile.features.at(index);
        if (f.cell < 0 || f.cell >= m_tile.cellCount()) {
            add("tile.cellOutOfRange", Severity::Error, f.locations, f.cell,
                Text::tr("%1 is on cell %2, but the tile has %3 cell(s)")
                    .arg(describe(m_tile, index))
                    .arg(f.cell)
                    .arg(m_tile.cellCount()));
        }
        const char *code = "tile.featureLocationsWrongKind";
        if (f.type == FeatureType::Field) {
            if (!f.locations.sides().isEmpty())
                add(code, Severity::Error, f.locations.sides(), f.cell,
                    Text::tr("%1 holds sides; a field holds half-edges only").arg(describe(m_tile, index)));
            if (f.locations.isEmpty())
                add(code, Severity::Error, {}, f.cell, Text::tr("%1 holds no half-edge").arg(describe(m_tile, index)));
        } else if (holdsSides(f.type)) {
            if (!f.locations.halfEdges().isEmpty())
                add(code, Severity::Error, f.locations.halfEdges(), f.cell,
                    Text::tr("%1 holds half-edges; cities, roads and rivers hold sides only")
                        .arg(describe(m_tile, index)));
            if (f.locations.sides().isEmpty())
                add(code, Severity::Error, {}, f.cell, Text::tr("%1 holds no side").arg(describe(m_tile, index)));
        } else if (!f.locations.isEmpty()) {
            add(code, Severity::Error, f.locations, f.cell,
                Text::tr("%1 lies inside the tile and holds no location").arg(describe(m_tile, index)));
        }
        if (f.type == FeatureType::River) {
            const int ends = f.locations.sides().count();
            const int wanted = riverEndsFor(f.riverRole);
            if (ends != wanted)
                add("tile.riverEnds", Severity::Error, f.locations, f.cell,
                    Text::tr("%1 is a %2 and needs %3 river end(s), not %4")
                        .arg(describe(m_tile, index), riverRoleName(f.riverRole))
                        .arg(wanted)
                        .arg(ends));
        }
    }

    QList<int> featuresOf(int cell) const
    {
        QList<int> result;
        for (int i = 0; i < int(m_tile.features.size()); ++i) {
            if (m_tile.features.at(i).cell == cell)
                result << i;
        }
        return result;
    }

    QString names(const QList<int> &indices) const
    {
        QStringList parts;
        for (int i : indices)
            parts << describe(m_tile, i);
        return parts.join(u", "_s);
    }

    // Every side in at most one city/road/river; every half-edge in exactly one
    // field, except those beside a city side, which belong to the city.
    void checkPerimeter(int cell)
    {
        const QList<int> here = featuresOf(cell);
        Location citySides;
        for (int i : here) {
            if (m_tile.features.at(i).type == FeatureType::City)
                citySides |= m_tile.features.at(i).locations.sides();
        }
        const Location cityHalfEdges = citySides.flankingHalfEdges();
        for (int p = 0; p < Location::PositionCount; ++p) {
            const Location position = Location::position(p);
            const bool isSide = position.sides() == position;
            QList<int> holders;
            for (int i : here) {
                const Feature &f = m_tile.features.at(i);
                const bool counts = isSide ? holdsSides(f.type) : f.type == FeatureType::Field;
                if (counts && f.locations.contains(position))
                    holders << i;
            }
            if (!isSide && cityHalfEdges.contains(position)) {
                if (!holders.isEmpty())
                    add("tile.cityHalfEdges", Severity::Error, position, cell,
                        Text::tr("%1 holds %2, a half-edge of a city side; the city owns both half-edges of its sides")
                            .arg(names(holders), position.toString()));
                continue;
            }
            if (holders.size() > 1)
                add("tile.locationTwice", Severity::Error, position, cell,
                    Text::tr("%1 is held by %2").arg(position.toString(), names(holders)));
            else if (holders.isEmpty() && !isSide)
                add("tile.locationUnassigned", Severity::Error, position, cell,
                    Text::tr("the half-edge %1 belongs to no field").arg(position.toString()));
        }
    }

    void checkCrossings(int cell)
    {
        const QList<int> here = featuresOf(cell);
        for (qsizetype a = 0; a < here.size(); ++a) {
            const Feature &fa = m_tile.features.at(here.at(a));
            if (!fa.isEdgeFeature() || fa.crossing != Crossing::None)
                continue;
            for (qsizetype b = a + 1; b < here.size(); ++b) {
                const Feature &fb = m_tile.features.at(here.at(b));
                if (!fb.isEdgeFeature() || fb.crossing != Crossing::None)
                    continue;
                // A field on both sides of a road, river or city is checkDividedFields()' business.
                if ((fa.type == FeatureType::Field) != (fb.type == FeatureType::Field))
                    continue;
                if (fa.locations.intersects(fb.locations) || !interleaves(fa.locations, fb.locations))
                    continue;
                add("tile.featuresCross", Severity::Error, fa.locations | fb.locations, cell,
                    crossingAdvice(fa.type, fb.type).arg(describe(m_tile, here.at(a)), describe(m_tile, here.at(b))));
            }
        }
    }

    // What two crossing features can be made into, in the words of the finding.
    static QString crossingAdvice(FeatureType a, FeatureType b)
    {
        const auto pair = [a, b](FeatureType x, FeatureType y) { return (a == x && b == y) || (a == y && b == x); };
        if (pair(FeatureType::Road, FeatureType::River))
            return Text::tr("%1 and %2 cross each other round the perimeter; mark the road as a bridge");
        if (pair(FeatureType::City, FeatureType::River) || pair(FeatureType::City, FeatureType::Road))
            return Text::tr("%1 and %2 cross each other round the perimeter; mark the city as an overpass");
        if (pair(FeatureType::Road, FeatureType::Road))
            return Text::tr("%1 and %2 cross each other round the perimeter; mark one as a bridge over the other");
        return Text::tr("%1 and %2 cross each other round the perimeter, which they cannot do on one tile");
    }

    // Roads, rivers and cities that run through a cell divide its fields (fieldDividers()): a field on
    // both sides of one is two fields drawn as one, and scores as one by mistake.
    void checkDividedFields(int cell)
    {
        const QList<FieldDivider> dividers = fieldDividers(m_tile.features, cell);
        if (dividers.isEmpty())
            return;
        for (int i : featuresOf(cell)) {
            const Feature &field = m_tile.features.at(i);
            if (field.type != FeatureType::Field)
                continue;
            for (const FieldDivider &divider : dividers) {
                if (!splits(divider, field.locations))
                    continue;
                const QString what = divider.feature >= 0 ? describe(m_tile, divider.feature)
                                                          : Text::tr("the roads that meet in the middle");
                add("tile.fieldDivided", Severity::Error, field.locations, cell,
                    Text::tr("%1 lies on both sides of %2, which divides it; split it along %2")
                        .arg(describe(m_tile, i), what));
                break;
            }
        }
    }

    void checkFieldCities(int cell)
    {
        const QList<int> here = featuresOf(cell);
        for (int i : here) {
            const Feature &field = m_tile.features.at(i);
            if (field.type != FeatureType::Field)
                continue;
            for (int city : field.cities) {
                if (city < 0 || city >= m_tile.features.size()) {
                    add("tile.fieldCityNotTouching", Severity::Error, field.locations, cell,
                        Text::tr("%1 names city #%2, but the tile has no feature #%2")
                            .arg(describe(m_tile, i))
                            .arg(city));
                } else if (m_tile.features.at(city).type != FeatureType::City) {
                    add("tile.fieldCityNotTouching", Severity::Error, field.locations, cell,
                        Text::tr("%1 names %2 as a city it touches").arg(describe(m_tile, i), describe(m_tile, city)));
                } else if (m_tile.features.at(city).cell != cell || !touches(field, m_tile.features.at(city))) {
                    add("tile.fieldCityNotTouching", Severity::Error, field.locations, cell,
                        Text::tr("%1 does not touch %2").arg(describe(m_tile, i), describe(m_tile, city)));
                }
            }
            for (int city : here) {
                const Feature &c = m_tile.features.at(city);
                if (c.type == FeatureType::City && !field.cities.contains(city) && touches(field, c))
                    add("tile.fieldCityUnlisted", Severity::Warning, field.locations, cell,
                        Text::tr("%1 borders %2 but does not score it")
                            .arg(describe(m_tile, i), describe(m_tile, city)));
            }
        }
    }

    void checkMonasteries()
    {
        QList<int> monasteries;
        for (int i = 0; i < int(m_tile.features.size()); ++i) {
            if (m_tile.features.at(i).type == FeatureType::Monastery)
                monasteries << i;
        }
        if (monasteries.size() > 1)
            add("tile.monasteryTwice", Severity::Error, {}, m_tile.features.at(monasteries.at(1)).cell,
                Text::tr("%1 monasteries (%2); a tile has at most one")
                    .arg(monasteries.size())
                    .arg(names(monasteries)));
    }

    // Cells of one tile meet like neighbouring tiles: their shared edge has one type.
    void checkCellEdges()
    {
        const int width = m_tile.size.width();
        const int cells = m_tile.cellCount();
        for (int cell = 0; cell < cells && width > 0; ++cell) {
            const auto compare = [&](Side side, int other) {
                const EdgeType here = m_tile.edge(side, cell);
                const EdgeType there = m_tile.edge(oppositeSide(side), other);
                if (here != there)
                    add("tile.cellEdgeMismatch", Severity::Error, Location::side(side), cell,
                        Text::tr("side %1 of cell %2 is %3, but the cell %4 meets it with %5")
                            .arg(sideName(side))
                            .arg(cell)
                            .arg(edgeTypeName(here))
                            .arg(other)
                            .arg(edgeTypeName(there)));
            };
            if (cell % width + 1 < width)
                compare(Side::East, cell + 1);
            if (cell + width < cells)
                compare(Side::South, cell + width);
        }
    }

    // Each "Question:" in the note opens a question for a maintainer (up to the next one or the end).
    void checkQuestions()
    {
        static constexpr QStringView marker = u"Question:";
        qsizetype at = m_tile.note.indexOf(marker);
        while (at >= 0) {
            const qsizetype next = m_tile.note.indexOf(marker, at + marker.size());
            const QString question
                = m_tile.note.mid(at + marker.size(), next < 0 ? -1 : next - at - marker.size()).trimmed();
            add("tile.openQuestion", Severity::Info, {}, 0, Text::tr("open question: %1").arg(question));
            at = next;
        }
    }

    const TileDefinition &m_tile;
    QList<LintFinding> m_findings;
};

} // namespace

const QList<LintCode> &tileLintCodes()
{
    static const QList<LintCode> codes = {
        {u"tile.badSize"_s, Severity::Error, u"The tile's size is not at least 1x1 cells."_s},
        {u"tile.badCount"_s, Severity::Error, u"The count, or the count in an edition, is negative."_s},
        {u"tile.missingName"_s, Severity::Warning, u"The Czech or the English name is empty."_s},
        {u"tile.cellOutOfRange"_s, Severity::Error, u"A feature's cell is not a cell of the tile."_s},
        {u"tile.featureLocationsWrongKind"_s, Severity::Error,
         u"A feature holds the wrong kind of location: fields hold half-edges only; cities, roads and rivers hold "
         u"sides only (at least one); monasteries, gardens, bookmakers and crop circles hold none."_s},
        {u"tile.locationTwice"_s, Severity::Error,
         u"A side is held by two cities/roads/rivers, or a half-edge by two fields."_s},
        {u"tile.locationUnassigned"_s, Severity::Error, u"A half-edge (not beside a city side) belongs to no field."_s},
        {u"tile.cityHalfEdges"_s, Severity::Error,
         u"A field holds a half-edge of a city side; a city side owns both of its half-edges."_s},
        {u"tile.featuresCross"_s, Severity::Error,
         u"Two roads, rivers or cities (or two fields) interleave round the perimeter (a..b..a..b) and neither is a "
         u"bridge or an overpass."_s},
        {u"tile.fieldDivided"_s, Severity::Error,
         u"A field holds half-edges on both sides of a road, river or city that runs through its cell (two sides or "
         u"more, not a bridge or an overpass), or of dead-end roads that meet in the middle (two or more)."_s},
        {u"tile.fieldCityNotTouching"_s, Severity::Error,
         u"A field's cities entry is not a city of the same cell that borders the field on the perimeter."_s},
        {u"tile.fieldCityUnlisted"_s, Severity::Warning,
         u"A field borders a city of its cell on the perimeter but does not list it."_s},
        {u"tile.monasteryTwice"_s, Severity::Error, u"The tile has more than one monastery."_s},
        {u"tile.riverEnds"_s, Severity::Error,
         u"A river has the wrong number of sides for its role: source, lake, volcano lake and city end 1, stream 2, "
         u"fork 3."_s},
        {u"tile.cellEdgeMismatch"_s, Severity::Error,
         u"Two cells of a multi-cell tile meet with different edge types (like two neighbouring tiles would)."_s},
        {u"tile.openQuestion"_s, Severity::Info,
         u"The note asks a maintainer a question (text after \"Question:\"), e.g. where two transcriptions of "
         u"the tile differ; remove it from the note once answered."_s},
    };
    return codes;
}

QList<LintFinding> lintTile(const TileDefinition &tile)
{
    return TileChecker(tile).run();
}

} // namespace Krajina
