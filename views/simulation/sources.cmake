# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

# The Simulate page: one page for every game, its charts and the heat maps of square and hex boards,
# and the games' set-ups (simulationsetup.h).
target_sources(krajina_views PRIVATE
    simulation/simulatepage.h simulation/simulatepage.cpp
    simulation/simulationsetup.h simulation/simulationsetup.cpp
    simulation/simulationcharts.h simulation/simulationcharts.cpp
    simulation/chartparts.h simulation/chartparts.cpp
    simulation/heatmapview.h simulation/heatmapview.cpp
    simulation/hexheatmapview.h simulation/hexheatmapview.cpp
    simulation/heatlayerbox.h simulation/heatlayerbox.cpp
    simulation/tilebalancetable.h simulation/tilebalancetable.cpp
    simulation/balancecomparisonview.h simulation/balancecomparisonview.cpp
    simulation/balancesetup.h simulation/balancesetup.cpp
    simulation/seatpoliciesbox.h simulation/seatpoliciesbox.cpp
    simulation/seatfigurestable.h simulation/seatfigurestable.cpp)

# The games with a set-up of their own on the Simulate page, one line a game: its id (GameRules::id()),
# the class (a SimulationSetup made with the game and a parent widget) and its files' name in this folder.
# A game not listed gets a form of its simulate options. SimulationSetup::make() finds them in the
# simulationsetups.inc made from this list.
set(krajina_simulation_setups
    "carcassonne CarcassonneSimulationSetup carcassonnesimulationsetup"
    "dos-rios DosRiosSimulationSetup dosriossimulationsetup")

set(krajina_setup_includes "")
set(krajina_setup_entries "")
foreach(setup IN LISTS krajina_simulation_setups)
    separate_arguments(parts UNIX_COMMAND "${setup}")
    list(GET parts 0 setup_id)
    list(GET parts 1 setup_class)
    list(GET parts 2 setup_file)
    target_sources(krajina_views PRIVATE simulation/${setup_file}.h simulation/${setup_file}.cpp)
    string(APPEND krajina_setup_includes "#include \"simulation/${setup_file}.h\"\n")
    string(APPEND krajina_setup_entries
        "    {u\"${setup_id}\", [](const GameRules &game, QWidget *parent) -> SimulationSetup * { return new ${setup_class}(game, parent); }},\n")
endforeach()
file(CONFIGURE OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/simulation/simulationsetups.inc
    CONTENT "// Made by views/simulation/sources.cmake from krajina_simulation_setups.\n${krajina_setup_includes}\nnamespace Krajina {\nstruct OwnSimulationSetup\n{\n    const char16_t *gameId;\n    SimulationSetup *(*make)(const GameRules &game, QWidget *parent);\n};\nstatic const OwnSimulationSetup ownSimulationSetups[] = {\n${krajina_setup_entries}};\n} // namespace Krajina\n"
    @ONLY)
target_include_directories(krajina_views PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/simulation)
