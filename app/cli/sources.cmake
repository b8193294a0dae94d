# Each command's file; helpers add a line for theirs.
target_sources(krajina_cli PRIVATE
    cli/catalogueargument.h cli/catalogueargument.cpp
    cli/tilescommand.cpp
    cli/dosrioscommand.cpp
    cli/checkcommand.cpp
    cli/convertcommand.cpp
    cli/playcommand.cpp
    cli/simulatecommand.cpp
    cli/rendercommand.cpp
    cli/sheetscommand.cpp
    cli/exporttilescommand.cpp
    cli/rulesclisupport.h cli/rulesclisupport.cpp cli/rulescommand.cpp cli/wikicommand.cpp)
