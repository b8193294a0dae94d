// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Print (issue 17): sheets of 1,000 tiles with backs (duplex, long edge) as a PDF within
// 3 s; 168 tiles for comparison. The tiles are the bundled designs, taken in turn.

#include "catalogue/catalogueio.h"
#include "render/sheetwriter.h"

#include <benchmark/benchmark.h>

using namespace Qt::StringLiterals;
using namespace Krajina;

namespace {

Catalogue tilesInTurn(int count)
{
    const Catalogue &bundled = bundledCatalogue();
    Catalogue c = bundled;
    c.tiles.clear();
    for (int i = 0; i < count; ++i) {
        TileDefinition t = bundled.tiles.at(i % bundled.tiles.size());
        t.id += u"-%1"_s.arg(i);
        t.count = 1;
        c.tiles << t;
    }
    return c;
}

void BM_SheetsWithBacks(benchmark::State &state)
{
    const Catalogue catalogue = tilesInTurn(int(state.range(0)));
    SheetOptions options;
    options.tiles.all = true;
    options.tiles.contactSheet = true;
    options.layout.backs = DuplexMode::LongEdge;
    int pages = 0;
    qsizetype bytes = 0;
    for (auto _ : state) {
        const SheetWriter writer(catalogue, options);
        QString error;
        const QByteArray pdf = writer.toPdf(&error);
        if (pdf.isEmpty()) {
            state.SkipWithError(qPrintable(error));
            return;
        }
        pages = writer.report().pages;
        bytes = pdf.size();
    }
    state.counters["tiles"] = double(state.range(0));
    state.counters["pages"] = pages;
    state.counters["MB"] = double(bytes) / 1e6;
}
BENCHMARK(BM_SheetsWithBacks)->Arg(168)->Arg(1000)->Unit(benchmark::kMillisecond)->Iterations(2);

} // namespace
