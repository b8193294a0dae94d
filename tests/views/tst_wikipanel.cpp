// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Wiki panel against a real MediaWiki: log in, compare, pull one page.

#include "mediawikifixture.h"

#include "catalogue/catalogueio.h"
#include "document/cataloguedocument.h"
#include "languagemanager.h"
#include "rulebook/rulebookcommands.h"
#include "rulebook/rulebookio.h"
#include "wiki/mediawikiclient.h"
#include "wiki/wikiconflictdialog.h"
#include "wiki/wikipanel.h"
#include "wiki/wikisync.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace Krajina;

class TestWikiPanel : public QObject
{
    Q_OBJECT

    MediaWikiFixture m_wiki;

    // With KRAJINA_WALK_DIR set, keeps pictures of the panel there (as
    // tst_authorjourney does), the last steps again in Czech.
    static void snap(QWidget &widget, const QString &name)
    {
        const QString directory = qEnvironmentVariable("KRAJINA_WALK_DIR");
        if (directory.isEmpty())
            return;
        QApplication::processEvents();
        widget.grab().save(QDir(directory).filePath(u"wiki-"_s + name + u".png"_s));
    }

    // Clicks and waits for the panel to say it is done; `shot` names the
    // pictures taken while it runs and when it is done.
    static bool clickAndWait(WikiPanel &panel, QPushButton *button, const QString &shot = {})
    {
        QSignalSpy finished(&panel, &WikiPanel::finished);
        if (!button->isEnabled())
            return false;
        QTest::mouseClick(button, Qt::LeftButton);
        if (!shot.isEmpty())
            snap(panel, shot + u"-running"_s);
        const bool done = finished.count() > 0 || finished.wait(60000);
        if (!shot.isEmpty())
            snap(panel, shot);
        return done;
    }

    // Presses the named button of the question about tile tables when it shows.
    static void answerTablesQuestion(QObject *context, const QString &button, bool *seen)
    {
        auto *timer = new QTimer(context);
        timer->setInterval(20);
        QObject::connect(timer, &QTimer::timeout, context, [timer, button, seen] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || box->objectName() != u"wikiTablesQuestion")
                return;
            *seen = true;
            timer->stop();
            timer->deleteLater();
            snap(*box, u"tables-question-"_s + button);
            if (auto *pressed = box->findChild<QPushButton *>(button))
                pressed->click();
            else
                box->reject();
        });
        timer->start();
    }

    // Another user sets a page's text on the wiki.
    void editAsOther(const QString &title, const std::function<QString(QString)> &change)
    {
        MediaWikiClient other;
        other.setApiUrl(m_wiki.apiUrl());
        WikiError error;
        waitFor([&](auto done) {
            other.logIn(m_wiki.otherUser(), m_wiki.otherPassword(), [&, done](const WikiError &result) {
                error = result;
                done();
            });
        });
        QVERIFY2(error.ok(), qPrintable(error.message));
        WikiRevision page;
        waitFor([&](auto done) {
            other.readPages({title}, [&, done](const QList<WikiRevision> &read, const WikiError &) {
                page = read.value(0);
                done();
            });
        });
        WikiEdit edit;
        edit.title = title;
        edit.text = change(page.text);
        edit.summary = u"another user"_s;
        edit.baseRevisionId = page.revisionId;
        edit.baseTimestamp = page.timestamp;
        waitFor([&](auto done) {
            other.editPage(edit, [&, done](const WikiEditResult &, const WikiError &result) {
                error = result;
                done();
            });
        });
        QVERIFY2(error.ok(), qPrintable(error.message));
    }

    static QTreeWidgetItem *row(const WikiPanel &panel, const QString &key)
    {
        QTreeWidget *pages = panel.pageList();
        for (int i = 0; i < pages->topLevelItemCount(); ++i) {
            if (pages->topLevelItem(i)->data(0, Qt::UserRole).toString() == key)
                return pages->topLevelItem(i);
        }
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString reason = MediaWikiFixture::unavailableReason();
        if (!reason.isEmpty())
            QSKIP(qPrintable(u"no MediaWiki to test against: "_s + reason));
        // The English catalogue spells the plurals out ("Compared 1 page", "Compared 2 pages").
        QVERIFY(LanguageManager::instance().setLanguage(u"en"_s));
        QString error;
        QVERIFY2(m_wiki.start(&error), qPrintable(error));
    }

    void cleanupTestCase() { m_wiki.stop(); }

    void compareAndPullAreReadyAtStartWithARememberedSite()
    {
        QSettings settings;
        const QVariant before = settings.value(u"wiki/site"_s);
        settings.setValue(u"wiki/site"_s, u"http://127.0.0.1:%1/"_s.arg(m_wiki.apiUrl().port()));
        CatalogueDocument document(bundledCatalogue());
        document.setRulebook(bundledRulebook().rulebook);
        WikiPanel panel;
        panel.setDocument(&document);
        QVERIFY(panel.compareButton()->isEnabled());
        QVERIFY(panel.pullButton()->isEnabled());
        QVERIFY(!panel.pushButton()->isEnabled()); // that needs a login
        if (before.isValid())
            settings.setValue(u"wiki/site"_s, before);
        else
            settings.remove(u"wiki/site"_s);
    }

    void aPanelOutOfSightListsItsPagesWhenItComesIntoSight()
    {
        CatalogueDocument document(bundledCatalogue());
        document.setRulebook(bundledRulebook().rulebook);
        WikiPanel panel;
        panel.setOnScreen(false);
        panel.setDocument(&document);
        QCOMPARE(panel.pageList()->topLevelItemCount(), 0);
        panel.setOnScreen(true);
        const int pages = panel.pageList()->topLevelItemCount();
        QVERIFY(pages > 0);
        QVERIFY(row(panel, u"river/cs"_s));

        // An edit made out of sight shows when it comes into sight.
        const auto texts = [&panel] {
            const QTreeWidgetItem *river = row(panel, u"river/en"_s);
            QStringList all;
            for (int column = 0; river && column < river->columnCount(); ++column)
                all << river->text(column);
            return all.join(u'|');
        };
        const QString before = texts();
        panel.setOnScreen(false);
        RulePage river = *document.rulebook().page(u"river"_s);
        river.titleEn = u"Rivers renamed out of sight"_s;
        document.setRulePage(river);
        QCOMPARE(texts(), before);
        panel.setOnScreen(true);
        QVERIFY2(texts().contains(u"renamed out of sight"_s), qPrintable(texts()));
        QCOMPARE(panel.pageList()->topLevelItemCount(), pages);
    }

    void logsInComparesAndPullsOnePage()
    {
        CatalogueDocument document(bundledCatalogue());
        document.setRulebook(bundledRulebook().rulebook);
        WikiPanel panel;
        panel.setDocument(&document);
        panel.resize(900, 700);
        panel.show();

        // A wrong password first: refused, with the reason.
        panel.siteEdit()->setText(u"http://127.0.0.1:%1/"_s.arg(m_wiki.apiUrl().port()));
        panel.userEdit()->setText(m_wiki.botUser());
        panel.passwordEdit()->setText(u"wrong"_s);
        QVERIFY(clickAndWait(panel, panel.logInButton(), u"en-1-wrong-password"_s));
        QVERIFY(!panel.isLoggedIn());
        QVERIFY2(panel.statusLabel()->text().contains(u"refused the login"_s), qPrintable(panel.statusLabel()->text()));
        QVERIFY(!panel.pushButton()->isEnabled());

        panel.passwordEdit()->setText(m_wiki.botPassword());
        QVERIFY(clickAndWait(panel, panel.logInButton()));
        QVERIFY2(panel.isLoggedIn(), qPrintable(panel.statusLabel()->text()));
        QVERIFY(panel.statusLabel()->text().contains(u"as Admin"_s));
        QVERIFY(panel.passwordEdit()->text().isEmpty());

        // Compare with the empty wiki: every page missing; push them all.
        QVERIFY(clickAndWait(panel, panel.compareButton(), u"en-2-compare-empty"_s));
        QVERIFY2(
            panel.statusLabel()->text().contains(u"Compared %1 pages."_s.arg(panel.pageList()->topLevelItemCount())),
            qPrintable(panel.statusLabel()->text()));
        QTreeWidgetItem *river = row(panel, u"river/en"_s);
        QVERIFY(river);
        // The page as its users know it; the internal key only in the tooltip.
        QCOMPARE(river->text(0), u"%1 (English)"_s.arg(document.rulebook().page(u"river")->titleEn));
        QCOMPARE(river->toolTip(0), u"river/en"_s);
        QCOMPARE(river->text(2), wikiPageStateText(WikiPageState::MissingOnWiki));
        panel.summaryEdit()->setText(u"from the panel"_s);
        document.undoStack()->setClean(); // as if saved now
        QVERIFY(clickAndWait(panel, panel.pushButton(), u"en-3-push"_s));
        // The revisions pushed are kept in the document: it has something to save.
        QVERIFY(document.isModified());
        QVERIFY(clickAndWait(panel, panel.compareButton()));
        for (int i = 0; i < panel.pageList()->topLevelItemCount(); ++i) {
            const QTreeWidgetItem *item = panel.pageList()->topLevelItem(i);
            QVERIFY2(item->text(2) == wikiPageStateText(WikiPageState::InStep), qPrintable(item->text(0)));
        }
        QVERIFY(document.extras().contains(wikiSyncExtraName()));

        // Another user changes the English River page on the wiki.
        MediaWikiClient other;
        other.setApiUrl(m_wiki.apiUrl());
        WikiError error;
        waitFor([&](auto done) {
            other.logIn(m_wiki.otherUser(), m_wiki.otherPassword(), [&, done](const WikiError &result) {
                error = result;
                done();
            });
        });
        QVERIFY2(error.ok(), qPrintable(error.message));
        QList<WikiRevision> pages;
        waitFor([&](auto done) {
            other.readPages({u"River"_s}, [&, done](const QList<WikiRevision> &read, const WikiError &) {
                pages = read;
                done();
            });
        });
        QCOMPARE(pages.size(), 1);
        const RulePage before = *document.rulebook().page(u"river");
        const QString oldText = before.english.unit(before.english.indexOf(u"2")).text;
        WikiEdit edit;
        edit.title = u"River"_s;
        edit.text = QString(pages.first().text).replace(oldText, u"Quux xyzzy plugh."_s);
        edit.summary = u"another user"_s;
        edit.baseRevisionId = pages.first().revisionId;
        edit.baseTimestamp = pages.first().timestamp;
        waitFor([&](auto done) {
            other.editPage(edit, [&, done](const WikiEditResult &, const WikiError &result) {
                error = result;
                done();
            });
        });
        QVERIFY2(error.ok(), qPrintable(error.message));

        QVERIFY(clickAndWait(panel, panel.compareButton()));
        river = row(panel, u"river/en"_s);
        QCOMPARE(river->text(2), wikiPageStateText(WikiPageState::WikiChanged));
        QCOMPARE(row(panel, u"river/cs"_s)->text(2), wikiPageStateText(WikiPageState::InStep));
        // The difference, unit by unit.
        panel.pageList()->setCurrentItem(river);
        snap(panel, u"en-4-wiki-changed"_s);
        QVERIFY(panel.differenceView()->toPlainText().contains(u"Unit 2"_s));
        QVERIFY2(panel.differenceView()->toPlainText().contains(u"Quux xyzzy plugh"_s),
                 qPrintable(panel.differenceView()->toPlainText()));

        // Pull that one page, undoably: reading a row's difference chose
        // nothing, choosing it offers Pull Selected.
        panel.pageList()->clearSelection();
        QVERIFY(!panel.pullSelectedButton()->isEnabled());
        river->setSelected(true);
        QVERIFY(panel.pullSelectedButton()->isEnabled());
        const int commands = document.undoStack()->count();
        QVERIFY(clickAndWait(panel, panel.pullSelectedButton(), u"en-5-pull"_s));
        QVERIFY2(panel.statusLabel()->text().contains(u"Pulled 1 page"_s), qPrintable(panel.statusLabel()->text()));
        const RulePage &after = *document.rulebook().page(u"river");
        QCOMPARE(after.english.unit(after.english.indexOf(u"2")).text, u"Quux xyzzy plugh."_s);
        QVERIFY(!after.isCurrent(after.czech.indexOf(u"2")));
        QCOMPARE(document.undoStack()->count(), commands + 1);
        QCOMPARE(row(panel, u"river/en"_s)->text(3), u"pulled"_s);
        document.undoStack()->undo();
        QCOMPARE(*document.rulebook().page(u"river"), before);
        // The undo takes back the record of the pull too: the wiki is ahead
        // again, so a push leaves the other user's edit alone.
        panel.pageList()->clearSelection();
        QVERIFY(clickAndWait(panel, panel.compareButton()));
        QCOMPARE(row(panel, u"river/en"_s)->text(2), wikiPageStateText(WikiPageState::WikiChanged));
        QVERIFY(clickAndWait(panel, panel.pushButton()));
        QVERIFY2(row(panel, u"river/en"_s)->text(3).startsWith(u"skipped: changed on the wiki"_s),
                 qPrintable(row(panel, u"river/en"_s)->text(3)));

        if (!qEnvironmentVariableIsEmpty("KRAJINA_WALK_DIR")) {
            // The same in Czech: compare (the pull undone: the wiki changed
            // again), the difference, a push.
            QVERIFY(LanguageManager::instance().setLanguage(u"cs"_s));
            panel.pageList()->clearSelection();
            QVERIFY(clickAndWait(panel, panel.compareButton(), u"cs-1-compare"_s));
            panel.pageList()->setCurrentItem(row(panel, u"river/en"_s));
            snap(panel, u"cs-2-wiki-changed"_s);
            panel.pageList()->clearSelection();
            QVERIFY(clickAndWait(panel, panel.pushButton(), u"cs-3-push"_s));
            QVERIFY(LanguageManager::instance().setLanguage(u"en"_s));
        }
    }

    void aConflictIsResolvedInThePanelEachWay()
    {
        CatalogueDocument document(bundledCatalogue());
        document.setRulebook(bundledRulebook().rulebook);
        WikiPanel panel;
        panel.setDocument(&document);
        panel.resize(1000, 700);
        panel.show();
        panel.siteEdit()->setText(u"http://127.0.0.1:%1/"_s.arg(m_wiki.apiUrl().port()));
        panel.userEdit()->setText(m_wiki.botUser());
        panel.passwordEdit()->setText(m_wiki.botPassword());
        QVERIFY(clickAndWait(panel, panel.logInButton()));
        QVERIFY(panel.isLoggedIn());
        // In step with the wiki (the test before pushed the Bets): the record starts here.
        QVERIFY(clickAndWait(panel, panel.compareButton()));
        QCOMPARE(row(panel, u"bets/en"_s)->text(2), wikiPageStateText(WikiPageState::InStep));

        const auto unitOne = [&document] {
            const RulePage &bets = *document.rulebook().page(u"bets");
            return bets.english.unit(bets.english.indexOf(u"2")).text;
        };
        const QString original = unitOne();
        // The same unit changed on both sides.
        const auto conflict = [&](const QString &mine, const QString &wiki) {
            const RulePage &bets = *document.rulebook().page(u"bets");
            document.undoStack()->push(
                new EditUnitText(&document, u"bets"_s, Language::English, bets.english.indexOf(u"2"), mine));
            MediaWikiClient other;
            other.setApiUrl(m_wiki.apiUrl());
            WikiError error;
            waitFor([&](auto done) {
                other.logIn(m_wiki.otherUser(), m_wiki.otherPassword(), [&, done](const WikiError &result) {
                    error = result;
                    done();
                });
            });
            QVERIFY2(error.ok(), qPrintable(error.message));
            WikiRevision page;
            waitFor([&](auto done) {
                other.readPages({u"The Bets"_s}, [&, done](const QList<WikiRevision> &read, const WikiError &) {
                    page = read.value(0);
                    done();
                });
            });
            const qsizetype at = page.text.indexOf(u"\n\n"_s);
            const qsizetype end = page.text.indexOf(u"\n\n"_s, at + 2);
            QVERIFY(at > 0 && end > at);
            WikiEdit edit;
            edit.title = page.title;
            // Unit 2 of the Bets is the page's second paragraph (after the heading).
            edit.text = page.text.left(at + 2) + wiki + page.text.mid(end);
            edit.summary = u"another user"_s;
            edit.baseRevisionId = page.revisionId;
            edit.baseTimestamp = page.timestamp;
            waitFor([&](auto done) {
                other.editPage(edit, [&, done](const WikiEditResult &, const WikiError &result) {
                    error = result;
                    done();
                });
            });
            QVERIFY2(error.ok(), qPrintable(error.message));
        };
        // Settles the dialog the Resolve button opens, conflict by conflict.
        const auto resolveWith = [&](WikiMerge::Take take, const QString &edited, const QString &shot) {
            panel.pageList()->setCurrentItem(row(panel, u"bets/en"_s));
            QVERIFY(panel.resolveButton()->isEnabled());
            bool seen = false;
            QTimer::singleShot(0, this, [&] {
                auto *dialog = qobject_cast<WikiConflictDialog *>(QApplication::activeModalWidget());
                if (!dialog)
                    return;
                seen = true;
                QCOMPARE(dialog->conflictCount(), 1);
                if (take == WikiMerge::Take::Edited)
                    dialog->setEditedText(0, edited);
                else
                    dialog->setTake(0, take);
                if (!shot.isEmpty())
                    snap(*dialog, shot);
                dialog->accept();
            });
            QVERIFY(clickAndWait(panel, panel.resolveButton()));
            QVERIFY(seen);
            QCOMPARE(document.undoStack()->undoText(), WikiSession::tr("Resolve Wiki Conflict"));
        };

        // Take the wiki's: the page is the wiki's, in step.
        conflict(u"Krajina's first word."_s, u"The wiki's first word."_s);
        QVERIFY(clickAndWait(panel, panel.compareButton()));
        QCOMPARE(row(panel, u"bets/en"_s)->text(2), wikiPageStateText(WikiPageState::BothChanged));
        resolveWith(WikiMerge::Take::Wiki, {}, u"en-6-resolve"_s);
        QCOMPARE(unitOne(), u"The wiki's first word."_s);
        QVERIFY(clickAndWait(panel, panel.compareButton()));
        QCOMPARE(row(panel, u"bets/en"_s)->text(2), wikiPageStateText(WikiPageState::InStep));

        // Undone, the conflict is back; keep Krajina's: the push sends it.
        document.undoStack()->undo();
        QCOMPARE(unitOne(), u"Krajina's first word."_s);
        QVERIFY(clickAndWait(panel, panel.compareButton()));
        QCOMPARE(row(panel, u"bets/en"_s)->text(2), wikiPageStateText(WikiPageState::BothChanged));
        resolveWith(WikiMerge::Take::Mine, {}, {});
        QCOMPARE(unitOne(), u"Krajina's first word."_s);
        QVERIFY(clickAndWait(panel, panel.compareButton()));
        QCOMPARE(row(panel, u"bets/en"_s)->text(2), wikiPageStateText(WikiPageState::KrajinaChanged));
        QVERIFY(clickAndWait(panel, panel.pushButton()));
        QCOMPARE(row(panel, u"bets/en"_s)->text(3), u"pushed"_s);

        // Edited by hand.
        conflict(u"Krajina's second word."_s, u"The wiki's second word."_s);
        QVERIFY(clickAndWait(panel, panel.compareButton()));
        resolveWith(WikiMerge::Take::Edited, u"Both words, merged by hand."_s, {});
        QCOMPARE(unitOne(), u"Both words, merged by hand."_s);
        QVERIFY(clickAndWait(panel, panel.compareButton()));
        QCOMPARE(row(panel, u"bets/en"_s)->text(2), wikiPageStateText(WikiPageState::KrajinaChanged));
        QVERIFY(original != unitOne());

        if (!qEnvironmentVariableIsEmpty("KRAJINA_WALK_DIR")) {
            QVERIFY(LanguageManager::instance().setLanguage(u"cs"_s));
            conflict(u"Krajina's third word."_s, u"The wiki's third word."_s);
            QVERIFY(clickAndWait(panel, panel.compareButton(), u"cs-4-conflict"_s));
            resolveWith(WikiMerge::Take::Wiki, {}, u"cs-5-resolve"_s);
            snap(panel, u"cs-6-resolved"_s);
            QVERIFY(LanguageManager::instance().setLanguage(u"en"_s));
        }
    }
    void aTileTableEditedOnTheWikiIsSettledInThePanel()
    {
        CatalogueDocument document(bundledCatalogue());
        document.setRulebook(bundledRulebook().rulebook);
        WikiPanel panel;
        panel.setDocument(&document);
        panel.resize(1000, 700);
        panel.show();
        panel.siteEdit()->setText(u"http://127.0.0.1:%1/"_s.arg(m_wiki.apiUrl().port()));
        panel.userEdit()->setText(m_wiki.botUser());
        panel.passwordEdit()->setText(m_wiki.botPassword());
        QVERIFY(clickAndWait(panel, panel.logInButton()));
        // The tile list of the River was pushed by the first test: in step.
        QVERIFY(clickAndWait(panel, panel.compareButton()));
        const QString key = u"tiles:river-1/en"_s;
        QCOMPARE(row(panel, key)->text(2), wikiPageStateText(WikiPageState::InStep));
        const auto count
            = [&document] { return document.catalogue().tiles.at(document.catalogue().tileIndex(u"river-1/s")).count; };
        const QString line = u"| <code>river-1/s</code> || Pramen || Source || %1 ||"_s;
        const QString title = u"Template:TileList/river-1"_s;
        editAsOther(title, [&](QString text) { return text.replace(line.arg(1), line.arg(2)); });
        if (QTest::currentTestFailed())
            return;

        // Compare names the difference.
        QVERIFY(clickAndWait(panel, panel.compareButton(), u"en-7-tables-edited"_s));
        QCOMPARE(row(panel, key)->text(2), wikiPageStateText(WikiPageState::TablesEdited));
        QVERIFY2(row(panel, key)->text(3).contains(u"river-1/s: count 2 on the wiki, 1 in the catalogue"_s),
                 qPrintable(row(panel, key)->text(3)));

        // Push asks; left alone, the wiki keeps its figure.
        bool seen = false;
        answerTablesQuestion(this, u"leaveTables"_s, &seen);
        QVERIFY(clickAndWait(panel, panel.pushButton()));
        QTRY_VERIFY(seen);
        QVERIFY2(row(panel, key)->text(3).startsWith(u"conflict"_s), qPrintable(row(panel, key)->text(3)));
        QCOMPARE(count(), 1);

        // Resolve on the row takes the wiki's count into the catalogue, undoably.
        panel.pageList()->setCurrentItem(row(panel, key));
        QVERIFY(panel.resolveButton()->isEnabled());
        seen = false;
        answerTablesQuestion(this, u"takeCounts"_s, &seen);
        QSignalSpy finished(&panel, &WikiPanel::finished);
        QTest::mouseClick(panel.resolveButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() > 0, 60000);
        QVERIFY(seen);
        QCOMPARE(count(), 2);
        QCOMPARE(document.undoStack()->undoText(), u"Take Tile Counts from the Wiki"_s);
        QVERIFY2(panel.statusLabel()->text().contains(u"Took 1 tile count"_s), qPrintable(panel.statusLabel()->text()));
        // Only the table's total (which follows from the counts) is left for the next push.
        QCOMPARE(row(panel, key)->text(2), wikiPageStateText(WikiPageState::KrajinaChanged));
        snap(panel, u"en-8-tables-taken"_s);

        // Edited again; push and overwrite: the catalogue's table goes to the wiki.
        editAsOther(title, [&](QString text) { return text.replace(line.arg(2), line.arg(4)); });
        if (QTest::currentTestFailed())
            return;
        QVERIFY(clickAndWait(panel, panel.compareButton()));
        QCOMPARE(row(panel, key)->text(2), wikiPageStateText(WikiPageState::TablesEdited));
        seen = false;
        answerTablesQuestion(this, u"overwriteTables"_s, &seen);
        finished.clear();
        QTest::mouseClick(panel.pushButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() >= 2, 60000);
        QVERIFY(seen);
        QVERIFY2(row(panel, key)->text(3).startsWith(u"pushed"_s), qPrintable(row(panel, key)->text(3)));
        QVERIFY(clickAndWait(panel, panel.compareButton()));
        QCOMPARE(row(panel, key)->text(2), wikiPageStateText(WikiPageState::InStep));
        QCOMPARE(count(), 2);
    }

    // A maintainer's day, in English and in Czech: adopt a page somebody
    // else wrote, edit it while another user edits another paragraph (merged),
    // then the same paragraph on both sides (a conflict), settled each way.
    void aMaintainersDay_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("cs") << u"cs"_s;
    }

    void aMaintainersDay()
    {
        QFETCH(QString, language);
        QVERIFY(LanguageManager::instance().setLanguage(language));
        const Language side = language == u"cs" ? Language::Czech : Language::English;
        const QString key = u"dos-rios/"_s + language;
        CatalogueDocument document(bundledCatalogue());
        document.setRulebook(bundledRulebook().rulebook);
        WikiPanel panel;
        panel.setDocument(&document);
        panel.resize(1100, 720);
        panel.show();
        panel.siteEdit()->setText(u"http://127.0.0.1:%1/"_s.arg(m_wiki.apiUrl().port()));
        panel.userEdit()->setText(m_wiki.botUser());
        panel.passwordEdit()->setText(m_wiki.botPassword());
        QVERIFY(clickAndWait(panel, panel.logInButton()));
        const QString title = panel.session()->targets({key}).value(0).title;
        QVERIFY(!title.isEmpty());
        const QString shot = u"day-"_s + language + u'-';

        // Somebody else's page: never synced, it differs. Adopted as it is.
        editAsOther(title, [](const QString &) {
            return u"The first paragraph, by another maintainer.\n\nThe second paragraph.\n\nThe third paragraph."_s;
        });
        if (QTest::currentTestFailed())
            return;
        QVERIFY(clickAndWait(panel, panel.compareButton()));
        QCOMPARE(row(panel, key)->text(2), wikiPageStateText(WikiPageState::Unsynced));
        panel.pageList()->setCurrentItem(row(panel, key));
        snap(panel, shot + u"1-never-synced"_s);
        QString dialogTitle;
        const auto settle = [&](WikiMerge::Take take, const QString &picture) {
            panel.pageList()->setCurrentItem(row(panel, key));
            QVERIFY(panel.resolveButton()->isEnabled());
            bool seen = false;
            QTimer::singleShot(0, this, [&] {
                auto *dialog = qobject_cast<WikiConflictDialog *>(QApplication::activeModalWidget());
                if (!dialog)
                    return;
                seen = true;
                dialogTitle = dialog->windowTitle();
                for (int i = 0; i < dialog->conflictCount(); ++i)
                    dialog->setTake(i, take);
                snap(*dialog, picture);
                dialog->accept();
            });
            QVERIFY(clickAndWait(panel, panel.resolveButton()));
            QVERIFY(seen);
        };
        settle(WikiMerge::Take::Wiki, shot + u"2-adopt"_s);
        // A page never synced: the dialog speaks of adopting the wiki's page.
        QCOMPARE(dialogTitle, WikiConflictDialog::tr("Adopt the Wiki's Page: %1").arg(row(panel, key)->text(0)));
        QVERIFY(clickAndWait(panel, panel.compareButton()));
        QCOMPARE(row(panel, key)->text(2), wikiPageStateText(WikiPageState::InStep));
        snap(panel, shot + u"3-adopted"_s);
        const auto unit = [&](const QString &start) {
            const WikiText &text = document.rulebook().page(u"dos-rios")->text(side);
            for (int i = 0; i < text.size(); ++i) {
                if (text.unit(i).text.startsWith(start))
                    return i;
            }
            return -1;
        };
        QVERIFY(unit(u"The first paragraph"_s) >= 0);

        // Krajina edits the first paragraph, the wiki the third: merged.
        document.undoStack()->push(new EditUnitText(&document, u"dos-rios"_s, side, unit(u"The first paragraph"_s),
                                                    u"The first paragraph, edited in Krajina."_s));
        editAsOther(title, [](QString text) {
            return text.replace(u"The third paragraph."_s, u"The third paragraph, edited on the wiki."_s);
        });
        if (QTest::currentTestFailed())
            return;
        QVERIFY(clickAndWait(panel, panel.compareButton()));
        // Changed on both sides in different paragraphs: no conflict, a pull merges them.
        QCOMPARE(row(panel, key)->text(2), WikiPanel::tr("both changed, in different paragraphs: a pull merges them"));
        panel.pageList()->setCurrentItem(row(panel, key));
        QVERIFY(!panel.resolveButton()->isEnabled());
        snap(panel, shot + u"4-both-changed"_s);
        // The adopted Czech paragraphs translate no English unit: each is headed as
        // the Czech-only paragraph it is, never as the whole page.
        const QString difference = panel.differenceView()->toPlainText();
        QVERIFY2(!difference.contains(WikiPanel::tr("Whole page")), qPrintable(difference));
        if (side == Language::Czech) {
            QVERIFY2(difference.contains(WikiPanel::tr("Czech-only paragraph")), qPrintable(difference));
            QVERIFY2(difference.contains(WikiPanel::tr("paragraph %1 of the page").arg(3)), qPrintable(difference));
        }
        panel.pageList()->clearSelection();
        QVERIFY(clickAndWait(panel, panel.pullButton(), shot + u"5-merged"_s));
        QVERIFY(unit(u"The third paragraph, edited on the wiki."_s) >= 0);
        QVERIFY(unit(u"The first paragraph, edited in Krajina."_s) >= 0);
        // After the merging pull: Krajina's own edit is left, ready to push; no conflict.
        QCOMPARE(row(panel, key)->text(2), wikiPageStateText(WikiPageState::KrajinaChanged));
        panel.pageList()->setCurrentItem(row(panel, key));
        QVERIFY(!panel.resolveButton()->isEnabled());
        panel.pageList()->clearSelection();
        QVERIFY(clickAndWait(panel, panel.pushButton(), shot + u"6-pushed"_s));
        QCOMPARE(row(panel, key)->text(2), wikiPageStateText(WikiPageState::InStep));
        QVERIFY(clickAndWait(panel, panel.compareButton()));
        QCOMPARE(row(panel, key)->text(2), wikiPageStateText(WikiPageState::InStep));

        // The same paragraph on both sides: a conflict; the wiki's taken.
        const auto clash = [&](const QString &mine, const QString &theirs) {
            const int second = unit(u"The second paragraph"_s);
            QVERIFY(second >= 0);
            const QString old = document.rulebook().page(u"dos-rios")->text(side).unit(second).text;
            document.undoStack()->push(new EditUnitText(&document, u"dos-rios"_s, side, second, mine));
            editAsOther(title, [&](QString text) { return text.replace(old, theirs); });
        };
        clash(u"The second paragraph, Krajina's word."_s, u"The second paragraph, the wiki's word."_s);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(clickAndWait(panel, panel.compareButton()));
        QCOMPARE(row(panel, key)->text(2), wikiPageStateText(WikiPageState::BothChanged));
        panel.pageList()->clearSelection();
        QVERIFY(clickAndWait(panel, panel.pullButton(), shot + u"7-conflict"_s));
        settle(WikiMerge::Take::Wiki, shot + u"8-take-wiki"_s);
        QVERIFY(unit(u"The second paragraph, the wiki's word."_s) >= 0);
        QVERIFY(clickAndWait(panel, panel.compareButton(), shot + u"9-wiki-taken"_s));
        QCOMPARE(row(panel, key)->text(2), wikiPageStateText(WikiPageState::InStep));

        // Again, settled as Krajina has it: the push sends it.
        clash(u"The second paragraph, Krajina's second word."_s, u"The second paragraph, the wiki's second word."_s);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(clickAndWait(panel, panel.compareButton()));
        settle(WikiMerge::Take::Mine, shot + u"10-keep-mine"_s);
        panel.pageList()->clearSelection();
        QVERIFY(clickAndWait(panel, panel.pushButton(), shot + u"11-mine-pushed"_s));
        QVERIFY2(row(panel, key)->text(3).startsWith(u"pushed"_s) || row(panel, key)->text(3).startsWith(u"odesl"_s),
                 qPrintable(row(panel, key)->text(3)));
        QVERIFY(LanguageManager::instance().setLanguage(u"en"_s));
    }
};

QTEST_MAIN(TestWikiPanel)
#include "tst_wikipanel.moc"
