<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CatalogueIo</name>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: two expansions are called &quot;%2&quot;; each needs its own file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot create the directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such file or directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown kind of file (expected a directory, .json, .krajina or .xml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write to standard output</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogueLint</name>
    <message>
        <source>game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>watermark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two tiles have the id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two entries of kind %1 have the id &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expansion %1 belongs to the unknown game &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expansion %1 has the unknown default back &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>edition of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>edition %1 of %2 has the unknown watermark &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the start tile &quot;%1&quot; of %2 is not one of its tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 tiles, but the published total is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tile belongs to the unknown expansion &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an edition of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the watermark &quot;%1&quot; is not in the catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the back &quot;%1&quot; is not in the catalogue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JczFormat</name>
    <message>
        <source>%1:%2: no XML element in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: not a JCloisterZone tile file (the root element is &lt;%3&gt;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2:%3: malformed XML: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attribute &quot;%1&quot; of &lt;%2&gt; is not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>element &lt;%1&gt; is not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &lt;tile&gt; without an id is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1: max=&quot;%2&quot; is not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1: group &quot;%2&quot; is not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1: unknown crop circle type &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1: unknown location &quot;%2&quot; is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1 is defined again (first on line %2); the first one is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1: &lt;volcano&gt; outside a river lake is not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1: unknown city location &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1: the field names a city at %2 that the tile does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &lt;tile-set&gt; without an id is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad count &quot;%1&quot; is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set %1 names an unknown tile %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1 is in no tile-set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1: JCloisterZone has no tiles of %2 cells; left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiles %1 and %2 share the JCloisterZone id %3 but differ; %2 is written as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1: JCloisterZone only knows roads and cities crossing a river; the %2 crossing of the %3 at %4 is not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1: JCloisterZone has no bookmaker; left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1: a field refers to feature %2, which is no city; left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot save: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonFormat</name>
    <message>
        <source>not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Krajina catalogue (format &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format version %1 is newer than this Krajina reads (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad format version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown %1 &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown board &quot;%1&quot; (square or hex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad colour &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feature type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crossing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>river role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crop circle type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;editionCounts&quot; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an edition&apos;s count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;size&quot; must be [width, height]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expansion %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is one expansion of a catalogue directory; read the directory or its %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an expansion object or the name of an expansion file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expansion file &quot;%1&quot; cannot be found from here: give the directory, or a single file with the expansions nested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an expansion file (format &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina</name>
    <message>
        <source>cannot read standard input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::BoardPanel</name>
    <message>
        <source>Neighbours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tile being edited among tiles that fit it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a game on the rules engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play many random games and report how they went</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::BoardScene</name>
    <message>
        <source>city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>river</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monastery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>farmer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monk</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n tile(s)</source>
        <translation>
            <numerusform>%1 of %n tile</numerusform>
            <numerusform>%1 of %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n pennant</numerusform>
            <numerusform>%n pennants</numerusform>
        </translation>
    </message>
    <message>
        <source>complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::CatalogueBrowser</name>
    <message>
        <source>Search id or name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edges, e.g. CRFR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edge pattern N-E-S-W in any rotation: C city, R road, F field, I river, ? any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All expansions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2/%3 verified)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::CatalogueTreeModel</name>
    <message>
        <source>Verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown expansion &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::FeatureLabels</name>
    <message>
        <source>City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>River</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monastery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Garden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crop Circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>volcano lake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fork</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ends in a city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overpass</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::GameSetupWidget</name>
    <message>
        <source>River: no three curves the same way (R2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>River: never into a dead end (R3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pig herd counts for farmers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No followers while the river is laid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>River tiles drawn in any order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start tile shuffled into the river</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>River built from the lake upstream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>River II built outward from the fork</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n tile</numerusform>
            <numerusform>%1: %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) changed</source>
        <translation>
            <numerusform>%n option changed</numerusform>
            <numerusform>%n options changed</numerusform>
        </translation>
    </message>
    <message>
        <source>Expansions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed deals the same tiles in the same order</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::Glossary</name>
    <message>
        <source>not valid UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first row must be the header en&lt;TAB&gt;cs&lt;TAB&gt;note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a term needs an English and a Czech column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a term needs an English and a Czech word</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::MainWindow</name>
    <message>
        <source>Krajina catalogues (*.krajina);;Catalogue text (*.json);;JCloisterZone tiles (*.xml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open Catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start an empty tile catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a Krajina catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Bundled Catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the catalogue that comes with Krajina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the catalogue under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit Krajina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find Tiles…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter the catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a new tile to the current expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a copy of the current tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the current tile from the catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Tile &amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Tile Do&amp;wn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show in &amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to where the rules mention the current tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ull Screen Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Czech (čeština)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Krajina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile Editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Opened the bundled catalogue: %n tile design(s)</source>
        <translation>
            <numerusform>Opened the bundled catalogue: %n tile design</numerusform>
            <numerusform>Opened the bundled catalogue: %n tile designs</numerusform>
        </translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Opened %1 with %n warning(s)</source>
        <translation>
            <numerusform>Opened %1 with %n warning</numerusform>
            <numerusform>Opened %1 with %n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krajina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bundled catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalogue has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save Catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Catalogue As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tile %1 in this catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules do not mention %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Krajina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Krajina %1&lt;/h3&gt;&lt;p&gt;A rulebook and tile catalogue editor for tile-laying board games.&lt;/p&gt;&lt;p&gt;Built with Qt %2 and KSyntaxHighlighting %3.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print &amp;Tile Sheets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make printable PDF tile sheets with backs and crop marks, or print them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krajina catalogues (*.krajina)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JCloisterZone tiles (*.xml);;Catalogue text (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Catalogue…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the catalogue as JCloisterZone tile XML or as catalogue text, leaving the document as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported the catalogue to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Export Catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Tile &amp;Images…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write each tile as PNG or SVG at a resolution, or a contact sheet of them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::NeighboursPage</name>
    <message>
        <source>north</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>river</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tile&apos;s own expansion and the base game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tile selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a tile to see it among fitting neighbours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine cannot lay this tile out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 sides filled from %3. Hover a colour to follow a merged feature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No candidate fits the %1 side (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neighbours from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which expansions the neighbours are taken from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other neighbours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show other tiles that fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tint merged features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each city, road, field and river joined across tiles in its own colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole board (0)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::ProblemsModel</name>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::ProblemsPanel</name>
    <message>
        <source>No problems: every tile definition passes its checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Krajina::RecentFiles</name>
    <message>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::RuleEditor</name>
    <message>
        <source>current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outdated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untranslated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Czech only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview: Czech</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview: English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;English&lt;/b&gt; (source)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Čeština&lt;/b&gt; (translation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Czech was checked against the English it has now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;only in Czech&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Translate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rules page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % complete — %2 current, %3 outdated, %4 untranslated, %5 Czech-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet checked against the English (no source recorded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The English changed; its earlier text is not known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a Czech-only unit after this row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the Czech unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poznámka</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::RulebookIo</name>
    <message>
        <source>not valid UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first row must be the header page&lt;TAB&gt;expansions&lt;TAB&gt;title_en&lt;TAB&gt;title_cs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a page id must be a folder name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in a rules page folder (no en.wiki or cs.wiki beside it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot remove the outdated sources file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::RulebookPanel</name>
    <message>
        <source>&amp;Page:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::SandboxPage</name>
    <message>
        <source>Cannot start the game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>New game with %1: %n tile(s) to play after the start tile %2.</source>
        <translation>
            <numerusform>New game with %1: %n tile to play after the start tile %2.</numerusform>
            <numerusform>New game with %1: %n tiles to play after the start tile %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>None of the chosen expansions has a river; tick River I or another river.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The river is laid: %n tile(s) placed at random legal places (seed %1).</source>
        <translation>
            <numerusform>The river is laid: %n tile placed at a random legal place (seed %1).</numerusform>
            <numerusform>The river is laid: %n tiles placed at random legal places (seed %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>No tiles are left. Finish the game for the final scoring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drew %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drew %1; set aside (fit nowhere): %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not one of the tiles in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picked %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fits nowhere on the board: set it aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine refused to place %1 at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a spot on the tile to place a follower there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No follower can go on this tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fits at %2. Place a follower or choose No follower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1 aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Took back the last move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1: %2 (+%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scoring: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Loaded %1: %n move(s).</source>
        <translation>
            <numerusform>Loaded %1: %n move.</numerusform>
            <numerusform>Loaded %1: %n moves.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Game Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the game record to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Game Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a tile…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1 set %2 aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1 placed %2 at %3, %4°.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A %1 of %n tile(s) is complete.</source>
        <translation>
            <numerusform>A %1 of %n tile is complete.</numerusform>
            <numerusform>A %1 of %n tiles is complete.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A %1 of %n tile(s) is complete: %2 points to %3.</source>
        <translation>
            <numerusform>A %1 of %n tile is complete: %2 points to %3.</numerusform>
            <numerusform>A %1 of %n tiles is complete: %2 points to %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bet %1 of player %2 on a %3 of %4 tiles: %5 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Crop circle: %n follower(s) added or taken back.</source>
        <translation>
            <numerusform>Crop circle: %n follower added or taken back.</numerusform>
            <numerusform>Crop circle: %n followers added or taken back.</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1 plays again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose expansions and rules, then start a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Player %1 to play · %n tile(s) left</source>
        <translation>
            <numerusform>Player %1 to play · %n tile left</numerusform>
            <numerusform>Player %1 to play · %n tiles left</numerusform>
        </translation>
    </message>
    <message>
        <source>river %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tiles left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw or pick a tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tint merged features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each city, road, field and river joined across tiles in its own colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole board (0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play river</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a game and lay the whole river with random legal moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the next tile from the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a particular tile instead of drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn anticlockwise (Shift+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn clockwise (R, or the mouse wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No follower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the tile up again (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate Tile Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take Tile Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles are placed by clicking a highlighted cell; R turns the tile.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::ScoreTable</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Followers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::SheetExportDialog</name>
    <message>
        <source>Print Tile Sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The selected tiles (%n)</source>
        <translation>
            <numerusform>The selected tile (%n)</numerusform>
            <numerusform>The selected tiles (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each tile once (contact sheet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared cut lines (edge to edge)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bleed round every tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crop marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run them to the page edge (guillotine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No backs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplex, flip on the long edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplex, flip on the short edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start with an alignment test page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF/X-4 with CMYK colours (print shop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tint each field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expansion:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper and layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orientation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bleed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gap between tiles:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back offset (right, down):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tiles on %2 pages: %3 per page (%4 × %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Tile Sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::SimulatePage</name>
    <message>
        <source>Cannot simulate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Playing %n game(s) of %1…</source>
        <translation>
            <numerusform>Playing %n game of %1…</numerusform>
            <numerusform>Playing %n games of %1…</numerusform>
        </translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed (whole river placed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stuck (a river tile fit nowhere)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>River tiles set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score (min – max)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score (mean ± deviation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner&apos;s lead (mean)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean score by seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n game(s).</source>
        <translation>
            <numerusform>Cancelled after %n game.</numerusform>
            <numerusform>Cancelled after %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n game(s).</source>
        <translation>
            <numerusform>Done: %n game.</numerusform>
            <numerusform>Done: %n games.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play random legal games of the chosen expansions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authors use this to check that a custom river or expansion can be played.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::StartupOptions</name>
    <message>
        <source>Rulebook and tile catalogue editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User interface language (en, cs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the tile &lt;id&gt; in the editor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a sandbox game on the preview board with &lt;expansions&gt; (comma-separated, e.g. base,river-1) and lay its river.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the rule page &lt;page&gt; (e.g. river), at the tile given with --tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a PNG of the main window to &lt;file&gt; once it is shown, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalogue to open (*.krajina or *.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tile %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::TileCanvas</name>
    <message>
        <source>Tile</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::TileEditor</name>
    <message>
        <source>Type of the feature to make from the selected locations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the selected locations one feature of the chosen type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join the features under the selected locations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split the selected locations off into a feature of their own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems of this tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tile selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join Features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split Feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::TileImageExportDialog</name>
    <message>
        <source>Export Tile Images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The selected tiles (%n)</source>
        <translation>
            <numerusform>The selected tile (%n)</numerusform>
            <numerusform>The selected tiles (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One file per tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One contact sheet (PNG), for a wiki&apos;s tile list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tint each field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expansion:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formats:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolution:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tile design(s) on one contact sheet.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Choose PNG, SVG or both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tile design(s), %1 × %1 pixels each.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Save Contact Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Tile Images to Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Export Tile Images</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Krajina::TilePropertiesWidget</name>
    <message>
        <source>Change Pennants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Pig Herd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Inn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Crossing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change River Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Crop Circle Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Cities of Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name (Czech):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name (English):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Editions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watermark:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JCZ id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pennants:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Touches cities:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pig herd:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>River role:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crop circle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every edition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edition ids, separated by commas; empty for every edition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field has a pig herd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An inn by the road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bridge over the other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overpass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volcano lake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fork</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ends in a city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City (knights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field (farmers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road (thieves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(expansion default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::TileTableModel</name>
    <message>
        <source>Verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::TileThumbnailDelegate</name>
    <message>
        <source>draft</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::TranslationChecks</name>
    <message>
        <source>the English has the number(s) %1, the Czech does not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Czech has the number(s) %1, the English does not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template(s) %1 of the English are missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile reference(s) %1 of the English are missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile reference(s) %1 are not in the English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link(s) %1 of the English are missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAQ/footnote id(s) %1 of the English are missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bold/italic (&apos;&apos; &apos;&apos;&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heading (==)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table ({| |})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unbalanced markup: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>headings differ from the English in level or number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the English says %1; the glossary&apos;s Czech for it is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a one-letter word is followed by an ordinary space (use &amp;nbsp; or U+00A0): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>straight quotes at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English closing quote ” at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>„ and “ do not pair up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Czech quotes are „…“: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the unit holds a blank line, so it will be read back as two units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>translates English unit %1, which the English page no longer has</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::TurnChoicesPanel</name>
    <message>
        <source>No bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crop circle (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crop circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::WikiExchange</name>
    <message>
        <source>{{TileList|%1}}: the catalogue has no expansion %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::WikiText</name>
    <message>
        <source>&lt;/translate&gt; without an opening &lt;translate&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;translate&gt; is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;translate&gt; inside another &lt;translate&gt; block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a translation unit has more than one &lt;!--T:…--&gt; marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &lt;!--T:…--&gt; marker must start its unit or end a line (as after a heading)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>translation unit %1 has nothing besides its marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &lt;!--T:…--&gt; marker without an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>translation unit id %1 is used twice (first on line %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SqliteStore</name>
    <message>
        <source>the SQLite driver of Qt (QSQLITE) is not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown board &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad numbers &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad colour &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown status &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, feature %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>locations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crossing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>river role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crop circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad %1 &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refers to a missing row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table %1, record &quot;%2&quot;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Krajina catalogue: the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Krajina catalogue: not an SQLite database (or damaged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Krajina catalogue: an SQLite database of another program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written by a newer version of Krajina (file schema version %1, this version reads up to %2); please update Krajina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Krajina catalogue: unknown schema version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is damaged (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot make a copy to upgrade: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot upgrade: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot save: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TileLint</name>
    <message>
        <source>the size %1x%2 has no cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the count %1 is negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the count %1 in edition &quot;%2&quot; is negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tile needs both a Czech and an English name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on cell %2, but the tile has %3 cell(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds sides; a field holds half-edges only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no half-edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds half-edges; cities, roads and rivers hold sides only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lies inside the tile and holds no location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2 and needs %3 river end(s), not %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2, a half-edge of a city side; the city owns both half-edges of its sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is held by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the half-edge %1 belongs to no field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 cross each other round the perimeter; mark one as a bridge or overpass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names city #%2, but the tile has no feature #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names %2 as a city it touches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not touch %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 touches %2 but does not list it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 monasteries (%2); a tile has at most one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side %1 of cell %2 is %3, but the cell %4 meets it with %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UndoCommands</name>
    <message>
        <source>Add Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Tile Features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Tile Name (Czech)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Tile Names (Czech)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Tile Name (English)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Tile Names (English)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Tile Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Tile Ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Tile to Expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Tiles to Expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Tile Editions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Editions of Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Tile Watermark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Tile Watermarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Tile Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Tile Backs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Tile Art</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Art of Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Tile Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Status of Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change JCloisterZone Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change JCloisterZone Ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Tile Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Tile Sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Tile Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Tile Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Tile Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit English Rule Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Czech Rule Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Translate Rule Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark Translation Current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Czech-Only Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Czech Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Rule Page</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
