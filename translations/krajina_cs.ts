<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>CatalogueIo</name>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: nelze zapsat: %2</translation>
    </message>
    <message>
        <source>%1: two expansions are called &quot;%2&quot;; each needs its own file</source>
        <translation>%1: dvě rozšíření se jmenují „%2“; každé potřebuje vlastní soubor</translation>
    </message>
    <message>
        <source>%1: cannot create the directory</source>
        <translation>%1: adresář nelze vytvořit</translation>
    </message>
    <message>
        <source>%1: no such file or directory</source>
        <translation>%1: soubor nebo adresář neexistuje</translation>
    </message>
    <message>
        <source>%1: unknown kind of file (expected a directory, .json, .krajina or .xml)</source>
        <translation>%1: neznámý druh souboru (očekáván adresář, .json, .krajina nebo .xml)</translation>
    </message>
    <message>
        <source>cannot write to standard output</source>
        <translation>nelze zapisovat na standardní výstup</translation>
    </message>
</context>
<context>
    <name>CatalogueLint</name>
    <message>
        <source>game</source>
        <translation>hra</translation>
    </message>
    <message>
        <source>expansion</source>
        <translation>rozšíření</translation>
    </message>
    <message>
        <source>watermark</source>
        <translation>vodoznak</translation>
    </message>
    <message>
        <source>tile back</source>
        <translation>rub kartičky</translation>
    </message>
    <message>
        <source>two tiles have the id &quot;%1&quot;</source>
        <translation>dvě kartičky mají id „%1“</translation>
    </message>
    <message>
        <source>two entries of kind %1 have the id &quot;%2&quot;</source>
        <translation>dvě položky (%1) mají id „%2“</translation>
    </message>
    <message>
        <source>expansion %1 belongs to the unknown game &quot;%2&quot;</source>
        <translation>rozšíření %1 patří k neznámé hře „%2“</translation>
    </message>
    <message>
        <source>expansion %1 has the unknown default back &quot;%2&quot;</source>
        <translation>rozšíření %1 má neznámý výchozí rub „%2“</translation>
    </message>
    <message>
        <source>edition of %1</source>
        <translation>edice rozšíření %1</translation>
    </message>
    <message>
        <source>edition %1 of %2 has the unknown watermark &quot;%3&quot;</source>
        <translation>edice %1 rozšíření %2 má neznámý vodoznak „%3“</translation>
    </message>
    <message>
        <source>the start tile &quot;%1&quot; of %2 is not one of its tiles</source>
        <translation>startovní kartička „%1“ rozšíření %2 nepatří mezi jeho kartičky</translation>
    </message>
    <message>
        <source>%1 has %2 tiles, but the published total is %3</source>
        <translation>%1 má kartiček: %2, ale vydaný celkový počet je %3</translation>
    </message>
    <message>
        <source>the tile belongs to the unknown expansion &quot;%1&quot;</source>
        <translation>kartička patří k neznámému rozšíření „%1“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an edition of %2</source>
        <translation>„%1“ není edice rozšíření %2</translation>
    </message>
    <message>
        <source>the watermark &quot;%1&quot; is not in the catalogue</source>
        <translation>vodoznak „%1“ v katalogu není</translation>
    </message>
    <message>
        <source>the back &quot;%1&quot; is not in the catalogue</source>
        <translation>rub „%1“ v katalogu není</translation>
    </message>
</context>
<context>
    <name>JczFormat</name>
    <message>
        <source>%1:%2: no XML element in the file</source>
        <translation>%1:%2: soubor neobsahuje žádný prvek XML</translation>
    </message>
    <message>
        <source>%1:%2: not a JCloisterZone tile file (the root element is &lt;%3&gt;)</source>
        <translation>%1:%2: nejde o soubor kartiček JCloisterZone (kořenový prvek je &lt;%3&gt;)</translation>
    </message>
    <message>
        <source>%1:%2:%3: malformed XML: %4</source>
        <translation>%1:%2:%3: chybně utvořené XML: %4</translation>
    </message>
    <message>
        <source>attribute &quot;%1&quot; of &lt;%2&gt; is not kept</source>
        <translation>atribut „%1“ prvku &lt;%2&gt; se nezachová</translation>
    </message>
    <message>
        <source>element &lt;%1&gt; is not kept</source>
        <translation>prvek &lt;%1&gt; se nezachová</translation>
    </message>
    <message>
        <source>a &lt;tile&gt; without an id is left out</source>
        <translation>&lt;tile&gt; bez id se vynechává</translation>
    </message>
    <message>
        <source>tile %1: max=&quot;%2&quot; is not kept</source>
        <translation>kartička %1: max=&quot;%2&quot; se nezachová</translation>
    </message>
    <message>
        <source>tile %1: group &quot;%2&quot; is not kept</source>
        <translation>kartička %1: skupina „%2“ se nezachová</translation>
    </message>
    <message>
        <source>tile %1: unknown crop circle type &quot;%2&quot;</source>
        <translation>kartička %1: neznámý typ obrazce v obilí „%2“</translation>
    </message>
    <message>
        <source>tile %1: unknown location &quot;%2&quot; is left out</source>
        <translation>kartička %1: neznámé místo „%2“ se vynechává</translation>
    </message>
    <message>
        <source>tile %1 is defined again (first on line %2); the first one is kept</source>
        <translation>kartička %1 je definována znovu (poprvé na řádku %2); platí první definice</translation>
    </message>
    <message>
        <source>tile %1: &lt;volcano&gt; outside a river lake is not kept</source>
        <translation>kartička %1: &lt;volcano&gt; mimo jezero na řece se nezachová</translation>
    </message>
    <message>
        <source>tile %1: unknown city location &quot;%2&quot;</source>
        <translation>kartička %1: neznámé místo města „%2“</translation>
    </message>
    <message>
        <source>tile %1: the field names a city at %2 that the tile does not have</source>
        <translation>kartička %1: louka uvádí město na místě %2, které kartička nemá</translation>
    </message>
    <message>
        <source>a &lt;tile-set&gt; without an id is left out</source>
        <translation>&lt;tile-set&gt; bez id se vynechává</translation>
    </message>
    <message>
        <source>bad count &quot;%1&quot; is left out</source>
        <translation>chybný počet „%1“ se vynechává</translation>
    </message>
    <message>
        <source>set %1 names an unknown tile %2</source>
        <translation>sada %1 uvádí neznámou kartičku %2</translation>
    </message>
    <message>
        <source>tile %1 is in no tile-set</source>
        <translation>kartička %1 není v žádné sadě (tile-set)</translation>
    </message>
    <message>
        <source>tile %1: JCloisterZone has no tiles of %2 cells; left out</source>
        <translation>kartička %1: JCloisterZone nezná kartičky o %2 políčkách; vynechána</translation>
    </message>
    <message>
        <source>tiles %1 and %2 share the JCloisterZone id %3 but differ; %2 is written as %2</source>
        <translation>kartičky %1 a %2 mají stejné id JCloisterZone %3, ale liší se; %2 se zapíše pod id %2</translation>
    </message>
    <message>
        <source>tile %1: JCloisterZone only knows roads and cities crossing a river; the %2 crossing of the %3 at %4 is not kept</source>
        <translation>kartička %1: JCloisterZone zná jen cesty a města, která kříží řeku; křížení %2 území %3 na místě %4 se nezachová</translation>
    </message>
    <message>
        <source>tile %1: JCloisterZone has no bookmaker; left out</source>
        <translation>kartička %1: JCloisterZone nezná sázkovou kancelář; vynechána</translation>
    </message>
    <message>
        <source>tile %1: a field refers to feature %2, which is no city; left out</source>
        <translation>kartička %1: louka odkazuje na území %2, které není město; vynecháno</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: nelze otevřít: %2</translation>
    </message>
    <message>
        <source>%1: cannot save: %2</source>
        <translation>%1: nelze uložit: %2</translation>
    </message>
</context>
<context>
    <name>JsonFormat</name>
    <message>
        <source>not valid JSON: %1</source>
        <translation>neplatný JSON: %1</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>očekáván objekt JSON</translation>
    </message>
    <message>
        <source>not a Krajina catalogue (format &quot;%1&quot;)</source>
        <translation>nejde o katalog aplikace Krajina (formát „%1“)</translation>
    </message>
    <message>
        <source>format version %1 is newer than this Krajina reads (%2)</source>
        <translation>verze formátu %1 je novější, než tato verze aplikace Krajina umí načíst (%2)</translation>
    </message>
    <message>
        <source>bad format version %1</source>
        <translation>chybná verze formátu %1</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; ignored</source>
        <translation>neznámý klíč „%1“ se ignoruje</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation>chybí „%1“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string</source>
        <translation>„%1“ musí být řetězec</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must not be empty</source>
        <translation>„%1“ nesmí být prázdné</translation>
    </message>
    <message>
        <source>%1 must be a whole number</source>
        <translation>%1 musí být celé číslo</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation>„%1“ musí být true nebo false</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an array</source>
        <translation>„%1“ musí být pole</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>očekáván objekt</translation>
    </message>
    <message>
        <source>each element</source>
        <translation>každý prvek</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>očekáván řetězec</translation>
    </message>
    <message>
        <source>unknown %1 &quot;%2&quot;</source>
        <translation>%1: neznámá hodnota „%2“</translation>
    </message>
    <message>
        <source>unknown board &quot;%1&quot; (square or hex)</source>
        <translation>neznámá herní plocha „%1“ (square nebo hex)</translation>
    </message>
    <message>
        <source>bad colour &quot;%1&quot;</source>
        <translation>chybná barva „%1“</translation>
    </message>
    <message>
        <source>feature type</source>
        <translation>typ území</translation>
    </message>
    <message>
        <source>location</source>
        <translation>místo</translation>
    </message>
    <message>
        <source>crossing</source>
        <translation>křížení</translation>
    </message>
    <message>
        <source>river role</source>
        <translation>role řeky</translation>
    </message>
    <message>
        <source>crop circle type</source>
        <translation>typ obrazce v obilí</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>kartička %1</translation>
    </message>
    <message>
        <source>&quot;editionCounts&quot; must be an object</source>
        <translation>„editionCounts“ musí být objekt</translation>
    </message>
    <message>
        <source>an edition&apos;s count</source>
        <translation>počet v edici</translation>
    </message>
    <message>
        <source>status</source>
        <translation>stav</translation>
    </message>
    <message>
        <source>&quot;size&quot; must be [width, height]</source>
        <translation>„size“ musí být [šířka, výška]</translation>
    </message>
    <message>
        <source>expansion %1</source>
        <translation>rozšíření %1</translation>
    </message>
    <message>
        <source>this is one expansion of a catalogue directory; read the directory or its %1</source>
        <translation>toto je jedno rozšíření z adresáře katalogu; načtěte celý adresář nebo jeho %1</translation>
    </message>
    <message>
        <source>expected an expansion object or the name of an expansion file</source>
        <translation>očekáván objekt rozšíření nebo název souboru rozšíření</translation>
    </message>
    <message>
        <source>expansion file &quot;%1&quot; cannot be found from here: give the directory, or a single file with the expansions nested</source>
        <translation>soubor rozšíření „%1“ odsud nelze najít: zadejte adresář, nebo jediný soubor s vnořenými rozšířeními</translation>
    </message>
    <message>
        <source>expected an expansion file (format &quot;%1&quot;)</source>
        <translation>očekáván soubor rozšíření (formát „%1“)</translation>
    </message>
</context>
<context>
    <name>Krajina</name>
    <message>
        <source>cannot read standard input</source>
        <translation>nelze číst standardní vstup</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: nelze otevřít: %2</translation>
    </message>
</context>
<context>
    <name>Krajina::BoardPanel</name>
    <message>
        <source>Neighbours</source>
        <translation>Sousedé</translation>
    </message>
    <message>
        <source>The tile being edited among tiles that fit it</source>
        <translation>Upravovaná kartička mezi kartičkami, které k ní pasují</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Pískoviště</translation>
    </message>
    <message>
        <source>Play a game on the rules engine</source>
        <translation>Zahrát si hru na herním jádru pravidel</translation>
    </message>
    <message>
        <source>Simulate</source>
        <translation>Simulace</translation>
    </message>
    <message>
        <source>Play many random games and report how they went</source>
        <translation>Odehrát mnoho náhodných her a vyhodnotit jejich průběh</translation>
    </message>
</context>
<context>
    <name>Krajina::BoardScene</name>
    <message>
        <source>city</source>
        <translation>město</translation>
    </message>
    <message>
        <source>road</source>
        <translation>cesta</translation>
    </message>
    <message>
        <source>field</source>
        <translation>louka</translation>
    </message>
    <message>
        <source>river</source>
        <translation>řeka</translation>
    </message>
    <message>
        <source>monastery</source>
        <translation>klášter</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>rytíř</translation>
    </message>
    <message>
        <source>thief</source>
        <translation>lupič</translation>
    </message>
    <message>
        <source>farmer</source>
        <translation>sedlák</translation>
    </message>
    <message>
        <source>monk</source>
        <translation>mnich</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n tile(s)</source>
        <translation>
            <numerusform>%1, %n kartička</numerusform>
            <numerusform>%1, %n kartičky</numerusform>
            <numerusform>%1, %n kartiček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n erb</numerusform>
            <numerusform>%n erby</numerusform>
            <numerusform>%n erbů</numerusform>
        </translation>
    </message>
    <message>
        <source>complete</source>
        <translation>dokončeno</translation>
    </message>
    <message>
        <source>open</source>
        <translation>nedokončeno</translation>
    </message>
    <message>
        <source>Player %1: %2</source>
        <translation>Hráč %1: %2</translation>
    </message>
</context>
<context>
    <name>Krajina::CatalogueBrowser</name>
    <message>
        <source>Search id or name…</source>
        <translation>Hledat id nebo název…</translation>
    </message>
    <message>
        <source>Edges, e.g. CRFR</source>
        <translation>Hrany, např. CRFR</translation>
    </message>
    <message>
        <source>Edge pattern N-E-S-W in any rotation: C city, R road, F field, I river, ? any</source>
        <translation>Vzor hran S-V-J-Z v libovolném otočení: C město, R cesta, F louka, I řeka, ? cokoli</translation>
    </message>
    <message>
        <source>Any feature</source>
        <translation>Jakékoli území</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Jakýkoli stav</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Ověřeno</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Koncept</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Mřížka</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Strom</translation>
    </message>
    <message>
        <source>All expansions</source>
        <translation>Všechna rozšíření</translation>
    </message>
    <message>
        <source>%1 (%2/%3 verified)</source>
        <translation>%1 (ověřeno %2/%3)</translation>
    </message>
</context>
<context>
    <name>Krajina::CatalogueTreeModel</name>
    <message>
        <source>Verified</source>
        <translation>Ověřeno</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Koncept</translation>
    </message>
    <message>
        <source>Unknown game</source>
        <translation>Neznámá hra</translation>
    </message>
    <message>
        <source>Unknown expansion &quot;%1&quot;</source>
        <translation>Neznámé rozšíření „%1“</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Počet kusů</translation>
    </message>
</context>
<context>
    <name>Krajina::FeatureLabels</name>
    <message>
        <source>City</source>
        <translation>Město</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Cesta</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Řeka</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Louka</translation>
    </message>
    <message>
        <source>Monastery</source>
        <translation>Klášter</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Zahrada</translation>
    </message>
    <message>
        <source>Bookmaker</source>
        <translation>Sázková kancelář</translation>
    </message>
    <message>
        <source>Crop Circle</source>
        <translation>Obrazec v obilí</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>tok</translation>
    </message>
    <message>
        <source>source</source>
        <translation>pramen</translation>
    </message>
    <message>
        <source>lake</source>
        <translation>jezero</translation>
    </message>
    <message>
        <source>volcano lake</source>
        <translation>jezero se sopkou</translation>
    </message>
    <message>
        <source>fork</source>
        <translation>rozvodí</translation>
    </message>
    <message>
        <source>ends in a city</source>
        <translation>končí ve městě</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>most</translation>
    </message>
    <message>
        <source>overpass</source>
        <translation>nadchod</translation>
    </message>
</context>
<context>
    <name>Krajina::GameSetupWidget</name>
    <message>
        <source>River: no three curves the same way (R2)</source>
        <translation>Řeka: nikdy tři zatáčky stejným směrem (R2)</translation>
    </message>
    <message>
        <source>River: never into a dead end (R3)</source>
        <translation>Řeka: nikdy do slepé uličky (R3)</translation>
    </message>
    <message>
        <source>Pig herd counts for farmers</source>
        <translation>Stádo prasat přidává sedlákům body</translation>
    </message>
    <message>
        <source>No followers while the river is laid</source>
        <translation>Během přikládání řeky žádní družiníci</translation>
    </message>
    <message>
        <source>River tiles drawn in any order</source>
        <translation>Kartičky řeky v libovolném pořadí</translation>
    </message>
    <message>
        <source>Start tile shuffled into the river</source>
        <translation>Startovní kartička zamíchaná do řeky</translation>
    </message>
    <message>
        <source>River built from the lake upstream</source>
        <translation>Řeka se staví od jezera proti proudu</translation>
    </message>
    <message>
        <source>River II built outward from the fork</source>
        <translation>Řeka II se staví od rozvodí ven</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n kartička</numerusform>
            <numerusform>%1: %n kartičky</numerusform>
            <numerusform>%1: %n kartiček</numerusform>
        </translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Standardní pravidla</translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) changed</source>
        <translation>
            <numerusform>Změněna %n volba</numerusform>
            <numerusform>Změněny %n volby</numerusform>
            <numerusform>Změněno %n voleb</numerusform>
        </translation>
    </message>
    <message>
        <source>Expansions:</source>
        <translation>Rozšíření:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Pravidla:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Hráči:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Semínko:</translation>
    </message>
    <message>
        <source>The same seed deals the same tiles in the same order</source>
        <translation>Stejné semínko rozdá stejné kartičky ve stejném pořadí</translation>
    </message>
</context>
<context>
    <name>Krajina::Glossary</name>
    <message>
        <source>not valid UTF-8</source>
        <translation>neplatné UTF-8</translation>
    </message>
    <message>
        <source>the first row must be the header en&lt;TAB&gt;cs&lt;TAB&gt;note</source>
        <translation>první řádek musí být záhlaví en&lt;TAB&gt;cs&lt;TAB&gt;note</translation>
    </message>
    <message>
        <source>a term needs an English and a Czech column</source>
        <translation>termín potřebuje anglický a český sloupec</translation>
    </message>
    <message>
        <source>a term needs an English and a Czech word</source>
        <translation>termín potřebuje anglické a české slovo</translation>
    </message>
</context>
<context>
    <name>Krajina::MainWindow</name>
    <message>
        <source>Krajina catalogues (*.krajina);;Catalogue text (*.json);;JCloisterZone tiles (*.xml);;All files (*)</source>
        <translation>Katalogy aplikace Krajina (*.krajina);;Katalog jako text (*.json);;Kartičky JCloisterZone (*.xml);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Cannot Open Catalogue</source>
        <translation>Katalog nelze otevřít</translation>
    </message>
    <message>
        <source>&amp;New Catalogue</source>
        <translation>&amp;Nový katalog</translation>
    </message>
    <message>
        <source>Start an empty tile catalogue</source>
        <translation>Založit prázdný katalog kartiček</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <source>Open a Krajina catalogue</source>
        <translation>Otevřít katalog aplikace Krajina</translation>
    </message>
    <message>
        <source>Open &amp;Bundled Catalogue</source>
        <translation>Otevřít &amp;vestavěný katalog</translation>
    </message>
    <message>
        <source>Open the catalogue that comes with Krajina</source>
        <translation>Otevřít katalog dodávaný s aplikací Krajina</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <source>Save the catalogue</source>
        <translation>Uložit katalog</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Uložit &amp;jako…</translation>
    </message>
    <message>
        <source>Save the catalogue under a new name</source>
        <translation>Uložit katalog pod novým názvem</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>U&amp;končit</translation>
    </message>
    <message>
        <source>Quit Krajina</source>
        <translation>Ukončit aplikaci Krajina</translation>
    </message>
    <message>
        <source>&amp;Find Tiles…</source>
        <translation>Na&amp;jít kartičky…</translation>
    </message>
    <message>
        <source>Filter the catalogue</source>
        <translation>Filtrovat katalog</translation>
    </message>
    <message>
        <source>&amp;Add Tile</source>
        <translation>&amp;Přidat kartičku</translation>
    </message>
    <message>
        <source>Add a new tile to the current expansion</source>
        <translation>Přidat novou kartičku do aktuálního rozšíření</translation>
    </message>
    <message>
        <source>D&amp;uplicate Tile</source>
        <translation>&amp;Duplikovat kartičku</translation>
    </message>
    <message>
        <source>Add a copy of the current tile</source>
        <translation>Přidat kopii aktuální kartičky</translation>
    </message>
    <message>
        <source>&amp;Delete Tile</source>
        <translation>&amp;Odstranit kartičku</translation>
    </message>
    <message>
        <source>Remove the current tile from the catalogue</source>
        <translation>Odstranit aktuální kartičku z katalogu</translation>
    </message>
    <message>
        <source>Move Tile &amp;Up</source>
        <translation>Posunout kartičku &amp;nahoru</translation>
    </message>
    <message>
        <source>Move Tile Do&amp;wn</source>
        <translation>Posunout kartičku do&amp;lů</translation>
    </message>
    <message>
        <source>Show in &amp;Rules</source>
        <translation>Zobrazit v pra&amp;vidlech</translation>
    </message>
    <message>
        <source>Go to where the rules mention the current tile</source>
        <translation>Přejít na místo v pravidlech, kde se aktuální kartička zmiňuje</translation>
    </message>
    <message>
        <source>F&amp;ull Screen Mode</source>
        <translation>Režim &amp;celé obrazovky</translation>
    </message>
    <message>
        <source>&amp;English</source>
        <translation>&amp;Angličtina (English)</translation>
    </message>
    <message>
        <source>&amp;Czech (čeština)</source>
        <translation>Č&amp;eština</translation>
    </message>
    <message>
        <source>&amp;About Krajina</source>
        <translation>O &amp;aplikaci Krajina</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Z&amp;novu</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Soubor</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Otevřít ne&amp;dávný</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Úpr&amp;avy</translation>
    </message>
    <message>
        <source>&amp;Tile</source>
        <translation>&amp;Kartička</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazit</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Panely</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>Catalogue</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Vlastnosti</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historie</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problémy</translation>
    </message>
    <message>
        <source>Preview Board</source>
        <translation>Náhledová plocha</translation>
    </message>
    <message>
        <source>Tile Editor</source>
        <translation>Editor kartiček</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Hlavní panel nástrojů</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;otevřeno&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Opened the bundled catalogue: %n tile design(s)</source>
        <translation>
            <numerusform>Otevřen vestavěný katalog: %n druh kartičky</numerusform>
            <numerusform>Otevřen vestavěný katalog: %n druhy kartiček</numerusform>
            <numerusform>Otevřen vestavěný katalog: %n druhů kartiček</numerusform>
        </translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Otevřeno: %1</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1 with %n warning(s)</source>
        <translation>
            <numerusform>Otevřeno: %1 (%n varování)</numerusform>
            <numerusform>Otevřeno: %1 (%n varování)</numerusform>
            <numerusform>Otevřeno: %1 (%n varování)</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Uloženo: %1</translation>
    </message>
    <message>
        <source>Krajina</source>
        <translation>Krajina</translation>
    </message>
    <message>
        <source>Bundled catalogue</source>
        <translation>Vestavěný katalog</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Neuložené změny</translation>
    </message>
    <message>
        <source>The catalogue has unsaved changes. Save them?</source>
        <translation>Katalog obsahuje neuložené změny. Chcete je uložit?</translation>
    </message>
    <message>
        <source>Open Catalogue</source>
        <translation>Otevřít katalog</translation>
    </message>
    <message>
        <source>Cannot Save Catalogue</source>
        <translation>Katalog nelze uložit</translation>
    </message>
    <message>
        <source>Save Catalogue As</source>
        <translation>Uložit katalog jako</translation>
    </message>
    <message>
        <source>No tile %1 in this catalogue</source>
        <translation>V tomto katalogu není kartička %1</translation>
    </message>
    <message>
        <source>The rules do not mention %1</source>
        <translation>Pravidla kartičku %1 nezmiňují</translation>
    </message>
    <message>
        <source>About Krajina</source>
        <translation>O aplikaci Krajina</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Krajina %1&lt;/h3&gt;&lt;p&gt;A rulebook and tile catalogue editor for tile-laying board games.&lt;/p&gt;&lt;p&gt;Built with Qt %2 and KSyntaxHighlighting %3.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Krajina %1&lt;/h3&gt;&lt;p&gt;Editor pravidel a katalogu kartiček pro deskové hry s přikládáním kartiček.&lt;/p&gt;&lt;p&gt;Sestaveno s Qt %2 a KSyntaxHighlighting %3.&lt;/p&gt;&lt;p&gt;Šířeno pod licencí GNU General Public License, verze 3 nebo novější.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Print &amp;Tile Sheets…</source>
        <translation>&amp;Tisk archů kartiček…</translation>
    </message>
    <message>
        <source>Make printable PDF tile sheets with backs and crop marks, or print them</source>
        <translation>Vytvořit tiskové archy kartiček v PDF s rubem a ořezovými značkami, nebo je vytisknout</translation>
    </message>
    <message>
        <source>Krajina catalogues (*.krajina)</source>
        <translation>Katalogy aplikace Krajina (*.krajina)</translation>
    </message>
    <message>
        <source>JCloisterZone tiles (*.xml);;Catalogue text (*.json)</source>
        <translation>Kartičky JCloisterZone (*.xml);;Katalog jako text (*.json)</translation>
    </message>
    <message>
        <source>&amp;Export Catalogue…</source>
        <translation>&amp;Exportovat katalog…</translation>
    </message>
    <message>
        <source>Write the catalogue as JCloisterZone tile XML or as catalogue text, leaving the document as it is</source>
        <translation>Zapsat katalog jako XML kartiček pro JCloisterZone nebo jako text katalogu; dokument zůstane, jak je</translation>
    </message>
    <message>
        <source>Exported the catalogue to %1</source>
        <translation>Katalog exportován do %1</translation>
    </message>
    <message>
        <source>Export Catalogue</source>
        <translation>Export katalogu</translation>
    </message>
    <message>
        <source>Cannot Export Catalogue</source>
        <translation>Katalog nelze exportovat</translation>
    </message>
    <message>
        <source>Export Tile &amp;Images…</source>
        <translation>Exportovat &amp;obrázky kartiček…</translation>
    </message>
    <message>
        <source>Write each tile as PNG or SVG at a resolution, or a contact sheet of them</source>
        <translation>Zapsat každou kartičku jako PNG nebo SVG v daném rozlišení, nebo jejich přehledový arch</translation>
    </message>
</context>
<context>
    <name>Krajina::NeighboursPage</name>
    <message>
        <source>north</source>
        <translation>severní</translation>
    </message>
    <message>
        <source>east</source>
        <translation>východní</translation>
    </message>
    <message>
        <source>south</source>
        <translation>jižní</translation>
    </message>
    <message>
        <source>west</source>
        <translation>západní</translation>
    </message>
    <message>
        <source>road</source>
        <translation>cesta</translation>
    </message>
    <message>
        <source>city</source>
        <translation>město</translation>
    </message>
    <message>
        <source>river</source>
        <translation>řeka</translation>
    </message>
    <message>
        <source>field</source>
        <translation>louka</translation>
    </message>
    <message>
        <source>The tile&apos;s own expansion and the base game</source>
        <translation>Rozšíření kartičky a základní hra</translation>
    </message>
    <message>
        <source>No tile selected</source>
        <translation>Není vybrána žádná kartička</translation>
    </message>
    <message>
        <source>Select a tile to see it among fitting neighbours.</source>
        <translation>Vyberte kartičku a uvidíte ji mezi sousedními kartičkami, které k ní pasují.</translation>
    </message>
    <message>
        <source>The engine cannot lay this tile out: %1</source>
        <translation>Jádro nedokáže tuto kartičku rozložit: %1</translation>
    </message>
    <message>
        <source>%1 of %2 sides filled from %3. Hover a colour to follow a merged feature.</source>
        <translation>Zaplněno %1 z %2 stran, kartičky z: %3. Najeďte myší na barvu a uvidíte celé spojené území.</translation>
    </message>
    <message>
        <source>No candidate fits the %1 side (%2).</source>
        <translation>Na %1 stranu (%2) nepasuje žádná kartička.</translation>
    </message>
    <message>
        <source>Neighbours from</source>
        <translation>Sousedé z</translation>
    </message>
    <message>
        <source>Which expansions the neighbours are taken from</source>
        <translation>Ze kterých rozšíření se berou sousední kartičky</translation>
    </message>
    <message>
        <source>Other neighbours</source>
        <translation>Jiní sousedé</translation>
    </message>
    <message>
        <source>Show other tiles that fit</source>
        <translation>Ukázat jiné kartičky, které pasují</translation>
    </message>
    <message>
        <source>Tint merged features</source>
        <translation>Obarvit spojená území</translation>
    </message>
    <message>
        <source>Each city, road, field and river joined across tiles in its own colour</source>
        <translation>Každé město, cesta, louka a řeka spojené přes více kartiček ve vlastní barvě</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Přizpůsobit</translation>
    </message>
    <message>
        <source>Show the whole board (0)</source>
        <translation>Zobrazit celou plochu (0)</translation>
    </message>
</context>
<context>
    <name>Krajina::ProblemsModel</name>
    <message>
        <source>Error</source>
        <translation>Chyba</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Varování</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Závažnost</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kód</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Kartička</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Místo</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problém</translation>
    </message>
</context>
<context>
    <name>Krajina::ProblemsPanel</name>
    <message>
        <source>No problems: every tile definition passes its checks.</source>
        <translation>Žádné problémy: všechny definice kartiček prošly kontrolami.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n chyba</numerusform>
            <numerusform>%n chyby</numerusform>
            <numerusform>%n chyb</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n varování</numerusform>
            <numerusform>%n varování</numerusform>
            <numerusform>%n varování</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Krajina::RecentFiles</name>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Vyprázdnit seznam</translation>
    </message>
</context>
<context>
    <name>Krajina::RuleEditor</name>
    <message>
        <source>current</source>
        <translation>aktuální</translation>
    </message>
    <message>
        <source>outdated</source>
        <translation>zastaralá</translation>
    </message>
    <message>
        <source>untranslated</source>
        <translation>nepřeložená</translation>
    </message>
    <message>
        <source>Czech only</source>
        <translation>jen v češtině</translation>
    </message>
    <message>
        <source>Preview: Czech</source>
        <translation>Náhled: čeština</translation>
    </message>
    <message>
        <source>Preview: English</source>
        <translation>Náhled: angličtina</translation>
    </message>
    <message>
        <source>&lt;b&gt;English&lt;/b&gt; (source)</source>
        <translation>&lt;b&gt;Angličtina&lt;/b&gt; (zdroj)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Čeština&lt;/b&gt; (translation)</source>
        <translation>&lt;b&gt;Čeština&lt;/b&gt; (překlad)</translation>
    </message>
    <message>
        <source>Mark current</source>
        <translation>Označit jako aktuální</translation>
    </message>
    <message>
        <source>The Czech was checked against the English it has now</source>
        <translation>Český text byl zkontrolován proti současnému anglickému textu</translation>
    </message>
    <message>
        <source>&lt;i&gt;only in Czech&lt;/i&gt;</source>
        <translation>&lt;i&gt;jen v češtině&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Translate…</source>
        <translation>Přeložit…</translation>
    </message>
    <message>
        <source>No rules page</source>
        <translation>Žádná stránka pravidel</translation>
    </message>
    <message>
        <source>%1 % complete — %2 current, %3 outdated, %4 untranslated, %5 Czech-only</source>
        <translation>Hotovo %1 % — aktuální: %2, zastaralé: %3, nepřeložené: %4, jen v češtině: %5</translation>
    </message>
    <message>
        <source>new unit</source>
        <translation>nová jednotka</translation>
    </message>
    <message>
        <source>English changed: %1</source>
        <translation>Anglický text se změnil: %1</translation>
    </message>
    <message>
        <source>Not yet checked against the English (no source recorded).</source>
        <translation>Dosud nezkontrolováno proti anglickému textu (zdroj není zaznamenán).</translation>
    </message>
    <message>
        <source>The English changed; its earlier text is not known.</source>
        <translation>Anglický text se změnil; jeho dřívější znění není známo.</translation>
    </message>
    <message>
        <source>Add a Czech-only unit after this row</source>
        <translation>Přidat za tento řádek jednotku jen v češtině</translation>
    </message>
    <message>
        <source>Remove the Czech unit</source>
        <translation>Odstranit českou jednotku</translation>
    </message>
    <message>
        <source>Poznámka</source>
        <translation>Poznámka</translation>
    </message>
</context>
<context>
    <name>Krajina::RulebookIo</name>
    <message>
        <source>not valid UTF-8</source>
        <translation>neplatné UTF-8</translation>
    </message>
    <message>
        <source>the first row must be the header page&lt;TAB&gt;expansions&lt;TAB&gt;title_en&lt;TAB&gt;title_cs</source>
        <translation>první řádek musí být záhlaví page&lt;TAB&gt;expansions&lt;TAB&gt;title_en&lt;TAB&gt;title_cs</translation>
    </message>
    <message>
        <source>a page id must be a folder name</source>
        <translation>id stránky musí být název složky</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>soubor nebo složka neexistuje</translation>
    </message>
    <message>
        <source>not in a rules page folder (no en.wiki or cs.wiki beside it)</source>
        <translation>nejde o složku stránky pravidel (není v ní en.wiki ani cs.wiki)</translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation>složku nelze vytvořit</translation>
    </message>
    <message>
        <source>cannot remove the outdated sources file</source>
        <translation>zastaralý soubor se zdroji nelze odstranit</translation>
    </message>
</context>
<context>
    <name>Krajina::RulebookPanel</name>
    <message>
        <source>&amp;Page:</source>
        <translation>&amp;Stránka:</translation>
    </message>
</context>
<context>
    <name>Krajina::SandboxPage</name>
    <message>
        <source>Cannot start the game: %1</source>
        <translation>Hru nelze spustit: %1</translation>
    </message>
    <message numerus="yes">
        <source>New game with %1: %n tile(s) to play after the start tile %2.</source>
        <translation>
            <numerusform>Nová hra (%1): po startovní kartičce %2 zbývá zahrát %n kartičku.</numerusform>
            <numerusform>Nová hra (%1): po startovní kartičce %2 zbývá zahrát %n kartičky.</numerusform>
            <numerusform>Nová hra (%1): po startovní kartičce %2 zbývá zahrát %n kartiček.</numerusform>
        </translation>
    </message>
    <message>
        <source>None of the chosen expansions has a river; tick River I or another river.</source>
        <translation>Žádné z vybraných rozšíření nemá řeku; zaškrtněte Řeku I nebo jinou řeku.</translation>
    </message>
    <message numerus="yes">
        <source>The river is laid: %n tile(s) placed at random legal places (seed %1).</source>
        <translation>
            <numerusform>Řeka je položena: %n kartička přiložena na náhodné povolené místo (semínko %1).</numerusform>
            <numerusform>Řeka je položena: %n kartičky přiloženy na náhodná povolená místa (semínko %1).</numerusform>
            <numerusform>Řeka je položena: %n kartiček přiloženo na náhodná povolená místa (semínko %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>No tiles are left. Finish the game for the final scoring.</source>
        <translation>Nezbývají žádné kartičky. Ukončete hru a proveďte závěrečné hodnocení.</translation>
    </message>
    <message>
        <source>Drew %1.</source>
        <translation>Taženo: %1.</translation>
    </message>
    <message>
        <source>Drew %1; set aside (fit nowhere): %2.</source>
        <translation>Taženo: %1; odloženo (nikam nepasuje): %2.</translation>
    </message>
    <message>
        <source>%1 is not one of the tiles in play.</source>
        <translation>%1 není mezi kartičkami ve hře.</translation>
    </message>
    <message>
        <source>Picked %1.</source>
        <translation>Vybráno: %1.</translation>
    </message>
    <message>
        <source>%1 fits nowhere on the board: set it aside.</source>
        <translation>Kartička %1 nikam na plochu nepasuje: odložte ji.</translation>
    </message>
    <message>
        <source>The engine refused to place %1 at %2.</source>
        <translation>Jádro odmítlo přiložit %1 na %2.</translation>
    </message>
    <message>
        <source>Click a spot on the tile to place a follower there.</source>
        <translation>Klikněte na místo na kartičce a umístěte tam družiníka.</translation>
    </message>
    <message>
        <source>No follower can go on this tile.</source>
        <translation>Na tuto kartičku nelze umístit žádného družiníka.</translation>
    </message>
    <message>
        <source>%1 fits at %2. Place a follower or choose No follower.</source>
        <translation>%1 pasuje na %2. Umístěte družiníka, nebo zvolte Bez družiníka.</translation>
    </message>
    <message>
        <source>Set %1 aside.</source>
        <translation>Kartička %1 odložena.</translation>
    </message>
    <message>
        <source>Nothing to take back.</source>
        <translation>Není co vzít zpět.</translation>
    </message>
    <message>
        <source>Took back the last move.</source>
        <translation>Poslední tah vzat zpět.</translation>
    </message>
    <message>
        <source>player %1: %2 (+%3)</source>
        <translation>hráč %1: %2 (+%3)</translation>
    </message>
    <message>
        <source>Final scoring: %1.</source>
        <translation>Závěrečné hodnocení: %1.</translation>
    </message>
    <message>
        <source>No game to save.</source>
        <translation>Není žádná hra k uložení.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Nelze zapsat %1: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Nelze načíst %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Loaded %1: %n move(s).</source>
        <translation>
            <numerusform>Načteno %1: %n tah.</numerusform>
            <numerusform>Načteno %1: %n tahy.</numerusform>
            <numerusform>Načteno %1: %n tahů.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Game Record</source>
        <translation>Uložit záznam hry</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Záznamy her (*.json);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Saved the game record to %1.</source>
        <translation>Záznam hry uložen do %1.</translation>
    </message>
    <message>
        <source>Open Game Record</source>
        <translation>Otevřít záznam hry</translation>
    </message>
    <message>
        <source>Pick a tile…</source>
        <translation>Vybrat kartičku…</translation>
    </message>
    <message>
        <source>Refused (%1): %2</source>
        <translation>Odmítnuto (%1): %2</translation>
    </message>
    <message>
        <source>Player %1 set %2 aside.</source>
        <translation>Hráč %1 odložil kartičku %2.</translation>
    </message>
    <message>
        <source>Player %1 placed %2 at %3, %4°.</source>
        <translation>Hráč %1 přiložil kartičku %2 na %3, %4°.</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>hráč %1</translation>
    </message>
    <message numerus="yes">
        <source>A %1 of %n tile(s) is complete.</source>
        <translation>
            <numerusform>Dokončeno: %1 (%n kartička).</numerusform>
            <numerusform>Dokončeno: %1 (%n kartičky).</numerusform>
            <numerusform>Dokončeno: %1 (%n kartiček).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A %1 of %n tile(s) is complete: %2 points to %3.</source>
        <translation>
            <numerusform>Dokončeno: %1 (%n kartička), bodů: %2, boduje: %3.</numerusform>
            <numerusform>Dokončeno: %1 (%n kartičky), bodů: %2, boduje: %3.</numerusform>
            <numerusform>Dokončeno: %1 (%n kartiček), bodů: %2, boduje: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bet %1 of player %2 on a %3 of %4 tiles: %5 points.</source>
        <translation>Sázka %1 hráče %2 – %3 (kartiček: %4), bodů: %5.</translation>
    </message>
    <message numerus="yes">
        <source>Crop circle: %n follower(s) added or taken back.</source>
        <translation>
            <numerusform>Obrazec v obilí: %n družiník přidán nebo vzat zpět.</numerusform>
            <numerusform>Obrazec v obilí: %n družiníci přidáni nebo vzati zpět.</numerusform>
            <numerusform>Obrazec v obilí: %n družiníků přidáno nebo vzato zpět.</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1 plays again.</source>
        <translation>Hráč %1 hraje znovu.</translation>
    </message>
    <message>
        <source>Choose expansions and rules, then start a game.</source>
        <translation>Zvolte rozšíření a pravidla, pak spusťte hru.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message numerus="yes">
        <source>Player %1 to play · %n tile(s) left</source>
        <translation>
            <numerusform>Na tahu hráč %1 · zbývá %n kartička</numerusform>
            <numerusform>Na tahu hráč %1 · zbývají %n kartičky</numerusform>
            <numerusform>Na tahu hráč %1 · zbývá %n kartiček</numerusform>
        </translation>
    </message>
    <message>
        <source>river %1 of %2</source>
        <translation>řeka %1 z %2</translation>
    </message>
    <message>
        <source>No tiles left.</source>
        <translation>Nezbývají žádné kartičky.</translation>
    </message>
    <message>
        <source>Draw or pick a tile.</source>
        <translation>Táhněte nebo vyberte kartičku.</translation>
    </message>
    <message>
        <source>Tint merged features</source>
        <translation>Obarvit spojená území</translation>
    </message>
    <message>
        <source>Each city, road, field and river joined across tiles in its own colour</source>
        <translation>Každé město, cesta, louka a řeka spojené přes více kartiček ve vlastní barvě</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Přizpůsobit</translation>
    </message>
    <message>
        <source>Show the whole board (0)</source>
        <translation>Zobrazit celou plochu (0)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Play river</source>
        <translation>Zahrát řeku</translation>
    </message>
    <message>
        <source>Start a game and lay the whole river with random legal moves</source>
        <translation>Spustit hru a položit celou řeku náhodnými povolenými tahy</translation>
    </message>
    <message>
        <source>Tile in hand</source>
        <translation>Kartička v ruce</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Táhnout</translation>
    </message>
    <message>
        <source>Draw the next tile from the pile</source>
        <translation>Táhnout další kartičku z hromádky</translation>
    </message>
    <message>
        <source>Take a particular tile instead of drawing</source>
        <translation>Vzít konkrétní kartičku místo tažení</translation>
    </message>
    <message>
        <source>Turn anticlockwise (Shift+R)</source>
        <translation>Otočit proti směru hodinových ručiček (Shift+R)</translation>
    </message>
    <message>
        <source>Turn clockwise (R, or the mouse wheel)</source>
        <translation>Otočit po směru hodinových ručiček (R nebo kolečko myši)</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Odložit</translation>
    </message>
    <message>
        <source>Follower</source>
        <translation>Družiník</translation>
    </message>
    <message>
        <source>No follower</source>
        <translation>Bez družiníka</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Take the tile up again (Esc)</source>
        <translation>Znovu vzít kartičku do ruky (Esc)</translation>
    </message>
    <message>
        <source>Undo move</source>
        <translation>Vrátit tah</translation>
    </message>
    <message>
        <source>Finish game</source>
        <translation>Ukončit hru</translation>
    </message>
    <message>
        <source>Save record…</source>
        <translation>Uložit záznam…</translation>
    </message>
    <message>
        <source>Load record…</source>
        <translation>Načíst záznam…</translation>
    </message>
    <message>
        <source>Rotate Tile</source>
        <translation>Otočit kartičku</translation>
    </message>
    <message>
        <source>Rotate Tile Back</source>
        <translation>Otočit kartičku zpět</translation>
    </message>
    <message>
        <source>Take Tile Back</source>
        <translation>Vzít kartičku zpět</translation>
    </message>
    <message>
        <source>Tiles are placed by clicking a highlighted cell; R turns the tile.</source>
        <translation>Kartičky se přikládají kliknutím na zvýrazněné políčko; klávesa R kartičku otáčí.</translation>
    </message>
</context>
<context>
    <name>Krajina::ScoreTable</name>
    <message>
        <source>Player %1</source>
        <translation>Hráč %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>Followers</source>
        <translation>Družiníci</translation>
    </message>
</context>
<context>
    <name>Krajina::SheetExportDialog</name>
    <message>
        <source>Print Tile Sheets</source>
        <translation>Tisk archů s kartičkami</translation>
    </message>
    <message>
        <source>An expansion</source>
        <translation>Jedno rozšíření</translation>
    </message>
    <message numerus="yes">
        <source>The selected tiles (%n)</source>
        <translation>
            <numerusform>Vybraná kartička (%n)</numerusform>
            <numerusform>Vybrané kartičky (%n)</numerusform>
            <numerusform>Vybrané kartičky (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every tile</source>
        <translation>Všechny kartičky</translation>
    </message>
    <message>
        <source>Each tile once (contact sheet)</source>
        <translation>Každou kartičku jednou (náhledový arch)</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Na výšku</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Na šířku</translation>
    </message>
    <message>
        <source>Shared cut lines (edge to edge)</source>
        <translation>Společné řezy (hrana na hranu)</translation>
    </message>
    <message>
        <source>Bleed round every tile</source>
        <translation>Spadávka kolem každé kartičky</translation>
    </message>
    <message>
        <source>Crop marks</source>
        <translation>Ořezové značky</translation>
    </message>
    <message>
        <source>Run them to the page edge (guillotine)</source>
        <translation>Protáhnout je k okraji stránky (pro řezačku)</translation>
    </message>
    <message>
        <source>No backs</source>
        <translation>Bez rubů</translation>
    </message>
    <message>
        <source>Duplex, flip on the long edge</source>
        <translation>Oboustranně, převracet podél delší hrany</translation>
    </message>
    <message>
        <source>Duplex, flip on the short edge</source>
        <translation>Oboustranně, převracet podél kratší hrany</translation>
    </message>
    <message>
        <source>Start with an alignment test page</source>
        <translation>Začít zkušební stránkou pro soutisk</translation>
    </message>
    <message>
        <source>PDF/X-4 with CMYK colours (print shop)</source>
        <translation>PDF/X-4 s barvami CMYK (pro tiskárnu)</translation>
    </message>
    <message>
        <source>Tint each field</source>
        <translation>Podbarvit každou louku</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Kartičky</translation>
    </message>
    <message>
        <source>Print:</source>
        <translation>Tisknout:</translation>
    </message>
    <message>
        <source>Expansion:</source>
        <translation>Rozšíření:</translation>
    </message>
    <message>
        <source>Paper and layout</source>
        <translation>Papír a rozvržení</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papír:</translation>
    </message>
    <message>
        <source>Orientation:</source>
        <translation>Orientace:</translation>
    </message>
    <message>
        <source>Tile size:</source>
        <translation>Velikost kartičky:</translation>
    </message>
    <message>
        <source>Layout:</source>
        <translation>Rozvržení:</translation>
    </message>
    <message>
        <source>Bleed:</source>
        <translation>Spadávka:</translation>
    </message>
    <message>
        <source>Gap between tiles:</source>
        <translation>Mezera mezi kartičkami:</translation>
    </message>
    <message>
        <source>Backs</source>
        <translation>Ruby</translation>
    </message>
    <message>
        <source>Backs:</source>
        <translation>Ruby:</translation>
    </message>
    <message>
        <source>Back offset (right, down):</source>
        <translation>Posun rubu (vpravo, dolů):</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Výstup</translation>
    </message>
    <message>
        <source>Page </source>
        <translation>Strana </translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation>Uložit PDF…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Tisknout…</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> z %1</translation>
    </message>
    <message>
        <source>%1 tiles on %2 pages: %3 per page (%4 × %5).</source>
        <translation>Kartiček: %1, stran: %2, na stranu: %3 (%4 × %5).</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>Tiskárnu se nepodařilo spustit.</translation>
    </message>
    <message>
        <source>Save Tile Sheets</source>
        <translation>Uložit archy s kartičkami</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>Krajina::SimulatePage</name>
    <message>
        <source>Cannot simulate: %1</source>
        <translation>Nelze simulovat: %1</translation>
    </message>
    <message numerus="yes">
        <source>Playing %n game(s) of %1…</source>
        <translation>
            <numerusform>Hraje se %n hra: %1…</numerusform>
            <numerusform>Hrají se %n hry: %1…</numerusform>
            <numerusform>Hraje se %n her: %1…</numerusform>
        </translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <source>Completed (whole river placed)</source>
        <translation>Dokončené (přiložena celá řeka)</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <source>Stuck (a river tile fit nowhere)</source>
        <translation>Uvízlé (kartička řeky nikam nepasovala)</translation>
    </message>
    <message>
        <source>River tiles set aside</source>
        <translation>Odložené kartičky řeky</translation>
    </message>
    <message>
        <source>Tiles set aside</source>
        <translation>Odložené kartičky</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>Score (min – max)</source>
        <translation>Body (min – max)</translation>
    </message>
    <message>
        <source>Score (mean ± deviation)</source>
        <translation>Body (průměr ± odchylka)</translation>
    </message>
    <message>
        <source>Winner&apos;s lead (mean)</source>
        <translation>Náskok vítěze (průměr)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Mean score by seat</source>
        <translation>Průměrné body podle pořadí hráče</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekundy</translation>
    </message>
    <message>
        <source>Games per second</source>
        <translation>Her za sekundu</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n game(s).</source>
        <translation>
            <numerusform>Zrušeno po %n hře.</numerusform>
            <numerusform>Zrušeno po %n hrách.</numerusform>
            <numerusform>Zrušeno po %n hrách.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n game(s).</source>
        <translation>
            <numerusform>Hotovo: %n hra.</numerusform>
            <numerusform>Hotovo: %n hry.</numerusform>
            <numerusform>Hotovo: %n her.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Počet her:</translation>
    </message>
    <message>
        <source>Simulate</source>
        <translation>Simulovat</translation>
    </message>
    <message>
        <source>Play random legal games of the chosen expansions</source>
        <translation>Odehrát náhodné hry s vybranými rozšířeními podle pravidel</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Ukazatel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Hodnota</translation>
    </message>
    <message>
        <source>Authors use this to check that a custom river or expansion can be played.</source>
        <translation>Autoři si tak ověří, že vlastní řeku nebo rozšíření lze dohrát.</translation>
    </message>
</context>
<context>
    <name>Krajina::StartupOptions</name>
    <message>
        <source>Rulebook and tile catalogue editor</source>
        <translation>Editor pravidel a katalogu kartiček</translation>
    </message>
    <message>
        <source>User interface language (en, cs).</source>
        <translation>Jazyk uživatelského rozhraní (en, cs).</translation>
    </message>
    <message>
        <source>Select the tile &lt;id&gt; in the editor.</source>
        <translation>Vybrat v editoru kartičku &lt;id&gt;.</translation>
    </message>
    <message>
        <source>Start a sandbox game on the preview board with &lt;expansions&gt; (comma-separated, e.g. base,river-1) and lay its river.</source>
        <translation>Začít na náhledové ploše zkušební hru s rozšířeními &lt;expansions&gt; (oddělenými čárkou, např. base,river-1) a vyložit jejich řeku.</translation>
    </message>
    <message>
        <source>Show the rule page &lt;page&gt; (e.g. river), at the tile given with --tile.</source>
        <translation>Zobrazit stránku pravidel &lt;page&gt; (např. river) u kartičky zadané volbou --tile.</translation>
    </message>
    <message>
        <source>Save a PNG of the main window to &lt;file&gt; once it is shown, then quit.</source>
        <translation>Po zobrazení uložit snímek hlavního okna jako PNG do &lt;file&gt; a skončit.</translation>
    </message>
    <message>
        <source>Catalogue to open (*.krajina or *.json).</source>
        <translation>Katalog k otevření (*.krajina nebo *.json).</translation>
    </message>
    <message>
        <source>No tile %1</source>
        <translation>Kartička %1 neexistuje</translation>
    </message>
</context>
<context>
    <name>Krajina::TileCanvas</name>
    <message>
        <source>Tile</source>
        <translation>Kartička</translation>
    </message>
</context>
<context>
    <name>Krajina::TileEditor</name>
    <message>
        <source>Type of the feature to make from the selected locations</source>
        <translation>Typ území, které se vytvoří z vybraných míst</translation>
    </message>
    <message>
        <source>Make</source>
        <translation>Vytvořit</translation>
    </message>
    <message>
        <source>Make the selected locations one feature of the chosen type</source>
        <translation>Spojit vybraná místa do jednoho území zvoleného typu</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Spojit</translation>
    </message>
    <message>
        <source>Join the features under the selected locations</source>
        <translation>Spojit území pod vybranými místy</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Oddělit</translation>
    </message>
    <message>
        <source>Split the selected locations off into a feature of their own</source>
        <translation>Oddělit vybraná místa do samostatného území</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Odstranit</translation>
    </message>
    <message>
        <source>Remove the selected feature</source>
        <translation>Odstranit vybrané území</translation>
    </message>
    <message>
        <source>Add Building</source>
        <translation>Přidat stavbu</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Území</translation>
    </message>
    <message>
        <source>Problems of this tile</source>
        <translation>Problémy této kartičky</translation>
    </message>
    <message>
        <source>No tile selected</source>
        <translation>Není vybrána žádná kartička</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>Žádné problémy</translation>
    </message>
    <message>
        <source>Make %1</source>
        <translation>Vytvořit: %1</translation>
    </message>
    <message>
        <source>Join Features</source>
        <translation>Spojit území</translation>
    </message>
    <message>
        <source>Split Feature</source>
        <translation>Oddělit území</translation>
    </message>
    <message>
        <source>Remove Feature</source>
        <translation>Odstranit území</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Přidat: %1</translation>
    </message>
</context>
<context>
    <name>Krajina::TileImageExportDialog</name>
    <message>
        <source>Export Tile Images</source>
        <translation>Export obrázků kartiček</translation>
    </message>
    <message>
        <source>An expansion</source>
        <translation>Jedno rozšíření</translation>
    </message>
    <message numerus="yes">
        <source>The selected tiles (%n)</source>
        <translation>
            <numerusform>Vybraná kartička (%n)</numerusform>
            <numerusform>Vybrané kartičky (%n)</numerusform>
            <numerusform>Vybrané kartičky (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every tile</source>
        <translation>Všechny kartičky</translation>
    </message>
    <message>
        <source>One file per tile</source>
        <translation>Jeden soubor na kartičku</translation>
    </message>
    <message>
        <source>One contact sheet (PNG), for a wiki&apos;s tile list</source>
        <translation>Jeden přehledový arch (PNG), pro seznam kartiček na wiki</translation>
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
        <translation>Podbarvit každou louku</translation>
    </message>
    <message>
        <source>Tiles:</source>
        <translation>Kartičky:</translation>
    </message>
    <message>
        <source>Expansion:</source>
        <translation>Rozšíření:</translation>
    </message>
    <message>
        <source>Formats:</source>
        <translation>Formáty:</translation>
    </message>
    <message>
        <source>Resolution:</source>
        <translation>Rozlišení:</translation>
    </message>
    <message>
        <source>Tile size:</source>
        <translation>Velikost kartičky:</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>Sloupce:</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportovat…</translation>
    </message>
    <message numerus="yes">
        <source>%n tile design(s) on one contact sheet.</source>
        <translation>
            <numerusform>%n druh kartičky na jednom přehledovém archu.</numerusform>
            <numerusform>%n druhy kartiček na jednom přehledovém archu.</numerusform>
            <numerusform>%n druhů kartiček na jednom přehledovém archu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose PNG, SVG or both.</source>
        <translation>Zvolte PNG, SVG nebo obojí.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile design(s), %1 × %1 pixels each.</source>
        <translation>
            <numerusform>%n druh kartičky, každý %1 × %1 pixelů.</numerusform>
            <numerusform>%n druhy kartiček, každý %1 × %1 pixelů.</numerusform>
            <numerusform>%n druhů kartiček, každý %1 × %1 pixelů.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Contact Sheet</source>
        <translation>Uložit přehledový arch</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Obrázky PNG (*.png)</translation>
    </message>
    <message>
        <source>Export Tile Images to Folder</source>
        <translation>Exportovat obrázky kartiček do složky</translation>
    </message>
    <message>
        <source>Cannot Export Tile Images</source>
        <translation>Obrázky kartiček nelze exportovat</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s).</source>
        <translation>
            <numerusform>Zapsán %n soubor.</numerusform>
            <numerusform>Zapsány %n soubory.</numerusform>
            <numerusform>Zapsáno %n souborů.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Krajina::TilePropertiesWidget</name>
    <message>
        <source>Change Pennants</source>
        <translation>Změnit erby</translation>
    </message>
    <message>
        <source>Change Pig Herd</source>
        <translation>Změnit stádo prasat</translation>
    </message>
    <message>
        <source>Change Inn</source>
        <translation>Změnit hostinec</translation>
    </message>
    <message>
        <source>Change Crossing</source>
        <translation>Změnit křížení</translation>
    </message>
    <message>
        <source>Change River Role</source>
        <translation>Změnit roli řeky</translation>
    </message>
    <message>
        <source>Change Crop Circle Type</source>
        <translation>Změnit typ obrazce v obilí</translation>
    </message>
    <message>
        <source>Change Cities of Field</source>
        <translation>Změnit města louky</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Kartička</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Území</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>Name (Czech):</source>
        <translation>Název (česky):</translation>
    </message>
    <message>
        <source>Name (English):</source>
        <translation>Název (anglicky):</translation>
    </message>
    <message>
        <source>Count:</source>
        <translation>Počet:</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Stav:</translation>
    </message>
    <message>
        <source>Editions:</source>
        <translation>Edice:</translation>
    </message>
    <message>
        <source>Watermark:</source>
        <translation>Vodoznak:</translation>
    </message>
    <message>
        <source>Back:</source>
        <translation>Rub:</translation>
    </message>
    <message>
        <source>Art file:</source>
        <translation>Soubor s obrázkem:</translation>
    </message>
    <message>
        <source>JCZ id:</source>
        <translation>Id v JCZ:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Poznámka:</translation>
    </message>
    <message>
        <source>Pennants:</source>
        <translation>Erby:</translation>
    </message>
    <message>
        <source>Touches cities:</source>
        <translation>Dotýká se měst:</translation>
    </message>
    <message>
        <source>Pig herd:</source>
        <translation>Stádo prasat:</translation>
    </message>
    <message>
        <source>Inn:</source>
        <translation>Hostinec:</translation>
    </message>
    <message>
        <source>Crossing:</source>
        <translation>Křížení:</translation>
    </message>
    <message>
        <source>River role:</source>
        <translation>Role řeky:</translation>
    </message>
    <message>
        <source>Crop circle:</source>
        <translation>Obrazec v obilí:</translation>
    </message>
    <message>
        <source>every edition</source>
        <translation>všechny edice</translation>
    </message>
    <message>
        <source>Edition ids, separated by commas; empty for every edition</source>
        <translation>Id edic oddělená čárkami; prázdné pole znamená všechny edice</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Ověřeno</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Koncept</translation>
    </message>
    <message>
        <source>The field has a pig herd</source>
        <translation>Na louce je stádo prasat</translation>
    </message>
    <message>
        <source>An inn by the road</source>
        <translation>U cesty stojí hostinec</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Žádné</translation>
    </message>
    <message>
        <source>Bridge over the other</source>
        <translation>Most přes druhé území</translation>
    </message>
    <message>
        <source>Overpass</source>
        <translation>Nadchod</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Tok</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Pramen</translation>
    </message>
    <message>
        <source>Lake</source>
        <translation>Jezero</translation>
    </message>
    <message>
        <source>Volcano lake</source>
        <translation>Jezero se sopkou</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation>Rozvodí</translation>
    </message>
    <message>
        <source>Ends in a city</source>
        <translation>Končí ve městě</translation>
    </message>
    <message>
        <source>City (knights)</source>
        <translation>Město (rytíři)</translation>
    </message>
    <message>
        <source>Field (farmers)</source>
        <translation>Louka (sedláci)</translation>
    </message>
    <message>
        <source>Road (thieves)</source>
        <translation>Cesta (lupiči)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(žádný)</translation>
    </message>
    <message>
        <source>(expansion default)</source>
        <translation>(výchozí pro rozšíření)</translation>
    </message>
    <message>
        <source>City %1</source>
        <translation>Město %1</translation>
    </message>
</context>
<context>
    <name>Krajina::TileTableModel</name>
    <message>
        <source>Verified</source>
        <translation>Ověřeno</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Koncept</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>Expansion</source>
        <translation>Rozšíření</translation>
    </message>
    <message>
        <source>Edges</source>
        <translation>Hrany</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Louky</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Počet</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stav</translation>
    </message>
</context>
<context>
    <name>Krajina::TileThumbnailDelegate</name>
    <message>
        <source>draft</source>
        <translation>koncept</translation>
    </message>
</context>
<context>
    <name>Krajina::TranslationChecks</name>
    <message>
        <source>the English has the number(s) %1, the Czech does not</source>
        <translation>anglický text obsahuje čísla, která v českém chybí: %1</translation>
    </message>
    <message>
        <source>the Czech has the number(s) %1, the English does not</source>
        <translation>český text obsahuje čísla, která v anglickém nejsou: %1</translation>
    </message>
    <message>
        <source>template(s) %1 of the English are missing</source>
        <translation>chybí šablony z anglického textu: %1</translation>
    </message>
    <message>
        <source>tile reference(s) %1 of the English are missing</source>
        <translation>chybí odkazy na kartičky z anglického textu: %1</translation>
    </message>
    <message>
        <source>tile reference(s) %1 are not in the English</source>
        <translation>odkazy na kartičky, které v anglickém textu nejsou: %1</translation>
    </message>
    <message>
        <source>link(s) %1 of the English are missing</source>
        <translation>chybí odkazy z anglického textu: %1</translation>
    </message>
    <message>
        <source>FAQ/footnote id(s) %1 of the English are missing</source>
        <translation>chybí id otázek FAQ nebo poznámek pod čarou z anglického textu: %1</translation>
    </message>
    <message>
        <source>bold/italic (&apos;&apos; &apos;&apos;&apos;)</source>
        <translation>tučné písmo/kurzíva (&apos;&apos; &apos;&apos;&apos;)</translation>
    </message>
    <message>
        <source>heading (==)</source>
        <translation>nadpis (==)</translation>
    </message>
    <message>
        <source>table ({| |})</source>
        <translation>tabulka ({| |})</translation>
    </message>
    <message>
        <source>unbalanced markup: %1</source>
        <translation>nespárované značky: %1</translation>
    </message>
    <message>
        <source>headings differ from the English in level or number</source>
        <translation>nadpisy se od anglického textu liší úrovní nebo počtem</translation>
    </message>
    <message>
        <source>the English says %1; the glossary&apos;s Czech for it is %2</source>
        <translation>anglicky je zde %1; slovníček pro to česky uvádí %2</translation>
    </message>
    <message>
        <source>a one-letter word is followed by an ordinary space (use &amp;nbsp; or U+00A0): %1</source>
        <translation>za jednopísmenným slovem je obyčejná mezera (použijte &amp;nbsp; nebo U+00A0): %1</translation>
    </message>
    <message>
        <source>straight quotes at %1</source>
        <translation>rovné uvozovky u %1</translation>
    </message>
    <message>
        <source>English closing quote ” at %1</source>
        <translation>anglická zavírací uvozovka ” u %1</translation>
    </message>
    <message>
        <source>„ and “ do not pair up</source>
        <translation>„ a “ netvoří páry</translation>
    </message>
    <message>
        <source>Czech quotes are „…“: %1</source>
        <translation>české uvozovky jsou „…“: %1</translation>
    </message>
    <message>
        <source>the unit holds a blank line, so it will be read back as two units</source>
        <translation>jednotka obsahuje prázdný řádek, takže se při načtení rozdělí na dvě jednotky</translation>
    </message>
    <message>
        <source>translates English unit %1, which the English page no longer has</source>
        <translation>překládá anglickou jednotku %1, kterou anglická stránka už nemá</translation>
    </message>
</context>
<context>
    <name>Krajina::TurnChoicesPanel</name>
    <message>
        <source>No bet</source>
        <translation>Bez sázky</translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation>Hráč %1:</translation>
    </message>
    <message>
        <source>Crop circle (%1)</source>
        <translation>Obrazec v obilí (%1)</translation>
    </message>
    <message>
        <source>%1 at %2 %3</source>
        <translation>%1 na %2 %3</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Vynechat</translation>
    </message>
    <message>
        <source>Bets</source>
        <translation>Sázky</translation>
    </message>
    <message>
        <source>Crop circle</source>
        <translation>Obrazec v obilí</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Přidat</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Odebrat</translation>
    </message>
</context>
<context>
    <name>Krajina::WikiExchange</name>
    <message>
        <source>{{TileList|%1}}: the catalogue has no expansion %1</source>
        <translation>{{TileList|%1}}: katalog nemá rozšíření %1</translation>
    </message>
</context>
<context>
    <name>Krajina::WikiText</name>
    <message>
        <source>&lt;/translate&gt; without an opening &lt;translate&gt;</source>
        <translation>&lt;/translate&gt; bez otevírající značky &lt;translate&gt;</translation>
    </message>
    <message>
        <source>&lt;translate&gt; is never closed</source>
        <translation>značka &lt;translate&gt; není nikde uzavřena</translation>
    </message>
    <message>
        <source>&lt;translate&gt; inside another &lt;translate&gt; block</source>
        <translation>&lt;translate&gt; uvnitř jiného bloku &lt;translate&gt;</translation>
    </message>
    <message>
        <source>a translation unit has more than one &lt;!--T:…--&gt; marker</source>
        <translation>překladová jednotka má více než jednu značku &lt;!--T:…--&gt;</translation>
    </message>
    <message>
        <source>a &lt;!--T:…--&gt; marker must start its unit or end a line (as after a heading)</source>
        <translation>značka &lt;!--T:…--&gt; musí stát na začátku své jednotky nebo na konci řádku (jako za nadpisem)</translation>
    </message>
    <message>
        <source>translation unit %1 has nothing besides its marker</source>
        <translation>překladová jednotka %1 neobsahuje nic kromě své značky</translation>
    </message>
    <message>
        <source>a &lt;!--T:…--&gt; marker without an id</source>
        <translation>značka &lt;!--T:…--&gt; bez id</translation>
    </message>
    <message>
        <source>translation unit id %1 is used twice (first on line %2)</source>
        <translation>id překladové jednotky %1 je použito dvakrát (poprvé na řádku %2)</translation>
    </message>
</context>
<context>
    <name>SqliteStore</name>
    <message>
        <source>the SQLite driver of Qt (QSQLITE) is not available</source>
        <translation>ovladač SQLite pro Qt (QSQLITE) není k dispozici</translation>
    </message>
    <message>
        <source>unknown board &quot;%1&quot;</source>
        <translation>neznámá herní plocha „%1“</translation>
    </message>
    <message>
        <source>bad numbers &quot;%1&quot;</source>
        <translation>chybná čísla „%1“</translation>
    </message>
    <message>
        <source>bad colour &quot;%1&quot;</source>
        <translation>chybná barva „%1“</translation>
    </message>
    <message>
        <source>unknown status &quot;%1&quot;</source>
        <translation>neznámý stav „%1“</translation>
    </message>
    <message>
        <source>%1, feature %2</source>
        <translation>%1, území %2</translation>
    </message>
    <message>
        <source>type</source>
        <translation>typ</translation>
    </message>
    <message>
        <source>locations</source>
        <translation>místa</translation>
    </message>
    <message>
        <source>cities</source>
        <translation>města</translation>
    </message>
    <message>
        <source>crossing</source>
        <translation>křížení</translation>
    </message>
    <message>
        <source>river role</source>
        <translation>role řeky</translation>
    </message>
    <message>
        <source>crop circle</source>
        <translation>obrazec v obilí</translation>
    </message>
    <message>
        <source>bad %1 &quot;%2&quot;</source>
        <translation>%1: chybná hodnota „%2“</translation>
    </message>
    <message>
        <source>refers to a missing row</source>
        <translation>odkazuje na chybějící řádek</translation>
    </message>
    <message>
        <source>table %1, record &quot;%2&quot;: %3</source>
        <translation>tabulka %1, záznam „%2“: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>nelze otevřít: %1</translation>
    </message>
    <message>
        <source>not a Krajina catalogue: the file is empty</source>
        <translation>nejde o katalog aplikace Krajina: soubor je prázdný</translation>
    </message>
    <message>
        <source>not a Krajina catalogue: not an SQLite database (or damaged)</source>
        <translation>nejde o katalog aplikace Krajina: není to databáze SQLite (nebo je poškozená)</translation>
    </message>
    <message>
        <source>not a Krajina catalogue: an SQLite database of another program</source>
        <translation>nejde o katalog aplikace Krajina: databáze SQLite jiného programu</translation>
    </message>
    <message>
        <source>written by a newer version of Krajina (file schema version %1, this version reads up to %2); please update Krajina</source>
        <translation>zapsáno novější verzí aplikace Krajina (verze schématu souboru %1, tato verze umí načíst nejvýše %2); aktualizujte prosím aplikaci Krajina</translation>
    </message>
    <message>
        <source>not a Krajina catalogue: unknown schema version %1</source>
        <translation>nejde o katalog aplikace Krajina: neznámá verze schématu %1</translation>
    </message>
    <message>
        <source>the file is damaged (%1)</source>
        <translation>soubor je poškozený (%1)</translation>
    </message>
    <message>
        <source>cannot make a copy to upgrade: %1</source>
        <translation>nelze vytvořit kopii pro převod na novou verzi: %1</translation>
    </message>
    <message>
        <source>cannot upgrade: %1</source>
        <translation>nelze převést na novou verzi: %1</translation>
    </message>
    <message>
        <source>%1: cannot save: %2</source>
        <translation>%1: nelze uložit: %2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>zrušeno</translation>
    </message>
</context>
<context>
    <name>TileLint</name>
    <message>
        <source>the size %1x%2 has no cells</source>
        <translation>velikost %1×%2 nemá žádná políčka</translation>
    </message>
    <message>
        <source>the count %1 is negative</source>
        <translation>počet %1 je záporný</translation>
    </message>
    <message>
        <source>the count %1 in edition &quot;%2&quot; is negative</source>
        <translation>počet %1 v edici „%2“ je záporný</translation>
    </message>
    <message>
        <source>the tile needs both a Czech and an English name</source>
        <translation>kartička potřebuje český i anglický název</translation>
    </message>
    <message>
        <source>%1 is on cell %2, but the tile has %3 cell(s)</source>
        <translation>%1 leží na políčku %2, ale kartička má políček: %3</translation>
    </message>
    <message>
        <source>%1 holds sides; a field holds half-edges only</source>
        <translation>%1 zabírá strany; louka zabírá jen polohrany</translation>
    </message>
    <message>
        <source>%1 holds no half-edge</source>
        <translation>%1 nezabírá žádnou polohranu</translation>
    </message>
    <message>
        <source>%1 holds half-edges; cities, roads and rivers hold sides only</source>
        <translation>%1 zabírá polohrany; města, cesty a řeky zabírají jen strany</translation>
    </message>
    <message>
        <source>%1 holds no side</source>
        <translation>%1 nezabírá žádnou stranu</translation>
    </message>
    <message>
        <source>%1 lies inside the tile and holds no location</source>
        <translation>%1 leží uvnitř kartičky a nezabírá žádné místo</translation>
    </message>
    <message>
        <source>%1 is a %2 and needs %3 river end(s), not %4</source>
        <translation>%1 má roli %2 a potřebuje konců řeky: %3, ne %4</translation>
    </message>
    <message>
        <source>%1 holds %2, a half-edge of a city side; the city owns both half-edges of its sides</source>
        <translation>%2 je polohrana strany města, ale patří k: %1; město vlastní obě polohrany svých stran</translation>
    </message>
    <message>
        <source>%1 is held by %2</source>
        <translation>%1 patří zároveň k: %2</translation>
    </message>
    <message>
        <source>the half-edge %1 belongs to no field</source>
        <translation>polohrana %1 nepatří k žádné louce</translation>
    </message>
    <message>
        <source>%1 and %2 cross each other round the perimeter; mark one as a bridge or overpass</source>
        <translation>%1 a %2 se na obvodu kříží; jedno z nich označte jako most nebo nadchod</translation>
    </message>
    <message>
        <source>%1 names city #%2, but the tile has no feature #%2</source>
        <translation>%1 uvádí město #%2, ale kartička nemá území #%2</translation>
    </message>
    <message>
        <source>%1 names %2 as a city it touches</source>
        <translation>%1 uvádí %2 jako město, kterého se dotýká</translation>
    </message>
    <message>
        <source>%1 does not touch %2</source>
        <translation>%1 se nedotýká %2</translation>
    </message>
    <message>
        <source>%1 touches %2 but does not list it</source>
        <translation>%1 se dotýká %2, ale neuvádí je mezi svými městy</translation>
    </message>
    <message>
        <source>%1 monasteries (%2); a tile has at most one</source>
        <translation>klášterů: %1 (%2); kartička smí mít nejvýše jeden</translation>
    </message>
    <message>
        <source>side %1 of cell %2 is %3, but the cell %4 meets it with %5</source>
        <translation>strana %1 políčka %2 je %3, ale políčko %4 k ní přiléhá hranou %5</translation>
    </message>
</context>
<context>
    <name>UndoCommands</name>
    <message>
        <source>Add Tile</source>
        <translation>Přidat kartičku</translation>
    </message>
    <message>
        <source>Remove Tile</source>
        <translation>Odstranit kartičku</translation>
    </message>
    <message>
        <source>Duplicate Tile</source>
        <translation>Duplikovat kartičku</translation>
    </message>
    <message>
        <source>Move Tile</source>
        <translation>Přesunout kartičku</translation>
    </message>
    <message>
        <source>Change Tile Features</source>
        <translation>Změnit území kartičky</translation>
    </message>
    <message>
        <source>Change Tile Name (Czech)</source>
        <translation>Změnit český název kartičky</translation>
    </message>
    <message>
        <source>Change Tile Names (Czech)</source>
        <translation>Změnit české názvy kartiček</translation>
    </message>
    <message>
        <source>Change Tile Name (English)</source>
        <translation>Změnit anglický název kartičky</translation>
    </message>
    <message>
        <source>Change Tile Names (English)</source>
        <translation>Změnit anglické názvy kartiček</translation>
    </message>
    <message>
        <source>Change Tile Id</source>
        <translation>Změnit id kartičky</translation>
    </message>
    <message>
        <source>Change Tile Ids</source>
        <translation>Změnit id kartiček</translation>
    </message>
    <message>
        <source>Move Tile to Expansion</source>
        <translation>Přesunout kartičku do rozšíření</translation>
    </message>
    <message>
        <source>Move Tiles to Expansion</source>
        <translation>Přesunout kartičky do rozšíření</translation>
    </message>
    <message>
        <source>Change Tile Editions</source>
        <translation>Změnit edice kartičky</translation>
    </message>
    <message>
        <source>Change Editions of Tiles</source>
        <translation>Změnit edice kartiček</translation>
    </message>
    <message>
        <source>Change Tile Watermark</source>
        <translation>Změnit vodoznak kartičky</translation>
    </message>
    <message>
        <source>Change Tile Watermarks</source>
        <translation>Změnit vodoznaky kartiček</translation>
    </message>
    <message>
        <source>Change Tile Back</source>
        <translation>Změnit rub kartičky</translation>
    </message>
    <message>
        <source>Change Tile Backs</source>
        <translation>Změnit ruby kartiček</translation>
    </message>
    <message>
        <source>Change Tile Art</source>
        <translation>Změnit obrázek kartičky</translation>
    </message>
    <message>
        <source>Change Art of Tiles</source>
        <translation>Změnit obrázky kartiček</translation>
    </message>
    <message>
        <source>Change Tile Status</source>
        <translation>Změnit stav kartičky</translation>
    </message>
    <message>
        <source>Change Status of Tiles</source>
        <translation>Změnit stav kartiček</translation>
    </message>
    <message>
        <source>Change JCloisterZone Id</source>
        <translation>Změnit id JCloisterZone kartičky</translation>
    </message>
    <message>
        <source>Change JCloisterZone Ids</source>
        <translation>Změnit id JCloisterZone kartiček</translation>
    </message>
    <message>
        <source>Change Tile Size</source>
        <translation>Změnit velikost kartičky</translation>
    </message>
    <message>
        <source>Change Tile Sizes</source>
        <translation>Změnit velikosti kartiček</translation>
    </message>
    <message>
        <source>Change Tile Note</source>
        <translation>Změnit poznámku ke kartičce</translation>
    </message>
    <message>
        <source>Change Tile Notes</source>
        <translation>Změnit poznámky ke kartičkám</translation>
    </message>
    <message>
        <source>Change Tile Count</source>
        <translation>Změnit počet kartiček</translation>
    </message>
    <message>
        <source>Change Expansion</source>
        <translation>Změnit rozšíření</translation>
    </message>
    <message>
        <source>Edit English Rule Text</source>
        <translation>Upravit anglický text pravidel</translation>
    </message>
    <message>
        <source>Edit Czech Rule Text</source>
        <translation>Upravit český text pravidel</translation>
    </message>
    <message>
        <source>Translate Rule Unit</source>
        <translation>Přeložit jednotku pravidel</translation>
    </message>
    <message>
        <source>Mark Translation Current</source>
        <translation>Označit překlad jako aktuální</translation>
    </message>
    <message>
        <source>Add Czech-Only Unit</source>
        <translation>Přidat jednotku jen v češtině</translation>
    </message>
    <message>
        <source>Remove Czech Unit</source>
        <translation>Odstranit českou jednotku</translation>
    </message>
    <message>
        <source>Import Rule Page</source>
        <translation>Importovat stránku pravidel</translation>
    </message>
</context>
</TS>
