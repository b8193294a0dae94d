// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "startupoptions.h"

#include "board/gamesetupwidget.h"
#include "board/sandboxpage.h"
#include "boarddock/boardpanel.h"
#include "document/cataloguedocument.h"
#include "engine/games.h"
#include "hexboard/hexboardpage.h"
#include "hexboard/hexgamepage.h"
#include "mainwindow.h"
#include "rules/rulebookpanel.h"
#include "simulation/simulatepage.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QSpinBox>
#include <QTabWidget>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

QDockWidget *boardDock(MainWindow &window)
{
    return qobject_cast<QDockWidget *>(window.boardPanel()->parentWidget());
}

// Qt's own Czech catalogue (Qt 6.8) lacks the texts of the help options: ours carries them
// under Qt's context, where QCommandLineParser looks them up.
[[maybe_unused]] constexpr const char *QtHelpOptionTexts[] = {
    QT_TRANSLATE_NOOP("QCommandLineParser", "Displays help on commandline options."),
    QT_TRANSLATE_NOOP("QCommandLineParser", "Displays help, including generic Qt options."),
};

} // namespace

StartupOptions StartupOptions::parse(const QCoreApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Rulebook and tile catalogue editor"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption language(u"language"_s, tr("User interface language (en, cs)."), u"code"_s);
    const QCommandLineOption tile(u"tile"_s, tr("Select the tile or Dos Rios piece <id> in the editor."), u"id"_s);
    const QCommandLineOption sandbox(u"sandbox"_s,
                                     tr("Start a sandbox game on the preview board with <expansions> "
                                        "(comma-separated, e.g. base,river-1) and lay its river."),
                                     u"expansions"_s);
    const QCommandLineOption rules(
        u"rules"_s, tr("Show the rule page <page> (e.g. river), at the tile given with --tile."), u"page"_s);
    const QCommandLineOption screenshot(
        u"screenshot"_s, tr("Save a PNG of the main window to <file> once it is shown, then quit."), u"file"_s);
    const QCommandLineOption dosRios(u"dos-rios"_s, tr("Show a Dos Rios board laid from <seed> on the preview board."),
                                     u"seed"_s);
    const QCommandLineOption dam(
        u"dam"_s, tr("Put a dam on that Dos Rios board at <q,r,side> (e.g. 3,1,S); may be repeated."), u"q,r,side"_s);
    const QCommandLineOption simulate(
        u"simulate"_s,
        tr("Play 200 random games of <game> (carcassonne or dos-rios) on the preview board's Simulate page; "
           "a screenshot waits for them."),
        u"game"_s);
    const QCommandLineOption dosRiosGame(
        u"dos-rios-game"_s,
        tr("Play Dos Rios on the preview board: a new game from <seed>, or the moves of a game record file."),
        u"seed|record"_s);
    parser.addOptions({screenshot, language, tile, sandbox, rules, dosRios, dam, dosRiosGame, simulate});
    parser.addPositionalArgument(u"file"_s, tr("Catalogue to open (*.krajina or *.json)."));
    parser.process(app);

    StartupOptions options;
    options.language = parser.value(language);
    options.file = parser.positionalArguments().value(0);
    options.tile = parser.value(tile);
    options.sandboxExpansions = parser.value(sandbox);
    options.rulesPage = parser.value(rules);
    options.dosRiosSeed = parser.value(dosRios);
    options.dosRiosDams = parser.values(dam);
    options.simulateGame = parser.value(simulate);
    options.dosRiosGame = parser.value(dosRiosGame);
    if (parser.isSet(screenshot))
        options.screenshot = QFileInfo(parser.value(screenshot)).absoluteFilePath();
    return options;
}

void StartupOptions::prepare(MainWindow &window)
{
    if (!file.isEmpty())
        window.openFile(QFileInfo(file).absoluteFilePath(), &m_openError);
    if (!tile.isEmpty()) {
        const int index = window.document()->catalogue().tileIndex(tile);
        if (index >= 0)
            window.selectTile(index);
        else if (DosRios::pieceCells(window.document()->catalogue().dosRios, tile))
            window.selectHexPiece(tile); // a Dos Rios frame piece or land tile
        else
            qWarning("%s", qPrintable(tr("No tile %1").arg(tile)));
    }
    if (!sandboxExpansions.isEmpty()) {
        SandboxPage *page = window.boardPanel()->sandboxPage();
        page->setupWidget()->setCheckedExpansions(sandboxExpansions.split(u','));
        window.boardPanel()->setMode(BoardPanel::Mode::Sandbox);
        if (QDockWidget *dock = boardDock(window))
            dock->raise();
        page->playRiver();
    }
    if (!dosRiosSeed.isEmpty()) {
        HexBoardPage *page = window.boardPanel()->hexBoardPage();
        window.boardPanel()->setMode(BoardPanel::Mode::DosRios);
        if (QDockWidget *dock = boardDock(window))
            dock->raise();
        // Shown, not an edit: the document stays unmodified.
        QList<DosRios::HexSide> dams;
        for (const QString &text : std::as_const(dosRiosDams)) {
            const QStringList parts = text.split(u',');
            const auto side = parts.size() == 3 ? DosRios::sideFromName(parts[2]) : std::nullopt;
            if (side)
                dams.append({{parts[0].toInt(), parts[1].toInt()}, *side});
            else
                qWarning("%s", qPrintable(tr("Not a side: %1").arg(text)));
        }
        if (!page->showLayout(dosRiosSeed.toULongLong(), dams))
            qWarning("%s", qPrintable(page->statusLine()->text()));
    }
    if (!dosRiosGame.isEmpty()) {
        HexGamePage *page = window.boardPanel()->hexGamePage();
        window.boardPanel()->showDosRiosGame();
        if (QDockWidget *dock = boardDock(window))
            dock->raise();
        bool isSeed = false;
        const qulonglong seed = dosRiosGame.toULongLong(&isSeed);
        QString error;
        if (isSeed)
            page->newGame(seed, 2);
        else if (!page->loadRecord(QFileInfo(dosRiosGame).absoluteFilePath(), &error))
            qWarning("%s", qPrintable(error));
    }
    if (!rulesPage.isEmpty()) {
        window.centralTabs()->setCurrentWidget(window.rulebookPanel());
        window.rulebookPanel()->showPage(rulesPage);
        if (!tile.isEmpty())
            window.rulebookPanel()->revealTile(tile);
    }
    if (!simulateGame.isEmpty()) {
        SimulatePage *page = window.boardPanel()->simulatePage();
        if (gameById(simulateGame)) {
            page->setGame(simulateGame);
            window.boardPanel()->setMode(BoardPanel::Mode::Simulate);
            if (QDockWidget *dock = boardDock(window))
                dock->raise();
            page->gamesBox()->setValue(200);
        } else {
            QStringList ids;
            for (const GameRules *game : games())
                ids << game->id();
            qWarning("%s", qPrintable(tr("Not a game to simulate: %1 (%2)").arg(simulateGame, ids.join(u", "_s))));
        }
    }
    if (!screenshot.isEmpty())
        window.resize(1600, 1000); // the same picture whatever size the window had last time
}

void StartupOptions::finish(MainWindow &window) const
{
    const bool simulating = window.boardPanel()->mode() == BoardPanel::Mode::Simulate && !simulateGame.isEmpty();
    if (simulating) {
        SimulatePage *page = window.boardPanel()->simulatePage();
        QTimer::singleShot(0, page, [page] { page->run(); });
    }
    if (!sandboxExpansions.isEmpty() || !dosRiosSeed.isEmpty() || !dosRiosGame.isEmpty() || simulating) {
        // Once the window has its layout: give the board room.
        // The hex board and the charts want more room.
        const int fifths = dosRiosSeed.isEmpty() && dosRiosGame.isEmpty() && !simulating ? 2 : 3;
        QTimer::singleShot(0, &window, [&window, fifths] {
            if (QDockWidget *dock = boardDock(window))
                window.resizeDocks({dock}, {window.height() * fifths / 5}, Qt::Vertical);
        });
    }
    if (!m_openError.isEmpty()) {
        QTimer::singleShot(0, &window, [&window, error = m_openError] {
            QMessageBox::warning(&window, MainWindow::tr("Cannot Open Catalogue"), error);
        });
    }
    if (!screenshot.isEmpty()) {
        const auto take = [&window, target = screenshot] {
            QTimer::singleShot(500, &window, [&window, target] {
                const bool saved = window.grab().save(target, "PNG");
                QApplication::exit(saved ? 0 : 1);
            });
        };
        if (simulating)
            QObject::connect(window.boardPanel()->simulatePage(), &SimulatePage::finished, &window, take,
                             Qt::SingleShotConnection);
        else
            take();
    }
}

} // namespace Krajina
