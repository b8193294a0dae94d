// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "jsonlocation.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <optional>
#include <vector>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

// The members of one object or the elements of one array: where each value starts.
struct Children
{
    QHash<QString, qsizetype> members;
    QList<qsizetype> elements;
};

class Scanner
{
public:
    explicit Scanner(const QByteArray &text)
        : m_text(text)
    {
    }

    // The start of the value at `path`, remembering the children of every container
    // entered in `cache` (keyed by the container's offset) when one is given.
    qsizetype find(const JsonPath &path, QHash<qsizetype, Children> *cache)
    {
        m_pos = 0;
        skipSpace();
        qsizetype found = m_pos;
        for (const JsonPathStep &step : path) {
            const Children *children = nullptr;
            Children scanned;
            if (cache) {
                auto it = cache->find(found);
                if (it == cache->end())
                    it = cache->insert(found, scan(found));
                children = &it.value();
            } else {
                scanned = scanUntil(found, step);
                children = &scanned;
            }
            qsizetype next = -1;
            if (const auto *key = std::get_if<QString>(&step))
                next = children->members.value(*key, -1);
            else if (const int index = std::get<int>(step); index >= 0 && index < children->elements.size())
                next = children->elements.at(index);
            if (next < 0)
                return found;
            found = next;
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

    // Skips a string from its opening quote; returns its raw bytes (escapes kept).
    QByteArrayView skipString()
    {
        ++m_pos; // opening quote
        const qsizetype start = m_pos;
        while (m_pos < m_text.size() && peek() != '"')
            m_pos += (peek() == '\\') ? 2 : 1;
        m_pos = std::min(m_pos, m_text.size());
        const QByteArrayView raw = QByteArrayView(m_text).sliced(start, m_pos - start);
        ++m_pos; // closing quote
        return raw;
    }

    QString readString()
    {
        const QByteArrayView raw = skipString();
        if (!raw.contains('\\'))
            return QString::fromUtf8(raw);
        // Decode escapes the cheap way: let Qt parse the string as a JSON array element.
        const QJsonDocument doc = QJsonDocument::fromJson("[\"" + raw.toByteArray() + "\"]");
        return doc.array().at(0).toString();
    }

    void skipValue()
    {
        skipSpace();
        int depth = 0;
        while (m_pos < m_text.size()) {
            const char c = peek();
            if (c == '"') {
                skipString();
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

    // Past a member's or element's value and the comma after it; false at the container's end.
    bool skipPastValue()
    {
        skipValue();
        skipSpace();
        if (peek() != ',')
            return false;
        ++m_pos;
        return true;
    }

    Children scan(qsizetype at) { return scanUntil(at, {}); }

    // The children of the container at `at`; stops early once `wanted` is found.
    Children scanUntil(qsizetype at, const std::optional<JsonPathStep> &wanted)
    {
        Children children;
        m_pos = at;
        if (peek() == '{') {
            ++m_pos;
            const QString *wantedKey = wanted ? std::get_if<QString>(&*wanted) : nullptr;
            while (true) {
                skipSpace();
                if (peek() != '"')
                    break;
                const QString key = readString();
                skipSpace();
                if (peek() != ':')
                    break;
                ++m_pos;
                skipSpace();
                children.members.insert(key, m_pos);
                if ((wantedKey && key == *wantedKey) || !skipPastValue())
                    break;
            }
        } else if (peek() == '[') {
            ++m_pos;
            const int *wantedIndex = wanted ? std::get_if<int>(&*wanted) : nullptr;
            while (true) {
                skipSpace();
                if (peek() == ']' || m_pos >= m_text.size())
                    break;
                children.elements << m_pos;
                if ((wantedIndex && children.elements.size() > *wantedIndex) || !skipPastValue())
                    break;
            }
        }
        return children;
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
    return Scanner(text).find(path, nullptr);
}

TextPosition textPositionOf(const QByteArray &text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    const QByteArrayView before = QByteArrayView(text).first(offset);
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    return {int(before.count('\n')) + 1, int(offset - lineStart) + 1};
}

struct JsonLocator::Index
{
    QHash<qsizetype, Children> containers;
    std::vector<qsizetype> lineStarts; // made on first use
};

JsonLocator::JsonLocator(const QByteArray &text)
    : m_text(text)
    , m_index(std::make_unique<Index>())
{
}

JsonLocator::~JsonLocator() = default;

qsizetype JsonLocator::offset(const JsonPath &path)
{
    return Scanner(m_text).find(path, &m_index->containers);
}

TextPosition JsonLocator::position(qsizetype offset)
{
    std::vector<qsizetype> &starts = m_index->lineStarts;
    if (starts.empty()) {
        starts.push_back(0);
        for (qsizetype i = 0; i < m_text.size(); ++i) {
            if (m_text.at(i) == '\n')
                starts.push_back(i + 1);
        }
    }
    offset = std::clamp<qsizetype>(offset, 0, m_text.size());
    const auto line = std::upper_bound(starts.begin(), starts.end(), offset) - 1;
    return {int(line - starts.begin()) + 1, int(offset - *line) + 1};
}

} // namespace Krajina
