// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A rules wiki has hundreds of pages (issue 31): the status of 300 pages
// against a real MediaWiki on loopback must take at most 5 s. The pages are
// the bundled rules pages (River with its five tile tables among them) under
// 300 titles, pushed once; each iteration compares all of them with the
// record the push left, as `krajina-cli wiki status` does.

#include "mediawikifixture.h"

#include "catalogue/catalogueio.h"
#include "document/cataloguedocument.h"
#include "rulebook/rulebookio.h"
#include "wiki/wikisession.h"

#include <QElapsedTimer>

#include <benchmark/benchmark.h>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace Krajina;

namespace {

constexpr int PageCount = 300;

struct WikiDesk
{
    MediaWikiFixture wiki;
    std::unique_ptr<CatalogueDocument> document;
    std::unique_ptr<WikiSession> session;
    QList<WikiTarget> targets;
    QString problem; // why the benchmark cannot run

    WikiDesk()
    {
        problem = MediaWikiFixture::unavailableReason();
        if (!problem.isEmpty() || !wiki.start(&problem))
            return;
        document = std::make_unique<CatalogueDocument>(bundledCatalogue());
        document->setRulebook(bundledRulebook().rulebook);
        session = std::make_unique<WikiSession>();
        session->setDocument(document.get());
        session->setSite(wiki.apiUrl().toString(), &problem);
        WikiError error;
        waitFor([&](auto done) {
            session->logIn(wiki.botUser(), wiki.botPassword(), [&, done](const WikiError &result) {
                error = result;
                done();
            });
        });
        if (!error.ok()) {
            problem = error.message;
            return;
        }
        QList<WikiTarget> pages;
        for (const WikiTarget &target : session->targets()) {
            if (target.kind == WikiTarget::Kind::RulePage)
                pages.append(target);
        }
        for (int i = 0; i < PageCount; ++i) {
            WikiTarget target = pages.at(i % pages.size());
            target.title = u"Bench %1 %2"_s.arg(i).arg(target.title);
            targets.append(target);
        }
        QElapsedTimer pushing;
        pushing.start();
        QList<WikiPageResult> pushed;
        waitFor(
            [&](auto done) {
                session->push(targets, u"bench"_s, false,
                              [&, done](const QList<WikiPageResult> &results, const WikiError &result) {
                                  pushed = results;
                                  error = result;
                                  done();
                              });
            },
            30 * 60 * 1000);
        if (!error.ok() || !wikiRunSucceeded(pushed)) {
            problem = u"the push of the pages failed: "_s + error.message;
            return;
        }
        std::fprintf(stderr, "bench_wiki: %d pages pushed in %lld ms\n", PageCount,
                     static_cast<long long>(pushing.elapsed()));
    }
};

WikiDesk &desk()
{
    static WikiDesk desk;
    return desk;
}

void BM_WikiStatus300Pages(benchmark::State &state)
{
    WikiDesk &d = desk();
    if (!d.problem.isEmpty()) {
        state.SkipWithError(qPrintable(d.problem));
        return;
    }
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        QList<WikiPageResult> compared;
        WikiError error;
        waitFor([&](auto done) {
            d.session->compare(d.targets, [&, done](const QList<WikiPageResult> &results, const WikiError &result) {
                compared = results;
                error = result;
                done();
            });
        });
        const qint64 ms = timer.elapsed();
        const auto inStep = std::count_if(compared.begin(), compared.end(), [](const WikiPageResult &result) {
            return result.state == WikiPageState::InStep;
        });
        if (!error.ok() || inStep != PageCount) {
            state.SkipWithError(
                qPrintable(u"status failed: %1 (%2 of %3 in step)"_s.arg(error.message).arg(inStep).arg(PageCount)));
            return;
        }
        std::fprintf(stderr, "bench_wiki: status of %d pages in %lld ms (limit 5000 ms)\n", PageCount,
                     static_cast<long long>(ms));
    }
    state.counters["pages"] = PageCount;
}
BENCHMARK(BM_WikiStatus300Pages)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

} // namespace
