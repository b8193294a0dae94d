# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

# The rules wiki: log in, compare, pull and push.
target_sources(krajina_views PRIVATE
    wiki/wikipanel.h wiki/wikipanel.cpp
    wiki/wikiconflictdialog.h wiki/wikiconflictdialog.cpp)
