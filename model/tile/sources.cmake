# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

target_sources(krajina_model PRIVATE
    tile/location.h tile/location.cpp
    tile/feature.h tile/feature.cpp
    tile/featurelabels.h tile/featurelabels.cpp
    tile/tiledefinition.h tile/tiledefinition.cpp
    tile/tilelint.h tile/tilelint.cpp
    tile/featureedit.h tile/featureedit.cpp)
