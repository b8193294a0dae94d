# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

# The open document above the catalogue and the rulebook: it owns both and the
# undo stack; its undo commands and item models; what needs both at once.
target_sources(krajina_model PRIVATE
    document/cataloguedocument.h document/cataloguedocument.cpp
    document/filestamp.h document/filestamp.cpp
    document/undocommands.h document/undocommands.cpp
    document/tiletablemodel.h document/tiletablemodel.cpp
    document/cataloguetreemodel.h document/cataloguetreemodel.cpp
    document/problemsmodel.h document/problemsmodel.cpp
    document/tilelisttable.h document/tilelisttable.cpp
    document/authorcommands.h document/authorcommands.cpp
    document/dosrioscommands.h document/dosrioscommands.cpp
    document/autosave.h document/autosave.cpp
    document/wikirecord.h document/wikirecord.cpp)
