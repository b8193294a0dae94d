# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

# Widgets; the other helpers' panels add their files below.
target_sources(krajina_views PRIVATE
    featurelabels.h featurelabels.cpp
    tilecanvas.h tilecanvas.cpp
    tileeditor.h tileeditor.cpp
    tilepropertieswidget.h tilepropertieswidget.cpp
    tilethumbnaildelegate.h tilethumbnaildelegate.cpp
    thumbnailcache.h thumbnailcache.cpp
    wheelguard.h wheelguard.cpp
    iconcachingstyle.h iconcachingstyle.cpp
    buttonmirror.h buttonmirror.cpp
    # The expansion author's dialogs.
    expansiondialog.h expansiondialog.cpp
    cataloguebrowser.h cataloguebrowser.cpp
    problemspanel.h problemspanel.cpp
    rulebookpanel.h rulebookpanel.cpp
    # The live preview board (BoardPanel and its parts).
    boardtilecache.h boardtilecache.cpp
    boardscene.h boardscene.cpp boardview.h boardview.cpp
    neighbourspage.h neighbourspage.cpp
    sandboxpage.h sandboxpage.cpp turnchoicespanel.h turnchoicespanel.cpp scoretable.h scoretable.cpp gamesetupwidget.h gamesetupwidget.cpp
    simulationrunner.h simulationrunner.cpp simulatepage.h simulatepage.cpp
    simulationcharts.h simulationcharts.cpp heatmapview.h heatmapview.cpp pictureexport.h pictureexport.cpp
    chartparts.h chartparts.cpp dosrioscharts.h dosrioscharts.cpp dosriosrulesbutton.h dosriosrulesbutton.cpp hexheatmapview.h hexheatmapview.cpp
    boardpanel.h boardpanel.cpp
    # The Dos Rios hex board.
    hexboardview.h hexboardview.cpp hexboardpage.h hexboardpage.cpp
    flowlayout.h flowlayout.cpp
    hexgameview.h hexgameview.cpp hexgamepage.h hexgamepage.cpp hexgamepagecourse.cpp hexgamepagelayout.cpp hexgamepagemoves.cpp hexgamepagetext.cpp
    hexpieceproperties.h hexpieceproperties.cpp
    # The side-by-side rule editor and its preview.
    unittextedit.h unittextedit.cpp wikipreview.h wikipreview.cpp ruleeditor.h ruleeditor.cpp
    # Printable tile sheets: options, live page preview, save and print.
    sheetexportdialog.h sheetexportdialog.cpp
    # Pictures of tiles: one file per tile, or a contact sheet.
    tileimageexportdialog.h tileimageexportdialog.cpp
    # The rules wiki: log in, compare, pull and push.
    wikipanel.h wikipanel.cpp wikiconflictdialog.h wikiconflictdialog.cpp)

# The wiki password in the desktop's secret store, where QtKeychain is there.
find_package(Qt6Keychain QUIET)
if(Qt6Keychain_FOUND)
    target_link_libraries(krajina_views PRIVATE Qt6Keychain::Qt6Keychain)
    target_compile_definitions(krajina_views PRIVATE KRAJINA_HAVE_KEYCHAIN)
endif()
