# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

# The catalogue browser, its thumbnails, the problems list, the expansion dialogs and the export dialogs.
target_sources(krajina_views PRIVATE
    catalogue/cataloguebrowser.h catalogue/cataloguebrowser.cpp
    catalogue/tilethumbnaildelegate.h catalogue/tilethumbnaildelegate.cpp
    catalogue/thumbnailcache.h catalogue/thumbnailcache.cpp
    catalogue/problemspanel.h catalogue/problemspanel.cpp
    catalogue/expansiondialog.h catalogue/expansiondialog.cpp
    catalogue/sheetexportdialog.h catalogue/sheetexportdialog.cpp
    catalogue/tileimageexportdialog.h catalogue/tileimageexportdialog.cpp)
