// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "simulatepage.h"

#include "catalogue/catalogueio.h"
#include "document/cataloguedocument.h"
#include "engine/dosrios/boardstatistics.h"
#include "gamesetupwidget.h"
#include "simulationrunner.h"

#include <QElapsedTimer>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Krajina {

SimulatePage::SimulatePage(QWidget *parent)
    : QWidget(parent)
    , m_runner(new SimulationRunner(this))
    , m_setup(new GameSetupWidget(this))
    , m_gamesLabel(new QLabel(this))
    , m_games(new QSpinBox(this))
    , m_run(new QPushButton(this))
    , m_dosRios(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_table(new QTableWidget(this))
    , m_message(new QLabel(this))
{
    setObjectName(u"SimulatePage"_s);
    m_games->setObjectName(u"games"_s);
    m_games->setRange(1, 1'000'000);
    m_games->setValue(1000);
    m_games->setGroupSeparatorShown(true);
    m_run->setObjectName(u"run"_s);
    m_dosRios->setObjectName(u"runDosRios"_s);
    m_cancel->setObjectName(u"cancel"_s);
    m_progress->setObjectName(u"progress"_s);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_table->setObjectName(u"report"_s);
    m_table->setColumnCount(2);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(true);
    m_message->setObjectName(u"simulationMessage"_s);
    m_message->setWordWrap(true);

    auto *form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(m_gamesLabel, m_games);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_dosRios);
    buttons->addWidget(m_cancel);
    auto *controls = new QWidget;
    auto *column = new QVBoxLayout(controls);
    column->setContentsMargins(2, 2, 2, 2);
    column->addWidget(m_setup);
    column->addLayout(form);
    column->addLayout(buttons);
    column->addWidget(m_progress);
    column->addStretch(1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(controls);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_message);

    connect(m_run, &QPushButton::clicked, this, &SimulatePage::run);
    connect(m_dosRios, &QPushButton::clicked, this, &SimulatePage::runDosRios);
    connect(m_cancel, &QPushButton::clicked, this, &SimulatePage::cancel);
    connect(m_runner, &SimulationRunner::progress, this, [this](int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
    });
    connect(m_runner, &SimulationRunner::finished, this, [this] {
        showReport(m_runner->report(), m_runner->wasCancelled());
        updateButtons();
        Q_EMIT finished();
    });
    m_setup->setCatalogue(bundledCatalogue());
    retranslate();
    updateButtons();
}

SimulatePage::~SimulatePage() = default;

void SimulatePage::setDocument(CatalogueDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    const auto refill
        = [this] { m_setup->setCatalogue(m_document ? m_document->playableCatalogue() : bundledCatalogue()); };
    if (document) {
        connect(document, &CatalogueDocument::expansionChanged, this, refill);
        connect(document, &CatalogueDocument::catalogueReset, this, refill);
    }
    refill();
}

bool SimulatePage::isRunning() const
{
    return m_runner->isRunning();
}

void SimulatePage::rememberIn(const QString &group)
{
    m_setup->rememberIn(group);
    const QString key = group + u"/games"_s;
    m_games->setValue(QSettings().value(key, m_games->value()).toInt());
    connect(m_games, &QSpinBox::valueChanged, this, [key](int games) { QSettings().setValue(key, games); });
}

bool SimulatePage::run()
{
    if (m_runner->isRunning())
        return false;
    const Catalogue &catalogue = m_document ? m_document->playableCatalogue() : bundledCatalogue();
    GameSetup setup;
    const QString error = GameSetup::fromCatalogue(catalogue, m_setup->rules(), m_setup->players(), setup);
    if (!error.isEmpty()) {
        m_message->setText(tr("Cannot simulate: %1").arg(error));
        return false;
    }
    m_dosRiosShown = false;
    m_hasRiver = std::any_of(setup.deck.cbegin(), setup.deck.cend(),
                             [&setup](int tile) { return setup.tiles->tile(tile).riverSides > 0; });
    SimulationOptions options;
    options.games = m_games->value();
    options.seed = m_setup->seed();
    options.threads = 0; // every core
    m_progress->setRange(0, options.games);
    m_progress->setValue(0);
    m_message->setText(
        tr("Playing %n game(s) of %1…", nullptr, options.games).arg(m_setup->rules().expansions.join(u", "_s)));
    m_runner->start(setup, options);
    updateButtons();
    return true;
}

bool SimulatePage::runDosRios()
{
    if (m_runner->isRunning())
        return false;
    const DosRios::PieceSet &pieces = m_document ? m_document->catalogue().dosRios : bundledCatalogue().dosRios;
    if (pieces.isEmpty()) {
        m_message->setText(tr("The catalogue has no Dos Rios pieces."));
        return false;
    }
    QElapsedTimer timer;
    timer.start();
    const DosRios::BoardStatistics stats = DosRios::boardStatistics(pieces, m_games->value(), m_setup->seed());
    if (!stats.error.isEmpty()) {
        m_message->setText(tr("Cannot lay Dos Rios boards: %1").arg(stats.error));
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
    QStringList stuck;
    for (std::size_t i = 0; i < stats.stuckSeeds.size() && i < 10; ++i)
        stuck << QString::number(stats.stuckSeeds[i]);
    rows.append({tr("Boards with a stuck river (seeds)"),
                 stuck.isEmpty() ? tr("none") : u"%1: %2"_s.arg(stats.stuckSeeds.size()).arg(stuck.join(u", "_s))});
    rows.append({tr("Seconds"), locale.toString(timer.elapsed() / 1000.0, 'f', 2)});
    showRows(rows);
    m_dosRiosShown = true;
    m_message->setText(tr("Done: %n Dos Rios board(s) from seed %1.", nullptr, stats.boards).arg(m_setup->seed()));
    return true;
}

void SimulatePage::cancel()
{
    m_runner->cancel();
}

void SimulatePage::showReport(const SimulationReport &report, bool cancelled)
{
    const QLocale locale;
    auto number = [&](double value, int decimals) { return locale.toString(value, 'f', decimals); };
    QList<std::pair<QString, QString>> rows;
    rows.append({tr("Games"), locale.toString(report.games)});
    const double rate = report.games > 0 ? 100.0 * report.completed / report.games : 0.0;
    if (m_hasRiver) {
        rows.append({tr("Completed (whole river placed)"),
                     tr("%1 (%2 %)").arg(locale.toString(report.completed), number(rate, 1))});
        rows.append({tr("Stuck (a river tile fit nowhere)"), locale.toString(report.stuck)});
        rows.append({tr("River tiles set aside"), locale.toString(report.riverTilesSetAside)});
    } else {
        rows.append({tr("River"), tr("no river in play")});
    }
    QStringList discarded;
    for (const auto &[id, count] : report.setAside)
        discarded << u"%1 × %2"_s.arg(id, locale.toString(count));
    rows.append({tr("Tiles set aside"), discarded.isEmpty() ? tr("none") : discarded.join(u", "_s)});
    rows.append({tr("Score (min – max)"),
                 u"%1 – %2"_s.arg(locale.toString(report.scoreMin), locale.toString(report.scoreMax))});
    rows.append(
        {tr("Score (mean ± deviation)"), u"%1 ± %2"_s.arg(number(report.scoreMean, 1), number(report.scoreStddev, 1))});
    rows.append({tr("Winner's lead (mean)"), number(report.marginMean, 1)});
    QStringList seats;
    for (std::size_t p = 0; p < report.seatMean.size(); ++p)
        seats << tr("%1: %2").arg(p + 1).arg(number(report.seatMean[p], 1));
    rows.append({tr("Mean score by seat"), seats.join(u", "_s)});
    rows.append({tr("Seconds"), number(report.seconds, 2)});
    rows.append({tr("Games per second"), locale.toString(qRound64(report.gamesPerSecond))});

    showRows(rows);
    m_message->setText(cancelled ? tr("Cancelled after %n game(s).", nullptr, report.games)
                                 : tr("Done: %n game(s).", nullptr, report.games));
}

void SimulatePage::showRows(const QList<std::pair<QString, QString>> &rows)
{
    m_table->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        m_table->setItem(r, 0, new QTableWidgetItem(rows.at(r).first));
        m_table->setItem(r, 1, new QTableWidgetItem(rows.at(r).second));
    }
    m_table->resizeRowsToContents();
}

void SimulatePage::updateButtons()
{
    const bool running = m_runner->isRunning();
    m_run->setEnabled(!running);
    m_dosRios->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_setup->setEnabled(!running);
    m_games->setEnabled(!running);
}

void SimulatePage::retranslate()
{
    m_gamesLabel->setText(tr("Games:"));
    m_run->setText(tr("Simulate"));
    m_run->setToolTip(tr("Play random legal games of the chosen expansions"));
    m_dosRios->setText(tr("Dos Rios Boards"));
    m_dosRios->setToolTip(tr("Lay that many random Dos Rios boards from the seed and report how both rivers fare: "
                             "how often each reaches a lake or the city, how long it runs, how often they join"));
    m_cancel->setText(tr("Cancel"));
    m_table->setHorizontalHeaderLabels({tr("Figure"), tr("Value")});
    if (m_dosRiosShown)
        runDosRios();
    else if (m_table->rowCount() > 0 && !m_runner->isRunning())
        showReport(m_runner->report(), m_runner->wasCancelled());
    else if (m_message->text().isEmpty())
        m_message->setText(tr("Authors use this to check that a custom river or expansion can be played."));
}

void SimulatePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Krajina
