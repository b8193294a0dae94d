// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/simulationresults.h"

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace Krajina {

struct Catalogue;
class GameSession;

// The interface every game of the engine implements (model/engine/README.md, "A game"). The
// simulation runner, the Simulate page and krajina-cli's play and simulate reach a game
// through it and the registry in games.h, never by naming the game.

// One row of a game's rule code table as the interface lists it.
struct RuleCodeEntry
{
    QString name;
    QString summary; // translated: what the rule forbids
};

// A game's rule code table as the interface lists it, from its name and summary functions.
template<typename Code>
QList<RuleCodeEntry> ruleCodeEntries(int count, QString (*name)(Code), QString (*summary)(Code))
{
    QList<RuleCodeEntry> entries;
    for (int c = 0; c < count; ++c)
        entries.append({name(Code(c)), summary(Code(c))});
    return entries;
}

// Many random games of one set-up, and what they add up to. A simulation is made with its
// game's options (Carcassonne's set-up and SimulationOptions, Dos Rios's pieces and
// GameSimulationOptions), run once on any thread, then read.
class Simulation
{
public:
    virtual ~Simulation() = default;

    // Called with the number of games played every few games and after the last (from the
    // worker threads, one call at a time); returning false stops the run.
    using Progress = std::function<bool(int gamesDone)>;

    virtual QString gameId() const = 0; // GameRules::id()
    virtual int gamesRequested() const = 0;
    // Plays the games (fewer when `progress` stops it); the same seed gives the same figures.
    virtual void run(const Progress &progress) = 0;
    virtual int gamesPlayed() const = 0;
    // The figures as `simulate --json` prints them ("format": "krajina-simulation", version 2)
    // and as `--csv FILE` writes them.
    virtual QJsonObject toJson() const = 0;
    virtual QByteArray toCsv() const = 0;

    // What `krajina-cli simulate` does around the run of a simulation GameRules::newSimulation made: the files it
    // writes before the run (Carcassonne's --record) and after it (--keep-stuck), the JSON it prints (toJson() and
    // what the command set up) and the summary it prints without --json.
    struct File
    {
        QString path;
        QByteArray data;
    };
    virtual QList<File> filesBeforeRun() const { return {}; }
    virtual QList<File> filesAfterRun() const { return {}; }
    virtual QJsonObject commandJson() const { return toJson(); }
    virtual QString summary() const = 0;

    // What the Simulate page shows of the run: its figures, charts and heat map (engine/simulationresults.h),
    // translated into the language of the moment.
    virtual SimulationResults results() const = 0;
};

// One option of `krajina-cli simulate` for a game (GameRules::simulationOptions()).
struct SimulationOption
{
    QString name; // without "--"
    QString description;
    QString valueName; // empty: a flag, whose value reads "1" when given and "" when not
    QString defaultValue; // empty: none
};

// A game's simulator behind the Simulation interface: what it plays (Setup: a set-up, pieces), its
// Options (with `games`) and its Report (with `games`, toJson(), toCsv()), played by RunGames.
template<typename Setup, typename Options, typename Report,
         Report (*RunGames)(const Setup &, const Options &, const Simulation::Progress &)>
class SimulationOf : public Simulation
{
public:
    SimulationOf(const QString &gameId, const Setup &setup, const Options &options)
        : m_gameId(gameId)
        , m_setup(setup)
        , m_options(options)
    {
    }

    QString gameId() const override { return m_gameId; }
    int gamesRequested() const override { return m_options.games; }
    void run(const Progress &progress) override { m_report = RunGames(m_setup, m_options, progress); }
    int gamesPlayed() const override { return m_report.games; }
    QJsonObject toJson() const override { return m_report.toJson(); }
    QByteArray toCsv() const override { return m_report.toCsv(); }

    const Setup &setup() const { return m_setup; }
    const Options &options() const { return m_options; }
    const Report &report() const { return m_report; }

private:
    QString m_gameId;
    Setup m_setup;
    Options m_options;
    Report m_report;
};

// A game record as a file holds it, for GameRules::replayRecord (krajina-cli play).
struct RecordFile
{
    QByteArray text;
    QString path; // as given, "-" for standard input: a catalogue the record names is found beside it
    QString displayName; // the name messages give it
    QString catalogue; // a catalogue to play with instead of the one the record names; empty: the record's
};

// A game record replayed: the report `krajina-cli play` prints, as text and as JSON, and the expectations of the
// record that failed ("move 3: expected ok, got edge.mismatch").
struct RecordReplay
{
    QString text;
    QJsonObject json;
    QStringList failedExpectations;
};

// What a game is, for the code that treats every game alike.
class GameRules
{
public:
    virtual ~GameRules() = default;

    // Stable id: a record's "game" and what `simulate --expansions ID` names to play the game
    // ("dos-rios"). The first game of the registry (Carcassonne) is the one of a record without
    // "game" and of tile expansions.
    virtual QString id() const = 0;
    // The game's name as the user reads it ("Dos Rios"), translated.
    virtual QString name() const = 0;
    // Every code a refused move can carry, "ok" first.
    virtual QList<RuleCodeEntry> ruleCodes() const = 0;

    // A new game (engine/gamesession.h) from `setUp`, the members of a game record of this game that set a game
    // up (model/engine/game-records.md: Carcassonne's "expansions", "rules", "players", "forkHolder",
    // "startTile", "catalogue"; Dos Rios's "players", "rules", "deckRunsOut", "startPlayer", "deck", "money",
    // "wood", "layout"; "game", "seed" and "moves" may be left out), dealt from `seed`. The pieces come from
    // `catalogue` when given, else from the one the set-up names (the bundled one by default). Null, with
    // *error naming the member, when the set-up is not one of the game's.
    // Replays a record of this game (gameOfRecord()): every move with its verdict and what it did, the end and the
    // expectations that failed. False with *error ("FILE: line L, column C: moves[3].at: ...") when the record
    // cannot be read or set up; a move the rules refuse is no error.
    virtual bool replayRecord(const RecordFile &file, RecordReplay &replay, QString *error) const = 0;
    // `krajina-cli simulate` for this game (gameOfExpansions()) and the Simulate page: what its --help says, its
    // options (besides --json), and the Simulation they make. `options` holds every option's value as typed (its
    // default when not given, empty for none). Null with *error ("--games needs a number from 1 to 100000000") when
    // they make none; the warnings (read past in a catalogue, tiles no game can place) are said either way.
    // `catalogue`, when given (the Simulate page: the document's, with its unsaved edits), holds the tiles or pieces
    // to play instead of the bundled ones or a --catalogue file; the run then also lists up to --keep-max of the
    // games worth a second look (Carcassonne's stuck games) without writing them.
    virtual QString simulationHelp() const = 0;
    virtual QList<SimulationOption> simulationOptions() const = 0;
    virtual std::unique_ptr<Simulation> newSimulation(const QHash<QString, QString> &options, QStringList *warnings,
                                                      QString *error, const Catalogue *catalogue) const = 0;
    virtual std::unique_ptr<GameSession> newSession(const QJsonObject &setUp, quint64 seed, QString *error,
                                                    const Catalogue *catalogue = nullptr) const = 0;
};

} // namespace Krajina
