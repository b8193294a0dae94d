# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

# The tile editor: the canvas and the properties of the selected feature.
target_sources(krajina_views PRIVATE
    editor/tileeditor.h editor/tileeditor.cpp
    editor/tilecanvas.h editor/tilecanvas.cpp
    editor/tilepropertieswidget.h editor/tilepropertieswidget.cpp)
