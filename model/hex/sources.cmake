# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

# The Dos Rios pieces: hex geometry, terrains, pieces, the assembled board,
# river routing and dams, their JSON, lint and painting, board statistics.
target_sources(krajina_model PRIVATE
    hex/hex.h hex/hex.cpp
    hex/terrain.h hex/terrain.cpp
    hex/pieces.h
    hex/board.h hex/board.cpp
    hex/routing.h hex/routing.cpp
    hex/dosriosjson.h hex/dosriosjson.cpp
    hex/dosrioslint.h hex/dosrioslint.cpp
    hex/boardstatistics.h hex/boardstatistics.cpp
    hex/hexpainter.h hex/hexpainter.cpp)
set_source_files_properties(hex/routing.cpp
    DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR}
    PROPERTIES COMPILE_OPTIONS "$<$<CONFIG:RelWithDebInfo,Release>:-O3>")
