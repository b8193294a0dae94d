# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

# The board panel's widget-free parts: the sandbox game and its stage machine,
# the neighbour layout and the shapes of engine segments on a tile (views/ draws them).
target_sources(krajina_model PRIVATE
    preview/boardshapes.h preview/boardshapes.cpp
    preview/neighbourboard.h preview/neighbourboard.cpp
    preview/sandboxgame.h preview/sandboxgame.cpp
    preview/sandboxturn.h preview/sandboxturn.cpp
    preview/boardtilecache.h preview/boardtilecache.cpp)
