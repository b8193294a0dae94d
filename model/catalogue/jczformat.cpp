// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// JCloisterZone's tile XML: the reader is in jczreader.cpp, the writer in
// jczwriter.cpp, the conventions both follow in jczconventions.cpp; here is
// the file handling and what the format cannot carry.

#include "jczformat.h"

#include "inputfile.h"
#include "jczconventions.h"

#include <QSaveFile>

namespace Krajina {

JczReadResult JczFormat::readFile(const QString &path)
{
    const InputFile file = readInputFile(path);
    if (!file.ok()) {
        JczReadResult result;
        result.error = file.error;
        return result;
    }
    return read(file.data, path);
}

QStringList JczFormat::notCarried(const Catalogue &catalogue)
{
    int czechExpansionNames = 0, ownSetNames = 0, expansionBacks = 0, startTiles = 0, editionNames = 0, betting = 0,
        notes = 0;
    for (const Expansion &e : catalogue.expansions) {
        if (catalogue.tilesOf(e.id).isEmpty())
            continue;
        // JCloisterZone names its own sets itself, so neither name of such an expansion is written.
        if (Jcz::isKnownSet(JczFormat::setNameForExpansion(e.id)))
            ownSetNames += e.nameCs.isEmpty() && e.nameEn.isEmpty() ? 0 : 1;
        else
            czechExpansionNames += !e.nameCs.isEmpty() && e.nameCs != e.nameEn ? 1 : 0;
        expansionBacks += e.defaultBack.isEmpty() ? 0 : 1;
        // The importer states the basic set's start tile by JCloisterZone's own convention (BA/RCr).
        const TileDefinition *start = catalogue.tile(e.startTile);
        const bool byConvention = e.id == u"base" && start && (start->jczId == u"BA/RCr" || start->id == u"BA/RCr");
        startTiles += !e.startTile.isEmpty() && !byConvention ? 1 : 0;
        for (const Edition &edition : e.editions)
            editionNames += edition.nameCs.isEmpty() && edition.nameEn.isEmpty() ? 0 : 1;
        betting += e.bettingTokens.isEmpty() ? 0 : 1;
        notes += e.note.isEmpty() ? 0 : 1;
    }
    int tileNames = 0, watermarks = 0, tileBacks = 0, statuses = 0, art = 0;
    for (const TileDefinition &t : catalogue.tiles) {
        tileNames += t.nameCs.isEmpty() && t.nameEn.isEmpty() ? 0 : 1;
        watermarks += t.watermark.isEmpty() ? 0 : 1;
        tileBacks += t.back.isEmpty() ? 0 : 1;
        statuses += t.status == TileStatus::Draft ? 0 : 1;
        art += t.art.isEmpty() ? 0 : 1;
        notes += t.note.isEmpty() ? 0 : 1;
    }
    QStringList lost;
    const auto add = [&lost](int n, const QString &text) {
        if (n > 0)
            lost << text;
    };
    add(tileNames, tr("the names of %n tile(s), in Czech and English", nullptr, tileNames));
    add(czechExpansionNames,
        tr("the Czech names of %n expansion(s) (an English name is kept as the title)", nullptr, czechExpansionNames));
    add(ownSetNames, tr("the names of %n expansion(s) that JCloisterZone has and names itself", nullptr, ownSetNames));
    add(watermarks, tr("the watermarks of %n tile(s)", nullptr, watermarks));
    add(expansionBacks, tr("the backs of %n expansion(s)", nullptr, expansionBacks));
    add(tileBacks, tr("the backs of %n tile(s)", nullptr, tileBacks));
    add(startTiles,
        tr("the start tiles of %n expansion(s) (JCloisterZone starts from BA/RCr or a spring)", nullptr, startTiles));
    add(statuses, tr("the status (transcribed, verified, ...) of %n tile(s)", nullptr, statuses));
    add(notes, tr("%n note(s) on expansions and tiles", nullptr, notes));
    add(art, tr("the art files of %n tile(s)", nullptr, art));
    add(editionNames, tr("the names of %n edition(s) (each is a numbered tile set)", nullptr, editionNames));
    add(betting, tr("the betting tokens of %n expansion(s)", nullptr, betting));
    return lost;
}

bool JczFormat::writeFile(const QString &path, const Catalogue &catalogue, QString *error, QStringList *warnings,
                          QStringList *notCarried)
{
    const JczWriteResult result = write(catalogue);
    if (warnings)
        *warnings = result.warnings;
    if (notCarried)
        *notCarried = result.notCarried;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(result.data) != result.data.size() || !file.commit()) {
        if (error)
            *error = tr("%1: cannot save: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

QString JczFormat::expansionIdForSet(const QString &setName)
{
    return Jcz::expansionIdForSet(setName);
}

QString JczFormat::setNameForExpansion(const QString &expansionId)
{
    return Jcz::setNameForExpansion(expansionId);
}

} // namespace Krajina
