# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

# Dos Rios, the game (state, rule codes, records), its simulator and statistics;
# its pieces and board are in hex/.
target_sources(krajina_model PRIVATE
    engine/dosrios/rulecodes.h engine/dosrios/rulecodes.cpp
    engine/dosrios/ruleoptions.h engine/dosrios/ruleoptions.cpp
    engine/dosrios/gamestate.h engine/dosrios/gamestate.cpp
    engine/dosrios/gamerecord.h engine/dosrios/gamerecord.cpp
    engine/dosrios/gamehistory.h engine/dosrios/gamehistory.cpp
    engine/dosrios/gamestatistics.h engine/dosrios/gamestatistics.cpp
    engine/dosrios/randomplayer.h engine/dosrios/randomplayer.cpp
    engine/dosrios/greedyplayer.h engine/dosrios/greedyplayer.cpp
    engine/dosrios/lookaheadplayer.h engine/dosrios/lookaheadplayer.cpp
    engine/dosrios/gamesimulator.h engine/dosrios/gamesimulator.cpp
    engine/dosrios/dosriossession.h engine/dosrios/dosriossession.cpp
    engine/dosrios/replayreport.h engine/dosrios/replayreport.cpp
    engine/dosrios/dosriosgame.h engine/dosrios/dosriosgame.cpp
    engine/dosrios/dosriossimulate.cpp
    engine/dosrios/dosriosresults.cpp)
set_source_files_properties(engine/dosrios/gamestate.cpp engine/dosrios/gamesimulator.cpp
    engine/dosrios/randomplayer.cpp
    DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR}
    PROPERTIES COMPILE_OPTIONS "$<$<CONFIG:RelWithDebInfo,Release>:-O3>")
