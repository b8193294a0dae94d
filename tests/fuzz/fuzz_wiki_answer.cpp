// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// What a wiki's api.php answers: the input is a raw HTTP answer (status line,
// headers, a blank line, the body; without a status line all of it is a 200's
// body), read the way the client reads it, as every kind of answer the client
// asks for. The server's words must come out as one plain line, the login's
// password never, and a revisions answer never yields a page not asked for.

#include "fuzzsupport.h"
#include "wiki/wikianswer.h"

using namespace Qt::StringLiterals;
using namespace Krajina;

namespace {

const QString secret = u"hunter2-secret"_s;

void checkMessage(const WikiError &error)
{
    if (error.ok())
        return;
    Fuzz::require(!error.message.isEmpty(), "an error without a message");
    for (const QChar c : error.message) {
        Fuzz::require(c.category() != QChar::Other_Control && c != QChar::LineSeparator
                          && c != QChar::ParagraphSeparator,
                      "a control character or line break of the server's in a message", error.message);
    }
    Fuzz::require(error.message.size() < 2000, "a message longer than the server's words may make it",
                  error.message.left(200));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = Fuzz::bytes(data, size);
    int status = 200;
    QByteArray reason = "OK";
    QByteArray retryAfter;
    QByteArray body = input;
    if (input.startsWith("HTTP/")) {
        const qsizetype end = input.indexOf("\r\n\r\n");
        const QByteArray head = end < 0 ? input : input.left(end);
        body = end < 0 ? QByteArray() : input.mid(end + 4);
        const QList<QByteArray> lines = head.split('\n');
        const QByteArray statusLine = lines.value(0).trimmed();
        const qsizetype space = statusLine.indexOf(' ');
        const qsizetype second = statusLine.indexOf(' ', space + 1);
        status = statusLine.mid(space + 1, second < 0 ? -1 : second - space - 1).toInt();
        reason = second < 0 ? QByteArray() : statusLine.mid(second + 1);
        for (const QByteArray &line : lines) {
            if (line.toLower().startsWith("retry-after:"))
                retryAfter = line.mid(12);
        }
    }

    const int wait = wikiMaxLagWaitMs(retryAfter, int(size % 5));
    Fuzz::require(wait >= 1000 && wait <= 60000, "a maxlag wait outside a second to a minute", QString::number(wait));

    const WikiAnswer answer = readWikiAnswer(status, reason, body, u"https://wiki.example.org/w/api.php"_s, secret);
    checkMessage(answer.error);
    Fuzz::require(!answer.error.message.contains(secret), "the password in a message", answer.error.message);
    if (status >= 400)
        Fuzz::require(answer.error.kind == WikiError::Kind::Http, "an HTTP error status read as an answer");

    WikiError failure;
    const WikiSiteInfo info = readWikiSiteInfo(answer.json, &failure);
    checkMessage(failure);
    Fuzz::require(info.siteName.size() <= 121 && info.generator.size() <= 121, "an unbounded site name");

    QString userName;
    const WikiError login = readWikiLogin(answer.json, u"Admin@krajina"_s, secret, &userName);
    checkMessage(login);
    Fuzz::require(!login.message.contains(secret) && !login.code.contains(secret), "the password in a login error",
                  login.message);

    const QStringList batch {u"River"_s, u"Dos Rios/cs"_s, u"Template:TileList/river-1"_s};
    QList<WikiRevision> pages;
    WikiParams next;
    const WikiError read = readWikiRevisions(answer.json, batch, &pages, &next);
    checkMessage(read);
    Fuzz::require(pages.size() <= batch.size(), "more pages than asked for", QString::number(pages.size()));
    for (const WikiRevision &page : std::as_const(pages))
        Fuzz::require(batch.contains(page.title), "a page not asked for", page.title);
    // A second answer merges into the same pages.
    readWikiRevisions(answer.json, batch, &pages, &next);
    Fuzz::require(pages.size() <= batch.size(), "a continuation that adds pages not asked for");

    WikiError editFailure;
    readWikiEdit(answer.json, &editFailure);
    checkMessage(editFailure);
    readWikiParse(answer.json);
    return 0;
}
