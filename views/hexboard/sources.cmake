# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

# The Dos Rios hex board: the layout page, the game page and the piece properties.
target_sources(krajina_views PRIVATE
    hexboard/hexboardview.h hexboard/hexboardview.cpp
    hexboard/hexboardpage.h hexboard/hexboardpage.cpp
    hexboard/hexgameview.h hexboard/hexgameview.cpp
    hexboard/hexgamepage.h hexboard/hexgamepage.cpp
    hexboard/hexgamepagecourse.cpp
    hexboard/hexgamepagelayout.cpp
    hexboard/hexgamepagemoves.cpp
    hexboard/hexgamepagepair.cpp
    hexboard/hexgamepagetext.cpp
    hexboard/dosriosrulesbutton.h hexboard/dosriosrulesbutton.cpp
    hexboard/hexpieceproperties.h hexboard/hexpieceproperties.cpp)
