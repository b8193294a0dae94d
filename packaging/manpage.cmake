# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Writes a man page from a program's own --help, so that the two never drift.
#   cmake -DPROGRAM=path -DNAME=krajina-cli -DSUMMARY="..." -DVERSION=0.1.0
#         [-DSUBCOMMANDS=ON] -DOUTPUT=krajina-cli.1 -P manpage.cmake
# With SUBCOMMANDS, each command listed under "Commands:" gets its own section
# from `PROGRAM COMMAND --help`.

foreach(var PROGRAM NAME SUMMARY VERSION OUTPUT)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "manpage.cmake: ${var} is not set")
    endif()
endforeach()

set(ENV{QT_QPA_PLATFORM} offscreen)
set(ENV{LC_ALL} C.UTF-8)
set(ENV{LANGUAGE} en)
# No saved settings (such as a chosen language) from whoever builds.
get_filename_component(output_dir "${OUTPUT}" DIRECTORY)
set(ENV{XDG_CONFIG_HOME} "${output_dir}/manpage-settings")

function(run_help out)
    execute_process(COMMAND ${PROGRAM} ${ARGN} --help
        OUTPUT_VARIABLE text ERROR_VARIABLE errors RESULT_VARIABLE result)
    if(NOT result EQUAL 0 OR text STREQUAL "")
        list(JOIN ARGN " " args)
        message(FATAL_ERROR "${PROGRAM} ${args} --help failed (${result}): ${errors}")
    endif()
    # Qt's usage line names the program by the path it was started with.
    string(REPLACE "${PROGRAM} " "${NAME} " text "${text}")
    set(${out} "${text}" PARENT_SCOPE)
endfunction()

# Roff-escapes one line of text.
function(roff_escape out text)
    string(REPLACE "\\" "\\e" text "${text}")
    string(REPLACE "-" "\\-" text "${text}")
    if(text MATCHES "^[.']")
        set(text "\\&${text}")
    endif()
    set(${out} "${text}" PARENT_SCOPE)
endfunction()

# Turns help text into roff: "Heading:" lines become sections (or bold
# sub-headings when HEADING is SS), "  -x, --option  text" lines become tagged
# paragraphs, everything else running text.
function(help_to_roff out text heading)
    set(roff "")
    set(in_item OFF)
    # Line by line (not as a CMake list: help text has brackets and semicolons).
    string(APPEND text "\n")
    while(NOT text STREQUAL "")
        string(FIND "${text}" "\n" end)
        string(SUBSTRING "${text}" 0 ${end} line)
        math(EXPR end "${end} + 1")
        string(SUBSTRING "${text}" ${end} -1 text)
        if(line MATCHES "^Usage: (.*)$")
            continue() # the synopsis is written separately
        elseif(line STREQUAL "")
            set(roff "${roff}.PP\n")
            set(in_item OFF)
        elseif(line MATCHES "^([A-Z][A-Za-z -]*):$")
            string(TOUPPER "${CMAKE_MATCH_1}" title)
            if(heading STREQUAL "SH")
                set(roff "${roff}.SH ${title}\n")
            else()
                set(roff "${roff}.PP\n.B ${CMAKE_MATCH_1}:\n")
            endif()
            set(in_item OFF)
        elseif(line MATCHES "^Exit codes: (.*)$" AND heading STREQUAL "SH")
            roff_escape(rest "${CMAKE_MATCH_1}")
            set(roff "${roff}.SH \"EXIT STATUS\"\n${rest}\n")
        elseif(line MATCHES "^  ? ?([^ ].*[^ ]|[^ ])   *([^ ].*)$")
            roff_escape(tag "${CMAKE_MATCH_1}")
            roff_escape(rest "${CMAKE_MATCH_2}")
            set(roff "${roff}.TP\n.B ${tag}\n${rest}\n")
            set(in_item ON)
        elseif(line MATCHES "^  ([a-z][a-z-]+) +([^ ].*)$")
            # a command name longer than its column
            roff_escape(tag "${CMAKE_MATCH_1}")
            roff_escape(rest "${CMAKE_MATCH_2}")
            set(roff "${roff}.TP\n.B ${tag}\n${rest}\n")
            set(in_item ON)
        elseif(line MATCHES "^ +([^ ].*)$")
            roff_escape(rest "${CMAKE_MATCH_1}")
            if(in_item)
                set(roff "${roff}${rest}\n")
            else()
                set(roff "${roff}.br\n${rest}\n")
            endif()
        else()
            roff_escape(rest "${line}")
            set(roff "${roff}${rest}\n")
        endif()
    endwhile()
    set(${out} "${roff}" PARENT_SCOPE)
endfunction()

run_help(help)
string(REGEX MATCH "Usage: ([^\n]*)" usage "${help}")
roff_escape(synopsis "${CMAKE_MATCH_1}")
roff_escape(summary "${SUMMARY}")
string(TOUPPER "${NAME}" upper)

set(page ".\\\" Generated from `${NAME} --help` by packaging/manpage.cmake; do not edit.\n")
string(APPEND page ".TH ${upper} 1 \"\" \"Krajina ${VERSION}\" \"User Commands\"\n")
string(APPEND page ".SH NAME\n${NAME} \\- ${summary}\n")
string(APPEND page ".SH SYNOPSIS\n${synopsis}\n.SH DESCRIPTION\n")
help_to_roff(body "${help}" SH)
string(APPEND page "${body}")

if(SUBCOMMANDS)
    string(REGEX MATCH "\nCommands:\n(.*)" commands_part "${help}")
    string(REGEX REPLACE "\n\n.*" "" commands_part "${CMAKE_MATCH_1}")
    string(REGEX MATCHALL "(^|\n)  [a-z][a-z-]* " command_names "${commands_part}")
    string(APPEND page ".SH \"THE COMMANDS IN DETAIL\"\n")
    foreach(command IN LISTS command_names)
        string(STRIP "${command}" command)
        run_help(command_help ${command})
        string(REGEX MATCH "Usage: ([^\n]*)" command_usage "${command_help}")
        roff_escape(command_synopsis "${CMAKE_MATCH_1}")
        string(APPEND page ".SS ${command}\n.B ${command_synopsis}\n.PP\n")
        help_to_roff(command_body "${command_help}" SS)
        string(APPEND page "${command_body}")
    endforeach()
endif()

string(APPEND page ".SH \"SEE ALSO\"\n")
if(NAME STREQUAL "krajina")
    string(APPEND page ".BR krajina-cli (1)\n")
else()
    string(APPEND page ".BR krajina (1)\n")
endif()

# Squeeze repeated paragraph breaks.
string(REGEX REPLACE "(\\.PP\n)+" ".PP\n" page "${page}")
string(REGEX REPLACE "\\.PP\n(\\.(SH|SS|TP)[ \n])" "\\1" page "${page}")
file(WRITE "${OUTPUT}" "${page}")
