// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/dosrios/gamehistory.h"
#include "engine/dosrios/gamerecord.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

class QAction;
class QBoxLayout;
class QComboBox;
class QGridLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QToolButton;
class QVBoxLayout;

namespace Krajina {

class CatalogueDocument;
class DosRiosRulesButton;
class HexGameView;

// Dos Rios played by hand on the hex board (the sandbox of the Dos Rios
// mode): a game set up from a seed for 2 to 4 players on the catalogue's
// pieces, the farmers dragged (placed at the set-up), farms and haciendas
// built, dams put on sides, the first card scored or passed at the end of a
// turn. The engine judges every move: a refused one changes nothing and the
// status line gives the rule's sentence. Every move is taken back with Undo
// (Ctrl+Z) and put again with Redo (Ctrl+Shift+Z), replayed from the set-up
// as in the Carcassonne sandbox (GameHistory). The side panel shows the card
// row, each player's money, wood and buildings left, whose turn it is and the
// movement points left. A new game is played on the board the seed lays or on
// the Board page's layout (its tiles, turns, outflows and dams), with the start
// player drawn or chosen.
class HexGamePage : public QWidget
{
    Q_OBJECT
public:
    // Where New Game takes its board from.
    enum class BoardSource { Seed, Layout };

    explicit HexGamePage(QWidget *parent = nullptr);
    ~HexGamePage() override; // a game with moves stays the last game

    // The pieces of new games come from the document's catalogue (the bundled one without).
    void setDocument(CatalogueDocument *document);

    // The moves, as the view and the buttons ask for them; true when the engine takes the move.
    // A new game deals the cards from the seed; its board is the one boardSource() names, its start player the
    // one startPlayer() names (-1: drawn from the seed).
    bool newGame(std::uint64_t seed, int players);
    BoardSource boardSource() const;
    void setBoardSource(BoardSource source);
    int startPlayer() const;
    void setStartPlayer(int player);
    bool placeFarmer(int place);
    bool moveFarmers(int from, int to, int farmers = 1);
    bool build(int place, DosRios::Building building);
    bool dam(const DosRios::HexSide &side);
    bool scoreCard();
    bool passCard();
    // Where the move just played left a river a choice of way (a dam, or the set-up's first placement: the
    // engine README's "Course choices"), the page offers it: the hex (courseChoiceCell(), -1 for none) is marked
    // on the board with its allowed sides, and the player picks one by a click on its marker or by its number
    // key. The move is then played again with the choice (one undo step still: Undo takes the move back with
    // its choices), and the next choice the move leaves is offered; the next move keeps the river as it runs.
    int courseChoiceCell() const { return m_choiceCell; }
    const std::vector<DosRios::Side> &courseChoiceSides() const { return m_choiceSides; }
    bool chooseCourse(DosRios::Side side);
    // With the rule option dosrios.twoFarmerCapture two-hexes: when one farmer dragged (or carried) onto a hex is
    // refused and two farmers, that one and one from another hex next to it, may enter it together (two capture
    // one anywhere, two capture two from higher hexes), the page offers the second farmer instead of refusing:
    // the hexes it may come from are marked on the board, numbered (secondFarmerSources()); a click on one, Space
    // or Enter with the cursor there, or its number key plays the move of both (a record's alsoFrom; one undo
    // step). Escape, a click elsewhere or another move drops the offer.
    const std::vector<int> &secondFarmerSources() const { return m_pairSources; }
    bool chooseSecondFarmer(int place);
    bool undo();
    bool redo();
    // A game record played move by move as if by hand (a refused move says why and changes nothing);
    // false with *error when the game cannot be set up.
    bool playRecord(const DosRios::GameRecord &record, QString *error);
    bool loadRecord(const QString &path, QString *error);
    bool saveRecord(const QString &path, QString *error);

    // Before a game with moves that are not saved is replaced: asks Save, Discard or Cancel (the question's
    // object name is "gameReplaceQuestion"); true when the game may go. Whatever the answer, a game with moves
    // that is replaced stays the last game (reopenLastGame()), in a file that outlives the session.
    bool mayReplaceGame();
    bool hasUnsavedMoves() const;
    // The game replaced last, back on the board (the game it replaces becomes the last game in turn).
    bool reopenLastGame();
    bool hasLastGame() const { return m_hasLastGame; }
    static QString lastGamePath();

    const DosRios::GameHistory &history() const { return m_history; }
    const DosRios::GameState &state() const { return m_history.state(); }
    // The place of a hex (a road's hexes are one place), -1 off the board.
    int placeOf(const DosRios::Hex &hex) const;
    // A place in words ("3,1", "the city", "the road at 0,5").
    QString placeName(int place) const;

    HexGameView *view() const { return m_view; }
    QLabel *statusLine() const { return m_status; }
    QLabel *turnLine() const { return m_turnLine; }

Q_SIGNALS:
    void gameChanged();
    // The Rulebook button: the rules page with this id ("dos-rios") in the rule viewer.
    void rulesPageRequested(const QString &pageId);

protected:
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QWidget *makeSidePanel();
    // The side panel for the page's height: the players' table always in view, the turn and the cards beside
    // it when the page is low (a docked panel), under it when there is room.
    void arrangeSidePanel();
    void updateStartPlayers();
    bool play(const DosRios::Action &action);
    // Offers the next choice of the course the last move leaves (none: the offer goes); the sentence that says
    // so, or an empty string.
    QString offerCourseChoice();
    void dropCourseChoice();
    // A number key picks the side of that number of the choice offered; false for other keys.
    bool chooseCourseByKey(QKeyEvent *event);
    // Offers the second farmer for `single`, a move of one farmer the engine refuses with `refused`, when a move of
    // two from two hexes into the same place would be taken; false when there is none.
    bool offerSecondFarmer(const DosRios::Action &single, DosRios::RuleCode refused);
    void dropSecondFarmer();
    // A number key picks the hex of that number of the second farmer's offer, Escape drops the offer; false for
    // other keys.
    bool chooseSecondFarmerByKey(QKeyEvent *event);
    void showVerdict(DosRios::RuleCode code);
    void showMessage(const QString &text);
    // The sentence `text` makes, made again in the new language after a switch.
    void showMessage(const std::function<QString()> &text);
    QString describe(const DosRios::Action &action, const DosRios::Outcome &outcome) const;
    QString banditText(const DosRios::BanditStrike &strike) const;
    // A place after "from" and "to" (languages decline them): "from the city", "to the road at 0,5".
    QString placeFrom(int place) const;
    QString placeTo(int place) const;
    DosRios::Hex roadHex(int place) const;
    QString payouts(const DosRios::Outcome &outcome) const;
    QString cardName(int card) const;
    QString cardRule(int card) const;
    void buildAtCurrent(DosRios::Building building);
    void openWithDialog();
    bool saveWithDialog();
    // Keeps the game about to be replaced as the last game when it has moves.
    void keepLastGame();
    const DosRios::PieceSet &pieces() const;
    void showHexMenu(const DosRios::Hex &hex, const QPoint &globalPos);
    // After a change of the game: the board, the buttons and the side panel.
    void refresh();
    // The buttons that depend on the game and on the hex with the cursor.
    void updateActions();
    void refreshPlayers();
    void refreshCards();
    void retranslate();

    QPointer<CatalogueDocument> m_document;
    DosRios::GameHistory m_history;
    QByteArray m_savedRecord; // the record as saved or opened last (empty: never)
    bool m_hasLastGame = false;
    // The course choice offered: the game before the move that left it, the move as played, the hex and sides.
    std::optional<DosRios::GameState> m_choiceBase;
    DosRios::Action m_choiceAction;
    int m_choiceCell = -1;
    std::vector<DosRios::Side> m_choiceSides;
    // The second farmer offered: the move of two (alsoFrom to be chosen) and the places it may come from.
    DosRios::Action m_pairAction;
    std::vector<int> m_pairSources;

    HexGameView *m_view;
    QLabel *m_seedLabel;
    QSpinBox *m_seed;
    QLabel *m_playersLabel;
    QSpinBox *m_players;
    QLabel *m_boardLabel;
    QComboBox *m_board;
    QLabel *m_startLabel;
    QComboBox *m_start;
    DosRiosRulesButton *m_rules;
    QPushButton *m_newGame;
    QPushButton *m_open;
    QPushButton *m_save;
    QPushButton *m_reopen;
    QToolButton *m_rulebook;
    QToolButton *m_undo;
    QToolButton *m_redo;
    QLabel *m_turnLine;
    QGroupBox *m_turnBox;
    QPushButton *m_buildFarm;
    QPushButton *m_buildHacienda;
    QPushButton *m_score;
    QPushButton *m_pass;
    QLabel *m_scoreHint;
    QGroupBox *m_cardsBox;
    QVBoxLayout *m_cardsLayout;
    QLabel *m_deckLabel;
    QGroupBox *m_playersBox;
    QGridLayout *m_playersGrid;
    QLabel *m_status;
    std::function<QString()> m_statusText; // the status line's sentence, when it can be said again
    QScrollArea *m_panelScroll = nullptr;
    QBoxLayout *m_panelLayout = nullptr; // the players' table, then the rest (m_restLayout, scrolled)
    QBoxLayout *m_restLayout = nullptr; // the turn and the cards
    QWidget *m_body = nullptr; // the board and the side panel
    QWidget *m_sidePanel = nullptr;
    bool m_panelBeside = false; // the turn and cards beside the table rather than under it
    bool m_cardsBeside = false; // and the cards beside the turn
    bool m_arranging = false;
    QAction *m_scoreAction;
    QAction *m_passAction;
};

} // namespace Krajina
