# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

target_sources(krajina_model PRIVATE
    catalogue/catalogue.h catalogue/catalogue.cpp
    catalogue/jsonformat.h catalogue/jsonformatreader.cpp catalogue/jsonformatwriter.cpp
    catalogue/jsonpieces.h catalogue/jsonpieces.cpp
    catalogue/catalogueio.h catalogue/catalogueio.cpp
    catalogue/cataloguelint.h catalogue/cataloguelint.cpp
    catalogue/sqlitestore.h catalogue/sqlitestore.cpp
    catalogue/krajinafilecontents.h
    catalogue/sqlitevalues.h catalogue/sqlitevalues.cpp
    catalogue/sqliteconnection.h catalogue/sqliteconnection.cpp
    catalogue/sqlitereader.h catalogue/sqlitereader.cpp
    catalogue/sqlitewriter.h catalogue/sqlitewriter.cpp
    catalogue/sqliteguard.h catalogue/sqliteguard.cpp
    catalogue/jczformat.h catalogue/jczformat.cpp
    catalogue/jczconventions.h catalogue/jczconventions.cpp
    catalogue/jczreader.cpp catalogue/jczwriter.cpp
    catalogue/repeatedtext.h
    catalogue/catalogueroles.h
    catalogue/tilefilterproxymodel.h catalogue/tilefilterproxymodel.cpp
    # The bundled expansions, always at hand for the preview and the sandbox.
    catalogue/expansionlibrary.h catalogue/expansionlibrary.cpp)
