// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "boardscene.h"
#include "preview/sandboxgame.h"

#include <QPointer>
#include <QWidget>

#include <memory>
#include <optional>

class QAction;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QTableWidget;
class QToolButton;

namespace Krajina {

class BoardView;
class CatalogueDocument;
class GameSetupWidget;

// A game on the engine: choose expansions and rules, draw or pick tiles, see
// the legal cells and rotations, place tiles and followers, read the engine's
// verdict on an illegal drop, follow the scores, bet and act on crop circles,
// undo, and save and load the game record.
class SandboxPage : public QWidget
{
    Q_OBJECT
public:
    enum class Stage { NoGame, ChooseTile, PlaceTile, PlaceFollower, GameOver };

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

    Stage stage() const { return m_stage; }
    int heldTile() const { return m_held; }
    int rotation() const { return m_rotation; }
    const SandboxGame &game() const { return m_game; }
    BoardScene *scene() const { return m_scene; }
    BoardView *view() const { return m_view; }
    QLabel *messageLine() const { return m_message; }
    GameSetupWidget *setupWidget() const { return m_setup; }
    QTableWidget *scoreTable() const { return m_scores; }

Q_SIGNALS:
    void gameChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    const Catalogue &catalogue() const;
    void hold(int tile);
    // Stops the scene looking at the game's board before the game replaces it.
    void detachScene();
    void showBoard(const Board *board);
    void enterFollowerStage();
    void leaveFollowerStage();
    bool commit(std::optional<FollowerSpot> follower);
    Move turnChoices() const;
    void rebuildChoices();
    void rebuildPickList();
    void showVerdict(RuleCode code, const QString &sentence);
    void showMessage(const QString &text);
    QString describe(const TurnReport &report) const;
    void updateUi();
    void updateScores();
    void updateHand();
    void retranslate();
    void saveWithDialog();
    void loadWithDialog();
    void setAsideHeld();

    QPointer<CatalogueDocument> m_document;
    SandboxGame m_game;
    std::unique_ptr<GameState> m_preview; // the game with the tile placed, while a follower is chosen
    Stage m_stage = Stage::NoGame;
    int m_held = -1;
    int m_rotation = 0;
    Placement m_placement;
    std::vector<Placement> m_legal;

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
    QPushButton *m_noFollower;
    QPushButton *m_back;
    QGroupBox *m_betsBox;
    QFormLayout *m_betsForm;
    QList<QComboBox *> m_betChoices;
    QGroupBox *m_cropBox;
    QRadioButton *m_cropAdd;
    QRadioButton *m_cropRemove;
    QFormLayout *m_cropForm;
    QList<QComboBox *> m_cropChoices;
    QTableWidget *m_scores;
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
