// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Printing (issue 17): tile sheets of about 1,000 tiles with duplex backs as a
// PDF, the bundled catalogue's 168 tiles with every count made six times
// larger. Target: within 3 s.

#include "catalogue/catalogueio.h"
#include "render/sheetwriter.h"

#include <benchmark/benchmark.h>

using namespace Krajina;

namespace {

Catalogue thousandTiles()
{
    Catalogue catalogue = bundledCatalogue();
    for (Expansion &expansion : catalogue.expansions)
        expansion.editions.clear(); // plain counts
    for (TileDefinition &tile : catalogue.tiles)
        tile.count *= 6;
    return catalogue;
}

void BM_Sheets1000WithBacks(benchmark::State &state)
{
    const Catalogue catalogue = thousandTiles();
    SheetOptions options;
    options.tiles.all = true;
    options.layout.backs = DuplexMode::LongEdge;
    qint64 bytes = 0;
    int tiles = 0;
    for (auto _ : state) {
        const SheetWriter writer(catalogue, options);
        QString error;
        const QByteArray pdf = writer.toPdf(&error);
        if (pdf.isEmpty())
            state.SkipWithError("no PDF");
        bytes = pdf.size();
        tiles = writer.report().tiles;
    }
    state.counters["tiles"] = tiles;
    state.counters["pdf_MB"] = double(bytes) / 1e6;
}
BENCHMARK(BM_Sheets1000WithBacks)->Unit(benchmark::kMillisecond)->Iterations(2);

} // namespace
