# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

# The Simulate page: the charts and the heat maps of both games.
target_sources(krajina_views PRIVATE
    simulation/simulatepage.h simulation/simulatepage.cpp
    simulation/simulationcharts.h simulation/simulationcharts.cpp
    simulation/dosrioscharts.h simulation/dosrioscharts.cpp
    simulation/chartparts.h simulation/chartparts.cpp
    simulation/heatmapview.h simulation/heatmapview.cpp
    simulation/hexheatmapview.h simulation/hexheatmapview.cpp
    simulation/tilebalancetable.h simulation/tilebalancetable.cpp
    simulation/balancecomparisonview.h simulation/balancecomparisonview.cpp
    simulation/balancesetup.h simulation/balancesetup.cpp)
