# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

# The rulebook panel: the side-by-side rule editor and its preview.
target_sources(krajina_views PRIVATE
    rules/rulebookpanel.h rules/rulebookpanel.cpp
    rules/ruleeditor.h rules/ruleeditor.cpp
    rules/unittextedit.h rules/unittextedit.cpp
    rules/wikipreview.h rules/wikipreview.cpp
    rules/syntaxtheme.h rules/syntaxtheme.cpp)
