// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "boarddock/boardpanel.h"
#include "hexboard/dosriosrulesbutton.h"
#include "hexboard/hexgamepage.h"
#include "hexboard/hexgameview.h"
#include "languagemanager.h"
#include "mainwindow.h"

#include <QDockWidget>
#include <QGuiApplication>
#include <QLabel>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

#include <optional>
#include <random>

using namespace Krajina;
using namespace Qt::StringLiterals;
using DosRios::Action;
using DosRios::Building;
using DosRios::Phase;
using DosRios::RuleCode;

// A whole game of Dos Rios for 3 players on the Play page of the real window
// at 1280×800, its panel docked as on a first start, in English and in Czech:
// the first farmer placed by a click and a course picked on the board, the
// rest of the set-up, then turns of steps, buildings, dams (with their course
// choices) and cards until the deck runs out and the tie-break names the
// winner. At every step the status line and the turn are shown whole, every
// player's row is on screen and, in Czech, no English word is left. With
// KRAJINA_WALK_DIR set a picture of the window is kept at each step there.
class TestHexGameWalk : public QObject
{
    Q_OBJECT
private:
    MainWindow *m_window = nullptr;
    HexGamePage *m_page = nullptr;
    QString m_language;
    int m_pictures = 0;

    const DosRios::GameState &state() const { return m_page->state(); }

    // True when the widget lies whole inside every widget around it up to the window.
    static bool shownWhole(const QWidget *widget, QString *why)
    {
        QRect r = widget->rect();
        for (const QWidget *w = widget; w; w = w->parentWidget()) {
            if (!w->isVisible() || !w->rect().contains(r)) {
                *why = widget->objectName() + u" is cut by "_s + w->objectName();
                return false;
            }
            if (w->isWindow())
                break;
            r.translate(w->pos());
        }
        return true;
    }

    // A step of the walk: what the window shows is checked, and kept as a picture when asked for.
    void step(const QString &what)
    {
        QCoreApplication::processEvents();
        QString why;
        for (int p = 1; p <= state().players(); ++p) {
            auto *row = m_page->findChild<QWidget *>(u"gamePlayerRow%1"_s.arg(p));
            QVERIFY(row);
            QTRY_VERIFY2(shownWhole(row, &why), qPrintable(what + u": "_s + why));
            // The player's name and the table's headings are not cut short.
            auto *name = m_page->findChild<QLabel *>(u"gamePlayer%1"_s.arg(p));
            QTRY_VERIFY2(name->width() >= name->minimumSizeHint().width(),
                         qPrintable(u"%1: %2 is %3 of %4 px"_s.arg(what, name->text())
                                        .arg(name->width())
                                        .arg(name->minimumSizeHint().width())));
        }
        auto *table = m_page->findChild<QWidget *>(u"gamePlayer1Value1"_s)->parentWidget();
        for (QLabel *label : table->findChildren<QLabel *>(Qt::FindDirectChildrenOnly)) {
            if (!label->text().isEmpty() && label->pixmap().isNull())
                QTRY_VERIFY2(label->width() >= label->sizeHint().width(),
                             qPrintable(u"%1: %2 is %3 of %4 px"_s.arg(what, label->text())
                                            .arg(label->width())
                                            .arg(label->sizeHint().width())));
        }
        // The status line and the turn show their whole text.
        for (QLabel *label : {m_page->statusLine(), m_page->turnLine()}) {
            QTRY_VERIFY2(label->height() >= label->heightForWidth(label->width()),
                         qPrintable(u"%1: %2 is cut (%3 of %4 px): %5"_s.arg(what, label->objectName())
                                        .arg(label->height())
                                        .arg(label->heightForWidth(label->width()))
                                        .arg(label->text())));
        }
        if (m_language == u"cs") {
            static const QRegularExpression english(
                u"\\b(Player|player|farmer|farmers|the|and|Refused|card|river|dam|dammed|takes|leaves|scored|"
                "passed)\\b"_s);
            for (QLabel *label : {m_page->statusLine(), m_page->turnLine()})
                QVERIFY2(!english.match(label->text()).hasMatch(), qPrintable(what + u": "_s + label->text()));
        }
        ++m_pictures;
        if (const QString walk = qEnvironmentVariable("KRAJINA_WALK_DIR"); !walk.isEmpty()) {
            const QString name
                = u"%1/walk-%2-%3-%4.png"_s.arg(walk, m_language).arg(m_pictures, 2, 10, QLatin1Char('0')).arg(what);
            QVERIFY(m_window->grab().save(name));
        }
    }

    bool tryAction(const Action &action)
    {
        switch (action.kind) {
        case Action::Kind::Move:
            return m_page->moveFarmers(action.from, action.to, action.farmers);
        case Action::Kind::Build:
            return m_page->build(action.to, action.building);
        case Action::Kind::Dam:
            return m_page->dam(action.side);
        default:
            return false;
        }
    }

    // One turn of the player to move, played through the page: builds where affordable, now and then a dam (its
    // course choice, if any, taken by its last side), up to 4 random legal steps, then the card scored when it
    // pays the player, passed otherwise.
    void playTurn(std::mt19937 &random, int turn, QStringList *events)
    {
        const int player = state().currentPlayer();
        const auto ownPlaces = [&] {
            QList<int> places;
            for (const int at : state().farmerPlaces(player)) {
                if (at >= 0 && !places.contains(at))
                    places << at;
            }
            return places;
        };
        for (const int at : ownPlaces()) {
            for (const Building building : {Building::Hacienda, Building::Farm}) {
                Action build;
                build.kind = Action::Kind::Build;
                build.to = at;
                build.building = building;
                if (state().check(build) == RuleCode::Ok && m_page->build(at, building)
                    && !events->contains(u"build"_s))
                    *events << u"build"_s;
            }
        }
        if (state().phase() != Phase::Play)
            return;
        if (turn % 3 == 1 && state().player(player).wood > 0) {
            std::optional<DosRios::HexSide> side;
            for (const int at : ownPlaces()) {
                for (int s = 0; state().isInner(at) && s < DosRios::SideCount && !side; ++s) {
                    Action dam;
                    dam.kind = Action::Kind::Dam;
                    dam.side = {state().hexOf(at), DosRios::Side(s)};
                    if (state().check(dam) == RuleCode::Ok)
                        side = dam.side;
                }
            }
            if (side) {
                QVERIFY(m_page->dam(*side));
                if (m_page->courseChoiceCell() >= 0) {
                    step(u"t%1-dam-choice-offered"_s.arg(turn));
                    QVERIFY(m_page->chooseCourse(m_page->courseChoiceSides().back()));
                }
                if (!events->contains(u"dam"_s)) {
                    *events << u"dam"_s;
                    step(u"t%1-dammed"_s.arg(turn));
                }
            }
        }
        for (int tries = 0; tries < 40 && state().movementLeft() > 2 && state().phase() == Phase::Play; ++tries) {
            const QList<int> places = ownPlaces();
            const int from = places[int(random() % std::uint32_t(places.size()))];
            const auto steps = state().steps(from);
            if (steps.empty())
                continue;
            Action move;
            move.kind = Action::Kind::Move;
            move.from = from;
            move.to = steps[random() % steps.size()];
            // Not onto an opponent's farm (a farmer there must leave it this turn).
            if (state().isInner(move.to) && state().buildingAt(move.to) == Building::Farm
                && state().buildingOwner(move.to) != player)
                continue;
            const int captured = state().farmersAt(state().cityCell(), (player + 1) % state().players())
                + state().farmersAt(state().cityCell(), (player + 2) % state().players());
            if (state().check(move) == RuleCode::Ok && m_page->moveFarmers(move.from, move.to)) {
                const int after = state().farmersAt(state().cityCell(), (player + 1) % state().players())
                    + state().farmersAt(state().cityCell(), (player + 2) % state().players());
                if (after > captured && !events->contains(u"capture"_s)) {
                    *events << u"capture"_s;
                    step(u"t%1-captured"_s.arg(turn));
                }
            }
        }
        if (state().phase() != Phase::Play)
            return;
        DosRios::GameState trial = state();
        Action score;
        score.kind = Action::Kind::Score;
        const DosRios::Outcome outcome = trial.apply(score);
        const bool pays = outcome.code == RuleCode::Ok
            && outcome.money[std::size_t(player)] + outcome.wood[std::size_t(player)] > 0;
        QVERIFY(pays ? m_page->scoreCard() : m_page->passCard());
        if (outcome.banditStrikes > 0 && pays && !events->contains(u"bandits"_s)) {
            *events << u"bandits"_s;
            step(u"t%1-bandits"_s.arg(turn));
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCOMPARE(QGuiApplication::primaryScreen()->geometry().size(), QSize(1280, 800));
    }

    void cleanup()
    {
        LanguageManager::instance().setLanguage(u"en"_s);
        QSettings().remove(u"MainWindow"_s);
    }

    void aWholeGameForThreePlayers_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("cs") << u"cs"_s;
    }
    void aWholeGameForThreePlayers()
    {
        QFETCH(QString, language);
        m_language = language;
        m_pictures = 0;
        QFile::remove(HexGamePage::lastGamePath());
        QSettings().remove(u"MainWindow"_s);
        LanguageManager::instance().setLanguage(language);
        MainWindow window;
        m_window = &window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.boardPanel()->showDosRiosGame();
        auto *dock = window.findChild<QDockWidget *>(u"dock.board"_s);
        QVERIFY(dock && !dock->isFloating());
        dock->raise();
        m_page = window.boardPanel()->hexGamePage();
        QTRY_VERIFY(m_page->isVisible() && m_page->height() > 0);

        // Seed 1, 3 players, player 1 starts; the game ends when the deck runs out.
        m_page->findChild<DosRiosRulesButton *>()->setRules({}, DosRios::DeckRunsOut::End);
        m_page->findChild<QSpinBox *>(u"gamePlayers"_s)->setValue(3);
        m_page->setStartPlayer(0);
        QVERIFY(m_page->newGame(1, 3));
        step(u"new-game"_s);

        // The first farmer by a click on 2,2: the start player is offered the courses; Rio Moreno's outflow SE
        // is picked by a click on its marker once the keys have kept Rio Grande's ties.
        QCoreApplication::processEvents();
        auto *view = m_page->view();
        QTest::mouseClick(view, Qt::LeftButton, {}, view->hexCentre({2, 2}).toPoint());
        QCOMPARE(m_page->history().movesPlayed(), 1);
        QVERIFY(m_page->courseChoiceCell() >= 0);
        step(u"first-farmer-choice-offered"_s);
        view->setFocus();
        const int spring = state().placeAt({8, -4});
        for (int keys = 0; keys < 20 && m_page->courseChoiceCell() >= 0 && m_page->courseChoiceCell() != spring; ++keys)
            QTest::keyClick(view, Qt::Key_1);
        QCOMPARE(m_page->courseChoiceCell(), spring);
        QCoreApplication::processEvents();
        QTest::mouseClick(view, Qt::LeftButton, {}, view->courseMarkerPoint(DosRios::Side::SE).toPoint());
        step(u"course-picked"_s);

        // The rest of the set-up: every fourth free inner hex, by clicks.
        int placed = 1;
        while (state().phase() == Phase::SetUp) {
            QList<int> free;
            for (int c = 0; c < state().cellCount(); ++c) {
                bool empty = state().isInner(c);
                for (int p = 0; p < state().players() && empty; ++p)
                    empty = state().farmersAt(c, p) == 0;
                if (empty)
                    free << c;
            }
            const int target = free[(placed * 4) % free.size()];
            QCoreApplication::processEvents();
            QTest::mouseClick(view, Qt::LeftButton, {}, view->placePoint(target).toPoint());
            QVERIFY2(m_page->history().movesPlayed() == placed + 1, qPrintable(m_page->statusLine()->text()));
            ++placed;
        }
        QCOMPARE(m_page->history().movesPlayed(), 9);
        step(u"set-up-done"_s);

        std::mt19937 random(7);
        QStringList events;
        int turn = 0;
        while (state().phase() == Phase::Play && turn < 400) {
            playTurn(random, turn, &events);
            if (QTest::currentTestFailed())
                return;
            ++turn;
            if (turn % 10 == 0)
                step(u"t%1"_s.arg(turn));
        }
        QCOMPARE(state().phase(), Phase::Over);
        QVERIFY(state().winner() >= 0);
        step(u"game-over"_s);
        QVERIFY2(events.contains(u"build"_s) && events.contains(u"dam"_s), qPrintable(events.join(u' ')));
        qInfo("%s: %d turns, winner player %d (%s), events %s", qPrintable(language), turn, state().winner() + 1,
              qPrintable(DosRios::winConditionName(state().winCondition())), qPrintable(events.join(u' ')));
        m_window = nullptr;
    }
};

QTEST_MAIN(TestHexGameWalk)
#include "tst_hexgamewalk.moc"
