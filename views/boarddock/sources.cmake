# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

# The board dock that holds the neighbours, sandbox, simulate and Dos Rios pages.
target_sources(krajina_views PRIVATE
    boarddock/boardpanel.h boarddock/boardpanel.cpp)
