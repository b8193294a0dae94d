// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Opening huge catalogues (issue 15): the same 100,000-tile catalogue as a
// single JSON file and as a .krajina (SQLite) file. A .krajina must open
// within twice the time of the JSON; warnings must not make JSON quadratic.

#include "catalogue/catalogueio.h"
#include "catalogue/jsonformat.h"
#include "catalogue/sqlitestore.h"

#include <QFile>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace Qt::StringLiterals;
using namespace Krajina;

namespace {

Catalogue hugeCatalogue(int tiles)
{
    Catalogue c;
    c.games << Game {u"carcassonne"_s, u"Carcassonne"_s, u"Carcassonne"_s, BoardKind::Square};
    Expansion e;
    e.id = u"base"_s;
    e.game = u"carcassonne"_s;
    c.expansions << e;
    for (int i = 0; i < tiles; ++i) {
        TileDefinition t;
        t.id = u"base/t%1"_s.arg(i);
        t.expansion = e.id;
        t.nameCs = u"Dlaždice %1"_s.arg(i);
        t.nameEn = u"Tile %1"_s.arg(i);
        t.count = 1 + i % 4;
        Feature city;
        city.type = FeatureType::City;
        city.locations = *Location::fromString(u"N");
        Feature road;
        road.type = FeatureType::Road;
        road.locations = *Location::fromString(u"E W");
        Feature field;
        field.type = FeatureType::Field;
        field.locations = *Location::fromString(u"EL WR");
        field.cities = {0};
        t.features = {city, road, field};
        c.tiles << t;
    }
    return c;
}

// The files, written once for all benchmarks.
struct HugeFiles
{
    QTemporaryDir dir;
    QString json;
    QString krajina;
    QString newer; // JSON where every tile has a key this version does not know

    explicit HugeFiles(int tiles)
    {
        const Catalogue c = hugeCatalogue(tiles);
        json = dir.filePath(u"huge.json"_s);
        krajina = dir.filePath(u"huge.krajina"_s);
        newer = dir.filePath(u"newer.json"_s);
        QString error;
        writeCatalogueFile(c, json, &error);
        SqliteStore::write(krajina, {c, {}}, &error);
        QByteArray text = JsonFormat::writeSingleFile(c);
        text.replace("\"count\":", "\"newKey\": 1, \"count\":");
        QFile file(newer);
        if (file.open(QIODevice::WriteOnly))
            file.write(text);
    }
};

const HugeFiles &files()
{
    static const HugeFiles huge(100000);
    return huge;
}

void BM_OpenJson100k(benchmark::State &state)
{
    const QString path = files().json;
    for (auto _ : state) {
        const CatalogueReadResult read = readCatalogueFile(path);
        if (read.catalogue.tiles.size() != 100000)
            state.SkipWithError("the JSON did not read");
    }
}
BENCHMARK(BM_OpenJson100k)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_OpenKrajina100k(benchmark::State &state)
{
    const QString path = files().krajina;
    for (auto _ : state) {
        const SqliteReadResult read = SqliteStore::read(path);
        if (read.contents.catalogue.tiles.size() != 100000)
            state.SkipWithError("the .krajina did not read");
    }
}
BENCHMARK(BM_OpenKrajina100k)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_OpenJsonWith100kWarnings(benchmark::State &state)
{
    const QString path = files().newer;
    for (auto _ : state) {
        const CatalogueReadResult read = readCatalogueFile(path);
        if (read.warnings.size() != 100000)
            state.SkipWithError("expected one warning a tile");
    }
}
BENCHMARK(BM_OpenJsonWith100kWarnings)->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace
