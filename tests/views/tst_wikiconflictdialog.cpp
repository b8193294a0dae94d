// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The dialog that settles a wiki page's conflicts: a page never synced is
// explained as adopting the wiki's page (taken as it is, nothing pushed), and
// the dialog fits a 1280 × 800 screen in Czech without scrolling sideways.

#include "languagemanager.h"
#include "wiki/wikiconflictdialog.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QDir>
#include <QGroupBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Krajina;

namespace {

// A page as another maintainer wrote it: a long table row and an address
// that no word wrap can break at a space.
WikiMerge wholePage()
{
    WikiMergeChunk whole;
    whole.conflict = true;
    whole.mine = {u"== Řeka ==\n\nŘeka se klade jako první."_s};
    whole.theirs = {u"== Řeka ==\n\n{|\n|-\n| <code>river-1/s</code>||Pramen||Source||1||"_s
                        + QString(u"https://wiki.example.org/wiki/Speci%C3%A1ln%C3%AD:Str%C3%A1nka/"_s).repeated(4),
                    u"Řeka se klade jako první, pak ostatní kartičky."_s};
    WikiMerge merge;
    merge.chunks.append(whole);
    return merge;
}

void snap(QWidget &widget, const QString &name)
{
    const QString directory = qEnvironmentVariable("KRAJINA_WALK_DIR");
    if (directory.isEmpty())
        return;
    QApplication::processEvents();
    widget.grab().save(QDir(directory).filePath(u"wiki-dialog-"_s + name + u".png"_s));
}

// Nothing in the dialog scrolls sideways, and nothing is cut off at its right edge.
void verifyFitsWithoutScrollingSideways(QDialog &dialog)
{
    const auto areas = dialog.findChildren<QAbstractScrollArea *>();
    QVERIFY(!areas.isEmpty());
    for (const QAbstractScrollArea *area : areas) {
        QVERIFY2(!area->horizontalScrollBar()->isVisible(), area->metaObject()->className());
        QCOMPARE(area->horizontalScrollBar()->maximum(), 0);
    }
    auto *scroll = dialog.findChild<QScrollArea *>();
    QVERIFY(scroll);
    QVERIFY2(
        scroll->widget()->minimumSizeHint().width() <= scroll->viewport()->width(),
        qPrintable(u"%1 > %2"_s.arg(scroll->widget()->minimumSizeHint().width()).arg(scroll->viewport()->width())));
    for (const QWidget *child : scroll->widget()->findChildren<QWidget *>()) {
        if (child->isVisible())
            QVERIFY2(child->mapTo(scroll->widget(), QPoint(child->width(), 0)).x() <= scroll->viewport()->width(),
                     child->metaObject()->className());
    }
}

} // namespace

class TestWikiConflictDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(LanguageManager::instance().setLanguage(u"en"_s)); }
    void cleanup() { LanguageManager::instance().setLanguage(u"en"_s); }

    void aPageNeverSyncedIsExplainedAsAdoption()
    {
        WikiConflictDialog dialog(u"River (English)"_s, wholePage(), WikiConflictDialog::Kind::NeverSynced);
        QVERIFY(dialog.windowTitle().startsWith(u"Adopt the Wiki's Page"_s));
        const QString intro = dialog.findChild<QLabel *>(u"wikiConflictIntro"_s)->text();
        // What adopting means, that the wiki's text is taken as it is, and that nothing is pushed.
        QVERIFY2(intro.contains(u"Adopting takes the wiki's page into Krajina exactly as it is"_s), qPrintable(intro));
        QVERIFY2(intro.contains(u"nothing is sent to the wiki"_s), qPrintable(intro));
        QVERIFY2(!intro.contains(u"since they were last synced"_s), qPrintable(intro));
        // Adopting is offered first, and the button says what it does.
        QCOMPARE(dialog.takes(), QList<WikiMerge::Take> {WikiMerge::Take::Wiki});
        auto *accept = dialog.findChild<QPushButton *>(u"wikiConflictAccept"_s);
        QCOMPARE(accept->text(), u"&Adopt"_s);
        dialog.setTake(0, WikiMerge::Take::Mine);
        QCOMPARE(accept->text(), u"&Keep Krajina's Page"_s);

        // A conflict of paragraphs keeps its own words and Krajina's text first.
        WikiConflictDialog conflicts(u"River (English)"_s, wholePage());
        QVERIFY(conflicts.windowTitle().startsWith(u"Resolve Conflicts"_s));
        QCOMPARE(conflicts.takes(), QList<WikiMerge::Take> {WikiMerge::Take::Mine});
        QCOMPARE(conflicts.findChild<QPushButton *>(u"wikiConflictAccept"_s)->text(), u"&Resolve"_s);
    }

    void theCzechDialogFitsA1280By800ScreenWithoutScrollingSideways_data()
    {
        QTest::addColumn<bool>("neverSynced");
        QTest::newRow("adopt") << true;
        QTest::newRow("conflict") << false;
    }

    void theCzechDialogFitsA1280By800ScreenWithoutScrollingSideways()
    {
        QFETCH(bool, neverSynced);
        QVERIFY(LanguageManager::instance().setLanguage(u"cs"_s));
        WikiConflictDialog dialog(u"Řeka (česky)"_s, wholePage(),
                                  neverSynced ? WikiConflictDialog::Kind::NeverSynced
                                              : WikiConflictDialog::Kind::Conflicts);
        QVERIFY2(!dialog.windowTitle().startsWith(u"Adopt"_s) && !dialog.windowTitle().startsWith(u"Resolve"_s),
                 qPrintable(dialog.windowTitle()));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        // The size it opens at leaves room for the window's frame on a 1280 × 800 screen.
        QVERIFY2(dialog.width() <= 1200 && dialog.height() <= 720,
                 qPrintable(u"%1 × %2"_s.arg(dialog.width()).arg(dialog.height())));
        verifyFitsWithoutScrollingSideways(dialog);
        snap(dialog, neverSynced ? u"cs-adopt"_s : u"cs-conflict"_s);
        // Narrower still (a panel beside it): it wraps, nothing scrolls sideways.
        dialog.resize(640, dialog.height());
        QApplication::processEvents();
        verifyFitsWithoutScrollingSideways(dialog);
    }
};

QTEST_MAIN(TestWikiConflictDialog)
#include "tst_wikiconflictdialog.moc"
