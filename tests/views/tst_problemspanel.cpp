// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Problems panel with a big catalogue (issue 17): the checks run on a worker
// and the findings arrive in batches, and the panel ends up with every finding,
// as checking at once gives, and follows later edits.

#include "../model/cataloguesample.h"
#include "catalogue/cataloguelint.h"
#include "catalogue/problemspanel.h"
#include "document/cataloguedocument.h"
#include "document/problemsmodel.h"

#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

// Every tile lacks its English name: one warning each (and one about the expansion's total).
Catalogue withProblems(int tiles)
{
    Catalogue c = TestSample::largeCatalogue(tiles);
    for (TileDefinition &t : c.tiles)
        t.nameEn.clear();
    return c;
}

} // namespace

class TestProblemsPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aBigCatalogueFillsThePanelCompletely()
    {
        const int tiles = ProblemsModel::CheckInBackgroundFrom + 1000;
        CatalogueDocument document(withProblems(tiles));
        const QList<LintFinding> expected = lintCatalogue(document.catalogue());
        QCOMPARE(expected.size(), tiles + 1);

        ProblemsPanel panel;
        ProblemsModel model(&document);
        QSignalSpy inserted(&model, &ProblemsModel::rowsInserted);
        panel.setModel(&model);
        panel.show();
        QVERIFY(model.isChecking());
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(panel.findChild<QLabel *>()->text(), u"Checking the tiles…"_s);

        QTRY_VERIFY_WITH_TIMEOUT(!model.isChecking(), 20000);
        QCOMPARE(model.findings(), expected);
        QVERIFY(inserted.count() > 1); // in batches
        QCOMPARE(panel.view()->model()->rowCount(), tiles + 1);
        const QString summary = panel.findChild<QLabel *>()->text();
        QVERIFY2(summary.contains(u"warning"_s), qPrintable(summary));

        // An edit: the tile's name comes back, its finding goes (a moment later).
        TileDefinition named = document.catalogue().tiles.at(3);
        named.nameEn = u"Named"_s;
        document.setTile(3, named);
        QTRY_VERIFY_WITH_TIMEOUT(!model.isChecking(), 20000);
        QCOMPARE(model.findings(), lintCatalogue(document.catalogue()));
        QCOMPARE(panel.view()->model()->rowCount(), tiles);
    }

    // Edits while a check runs: the findings are those of the last catalogue.
    void editsDuringACheckAreChecked()
    {
        CatalogueDocument document(withProblems(ProblemsModel::CheckInBackgroundFrom));
        ProblemsModel model(&document);
        for (int i = 0; i < 5; ++i) {
            TileDefinition named = document.catalogue().tiles.at(i);
            named.nameEn = u"Named"_s;
            document.setTile(i, named);
        }
        QTRY_VERIFY_WITH_TIMEOUT(!model.isChecking(), 20000);
        QCOMPARE(model.findings(), lintCatalogue(document.catalogue()));
        QCOMPARE(model.rowCount(), ProblemsModel::CheckInBackgroundFrom + 1 - 5);
    }

    // A small catalogue is checked at once, as before.
    void aSmallCatalogueIsCheckedAtOnce()
    {
        CatalogueDocument document(withProblems(10));
        ProblemsModel model(&document);
        QVERIFY(!model.isChecking());
        QCOMPARE(model.rowCount(), 11);
        TileDefinition named = document.catalogue().tiles.at(0);
        named.nameEn = u"Named"_s;
        document.setTile(0, named);
        QCOMPARE(model.rowCount(), 10);
    }
};

QTEST_MAIN(TestProblemsPanel)
#include "tst_problemspanel.moc"
