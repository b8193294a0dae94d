# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

# Dos Rios: hex geometry, pieces, the assembled board, river routing and dams,
# the game (state, rule codes, records), its simulator and statistics.
target_sources(krajina_model PRIVATE
    engine/dosrios/hex.h engine/dosrios/hex.cpp
    engine/dosrios/terrain.h engine/dosrios/terrain.cpp
    engine/dosrios/pieces.h
    engine/dosrios/board.h engine/dosrios/board.cpp
    engine/dosrios/routing.h engine/dosrios/routing.cpp
    engine/dosrios/dosriosjson.h engine/dosrios/dosriosjson.cpp
    engine/dosrios/dosrioslint.h engine/dosrios/dosrioslint.cpp
    engine/dosrios/boardstatistics.h engine/dosrios/boardstatistics.cpp
    engine/dosrios/hexpainter.h engine/dosrios/hexpainter.cpp
    engine/dosrios/rulecodes.h engine/dosrios/rulecodes.cpp
    engine/dosrios/ruleoptions.h engine/dosrios/ruleoptions.cpp
    engine/dosrios/gamestate.h engine/dosrios/gamestate.cpp
    engine/dosrios/gamerecord.h engine/dosrios/gamerecord.cpp
    engine/dosrios/gamehistory.h engine/dosrios/gamehistory.cpp
    engine/dosrios/gamestatistics.h engine/dosrios/gamestatistics.cpp
    engine/dosrios/greedyplayer.h engine/dosrios/greedyplayer.cpp
    engine/dosrios/gamesimulator.h engine/dosrios/gamesimulator.cpp
    engine/dosrios/dosriossession.h engine/dosrios/dosriossession.cpp
    engine/dosrios/replayreport.h engine/dosrios/replayreport.cpp
    engine/dosrios/dosriosgame.h engine/dosrios/dosriosgame.cpp
    engine/dosrios/dosriossimulate.cpp
    engine/dosrios/dosriosresults.cpp)
set_source_files_properties(engine/dosrios/routing.cpp engine/dosrios/gamestate.cpp engine/dosrios/gamesimulator.cpp
    DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR}
    PROPERTIES COMPILE_OPTIONS "$<$<CONFIG:RelWithDebInfo,Release>:-O3>")
