// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Writing the JSON catalogue (jsonformat.h): deterministic text, the same
// bytes for the same catalogue.

#include "jsonformat.h"

#include "hex/dosriosjson.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace Krajina::JsonFormat {

namespace {

QString quoted(const QString &s)
{
    QString r;
    r.reserve(s.size() + 2);
    r += u'"';
    for (const QChar c : s) {
        switch (c.unicode()) {
        case u'"':
            r += u"\\\""_s;
            break;
        case u'\\':
            r += u"\\\\"_s;
            break;
        case u'\b':
            r += u"\\b"_s;
            break;
        case u'\f':
            r += u"\\f"_s;
            break;
        case u'\n':
            r += u"\\n"_s;
            break;
        case u'\r':
            r += u"\\r"_s;
            break;
        case u'\t':
            r += u"\\t"_s;
            break;
        default:
            if (c.unicode() < 0x20)
                r += u"\\u%1"_s.arg(int(c.unicode()), 4, 16, QChar(u'0'));
            else
                r += c;
        }
    }
    r += u'"';
    return r;
}

QString number(int n)
{
    return QString::number(n);
}

QString boolean(bool b)
{
    return b ? u"true"_s : u"false"_s;
}

using Members = QList<std::pair<QString, QString>>; // key, value already rendered

QString pad(int indent)
{
    return QString(indent, u' ');
}

QString compactObject(const Members &members)
{
    QStringList parts;
    for (const auto &[key, value] : members)
        parts << quoted(key) + u": "_s + value;
    return u'{' + parts.join(u", "_s) + u'}';
}

QString compactArray(const QStringList &items)
{
    return u'[' + items.join(u", "_s) + u']';
}

// Members one per line at indent + 2; expanded member values must be rendered for indent + 2.
QString expandedObject(const Members &members, int indent)
{
    if (members.isEmpty())
        return u"{}"_s;
    QStringList lines;
    for (const auto &[key, value] : members)
        lines << pad(indent + 2) + quoted(key) + u": "_s + value;
    return u"{\n"_s + lines.join(u",\n"_s) + u'\n' + pad(indent) + u'}';
}

QString expandedArray(const QStringList &items, int indent)
{
    if (items.isEmpty())
        return u"[]"_s;
    QStringList lines;
    for (const QString &item : items)
        lines << pad(indent + 2) + item;
    return u"[\n"_s + lines.join(u",\n"_s) + u'\n' + pad(indent) + u']';
}

QString numbers(const QList<int> &list)
{
    QStringList items;
    for (int n : list)
        items << number(n);
    return compactArray(items);
}

QString strings(const QStringList &list)
{
    QStringList items;
    for (const QString &s : list)
        items << quoted(s);
    return compactArray(items);
}

void addText(Members &m, const QString &key, const QString &value)
{
    if (!value.isEmpty())
        m << std::pair {key, quoted(value)};
}

Members featureMembers(const Feature &f)
{
    Members m {{u"type"_s, quoted(featureTypeName(f.type))}};
    if (f.cell != 0)
        m << std::pair {u"cell"_s, number(f.cell)};
    if (!f.locations.isEmpty())
        m << std::pair {u"locations"_s, quoted(f.locations.toString())};
    if (f.pennants != 0)
        m << std::pair {u"pennants"_s, number(f.pennants)};
    if (!f.cities.isEmpty())
        m << std::pair {u"cities"_s, numbers(f.cities)};
    if (f.pigHerd)
        m << std::pair {u"pigHerd"_s, boolean(true)};
    if (f.inn)
        m << std::pair {u"inn"_s, boolean(true)};
    if (f.crossing != Crossing::None)
        m << std::pair {u"crossing"_s, quoted(crossingName(f.crossing))};
    if (f.type == FeatureType::River || f.riverRole != RiverRole::Stream)
        m << std::pair {u"role"_s, quoted(riverRoleName(f.riverRole))};
    if (f.type == FeatureType::CropCircle || f.cropCircle != CropCircleType::Field)
        m << std::pair {u"cropCircle"_s, quoted(cropCircleTypeName(f.cropCircle))};
    return m;
}

QString tileText(const TileDefinition &t, int indent, bool withExpansion)
{
    Members m {{u"id"_s, quoted(t.id)}};
    if (withExpansion)
        m << std::pair {u"expansion"_s, quoted(t.expansion)};
    m << std::pair {u"nameCs"_s, quoted(t.nameCs)} << std::pair {u"nameEn"_s, quoted(t.nameEn)}
      << std::pair {u"count"_s, number(t.count)};
    if (!t.editions.isEmpty())
        m << std::pair {u"editions"_s, strings(t.editions)};
    if (!t.editionCounts.isEmpty()) {
        Members counts;
        for (auto it = t.editionCounts.cbegin(); it != t.editionCounts.cend(); ++it)
            counts << std::pair {it.key(), number(it.value())};
        m << std::pair {u"editionCounts"_s, compactObject(counts)};
    }
    m << std::pair {u"status"_s, quoted(tileStatusName(t.status))};
    if (t.size != QSize(1, 1))
        m << std::pair {u"size"_s, numbers({t.size.width(), t.size.height()})};
    addText(m, u"watermark"_s, t.watermark);
    addText(m, u"back"_s, t.back);
    addText(m, u"art"_s, t.art);
    addText(m, u"jczId"_s, t.jczId);
    addText(m, u"note"_s, t.note);
    QStringList features;
    for (const Feature &f : t.features)
        features << compactObject(featureMembers(f));
    m << std::pair {u"features"_s, expandedArray(features, indent + 2)};
    return expandedObject(m, indent);
}

Members editionMembers(const Edition &e)
{
    Members m {{u"id"_s, quoted(e.id)}, {u"nameCs"_s, quoted(e.nameCs)}, {u"nameEn"_s, quoted(e.nameEn)}};
    addText(m, u"watermark"_s, e.watermark);
    return m;
}

Members tokenMembers(const BettingToken &t)
{
    Members m {{u"id"_s, quoted(t.id)}, {u"numbers"_s, numbers(t.numbers)}};
    if (t.orMore)
        m << std::pair {u"orMore"_s, boolean(true)};
    m << std::pair {u"copies"_s, number(t.copies)};
    return m;
}

// The tiles written under an expansion: those naming it, unless an earlier
// expansion has the same id (then they went there).
QList<const TileDefinition *> tilesWrittenUnder(const Catalogue &c, const Expansion &e)
{
    QList<const TileDefinition *> result;
    if (c.expansion(e.id) != &e)
        return result;
    for (const TileDefinition &t : c.tiles) {
        if (t.expansion == e.id)
            result << &t;
    }
    return result;
}

QString expansionText(const Catalogue &c, const Expansion &e, int indent, bool asFile)
{
    Members m;
    if (asFile)
        m << std::pair {u"format"_s, quoted(ExpansionFormatId)} << std::pair {u"version"_s, number(Version)};
    m << std::pair {u"id"_s, quoted(e.id)} << std::pair {u"game"_s, quoted(e.game)}
      << std::pair {u"nameCs"_s, quoted(e.nameCs)} << std::pair {u"nameEn"_s, quoted(e.nameEn)}
      << std::pair {u"publishedTotal"_s, number(e.publishedTotal)};
    addText(m, u"defaultBack"_s, e.defaultBack);
    addText(m, u"startTile"_s, e.startTile);
    addText(m, u"note"_s, e.note);
    if (!e.editions.isEmpty()) {
        QStringList items;
        for (const Edition &ed : e.editions)
            items << compactObject(editionMembers(ed));
        m << std::pair {u"editions"_s, expandedArray(items, indent + 2)};
    }
    if (!e.bettingTokens.isEmpty()) {
        QStringList items;
        for (const BettingToken &t : e.bettingTokens)
            items << compactObject(tokenMembers(t));
        m << std::pair {u"bettingTokens"_s, expandedArray(items, indent + 2)};
    }
    QStringList tiles;
    for (const TileDefinition *t : tilesWrittenUnder(c, e))
        tiles << tileText(*t, indent + 4, false);
    m << std::pair {u"tiles"_s, expandedArray(tiles, indent + 2)};
    return expandedObject(m, indent);
}

QString indexText(const Catalogue &c, bool singleFile)
{
    Members m {{u"format"_s, quoted(CatalogueFormatId)}, {u"version"_s, number(Version)}};
    QStringList games;
    for (const Game &g : c.games) {
        games << compactObject({{u"id"_s, quoted(g.id)},
                                {u"nameCs"_s, quoted(g.nameCs)},
                                {u"nameEn"_s, quoted(g.nameEn)},
                                {u"board"_s, quoted(boardKindName(g.board))}});
    }
    m << std::pair {u"games"_s, expandedArray(games, 2)};
    QStringList watermarks;
    for (const Watermark &w : c.watermarks)
        watermarks << compactObject(
            {{u"id"_s, quoted(w.id)}, {u"nameCs"_s, quoted(w.nameCs)}, {u"nameEn"_s, quoted(w.nameEn)}});
    m << std::pair {u"watermarks"_s, expandedArray(watermarks, 2)};
    QStringList backs;
    for (const TileBack &b : c.backs) {
        Members bm {{u"id"_s, quoted(b.id)}, {u"nameCs"_s, quoted(b.nameCs)}, {u"nameEn"_s, quoted(b.nameEn)}};
        if (b.colour.isValid())
            addText(bm, u"colour"_s, b.colour.name(b.colour.alpha() == 255 ? QColor::HexRgb : QColor::HexArgb));
        backs << compactObject(bm);
    }
    m << std::pair {u"backs"_s, expandedArray(backs, 2)};
    QStringList expansions;
    for (const Expansion &e : c.expansions) {
        if (singleFile)
            expansions << expansionText(c, e, 4, false);
        else if (c.expansion(e.id) == &e)
            expansions << quoted(expansionFileName(e.id));
    }
    m << std::pair {u"expansions"_s, expandedArray(expansions, 2)};
    if (singleFile && !c.dosRios.isEmpty())
        m << std::pair {u"dosRios"_s, DosRios::pieceSetNestedText(c.dosRios, 2)};
    QStringList orphans;
    for (const TileDefinition &t : c.tiles) {
        if (!c.expansion(t.expansion))
            orphans << tileText(t, 4, true);
    }
    if (!orphans.isEmpty())
        m << std::pair {u"tiles"_s, expandedArray(orphans, 2)};
    return expandedObject(m, 0) + u'\n';
}

} // namespace

QString expansionFileName(const QString &expansionId)
{
    return expansionId + u".json"_s;
}

QByteArray writeIndex(const Catalogue &catalogue)
{
    return indexText(catalogue, false).toUtf8();
}

QByteArray writeExpansion(const Catalogue &catalogue, const Expansion &expansion)
{
    return (expansionText(catalogue, expansion, 0, true) + u'\n').toUtf8();
}

QByteArray writeSingleFile(const Catalogue &catalogue)
{
    return indexText(catalogue, true).toUtf8();
}

QJsonObject featureToJson(const Feature &feature)
{
    const QJsonDocument doc = QJsonDocument::fromJson(compactObject(featureMembers(feature)).toUtf8());
    return doc.object();
}

} // namespace Krajina::JsonFormat
