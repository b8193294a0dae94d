// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalogue/catalogueio.h"
#include "catalogue/jczformat.h"
#include "engine/carcassonne/gamestate.h"
#include "hex/routing.h"
#include "languagemanager.h"
#include "mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QXmlStreamReader>

using namespace Krajina;
using namespace Qt::StringLiterals;

namespace {

QStringList menuTitles(const MainWindow &window)
{
    QStringList titles;
    const auto actions = window.menuBar()->actions();
    for (const QAction *a : actions)
        titles << a->text();
    return titles;
}

QString actionText(const MainWindow &window, const QString &name)
{
    const QAction *a = window.action(name);
    return a ? a->text() : u"<no action %1>"_s.arg(name);
}

QString dockTitle(const MainWindow &window, const QString &name)
{
    const auto *dock = window.findChild<QDockWidget *>(name);
    return dock ? dock->windowTitle() : u"<no dock %1>"_s.arg(name);
}

} // namespace

// The Czech catalogue is embedded in the GUI, loaded by the LanguageManager and
// applied to a live main window, which retranslates itself on LanguageChange.
class TestTranslation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"KrajinaTest"_s);
        QCoreApplication::setApplicationName(u"tst_translation"_s);
        QSettings().clear();
    }

    void cleanup() { LanguageManager::instance().setLanguage(u"en"_s); }

    void embedsTheCatalogues()
    {
        QVERIFY(QFile::exists(u":/i18n/krajina_cs.qm"_s));
        QVERIFY(QFile::exists(u":/i18n/krajina_en.qm"_s));
    }

    void everyCzechMessageIsTranslated()
    {
        QFile file(QStringLiteral(KRAJINA_SOURCE_DIR "/translations/krajina_cs.ts"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        QXmlStreamReader xml(&file);
        QString context, source;
        QStringList untranslated;
        int messages = 0;
        while (!xml.atEnd()) {
            if (!xml.readNextStartElement())
                continue;
            if (xml.name() == u"name") {
                context = xml.readElementText();
            } else if (xml.name() == u"source") {
                source = xml.readElementText();
                ++messages;
            } else if (xml.name() == u"translation") {
                const bool unfinished = xml.attributes().value(u"type") == u"unfinished";
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (unfinished || text.trimmed().isEmpty())
                    untranslated << context + u": "_s + source;
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(messages > 500);
        QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(u'\n')));
    }

    // English is the source, but its catalogue spells the plurals out: "%n file(s)" in a
    // source reads "1 file" and "2 files", never "2 file(s)".
    void everyEnglishPluralIsSpelledOut()
    {
        QFile file(QStringLiteral(KRAJINA_SOURCE_DIR "/translations/krajina_en.ts"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        QXmlStreamReader xml(&file);
        const QRegularExpression bracketed(u"%n (\\w+ )*\\w+\\(s\\)"_s);
        QStringList unspelled;
        int plurals = 0;
        QString source;
        while (!xml.atEnd()) {
            if (!xml.readNextStartElement())
                continue;
            if (xml.name() == u"source") {
                source = xml.readElementText();
            } else if (xml.name() == u"numerusform") {
                ++plurals;
                const QString form = xml.readElementText();
                // An empty form (left unfinished) shows the source, "(s)" and all.
                if (form.isEmpty() || bracketed.match(form).hasMatch())
                    unspelled << (form.isEmpty() ? source : form);
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(plurals > 50);
        QVERIFY2(unspelled.isEmpty(), qPrintable(unspelled.join(u'\n')));
    }

    // Starting in a language (the system's, or --language) leaves the settings alone; the
    // user's choice in View > Language is kept for the next start.
    void onlyTheUsersChoiceIsKept()
    {
        QSettings().remove(u"language"_s);
        QVERIFY(LanguageManager::instance().setLanguage(u"cs"_s));
        QVERIFY(!QSettings().contains(u"language"_s));
        QCOMPARE(LanguageManager::instance().preferredLanguage(), u"en"_s);

        MainWindow window;
        window.action(u"view.language.cs"_s)->trigger();
        QCOMPARE(LanguageManager::instance().currentLanguage(), u"cs"_s);
        QCOMPARE(QSettings().value(u"language"_s).toString(), u"cs"_s);
        QCOMPARE(LanguageManager::instance().preferredLanguage(), u"cs"_s);
        window.action(u"view.language.en"_s)->trigger();
        QCOMPARE(QSettings().value(u"language"_s).toString(), u"en"_s);
        QSettings().remove(u"language"_s);
    }

    void windowOpenedInCzechIsCzech()
    {
        QVERIFY(LanguageManager::instance().setLanguage(u"cs"_s));
        QCOMPARE(LanguageManager::instance().currentLanguage(), u"cs"_s);
        MainWindow window;
        QCOMPARE(
            menuTitles(window),
            QStringList({u"&Soubor"_s, u"Úpr&avy"_s, u"Kata&log"_s, u"&Kartička"_s, u"&Zobrazit"_s, u"&Nápověda"_s}));
        QCOMPARE(actionText(window, u"file.open"_s), u"&Otevřít…"_s);
        QCOMPARE(actionText(window, u"file.save"_s), u"&Uložit"_s);
        QCOMPARE(actionText(window, u"file.saveAs"_s), u"Uložit &jako…"_s);
        QCOMPARE(actionText(window, u"edit.find"_s), u"Na&jít kartičky…"_s);
        QCOMPARE(actionText(window, u"tile.add"_s), u"&Přidat kartičku"_s);
        QCOMPARE(actionText(window, u"help.about"_s), u"O &aplikaci Krajina"_s);
        QCOMPARE(dockTitle(window, u"dock.catalogue"_s), u"Katalog"_s);
        QCOMPARE(window.centralTabs()->tabText(0), u"Editor kartiček"_s);
    }

    void czechPluralsHaveThreeForms_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("expected");
        QTest::newRow("1") << 1 << u"1 chyba"_s;
        QTest::newRow("3") << 3 << u"3 chyby"_s;
        QTest::newRow("5") << 5 << u"5 chyb"_s;
        // Czech (CLDR) takes the 2–4 form for 2, 3 and 4 only.
        QTest::newRow("22") << 22 << u"22 chyb"_s;
    }
    void czechPluralsHaveThreeForms()
    {
        QFETCH(int, count);
        QFETCH(QString, expected);
        QVERIFY(LanguageManager::instance().setLanguage(u"cs"_s));
        QCOMPARE(QCoreApplication::translate("Krajina::ProblemsPanel", "%n error(s)", nullptr, count), expected);
    }

    // What an author reads about a five-tile expansion: "1 page", "1 expansion", in both languages.
    void authorsCountsReadAsWords()
    {
        QVERIFY(LanguageManager::instance().setLanguage(u"en"_s));
        QCOMPARE(QCoreApplication::translate("Krajina::SheetExportDialog", "%n page(s)", nullptr, 1), u"1 page"_s);
        Catalogue mills;
        Expansion e;
        e.id = u"mlyny"_s;
        e.nameCs = u"Mlýny"_s;
        e.nameEn = u"Mills"_s;
        e.defaultBack = u"land"_s;
        mills.expansions << e;
        TileDefinition t;
        t.id = u"mlyny/1"_s;
        t.expansion = e.id;
        t.nameEn = u"Mill"_s;
        t.watermark = u"crown"_s;
        mills.tiles << t;
        QStringList lost = JczFormat::notCarried(mills);
        QVERIFY2(lost.contains(u"the names of 1 tile, in Czech and English"_s), qPrintable(lost.join(u'\n')));
        QVERIFY2(lost.contains(u"the backs of 1 expansion"_s), qPrintable(lost.join(u'\n')));
        mills.tiles << t << t;
        QVERIFY(JczFormat::notCarried(mills).contains(u"the watermarks of 3 tiles"_s));

        QVERIFY(LanguageManager::instance().setLanguage(u"cs"_s));
        QCOMPARE(QCoreApplication::translate("Krajina::SheetExportDialog", "%n page(s)", nullptr, 1), u"1 stránce"_s);
        lost = JczFormat::notCarried(mills);
        QVERIFY2(lost.contains(u"vodoznaky 3 kartiček"_s), qPrintable(lost.join(u'\n')));
        QCOMPARE(QCoreApplication::translate("SheetText", "front"), u"líc"_s);
        QVERIFY(LanguageManager::instance().setLanguage(u"en"_s));
    }

    void engineVerdictsFollowTheLanguage()
    {
        RuleSet rules;
        rules.expansions = QStringList {u"base"_s};
        GameSetup setup;
        QVERIFY(GameSetup::fromCatalogue(bundledCatalogue(), rules, 2, setup).isEmpty());
        GameState game(setup, 1);
        game.placeStart(0);
        Move move;
        move.tile = game.tiles().indexOf(u"base/RCr");
        move.at = {0, -1, 0}; // its field side meets the start tile's city

        QVERIFY(LanguageManager::instance().setLanguage(u"cs"_s));
        TurnReport report = game.play(move);
        QCOMPARE(ruleCodeName(report.code), u"edge.mismatch"_s); // the code stays
        QCOMPARE(report.message,
                 u"její jižní strana na (0, -1) je louka, ale kartička na (0, 0) tam má hranu: město"_s);
        QCOMPARE(ruleCodeSummary(report.code),
                 u"Dotýkající se strany musí mít stejnou hranu: louka k louce, cesta k cestě, město k městu, řeka k "
                 u"řece."_s);

        // The Dos Rios dam verdicts too (their tr() context is the one lupdate files them under).
        QCOMPARE(DosRios::DamText::sentence(DosRios::DamVerdict::AlreadyDammed), u"Tato hrana už je přehrazená."_s);

        QVERIFY(LanguageManager::instance().setLanguage(u"en"_s));
        QCOMPARE(DosRios::DamText::sentence(DosRios::DamVerdict::AlreadyDammed), u"This side is dammed already."_s);
        report = game.play(move);
        QCOMPARE(report.message, u"its south side at (0, -1) is field but the tile at (0, 0) shows city there"_s);
    }

    void liveWindowFollowsLanguageSwitches()
    {
        QVERIFY(LanguageManager::instance().setLanguage(u"en"_s));
        MainWindow window;
        const QStringList english({u"&File"_s, u"&Edit"_s, u"&Catalogue"_s, u"&Tile"_s, u"&View"_s, u"&Help"_s});
        QCOMPARE(menuTitles(window), english);

        QVERIFY(LanguageManager::instance().setLanguage(u"cs"_s));
        QTRY_COMPARE(actionText(window, u"file.open"_s), u"&Otevřít…"_s);
        QCOMPARE(menuTitles(window).first(), u"&Soubor"_s);
        QCOMPARE(actionText(window, u"file.quit"_s), u"U&končit"_s);
        QCOMPARE(dockTitle(window, u"dock.problems"_s), u"Problémy"_s);

        QVERIFY(LanguageManager::instance().setLanguage(u"en"_s));
        QTRY_COMPARE(actionText(window, u"file.open"_s), u"&Open…"_s);
        QCOMPARE(menuTitles(window), english);
        QCOMPARE(actionText(window, u"file.quit"_s), u"&Quit"_s);
        QCOMPARE(dockTitle(window, u"dock.problems"_s), u"Problems"_s);
        QCOMPARE(window.centralTabs()->tabText(0), u"Tile Editor"_s);
    }

    // Numbers in open windows follow a switch too: "1,000" in English, "1 000" in Czech.
    void liveWindowNumbersFollowLanguageSwitches()
    {
        QVERIFY(LanguageManager::instance().setLanguage(u"en"_s));
        QWidget window;
        auto *games = new QSpinBox(&window);
        games->setGroupSeparatorShown(true);
        games->setRange(0, 100000);
        games->setValue(1000);
        QCOMPARE(games->text(), u"1,000"_s);
        QVERIFY(LanguageManager::instance().setLanguage(u"cs"_s));
        QCOMPARE(games->locale().language(), QLocale::Czech);
        QCOMPARE(games->text(), QLocale(QLocale::Czech).toString(1000));
        QVERIFY(LanguageManager::instance().setLanguage(u"en"_s));
        QCOMPARE(games->text(), u"1,000"_s);
    }
};

QTEST_MAIN(TestTranslation)
#include "tst_translation.moc"
