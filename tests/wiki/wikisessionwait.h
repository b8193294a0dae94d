// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A WikiSession's asynchronous calls run to their end, for tests.

#include "mediawikifixture.h"
#include "wiki/wikisession.h"

#include <functional>

namespace Krajina {

struct WikiRun
{
    QList<WikiPageResult> results;
    WikiError error;
    const WikiPageResult *page(const QString &key) const
    {
        for (const WikiPageResult &result : results) {
            if (result.target.key() == key)
                return &result;
        }
        return nullptr;
    }
};

inline WikiError waitWiki(const std::function<void(WikiSession::Done)> &start)
{
    WikiError error;
    if (!waitFor([&](auto done) {
            start([&, done](const WikiError &result) {
                error = result;
                done();
            });
        }))
        error.message = QStringLiteral("timed out");
    return error;
}

inline WikiRun waitWikiRun(const std::function<void(WikiSession::RunDone)> &start)
{
    WikiRun run;
    if (!waitFor([&](auto done) {
            start([&, done](const QList<WikiPageResult> &results, const WikiError &error) {
                run.results = results;
                run.error = error;
                done();
            });
        }))
        run.error.message = QStringLiteral("timed out");
    return run;
}

} // namespace Krajina
