# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later

target_sources(krajina_model PRIVATE
    rulebook/language.h rulebook/language.cpp
    rulebook/unithash.h rulebook/unithash.cpp
    rulebook/wikitext.h rulebook/wikitext.cpp
    rulebook/wikimarkup.h rulebook/wikimarkup.cpp
    rulebook/rulepage.h rulebook/rulepage.cpp
    rulebook/translationstatus.h rulebook/translationstatus.cpp
    rulebook/rulebook.h rulebook/rulebook.cpp
    rulebook/rulebookio.h rulebook/rulebookio.cpp
    rulebook/glossary.h rulebook/glossary.cpp
    rulebook/translationchecks.h rulebook/translationchecks.cpp
    rulebook/readings.h rulebook/readings.cpp
    rulebook/referencetext.h rulebook/referencetext.cpp
    rulebook/textdiff.h rulebook/textdiff.cpp
    rulebook/syntaxtheme.h rulebook/syntaxtheme.cpp
    rulebook/wikiexchange.h rulebook/wikiexchange.cpp
    rulebook/wikihtml.h rulebook/wikihtml.cpp
    rulebook/rulebookstore.h rulebook/rulebookstore.cpp
    rulebook/rulebookcommands.h rulebook/rulebookcommands.cpp)
