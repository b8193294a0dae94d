// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hex/boardstatistics.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace Krajina::DosRios {

BoardStatistics boardStatistics(const PieceSet &set, int boards, std::uint64_t firstSeed)
{
    BoardStatistics stats;
    stats.firstSeed = firstSeed;
    Routing routing;
    for (int i = 0; i < boards; ++i) {
        const std::uint64_t seed = firstSeed + std::uint64_t(i);
        Board board;
        stats.error = assembleBoard(set, randomPlacements(set, seed), board);
        if (!stats.error.isEmpty())
            return stats;
        RiverRouter(board).route(routing);
        ++stats.boards;
        bool stuck = false;
        for (int r = 0; r < RiverCount; ++r) {
            RiverStatistics &river = stats.rivers[std::size_t(r)];
            const CourseEnd end = routing.rivers[std::size_t(r)].end;
            ++river.ends[std::size_t(end)];
            ++river.lengths[wateredLength(board, routing, River(r))];
            stuck = stuck || end == CourseEnd::Stuck || end == CourseEnd::NoSpring;
        }
        if (routing.joinCell >= 0)
            ++stats.joined;
        if (routing.sharedEndCell >= 0)
            ++stats.sharedEnd;
        if (stuck)
            stats.stuckSeeds.push_back(seed);
    }
    return stats;
}

QJsonObject statisticsToJson(const BoardStatistics &stats)
{
    QJsonObject rivers;
    for (int r = 0; r < RiverCount; ++r) {
        const RiverStatistics &river = stats.rivers[std::size_t(r)];
        QJsonObject ends;
        for (int e = 0; e < int(river.ends.size()); ++e)
            ends.insert(courseEndName(CourseEnd(e)), river.ends[std::size_t(e)]);
        QJsonObject lengths;
        long total = 0;
        for (const auto &[length, count] : river.lengths) {
            lengths.insert(QString::number(length), count);
            total += long(length) * count;
        }
        rivers.insert(riverName(River(r)),
                      QJsonObject {{u"ends"_s, ends},
                                   {u"reachesLakeOrCity"_s, river.reachesEnd()},
                                   {u"lengths"_s, lengths},
                                   {u"meanLength"_s, stats.boards ? double(total) / stats.boards : 0.0}});
    }
    QJsonArray stuck;
    for (const std::uint64_t seed : stats.stuckSeeds)
        stuck.append(QString::number(seed));
    return {{u"boards"_s, stats.boards},
            {u"firstSeed"_s, QString::number(stats.firstSeed)},
            {u"rivers"_s, rivers},
            {u"joined"_s, stats.joined},
            {u"sharedEnd"_s, stats.sharedEnd},
            {u"stuckSeeds"_s, stuck}};
}

} // namespace Krajina::DosRios
