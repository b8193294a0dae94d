// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Checks on the program's own source text: a UTF-8 literal read through a
// Latin-1 view turns every non-ASCII character into two ("·" becomes "Â·").

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// Latin-1 views and conversions of a literal: QLatin1StringView("..."),
// QLatin1String("..."), QLatin1Char('.'), QString::fromLatin1("...") and "..."_L1.
const QRegularExpression &latin1Literal()
{
    static const QRegularExpression re(
        QStringLiteral("(?:QLatin1StringView|QLatin1String|QLatin1Char|fromLatin1)\\s*[({]\\s*(?:\"((?:[^\"\\\\\\n]|"
                       "\\\\.)*)\"|'((?:[^'\\\\\\n]|\\\\.)*)')|\"((?:[^\"\\\\\\n]|\\\\.)*)\"_L1"));
    return re;
}

bool isAscii(QStringView text)
{
    return std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 0x80; });
}

// Places (file:line: literal) of non-ASCII text in Latin-1 views in one source text.
QStringList misreadLiterals(const QString &fileName, const QString &source)
{
    QStringList found;
    auto it = latin1Literal().globalMatch(source);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QString literal = m.captured(1) + m.captured(2) + m.captured(3);
        if (!isAscii(literal)) {
            const int line = int(source.left(m.capturedStart()).count(u'\n')) + 1;
            found << u"%1:%2: %3"_s.arg(fileName).arg(line).arg(m.captured());
        }
    }
    return found;
}

} // namespace

class TestSourceText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void detectsMisreadLiteral_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<bool>("misread");
        QTest::newRow("view") << u"x += QLatin1StringView(\" \u00B7 \");"_s << true;
        QTest::newRow("string") << u"QLatin1String(\"\u00D7\")"_s << true;
        QTest::newRow("suffix") << u"\"caf\u00E9\"_L1"_s << true;
        QTest::newRow("fromLatin1") << u"QString::fromLatin1(\"\u2013\")"_s << true;
        QTest::newRow("ascii view") << u"QLatin1StringView(\", \")"_s << false;
        QTest::newRow("utf-16 literal") << u"u\" \u00B7 \"_s"_s << false;
        QTest::newRow("escaped quote") << u"QLatin1StringView(\"\\\"\") + u\"\u00B7\"_s"_s << false;
    }

    void detectsMisreadLiteral()
    {
        QFETCH(QString, source);
        QFETCH(bool, misread);
        QCOMPARE(!misreadLiterals(u"x.cpp"_s, source).isEmpty(), misread);
    }

    // Every source file of the program: no Latin-1 view holds non-ASCII text.
    void noNonAsciiThroughLatin1()
    {
        QStringList found;
        int files = 0;
        for (const char *folder : {"model", "views", "app"}) {
            QDirIterator it(QStringLiteral(KRAJINA_SOURCE_DIR "/") + QLatin1StringView(folder), {u"*.cpp"_s, u"*.h"_s},
                            QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile file(it.next());
                QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
                found << misreadLiterals(file.fileName().mid(int(qstrlen(KRAJINA_SOURCE_DIR)) + 1),
                                         QString::fromUtf8(file.readAll()));
                ++files;
            }
        }
        QVERIFY(files > 50);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestSourceText)
#include "tst_sourcetext.moc"
