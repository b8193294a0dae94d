// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sandboxpage.h"

#include "boardview.h"
#include "catalogue/catalogueio.h"
#include "common/buttonmirror.h"
#include "document/cataloguedocument.h"
#include "engine/carcassonne/jczgame.h"
#include "gamesetupwidget.h"
#include "render/tilerenderer.h"
#include "scoretable.h"
#include "turnchoicespanel.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QTableWidget>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Krajina {

SandboxPage::SandboxPage(QWidget *parent)
    : QWidget(parent)
    , m_scene(new BoardScene(this))
    , m_view(new BoardView(this))
    , m_setup(new GameSetupWidget(this))
    , m_newGame(new QPushButton(this))
    , m_playRiver(new QPushButton(this))
    , m_handBox(new QGroupBox(this))
    , m_handPicture(new QLabel(this))
    , m_handText(new QLabel(this))
    , m_draw(new QPushButton(this))
    , m_pick(new QComboBox(this))
    , m_rotateLeft(new QToolButton(this))
    , m_rotateRight(new QToolButton(this))
    , m_setAside(new QPushButton(this))
    , m_followerBox(new QGroupBox(this))
    , m_followerHint(new QLabel(this))
    , m_noFollower(new QPushButton(this))
    , m_back(new QPushButton(this))
    , m_choices(new TurnChoicesPanel(this))
    , m_scores(new ScoreTable(this))
    , m_undo(new QPushButton(this))
    , m_save(new QPushButton(this))
    , m_load(new QPushButton(this))
    , m_finish(new QPushButton(this))
    , m_status(new QLabel(this))
    , m_tints(new QCheckBox(this))
    , m_fit(new QToolButton(this))
    , m_message(new QLabel(this))
    , m_rotateAction(new QAction(this))
    , m_rotateBackAction(new QAction(this))
    , m_cancelAction(new QAction(this))
{
    setUpWidgets();
    QWidget *controls = makeControls();
    auto *scroll = new QScrollArea;
    scroll->setWidget(controls);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(scroll);
    splitter->addWidget(makeBoardSide());
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_message);

    connectControls();
    m_setup->setCatalogue(catalogue());
    retranslate();
    updateUi();
    // Wide enough for the controls with their texts, and a scroll bar beside them.
    scroll->setMinimumWidth(controls->sizeHint().width() + scroll->verticalScrollBar()->sizeHint().width() + 4);
}

// Object names (for tests and style sheets) and the widgets' fixed settings.
void SandboxPage::setUpWidgets()
{
    setObjectName(u"SandboxPage"_s);
    m_view->setObjectName(u"sandboxView"_s);
    m_view->setBoardScene(m_scene);
    m_view->setWheelRotates(true);
    m_newGame->setObjectName(u"newGame"_s);
    m_playRiver->setObjectName(u"playRiver"_s);
    m_draw->setObjectName(u"draw"_s);
    m_pick->setObjectName(u"pick"_s);
    m_pick->setMinimumContentsLength(12);
    m_pick->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_setAside->setObjectName(u"setAside"_s);
    m_noFollower->setObjectName(u"noFollower"_s);
    m_back->setObjectName(u"backToTile"_s);
    m_undo->setObjectName(u"undo"_s);
    m_save->setObjectName(u"saveRecord"_s);
    m_load->setObjectName(u"loadRecord"_s);
    m_finish->setObjectName(u"finishGame"_s);
    m_message->setObjectName(u"messageLine"_s);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setMinimumHeight(fontMetrics().height() * 2 + 4);
    m_message->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_status->setObjectName(u"status"_s);
    m_tints->setObjectName(u"tints"_s);
    m_fit->setObjectName(u"fit"_s);
    m_scene->setRegionTints(false);
    m_handPicture->setFixedSize(72, 72);
    m_handPicture->setAlignment(Qt::AlignCenter);
    m_handText->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_followerHint->setWordWrap(true);
    m_rotateLeft->setText(u"⟲"_s);
    m_rotateRight->setText(u"⟳"_s);

    m_rotateAction->setShortcut(QKeySequence(Qt::Key_R));
    m_rotateBackAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_R));
    m_cancelAction->setShortcut(QKeySequence(Qt::Key_Escape));
    for (QAction *action : {m_rotateAction, m_rotateBackAction, m_cancelAction}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
    }
}

// The controls, top to bottom in the order of a turn.
QWidget *SandboxPage::makeControls()
{
    auto *startRow = new QHBoxLayout;
    startRow->addWidget(m_newGame);
    startRow->addWidget(m_playRiver);

    auto *handGrid = new QGridLayout(m_handBox);
    handGrid->addWidget(m_handPicture, 0, 0, 2, 1);
    handGrid->addWidget(m_handText, 0, 1, 1, 3);
    auto *rotateRow = new QHBoxLayout;
    rotateRow->addWidget(m_rotateLeft);
    rotateRow->addWidget(m_rotateRight);
    rotateRow->addStretch(1);
    rotateRow->addWidget(m_setAside);
    handGrid->addLayout(rotateRow, 1, 1, 1, 3);
    handGrid->addWidget(m_draw, 2, 0);
    handGrid->addWidget(m_pick, 2, 1, 1, 3);
    handGrid->setColumnStretch(1, 1);

    auto *followerLayout = new QVBoxLayout(m_followerBox);
    followerLayout->addWidget(m_followerHint);
    auto *followerRow = new QHBoxLayout;
    followerRow->addWidget(m_noFollower);
    followerRow->addWidget(m_back);
    followerLayout->addLayout(followerRow);
    followerLayout->addWidget(m_choices);

    auto *recordRow = new QGridLayout;
    recordRow->addWidget(m_undo, 0, 0);
    recordRow->addWidget(m_finish, 0, 1);
    recordRow->addWidget(m_save, 1, 0);
    recordRow->addWidget(m_load, 1, 1);

    auto *controls = new QWidget;
    auto *column = new QVBoxLayout(controls);
    column->setContentsMargins(2, 2, 2, 2);
    column->addWidget(m_setup);
    column->addLayout(startRow);
    column->addWidget(m_handBox);
    column->addWidget(m_followerBox);
    column->addWidget(m_scores);
    column->addLayout(recordRow);
    column->addStretch(1);
    return controls;
}

// The status line with its switches above the board.
QWidget *SandboxPage::makeBoardSide()
{
    auto *boardSide = new QWidget;
    auto *boardLayout = new QVBoxLayout(boardSide);
    boardLayout->setContentsMargins(0, 0, 0, 0);
    // The turn's controls in a row above the board, in sight at any dock height, with shortcuts.
    boardLayout->addWidget(
        ButtonMirror::toolBar(this,
                              {{m_draw, QKeySequence(Qt::Key_D), u"go-next"_s},
                               {m_noFollower, QKeySequence(Qt::Key_N), u"go-jump"_s},
                               {m_undo, QKeySequence(Qt::Key_Backspace), u"edit-undo"_s},
                               {m_finish, QKeySequence(Qt::CTRL | Qt::Key_Return), u"games-endturn"_s},
                               {m_save, {}, u"document-save"_s},
                               {m_load, {}, u"document-open"_s}}));
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_tints);
    statusRow->addWidget(m_fit);
    boardLayout->addLayout(statusRow);
    boardLayout->addWidget(m_view, 1);
    return boardSide;
}

void SandboxPage::connectControls()
{
    connect(m_newGame, &QPushButton::clicked, this, &SandboxPage::newGame);
    connect(m_playRiver, &QPushButton::clicked, this, &SandboxPage::playRiver);
    connect(m_draw, &QPushButton::clicked, this, &SandboxPage::drawTile);
    connect(m_pick, &QComboBox::activated, this, [this](int row) {
        const QString id = m_pick->itemData(row).toString();
        if (!id.isEmpty())
            pickTile(id);
    });
    connect(m_rotateLeft, &QToolButton::clicked, this, [this] { rotate(-1); });
    connect(m_rotateRight, &QToolButton::clicked, this, [this] { rotate(1); });
    connect(m_rotateAction, &QAction::triggered, this, [this] { rotate(1); });
    connect(m_rotateBackAction, &QAction::triggered, this, [this] { rotate(-1); });
    connect(m_view, &BoardView::rotateRequested, this, &SandboxPage::rotate);
    connect(m_cancelAction, &QAction::triggered, this, [this] {
        if (stage() == Stage::PlaceFollower)
            leaveFollowerStage();
    });
    connect(m_setAside, &QPushButton::clicked, this, &SandboxPage::setAsideHeld);
    connect(m_noFollower, &QPushButton::clicked, this, &SandboxPage::skipFollower);
    connect(m_back, &QPushButton::clicked, this, &SandboxPage::leaveFollowerStage);
    connect(m_undo, &QPushButton::clicked, this, &SandboxPage::undo);
    connect(m_finish, &QPushButton::clicked, this, &SandboxPage::finishGame);
    connect(m_save, &QPushButton::clicked, this, &SandboxPage::saveWithDialog);
    connect(m_load, &QPushButton::clicked, this, &SandboxPage::loadWithDialog);
    connect(m_tints, &QCheckBox::toggled, m_scene, &BoardScene::setRegionTints);
    connect(m_fit, &QToolButton::clicked, m_view, &BoardView::fitToView);
    connect(m_scene, &BoardScene::cellClicked, this, &SandboxPage::dropAt);
    connect(m_scene, &BoardScene::spotClicked, this, &SandboxPage::placeFollower);
}

SandboxPage::~SandboxPage()
{
    // The scene looks at boards this page owns.
    m_scene->setBoard(nullptr);
}

void SandboxPage::setDocument(CatalogueDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        // Every change, so that the set-up's words (tile counts, river tiles that make no river) are the
        // document's; a game in progress keeps the tiles it was dealt.
        connect(document, &CatalogueDocument::playableChanged, this, [this] { m_setup->setCatalogue(catalogue()); });
    }
    m_setup->setCatalogue(catalogue());
}

const Catalogue &SandboxPage::catalogue() const
{
    return m_document ? m_document->playableCatalogue() : bundledCatalogue();
}

void SandboxPage::detachScene()
{
    m_scene->setSpots({});
    m_scene->clearPendingTile();
    m_scene->setBoard(nullptr);
    m_turn.clearPreview();
}

void SandboxPage::replaceGame(SandboxGame game)
{
    if (stage() == Stage::PlaceFollower)
        leaveFollowerStage();
    detachScene(); // the new game replaces the board the scene shows
    m_turn.setGame(std::move(game));
    m_messageText = nullptr; // it may speak of the old game's tiles
    showBoard(&m_turn.game().state().board());
    m_view->fitToView();
    rebuildPickList();
}

bool SandboxPage::newGame()
{
    SandboxGame game;
    const QString error = game.start(catalogue(), m_setup->rules(), m_setup->players(), m_setup->seed());
    if (!error.isEmpty()) {
        showMessage(tr("Cannot start the game: %1").arg(error));
        return false;
    }
    replaceGame(std::move(game));
    const SandboxGame &started = m_turn.game();
    const int start = started.state().startTile();
    const int tilesLeft = started.state().tilesLeft();
    const QString expansions = started.rules().expansions.join(u", "_s);
    const QString startId = start >= 0 ? started.tiles().id(start) : u"-"_s;
    showMessage([tilesLeft, expansions, startId] {
        return tr("New game with %1: %n tile(s) to play after the start tile %2.", nullptr, tilesLeft)
            .arg(expansions, startId);
    });
    updateUi();
    Q_EMIT gameChanged();
    return true;
}

bool SandboxPage::playRiver()
{
    if (stage() == Stage::PlaceFollower)
        leaveFollowerStage();
    // Continue a river begun by hand; otherwise start afresh with the chosen set-up.
    const SandboxGame &game = m_turn.game();
    const bool fresh = !game.isStarted() || game.state().riverTiles() == 0 || game.movesPlayed() == 0;
    if (fresh && !newGame())
        return false;
    if (m_turn.game().state().riverTiles() == 0) {
        showMessage([] { return tr("None of the chosen expansions has a river; tick River I or another river."); });
        return false;
    }
    const int placed = m_turn.playRiver(m_setup->seed());
    m_scene->clearPendingTile();
    showBoard(&m_turn.game().state().board());
    m_view->fitToView();
    const int seed = m_setup->seed();
    showMessage([placed, seed] {
        return tr("The river is laid: %n tile(s) placed at random legal places (seed %1).", nullptr, placed).arg(seed);
    });
    updateUi();
    Q_EMIT gameChanged();
    return placed > 0;
}

int SandboxPage::drawTile()
{
    if (!m_turn.canDraw())
        return -1;
    std::vector<int> aside;
    const int tile = m_turn.draw(&aside);
    const CompiledTileSet &tiles = m_turn.game().tiles();
    QStringList asideIds;
    for (int t : aside)
        asideIds << tiles.id(t);
    if (tile < 0) {
        m_scene->clearPendingTile();
        showMessage([] { return tr("No tiles are left. Finish the game for the final scoring."); });
        updateUi();
        return -1;
    }
    showHeld();
    showMessage([drawn = tiles.id(tile), asideIds] {
        return asideIds.isEmpty() ? tr("Drew %1.").arg(drawn)
                                  : tr("Drew %1; set aside (fit nowhere): %2.").arg(drawn, asideIds.join(u", "_s));
    });
    return tile;
}

bool SandboxPage::pickTile(const QString &tileId)
{
    if (stage() != Stage::ChooseTile && stage() != Stage::PlaceTile)
        return false;
    const int tile = m_turn.game().tiles().indexOf(tileId);
    if (tile < 0) {
        showMessage([tileId] { return tr("%1 is not one of the tiles in play.").arg(tileId); });
        return false;
    }
    const SandboxTurn::Verdict verdict = m_turn.pick(tile);
    if (!verdict.ok()) {
        showVerdict(verdict.code, verdict.sentence);
        return false;
    }
    showHeld();
    showMessage([tileId] { return tr("Picked %1.").arg(tileId); });
    return true;
}

void SandboxPage::showHeld()
{
    const int tile = heldTile();
    const CompiledTileSet &tiles = m_turn.game().tiles();
    m_scene->setPendingTile(tiles.definition(tile), tiles.tile(tile).distinctRotations, m_turn.legal());
    m_scene->setPendingRotation(m_turn.rotation());
    m_view->boardChanged();
    if (m_turn.legal().empty())
        showMessage([id = tiles.id(tile)] { return tr("%1 fits nowhere on the board: set it aside.").arg(id); });
    updateUi();
}

void SandboxPage::rotate(int quarterTurns)
{
    m_turn.rotate(quarterTurns);
    m_scene->setPendingRotation(m_turn.rotation());
    updateHand();
}

bool SandboxPage::dropAt(int x, int y)
{
    if (stage() != Stage::PlaceTile || heldTile() < 0)
        return false;
    const SandboxTurn::Verdict verdict = m_turn.drop(x, y);
    if (!verdict.ok()) {
        showVerdict(verdict.code, verdict.sentence);
        return false;
    }
    if (stage() != Stage::PlaceFollower) {
        showMessage(
            tr("The engine refused to place %1 at %2.").arg(m_turn.game().tiles().id(heldTile()), cellText(x, y)));
        return false;
    }
    enterFollowerStage();
    return true;
}

void SandboxPage::enterFollowerStage()
{
    m_scene->clearPendingTile();
    const Board &board = m_turn.preview()->board();
    showBoard(&board);
    QList<SpotChoice> spots = m_scene->spotsOf(board.placedCount() - 1);
    int allowed = 0;
    for (SpotChoice &spot : spots) {
        const SandboxTurn::Verdict verdict = m_turn.followerVerdict(spot.spot);
        const bool followerRefused = ruleCodeCategory(verdict.code) == RuleCategory::Follower;
        spot.allowed = !followerRefused;
        if (followerRefused)
            spot.verdict = u"%1: %2"_s.arg(ruleCodeName(verdict.code), verdict.sentence);
        allowed += spot.allowed ? 1 : 0;
    }
    m_scene->setSpots(spots);
    m_choices->offer(m_turn.game(), heldTile(), board);
    if (allowed == 0 && !m_choices->hasChoices()) {
        commit(std::nullopt);
        return;
    }
    m_followerSpotsAllowed = allowed > 0;
    retranslateFollowerHint();
    const Placement &at = m_turn.placement();
    showMessage([id = m_turn.game().tiles().id(heldTile()), x = at.x, y = at.y] {
        return tr("%1 fits at %2. Place a follower or choose No follower.").arg(id, cellText(x, y));
    });
    updateUi();
}

void SandboxPage::leaveFollowerStage()
{
    m_scene->setSpots({});
    m_choices->clear();
    showBoard(&m_turn.game().state().board());
    m_turn.takeBack();
    // The "fits at ..." of the placement just taken back no longer holds.
    if (heldTile() >= 0)
        showMessage([id = m_turn.game().tiles().id(heldTile())] {
            return tr("Place %1 again: drop it on a highlighted cell.").arg(id);
        });
    else
        showMessage(QString());
    if (heldTile() >= 0)
        showHeld();
    updateUi();
}

bool SandboxPage::placeFollower(int spotIndex)
{
    if (stage() != Stage::PlaceFollower || spotIndex < 0 || spotIndex >= m_scene->spots().size())
        return false;
    return commit(m_scene->spots().at(spotIndex).spot);
}

bool SandboxPage::skipFollower()
{
    if (stage() != Stage::PlaceFollower)
        return false;
    return commit(std::nullopt);
}

bool SandboxPage::commit(std::optional<FollowerSpot> follower)
{
    Move move;
    m_choices->fill(move);
    move.follower = follower;
    const TurnReport report = m_turn.commit(move);
    if (report.code != RuleCode::Ok) {
        showVerdict(report.code, report.message);
        return false;
    }
    m_scene->setSpots({});
    m_choices->clear();
    showBoard(&m_turn.game().state().board());
    m_turn.clearPreview(); // after the scene stopped looking at it
    showMessage([this, report] { return describe(report); });
    updateUi();
    Q_EMIT gameChanged();
    return true;
}

void SandboxPage::setAsideHeld()
{
    if (stage() != Stage::PlaceTile || heldTile() < 0 || !m_turn.legal().empty())
        return;
    const int tile = heldTile();
    const TurnReport report = m_turn.setAside();
    if (report.code != RuleCode::Ok) {
        showVerdict(report.code, report.message);
        return;
    }
    showMessage([id = m_turn.game().tiles().id(tile)] { return tr("Set %1 aside.").arg(id); });
    m_scene->clearPendingTile();
    updateUi();
}

bool SandboxPage::undo()
{
    if (!m_turn.game().isStarted())
        return false;
    if (!m_turn.game().canUndo()) {
        showMessage([] { return tr("Nothing to take back."); });
        return false;
    }
    if (stage() == Stage::PlaceFollower)
        leaveFollowerStage();
    detachScene();
    m_turn.undo();
    showBoard(&m_turn.game().state().board());
    showMessage([] { return tr("Took back the last move."); });
    updateUi();
    Q_EMIT gameChanged();
    return true;
}

void SandboxPage::finishGame()
{
    if (!m_turn.game().isStarted() || m_turn.game().state().finished())
        return;
    if (stage() == Stage::PlaceFollower)
        leaveFollowerStage();
    const FinalReport &final = m_turn.finish();
    m_scene->clearPendingTile();
    showBoard(&m_turn.game().state().board());
    showMessage([players = m_turn.game().players(), final] {
        QStringList parts;
        for (int p = 0; p < players; ++p)
            parts << tr("player %1: %2 (+%3)")
                         .arg(p + 1)
                         .arg(final.score[std::size_t(p)])
                         .arg(final.points[std::size_t(p)]);
        return tr("Final scoring: %1.").arg(parts.join(u", "_s));
    });
    updateUi();
}

bool SandboxPage::saveRecord(const QString &path, QString *error)
{
    if (!m_turn.game().isStarted()) {
        *error = tr("No game to save.");
        return false;
    }
    QString catalogueName = u"builtin"_s;
    if (m_document && !m_document->fileName().isEmpty())
        catalogueName = QFileInfo(path).absoluteDir().relativeFilePath(m_document->fileName());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_turn.game().record(catalogueName).toJson()) < 0
        || !file.commit()) {
        *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

bool SandboxPage::loadRecord(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    QString problem;
    QByteArray text = file.readAll();
    if (JczGame::isSavedGame(text)) {
        // A JCloisterZone saved game opens as the record `krajina-cli convert` writes of it.
        const std::optional<QJsonObject> converted = JczGame::toRecord(text, catalogue(), &problem);
        if (!converted) {
            *error = u"%1: %2"_s.arg(QDir::toNativeSeparators(path), problem);
            return false;
        }
        text = QJsonDocument(*converted).toJson();
    }
    const std::optional<GameRecord> record = GameRecord::parse(text, &problem);
    if (!record) {
        *error = u"%1: %2"_s.arg(QDir::toNativeSeparators(path), problem);
        return false;
    }
    if (!showGame(*record, &problem)) {
        *error = u"%1: %2"_s.arg(QDir::toNativeSeparators(path), problem);
        return false;
    }
    showMessage([moves = m_turn.game().movesPlayed(), name = QFileInfo(path).fileName()] {
        return tr("Loaded %1: %n move(s).", nullptr, moves).arg(name);
    });
    return true;
}

bool SandboxPage::showGame(const GameRecord &record, QString *error)
{
    SandboxGame loaded;
    const QString problem = loaded.load(record, catalogue());
    if (!problem.isEmpty()) {
        *error = problem;
        return false;
    }
    {
        QSignalBlocker blocker(m_setup);
        m_setup->setRules(record.rules);
        m_setup->setPlayers(record.players);
        m_setup->setSeed(record.seed);
    }
    replaceGame(std::move(loaded));
    updateUi();
    Q_EMIT gameChanged();
    return true;
}

void SandboxPage::saveWithDialog()
{
    QSettings settings;
    const QString folder = settings.value(u"board/recordFolder"_s).toString();
    const QString name = tr("game-seed-%1-%2-players.json").arg(m_setup->seed()).arg(m_setup->players());
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Game Record"),
                                                      folder.isEmpty() ? name : QDir(folder).filePath(name),
                                                      tr("Game records (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setValue(u"board/recordFolder"_s, QFileInfo(path).absolutePath());
    QString error;
    if (saveRecord(path, &error))
        showMessage([path] { return tr("Saved the game record to %1.").arg(QDir::toNativeSeparators(path)); });
    else
        showMessage(error);
}

void SandboxPage::loadWithDialog()
{
    QSettings settings;
    const QString folder = settings.value(u"board/recordFolder"_s).toString();
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Open Game Record"), folder,
                                       tr("Game records and JCloisterZone saved games (*.json *.jcz);;Game "
                                          "records (*.json);;JCloisterZone saved games (*.jcz);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setValue(u"board/recordFolder"_s, QFileInfo(path).absolutePath());
    QString error;
    if (!loadRecord(path, &error))
        showMessage(error);
}

void SandboxPage::showBoard(const Board *board)
{
    m_scene->setBoard(board);
    m_view->boardChanged();
}

void SandboxPage::rebuildPickList()
{
    m_pick->clear();
    m_pick->addItem(tr("Pick a tile…"));
    if (!m_turn.game().isStarted())
        return;
    const CompiledTileSet &tiles = m_turn.game().tiles();
    for (int t = 0; t < tiles.size(); ++t) {
        const TileDefinition &tile = tiles.definition(t);
        const QString name = localName(tile, QLocale().name());
        m_pick->addItem(name.isEmpty() ? tile.id : u"%1 — %2"_s.arg(tile.id, name), tile.id);
    }
}

void SandboxPage::showVerdict(RuleCode code, const QString &sentence)
{
    showMessage(tr("Refused (%1): %2").arg(ruleCodeName(code), sentence));
    m_message->setToolTip(ruleCodeSummary(code));
}

void SandboxPage::showMessage(const QString &text)
{
    m_messageText = nullptr;
    m_message->setText(text);
    m_message->setToolTip(QString());
}

void SandboxPage::showMessage(const std::function<QString()> &text)
{
    showMessage(text());
    m_messageText = text;
}

void SandboxPage::retranslateFollowerHint()
{
    m_followerHint->setText(m_followerSpotsAllowed ? tr("Click a spot on the tile to place a follower there.")
                                                   : tr("No follower can go on this tile."));
}

QString SandboxPage::describe(const TurnReport &report) const
{
    const CompiledTileSet &tiles = m_turn.game().tiles();
    QStringList parts;
    if (report.discarded)
        return tr("Player %1 set %2 aside.").arg(report.player + 1).arg(tiles.id(report.tile));
    parts << tr("Player %1 placed %2 at %3, %4°.")
                 .arg(report.player + 1)
                 .arg(tiles.id(report.tile), cellText(report.at.x, report.at.y))
                 .arg(90 * report.at.rotation);
    for (const FeatureScore &score : report.scored) {
        QStringList who;
        for (int p = 0; p < m_turn.game().players(); ++p) {
            if (score.scorers & (1u << p))
                who << tr("player %1").arg(p + 1);
        }
        if (who.isEmpty())
            parts << tr("A %1 of %n tile(s) is complete.", nullptr, score.tiles).arg(BoardScene::kindLabel(score.kind));
        else
            parts << tr("A %1 of %n tile(s) is complete: %2 points to %3.", nullptr, score.tiles)
                         .arg(BoardScene::kindLabel(score.kind))
                         .arg(score.points)
                         .arg(who.join(u", "_s));
    }
    for (const BetPaid &bet : report.bets)
        parts << tr("Bet %1 of player %2 on a %3 of %4 tiles: %5 points.")
                     .arg(m_turn.game().state().tokens()[std::size_t(bet.token)].id)
                     .arg(bet.player + 1)
                     .arg(BoardScene::kindLabel(bet.kind))
                     .arg(bet.tiles)
                     .arg(bet.points);
    int moved = 0;
    for (const CropOutcome &outcome : report.crop)
        moved += outcome.skipped ? 0 : 1;
    if (!report.crop.empty())
        parts << tr("Crop circle: %n follower(s) added or taken back.", nullptr, moved);
    if (report.extraTurn)
        parts << tr("Player %1 plays again.").arg(report.player + 1);
    return parts.join(u' ');
}

void SandboxPage::updateUi()
{
    const bool started = m_turn.game().isStarted();
    const bool choosing = stage() == Stage::ChooseTile;
    const bool placing = stage() == Stage::PlaceTile;
    const bool follower = stage() == Stage::PlaceFollower;
    m_draw->setEnabled(choosing || (placing && m_turn.game().state().pendingTile() < 0));
    m_pick->setEnabled(choosing || placing);
    m_rotateLeft->setEnabled(placing);
    m_rotateRight->setEnabled(placing);
    m_rotateAction->setEnabled(placing);
    m_rotateBackAction->setEnabled(placing);
    m_setAside->setVisible(placing && m_turn.legal().empty());
    m_followerBox->setVisible(follower);
    if (!follower)
        m_choices->clear();
    m_undo->setEnabled(started && m_turn.game().canUndo());
    m_save->setEnabled(started);
    m_finish->setEnabled(started && !m_turn.game().state().finished());
    m_scores->setVisible(started);

    if (!started) {
        m_status->setText(tr("Choose expansions and rules, then start a game."));
    } else if (m_turn.game().state().finished()) {
        m_status->setText(tr("The game is over."));
    } else {
        QString status = tr("Player %1 to play · %n tile(s) left", nullptr, m_turn.game().state().tilesLeft())
                             .arg(m_turn.game().state().currentPlayer() + 1);
        if (m_turn.game().state().riverTiles() > 0)
            status += u" · "_s
                + tr("river %1 of %2")
                      .arg(m_turn.game().state().riverTilesPlaced())
                      .arg(m_turn.game().state().riverTiles());
        m_status->setText(status);
    }
    updateHand();
    if (started)
        m_scores->showScores(m_turn.game().state(), m_turn.game().players());
}

void SandboxPage::updateHand()
{
    const qreal ratio = devicePixelRatioF();
    QPixmap pixmap(QSize(72, 72) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    if (heldTile() >= 0 && m_turn.game().isStarted()) {
        TileRenderOptions options;
        options.rotationDegrees = 90 * rotation();
        const TileRenderer renderer(options);
        QPainter painter(&pixmap);
        renderer.paint(painter, QRectF(2, 2, 68, 68), m_turn.game().tiles().definition(heldTile()));
        const TileDefinition &tile = m_turn.game().tiles().definition(heldTile());
        // One line each, so the box keeps its height; the whole name is in the tool tip.
        const QString name = localName(tile, QLocale().name());
        const int room = std::max(80, m_handBox->width() - m_handPicture->width() - 40);
        const QString shortName = m_handText->fontMetrics().elidedText(name, Qt::ElideRight, room);
        m_handText->setText(u"<b>%1</b> · %2°<br>%3"_s.arg(tile.id.toHtmlEscaped())
                                .arg(90 * rotation())
                                .arg(shortName.toHtmlEscaped()));
        m_handText->setToolTip(name);
    } else {
        m_handText->setText(stage() == Stage::GameOver ? tr("No tiles left.") : tr("Draw or pick a tile."));
    }
    m_handPicture->setPixmap(pixmap);
}

void SandboxPage::retranslate()
{
    m_tints->setText(tr("Tint merged features"));
    m_tints->setToolTip(tr("Each city, road, field and river joined across tiles in its own colour"));
    m_fit->setText(tr("Fit"));
    m_fit->setToolTip(tr("Show the whole board (0)"));
    m_newGame->setText(tr("New game"));
    m_newGame->setToolTip(tr("Start a game with the expansions, rules, players and seed chosen"));
    m_playRiver->setText(tr("Play river"));
    m_playRiver->setToolTip(tr("Start a game and lay the whole river with random legal moves"));
    m_handBox->setTitle(tr("Tile in hand"));
    m_draw->setText(tr("Draw"));
    m_draw->setToolTip(tr("Draw the next tile from the pile"));
    m_pick->setToolTip(tr("Take a particular tile instead of drawing"));
    if (m_pick->count() > 0)
        m_pick->setItemText(0, tr("Pick a tile…"));
    m_rotateLeft->setToolTip(tr("Turn anticlockwise (Shift+R)"));
    m_rotateRight->setToolTip(tr("Turn clockwise (R, or the mouse wheel)"));
    m_setAside->setText(tr("Set aside"));
    m_setAside->setToolTip(tr("Put the tile in hand aside when it fits nowhere"));
    m_followerBox->setTitle(tr("Follower"));
    m_noFollower->setText(tr("No follower"));
    m_noFollower->setToolTip(tr("Place the tile without a follower"));
    m_back->setText(tr("Back"));
    m_back->setToolTip(tr("Take the tile up again (Esc)"));
    m_undo->setText(tr("Undo move"));
    m_undo->setToolTip(tr("Take the last move back"));
    m_finish->setText(tr("Finish game"));
    m_finish->setToolTip(tr("End the game now and score the unfinished features"));
    m_save->setText(tr("Save record…"));
    m_save->setToolTip(tr("Save the moves of this game as a game record (JSON)"));
    m_load->setText(tr("Load record…"));
    m_load->setToolTip(tr("Open a game record or a JCloisterZone saved game"));
    m_rotateAction->setText(tr("Rotate Tile"));
    m_rotateBackAction->setText(tr("Rotate Tile Back"));
    m_cancelAction->setText(tr("Take Tile Back"));
    retranslateFollowerHint();
    if (m_messageText)
        m_message->setText(m_messageText());
    else if (m_message->text().isEmpty())
        showMessage([] { return tr("Tiles are placed by clicking a highlighted cell; R turns the tile."); });
    updateUi();
}

void SandboxPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Krajina
