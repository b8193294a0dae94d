// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostileserver.h"

#include <QEventLoop>
#include <QSemaphore>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>

using namespace Qt::StringLiterals;

namespace Krajina {

QUrlQuery HostileServer::Request::params() const
{
    const qsizetype question = path.indexOf('?');
    QUrlQuery query(QString::fromUtf8(question >= 0 ? path.mid(question + 1) : QByteArray()));
    if (method == "POST") {
        // A form: '+' stands for a space.
        QByteArray form = body;
        form.replace('+', ' ');
        const QUrlQuery posted(QString::fromUtf8(form));
        for (const auto &[name, value] : posted.queryItems(QUrl::FullyEncoded))
            query.addQueryItem(name, value);
    }
    return query;
}

HostileServer::HostileServer(Handler handler)
    : m_handler(std::move(handler))
{
    QSemaphore listening;
    m_thread.reset(QThread::create([this, &listening] {
        QTcpServer server;
        server.listen(QHostAddress::LocalHost);
        m_port = server.serverPort();
        QObject::connect(&server, &QTcpServer::newConnection, &server, [this, &server] {
            while (QTcpSocket *socket = server.nextPendingConnection())
                serve(socket);
        });
        listening.release();
        QEventLoop loop; // QThread::quit() ends it
        loop.exec();
    }));
    m_thread->start();
    listening.acquire();
}

HostileServer::~HostileServer()
{
    m_thread->quit();
    m_thread->wait();
}

QUrl HostileServer::apiUrl() const
{
    return QUrl(u"http://127.0.0.1:%1/w/api.php"_s.arg(m_port));
}

QList<HostileServer::Request> HostileServer::requests() const
{
    const QMutexLocker lock(&m_mutex);
    return m_requests;
}

void HostileServer::serve(QTcpSocket *socket)
{
    auto buffer = std::make_shared<QByteArray>();
    QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
        *buffer += socket->readAll();
        while (true) {
            const qsizetype end = buffer->indexOf("\r\n\r\n");
            if (end < 0)
                return;
            Request request;
            const QByteArray head = buffer->left(end);
            const QList<QByteArray> lines = head.split('\n');
            const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
            request.method = first.value(0);
            request.path = first.value(1);
            request.headers = head;
            qsizetype length = 0;
            for (const QByteArray &line : lines) {
                if (line.toLower().startsWith("content-length:"))
                    length = line.mid(15).trimmed().toLongLong();
            }
            if (buffer->size() < end + 4 + length)
                return;
            request.body = buffer->mid(end + 4, length);
            buffer->remove(0, end + 4 + length);
            {
                const QMutexLocker lock(&m_mutex);
                m_requests.append(request);
            }
            m_handler(socket, request);
        }
    });
}

void HostileServer::respond(QTcpSocket *socket, int status, const QByteArray &body, const QByteArray &headers)
{
    QByteArray answer = "HTTP/1.1 " + QByteArray::number(status) + " Whatever\r\n";
    answer += "Content-Type: application/json; charset=utf-8\r\n";
    answer += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    answer += headers;
    answer += "\r\n";
    answer += body;
    socket->write(answer);
}

QByteArray HostileServer::siteInfo()
{
    return R"({"batchcomplete":true,"query":{"general":{"sitename":"Hostile","generator":"MediaWiki 1.43.0"},)"
           R"("extensions":[]}})";
}

QByteArray HostileServer::loginToken()
{
    return R"({"batchcomplete":true,"query":{"tokens":{"logintoken":"abc+\\"}}})";
}

QByteArray HostileServer::userInfo()
{
    return R"({"batchcomplete":true,"query":{"userinfo":{"id":1,"name":"Admin","rights":["edit"]},)"
           R"("tokens":{"csrftoken":"def+\\"}}})";
}

} // namespace Krajina
