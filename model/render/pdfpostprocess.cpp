// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "pdfpostprocess.h"

#include <QMap>
#include <QRegularExpression>

#include <optional>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

struct ObjectRef
{
    int number = 0;
    int generation = 0;
};

bool isPdfSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\0';
}

// The classic cross-reference table(s) of the file, newest first via /Prev.
class PdfReader
{
public:
    explicit PdfReader(const QByteArray &pdf)
        : m_pdf(pdf)
    {
    }

    bool read()
    {
        const qsizetype at = m_pdf.lastIndexOf("startxref");
        if (at < 0)
            return fail(u"no startxref"_s);
        bool ok = false;
        m_lastXref = m_pdf.mid(at + 9, 24).trimmed().split('\n').value(0).trimmed().toLongLong(&ok);
        if (!ok || m_lastXref <= 0 || m_lastXref >= m_pdf.size())
            return fail(u"bad startxref offset"_s);
        qint64 section = m_lastXref;
        for (int guard = 0; guard < 64 && section > 0; ++guard) {
            const std::optional<qint64> previous = readSection(section);
            if (!previous)
                return false;
            section = *previous;
        }
        if (m_root.number <= 0)
            return fail(u"the trailer names no /Root"_s);
        return true;
    }

    QString error() const { return m_error; }
    ObjectRef root() const { return m_root; }
    QByteArray trailerExtras() const { return m_trailerExtras; }
    qint64 lastXref() const { return m_lastXref; }
    int size() const { return m_size; }

    // The dictionary text ("<< ... >>") of an object, or empty.
    QByteArray dictionary(int number) const
    {
        const auto it = m_offsets.constFind(number);
        if (it == m_offsets.cend())
            return {};
        qsizetype at = m_pdf.indexOf("obj", it.value());
        if (at < 0)
            return {};
        at += 3;
        while (at < m_pdf.size() && isPdfSpace(m_pdf.at(at)))
            ++at;
        if (!m_pdf.mid(at, 2).startsWith("<<"))
            return {};
        const qsizetype end = endOfDictionary(at);
        return end > at ? m_pdf.mid(at, end - at) : QByteArray();
    }

private:
    bool fail(const QString &why)
    {
        m_error = why;
        return false;
    }

    qsizetype endOfDictionary(qsizetype start) const
    {
        int depth = 0;
        for (qsizetype i = start; i + 1 < m_pdf.size(); ++i) {
            const char c = m_pdf.at(i);
            if (c == '(') { // a literal string: skip to its closing parenthesis
                int parens = 1;
                for (++i; i < m_pdf.size() && parens > 0; ++i) {
                    if (m_pdf.at(i) == '\\')
                        ++i;
                    else if (m_pdf.at(i) == '(')
                        ++parens;
                    else if (m_pdf.at(i) == ')')
                        --parens;
                }
                --i;
            } else if (c == '<' && m_pdf.at(i + 1) == '<') {
                ++depth;
                ++i;
            } else if (c == '>' && m_pdf.at(i + 1) == '>') {
                --depth;
                ++i;
                if (depth == 0)
                    return i + 1;
            } else if (c == '<') { // a hex string
                const qsizetype close = m_pdf.indexOf('>', i);
                if (close < 0)
                    return -1;
                i = close;
            }
        }
        return -1;
    }

    std::optional<qint64> readSection(qint64 offset)
    {
        if (!m_pdf.mid(offset, 4).startsWith("xref")) {
            fail(u"no cross-reference table at byte %1 (cross-reference streams are not read)"_s.arg(offset));
            return std::nullopt;
        }
        const qsizetype trailerAt = m_pdf.indexOf("trailer", offset);
        if (trailerAt < 0) {
            fail(u"no trailer after the cross-reference table at byte %1"_s.arg(offset));
            return std::nullopt;
        }
        const QList<QByteArray> tokens = m_pdf.mid(offset + 4, trailerAt - offset - 4).simplified().split(' ');
        qsizetype t = 0;
        while (t + 1 < tokens.size()) {
            bool okStart = false, okCount = false;
            const int first = tokens.at(t).toInt(&okStart);
            const int count = tokens.at(t + 1).toInt(&okCount);
            if (!okStart || !okCount || count < 0 || t + 2 + 3 * qsizetype(count) > tokens.size()) {
                fail(u"unreadable cross-reference table at byte %1"_s.arg(offset));
                return std::nullopt;
            }
            t += 2;
            for (int i = 0; i < count; ++i, t += 3) {
                // Newer sections were read first; they win.
                if (tokens.at(t + 2) == "n" && !m_offsets.contains(first + i))
                    m_offsets.insert(first + i, tokens.at(t).toLongLong());
            }
        }
        qsizetype dictAt = trailerAt + 7;
        while (dictAt < m_pdf.size() && isPdfSpace(m_pdf.at(dictAt)))
            ++dictAt;
        const qsizetype dictEnd = endOfDictionary(dictAt);
        if (dictEnd < 0) {
            fail(u"unreadable trailer at byte %1"_s.arg(trailerAt));
            return std::nullopt;
        }
        const QByteArray trailer = m_pdf.mid(dictAt, dictEnd - dictAt);
        if (m_root.number == 0) {
            static const QRegularExpression rootPattern(u"/Root\\s+(\\d+)\\s+(\\d+)\\s+R"_s);
            static const QRegularExpression sizePattern(u"/Size\\s+(\\d+)"_s);
            static const QRegularExpression infoPattern(u"/Info\\s+\\d+\\s+\\d+\\s+R"_s);
            static const QRegularExpression idPattern(u"/ID\\s*\\[[^\\]]*\\]"_s);
            const QString text = QString::fromLatin1(trailer);
            if (const auto m = rootPattern.match(text); m.hasMatch())
                m_root = {m.captured(1).toInt(), m.captured(2).toInt()};
            if (const auto m = sizePattern.match(text); m.hasMatch())
                m_size = m.captured(1).toInt();
            for (const QRegularExpression *extra : {&infoPattern, &idPattern}) {
                if (const auto m = extra->match(text); m.hasMatch())
                    m_trailerExtras += ' ' + m.captured(0).toLatin1();
            }
        }
        static const QRegularExpression prevPattern(u"/Prev\\s+(\\d+)"_s);
        if (const auto m = prevPattern.match(QString::fromLatin1(trailer)); m.hasMatch())
            return m.captured(1).toLongLong();
        return qint64(0);
    }

    const QByteArray &m_pdf;
    QString m_error;
    QMap<int, qint64> m_offsets;
    ObjectRef m_root;
    QByteArray m_trailerExtras;
    qint64 m_lastXref = 0;
    int m_size = 0;
};

QList<int> references(const QByteArray &text)
{
    static const QRegularExpression pattern(u"(\\d+)\\s+(\\d+)\\s+R"_s);
    QList<int> numbers;
    auto it = pattern.globalMatch(QString::fromLatin1(text));
    while (it.hasNext())
        numbers << it.next().captured(1).toInt();
    return numbers;
}

QByteArray entry(const QByteArray &dictionary, const QByteArray &key)
{
    const QRegularExpression pattern(u"/"_s + QString::fromLatin1(key)
                                     + u"\\s*(\\[[^\\]]*\\]|\\d+\\s+\\d+\\s+R|/[A-Za-z0-9]+)"_s);
    const auto m = pattern.match(QString::fromLatin1(dictionary));
    return m.hasMatch() ? m.captured(1).toLatin1() : QByteArray();
}

// The dictionary without a key (and its value: an array, a reference, a name or a flat dictionary).
QByteArray without(QByteArray dictionary, const QByteArray &key)
{
    const QRegularExpression pattern(u"/"_s + QString::fromLatin1(key)
                                     + u"\\s*(\\[[^\\]]*\\]|<<[^<>]*>>|\\d+\\s+\\d+\\s+R|/[A-Za-z0-9]+)"_s);
    return QString::fromLatin1(dictionary).remove(pattern).toLatin1();
}

QByteArray withEntries(const QByteArray &dictionary, const QByteArray &entries)
{
    const qsizetype close = dictionary.lastIndexOf(">>");
    return dictionary.left(close).trimmed() + '\n' + entries + "\n>>";
}

QByteArray number(double value)
{
    return QByteArray::number(value, 'f', 3);
}

QByteArray box(const QRectF &r)
{
    return '[' + number(r.left()) + ' ' + number(r.top()) + ' ' + number(r.right()) + ' ' + number(r.bottom()) + ']';
}

// Follows the page tree from the catalogue, in page order.
bool collectPages(const PdfReader &reader, int node, QList<int> &pages, int depth)
{
    if (depth > 32)
        return false;
    const QByteArray dictionary = reader.dictionary(node);
    if (dictionary.isEmpty())
        return false;
    if (entry(dictionary, "Type") == "/Page") {
        pages << node;
        return true;
    }
    const QByteArray kids = entry(dictionary, "Kids");
    for (int kid : references(kids)) {
        if (!collectPages(reader, kid, pages, depth + 1))
            return false;
    }
    return true;
}

} // namespace

PdfPostProcessResult addPrintSettings(const QByteArray &pdf, const QList<PdfPageBoxes> &boxes,
                                      const PdfViewerPreferences &preferences)
{
    PdfReader reader(pdf);
    if (!reader.read())
        return {{}, u"cannot add print settings to the PDF: "_s + reader.error()};
    const QByteArray catalogue = reader.dictionary(reader.root().number);
    const QList<int> pagesRoot = references(entry(catalogue, "Pages"));
    QList<int> pages;
    if (catalogue.isEmpty() || pagesRoot.isEmpty() || !collectPages(reader, pagesRoot.first(), pages, 0))
        return {{}, u"cannot add print settings to the PDF: unreadable page tree"_s};

    QMap<int, QByteArray> replaced;
    QByteArray viewer = "/ViewerPreferences <<";
    if (preferences.printScalingNone)
        viewer += " /PrintScaling /None";
    if (!preferences.duplex.isEmpty())
        viewer += " /Duplex /" + preferences.duplex;
    viewer += " >>";
    replaced.insert(reader.root().number, withEntries(without(catalogue, "ViewerPreferences"), viewer));
    for (qsizetype i = 0; i < pages.size() && i < boxes.size(); ++i) {
        QByteArray page = without(without(reader.dictionary(pages.at(i)), "TrimBox"), "BleedBox");
        page = withEntries(page, "/TrimBox " + box(boxes.at(i).trim) + "\n/BleedBox " + box(boxes.at(i).bleed));
        replaced.insert(pages.at(i), page);
    }

    PdfPostProcessResult result {pdf, {}};
    if (!result.pdf.endsWith('\n'))
        result.pdf += '\n';
    QMap<int, qint64> offsets;
    for (auto it = replaced.cbegin(); it != replaced.cend(); ++it) {
        offsets.insert(it.key(), result.pdf.size());
        result.pdf += QByteArray::number(it.key()) + " 0 obj\n" + it.value() + "\nendobj\n";
    }
    const qint64 xref = result.pdf.size();
    result.pdf += "xref\n";
    for (auto it = offsets.cbegin(); it != offsets.cend(); ++it) {
        result.pdf += QByteArray::number(it.key()) + " 1\n" + QByteArray::number(it.value()).rightJustified(10, '0')
            + " 00000 n \n";
    }
    const int size = std::max(reader.size(), offsets.isEmpty() ? 0 : offsets.lastKey() + 1);
    result.pdf += "trailer\n<< /Size " + QByteArray::number(size) + " /Root " + QByteArray::number(reader.root().number)
        + ' ' + QByteArray::number(reader.root().generation) + " R" + reader.trailerExtras() + " /Prev "
        + QByteArray::number(reader.lastXref()) + " >>\nstartxref\n" + QByteArray::number(xref) + "\n%%EOF\n";
    return result;
}

} // namespace Krajina
