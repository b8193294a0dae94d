// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "expansionlibrary.h"

#include <QRegularExpression>
#include <QSet>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// Appends the library's items whose ids `own` lacks.
template<typename T>
void addMissing(QList<T> &own, const QList<T> &library)
{
    QSet<QString> ids;
    for (const T &item : own)
        ids.insert(item.id);
    for (const T &item : library) {
        if (!ids.contains(item.id))
            own << item;
    }
}

} // namespace

Catalogue withLibrary(const Catalogue &own, const Catalogue &library)
{
    Catalogue result = own;
    addMissing(result.games, library.games);
    addMissing(result.watermarks, library.watermarks);
    addMissing(result.backs, library.backs);
    QSet<QString> ownExpansions;
    for (const Expansion &e : own.expansions)
        ownExpansions.insert(e.id);
    QSet<QString> ownTiles;
    for (const TileDefinition &t : own.tiles) {
        ownTiles.insert(t.id);
        ownExpansions.insert(t.expansion); // tiles of an expansion the document names but does not describe
    }
    for (const Expansion &e : library.expansions) {
        if (!ownExpansions.contains(e.id))
            result.expansions << e;
    }
    for (const TileDefinition &t : library.tiles) {
        if (!ownExpansions.contains(t.expansion) && !ownTiles.contains(t.id))
            result.tiles << t;
    }
    return result;
}

QString CatalogueIds::tileIdProblem(const Catalogue &catalogue, const QString &id, int self)
{
    static const QRegularExpression allowed(uR"(^[A-Za-z0-9][A-Za-z0-9._+\-]*(/[A-Za-z0-9._+\-]+)*$)"_s);
    if (id.trimmed().isEmpty())
        return tr("A tile needs an id.");
    if (!allowed.match(id).hasMatch())
        return tr("\"%1\" cannot be a tile id: use letters without accents, digits and . _ + - "
                  "(a / separates the expansion, as in my-expansion/CRF).")
            .arg(id);
    const int other = catalogue.tileIndex(id);
    if (other >= 0 && other != self)
        return tr("Another tile already has the id \"%1\".").arg(id);
    return {};
}

QString CatalogueIds::expansionIdProblem(const Catalogue &catalogue, const QString &id, int self)
{
    static const QRegularExpression allowed(u"^[a-z0-9]+(-[a-z0-9]+)*$"_s);
    if (id.trimmed().isEmpty())
        return tr("An expansion needs an id.");
    if (!allowed.match(id).hasMatch())
        return tr("\"%1\" cannot be an expansion id: use lower-case letters without accents, digits and "
                  "single hyphens, as in my-expansion.")
            .arg(id);
    for (qsizetype i = 0; i < catalogue.expansions.size(); ++i) {
        if (catalogue.expansions.at(i).id == id && i != self)
            return tr("The catalogue already has an expansion \"%1\".").arg(id);
    }
    return {};
}

QString CatalogueIds::unusedTileId(const Catalogue &catalogue, const QString &expansion)
{
    for (int n = 1;; ++n) {
        const QString candidate = u"%1/%2"_s.arg(expansion).arg(n);
        if (!catalogue.tile(candidate))
            return candidate;
    }
}

} // namespace Krajina
