#include "sandboxpage.h"

#include "boardview.h"
#include "catalogue/catalogueio.h"
#include "document/cataloguedocument.h"
#include "gamesetupwidget.h"
#include "render/tilerenderer.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QRadioButton>
#include <QSaveFile>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

QIcon swatch(const QColor &colour)
{
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(colour.darker(160), 1));
    painter.setBrush(colour);
    painter.drawEllipse(QRectF(1, 1, 10, 10));
    return QIcon(pixmap);
}

} // namespace

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
    , m_betsBox(new QGroupBox(this))
    , m_betsForm(new QFormLayout)
    , m_cropBox(new QGroupBox(this))
    , m_cropAdd(new QRadioButton(this))
    , m_cropRemove(new QRadioButton(this))
    , m_cropForm(new QFormLayout)
    , m_scores(new QTableWidget(this))
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
    m_scores->setObjectName(u"scores"_s);
    m_scores->setColumnCount(3);
    m_scores->verticalHeader()->hide();
    m_scores->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_scores->setSelectionMode(QAbstractItemView::NoSelection);
    m_scores->setFocusPolicy(Qt::NoFocus);
    m_scores->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_scores->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_scores->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);

    // The controls, top to bottom in the order of a turn.
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
    m_betsBox->setLayout(m_betsForm);
    followerLayout->addWidget(m_betsBox);
    auto *cropLayout = new QVBoxLayout(m_cropBox);
    auto *cropRow = new QHBoxLayout;
    cropRow->addWidget(m_cropAdd);
    cropRow->addWidget(m_cropRemove);
    cropLayout->addLayout(cropRow);
    cropLayout->addLayout(m_cropForm);
    followerLayout->addWidget(m_cropBox);
    m_cropAdd->setChecked(true);

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
    auto *scroll = new QScrollArea;
    scroll->setWidget(controls);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto *boardSide = new QWidget;
    auto *boardLayout = new QVBoxLayout(boardSide);
    boardLayout->setContentsMargins(0, 0, 0, 0);
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_tints);
    statusRow->addWidget(m_fit);
    boardLayout->addLayout(statusRow);
    boardLayout->addWidget(m_view, 1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(scroll);
    splitter->addWidget(boardSide);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_message);

    m_rotateAction->setShortcut(QKeySequence(Qt::Key_R));
    m_rotateBackAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_R));
    m_cancelAction->setShortcut(QKeySequence(Qt::Key_Escape));
    for (QAction *action : {m_rotateAction, m_rotateBackAction, m_cancelAction}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
    }

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
        if (m_stage == Stage::PlaceFollower)
            leaveFollowerStage();
    });
    connect(m_setAside, &QPushButton::clicked, this, &SandboxPage::setAsideHeld);
    connect(m_noFollower, &QPushButton::clicked, this, &SandboxPage::skipFollower);
    connect(m_back, &QPushButton::clicked, this, &SandboxPage::leaveFollowerStage);
    connect(m_cropAdd, &QRadioButton::toggled, this, &SandboxPage::rebuildChoices);
    connect(m_undo, &QPushButton::clicked, this, &SandboxPage::undo);
    connect(m_finish, &QPushButton::clicked, this, &SandboxPage::finishGame);
    connect(m_save, &QPushButton::clicked, this, &SandboxPage::saveWithDialog);
    connect(m_load, &QPushButton::clicked, this, &SandboxPage::loadWithDialog);
    connect(m_tints, &QCheckBox::toggled, m_scene, &BoardScene::setRegionTints);
    connect(m_fit, &QToolButton::clicked, m_view, &BoardView::fitToView);
    connect(m_scene, &BoardScene::cellClicked, this, &SandboxPage::dropAt);
    connect(m_scene, &BoardScene::spotClicked, this, &SandboxPage::placeFollower);

    m_setup->setCatalogue(catalogue());
    retranslate();
    updateUi();
    // Wide enough for the controls with their texts, and a scroll bar beside them.
    scroll->setMinimumWidth(controls->sizeHint().width() + scroll->verticalScrollBar()->sizeHint().width() + 4);
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
        auto refill = [this] { m_setup->setCatalogue(catalogue()); };
        connect(document, &CatalogueDocument::expansionChanged, this, refill);
        connect(document, &CatalogueDocument::catalogueReset, this, refill);
    }
    m_setup->setCatalogue(catalogue());
}

const Catalogue &SandboxPage::catalogue() const
{
    return m_document ? m_document->catalogue() : bundledCatalogue();
}

void SandboxPage::detachScene()
{
    m_scene->setSpots({});
    m_scene->clearPendingTile();
    m_scene->setBoard(nullptr);
    m_preview.reset();
}

bool SandboxPage::newGame()
{
    SandboxGame game;
    const QString error = game.start(catalogue(), m_setup->rules(), m_setup->players(), m_setup->seed());
    if (!error.isEmpty()) {
        showMessage(tr("Cannot start the game: %1").arg(error));
        return false;
    }
    if (m_stage == Stage::PlaceFollower)
        leaveFollowerStage();
    detachScene(); // the new game replaces the board the scene shows
    m_game = std::move(game);
    m_held = -1;
    m_rotation = 0;
    m_stage = Stage::ChooseTile;
    showBoard(&m_game.state().board());
    m_view->fitToView();
    rebuildPickList();
    const int start = m_game.state().startTile();
    showMessage(tr("New game with %1: %n tile(s) to play after the start tile %2.", nullptr, m_game.state().tilesLeft())
                    .arg(m_game.rules().expansions.join(u", "_s), start >= 0 ? m_game.tiles().id(start) : u"-"_s));
    updateUi();
    Q_EMIT gameChanged();
    return true;
}

bool SandboxPage::playRiver()
{
    if (m_stage == Stage::PlaceFollower)
        leaveFollowerStage();
    // Continue a river begun by hand; otherwise start afresh with the chosen set-up.
    const bool fresh = !m_game.isStarted() || m_game.state().riverTiles() == 0 || m_game.movesPlayed() == 0;
    if (fresh && !newGame())
        return false;
    if (m_game.state().riverTiles() == 0) {
        showMessage(tr("None of the chosen expansions has a river; tick River I or another river."));
        return false;
    }
    const int placed = m_game.playRiver(m_setup->seed());
    m_held = -1;
    m_stage = m_game.state().isOver() ? Stage::GameOver : Stage::ChooseTile;
    m_scene->clearPendingTile();
    showBoard(&m_game.state().board());
    m_view->fitToView();
    showMessage(tr("The river is laid: %n tile(s) placed at random legal places (seed %1).", nullptr, placed)
                    .arg(m_setup->seed()));
    updateUi();
    Q_EMIT gameChanged();
    return placed > 0;
}

int SandboxPage::drawTile()
{
    if (m_stage != Stage::ChooseTile && !(m_stage == Stage::PlaceTile && m_game.state().pendingTile() < 0))
        return -1;
    std::vector<int> aside;
    const int tile = m_game.draw(&aside);
    QStringList asideIds;
    for (int t : aside)
        asideIds << m_game.tiles().id(t);
    if (tile < 0) {
        m_stage = Stage::GameOver;
        m_held = -1;
        m_scene->clearPendingTile();
        showMessage(tr("No tiles are left. Finish the game for the final scoring."));
        updateUi();
        return -1;
    }
    hold(tile);
    showMessage(asideIds.isEmpty()
                    ? tr("Drew %1.").arg(m_game.tiles().id(tile))
                    : tr("Drew %1; set aside (fit nowhere): %2.").arg(m_game.tiles().id(tile), asideIds.join(u", "_s)));
    return tile;
}

bool SandboxPage::pickTile(const QString &tileId)
{
    if (m_stage != Stage::ChooseTile && m_stage != Stage::PlaceTile)
        return false;
    const int tile = m_game.tiles().indexOf(tileId);
    if (tile < 0) {
        showMessage(tr("%1 is not one of the tiles in play.").arg(tileId));
        return false;
    }
    QString sentence;
    const RuleCode code = m_game.state().checkAvailable(tile, &sentence);
    if (code != RuleCode::Ok) {
        showVerdict(code, sentence);
        return false;
    }
    hold(tile);
    showMessage(tr("Picked %1.").arg(tileId));
    return true;
}

void SandboxPage::hold(int tile)
{
    m_held = tile;
    m_stage = Stage::PlaceTile;
    m_legal.clear();
    m_game.state().legalPlacements(tile, m_legal);
    m_scene->setPendingTile(m_game.tiles().definition(tile), m_game.tiles().tile(tile).distinctRotations, m_legal);
    m_scene->setPendingRotation(m_rotation);
    m_view->boardChanged();
    if (m_legal.empty())
        showMessage(tr("%1 fits nowhere on the board: set it aside.").arg(m_game.tiles().id(tile)));
    updateUi();
}

void SandboxPage::rotate(int quarterTurns)
{
    m_rotation = ((m_rotation + quarterTurns) % 4 + 4) % 4;
    m_scene->setPendingRotation(m_rotation);
    updateHand();
}

bool SandboxPage::dropAt(int x, int y)
{
    if (m_stage != Stage::PlaceTile || m_held < 0)
        return false;
    const Placement at {x, y, m_rotation};
    QString sentence;
    RuleCode code = m_game.state().checkAvailable(m_held, &sentence);
    if (code == RuleCode::Ok)
        code = m_game.state().checkPlacement(m_held, at, &sentence);
    if (code != RuleCode::Ok) {
        showVerdict(code, sentence);
        return false;
    }
    m_preview = m_game.preview(m_held, at);
    if (!m_preview) {
        showMessage(tr("The engine refused to place %1 at %2.").arg(m_game.tiles().id(m_held), cellText(x, y)));
        return false;
    }
    m_placement = at;
    enterFollowerStage();
    return true;
}

void SandboxPage::enterFollowerStage()
{
    m_stage = Stage::PlaceFollower;
    m_scene->clearPendingTile();
    showBoard(&m_preview->board());
    const int placed = m_preview->board().placedCount() - 1;
    QList<SpotChoice> spots = m_scene->spotsOf(placed);
    int allowed = 0;
    for (SpotChoice &spot : spots) {
        // Ask the engine about each spot on a copy of the game.
        GameState trial = m_game.state();
        Move move;
        move.tile = m_held;
        move.at = m_placement;
        move.follower = spot.spot;
        if (m_game.tiles().tile(m_held).cropCircle >= 0)
            move.crop = CropAction::Add;
        const TurnReport report = trial.play(move);
        const bool followerRefused
            = report.code >= RuleCode::FollowerOccupied && report.code <= RuleCode::FollowerNoFeature;
        spot.allowed = !followerRefused;
        if (followerRefused)
            spot.verdict = u"%1: %2"_s.arg(ruleCodeName(report.code), report.message);
        allowed += spot.allowed ? 1 : 0;
    }
    m_scene->setSpots(spots);
    rebuildChoices();
    const bool choices = !m_betChoices.isEmpty() || !m_cropChoices.isEmpty();
    if (allowed == 0 && !choices) {
        commit(std::nullopt);
        return;
    }
    m_followerHint->setText(allowed > 0 ? tr("Click a spot on the tile to place a follower there.")
                                        : tr("No follower can go on this tile."));
    showMessage(tr("%1 fits at %2. Place a follower or choose No follower.")
                    .arg(m_game.tiles().id(m_held), cellText(m_placement.x, m_placement.y)));
    updateUi();
}

void SandboxPage::leaveFollowerStage()
{
    m_scene->setSpots({});
    showBoard(&m_game.state().board());
    m_preview.reset();
    if (m_held >= 0)
        hold(m_held);
    else
        m_stage = Stage::ChooseTile;
    updateUi();
}

bool SandboxPage::placeFollower(int spotIndex)
{
    if (m_stage != Stage::PlaceFollower || spotIndex < 0 || spotIndex >= m_scene->spots().size())
        return false;
    return commit(m_scene->spots().at(spotIndex).spot);
}

bool SandboxPage::skipFollower()
{
    if (m_stage != Stage::PlaceFollower)
        return false;
    return commit(std::nullopt);
}

Move SandboxPage::turnChoices() const
{
    Move move;
    move.tile = m_held;
    move.at = m_placement;
    for (int p = 0; p < m_betChoices.size(); ++p) {
        const int token = m_betChoices.at(p)->currentData().toInt();
        if (token >= 0)
            move.bets.push_back({m_betChoices.at(p)->property("player").toInt(), token});
    }
    if (m_held >= 0 && m_game.tiles().tile(m_held).cropCircle >= 0) {
        move.crop = m_cropRemove->isChecked() ? CropAction::Remove : CropAction::Add;
        for (QComboBox *box : m_cropChoices) {
            CropPick pick;
            pick.player = box->property("player").toInt();
            const QVariantList where = box->currentData().toList();
            pick.skip = where.size() != 3;
            if (!pick.skip) {
                pick.x = where.at(0).toInt();
                pick.y = where.at(1).toInt();
                pick.position = where.at(2).toInt();
            }
            move.picks.push_back(pick);
        }
    }
    return move;
}

bool SandboxPage::commit(std::optional<FollowerSpot> follower)
{
    Move move = turnChoices();
    move.follower = follower;
    const TurnReport report = m_game.play(move);
    if (report.code != RuleCode::Ok) {
        showVerdict(report.code, report.message);
        return false;
    }
    m_held = -1;
    m_scene->setSpots({});
    m_stage = m_game.state().isOver() ? Stage::GameOver : Stage::ChooseTile;
    showBoard(&m_game.state().board());
    m_preview.reset(); // after the scene stopped looking at it
    showMessage(describe(report));
    updateUi();
    Q_EMIT gameChanged();
    return true;
}

void SandboxPage::setAsideHeld()
{
    if (m_stage != Stage::PlaceTile || m_held < 0 || !m_legal.empty())
        return;
    Move move;
    move.tile = m_held;
    move.discard = true;
    const TurnReport report = m_game.play(move);
    if (report.code != RuleCode::Ok) {
        showVerdict(report.code, report.message);
        return;
    }
    showMessage(tr("Set %1 aside.").arg(m_game.tiles().id(m_held)));
    m_held = -1;
    m_stage = Stage::ChooseTile;
    m_scene->clearPendingTile();
    updateUi();
}

bool SandboxPage::undo()
{
    if (!m_game.isStarted())
        return false;
    if (!m_game.canUndo()) {
        showMessage(tr("Nothing to take back."));
        return false;
    }
    if (m_stage == Stage::PlaceFollower)
        leaveFollowerStage();
    detachScene();
    m_game.undo();
    m_held = -1;
    m_stage = m_game.state().isOver() ? Stage::GameOver : Stage::ChooseTile;
    showBoard(&m_game.state().board());
    showMessage(tr("Took back the last move."));
    updateUi();
    Q_EMIT gameChanged();
    return true;
}

void SandboxPage::finishGame()
{
    if (!m_game.isStarted() || m_game.state().finished())
        return;
    if (m_stage == Stage::PlaceFollower)
        leaveFollowerStage();
    const FinalReport &final = m_game.finish();
    m_held = -1;
    m_stage = Stage::GameOver;
    m_scene->clearPendingTile();
    showBoard(&m_game.state().board());
    QStringList parts;
    for (int p = 0; p < m_game.players(); ++p)
        parts
            << tr("player %1: %2 (+%3)").arg(p + 1).arg(final.score[std::size_t(p)]).arg(final.points[std::size_t(p)]);
    showMessage(tr("Final scoring: %1.").arg(parts.join(u", "_s)));
    updateUi();
}

bool SandboxPage::saveRecord(const QString &path, QString *error)
{
    if (!m_game.isStarted()) {
        *error = tr("No game to save.");
        return false;
    }
    QString catalogueName = u"builtin"_s;
    if (m_document && !m_document->fileName().isEmpty())
        catalogueName = QFileInfo(path).absoluteDir().relativeFilePath(m_document->fileName());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_game.record(catalogueName).toJson()) < 0 || !file.commit()) {
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
    const std::optional<GameRecord> record = GameRecord::parse(file.readAll(), &problem);
    if (!record) {
        *error = u"%1: %2"_s.arg(QDir::toNativeSeparators(path), problem);
        return false;
    }
    SandboxGame loaded;
    problem = loaded.load(*record, catalogue());
    if (!problem.isEmpty()) {
        *error = u"%1: %2"_s.arg(QDir::toNativeSeparators(path), problem);
        return false;
    }
    if (m_stage == Stage::PlaceFollower)
        leaveFollowerStage();
    detachScene();
    m_game = std::move(loaded);
    {
        QSignalBlocker blocker(m_setup);
        m_setup->setRules(record->rules);
        m_setup->setPlayers(record->players);
        m_setup->setSeed(record->seed);
    }
    m_held = -1;
    m_stage = m_game.state().isOver() ? Stage::GameOver : Stage::ChooseTile;
    showBoard(&m_game.state().board());
    m_view->fitToView();
    rebuildPickList();
    showMessage(tr("Loaded %1: %n move(s).", nullptr, m_game.movesPlayed()).arg(QFileInfo(path).fileName()));
    updateUi();
    Q_EMIT gameChanged();
    return true;
}

void SandboxPage::saveWithDialog()
{
    QSettings settings;
    const QString folder = settings.value(u"board/recordFolder"_s).toString();
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Game Record"), folder,
                                                      tr("Game records (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setValue(u"board/recordFolder"_s, QFileInfo(path).absolutePath());
    QString error;
    if (saveRecord(path, &error))
        showMessage(tr("Saved the game record to %1.").arg(QDir::toNativeSeparators(path)));
    else
        showMessage(error);
}

void SandboxPage::loadWithDialog()
{
    QSettings settings;
    const QString folder = settings.value(u"board/recordFolder"_s).toString();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Game Record"), folder,
                                                      tr("Game records (*.json);;All files (*)"));
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

void SandboxPage::rebuildChoices()
{
    // Clear the rows of the last tile.
    while (m_betsForm->rowCount() > 0)
        m_betsForm->removeRow(0);
    while (m_cropForm->rowCount() > 0)
        m_cropForm->removeRow(0);
    m_betChoices.clear();
    m_cropChoices.clear();
    const bool active = m_stage == Stage::PlaceFollower && m_preview && m_held >= 0;
    const CompiledTile *tile = active ? &m_game.tiles().tile(m_held) : nullptr;
    const GameState &state = m_game.state();

    const bool bets = tile && tile->bookmaker && !state.tokens().empty();
    m_betsBox->setVisible(bets);
    if (bets) {
        for (int p = 0; p < m_game.players(); ++p) {
            auto *box = new QComboBox;
            box->setProperty("player", p);
            box->addItem(tr("No bet"), -1);
            for (int t = 0; t < int(state.tokens().size()); ++t) {
                if (state.tokenSupply(p, t) > 0)
                    box->addItem(state.tokens()[std::size_t(t)].id, t);
            }
            m_betsForm->addRow(tr("Player %1:").arg(p + 1), box);
            m_betChoices.append(box);
        }
    }

    const bool crop = tile && tile->cropCircle >= 0;
    m_cropBox->setVisible(crop);
    if (crop) {
        const SegmentKind kind = tile->cropCircleKind();
        const Board &board = m_preview->board();
        const bool add = m_cropAdd->isChecked();
        m_cropBox->setTitle(tr("Crop circle (%1)").arg(BoardScene::roleLabel(kind)));
        for (int p = 0; p < m_game.players(); ++p) {
            // Only players with such a follower choose anything.
            QList<std::pair<QString, QVariantList>> followers;
            for (const FollowerSlot &slot : board.followers(p)) {
                if (slot.node < 0 || board.kind(slot.node) != kind)
                    continue;
                int x = 0, y = 0;
                board.cellPosition(slot.placed, slot.cell, x, y);
                followers.append(
                    {tr("%1 at %2 %3").arg(BoardScene::roleLabel(kind), cellText(x, y), positionName(slot.position)),
                     QVariantList {x, y, slot.position}});
            }
            if (followers.isEmpty())
                continue;
            auto *box = new QComboBox;
            box->setProperty("player", p);
            if (add)
                box->addItem(tr("Skip"));
            for (const auto &[text, where] : std::as_const(followers))
                box->addItem(text, where);
            m_cropForm->addRow(tr("Player %1:").arg(p + 1), box);
            m_cropChoices.append(box);
        }
    }
}

void SandboxPage::rebuildPickList()
{
    m_pick->clear();
    m_pick->addItem(tr("Pick a tile…"));
    if (!m_game.isStarted())
        return;
    const CompiledTileSet &tiles = m_game.tiles();
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
    m_message->setText(text);
    m_message->setToolTip(QString());
}

QString SandboxPage::describe(const TurnReport &report) const
{
    const CompiledTileSet &tiles = m_game.tiles();
    QStringList parts;
    if (report.discarded)
        return tr("Player %1 set %2 aside.").arg(report.player + 1).arg(tiles.id(report.tile));
    parts << tr("Player %1 placed %2 at %3, %4°.")
                 .arg(report.player + 1)
                 .arg(tiles.id(report.tile), cellText(report.at.x, report.at.y))
                 .arg(90 * report.at.rotation);
    for (const FeatureScore &score : report.scored) {
        QStringList who;
        for (int p = 0; p < m_game.players(); ++p) {
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
                     .arg(m_game.state().tokens()[std::size_t(bet.token)].id)
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
    const bool started = m_game.isStarted();
    const bool choosing = m_stage == Stage::ChooseTile;
    const bool placing = m_stage == Stage::PlaceTile;
    const bool follower = m_stage == Stage::PlaceFollower;
    m_draw->setEnabled(choosing || (placing && m_game.state().pendingTile() < 0));
    m_pick->setEnabled(choosing || placing);
    m_rotateLeft->setEnabled(placing);
    m_rotateRight->setEnabled(placing);
    m_rotateAction->setEnabled(placing);
    m_rotateBackAction->setEnabled(placing);
    m_setAside->setVisible(placing && m_legal.empty());
    m_followerBox->setVisible(follower);
    if (!follower) {
        m_betsBox->hide();
        m_cropBox->hide();
    }
    m_undo->setEnabled(started && m_game.canUndo());
    m_save->setEnabled(started);
    m_finish->setEnabled(started && !m_game.state().finished());
    m_scores->setVisible(started);

    if (!started) {
        m_status->setText(tr("Choose expansions and rules, then start a game."));
    } else if (m_game.state().finished()) {
        m_status->setText(tr("The game is over."));
    } else {
        QString status = tr("Player %1 to play · %n tile(s) left", nullptr, m_game.state().tilesLeft())
                             .arg(m_game.state().currentPlayer() + 1);
        if (m_game.state().riverTiles() > 0)
            status += u" · "_s
                + tr("river %1 of %2").arg(m_game.state().riverTilesPlaced()).arg(m_game.state().riverTiles());
        m_status->setText(status);
    }
    updateHand();
    updateScores();
}

void SandboxPage::updateHand()
{
    const qreal ratio = devicePixelRatioF();
    QPixmap pixmap(QSize(72, 72) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    if (m_held >= 0 && m_game.isStarted()) {
        TileRenderOptions options;
        options.rotationDegrees = 90 * m_rotation;
        const TileRenderer renderer(options);
        QPainter painter(&pixmap);
        renderer.paint(painter, QRectF(2, 2, 68, 68), m_game.tiles().definition(m_held));
        const TileDefinition &tile = m_game.tiles().definition(m_held);
        // One line each, so the box keeps its height; the whole name is in the tool tip.
        const QString name = localName(tile, QLocale().name());
        const int room = std::max(80, m_handBox->width() - m_handPicture->width() - 40);
        const QString shortName = m_handText->fontMetrics().elidedText(name, Qt::ElideRight, room);
        m_handText->setText(u"<b>%1</b> · %2°<br>%3"_s.arg(tile.id.toHtmlEscaped())
                                .arg(90 * m_rotation)
                                .arg(shortName.toHtmlEscaped()));
        m_handText->setToolTip(name);
    } else {
        m_handText->setText(m_stage == Stage::GameOver ? tr("No tiles left.") : tr("Draw or pick a tile."));
    }
    m_handPicture->setPixmap(pixmap);
}

void SandboxPage::updateScores()
{
    if (!m_game.isStarted())
        return;
    const Board &board = m_game.state().board();
    m_scores->setRowCount(m_game.players());
    for (int p = 0; p < m_game.players(); ++p) {
        auto *name = new QTableWidgetItem(swatch(BoardScene::playerColour(p)), tr("Player %1").arg(p + 1));
        QFont font = name->font();
        font.setBold(p == m_game.state().currentPlayer() && !m_game.state().finished());
        name->setFont(font);
        m_scores->setItem(p, 0, name);
        auto *score = new QTableWidgetItem(QString::number(board.score(p)));
        score->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_scores->setItem(p, 1, score);
        auto *supply = new QTableWidgetItem(QString::number(board.supply(p)));
        supply->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_scores->setItem(p, 2, supply);
    }
    m_scores->setFixedHeight(m_scores->horizontalHeader()->height() + m_scores->rowHeight(0) * m_game.players() + 4);
}

void SandboxPage::retranslate()
{
    m_tints->setText(tr("Tint merged features"));
    m_tints->setToolTip(tr("Each city, road, field and river joined across tiles in its own colour"));
    m_fit->setText(tr("Fit"));
    m_fit->setToolTip(tr("Show the whole board (0)"));
    m_newGame->setText(tr("New game"));
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
    m_followerBox->setTitle(tr("Follower"));
    m_noFollower->setText(tr("No follower"));
    m_back->setText(tr("Back"));
    m_back->setToolTip(tr("Take the tile up again (Esc)"));
    m_betsBox->setTitle(tr("Bets"));
    m_cropBox->setTitle(tr("Crop circle"));
    m_cropAdd->setText(tr("Add"));
    m_cropRemove->setText(tr("Remove"));
    m_scores->setHorizontalHeaderLabels({tr("Player"), tr("Score"), tr("Followers")});
    m_undo->setText(tr("Undo move"));
    m_finish->setText(tr("Finish game"));
    m_save->setText(tr("Save record…"));
    m_load->setText(tr("Load record…"));
    m_rotateAction->setText(tr("Rotate Tile"));
    m_rotateBackAction->setText(tr("Rotate Tile Back"));
    m_cancelAction->setText(tr("Take Tile Back"));
    if (m_message->text().isEmpty())
        showMessage(tr("Tiles are placed by clicking a highlighted cell; R turns the tile."));
    updateUi();
}

void SandboxPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Krajina
