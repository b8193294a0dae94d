// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "document/cataloguedocument.h"
#include "rulebook/rulebookcommands.h"
#include "rulebook/rulebookio.h"
#include "rulebook/translationstatus.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Krajina;
using namespace Qt::StringLiterals;

// The rulebook lives in the catalogue document: one undo stack, saved in the .krajina file.
class TestRulebookDocument : public QObject
{
    Q_OBJECT
private:
    static Rulebook sample()
    {
        RulePage page;
        page.id = u"river"_s;
        page.expansions = {u"river-1"_s};
        page.english = *WikiText::parse(u"<translate>\n<!--T:1-->\nThe spring comes first.\n</translate>\n"_s);
        page.czech = *WikiText::parse(u"<!--T:1-->\nPramen jde první.\n"_s);
        page.markCurrent(0);
        return Rulebook {{page}};
    }

private Q_SLOTS:
    void editsGoThroughTheDocumentsUndoStack()
    {
        CatalogueDocument document;
        document.setRulebook(sample());
        QSignalSpy changed(&document, &CatalogueDocument::rulePageChanged);
        document.undoStack()->push(
            new EditUnitText(&document, u"river"_s, Language::English, 0, u"The spring is first."_s));
        QCOMPARE(changed.size(), 1);
        QVERIFY(document.isModified());
        QCOMPARE(pageStatus(*document.rulebook().page(u"river")).outdated, 1);
        document.undoStack()->undo();
        QCOMPARE(document.rulebook(), sample());
        QVERIFY(!document.isModified());
    }

    void savedAndReopenedWithTheCatalogue()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"rules.krajina"_s);
        CatalogueDocument document;
        document.setRulebook(sample());
        document.undoStack()->push(
            new EditUnitText(&document, u"river"_s, Language::English, 0, u"The spring is first."_s));
        QString error;
        QVERIFY2(document.save(path, &error), qPrintable(error));

        const auto reopened = CatalogueDocument::open(path, &error);
        QVERIFY2(reopened, qPrintable(error));
        QCOMPARE(rulebookToFiles(reopened->rulebook()), rulebookToFiles(document.rulebook()));
        QVERIFY(reopened->extras().isEmpty());
        // The outdated unit still knows what the English said before.
        const RulePage &page = *reopened->rulebook().page(u"river");
        QCOMPARE(*page.previousEnglishFor(0), u"The spring comes first."_s);
    }
};

QTEST_GUILESS_MAIN(TestRulebookDocument)
#include "tst_rulebookdocument.moc"
