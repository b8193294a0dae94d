// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Wiki panel on a wiki that runs the Translate extension: the Czech row is
// the page's translation units and says so, Czech-only paragraphs are named,
// a push marks the page and sends the units. The wiki is the real MediaWiki
// with a STAND-IN for the extension (tests/wiki/translatestandin.php, see
// tests/wiki/tst_wikitranslate.cpp): the extension is in no package archive
// this project installs from.

#include "mediawikifixture.h"

#include "catalogue/catalogueio.h"
#include "document/cataloguedocument.h"
#include "languagemanager.h"
#include "rulebook/translationstatus.h"
#include "wiki/mediawikiclient.h"
#include "wiki/wikipanel.h"
#include "wiki/wikisync.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace Krajina;

class TestWikiPanelTranslate : public QObject
{
    Q_OBJECT

    MediaWikiFixture m_wiki;

    // With KRAJINA_WALK_DIR set, keeps pictures of the panel there.
    static void snap(QWidget &widget, const QString &name)
    {
        const QString directory = qEnvironmentVariable("KRAJINA_WALK_DIR");
        if (directory.isEmpty())
            return;
        QApplication::processEvents();
        widget.grab().save(QDir(directory).filePath(u"wiki-translate-"_s + name + u".png"_s));
    }

    static bool clickAndWait(WikiPanel &panel, QPushButton *button, const QString &shot = {})
    {
        QSignalSpy finished(&panel, &WikiPanel::finished);
        if (!button->isEnabled())
            return false;
        QTest::mouseClick(button, Qt::LeftButton);
        const bool done = finished.count() > 0 || finished.wait(60000);
        if (!shot.isEmpty())
            snap(panel, shot);
        return done;
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

    WikiRevision read(const QString &title)
    {
        MediaWikiClient client;
        client.setApiUrl(m_wiki.translateApiUrl());
        WikiRevision revision;
        waitFor([&](auto done) {
            client.readPages({title}, [&, done](const QList<WikiRevision> &pages, const WikiError &) {
                if (!pages.isEmpty())
                    revision = pages.first();
                done();
            });
        });
        return revision;
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString reason = MediaWikiFixture::unavailableReason();
        if (!reason.isEmpty())
            QSKIP(qPrintable(u"no MediaWiki to test against: "_s + reason));
        // The English catalogue spells the plurals out.
        QVERIFY(LanguageManager::instance().setLanguage(u"en"_s));
        QString error;
        QVERIFY2(m_wiki.start(&error), qPrintable(error));
        QVERIFY2(m_wiki.startTranslateServer(&error), qPrintable(error));
    }

    void cleanupTestCase() { m_wiki.stop(); }

    void theCzechRowIsTheTranslationUnits()
    {
        CatalogueDocument document(bundledCatalogue());
        Rulebook rulebook;
        RulePage page;
        page.id = u"mini"_s;
        page.titleEn = u"Mini Panel"_s;
        page.titleCs = u"Mini panel"_s;
        page.english = *WikiText::parse(u"<languages />\n<translate>\n<!--T:1-->\nFirst paragraph.\n\n<!--T:2-->\n"
                                        "Second paragraph.\n</translate>\n"_s);
        setTranslation(page, 0, u"První odstavec."_s);
        setTranslation(page, 1, u"Druhý odstavec."_s);
        page.insertCzechOnlyUnit(page.czech.size(), u"Jen česky."_s);
        page.czech.setUnitId(page.czech.size() - 1, u"cs-1"_s);
        rulebook.pages.append(page);
        document.setRulebook(rulebook);

        WikiPanel panel;
        panel.setDocument(&document);
        panel.resize(1000, 600);
        panel.show();
        panel.siteEdit()->setText(u"http://127.0.0.1:%1/"_s.arg(m_wiki.translateApiUrl().port()));
        panel.userEdit()->setText(m_wiki.botUser());
        panel.passwordEdit()->setText(m_wiki.botPassword());
        QVERIFY(clickAndWait(panel, panel.logInButton()));
        QVERIFY2(panel.isLoggedIn(), qPrintable(panel.statusLabel()->text()));

        QVERIFY(clickAndWait(panel, panel.compareButton(), u"en-1-compare"_s));
        QTreeWidgetItem *czech = row(panel, u"mini/cs"_s);
        QVERIFY(czech);
        QCOMPARE(czech->text(1), u"Translations:Mini Panel/*/cs"_s);
        QVERIFY2(czech->toolTip(1).contains(u"Translate extension"_s), qPrintable(czech->toolTip(1)));
        QVERIFY2(czech->text(3).contains(u"Czech-only"_s) && czech->text(3).contains(u"cs-1"_s),
                 qPrintable(czech->text(3)));

        QVERIFY2(!czech->text(3).startsWith(u':'), qPrintable(czech->text(3)));
        QCOMPARE(czech->toolTip(3), czech->text(3));
        QVERIFY(clickAndWait(panel, panel.pushButton(), u"en-2-push"_s));
        // Marked in the run: what is left to say is the Czech-only paragraph.
        const QString pushed = row(panel, u"mini/cs"_s)->text(3);
        QVERIFY2(!pushed.contains(u"not marked"_s) && pushed.contains(u"cs-1"_s), qPrintable(pushed));
        QCOMPARE(read(u"Translations:Mini Panel/2/cs"_s).text, u"Druhý odstavec."_s);
        QCOMPARE(read(u"Mini Panel/cs"_s).user, u"FuzzyBot"_s);
        QVERIFY(clickAndWait(panel, panel.compareButton()));
        for (const QString &key : {u"mini/en"_s, u"mini/cs"_s})
            QCOMPARE(row(panel, key)->text(2), wikiPageStateText(WikiPageState::InStep));

        // The same words in Czech.
        QVERIFY(LanguageManager::instance().setLanguage(u"cs"_s));
        QVERIFY(clickAndWait(panel, panel.compareButton(), u"cs-1-compare"_s));
        const QString note = row(panel, u"mini/cs"_s)->text(3);
        QVERIFY2(note.contains(u"cs-1"_s) && !note.contains(u"Czech-only"_s), qPrintable(note));
        QVERIFY(!row(panel, u"mini/cs"_s)->toolTip(1).contains(u"Translate extension"_s));
        QVERIFY(LanguageManager::instance().setLanguage(u"en"_s));
    }
};

QTEST_MAIN(TestWikiPanelTranslate)
#include "tst_wikipaneltranslate.moc"
