// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// Every member krajina-cli prints with --json is a camelCase name, and the document of that
// command's JSON (app/cli/README.md; the simulation's in model/engine/README.md) names it.
class TestCliJson : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    static QString source(const QString &path) { return QStringLiteral(KRAJINA_SOURCE_DIR) + u'/' + path; }

    static QString readText(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }

    // The part of a Markdown document from the heading that names `title` to the next heading of its level.
    static QString section(const QString &document, const QString &title)
    {
        const QStringList lines = document.split(u'\n');
        QStringList found;
        bool inside = false;
        for (const QString &line : lines) {
            if (line.startsWith(u"## "_s)) {
                if (inside)
                    break;
                inside = line.contains(title);
            }
            if (inside)
                found << line;
        }
        return found.join(u'\n');
    }

    // Objects whose keys are data (tile ids, edition ids, rule option names, lengths), not names.
    static bool keysAreData(const QString &path)
    {
        static const QRegularExpression data(
            u"^(tiles\\[\\]\\.editionCounts|discarded|startTiles|stuckOn|rules|rivers\\.\\w+\\.lengths)$"_s);
        return data.match(path).hasMatch();
    }

    // Every (path, key) of the object's members at any depth; a list's elements share the list's path.
    static void collect(const QJsonValue &value, const QString &path, QList<std::pair<QString, QString>> &out)
    {
        if (value.isArray()) {
            for (const QJsonValue &element : value.toArray())
                collect(element, path + u"[]"_s, out);
        } else if (value.isObject() && !keysAreData(path)) {
            const QJsonObject object = value.toObject();
            for (auto it = object.begin(); it != object.end(); ++it) {
                const QString at = path.isEmpty() ? it.key() : path + u'.' + it.key();
                out.append({at, it.key()});
                collect(it.value(), at, out);
            }
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // A rules page of its own for `rules stamp` to write to, and a board file and a wiki page to read back.
        const QString rules = m_dir.filePath(u"rules/river"_s);
        QVERIFY(QDir().mkpath(rules));
        for (const QString &name : {u"en.wiki"_s, u"cs.wiki"_s})
            QVERIFY(QFile::copy(source(u"data/rules/river/"_s + name), rules + u'/' + name));
        QVERIFY(QFile::copy(source(u"data/rules/pages.tsv"_s), m_dir.filePath(u"rules/pages.tsv"_s)));
        const CliResult board = runCli({u"dosrios"_s, u"board"_s, u"--seed"_s, u"7"_s, u"--json"_s});
        QCOMPARE(board.exitCode, 0);
        QFile boardFile(m_dir.filePath(u"board.json"_s));
        QVERIFY(boardFile.open(QIODevice::WriteOnly));
        boardFile.write(board.out);
        boardFile.close();
        const CliResult page = runCli({u"wiki"_s, u"export"_s, u"river"_s, u"--lang"_s, u"cs"_s});
        QCOMPARE(page.exitCode, 0);
        QFile pageFile(m_dir.filePath(u"river.wiki"_s));
        QVERIFY(pageFile.open(QIODevice::WriteOnly));
        pageFile.write(page.out);
    }

    void membersAreDocumentedNames_data()
    {
        QTest::addColumn<QString>("document");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QStringList>("arguments");
        const QString tmp = m_dir.path() + u'/';
        const QString records = QStringLiteral(KRAJINA_SOURCE_DIR) + u"/tests/app/data/records/"_s;
        const QString cli = u"app/cli/README.md"_s;
        const auto add = [](const char *name, const QString &document, const QString &title, const QStringList &args) {
            QTest::newRow(name) << document << title << (args + QStringList {u"--json"_s});
        };
        add("version", cli, u"`version`"_s, {u"version"_s});
        add("tiles", cli, u"`tiles`"_s, {u"tiles"_s});
        add("check", cli, u"`check`"_s, {u"check"_s});
        add("convert to XML", cli, u"`convert`"_s, {u"convert"_s, source(u"data/catalogue"_s), tmp + u"c.xml"_s});
        add("convert to SQLite", cli, u"`convert`"_s,
            {u"convert"_s, source(u"data/catalogue"_s), tmp + u"c.krajina"_s});
        for (const char *record : {"bets.json", "crop-circles.json", "river-1.json", "dos-rios/all-buildings.json",
                                   "dos-rios/bandits-and-on-river.json"})
            add(record, cli, u"`play`"_s, {u"play"_s, records + QString::fromLatin1(record)});
        const QString engine = u"model/engine/README.md"_s;
        const QString simulation = u"The simulation JSON"_s;
        add("simulate base, seats", engine, simulation,
            {u"simulate"_s, u"--expansions"_s, u"base"_s, u"--games"_s, u"20"_s, u"--seats"_s, u"greedy,random"_s});
        add("simulate base, balance figures", engine, simulation,
            {u"simulate"_s, u"--expansions"_s, u"base"_s, u"--games"_s, u"10"_s, u"--seats"_s, u"greedy,random"_s,
             u"--tile-figures"_s, u"--compare"_s, u"base"_s});
        add("simulate river", engine, simulation,
            {u"simulate"_s, u"--expansions"_s, u"base,river-1"_s, u"--games"_s, u"20"_s});
        add("simulate Dos Rios", engine, simulation,
            {u"simulate"_s, u"--expansions"_s, u"dos-rios"_s, u"--games"_s, u"20"_s});
        add("render", cli, u"`render`"_s,
            {u"render"_s, u"base/RCr"_s, u"--png"_s, tmp + u"t.png"_s, u"--size"_s, u"32"_s});
        add("sheets", cli, u"`sheets`"_s,
            {u"sheets"_s, u"--expansion"_s, u"base"_s, u"--contact"_s, u"--pdf"_s, tmp + u"s.pdf"_s});
        add("export-tiles", cli, u"`export-tiles`"_s,
            {u"export-tiles"_s, u"--expansion"_s, u"base"_s, u"--dpi"_s, u"30"_s, u"--dir"_s, tmp + u"tiles"_s});
        add("rules check", cli, u"`rules check`"_s, {u"rules"_s, u"check"_s});
        add("rules stamp", cli, u"`rules stamp`"_s, {u"rules"_s, u"stamp"_s, u"--all"_s, tmp + u"rules"_s});
        add("wiki export", cli, u"`wiki export`"_s, {u"wiki"_s, u"export"_s, u"river"_s, u"--lang"_s, u"en"_s});
        add("wiki import", cli, u"`wiki import`"_s,
            {u"wiki"_s, u"import"_s, tmp + u"river.wiki"_s, u"--expansion"_s, u"river-1"_s, u"--lang"_s, u"cs"_s,
             u"--output"_s, tmp + u"imported"_s});
        add("dosrios board", cli, u"`dosrios board`"_s, {u"dosrios"_s, u"board"_s, u"--seed"_s, u"7"_s});
        add("dosrios flow", cli, u"`dosrios flow`"_s,
            {u"dosrios"_s, u"flow"_s, tmp + u"board.json"_s, u"--dam"_s, u"2,1,S"_s});
        add("dosrios boards", cli, u"`dosrios boards`"_s,
            {u"dosrios"_s, u"boards"_s, u"--games"_s, u"20"_s, u"--seed"_s, u"1"_s});
    }
    void membersAreDocumentedNames()
    {
        QFETCH(QString, document);
        QFETCH(QString, title);
        QFETCH(QStringList, arguments);
        const QString text = section(readText(source(document)), title);
        QVERIFY2(!text.isEmpty(), qPrintable(u"%1 has no section \"%2\""_s.arg(document, title)));

        const CliResult result = runCli(arguments);
        QVERIFY2(result.exitCode == 0 || result.exitCode == 1,
                 qPrintable(u"krajina-cli %1: exit %2\n%3"_s.arg(arguments.join(u' '))
                                .arg(result.exitCode)
                                .arg(QString::fromUtf8(result.err))));
        const QJsonDocument json = QJsonDocument::fromJson(result.out);
        QVERIFY2(json.isObject(), qPrintable(u"krajina-cli %1 printed no JSON object"_s.arg(arguments.join(u' '))));

        QList<std::pair<QString, QString>> members;
        collect(json.object(), {}, members);
        QVERIFY(members.size() > 2);
        static const QRegularExpression camelCase(u"^[a-z][a-zA-Z0-9]*$"_s);
        QStringList notNames, undocumented;
        QSet<QString> seen;
        for (const auto &[path, key] : std::as_const(members)) {
            if (seen.contains(path))
                continue;
            seen.insert(path);
            if (!camelCase.match(key).hasMatch())
                notNames << path;
            else if (!text.contains(u'`' + key + u'`'))
                undocumented << path;
        }
        QVERIFY2(notNames.isEmpty(), qPrintable(u"not camelCase: "_s + notNames.join(u", "_s)));
        QVERIFY2(undocumented.isEmpty(),
                 qPrintable(u"not named in %1, \"%2\": %3"_s.arg(document, title, undocumented.join(u", "_s))));
    }
};

QTEST_GUILESS_MAIN(TestCliJson)
#include "tst_clijson.moc"
