# Widgets; the other helpers' panels add their files below.
target_sources(krajina_views PRIVATE
    tilecanvas.h tilecanvas.cpp
    tileeditor.h tileeditor.cpp
    tilepropertieswidget.h tilepropertieswidget.cpp
    tilethumbnaildelegate.h tilethumbnaildelegate.cpp
    cataloguebrowser.h cataloguebrowser.cpp
    problemspanel.h problemspanel.cpp)
