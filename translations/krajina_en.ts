<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CatalogueIo</name>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: cannot write: %2</translation>
    </message>
    <message>
        <source>%1: cannot write: %2; the new text is in %3</source>
        <translation>%1: cannot write: %2; the new text is in %3</translation>
    </message>
    <message>
        <source>%1: two expansions are called &quot;%2&quot;; each needs its own file</source>
        <translation>%1: two expansions are called &quot;%2&quot;; each needs its own file</translation>
    </message>
    <message>
        <source>%1: cannot create the directory</source>
        <translation>%1: cannot create the directory</translation>
    </message>
    <message>
        <source>%1: no such file or directory</source>
        <translation>%1: no such file or directory</translation>
    </message>
    <message>
        <source>%1: unknown kind of file (expected a directory, .json, .krajina or .xml)</source>
        <translation>%1: unknown kind of file (expected a directory, .json, .krajina or .xml)</translation>
    </message>
    <message>
        <source>cannot write to standard output</source>
        <translation>cannot write to standard output</translation>
    </message>
    <message>
        <source>%1: not replaced: Krajina has it open with unsaved changes (it holds the file&apos;s lock); save or close it there first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogueLint</name>
    <message>
        <source>game</source>
        <translation>game</translation>
    </message>
    <message>
        <source>expansion</source>
        <translation>expansion</translation>
    </message>
    <message>
        <source>watermark</source>
        <translation>watermark</translation>
    </message>
    <message>
        <source>tile back</source>
        <translation>tile back</translation>
    </message>
    <message>
        <source>two tiles have the id &quot;%1&quot;</source>
        <translation>two tiles have the id &quot;%1&quot;</translation>
    </message>
    <message>
        <source>two entries of kind %1 have the id &quot;%2&quot;</source>
        <translation>two entries of kind %1 have the id &quot;%2&quot;</translation>
    </message>
    <message>
        <source>expansion %1 belongs to the unknown game &quot;%2&quot;</source>
        <translation>expansion %1 belongs to the unknown game &quot;%2&quot;</translation>
    </message>
    <message>
        <source>expansion %1 has the unknown default back &quot;%2&quot;</source>
        <translation>expansion %1 has the unknown default back &quot;%2&quot;</translation>
    </message>
    <message>
        <source>edition of %1</source>
        <translation>edition of %1</translation>
    </message>
    <message>
        <source>edition %1 of %2 has the unknown watermark &quot;%3&quot;</source>
        <translation>edition %1 of %2 has the unknown watermark &quot;%3&quot;</translation>
    </message>
    <message>
        <source>the start tile &quot;%1&quot; of %2 is not one of its tiles</source>
        <translation>the start tile &quot;%1&quot; of %2 is not one of its tiles</translation>
    </message>
    <message>
        <source>the tile belongs to the unknown expansion &quot;%1&quot;</source>
        <translation>the tile belongs to the unknown expansion &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an edition of %2</source>
        <translation>&quot;%1&quot; is not an edition of %2</translation>
    </message>
    <message>
        <source>the watermark &quot;%1&quot; is not in the catalogue</source>
        <translation>the watermark &quot;%1&quot; is not in the catalogue</translation>
    </message>
    <message>
        <source>the back &quot;%1&quot; is not in the catalogue</source>
        <translation>the back &quot;%1&quot; is not in the catalogue</translation>
    </message>
    <message>
        <source>%1 has %2 tiles, enough to be played alone, but states no start tile: a game of it alone cannot start</source>
        <translation>%1 has %2 tiles, enough to be played alone, but states no start tile: a game of it alone cannot start</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n tile(s), but the published total is %2</source>
        <translation>
            <numerusform>%1 has %n tile, but the published total is %2</numerusform>
            <numerusform>%1 has %n tiles, but the published total is %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n river tile(s) (%2) among its land tiles but no source and lake to make a river of them: played without a river expansion, every game sets them aside</source>
        <translation>
            <numerusform>%1 has %n river tile (%2) among its land tiles but no source and lake to make a river of it: played without a river expansion, every game sets it aside</numerusform>
            <numerusform>%1 has %n river tiles (%2) among its land tiles but no source and lake to make a river of them: played without a river expansion, every game sets them aside</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DamText</name>
    <message>
        <source>The dam may go here.</source>
        <translation>The dam may go here.</translation>
    </message>
    <message>
        <source>A dam goes on a side between a hex a river may flow through and the hex below it.</source>
        <translation>A dam goes on a side between a hex a river may flow through and the hex below it.</translation>
    </message>
    <message>
        <source>This side is dammed already.</source>
        <translation>This side is dammed already.</translation>
    </message>
    <message>
        <source>A dam may not close every lower side of a hex through which a river could flow on.</source>
        <translation>A dam may not close every lower side of a hex through which a river could flow on.</translation>
    </message>
</context>
<context>
    <name>JczFormat</name>
    <message>
        <source>%1:%2: no XML element in the file</source>
        <translation>%1:%2: no XML element in the file</translation>
    </message>
    <message>
        <source>%1:%2: not a JCloisterZone tile file (the root element is &lt;%3&gt;)</source>
        <translation>%1:%2: not a JCloisterZone tile file (the root element is &lt;%3&gt;)</translation>
    </message>
    <message>
        <source>%1:%2:%3: malformed XML: %4</source>
        <translation>%1:%2:%3: malformed XML: %4</translation>
    </message>
    <message>
        <source>attribute &quot;%1&quot; of &lt;%2&gt; is not kept</source>
        <translation>attribute &quot;%1&quot; of &lt;%2&gt; is not kept</translation>
    </message>
    <message>
        <source>element &lt;%1&gt; is not kept</source>
        <translation>element &lt;%1&gt; is not kept</translation>
    </message>
    <message>
        <source>a &lt;tile&gt; without an id is left out</source>
        <translation>a &lt;tile&gt; without an id is left out</translation>
    </message>
    <message>
        <source>tile %1: max=&quot;%2&quot; is not kept</source>
        <translation>tile %1: max=&quot;%2&quot; is not kept</translation>
    </message>
    <message>
        <source>tile %1: group &quot;%2&quot; is not kept</source>
        <translation>tile %1: group &quot;%2&quot; is not kept</translation>
    </message>
    <message>
        <source>tile %1: unknown crop circle type &quot;%2&quot;</source>
        <translation>tile %1: unknown crop circle type &quot;%2&quot;</translation>
    </message>
    <message>
        <source>tile %1: unknown location &quot;%2&quot; is left out</source>
        <translation>tile %1: unknown location &quot;%2&quot; is left out</translation>
    </message>
    <message>
        <source>tile %1 is defined again (first on line %2); the first one is kept</source>
        <translation>tile %1 is defined again (first on line %2); the first one is kept</translation>
    </message>
    <message>
        <source>tile %1: &lt;volcano&gt; outside a river lake is not kept</source>
        <translation>tile %1: &lt;volcano&gt; outside a river lake is not kept</translation>
    </message>
    <message>
        <source>tile %1: unknown city location &quot;%2&quot;</source>
        <translation>tile %1: unknown city location &quot;%2&quot;</translation>
    </message>
    <message>
        <source>tile %1: the field names a city at %2 that the tile does not have</source>
        <translation>tile %1: the field names a city at %2 that the tile does not have</translation>
    </message>
    <message>
        <source>a &lt;tile-set&gt; without an id is left out</source>
        <translation>a &lt;tile-set&gt; without an id is left out</translation>
    </message>
    <message>
        <source>set %1 names an unknown tile %2</source>
        <translation>set %1 names an unknown tile %2</translation>
    </message>
    <message>
        <source>tile %1 is in no tile-set</source>
        <translation>tile %1 is in no tile-set</translation>
    </message>
    <message>
        <source>tile %1: JCloisterZone has no tiles of %2 cells; left out</source>
        <translation>tile %1: JCloisterZone has no tiles of %2 cells; left out</translation>
    </message>
    <message>
        <source>tiles %1 and %2 share the JCloisterZone id %3 but differ; %2 is written as %2</source>
        <translation>tiles %1 and %2 share the JCloisterZone id %3 but differ; %2 is written as %2</translation>
    </message>
    <message>
        <source>tile %1: JCloisterZone only knows roads and cities crossing a river; the %2 crossing of the %3 at %4 is not kept</source>
        <translation>tile %1: JCloisterZone only knows roads and cities crossing a river; the %2 crossing of the %3 at %4 is not kept</translation>
    </message>
    <message>
        <source>tile %1: JCloisterZone has no bookmaker; left out</source>
        <translation>tile %1: JCloisterZone has no bookmaker; left out</translation>
    </message>
    <message>
        <source>tile %1: a field refers to feature %2, which is no city; left out</source>
        <translation>tile %1: a field refers to feature %2, which is no city; left out</translation>
    </message>
    <message>
        <source>%1: cannot save: %2</source>
        <translation>%1: cannot save: %2</translation>
    </message>
    <message>
        <source>%1:%2: the file declares XML entities, which Krajina does not expand</source>
        <translation>%1:%2: the file declares XML entities, which Krajina does not expand</translation>
    </message>
    <message>
        <source>tile %1: %2 pennants are left out (0 to %3)</source>
        <translation>tile %1: %2 pennants are left out (0 to %3)</translation>
    </message>
    <message>
        <source>bad count &quot;%1&quot; is left out (0 to %2)</source>
        <translation>bad count &quot;%1&quot; is left out (0 to %2)</translation>
    </message>
    <message>
        <source>tile %1: more than %2 copies in set %3; the copies beyond are left out</source>
        <translation>tile %1: more than %2 copies in set %3; the copies beyond are left out</translation>
    </message>
    <message numerus="yes">
        <source>the names of %n tile(s), in Czech and English</source>
        <translation>
            <numerusform>the names of %n tile, in Czech and English</numerusform>
            <numerusform>the names of %n tiles, in Czech and English</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the Czech names of %n expansion(s) (an English name is kept as the title)</source>
        <translation>
            <numerusform>the Czech names of %n expansion (an English name is kept as the title)</numerusform>
            <numerusform>the Czech names of %n expansions (an English name is kept as the title)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the names of %n expansion(s) that JCloisterZone has and names itself</source>
        <translation>
            <numerusform>the names of %n expansion that JCloisterZone has and names itself</numerusform>
            <numerusform>the names of %n expansions that JCloisterZone has and names itself</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the watermarks of %n tile(s)</source>
        <translation>
            <numerusform>the watermarks of %n tile</numerusform>
            <numerusform>the watermarks of %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the backs of %n expansion(s)</source>
        <translation>
            <numerusform>the backs of %n expansion</numerusform>
            <numerusform>the backs of %n expansions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the backs of %n tile(s)</source>
        <translation>
            <numerusform>the backs of %n tile</numerusform>
            <numerusform>the backs of %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the start tiles of %n expansion(s) (JCloisterZone starts from BA/RCr or a spring)</source>
        <translation>
            <numerusform>the start tiles of %n expansion (JCloisterZone starts from BA/RCr or a spring)</numerusform>
            <numerusform>the start tiles of %n expansions (JCloisterZone starts from BA/RCr or a spring)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the status (transcribed, verified, ...) of %n tile(s)</source>
        <translation>
            <numerusform>the status (transcribed, verified, ...) of %n tile</numerusform>
            <numerusform>the status (transcribed, verified, ...) of %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s) on expansions and tiles</source>
        <translation>
            <numerusform>%n note on expansions and tiles</numerusform>
            <numerusform>%n notes on expansions and tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the art files of %n tile(s)</source>
        <translation>
            <numerusform>the art files of %n tile</numerusform>
            <numerusform>the art files of %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the names of %n edition(s) (each is a numbered tile set)</source>
        <translation>
            <numerusform>the names of %n edition (each is a numbered tile set)</numerusform>
            <numerusform>the names of %n editions (each is a numbered tile set)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the betting tokens of %n expansion(s)</source>
        <translation>
            <numerusform>the betting tokens of %n expansion</numerusform>
            <numerusform>the betting tokens of %n expansions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JsonFormat</name>
    <message>
        <source>not valid JSON: %1</source>
        <translation>not valid JSON: %1</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>expected a JSON object</translation>
    </message>
    <message>
        <source>not a Krajina catalogue (format &quot;%1&quot;)</source>
        <translation>not a Krajina catalogue (format &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>format version %1 is newer than this Krajina reads (%2)</source>
        <translation>format version %1 is newer than this Krajina reads (%2)</translation>
    </message>
    <message>
        <source>bad format version %1</source>
        <translation>bad format version %1</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; ignored</source>
        <translation>unknown key &quot;%1&quot; ignored</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation>&quot;%1&quot; is missing</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string</source>
        <translation>&quot;%1&quot; must be a string</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must not be empty</source>
        <translation>&quot;%1&quot; must not be empty</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation>&quot;%1&quot; must be true or false</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an array</source>
        <translation>&quot;%1&quot; must be an array</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>expected an object</translation>
    </message>
    <message>
        <source>each element</source>
        <translation>each element</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>expected a string</translation>
    </message>
    <message>
        <source>unknown %1 &quot;%2&quot;</source>
        <translation>unknown %1 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>unknown board &quot;%1&quot; (square or hex)</source>
        <translation>unknown board &quot;%1&quot; (square or hex)</translation>
    </message>
    <message>
        <source>bad colour &quot;%1&quot;</source>
        <translation>bad colour &quot;%1&quot;</translation>
    </message>
    <message>
        <source>feature type</source>
        <translation>feature type</translation>
    </message>
    <message>
        <source>location</source>
        <translation>location</translation>
    </message>
    <message>
        <source>crossing</source>
        <translation>crossing</translation>
    </message>
    <message>
        <source>river role</source>
        <translation>river role</translation>
    </message>
    <message>
        <source>crop circle type</source>
        <translation>crop circle type</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>tile %1</translation>
    </message>
    <message>
        <source>&quot;editionCounts&quot; must be an object</source>
        <translation>&quot;editionCounts&quot; must be an object</translation>
    </message>
    <message>
        <source>an edition&apos;s count</source>
        <translation>an edition&apos;s count</translation>
    </message>
    <message>
        <source>status</source>
        <translation>status</translation>
    </message>
    <message>
        <source>&quot;size&quot; must be [width, height]</source>
        <translation>&quot;size&quot; must be [width, height]</translation>
    </message>
    <message>
        <source>expansion %1</source>
        <translation>expansion %1</translation>
    </message>
    <message>
        <source>this is one expansion of a catalogue directory; read the directory or its %1</source>
        <translation>this is one expansion of a catalogue directory; read the directory or its %1</translation>
    </message>
    <message>
        <source>expected an expansion object or the name of an expansion file</source>
        <translation>expected an expansion object or the name of an expansion file</translation>
    </message>
    <message>
        <source>expansion file &quot;%1&quot; cannot be found from here: give the directory, or a single file with the expansions nested</source>
        <translation>expansion file &quot;%1&quot; cannot be found from here: give the directory, or a single file with the expansions nested</translation>
    </message>
    <message>
        <source>expected an expansion file (format &quot;%1&quot;)</source>
        <translation>expected an expansion file (format &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>the text is not valid Unicode (a lone surrogate such as \ud800)</source>
        <translation>the text is not valid Unicode (a lone surrogate such as \ud800)</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3</source>
        <translation>%1 must be a whole number from %2 to %3</translation>
    </message>
</context>
<context>
    <name>Krajina</name>
    <message>
        <source>cannot read standard input</source>
        <translation>cannot read standard input</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: cannot open: %2</translation>
    </message>
    <message>
        <source>%1: the file is larger than %2 MiB, the most Krajina reads</source>
        <translation>%1: the file is larger than %2 MiB, the most Krajina reads</translation>
    </message>
    <message>
        <source>%1: cannot open: no such file</source>
        <translation>%1: cannot open: no such file</translation>
    </message>
    <message>
        <source>%1: cannot open: it is a folder, not a file</source>
        <translation>%1: cannot open: it is a folder, not a file</translation>
    </message>
    <message>
        <source>%1: cannot open: not a regular file (a device or a pipe)</source>
        <translation>%1: cannot open: not a regular file (a device or a pipe)</translation>
    </message>
    <message>
        <source>%1:%2: not valid UTF-8 (byte %3 of the line)</source>
        <translation>%1:%2: not valid UTF-8 (byte %3 of the line)</translation>
    </message>
    <message>
        <source>%1: cannot save: the file is read-only; Krajina replaces a read-only file only when you confirm it (or make it writable first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no space left on the device</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::AuthorActions</name>
    <message>
        <source>&amp;New Expansion…</source>
        <translation>&amp;New Expansion…</translation>
    </message>
    <message>
        <source>Expansion &amp;Properties…</source>
        <translation>Expansion &amp;Properties…</translation>
    </message>
    <message>
        <source>&amp;Rename Tile…</source>
        <translation>&amp;Rename Tile…</translation>
    </message>
    <message>
        <source>Type a new id for the current tile</source>
        <translation>Type a new id for the current tile</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>&amp;Getting Started</translation>
    </message>
    <message>
        <source>What to do first, for rules maintainers, expansion authors and print-and-play makers</source>
        <translation>What to do first, for rules maintainers, expansion authors and print-and-play makers</translation>
    </message>
    <message>
        <source>Getting Started</source>
        <translation>Getting Started</translation>
    </message>
    <message>
        <source>Add an expansion of your own to the catalogue: names, id, watermark and back</source>
        <translation>Add an expansion of your own to the catalogue: names, id, watermark and back</translation>
    </message>
    <message>
        <source>Change the names, id, watermark, back or start tile of the current tile&apos;s expansion</source>
        <translation>Change the names, id, watermark, back or start tile of the current tile&apos;s expansion</translation>
    </message>
    <message>
        <source>Use as &amp;Start Tile</source>
        <translation>Use as &amp;Start Tile</translation>
    </message>
    <message>
        <source>Games of the current tile&apos;s expansion start from this tile (again: no start tile)</source>
        <translation>Games of the current tile&apos;s expansion start from this tile (again: no start tile)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Making an expansion of your own&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;File &amp;gt; New Catalogue&lt;/b&gt; asks for your expansion&apos;s English and Czech names, its id, the watermark printed on its tiles and its back (later: &lt;b&gt;Catalogue &amp;gt; New Expansion&lt;/b&gt;; &lt;b&gt;Catalogue &amp;gt; Expansion Properties&lt;/b&gt; also picks the tile its games start from).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Tile &amp;gt; Add Tile&lt;/b&gt; (Ctrl+T) adds a tile; type its id in Properties (F2).&lt;/li&gt;&lt;li&gt;In the tile editor, click the edge locations, pick City, Road or Field and press Make (Ctrl+M). Hover a location to see its name; Shift extends the selection, Ctrl adds or removes one.&lt;/li&gt;&lt;li&gt;The Problems panel says in words what is wrong; a quick fix repairs it in one step.&lt;/li&gt;&lt;li&gt;The preview board shows your tile among the base game&apos;s tiles (Neighbours), lets you play the base game with your expansion (Sandbox) and plays many games at once (Simulate).&lt;/li&gt;&lt;li&gt;&lt;b&gt;File &amp;gt; Print Tile Sheets&lt;/b&gt; (Ctrl+P) makes PDF sheets; &lt;b&gt;File &amp;gt; Save&lt;/b&gt; keeps it all in a .krajina file; &lt;b&gt;File &amp;gt; Export Catalogue&lt;/b&gt; writes JCloisterZone XML.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;Keeping the rules wiki in step&lt;/h3&gt;&lt;p&gt;Open the &lt;b&gt;Rules&lt;/b&gt; tab: English and Czech side by side, unit by unit. An English change marks its Czech unit outdated and shows what changed. &lt;b&gt;Tile &amp;gt; Show in Rules&lt;/b&gt; (Ctrl+R) finds where a tile is mentioned.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Making an expansion of your own&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;File &amp;gt; New Catalogue&lt;/b&gt; asks for your expansion&apos;s English and Czech names, its id, the watermark printed on its tiles and its back (later: &lt;b&gt;Catalogue &amp;gt; New Expansion&lt;/b&gt;; &lt;b&gt;Catalogue &amp;gt; Expansion Properties&lt;/b&gt; also picks the tile its games start from).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Tile &amp;gt; Add Tile&lt;/b&gt; (Ctrl+T) adds a tile; type its id in Properties (F2).&lt;/li&gt;&lt;li&gt;In the tile editor, click the edge locations, pick City, Road or Field and press Make (Ctrl+M). Hover a location to see its name; Shift extends the selection, Ctrl adds or removes one.&lt;/li&gt;&lt;li&gt;The Problems panel says in words what is wrong; a quick fix repairs it in one step.&lt;/li&gt;&lt;li&gt;The preview board shows your tile among the base game&apos;s tiles (Neighbours), lets you play the base game with your expansion (Sandbox) and plays many games at once (Simulate).&lt;/li&gt;&lt;li&gt;&lt;b&gt;File &amp;gt; Print Tile Sheets&lt;/b&gt; (Ctrl+P) makes PDF sheets; &lt;b&gt;File &amp;gt; Save&lt;/b&gt; keeps it all in a .krajina file; &lt;b&gt;File &amp;gt; Export Catalogue&lt;/b&gt; writes JCloisterZone XML.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;Keeping the rules wiki in step&lt;/h3&gt;&lt;p&gt;Open the &lt;b&gt;Rules&lt;/b&gt; tab: English and Czech side by side, unit by unit. An English change marks its Czech unit outdated and shows what changed. &lt;b&gt;Tile &amp;gt; Show in Rules&lt;/b&gt; (Ctrl+R) finds where a tile is mentioned.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The &lt;b&gt;Wiki&lt;/b&gt; panel (View &amp;gt; Panels &amp;gt; Wiki) keeps the rules wiki and Krajina in step: give the wiki&apos;s address and a bot password (Special:BotPasswords); &lt;b&gt;Compare&lt;/b&gt; shows each page&apos;s state, &lt;b&gt;Pull&lt;/b&gt; brings in what others changed (undoable) and &lt;b&gt;Push&lt;/b&gt; writes what you changed. A page changed on both sides is merged paragraph by paragraph; where the same paragraph changed, choose the page and &lt;b&gt;Resolve…&lt;/b&gt; keeps yours or takes the wiki&apos;s. Tile tables come from the catalogue: an edit of one on the wiki is taken into the catalogue or overwritten only when you say so.&lt;/p&gt;</source>
        <translation>&lt;p&gt;The &lt;b&gt;Wiki&lt;/b&gt; panel (View &amp;gt; Panels &amp;gt; Wiki) keeps the rules wiki and Krajina in step: give the wiki&apos;s address and a bot password (Special:BotPasswords); &lt;b&gt;Compare&lt;/b&gt; shows each page&apos;s state, &lt;b&gt;Pull&lt;/b&gt; brings in what others changed (undoable) and &lt;b&gt;Push&lt;/b&gt; writes what you changed. A page changed on both sides is merged paragraph by paragraph; where the same paragraph changed, choose the page and &lt;b&gt;Resolve…&lt;/b&gt; keeps yours or takes the wiki&apos;s. Tile tables come from the catalogue: an edit of one on the wiki is taken into the catalogue or overwritten only when you say so.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Printing tiles to play&lt;/h3&gt;&lt;p&gt;Pick an expansion in the catalogue (or Ctrl-click tiles) and use &lt;b&gt;File &amp;gt; Print Tile Sheets&lt;/b&gt;: true-size tiles with backs that line up and crop marks.&lt;/p&gt;&lt;p&gt;Everything is undoable (Ctrl+Z); &lt;b&gt;View &amp;gt; Language&lt;/b&gt; switches between Czech and English.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Printing tiles to play&lt;/h3&gt;&lt;p&gt;Pick an expansion in the catalogue (or Ctrl-click tiles) and use &lt;b&gt;File &amp;gt; Print Tile Sheets&lt;/b&gt;: true-size tiles with backs that line up and crop marks.&lt;/p&gt;&lt;p&gt;Everything is undoable (Ctrl+Z); &lt;b&gt;View &amp;gt; Language&lt;/b&gt; switches between Czech and English.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Krajina::Autosave</name>
    <message>
        <source>%1: cannot create the folder for recovery files</source>
        <translation>%1: cannot create the folder for recovery files</translation>
    </message>
</context>
<context>
    <name>Krajina::BalanceComparisonView</name>
    <message>
        <source>%1 (%2 – %3)</source>
        <translation>%1 (%2 – %3)</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figure</translation>
    </message>
    <message>
        <source>This set</source>
        <translation>This set</translation>
    </message>
    <message>
        <source>Compared set</source>
        <translation>Compared set</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Difference</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Tick &quot;Figures per tile&quot; or name a set to compare with, then simulate.</source>
        <translation>Tick &quot;Figures per tile&quot; or name a set to compare with, then simulate.</translation>
    </message>
    <message>
        <source>Per player and game, with 95 % intervals; both sets played with the same seats and seeds. A difference is beyond chance when Welch&apos;s t test says so at 95 %.</source>
        <translation>Per player and game, with 95 % intervals; both sets played with the same seats and seeds. A difference is beyond chance when Welch&apos;s t test says so at 95 %.</translation>
    </message>
    <message>
        <source>Per player and game, with 95 % intervals.</source>
        <translation>Per player and game, with 95 % intervals.</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Mean score</translation>
    </message>
    <message>
        <source>Game length (tiles)</source>
        <translation>Game length (tiles)</translation>
    </message>
    <message>
        <source>Points from cities</source>
        <translation>Points from cities</translation>
    </message>
    <message>
        <source>Points from roads</source>
        <translation>Points from roads</translation>
    </message>
    <message>
        <source>Points from monasteries</source>
        <translation>Points from monasteries</translation>
    </message>
    <message>
        <source>Points from fields</source>
        <translation>Points from fields</translation>
    </message>
    <message>
        <source>beyond chance</source>
        <translation>beyond chance</translation>
    </message>
    <message>
        <source>within chance</source>
        <translation>within chance</translation>
    </message>
</context>
<context>
    <name>Krajina::BalanceSetup</name>
    <message>
        <source>Seat %1:</source>
        <translation>Seat %1:</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Greedy</translation>
    </message>
    <message>
        <source>Lookahead</source>
        <translation>Lookahead</translation>
    </message>
    <message>
        <source>How this seat plays: random legal moves, the move with the best immediate evaluation (greedy), or playouts of the greedy player&apos;s best moves (lookahead)</source>
        <translation>How this seat plays: random legal moves, the move with the best immediate evaluation (greedy), or playouts of the greedy player&apos;s best moves (lookahead)</translation>
    </message>
    <message>
        <source>Playouts per move:</source>
        <translation>Playouts per move:</translation>
    </message>
    <message>
        <source>How many games a lookahead seat plays out for each move</source>
        <translation>How many games a lookahead seat plays out for each move</translation>
    </message>
    <message>
        <source>Figures per tile</source>
        <translation>Figures per tile</translation>
    </message>
    <message>
        <source>Count how often each tile design is drawn, placed and set aside, and the points its placements bring their players</source>
        <translation>Count how often each tile design is drawn, placed and set aside, and the points its placements bring their players</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>Compare with:</translation>
    </message>
    <message>
        <source>Expansions to play with the same seats and seeds, comma-separated (e.g. base): the Comparison tab shows both sets side by side</source>
        <translation>Expansions to play with the same seats and seeds, comma-separated (e.g. base): the Comparison tab shows both sets side by side</translation>
    </message>
</context>
<context>
    <name>Krajina::Bets</name>
    <message>
        <source>%1 has no bookmaker</source>
        <translation>%1 has no bookmaker</translation>
    </message>
    <message>
        <source>this is the last tile of the game</source>
        <translation>this is the last tile of the game</translation>
    </message>
    <message>
        <source>every road and city on the bookmaker tile is complete</source>
        <translation>every road and city on the bookmaker tile is complete</translation>
    </message>
    <message>
        <source>there is no player %1</source>
        <translation>there is no player %1</translation>
    </message>
    <message>
        <source>player %1 bets twice on one bookmaker</source>
        <translation>player %1 bets twice on one bookmaker</translation>
    </message>
    <message>
        <source>there is no such betting token</source>
        <translation>there is no such betting token</translation>
    </message>
    <message>
        <source>player %1 has no token %2 left</source>
        <translation>player %1 has no token %2 left</translation>
    </message>
    <message>
        <source>the bets on %1 can only go to a road or city completed through it now</source>
        <translation>the bets on %1 can only go to a road or city completed through it now</translation>
    </message>
</context>
<context>
    <name>Krajina::BoardPanel</name>
    <message>
        <source>Neighbours</source>
        <translation>Neighbours</translation>
    </message>
    <message>
        <source>The tile being edited among tiles that fit it</source>
        <translation>The tile being edited among tiles that fit it</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <source>Play a game on the rules engine</source>
        <translation>Play a game on the rules engine</translation>
    </message>
    <message>
        <source>Simulate</source>
        <translation>Simulate</translation>
    </message>
    <message>
        <source>Play many random games and report how they went</source>
        <translation>Play many random games and report how they went</translation>
    </message>
    <message>
        <source>Dos Rios</source>
        <translation>Dos Rios</translation>
    </message>
    <message>
        <source>The Dos Rios hex board: both rivers routed live, dams, land tiles moved and turned</source>
        <translation>The Dos Rios hex board: both rivers routed live, dams, land tiles moved and turned</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Lay out the board: land tiles, dams and the rivers&apos; ways</source>
        <translation>Lay out the board: land tiles, dams and the rivers&apos; ways</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Play a game of Dos Rios by hand on the rules engine</source>
        <translation>Play a game of Dos Rios by hand on the rules engine</translation>
    </message>
</context>
<context>
    <name>Krajina::BoardScene</name>
    <message>
        <source>city</source>
        <translation>city</translation>
    </message>
    <message>
        <source>road</source>
        <translation>road</translation>
    </message>
    <message>
        <source>field</source>
        <translation>field</translation>
    </message>
    <message>
        <source>river</source>
        <translation>river</translation>
    </message>
    <message>
        <source>monastery</source>
        <translation>monastery</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>knight</translation>
    </message>
    <message>
        <source>thief</source>
        <translation>thief</translation>
    </message>
    <message>
        <source>farmer</source>
        <translation>farmer</translation>
    </message>
    <message>
        <source>monk</source>
        <translation>monk</translation>
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
        <translation>complete</translation>
    </message>
    <message>
        <source>open</source>
        <translation>open</translation>
    </message>
    <message>
        <source>Player %1: %2</source>
        <translation>Player %1: %2</translation>
    </message>
</context>
<context>
    <name>Krajina::CarcassonneRules</name>
    <message>
        <source>Carcassonne</source>
        <translation>Carcassonne</translation>
    </message>
</context>
<context>
    <name>Krajina::CarcassonneSimulation</name>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Completed (whole river placed)</source>
        <translation>Completed (whole river placed)</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <source>Stuck (a river tile fit nowhere)</source>
        <translation>Stuck (a river tile fit nowhere)</translation>
    </message>
    <message>
        <source>River tiles set aside</source>
        <translation>River tiles set aside</translation>
    </message>
    <message>
        <source>River</source>
        <translation>River</translation>
    </message>
    <message>
        <source>no river in play</source>
        <translation>no river in play</translation>
    </message>
    <message>
        <source>Tiles set aside</source>
        <translation>Tiles set aside</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Score (min – max)</source>
        <translation>Score (min – max)</translation>
    </message>
    <message>
        <source>Score (mean ± deviation)</source>
        <translation>Score (mean ± deviation)</translation>
    </message>
    <message>
        <source>Winner&apos;s lead (mean)</source>
        <translation>Winner&apos;s lead (mean)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Mean score by seat</source>
        <translation>Mean score by seat</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Seconds</translation>
    </message>
    <message>
        <source>Games per second</source>
        <translation>Games per second</translation>
    </message>
    <message>
        <source>No river in play</source>
        <translation>No river in play</translation>
    </message>
    <message>
        <source>Completed: %1 % (95 % interval %2 – %3 %)</source>
        <translation>Completed: %1 % (95 % interval %2 – %3 %)</translation>
    </message>
    <message>
        <source>games</source>
        <translation>games</translation>
    </message>
    <message>
        <source>completed (95 % lower bound)</source>
        <translation>completed (95 % lower bound)</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95 % interval</translation>
    </message>
    <message>
        <source>not completed</source>
        <translation>not completed</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Final scores</translation>
    </message>
    <message>
        <source>Final scores: not drawn, no game laid the whole river</source>
        <translation>Final scores: not drawn, no game laid the whole river</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>Winner&apos;s lead</source>
        <translation>Winner&apos;s lead</translation>
    </message>
    <message>
        <source>Winner&apos;s lead: not drawn, no game laid the whole river</source>
        <translation>Winner&apos;s lead: not drawn, no game laid the whole river</translation>
    </message>
    <message>
        <source>Tiles set aside: none</source>
        <translation>Tiles set aside: none</translation>
    </message>
    <message>
        <source>Tiles set aside (copies over all games)</source>
        <translation>Tiles set aside (copies over all games)</translation>
    </message>
    <message>
        <source>set aside</source>
        <translation>set aside</translation>
    </message>
    <message>
        <source>the river could not go on</source>
        <translation>the river could not go on</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Game length</translation>
    </message>
    <message>
        <source>Game length: not drawn, no game laid the whole river</source>
        <translation>Game length: not drawn, no game laid the whole river</translation>
    </message>
    <message>
        <source>tiles placed</source>
        <translation>tiles placed</translation>
    </message>
    <message numerus="yes">
        <source>%1, share of %n game(s)</source>
        <translation>
            <numerusform>%1, share of %n game</numerusform>
            <numerusform>%1, share of %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cell %1, %2: %3 of %n game(s) (%4 %)</source>
        <translation>
            <numerusform>Cell %1, %2: %3 of %n game (%4 %)</numerusform>
            <numerusform>Cell %1, %2: %3 of %n games (%4 %)</numerusform>
        </translation>
    </message>
    <message>
        <source>Tiles placed</source>
        <translation>Tiles placed</translation>
    </message>
    <message>
        <source>River tiles placed</source>
        <translation>River tiles placed</translation>
    </message>
    <message>
        <source>River stuck (an open end faced the cell when a river tile was set aside)</source>
        <translation>River stuck (an open end faced the cell when a river tile was set aside)</translation>
    </message>
    <message>
        <source>Copies of %1 placed</source>
        <translation>Copies of %1 placed</translation>
    </message>
</context>
<context>
    <name>Krajina::CarcassonneSimulationSetup</name>
    <message numerus="yes">
        <source>Playing %n game(s) of %1…</source>
        <translation>
            <numerusform>Playing %n game of %1…</numerusform>
            <numerusform>Playing %n games of %1…</numerusform>
        </translation>
    </message>
    <message>
        <source>Stuck Games</source>
        <translation>Stuck Games</translation>
    </message>
    <message>
        <source>Stuck Games (%1)</source>
        <translation>Stuck Games (%1)</translation>
    </message>
    <message>
        <source>Game %1: %2 could not go on (move %3)</source>
        <translation>Game %1: %2 could not go on (move %3)</translation>
    </message>
    <message>
        <source>Game %1 of the simulation (seed %2): at move %3 %4 fit nowhere and was set aside; the river could not go on.</source>
        <translation>Game %1 of the simulation (seed %2): at move %3 %4 fit nowhere and was set aside; the river could not go on.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Follow tile:</source>
        <translation>Follow tile:</translation>
    </message>
    <message>
        <source>Count the board cells where the copies of this tile design were placed (a layer of the heat map)</source>
        <translation>Count the board cells where the copies of this tile design were placed (a layer of the heat map)</translation>
    </message>
    <message>
        <source>Open in Sandbox</source>
        <translation>Open in Sandbox</translation>
    </message>
    <message>
        <source>Show the game on the Sandbox page at the move where the river got stuck</source>
        <translation>Show the game on the Sandbox page at the move where the river got stuck</translation>
    </message>
    <message>
        <source>Games in which a river tile fit nowhere are listed here after a run.</source>
        <translation>Games in which a river tile fit nowhere are listed here after a run.</translation>
    </message>
    <message>
        <source>No game got stuck.</source>
        <translation>No game got stuck.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) got stuck; the first are listed. Open one to see the board at the move where a river tile fit nowhere.</source>
        <translation>
            <numerusform>%n game got stuck. Open it to see the board at the move where a river tile fit nowhere.</numerusform>
            <numerusform>%n games got stuck; the first are listed. Open one to see the board at the move where a river tile fit nowhere.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tiles</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparison</translation>
    </message>
</context>
<context>
    <name>Krajina::CatalogueBrowser</name>
    <message>
        <source>Search id or name…</source>
        <translation>Search id or name…</translation>
    </message>
    <message>
        <source>Edges, e.g. CRFR</source>
        <translation>Edges, e.g. CRFR</translation>
    </message>
    <message>
        <source>Edge pattern N-E-S-W in any rotation: C city, R road, F field, I river, ? any</source>
        <translation>Edge pattern N-E-S-W in any rotation: C city, R road, F field, I river, ? any</translation>
    </message>
    <message>
        <source>Any feature</source>
        <translation>Any feature</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Any status</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Grid</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Tree</translation>
    </message>
    <message>
        <source>All expansions</source>
        <translation>All expansions</translation>
    </message>
    <message>
        <source>%1 (%2/%3 verified)</source>
        <translation>%1 (%2/%3 verified)</translation>
    </message>
    <message>
        <source>%1 (%2/%3 verified, %4 transcribed)</source>
        <translation>%1 (%2/%3 verified, %4 transcribed)</translation>
    </message>
    <message>
        <source>Type all four edges, north, east, south and west (e.g. CRFR).</source>
        <translation>Type all four edges, north, east, south and west (e.g. CRFR).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an edge pattern: use C for a city, R road, F field, I river and ? for any edge.</source>
        <translation>&quot;%1&quot; is not an edge pattern: use C for a city, R road, F field, I river and ? for any edge.</translation>
    </message>
    <message>
        <source>No tile matches these filters.</source>
        <translation>No tile matches these filters.</translation>
    </message>
</context>
<context>
    <name>Krajina::CatalogueDocument</name>
    <message>
        <source>%1: not saved: another program changed the file since Krajina read it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::CatalogueIds</name>
    <message>
        <source>A tile needs an id.</source>
        <translation>A tile needs an id.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a tile id: use letters without accents, digits and . _ + - (a / separates the expansion, as in my-expansion/CRF).</source>
        <translation>&quot;%1&quot; cannot be a tile id: use letters without accents, digits and . _ + - (a / separates the expansion, as in my-expansion/CRF).</translation>
    </message>
    <message>
        <source>Another tile already has the id &quot;%1&quot;.</source>
        <translation>Another tile already has the id &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>An expansion needs an id.</source>
        <translation>An expansion needs an id.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be an expansion id: use lower-case letters without accents, digits and single hyphens, as in my-expansion.</source>
        <translation>&quot;%1&quot; cannot be an expansion id: use lower-case letters without accents, digits and single hyphens, as in my-expansion.</translation>
    </message>
    <message>
        <source>The catalogue already has an expansion &quot;%1&quot;.</source>
        <translation>The catalogue already has an expansion &quot;%1&quot;.</translation>
    </message>
</context>
<context>
    <name>Krajina::CatalogueTreeModel</name>
    <message>
        <source>Verified</source>
        <translation>Verified</translation>
    </message>
    <message>
        <source>Unknown game</source>
        <translation>Unknown game</translation>
    </message>
    <message>
        <source>Unknown expansion &quot;%1&quot;</source>
        <translation>Unknown expansion &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copies</translation>
    </message>
    <message>
        <source>%1 / %2 (%3 transcribed)</source>
        <extracomment>Designs of an expansion: verified / all, and how many were transcribed from a secondary source</extracomment>
        <translation>%1 / %2 (%3 transcribed)</translation>
    </message>
    <message>
        <source>Frame pieces</source>
        <translation>Frame pieces</translation>
    </message>
    <message>
        <source>Land tiles</source>
        <translation>Land tiles</translation>
    </message>
    <message>
        <source>%1 (start tile)</source>
        <extracomment>A tile in the catalogue tree that its expansion&apos;s games start from</extracomment>
        <translation>%1 (start tile)</translation>
    </message>
</context>
<context>
    <name>Krajina::CropCircle</name>
    <message>
        <source>player %1 has more than one crop-circle pick</source>
        <translation>player %1 has more than one crop-circle pick</translation>
    </message>
    <message>
        <source>player %1 has no %2 on the board</source>
        <translation>player %1 has no %2 on the board</translation>
    </message>
    <message>
        <source>player %1 must take back one %2</source>
        <translation>player %1 must take back one %2</translation>
    </message>
    <message>
        <source>player %1 has no %2 on the feature at %3 %4</source>
        <translation>player %1 has no %2 on the feature at %3 %4</translation>
    </message>
    <message>
        <source>player %1 has no follower left in the supply</source>
        <translation>player %1 has no follower left in the supply</translation>
    </message>
    <message>
        <source>player %1 has no %2 standing at %3 %4</source>
        <translation>player %1 has no %2 standing at %3 %4</translation>
    </message>
</context>
<context>
    <name>Krajina::DiskChangeWatcher</name>
    <message>
        <source>%1 was changed on disk by another program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed on disk by another program since Krajina read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overwrite replaces those changes with yours; Reload discards yours and reads the file again; Save As keeps both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Save &amp;As…</translation>
    </message>
    <message>
        <source>Read-Only File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is read-only. Replace it anyway? It stays read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed on disk by another program. You have unsaved changes here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save your changes over the file, replacing what the other program wrote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the file again as it is on disk now; unsaved changes here are lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep both: save your changes under another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide this message and keep what is shown here; saving asks before overwriting the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::DosRios::BoardText</name>
    <message>
        <source>%1 land tiles for %2 slots</source>
        <translation>%1 land tiles for %2 slots</translation>
    </message>
    <message>
        <source>slot %1 holds no land tile</source>
        <translation>slot %1 holds no land tile</translation>
    </message>
    <message>
        <source>land tile %1 lies in two slots</source>
        <translation>land tile %1 lies in two slots</translation>
    </message>
    <message>
        <source>slot %1: no land tile &quot;%2&quot;</source>
        <translation>slot %1: no land tile &quot;%2&quot;</translation>
    </message>
</context>
<context>
    <name>Krajina::DosRios::DosRiosRules</name>
    <message>
        <source>Dos Rios</source>
        <translation>Dos Rios</translation>
    </message>
    <message>
        <source>The catalogue has no Dos Rios pieces.</source>
        <translation>The catalogue has no Dos Rios pieces.</translation>
    </message>
</context>
<context>
    <name>Krajina::DosRios::DosRiosSimulation</name>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>How the players build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the random players build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random, saving for the hacienda once 3 farms stand on a river</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random, whatever they can afford at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won by the tie-break when the deck ran out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ended with a winner</source>
        <translation>Ended with a winner</translation>
    </message>
    <message>
        <source>%1, 95 % interval %2 – %3 %</source>
        <translation>%1, 95 % interval %2 – %3 %</translation>
    </message>
    <message>
        <source>Stopped at the turn cap (%1 turns)</source>
        <translation>Stopped at the turn cap (%1 turns)</translation>
    </message>
    <message>
        <source>Stalled (no legal way to end a turn)</source>
        <translation>Stalled (no legal way to end a turn)</translation>
    </message>
    <message>
        <source>Length in turns (mean ± deviation, min – max)</source>
        <translation>Length in turns (mean ± deviation, min – max)</translation>
    </message>
    <message>
        <source>Wins of seat 1 (starts)</source>
        <translation>Wins of seat 1 (starts)</translation>
    </message>
    <message>
        <source>Wins of seat %1</source>
        <translation>Wins of seat %1</translation>
    </message>
    <message>
        <source>Won with all buildings</source>
        <translation>Won with all buildings</translation>
    </message>
    <message>
        <source>Won with 3 farms and the hacienda on a river</source>
        <translation>Won with 3 farms and the hacienda on a river</translation>
    </message>
    <message>
        <source>Bandit strikes per game</source>
        <translation>Bandit strikes per game</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Seconds</translation>
    </message>
    <message>
        <source>Games per second</source>
        <translation>Games per second</translation>
    </message>
    <message>
        <source>Ended with a winner: %1 % (95 % interval %2 – %3 %)</source>
        <translation>Ended with a winner: %1 % (95 % interval %2 – %3 %)</translation>
    </message>
    <message>
        <source>games</source>
        <translation>games</translation>
    </message>
    <message>
        <source>with a winner (lower bound)</source>
        <translation>with a winner (lower bound)</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95 % interval</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>no winner</translation>
    </message>
    <message>
        <source>Seat %1: %2 %</source>
        <translation>Seat %1: %2 %</translation>
    </message>
    <message>
        <source>Win rate by seat (seat 1 starts)</source>
        <translation>Win rate by seat (seat 1 starts)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>won</translation>
    </message>
    <message>
        <source>not won</source>
        <translation>not won</translation>
    </message>
    <message>
        <source>Games with a winner</source>
        <translation>Games with a winner</translation>
    </message>
    <message>
        <source>Win rate by seat</source>
        <translation>Win rate by seat</translation>
    </message>
    <message>
        <source>How the games ended</source>
        <translation>How the games ended</translation>
    </message>
    <message>
        <source>all buildings</source>
        <translation>all buildings</translation>
    </message>
    <message>
        <source>on a river</source>
        <translation>on a river</translation>
    </message>
    <message>
        <source>deck ran out (tie-break)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game length (games with a winner)</source>
        <translation>Game length (games with a winner)</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>turns</translation>
    </message>
    <message>
        <source>strikes</source>
        <translation>strikes</translation>
    </message>
    <message numerus="yes">
        <source>Share of %n game(s) a hex was %1 at the end</source>
        <translation>
            <numerusform>Share of %n game a hex was %1 at the end</numerusform>
            <numerusform>Share of %n games a hex was %1 at the end</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 in %3 of %n game(s) (%4 %)</source>
        <translation>
            <numerusform>%1: %2 in %3 of %n game (%4 %)</numerusform>
            <numerusform>%1: %2 in %3 of %n games (%4 %)</numerusform>
        </translation>
    </message>
    <message>
        <source>watered by either river</source>
        <translation>watered by either river</translation>
    </message>
    <message>
        <source>watered by %1</source>
        <translation>watered by %1</translation>
    </message>
    <message>
        <source>farmers taken by the bandits</source>
        <translation>farmers taken by the bandits</translation>
    </message>
    <message numerus="yes">
        <source>Farmers the bandits sent to the city, a game (%n game(s))</source>
        <translation>
            <numerusform>Farmers the bandits sent to the city, a game (%n game)</numerusform>
            <numerusform>Farmers the bandits sent to the city, a game (%n games)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the bandits sent %2 farmer(s) to the city in %n game(s) (%3 a game)</source>
        <translation>
            <numerusform>%1: the bandits sent %2 farmer(s) to the city in %n game (%3 a game)</numerusform>
            <numerusform>%1: the bandits sent %2 farmer(s) to the city in %n games (%3 a game)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Krajina::DosRios::GameRecord</name>
    <message>
        <source>expected a hex &quot;Q,R&quot; or &quot;city&quot;</source>
        <translation>expected a hex &quot;Q,R&quot; or &quot;city&quot;</translation>
    </message>
    <message>
        <source>a game record is a JSON object</source>
        <translation>a game record is a JSON object</translation>
    </message>
    <message>
        <source>a Dos Rios record says &quot;game&quot;: &quot;dos-rios&quot;</source>
        <translation>a Dos Rios record says &quot;game&quot;: &quot;dos-rios&quot;</translation>
    </message>
    <message>
        <source>expected a whole number from 0</source>
        <translation>expected a whole number from 0</translation>
    </message>
    <message>
        <source>expected &quot;reshuffle&quot; or &quot;end&quot;</source>
        <translation>expected &quot;reshuffle&quot; or &quot;end&quot;</translation>
    </message>
    <message>
        <source>expected a card id</source>
        <translation>expected a card id</translation>
    </message>
    <message>
        <source>expected a list of moves</source>
        <translation>expected a list of moves</translation>
    </message>
    <message>
        <source>%1 moves; at most %2</source>
        <translation>%1 moves; at most %2</translation>
    </message>
    <message>
        <source>a move is a JSON object</source>
        <translation>a move is a JSON object</translation>
    </message>
    <message>
        <source>expected &quot;farm&quot; or &quot;hacienda&quot;</source>
        <translation>expected &quot;farm&quot; or &quot;hacienda&quot;</translation>
    </message>
    <message>
        <source>expected &quot;Q,R,SIDE&quot; such as &quot;3,1,S&quot;</source>
        <translation>expected &quot;Q,R,SIDE&quot; such as &quot;3,1,S&quot;</translation>
    </message>
    <message>
        <source>expected &quot;score&quot; or &quot;pass&quot;</source>
        <translation>expected &quot;score&quot; or &quot;pass&quot;</translation>
    </message>
    <message>
        <source>a move has one of &quot;place&quot;, &quot;move&quot;, &quot;build&quot;, &quot;dam&quot; or &quot;card&quot;</source>
        <translation>a move has one of &quot;place&quot;, &quot;move&quot;, &quot;build&quot;, &quot;dam&quot; or &quot;card&quot;</translation>
    </message>
    <message>
        <source>unknown rule code &quot;%1&quot;</source>
        <translation>unknown rule code &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected an object of rule options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such rule option; the options are %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a board layout (an object with slots, outflows and dams)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a river and its last hex such as &quot;rioGrande&quot;: &quot;4,4&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of choices such as [&quot;3,1,SW&quot;]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;Q,R,SIDE&quot; such as &quot;3,1,SW&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::DosRios::GameState</name>
    <message>
        <source>%1 players; Dos Rios is played by 2 to %2</source>
        <translation>%1 players; Dos Rios is played by 2 to %2</translation>
    </message>
    <message>
        <source>%1 farmers a player; the engine plays with 3 to 6</source>
        <translation>%1 farmers a player; the engine plays with 3 to 6</translation>
    </message>
    <message>
        <source>the board has no city</source>
        <translation>the board has no city</translation>
    </message>
    <message>
        <source>deck: no card &quot;%1&quot; left (a card is named once per copy)</source>
        <translation>deck: no card &quot;%1&quot; left (a card is named once per copy)</translation>
    </message>
    <message>
        <source>start player %1; the players are 0 to %2</source>
        <translation>start player %1; the players are 0 to %2</translation>
    </message>
</context>
<context>
    <name>Krajina::DosRios::JsonText</name>
    <message>
        <source>not valid JSON: %1</source>
        <translation>not valid JSON: %1</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>expected a JSON object</translation>
    </message>
    <message>
        <source>expected format &quot;%1&quot;</source>
        <translation>expected format &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>expected a string</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>expected an array</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>expected an object</translation>
    </message>
    <message>
        <source>expected a side: N, NE, SE, S, SW or NW</source>
        <translation>expected a side: N, NE, SE, S, SW or NW</translation>
    </message>
    <message>
        <source>unknown terrain &quot;%1&quot;</source>
        <translation>unknown terrain &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown crop &quot;%1&quot;</source>
        <translation>unknown crop &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown river &quot;%1&quot;</source>
        <translation>unknown river &quot;%1&quot;</translation>
    </message>
    <message>
        <source>hex %1 appears twice</source>
        <translation>hex %1 appears twice</translation>
    </message>
    <message>
        <source>%1 is not a marked outflow of that river&apos;s spring</source>
        <translation>%1 is not a marked outflow of that river&apos;s spring</translation>
    </message>
    <message>
        <source>expected a seed as a string of digits</source>
        <translation>expected a seed as a string of digits</translation>
    </message>
    <message>
        <source>a slot is three hexes, each [q, r]</source>
        <translation>a slot is three hexes, each [q, r]</translation>
    </message>
    <message>
        <source>expected [q, r]</source>
        <translation>expected [q, r]</translation>
    </message>
    <message>
        <source>a land tile has 3 hexes, not %1</source>
        <translation>a land tile has 3 hexes, not %1</translation>
    </message>
    <message>
        <source>unknown card kind &quot;%1&quot;</source>
        <translation>unknown card kind &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation>expected a whole number from %1 to %2</translation>
    </message>
    <message>
        <source>the text is not valid Unicode (a lone surrogate such as \ud800)</source>
        <translation>the text is not valid Unicode (a lone surrogate such as \ud800)</translation>
    </message>
    <message>
        <source>%1 hexes; at most %2</source>
        <translation>%1 hexes; at most %2</translation>
    </message>
    <message>
        <source>%1 slots; at most %2</source>
        <translation>%1 slots; at most %2</translation>
    </message>
    <message>
        <source>%1 sides; at most %2</source>
        <translation>%1 sides; at most %2</translation>
    </message>
    <message>
        <source>%1 land tiles; at most %2</source>
        <translation>%1 land tiles; at most %2</translation>
    </message>
    <message>
        <source>%1 cards; at most %2</source>
        <translation>%1 cards; at most %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::DosRios::LintText</name>
    <message>
        <source>farmland hex %1 shows no crop</source>
        <translation>farmland hex %1 shows no crop</translation>
    </message>
    <message>
        <source>hex %1 is %2 but shows a crop (%3)</source>
        <translation>hex %1 is %2 but shows a crop (%3)</translation>
    </message>
    <message>
        <source>the three hexes of land tile %1 do not form a triangle</source>
        <translation>the three hexes of land tile %1 do not form a triangle</translation>
    </message>
    <message>
        <source>hex %1 is %2; a land tile holds highland, forest and farmland</source>
        <translation>hex %1 is %2; a land tile holds highland, forest and farmland</translation>
    </message>
    <message>
        <source>the frame holds %1 mountain lakes of %2</source>
        <translation>the frame holds %1 mountain lakes of %2</translation>
    </message>
    <message>
        <source>slot %1 is not a triangle of hexes</source>
        <translation>slot %1 is not a triangle of hexes</translation>
    </message>
    <message>
        <source>%1 land tiles for %2 slots</source>
        <translation>%1 land tiles for %2 slots</translation>
    </message>
    <message>
        <source>hex %1 lies in %2 and in %3</source>
        <translation>hex %1 lies in %2 and in %3</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation>slot %1</translation>
    </message>
    <message>
        <source>hex %1 has no neighbour on its %2 side</source>
        <translation>hex %1 has no neighbour on its %2 side</translation>
    </message>
    <message>
        <source>the mountain lake of %1 at %2 has no outflow into the land below it</source>
        <translation>the mountain lake of %1 at %2 has no outflow into the land below it</translation>
    </message>
    <message>
        <source>a river reaching hex %1 could go nowhere: every lower side leads off the board, onto a road or into the mountains</source>
        <translation>a river reaching hex %1 could go nowhere: every lower side leads off the board, onto a road or into the mountains</translation>
    </message>
</context>
<context>
    <name>Krajina::DosRios::RuleCode</name>
    <message>
        <source>The move is legal.</source>
        <translation>The move is legal.</translation>
    </message>
    <message>
        <source>It is another player&apos;s turn.</source>
        <translation>It is another player&apos;s turn.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Farmers are placed only during the set-up, and moved, built with and dammed with only after it.</source>
        <translation>Farmers are placed only during the set-up, and moved, built with and dammed with only after it.</translation>
    </message>
    <message>
        <source>At the set-up a farmer goes on an inner hex (highland, forest or farmland).</source>
        <translation>At the set-up a farmer goes on an inner hex (highland, forest or farmland).</translation>
    </message>
    <message>
        <source>At the set-up a farmer goes on an unoccupied hex.</source>
        <translation>At the set-up a farmer goes on an unoccupied hex.</translation>
    </message>
    <message>
        <source>The player has no such farmer (or not two) there.</source>
        <translation>The player has no such farmer (or not two) there.</translation>
    </message>
    <message>
        <source>Farmers walk only on inner hexes, the city and the roads, never into mountains or lakes.</source>
        <translation>Farmers walk only on inner hexes, the city and the roads, never into mountains or lakes.</translation>
    </message>
    <message>
        <source>A farmer moves one step: to a neighbouring inner hex, between the city or a road and a neighbouring inner hex, between the city and a road, or from the city to the player&apos;s own hacienda.</source>
        <translation>A farmer moves one step: to a neighbouring inner hex, between the city or a road and a neighbouring inner hex, between the city and a road, or from the city to the player&apos;s own hacienda.</translation>
    </message>
    <message>
        <source>The move costs more movement points than are left this turn (6 a turn; 1 a step and farmer, 2 from the city to the own hacienda).</source>
        <translation>The move costs more movement points than are left this turn (6 a turn; 1 a step and farmer, 2 from the city to the own hacienda).</translation>
    </message>
    <message>
        <source>No farmer enters a hex with an opponent&apos;s hacienda.</source>
        <translation>No farmer enters a hex with an opponent&apos;s hacienda.</translation>
    </message>
    <message>
        <source>An inner hex holds at most 2 farmers of a player.</source>
        <translation>An inner hex holds at most 2 farmers of a player.</translation>
    </message>
    <message>
        <source>A farmer on a hex with an opponent&apos;s farm must leave it this turn: no move may leave fewer movement points than such farmers.</source>
        <translation>A farmer on a hex with an opponent&apos;s farm must leave it this turn: no move may leave fewer movement points than such farmers.</translation>
    </message>
    <message>
        <source>One farmer captures one, and two capture two, only coming from higher terrain than the hex entered.</source>
        <translation>One farmer captures one, and two capture two, only coming from higher terrain than the hex entered.</translation>
    </message>
    <message>
        <source>An opponent&apos;s farmer standing on his own farm cannot be captured.</source>
        <translation>An opponent&apos;s farmer standing on his own farm cannot be captured.</translation>
    </message>
    <message>
        <source>One farmer cannot capture two.</source>
        <translation>One farmer cannot capture two.</translation>
    </message>
    <message>
        <source>A building goes on an inner hex where the player has a farmer.</source>
        <translation>A building goes on an inner hex where the player has a farmer.</translation>
    </message>
    <message>
        <source>A hex holds at most one building.</source>
        <translation>A hex holds at most one building.</translation>
    </message>
    <message>
        <source>A player builds at most 2 buildings a turn.</source>
        <translation>A player builds at most 2 buildings a turn.</translation>
    </message>
    <message>
        <source>A farm costs 500, a hacienda 1000; the player has too little.</source>
        <translation>A farm costs 500, a hacienda 1000; the player has too little.</translation>
    </message>
    <message>
        <source>The player has no such building left (4 farms, 1 hacienda).</source>
        <translation>The player has no such building left (4 farms, 1 hacienda).</translation>
    </message>
    <message>
        <source>A dam goes only on a side of an inner hex where the player has a farmer.</source>
        <translation>A dam goes only on a side of an inner hex where the player has a farmer.</translation>
    </message>
    <message>
        <source>Each dam costs one wood; the player has none.</source>
        <translation>Each dam costs one wood; the player has none.</translation>
    </message>
    <message>
        <source>Every dam of the game is on the board.</source>
        <translation>Every dam of the game is on the board.</translation>
    </message>
    <message>
        <source>A dam goes on a side between a hex a river may flow through and the hex below it.</source>
        <translation>A dam goes on a side between a hex a river may flow through and the hex below it.</translation>
    </message>
    <message>
        <source>This side is dammed already.</source>
        <translation>This side is dammed already.</translation>
    </message>
    <message>
        <source>A dam may not close every lower side of a hex through which a river could flow on.</source>
        <translation>A dam may not close every lower side of a hex through which a river could flow on.</translation>
    </message>
    <message>
        <source>The turn cannot end while a farmer of the player stands on a hex with an opponent&apos;s farm.</source>
        <translation>The turn cannot end while a farmer of the player stands on a hex with an opponent&apos;s farm.</translation>
    </message>
    <message>
        <source>A river&apos;s course is chosen only where this move routes it, and only among the equally low sides or the spring&apos;s open outflows there.</source>
        <translation>A river&apos;s course is chosen only where this move routes it, and only among the equally low sides or the spring&apos;s open outflows there.</translation>
    </message>
    <message>
        <source>Two farmers move together, and capture together, only from one hex (the game&apos;s rule on two-farmer captures).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::DosRios::SideText</name>
    <message>
        <source>N</source>
        <comment>compass letters of a hex side: north</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NE</source>
        <comment>compass letters of a hex side: north-east</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SE</source>
        <comment>compass letters of a hex side: south-east</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <comment>compass letters of a hex side: south</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SW</source>
        <comment>compass letters of a hex side: south-west</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NW</source>
        <comment>compass letters of a hex side: north-west</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::DosRios::TerrainText</name>
    <message>
        <source>mountain</source>
        <translation>mountain</translation>
    </message>
    <message>
        <source>mountain lake</source>
        <translation>mountain lake</translation>
    </message>
    <message>
        <source>highland</source>
        <translation>highland</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>forest</translation>
    </message>
    <message>
        <source>farmland</source>
        <translation>farmland</translation>
    </message>
    <message>
        <source>lake</source>
        <translation>lake</translation>
    </message>
    <message>
        <source>city</source>
        <translation>city</translation>
    </message>
    <message>
        <source>road</source>
        <translation>road</translation>
    </message>
    <message>
        <source>no crop</source>
        <translation>no crop</translation>
    </message>
    <message>
        <source>corn</source>
        <translation>corn</translation>
    </message>
    <message>
        <source>tobacco</source>
        <translation>tobacco</translation>
    </message>
    <message>
        <source>wheat</source>
        <translation>wheat</translation>
    </message>
    <message>
        <source>Rio Grande</source>
        <translation>Rio Grande</translation>
    </message>
    <message>
        <source>Rio Moreno</source>
        <translation>Rio Moreno</translation>
    </message>
</context>
<context>
    <name>Krajina::DosRiosRulesButton</name>
    <message>
        <source>Bandits take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 3 farmers furthest upstream on the river</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 3 farmers on the highest terrain of the river</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A river card pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every crop the river waters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the crop the card names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As many as the player&apos;s wood allows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most the 40 dam pieces, shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A farmer in the city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May dam a river side next to the city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May not dam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player places 3 farmers in turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One farmer at a time, round after round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the deck runs out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The discards are shuffled into a new deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends: most buildings, then money, then wood wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Rules (%n changed)</source>
        <translation>
            <numerusform>Rules (%n changed)</numerusform>
            <numerusform>Rules (%n changed)</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>How the game reads the points the Czech rules leave open; the first choice of each reads the rules most naturally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two farmers capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coming together from one hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also from two hexes next to the one they enter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::DosRiosSimulationSetup</name>
    <message>
        <source>The catalogue has no Dos Rios pieces.</source>
        <translation>The catalogue has no Dos Rios pieces.</translation>
    </message>
    <message>
        <source>Cannot lay Dos Rios boards: %1</source>
        <translation>Cannot lay Dos Rios boards: %1</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <source>Dos Rios boards</source>
        <translation>Dos Rios boards</translation>
    </message>
    <message>
        <source>%1 reaches a lake or the city</source>
        <translation>%1 reaches a lake or the city</translation>
    </message>
    <message>
        <source>%1: hexes watered (min – max, mean)</source>
        <translation>%1: hexes watered (min – max, mean)</translation>
    </message>
    <message>
        <source>The rivers join</source>
        <translation>The rivers join</translation>
    </message>
    <message>
        <source>The rivers end in the same lake or the city (not joined)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boards with a stuck river (seeds)</source>
        <translation>Boards with a stuck river (seeds)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Seconds</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n Dos Rios board(s) from seed %1.</source>
        <translation>
            <numerusform>Done: %n Dos Rios board from seed %1.</numerusform>
            <numerusform>Done: %n Dos Rios boards from seed %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Players:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>The same seed plays the same games</source>
        <translation>The same seed plays the same games</translation>
    </message>
    <message>
        <source>Turn cap:</source>
        <translation>Turn cap:</translation>
    </message>
    <message>
        <source>A game still without a winner after this many turns stops unfinished</source>
        <translation>A game still without a winner after this many turns stops unfinished</translation>
    </message>
    <message>
        <source>Dos Rios Boards</source>
        <translation>Dos Rios Boards</translation>
    </message>
    <message>
        <source>Lay that many random Dos Rios boards from the seed and report how both rivers fare: how often each reaches a lake or the city, how long it runs, how often they join</source>
        <translation>Lay that many random Dos Rios boards from the seed and report how both rivers fare: how often each reaches a lake or the city, how long it runs, how often they join</translation>
    </message>
</context>
<context>
    <name>Krajina::EngineNames</name>
    <message>
        <source>city</source>
        <translation>city</translation>
    </message>
    <message>
        <source>road</source>
        <translation>road</translation>
    </message>
    <message>
        <source>field</source>
        <translation>field</translation>
    </message>
    <message>
        <source>river</source>
        <translation>river</translation>
    </message>
    <message>
        <source>monastery</source>
        <translation>monastery</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>knight</translation>
    </message>
    <message>
        <source>thief</source>
        <translation>thief</translation>
    </message>
    <message>
        <source>farmer</source>
        <translation>farmer</translation>
    </message>
    <message>
        <source>monk</source>
        <translation>monk</translation>
    </message>
    <message>
        <source>follower</source>
        <translation>follower</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>north</source>
        <translation>north</translation>
    </message>
    <message>
        <source>east</source>
        <translation>east</translation>
    </message>
    <message>
        <source>south</source>
        <translation>south</translation>
    </message>
    <message>
        <source>west</source>
        <translation>west</translation>
    </message>
    <message>
        <source>left</source>
        <translation>left</translation>
    </message>
    <message>
        <source>right</source>
        <translation>right</translation>
    </message>
</context>
<context>
    <name>Krajina::ExpansionDialog</name>
    <message>
        <source>New Expansion</source>
        <translation>New Expansion</translation>
    </message>
    <message>
        <source>Expansion Properties</source>
        <translation>Expansion Properties</translation>
    </message>
    <message>
        <source>my-expansion</source>
        <translation>my-expansion</translation>
    </message>
    <message>
        <source>Names the expansion in files and on the command line (krajina-cli simulate --expansions base,my-expansion): lower-case letters, digits, hyphens.</source>
        <translation>Names the expansion in files and on the command line (krajina-cli simulate --expansions base,my-expansion): lower-case letters, digits, hyphens.</translation>
    </message>
    <message>
        <source>Moje rozšíření</source>
        <translation>Moje rozšíření</translation>
    </message>
    <message>
        <source>My Expansion</source>
        <translation>My Expansion</translation>
    </message>
    <message>
        <source>The design on the back of the expansion&apos;s tiles</source>
        <translation>The design on the back of the expansion&apos;s tiles</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>English name:</source>
        <translation>English name:</translation>
    </message>
    <message>
        <source>Czech name:</source>
        <translation>Czech name:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>Back:</source>
        <translation>Back:</translation>
    </message>
    <message>
        <source>Give the expansion an English and a Czech name.</source>
        <translation>Give the expansion an English and a Czech name.</translation>
    </message>
    <message>
        <source>A bundled expansion is called &quot;%1&quot;: choose another id, so that both can be played together.</source>
        <translation>A bundled expansion is called &quot;%1&quot;: choose another id, so that both can be played together.</translation>
    </message>
    <message>
        <source>The watermark: the small sign printed in a corner of each of the expansion&apos;s tiles</source>
        <translation>The watermark: the small sign printed in a corner of each of the expansion&apos;s tiles</translation>
    </message>
    <message>
        <source>The tile a game of the expansion starts from; played with the base game, it replaces the base game&apos;s start tile</source>
        <translation>The tile a game of the expansion starts from; played with the base game, it replaces the base game&apos;s start tile</translation>
    </message>
    <message>
        <source>Watermark:</source>
        <translation>Watermark:</translation>
    </message>
    <message>
        <source>Start tile:</source>
        <translation>Start tile:</translation>
    </message>
</context>
<context>
    <name>Krajina::FeatureLabels</name>
    <message>
        <source>City</source>
        <translation>City</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Road</translation>
    </message>
    <message>
        <source>River</source>
        <translation>River</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Field</translation>
    </message>
    <message>
        <source>Monastery</source>
        <translation>Monastery</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Garden</translation>
    </message>
    <message>
        <source>Bookmaker</source>
        <translation>Bookmaker</translation>
    </message>
    <message>
        <source>Crop Circle</source>
        <translation>Crop Circle</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>stream</translation>
    </message>
    <message>
        <source>source</source>
        <translation>source</translation>
    </message>
    <message>
        <source>lake</source>
        <translation>lake</translation>
    </message>
    <message>
        <source>volcano lake</source>
        <translation>volcano lake</translation>
    </message>
    <message>
        <source>fork</source>
        <translation>fork</translation>
    </message>
    <message>
        <source>ends in a city</source>
        <translation>ends in a city</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>bridge</translation>
    </message>
    <message>
        <source>overpass</source>
        <translation>overpass</translation>
    </message>
    <message>
        <source>North edge, west half (NL)</source>
        <translation>North edge, west half (NL)</translation>
    </message>
    <message>
        <source>North side (N)</source>
        <translation>North side (N)</translation>
    </message>
    <message>
        <source>North edge, east half (NR)</source>
        <translation>North edge, east half (NR)</translation>
    </message>
    <message>
        <source>East edge, north half (EL)</source>
        <translation>East edge, north half (EL)</translation>
    </message>
    <message>
        <source>East side (E)</source>
        <translation>East side (E)</translation>
    </message>
    <message>
        <source>East edge, south half (ER)</source>
        <translation>East edge, south half (ER)</translation>
    </message>
    <message>
        <source>South edge, east half (SL)</source>
        <translation>South edge, east half (SL)</translation>
    </message>
    <message>
        <source>South side (S)</source>
        <translation>South side (S)</translation>
    </message>
    <message>
        <source>South edge, west half (SR)</source>
        <translation>South edge, west half (SR)</translation>
    </message>
    <message>
        <source>West edge, south half (WL)</source>
        <translation>West edge, south half (WL)</translation>
    </message>
    <message>
        <source>West side (W)</source>
        <translation>West side (W)</translation>
    </message>
    <message>
        <source>West edge, north half (WR)</source>
        <translation>West edge, north half (WR)</translation>
    </message>
</context>
<context>
    <name>Krajina::GameRecord</name>
    <message>
        <source>a game record is a JSON object</source>
        <translation>a game record is a JSON object</translation>
    </message>
    <message>
        <source>unknown key (known: %1)</source>
        <translation>unknown key (known: %1)</translation>
    </message>
    <message>
        <source>expected &quot;builtin&quot; or a catalogue file name</source>
        <translation>expected &quot;builtin&quot; or a catalogue file name</translation>
    </message>
    <message>
        <source>expected a list of expansion ids, such as [&quot;base&quot;, &quot;river-1&quot;]</source>
        <translation>expected a list of expansion ids, such as [&quot;base&quot;, &quot;river-1&quot;]</translation>
    </message>
    <message>
        <source>expected an expansion id</source>
        <translation>expected an expansion id</translation>
    </message>
    <message>
        <source>expected an object of rule options, such as {&quot;river.noDeadEnd&quot;: false}</source>
        <translation>expected an object of rule options, such as {&quot;river.noDeadEnd&quot;: false}</translation>
    </message>
    <message>
        <source>unknown rule option (known: %1)</source>
        <translation>unknown rule option (known: %1)</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>expected true or false</translation>
    </message>
    <message>
        <source>expected a whole number from 0 (as a string above 2^53)</source>
        <translation>expected a whole number from 0 (as a string above 2^53)</translation>
    </message>
    <message>
        <source>expected a player number from 0 to %1</source>
        <translation>expected a player number from 0 to %1</translation>
    </message>
    <message>
        <source>expected a tile id</source>
        <translation>expected a tile id</translation>
    </message>
    <message>
        <source>expected a list of moves</source>
        <translation>expected a list of moves</translation>
    </message>
    <message>
        <source>a move is a JSON object</source>
        <translation>a move is a JSON object</translation>
    </message>
    <message>
        <source>a move either names a tile or draws one, not both</source>
        <translation>a move either names a tile or draws one, not both</translation>
    </message>
    <message>
        <source>the catalogue has no tile &quot;%1&quot;</source>
        <translation>the catalogue has no tile &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a move needs &quot;tile&quot; or &quot;draw&quot;: true</source>
        <translation>a move needs &quot;tile&quot; or &quot;draw&quot;: true</translation>
    </message>
    <message>
        <source>expected &quot;at&quot;: [x, y]</source>
        <translation>expected &quot;at&quot;: [x, y]</translation>
    </message>
    <message>
        <source>expected 0, 90, 180 or 270</source>
        <translation>expected 0, 90, 180 or 270</translation>
    </message>
    <message>
        <source>expected a location: N, NL, NR, E, EL, ER, S, SL, SR, W, WL, WR or monastery</source>
        <translation>expected a location: N, NL, NR, E, EL, ER, S, SL, SR, W, WL, WR or monastery</translation>
    </message>
    <message>
        <source>expected the cell of the tile (0 for a single tile)</source>
        <translation>expected the cell of the tile (0 for a single tile)</translation>
    </message>
    <message>
        <source>expected a list of bets</source>
        <translation>expected a list of bets</translation>
    </message>
    <message>
        <source>a bet needs &quot;player&quot; from 0 to %1</source>
        <translation>a bet needs &quot;player&quot; from 0 to %1</translation>
    </message>
    <message>
        <source>a bet needs &quot;token&quot;, such as &quot;4&quot; or &quot;7+&quot;</source>
        <translation>a bet needs &quot;token&quot;, such as &quot;4&quot; or &quot;7+&quot;</translation>
    </message>
    <message>
        <source>expected a list of choices</source>
        <translation>expected a list of choices</translation>
    </message>
    <message>
        <source>a choice needs &quot;bookmaker&quot;: [x, y], &quot;at&quot;: [x, y] and &quot;location&quot;</source>
        <translation>a choice needs &quot;bookmaker&quot;: [x, y], &quot;at&quot;: [x, y] and &quot;location&quot;</translation>
    </message>
    <message>
        <source>expected &quot;add&quot;, &quot;remove&quot; or {&quot;action&quot;: ..., &quot;picks&quot;: [...]}</source>
        <translation>expected &quot;add&quot;, &quot;remove&quot; or {&quot;action&quot;: ..., &quot;picks&quot;: [...]}</translation>
    </message>
    <message>
        <source>a pick needs &quot;player&quot; from 0 to %1</source>
        <translation>a pick needs &quot;player&quot; from 0 to %1</translation>
    </message>
    <message>
        <source>a pick needs &quot;at&quot;: [x, y] and &quot;location&quot;, or &quot;skip&quot;: true</source>
        <translation>a pick needs &quot;at&quot;: [x, y] and &quot;location&quot;, or &quot;skip&quot;: true</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tile of the expansions in play</source>
        <translation>&quot;%1&quot; is not a tile of the expansions in play</translation>
    </message>
    <message>
        <source>expected a rule code such as &quot;ok&quot; or &quot;edge.mismatch&quot;</source>
        <translation>expected a rule code such as &quot;ok&quot; or &quot;edge.mismatch&quot;</translation>
    </message>
    <message>
        <source>the start tile of this game is %1</source>
        <translation>the start tile of this game is %1</translation>
    </message>
    <message>
        <source>the start tile goes to [0, 0]</source>
        <translation>the start tile goes to [0, 0]</translation>
    </message>
    <message>
        <source>%1 is not part of the expansions in play</source>
        <translation>%1 is not part of the expansions in play</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>expected %1, got %2</translation>
    </message>
    <message>
        <source>expected points [%1], got [%2]</source>
        <translation>expected points [%1], got [%2]</translation>
    </message>
    <message>
        <source>move %1: %2</source>
        <translation>move %1: %2</translation>
    </message>
    <message>
        <source>a key of Dos Rios records, but &quot;game&quot;: &quot;dos-rios&quot; is missing (a Carcassonne record has no &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>player %1</translation>
    </message>
    <message>
        <source>%1 of %2 tiles, %3 points to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 points to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (completed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (open)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation>open</translation>
    </message>
    <message>
        <source>token %1 of player %2 on a %3: %4 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1 skips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1 at %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1 entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 whole numbers or null (not checked), one per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number or null (not checked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key (known: type, player, points, completed, tiles)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scored feature needs &quot;type&quot;: city, road, monastery or field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number from 0</source>
        <translation>expected a whole number from 0</translation>
    </message>
    <message>
        <source>expected a whole number from 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key (known: player, token, points, type)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a token, such as &quot;4&quot; or &quot;7+&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected city or road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key (known: player, skip, at, location)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key (known: player, city, road, monastery, field, bets)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation type="unfinished">expected a whole number</translation>
    </message>
    <message>
        <source>expected score [%1], got [%2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected scored: %1; scored: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected bets paid: %1; paid: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected crop circle: %1; got: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected player %1&apos;s points from %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number of players from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number of players from 2 to %1 (1 in a scenario)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scenario has no start tile: its first tile goes anywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give &quot;startTile&quot; only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a scenario record (&quot;scenario&quot;: true) allows passing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pass states no tile, follower or choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::GameSession</name>
    <message>
        <source>a scenario has no pile to deal from; it is played from its record</source>
        <translation>a scenario has no pile to deal from; it is played from its record</translation>
    </message>
    <message>
        <source>a set-up has no moves</source>
        <translation>a set-up has no moves</translation>
    </message>
</context>
<context>
    <name>Krajina::GameSetup</name>
    <message>
        <source>a game needs 2 to %1 players, not %2</source>
        <translation>a game needs 2 to %1 players, not %2</translation>
    </message>
    <message>
        <source>unknown expansion &quot;%1&quot; (the catalogue has: %2)</source>
        <translation>unknown expansion &quot;%1&quot; (the catalogue has: %2)</translation>
    </message>
    <message>
        <source>expansion &quot;%1&quot; has no edition &quot;%2&quot;</source>
        <translation>expansion &quot;%1&quot; has no edition &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the expansions %1 hold no tiles</source>
        <translation>the expansions %1 hold no tiles</translation>
    </message>
    <message>
        <source>none of the expansions %1 states a start tile (&quot;startTile&quot; in the catalogue) and no river source is in play</source>
        <translation>none of the expansions %1 states a start tile (&quot;startTile&quot; in the catalogue) and no river source is in play</translation>
    </message>
</context>
<context>
    <name>Krajina::GameSetupWidget</name>
    <message>
        <source>River: no three curves the same way (R2)</source>
        <translation>River: no three curves the same way (R2)</translation>
    </message>
    <message>
        <source>River: never into a dead end (R3)</source>
        <translation>River: never into a dead end (R3)</translation>
    </message>
    <message>
        <source>Pig herd counts for farmers</source>
        <translation>Pig herd counts for farmers</translation>
    </message>
    <message>
        <source>No followers while the river is laid</source>
        <translation>No followers while the river is laid</translation>
    </message>
    <message>
        <source>River tiles drawn in any order</source>
        <translation>River tiles drawn in any order</translation>
    </message>
    <message>
        <source>Start tile shuffled into the river</source>
        <translation>Start tile shuffled into the river</translation>
    </message>
    <message>
        <source>River built from the lake upstream</source>
        <translation>River built from the lake upstream</translation>
    </message>
    <message>
        <source>River II built outward from the fork</source>
        <translation>River II built outward from the fork</translation>
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
        <translation>Standard rules</translation>
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
        <translation>Expansions:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Rules:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Players:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>The same seed deals the same tiles in the same order</source>
        <translation>The same seed deals the same tiles in the same order</translation>
    </message>
    <message>
        <source>Explained on the rules page %1, unit T:%2</source>
        <translation>Explained on the rules page %1, unit T:%2</translation>
    </message>
    <message>
        <source>The tiles in play have river edges (%1) but no source and lake to make a river of them: every game will set them aside. Play a river expansion with them, or give your expansion a source and a lake.</source>
        <translation>The tiles in play have river edges (%1) but no source and lake to make a river of them: every game will set them aside. Play a river expansion with them, or give your expansion a source and a lake.</translation>
    </message>
    <message>
        <source>Two-tile cities score 2 (JCloisterZone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First-edition farmers: 4 per city, once</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::GameState</name>
    <message>
        <source>%1 was drawn for this turn and must be played first</source>
        <translation>%1 was drawn for this turn and must be played first</translation>
    </message>
    <message>
        <source>player %1 holds the fork %2 and must play it now, not %3</source>
        <translation>player %1 holds the fork %2 and must play it now, not %3</translation>
    </message>
    <message>
        <source>%1 comes last; %2 other river tiles are still in the pile</source>
        <translation>%1 comes last; %2 other river tiles are still in the pile</translation>
    </message>
    <message>
        <source>%1 is held by player %2 until their turn</source>
        <translation>%1 is held by player %2 until their turn</translation>
    </message>
    <message>
        <source>%1 is a land tile, but %2 river tiles are still in the pile</source>
        <translation>%1 is a land tile, but %2 river tiles are still in the pile</translation>
    </message>
    <message>
        <source>no copy of %1 is left to play</source>
        <translation>no copy of %1 is left to play</translation>
    </message>
    <message>
        <source>cell %1 already holds a tile</source>
        <translation>cell %1 already holds a tile</translation>
    </message>
    <message>
        <source>%1 touches no placed tile</source>
        <translation>%1 touches no placed tile</translation>
    </message>
    <message>
        <source>its %1 side at %2 is %3 but the tile at %4 shows %5 there</source>
        <translation>its %1 side at %2 is %3 but the tile at %4 shows %5 there</translation>
    </message>
    <message>
        <source>no follower may be placed on this turn</source>
        <translation>no follower may be placed on this turn</translation>
    </message>
    <message>
        <source>player %1 has all %2 followers on the board</source>
        <translation>player %1 has all %2 followers on the board</translation>
    </message>
    <message>
        <source>the tile has no feature at %1 for a follower</source>
        <translation>the tile has no feature at %1 for a follower</translation>
    </message>
    <message>
        <source>%1 is on the river</source>
        <translation>%1 is on the river</translation>
    </message>
    <message>
        <source>the %1 at %2 already holds a follower elsewhere</source>
        <translation>the %1 at %2 already holds a follower elsewhere</translation>
    </message>
    <message>
        <source>%1 has no crop circle</source>
        <translation>%1 has no crop circle</translation>
    </message>
    <message>
        <source>%1 has a crop circle: choose add or remove</source>
        <translation>%1 has a crop circle: choose add or remove</translation>
    </message>
    <message>
        <source>no tiles are left to play</source>
        <translation>no tiles are left to play</translation>
    </message>
    <message>
        <source>it is player %1&apos;s turn, not player %2&apos;s</source>
        <translation>it is player %1&apos;s turn, not player %2&apos;s</translation>
    </message>
    <message>
        <source>%1 fits at %2</source>
        <translation>%1 fits at %2</translation>
    </message>
    <message>
        <source>%1 cannot be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scenario has no pile: a move names its tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a scenario allows passing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::Glossary</name>
    <message>
        <source>the first row must be the header en&lt;TAB&gt;cs&lt;TAB&gt;note</source>
        <translation>the first row must be the header en&lt;TAB&gt;cs&lt;TAB&gt;note</translation>
    </message>
    <message>
        <source>a term needs an English and a Czech column</source>
        <translation>a term needs an English and a Czech column</translation>
    </message>
    <message>
        <source>a term needs an English and a Czech word</source>
        <translation>a term needs an English and a Czech word</translation>
    </message>
</context>
<context>
    <name>Krajina::HeatMapView</name>
    <message>
        <source>Shade cells by:</source>
        <translation>Shade cells by:</translation>
    </message>
</context>
<context>
    <name>Krajina::HexBoardPage</name>
    <message>
        <source>New Dos Rios layout (seed %1)</source>
        <translation>New Dos Rios layout (seed %1)</translation>
    </message>
    <message>
        <source>Take away the dam at %1 %2</source>
        <translation>Take away the dam at %1 %2</translation>
    </message>
    <message>
        <source>No dam at %1 %2: %3</source>
        <translation>No dam at %1 %2: %3</translation>
    </message>
    <message>
        <source>Dam at %1 %2</source>
        <translation>Dam at %1 %2</translation>
    </message>
    <message>
        <source>Turn the land tile in slot %1</source>
        <translation>Turn the land tile in slot %1</translation>
    </message>
    <message>
        <source>Move a land tile from slot %1 to slot %2</source>
        <translation>Move a land tile from slot %1 to slot %2</translation>
    </message>
    <message>
        <source>Click a land hex to edit it</source>
        <translation>Click a land hex to edit it</translation>
    </message>
    <message>
        <source>%1, hex %2:</source>
        <translation>%1, hex %2:</translation>
    </message>
    <message>
        <source>Change hex %1 of %2</source>
        <translation>Change hex %1 of %2</translation>
    </message>
    <message>
        <source>%1 reaches a lake or the city on %2 (mean %3 hexes watered)</source>
        <translation>%1 reaches a lake or the city on %2 (mean %3 hexes watered)</translation>
    </message>
    <message numerus="yes">
        <source>%n random boards from seed %1: </source>
        <translation>
            <numerusform>%n random board from seed %1: </numerusform>
            <numerusform>%n random boards from seed %1: </numerusform>
        </translation>
    </message>
    <message>
        <source>A river is stuck on seed %1.</source>
        <translation>A river is stuck on seed %1.</translation>
    </message>
    <message>
        <source>The catalogue has no Dos Rios pieces.</source>
        <translation>The catalogue has no Dos Rios pieces.</translation>
    </message>
    <message>
        <source>%1 ends in a lake (%2 hexes watered)</source>
        <translation>%1 ends in a lake (%2 hexes watered)</translation>
    </message>
    <message>
        <source>%1 ends in the city (%2 hexes watered)</source>
        <translation>%1 ends in the city (%2 hexes watered)</translation>
    </message>
    <message>
        <source>%1 joins %2 at %3 (%4 hexes watered)</source>
        <translation>%1 joins %2 at %3 (%4 hexes watered)</translation>
    </message>
    <message>
        <source>%1 is stuck</source>
        <translation>%1 is stuck</translation>
    </message>
    <message>
        <source>%1 has no spring</source>
        <translation>%1 has no spring</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Seed:</translation>
    </message>
    <message>
        <source>&amp;New Layout</source>
        <translation>&amp;New Layout</translation>
    </message>
    <message>
        <source>Lay the land tiles at random from the seed (an undo step)</source>
        <translation>Lay the land tiles at random from the seed (an undo step)</translation>
    </message>
    <message>
        <source>&amp;Check 1000 Boards</source>
        <translation>&amp;Check 1000 Boards</translation>
    </message>
    <message>
        <source>Lay 1000 random boards from the seed on and report how both rivers fare</source>
        <translation>Lay 1000 random boards from the seed on and report how both rivers fare</translation>
    </message>
    <message>
        <source>&amp;Turn Tile</source>
        <translation>&amp;Turn Tile</translation>
    </message>
    <message>
        <source>Turn the selected land tile by a third (also R or a double-click on the tile)</source>
        <translation>Turn the selected land tile by a third (also R or a double-click on the tile)</translation>
    </message>
    <message>
        <source>Terrain of the selected land hex (edits its land tile)</source>
        <translation>Terrain of the selected land hex (edits its land tile)</translation>
    </message>
    <message>
        <source>Crop of the selected land hex (farmland only)</source>
        <translation>Crop of the selected land hex (farmland only)</translation>
    </message>
    <message numerus="yes">
        <source>%n tie(s) on the courses (ringed): right-click a ringed hex to choose the river&apos;s way.</source>
        <translation>
            <numerusform>%n tie on the courses (ringed): right-click a ringed hex to choose the river&apos;s way.</numerusform>
            <numerusform>%n ties on the courses (ringed): right-click a ringed hex to choose the river&apos;s way.</numerusform>
        </translation>
    </message>
    <message>
        <source>River through %1 at %2</source>
        <translation>River through %1 at %2</translation>
    </message>
    <message>
        <source>The river&apos;s way at %1</source>
        <translation>The river&apos;s way at %1</translation>
    </message>
    <message>
        <source>Through %1 (the fixed order)</source>
        <translation>Through %1 (the fixed order)</translation>
    </message>
    <message>
        <source>Through %1</source>
        <translation>Through %1</translation>
    </message>
    <message>
        <source>Click a side of a hex to put or take a dam; drag a land tile to another slot; double-click it to turn it; right-click a ringed hex (a tie) to choose the river&apos;s way.</source>
        <translation>Click a side of a hex to put or take a dam; drag a land tile to another slot; double-click it to turn it; right-click a ringed hex (a tie) to choose the river&apos;s way.</translation>
    </message>
    <message>
        <source>Simulate Games…</source>
        <translation>Simulate Games…</translation>
    </message>
    <message>
        <source>Play many random games of Dos Rios on the Simulate page: win rates, game length, watered hexes, bandit strikes</source>
        <translation>Play many random games of Dos Rios on the Simulate page: win rates, game length, watered hexes, bandit strikes</translation>
    </message>
    <message>
        <source>A reading: rules page %1, unit T:%2</source>
        <translation>A reading: rules page %1, unit T:%2</translation>
    </message>
    <message>
        <source>; the rivers join on %1 and end in the same lake or the city on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both rivers end in the city: they have not joined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both rivers end in the lake at %1: they have not joined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed of a random layout: Enter or New Layout lays it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::HexGamePage</name>
    <message>
        <source>The catalogue has no Dos Rios pieces.</source>
        <translation>The catalogue has no Dos Rios pieces.</translation>
    </message>
    <message>
        <source>A game from seed %1 for %2 players.</source>
        <translation>A game from seed %1 for %2 players.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Cannot read %1: %2</translation>
    </message>
    <message>
        <source>No game to save.</source>
        <translation>No game to save.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <source>Open Dos Rios Game Record</source>
        <translation>Open Dos Rios Game Record</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Game records (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Save Dos Rios Game Record</source>
        <translation>Save Dos Rios Game Record</translation>
    </message>
    <message>
        <source>Saved the game record to %1 (krajina-cli play replays it).</source>
        <translation>Saved the game record to %1 (krajina-cli play replays it).</translation>
    </message>
    <message>
        <source>off the board</source>
        <translation>off the board</translation>
    </message>
    <message>
        <source>the city</source>
        <translation>the city</translation>
    </message>
    <message>
        <source>the road at %1</source>
        <translation>the road at %1</translation>
    </message>
    <message>
        <source>Rio Grande waters %1 land hexes, Rio Moreno %2.</source>
        <translation>Rio Grande waters %1 land hexes, Rio Moreno %2.</translation>
    </message>
    <message>
        <source>Nothing to take back.</source>
        <translation>Nothing to take back.</translation>
    </message>
    <message>
        <source>Took back: %1</source>
        <translation>Took back: %1</translation>
    </message>
    <message>
        <source>Nothing to play again.</source>
        <translation>Nothing to play again.</translation>
    </message>
    <message>
        <source>Played again: %1</source>
        <translation>Played again: %1</translation>
    </message>
    <message>
        <source>Bandits on %1</source>
        <translation>Bandits on %1</translation>
    </message>
    <message>
        <source>Crop card (%1): 100 for each watered farmland hex of this crop to each player occupying it (a farmer or a building).</source>
        <translation>Crop card (%1): 100 for each watered farmland hex of this crop to each player occupying it (a farmer or a building).</translation>
    </message>
    <message>
        <source>Forest card: 1 wood for each watered forest hex to each player occupying it.</source>
        <translation>Forest card: 1 wood for each watered forest hex to each player occupying it.</translation>
    </message>
    <message>
        <source>River card (%1): 100 for each farmland hex and 1 wood for each forest hex this river waters, to each player occupying it.</source>
        <translation>River card (%1): 100 for each farmland hex and 1 wood for each forest hex this river waters, to each player occupying it.</translation>
    </message>
    <message>
        <source>Bandits: the 3 farmers standing highest on the river go to the city.</source>
        <translation>Bandits: the 3 farmers standing highest on the river go to the city.</translation>
    </message>
    <message>
        <source>player %1 +%2 money and +%3 wood</source>
        <translation>player %1 +%2 money and +%3 wood</translation>
    </message>
    <message>
        <source>player %1 +%2 money</source>
        <translation>player %1 +%2 money</translation>
    </message>
    <message>
        <source>player %1 +%2 wood</source>
        <translation>player %1 +%2 wood</translation>
    </message>
    <message>
        <source>nobody gains anything</source>
        <translation>nobody gains anything</translation>
    </message>
    <message>
        <source>Player %1 placed a farmer on %2.</source>
        <translation>Player %1 placed a farmer on %2.</translation>
    </message>
    <message numerus="yes">
        <source>Captured %n farmer(s) of player %1: to the city.</source>
        <translation>
            <numerusform>Captured %n farmer of player %1: to the city.</numerusform>
            <numerusform>Captured %n farmers of player %1: to the city.</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1 built a farm on %2.</source>
        <translation>Player %1 built a farm on %2.</translation>
    </message>
    <message>
        <source>Player %1 built a hacienda on %2.</source>
        <translation>Player %1 built a hacienda on %2.</translation>
    </message>
    <message>
        <source>Player %1 dammed the %2 side of %3 for one wood.</source>
        <translation>Player %1 dammed the %2 side of %3 for one wood.</translation>
    </message>
    <message>
        <source>Player %1 ended the turn.</source>
        <translation>Player %1 ended the turn.</translation>
    </message>
    <message>
        <source>Player %1 scored %2: %3.</source>
        <translation>Player %1 scored %2: %3.</translation>
    </message>
    <message>
        <source>Player %1 passed %2 to the back of the row.</source>
        <translation>Player %1 passed %2 to the back of the row.</translation>
    </message>
    <message>
        <source>Player %1 wins with 3 farms and the hacienda, all on a river!</source>
        <translation>Player %1 wins with 3 farms and the hacienda, all on a river!</translation>
    </message>
    <message>
        <source>Player %1 wins with all farms and the hacienda built!</source>
        <translation>Player %1 wins with all farms and the hacienda built!</translation>
    </message>
    <message>
        <source>Choose a hex first: click it, or move the cursor there with the arrow keys.</source>
        <translation>Choose a hex first: click it, or move the cursor there with the arrow keys.</translation>
    </message>
    <message>
        <source>Hex %1</source>
        <translation>Hex %1</translation>
    </message>
    <message>
        <source>Place a Farmer Here</source>
        <translation>Place a Farmer Here</translation>
    </message>
    <message>
        <source>Build a Farm Here (F)</source>
        <translation>Build a Farm Here (F)</translation>
    </message>
    <message>
        <source>Build a Hacienda Here (H)</source>
        <translation>Build a Hacienda Here (H)</translation>
    </message>
    <message>
        <source>Dam the %1 Side</source>
        <translation>Dam the %1 Side</translation>
    </message>
    <message>
        <source>No game.</source>
        <translation>No game.</translation>
    </message>
    <message numerus="yes">
        <source>Set-up: player %1 places a farmer on an unoccupied inner hex (%n left).</source>
        <translation>
            <numerusform>Set-up: player %1 places a farmer on an unoccupied inner hex (%n left).</numerusform>
            <numerusform>Set-up: player %1 places a farmer on an unoccupied inner hex (%n left).</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1 has won with 3 farms and the hacienda, all on a river.</source>
        <translation>Player %1 has won with 3 farms and the hacienda, all on a river.</translation>
    </message>
    <message>
        <source>Player %1 has won with all farms and the hacienda built.</source>
        <translation>Player %1 has won with all farms and the hacienda built.</translation>
    </message>
    <message>
        <source>The game is over: the deck ran out and nobody won.</source>
        <translation>The game is over: the deck ran out and nobody won.</translation>
    </message>
    <message>
        <source>Player %1 to play (turn %2)</source>
        <translation>Player %1 to play (turn %2)</translation>
    </message>
    <message>
        <source>Movement points left: %1 of %2</source>
        <translation>Movement points left: %1 of %2</translation>
    </message>
    <message>
        <source>Built this turn: %1 of %2</source>
        <translation>Built this turn: %1 of %2</translation>
    </message>
    <message>
        <source>Scoring %1 now: %2.</source>
        <translation>Scoring %1 now: %2.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>scored or passed at the end of the turn</source>
        <translation>scored or passed at the end of the turn</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Wood</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Player %1 (won)</source>
        <translation>Player %1 (won)</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>To play</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Seed:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Players:</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;New Game</translation>
    </message>
    <message>
        <source>Open Record…</source>
        <translation>Open Record…</translation>
    </message>
    <message>
        <source>Play a Dos Rios game record move by move (krajina-cli play reads the same files)</source>
        <translation>Play a Dos Rios game record move by move (krajina-cli play reads the same files)</translation>
    </message>
    <message>
        <source>Save Record…</source>
        <translation>Save Record…</translation>
    </message>
    <message>
        <source>Save this game as a Dos Rios game record</source>
        <translation>Save this game as a Dos Rios game record</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Take back the last move (%1)</source>
        <translation>Take back the last move (%1)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Play the move taken back again (%1)</source>
        <translation>Play the move taken back again (%1)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Build &amp;Farm</source>
        <translation>Build &amp;Farm</translation>
    </message>
    <message>
        <source>Build a farm (500) on the hex with the cursor (F)</source>
        <translation>Build a farm (500) on the hex with the cursor (F)</translation>
    </message>
    <message>
        <source>Build &amp;Hacienda</source>
        <translation>Build &amp;Hacienda</translation>
    </message>
    <message>
        <source>Build a hacienda (1000) on the hex with the cursor (H)</source>
        <translation>Build a hacienda (1000) on the hex with the cursor (H)</translation>
    </message>
    <message>
        <source>Score Card</source>
        <translation>Score Card</translation>
    </message>
    <message>
        <source>Score the card in position 1 and end the turn (S)</source>
        <translation>Score the card in position 1 and end the turn (S)</translation>
    </message>
    <message>
        <source>Pass Card</source>
        <translation>Pass Card</translation>
    </message>
    <message>
        <source>Put the card in position 1 to the back of the row and end the turn (P)</source>
        <translation>Put the card in position 1 to the back of the row and end the turn (P)</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Deck: %n card</numerusform>
            <numerusform>Deck: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>discarded: %1</source>
        <translation>discarded: %1</translation>
    </message>
    <message>
        <source>The deck ran out: the game ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1 wins by the tie-break: most buildings, then money, then wood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck ran out: player %1 has won by the tie-break.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot keep the last game in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the Game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The game in progress has %n move(s) that are not saved in a record.</source>
        <translation>
            <numerusform>The game in progress has %n move that is not saved in a record.</numerusform>
            <numerusform>The game in progress has %n moves that are not saved in a record.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save it as a game record first? A game replaced stays available as the last game (Last Game) until another one replaces it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No last game to reopen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Reopened the last game (%n move(s)); the game it replaced is now the last game.</source>
        <translation>
            <numerusform>Reopened the last game (%n move); the game it replaced is now the last game.</numerusform>
            <numerusform>Reopened the last game (%n moves); the game it replaced is now the last game.</numerusform>
        </translation>
    </message>
    <message>
        <source>dos-rios-seed-%1-%2-players.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the road at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1</source>
        <comment>a farmer moved from a hex</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the road at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to %1</source>
        <comment>a farmer moved to a hex</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move was not played; nothing changed (rule %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Player %1 moved two farmers %2 %3 (%n movement point(s)).</source>
        <translation>
            <numerusform>Player %1 moved two farmers %2 %3 (%n movement point).</numerusform>
            <numerusform>Player %1 moved two farmers %2 %3 (%n movement points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Player %1 moved a farmer %2 %3 (%n movement point(s)).</source>
        <translation>
            <numerusform>Player %1 moved a farmer %2 %3 (%n movement point).</numerusform>
            <numerusform>Player %1 moved a farmer %2 %3 (%n movement points).</numerusform>
        </translation>
    </message>
    <message>
        <source>The deck ran out: the discards were shuffled into a new deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandits on %1: no farmer on the river to take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1&apos;s farmer from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandits on %1 sent to the city: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reopen the game that New Game or Open Record replaced last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Board page has no layout to play on: lay one out there, or take the board from the seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1 places first: drag a farmer from the tray (lower left) onto an unoccupied inner hex, or click the hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game on the Board page&apos;s layout for %1 players, the cards from seed %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game from seed %1 for %2 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game on the layout of its record for %1 players, the cards from seed %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dos-rios-layout-seed-%1-%2-players.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board of a new game: the one the seed lays, or the layout of the Board page (its tiles, turns, outflows and dams)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed of a new game: it shuffles the cards, draws the start player and, from the seed, lays the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tart:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who places the first farmer and moves first: drawn from the seed, or the player chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up a game: the board, the cards and the start player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the Dos Rios rules in the Rules tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wood: a dam costs one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farms left to build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hac.</source>
        <comment>short for hacienda</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hacienda left to build (1 or 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City</source>
        <translation>City</translation>
    </message>
    <message>
        <source>Farmers in the city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a farmer to move it (with Shift two together); at the set-up drag one from the tray or click an inner hex. Click a side of a hex to dam it. Right-click a hex to build or dam. Keys: arrows move the cursor, Space picks a farmer up and puts it down, F and H build, S and P score or pass the card, Ctrl+Z and Ctrl+Shift+Z undo and redo. Where a dam or the first farmer leaves a river a choice of way, its sides are numbered on the board: click one or press its number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Player %1 chooses the way: %2 may leave %3 by %4 and leaves by %5 now. Click a numbered marker or press its number to lead it another way; the next move keeps it as it runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The river leaves %1 by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused for one farmer: %1 Two farmers may enter %2 together, one %3 and one from another hex next to it. Bring the second: click a marked hex or press its number (%4); Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule option %1: two farmers capture together also from two hexes, one from each (1 movement point each). Two capture one anywhere; two capture two only when both hexes are higher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No second farmer: no farmer moved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Player %1 moved two farmers, one %2 and one %3, %4 (%n movement point(s)).</source>
        <translation>
            <numerusform>Player %1 moved two farmers, one %2 and one %3, %4 (%n movement point).</numerusform>
            <numerusform>Player %1 moved two farmers, one %2 and one %3, %4 (%n movement points).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Krajina::HexGameView</name>
    <message>
        <source>Player %1 places:</source>
        <translation>Player %1 places:</translation>
    </message>
    <message>
        <source>Farm of player %1</source>
        <translation>Farm of player %1</translation>
    </message>
    <message>
        <source>Hacienda of player %1</source>
        <translation>Hacienda of player %1</translation>
    </message>
    <message numerus="yes">
        <source>Player %1: %n farmer(s)</source>
        <translation>
            <numerusform>Player %1: %n farmer</numerusform>
            <numerusform>Player %1: %n farmers</numerusform>
        </translation>
    </message>
    <message>
        <source>Farmers still to place: drag one onto an unoccupied inner hex, or click the hex.</source>
        <translation>Farmers still to place: drag one onto an unoccupied inner hex, or click the hex.</translation>
    </message>
    <message>
        <source>Watered by both rivers</source>
        <translation>Watered by both rivers</translation>
    </message>
    <message>
        <source>Watered by %1</source>
        <translation>Watered by %1</translation>
    </message>
    <message>
        <source>Click, or press Space: a farmer from here enters %1 too.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::HexHeatMapView</name>
    <message>
        <source>Hexes:</source>
        <translation>Hexes:</translation>
    </message>
    <message>
        <source>What the hexes are shaded by</source>
        <translation>What the hexes are shaded by</translation>
    </message>
    <message>
        <source>Run a simulation to shade the hexes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::HexPieceProperties</name>
    <message>
        <source>No Dos Rios piece &quot;%1&quot;</source>
        <translation>No Dos Rios piece &quot;%1&quot;</translation>
    </message>
    <message>
        <source>A frame piece lies where its hexes say; a river leaves a mountain lake through the chosen one of its marked outflows.</source>
        <translation>A frame piece lies where its hexes say; a river leaves a mountain lake through the chosen one of its marked outflows.</translation>
    </message>
    <message>
        <source>A land tile is three hexes in a triangle; on the board it may lie in any slot, turned by a third.</source>
        <translation>A land tile is three hexes in a triangle; on the board it may lie in any slot, turned by a third.</translation>
    </message>
    <message>
        <source>Hex %1:</source>
        <translation>Hex %1:</translation>
    </message>
    <message>
        <source>Change hex %1 of %2</source>
        <translation>Change hex %1 of %2</translation>
    </message>
    <message>
        <source>Terrain of this hex: mountain &gt; highland &gt; forest &gt; farmland &gt; lake = city = road</source>
        <translation>Terrain of this hex: mountain &gt; highland &gt; forest &gt; farmland &gt; lake = city = road</translation>
    </message>
    <message>
        <source>Crop of a farmland hex</source>
        <translation>Crop of a farmland hex</translation>
    </message>
    <message>
        <source>The river rising in this mountain lake</source>
        <translation>The river rising in this mountain lake</translation>
    </message>
    <message>
        <source>A marked possible outflow of the mountain lake</source>
        <translation>A marked possible outflow of the mountain lake</translation>
    </message>
</context>
<context>
    <name>Krajina::JczGame</name>
    <message>
        <source>line %1, column %2</source>
        <translation>line %1, column %2</translation>
    </message>
    <message>
        <source>expected the list of players</source>
        <translation>expected the list of players</translation>
    </message>
    <message>
        <source>expected a player</source>
        <translation>expected a player</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>player %1</translation>
    </message>
    <message>
        <source>expected 1 to %1 players</source>
        <translation>expected 1 to %1 players</translation>
    </message>
    <message>
        <source>expected the tile sets in play</source>
        <translation>expected the tile sets in play</translation>
    </message>
    <message>
        <source>expected how many copies of the set are in play</source>
        <translation>expected how many copies of the set are in play</translation>
    </message>
    <message>
        <source>the expansion &quot;%1&quot;</source>
        <translation>the expansion &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the set &quot;%1&quot; more than once</source>
        <translation>the set &quot;%1&quot; more than once</translation>
    </message>
    <message>
        <source>edition %1 of &quot;%2&quot;</source>
        <translation>edition %1 of &quot;%2&quot;</translation>
    </message>
    <message>
        <source>followers a player: %1 (Krajina&apos;s players have %2)</source>
        <translation>followers a player: %1 (Krajina&apos;s players have %2)</translation>
    </message>
    <message>
        <source>the element &quot;farmers&quot; switched off</source>
        <translation>the element &quot;farmers&quot; switched off</translation>
    </message>
    <message>
        <source>the figure or element &quot;%1&quot;</source>
        <translation>the figure or element &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected &quot;2&quot; or &quot;4&quot;</source>
        <translation>expected &quot;2&quot; or &quot;4&quot;</translation>
    </message>
    <message>
        <source>the rule &quot;%1&quot;</source>
        <translation>the rule &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected the expansions in play</source>
        <translation>expected the expansions in play</translation>
    </message>
    <message>
        <source>the capability &quot;%1&quot;</source>
        <translation>the capability &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a tile id</source>
        <translation>expected a tile id</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tile of the expansions in play (%2)</source>
        <translation>&quot;%1&quot; is not a tile of the expansions in play (%2)</translation>
    </message>
    <message>
        <source>expected one start tile (Krajina starts from one)</source>
        <translation>expected one start tile (Krajina starts from one)</translation>
    </message>
    <message>
        <source>expected the start tile&apos;s &quot;x&quot; and &quot;y&quot;</source>
        <translation>expected the start tile&apos;s &quot;x&quot; and &quot;y&quot;</translation>
    </message>
    <message>
        <source>expected 0, 90, 180 or 270</source>
        <translation>expected 0, 90, 180 or 270</translation>
    </message>
    <message>
        <source>Krajina lays the start tile at [0, 0]</source>
        <translation>Krajina lays the start tile at [0, 0]</translation>
    </message>
    <message>
        <source>the start tile</source>
        <translation>the start tile</translation>
    </message>
    <message>
        <source>expected [x, y]</source>
        <translation>expected [x, y]</translation>
    </message>
    <message>
        <source>the figure &quot;%1&quot;</source>
        <translation>the figure &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a follower on &quot;%1&quot;</source>
        <translation>a follower on &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a follower goes on the tile just placed, at [%1, %2]</source>
        <translation>a follower goes on the tile just placed, at [%1, %2]</translation>
    </message>
    <message>
        <source>expected an action</source>
        <translation>expected an action</translation>
    </message>
    <message>
        <source>expected a player number from 0 to %1</source>
        <translation>expected a player number from 0 to %1</translation>
    </message>
    <message>
        <source>expected &quot;R0&quot;, &quot;R90&quot;, &quot;R180&quot; or &quot;R270&quot;</source>
        <translation>expected &quot;R0&quot;, &quot;R90&quot;, &quot;R180&quot; or &quot;R270&quot;</translation>
    </message>
    <message>
        <source>%1 before any tile is placed</source>
        <translation>%1 before any tile is placed</translation>
    </message>
    <message>
        <source>expected &quot;REMOVE&quot; or &quot;DEPLOY&quot;</source>
        <translation>expected &quot;REMOVE&quot; or &quot;DEPLOY&quot;</translation>
    </message>
    <message>
        <source>the action &quot;%1&quot;</source>
        <translation>the action &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Krajina checks &quot;NAME has N points&quot; and &quot;NAME scored FEATURE for N points&quot; only</source>
        <translation>Krajina checks &quot;NAME has N points&quot; and &quot;NAME scored FEATURE for N points&quot; only</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a player of this game (%2)</source>
        <translation>&quot;%1&quot; is not a player of this game (%2)</translation>
    </message>
    <message>
        <source>expected a number of points from 0 to 1000000</source>
        <translation>expected a number of points from 0 to 1000000</translation>
    </message>
    <message>
        <source>more choices for the crop circle than players</source>
        <translation>more choices for the crop circle than players</translation>
    </message>
    <message>
        <source>at most %1 assertions</source>
        <translation>at most %1 assertions</translation>
    </message>
    <message>
        <source>Krajina scores no &quot;%1&quot;</source>
        <translation>Krajina scores no &quot;%1&quot;</translation>
    </message>
    <message>
        <source>line %1, column %2: not valid JSON: %3</source>
        <translation>line %1, column %2: not valid JSON: %3</translation>
    </message>
    <message>
        <source>a JCloisterZone saved game is a JSON object with &quot;setup&quot; and &quot;replay&quot;</source>
        <translation>a JCloisterZone saved game is a JSON object with &quot;setup&quot; and &quot;replay&quot;</translation>
    </message>
    <message>
        <source>expected &quot;sets&quot; (JCloisterZone 5) or &quot;expansions&quot; (JCloisterZone 4)</source>
        <translation>expected &quot;sets&quot; (JCloisterZone 5) or &quot;expansions&quot; (JCloisterZone 4)</translation>
    </message>
    <message>
        <source>no expansion Krajina has</source>
        <translation>no expansion Krajina has</translation>
    </message>
    <message>
        <source>Krajina cannot replay this game: it uses %1 (Krajina has the base game, The River I and II and Crop Circles I and II)</source>
        <translation>Krajina cannot replay this game: it uses %1 (Krajina has the base game, The River I and II and Crop Circles I and II)</translation>
    </message>
    <message>
        <source>players: %1</source>
        <translation>players: %1</translation>
    </message>
    <message>
        <source>a JCloisterZone %1 saved game</source>
        <translation>a JCloisterZone %1 saved game</translation>
    </message>
    <message>
        <source>a JCloisterZone saved game (JCloisterZone %1)</source>
        <translation>a JCloisterZone saved game (JCloisterZone %1)</translation>
    </message>
</context>
<context>
    <name>Krajina::MainWindow</name>
    <message>
        <source>Krajina catalogues (*.krajina);;Catalogue text (*.json);;JCloisterZone tiles (*.xml);;All files (*)</source>
        <translation>Krajina catalogues (*.krajina);;Catalogue text (*.json);;JCloisterZone tiles (*.xml);;All files (*)</translation>
    </message>
    <message>
        <source>Cannot Open Catalogue</source>
        <translation>Cannot Open Catalogue</translation>
    </message>
    <message>
        <source>&amp;New Catalogue</source>
        <translation>&amp;New Catalogue</translation>
    </message>
    <message>
        <source>Start an empty tile catalogue</source>
        <translation>Start an empty tile catalogue</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>Open a Krajina catalogue</source>
        <translation>Open a Krajina catalogue</translation>
    </message>
    <message>
        <source>Open &amp;Bundled Catalogue</source>
        <translation>Open &amp;Bundled Catalogue</translation>
    </message>
    <message>
        <source>Open the catalogue that comes with Krajina</source>
        <translation>Open the catalogue that comes with Krajina</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save the catalogue</source>
        <translation>Save the catalogue</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Save &amp;As…</translation>
    </message>
    <message>
        <source>Save the catalogue under a new name</source>
        <translation>Save the catalogue under a new name</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>Quit Krajina</source>
        <translation>Quit Krajina</translation>
    </message>
    <message>
        <source>&amp;Find Tiles…</source>
        <translation>&amp;Find Tiles…</translation>
    </message>
    <message>
        <source>Filter the catalogue</source>
        <translation>Filter the catalogue</translation>
    </message>
    <message>
        <source>&amp;Add Tile</source>
        <translation>&amp;Add Tile</translation>
    </message>
    <message>
        <source>Add a new tile to the current expansion</source>
        <translation>Add a new tile to the current expansion</translation>
    </message>
    <message>
        <source>D&amp;uplicate Tile</source>
        <translation>D&amp;uplicate Tile</translation>
    </message>
    <message>
        <source>Add a copy of the current tile</source>
        <translation>Add a copy of the current tile</translation>
    </message>
    <message>
        <source>&amp;Delete Tile</source>
        <translation>&amp;Delete Tile</translation>
    </message>
    <message>
        <source>Remove the current tile from the catalogue</source>
        <translation>Remove the current tile from the catalogue</translation>
    </message>
    <message>
        <source>Move Tile &amp;Up</source>
        <translation>Move Tile &amp;Up</translation>
    </message>
    <message>
        <source>Move Tile Do&amp;wn</source>
        <translation>Move Tile Do&amp;wn</translation>
    </message>
    <message>
        <source>Show in &amp;Rules</source>
        <translation>Show in &amp;Rules</translation>
    </message>
    <message>
        <source>Go to where the rules mention the current tile</source>
        <translation>Go to where the rules mention the current tile</translation>
    </message>
    <message>
        <source>F&amp;ull Screen Mode</source>
        <translation>F&amp;ull Screen Mode</translation>
    </message>
    <message>
        <source>&amp;English</source>
        <translation>&amp;English</translation>
    </message>
    <message>
        <source>&amp;Czech (čeština)</source>
        <translation>&amp;Czech (čeština)</translation>
    </message>
    <message>
        <source>&amp;About Krajina</source>
        <translation>&amp;About Krajina</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Tile</source>
        <translation>&amp;Tile</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Panels</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Catalogue</source>
        <translation>Catalogue</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Properties</translation>
    </message>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problems</translation>
    </message>
    <message>
        <source>Preview Board</source>
        <translation>Preview Board</translation>
    </message>
    <message>
        <source>Tile Editor</source>
        <translation>Tile Editor</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Main Toolbar</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;opened&gt;</translation>
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
        <translation>Opened %1</translation>
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
        <translation>Saved %1</translation>
    </message>
    <message>
        <source>Krajina</source>
        <translation>Krajina</translation>
    </message>
    <message>
        <source>Bundled catalogue</source>
        <translation>Bundled catalogue</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Unsaved Changes</translation>
    </message>
    <message>
        <source>The catalogue has unsaved changes. Save them?</source>
        <translation>The catalogue has unsaved changes. Save them?</translation>
    </message>
    <message>
        <source>Open Catalogue</source>
        <translation>Open Catalogue</translation>
    </message>
    <message>
        <source>Cannot Save Catalogue</source>
        <translation>Cannot Save Catalogue</translation>
    </message>
    <message>
        <source>Save Catalogue As</source>
        <translation>Save Catalogue As</translation>
    </message>
    <message>
        <source>No tile %1 in this catalogue</source>
        <translation>No tile %1 in this catalogue</translation>
    </message>
    <message>
        <source>The rules do not mention %1</source>
        <translation>The rules do not mention %1</translation>
    </message>
    <message>
        <source>About Krajina</source>
        <translation>About Krajina</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Krajina %1&lt;/h3&gt;&lt;p&gt;A rulebook and tile catalogue editor for tile-laying board games.&lt;/p&gt;&lt;p&gt;Built with Qt %2 and KSyntaxHighlighting %3.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Krajina %1&lt;/h3&gt;&lt;p&gt;A rulebook and tile catalogue editor for tile-laying board games.&lt;/p&gt;&lt;p&gt;Built with Qt %2 and KSyntaxHighlighting %3.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Print &amp;Tile Sheets…</source>
        <translation>Print &amp;Tile Sheets…</translation>
    </message>
    <message>
        <source>Make printable PDF tile sheets with backs and crop marks, or print them</source>
        <translation>Make printable PDF tile sheets with backs and crop marks, or print them</translation>
    </message>
    <message>
        <source>Krajina catalogues (*.krajina)</source>
        <translation>Krajina catalogues (*.krajina)</translation>
    </message>
    <message>
        <source>JCloisterZone tiles (*.xml);;Catalogue text (*.json)</source>
        <translation>JCloisterZone tiles (*.xml);;Catalogue text (*.json)</translation>
    </message>
    <message>
        <source>&amp;Export Catalogue…</source>
        <translation>&amp;Export Catalogue…</translation>
    </message>
    <message>
        <source>Write the catalogue as JCloisterZone tile XML or as catalogue text, leaving the document as it is</source>
        <translation>Write the catalogue as JCloisterZone tile XML or as catalogue text, leaving the document as it is</translation>
    </message>
    <message>
        <source>Exported the catalogue to %1</source>
        <translation>Exported the catalogue to %1</translation>
    </message>
    <message>
        <source>Export Catalogue</source>
        <translation>Export Catalogue</translation>
    </message>
    <message>
        <source>Cannot Export Catalogue</source>
        <translation>Cannot Export Catalogue</translation>
    </message>
    <message>
        <source>Export Tile &amp;Images…</source>
        <translation>Export Tile &amp;Images…</translation>
    </message>
    <message>
        <source>Write each tile as PNG or SVG at a resolution, or a contact sheet of them</source>
        <translation>Write each tile as PNG or SVG at a resolution, or a contact sheet of them</translation>
    </message>
    <message>
        <source>a new catalogue</source>
        <translation>a new catalogue</translation>
    </message>
    <message>
        <source>Restore Unsaved Changes</source>
        <translation>Restore Unsaved Changes</translation>
    </message>
    <message>
        <source>Krajina did not close properly. Unsaved changes to %1 were kept at %2. Restore them?</source>
        <translation>Krajina did not close properly. Unsaved changes to %1 were kept at %2. Restore them?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Cannot Restore</source>
        <translation>Cannot Restore</translation>
    </message>
    <message>
        <source>&amp;Catalogue</source>
        <translation>&amp;Catalogue</translation>
    </message>
    <message>
        <source>Wiki</source>
        <translation>Wiki</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <source>New catalogue: %1</source>
        <translation>New catalogue: %1</translation>
    </message>
    <message>
        <source>Open Folder</source>
        <translation>Open Folder</translation>
    </message>
    <message>
        <source>Open %1 in the file manager</source>
        <translation>Open %1 in the file manager</translation>
    </message>
    <message>
        <source>Export to JCloisterZone XML</source>
        <translation>Export to JCloisterZone XML</translation>
    </message>
    <message>
        <source>&lt;p&gt;JCloisterZone XML cannot hold everything this catalogue holds. %1 will lack:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;An expansion&apos;s English name is kept as the title of a JCloisterZone add-on. Everything stays in the catalogue itself: save it as a .krajina file.&lt;/p&gt;</source>
        <translation>&lt;p&gt;JCloisterZone XML cannot hold everything this catalogue holds. %1 will lack:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;An expansion&apos;s English name is kept as the title of a JCloisterZone add-on. Everything stays in the catalogue itself: save it as a .krajina file.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n tile picture(s) to %1</source>
        <translation>
            <numerusform>Wrote %n tile picture to %1</numerusform>
            <numerusform>Wrote %n tile pictures to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote the tile sheets to %1</source>
        <translation>Wrote the tile sheets to %1</translation>
    </message>
    <message>
        <source>Restored the unsaved changes to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::MediaWikiClient</name>
    <message>
        <source>no wiki address given</source>
        <translation>no wiki address given</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelled</translation>
    </message>
    <message>
        <source>cannot reach %1: %2</source>
        <translation>cannot reach %1: %2</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2 %3</source>
        <translation>%1 answered HTTP %2 %3</translation>
    </message>
    <message>
        <source>%1 did not answer like a MediaWiki API (is the address that of api.php?)</source>
        <translation>%1 did not answer like a MediaWiki API (is the address that of api.php?)</translation>
    </message>
    <message>
        <source>the site does not say it runs MediaWiki</source>
        <translation>the site does not say it runs MediaWiki</translation>
    </message>
    <message>
        <source>the wiki refused the login of %1: %2 (use a bot password: Special:BotPasswords, user name &quot;Name@app&quot;)</source>
        <translation>the wiki refused the login of %1: %2 (use a bot password: Special:BotPasswords, user name &quot;Name@app&quot;)</translation>
    </message>
    <message>
        <source>the wiki accepted the login but does not keep the session (cookies)</source>
        <translation>the wiki accepted the login but does not keep the session (cookies)</translation>
    </message>
    <message>
        <source>log in to the wiki first</source>
        <translation>log in to the wiki first</translation>
    </message>
    <message>
        <source>the wiki did not save the edit (%1)</source>
        <translation>the wiki did not save the edit (%1)</translation>
    </message>
    <message>
        <source>%1 did not answer like a MediaWiki API (HTTP %2; is the address that of api.php?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the wiki answered with a page that was not asked for: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a web address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an http or https address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the address %1 holds a user name or password: give the address without it and log in with the bot password instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is plain http to another machine: the password and the pages would travel unencrypted; use https</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the run took longer than %n s, the limit of one run; nothing more was asked</source>
        <translation>
            <numerusform>the run took longer than %n s, the limit of one run; nothing more was asked</numerusform>
            <numerusform>the run took longer than %n s, the limit of one run; nothing more was asked</numerusform>
        </translation>
    </message>
    <message>
        <source>the wiki sent more than %1 MB in one run, the limit; nothing more was asked</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the wiki stopped answering after %n s</source>
        <translation>
            <numerusform>the wiki stopped answering after %n s</numerusform>
            <numerusform>the wiki stopped answering after %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the wiki did not finish its answer within %n s, the limit of one request</source>
        <translation>
            <numerusform>the wiki did not finish its answer within %n s, the limit of one request</numerusform>
            <numerusform>the wiki did not finish its answer within %n s, the limit of one request</numerusform>
        </translation>
    </message>
    <message>
        <source>the wiki&apos;s compressed answer unpacks to more than %1 MB, the limit of one answer (a compression bomb?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the wiki&apos;s answer is larger than %1 MB, the limit of one answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the wiki sent more than %1 MB in one run, the limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 redirected a request that carries a form (the login or an edit) to %2: refused, a form is never sent on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 redirected to %2, another site: refused (if that is the wiki, give its address)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 redirects in a loop (more than %n redirects)</source>
        <translation>
            <numerusform>%1 redirects in a loop (more than %n redirect)</numerusform>
            <numerusform>%1 redirects in a loop (more than %n redirects)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 redirected from https to plain http: refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sent a compressed answer that unpacks to far more than was sent (a compression bomb?): refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the answer broke off: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the wiki asked to continue where it had already continued (%1): it would be read forever</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the wiki asked to continue more than %n times for one batch of pages, the limit</source>
        <translation>
            <numerusform>the wiki asked to continue more than once for one batch of pages, the limit</numerusform>
            <numerusform>the wiki asked to continue more than %n times for one batch of pages, the limit</numerusform>
        </translation>
    </message>
    <message>
        <source>the wiki refuses the title</source>
        <translation></translation>
    </message>
    <message>
        <source>the wiki&apos;s answer holds no translation units (list=messagecollection)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the wiki named a translation unit &quot;%1&quot; that has no number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not marked for translation on the wiki</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the wiki asked to continue more than %n times for the translation units of one page, the limit</source>
        <translation>
            <numerusform>the wiki asked to continue more than %n time for the translation units of one page, the limit</numerusform>
            <numerusform>the wiki asked to continue more than %n times for the translation units of one page, the limit</numerusform>
        </translation>
    </message>
    <message>
        <source>the wiki did not mark the page for translation (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::NeighboursPage</name>
    <message>
        <source>north</source>
        <translation>north</translation>
    </message>
    <message>
        <source>east</source>
        <translation>east</translation>
    </message>
    <message>
        <source>south</source>
        <translation>south</translation>
    </message>
    <message>
        <source>west</source>
        <translation>west</translation>
    </message>
    <message>
        <source>road</source>
        <translation>road</translation>
    </message>
    <message>
        <source>city</source>
        <translation>city</translation>
    </message>
    <message>
        <source>river</source>
        <translation>river</translation>
    </message>
    <message>
        <source>field</source>
        <translation>field</translation>
    </message>
    <message>
        <source>The tile&apos;s own expansion and the base game</source>
        <translation>The tile&apos;s own expansion and the base game</translation>
    </message>
    <message>
        <source>No tile selected</source>
        <translation>No tile selected</translation>
    </message>
    <message>
        <source>Select a tile to see it among fitting neighbours.</source>
        <translation>Select a tile to see it among fitting neighbours.</translation>
    </message>
    <message>
        <source>The engine cannot lay this tile out: %1</source>
        <translation>The engine cannot lay this tile out: %1</translation>
    </message>
    <message>
        <source>%1 of %2 sides filled from %3. Hover a colour to follow a merged feature.</source>
        <translation>%1 of %2 sides filled from %3. Hover a colour to follow a merged feature.</translation>
    </message>
    <message>
        <source>No candidate fits the %1 side (%2).</source>
        <translation>No candidate fits the %1 side (%2).</translation>
    </message>
    <message>
        <source>Neighbours from</source>
        <translation>Neighbours from</translation>
    </message>
    <message>
        <source>Which expansions the neighbours are taken from</source>
        <translation>Which expansions the neighbours are taken from</translation>
    </message>
    <message>
        <source>Other neighbours</source>
        <translation>Other neighbours</translation>
    </message>
    <message>
        <source>Show other tiles that fit</source>
        <translation>Show other tiles that fit</translation>
    </message>
    <message>
        <source>Tint merged features</source>
        <translation>Tint merged features</translation>
    </message>
    <message>
        <source>Each city, road, field and river joined across tiles in its own colour</source>
        <translation>Each city, road, field and river joined across tiles in its own colour</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Fit</translation>
    </message>
    <message>
        <source>Show the whole board (0)</source>
        <translation>Show the whole board (0)</translation>
    </message>
</context>
<context>
    <name>Krajina::PictureExport</name>
    <message>
        <source>%1: there is nothing to draw</source>
        <translation>%1: there is nothing to draw</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <source>%1: pictures are saved as .png or .svg</source>
        <translation>%1: pictures are saved as .png or .svg</translation>
    </message>
</context>
<context>
    <name>Krajina::ProblemsModel</name>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warning</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Severity</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tile</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Location</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Question</source>
        <extracomment>Severity of a lint finding that asks a maintainer a question</extracomment>
        <translation>Question</translation>
    </message>
</context>
<context>
    <name>Krajina::ProblemsPanel</name>
    <message>
        <source>No problems: every tile definition passes its checks.</source>
        <translation>No problems: every tile definition passes its checks.</translation>
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
    <message numerus="yes">
        <source>%n question(s)</source>
        <extracomment>Lint findings that ask a maintainer a question</extracomment>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
    <message>
        <source>Quick Fix</source>
        <translation>Quick Fix</translation>
    </message>
    <message>
        <source>Checking the tiles…</source>
        <extracomment>The Problems panel while a big catalogue is checked in the background</extracomment>
        <translation>Checking the tiles…</translation>
    </message>
    <message>
        <source>Repair the selected problem in one step, where it has one repair</source>
        <translation>Repair the selected problem in one step, where it has one repair</translation>
    </message>
</context>
<context>
    <name>Krajina::RecentFiles</name>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Clear List</translation>
    </message>
</context>
<context>
    <name>Krajina::RecordErrors</name>
    <message>
        <source>line %1, column %2</source>
        <translation>line %1, column %2</translation>
    </message>
    <message>
        <source>%1: not valid JSON: %2</source>
        <translation>%1: not valid JSON: %2</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation>expected a whole number from %1 to %2</translation>
    </message>
    <message>
        <source>expected a list of %1 whole numbers, one per player</source>
        <translation>expected a list of %1 whole numbers, one per player</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation type="unfinished">expected a whole number</translation>
    </message>
</context>
<context>
    <name>Krajina::ReferenceText</name>
    <message numerus="yes">
        <source>repeats %n words in a row from the reference text: “%1”</source>
        <translation>
            <numerusform>repeats %n word in a row from the reference text: “%1”</numerusform>
            <numerusform>repeats %n words in a row from the reference text: “%1”</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Krajina::RiverRules</name>
    <message>
        <source>none of its river ends meets an open end of the river at %1</source>
        <translation>none of its river ends meets an open end of the river at %1</translation>
    </message>
    <message>
        <source>its %1 and %2 river ends would join two open ends of the river</source>
        <translation>its %1 and %2 river ends would join two open ends of the river</translation>
    </message>
    <message>
        <source>the river would curve %1 twice in a row (the tile upstream at %2 curves %1 too)</source>
        <translation>the river would curve %1 twice in a row (the tile upstream at %2 curves %1 too)</translation>
    </message>
    <message>
        <source>this would be the third curve to the %1 with only straight tiles between them</source>
        <translation>this would be the third curve to the %1 with only straight tiles between them</translation>
    </message>
    <message>
        <source>it closes the last open end of the river while river tiles remain</source>
        <translation>it closes the last open end of the river while river tiles remain</translation>
    </message>
    <message>
        <source>its %1 river end would face %2, where no remaining river tile can continue it</source>
        <translation>its %1 river end would face %2, where no remaining river tile can continue it</translation>
    </message>
    <message>
        <source>the lakes left could not each end a branch</source>
        <translation>the lakes left could not each end a branch</translation>
    </message>
    <message>
        <source>%1 could then go nowhere on the river</source>
        <translation>%1 could then go nowhere on the river</translation>
    </message>
    <message>
        <source>its river would run too close to the tile at %1</source>
        <translation>its river would run too close to the tile at %1</translation>
    </message>
    <message>
        <source>its two river ends would run into each other</source>
        <translation>its two river ends would run into each other</translation>
    </message>
    <message>
        <source>it would block the open end facing %1</source>
        <translation>it would block the open end facing %1</translation>
    </message>
    <message>
        <source>it would lead the river towards the open end facing %1</source>
        <translation>it would lead the river towards the open end facing %1</translation>
    </message>
    <message>
        <source>a river tile left could then find nowhere to go for some order in which the river tiles may come, and another placement avoids that</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::RuleCode</name>
    <message>
        <source>The move is legal.</source>
        <translation>The move is legal.</translation>
    </message>
    <message>
        <source>A tile must touch at least one placed tile.</source>
        <translation>A tile must touch at least one placed tile.</translation>
    </message>
    <message>
        <source>A tile may only go on empty cells.</source>
        <translation>A tile may only go on empty cells.</translation>
    </message>
    <message>
        <source>Touching sides must show the same edge: field to field, road to road, city to city, river to river.</source>
        <translation>Touching sides must show the same edge: field to field, road to road, city to city, river to river.</translation>
    </message>
    <message>
        <source>A river tile must continue the river from one of its open ends.</source>
        <translation>A river tile must continue the river from one of its open ends.</translation>
    </message>
    <message>
        <source>R1: two river tiles in a row along the flow may not both curve in the same direction.</source>
        <translation>R1: two river tiles in a row along the flow may not both curve in the same direction.</translation>
    </message>
    <message>
        <source>R2: three curves in the same direction with only straight tiles between them are forbidden.</source>
        <translation>R2: three curves in the same direction with only straight tiles between them are forbidden.</translation>
    </message>
    <message>
        <source>R3: the river may not be led where no remaining river tile can continue it, nor be closed while river tiles remain.</source>
        <translation>R3: the river may not be led where no remaining river tile can continue it, nor be closed while river tiles remain.</translation>
    </message>
    <message>
        <source>A river tile may not join two branches of the river.</source>
        <translation>A river tile may not join two branches of the river.</translation>
    </message>
    <message>
        <source>A lake is placed only when the river pile is empty.</source>
        <translation>A lake is placed only when the river pile is empty.</translation>
    </message>
    <message>
        <source>Land tiles are played only after the last river tile.</source>
        <translation>Land tiles are played only after the last river tile.</translation>
    </message>
    <message>
        <source>The player holding the River II fork plays it as their first river tile.</source>
        <translation>The player holding the River II fork plays it as their first river tile.</translation>
    </message>
    <message>
        <source>A follower may only go on a feature that holds no follower yet.</source>
        <translation>A follower may only go on a feature that holds no follower yet.</translation>
    </message>
    <message>
        <source>Followers never stand on the river itself.</source>
        <translation>Followers never stand on the river itself.</translation>
    </message>
    <message>
        <source>The player has no follower left in the supply.</source>
        <translation>The player has no follower left in the supply.</translation>
    </message>
    <message>
        <source>No follower may be placed this turn (volcano lake, or the no-followers-during-the-river house rule).</source>
        <translation>No follower may be placed this turn (volcano lake, or the no-followers-during-the-river house rule).</translation>
    </message>
    <message>
        <source>The named place of the tile holds no feature a follower can stand on.</source>
        <translation>The named place of the tile holds no feature a follower can stand on.</translation>
    </message>
    <message>
        <source>No bets on a bookmaker tile whose roads and cities are all complete.</source>
        <translation>No bets on a bookmaker tile whose roads and cities are all complete.</translation>
    </message>
    <message>
        <source>Bets are placed only on a bookmaker tile just placed.</source>
        <translation>Bets are placed only on a bookmaker tile just placed.</translation>
    </message>
    <message>
        <source>The player has no such betting token in the supply.</source>
        <translation>The player has no such betting token in the supply.</translation>
    </message>
    <message>
        <source>Each player places at most one token on a bookmaker tile.</source>
        <translation>Each player places at most one token on a bookmaker tile.</translation>
    </message>
    <message>
        <source>No bets on the last tile of the game.</source>
        <translation>No bets on the last tile of the game.</translation>
    </message>
    <message>
        <source>A bet choice must name a scored road or city through that bookmaker.</source>
        <translation>A bet choice must name a scored road or city through that bookmaker.</translation>
    </message>
    <message>
        <source>A crop-circle pick must name a feature where the player has a follower of the circle&apos;s type.</source>
        <translation>A crop-circle pick must name a feature where the player has a follower of the circle&apos;s type.</translation>
    </message>
    <message>
        <source>A crop-circle action needs a crop-circle tile.</source>
        <translation>A crop-circle action needs a crop-circle tile.</translation>
    </message>
    <message>
        <source>After a crop-circle tile the active player chooses add or remove.</source>
        <translation>After a crop-circle tile the active player chooses add or remove.</translation>
    </message>
    <message>
        <source>When the action is remove, every player with such a follower must take one back.</source>
        <translation>When the action is remove, every player with such a follower must take one back.</translation>
    </message>
    <message>
        <source>Each player makes at most one crop-circle pick.</source>
        <translation>Each player makes at most one crop-circle pick.</translation>
    </message>
    <message>
        <source>The named tile is not left to be played.</source>
        <translation>The named tile is not left to be played.</translation>
    </message>
    <message>
        <source>It is another player&apos;s turn.</source>
        <translation>It is another player&apos;s turn.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Only a tile that fits nowhere may be set aside.</source>
        <translation>Only a tile that fits nowhere may be set aside.</translation>
    </message>
    <message>
        <source>A tile was drawn for this turn; it must be played before another.</source>
        <translation>A tile was drawn for this turn; it must be played before another.</translation>
    </message>
</context>
<context>
    <name>Krajina::RuleEditor</name>
    <message>
        <source>current</source>
        <translation>current</translation>
    </message>
    <message>
        <source>outdated</source>
        <translation>outdated</translation>
    </message>
    <message>
        <source>untranslated</source>
        <translation>untranslated</translation>
    </message>
    <message>
        <source>Czech only</source>
        <translation>Czech only</translation>
    </message>
    <message>
        <source>Preview: Czech</source>
        <translation>Preview: Czech</translation>
    </message>
    <message>
        <source>Preview: English</source>
        <translation>Preview: English</translation>
    </message>
    <message>
        <source>&lt;b&gt;English&lt;/b&gt; (source)</source>
        <translation>&lt;b&gt;English&lt;/b&gt; (source)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Čeština&lt;/b&gt; (translation)</source>
        <translation>&lt;b&gt;Čeština&lt;/b&gt; (translation)</translation>
    </message>
    <message>
        <source>Mark current</source>
        <translation>Mark current</translation>
    </message>
    <message>
        <source>The Czech was checked against the English it has now</source>
        <translation>The Czech was checked against the English it has now</translation>
    </message>
    <message>
        <source>&lt;i&gt;only in Czech&lt;/i&gt;</source>
        <translation>&lt;i&gt;only in Czech&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Translate…</source>
        <translation>Translate…</translation>
    </message>
    <message>
        <source>No rules page</source>
        <translation>No rules page</translation>
    </message>
    <message>
        <source>%1 % complete — %2 current, %3 outdated, %4 untranslated, %5 Czech-only</source>
        <translation>%1 % complete — %2 current, %3 outdated, %4 untranslated, %5 Czech-only</translation>
    </message>
    <message>
        <source>new unit</source>
        <translation>new unit</translation>
    </message>
    <message>
        <source>English changed: %1</source>
        <translation>English changed: %1</translation>
    </message>
    <message>
        <source>Not yet checked against the English (no source recorded).</source>
        <translation>Not yet checked against the English (no source recorded).</translation>
    </message>
    <message>
        <source>The English changed; its earlier text is not known.</source>
        <translation>The English changed; its earlier text is not known.</translation>
    </message>
    <message>
        <source>Add a Czech-only unit after this row</source>
        <translation>Add a Czech-only unit after this row</translation>
    </message>
    <message>
        <source>Remove the Czech unit</source>
        <translation>Remove the Czech unit</translation>
    </message>
    <message>
        <source>Poznámka</source>
        <translation>Poznámka</translation>
    </message>
    <message>
        <source>Quick Fix</source>
        <translation>Quick Fix</translation>
    </message>
    <message>
        <source>Put non-breaking spaces after the one-letter words and between each number and the word after it (typography findings)</source>
        <translation>Put non-breaking spaces after the one-letter words and between each number and the word after it (typography findings)</translation>
    </message>
    <message>
        <source>Quick Fix: non-breaking spaces</source>
        <translation>Quick Fix: non-breaking spaces</translation>
    </message>
</context>
<context>
    <name>Krajina::RulebookIo</name>
    <message>
        <source>the first row must be the header page&lt;TAB&gt;expansions&lt;TAB&gt;title_en&lt;TAB&gt;title_cs</source>
        <translation>the first row must be the header page&lt;TAB&gt;expansions&lt;TAB&gt;title_en&lt;TAB&gt;title_cs</translation>
    </message>
    <message>
        <source>a page id must be a folder name</source>
        <translation>a page id must be a folder name</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>no such file or folder</translation>
    </message>
    <message>
        <source>not in a rules page folder (no en.wiki or cs.wiki beside it)</source>
        <translation>not in a rules page folder (no en.wiki or cs.wiki beside it)</translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation>cannot create the folder</translation>
    </message>
    <message>
        <source>cannot remove the outdated sources file</source>
        <translation>cannot remove the outdated sources file</translation>
    </message>
</context>
<context>
    <name>Krajina::RulebookPanel</name>
    <message>
        <source>&amp;Page:</source>
        <translation>&amp;Page:</translation>
    </message>
</context>
<context>
    <name>Krajina::SandboxPage</name>
    <message>
        <source>Game records and JCloisterZone saved games (*.json *.jcz);;Game records (*.json);;JCloisterZone saved games (*.jcz);;All files (*)</source>
        <translation>Game records and JCloisterZone saved games (*.json *.jcz);;Game records (*.json);;JCloisterZone saved games (*.jcz);;All files (*)</translation>
    </message>
    <message>
        <source>Cannot start the game: %1</source>
        <translation>Cannot start the game: %1</translation>
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
        <translation>None of the chosen expansions has a river; tick River I or another river.</translation>
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
        <translation>No tiles are left. Finish the game for the final scoring.</translation>
    </message>
    <message>
        <source>Drew %1.</source>
        <translation>Drew %1.</translation>
    </message>
    <message>
        <source>Drew %1; set aside (fit nowhere): %2.</source>
        <translation>Drew %1; set aside (fit nowhere): %2.</translation>
    </message>
    <message>
        <source>%1 is not one of the tiles in play.</source>
        <translation>%1 is not one of the tiles in play.</translation>
    </message>
    <message>
        <source>Picked %1.</source>
        <translation>Picked %1.</translation>
    </message>
    <message>
        <source>%1 fits nowhere on the board: set it aside.</source>
        <translation>%1 fits nowhere on the board: set it aside.</translation>
    </message>
    <message>
        <source>The engine refused to place %1 at %2.</source>
        <translation>The engine refused to place %1 at %2.</translation>
    </message>
    <message>
        <source>Click a spot on the tile to place a follower there.</source>
        <translation>Click a spot on the tile to place a follower there.</translation>
    </message>
    <message>
        <source>No follower can go on this tile.</source>
        <translation>No follower can go on this tile.</translation>
    </message>
    <message>
        <source>%1 fits at %2. Place a follower or choose No follower.</source>
        <translation>%1 fits at %2. Place a follower or choose No follower.</translation>
    </message>
    <message>
        <source>Set %1 aside.</source>
        <translation>Set %1 aside.</translation>
    </message>
    <message>
        <source>Nothing to take back.</source>
        <translation>Nothing to take back.</translation>
    </message>
    <message>
        <source>Took back the last move.</source>
        <translation>Took back the last move.</translation>
    </message>
    <message>
        <source>player %1: %2 (+%3)</source>
        <translation>player %1: %2 (+%3)</translation>
    </message>
    <message>
        <source>Final scoring: %1.</source>
        <translation>Final scoring: %1.</translation>
    </message>
    <message>
        <source>No game to save.</source>
        <translation>No game to save.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Cannot read %1: %2</translation>
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
        <translation>Save Game Record</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Game records (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Saved the game record to %1.</source>
        <translation>Saved the game record to %1.</translation>
    </message>
    <message>
        <source>Open Game Record</source>
        <translation>Open Game Record</translation>
    </message>
    <message>
        <source>Pick a tile…</source>
        <translation>Pick a tile…</translation>
    </message>
    <message>
        <source>Refused (%1): %2</source>
        <translation>Refused (%1): %2</translation>
    </message>
    <message>
        <source>Player %1 set %2 aside.</source>
        <translation>Player %1 set %2 aside.</translation>
    </message>
    <message>
        <source>Player %1 placed %2 at %3, %4°.</source>
        <translation>Player %1 placed %2 at %3, %4°.</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>player %1</translation>
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
        <translation>Bet %1 of player %2 on a %3 of %4 tiles: %5 points.</translation>
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
        <translation>Player %1 plays again.</translation>
    </message>
    <message>
        <source>Choose expansions and rules, then start a game.</source>
        <translation>Choose expansions and rules, then start a game.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
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
        <translation>river %1 of %2</translation>
    </message>
    <message>
        <source>No tiles left.</source>
        <translation>No tiles left.</translation>
    </message>
    <message>
        <source>Draw or pick a tile.</source>
        <translation>Draw or pick a tile.</translation>
    </message>
    <message>
        <source>Tint merged features</source>
        <translation>Tint merged features</translation>
    </message>
    <message>
        <source>Each city, road, field and river joined across tiles in its own colour</source>
        <translation>Each city, road, field and river joined across tiles in its own colour</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Fit</translation>
    </message>
    <message>
        <source>Show the whole board (0)</source>
        <translation>Show the whole board (0)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Play river</source>
        <translation>Play river</translation>
    </message>
    <message>
        <source>Start a game and lay the whole river with random legal moves</source>
        <translation>Start a game and lay the whole river with random legal moves</translation>
    </message>
    <message>
        <source>Tile in hand</source>
        <translation>Tile in hand</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Draw the next tile from the pile</source>
        <translation>Draw the next tile from the pile</translation>
    </message>
    <message>
        <source>Take a particular tile instead of drawing</source>
        <translation>Take a particular tile instead of drawing</translation>
    </message>
    <message>
        <source>Turn anticlockwise (Shift+R)</source>
        <translation>Turn anticlockwise (Shift+R)</translation>
    </message>
    <message>
        <source>Turn clockwise (R, or the mouse wheel)</source>
        <translation>Turn clockwise (R, or the mouse wheel)</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Set aside</translation>
    </message>
    <message>
        <source>Follower</source>
        <translation>Follower</translation>
    </message>
    <message>
        <source>No follower</source>
        <translation>No follower</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Take the tile up again (Esc)</source>
        <translation>Take the tile up again (Esc)</translation>
    </message>
    <message>
        <source>Undo move</source>
        <translation>Undo move</translation>
    </message>
    <message>
        <source>Finish game</source>
        <translation>Finish game</translation>
    </message>
    <message>
        <source>Save record…</source>
        <translation>Save record…</translation>
    </message>
    <message>
        <source>Load record…</source>
        <translation>Load record…</translation>
    </message>
    <message>
        <source>Rotate Tile</source>
        <translation>Rotate Tile</translation>
    </message>
    <message>
        <source>Rotate Tile Back</source>
        <translation>Rotate Tile Back</translation>
    </message>
    <message>
        <source>Take Tile Back</source>
        <translation>Take Tile Back</translation>
    </message>
    <message>
        <source>Tiles are placed by clicking a highlighted cell; R turns the tile.</source>
        <translation>Tiles are placed by clicking a highlighted cell; R turns the tile.</translation>
    </message>
    <message>
        <source>Place %1 again: drop it on a highlighted cell.</source>
        <translation>Place %1 again: drop it on a highlighted cell.</translation>
    </message>
    <message>
        <source>game-seed-%1-%2-players.json</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::ScoreTable</name>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Followers</source>
        <translation>Followers</translation>
    </message>
</context>
<context>
    <name>Krajina::SheetExportDialog</name>
    <message>
        <source>Print Tile Sheets</source>
        <translation>Print Tile Sheets</translation>
    </message>
    <message>
        <source>An expansion</source>
        <translation>An expansion</translation>
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
        <translation>Every tile</translation>
    </message>
    <message>
        <source>Each tile once (contact sheet)</source>
        <translation>Each tile once (contact sheet)</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Landscape</translation>
    </message>
    <message>
        <source>Shared cut lines (edge to edge)</source>
        <translation>Shared cut lines (edge to edge)</translation>
    </message>
    <message>
        <source>Bleed round every tile</source>
        <translation>Bleed round every tile</translation>
    </message>
    <message>
        <source>Crop marks</source>
        <translation>Crop marks</translation>
    </message>
    <message>
        <source>Run them to the page edge (guillotine)</source>
        <translation>Run them to the page edge (guillotine)</translation>
    </message>
    <message>
        <source>No backs</source>
        <translation>No backs</translation>
    </message>
    <message>
        <source>Duplex, flip on the long edge</source>
        <translation>Duplex, flip on the long edge</translation>
    </message>
    <message>
        <source>Duplex, flip on the short edge</source>
        <translation>Duplex, flip on the short edge</translation>
    </message>
    <message>
        <source>Start with an alignment test page</source>
        <translation>Start with an alignment test page</translation>
    </message>
    <message>
        <source>PDF/X-4 with CMYK colours (print shop)</source>
        <translation>PDF/X-4 with CMYK colours (print shop)</translation>
    </message>
    <message>
        <source>Tint each field</source>
        <translation>Tint each field</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tiles</translation>
    </message>
    <message>
        <source>Print:</source>
        <translation>Print:</translation>
    </message>
    <message>
        <source>Expansion:</source>
        <translation>Expansion:</translation>
    </message>
    <message>
        <source>Paper and layout</source>
        <translation>Paper and layout</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Paper:</translation>
    </message>
    <message>
        <source>Orientation:</source>
        <translation>Orientation:</translation>
    </message>
    <message>
        <source>Tile size:</source>
        <translation>Tile size:</translation>
    </message>
    <message>
        <source>Layout:</source>
        <translation>Layout:</translation>
    </message>
    <message>
        <source>Bleed:</source>
        <translation>Bleed:</translation>
    </message>
    <message>
        <source>Gap between tiles:</source>
        <translation>Gap between tiles:</translation>
    </message>
    <message>
        <source>Backs</source>
        <translation>Backs</translation>
    </message>
    <message>
        <source>Backs:</source>
        <translation>Backs:</translation>
    </message>
    <message>
        <source>Back offset (right, down):</source>
        <translation>Back offset (right, down):</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Output</translation>
    </message>
    <message>
        <source>Page </source>
        <translation>Page </translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation>Save PDF…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Print…</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> of %1</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>The printer could not be started.</translation>
    </message>
    <message>
        <source>Save Tile Sheets</source>
        <translation>Save Tile Sheets</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>%1 on %2: %3 per page (%4 × %5).</source>
        <extracomment>%1 is &quot;5 tiles&quot;, %2 is &quot;2 pages&quot;</extracomment>
        <translation>%1 on %2: %3 per page (%4 × %5).</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Krajina::SimulatePage</name>
    <message>
        <source>Cannot simulate: %1</source>
        <translation>Cannot simulate: %1</translation>
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
        <translation>Games:</translation>
    </message>
    <message>
        <source>Simulate</source>
        <translation>Simulate</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figure</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Run a simulation first.</source>
        <translation>Run a simulation first.</translation>
    </message>
    <message>
        <source>Cannot make the folder %1</source>
        <translation>Cannot make the folder %1</translation>
    </message>
    <message>
        <source>%1: statistics are saved as .json or .csv</source>
        <translation>%1: statistics are saved as .json or .csv</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <source>Save the Charts and the Heat Map (PNG and SVG)</source>
        <translation>Save the Charts and the Heat Map (PNG and SVG)</translation>
    </message>
    <message>
        <source>Saved the charts and the heat map in %1.</source>
        <translation>Saved the charts and the heat map in %1.</translation>
    </message>
    <message>
        <source>Save the Statistics</source>
        <translation>Save the Statistics</translation>
    </message>
    <message>
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation>JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved the statistics in %1.</source>
        <translation>Saved the statistics in %1.</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Charts</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figures</translation>
    </message>
    <message>
        <source>Save Pictures…</source>
        <translation>Save Pictures…</translation>
    </message>
    <message>
        <source>Save Statistics…</source>
        <translation>Save Statistics…</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>Save every chart and the heat maps as PNG and SVG into a folder</source>
        <translation>Save every chart and the heat maps as PNG and SVG into a folder</translation>
    </message>
    <message>
        <source>Save the figures, histograms and board cells or hexes as JSON or CSV</source>
        <translation>Save the figures, histograms and board cells or hexes as JSON or CSV</translation>
    </message>
    <message>
        <source>Which game to simulate, with the catalogue&apos;s tiles or pieces; each game has its own set-up below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play legal games of the set-up chosen, each seat as its policy says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a simulation to see its charts here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authors use this to check that their tiles, pieces and rules make games that can be played, and how those games go.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::SimulationCharts</name>
    <message>
        <source>No chart %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::SimulationSetup</name>
    <message numerus="yes">
        <source>Playing %n game(s) of %1…</source>
        <translation>
            <numerusform>Playing %n game of %1…</numerusform>
            <numerusform>Playing %n games of %1…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Krajina::StartupOptions</name>
    <message>
        <source>Rulebook and tile catalogue editor</source>
        <translation>Rulebook and tile catalogue editor</translation>
    </message>
    <message>
        <source>User interface language (en, cs).</source>
        <translation>User interface language (en, cs).</translation>
    </message>
    <message>
        <source>Start a sandbox game on the preview board with &lt;expansions&gt; (comma-separated, e.g. base,river-1) and lay its river.</source>
        <translation>Start a sandbox game on the preview board with &lt;expansions&gt; (comma-separated, e.g. base,river-1) and lay its river.</translation>
    </message>
    <message>
        <source>Show the rule page &lt;page&gt; (e.g. river), at the tile given with --tile.</source>
        <translation>Show the rule page &lt;page&gt; (e.g. river), at the tile given with --tile.</translation>
    </message>
    <message>
        <source>Save a PNG of the main window to &lt;file&gt; once it is shown, then quit.</source>
        <translation>Save a PNG of the main window to &lt;file&gt; once it is shown, then quit.</translation>
    </message>
    <message>
        <source>Catalogue to open (*.krajina or *.json).</source>
        <translation>Catalogue to open (*.krajina or *.json).</translation>
    </message>
    <message>
        <source>No tile %1</source>
        <translation>No tile %1</translation>
    </message>
    <message>
        <source>Show a Dos Rios board laid from &lt;seed&gt; on the preview board.</source>
        <translation>Show a Dos Rios board laid from &lt;seed&gt; on the preview board.</translation>
    </message>
    <message>
        <source>Put a dam on that Dos Rios board at &lt;q,r,side&gt; (e.g. 3,1,S); may be repeated.</source>
        <translation>Put a dam on that Dos Rios board at &lt;q,r,side&gt; (e.g. 3,1,S); may be repeated.</translation>
    </message>
    <message>
        <source>Not a side: %1</source>
        <translation>Not a side: %1</translation>
    </message>
    <message>
        <source>Select the tile or Dos Rios piece &lt;id&gt; in the editor.</source>
        <translation>Select the tile or Dos Rios piece &lt;id&gt; in the editor.</translation>
    </message>
    <message>
        <source>Play Dos Rios on the preview board: a new game from &lt;seed&gt;, or the moves of a game record file.</source>
        <translation>Play Dos Rios on the preview board: a new game from &lt;seed&gt;, or the moves of a game record file.</translation>
    </message>
    <message>
        <source>Play 200 random games of &lt;game&gt; (carcassonne or dos-rios) on the preview board&apos;s Simulate page; a screenshot waits for them.</source>
        <translation>Play 200 random games of &lt;game&gt; (carcassonne or dos-rios) on the preview board&apos;s Simulate page; a screenshot waits for them.</translation>
    </message>
    <message>
        <source>Not a game to simulate: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::TileBalanceModel</name>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Copies drawn over all games: placed or set aside</source>
        <translation>Copies drawn over all games: placed or set aside</translation>
    </message>
    <message>
        <source>Copies drawn when they fit nowhere</source>
        <translation>Copies drawn when they fit nowhere</translation>
    </message>
    <message>
        <source>The mean points a placement brought the player who placed it over the game: each scored feature&apos;s points shared equally among the scorer&apos;s own tiles in it</source>
        <translation>The mean points a placement brought the player who placed it over the game: each scored feature&apos;s points shared equally among the scorer&apos;s own tiles in it</translation>
    </message>
    <message>
        <source>The 95 % interval of the mean points</source>
        <translation>The 95 % interval of the mean points</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tile</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Drawn</translation>
    </message>
    <message>
        <source>Placed</source>
        <translation>Placed</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Set aside</translation>
    </message>
    <message>
        <source>Mean points</source>
        <translation>Mean points</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95 % interval</translation>
    </message>
</context>
<context>
    <name>Krajina::TileBalanceTable</name>
    <message>
        <source>Per tile design over all games; click a column&apos;s heading to sort by it.</source>
        <translation>Per tile design over all games; click a column&apos;s heading to sort by it.</translation>
    </message>
    <message>
        <source>Tick &quot;Figures per tile&quot; and simulate to see how each tile design plays.</source>
        <translation>Tick &quot;Figures per tile&quot; and simulate to see how each tile design plays.</translation>
    </message>
</context>
<context>
    <name>Krajina::TileCanvas</name>
    <message>
        <source>Tile</source>
        <translation>Tile</translation>
    </message>
    <message>
        <source>Click selects; Shift+click extends; Ctrl+click adds or removes.</source>
        <translation>Click selects; Shift+click extends; Ctrl+click adds or removes.</translation>
    </message>
</context>
<context>
    <name>Krajina::TileEditor</name>
    <message>
        <source>Type of the feature to make from the selected locations</source>
        <translation>Type of the feature to make from the selected locations</translation>
    </message>
    <message>
        <source>Make</source>
        <translation>Make</translation>
    </message>
    <message>
        <source>Make the selected locations one feature of the chosen type</source>
        <translation>Make the selected locations one feature of the chosen type</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <source>Join the features under the selected locations</source>
        <translation>Join the features under the selected locations</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Split</translation>
    </message>
    <message>
        <source>Split the selected locations off into a feature of their own</source>
        <translation>Split the selected locations off into a feature of their own</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Remove the selected feature</source>
        <translation>Remove the selected feature</translation>
    </message>
    <message>
        <source>Add Building</source>
        <translation>Add Building</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Features</translation>
    </message>
    <message>
        <source>Problems of this tile</source>
        <translation>Problems of this tile</translation>
    </message>
    <message>
        <source>No tile selected</source>
        <translation>No tile selected</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>No problems</translation>
    </message>
    <message>
        <source>Make %1</source>
        <translation>Make %1</translation>
    </message>
    <message>
        <source>Join Features</source>
        <translation>Join Features</translation>
    </message>
    <message>
        <source>Split Feature</source>
        <translation>Split Feature</translation>
    </message>
    <message>
        <source>Remove Feature</source>
        <translation>Remove Feature</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Add %1</translation>
    </message>
    <message>
        <source>Quick Fix</source>
        <translation>Quick Fix</translation>
    </message>
</context>
<context>
    <name>Krajina::TileImageExportDialog</name>
    <message>
        <source>Export Tile Images</source>
        <translation>Export Tile Images</translation>
    </message>
    <message>
        <source>An expansion</source>
        <translation>An expansion</translation>
    </message>
    <message numerus="yes">
        <source>The selected tiles (%n)</source>
        <translation>
            <numerusform>The selected tiles (%n)</numerusform>
            <numerusform>The selected tiles (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every tile</source>
        <translation>Every tile</translation>
    </message>
    <message>
        <source>One file per tile</source>
        <translation>One file per tile</translation>
    </message>
    <message>
        <source>One contact sheet (PNG), for a wiki&apos;s tile list</source>
        <translation>One contact sheet (PNG), for a wiki&apos;s tile list</translation>
    </message>
    <message>
        <source>PNG</source>
        <translation>PNG</translation>
    </message>
    <message>
        <source>SVG</source>
        <translation>SVG</translation>
    </message>
    <message>
        <source>Tint each field</source>
        <translation>Tint each field</translation>
    </message>
    <message>
        <source>Tiles:</source>
        <translation>Tiles:</translation>
    </message>
    <message>
        <source>Expansion:</source>
        <translation>Expansion:</translation>
    </message>
    <message>
        <source>Formats:</source>
        <translation>Formats:</translation>
    </message>
    <message>
        <source>Resolution:</source>
        <translation>Resolution:</translation>
    </message>
    <message>
        <source>Tile size:</source>
        <translation>Tile size:</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>Columns:</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message numerus="yes">
        <source>%n tile design(s) on one contact sheet.</source>
        <translation>
            <numerusform>%n tile design on one contact sheet.</numerusform>
            <numerusform>%n tile designs on one contact sheet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose PNG, SVG or both.</source>
        <translation>Choose PNG, SVG or both.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile design(s), %1 × %1 pixels each.</source>
        <translation>
            <numerusform>%n tile design, %1 × %1 pixels each.</numerusform>
            <numerusform>%n tile designs, %1 × %1 pixels each.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Contact Sheet</source>
        <translation>Save Contact Sheet</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG images (*.png)</translation>
    </message>
    <message>
        <source>Export Tile Images to Folder</source>
        <translation>Export Tile Images to Folder</translation>
    </message>
    <message>
        <source>Cannot Export Tile Images</source>
        <translation>Cannot Export Tile Images</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s).</source>
        <translation>
            <numerusform>Wrote %n file.</numerusform>
            <numerusform>Wrote %n files.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Krajina::TileListTable</name>
    <message>
        <source>%1: in the catalogue, not in the table on the wiki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: count %2 on the wiki, %3 in the catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 &quot;%3&quot; on the wiki, &quot;%4&quot; in the catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: in the table on the wiki, not in the catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the tile table on the wiki is laid out otherwise than the catalogue&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::TilePropertiesWidget</name>
    <message>
        <source>Change Pennants</source>
        <translation>Change Pennants</translation>
    </message>
    <message>
        <source>Change Pig Herd</source>
        <translation>Change Pig Herd</translation>
    </message>
    <message>
        <source>Change Inn</source>
        <translation>Change Inn</translation>
    </message>
    <message>
        <source>Change Crossing</source>
        <translation>Change Crossing</translation>
    </message>
    <message>
        <source>Change River Role</source>
        <translation>Change River Role</translation>
    </message>
    <message>
        <source>Change Crop Circle Type</source>
        <translation>Change Crop Circle Type</translation>
    </message>
    <message>
        <source>Change Cities of Field</source>
        <translation>Change Cities of Field</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tile</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Feature</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>Name (Czech):</source>
        <translation>Name (Czech):</translation>
    </message>
    <message>
        <source>Name (English):</source>
        <translation>Name (English):</translation>
    </message>
    <message>
        <source>Count:</source>
        <translation>Count:</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>Editions:</source>
        <translation>Editions:</translation>
    </message>
    <message>
        <source>Watermark:</source>
        <translation>Watermark:</translation>
    </message>
    <message>
        <source>Back:</source>
        <translation>Back:</translation>
    </message>
    <message>
        <source>Art file:</source>
        <translation>Art file:</translation>
    </message>
    <message>
        <source>JCZ id:</source>
        <translation>JCZ id:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Note:</translation>
    </message>
    <message>
        <source>Pennants:</source>
        <translation>Pennants:</translation>
    </message>
    <message>
        <source>Touches cities:</source>
        <translation>Touches cities:</translation>
    </message>
    <message>
        <source>Pig herd:</source>
        <translation>Pig herd:</translation>
    </message>
    <message>
        <source>Inn:</source>
        <translation>Inn:</translation>
    </message>
    <message>
        <source>Crossing:</source>
        <translation>Crossing:</translation>
    </message>
    <message>
        <source>River role:</source>
        <translation>River role:</translation>
    </message>
    <message>
        <source>Crop circle:</source>
        <translation>Crop circle:</translation>
    </message>
    <message>
        <source>every edition</source>
        <translation>every edition</translation>
    </message>
    <message>
        <source>Edition ids, separated by commas; empty for every edition</source>
        <translation>Edition ids, separated by commas; empty for every edition</translation>
    </message>
    <message>
        <source>The field has a pig herd</source>
        <translation>The field has a pig herd</translation>
    </message>
    <message>
        <source>An inn by the road</source>
        <translation>An inn by the road</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>Bridge over the other</source>
        <translation>Bridge over the other</translation>
    </message>
    <message>
        <source>Overpass</source>
        <translation>Overpass</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Stream</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Lake</source>
        <translation>Lake</translation>
    </message>
    <message>
        <source>Volcano lake</source>
        <translation>Volcano lake</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation>Fork</translation>
    </message>
    <message>
        <source>Ends in a city</source>
        <translation>Ends in a city</translation>
    </message>
    <message>
        <source>City (knights)</source>
        <translation>City (knights)</translation>
    </message>
    <message>
        <source>Field (farmers)</source>
        <translation>Field (farmers)</translation>
    </message>
    <message>
        <source>Road (thieves)</source>
        <translation>Road (thieves)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>(expansion default)</source>
        <translation>(expansion default)</translation>
    </message>
    <message>
        <source>City %1</source>
        <translation>City %1</translation>
    </message>
    <message>
        <source>The tile&apos;s id, unique in the catalogue: letters, digits and . _ + - (my-expansion/CRF). Renaming updates the start tile and the rule texts.</source>
        <translation>The tile&apos;s id, unique in the catalogue: letters, digits and . _ + - (my-expansion/CRF). Renaming updates the start tile and the rule texts.</translation>
    </message>
</context>
<context>
    <name>Krajina::TileTableModel</name>
    <message>
        <source>Verified</source>
        <translation>Verified</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Draft</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Expansion</source>
        <translation>Expansion</translation>
    </message>
    <message>
        <source>Edges</source>
        <translation>Edges</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Fields</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Count</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Transcribed</source>
        <extracomment>Tile status: transcribed from a secondary source, not checked against the printed tile</extracomment>
        <translation>Transcribed</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2
%3; edges %4; %5; %n copy(ies)</source>
        <translation>
            <numerusform>%1: %2
%3; edges %4; %5; %n copy</numerusform>
            <numerusform>%1: %2
%3; edges %4; %5; %n copies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Krajina::TileThumbnailDelegate</name>
    <message>
        <source>draft</source>
        <translation>draft</translation>
    </message>
    <message>
        <source>transcribed</source>
        <extracomment>Short mark under a tile transcribed from a secondary source</extracomment>
        <translation>transcribed</translation>
    </message>
</context>
<context>
    <name>Krajina::TranslationChecks</name>
    <message>
        <source>the Czech has the number(s) %1, the English does not</source>
        <translation>the Czech has the number(s) %1, the English does not</translation>
    </message>
    <message>
        <source>template(s) %1 of the English are missing</source>
        <translation>template(s) %1 of the English are missing</translation>
    </message>
    <message>
        <source>tile reference(s) %1 of the English are missing</source>
        <translation>tile reference(s) %1 of the English are missing</translation>
    </message>
    <message>
        <source>tile reference(s) %1 are not in the English</source>
        <translation>tile reference(s) %1 are not in the English</translation>
    </message>
    <message>
        <source>link(s) %1 of the English are missing</source>
        <translation>link(s) %1 of the English are missing</translation>
    </message>
    <message>
        <source>FAQ/footnote id(s) %1 of the English are missing</source>
        <translation>FAQ/footnote id(s) %1 of the English are missing</translation>
    </message>
    <message>
        <source>bold/italic (&apos;&apos; &apos;&apos;&apos;)</source>
        <translation>bold/italic (&apos;&apos; &apos;&apos;&apos;)</translation>
    </message>
    <message>
        <source>heading (==)</source>
        <translation>heading (==)</translation>
    </message>
    <message>
        <source>table ({| |})</source>
        <translation>table ({| |})</translation>
    </message>
    <message>
        <source>unbalanced markup: %1</source>
        <translation>unbalanced markup: %1</translation>
    </message>
    <message>
        <source>headings differ from the English in level or number</source>
        <translation>headings differ from the English in level or number</translation>
    </message>
    <message>
        <source>the English says %1; the glossary&apos;s Czech for it is %2</source>
        <translation>the English says %1; the glossary&apos;s Czech for it is %2</translation>
    </message>
    <message>
        <source>a one-letter word is followed by an ordinary space (use &amp;nbsp; or U+00A0): %1</source>
        <translation>a one-letter word is followed by an ordinary space (use &amp;nbsp; or U+00A0): %1</translation>
    </message>
    <message>
        <source>straight quotes at %1</source>
        <translation>straight quotes at %1</translation>
    </message>
    <message>
        <source>English closing quote ” at %1</source>
        <translation>English closing quote ” at %1</translation>
    </message>
    <message>
        <source>„ and “ do not pair up</source>
        <translation>„ and “ do not pair up</translation>
    </message>
    <message>
        <source>Czech quotes are „…“: %1</source>
        <translation>Czech quotes are „…“: %1</translation>
    </message>
    <message>
        <source>the unit holds a blank line, so it will be read back as two units</source>
        <translation>the unit holds a blank line, so it will be read back as two units</translation>
    </message>
    <message>
        <source>translates English unit %1, which the English page no longer has</source>
        <translation>translates English unit %1, which the English page no longer has</translation>
    </message>
    <message>
        <source>the English has the number(s) %1, the Czech does not (as digits or in words)</source>
        <translation>the English has the number(s) %1, the Czech does not (as digits or in words)</translation>
    </message>
    <message>
        <source>the English says that something is not so (not, no, never, …); the Czech has no negation</source>
        <translation>the English says that something is not so (not, no, never, …); the Czech has no negation</translation>
    </message>
    <message>
        <source>the Czech negates (ne-, nikdy, žádný, …); the English does not</source>
        <translation>the Czech negates (ne-, nikdy, žádný, …); the English does not</translation>
    </message>
    <message>
        <source>a {{Reading}} without the reading it chose</source>
        <translation>a {{Reading}} without the reading it chose</translation>
    </message>
    <message>
        <source>an {{Unofficial}} without its source</source>
        <translation>an {{Unofficial}} without its source</translation>
    </message>
    <message>
        <source>a {{Reading}} without source= (the unclear place of the source)</source>
        <translation>a {{Reading}} without source= (the unclear place of the source)</translation>
    </message>
    <message>
        <source>the English reading names the engine option(s) %1, the Czech does not</source>
        <translation>the English reading names the engine option(s) %1, the Czech does not</translation>
    </message>
    <message>
        <source>a number and the word after it are divided by an ordinary space (use &amp;nbsp; or U+00A0, as in „10&amp;nbsp;bodů“): %1</source>
        <translation>a number and the word after it are divided by an ordinary space (use &amp;nbsp; or U+00A0, as in „10&amp;nbsp;bodů“): %1</translation>
    </message>
    <message>
        <source>templates or links nested more than %1 levels deep (line %2 of the unit); the unit is not checked further</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>templates or links nested more than %1 levels deep in the English (line %2 of the unit); the unit is not checked further</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::TurnChoicesPanel</name>
    <message>
        <source>No bet</source>
        <translation>No bet</translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation>Player %1:</translation>
    </message>
    <message>
        <source>Crop circle (%1)</source>
        <translation>Crop circle (%1)</translation>
    </message>
    <message>
        <source>%1 at %2 %3</source>
        <translation>%1 at %2 %3</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Skip</translation>
    </message>
    <message>
        <source>Bets</source>
        <translation>Bets</translation>
    </message>
    <message>
        <source>Crop circle</source>
        <translation>Crop circle</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
</context>
<context>
    <name>Krajina::WikiConflictDialog</name>
    <message>
        <source>Resolve Conflicts: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These paragraphs changed both in Krajina and on the wiki since they were last synced. Choose for each which text the page keeps; the choice can be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conflict %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In Krajina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the wiki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep Krajina&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page keeps Krajina&apos;s text here; the next push sends it to the wiki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the &amp;wiki&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page takes the wiki&apos;s text here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>The page keeps the text below, as you edit it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text the page keeps for this conflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resolve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adopt the Wiki&apos;s Page: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This page is already on the wiki, written there before Krajina synced it, and its text differs from Krajina&apos;s. Krajina cannot tell which one is newer, so it asks.

Adopting takes the wiki&apos;s page into Krajina exactly as it is on the wiki, word for word; nothing is sent to the wiki. From then on Krajina compares the page with this text, and your later edits are pushed paragraph by paragraph.

Keeping Krajina&apos;s text instead means that the next push replaces the wiki&apos;s page with it. Either choice can be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krajina keeps its own page; the next push replaces the wiki&apos;s page with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adopt the &amp;wiki&apos;s page as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krajina takes the wiki&apos;s page word for word; nothing is pushed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Adopt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep Krajina&apos;s Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the page keeps (edit it to merge by hand):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::WikiError</name>
    <message>
        <source>edit conflict: the page was changed on the wiki meanwhile</source>
        <translation>edit conflict: the page was changed on the wiki meanwhile</translation>
    </message>
    <message>
        <source>the page does not exist on the wiki</source>
        <translation>the page does not exist on the wiki</translation>
    </message>
    <message>
        <source>the page was created on the wiki meanwhile</source>
        <translation>the page was created on the wiki meanwhile</translation>
    </message>
    <message>
        <source>the page is protected: %1</source>
        <translation>the page is protected: %1</translation>
    </message>
    <message>
        <source>the wiki limits how fast you may edit; try again later</source>
        <translation>the wiki limits how fast you may edit; try again later</translation>
    </message>
    <message>
        <source>the wiki is read-only at the moment: %1</source>
        <translation>the wiki is read-only at the moment: %1</translation>
    </message>
    <message>
        <source>the wiki&apos;s database servers are lagging; try again later</source>
        <translation>the wiki&apos;s database servers are lagging; try again later</translation>
    </message>
    <message>
        <source>the wiki no longer knows the login; log in again</source>
        <translation>the wiki no longer knows the login; log in again</translation>
    </message>
    <message>
        <source>the wiki refused: %1 (%2)</source>
        <translation>the wiki refused: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>Krajina::WikiExchange</name>
    <message>
        <source>{{TileList|%1}}: the catalogue has no expansion %1</source>
        <translation>{{TileList|%1}}: the catalogue has no expansion %1</translation>
    </message>
</context>
<context>
    <name>Krajina::WikiPanel</name>
    <message>
        <source>pushed</source>
        <translation>pushed</translation>
    </message>
    <message>
        <source>created on the wiki</source>
        <translation>created on the wiki</translation>
    </message>
    <message>
        <source>pulled</source>
        <translation>pulled</translation>
    </message>
    <message>
        <source>would push</source>
        <translation>would push</translation>
    </message>
    <message>
        <source>would create</source>
        <translation>would create</translation>
    </message>
    <message>
        <source>would pull</source>
        <translation>would pull</translation>
    </message>
    <message>
        <source>conflict: left alone</source>
        <translation>conflict: left alone</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>skipped</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <source>Logged out.</source>
        <translation>Logged out.</translation>
    </message>
    <message>
        <source>Enter the bot password (Special:BotPasswords on the wiki).</source>
        <translation>Enter the bot password (Special:BotPasswords on the wiki).</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connecting to %1…</translation>
    </message>
    <message>
        <source>Logged in to %1 (%2) as %3.</source>
        <translation>Logged in to %1 (%2) as %3.</translation>
    </message>
    <message>
        <source>No secret store is running, so Krajina does not keep the password: you will be asked for it each time.</source>
        <translation>No secret store is running, so Krajina does not keep the password: you will be asked for it each time.</translation>
    </message>
    <message numerus="yes">
        <source>Compared %n page(s).</source>
        <translation>
            <numerusform>Compared %n page.</numerusform>
            <numerusform>Compared %n pages.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pulled %n page(s).</source>
        <translation>
            <numerusform>Pulled %n page.</numerusform>
            <numerusform>Pulled %n pages.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules pages from Krajina</source>
        <translation>Rules pages from Krajina</translation>
    </message>
    <message numerus="yes">
        <source>Pushed %n page(s).</source>
        <translation>
            <numerusform>Pushed %n page.</numerusform>
            <numerusform>Pushed %n pages.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) in conflict or refused: see the list.</source>
        <translation>
            <numerusform>%n page in conflict or refused: see the list.</numerusform>
            <numerusform>%n pages in conflict or refused: see the list.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled; what was done is kept.</source>
        <translation>Cancelled; what was done is kept.</translation>
    </message>
    <message>
        <source>Stopped: %1. What was done is kept.</source>
        <translation>Stopped: %1. What was done is kept.</translation>
    </message>
    <message>
        <source>changed since compared</source>
        <translation>changed since compared</translation>
    </message>
    <message>
        <source>Compare to see how the wiki&apos;s page differs.</source>
        <translation>Compare to see how the wiki&apos;s page differs.</translation>
    </message>
    <message>
        <source>The page is not on the wiki yet.</source>
        <translation>The page is not on the wiki yet.</translation>
    </message>
    <message>
        <source>The wiki&apos;s page and Krajina&apos;s agree.</source>
        <translation>The wiki&apos;s page and Krajina&apos;s agree.</translation>
    </message>
    <message>
        <source>Changed on the wiki: Krajina (&lt;del&gt;removed&lt;/del&gt;) against the wiki (&lt;ins&gt;added&lt;/ins&gt;), what a pull brings in:</source>
        <translation>Changed on the wiki: Krajina (&lt;del&gt;removed&lt;/del&gt;) against the wiki (&lt;ins&gt;added&lt;/ins&gt;), what a pull brings in:</translation>
    </message>
    <message>
        <source>Wiki (&lt;del&gt;removed&lt;/del&gt;) against Krajina (&lt;ins&gt;added&lt;/ins&gt;):</source>
        <translation>Wiki (&lt;del&gt;removed&lt;/del&gt;) against Krajina (&lt;ins&gt;added&lt;/ins&gt;):</translation>
    </message>
    <message>
        <source>Whole page</source>
        <translation>Whole page</translation>
    </message>
    <message>
        <source>Unit %1</source>
        <translation>Unit %1</translation>
    </message>
    <message>
        <source>Log &amp;Out</source>
        <translation>Log &amp;Out</translation>
    </message>
    <message>
        <source>&amp;Log In</source>
        <translation>&amp;Log In</translation>
    </message>
    <message>
        <source>&amp;Wiki:</source>
        <translation>&amp;Wiki:</translation>
    </message>
    <message>
        <source>https://wiki.example.org/w (the folder of api.php)</source>
        <translation>https://wiki.example.org/w (the folder of api.php)</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;User:</translation>
    </message>
    <message>
        <source>Name@app (a bot password)</source>
        <translation>Name@app (a bot password)</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Password:</translation>
    </message>
    <message>
        <source>Remember</source>
        <translation>Remember</translation>
    </message>
    <message>
        <source>Keep the password in the desktop&apos;s secret store</source>
        <translation>Keep the password in the desktop&apos;s secret store</translation>
    </message>
    <message>
        <source>&amp;Markup:</source>
        <translation>&amp;Markup:</translation>
    </message>
    <message>
        <source>As the wiki supports</source>
        <translation>As the wiki supports</translation>
    </message>
    <message>
        <source>Translate extension</source>
        <translation>Translate extension</translation>
    </message>
    <message>
        <source>Plain wikitext</source>
        <translation>Plain wikitext</translation>
    </message>
    <message>
        <source>With &amp;templates</source>
        <translation>With &amp;templates</translation>
    </message>
    <message>
        <source>Also compare and push the templates Krajina&apos;s pages use (%1)</source>
        <translation>Also compare and push the templates Krajina&apos;s pages use (%1)</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Compare</translation>
    </message>
    <message>
        <source>P&amp;ull</source>
        <translation>P&amp;ull</translation>
    </message>
    <message>
        <source>&amp;Summary:</source>
        <translation>&amp;Summary:</translation>
    </message>
    <message>
        <source>Pu&amp;sh</source>
        <translation>Pu&amp;sh</translation>
    </message>
    <message>
        <source>Write the pages Krajina changed to the wiki; pages changed on both sides are left alone</source>
        <translation>Write the pages Krajina changed to the wiki; pages changed on both sides are left alone</translation>
    </message>
    <message>
        <source>&amp;Dry run</source>
        <translation>&amp;Dry run</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Page</translation>
    </message>
    <message>
        <source>Wiki title</source>
        <translation>Wiki title</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>No secret store is running: Krajina asks for the password each time.</source>
        <translation>No secret store is running: Krajina asks for the password each time.</translation>
    </message>
    <message>
        <source>Czech</source>
        <translation>Czech</translation>
    </message>
    <message>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Tile list of %1 (%2)</source>
        <translation>Tile list of %1 (%2)</translation>
    </message>
    <message>
        <source>Template %1</source>
        <translation>Template %1</translation>
    </message>
    <message>
        <source>Plain HTTP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is plain http: the password and the pages would travel unencrypted, and anybody on the way could read or change them. Connect anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect &amp;Unencrypted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: use the wiki&apos;s https address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare every page with the wiki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring every page the wiki changed into the rules (undoable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pull S&amp;elected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resolve…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring only the selected pages from the wiki (undoable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile Tables Edited on the Wiki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Somebody edited tile tables on the wiki that Krajina makes from the catalogue. Krajina neither takes nor overwrites them without asking:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take the Wiki&apos;s Counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the tile counts in the catalogue to the wiki&apos;s (undoable); the next push brings the tables&apos; totals up to date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Overwrite on the Wiki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the catalogue&apos;s tile tables over the wiki&apos;s edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leave Them</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Took %n tile count(s) from the wiki into the catalogue.</source>
        <translation>
            <numerusform>Took %n tile count from the wiki into the catalogue.</numerusform>
            <numerusform>Took %n tile counts from the wiki into the catalogue.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tile tables from the catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settle the chosen page&apos;s conflict: keep Krajina&apos;s text or take the wiki&apos;s, paragraph by paragraph, or the tile counts of a tile table edited on the wiki (undoable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wiki runs the Translate extension: each Czech paragraph is the page Translations:%1/NUMBER/cs, and %1/cs is made from them by the wiki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Czech-only paragraph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Czech-only paragraph %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paragraph %1 of the page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a Czech-only paragraph (where it is)</comment>
        <translation type="unfinished">%1 (%2)</translation>
    </message>
    <message>
        <source>Page title (the Czech title the wiki shows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both changed, in different paragraphs: a pull merges them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never synced, and the two differ: the wiki (&lt;del&gt;removed&lt;/del&gt;) against Krajina (&lt;ins&gt;added&lt;/ins&gt;). Resolve… adopts the wiki&apos;s page as it is (nothing is pushed) or keeps Krajina&apos;s:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed on both sides: the wiki (&lt;del&gt;removed&lt;/del&gt;) against Krajina (&lt;ins&gt;added&lt;/ins&gt;). Where the two changed different paragraphs, a pull takes the wiki&apos;s changes and keeps Krajina&apos;s:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::WikiRecord</name>
    <message>
        <source>Pull from the Wiki</source>
        <translation type="unfinished">Pull from the Wiki</translation>
    </message>
    <message>
        <source>Take Tile Counts from the Wiki</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::WikiSession</name>
    <message>
        <source>synced in %1 markup: switching it to %2 would rewrite every line of the page on the wiki, so the page keeps %1 (leave out the markup choice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to resolve: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krajina makes this page from the catalogue or its templates: keep Krajina&apos;s, or change the catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve Wiki Conflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the wiki&apos;s page taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>settled: push sends Krajina&apos;s page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the wiki&apos;s pages give different counts; not taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a wiki sync record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wiki sync record cannot be read, so nothing was compared, pulled or pushed (syncing would forget what every page was last synced from): %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::WikiSync</name>
    <message>
        <source>in step</source>
        <translation>in step</translation>
    </message>
    <message>
        <source>wiki changed</source>
        <translation>wiki changed</translation>
    </message>
    <message>
        <source>Krajina changed</source>
        <translation>Krajina changed</translation>
    </message>
    <message>
        <source>both changed (conflict)</source>
        <translation>both changed (conflict)</translation>
    </message>
    <message>
        <source>missing on the wiki</source>
        <translation>missing on the wiki</translation>
    </message>
    <message>
        <source>differs, never synced</source>
        <translation>differs, never synced</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>line %1: %2</translation>
    </message>
    <message>
        <source>resolve it: keep Krajina&apos;s or take the wiki&apos;s (Resolve in the Wiki panel; krajina-cli wiki resolve %1 --take mine|wiki)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the wiki&apos;s page differs and was never synced: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed on the wiki and in Krajina in different places: pull to merge, then push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed on the wiki and in Krajina: not overwritten; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed on the wiki since the last sync: pull it first</source>
        <translation type="unfinished">changed on the wiki since the last sync: pull it first</translation>
    </message>
    <message>
        <source>Krajina makes this page (from the catalogue or its templates); a change on the wiki is not pulled</source>
        <translation type="unfinished">Krajina makes this page (from the catalogue or its templates); a change on the wiki is not pulled</translation>
    </message>
    <message>
        <source>the wiki&apos;s page differs and was never synced: not pulled; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>merged: the wiki&apos;s changes taken, Krajina&apos;s kept (push sends them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n paragraph(s) changed on both sides: %1</source>
        <translation>
            <numerusform>%n paragraph changed on both sides: %1</numerusform>
            <numerusform>%n paragraphs changed on both sides: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>changed on the wiki and in Krajina: not pulled; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not pushed: the run stopped</source>
        <translation type="unfinished">not pushed: the run stopped</translation>
    </message>
    <message>
        <source>the page has no title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a wiki title cannot hold &quot;%1&quot;: &quot;%2&quot; would not be this page&apos;s title (rename the page in Krajina)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile table edited on the wiki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the wiki refuses the title &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile table edited on the wiki: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take the wiki&apos;s counts into the catalogue (pull --take-tables; Resolve in the Wiki panel) or write the catalogue&apos;s tables over them (push --overwrite-tables)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed on the wiki since the last sync: pull it first; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalogue&apos;s tile tables written over the wiki&apos;s edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not overwritten; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the paragraphs pulled; %1: not taken; %2</source>
        <translation></translation>
    </message>
    <message>
        <source>%1; push marks it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Czech-only paragraph(s) kept in Krajina only, a wiki with Translate has no place for them: %1</source>
        <translation>
            <numerusform>%n Czech-only paragraph kept in Krajina only, a wiki with Translate has no place for it: %1</numerusform>
            <numerusform>%n Czech-only paragraphs kept in Krajina only, a wiki with Translate has no place for them: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not marked for translation: that needs the pagetranslation right, which the wiki&apos;s translation administrators and administrators have; ask one of them to mark it (Special:PageTranslation), then push again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not marked for translation: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pushed, but %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not pushed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the wiki&apos;s English page has no such unit (push the English page and mark it for translation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit %1: Krajina&apos;s English page has no unit %1 (pull the English page first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) changed on the wiki during the push (%1): nothing pushed; compare again</source>
        <translation>
            <numerusform>%n unit changed on the wiki during the push (%1): nothing pushed; compare again</numerusform>
            <numerusform>%n units changed on the wiki during the push (%1): nothing pushed; compare again</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n translation(s) deleted in Krajina marked outdated on the wiki (%1): the Translate extension keeps a translation until a wiki administrator deletes its Translations: page</source>
        <translation>
            <numerusform>%n translation deleted in Krajina marked outdated on the wiki (%1): the Translate extension keeps a translation until a wiki administrator deletes its Translations: page</numerusform>
            <numerusform>%n translations deleted in Krajina marked outdated on the wiki (%1): the Translate extension keeps a translation until a wiki administrator deletes its Translations: page</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Krajina::WikiSyncState</name>
    <message>
        <source>not JSON at byte %1: %2</source>
        <translation>not JSON at byte %1: %2</translation>
    </message>
    <message>
        <source>unknown wiki sync format</source>
        <translation>unknown wiki sync format</translation>
    </message>
    <message>
        <source>page &quot;%1&quot; of %2 has no revision</source>
        <translation>page &quot;%1&quot; of %2 has no revision</translation>
    </message>
    <message>
        <source>site %1 has an unknown markup &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page &quot;%1&quot; of %2: the text of its revision is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page &quot;%1&quot; of %2 has an unknown markup &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Krajina::WikiText</name>
    <message>
        <source>&lt;/translate&gt; without an opening &lt;translate&gt;</source>
        <translation>&lt;/translate&gt; without an opening &lt;translate&gt;</translation>
    </message>
    <message>
        <source>&lt;translate&gt; is never closed</source>
        <translation>&lt;translate&gt; is never closed</translation>
    </message>
    <message>
        <source>&lt;translate&gt; inside another &lt;translate&gt; block</source>
        <translation>&lt;translate&gt; inside another &lt;translate&gt; block</translation>
    </message>
    <message>
        <source>a translation unit has more than one &lt;!--T:…--&gt; marker</source>
        <translation>a translation unit has more than one &lt;!--T:…--&gt; marker</translation>
    </message>
    <message>
        <source>a &lt;!--T:…--&gt; marker must start its unit or end a line (as after a heading)</source>
        <translation>a &lt;!--T:…--&gt; marker must start its unit or end a line (as after a heading)</translation>
    </message>
    <message>
        <source>translation unit %1 has nothing besides its marker</source>
        <translation>translation unit %1 has nothing besides its marker</translation>
    </message>
    <message>
        <source>a &lt;!--T:…--&gt; marker without an id</source>
        <translation>a &lt;!--T:…--&gt; marker without an id</translation>
    </message>
    <message>
        <source>translation unit id %1 is used twice (first on line %2)</source>
        <translation>translation unit id %1 is used twice (first on line %2)</translation>
    </message>
</context>
<context>
    <name>Krajina::WriteError</name>
    <message>
        <source>no space left on the device</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>Displays help on commandline options.</translation>
    </message>
    <message>
        <source>Displays help, including generic Qt options.</source>
        <translation>Displays help, including generic Qt options.</translation>
    </message>
</context>
<context>
    <name>QuickFix</name>
    <message>
        <source>Let the Field Score the City</source>
        <translation>Let the Field Score the City</translation>
    </message>
    <message>
        <source>Score Only the Cities the Field Borders</source>
        <translation>Score Only the Cities the Field Borders</translation>
    </message>
    <message>
        <source>Split the Field along the Road</source>
        <translation>Split the Field along the Road</translation>
    </message>
    <message>
        <source>Give the Half-Edges to the City</source>
        <translation>Give the Half-Edges to the City</translation>
    </message>
    <message>
        <source>Add the Half-Edge to the Field of Its Corner</source>
        <translation>Add the Half-Edge to the Field of Its Corner</translation>
    </message>
    <message>
        <source>Give the River the Role of Its Ends</source>
        <translation>Give the River the Role of Its Ends</translation>
    </message>
    <message>
        <source>Make a Bridge or an Overpass</source>
        <translation>Make a Bridge or an Overpass</translation>
    </message>
    <message>
        <source>Keep One Monastery</source>
        <translation>Keep One Monastery</translation>
    </message>
</context>
<context>
    <name>SheetText</name>
    <message>
        <source>front</source>
        <translation>front</translation>
    </message>
    <message>
        <source>back</source>
        <translation>back</translation>
    </message>
    <message>
        <source>Alignment test: print at 100 % (actual size), no fit-to-page.</source>
        <translation>Alignment test: print at 100 % (actual size), no fit-to-page.</translation>
    </message>
    <message>
        <source>The scale is 100 mm long; each square is %1 mm.</source>
        <translation>The scale is 100 mm long; each square is %1 mm.</translation>
    </message>
    <message>
        <source>Hold the sheet to the light. Where the front&apos;s black cross sits X mm right and Y mm down of the red zero, add X,Y to the back offset.</source>
        <translation>Hold the sheet to the light. Where the front&apos;s black cross sits X mm right and Y mm down of the red zero, add X,Y to the back offset.</translation>
    </message>
</context>
<context>
    <name>SqliteGuard</name>
    <message>
        <source>table &apos;%1&apos; without the column &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column &apos;%1&apos; of table &apos;%2&apos; declared &quot;%3&quot; rather than &quot;%4&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table &apos;%1&apos; with a column &apos;%2&apos; of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table &apos;%1&apos; with constraints of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQLite&apos;s backup functions are not reachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>view &apos;%1&apos; in place of a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>view &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trigger &apos;%1&apos; on table &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>virtual table &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table &apos;%1&apos;, which Krajina does not write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index &apos;%1&apos; on table &apos;%2&apos;, which Krajina does not write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos;, which Krajina does not write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index &apos;%1&apos; on table &apos;%2&apos; rather than &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index &apos;%1&apos; declared differently</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no table &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no index &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SqliteStore</name>
    <message>
        <source>the SQLite driver of Qt (QSQLITE) is not available</source>
        <translation>the SQLite driver of Qt (QSQLITE) is not available</translation>
    </message>
    <message>
        <source>unknown board &quot;%1&quot;</source>
        <translation>unknown board &quot;%1&quot;</translation>
    </message>
    <message>
        <source>bad colour &quot;%1&quot;</source>
        <translation>bad colour &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1, feature %2</source>
        <translation>%1, feature %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>cannot open: %1</translation>
    </message>
    <message>
        <source>not a Krajina catalogue: the file is empty</source>
        <translation>not a Krajina catalogue: the file is empty</translation>
    </message>
    <message>
        <source>not a Krajina catalogue: not an SQLite database (or damaged)</source>
        <translation>not a Krajina catalogue: not an SQLite database (or damaged)</translation>
    </message>
    <message>
        <source>not a Krajina catalogue: an SQLite database of another program</source>
        <translation>not a Krajina catalogue: an SQLite database of another program</translation>
    </message>
    <message>
        <source>written by a newer version of Krajina (file schema version %1, this version reads up to %2); please update Krajina</source>
        <translation>written by a newer version of Krajina (file schema version %1, this version reads up to %2); please update Krajina</translation>
    </message>
    <message>
        <source>not a Krajina catalogue: unknown schema version %1</source>
        <translation>not a Krajina catalogue: unknown schema version %1</translation>
    </message>
    <message>
        <source>the file is damaged (%1)</source>
        <translation>the file is damaged (%1)</translation>
    </message>
    <message>
        <source>cannot make a copy to upgrade: %1</source>
        <translation>cannot make a copy to upgrade: %1</translation>
    </message>
    <message>
        <source>cannot upgrade: %1</source>
        <translation>cannot upgrade: %1</translation>
    </message>
    <message>
        <source>%1: cannot save: %2</source>
        <translation>%1: cannot save: %2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelled</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>expected text, found %1</translation>
    </message>
    <message>
        <source>the text is not valid Unicode</source>
        <translation>the text is not valid Unicode</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, found %3</source>
        <translation>expected a whole number from %1 to %2, found %3</translation>
    </message>
    <message>
        <source>expected data, found NULL</source>
        <translation>expected data, found NULL</translation>
    </message>
    <message>
        <source>table %1, row %2, column %3: %4</source>
        <translation>table %1, row %2, column %3: %4</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>expected a whole number, found %1</translation>
    </message>
    <message>
        <source>a blob</source>
        <translation>a blob</translation>
    </message>
    <message>
        <source>refers to a missing row %1</source>
        <translation>refers to a missing row %1</translation>
    </message>
    <message>
        <source>expected whole numbers from 0 to %1, found &quot;%2&quot;</source>
        <translation>expected whole numbers from 0 to %1, found &quot;%2&quot;</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;</source>
        <translation>unknown value &quot;%1&quot;</translation>
    </message>
    <message numerus="yes">
        <source>the file is damaged (SQLite found %n problem(s); the first: %1)</source>
        <translation>
            <numerusform>the file is damaged (SQLite found %n problem; the first: %1)</numerusform>
            <numerusform>the file is damaged (SQLite found %n problems; the first: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB, the most Krajina reads</source>
        <translation>the file is larger than %1 MiB, the most Krajina reads</translation>
    </message>
    <message>
        <source>a program writing this file stopped half way and left %1 beside it; open the file once where you may write to it (Krajina then finishes the repair), or ask its owner to</source>
        <translation>a program writing this file stopped half way and left %1 beside it; open the file once where you may write to it (Krajina then finishes the repair), or ask its owner to</translation>
    </message>
    <message>
        <source>not a Krajina catalogue: the file starts like an SQLite database but is not one (damaged, or another kind of file)</source>
        <translation>not a Krajina catalogue: the file starts like an SQLite database but is not one (damaged, or another kind of file)</translation>
    </message>
    <message>
        <source>refused: %1 (Krajina reads only files with exactly the tables it writes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>refused: reading the file took SQLite far more work than a file of its size needs (more than %n million steps for one query)</source>
        <translation>
            <numerusform>refused: reading the file took SQLite far more work than a file of its size needs (more than %n million steps for one query)</numerusform>
            <numerusform>refused: reading the file took SQLite far more work than a file of its size needs (more than %n million steps for one query)</numerusform>
        </translation>
    </message>
    <message>
        <source>too many rows: Krajina reads at most %1 here</source>
        <translation>too many rows: Krajina reads at most %1 here</translation>
    </message>
    <message>
        <source>expected sides (N, NE, SE, S, SW, NW), found &quot;%1&quot;</source>
        <translation>expected sides (N, NE, SE, S, SW, NW), found &quot;%1&quot;</translation>
    </message>
    <message>
        <source>hex %1 appears twice in the piece</source>
        <translation>hex %1 appears twice in the piece</translation>
    </message>
    <message>
        <source>expected hex %1 of the land tile, found hex %2</source>
        <translation>expected hex %1 of the land tile, found hex %2</translation>
    </message>
    <message>
        <source>a land tile has 3 hexes, not %1</source>
        <translation>a land tile has 3 hexes, not %1</translation>
    </message>
    <message>
        <source>the Dos Rios pieces are both in their tables and in the extra %1</source>
        <translation>the Dos Rios pieces are both in their tables and in the extra %1</translation>
    </message>
    <message>
        <source>expected a seed as a string of digits, found &quot;%1&quot;</source>
        <translation>expected a seed as a string of digits, found &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the spring of %1 has no outflow %2</source>
        <translation>the spring of %1 has no outflow %2</translation>
    </message>
    <message>
        <source>table %1: %2</source>
        <translation>table %1: %2</translation>
    </message>
</context>
<context>
    <name>TileLint</name>
    <message>
        <source>the size %1x%2 has no cells</source>
        <translation>the size %1x%2 has no cells</translation>
    </message>
    <message>
        <source>the count %1 is negative</source>
        <translation>the count %1 is negative</translation>
    </message>
    <message>
        <source>the count %1 in edition &quot;%2&quot; is negative</source>
        <translation>the count %1 in edition &quot;%2&quot; is negative</translation>
    </message>
    <message>
        <source>the tile needs both a Czech and an English name</source>
        <translation>the tile needs both a Czech and an English name</translation>
    </message>
    <message>
        <source>%1 is on cell %2, but the tile has %3 cell(s)</source>
        <translation>%1 is on cell %2, but the tile has %3 cell(s)</translation>
    </message>
    <message>
        <source>%1 holds sides; a field holds half-edges only</source>
        <translation>%1 holds sides; a field holds half-edges only</translation>
    </message>
    <message>
        <source>%1 holds no half-edge</source>
        <translation>%1 holds no half-edge</translation>
    </message>
    <message>
        <source>%1 holds half-edges; cities, roads and rivers hold sides only</source>
        <translation>%1 holds half-edges; cities, roads and rivers hold sides only</translation>
    </message>
    <message>
        <source>%1 holds no side</source>
        <translation>%1 holds no side</translation>
    </message>
    <message>
        <source>%1 lies inside the tile and holds no location</source>
        <translation>%1 lies inside the tile and holds no location</translation>
    </message>
    <message>
        <source>%1 is a %2 and needs %3 river end(s), not %4</source>
        <translation>%1 is a %2 and needs %3 river end(s), not %4</translation>
    </message>
    <message>
        <source>%1 holds %2, a half-edge of a city side; the city owns both half-edges of its sides</source>
        <translation>%1 holds %2, a half-edge of a city side; the city owns both half-edges of its sides</translation>
    </message>
    <message>
        <source>%1 is held by %2</source>
        <translation>%1 is held by %2</translation>
    </message>
    <message>
        <source>the half-edge %1 belongs to no field</source>
        <translation>the half-edge %1 belongs to no field</translation>
    </message>
    <message>
        <source>%1 names city #%2, but the tile has no feature #%2</source>
        <translation>%1 names city #%2, but the tile has no feature #%2</translation>
    </message>
    <message>
        <source>%1 names %2 as a city it touches</source>
        <translation>%1 names %2 as a city it touches</translation>
    </message>
    <message>
        <source>%1 does not touch %2</source>
        <translation>%1 does not touch %2</translation>
    </message>
    <message>
        <source>%1 monasteries (%2); a tile has at most one</source>
        <translation>%1 monasteries (%2); a tile has at most one</translation>
    </message>
    <message>
        <source>side %1 of cell %2 is %3, but the cell %4 meets it with %5</source>
        <translation>side %1 of cell %2 is %3, but the cell %4 meets it with %5</translation>
    </message>
    <message>
        <source>open question: %1</source>
        <translation>open question: %1</translation>
    </message>
    <message>
        <source>the city</source>
        <translation>the city</translation>
    </message>
    <message>
        <source>the road</source>
        <translation>the road</translation>
    </message>
    <message>
        <source>the river</source>
        <translation>the river</translation>
    </message>
    <message>
        <source>the field</source>
        <translation>the field</translation>
    </message>
    <message>
        <source>the monastery</source>
        <translation>the monastery</translation>
    </message>
    <message>
        <source>the garden</source>
        <translation>the garden</translation>
    </message>
    <message>
        <source>the betting office</source>
        <translation>the betting office</translation>
    </message>
    <message>
        <source>the crop circle</source>
        <translation>the crop circle</translation>
    </message>
    <message>
        <source>in the north</source>
        <translation>in the north</translation>
    </message>
    <message>
        <source>in the east</source>
        <translation>in the east</translation>
    </message>
    <message>
        <source>in the south</source>
        <translation>in the south</translation>
    </message>
    <message>
        <source>in the west</source>
        <translation>in the west</translation>
    </message>
    <message>
        <source>in the north-east</source>
        <translation>in the north-east</translation>
    </message>
    <message>
        <source>in the south-east</source>
        <translation>in the south-east</translation>
    </message>
    <message>
        <source>in the south-west</source>
        <translation>in the south-west</translation>
    </message>
    <message>
        <source>in the north-west</source>
        <translation>in the north-west</translation>
    </message>
    <message>
        <source>from north to south</source>
        <translation>from north to south</translation>
    </message>
    <message>
        <source>from east to west</source>
        <translation>from east to west</translation>
    </message>
    <message>
        <source>on every side but the north</source>
        <translation>on every side but the north</translation>
    </message>
    <message>
        <source>on every side but the east</source>
        <translation>on every side but the east</translation>
    </message>
    <message>
        <source>on every side but the south</source>
        <translation>on every side but the south</translation>
    </message>
    <message>
        <source>on every side but the west</source>
        <translation>on every side but the west</translation>
    </message>
    <message>
        <source>all around</source>
        <translation>all around</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>the field + in the north</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (part %2)</source>
        <comment>a feature on a tile of several cells</comment>
        <translation>%1 (part %2)</translation>
    </message>
    <message>
        <source>%1 (no. %2)</source>
        <comment>two features alike: their numbers</comment>
        <translation>%1 (no. %2)</translation>
    </message>
    <message>
        <source>%1 borders %2 but does not score it</source>
        <translation>%1 borders %2 but does not score it</translation>
    </message>
    <message>
        <source>%1 and %2 cross each other round the perimeter; mark the road as a bridge</source>
        <translation>%1 and %2 cross each other round the perimeter; mark the road as a bridge</translation>
    </message>
    <message>
        <source>%1 and %2 cross each other round the perimeter; mark the city as an overpass</source>
        <translation>%1 and %2 cross each other round the perimeter; mark the city as an overpass</translation>
    </message>
    <message>
        <source>%1 and %2 cross each other round the perimeter; mark one as a bridge over the other</source>
        <translation>%1 and %2 cross each other round the perimeter; mark one as a bridge over the other</translation>
    </message>
    <message>
        <source>%1 and %2 cross each other round the perimeter, which they cannot do on one tile</source>
        <translation>%1 and %2 cross each other round the perimeter, which they cannot do on one tile</translation>
    </message>
    <message>
        <source>the roads that meet in the middle</source>
        <translation>the roads that meet in the middle</translation>
    </message>
    <message>
        <source>%1 lies on both sides of %2, which divides it; split it along %2</source>
        <translation>%1 lies on both sides of %2, which divides it; split it along %2</translation>
    </message>
</context>
<context>
    <name>UndoCommands</name>
    <message>
        <source>Add Tile</source>
        <translation>Add Tile</translation>
    </message>
    <message>
        <source>Remove Tile</source>
        <translation>Remove Tile</translation>
    </message>
    <message>
        <source>Duplicate Tile</source>
        <translation>Duplicate Tile</translation>
    </message>
    <message>
        <source>Move Tile</source>
        <translation>Move Tile</translation>
    </message>
    <message>
        <source>Change Tile Features</source>
        <translation>Change Tile Features</translation>
    </message>
    <message>
        <source>Change Tile Name (Czech)</source>
        <translation>Change Tile Name (Czech)</translation>
    </message>
    <message>
        <source>Change Tile Names (Czech)</source>
        <translation>Change Tile Names (Czech)</translation>
    </message>
    <message>
        <source>Change Tile Name (English)</source>
        <translation>Change Tile Name (English)</translation>
    </message>
    <message>
        <source>Change Tile Names (English)</source>
        <translation>Change Tile Names (English)</translation>
    </message>
    <message>
        <source>Change Tile Id</source>
        <translation>Change Tile Id</translation>
    </message>
    <message>
        <source>Change Tile Ids</source>
        <translation>Change Tile Ids</translation>
    </message>
    <message>
        <source>Move Tile to Expansion</source>
        <translation>Move Tile to Expansion</translation>
    </message>
    <message>
        <source>Move Tiles to Expansion</source>
        <translation>Move Tiles to Expansion</translation>
    </message>
    <message>
        <source>Change Tile Editions</source>
        <translation>Change Tile Editions</translation>
    </message>
    <message>
        <source>Change Editions of Tiles</source>
        <translation>Change Editions of Tiles</translation>
    </message>
    <message>
        <source>Change Tile Watermark</source>
        <translation>Change Tile Watermark</translation>
    </message>
    <message>
        <source>Change Tile Watermarks</source>
        <translation>Change Tile Watermarks</translation>
    </message>
    <message>
        <source>Change Tile Back</source>
        <translation>Change Tile Back</translation>
    </message>
    <message>
        <source>Change Tile Backs</source>
        <translation>Change Tile Backs</translation>
    </message>
    <message>
        <source>Change Tile Art</source>
        <translation>Change Tile Art</translation>
    </message>
    <message>
        <source>Change Art of Tiles</source>
        <translation>Change Art of Tiles</translation>
    </message>
    <message>
        <source>Change Tile Status</source>
        <translation>Change Tile Status</translation>
    </message>
    <message>
        <source>Change Status of Tiles</source>
        <translation>Change Status of Tiles</translation>
    </message>
    <message>
        <source>Change JCloisterZone Id</source>
        <translation>Change JCloisterZone Id</translation>
    </message>
    <message>
        <source>Change JCloisterZone Ids</source>
        <translation>Change JCloisterZone Ids</translation>
    </message>
    <message>
        <source>Change Tile Size</source>
        <translation>Change Tile Size</translation>
    </message>
    <message>
        <source>Change Tile Sizes</source>
        <translation>Change Tile Sizes</translation>
    </message>
    <message>
        <source>Change Tile Note</source>
        <translation>Change Tile Note</translation>
    </message>
    <message>
        <source>Change Tile Notes</source>
        <translation>Change Tile Notes</translation>
    </message>
    <message>
        <source>Change Tile Count</source>
        <translation>Change Tile Count</translation>
    </message>
    <message>
        <source>Change Expansion</source>
        <translation>Change Expansion</translation>
    </message>
    <message>
        <source>New Expansion</source>
        <translation>New Expansion</translation>
    </message>
    <message>
        <source>Rename Tile</source>
        <translation>Rename Tile</translation>
    </message>
    <message>
        <source>Edit English Rule Text</source>
        <translation>Edit English Rule Text</translation>
    </message>
    <message>
        <source>Edit Czech Rule Text</source>
        <translation>Edit Czech Rule Text</translation>
    </message>
    <message>
        <source>Translate Rule Unit</source>
        <translation>Translate Rule Unit</translation>
    </message>
    <message>
        <source>Mark Translation Current</source>
        <translation>Mark Translation Current</translation>
    </message>
    <message>
        <source>Add Czech-Only Unit</source>
        <translation>Add Czech-Only Unit</translation>
    </message>
    <message>
        <source>Remove Czech Unit</source>
        <translation>Remove Czech Unit</translation>
    </message>
    <message>
        <source>Import Rule Page</source>
        <translation>Import Rule Page</translation>
    </message>
    <message>
        <source>Pull Rule Page from the Wiki</source>
        <translation>Pull Rule Page from the Wiki</translation>
    </message>
    <message>
        <source>No Start Tile</source>
        <translation>No Start Tile</translation>
    </message>
    <message>
        <source>Use as Start Tile</source>
        <translation>Use as Start Tile</translation>
    </message>
</context>
</TS>
