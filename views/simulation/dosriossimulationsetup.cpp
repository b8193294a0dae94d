// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dosriossimulationsetup.h"

#include "catalogue/catalogueio.h"
#include "document/cataloguedocument.h"
#include "engine/dosrios/dosriosgame.h"
#include "engine/dosrios/gamesimulator.h"
#include "engine/dosrios/ruleoptions.h"
#include "hex/boardstatistics.h"
#include "hex/terrain.h"
#include "hexboard/dosriosrulesbutton.h"
#include "seatfigurestable.h"
#include "seatpoliciesbox.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>

#include <limits>

using namespace Qt::StringLiterals;

namespace Krajina {

DosRiosSimulationSetup::DosRiosSimulationSetup(const GameRules &game, QWidget *parent)
    : SimulationSetup(game, parent)
    , m_playersLabel(new QLabel(this))
    , m_players(new QSpinBox(this))
    , m_seatPolicies(new SeatPoliciesBox(DosRios::MaxPlayers, this))
    , m_seatFigures(new SeatFiguresTable(SeatFiguresTable::Game::DosRios, this))
    , m_seedLabel(new QLabel(this))
    , m_seed(new QSpinBox(this))
    , m_turnCapLabel(new QLabel(this))
    , m_turnCap(new QSpinBox(this))
    , m_coursesLabel(new QLabel(this))
    , m_courses(new QComboBox(this))
    , m_rules(new DosRiosRulesButton(this))
    , m_boards(new QPushButton(this))
{
    setObjectName(u"dosRiosSetup"_s);
    m_players->setObjectName(u"dosRiosPlayers"_s);
    m_players->setRange(2, DosRios::MaxPlayers);
    m_players->setValue(3);
    m_seatPolicies->setPlayers(m_players->value());
    m_seatFigures->hide(); // until the page puts it in a tab
    m_seed->setObjectName(u"dosRiosSeed"_s);
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(1);
    m_turnCap->setObjectName(u"turnCap"_s);
    m_turnCap->setRange(1, 100'000);
    m_turnCap->setValue(400);
    m_courses->setObjectName(u"dosRiosCourses"_s);
    for (const auto courses : {DosRios::CourseChoices::Default, DosRios::CourseChoices::Random})
        m_courses->addItem(QString(), DosRios::courseChoicesName(courses));
    m_boards->setObjectName(u"runDosRios"_s);
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(m_playersLabel, m_players);
    form->addRow(m_seatPolicies);
    form->addRow(m_seedLabel, m_seed);
    form->addRow(m_turnCapLabel, m_turnCap);
    form->addRow(m_coursesLabel, m_courses);
    form->addRow(QString(), m_rules);
    form->addRow(QString(), m_boards);
    connect(m_boards, &QPushButton::clicked, this, &DosRiosSimulationSetup::layBoards);
    connect(m_players, &QSpinBox::valueChanged, m_seatPolicies, &SeatPoliciesBox::setPlayers);
    for (QSpinBox *box : {m_players, m_seed, m_turnCap})
        connect(box, &QSpinBox::valueChanged, this, &SimulationSetup::changed);
    connect(m_seatPolicies, &SeatPoliciesBox::changed, this, &SimulationSetup::changed);
    connect(m_courses, &QComboBox::currentIndexChanged, this, &SimulationSetup::changed);
    retranslate();
}

DosRiosSimulationSetup::~DosRiosSimulationSetup()
{
    delete m_seatFigures.data(); // the page's tabs hold it: it goes with this set-up
}

void DosRiosSimulationSetup::setDocument(CatalogueDocument *document)
{
    m_document = document;
}

bool DosRiosSimulationSetup::suits(const Catalogue &catalogue) const
{
    return !catalogue.dosRios.isEmpty() && catalogue.tiles.isEmpty();
}

QHash<QString, QString> DosRiosSimulationSetup::options() const
{
    QHash<QString, QString> values {
        {u"players"_s, QString::number(m_players->value())},
        {u"seed"_s, QString::number(m_seed->value())},
        {u"turn-cap"_s, QString::number(m_turnCap->value())},
        {u"courses"_s, m_courses->currentData().toString()},
        {u"rules"_s, DosRios::gameRulesText(m_rules->rules())},
        {u"deck-runs-out"_s, DosRios::deckRunsOutName(m_rules->deckRunsOut())},
    };
    values.insert(m_seatPolicies->optionValues());
    return values;
}

QList<std::pair<QWidget *, QString>> DosRiosSimulationSetup::resultPages() const
{
    return {{m_seatFigures.data(), tr("Seats")}};
}

bool DosRiosSimulationSetup::layBoards()
{
    const DosRios::PieceSet &pieces = m_document ? m_document->catalogue().dosRios : bundledCatalogue().dosRios;
    if (pieces.isEmpty()) {
        Q_EMIT message(tr("The catalogue has no Dos Rios pieces."));
        return false;
    }
    QElapsedTimer timer;
    timer.start();
    const quint64 seed = quint64(m_seed->value());
    const DosRios::BoardStatistics stats = DosRios::boardStatistics(pieces, games(), seed);
    if (!stats.error.isEmpty()) {
        Q_EMIT message(tr("Cannot lay Dos Rios boards: %1").arg(stats.error));
        return false;
    }
    const QLocale locale;
    const auto share = [&](int count) {
        return tr("%1 (%2 %)")
            .arg(locale.toString(count), locale.toString(100.0 * count / std::max(1, stats.boards), 'f', 1));
    };
    QList<std::pair<QString, QString>> rows;
    rows.append({tr("Dos Rios boards"), locale.toString(stats.boards)});
    for (int r = 0; r < DosRios::RiverCount; ++r) {
        const DosRios::RiverStatistics &river = stats.rivers[std::size_t(r)];
        const QString name = DosRios::TerrainText::river(DosRios::River(r));
        rows.append({tr("%1 reaches a lake or the city").arg(name), share(river.reachesEnd())});
        long total = 0;
        for (const auto &[length, count] : river.lengths)
            total += long(length) * count;
        const int shortest = river.lengths.empty() ? 0 : river.lengths.begin()->first;
        const int longest = river.lengths.empty() ? 0 : river.lengths.rbegin()->first;
        rows.append({tr("%1: hexes watered (min – max, mean)").arg(name),
                     u"%1 – %2, %3"_s.arg(locale.toString(shortest), locale.toString(longest),
                                          locale.toString(double(total) / std::max(1, stats.boards), 'f', 1))});
    }
    rows.append({tr("The rivers join"), share(stats.joined)});
    rows.append({tr("The rivers end in the same lake or the city (not joined)"), share(stats.sharedEnd)});
    QStringList stuck;
    for (std::size_t i = 0; i < stats.stuckSeeds.size() && i < 10; ++i)
        stuck << QString::number(stats.stuckSeeds[i]);
    rows.append({tr("Boards with a stuck river (seeds)"),
                 stuck.isEmpty() ? tr("none") : u"%1: %2"_s.arg(stats.stuckSeeds.size()).arg(stuck.join(u", "_s))});
    rows.append({tr("Seconds"), locale.toString(timer.elapsed() / 1000.0, 'f', 2)});
    m_boardsShown = true;
    Q_EMIT figuresShown(rows, tr("Done: %n Dos Rios board(s) from seed %1.", nullptr, stats.boards).arg(seed));
    return true;
}

void DosRiosSimulationSetup::showResult(const Simulation *simulation, bool)
{
    if (simulation)
        m_boardsShown = false; // a run's figures in place of the boards'
    if (const auto *run = dynamic_cast<const DosRios::DosRiosSimulation *>(simulation))
        m_seatFigures->setFigures(run->options().seats, run->report().statistics.seatTally());
    else
        m_seatFigures->setFigures({}, SeatTally());
}

void DosRiosSimulationSetup::rememberIn(const QString &group)
{
    m_seatPolicies->rememberIn(group + u"/dosRiosSeats"_s);
    const QString key = group + u"/dosRiosCourses"_s;
    const int saved = m_courses->findData(QSettings().value(key).toString());
    if (saved >= 0)
        m_courses->setCurrentIndex(saved);
    connect(m_courses, &QComboBox::currentIndexChanged, this,
            [this, key] { QSettings().setValue(key, m_courses->currentData().toString()); });
}

bool DosRiosSimulationSetup::showFiguresAgain()
{
    return m_boardsShown && layBoards();
}

void DosRiosSimulationSetup::retranslate()
{
    m_playersLabel->setText(tr("Players:"));
    m_seedLabel->setText(tr("Seed:"));
    m_seed->setToolTip(tr("The same seed plays the same games"));
    m_turnCapLabel->setText(tr("Turn cap:"));
    m_turnCap->setToolTip(tr("A game still without a winner after this many turns stops unfinished"));
    m_coursesLabel->setText(tr("Rivers' way:"));
    m_courses->setItemText(0, tr("Fixed order"));
    m_courses->setItemText(1, tr("Random"));
    m_courses->setToolTip(tr("How random players choose the rivers' way where their dam (or the start player's first "
                             "farmer) leaves a choice: the fixed order S, SW, SE and the spring's first outflow, as "
                             "games without choices play, or an allowed side at random. Greedy players always choose "
                             "the way best for them."));
    m_boards->setText(tr("Dos Rios Boards"));
    m_boards->setToolTip(tr("Lay that many random Dos Rios boards from the seed and report how both rivers fare: "
                            "how often each reaches a lake or the city, how long it runs, how often they join"));
}

void DosRiosSimulationSetup::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    SimulationSetup::changeEvent(event);
}

} // namespace Krajina
