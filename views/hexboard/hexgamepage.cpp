// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hexgamepage.h"

#include "catalogue/catalogueio.h"
#include "common/flowlayout.h"
#include "document/cataloguedocument.h"
#include "dosriosrulesbutton.h"
#include "hexgameview.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardPaths>
#include <QToolButton>
#include <QVBoxLayout>

#include <limits>

using namespace Qt::StringLiterals;

namespace Krajina {

using namespace DosRios;

namespace {

void clearLayout(QLayout *layout)
{
    while (QLayoutItem *item = layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

} // namespace

HexGamePage::HexGamePage(QWidget *parent)
    : QWidget(parent)
    , m_view(new HexGameView(this))
    , m_seedLabel(new QLabel(this))
    , m_seed(new QSpinBox(this))
    , m_playersLabel(new QLabel(this))
    , m_players(new QSpinBox(this))
    , m_boardLabel(new QLabel(this))
    , m_board(new QComboBox(this))
    , m_startLabel(new QLabel(this))
    , m_start(new QComboBox(this))
    , m_rules(new DosRiosRulesButton(this))
    , m_newGame(new QPushButton(this))
    , m_open(new QPushButton(this))
    , m_save(new QPushButton(this))
    , m_reopen(new QPushButton(this))
    , m_rulebook(new QToolButton(this))
    , m_undo(new QToolButton(this))
    , m_redo(new QToolButton(this))
    , m_turnLine(new QLabel(this))
    , m_turnBox(new QGroupBox(this))
    , m_buildFarm(new QPushButton(this))
    , m_buildHacienda(new QPushButton(this))
    , m_score(new QPushButton(this))
    , m_pass(new QPushButton(this))
    , m_scoreHint(new QLabel(this))
    , m_cardsBox(new QGroupBox(this))
    , m_cardsLayout(new QVBoxLayout)
    , m_deckLabel(new QLabel(this))
    , m_playersBox(new QGroupBox(this))
    , m_playersGrid(new QGridLayout)
    , m_status(new QLabel(this))
    , m_scoreAction(new QAction(this))
    , m_passAction(new QAction(this))
{
    setObjectName(u"hexGamePage"_s);
    m_seed->setObjectName(u"gameSeed"_s);
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(1);
    m_seedLabel->setBuddy(m_seed);
    m_players->setObjectName(u"gamePlayers"_s);
    m_players->setRange(2, MaxPlayers);
    m_playersLabel->setBuddy(m_players);
    m_board->setObjectName(u"gameBoard"_s);
    m_board->addItems({QString(), QString()}); // BoardSource::Seed, BoardSource::Layout (retranslate())
    m_boardLabel->setBuddy(m_board);
    m_start->setObjectName(u"gameStartPlayer"_s);
    m_startLabel->setBuddy(m_start);
    m_newGame->setObjectName(u"gameNew"_s);
    m_open->setObjectName(u"gameOpen"_s);
    m_save->setObjectName(u"gameSave"_s);
    m_reopen->setObjectName(u"gameReopen"_s);
    m_rulebook->setObjectName(u"gameRulebook"_s);
    m_rulebook->setIcon(QIcon::fromTheme(u"help-contents"_s));
    m_rulebook->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_rulebook->setAutoRaise(true);
    m_undo->setObjectName(u"gameUndo"_s);
    m_undo->setIcon(QIcon::fromTheme(u"edit-undo"_s));
    m_undo->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_redo->setObjectName(u"gameRedo"_s);
    m_redo->setIcon(QIcon::fromTheme(u"edit-redo"_s));
    m_redo->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_buildFarm->setObjectName(u"gameBuildFarm"_s);
    m_buildHacienda->setObjectName(u"gameBuildHacienda"_s);
    m_score->setObjectName(u"gameScore"_s);
    m_pass->setObjectName(u"gamePass"_s);
    m_turnLine->setObjectName(u"gameTurn"_s);
    m_turnLine->setWordWrap(true);
    m_scoreHint->setObjectName(u"gameScoreHint"_s);
    m_scoreHint->setWordWrap(true);
    m_deckLabel->setObjectName(u"gameDeck"_s);
    m_status->setObjectName(u"gameStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_status->setMinimumHeight(fontMetrics().height() * 2 + 4);

    m_scoreAction->setShortcut(QKeySequence(Qt::Key_S));
    m_passAction->setShortcut(QKeySequence(Qt::Key_P));
    for (QAction *action : {m_scoreAction, m_passAction}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
    }

    // The bar wraps onto a second line in a narrow dock; a label stays with its field.
    auto *bar = new FlowLayout;
    bar->setSpacing(6);
    const auto pair = [this](QLabel *label, QWidget *field) {
        auto *both = new QWidget(this);
        auto *row = new QHBoxLayout(both);
        row->setContentsMargins(0, 0, 0, 0);
        row->addWidget(label);
        row->addWidget(field);
        return both;
    };
    bar->addWidget(pair(m_boardLabel, m_board));
    bar->addWidget(pair(m_seedLabel, m_seed));
    bar->addWidget(pair(m_playersLabel, m_players));
    bar->addWidget(pair(m_startLabel, m_start));
    bar->addWidget(m_rules);
    bar->addWidget(m_newGame);
    bar->addWidget(m_open);
    bar->addWidget(m_save);
    bar->addWidget(m_reopen);
    bar->addWidget(m_rulebook);
    bar->addStretch();
    bar->addWidget(m_undo);
    bar->addWidget(m_redo);

    // The board takes the room the side panel leaves (arrangeSidePanel() sizes the panel).
    m_sidePanel = makeSidePanel();
    m_body = new QWidget(this);
    auto *body = new QHBoxLayout(m_body);
    body->setContentsMargins(0, 0, 0, 0);
    body->addWidget(m_view, 1);
    body->addWidget(m_sidePanel);
    m_body->installEventFilter(this);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_body, 1);
    layout->addWidget(m_status);

    connect(m_players, &QSpinBox::valueChanged, this, &HexGamePage::updateStartPlayers);
    connect(m_newGame, &QPushButton::clicked, this, [this] {
        if (mayReplaceGame())
            newGame(std::uint64_t(m_seed->value()), m_players->value());
    });
    connect(m_open, &QPushButton::clicked, this, &HexGamePage::openWithDialog);
    connect(m_save, &QPushButton::clicked, this, &HexGamePage::saveWithDialog);
    connect(m_reopen, &QPushButton::clicked, this, [this] {
        if (mayReplaceGame())
            reopenLastGame();
    });
    connect(m_rulebook, &QToolButton::clicked, this, [this] { Q_EMIT rulesPageRequested(u"dos-rios"_s); });
    connect(m_undo, &QToolButton::clicked, this, &HexGamePage::undo);
    connect(m_redo, &QToolButton::clicked, this, &HexGamePage::redo);
    connect(m_buildFarm, &QPushButton::clicked, this, [this] { buildAtCurrent(Building::Farm); });
    connect(m_buildHacienda, &QPushButton::clicked, this, [this] { buildAtCurrent(Building::Hacienda); });
    connect(m_score, &QPushButton::clicked, this, &HexGamePage::scoreCard);
    connect(m_pass, &QPushButton::clicked, this, &HexGamePage::passCard);
    connect(m_scoreAction, &QAction::triggered, this, &HexGamePage::scoreCard);
    connect(m_passAction, &QAction::triggered, this, &HexGamePage::passCard);
    connect(m_view, &HexGameView::farmersDropped, this, [this](int from, int to, int farmers) {
        if (from == -1)
            placeFarmer(to);
        else
            moveFarmers(from, to, farmers);
    });
    connect(m_view, &HexGameView::placeClicked, this, [this](int place) {
        if (m_history.isStarted() && state().phase() == Phase::SetUp)
            placeFarmer(place);
    });
    connect(m_view, &HexGameView::sideClicked, this, &HexGamePage::dam);
    connect(m_view, &HexGameView::courseSideClicked, this, &HexGamePage::chooseCourse);
    connect(m_view, &HexGameView::secondFarmerChosen, this, &HexGamePage::chooseSecondFarmer);
    connect(m_view, &HexGameView::buildRequested, this, &HexGamePage::build);
    connect(m_view, &HexGameView::hexMenuRequested, this, &HexGamePage::showHexMenu);
    connect(m_view, &HexGameView::currentHexChanged, this, &HexGamePage::updateActions);
    m_hasLastGame = QFileInfo::exists(lastGamePath());
    retranslate();
    refresh();
}

HexGamePage::~HexGamePage()
{
    keepLastGame();
}

void HexGamePage::setDocument(CatalogueDocument *document)
{
    m_document = document;
    if (!m_history.isStarted())
        newGame(std::uint64_t(m_seed->value()), m_players->value());
}

const PieceSet &HexGamePage::pieces() const
{
    return m_document ? m_document->catalogue().dosRios : bundledCatalogue().dosRios;
}

bool HexGamePage::newGame(std::uint64_t seed, int players)
{
    if (pieces().isEmpty()) {
        showMessage([] { return tr("The catalogue has no Dos Rios pieces."); });
        return false;
    }
    GameSetUp setUp;
    setUp.players = players;
    setUp.seed = seed;
    setUp.rules = m_rules->rules();
    setUp.deckRunsOut = m_rules->deckRunsOut();
    if (const int start = startPlayer(); start >= 0 && start < players)
        setUp.startPlayer = start;
    const bool onLayout = boardSource() == BoardSource::Layout;
    if (onLayout) {
        if (!m_document || m_document->dosRiosBoard().placements.isEmpty()) {
            showMessage([] {
                return tr("The Board page has no layout to play on: lay one out there, or take the board from "
                          "the seed.");
            });
            return false;
        }
        setUp.layout = layoutOf(m_document->dosRiosBoard());
    }
    keepLastGame();
    if (const QString error = m_history.start(pieces(), setUp); !error.isEmpty()) {
        showMessage(error);
        return false;
    }
    dropCourseChoice();
    m_savedRecord.clear();
    m_seed->setValue(int(std::min<std::uint64_t>(seed, std::uint64_t(m_seed->maximum()))));
    m_players->setValue(players);
    m_view->setGame(&m_history.state(), pieces().slots);
    showMessage([onLayout, seed, players, first = state().currentPlayer() + 1] {
        return (onLayout ? tr("A new game on the Board page's layout for %1 players, the cards from seed %2.")
                               .arg(players)
                               .arg(seed)
                         : tr("A new game from seed %1 for %2 players.").arg(seed).arg(players))
            + u' '
            + tr("Player %1 places first: drag a farmer from the tray (lower left) onto an unoccupied inner hex, or "
                 "click the hex.")
                  .arg(first);
    });
    refresh();
    Q_EMIT gameChanged();
    return true;
}

bool HexGamePage::playRecord(const GameRecord &record, QString *error)
{
    if (pieces().isEmpty()) {
        *error = tr("The catalogue has no Dos Rios pieces.");
        return false;
    }
    GameSetUp setUp;
    if (const QString problem = recordSetUp(pieces(), record, setUp); !problem.isEmpty()) {
        *error = problem;
        return false;
    }
    keepLastGame();
    if (const QString problem = m_history.start(pieces(), setUp); !problem.isEmpty()) {
        *error = problem;
        return false;
    }
    dropCourseChoice();
    m_seed->setValue(int(std::min<std::uint64_t>(setUp.seed, std::uint64_t(m_seed->maximum()))));
    m_players->setValue(setUp.players);
    setStartPlayer(setUp.startPlayer.value_or(-1));
    m_rules->setRules(setUp.rules, setUp.deckRunsOut);
    m_view->setGame(&m_history.state(), pieces().slots);
    showMessage([layout = bool(setUp.layout), players = setUp.players, seed = setUp.seed] {
        return layout
            ? tr("A game on the layout of its record for %1 players, the cards from seed %2.").arg(players).arg(seed)
            : tr("A game from seed %1 for %2 players.").arg(seed).arg(players);
    });
    for (const RecordMove &move : record.moves)
        play(recordAction(state(), move));
    // A record read is saved as it stands; one with refused moves is not (the refused ones are not played).
    m_savedRecord = m_history.record();
    refresh();
    Q_EMIT gameChanged();
    return true;
}

bool HexGamePage::loadRecord(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    QString problem;
    const std::optional<GameRecord> record = GameRecord::parse(file.readAll(), &problem);
    if (!record || !playRecord(*record, &problem)) {
        *error = u"%1: %2"_s.arg(QDir::toNativeSeparators(path), problem);
        return false;
    }
    return true;
}

bool HexGamePage::saveRecord(const QString &path, QString *error)
{
    if (!m_history.isStarted()) {
        *error = tr("No game to save.");
        return false;
    }
    const QByteArray record = m_history.record();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(record) < 0 || !file.commit()) {
        *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    m_savedRecord = record;
    return true;
}

HexGamePage::BoardSource HexGamePage::boardSource() const
{
    return m_board->currentIndex() == 1 ? BoardSource::Layout : BoardSource::Seed;
}

void HexGamePage::setBoardSource(BoardSource source)
{
    m_board->setCurrentIndex(source == BoardSource::Layout ? 1 : 0);
}

int HexGamePage::startPlayer() const
{
    return m_start->currentIndex() - 1;
}

void HexGamePage::setStartPlayer(int player)
{
    m_start->setCurrentIndex(std::clamp(player + 1, 0, m_start->count() - 1));
}

void HexGamePage::updateStartPlayers()
{
    // "Drawn", then one entry per player.
    const int chosen = m_start->currentIndex();
    const QSignalBlocker blocker(m_start);
    m_start->clear();
    m_start->addItem(tr("Drawn"));
    for (int p = 0; p < m_players->value(); ++p)
        m_start->addItem(tr("Player %1").arg(p + 1));
    m_start->setCurrentIndex(std::clamp(chosen, 0, m_start->count() - 1));
}

QString HexGamePage::lastGamePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + u"/dos-rios-last-game.json"_s;
}

bool HexGamePage::hasUnsavedMoves() const
{
    return m_history.isStarted() && (m_history.canUndo() || m_history.canRedo()) && m_history.record() != m_savedRecord;
}

void HexGamePage::keepLastGame()
{
    if (!m_history.isStarted() || !(m_history.canUndo() || m_history.canRedo()))
        return;
    const QString path = lastGamePath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(m_history.record()) >= 0 && file.commit())
        m_hasLastGame = true;
    else
        qWarning(
            "%s",
            qPrintable(
                tr("Cannot keep the last game in %1: %2").arg(QDir::toNativeSeparators(path), file.errorString())));
}

bool HexGamePage::mayReplaceGame()
{
    if (!hasUnsavedMoves())
        return true;
    QMessageBox question(
        QMessageBox::Question, tr("Replace the Game?"),
        tr("The game in progress has %n move(s) that are not saved in a record.", nullptr, m_history.movesPlayed()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    question.setObjectName(u"gameReplaceQuestion"_s);
    question.setInformativeText(tr("Save it as a game record first? A game replaced stays available as the last "
                                   "game (Last Game) until another one replaces it."));
    question.setDefaultButton(QMessageBox::Save);
    switch (question.exec()) {
    case QMessageBox::Save:
        return saveWithDialog();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

bool HexGamePage::reopenLastGame()
{
    const QString path = lastGamePath();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showMessage([] { return tr("No last game to reopen."); });
        return false;
    }
    const QByteArray text = file.readAll();
    file.close();
    QString problem;
    const std::optional<GameRecord> record = GameRecord::parse(text, &problem);
    if (!record || !playRecord(*record, &problem)) {
        showMessage(u"%1: %2"_s.arg(QDir::toNativeSeparators(path), problem));
        return false;
    }
    m_savedRecord.clear(); // not saved anywhere but the last game's file, which the next replacement overwrites
    showMessage([moves = m_history.movesPlayed()] {
        return tr("Reopened the last game (%n move(s)); the game it replaced is now the last game.", nullptr, moves);
    });
    updateActions();
    return true;
}

void HexGamePage::openWithDialog()
{
    if (!mayReplaceGame())
        return;
    QSettings settings;
    const QString folder = settings.value(u"board/dosRiosRecordFolder"_s).toString();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Dos Rios Game Record"), folder,
                                                      tr("Game records (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setValue(u"board/dosRiosRecordFolder"_s, QFileInfo(path).absolutePath());
    QString error;
    if (!loadRecord(path, &error))
        showMessage(error);
}

bool HexGamePage::saveWithDialog()
{
    QSettings settings;
    const QString folder = settings.value(u"board/dosRiosRecordFolder"_s).toString();
    const QString name = (m_history.setUp().layout ? tr("dos-rios-layout-seed-%1-%2-players.json")
                                                   : tr("dos-rios-seed-%1-%2-players.json"))
                             .arg(m_history.setUp().seed)
                             .arg(m_history.setUp().players);
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Dos Rios Game Record"),
                                                      folder.isEmpty() ? name : QDir(folder).filePath(name),
                                                      tr("Game records (*.json);;All files (*)"));
    if (path.isEmpty())
        return false;
    settings.setValue(u"board/dosRiosRecordFolder"_s, QFileInfo(path).absolutePath());
    QString error;
    if (!saveRecord(path, &error)) {
        showMessage(error);
        return false;
    }
    showMessage([path] {
        return tr("Saved the game record to %1 (krajina-cli play replays it).").arg(QDir::toNativeSeparators(path));
    });
    return true;
}

int HexGamePage::placeOf(const Hex &hex) const
{
    return m_history.isStarted() ? state().placeAt(hex) : -1;
}

bool HexGamePage::event(QEvent *event)
{
    // Ctrl+Z and Ctrl+Shift+Z inside the page take back and replay moves of the game, not edits of the
    // catalogue (the main window's Undo): the key comes here instead of to the window's shortcut.
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void HexGamePage::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Undo)) {
        undo();
        return;
    }
    if (event->matches(QKeySequence::Redo)) {
        redo();
        return;
    }
    if (chooseCourseByKey(event) || chooseSecondFarmerByKey(event))
        return;
    QWidget::keyPressEvent(event);
}

void HexGamePage::refresh()
{
    const bool started = m_history.isStarted();
    if (started)
        m_view->refresh();
    updateActions();
    m_scoreHint->clear();
    if (!started) {
        m_turnLine->setText(tr("No game."));
    } else if (state().phase() == Phase::SetUp) {
        const int player = state().currentPlayer();
        m_turnLine->setText(tr("Set-up: player %1 places a farmer on an unoccupied inner hex (%n left).", nullptr,
                               state().farmersToPlace(player))
                                .arg(player + 1));
    } else if (state().phase() == Phase::Over) {
        if (state().winner() >= 0)
            m_turnLine->setText(
                u"<b>%1</b>"_s.arg((state().winCondition() == WinCondition::OnRiver
                                        ? tr("Player %1 has won with 3 farms and the hacienda, all on a river.")
                                        : state().winCondition() == WinCondition::DeckRanOut
                                        ? tr("The deck ran out: player %1 has won by the tie-break.")
                                        : tr("Player %1 has won with all farms and the hacienda built."))
                                       .arg(state().winner() + 1)
                                       .toHtmlEscaped()));
        else
            m_turnLine->setText(tr("The game is over: the deck ran out and nobody won."));
    } else {
        m_turnLine->setText(u"<b>%1</b><br>%2<br>%3"_s.arg(
            tr("Player %1 to play (turn %2)").arg(state().currentPlayer() + 1).arg(state().turn() + 1).toHtmlEscaped(),
            tr("Movement points left: %1 of %2").arg(state().movementLeft()).arg(MovementPoints).toHtmlEscaped(),
            tr("Built this turn: %1 of %2").arg(state().buildsThisTurn()).arg(BuildsPerTurn).toHtmlEscaped()));
        // What scoring the first card would pay now.
        if (!state().display().empty()) {
            GameState trial = state();
            Action score;
            score.kind = Action::Kind::Score;
            const Outcome outcome = trial.apply(score);
            m_scoreHint->setText(
                outcome.code == RuleCode::Ok
                    ? tr("Scoring %1 now: %2.").arg(cardName(state().display().front()), payouts(outcome))
                    : ruleCodeSummary(outcome.code));
        }
    }
    refreshCards();
    refreshPlayers();
}

void HexGamePage::updateActions()
{
    const bool started = m_history.isStarted();
    m_save->setEnabled(started);
    m_reopen->setEnabled(m_hasLastGame);
    m_undo->setEnabled(started && m_history.canUndo());
    m_redo->setEnabled(started && m_history.canRedo());
    const bool playing = started && state().phase() == Phase::Play;
    const bool onHex = playing && m_view->currentHex() && state().isInner(placeOf(*m_view->currentHex()));
    m_buildFarm->setEnabled(onHex);
    m_buildHacienda->setEnabled(onHex);
    m_score->setEnabled(playing && !state().display().empty());
    m_pass->setEnabled(playing && !state().display().empty());
    m_scoreAction->setEnabled(m_score->isEnabled());
    m_passAction->setEnabled(m_pass->isEnabled());
}

void HexGamePage::refreshCards()
{
    clearLayout(m_cardsLayout);
    if (!m_history.isStarted()) {
        m_deckLabel->clear();
        return;
    }
    const std::vector<int> &display = state().display();
    for (std::size_t i = 0; i < display.size(); ++i) {
        auto *label = new QLabel;
        label->setObjectName(u"gameCard%1"_s.arg(i + 1));
        QString card = cardName(display[i]);
        card[0] = card[0].toUpper();
        const QString name = tr("%1. %2").arg(i + 1).arg(card).toHtmlEscaped();
        label->setText(
            i == 0 ? u"<b>%1</b> — %2"_s.arg(name, tr("scored or passed at the end of the turn").toHtmlEscaped())
                   : name);
        label->setWordWrap(true);
        label->setToolTip(cardRule(display[i]));
        m_cardsLayout->addWidget(label);
    }
    m_deckLabel->setText(tr("Deck: %n card(s)", nullptr, state().deckSize()) + u" · "_s
                         + tr("discarded: %1").arg(state().discardSize()));
}

void HexGamePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
        if (m_statusText)
            m_status->setText(m_statusText());
    }
    QWidget::changeEvent(event);
}

void HexGamePage::retranslate()
{
    m_boardLabel->setText(tr("&Board:"));
    m_board->setItemText(0, tr("From the seed"));
    m_board->setItemText(1, tr("This layout"));
    m_board->setToolTip(tr("The board of a new game: the one the seed lays, or the layout of the Board page "
                           "(its tiles, turns, outflows and dams)"));
    m_seedLabel->setText(tr("&Seed:"));
    m_seed->setToolTip(tr("The seed of a new game: it shuffles the cards, draws the start player and, from the "
                          "seed, lays the board"));
    m_playersLabel->setText(tr("&Players:"));
    m_startLabel->setText(tr("S&tart:"));
    m_start->setToolTip(tr("Who places the first farmer and moves first: drawn from the seed, or the player "
                           "chosen"));
    updateStartPlayers();
    m_newGame->setText(tr("&New Game"));
    m_newGame->setToolTip(tr("Set up a game: the board, the cards and the start player"));
    m_open->setText(tr("Open Record…"));
    m_open->setToolTip(tr("Play a Dos Rios game record move by move (krajina-cli play reads the same files)"));
    m_save->setText(tr("Save Record…"));
    m_save->setToolTip(tr("Save this game as a Dos Rios game record"));
    m_reopen->setText(tr("Last Game"));
    m_reopen->setToolTip(tr("Reopen the game that New Game or Open Record replaced last"));
    m_rulebook->setText(tr("Rulebook"));
    m_rulebook->setToolTip(tr("Read the Dos Rios rules in the Rules tab"));
    m_undo->setText(tr("Undo"));
    m_undo->setToolTip(
        tr("Take back the last move (%1)").arg(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)));
    m_redo->setText(tr("Redo"));
    m_redo->setToolTip(tr("Play the move taken back again (%1)")
                           .arg(QKeySequence(QKeySequence::Redo).toString(QKeySequence::NativeText)));
    m_turnBox->setTitle(tr("Turn"));
    m_cardsBox->setTitle(tr("Cards"));
    m_playersBox->setTitle(tr("Players"));
    m_buildFarm->setText(tr("Build &Farm"));
    m_buildFarm->setToolTip(tr("Build a farm (500) on the hex with the cursor (F)"));
    m_buildHacienda->setText(tr("Build &Hacienda"));
    m_buildHacienda->setToolTip(tr("Build a hacienda (1000) on the hex with the cursor (H)"));
    m_score->setText(tr("Score Card"));
    m_score->setToolTip(tr("Score the card in position 1 and end the turn (S)"));
    m_pass->setText(tr("Pass Card"));
    m_pass->setToolTip(tr("Put the card in position 1 to the back of the row and end the turn (P)"));
    m_scoreAction->setText(m_score->text());
    m_passAction->setText(m_pass->text());
    m_view->setToolTip(QString());
    m_view->setWhatsThis(
        tr("Drag a farmer to move it (with Shift two together); at the set-up drag one from the "
           "tray or click an inner hex. Click a side of a hex to dam it. Right-click a hex to "
           "build or dam. Keys: arrows move the cursor, Space picks a farmer up and puts it down, "
           "F and H build, S and P score or pass the card, Ctrl+Z and Ctrl+Shift+Z undo and redo. Where a dam or "
           "the first farmer leaves a river a choice of way, its sides are numbered on the board: "
           "click one or press its number."));
}

} // namespace Krajina
