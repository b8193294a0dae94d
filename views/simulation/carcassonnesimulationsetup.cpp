// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "carcassonnesimulationsetup.h"

#include "balancesetup.h"
#include "board/gamesetupwidget.h"
#include "catalogue/catalogueio.h"
#include "document/cataloguedocument.h"
#include "engine/carcassonne/carcassonnegame.h"
#include "engine/carcassonne/gamerecord.h"
#include "seatfigurestable.h"
#include "seatpoliciesbox.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

namespace {

constexpr int MaxStuckGames = 20; // stuck games listed after a run

} // namespace

CarcassonneSimulationSetup::CarcassonneSimulationSetup(const GameRules &game, QWidget *parent)
    : SimulationSetup(game, parent)
    , m_setup(new GameSetupWidget(this))
    , m_balance(new BalanceSetup(this))
    , m_followLabel(new QLabel(this))
    , m_follow(new QComboBox(this))
    , m_stuckPage(new QWidget(this))
    , m_stuckHint(new QLabel(m_stuckPage.data()))
    , m_stuckList(new QListWidget(m_stuckPage.data()))
    , m_openStuck(new QPushButton(m_stuckPage.data()))
    , m_tiles(new TileBalanceTable(this))
    , m_comparison(new BalanceComparisonView(this))
    , m_seatFigures(new SeatFiguresTable(SeatFiguresTable::Game::ByScore, this))
{
    setObjectName(u"carcassonneSetup"_s);
    m_follow->setObjectName(u"followTile"_s);
    m_follow->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_follow->setMinimumContentsLength(8);
    m_stuckPage->setObjectName(u"stuckPage"_s);
    m_stuckList->setObjectName(u"stuckGames"_s);
    m_openStuck->setObjectName(u"openStuckGame"_s);
    m_stuckHint->setWordWrap(true);
    auto *form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(m_followLabel, m_follow);
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(m_setup);
    column->addLayout(form);
    column->addWidget(m_balance);
    auto *stuckColumn = new QVBoxLayout(m_stuckPage.data());
    stuckColumn->setContentsMargins(2, 2, 2, 2);
    stuckColumn->addWidget(m_stuckHint);
    stuckColumn->addWidget(m_stuckList, 1);
    stuckColumn->addWidget(m_openStuck, 0, Qt::AlignLeft);
    m_stuckPage->hide(); // until the page puts it in a tab
    m_tiles->hide();
    m_comparison->hide();
    m_seatFigures->hide();

    connect(m_setup, &GameSetupWidget::changed, this, &CarcassonneSimulationSetup::refillFollowBox);
    connect(m_setup, &GameSetupWidget::changed, this, &SimulationSetup::changed);
    connect(m_setup, &GameSetupWidget::changed, this, [this] { m_balance->setPlayers(m_setup->players()); });
    connect(m_balance->seatPolicies(), &SeatPoliciesBox::changed, this, &SimulationSetup::changed);
    m_balance->setPlayers(m_setup->players());
    connect(m_openStuck, &QPushButton::clicked, this, [this] { openStuckGame(m_stuckList->currentRow()); });
    connect(m_stuckList, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { openStuckGame(m_stuckList->row(item)); });
    connect(m_stuckList, &QListWidget::currentRowChanged, this, &CarcassonneSimulationSetup::updateButtons);
    m_setup->setCatalogue(bundledCatalogue());
    retranslate();
    refillFollowBox();
    updateButtons();
}

CarcassonneSimulationSetup::~CarcassonneSimulationSetup()
{
    // The page's tabs hold the stuck games' and the balance figures' pages: they go with this set-up.
    delete m_stuckPage.data();
    delete m_tiles.data();
    delete m_comparison.data();
    delete m_seatFigures.data();
}

void CarcassonneSimulationSetup::setDocument(CatalogueDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    const auto refill = [this] {
        m_setup->setCatalogue(m_document ? m_document->playableCatalogue() : bundledCatalogue());
        refillFollowBox();
    };
    // Every change: the tiles to follow and the set-up's words are the document's (a run keeps its own).
    if (document)
        connect(document, &CatalogueDocument::playableChanged, this, refill);
    refill();
}

QHash<QString, QString> CarcassonneSimulationSetup::options() const
{
    const RuleSet rules = m_setup->rules();
    QHash<QString, QString> values {
        {u"expansions"_s, rules.expansions.join(u',')},      {u"rules"_s, rules.changedOptions()},
        {u"players"_s, QString::number(m_setup->players())}, {u"seed"_s, QString::number(m_setup->seed())},
        {u"follow"_s, m_follow->currentData().toString()},   {u"keep-max"_s, QString::number(MaxStuckGames)},
    };
    values.insert(m_balance->optionValues());
    return values;
}

QString CarcassonneSimulationSetup::playingMessage(int games) const
{
    return tr("Playing %n game(s) of %1…", nullptr, games).arg(m_setup->rules().expansions.join(u", "_s));
}

void CarcassonneSimulationSetup::rememberIn(const QString &group)
{
    m_setup->rememberIn(group);
    m_balance->seatPolicies()->rememberIn(group + u"/carcassonneSeats"_s);
}

QList<std::pair<QWidget *, QString>> CarcassonneSimulationSetup::resultPages() const
{
    const QString title
        = m_stuckCount < 0 ? tr("Stuck Games") : tr("Stuck Games (%1)").arg(QLocale().toString(m_stuckCount));
    return {{m_stuckPage.data(), title},
            {m_tiles.data(), tr("Tiles")},
            {m_comparison.data(), tr("Comparison")},
            {m_seatFigures.data(), tr("Seats")}};
}

bool CarcassonneSimulationSetup::showsHeatMapBeside(const QWidget *page) const
{
    // The tiles' figures and the comparison need the width: six and five columns at 1280x800.
    return page != m_tiles.data() && page != m_comparison.data();
}

void CarcassonneSimulationSetup::showResult(const Simulation *simulation, bool)
{
    m_stuck.clear();
    m_stuckList->clear();
    const auto *run = dynamic_cast<const CarcassonneSimulation *>(simulation);
    m_stuckCount = run ? run->report().stuck : -1;
    m_setupRun = run ? run->setup() : GameSetup();
    m_seedRun = run ? run->options().seed : 0;
    if (run && m_setupRun.tiles) {
        for (int game : run->report().statistics.stuckGames()) {
            GameRecord record;
            Simulator::recordRunGame(m_setupRun, m_seedRun, game, record);
            StuckGame stuck;
            stuck.game = game;
            stuck.move = Simulator::stuckMove(record, *m_setupRun.tiles);
            if (stuck.move >= 0)
                stuck.tile = record.moves.at(stuck.move).json.value(u"tile"_s).toString();
            m_stuck << stuck;
        }
    }
    if (run) {
        const Catalogue &catalogue = m_document ? m_document->playableCatalogue() : bundledCatalogue();
        m_tiles->setReport(run->report(), catalogue.tiles);
        m_comparison->setReport(run->report());
        m_seatFigures->setFigures(run->report().seats, run->report().seatTally);
    } else {
        m_tiles->setReport(SimulationReport(), {});
        m_comparison->setReport(SimulationReport());
        m_seatFigures->setFigures({}, SeatTally());
    }
    for (int row = 0; row < m_stuck.size(); ++row)
        m_stuckList->addItem(stuckGameText(row));
    if (!m_stuck.isEmpty())
        m_stuckList->setCurrentRow(0);
    retranslate();
    updateButtons();
}

QString CarcassonneSimulationSetup::stuckGameText(int row) const
{
    const StuckGame &stuck = m_stuck.at(row);
    return tr("Game %1: %2 could not go on (move %3)").arg(stuck.game + 1).arg(stuck.tile).arg(stuck.move);
}

bool CarcassonneSimulationSetup::openStuckGame(int row)
{
    if (row < 0 || row >= m_stuck.size() || !m_setupRun.tiles)
        return false;
    const StuckGame &stuck = m_stuck.at(row);
    GameRecord record;
    Simulator::recordRunGame(m_setupRun, m_seedRun, stuck.game, record);
    record.catalogue = u"builtin"_s;
    record.expectations = {};
    if (stuck.move >= 0)
        record.moves.resize(stuck.move + 1); // up to the river tile set aside, with it
    Q_EMIT openInSandbox(record,
                         tr("Game %1 of the simulation (seed %2): at move %3 %4 fit nowhere and was set aside; "
                            "the river could not go on.")
                             .arg(stuck.game + 1)
                             .arg(m_seedRun)
                             .arg(stuck.move)
                             .arg(stuck.tile));
    return true;
}

void CarcassonneSimulationSetup::refillFollowBox()
{
    const QString current = m_follow->currentData().toString();
    const Catalogue &catalogue = m_document ? m_document->playableCatalogue() : bundledCatalogue();
    QStringList expansions;
    for (const QString &e : m_setup->checkedExpansions())
        expansions << e.section(u':', 0, 0);
    const QSignalBlocker blocker(m_follow);
    m_follow->clear();
    m_follow->addItem(tr("(none)"), QString());
    // In one insertion: item by item, a catalogue of 100,000 tiles took a fifth of a second.
    QList<QStandardItem *> items;
    for (const TileDefinition &tile : catalogue.tiles) {
        if (expansions.contains(tile.expansion)) {
            auto *item = new QStandardItem(tile.id);
            item->setData(tile.id, Qt::UserRole);
            items << item;
        }
    }
    static_cast<QStandardItemModel *>(m_follow->model())->invisibleRootItem()->appendRows(items);
    m_follow->setCurrentIndex(std::max(0, m_follow->findData(current)));
}

void CarcassonneSimulationSetup::updateButtons()
{
    m_openStuck->setEnabled(m_stuckList->currentRow() >= 0);
}

void CarcassonneSimulationSetup::retranslate()
{
    m_followLabel->setText(tr("Follow tile:"));
    m_follow->setToolTip(tr("Count the board cells where the copies of this tile design were placed (a layer of "
                            "the heat map)"));
    if (m_follow->count() > 0)
        m_follow->setItemText(0, tr("(none)"));
    m_openStuck->setText(tr("Open in Sandbox"));
    m_openStuck->setToolTip(tr("Show the game on the Sandbox page at the move where the river got stuck"));
    if (m_stuckCount < 0)
        m_stuckHint->setText(tr("Games in which a river tile fit nowhere are listed here after a run."));
    else
        m_stuckHint->setText(m_stuckCount == 0
                                 ? tr("No game got stuck.")
                                 : tr("%n game(s) got stuck; the first are listed. Open one to see the board at the "
                                      "move where a river tile fit nowhere.",
                                      nullptr, m_stuckCount));
    for (int row = 0; row < m_stuckList->count() && row < m_stuck.size(); ++row)
        m_stuckList->item(row)->setText(stuckGameText(row));
}

void CarcassonneSimulationSetup::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    SimulationSetup::changeEvent(event);
}

} // namespace Krajina
