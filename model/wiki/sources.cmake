# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

# The MediaWiki connection: Action API client and the three-way page sync.
target_link_libraries(krajina_model PUBLIC Qt6::Network)
target_sources(krajina_model PRIVATE
    wiki/wikierror.h wiki/wikierror.cpp
    wiki/wikianswer.h wiki/wikianswer.cpp
    wiki/mediawikiclient.h wiki/mediawikiclient.cpp
    wiki/wikisyncstate.h wiki/wikisyncstate.cpp
    wiki/wikisync.h wiki/wikisync.cpp wiki/wikipull.cpp
    wiki/wikimerge.h wiki/wikimerge.cpp
    wiki/wikitranslate.h wiki/wikitranslate.cpp
    wiki/wikisession.h wiki/wikisession.cpp)
