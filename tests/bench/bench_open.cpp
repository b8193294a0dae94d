// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Opening huge catalogues (issue 15): the same 100,000-tile catalogue as a
// single JSON file and as a .krajina (SQLite) file. A .krajina must open
// within twice the time of the JSON; warnings must not make JSON quadratic.

#include "../model/cataloguesample.h"
#include "catalogue/catalogueio.h"
#include "catalogue/jsonformat.h"
#include "catalogue/sqlitestore.h"

#include <QFile>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace Qt::StringLiterals;
using namespace Krajina;

namespace {

// The files, written once for all benchmarks.
struct HugeFiles
{
    QTemporaryDir dir;
    QString json;
    QString krajina;
    QString newer; // JSON where every tile has a key this version does not know

    explicit HugeFiles(int tiles)
    {
        const Catalogue c = TestSample::largeCatalogue(tiles);
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
