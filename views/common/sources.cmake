# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

# Small pieces every other folder of views/ may use; common/ uses nothing else of views/.
target_sources(krajina_views PRIVATE
    common/wheelguard.h common/wheelguard.cpp
    common/iconcachingstyle.h common/iconcachingstyle.cpp
    common/buttonmirror.h common/buttonmirror.cpp
    common/flowlayout.h common/flowlayout.cpp
    common/featurelabels.h common/featurelabels.cpp
    common/pictureexport.h common/pictureexport.cpp)
