// SPDX-FileCopyrightText: 2026 Krajina contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/simulationresults.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QWidget>

#include <utility>

class QSpinBox;

namespace Krajina {

struct Catalogue;
class CatalogueDocument;
class GameRules;
class Simulation;

// One game's set-up on the Simulate page: the controls that give GameRules::newSimulation its option values
// (the page adds "games"), and what the game shows besides the charts, figures and heat map every game has
// (result pages of its own, actions of its own). SimulationSetup::make() gives a game its own set-up when it
// has one, else a form made from the game's simulationOptions(): a game plugs in here without touching the page.
class SimulationSetup : public QWidget
{
    Q_OBJECT
public:
    ~SimulationSetup() override;

    // The set-up of `game`: its own (simulationsetup.cpp lists them), else the form of its options.
    static SimulationSetup *make(const GameRules &game, QWidget *parent);

    const GameRules &game() const { return m_game; }
    // The page's number of games (for an action of the set-up's own).
    void setGamesBox(QSpinBox *games) { m_games = games; }

    virtual void setDocument(CatalogueDocument *document);
    // Whether a catalogue holds this game's pieces and no other's (the page then picks this game).
    virtual bool suits(const Catalogue &catalogue) const;
    // The option values (as `krajina-cli simulate` takes them) besides "games"; the defaults fill the rest.
    virtual QHash<QString, QString> options() const = 0;
    // The message while the games are played ("Playing 1,000 games of Dos Rios…").
    virtual QString playingMessage(int games) const;
    // The board's geometry, for the heat map before a run.
    virtual HeatMap::Geometry geometry() const { return HeatMap::Geometry::Square; }
    // Keeps the set-up in QSettings under `group`.
    virtual void rememberIn(const QString &group);
    // Pages of its own beside Charts and Figures, with their tab titles (asked again when the language changes).
    virtual QList<std::pair<QWidget *, QString>> resultPages() const { return {}; }
    // Whether the heat map stays beside one of its pages; a wide table (the balance figures) takes its room.
    virtual bool showsHeatMapBeside(const QWidget *page) const
    {
        Q_UNUSED(page);
        return true;
    }
    // A run of this game finished (null: none shown); its own pages show it.
    virtual void showResult(const Simulation *simulation, bool cancelled);
    // The figures of an action of its own again (the language changed); false when it has none.
    virtual bool showFiguresAgain() { return false; }

Q_SIGNALS:
    void changed();
    // An action of its own (Dos Rios: lay boards) has figures to show in place of a run's, and a message.
    void figuresShown(const QList<std::pair<QString, QString>> &rows, const QString &message);
    void message(const QString &text);

protected:
    SimulationSetup(const GameRules &game, QWidget *parent);
    int games() const;

private:
    const GameRules &m_game;
    QSpinBox *m_games = nullptr;
};

} // namespace Krajina
