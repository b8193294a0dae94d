// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "boardscene.h"
#include "preview/sandboxturn.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QAction;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QToolButton;

namespace Krajina {

class BoardView;
class CatalogueDocument;
class GameSetupWidget;
class ScoreTable;
class TurnChoicesPanel;

// A game on the engine: choose expansions and rules, draw or pick tiles, see
// the legal cells and rotations, place tiles and followers, read the engine's
// verdict on an illegal drop, follow the scores, bet and act on crop circles
// (TurnChoicesPanel), undo, and save and load the game record. The stages of
// a turn are SandboxTurn's; this page shows them on the board and in words.
class SandboxPage : public QWidget
{
    Q_OBJECT
public:
    using Stage = SandboxTurn::Stage;

    explicit SandboxPage(QWidget *parent = nullptr);
    ~SandboxPage() override;

    void setDocument(CatalogueDocument *document);

    // The steps a person takes, for the buttons and for tests.
    bool newGame();
    bool playRiver();
    int drawTile();
    bool pickTile(const QString &tileId);
    void rotate(int quarterTurns);
    // A drop on a cell with the current rotation; true when the engine takes it.
    bool dropAt(int x, int y);
    bool placeFollower(int spotIndex);
    bool skipFollower();
    bool undo();
    void finishGame();
    bool saveRecord(const QString &path, QString *error);
    bool loadRecord(const QString &path, QString *error);
    // Replaces the game with the one a record describes (its moves replayed); false with
    // *error naming the place in the record when it cannot.
    bool showGame(const GameRecord &record, QString *error);
    // Shows a sentence on the message line.
    void showMessage(const QString &text);
    // Shows the sentence `text` makes, and makes it again in the new language after a switch.
    void showMessage(const std::function<QString()> &text);

    Stage stage() const { return m_turn.stage(); }
    int heldTile() const { return m_turn.held(); }
    int rotation() const { return m_turn.rotation(); }
    const SandboxGame &game() const { return m_turn.game(); }
    BoardScene *scene() const { return m_scene; }
    BoardView *view() const { return m_view; }
    QLabel *messageLine() const { return m_message; }
    GameSetupWidget *setupWidget() const { return m_setup; }
    ScoreTable *scoreTable() const { return m_scores; }

Q_SIGNALS:
    void gameChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    // The constructor's parts.
    void setUpWidgets();
    QWidget *makeControls();
    QWidget *makeBoardSide();
    void connectControls();

    const Catalogue &catalogue() const;
    // Shows the tile in hand on the board: where it fits, at its rotation.
    void showHeld();
    // A new or loaded game replaces the current one.
    void replaceGame(SandboxGame game);
    // Stops the scene looking at the game's board before the game replaces it.
    void detachScene();
    void showBoard(const Board *board);
    void enterFollowerStage();
    void leaveFollowerStage();
    bool commit(std::optional<FollowerSpot> follower);
    void rebuildPickList();
    void showVerdict(RuleCode code, const QString &sentence);
    QString describe(const TurnReport &report) const;
    void updateUi();
    void updateHand();
    void retranslate();
    void retranslateFollowerHint();
    void saveWithDialog();
    void loadWithDialog();
    void setAsideHeld();

    QPointer<CatalogueDocument> m_document;
    SandboxTurn m_turn;

    BoardScene *m_scene;
    BoardView *m_view;
    GameSetupWidget *m_setup;
    QPushButton *m_newGame;
    QPushButton *m_playRiver;
    QGroupBox *m_handBox;
    QLabel *m_handPicture;
    QLabel *m_handText;
    QPushButton *m_draw;
    QComboBox *m_pick;
    QToolButton *m_rotateLeft;
    QToolButton *m_rotateRight;
    QPushButton *m_setAside;
    QGroupBox *m_followerBox;
    QLabel *m_followerHint;
    bool m_followerSpotsAllowed = false; // what m_followerHint says
    std::function<QString()> m_messageText; // the message line's sentence, when it can be said again
    QPushButton *m_noFollower;
    QPushButton *m_back;
    TurnChoicesPanel *m_choices;
    ScoreTable *m_scores;
    QPushButton *m_undo;
    QPushButton *m_save;
    QPushButton *m_load;
    QPushButton *m_finish;
    QLabel *m_status;
    QCheckBox *m_tints;
    QToolButton *m_fit;
    QLabel *m_message;
    QAction *m_rotateAction;
    QAction *m_rotateBackAction;
    QAction *m_cancelAction;
};

} // namespace Krajina
