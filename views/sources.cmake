# Widgets; the other helpers' panels add their files below.
target_sources(krajina_views PRIVATE
    featurelabels.h featurelabels.cpp
    tilecanvas.h tilecanvas.cpp
    tileeditor.h tileeditor.cpp
    tilepropertieswidget.h tilepropertieswidget.cpp
    tilethumbnaildelegate.h tilethumbnaildelegate.cpp
    cataloguebrowser.h cataloguebrowser.cpp
    problemspanel.h problemspanel.cpp
    rulebookpanel.h rulebookpanel.cpp
    # The live preview board (BoardPanel and its parts).
    boardtilecache.h boardtilecache.cpp
    boardscene.h boardscene.cpp boardview.h boardview.cpp
    neighbourspage.h neighbourspage.cpp
    sandboxpage.h sandboxpage.cpp turnchoicespanel.h turnchoicespanel.cpp scoretable.h scoretable.cpp gamesetupwidget.h gamesetupwidget.cpp
    simulationrunner.h simulationrunner.cpp simulatepage.h simulatepage.cpp
    boardpanel.h boardpanel.cpp
    # The side-by-side rule editor and its preview.
    unittextedit.h unittextedit.cpp wikipreview.h wikipreview.cpp ruleeditor.h ruleeditor.cpp
    # Printable tile sheets: options, live page preview, save and print.
    sheetexportdialog.h sheetexportdialog.cpp
    # Pictures of tiles: one file per tile, or a contact sheet.
    tileimageexportdialog.h tileimageexportdialog.cpp)
