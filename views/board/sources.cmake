# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

# The Carcassonne board: its scene and view, the neighbours and sandbox pages and their parts.
target_sources(krajina_views PRIVATE
    board/boardscene.h board/boardscene.cpp
    board/boardview.h board/boardview.cpp
    board/boardtilecache.h board/boardtilecache.cpp
    board/neighbourspage.h board/neighbourspage.cpp
    board/sandboxpage.h board/sandboxpage.cpp
    board/turnchoicespanel.h board/turnchoicespanel.cpp
    board/scoretable.h board/scoretable.cpp
    board/gamesetupwidget.h board/gamesetupwidget.cpp)
