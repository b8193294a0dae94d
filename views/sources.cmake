# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

# Each sub-folder lists its own sources; the folders depend one way (views/README.md):
# common/ at the bottom, then the panels and pages, then simulation/, then boarddock/.
include(common/sources.cmake)
include(catalogue/sources.cmake)
include(editor/sources.cmake)
include(board/sources.cmake)
include(hexboard/sources.cmake)
include(simulation/sources.cmake)
include(rules/sources.cmake)
include(wiki/sources.cmake)
include(boarddock/sources.cmake)

# The wiki password in the desktop's secret store, where QtKeychain is there.
find_package(Qt6Keychain QUIET)
if(Qt6Keychain_FOUND)
    target_link_libraries(krajina_views PRIVATE Qt6Keychain::Qt6Keychain)
    target_compile_definitions(krajina_views PRIVATE KRAJINA_HAVE_KEYCHAIN)
endif()
