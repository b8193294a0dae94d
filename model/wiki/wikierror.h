// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstdint>

namespace Krajina {

// What went wrong talking to a wiki, in words a maintainer can act on. The
// kinds are the cases the sync flow treats differently; `code` keeps the API's
// own error code ("editconflict", "ratelimited", ...) or the HTTP status.
struct WikiError
{
    enum class Kind : std::uint8_t {
        None,
        Network, // host unreachable, connection refused or reset, timeout, TLS
        Http, // an HTTP error status
        BadReply, // not the JSON of a MediaWiki API
        BadLogin, // wrong user name or password, or no bot password
        NotLoggedIn, // the session was lost
        NoSuchPage,
        EditConflict,
        Protected,
        RateLimited,
        ReadOnly,
        Lagged, // maxlag retries used up
        Api, // any other API error
        Cancelled,
        Unsafe, // refused for the user's safety: plain http, a redirect elsewhere, a password in the address
        Limit, // an answer or a run beyond one of the client's limits (WikiLimits)
        DamagedRecord, // the document's sync record cannot be read: syncing would lose every base in it
    };
    Kind kind = Kind::None;
    QString code;
    QString message;

    bool ok() const { return kind == Kind::None; }
    // A problem with the site or the connection as a whole (stop the run), as
    // opposed to one with one page.
    bool isFatal() const;

    // An API error; the server's code and info go through wikiServerText().
    static WikiError fromApi(const QString &code, const QString &info);
};

// The server's text made fit for a message: control characters (terminal
// escapes, line breaks) become spaces and at most `limit` characters are kept.
// Shown as plain text wherever it goes.
QString wikiServerText(QStringView text, qsizetype limit = 300);
// `text` with every occurrence of `secret` replaced by asterisks.
QString maskedSecret(QString text, const QString &secret);

} // namespace Krajina
