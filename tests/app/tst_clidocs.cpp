// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clirunner.h"

#include "wiki/wikisyncstate.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

// The worked examples of the documentation run through the real krajina-cli,
// so that no document describes a format or a rule the program no longer
// has. In a Markdown file of the source tree, a fenced block that follows a
// line "<!-- example: ARGS -->" is given to `krajina-cli ARGS -` on standard
// input and must be accepted (exit 0: a record meets all its expectations);
// "<!-- example: wiki-sync -->" marks a wiki sync record, which no command
// reads by itself, so the reader the commands use reads it here.
class TestCliDocs : public QObject
{
    Q_OBJECT
private:
    struct Block
    {
        QString file; // relative to the source tree
        int line = 0; // of the opening fence
        QStringList arguments; // empty when the block has no example marker
        QByteArray text;
    };

    static QList<Block> blocks()
    {
        const QString root = QStringLiteral(KRAJINA_SOURCE_DIR);
        QList<Block> found;
        QDirIterator it(root, {u"*.md"_s}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QString file = path.mid(root.size() + 1);
            if (file.startsWith(u"build/"_s) || file.startsWith(u".git/"_s))
                continue;
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly))
                continue;
            const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
            static const QRegularExpression marker(u"^<!-- example: (.+) -->$"_s);
            QStringList pending;
            for (int i = 0; i < lines.size(); ++i) {
                const QString &line = lines.at(i);
                if (const QRegularExpressionMatch m = marker.match(line); m.hasMatch()) {
                    pending = m.captured(1).split(u' ', Qt::SkipEmptyParts);
                    continue;
                }
                if (!line.startsWith(u"```"_s)) {
                    if (!line.trimmed().isEmpty())
                        pending.clear();
                    continue;
                }
                Block block {file, i + 1, pending, {}};
                pending.clear();
                QStringList body;
                for (++i; i < lines.size() && !lines.at(i).startsWith(u"```"_s); ++i)
                    body << lines.at(i);
                block.text = body.join(u'\n').toUtf8() + '\n';
                if (line.trimmed() == u"```json")
                    found << block;
            }
        }
        return found;
    }

private Q_SLOTS:
    void theDocumentsHaveExamples()
    {
        int examples = 0;
        QStringList files;
        for (const Block &block : blocks()) {
            if (!block.arguments.isEmpty()) {
                ++examples;
                files << block.file;
            }
        }
        // Both games' record formats and the Dos Rios board file.
        QVERIFY2(examples >= 6, qPrintable(u"only %1 examples found"_s.arg(examples)));
        QVERIFY(files.contains(u"model/engine/game-records.md"_s));
        QVERIFY(files.contains(u"model/hex/README.md"_s));
        QVERIFY(files.contains(u"model/wiki/README.md"_s));
    }

    // A whole game record in a document is an example, so that it is checked.
    void everyRecordIsAnExample()
    {
        for (const Block &block : blocks()) {
            const bool record = block.text.trimmed().startsWith('{') && block.text.contains("\"moves\"");
            if (record)
                QVERIFY2(!block.arguments.isEmpty(),
                         qPrintable(u"%1:%2: a game record without an \"<!-- example: play -->\" line above it"_s
                                        .arg(block.file)
                                        .arg(block.line)));
        }
    }

    void everyExampleRuns_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("text");
        for (const Block &block : blocks()) {
            if (!block.arguments.isEmpty())
                QTest::newRow(qPrintable(u"%1:%2"_s.arg(block.file).arg(block.line))) << block.arguments << block.text;
        }
    }
    void everyExampleRuns()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, text);
        if (arguments == QStringList {u"wiki-sync"_s}) {
            QString error;
            QVERIFY2(Krajina::WikiSyncState::fromJson(text, u"example"_s, &error), qPrintable(error));
            return;
        }
        const CliResult result = runCli(arguments + QStringList {u"-"_s}, text);
        QVERIFY2(result.exitCode == 0,
                 qPrintable(u"krajina-cli %1 -: exit %2\n%3%4"_s.arg(arguments.join(u' '))
                                .arg(result.exitCode)
                                .arg(QString::fromUtf8(result.out), QString::fromUtf8(result.err))));
    }
};

QTEST_GUILESS_MAIN(TestCliDocs)
#include "tst_clidocs.moc"
