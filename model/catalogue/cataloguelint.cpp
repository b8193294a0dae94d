// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cataloguelint.h"

#include "hex/dosrioslint.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// An expansion with this many tiles (in its first edition) is taken to be playable alone.
constexpr int PlayableAloneTiles = 40;

// Gives lupdate and tr() one context for the messages of this file.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CatalogueLint)
};

class CatalogueChecker
{
public:
    explicit CatalogueChecker(const Catalogue &catalogue)
        : m_catalogue(catalogue)
    {
    }

    QList<LintFinding> run()
    {
        checkDuplicates(m_catalogue.games, Text::tr("game"));
        checkDuplicates(m_catalogue.expansions, Text::tr("expansion"));
        checkDuplicates(m_catalogue.watermarks, Text::tr("watermark"));
        checkDuplicates(m_catalogue.backs, Text::tr("tile back"));
        for (const Expansion &e : m_catalogue.expansions)
            checkExpansion(e);
        QHash<QString, int> seen;
        for (const TileDefinition &t : m_catalogue.tiles) {
            if (++seen[t.id] == 2)
                add("catalogue.duplicateId", Severity::Error, t.id, Text::tr("two tiles have the id \"%1\"").arg(t.id));
            checkTile(t);
            m_findings << lintTile(t);
        }
        return m_findings;
    }

private:
    void add(const char *code, Severity severity, const QString &tileId, const QString &message)
    {
        m_findings << LintFinding {QString::fromLatin1(code), severity, tileId, {}, 0, message, {}};
    }

    template<typename T>
    void checkDuplicates(const QList<T> &items, const QString &kind)
    {
        QHash<QString, int> seen;
        for (const T &item : items) {
            if (++seen[item.id] == 2)
                add("catalogue.duplicateId", Severity::Error, {},
                    Text::tr("two entries of kind %1 have the id \"%2\"").arg(kind, item.id));
        }
    }

    void checkExpansion(const Expansion &e)
    {
        if (!m_catalogue.game(e.game))
            add("catalogue.unknownGame", Severity::Error, {},
                Text::tr("expansion %1 belongs to the unknown game \"%2\"").arg(e.id, e.game));
        if (!e.defaultBack.isEmpty() && !m_catalogue.back(e.defaultBack))
            add("catalogue.unknownBack", Severity::Error, {},
                Text::tr("expansion %1 has the unknown default back \"%2\"").arg(e.id, e.defaultBack));
        checkDuplicates(e.editions, Text::tr("edition of %1").arg(e.id));
        for (const Edition &ed : e.editions) {
            if (!ed.watermark.isEmpty() && !m_catalogue.watermark(ed.watermark))
                add("catalogue.unknownWatermark", Severity::Error, {},
                    Text::tr("edition %1 of %2 has the unknown watermark \"%3\"").arg(ed.id, e.id, ed.watermark));
        }
        if (!e.startTile.isEmpty()) {
            const TileDefinition *start = m_catalogue.tile(e.startTile);
            if (!start || start->expansion != e.id)
                add("catalogue.unknownStartTile", Severity::Error, {},
                    Text::tr("the start tile \"%1\" of %2 is not one of its tiles").arg(e.startTile, e.id));
        }
        checkStartTile(e);
        checkRiver(e);
        if (e.publishedTotal > 0) {
            const QString first = e.editions.isEmpty() ? QString() : e.editions.first().id;
            const int total = first.isEmpty() ? m_catalogue.tileCount(e.id) : m_catalogue.tileCountIn(e.id, first);
            if (total != e.publishedTotal) {
                const QString where = first.isEmpty() ? e.id : u"%1 (%2)"_s.arg(e.id, first);
                add("catalogue.countMismatch", Severity::Warning, {},
                    Text::tr("%1 has %n tile(s), but the published total is %2", nullptr, total)
                        .arg(where)
                        .arg(e.publishedTotal));
            }
        }
    }

    // An expansion big enough to be played alone must say which tile starts it, unless
    // its river source does: the engine never guesses one (model/engine/README.md).
    void checkStartTile(const Expansion &e)
    {
        const Game *game = m_catalogue.game(e.game);
        if (!e.startTile.isEmpty() || (game && game->board != BoardKind::Square))
            return;
        const QString first = e.editions.isEmpty() ? QString() : e.editions.first().id;
        const int total = first.isEmpty() ? m_catalogue.tileCount(e.id) : m_catalogue.tileCountIn(e.id, first);
        if (total < PlayableAloneTiles)
            return;
        for (const TileDefinition &t : m_catalogue.tiles) {
            if (t.expansion != e.id)
                continue;
            for (const Feature &f : t.features) {
                if (f.type == FeatureType::River && f.riverRole == RiverRole::Source)
                    return;
            }
        }
        add("catalogue.noStartTile", Severity::Warning, {},
            Text::tr("%1 has %2 tiles, enough to be played alone, but states no start tile: a game of it alone "
                     "cannot start")
                .arg(e.id)
                .arg(total));
    }

    // Land tiles with a river among them (a mill beside a stream) make no river of their own without a
    // source and a lake: played without a river expansion, every game sets the river tiles aside. An
    // expansion of river tiles alone is made to join another's river (CutCassonne's).
    void checkRiver(const Expansion &e)
    {
        const Game *game = m_catalogue.game(e.game);
        if (game && game->board != BoardKind::Square)
            return;
        QStringList riverTiles;
        bool land = false, source = false, lake = false;
        for (const TileDefinition &t : m_catalogue.tiles) {
            if (t.expansion != e.id)
                continue;
            bool river = false;
            for (const Feature &f : t.features) {
                if (f.type != FeatureType::River)
                    continue;
                river = true;
                source = source || f.riverRole == RiverRole::Source;
                lake = lake || f.riverRole == RiverRole::Lake || f.riverRole == RiverRole::VolcanoLake;
            }
            if (river)
                riverTiles << t.id;
            else
                land = true;
        }
        if (riverTiles.isEmpty() || !land || (source && lake))
            return;
        m_findings << LintFinding {u"catalogue.riverWithoutSource"_s,
                                   Severity::Warning,
                                   riverTiles.first(),
                                   {},
                                   0,
                                   Text::tr("%1 has %n river tile(s) (%2) among its land tiles but no source and "
                                            "lake to make a river of them: played without a river expansion, "
                                            "every game sets them aside",
                                            nullptr, int(riverTiles.size()))
                                       .arg(e.id, riverTiles.join(u", "_s)),
                                   {}};
    }

    void checkTile(const TileDefinition &t)
    {
        const Expansion *e = m_catalogue.expansion(t.expansion);
        if (!e) {
            add("catalogue.unknownExpansion", Severity::Error, t.id,
                Text::tr("the tile belongs to the unknown expansion \"%1\"").arg(t.expansion));
        } else {
            QStringList named = t.editions;
            named << t.editionCounts.keys();
            for (const QString &edition : std::as_const(named)) {
                const bool known = std::any_of(e->editions.cbegin(), e->editions.cend(),
                                               [&](const Edition &ed) { return ed.id == edition; });
                if (!known) {
                    add("catalogue.unknownEdition", Severity::Error, t.id,
                        Text::tr("\"%1\" is not an edition of %2").arg(edition, e->id));
                    break;
                }
            }
        }
        if (!t.watermark.isEmpty() && !m_catalogue.watermark(t.watermark))
            add("catalogue.unknownWatermark", Severity::Error, t.id,
                Text::tr("the watermark \"%1\" is not in the catalogue").arg(t.watermark));
        if (!t.back.isEmpty() && !m_catalogue.back(t.back))
            add("catalogue.unknownBack", Severity::Error, t.id,
                Text::tr("the back \"%1\" is not in the catalogue").arg(t.back));
    }

    const Catalogue &m_catalogue;
    QList<LintFinding> m_findings;
};

} // namespace

const QList<LintCode> &lintCodes()
{
    static const QList<LintCode> codes = [] {
        QList<LintCode> all = tileLintCodes();
        all << LintCode {u"catalogue.duplicateId"_s, Severity::Error,
                         u"Two tiles, expansions, games, watermarks, backs or editions of one expansion share an id."_s}
            << LintCode {u"catalogue.unknownGame"_s, Severity::Error,
                         u"An expansion names a game that is not listed."_s}
            << LintCode {u"catalogue.unknownExpansion"_s, Severity::Error,
                         u"A tile names an expansion that is not listed."_s}
            << LintCode {u"catalogue.unknownEdition"_s, Severity::Error,
                         u"A tile's editions or editionCounts name an edition its expansion does not have."_s}
            << LintCode {u"catalogue.unknownWatermark"_s, Severity::Error,
                         u"A tile or an edition names a watermark that is not listed."_s}
            << LintCode {u"catalogue.unknownBack"_s, Severity::Error,
                         u"A tile or an expansion (default back) names a back that is not listed."_s}
            << LintCode {u"catalogue.unknownStartTile"_s, Severity::Error,
                         u"An expansion's startTile is not one of its tiles."_s}
            << LintCode {u"catalogue.noStartTile"_s, Severity::Warning,
                         u"An expansion of 40 tiles or more (enough to be played alone) states no start tile and "
                         u"has no river source, so a game of it alone cannot start."_s}
            << LintCode {u"catalogue.riverWithoutSource"_s, Severity::Warning,
                         u"An expansion of land tiles has river tiles among them but not both a source and a lake: "
                         u"played without a river expansion, its river cannot be laid."_s}
            << LintCode {u"catalogue.countMismatch"_s, Severity::Warning,
                         u"An expansion's tiles in its first edition do not add up to its published total (when it "
                         u"is above 0)."_s};
        return all;
    }();
    return codes;
}

QList<LintFinding> lintCatalogue(const Catalogue &catalogue)
{
    QList<LintFinding> findings = CatalogueChecker(catalogue).run();
    if (!catalogue.dosRios.isEmpty())
        findings << DosRios::lintPieceSet(catalogue.dosRios);
    return findings;
}

} // namespace Krajina
