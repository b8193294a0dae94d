# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

target_sources(krajina_model PRIVATE
    engine/enginetypes.h
    engine/random.h
    engine/ruleset.h engine/ruleset.cpp
    engine/rulecode.h engine/rulecode.cpp
    engine/compiledtileset.h engine/compiledtileset.cpp
    engine/board.h engine/board.cpp
    engine/gamesetup.h engine/gamesetup.cpp
    engine/gamestate.h engine/gamestate.cpp
    engine/gamerecord.h engine/gamerecord.cpp
    engine/simulator.h engine/simulator.cpp)
# The engine's hot loops (random playouts) gain from the optimiser's full effort.
set_source_files_properties(engine/board.cpp engine/gamestate.cpp
    DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR}
    PROPERTIES COMPILE_OPTIONS "$<$<CONFIG:RelWithDebInfo,Release>:-O3>")
