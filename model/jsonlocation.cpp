// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "jsonlocation.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

class Scanner
{
public:
    explicit Scanner(const QByteArray &text)
        : m_text(text)
    {
    }

    qsizetype find(const JsonPath &path)
    {
        m_pos = 0;
        skipSpace();
        qsizetype found = m_pos;
        for (const JsonPathStep &step : path) {
            if (const auto *key = std::get_if<QString>(&step)) {
                if (!enterMember(*key))
                    return found;
            } else if (!enterElement(std::get<int>(step))) {
                return found;
            }
            found = m_pos;
        }
        return found;
    }

private:
    char peek() const { return m_pos < m_text.size() ? m_text.at(m_pos) : '\0'; }

    void skipSpace()
    {
        while (m_pos < m_text.size() && (peek() == ' ' || peek() == '\n' || peek() == '\r' || peek() == '\t'))
            ++m_pos;
    }

    QString readString()
    {
        QByteArray raw;
        ++m_pos; // opening quote
        while (m_pos < m_text.size() && peek() != '"') {
            if (peek() == '\\' && m_pos + 1 < m_text.size()) {
                raw += m_text.at(m_pos);
                ++m_pos;
            }
            raw += m_text.at(m_pos);
            ++m_pos;
        }
        ++m_pos; // closing quote
        // Decode escapes the cheap way: let Qt parse the string as a JSON array element.
        const QJsonDocument doc = QJsonDocument::fromJson("[\"" + raw + "\"]");
        return doc.array().at(0).toString();
    }

    void skipValue()
    {
        skipSpace();
        int depth = 0;
        while (m_pos < m_text.size()) {
            const char c = peek();
            if (c == '"') {
                readString();
                if (depth == 0)
                    return;
                continue;
            }
            if (c == '{' || c == '[') {
                ++depth;
            } else if (c == '}' || c == ']') {
                if (depth == 0)
                    return;
                --depth;
                if (depth == 0) {
                    ++m_pos;
                    return;
                }
            } else if (depth == 0 && (c == ',' || c == ' ' || c == '\n' || c == '\r' || c == '\t')) {
                return;
            }
            ++m_pos;
        }
    }

    bool enterMember(const QString &wanted)
    {
        skipSpace();
        if (peek() != '{')
            return false;
        ++m_pos;
        while (true) {
            skipSpace();
            if (peek() != '"')
                return false;
            const QString key = readString();
            skipSpace();
            if (peek() != ':')
                return false;
            ++m_pos;
            skipSpace();
            if (key == wanted)
                return true;
            skipValue();
            skipSpace();
            if (peek() != ',')
                return false;
            ++m_pos;
        }
    }

    bool enterElement(int wanted)
    {
        skipSpace();
        if (peek() != '[')
            return false;
        ++m_pos;
        for (int i = 0;; ++i) {
            skipSpace();
            if (peek() == ']')
                return false;
            if (i == wanted)
                return true;
            skipValue();
            skipSpace();
            if (peek() != ',')
                return false;
            ++m_pos;
        }
    }

    const QByteArray &m_text;
    qsizetype m_pos = 0;
};

} // namespace

JsonPath operator/(JsonPath path, const QString &key)
{
    path << JsonPathStep(key);
    return path;
}

JsonPath operator/(JsonPath path, qsizetype index)
{
    path << JsonPathStep(int(index));
    return path;
}

QString jsonPathText(const JsonPath &path)
{
    QString text;
    for (const JsonPathStep &step : path) {
        if (const auto *key = std::get_if<QString>(&step)) {
            if (!text.isEmpty())
                text += u'.';
            text += *key;
        } else {
            text += u"[%1]"_s.arg(std::get<int>(step));
        }
    }
    return text;
}

qsizetype jsonValueOffset(const QByteArray &text, const JsonPath &path)
{
    return Scanner(text).find(path);
}

TextPosition textPositionOf(const QByteArray &text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    const QByteArrayView before = QByteArrayView(text).first(offset);
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    return {int(before.count('\n')) + 1, int(offset - lineStart) + 1};
}

} // namespace Krajina
