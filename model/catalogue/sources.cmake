# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

target_sources(krajina_model PRIVATE
    catalogue/catalogue.h catalogue/catalogue.cpp
    catalogue/jsonformat.h catalogue/jsonformat.cpp
    catalogue/catalogueio.h catalogue/catalogueio.cpp
    catalogue/cataloguelint.h catalogue/cataloguelint.cpp
    catalogue/cataloguedocument.h catalogue/cataloguedocument.cpp
    catalogue/undocommands.h catalogue/undocommands.cpp
    catalogue/dosrioscommands.h catalogue/dosrioscommands.cpp
    catalogue/sqlitestore.h catalogue/sqlitestore.cpp
    catalogue/jczformat.h catalogue/jczformat.cpp
    catalogue/catalogueroles.h
    catalogue/tiletablemodel.h catalogue/tiletablemodel.cpp
    catalogue/cataloguetreemodel.h catalogue/cataloguetreemodel.cpp
    catalogue/tilefilterproxymodel.h catalogue/tilefilterproxymodel.cpp
    catalogue/problemsmodel.h catalogue/problemsmodel.cpp
    # The expansion author's journey: the bundled library, ids, author commands.
    catalogue/expansionlibrary.h catalogue/expansionlibrary.cpp
    catalogue/authorcommands.h catalogue/authorcommands.cpp)
