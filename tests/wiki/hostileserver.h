// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QMutex>
#include <QUrl>
#include <QUrlQuery>

#include <functional>
#include <memory>

class QTcpSocket;
class QThread;

namespace Krajina {

// A stand-in for a wiki's api.php that misbehaves on purpose: an HTTP/1.1
// server on a free port of 127.0.0.1, run on a thread of its own (so that a
// test may wait on krajina-cli or on the client meanwhile). The handler gets
// each request and answers on the socket as it likes: at once, a byte at a
// time from a timer, never, or with a redirect elsewhere.
class HostileServer
{
public:
    struct Request
    {
        QByteArray method; // GET, POST
        QByteArray path; // with the query
        QByteArray headers;
        QByteArray body;
        // The API's parameters, from the query or the form.
        QUrlQuery params() const;
        QString param(const QString &name) const { return params().queryItemValue(name, QUrl::FullyDecoded); }
    };
    using Handler = std::function<void(QTcpSocket *socket, const Request &request)>;

    explicit HostileServer(Handler handler);
    ~HostileServer();
    HostileServer(const HostileServer &) = delete;
    HostileServer &operator=(const HostileServer &) = delete;

    quint16 port() const { return m_port; }
    QUrl apiUrl() const;
    QList<Request> requests() const;

    // Answers with `status`, the extra header lines and the body (keeping the connection).
    static void respond(QTcpSocket *socket, int status, const QByteArray &body, const QByteArray &headers = {});
    // What a small MediaWiki answers to the site info, the login token and the user info.
    static QByteArray siteInfo();
    static QByteArray loginToken();
    static QByteArray userInfo();

private:
    void serve(QTcpSocket *socket);

    Handler m_handler;
    std::unique_ptr<QThread> m_thread;
    quint16 m_port = 0;
    mutable QMutex m_mutex;
    QList<Request> m_requests;
};

} // namespace Krajina
