# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

# The engine: what any game shares (random numbers, histograms, cell counts,
# intervals, CSV rows, simulations on every core), and one folder per game.
target_sources(krajina_model PRIVATE
    engine/random.h
    engine/histogram.h engine/histogram.cpp
    engine/cellcounts.h engine/cellcounts.cpp
    engine/interval.h engine/interval.cpp
    engine/csvrow.h engine/csvrow.cpp
    engine/gameblocks.h
    engine/seats.h engine/seats.cpp
    engine/montecarlo.h
    engine/game.h
    engine/gamesession.h
    engine/rulecodetable.h
    engine/recorderrors.h engine/recorderrors.cpp
    engine/games.h engine/games.cpp
    engine/simulationresults.h engine/simulationresults.cpp
    engine/simulationrunner.h engine/simulationrunner.cpp
    engine/carcassonne/enginetypes.h
    engine/carcassonne/ruleset.h engine/carcassonne/ruleset.cpp
    engine/carcassonne/rulecode.h engine/carcassonne/rulecode.cpp
    engine/carcassonne/names.h engine/carcassonne/names.cpp
    engine/carcassonne/compiledtileset.h engine/carcassonne/compiledtileset.cpp
    engine/carcassonne/board.h engine/carcassonne/board.cpp engine/carcassonne/boardscoring.cpp
    engine/carcassonne/gamesetup.h engine/carcassonne/gamesetup.cpp
    engine/carcassonne/turn.h
    engine/carcassonne/piles.h
    engine/carcassonne/river.h engine/carcassonne/river.cpp
    engine/carcassonne/bets.h engine/carcassonne/bets.cpp
    engine/carcassonne/cropcircles.h engine/carcassonne/cropcircles.cpp
    engine/carcassonne/gamestate.h engine/carcassonne/gamestate.cpp
    engine/carcassonne/betworth.h engine/carcassonne/betworth.cpp
    engine/carcassonne/players.h engine/carcassonne/players.cpp
    engine/carcassonne/recordexpectations.h engine/carcassonne/recordexpectations.cpp
    engine/carcassonne/gamerecord.h engine/carcassonne/gamerecord.cpp
    engine/carcassonne/jczgame.h engine/carcassonne/jczgame.cpp
    engine/carcassonne/simulationstatistics.h engine/carcassonne/simulationstatistics.cpp
    engine/carcassonne/balancefigures.h engine/carcassonne/balancefigures.cpp
    engine/carcassonne/simulator.h engine/carcassonne/simulator.cpp
    engine/carcassonne/carcassonnesession.h engine/carcassonne/carcassonnesession.cpp
    engine/carcassonne/replayreport.h engine/carcassonne/replayreport.cpp
    engine/carcassonne/carcassonnegame.h engine/carcassonne/carcassonnegame.cpp
    engine/carcassonne/carcassonnesimulate.cpp
    engine/carcassonne/carcassonneresults.cpp)
# The engine's hot loops (random playouts) gain from the optimiser's full effort.
set_source_files_properties(engine/carcassonne/board.cpp engine/carcassonne/boardscoring.cpp engine/carcassonne/gamestate.cpp
    engine/carcassonne/players.cpp engine/carcassonne/betworth.cpp engine/carcassonne/river.cpp engine/carcassonne/bets.cpp engine/carcassonne/cropcircles.cpp
    DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR}
    PROPERTIES COMPILE_OPTIONS "$<$<CONFIG:RelWithDebInfo,Release>:-O3>")
