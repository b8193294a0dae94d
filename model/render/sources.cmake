# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

target_sources(krajina_model PRIVATE
    render/tilepalette.h render/tilepalette.cpp
    render/tilegeometry.h render/tilegeometry.cpp
    render/tilesymbols.h render/tilesymbols.cpp
    render/tileart.h render/tileart.cpp
    render/tilerenderer.h render/tilerenderer.cpp
    render/sheetlayout.h render/sheetlayout.cpp
    render/pdfpostprocess.h render/pdfpostprocess.cpp
    render/sheetwriter.h render/sheetwriter.cpp
    render/tileexport.h render/tileexport.cpp
    render/pictureexport.h render/pictureexport.cpp
    render/thumbnailcache.h render/thumbnailcache.cpp)
