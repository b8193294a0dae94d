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
        <source>%1: cannot write: %2; the new text is in %3</source>
        <translation>%1: nelze zapsat: %2; nový text je v souboru %3</translation>
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
    <message>
        <source>%1: not replaced: Krajina has it open with unsaved changes (it holds the file&apos;s lock); save or close it there first</source>
        <translation>%1: nenahrazeno: Krajina jej má otevřený s neuloženými změnami (drží zámek souboru); nejdřív jej tam uložte nebo zavřete</translation>
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
    <message>
        <source>%1 has %2 tiles, enough to be played alone, but states no start tile: a game of it alone cannot start</source>
        <translation>%1 má %2 kartiček, dost na samostatnou hru, ale neuvádí startovní kartičku: samotné ho nelze začít hrát</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n tile(s), but the published total is %2</source>
        <translation>
            <numerusform>%1 má %n kartičku, ale vydaný počet je %2</numerusform>
            <numerusform>%1 má %n kartičky, ale vydaný počet je %2</numerusform>
            <numerusform>%1 má %n kartiček, ale vydaný počet je %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n river tile(s) (%2) among its land tiles but no source and lake to make a river of them: played without a river expansion, every game sets them aside</source>
        <translation>
            <numerusform>%1 má mezi kartičkami krajiny %n kartičku řeky (%2), ale žádný pramen a jezero, z nichž by byla řeka: bez rozšíření s řekou ji každá hra odloží</numerusform>
            <numerusform>%1 má mezi kartičkami krajiny %n kartičky řeky (%2), ale žádný pramen a jezero, z nichž by byla řeka: bez rozšíření s řekou je každá hra odloží</numerusform>
            <numerusform>%1 má mezi kartičkami krajiny %n kartiček řeky (%2), ale žádný pramen a jezero, z nichž by byla řeka: bez rozšíření s řekou je každá hra odloží</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DamText</name>
    <message>
        <source>The dam may go here.</source>
        <translation>Přehrada sem smí.</translation>
    </message>
    <message>
        <source>A dam goes on a side between a hex a river may flow through and the hex below it.</source>
        <translation>Přehrada patří na hranu mezi hexem, kterým smí řeka téct, a hexem pod ním.</translation>
    </message>
    <message>
        <source>This side is dammed already.</source>
        <translation>Tato hrana už je přehrazená.</translation>
    </message>
    <message>
        <source>A dam may not close every lower side of a hex through which a river could flow on.</source>
        <translation>Přehrada nesmí zablokovat všechny dolní hrany hexu, kudy by řeka mohla téct dál.</translation>
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
        <source>%1: cannot save: %2</source>
        <translation>%1: nelze uložit: %2</translation>
    </message>
    <message>
        <source>%1:%2: the file declares XML entities, which Krajina does not expand</source>
        <translation>%1:%2: soubor deklaruje entity XML, které Krajina nerozvíjí</translation>
    </message>
    <message>
        <source>tile %1: %2 pennants are left out (0 to %3)</source>
        <translation>dlaždice %1: %2 erbů je vynecháno (0 až %3)</translation>
    </message>
    <message>
        <source>bad count &quot;%1&quot; is left out (0 to %2)</source>
        <translation>chybný počet „%1“ je vynechán (0 až %2)</translation>
    </message>
    <message>
        <source>tile %1: more than %2 copies in set %3; the copies beyond are left out</source>
        <translation>dlaždice %1: víc než %2 kopií v sadě %3; kopie navíc jsou vynechány</translation>
    </message>
    <message numerus="yes">
        <source>the names of %n tile(s), in Czech and English</source>
        <translation>
            <numerusform>české a anglické názvy %n kartičky</numerusform>
            <numerusform>české a anglické názvy %n kartiček</numerusform>
            <numerusform>české a anglické názvy %n kartiček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the Czech names of %n expansion(s) (an English name is kept as the title)</source>
        <translation>
            <numerusform>české názvy %n rozšíření (anglický název zůstane jako titul)</numerusform>
            <numerusform>české názvy %n rozšíření (anglický název zůstane jako titul)</numerusform>
            <numerusform>české názvy %n rozšíření (anglický název zůstane jako titul)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the names of %n expansion(s) that JCloisterZone has and names itself</source>
        <translation>
            <numerusform>názvy %n rozšíření, které JCloisterZone zná a pojmenovává samo</numerusform>
            <numerusform>názvy %n rozšíření, které JCloisterZone zná a pojmenovává samo</numerusform>
            <numerusform>názvy %n rozšíření, které JCloisterZone zná a pojmenovává samo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the watermarks of %n tile(s)</source>
        <translation>
            <numerusform>vodoznaky %n kartičky</numerusform>
            <numerusform>vodoznaky %n kartiček</numerusform>
            <numerusform>vodoznaky %n kartiček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the backs of %n expansion(s)</source>
        <translation>
            <numerusform>ruby %n rozšíření</numerusform>
            <numerusform>ruby %n rozšíření</numerusform>
            <numerusform>ruby %n rozšíření</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the backs of %n tile(s)</source>
        <translation>
            <numerusform>ruby %n kartičky</numerusform>
            <numerusform>ruby %n kartiček</numerusform>
            <numerusform>ruby %n kartiček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the start tiles of %n expansion(s) (JCloisterZone starts from BA/RCr or a spring)</source>
        <translation>
            <numerusform>startovní kartičky %n rozšíření (JCloisterZone začíná kartičkou BA/RCr nebo pramenem)</numerusform>
            <numerusform>startovní kartičky %n rozšíření (JCloisterZone začíná kartičkou BA/RCr nebo pramenem)</numerusform>
            <numerusform>startovní kartičky %n rozšíření (JCloisterZone začíná kartičkou BA/RCr nebo pramenem)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the status (transcribed, verified, ...) of %n tile(s)</source>
        <translation>
            <numerusform>stav (přepsaná, ověřená, …) %n kartičky</numerusform>
            <numerusform>stav (přepsaná, ověřená, …) %n kartiček</numerusform>
            <numerusform>stav (přepsaná, ověřená, …) %n kartiček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s) on expansions and tiles</source>
        <translation>
            <numerusform>%n poznámka k rozšířením a kartičkám</numerusform>
            <numerusform>%n poznámky k rozšířením a kartičkám</numerusform>
            <numerusform>%n poznámek k rozšířením a kartičkám</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the art files of %n tile(s)</source>
        <translation>
            <numerusform>soubory s obrázky %n kartičky</numerusform>
            <numerusform>soubory s obrázky %n kartiček</numerusform>
            <numerusform>soubory s obrázky %n kartiček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the names of %n edition(s) (each is a numbered tile set)</source>
        <translation>
            <numerusform>názvy %n vydání (každé je očíslovaná sada kartiček)</numerusform>
            <numerusform>názvy %n vydání (každé je očíslovaná sada kartiček)</numerusform>
            <numerusform>názvy %n vydání (každé je očíslovaná sada kartiček)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the betting tokens of %n expansion(s)</source>
        <translation>
            <numerusform>sázkové žetony %n rozšíření</numerusform>
            <numerusform>sázkové žetony %n rozšíření</numerusform>
            <numerusform>sázkové žetony %n rozšíření</numerusform>
        </translation>
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
    <message>
        <source>the text is not valid Unicode (a lone surrogate such as \ud800)</source>
        <translation>text není platný Unicode (osamocená náhradní polovina jako \ud800)</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3</source>
        <translation>%1 musí být celé číslo od %2 do %3</translation>
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
    <message>
        <source>%1: the file is larger than %2 MiB, the most Krajina reads</source>
        <translation>%1: soubor je větší než %2 MiB, víc Krajina nečte</translation>
    </message>
    <message>
        <source>%1: cannot open: no such file</source>
        <translation>%1: nelze otevřít: soubor neexistuje</translation>
    </message>
    <message>
        <source>%1: cannot open: it is a folder, not a file</source>
        <translation>%1: nelze otevřít: je to složka, ne soubor</translation>
    </message>
    <message>
        <source>%1: cannot open: not a regular file (a device or a pipe)</source>
        <translation>%1: nelze otevřít: není to obyčejný soubor (zařízení nebo roura)</translation>
    </message>
    <message>
        <source>%1:%2: not valid UTF-8 (byte %3 of the line)</source>
        <translation>%1:%2: neplatné UTF-8 (bajt %3 na řádku)</translation>
    </message>
    <message>
        <source>%1: cannot save: the file is read-only; Krajina replaces a read-only file only when you confirm it (or make it writable first)</source>
        <translation>%1: nelze uložit: soubor je jen pro čtení; Krajina jej nahradí jen po vašem potvrzení (nebo jej nejdřív zpřístupněte pro zápis)</translation>
    </message>
    <message>
        <source>no space left on the device</source>
        <translation>na zařízení nezbývá místo</translation>
    </message>
</context>
<context>
    <name>Krajina::AuthorActions</name>
    <message>
        <source>&amp;New Expansion…</source>
        <translation>&amp;Nové rozšíření…</translation>
    </message>
    <message>
        <source>Expansion &amp;Properties…</source>
        <translation>&amp;Vlastnosti rozšíření…</translation>
    </message>
    <message>
        <source>&amp;Rename Tile…</source>
        <translation>Pře&amp;jmenovat kartičku…</translation>
    </message>
    <message>
        <source>Type a new id for the current tile</source>
        <translation>Napsat nový identifikátor aktuální kartičky</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>&amp;Začínáme</translation>
    </message>
    <message>
        <source>What to do first, for rules maintainers, expansion authors and print-and-play makers</source>
        <translation>Co udělat nejdřív – pro správce pravidel, autory rozšíření a tvůrce tiskových verzí</translation>
    </message>
    <message>
        <source>Getting Started</source>
        <translation>Začínáme</translation>
    </message>
    <message>
        <source>Add an expansion of your own to the catalogue: names, id, watermark and back</source>
        <translation>Přidat do katalogu vlastní rozšíření: názvy, identifikátor, vodoznak a rub</translation>
    </message>
    <message>
        <source>Change the names, id, watermark, back or start tile of the current tile&apos;s expansion</source>
        <translation>Změnit názvy, identifikátor, vodoznak, rub nebo startovní kartičku rozšíření aktuální kartičky</translation>
    </message>
    <message>
        <source>Use as &amp;Start Tile</source>
        <translation>Použít jako &amp;startovní kartičku</translation>
    </message>
    <message>
        <source>Games of the current tile&apos;s expansion start from this tile (again: no start tile)</source>
        <translation>Hry s rozšířením této kartičky začnou touto kartičkou (znovu: žádná startovní kartička)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Making an expansion of your own&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;File &amp;gt; New Catalogue&lt;/b&gt; asks for your expansion&apos;s English and Czech names, its id, the watermark printed on its tiles and its back (later: &lt;b&gt;Catalogue &amp;gt; New Expansion&lt;/b&gt;; &lt;b&gt;Catalogue &amp;gt; Expansion Properties&lt;/b&gt; also picks the tile its games start from).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Tile &amp;gt; Add Tile&lt;/b&gt; (Ctrl+T) adds a tile; type its id in Properties (F2).&lt;/li&gt;&lt;li&gt;In the tile editor, click the edge locations, pick City, Road or Field and press Make (Ctrl+M). Hover a location to see its name; Shift extends the selection, Ctrl adds or removes one.&lt;/li&gt;&lt;li&gt;The Problems panel says in words what is wrong; a quick fix repairs it in one step.&lt;/li&gt;&lt;li&gt;The preview board shows your tile among the base game&apos;s tiles (Neighbours), lets you play the base game with your expansion (Sandbox) and plays many games at once (Simulate).&lt;/li&gt;&lt;li&gt;&lt;b&gt;File &amp;gt; Print Tile Sheets&lt;/b&gt; (Ctrl+P) makes PDF sheets; &lt;b&gt;File &amp;gt; Save&lt;/b&gt; keeps it all in a .krajina file; &lt;b&gt;File &amp;gt; Export Catalogue&lt;/b&gt; writes JCloisterZone XML.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;Keeping the rules wiki in step&lt;/h3&gt;&lt;p&gt;Open the &lt;b&gt;Rules&lt;/b&gt; tab: English and Czech side by side, unit by unit. An English change marks its Czech unit outdated and shows what changed. &lt;b&gt;Tile &amp;gt; Show in Rules&lt;/b&gt; (Ctrl+R) finds where a tile is mentioned.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Vlastní rozšíření&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Soubor &amp;gt; Nový katalog&lt;/b&gt; se zeptá na anglický a český název rozšíření, jeho identifikátor, vodoznak tištěný na kartičkách a rub (později: &lt;b&gt;Katalog &amp;gt; Nové rozšíření&lt;/b&gt;; &lt;b&gt;Katalog &amp;gt; Vlastnosti rozšíření&lt;/b&gt; také vybere kartičku, kterou jeho hry začínají).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Kartička &amp;gt; Přidat kartičku&lt;/b&gt; (Ctrl+T) přidá kartičku; její identifikátor napište ve Vlastnostech (F2).&lt;/li&gt;&lt;li&gt;V editoru kartičky klikněte na místa na okraji, zvolte Město, Cestu nebo Louku a stiskněte Vytvořit (Ctrl+M). Po najetí myší se ukáže název místa; Shift výběr rozšíří, Ctrl jedno místo přidá nebo odebere.&lt;/li&gt;&lt;li&gt;Panel Problémy řekne slovy, co je špatně; rychlá oprava to spraví jedním krokem.&lt;/li&gt;&lt;li&gt;Náhledová deska ukáže kartičku mezi kartičkami základní hry (Sousedé), nechá vás hrát základní hru s vaším rozšířením (Pískoviště) a odehraje mnoho her najednou (Simulace).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Soubor &amp;gt; Tisk archů kartiček&lt;/b&gt; (Ctrl+P) vytvoří archy v PDF; &lt;b&gt;Soubor &amp;gt; Uložit&lt;/b&gt; uloží vše do souboru .krajina; &lt;b&gt;Soubor &amp;gt; Exportovat katalog&lt;/b&gt; zapíše XML pro JCloisterZone.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;Wiki s pravidly&lt;/h3&gt;&lt;p&gt;Otevřete kartu &lt;b&gt;Pravidla&lt;/b&gt;: angličtina a čeština vedle sebe, odstavec po odstavci. Změna v angličtině označí český odstavec jako zastaralý a ukáže, co se změnilo. &lt;b&gt;Kartička &amp;gt; Zobrazit v pravidlech&lt;/b&gt; (Ctrl+R) najde, kde pravidla kartičku zmiňují.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The &lt;b&gt;Wiki&lt;/b&gt; panel (View &amp;gt; Panels &amp;gt; Wiki) keeps the rules wiki and Krajina in step: give the wiki&apos;s address and a bot password (Special:BotPasswords); &lt;b&gt;Compare&lt;/b&gt; shows each page&apos;s state, &lt;b&gt;Pull&lt;/b&gt; brings in what others changed (undoable) and &lt;b&gt;Push&lt;/b&gt; writes what you changed. A page changed on both sides is merged paragraph by paragraph; where the same paragraph changed, choose the page and &lt;b&gt;Resolve…&lt;/b&gt; keeps yours or takes the wiki&apos;s. Tile tables come from the catalogue: an edit of one on the wiki is taken into the catalogue or overwritten only when you say so.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Panel &lt;b&gt;Wiki&lt;/b&gt; (Zobrazit &amp;gt; Panely &amp;gt; Wiki) udržuje wiki s pravidly a Krajinu v souladu: zadejte adresu wiki a heslo bota (Special:BotPasswords); &lt;b&gt;Porovnat&lt;/b&gt; ukáže stav každé stránky, &lt;b&gt;Stáhnout&lt;/b&gt; přinese, co změnili jiní (lze vrátit zpět), a &lt;b&gt;Odeslat&lt;/b&gt; zapíše, co jste změnili vy. Stránka změněná na obou stranách se sloučí po odstavcích; kde se změnil tentýž odstavec, vyberte stránku a &lt;b&gt;Vyřešit…&lt;/b&gt; ponechá váš text, nebo převezme text z wiki. Tabulky kartiček vznikají z katalogu: jejich úpravu na wiki Krajina převezme do katalogu nebo přepíše, jen když o to požádáte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Printing tiles to play&lt;/h3&gt;&lt;p&gt;Pick an expansion in the catalogue (or Ctrl-click tiles) and use &lt;b&gt;File &amp;gt; Print Tile Sheets&lt;/b&gt;: true-size tiles with backs that line up and crop marks.&lt;/p&gt;&lt;p&gt;Everything is undoable (Ctrl+Z); &lt;b&gt;View &amp;gt; Language&lt;/b&gt; switches between Czech and English.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tisk kartiček na hraní&lt;/h3&gt;&lt;p&gt;Vyberte v katalogu rozšíření (nebo kartičky s Ctrl) a použijte &lt;b&gt;Soubor &amp;gt; Tisk archů kartiček&lt;/b&gt;: kartičky ve skutečné velikosti, ruby, které lícují, a ořezové značky.&lt;/p&gt;&lt;p&gt;Vše jde vrátit zpět (Ctrl+Z); &lt;b&gt;Zobrazit &amp;gt; Jazyk&lt;/b&gt; přepíná mezi češtinou a angličtinou.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Krajina::Autosave</name>
    <message>
        <source>%1: cannot create the folder for recovery files</source>
        <translation>%1: nelze vytvořit složku pro soubory obnovy</translation>
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
        <translation>Údaj</translation>
    </message>
    <message>
        <source>This set</source>
        <translation>Tato sada</translation>
    </message>
    <message>
        <source>Compared set</source>
        <translation>Srovnávaná sada</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Rozdíl</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Závěr</translation>
    </message>
    <message>
        <source>Tick &quot;Figures per tile&quot; or name a set to compare with, then simulate.</source>
        <translation>Zaškrtněte „Údaje po kartičkách“ nebo zadejte sadu ke srovnání a spusťte simulaci.</translation>
    </message>
    <message>
        <source>Per player and game, with 95 % intervals; both sets played with the same seats and seeds. A difference is beyond chance when Welch&apos;s t test says so at 95 %.</source>
        <translation>Na hráče a hru, s 95% intervaly; obě sady hrála stejná místa se stejnými semínky. Rozdíl je nad rámec náhody, když to Welchův t-test potvrdí na hladině 95 %.</translation>
    </message>
    <message>
        <source>Per player and game, with 95 % intervals.</source>
        <translation>Na hráče a hru, s 95% intervaly.</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Průměrné skóre</translation>
    </message>
    <message>
        <source>Game length (tiles)</source>
        <translation>Délka hry (kartičky)</translation>
    </message>
    <message>
        <source>Points from cities</source>
        <translation>Body z měst</translation>
    </message>
    <message>
        <source>Points from roads</source>
        <translation>Body z cest</translation>
    </message>
    <message>
        <source>Points from monasteries</source>
        <translation>Body z klášterů</translation>
    </message>
    <message>
        <source>Points from fields</source>
        <translation>Body z polí</translation>
    </message>
    <message>
        <source>beyond chance</source>
        <translation>nad rámec náhody</translation>
    </message>
    <message>
        <source>within chance</source>
        <translation>v mezích náhody</translation>
    </message>
</context>
<context>
    <name>Krajina::BalanceSetup</name>
    <message>
        <source>Figures per tile</source>
        <translation>Údaje po kartičkách</translation>
    </message>
    <message>
        <source>Count how often each tile design is drawn, placed and set aside, and the points its placements bring their players</source>
        <translation>Spočítat, jak často se který motiv kartičky vytáhne, přiloží a odloží, a body, které jeho přiložení vynese hráčům</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>Srovnat s:</translation>
    </message>
    <message>
        <source>Expansions to play with the same seats and seeds, comma-separated (e.g. base): the Comparison tab shows both sets side by side</source>
        <translation>Rozšíření, která se zahrají se stejnými místy a semínky, oddělená čárkou (např. base): karta Srovnání ukáže obě sady vedle sebe</translation>
    </message>
</context>
<context>
    <name>Krajina::Bets</name>
    <message>
        <source>%1 has no bookmaker</source>
        <translation>%1 nemá sázkovou kancelář</translation>
    </message>
    <message>
        <source>this is the last tile of the game</source>
        <translation>toto je poslední kartička hry</translation>
    </message>
    <message>
        <source>every road and city on the bookmaker tile is complete</source>
        <translation>všechny cesty a města na kartičce se sázkovou kanceláří jsou dokončené</translation>
    </message>
    <message>
        <source>there is no player %1</source>
        <translation>hráč %1 neexistuje</translation>
    </message>
    <message>
        <source>player %1 bets twice on one bookmaker</source>
        <translation>hráč %1 sází dvakrát na jednu sázkovou kancelář</translation>
    </message>
    <message>
        <source>there is no such betting token</source>
        <translation>takový sázkový žeton neexistuje</translation>
    </message>
    <message>
        <source>player %1 has no token %2 left</source>
        <translation>hráči %1 už nezbývá žeton %2</translation>
    </message>
    <message>
        <source>the bets on %1 can only go to a road or city completed through it now</source>
        <translation>sázky na %1 mohou připadnout jen cestě nebo městu, které přes ni bylo právě dokončeno</translation>
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
    <message>
        <source>Dos Rios</source>
        <translation>Dos Rios</translation>
    </message>
    <message>
        <source>The Dos Rios hex board: both rivers routed live, dams, land tiles moved and turned</source>
        <translation>Hexový plán Dos Rios: obě řeky vedené živě, přehrady, přesouvání a otáčení dílů krajiny</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plán</translation>
    </message>
    <message>
        <source>Lay out the board: land tiles, dams and the rivers&apos; ways</source>
        <translation>Rozložení plánu: díly krajiny, přehrady a cesty řek</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Play a game of Dos Rios by hand on the rules engine</source>
        <translation>Zahrát si Dos Rios ručně na pravidlovém stroji</translation>
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
        <source>River</source>
        <translation>Řeka</translation>
    </message>
    <message>
        <source>no river in play</source>
        <translation>ve hře není řeka</translation>
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
    <message>
        <source>No river in play</source>
        <translation>Bez řeky</translation>
    </message>
    <message>
        <source>Completed: %1 % (95 % interval %2 – %3 %)</source>
        <translation>Dokončeno: %1 % (95% interval %2 – %3 %)</translation>
    </message>
    <message>
        <source>games</source>
        <translation>hry</translation>
    </message>
    <message>
        <source>completed (95 % lower bound)</source>
        <translation>dokončeno (dolní mez 95 %)</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95% interval</translation>
    </message>
    <message>
        <source>not completed</source>
        <translation>nedokončeno</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Konečné body</translation>
    </message>
    <message>
        <source>Final scores: not drawn, no game laid the whole river</source>
        <translation>Konečné body: nekresleno, žádná hra nepoložila celou řeku</translation>
    </message>
    <message>
        <source>points</source>
        <translation>body</translation>
    </message>
    <message>
        <source>Winner&apos;s lead</source>
        <translation>Náskok vítěze</translation>
    </message>
    <message>
        <source>Winner&apos;s lead: not drawn, no game laid the whole river</source>
        <translation>Náskok vítěze: nekresleno, žádná hra nepoložila celou řeku</translation>
    </message>
    <message>
        <source>Tiles set aside: none</source>
        <translation>Odložené kartičky: žádné</translation>
    </message>
    <message>
        <source>Tiles set aside (copies over all games)</source>
        <translation>Odložené kartičky (kusů ve všech hrách)</translation>
    </message>
    <message>
        <source>set aside</source>
        <translation>odloženo</translation>
    </message>
    <message>
        <source>the river could not go on</source>
        <translation>řeka nemohla pokračovat</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Délka hry</translation>
    </message>
    <message>
        <source>Game length: not drawn, no game laid the whole river</source>
        <translation>Délka hry: nekresleno, žádná hra nepoložila celou řeku</translation>
    </message>
    <message>
        <source>tiles placed</source>
        <translation>přiložené kartičky</translation>
    </message>
    <message numerus="yes">
        <source>%1, share of %n game(s)</source>
        <translation>
            <numerusform>%1, podíl z %n hry</numerusform>
            <numerusform>%1, podíl z %n her</numerusform>
            <numerusform>%1, podíl z %n her</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cell %1, %2: %3 of %n game(s) (%4 %)</source>
        <translation>
            <numerusform>Políčko %1, %2: %3 z %n hry (%4 %)</numerusform>
            <numerusform>Políčko %1, %2: %3 z %n her (%4 %)</numerusform>
            <numerusform>Políčko %1, %2: %3 z %n her (%4 %)</numerusform>
        </translation>
    </message>
    <message>
        <source>Tiles placed</source>
        <translation>Přiložené kartičky</translation>
    </message>
    <message>
        <source>River tiles placed</source>
        <translation>Přiložené kartičky řeky</translation>
    </message>
    <message>
        <source>River stuck (an open end faced the cell when a river tile was set aside)</source>
        <translation>Uvízlá řeka (otevřený konec mířil na políčko, když byla kartička řeky odložena)</translation>
    </message>
    <message>
        <source>Copies of %1 placed</source>
        <translation>Přiložené kusy %1</translation>
    </message>
</context>
<context>
    <name>Krajina::CarcassonneSimulationSetup</name>
    <message numerus="yes">
        <source>Playing %n game(s) of %1…</source>
        <translation>
            <numerusform>Hraje se %n hra: %1…</numerusform>
            <numerusform>Hrají se %n hry: %1…</numerusform>
            <numerusform>Hraje se %n her: %1…</numerusform>
        </translation>
    </message>
    <message>
        <source>Stuck Games</source>
        <translation>Uvízlé hry</translation>
    </message>
    <message>
        <source>Stuck Games (%1)</source>
        <translation>Uvízlé hry (%1)</translation>
    </message>
    <message>
        <source>Game %1: %2 could not go on (move %3)</source>
        <translation>Hra %1: %2 nemohla pokračovat (tah %3)</translation>
    </message>
    <message>
        <source>Game %1 of the simulation (seed %2): at move %3 %4 fit nowhere and was set aside; the river could not go on.</source>
        <translation>Hra %1 simulace (semínko %2): v tahu %3 kartička %4 nikam nepasovala a byla odložena; řeka nemohla pokračovat.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(žádný)</translation>
    </message>
    <message>
        <source>Follow tile:</source>
        <translation>Sledovat kartičku:</translation>
    </message>
    <message>
        <source>Count the board cells where the copies of this tile design were placed (a layer of the heat map)</source>
        <translation>Počítat políčka desky, kam byly přiloženy kusy této kartičky (vrstva teplotní mapy)</translation>
    </message>
    <message>
        <source>Open in Sandbox</source>
        <translation>Otevřít v pískovišti</translation>
    </message>
    <message>
        <source>Show the game on the Sandbox page at the move where the river got stuck</source>
        <translation>Ukázat hru na stránce Pískoviště v tahu, kdy řeka uvízla</translation>
    </message>
    <message>
        <source>Games in which a river tile fit nowhere are listed here after a run.</source>
        <translation>Po simulaci se zde objeví hry, v nichž kartička řeky nikam nepasovala.</translation>
    </message>
    <message>
        <source>No game got stuck.</source>
        <translation>Žádná hra neuvízla.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) got stuck; the first are listed. Open one to see the board at the move where a river tile fit nowhere.</source>
        <translation>
            <numerusform>Uvízla %n hra; zde jsou první. Otevřete ji a uvidíte desku v tahu, kdy kartička řeky nikam nepasovala.</numerusform>
            <numerusform>Uvízly %n hry; zde jsou první. Otevřete některou a uvidíte desku v tahu, kdy kartička řeky nikam nepasovala.</numerusform>
            <numerusform>Uvízlo %n her; zde jsou první. Otevřete některou a uvidíte desku v tahu, kdy kartička řeky nikam nepasovala.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Kartičky</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Srovnání</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Hráči</translation>
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
    <message>
        <source>%1 (%2/%3 verified, %4 transcribed)</source>
        <translation>%1 (ověřeno %2/%3, přepsáno %4)</translation>
    </message>
    <message>
        <source>Type all four edges, north, east, south and west (e.g. CRFR).</source>
        <translation>Napište všechny čtyři okraje: sever, východ, jih a západ (např. CRFR).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an edge pattern: use C for a city, R road, F field, I river and ? for any edge.</source>
        <translation>„%1“ není vzor okrajů: použijte C pro město, R cestu, F louku, I řeku a ? pro jakýkoli okraj.</translation>
    </message>
    <message>
        <source>No tile matches these filters.</source>
        <translation>Filtrům neodpovídá žádná kartička.</translation>
    </message>
</context>
<context>
    <name>Krajina::CatalogueDocument</name>
    <message>
        <source>%1: not saved: another program changed the file since Krajina read it</source>
        <translation>%1: neuloženo: jiný program soubor změnil od chvíle, kdy jej Krajina načetla</translation>
    </message>
</context>
<context>
    <name>Krajina::CatalogueIds</name>
    <message>
        <source>A tile needs an id.</source>
        <translation>Kartička potřebuje identifikátor.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a tile id: use letters without accents, digits and . _ + - (a / separates the expansion, as in my-expansion/CRF).</source>
        <translation>„%1“ nemůže být identifikátor kartičky: použijte písmena bez diakritiky, číslice a . _ + - (lomítko odděluje rozšíření, např. moje-rozsireni/CRF).</translation>
    </message>
    <message>
        <source>Another tile already has the id &quot;%1&quot;.</source>
        <translation>Identifikátor „%1“ už má jiná kartička.</translation>
    </message>
    <message>
        <source>An expansion needs an id.</source>
        <translation>Rozšíření potřebuje identifikátor.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be an expansion id: use lower-case letters without accents, digits and single hyphens, as in my-expansion.</source>
        <translation>„%1“ nemůže být identifikátor rozšíření: použijte malá písmena bez diakritiky, číslice a jednoduché spojovníky, např. moje-rozsireni.</translation>
    </message>
    <message>
        <source>The catalogue already has an expansion &quot;%1&quot;.</source>
        <translation>Katalog už rozšíření „%1“ obsahuje.</translation>
    </message>
</context>
<context>
    <name>Krajina::CatalogueTreeModel</name>
    <message>
        <source>Verified</source>
        <translation>Ověřeno</translation>
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
    <message>
        <source>%1 / %2 (%3 transcribed)</source>
        <extracomment>Designs of an expansion: verified / all, and how many were transcribed from a secondary source</extracomment>
        <translation>%1 / %2 (přepsáno %3)</translation>
    </message>
    <message>
        <source>Frame pieces</source>
        <translation>Okrajové díly</translation>
    </message>
    <message>
        <source>Land tiles</source>
        <translation>Díly krajiny</translation>
    </message>
    <message>
        <source>%1 (start tile)</source>
        <extracomment>A tile in the catalogue tree that its expansion&apos;s games start from</extracomment>
        <translation>%1 (startovní kartička)</translation>
    </message>
</context>
<context>
    <name>Krajina::CropCircle</name>
    <message>
        <source>player %1 has more than one crop-circle pick</source>
        <translation>hráč %1 má k obrazci v obilí víc než jednu volbu</translation>
    </message>
    <message>
        <source>player %1 has no %2 on the board</source>
        <translation>hráč %1 nemá na ploše družiníka v roli: %2</translation>
    </message>
    <message>
        <source>player %1 must take back one %2</source>
        <translation>hráč %1 musí vzít zpět jednoho družiníka v roli: %2</translation>
    </message>
    <message>
        <source>player %1 has no %2 on the feature at %3 %4</source>
        <translation>hráč %1 nemá na části na %3 %4 družiníka v roli: %2</translation>
    </message>
    <message>
        <source>player %1 has no follower left in the supply</source>
        <translation>hráči %1 nezbývá v zásobě žádný družiník</translation>
    </message>
    <message>
        <source>player %1 has no %2 standing at %3 %4</source>
        <translation>hráč %1 nemá na %3 %4 družiníka v roli: %2</translation>
    </message>
</context>
<context>
    <name>Krajina::DiskChangeWatcher</name>
    <message>
        <source>%1 was changed on disk by another program.</source>
        <translation>%1 změnil na disku jiný program.</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>Zn&amp;ovu načíst</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Soubor se na disku změnil</translation>
    </message>
    <message>
        <source>%1 was changed on disk by another program since Krajina read it.</source>
        <translation>%1 změnil na disku jiný program od chvíle, kdy jej Krajina načetla.</translation>
    </message>
    <message>
        <source>Overwrite replaces those changes with yours; Reload discards yours and reads the file again; Save As keeps both.</source>
        <translation>Přepsat nahradí ty změny vašimi; Znovu načíst zahodí vaše a načte soubor znovu; Uložit jako zachová obojí.</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>&amp;Přepsat</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Uložit &amp;jako…</translation>
    </message>
    <message>
        <source>Read-Only File</source>
        <translation>Soubor jen pro čtení</translation>
    </message>
    <message>
        <source>%1 is read-only. Replace it anyway? It stays read-only.</source>
        <translation>%1 je jen pro čtení. Přesto jej nahradit? Zůstane jen pro čtení.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Nahradit</translation>
    </message>
    <message>
        <source>%1 was changed on disk by another program. You have unsaved changes here.</source>
        <translation>%1 změnil na disku jiný program. Tady máte neuložené změny.</translation>
    </message>
    <message>
        <source>Save your changes over the file, replacing what the other program wrote</source>
        <translation>Uložit vaše změny do souboru a nahradit, co zapsal jiný program</translation>
    </message>
    <message>
        <source>Read the file again as it is on disk now; unsaved changes here are lost</source>
        <translation>Načíst soubor znovu, jak je teď na disku; neuložené změny zde se ztratí</translation>
    </message>
    <message>
        <source>Keep both: save your changes under another name</source>
        <translation>Ponechat obojí: uložit vaše změny pod jiným názvem</translation>
    </message>
    <message>
        <source>Hide this message and keep what is shown here; saving asks before overwriting the file</source>
        <translation>Skrýt tuto zprávu a ponechat, co je zobrazeno zde; uložení se před přepsáním souboru zeptá</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
</context>
<context>
    <name>Krajina::DosRios::BoardText</name>
    <message>
        <source>%1 land tiles for %2 slots</source>
        <translation>%1 dílů krajiny pro %2 míst</translation>
    </message>
    <message>
        <source>slot %1 holds no land tile</source>
        <translation>na místě %1 neleží žádný díl krajiny</translation>
    </message>
    <message>
        <source>land tile %1 lies in two slots</source>
        <translation>díl krajiny %1 leží na dvou místech</translation>
    </message>
    <message>
        <source>slot %1: no land tile &quot;%2&quot;</source>
        <translation>místo %1: díl krajiny „%2“ neexistuje</translation>
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
        <translation>Katalog nemá žádné díly Dos Rios.</translation>
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
        <translation>Hry</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>How the players build</source>
        <translation>Jak hráči stavějí</translation>
    </message>
    <message>
        <source>How the random players build</source>
        <translation>Jak stavějí náhodní hráči</translation>
    </message>
    <message>
        <source>random, saving for the hacienda once 3 farms stand on a river</source>
        <translation>náhodně, se 3 farmami na řece šetří na haziendu</translation>
    </message>
    <message>
        <source>random, whatever they can afford at once</source>
        <translation>náhodně, cokoli si hned mohou dovolit</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Volby pravidel</translation>
    </message>
    <message>
        <source>Won by the tie-break when the deck ran out</source>
        <translation>Vyhráno rozhodnutím shody, když došel balíček</translation>
    </message>
    <message>
        <source>Ended with a winner</source>
        <translation>Skončilo vítězem</translation>
    </message>
    <message>
        <source>%1, 95 % interval %2 – %3 %</source>
        <translation>%1, 95% interval %2 – %3 %</translation>
    </message>
    <message>
        <source>Stopped at the turn cap (%1 turns)</source>
        <translation>Zastaveno na limitu tahů (%1 tahů)</translation>
    </message>
    <message>
        <source>Stalled (no legal way to end a turn)</source>
        <translation>Zaseknuté (tah nešlo podle pravidel ukončit)</translation>
    </message>
    <message>
        <source>Length in turns (mean ± deviation, min – max)</source>
        <translation>Délka v tazích (průměr ± odchylka, min – max)</translation>
    </message>
    <message>
        <source>Wins of seat 1 (starts)</source>
        <translation>Výhry hráče 1 (začíná)</translation>
    </message>
    <message>
        <source>Wins of seat %1</source>
        <translation>Výhry hráče %1</translation>
    </message>
    <message>
        <source>Won with all buildings</source>
        <translation>Výhra se všemi stavbami</translation>
    </message>
    <message>
        <source>Won with 3 farms and the hacienda on a river</source>
        <translation>Výhra se 3 farmami a haziendou u řeky</translation>
    </message>
    <message>
        <source>Bandit strikes per game</source>
        <translation>Přepadení bandity za hru</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekundy</translation>
    </message>
    <message>
        <source>Games per second</source>
        <translation>Her za sekundu</translation>
    </message>
    <message>
        <source>Ended with a winner: %1 % (95 % interval %2 – %3 %)</source>
        <translation>Skončilo vítězem: %1 % (95% interval %2 – %3 %)</translation>
    </message>
    <message>
        <source>games</source>
        <translation>hry</translation>
    </message>
    <message>
        <source>with a winner (lower bound)</source>
        <translation>s vítězem (dolní mez)</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95% interval</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>bez vítěze</translation>
    </message>
    <message>
        <source>Seat %1: %2 %</source>
        <translation>Hráč %1: %2 %</translation>
    </message>
    <message>
        <source>Win rate by seat (seat 1 starts)</source>
        <translation>Výhry podle pořadí (hráč 1 začíná)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vyhrál</translation>
    </message>
    <message>
        <source>not won</source>
        <translation>nevyhrál</translation>
    </message>
    <message>
        <source>Games with a winner</source>
        <translation>Hry s vítězem</translation>
    </message>
    <message>
        <source>Win rate by seat</source>
        <translation>Podíl výher podle pořadí hráče</translation>
    </message>
    <message>
        <source>How the games ended</source>
        <translation>Jak hry skončily</translation>
    </message>
    <message>
        <source>all buildings</source>
        <translation>všechny stavby</translation>
    </message>
    <message>
        <source>on a river</source>
        <translation>u řeky</translation>
    </message>
    <message>
        <source>deck ran out (tie-break)</source>
        <translation>došel balíček (shoda)</translation>
    </message>
    <message>
        <source>Game length (games with a winner)</source>
        <translation>Délka hry (hry s vítězem)</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>tahy</translation>
    </message>
    <message>
        <source>strikes</source>
        <translation>přepadení</translation>
    </message>
    <message numerus="yes">
        <source>Share of %n game(s) a hex was %1 at the end</source>
        <translation>
            <numerusform>Podíl z %n hry, kdy byl hex na konci %1</numerusform>
            <numerusform>Podíl z %n her, kdy byl hex na konci %1</numerusform>
            <numerusform>Podíl z %n her, kdy byl hex na konci %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 in %3 of %n game(s) (%4 %)</source>
        <translation>
            <numerusform>%1: %2 v %3 z %n hry (%4 %)</numerusform>
            <numerusform>%1: %2 v %3 z %n her (%4 %)</numerusform>
            <numerusform>%1: %2 v %3 z %n her (%4 %)</numerusform>
        </translation>
    </message>
    <message>
        <source>watered by either river</source>
        <translation>zavlažený kteroukoli řekou</translation>
    </message>
    <message>
        <source>watered by %1</source>
        <translation>zavlažený řekou %1</translation>
    </message>
    <message>
        <source>farmers taken by the bandits</source>
        <translation>farmáři odvedení bandity</translation>
    </message>
    <message numerus="yes">
        <source>Farmers the bandits sent to the city, a game (%n game(s))</source>
        <translation>
            <numerusform>Farmáři, které bandité poslali do města, za hru (%n hra)</numerusform>
            <numerusform>Farmáři, které bandité poslali do města, za hru (%n hry)</numerusform>
            <numerusform>Farmáři, které bandité poslali do města, za hru (%n her)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the bandits sent %2 farmer(s) to the city in %n game(s) (%3 a game)</source>
        <translation>
            <numerusform>%1: bandité poslali do města %2 farmářů v %n hře (%3 za hru)</numerusform>
            <numerusform>%1: bandité poslali do města %2 farmářů v %n hrách (%3 za hru)</numerusform>
            <numerusform>%1: bandité poslali do města %2 farmářů v %n hrách (%3 za hru)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Krajina::DosRios::GameRecord</name>
    <message>
        <source>expected a hex &quot;Q,R&quot; or &quot;city&quot;</source>
        <translation>očekáván hex „Q,R“ nebo „city“</translation>
    </message>
    <message>
        <source>a game record is a JSON object</source>
        <translation>záznam hry je objekt JSON</translation>
    </message>
    <message>
        <source>a Dos Rios record says &quot;game&quot;: &quot;dos-rios&quot;</source>
        <translation>záznam Dos Rios uvádí &quot;game&quot;: &quot;dos-rios&quot;</translation>
    </message>
    <message>
        <source>expected a whole number from 0</source>
        <translation>očekáváno celé číslo od 0</translation>
    </message>
    <message>
        <source>expected &quot;reshuffle&quot; or &quot;end&quot;</source>
        <translation>očekáváno „reshuffle“ nebo „end“</translation>
    </message>
    <message>
        <source>expected a card id</source>
        <translation>očekáváno id karty</translation>
    </message>
    <message>
        <source>expected a list of moves</source>
        <translation>očekáván seznam tahů</translation>
    </message>
    <message>
        <source>%1 moves; at most %2</source>
        <translation>tahů: %1; nejvýše %2</translation>
    </message>
    <message>
        <source>a move is a JSON object</source>
        <translation>tah je objekt JSON</translation>
    </message>
    <message>
        <source>expected &quot;farm&quot; or &quot;hacienda&quot;</source>
        <translation>očekáváno „farm“ nebo „hacienda“</translation>
    </message>
    <message>
        <source>expected &quot;Q,R,SIDE&quot; such as &quot;3,1,S&quot;</source>
        <translation>očekáváno „Q,R,HRANA“, např. „3,1,S“</translation>
    </message>
    <message>
        <source>expected &quot;score&quot; or &quot;pass&quot;</source>
        <translation>očekáváno „score“ nebo „pass“</translation>
    </message>
    <message>
        <source>a move has one of &quot;place&quot;, &quot;move&quot;, &quot;build&quot;, &quot;dam&quot; or &quot;card&quot;</source>
        <translation>tah má jedno z „place“, „move“, „build“, „dam“ nebo „card“</translation>
    </message>
    <message>
        <source>unknown rule code &quot;%1&quot;</source>
        <translation>neznámý kód pravidla „%1“</translation>
    </message>
    <message>
        <source>expected an object of rule options</source>
        <translation>očekáván objekt s volbami pravidel</translation>
    </message>
    <message>
        <source>no such rule option; the options are %1</source>
        <translation>taková volba pravidel neexistuje; volby jsou %1</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>očekáváno %1</translation>
    </message>
    <message>
        <source>expected a board layout (an object with slots, outflows and dams)</source>
        <translation>očekáváno rozložení plánu (objekt se sloty, odtoky a přehradami)</translation>
    </message>
    <message>
        <source>expected a river and its last hex such as &quot;rioGrande&quot;: &quot;4,4&quot;</source>
        <translation>očekávána řeka a její poslední hex, např. „rioGrande“: „4,4“</translation>
    </message>
    <message>
        <source>expected a list of choices such as [&quot;3,1,SW&quot;]</source>
        <translation>očekáván seznam voleb, např. [„3,1,SW“]</translation>
    </message>
    <message>
        <source>expected &quot;Q,R,SIDE&quot; such as &quot;3,1,SW&quot;</source>
        <translation>očekáváno „Q,R,HRANA“, např. „3,1,SW“</translation>
    </message>
</context>
<context>
    <name>Krajina::DosRios::GameState</name>
    <message>
        <source>%1 players; Dos Rios is played by 2 to %2</source>
        <translation>hráčů: %1; Dos Rios hrají 2 až %2 hráči</translation>
    </message>
    <message>
        <source>%1 farmers a player; the engine plays with 3 to 6</source>
        <translation>farmářů na hráče: %1; engine hraje se 3 až 6</translation>
    </message>
    <message>
        <source>the board has no city</source>
        <translation>plán nemá město</translation>
    </message>
    <message>
        <source>deck: no card &quot;%1&quot; left (a card is named once per copy)</source>
        <translation>balíček: karta „%1“ už nezbývá (každá kopie se uvádí jednou)</translation>
    </message>
    <message>
        <source>start player %1; the players are 0 to %2</source>
        <translation>začínající hráč %1; hráči jsou 0 až %2</translation>
    </message>
</context>
<context>
    <name>Krajina::DosRios::JsonText</name>
    <message>
        <source>not valid JSON: %1</source>
        <translation>neplatný JSON: %1</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>očekáván objekt JSON</translation>
    </message>
    <message>
        <source>expected format &quot;%1&quot;</source>
        <translation>očekáván formát „%1“</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>očekáván řetězec</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>očekáváno pole</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>očekáván objekt</translation>
    </message>
    <message>
        <source>expected a side: N, NE, SE, S, SW or NW</source>
        <translation>očekávána hrana: N, NE, SE, S, SW nebo NW</translation>
    </message>
    <message>
        <source>unknown terrain &quot;%1&quot;</source>
        <translation>neznámá krajina „%1“</translation>
    </message>
    <message>
        <source>unknown crop &quot;%1&quot;</source>
        <translation>neznámá plodina „%1“</translation>
    </message>
    <message>
        <source>unknown river &quot;%1&quot;</source>
        <translation>neznámá řeka „%1“</translation>
    </message>
    <message>
        <source>hex %1 appears twice</source>
        <translation>hex %1 je uveden dvakrát</translation>
    </message>
    <message>
        <source>%1 is not a marked outflow of that river&apos;s spring</source>
        <translation>%1 není vyznačený odtok pramene této řeky</translation>
    </message>
    <message>
        <source>expected a seed as a string of digits</source>
        <translation>očekáváno semínko jako řetězec číslic</translation>
    </message>
    <message>
        <source>a slot is three hexes, each [q, r]</source>
        <translation>místo tvoří tři hexy, každý [q, r]</translation>
    </message>
    <message>
        <source>expected [q, r]</source>
        <translation>očekáváno [q, r]</translation>
    </message>
    <message>
        <source>a land tile has 3 hexes, not %1</source>
        <translation>díl krajiny má 3 hexy, ne %1</translation>
    </message>
    <message>
        <source>unknown card kind &quot;%1&quot;</source>
        <translation>neznámý druh karty „%1“</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation>očekáváno celé číslo od %1 do %2</translation>
    </message>
    <message>
        <source>the text is not valid Unicode (a lone surrogate such as \ud800)</source>
        <translation>text není platný Unicode (osamocený náhradní znak jako \ud800)</translation>
    </message>
    <message>
        <source>%1 hexes; at most %2</source>
        <translation>hexů: %1; nejvýše %2</translation>
    </message>
    <message>
        <source>%1 slots; at most %2</source>
        <translation>míst: %1; nejvýše %2</translation>
    </message>
    <message>
        <source>%1 sides; at most %2</source>
        <translation>hran: %1; nejvýše %2</translation>
    </message>
    <message>
        <source>%1 land tiles; at most %2</source>
        <translation>dílů krajiny: %1; nejvýše %2</translation>
    </message>
    <message>
        <source>%1 cards; at most %2</source>
        <translation>karet: %1; nejvýše %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>řádek %1</translation>
    </message>
</context>
<context>
    <name>Krajina::DosRios::LintText</name>
    <message>
        <source>farmland hex %1 shows no crop</source>
        <translation>hex pole %1 nemá plodinu</translation>
    </message>
    <message>
        <source>hex %1 is %2 but shows a crop (%3)</source>
        <translation>hex %1 je %2, a přesto má plodinu (%3)</translation>
    </message>
    <message>
        <source>the three hexes of land tile %1 do not form a triangle</source>
        <translation>tři hexy dílu krajiny %1 netvoří trojúhelník</translation>
    </message>
    <message>
        <source>hex %1 is %2; a land tile holds highland, forest and farmland</source>
        <translation>hex %1 je %2; díl krajiny nese jen vrchovinu, les a pole</translation>
    </message>
    <message>
        <source>the frame holds %1 mountain lakes of %2</source>
        <translation>rám má %1 horských ples řeky %2</translation>
    </message>
    <message>
        <source>slot %1 is not a triangle of hexes</source>
        <translation>místo %1 není trojúhelník hexů</translation>
    </message>
    <message>
        <source>%1 land tiles for %2 slots</source>
        <translation>%1 dílů krajiny pro %2 míst</translation>
    </message>
    <message>
        <source>hex %1 lies in %2 and in %3</source>
        <translation>hex %1 leží v %2 i v %3</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation>místo %1</translation>
    </message>
    <message>
        <source>hex %1 has no neighbour on its %2 side</source>
        <translation>hex %1 nemá souseda na hraně %2</translation>
    </message>
    <message>
        <source>the mountain lake of %1 at %2 has no outflow into the land below it</source>
        <translation>horské pleso řeky %1 na %2 nemá odtok do krajiny pod ním</translation>
    </message>
    <message>
        <source>a river reaching hex %1 could go nowhere: every lower side leads off the board, onto a road or into the mountains</source>
        <translation>řeka, která doteče na hex %1, nemá kam téct: každá dolní hrana vede mimo plán, na cestu nebo do hor</translation>
    </message>
</context>
<context>
    <name>Krajina::DosRios::RuleCode</name>
    <message>
        <source>The move is legal.</source>
        <translation>Tah je povolený.</translation>
    </message>
    <message>
        <source>It is another player&apos;s turn.</source>
        <translation>Na tahu je jiný hráč.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>Farmers are placed only during the set-up, and moved, built with and dammed with only after it.</source>
        <translation>Farmáři se nasazují jen při přípravě hry; táhnout, stavět a přehrazovat se smí až po ní.</translation>
    </message>
    <message>
        <source>At the set-up a farmer goes on an inner hex (highland, forest or farmland).</source>
        <translation>Při přípravě hry se farmář nasazuje na vnitřní pole (vrchovinu, les nebo pole).</translation>
    </message>
    <message>
        <source>At the set-up a farmer goes on an unoccupied hex.</source>
        <translation>Při přípravě hry se farmář nasazuje na neobsazené pole.</translation>
    </message>
    <message>
        <source>The player has no such farmer (or not two) there.</source>
        <translation>Hráč tam takového farmáře nemá (nebo nemá dva).</translation>
    </message>
    <message>
        <source>Farmers walk only on inner hexes, the city and the roads, never into mountains or lakes.</source>
        <translation>Farmáři chodí jen po vnitřních polích, městě a cestách, nikdy do hor ani na jezera.</translation>
    </message>
    <message>
        <source>A farmer moves one step: to a neighbouring inner hex, between the city or a road and a neighbouring inner hex, between the city and a road, or from the city to the player&apos;s own hacienda.</source>
        <translation>Farmář se pohne o jeden krok: na sousední vnitřní pole, mezi městem nebo cestou a sousedním vnitřním polem, mezi městem a cestou, nebo z města k vlastní hazieně.</translation>
    </message>
    <message>
        <source>The move costs more movement points than are left this turn (6 a turn; 1 a step and farmer, 2 from the city to the own hacienda).</source>
        <translation>Tah stojí víc pohybových akcí, než v tomto tahu zbývá (6 za tah; 1 za krok a farmáře, 2 z města k vlastní hazieně).</translation>
    </message>
    <message>
        <source>No farmer enters a hex with an opponent&apos;s hacienda.</source>
        <translation>Žádný farmář nevstoupí na pole s haziendou soupeře.</translation>
    </message>
    <message>
        <source>An inner hex holds at most 2 farmers of a player.</source>
        <translation>Na vnitřním poli smějí stát nejvýše 2 farmáři jednoho hráče.</translation>
    </message>
    <message>
        <source>A farmer on a hex with an opponent&apos;s farm must leave it this turn: no move may leave fewer movement points than such farmers.</source>
        <translation>Farmář na poli s farmou soupeře musí pole v tomto tahu opustit: žádný tah nesmí nechat méně pohybových akcí, než je takových farmářů.</translation>
    </message>
    <message>
        <source>One farmer captures one, and two capture two, only coming from higher terrain than the hex entered.</source>
        <translation>Jeden farmář sebere jednoho a dva seberou dva jen tehdy, přicházejí-li z vyšší krajiny, než je pole, na které vstupují.</translation>
    </message>
    <message>
        <source>An opponent&apos;s farmer standing on his own farm cannot be captured.</source>
        <translation>Farmáře soupeře, který stojí na své farmě, nelze sebrat.</translation>
    </message>
    <message>
        <source>One farmer cannot capture two.</source>
        <translation>Jeden farmář nesebere dva.</translation>
    </message>
    <message>
        <source>A building goes on an inner hex where the player has a farmer.</source>
        <translation>Budova se staví na vnitřním poli, kde má hráč farmáře.</translation>
    </message>
    <message>
        <source>A hex holds at most one building.</source>
        <translation>Na poli stojí nejvýše jedna budova.</translation>
    </message>
    <message>
        <source>A player builds at most 2 buildings a turn.</source>
        <translation>Hráč postaví v jednom tahu nejvýše 2 budovy.</translation>
    </message>
    <message>
        <source>A farm costs 500, a hacienda 1000; the player has too little.</source>
        <translation>Farma stojí 500, hazienda 1000; hráč má málo peněz.</translation>
    </message>
    <message>
        <source>The player has no such building left (4 farms, 1 hacienda).</source>
        <translation>Hráči už taková budova nezbývá (4 farmy, 1 hazienda).</translation>
    </message>
    <message>
        <source>A dam goes only on a side of an inner hex where the player has a farmer.</source>
        <translation>Přehrada se staví jen na hranu vnitřního pole, kde má hráč farmáře.</translation>
    </message>
    <message>
        <source>Each dam costs one wood; the player has none.</source>
        <translation>Každá přehrada stojí jedno dřevo; hráč žádné nemá.</translation>
    </message>
    <message>
        <source>Every dam of the game is on the board.</source>
        <translation>Všechny přehrady hry už jsou na plánu.</translation>
    </message>
    <message>
        <source>A dam goes on a side between a hex a river may flow through and the hex below it.</source>
        <translation>Přehrada patří na hranu mezi hexem, kterým smí řeka téct, a hexem pod ním.</translation>
    </message>
    <message>
        <source>This side is dammed already.</source>
        <translation>Tato hrana už je přehrazená.</translation>
    </message>
    <message>
        <source>A dam may not close every lower side of a hex through which a river could flow on.</source>
        <translation>Přehrada nesmí zablokovat všechny dolní hrany hexu, kudy by řeka mohla téct dál.</translation>
    </message>
    <message>
        <source>The turn cannot end while a farmer of the player stands on a hex with an opponent&apos;s farm.</source>
        <translation>Tah nemůže skončit, dokud farmář hráče stojí na poli s farmou soupeře.</translation>
    </message>
    <message>
        <source>A river&apos;s course is chosen only where this move routes it, and only among the equally low sides or the spring&apos;s open outflows there.</source>
        <translation>Tok řeky se volí jen tam, kudy ho tento tah vede, a jen mezi stejně nízkými hranami nebo otevřenými odtoky pramene v tom místě.</translation>
    </message>
    <message>
        <source>Two farmers move together, and capture together, only from one hex (the game&apos;s rule on two-farmer captures).</source>
        <translation>Dva farmáři se pohybují společně, a společně berou, jen z jednoho hexu (pravidlo hry o braní dvěma farmáři).</translation>
    </message>
</context>
<context>
    <name>Krajina::DosRios::SideText</name>
    <message>
        <source>N</source>
        <comment>compass letters of a hex side: north</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>NE</source>
        <comment>compass letters of a hex side: north-east</comment>
        <translation>SV</translation>
    </message>
    <message>
        <source>SE</source>
        <comment>compass letters of a hex side: south-east</comment>
        <translation>JV</translation>
    </message>
    <message>
        <source>S</source>
        <comment>compass letters of a hex side: south</comment>
        <translation>J</translation>
    </message>
    <message>
        <source>SW</source>
        <comment>compass letters of a hex side: south-west</comment>
        <translation>JZ</translation>
    </message>
    <message>
        <source>NW</source>
        <comment>compass letters of a hex side: north-west</comment>
        <translation>SZ</translation>
    </message>
</context>
<context>
    <name>Krajina::DosRios::TerrainText</name>
    <message>
        <source>mountain</source>
        <translation>hory</translation>
    </message>
    <message>
        <source>mountain lake</source>
        <translation>horské pleso</translation>
    </message>
    <message>
        <source>highland</source>
        <translation>vrchovina</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>les</translation>
    </message>
    <message>
        <source>farmland</source>
        <translation>pole</translation>
    </message>
    <message>
        <source>lake</source>
        <translation>jezero</translation>
    </message>
    <message>
        <source>city</source>
        <translation>město</translation>
    </message>
    <message>
        <source>road</source>
        <translation>cesta</translation>
    </message>
    <message>
        <source>no crop</source>
        <translation>bez plodiny</translation>
    </message>
    <message>
        <source>corn</source>
        <translation>kukuřice</translation>
    </message>
    <message>
        <source>tobacco</source>
        <translation>tabák</translation>
    </message>
    <message>
        <source>wheat</source>
        <translation>pšenice</translation>
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
        <translation>Bandité seberou</translation>
    </message>
    <message>
        <source>The 3 farmers furthest upstream on the river</source>
        <translation>3 farmáře nejvýše proti proudu řeky</translation>
    </message>
    <message>
        <source>The 3 farmers on the highest terrain of the river</source>
        <translation>3 farmáře na nejvyšší krajině u řeky</translation>
    </message>
    <message>
        <source>A river card pays</source>
        <translation>Karta s řekou vyplácí</translation>
    </message>
    <message>
        <source>Every crop the river waters</source>
        <translation>Každou plodinu, kterou řeka zavlažuje</translation>
    </message>
    <message>
        <source>Only the crop the card names</source>
        <translation>Jen plodinu, kterou karta uvádí</translation>
    </message>
    <message>
        <source>Dams</source>
        <translation>Přehrady</translation>
    </message>
    <message>
        <source>As many as the player&apos;s wood allows</source>
        <translation>Tolik, kolik hráč má dřev</translation>
    </message>
    <message>
        <source>At most the 40 dam pieces, shared</source>
        <translation>Nejvýše 40 společných dílků přehrad</translation>
    </message>
    <message>
        <source>A farmer in the city</source>
        <translation>Farmář ve městě</translation>
    </message>
    <message>
        <source>May dam a river side next to the city</source>
        <translation>Smí přehradit hranu řeky u města</translation>
    </message>
    <message>
        <source>May not dam</source>
        <translation>Nesmí přehrazovat</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Příprava</translation>
    </message>
    <message>
        <source>Each player places 3 farmers in turn</source>
        <translation>Každý hráč nasadí postupně všechny 3 farmáře</translation>
    </message>
    <message>
        <source>One farmer at a time, round after round</source>
        <translation>Po jednom farmáři, kolo za kolem</translation>
    </message>
    <message>
        <source>When the deck runs out</source>
        <translation>Když dojde balíček</translation>
    </message>
    <message>
        <source>The discards are shuffled into a new deck</source>
        <translation>Odložené karty se zamíchají do nového balíčku</translation>
    </message>
    <message>
        <source>The game ends: most buildings, then money, then wood wins</source>
        <translation>Hra končí: vyhrává nejvíc budov, potom peněz, potom dřev</translation>
    </message>
    <message numerus="yes">
        <source>Rules (%n changed)</source>
        <translation>
            <numerusform>Pravidla (%n změněné)</numerusform>
            <numerusform>Pravidla (%n změněné)</numerusform>
            <numerusform>Pravidla (%n změněných)</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>How the game reads the points the Czech rules leave open; the first choice of each reads the rules most naturally</source>
        <translation>Jak hra vykládá body, které česká pravidla nechávají otevřené; první volba u každého čte pravidla nejpřirozeněji</translation>
    </message>
    <message>
        <source>Two farmers capture</source>
        <translation>Dva farmáři berou</translation>
    </message>
    <message>
        <source>Coming together from one hex</source>
        <translation>Společně z jednoho hexu</translation>
    </message>
    <message>
        <source>Also from two hexes next to the one they enter</source>
        <translation>I ze dvou hexů sousedících s tím, na který vstupují</translation>
    </message>
</context>
<context>
    <name>Krajina::DosRiosSimulationSetup</name>
    <message>
        <source>The catalogue has no Dos Rios pieces.</source>
        <translation>Katalog nemá žádné díly Dos Rios.</translation>
    </message>
    <message>
        <source>Cannot lay Dos Rios boards: %1</source>
        <translation>Plány Dos Rios nelze sestavit: %1</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <source>Dos Rios boards</source>
        <translation>Plány Dos Rios</translation>
    </message>
    <message>
        <source>%1 reaches a lake or the city</source>
        <translation>%1 doteče do jezera nebo města</translation>
    </message>
    <message>
        <source>%1: hexes watered (min – max, mean)</source>
        <translation>%1: zavlažené hexy (min – max, průměr)</translation>
    </message>
    <message>
        <source>The rivers join</source>
        <translation>Řeky se spojí</translation>
    </message>
    <message>
        <source>The rivers end in the same lake or the city (not joined)</source>
        <translation>Řeky končí ve stejném jezeře nebo ve městě (nespojené)</translation>
    </message>
    <message>
        <source>Boards with a stuck river (seeds)</source>
        <translation>Plány s uvízlou řekou (semínka)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekundy</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n Dos Rios board(s) from seed %1.</source>
        <translation>
            <numerusform>Hotovo: %n plán Dos Rios od semínka %1.</numerusform>
            <numerusform>Hotovo: %n plány Dos Rios od semínka %1.</numerusform>
            <numerusform>Hotovo: %n plánů Dos Rios od semínka %1.</numerusform>
        </translation>
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
        <source>The same seed plays the same games</source>
        <translation>Stejné semínko odehraje stejné hry</translation>
    </message>
    <message>
        <source>Turn cap:</source>
        <translation>Limit tahů:</translation>
    </message>
    <message>
        <source>A game still without a winner after this many turns stops unfinished</source>
        <translation>Hra, která po tolika tazích stále nemá vítěze, skončí nedohraná</translation>
    </message>
    <message>
        <source>Rivers&apos; way:</source>
        <translation>Cesta řek:</translation>
    </message>
    <message>
        <source>Fixed order</source>
        <translation>Pevné pořadí</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Náhodná</translation>
    </message>
    <message>
        <source>How random players choose the rivers&apos; way where their dam (or the start player&apos;s first farmer) leaves a choice: the fixed order S, SW, SE and the spring&apos;s first outflow, as games without choices play, or an allowed side at random. Greedy players always choose the way best for them.</source>
        <translation>Jak náhodní hráči volí cestu řek tam, kde jim jejich přehrada (nebo první farmář začínajícího hráče) nechává volbu: pevné pořadí S, SW, SE a první odtok pramene, jak se hrají hry bez voleb, nebo náhodnou povolenou hranu. Hladoví hráči vždy volí cestu, která je pro ně nejlepší.</translation>
    </message>
    <message>
        <source>Dos Rios Boards</source>
        <translation>Plány Dos Rios</translation>
    </message>
    <message>
        <source>Lay that many random Dos Rios boards from the seed and report how both rivers fare: how often each reaches a lake or the city, how long it runs, how often they join</source>
        <translation>Sestavit tolik náhodných plánů Dos Rios od semínka a ukázat, jak se daří oběma řekám: jak často každá doteče do jezera nebo města, jak dlouhý je její tok a jak často se spojí</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Hráči</translation>
    </message>
</context>
<context>
    <name>Krajina::EngineNames</name>
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
    <message>
        <source>follower</source>
        <translation>družiník</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
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
        <source>left</source>
        <translation>doleva</translation>
    </message>
    <message>
        <source>right</source>
        <translation>doprava</translation>
    </message>
</context>
<context>
    <name>Krajina::ExpansionDialog</name>
    <message>
        <source>New Expansion</source>
        <translation>Nové rozšíření</translation>
    </message>
    <message>
        <source>Expansion Properties</source>
        <translation>Vlastnosti rozšíření</translation>
    </message>
    <message>
        <source>my-expansion</source>
        <translation>moje-rozsireni</translation>
    </message>
    <message>
        <source>Names the expansion in files and on the command line (krajina-cli simulate --expansions base,my-expansion): lower-case letters, digits, hyphens.</source>
        <translation>Označuje rozšíření v souborech a na příkazové řádce (krajina-cli simulate --expansions base,moje-rozsireni): malá písmena, číslice, spojovníky.</translation>
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
        <translation>Vzhled rubu kartiček rozšíření</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(žádný)</translation>
    </message>
    <message>
        <source>English name:</source>
        <translation>Anglický název:</translation>
    </message>
    <message>
        <source>Czech name:</source>
        <translation>Český název:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Identifikátor:</translation>
    </message>
    <message>
        <source>Back:</source>
        <translation>Rub:</translation>
    </message>
    <message>
        <source>Give the expansion an English and a Czech name.</source>
        <translation>Zadejte anglický a český název rozšíření.</translation>
    </message>
    <message>
        <source>A bundled expansion is called &quot;%1&quot;: choose another id, so that both can be played together.</source>
        <translation>Tak se jmenuje vestavěné rozšíření „%1“: zvolte jiný identifikátor, aby šlo hrát obě spolu.</translation>
    </message>
    <message>
        <source>The watermark: the small sign printed in a corner of each of the expansion&apos;s tiles</source>
        <translation>Vodoznak: malá značka vytištěná v rohu každé kartičky rozšíření</translation>
    </message>
    <message>
        <source>The tile a game of the expansion starts from; played with the base game, it replaces the base game&apos;s start tile</source>
        <translation>Kartička, kterou začíná hra s rozšířením; se základní hrou nahradí její startovní kartičku</translation>
    </message>
    <message>
        <source>Watermark:</source>
        <translation>Vodoznak:</translation>
    </message>
    <message>
        <source>Start tile:</source>
        <translation>Startovní kartička:</translation>
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
    <message>
        <source>North edge, west half (NL)</source>
        <translation>Severní okraj, západní polovina (NL)</translation>
    </message>
    <message>
        <source>North side (N)</source>
        <translation>Severní strana (N)</translation>
    </message>
    <message>
        <source>North edge, east half (NR)</source>
        <translation>Severní okraj, východní polovina (NR)</translation>
    </message>
    <message>
        <source>East edge, north half (EL)</source>
        <translation>Východní okraj, severní polovina (EL)</translation>
    </message>
    <message>
        <source>East side (E)</source>
        <translation>Východní strana (E)</translation>
    </message>
    <message>
        <source>East edge, south half (ER)</source>
        <translation>Východní okraj, jižní polovina (ER)</translation>
    </message>
    <message>
        <source>South edge, east half (SL)</source>
        <translation>Jižní okraj, východní polovina (SL)</translation>
    </message>
    <message>
        <source>South side (S)</source>
        <translation>Jižní strana (S)</translation>
    </message>
    <message>
        <source>South edge, west half (SR)</source>
        <translation>Jižní okraj, západní polovina (SR)</translation>
    </message>
    <message>
        <source>West edge, south half (WL)</source>
        <translation>Západní okraj, jižní polovina (WL)</translation>
    </message>
    <message>
        <source>West side (W)</source>
        <translation>Západní strana (W)</translation>
    </message>
    <message>
        <source>West edge, north half (WR)</source>
        <translation>Západní okraj, severní polovina (WR)</translation>
    </message>
</context>
<context>
    <name>Krajina::GameRecord</name>
    <message>
        <source>a game record is a JSON object</source>
        <translation>záznam hry je objekt JSON</translation>
    </message>
    <message>
        <source>unknown key (known: %1)</source>
        <translation>neznámý klíč (známé: %1)</translation>
    </message>
    <message>
        <source>expected &quot;builtin&quot; or a catalogue file name</source>
        <translation>očekáváno „builtin“ nebo název souboru katalogu</translation>
    </message>
    <message>
        <source>expected a list of expansion ids, such as [&quot;base&quot;, &quot;river-1&quot;]</source>
        <translation>očekáván seznam identifikátorů rozšíření, např. [&quot;base&quot;, &quot;river-1&quot;]</translation>
    </message>
    <message>
        <source>expected an expansion id</source>
        <translation>očekáván identifikátor rozšíření</translation>
    </message>
    <message>
        <source>expected an object of rule options, such as {&quot;river.noDeadEnd&quot;: false}</source>
        <translation>očekáván objekt s volbami pravidel, např. {&quot;river.noDeadEnd&quot;: false}</translation>
    </message>
    <message>
        <source>unknown rule option (known: %1)</source>
        <translation>neznámá volba pravidel (známé: %1)</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>očekáváno true nebo false</translation>
    </message>
    <message>
        <source>expected a whole number from 0 (as a string above 2^53)</source>
        <translation>očekáváno celé číslo od 0 (nad 2^53 jako řetězec)</translation>
    </message>
    <message>
        <source>expected a player number from 0 to %1</source>
        <translation>očekáváno číslo hráče od 0 do %1</translation>
    </message>
    <message>
        <source>expected a tile id</source>
        <translation>očekáván identifikátor kartičky</translation>
    </message>
    <message>
        <source>expected a list of moves</source>
        <translation>očekáván seznam tahů</translation>
    </message>
    <message>
        <source>a move is a JSON object</source>
        <translation>tah je objekt JSON</translation>
    </message>
    <message>
        <source>a move either names a tile or draws one, not both</source>
        <translation>tah buď jmenuje kartičku, nebo ji táhne, ne obojí</translation>
    </message>
    <message>
        <source>the catalogue has no tile &quot;%1&quot;</source>
        <translation>katalog nemá kartičku „%1“</translation>
    </message>
    <message>
        <source>a move needs &quot;tile&quot; or &quot;draw&quot;: true</source>
        <translation>tah potřebuje „tile“ nebo &quot;draw&quot;: true</translation>
    </message>
    <message>
        <source>expected &quot;at&quot;: [x, y]</source>
        <translation>očekáváno &quot;at&quot;: [x, y]</translation>
    </message>
    <message>
        <source>expected 0, 90, 180 or 270</source>
        <translation>očekáváno 0, 90, 180 nebo 270</translation>
    </message>
    <message>
        <source>expected a location: N, NL, NR, E, EL, ER, S, SL, SR, W, WL, WR or monastery</source>
        <translation>očekáváno místo: N, NL, NR, E, EL, ER, S, SL, SR, W, WL, WR nebo monastery</translation>
    </message>
    <message>
        <source>expected the cell of the tile (0 for a single tile)</source>
        <translation>očekáváno pole kartičky (0 u jednoduché kartičky)</translation>
    </message>
    <message>
        <source>expected a list of bets</source>
        <translation>očekáván seznam sázek</translation>
    </message>
    <message>
        <source>a bet needs &quot;player&quot; from 0 to %1</source>
        <translation>sázka potřebuje „player“ od 0 do %1</translation>
    </message>
    <message>
        <source>a bet needs &quot;token&quot;, such as &quot;4&quot; or &quot;7+&quot;</source>
        <translation>sázka potřebuje „token“, např. &quot;4&quot; nebo &quot;7+&quot;</translation>
    </message>
    <message>
        <source>expected a list of choices</source>
        <translation>očekáván seznam voleb</translation>
    </message>
    <message>
        <source>a choice needs &quot;bookmaker&quot;: [x, y], &quot;at&quot;: [x, y] and &quot;location&quot;</source>
        <translation>volba potřebuje &quot;bookmaker&quot;: [x, y], &quot;at&quot;: [x, y] a „location“</translation>
    </message>
    <message>
        <source>expected &quot;add&quot;, &quot;remove&quot; or {&quot;action&quot;: ..., &quot;picks&quot;: [...]}</source>
        <translation>očekáváno &quot;add&quot;, &quot;remove&quot; nebo {&quot;action&quot;: ..., &quot;picks&quot;: [...]}</translation>
    </message>
    <message>
        <source>a pick needs &quot;player&quot; from 0 to %1</source>
        <translation>volba potřebuje „player“ od 0 do %1</translation>
    </message>
    <message>
        <source>a pick needs &quot;at&quot;: [x, y] and &quot;location&quot;, or &quot;skip&quot;: true</source>
        <translation>volba potřebuje &quot;at&quot;: [x, y] a „location“, nebo &quot;skip&quot;: true</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tile of the expansions in play</source>
        <translation>„%1“ není kartička rozšíření ve hře</translation>
    </message>
    <message>
        <source>expected a rule code such as &quot;ok&quot; or &quot;edge.mismatch&quot;</source>
        <translation>očekáván kód pravidla, např. &quot;ok&quot; nebo &quot;edge.mismatch&quot;</translation>
    </message>
    <message>
        <source>the start tile of this game is %1</source>
        <translation>startovní kartička této hry je %1</translation>
    </message>
    <message>
        <source>the start tile goes to [0, 0]</source>
        <translation>startovní kartička leží na [0, 0]</translation>
    </message>
    <message>
        <source>%1 is not part of the expansions in play</source>
        <translation>%1 nepatří k rozšířením ve hře</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>očekáváno %1, výsledek %2</translation>
    </message>
    <message>
        <source>expected points [%1], got [%2]</source>
        <translation>očekávány body [%1], výsledek [%2]</translation>
    </message>
    <message>
        <source>move %1: %2</source>
        <translation>tah %1: %2</translation>
    </message>
    <message>
        <source>a key of Dos Rios records, but &quot;game&quot;: &quot;dos-rios&quot; is missing (a Carcassonne record has no &quot;%1&quot;)</source>
        <translation>klíč záznamů Dos Rios, ale chybí &quot;game&quot;: &quot;dos-rios&quot; (záznam Carcassonne nemá „%1“)</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nikoho</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>hráče %1</translation>
    </message>
    <message>
        <source>%1 of %2 tiles, %3 points to %4</source>
        <translation>%1 z %2 kartiček, %3 bodů pro %4</translation>
    </message>
    <message>
        <source>%1, %2 points to %3</source>
        <translation>%1, %2 bodů pro %3</translation>
    </message>
    <message>
        <source> (completed)</source>
        <translation> (dokončeno)</translation>
    </message>
    <message>
        <source> (open)</source>
        <translation> (otevřeno)</translation>
    </message>
    <message>
        <source>%1 tiles</source>
        <translation>kartiček: %1</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>bodů: %1</translation>
    </message>
    <message>
        <source>to player %1</source>
        <translation>pro hráče %1</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>dokončeno</translation>
    </message>
    <message>
        <source>open</source>
        <translation>otevřeno</translation>
    </message>
    <message>
        <source>token %1 of player %2 on a %3: %4 points</source>
        <translation>žeton %1 hráče %2, prvek %3: %4 bodů</translation>
    </message>
    <message>
        <source>token %1</source>
        <translation>žeton %1</translation>
    </message>
    <message>
        <source>of player %1</source>
        <translation>hráče %1</translation>
    </message>
    <message>
        <source>on a %1</source>
        <translation>prvek %1</translation>
    </message>
    <message>
        <source>a bet</source>
        <translation>sázka</translation>
    </message>
    <message>
        <source>player %1 skips</source>
        <translation>hráč %1 vynechává</translation>
    </message>
    <message>
        <source>player %1 at %2 %3</source>
        <translation>hráč %1 na %2 %3</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>očekáván seznam</translation>
    </message>
    <message>
        <source>at most %1 entries</source>
        <translation>nejvýše %1 položek</translation>
    </message>
    <message>
        <source>expected %1 whole numbers or null (not checked), one per player</source>
        <translation>očekáváno celých čísel nebo null (nekontroluje se): %1, jedno za každého hráče</translation>
    </message>
    <message>
        <source>expected a whole number or null (not checked)</source>
        <translation>očekáváno celé číslo nebo null (nekontroluje se)</translation>
    </message>
    <message>
        <source>unknown key (known: type, player, points, completed, tiles)</source>
        <translation>neznámý klíč (známé: type, player, points, completed, tiles)</translation>
    </message>
    <message>
        <source>a scored feature needs &quot;type&quot;: city, road, monastery or field</source>
        <translation>bodovaný prvek potřebuje &quot;type&quot;: city, road, monastery nebo field</translation>
    </message>
    <message>
        <source>expected a whole number from 0</source>
        <translation>očekáváno celé číslo od 0</translation>
    </message>
    <message>
        <source>expected a whole number from 1</source>
        <translation>očekáváno celé číslo od 1</translation>
    </message>
    <message>
        <source>unknown key (known: player, token, points, type)</source>
        <translation>neznámý klíč (známé: player, token, points, type)</translation>
    </message>
    <message>
        <source>expected a token, such as &quot;4&quot; or &quot;7+&quot;</source>
        <translation>očekáván žeton, například &quot;4&quot; nebo &quot;7+&quot;</translation>
    </message>
    <message>
        <source>expected city or road</source>
        <translation>očekáváno city nebo road</translation>
    </message>
    <message>
        <source>unknown key (known: player, skip, at, location)</source>
        <translation>neznámý klíč (známé: player, skip, at, location)</translation>
    </message>
    <message>
        <source>unknown key (known: player, city, road, monastery, field, bets)</source>
        <translation>neznámý klíč (známé: player, city, road, monastery, field, bets)</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>očekáváno celé číslo</translation>
    </message>
    <message>
        <source>expected score [%1], got [%2]</source>
        <translation>očekávané skóre [%1], výsledek [%2]</translation>
    </message>
    <message>
        <source>expected scored: %1; scored: %2</source>
        <translation>očekáváno bodování: %1; bodováno: %2</translation>
    </message>
    <message>
        <source>expected bets paid: %1; paid: %2</source>
        <translation>očekávány vyplacené sázky: %1; vyplaceno: %2</translation>
    </message>
    <message>
        <source>expected crop circle: %1; got: %2</source>
        <translation>očekáván kruh v obilí: %1; výsledek: %2</translation>
    </message>
    <message>
        <source>expected player %1&apos;s points from %2, got %3</source>
        <translation>očekávány body hráče %1 za %2, výsledek %3</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>očekáván text</translation>
    </message>
    <message>
        <source>expected a number of players from 1 to %1</source>
        <translation>očekáván počet hráčů od 1 do %1</translation>
    </message>
    <message>
        <source>expected a number of players from 2 to %1 (1 in a scenario)</source>
        <translation>očekáván počet hráčů od 2 do %1 (ve scénáři 1)</translation>
    </message>
    <message>
        <source>a scenario has no start tile: its first tile goes anywhere</source>
        <translation>scénář nemá počáteční kartičku: jeho první kartička může ležet kdekoli</translation>
    </message>
    <message>
        <source>give &quot;startTile&quot; only</source>
        <translation>uveďte jen &quot;startTile&quot;</translation>
    </message>
    <message>
        <source>expected true</source>
        <translation>očekáváno true</translation>
    </message>
    <message>
        <source>only a scenario record (&quot;scenario&quot;: true) allows passing</source>
        <translation>vynechat tah dovoluje jen záznam scénáře (&quot;scenario&quot;: true)</translation>
    </message>
    <message>
        <source>a pass states no tile, follower or choice</source>
        <translation>vynechaný tah neuvádí kartičku, družiníka ani volbu</translation>
    </message>
    <message>
        <source>final: %1</source>
        <translation>konec: %1</translation>
    </message>
</context>
<context>
    <name>Krajina::GameSession</name>
    <message>
        <source>a scenario has no pile to deal from; it is played from its record</source>
        <translation>scénář nemá balíček, z něhož by se rozdávalo; hraje se ze svého záznamu</translation>
    </message>
    <message>
        <source>a set-up has no moves</source>
        <translation>nastavení hry nemá tahy</translation>
    </message>
</context>
<context>
    <name>Krajina::GameSetup</name>
    <message>
        <source>a game needs 2 to %1 players, not %2</source>
        <translation>hra potřebuje 2 až %1 hráčů, ne %2</translation>
    </message>
    <message>
        <source>unknown expansion &quot;%1&quot; (the catalogue has: %2)</source>
        <translation>neznámé rozšíření „%1“ (katalog má: %2)</translation>
    </message>
    <message>
        <source>expansion &quot;%1&quot; has no edition &quot;%2&quot;</source>
        <translation>rozšíření „%1“ nemá vydání „%2“</translation>
    </message>
    <message>
        <source>the expansions %1 hold no tiles</source>
        <translation>rozšíření %1 neobsahují žádné kartičky</translation>
    </message>
    <message>
        <source>none of the expansions %1 states a start tile (&quot;startTile&quot; in the catalogue) and no river source is in play</source>
        <translation>žádné z rozšíření %1 neuvádí startovní kartičku („startTile“ v katalogu) a ve hře není žádný pramen řeky</translation>
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
    <message>
        <source>Explained on the rules page %1, unit T:%2</source>
        <translation>Vysvětleno na stránce pravidel %1, jednotka T:%2</translation>
    </message>
    <message>
        <source>The tiles in play have river edges (%1) but no source and lake to make a river of them: every game will set them aside. Play a river expansion with them, or give your expansion a source and a lake.</source>
        <translation>Kartičky ve hře mají okraje s řekou (%1), ale žádný pramen a jezero, z nichž by byla řeka: každá hra je odloží. Hrajte je s rozšířením s řekou, nebo dejte svému rozšíření pramen a jezero.</translation>
    </message>
    <message>
        <source>Two-tile cities score 2 (JCloisterZone)</source>
        <translation>Města ze dvou kartiček za 2 body (JCloisterZone)</translation>
    </message>
    <message>
        <source>First-edition farmers: 4 per city, once</source>
        <translation>Sedláci podle 1. vydání: 4 body za město, jednou</translation>
    </message>
</context>
<context>
    <name>Krajina::GameState</name>
    <message>
        <source>%1 was drawn for this turn and must be played first</source>
        <translation>%1 byla v tomto tahu tažena a musí se zahrát nejdřív</translation>
    </message>
    <message>
        <source>player %1 holds the fork %2 and must play it now, not %3</source>
        <translation>hráč %1 drží rozvodí %2 a musí ho zahrát teď, ne %3</translation>
    </message>
    <message>
        <source>%1 comes last; %2 other river tiles are still in the pile</source>
        <translation>%1 přijde na řadu až nakonec; v hromádce ještě zbývá jiných kartiček řeky: %2</translation>
    </message>
    <message>
        <source>%1 is held by player %2 until their turn</source>
        <translation>%1 drží hráč %2 až do svého tahu</translation>
    </message>
    <message>
        <source>%1 is a land tile, but %2 river tiles are still in the pile</source>
        <translation>%1 je kartička krajiny, ale v hromádce ještě zbývá kartiček řeky: %2</translation>
    </message>
    <message>
        <source>no copy of %1 is left to play</source>
        <translation>ke hraní nezbývá žádná kartička %1</translation>
    </message>
    <message>
        <source>cell %1 already holds a tile</source>
        <translation>na poli %1 už leží kartička</translation>
    </message>
    <message>
        <source>%1 touches no placed tile</source>
        <translation>%1 se nedotýká žádné položené kartičky</translation>
    </message>
    <message>
        <source>its %1 side at %2 is %3 but the tile at %4 shows %5 there</source>
        <translation>její %1 strana na %2 je %3, ale kartička na %4 tam má hranu: %5</translation>
    </message>
    <message>
        <source>no follower may be placed on this turn</source>
        <translation>v tomto tahu nelze umístit žádného družiníka</translation>
    </message>
    <message>
        <source>player %1 has all %2 followers on the board</source>
        <translation>hráč %1 má na ploše všechny své družiníky (%2)</translation>
    </message>
    <message>
        <source>the tile has no feature at %1 for a follower</source>
        <translation>kartička nemá na místě %1 nic, na co by mohl stoupnout družiník</translation>
    </message>
    <message>
        <source>%1 is on the river</source>
        <translation>%1 leží na řece</translation>
    </message>
    <message>
        <source>the %1 at %2 already holds a follower elsewhere</source>
        <translation>%1 na místě %2 už má družiníka jinde</translation>
    </message>
    <message>
        <source>%1 has no crop circle</source>
        <translation>%1 nemá obrazec v obilí</translation>
    </message>
    <message>
        <source>%1 has a crop circle: choose add or remove</source>
        <translation>%1 má obrazec v obilí: zvolte přidat, nebo odebrat</translation>
    </message>
    <message>
        <source>no tiles are left to play</source>
        <translation>nezbývají žádné kartičky ke hraní</translation>
    </message>
    <message>
        <source>it is player %1&apos;s turn, not player %2&apos;s</source>
        <translation>na tahu je hráč %1, ne hráč %2</translation>
    </message>
    <message>
        <source>%1 fits at %2</source>
        <translation>%1 pasuje na %2</translation>
    </message>
    <message>
        <source>%1 cannot be played</source>
        <translation>%1 nelze zahrát</translation>
    </message>
    <message>
        <source>a scenario has no pile: a move names its tile</source>
        <translation>scénář nemá hromádku: tah uvádí svou kartičku</translation>
    </message>
    <message>
        <source>only a scenario allows passing</source>
        <translation>vynechat tah lze jen ve scénáři</translation>
    </message>
</context>
<context>
    <name>Krajina::Glossary</name>
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
    <name>Krajina::HeatMapView</name>
    <message>
        <source>Shade cells by:</source>
        <translation>Stínovat políčka podle:</translation>
    </message>
</context>
<context>
    <name>Krajina::HexBoardPage</name>
    <message>
        <source>New Dos Rios layout (seed %1)</source>
        <translation>Nové rozložení Dos Rios (semínko %1)</translation>
    </message>
    <message>
        <source>Take away the dam at %1 %2</source>
        <translation>Odstranit přehradu na %1 %2</translation>
    </message>
    <message>
        <source>No dam at %1 %2: %3</source>
        <translation>Přehrada na %1 %2 nejde: %3</translation>
    </message>
    <message>
        <source>Dam at %1 %2</source>
        <translation>Přehrada na %1 %2</translation>
    </message>
    <message>
        <source>Turn the land tile in slot %1</source>
        <translation>Otočit díl krajiny na místě %1</translation>
    </message>
    <message>
        <source>Move a land tile from slot %1 to slot %2</source>
        <translation>Přesunout díl krajiny z místa %1 na místo %2</translation>
    </message>
    <message>
        <source>Click a land hex to edit it</source>
        <translation>Klepněte na hex krajiny a upravte jej</translation>
    </message>
    <message>
        <source>%1, hex %2:</source>
        <translation>%1, hex %2:</translation>
    </message>
    <message>
        <source>Change hex %1 of %2</source>
        <translation>Změnit hex %1 dílu %2</translation>
    </message>
    <message>
        <source>%1 reaches a lake or the city on %2 (mean %3 hexes watered)</source>
        <translation>%1 doteče do jezera nebo města na %2 (průměrně %3 zavlažených hexů)</translation>
    </message>
    <message numerus="yes">
        <source>%n random boards from seed %1: </source>
        <translation>
            <numerusform>%n náhodný plán od semínka %1: </numerusform>
            <numerusform>%n náhodné plány od semínka %1: </numerusform>
            <numerusform>%n náhodných plánů od semínka %1: </numerusform>
        </translation>
    </message>
    <message>
        <source>A river is stuck on seed %1.</source>
        <translation>Řeka uvázne na semínku %1.</translation>
    </message>
    <message>
        <source>The catalogue has no Dos Rios pieces.</source>
        <translation>Katalog nemá žádné díly Dos Rios.</translation>
    </message>
    <message>
        <source>%1 ends in a lake (%2 hexes watered)</source>
        <translation>%1 končí v jezeře (zavlažené hexy: %2)</translation>
    </message>
    <message>
        <source>%1 ends in the city (%2 hexes watered)</source>
        <translation>%1 končí ve městě (zavlažené hexy: %2)</translation>
    </message>
    <message>
        <source>%1 joins %2 at %3 (%4 hexes watered)</source>
        <translation>%1 se vlévá do %2 na %3 (zavlažené hexy: %4)</translation>
    </message>
    <message>
        <source>%1 is stuck</source>
        <translation>%1 uvázla</translation>
    </message>
    <message>
        <source>%1 has no spring</source>
        <translation>%1 nemá pramen</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Semínko:</translation>
    </message>
    <message>
        <source>&amp;New Layout</source>
        <translation>&amp;Nové rozložení</translation>
    </message>
    <message>
        <source>Lay the land tiles at random from the seed (an undo step)</source>
        <translation>Rozložit díly krajiny náhodně podle semínka (jeden krok zpět)</translation>
    </message>
    <message>
        <source>&amp;Check 1000 Boards</source>
        <translation>&amp;Prověřit 1000 plánů</translation>
    </message>
    <message>
        <source>Lay 1000 random boards from the seed on and report how both rivers fare</source>
        <translation>Rozložit 1000 náhodných plánů od semínka dál a ukázat, jak si obě řeky vedou</translation>
    </message>
    <message>
        <source>&amp;Turn Tile</source>
        <translation>&amp;Otočit díl</translation>
    </message>
    <message>
        <source>Turn the selected land tile by a third (also R or a double-click on the tile)</source>
        <translation>Otočit vybraný díl krajiny o třetinu (také R nebo dvojklik na díl)</translation>
    </message>
    <message>
        <source>Terrain of the selected land hex (edits its land tile)</source>
        <translation>Krajina vybraného hexu (upraví jeho díl krajiny)</translation>
    </message>
    <message>
        <source>Crop of the selected land hex (farmland only)</source>
        <translation>Plodina vybraného hexu (jen na poli)</translation>
    </message>
    <message numerus="yes">
        <source>%n tie(s) on the courses (ringed): right-click a ringed hex to choose the river&apos;s way.</source>
        <translation>
            <numerusform>Míst, kde si řeka může vybrat cestu (zakroužkovaná): %n; pravým klepnutím na zakroužkovaný hex ji zvolíte.</numerusform>
            <numerusform>Míst, kde si řeka může vybrat cestu (zakroužkovaná): %n; pravým klepnutím na zakroužkovaný hex ji zvolíte.</numerusform>
            <numerusform>Míst, kde si řeka může vybrat cestu (zakroužkovaná): %n; pravým klepnutím na zakroužkovaný hex ji zvolíte.</numerusform>
        </translation>
    </message>
    <message>
        <source>River through %1 at %2</source>
        <translation>Řeka hranou %1 na hexu %2</translation>
    </message>
    <message>
        <source>The river&apos;s way at %1</source>
        <translation>Cesta řeky na hexu %1</translation>
    </message>
    <message>
        <source>Through %1 (the fixed order)</source>
        <translation>Hranou %1 (pevné pořadí)</translation>
    </message>
    <message>
        <source>Through %1</source>
        <translation>Hranou %1</translation>
    </message>
    <message>
        <source>Click a side of a hex to put or take a dam; drag a land tile to another slot; double-click it to turn it; right-click a ringed hex (a tie) to choose the river&apos;s way.</source>
        <translation>Klepnutím na hranu hexu postavíte nebo odstraníte přehradu; díl krajiny přetáhnete na jiné místo; dvojklikem jej otočíte; pravým klepnutím na zakroužkovaný hex (rovnost výšek) zvolíte cestu řeky.</translation>
    </message>
    <message>
        <source>Simulate Games…</source>
        <translation>Simulovat hry…</translation>
    </message>
    <message>
        <source>Play many random games of Dos Rios on the Simulate page: win rates, game length, watered hexes, bandit strikes</source>
        <translation>Odehrát mnoho náhodných her Dos Rios na stránce Simulace: podíly výher, délka hry, zavlažené hexy, přepadení bandity</translation>
    </message>
    <message>
        <source>A reading: rules page %1, unit T:%2</source>
        <translation>Výklad: stránka pravidel %1, jednotka T:%2</translation>
    </message>
    <message>
        <source>; the rivers join on %1 and end in the same lake or the city on %2.</source>
        <translation>; řeky se spojí na %1 a skončí ve stejném jezeře nebo ve městě na %2.</translation>
    </message>
    <message>
        <source>Both rivers end in the city: they have not joined.</source>
        <translation>Obě řeky končí ve městě: nespojily se.</translation>
    </message>
    <message>
        <source>Both rivers end in the lake at %1: they have not joined.</source>
        <translation>Obě řeky končí v jezeře na %1: nespojily se.</translation>
    </message>
    <message>
        <source>The seed of a random layout: Enter or New Layout lays it</source>
        <translation>Semínko náhodného rozložení: rozloží ho Enter nebo Nové rozložení</translation>
    </message>
</context>
<context>
    <name>Krajina::HexGamePage</name>
    <message>
        <source>The catalogue has no Dos Rios pieces.</source>
        <translation>Katalog nemá díly Dos Rios.</translation>
    </message>
    <message>
        <source>A game from seed %1 for %2 players.</source>
        <translation>Hra ze semínka %1 pro %2 hráče.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Nelze číst %1: %2</translation>
    </message>
    <message>
        <source>No game to save.</source>
        <translation>Není co uložit, žádná hra neběží.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Nelze zapsat %1: %2</translation>
    </message>
    <message>
        <source>Open Dos Rios Game Record</source>
        <translation>Otevřít záznam hry Dos Rios</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Záznamy her (*.json);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Save Dos Rios Game Record</source>
        <translation>Uložit záznam hry Dos Rios</translation>
    </message>
    <message>
        <source>Saved the game record to %1 (krajina-cli play replays it).</source>
        <translation>Záznam hry uložen do %1 (krajina-cli play ho přehraje).</translation>
    </message>
    <message>
        <source>off the board</source>
        <translation>mimo plán</translation>
    </message>
    <message>
        <source>the city</source>
        <translation>město</translation>
    </message>
    <message>
        <source>the road at %1</source>
        <translation>cesta u %1</translation>
    </message>
    <message>
        <source>Rio Grande waters %1 land hexes, Rio Moreno %2.</source>
        <translation>Rio Grande zavlažuje hexů krajiny: %1, Rio Moreno: %2.</translation>
    </message>
    <message>
        <source>Nothing to take back.</source>
        <translation>Není co vzít zpět.</translation>
    </message>
    <message>
        <source>Took back: %1</source>
        <translation>Vzato zpět: %1</translation>
    </message>
    <message>
        <source>Nothing to play again.</source>
        <translation>Není co zahrát znovu.</translation>
    </message>
    <message>
        <source>Played again: %1</source>
        <translation>Zahráno znovu: %1</translation>
    </message>
    <message>
        <source>Bandits on %1</source>
        <translation>Bandité na %1</translation>
    </message>
    <message>
        <source>Crop card (%1): 100 for each watered farmland hex of this crop to each player occupying it (a farmer or a building).</source>
        <translation>Karta plodiny (%1): 100 za každý zavlažený hex pole s touto plodinou každému hráči, který ho obsadil (farmářem nebo budovou).</translation>
    </message>
    <message>
        <source>Forest card: 1 wood for each watered forest hex to each player occupying it.</source>
        <translation>Karta lesa: 1 dřevo za každý zavlažený hex lesa každému hráči, který ho obsadil.</translation>
    </message>
    <message>
        <source>River card (%1): 100 for each farmland hex and 1 wood for each forest hex this river waters, to each player occupying it.</source>
        <translation>Karta řeky (%1): 100 za každý hex pole a 1 dřevo za každý hex lesa, které tato řeka zavlažuje, každému hráči, který ho obsadil.</translation>
    </message>
    <message>
        <source>Bandits: the 3 farmers standing highest on the river go to the city.</source>
        <translation>Bandité: 3 farmáři stojící na řece nejvýše jdou do města.</translation>
    </message>
    <message>
        <source>player %1 +%2 money and +%3 wood</source>
        <translation>hráč %1 +%2 peněz a +%3 dřeva</translation>
    </message>
    <message>
        <source>player %1 +%2 money</source>
        <translation>hráč %1 +%2 peněz</translation>
    </message>
    <message>
        <source>player %1 +%2 wood</source>
        <translation>hráč %1 +%2 dřeva</translation>
    </message>
    <message>
        <source>nobody gains anything</source>
        <translation>nikdo nic nezíská</translation>
    </message>
    <message>
        <source>Player %1 placed a farmer on %2.</source>
        <translation>Hráč %1 nasadil farmáře na %2.</translation>
    </message>
    <message numerus="yes">
        <source>Captured %n farmer(s) of player %1: to the city.</source>
        <translation>
            <numerusform>Sebrán %n farmář hráče %1: jde do města.</numerusform>
            <numerusform>Sebráni %n farmáři hráče %1: jdou do města.</numerusform>
            <numerusform>Sebráno %n farmářů hráče %1: jdou do města.</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1 built a farm on %2.</source>
        <translation>Hráč %1 postavil farmu na %2.</translation>
    </message>
    <message>
        <source>Player %1 built a hacienda on %2.</source>
        <translation>Hráč %1 postavil haziendu na %2.</translation>
    </message>
    <message>
        <source>Player %1 dammed the %2 side of %3 for one wood.</source>
        <translation>Hráč %1 přehradil za jedno dřevo hranu %2 hexu %3.</translation>
    </message>
    <message>
        <source>Player %1 ended the turn.</source>
        <translation>Hráč %1 ukončil tah.</translation>
    </message>
    <message>
        <source>Player %1 scored %2: %3.</source>
        <translation>Hráč %1 vyhodnotil kartu %2: %3.</translation>
    </message>
    <message>
        <source>Player %1 passed %2 to the back of the row.</source>
        <translation>Hráč %1 přesunul kartu %2 na konec řady.</translation>
    </message>
    <message>
        <source>Player %1 wins with 3 farms and the hacienda, all on a river!</source>
        <translation>Hráč %1 vyhrává se 3 farmami a haziendou, všemi na řece!</translation>
    </message>
    <message>
        <source>Player %1 wins with all farms and the hacienda built!</source>
        <translation>Hráč %1 vyhrává, postavil všechny farmy a haziendu!</translation>
    </message>
    <message>
        <source>Choose a hex first: click it, or move the cursor there with the arrow keys.</source>
        <translation>Nejdřív zvolte hex: klepněte na něj, nebo na něj přesuňte kurzor šipkami.</translation>
    </message>
    <message>
        <source>Hex %1</source>
        <translation>Hex %1</translation>
    </message>
    <message>
        <source>Place a Farmer Here</source>
        <translation>Nasadit sem farmáře</translation>
    </message>
    <message>
        <source>Build a Farm Here (F)</source>
        <translation>Postavit zde farmu (F)</translation>
    </message>
    <message>
        <source>Build a Hacienda Here (H)</source>
        <translation>Postavit zde haziendu (H)</translation>
    </message>
    <message>
        <source>Dam the %1 Side</source>
        <translation>Přehradit hranu %1</translation>
    </message>
    <message>
        <source>No game.</source>
        <translation>Žádná hra.</translation>
    </message>
    <message numerus="yes">
        <source>Set-up: player %1 places a farmer on an unoccupied inner hex (%n left).</source>
        <translation>
            <numerusform>Příprava: hráč %1 nasazuje farmáře na neobsazený vnitřní hex (zbývá %n).</numerusform>
            <numerusform>Příprava: hráč %1 nasazuje farmáře na neobsazený vnitřní hex (zbývají %n).</numerusform>
            <numerusform>Příprava: hráč %1 nasazuje farmáře na neobsazený vnitřní hex (zbývá %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1 has won with 3 farms and the hacienda, all on a river.</source>
        <translation>Hráč %1 vyhrál se 3 farmami a haziendou, všemi na řece.</translation>
    </message>
    <message>
        <source>Player %1 has won with all farms and the hacienda built.</source>
        <translation>Hráč %1 vyhrál, postavil všechny farmy a haziendu.</translation>
    </message>
    <message>
        <source>The game is over: the deck ran out and nobody won.</source>
        <translation>Hra skončila: došly karty a nikdo nevyhrál.</translation>
    </message>
    <message>
        <source>Player %1 to play (turn %2)</source>
        <translation>Na tahu je hráč %1 (tah %2)</translation>
    </message>
    <message>
        <source>Movement points left: %1 of %2</source>
        <translation>Zbývá pohybových akcí: %1 z %2</translation>
    </message>
    <message>
        <source>Built this turn: %1 of %2</source>
        <translation>Postaveno v tomto tahu: %1 ze %2</translation>
    </message>
    <message>
        <source>Scoring %1 now: %2.</source>
        <translation>Vyhodnocení karty %1 teď: %2.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>scored or passed at the end of the turn</source>
        <translation>na konci tahu se vyhodnotí, nebo přesune dozadu</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Peníze</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Dřevo</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Hráč %1</translation>
    </message>
    <message>
        <source>Player %1 (won)</source>
        <translation>Hráč %1 (vyhrál)</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>Na tahu</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Semínko:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Hráčů:</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nová hra</translation>
    </message>
    <message>
        <source>Open Record…</source>
        <translation>Otevřít záznam…</translation>
    </message>
    <message>
        <source>Play a Dos Rios game record move by move (krajina-cli play reads the same files)</source>
        <translation>Zahrát záznam hry Dos Rios tah po tahu (krajina-cli play čte tytéž soubory)</translation>
    </message>
    <message>
        <source>Save Record…</source>
        <translation>Uložit záznam…</translation>
    </message>
    <message>
        <source>Save this game as a Dos Rios game record</source>
        <translation>Uložit tuto hru jako záznam hry Dos Rios</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Take back the last move (%1)</source>
        <translation>Vzít zpět poslední tah (%1)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Znovu</translation>
    </message>
    <message>
        <source>Play the move taken back again (%1)</source>
        <translation>Znovu zahrát tah vzatý zpět (%1)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tah</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Build &amp;Farm</source>
        <translation>Postavit &amp;farmu</translation>
    </message>
    <message>
        <source>Build a farm (500) on the hex with the cursor (F)</source>
        <translation>Postavit farmu (500) na hexu s kurzorem (F)</translation>
    </message>
    <message>
        <source>Build &amp;Hacienda</source>
        <translation>Postavit &amp;haziendu</translation>
    </message>
    <message>
        <source>Build a hacienda (1000) on the hex with the cursor (H)</source>
        <translation>Postavit haziendu (1000) na hexu s kurzorem (H)</translation>
    </message>
    <message>
        <source>Score Card</source>
        <translation>Vyhodnotit kartu</translation>
    </message>
    <message>
        <source>Score the card in position 1 and end the turn (S)</source>
        <translation>Vyhodnotit kartu na pozici 1 a ukončit tah (S)</translation>
    </message>
    <message>
        <source>Pass Card</source>
        <translation>Přesunout kartu</translation>
    </message>
    <message>
        <source>Put the card in position 1 to the back of the row and end the turn (P)</source>
        <translation>Přesunout kartu z pozice 1 na konec řady a ukončit tah (P)</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Balíček: %n karta</numerusform>
            <numerusform>Balíček: %n karty</numerusform>
            <numerusform>Balíček: %n karet</numerusform>
        </translation>
    </message>
    <message>
        <source>discarded: %1</source>
        <translation>odhozeno: %1</translation>
    </message>
    <message>
        <source>The deck ran out: the game ends.</source>
        <translation>Balíček došel: hra končí.</translation>
    </message>
    <message>
        <source>Player %1 wins by the tie-break: most buildings, then money, then wood.</source>
        <translation>Hráč %1 vyhrává rozhodnutím shody: nejvíc budov, potom peněz, potom dřev.</translation>
    </message>
    <message>
        <source>The deck ran out: player %1 has won by the tie-break.</source>
        <translation>Balíček došel: hráč %1 vyhrál rozhodnutím shody.</translation>
    </message>
    <message>
        <source>Cannot keep the last game in %1: %2</source>
        <translation>Poslední hru nelze uchovat v %1: %2</translation>
    </message>
    <message>
        <source>Replace the Game?</source>
        <translation>Nahradit hru?</translation>
    </message>
    <message numerus="yes">
        <source>The game in progress has %n move(s) that are not saved in a record.</source>
        <translation>
            <numerusform>Rozehraná hra má %n tah, který není uložen v záznamu.</numerusform>
            <numerusform>Rozehraná hra má %n tahy, které nejsou uloženy v záznamu.</numerusform>
            <numerusform>Rozehraná hra má %n tahů, které nejsou uloženy v záznamu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save it as a game record first? A game replaced stays available as the last game (Last Game) until another one replaces it.</source>
        <translation>Uložit ji nejdřív jako záznam hry? Nahrazená hra zůstane k dispozici jako poslední hra (Poslední hra), dokud ji nenahradí jiná.</translation>
    </message>
    <message>
        <source>No last game to reopen.</source>
        <translation>Není žádná poslední hra k znovuotevření.</translation>
    </message>
    <message numerus="yes">
        <source>Reopened the last game (%n move(s)); the game it replaced is now the last game.</source>
        <translation>
            <numerusform>Znovu otevřena poslední hra (%n tah); hra, kterou nahradila, je teď poslední hrou.</numerusform>
            <numerusform>Znovu otevřena poslední hra (%n tahy); hra, kterou nahradila, je teď poslední hrou.</numerusform>
            <numerusform>Znovu otevřena poslední hra (%n tahů); hra, kterou nahradila, je teď poslední hrou.</numerusform>
        </translation>
    </message>
    <message>
        <source>dos-rios-seed-%1-%2-players.json</source>
        <translation>dos-rios-seminko-%1-%2-hraci.json</translation>
    </message>
    <message>
        <source>from off the board</source>
        <translation>z místa mimo plán</translation>
    </message>
    <message>
        <source>from the city</source>
        <translation>z města</translation>
    </message>
    <message>
        <source>from the road at %1</source>
        <translation>z cesty u %1</translation>
    </message>
    <message>
        <source>from %1</source>
        <comment>a farmer moved from a hex</comment>
        <translation>z %1</translation>
    </message>
    <message>
        <source>to the city</source>
        <translation>do města</translation>
    </message>
    <message>
        <source>to the road at %1</source>
        <translation>na cestu u %1</translation>
    </message>
    <message>
        <source>to %1</source>
        <comment>a farmer moved to a hex</comment>
        <translation>na %1</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Odmítnuto: %1</translation>
    </message>
    <message>
        <source>The move was not played; nothing changed (rule %1).</source>
        <translation>Tah nebyl zahrán; nic se nezměnilo (pravidlo %1).</translation>
    </message>
    <message numerus="yes">
        <source>Player %1 moved two farmers %2 %3 (%n movement point(s)).</source>
        <translation>
            <numerusform>Hráč %1 přesunul dva farmáře %2 %3 (%n pohybová akce).</numerusform>
            <numerusform>Hráč %1 přesunul dva farmáře %2 %3 (%n pohybové akce).</numerusform>
            <numerusform>Hráč %1 přesunul dva farmáře %2 %3 (%n pohybových akcí).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Player %1 moved a farmer %2 %3 (%n movement point(s)).</source>
        <translation>
            <numerusform>Hráč %1 přesunul farmáře %2 %3 (%n pohybová akce).</numerusform>
            <numerusform>Hráč %1 přesunul farmáře %2 %3 (%n pohybové akce).</numerusform>
            <numerusform>Hráč %1 přesunul farmáře %2 %3 (%n pohybových akcí).</numerusform>
        </translation>
    </message>
    <message>
        <source>The deck ran out: the discards were shuffled into a new deck.</source>
        <translation>Balíček došel: odhozené karty byly zamíchány do nového balíčku.</translation>
    </message>
    <message>
        <source>Bandits on %1: no farmer on the river to take.</source>
        <translation>Bandité na řece %1: na řece není žádný farmář, kterého by odvedli.</translation>
    </message>
    <message>
        <source>player %1&apos;s farmer from %2</source>
        <translation>farmáře hráče %1 z %2</translation>
    </message>
    <message>
        <source>Bandits on %1 sent to the city: %2.</source>
        <translation>Bandité na řece %1 poslali do města: %2.</translation>
    </message>
    <message>
        <source>Last Game</source>
        <translation>Poslední hra</translation>
    </message>
    <message>
        <source>Reopen the game that New Game or Open Record replaced last</source>
        <translation>Znovu otevřít hru, kterou naposledy nahradila Nová hra nebo Otevřít záznam</translation>
    </message>
    <message>
        <source>The Board page has no layout to play on: lay one out there, or take the board from the seed.</source>
        <translation>Stránka Plán nemá rozložení, na kterém by se dalo hrát: rozložte ho tam, nebo vezměte plán ze semínka.</translation>
    </message>
    <message>
        <source>Player %1 places first: drag a farmer from the tray (lower left) onto an unoccupied inner hex, or click the hex.</source>
        <translation>První nasazuje hráč %1: přetáhněte farmáře ze zásobníku (vlevo dole) na neobsazený vnitřní hex, nebo na hex klepněte.</translation>
    </message>
    <message>
        <source>A new game on the Board page&apos;s layout for %1 players, the cards from seed %2.</source>
        <translation>Nová hra na rozložení ze stránky Plán pro %1 hráče, karty ze semínka %2.</translation>
    </message>
    <message>
        <source>A new game from seed %1 for %2 players.</source>
        <translation>Nová hra ze semínka %1 pro %2 hráče.</translation>
    </message>
    <message>
        <source>A game on the layout of its record for %1 players, the cards from seed %2.</source>
        <translation>Hra na rozložení ze svého záznamu pro %1 hráče, karty ze semínka %2.</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Losem</translation>
    </message>
    <message>
        <source>dos-rios-layout-seed-%1-%2-players.json</source>
        <translation>dos-rios-rozlozeni-seminko-%1-%2-hraci.json</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Plán:</translation>
    </message>
    <message>
        <source>From the seed</source>
        <translation>Ze semínka</translation>
    </message>
    <message>
        <source>This layout</source>
        <translation>Toto rozložení</translation>
    </message>
    <message>
        <source>The board of a new game: the one the seed lays, or the layout of the Board page (its tiles, turns, outflows and dams)</source>
        <translation>Plán nové hry: ten, který rozloží semínko, nebo rozložení ze stránky Plán (jeho díly krajiny, jejich otočení, odtoky a přehrady)</translation>
    </message>
    <message>
        <source>The seed of a new game: it shuffles the cards, draws the start player and, from the seed, lays the board</source>
        <translation>Semínko nové hry: zamíchá karty, vylosuje začínajícího hráče a u plánu ze semínka rozloží plán</translation>
    </message>
    <message>
        <source>S&amp;tart:</source>
        <translation>&amp;Začíná:</translation>
    </message>
    <message>
        <source>Who places the first farmer and moves first: drawn from the seed, or the player chosen</source>
        <translation>Kdo nasazuje prvního farmáře a táhne první: vylosovaný ze semínka, nebo zvolený hráč</translation>
    </message>
    <message>
        <source>Set up a game: the board, the cards and the start player</source>
        <translation>Připravit hru: plán, karty a začínajícího hráče</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Pravidla hry</translation>
    </message>
    <message>
        <source>Read the Dos Rios rules in the Rules tab</source>
        <translation>Přečíst pravidla Dos Rios na kartě Pravidla</translation>
    </message>
    <message>
        <source>Wood: a dam costs one</source>
        <translation>Dřevo: přehrada stojí jedno</translation>
    </message>
    <message>
        <source>Farms</source>
        <translation>Farmy</translation>
    </message>
    <message>
        <source>Farms left to build</source>
        <translation>Farmy, které zbývá postavit</translation>
    </message>
    <message>
        <source>Hac.</source>
        <comment>short for hacienda</comment>
        <translation>Haz.</translation>
    </message>
    <message>
        <source>Hacienda left to build (1 or 0)</source>
        <translation>Hazienda, kterou zbývá postavit (1, nebo 0)</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Město</translation>
    </message>
    <message>
        <source>Farmers in the city</source>
        <translation>Farmáři ve městě</translation>
    </message>
    <message>
        <source>Drag a farmer to move it (with Shift two together); at the set-up drag one from the tray or click an inner hex. Click a side of a hex to dam it. Right-click a hex to build or dam. Keys: arrows move the cursor, Space picks a farmer up and puts it down, F and H build, S and P score or pass the card, Ctrl+Z and Ctrl+Shift+Z undo and redo. Where a dam or the first farmer leaves a river a choice of way, its sides are numbered on the board: click one or press its number.</source>
        <translation>Přetažením farmáře ho přesunete (se Shiftem dva najednou); při přípravě přetáhněte farmáře ze zásobníku nebo klepněte na vnitřní hex. Klepnutím na hranu hexu ji přehradíte. Pravým klepnutím na hex stavíte nebo přehrazujete. Klávesy: šipky posouvají kurzor, mezerník farmáře zvedne a položí, F a H stavějí, S a P kartu vyhodnotí nebo přesunou, Ctrl+Z a Ctrl+Shift+Z berou zpět a opakují. Kde přehrada nebo první farmář nechá řece na výběr cestu, jsou její hrany na plánu očíslované: klepněte na jednu nebo stiskněte její číslo.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Player %1 chooses the way: %2 may leave %3 by %4 and leaves by %5 now. Click a numbered marker or press its number to lead it another way; the next move keeps it as it runs.</source>
        <translation>Hráč %1 volí cestu: %2 smí z hexu %3 odtéct hranou %4, teď teče hranou %5. Klepnutím na očíslovanou značku nebo stiskem jejího čísla ji povedete jinudy; další tah ji nechá téct, jak teče.</translation>
    </message>
    <message>
        <source>The river leaves %1 by %2.</source>
        <translation>Řeka odtéká z hexu %1 hranou %2.</translation>
    </message>
    <message>
        <source>Refused for one farmer: %1 Two farmers may enter %2 together, one %3 and one from another hex next to it. Bring the second: click a marked hex or press its number (%4); Esc cancels.</source>
        <translation>Pro jednoho farmáře odmítnuto: %1 Na %2 smějí vstoupit dva farmáři společně, jeden %3 a druhý z jiného sousedního hexu. Přiveďte druhého: klepněte na označený hex nebo stiskněte jeho číslo (%4); Esc nabídku zruší.</translation>
    </message>
    <message>
        <source>Rule option %1: two farmers capture together also from two hexes, one from each (1 movement point each). Two capture one anywhere; two capture two only when both hexes are higher.</source>
        <translation>Volba pravidel %1: dva farmáři berou společně i ze dvou hexů, z každého jeden (každý za 1 pohybovou akci). Dva seberou jednoho kdekoli; dva seberou dva, jen když jsou oba hexy výše.</translation>
    </message>
    <message>
        <source>No second farmer: no farmer moved.</source>
        <translation>Bez druhého farmáře: žádný farmář se nepohnul.</translation>
    </message>
    <message numerus="yes">
        <source>Player %1 moved two farmers, one %2 and one %3, %4 (%n movement point(s)).</source>
        <translation>
            <numerusform>Hráč %1 přesunul dva farmáře, jednoho %2 a jednoho %3, %4 (%n pohybová akce).</numerusform>
            <numerusform>Hráč %1 přesunul dva farmáře, jednoho %2 a jednoho %3, %4 (%n pohybové akce).</numerusform>
            <numerusform>Hráč %1 přesunul dva farmáře, jednoho %2 a jednoho %3, %4 (%n pohybových akcí).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Krajina::HexGameView</name>
    <message>
        <source>Player %1 places:</source>
        <translation>Hráč %1 nasazuje:</translation>
    </message>
    <message>
        <source>Farm of player %1</source>
        <translation>Farma hráče %1</translation>
    </message>
    <message>
        <source>Hacienda of player %1</source>
        <translation>Hazienda hráče %1</translation>
    </message>
    <message numerus="yes">
        <source>Player %1: %n farmer(s)</source>
        <translation>
            <numerusform>Hráč %1: %n farmář</numerusform>
            <numerusform>Hráč %1: %n farmáři</numerusform>
            <numerusform>Hráč %1: %n farmářů</numerusform>
        </translation>
    </message>
    <message>
        <source>Farmers still to place: drag one onto an unoccupied inner hex, or click the hex.</source>
        <translation>Farmáři k nasazení: přetáhněte jednoho na neobsazený vnitřní hex, nebo na hex klepněte.</translation>
    </message>
    <message>
        <source>Watered by both rivers</source>
        <translation>Zavlažují ho obě řeky</translation>
    </message>
    <message>
        <source>Watered by %1</source>
        <translation>Zavlažuje ho %1</translation>
    </message>
    <message>
        <source>Click, or press Space: a farmer from here enters %1 too.</source>
        <translation>Klepněte nebo stiskněte mezerník: farmář odsud vstoupí na %1 také.</translation>
    </message>
</context>
<context>
    <name>Krajina::HexHeatMapView</name>
    <message>
        <source>Hexes:</source>
        <translation>Hexy:</translation>
    </message>
    <message>
        <source>What the hexes are shaded by</source>
        <translation>Podle čeho jsou hexy vybarveny</translation>
    </message>
    <message>
        <source>Run a simulation to shade the hexes</source>
        <translation>Spusťte simulaci a hexy se vybarví</translation>
    </message>
</context>
<context>
    <name>Krajina::HexPieceProperties</name>
    <message>
        <source>No Dos Rios piece &quot;%1&quot;</source>
        <translation>Díl Dos Rios „%1“ neexistuje</translation>
    </message>
    <message>
        <source>A frame piece lies where its hexes say; a river leaves a mountain lake through the chosen one of its marked outflows.</source>
        <translation>Okrajový díl leží tam, kde říkají jeho hexy; řeka vytéká z horského plesa zvoleným z jeho vyznačených odtoků.</translation>
    </message>
    <message>
        <source>A land tile is three hexes in a triangle; on the board it may lie in any slot, turned by a third.</source>
        <translation>Díl krajiny tvoří tři hexy do trojúhelníku; na plánu smí ležet na kterémkoli místě, otočený o třetinu.</translation>
    </message>
    <message>
        <source>Hex %1:</source>
        <translation>Hex %1:</translation>
    </message>
    <message>
        <source>Change hex %1 of %2</source>
        <translation>Změnit hex %1 dílu %2</translation>
    </message>
    <message>
        <source>Terrain of this hex: mountain &gt; highland &gt; forest &gt; farmland &gt; lake = city = road</source>
        <translation>Krajina tohoto hexu: hory &gt; vrchovina &gt; les &gt; pole &gt; jezero = město = cesta</translation>
    </message>
    <message>
        <source>Crop of a farmland hex</source>
        <translation>Plodina hexu s polem</translation>
    </message>
    <message>
        <source>The river rising in this mountain lake</source>
        <translation>Řeka, která v tomto horském plese pramení</translation>
    </message>
    <message>
        <source>A marked possible outflow of the mountain lake</source>
        <translation>Vyznačený možný odtok horského plesa</translation>
    </message>
</context>
<context>
    <name>Krajina::JczGame</name>
    <message>
        <source>line %1, column %2</source>
        <translation>řádek %1, sloupec %2</translation>
    </message>
    <message>
        <source>expected the list of players</source>
        <translation>očekáván seznam hráčů</translation>
    </message>
    <message>
        <source>expected a player</source>
        <translation>očekáván hráč</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>hráč %1</translation>
    </message>
    <message>
        <source>expected 1 to %1 players</source>
        <translation>očekáváno 1 až %1 hráčů</translation>
    </message>
    <message>
        <source>expected the tile sets in play</source>
        <translation>očekávány sady kartiček ve hře</translation>
    </message>
    <message>
        <source>expected how many copies of the set are in play</source>
        <translation>očekáváno, kolik kopií sady je ve hře</translation>
    </message>
    <message>
        <source>the expansion &quot;%1&quot;</source>
        <translation>rozšíření „%1“</translation>
    </message>
    <message>
        <source>the set &quot;%1&quot; more than once</source>
        <translation>sadu „%1“ víckrát</translation>
    </message>
    <message>
        <source>edition %1 of &quot;%2&quot;</source>
        <translation>vydání %1 „%2“</translation>
    </message>
    <message>
        <source>followers a player: %1 (Krajina&apos;s players have %2)</source>
        <translation>figurek na hráče: %1 (hráči Krajiny mají %2)</translation>
    </message>
    <message>
        <source>the element &quot;farmers&quot; switched off</source>
        <translation>vypnutý prvek „farmers“</translation>
    </message>
    <message>
        <source>the figure or element &quot;%1&quot;</source>
        <translation>figurku nebo prvek „%1“</translation>
    </message>
    <message>
        <source>expected &quot;2&quot; or &quot;4&quot;</source>
        <translation>očekáváno „2“ nebo „4“</translation>
    </message>
    <message>
        <source>the rule &quot;%1&quot;</source>
        <translation>pravidlo „%1“</translation>
    </message>
    <message>
        <source>expected the expansions in play</source>
        <translation>očekávána rozšíření ve hře</translation>
    </message>
    <message>
        <source>the capability &quot;%1&quot;</source>
        <translation>schopnost „%1“</translation>
    </message>
    <message>
        <source>expected a tile id</source>
        <translation>očekáván identifikátor kartičky</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tile of the expansions in play (%2)</source>
        <translation>„%1“ není kartička rozšíření ve hře (%2)</translation>
    </message>
    <message>
        <source>expected one start tile (Krajina starts from one)</source>
        <translation>očekávána jedna startovní kartička (Krajina začíná z jedné)</translation>
    </message>
    <message>
        <source>expected the start tile&apos;s &quot;x&quot; and &quot;y&quot;</source>
        <translation>očekáváno „x“ a „y“ startovní kartičky</translation>
    </message>
    <message>
        <source>expected 0, 90, 180 or 270</source>
        <translation>očekáváno 0, 90, 180 nebo 270</translation>
    </message>
    <message>
        <source>Krajina lays the start tile at [0, 0]</source>
        <translation>Krajina pokládá startovní kartičku na [0, 0]</translation>
    </message>
    <message>
        <source>the start tile</source>
        <translation>startovní kartička</translation>
    </message>
    <message>
        <source>expected [x, y]</source>
        <translation>očekáváno [x, y]</translation>
    </message>
    <message>
        <source>the figure &quot;%1&quot;</source>
        <translation>figurku „%1“</translation>
    </message>
    <message>
        <source>a follower on &quot;%1&quot;</source>
        <translation>figurku na „%1“</translation>
    </message>
    <message>
        <source>a follower goes on the tile just placed, at [%1, %2]</source>
        <translation>figurka patří na právě položenou kartičku, na [%1, %2]</translation>
    </message>
    <message>
        <source>expected an action</source>
        <translation>očekávána akce</translation>
    </message>
    <message>
        <source>expected a player number from 0 to %1</source>
        <translation>očekáváno číslo hráče od 0 do %1</translation>
    </message>
    <message>
        <source>expected &quot;R0&quot;, &quot;R90&quot;, &quot;R180&quot; or &quot;R270&quot;</source>
        <translation>očekáváno „R0“, „R90“, „R180“ nebo „R270“</translation>
    </message>
    <message>
        <source>%1 before any tile is placed</source>
        <translation>%1 dřív, než je položena kartička</translation>
    </message>
    <message>
        <source>expected &quot;REMOVE&quot; or &quot;DEPLOY&quot;</source>
        <translation>očekáváno „REMOVE“ nebo „DEPLOY“</translation>
    </message>
    <message>
        <source>the action &quot;%1&quot;</source>
        <translation>akci „%1“</translation>
    </message>
    <message>
        <source>Krajina checks &quot;NAME has N points&quot; and &quot;NAME scored FEATURE for N points&quot; only</source>
        <translation>Krajina kontroluje jen „NAME has N points“ a „NAME scored FEATURE for N points“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a player of this game (%2)</source>
        <translation>„%1“ není hráčem této hry (%2)</translation>
    </message>
    <message>
        <source>expected a number of points from 0 to 1000000</source>
        <translation>očekáván počet bodů od 0 do 1000000</translation>
    </message>
    <message>
        <source>more choices for the crop circle than players</source>
        <translation>více voleb pro kruh v obilí, než je hráčů</translation>
    </message>
    <message>
        <source>at most %1 assertions</source>
        <translation>nejvýše %1 tvrzení</translation>
    </message>
    <message>
        <source>Krajina scores no &quot;%1&quot;</source>
        <translation>Krajina nic jako „%1“ nehodnotí</translation>
    </message>
    <message>
        <source>line %1, column %2: not valid JSON: %3</source>
        <translation>řádek %1, sloupec %2: neplatný JSON: %3</translation>
    </message>
    <message>
        <source>a JCloisterZone saved game is a JSON object with &quot;setup&quot; and &quot;replay&quot;</source>
        <translation>uložená hra JCloisterZone je objekt JSON se členy „setup“ a „replay“</translation>
    </message>
    <message>
        <source>expected &quot;sets&quot; (JCloisterZone 5) or &quot;expansions&quot; (JCloisterZone 4)</source>
        <translation>očekáváno „sets“ (JCloisterZone 5) nebo „expansions“ (JCloisterZone 4)</translation>
    </message>
    <message>
        <source>no expansion Krajina has</source>
        <translation>žádné rozšíření, které Krajina má</translation>
    </message>
    <message>
        <source>Krajina cannot replay this game: it uses %1 (Krajina has the base game, The River I and II and Crop Circles I and II)</source>
        <translation>Krajina tuto hru nepřehraje: používá %1 (Krajina má základní hru, Řeku I a II a Kruhy v obilí I a II)</translation>
    </message>
    <message>
        <source>players: %1</source>
        <translation>hráči: %1</translation>
    </message>
    <message>
        <source>a JCloisterZone %1 saved game</source>
        <translation>uložená hra JCloisterZone %1</translation>
    </message>
    <message>
        <source>a JCloisterZone saved game (JCloisterZone %1)</source>
        <translation>uložená hra JCloisterZone (JCloisterZone %1)</translation>
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
    <message>
        <source>a new catalogue</source>
        <translation>nový katalog</translation>
    </message>
    <message>
        <source>Restore Unsaved Changes</source>
        <translation>Obnovit neuložené změny</translation>
    </message>
    <message>
        <source>Krajina did not close properly. Unsaved changes to %1 were kept at %2. Restore them?</source>
        <translation>Krajina nebyla řádně ukončena. Neuložené změny v %1 byly uchovány v %2. Obnovit je?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Obnovit</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Zahodit</translation>
    </message>
    <message>
        <source>Cannot Restore</source>
        <translation>Nelze obnovit</translation>
    </message>
    <message>
        <source>&amp;Catalogue</source>
        <translation>Kata&amp;log</translation>
    </message>
    <message>
        <source>Wiki</source>
        <translation>Wiki</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Bez názvu</translation>
    </message>
    <message>
        <source>New catalogue: %1</source>
        <translation>Nový katalog: %1</translation>
    </message>
    <message>
        <source>Open Folder</source>
        <translation>Otevřít složku</translation>
    </message>
    <message>
        <source>Open %1 in the file manager</source>
        <translation>Otevřít %1 ve správci souborů</translation>
    </message>
    <message>
        <source>Export to JCloisterZone XML</source>
        <translation>Export do XML pro JCloisterZone</translation>
    </message>
    <message>
        <source>&lt;p&gt;JCloisterZone XML cannot hold everything this catalogue holds. %1 will lack:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;An expansion&apos;s English name is kept as the title of a JCloisterZone add-on. Everything stays in the catalogue itself: save it as a .krajina file.&lt;/p&gt;</source>
        <translation>&lt;p&gt;XML pro JCloisterZone neudrží vše, co tento katalog obsahuje. V souboru %1 bude chybět:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;Anglický název rozšíření zůstane jako název doplňku JCloisterZone. Vše zůstává v katalogu samotném: uložte ho jako soubor .krajina.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportovat</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n tile picture(s) to %1</source>
        <translation>
            <numerusform>Zapsán %n obrázek kartičky do %1</numerusform>
            <numerusform>Zapsány %n obrázky kartiček do %1</numerusform>
            <numerusform>Zapsáno %n obrázků kartiček do %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote the tile sheets to %1</source>
        <translation>Archy kartiček zapsány do %1</translation>
    </message>
    <message>
        <source>Restored the unsaved changes to %1</source>
        <translation>Obnoveny neuložené změny: %1</translation>
    </message>
</context>
<context>
    <name>Krajina::MediaWikiClient</name>
    <message>
        <source>no wiki address given</source>
        <translation>chybí adresa wiki</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>zrušeno</translation>
    </message>
    <message>
        <source>cannot reach %1: %2</source>
        <translation>%1 není k zastižení: %2</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2 %3</source>
        <translation>%1 odpověděl HTTP %2 %3</translation>
    </message>
    <message>
        <source>%1 did not answer like a MediaWiki API (is the address that of api.php?)</source>
        <translation>%1 neodpovídá jako API MediaWiki (je to adresa api.php?)</translation>
    </message>
    <message>
        <source>the site does not say it runs MediaWiki</source>
        <translation>web neuvádí, že běží na MediaWiki</translation>
    </message>
    <message>
        <source>the wiki refused the login of %1: %2 (use a bot password: Special:BotPasswords, user name &quot;Name@app&quot;)</source>
        <translation>wiki odmítla přihlášení %1: %2 (použijte heslo pro roboty: Speciální:Hesla_pro_roboty, uživatelské jméno „Jméno@aplikace“)</translation>
    </message>
    <message>
        <source>the wiki accepted the login but does not keep the session (cookies)</source>
        <translation>wiki přihlášení přijala, ale neudrží relaci (cookies)</translation>
    </message>
    <message>
        <source>log in to the wiki first</source>
        <translation>nejprve se přihlaste k wiki</translation>
    </message>
    <message>
        <source>the wiki did not save the edit (%1)</source>
        <translation>wiki úpravu neuložila (%1)</translation>
    </message>
    <message>
        <source>%1 did not answer like a MediaWiki API (HTTP %2; is the address that of api.php?)</source>
        <translation>%1 neodpovídá jako API MediaWiki (HTTP %2; je to adresa api.php?)</translation>
    </message>
    <message>
        <source>the wiki answered with a page that was not asked for: &quot;%1&quot;</source>
        <translation>wiki odpověděla stránkou, na kterou se Krajina neptala: „%1“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a web address</source>
        <translation>„%1“ není webová adresa</translation>
    </message>
    <message>
        <source>%1 is not an http or https address</source>
        <translation>%1 není adresa http ani https</translation>
    </message>
    <message>
        <source>the address %1 holds a user name or password: give the address without it and log in with the bot password instead</source>
        <translation>adresa %1 obsahuje uživatelské jméno nebo heslo: zadejte adresu bez nich a přihlaste se heslem pro roboty</translation>
    </message>
    <message>
        <source>%1 is plain http to another machine: the password and the pages would travel unencrypted; use https</source>
        <translation>%1 je nešifrované http na jiný počítač: heslo i stránky by putovaly nezašifrované; použijte https</translation>
    </message>
    <message numerus="yes">
        <source>the run took longer than %n s, the limit of one run; nothing more was asked</source>
        <translation>
            <numerusform>běh trval déle než %n s, což je limit jednoho běhu; na nic dalšího se Krajina neptala</numerusform>
            <numerusform>běh trval déle než %n s, což je limit jednoho běhu; na nic dalšího se Krajina neptala</numerusform>
            <numerusform>běh trval déle než %n s, což je limit jednoho běhu; na nic dalšího se Krajina neptala</numerusform>
        </translation>
    </message>
    <message>
        <source>the wiki sent more than %1 MB in one run, the limit; nothing more was asked</source>
        <translation>wiki poslala během jednoho běhu víc než %1 MB, což je limit; na nic dalšího se Krajina neptala</translation>
    </message>
    <message numerus="yes">
        <source>the wiki stopped answering after %n s</source>
        <translation>
            <numerusform>wiki přestala odpovídat po %n s</numerusform>
            <numerusform>wiki přestala odpovídat po %n s</numerusform>
            <numerusform>wiki přestala odpovídat po %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the wiki did not finish its answer within %n s, the limit of one request</source>
        <translation>
            <numerusform>wiki nedokončila odpověď do %n s, což je limit jednoho požadavku</numerusform>
            <numerusform>wiki nedokončila odpověď do %n s, což je limit jednoho požadavku</numerusform>
            <numerusform>wiki nedokončila odpověď do %n s, což je limit jednoho požadavku</numerusform>
        </translation>
    </message>
    <message>
        <source>the wiki&apos;s compressed answer unpacks to more than %1 MB, the limit of one answer (a compression bomb?)</source>
        <translation>komprimovaná odpověď wiki se rozbalí na víc než %1 MB, což je limit jedné odpovědi (kompresní bomba?)</translation>
    </message>
    <message>
        <source>the wiki&apos;s answer is larger than %1 MB, the limit of one answer</source>
        <translation>odpověď wiki je větší než %1 MB, což je limit jedné odpovědi</translation>
    </message>
    <message>
        <source>the wiki sent more than %1 MB in one run, the limit</source>
        <translation>wiki poslala během jednoho běhu víc než %1 MB, což je limit</translation>
    </message>
    <message>
        <source>%1 redirected a request that carries a form (the login or an edit) to %2: refused, a form is never sent on</source>
        <translation>%1 přesměroval požadavek s formulářem (přihlášení nebo úpravu) na %2: odmítnuto, formulář se nikdy neposílá dál</translation>
    </message>
    <message>
        <source>%1 redirected to %2, another site: refused (if that is the wiki, give its address)</source>
        <translation>%1 přesměroval na %2, tedy na jiný web: odmítnuto (je-li to ta wiki, zadejte její adresu)</translation>
    </message>
    <message numerus="yes">
        <source>%1 redirects in a loop (more than %n redirects)</source>
        <translation>
            <numerusform>%1 přesměrovává dokola (víc než %n přesměrování)</numerusform>
            <numerusform>%1 přesměrovává dokola (víc než %n přesměrování)</numerusform>
            <numerusform>%1 přesměrovává dokola (víc než %n přesměrování)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 redirected from https to plain http: refused</source>
        <translation>%1 přesměroval z https na nešifrované http: odmítnuto</translation>
    </message>
    <message>
        <source>%1 sent a compressed answer that unpacks to far more than was sent (a compression bomb?): refused</source>
        <translation>%1 poslal komprimovanou odpověď, která se rozbalí na mnohem víc, než kolik přišlo (kompresní bomba?): odmítnuto</translation>
    </message>
    <message>
        <source>%1: the answer broke off: %2</source>
        <translation>%1: odpověď se přerušila: %2</translation>
    </message>
    <message>
        <source>the wiki asked to continue where it had already continued (%1): it would be read forever</source>
        <translation>wiki žádá o pokračování tam, kde se už pokračovalo (%1): četlo by se donekonečna</translation>
    </message>
    <message numerus="yes">
        <source>the wiki asked to continue more than %n times for one batch of pages, the limit</source>
        <translation>
            <numerusform>wiki žádá u jedné dávky stránek o pokračování víc než %n krát, což je limit</numerusform>
            <numerusform>wiki žádá u jedné dávky stránek o pokračování víc než %n krát, což je limit</numerusform>
            <numerusform>wiki žádá u jedné dávky stránek o pokračování víc než %n krát, což je limit</numerusform>
        </translation>
    </message>
    <message>
        <source>the wiki refuses the title</source>
        <translation>wiki název odmítá</translation>
    </message>
    <message>
        <source>the wiki&apos;s answer holds no translation units (list=messagecollection)</source>
        <translation>odpověď wiki neobsahuje žádné překladové jednotky (list=messagecollection)</translation>
    </message>
    <message>
        <source>the wiki named a translation unit &quot;%1&quot; that has no number</source>
        <translation>wiki uvedla překladovou jednotku „%1“ bez čísla</translation>
    </message>
    <message>
        <source>%1 is not marked for translation on the wiki</source>
        <translation>%1 není na wiki označena k překladu</translation>
    </message>
    <message numerus="yes">
        <source>the wiki asked to continue more than %n times for the translation units of one page, the limit</source>
        <translation>
            <numerusform>wiki požádala o pokračování víc než %nkrát u překladových jednotek jedné stránky, což je limit</numerusform>
            <numerusform>wiki požádala o pokračování víc než %nkrát u překladových jednotek jedné stránky, což je limit</numerusform>
            <numerusform>wiki požádala o pokračování víc než %nkrát u překladových jednotek jedné stránky, což je limit</numerusform>
        </translation>
    </message>
    <message>
        <source>the wiki did not mark the page for translation (%1)</source>
        <translation>wiki stránku neoznačila k překladu (%1)</translation>
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
    <name>Krajina::PictureExport</name>
    <message>
        <source>%1: there is nothing to draw</source>
        <translation>%1: není co nakreslit</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Nelze zapsat %1: %2</translation>
    </message>
    <message>
        <source>%1: pictures are saved as .png or .svg</source>
        <translation>%1: obrázky se ukládají jako .png nebo .svg</translation>
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
    <message>
        <source>Question</source>
        <extracomment>Severity of a lint finding that asks a maintainer a question</extracomment>
        <translation>Otázka</translation>
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
    <message numerus="yes">
        <source>%n question(s)</source>
        <extracomment>Lint findings that ask a maintainer a question</extracomment>
        <translation>
            <numerusform>%n otázka</numerusform>
            <numerusform>%n otázky</numerusform>
            <numerusform>%n otázek</numerusform>
        </translation>
    </message>
    <message>
        <source>Quick Fix</source>
        <translation>Rychlá oprava</translation>
    </message>
    <message>
        <source>Checking the tiles…</source>
        <extracomment>The Problems panel while a big catalogue is checked in the background</extracomment>
        <translation>Kontroluji kartičky…</translation>
    </message>
    <message>
        <source>Repair the selected problem in one step, where it has one repair</source>
        <translation>Opravit vybraný problém jedním krokem, má-li jedinou opravu</translation>
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
    <name>Krajina::RecordErrors</name>
    <message>
        <source>line %1, column %2</source>
        <translation>řádek %1, sloupec %2</translation>
    </message>
    <message>
        <source>%1: not valid JSON: %2</source>
        <translation>%1: neplatný JSON: %2</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation>očekáváno celé číslo od %1 do %2</translation>
    </message>
    <message>
        <source>expected a list of %1 whole numbers, one per player</source>
        <translation>očekáván seznam %1 celých čísel, jedno na hráče</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>očekáváno celé číslo</translation>
    </message>
</context>
<context>
    <name>Krajina::ReferenceText</name>
    <message numerus="yes">
        <source>repeats %n words in a row from the reference text: “%1”</source>
        <translation>
            <numerusform>přebírá z referenčního textu %n slovo v řadě: „%1“</numerusform>
            <numerusform>přebírá z referenčního textu %n slova v řadě: „%1“</numerusform>
            <numerusform>přebírá z referenčního textu %n slov v řadě: „%1“</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Krajina::RiverRules</name>
    <message>
        <source>a river tile left could then find nowhere to go for some order in which the river tiles may come, and another placement avoids that</source>
        <translation>některá ze zbývajících kartiček řeky by pak při některém pořadí, v jakém mohou kartičky řeky přijít, neměla kam jít, a jiné umístění tomu předejde</translation>
    </message>
    <message>
        <source>none of its river ends meets an open end of the river at %1</source>
        <translation>žádný z jejích konců řeky na %1 nenavazuje na otevřený konec řeky</translation>
    </message>
    <message>
        <source>its %1 and %2 river ends would join two open ends of the river</source>
        <translation>její %1 a %2 konec řeky by spojily dva otevřené konce řeky</translation>
    </message>
    <message>
        <source>the river would curve %1 twice in a row (the tile upstream at %2 curves %1 too)</source>
        <translation>řeka by se dvakrát po sobě stočila %1 (kartička proti proudu na %2 se také stáčí %1)</translation>
    </message>
    <message>
        <source>this would be the third curve to the %1 with only straight tiles between them</source>
        <translation>byla by to třetí zatáčka %1 a mezi nimi jsou jen rovné kartičky</translation>
    </message>
    <message>
        <source>it closes the last open end of the river while river tiles remain</source>
        <translation>uzavírá poslední otevřený konec řeky, přestože ještě zbývají kartičky řeky</translation>
    </message>
    <message>
        <source>its %1 river end would face %2, where no remaining river tile can continue it</source>
        <translation>její %1 konec řeky by mířil na %2, kde v řece nemůže pokračovat žádná zbývající kartička</translation>
    </message>
    <message>
        <source>the lakes left could not each end a branch</source>
        <translation>zbývající jezera by nemohla každé ukončit jedno rameno</translation>
    </message>
    <message>
        <source>%1 could then go nowhere on the river</source>
        <translation>%1 by pak na řece neměla kam jít</translation>
    </message>
    <message>
        <source>its river would run too close to the tile at %1</source>
        <translation>její řeka by vedla příliš blízko kartičky na %1</translation>
    </message>
    <message>
        <source>its two river ends would run into each other</source>
        <translation>její dva konce řeky by narazily jeden na druhý</translation>
    </message>
    <message>
        <source>it would block the open end facing %1</source>
        <translation>zablokovala by otevřený konec mířící na %1</translation>
    </message>
    <message>
        <source>it would lead the river towards the open end facing %1</source>
        <translation>vedla by řeku k otevřenému konci mířícímu na %1</translation>
    </message>
</context>
<context>
    <name>Krajina::RuleCode</name>
    <message>
        <source>The move is legal.</source>
        <translation>Tah je povolený.</translation>
    </message>
    <message>
        <source>A tile must touch at least one placed tile.</source>
        <translation>Kartička se musí dotýkat alespoň jedné položené kartičky.</translation>
    </message>
    <message>
        <source>A tile may only go on empty cells.</source>
        <translation>Kartička smí ležet jen na prázdných polích.</translation>
    </message>
    <message>
        <source>Touching sides must show the same edge: field to field, road to road, city to city, river to river.</source>
        <translation>Dotýkající se strany musí mít stejnou hranu: louka k louce, cesta k cestě, město k městu, řeka k řece.</translation>
    </message>
    <message>
        <source>A river tile must continue the river from one of its open ends.</source>
        <translation>Kartička řeky musí navazovat na některý otevřený konec řeky.</translation>
    </message>
    <message>
        <source>R1: two river tiles in a row along the flow may not both curve in the same direction.</source>
        <translation>R1: dvě po sobě jdoucí kartičky řeky se nesmějí stáčet stejným směrem.</translation>
    </message>
    <message>
        <source>R2: three curves in the same direction with only straight tiles between them are forbidden.</source>
        <translation>R2: tři zatáčky stejným směrem, mezi nimiž jsou jen rovné kartičky, jsou zakázané.</translation>
    </message>
    <message>
        <source>R3: the river may not be led where no remaining river tile can continue it, nor be closed while river tiles remain.</source>
        <translation>R3: řeka nesmí vést tam, kde v ní žádná zbývající kartička nemůže pokračovat, ani se uzavřít, dokud zbývají kartičky řeky.</translation>
    </message>
    <message>
        <source>A river tile may not join two branches of the river.</source>
        <translation>Kartička řeky nesmí spojit dvě ramena řeky.</translation>
    </message>
    <message>
        <source>A lake is placed only when the river pile is empty.</source>
        <translation>Jezero se přikládá, až když je hromádka řeky prázdná.</translation>
    </message>
    <message>
        <source>Land tiles are played only after the last river tile.</source>
        <translation>Kartičky krajiny se hrají až po poslední kartičce řeky.</translation>
    </message>
    <message>
        <source>The player holding the River II fork plays it as their first river tile.</source>
        <translation>Hráč, který drží rozvodí Řeky II, ho zahraje jako svou první kartičku řeky.</translation>
    </message>
    <message>
        <source>A follower may only go on a feature that holds no follower yet.</source>
        <translation>Družiník smí jen na část, na které ještě žádný družiník není.</translation>
    </message>
    <message>
        <source>Followers never stand on the river itself.</source>
        <translation>Družiníci nikdy nestojí přímo na řece.</translation>
    </message>
    <message>
        <source>The player has no follower left in the supply.</source>
        <translation>Hráči nezbývá v zásobě žádný družiník.</translation>
    </message>
    <message>
        <source>No follower may be placed this turn (volcano lake, or the no-followers-during-the-river house rule).</source>
        <translation>V tomto tahu nelze umístit družiníka (jezero se sopkou nebo domácí pravidlo bez družiníků během řeky).</translation>
    </message>
    <message>
        <source>The named place of the tile holds no feature a follower can stand on.</source>
        <translation>Na uvedeném místě kartičky není nic, na co by mohl stoupnout družiník.</translation>
    </message>
    <message>
        <source>No bets on a bookmaker tile whose roads and cities are all complete.</source>
        <translation>Na kartičku se sázkovou kanceláří, jejíž cesty a města jsou všechny dokončené, se nesází.</translation>
    </message>
    <message>
        <source>Bets are placed only on a bookmaker tile just placed.</source>
        <translation>Sází se jen na právě přiloženou kartičku se sázkovou kanceláří.</translation>
    </message>
    <message>
        <source>The player has no such betting token in the supply.</source>
        <translation>Hráč takový sázkový žeton v zásobě nemá.</translation>
    </message>
    <message>
        <source>Each player places at most one token on a bookmaker tile.</source>
        <translation>Každý hráč položí na kartičku se sázkovou kanceláří nejvýš jeden žeton.</translation>
    </message>
    <message>
        <source>No bets on the last tile of the game.</source>
        <translation>Na poslední kartičku hry se nesází.</translation>
    </message>
    <message>
        <source>A bet choice must name a scored road or city through that bookmaker.</source>
        <translation>Volba sázky musí určit hodnocenou cestu nebo město, které vede přes tuto sázkovou kancelář.</translation>
    </message>
    <message>
        <source>A crop-circle pick must name a feature where the player has a follower of the circle&apos;s type.</source>
        <translation>Volba k obrazci v obilí musí určit část, kde má hráč družiníka v roli daného obrazce.</translation>
    </message>
    <message>
        <source>A crop-circle action needs a crop-circle tile.</source>
        <translation>Akce obrazce v obilí potřebuje kartičku s obrazcem.</translation>
    </message>
    <message>
        <source>After a crop-circle tile the active player chooses add or remove.</source>
        <translation>Po kartičce s obrazcem v obilí zvolí hráč na tahu přidat, nebo odebrat.</translation>
    </message>
    <message>
        <source>When the action is remove, every player with such a follower must take one back.</source>
        <translation>Při odebírání musí každý hráč s takovým družiníkem jednoho vzít zpět.</translation>
    </message>
    <message>
        <source>Each player makes at most one crop-circle pick.</source>
        <translation>Každý hráč má k obrazci v obilí nejvýš jednu volbu.</translation>
    </message>
    <message>
        <source>The named tile is not left to be played.</source>
        <translation>Uvedená kartička už nezbývá ke hraní.</translation>
    </message>
    <message>
        <source>It is another player&apos;s turn.</source>
        <translation>Na tahu je jiný hráč.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>Only a tile that fits nowhere may be set aside.</source>
        <translation>Odložit lze jen kartičku, která nikam nepasuje.</translation>
    </message>
    <message>
        <source>A tile was drawn for this turn; it must be played before another.</source>
        <translation>V tomto tahu už byla tažena kartička; musí se zahrát dřív než jiná.</translation>
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
    <message>
        <source>Quick Fix</source>
        <translation>Rychlá oprava</translation>
    </message>
    <message>
        <source>Put non-breaking spaces after the one-letter words and between each number and the word after it (typography findings)</source>
        <translation>Vloží nezlomitelné mezery za jednopísmenná slova a mezi každé číslo a slovo za ním (typografická zjištění)</translation>
    </message>
    <message>
        <source>Quick Fix: non-breaking spaces</source>
        <translation>Rychlá oprava: nezlomitelné mezery</translation>
    </message>
</context>
<context>
    <name>Krajina::RulebookIo</name>
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
    <message>
        <source>This catalogue has no rule pages</source>
        <translation>Tento katalog nemá žádné stránky pravidel</translation>
    </message>
</context>
<context>
    <name>Krajina::SandboxPage</name>
    <message>
        <source>Start a game with the expansions, rules, players and seed chosen</source>
        <translation>Začít hru se zvolenými rozšířeními, pravidly, počtem hráčů a semínkem</translation>
    </message>
    <message>
        <source>Put the tile in hand aside when it fits nowhere</source>
        <translation>Odložit kartičku v ruce, když se nikam nehodí</translation>
    </message>
    <message>
        <source>Place the tile without a follower</source>
        <translation>Položit kartičku bez družiníka</translation>
    </message>
    <message>
        <source>Take the last move back</source>
        <translation>Vzít zpět poslední tah</translation>
    </message>
    <message>
        <source>End the game now and score the unfinished features</source>
        <translation>Ukončit hru hned a vyhodnotit nedokončená území</translation>
    </message>
    <message>
        <source>Save the moves of this game as a game record (JSON)</source>
        <translation>Uložit tahy této hry jako záznam hry (JSON)</translation>
    </message>
    <message>
        <source>Open a game record or a JCloisterZone saved game</source>
        <translation>Otevřít záznam hry nebo uloženou hru JCloisterZone</translation>
    </message>
    <message>
        <source>Game records and JCloisterZone saved games (*.json *.jcz);;Game records (*.json);;JCloisterZone saved games (*.jcz);;All files (*)</source>
        <translation>Záznamy her a uložené hry JCloisterZone (*.json *.jcz);;Záznamy her (*.json);;Uložené hry JCloisterZone (*.jcz);;Všechny soubory (*)</translation>
    </message>
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
    <message>
        <source>Place %1 again: drop it on a highlighted cell.</source>
        <translation>Položte %1 znovu: pusťte ji na zvýrazněné pole.</translation>
    </message>
    <message>
        <source>game-seed-%1-%2-players.json</source>
        <translation>hra-seminko-%1-%2-hraci.json</translation>
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
    <name>Krajina::SeatFiguresTable</name>
    <message>
        <source>Seat</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Remízy</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Podíl výher</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95% interval</translation>
    </message>
    <message>
        <source>Mean money</source>
        <translation>Průměrné peníze</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Průměrné skóre</translation>
    </message>
    <message>
        <source>Run a simulation to see how each seat fared: its wins and its mean money.</source>
        <translation>Spusťte simulaci a uvidíte, jak si vedl každý hráč: jeho výhry a průměrné peníze.</translation>
    </message>
    <message>
        <source>Run a simulation to see how each seat fared: its wins and its mean score.</source>
        <translation>Spusťte simulaci a uvidíte, jak si vedl každý hráč: jeho výhry a průměrné skóre.</translation>
    </message>
    <message>
        <source>Seats in turn order, the start player drawn for each game; a game stopped unfinished is won by none. Win rates with their 95 % intervals.</source>
        <translation>Hráči v pořadí tahů, začínající hráč se losuje pro každou hru; hru zastavenou nedohranou nevyhraje nikdo. Podíly výher s 95% intervaly.</translation>
    </message>
    <message>
        <source>Seat 1 starts. A win is the highest score alone; a shared highest score is a tie (a win for none). Win rates with their 95 % intervals.</source>
        <translation>Hráč 1 začíná. Výhra je nejvyšší skóre, které nemá nikdo jiný; sdílené nejvyšší skóre je remíza (nevyhrává nikdo). Podíly výher s 95% intervaly.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 – %2 %</source>
        <translation>%1 – %2 %</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Náhodný</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Hladový</translation>
    </message>
    <message>
        <source>Lookahead</source>
        <translation>Prozíravý</translation>
    </message>
</context>
<context>
    <name>Krajina::SeatPoliciesBox</name>
    <message>
        <source>Seat %1:</source>
        <translation>Hráč %1:</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Náhodný</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Hladový</translation>
    </message>
    <message>
        <source>Lookahead</source>
        <translation>Prozíravý</translation>
    </message>
    <message>
        <source>How this seat plays: random legal moves, the move with the best immediate evaluation (greedy), or playouts of the greedy player&apos;s best moves (lookahead)</source>
        <translation>Jak hraje tento hráč: náhodné povolené tahy, tah s nejlepším okamžitým hodnocením (hladový), nebo dohrávky nejlepších tahů hladového hráče (prozíravý)</translation>
    </message>
    <message>
        <source>Playouts per move:</source>
        <translation>Dohrávek na tah:</translation>
    </message>
    <message>
        <source>How many games a lookahead seat plays out for each move</source>
        <translation>Kolik her dohraje prozíravý hráč pro každý tah</translation>
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
    <message>
        <source>%1 on %2: %3 per page (%4 × %5).</source>
        <extracomment>%1 is &quot;5 tiles&quot;, %2 is &quot;2 pages&quot;</extracomment>
        <translation>%1 na %2: %3 na stránku (%4 × %5).</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n kartička</numerusform>
            <numerusform>%n kartičky</numerusform>
            <numerusform>%n kartiček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n stránce</numerusform>
            <numerusform>%n stránkách</numerusform>
            <numerusform>%n stránkách</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Krajina::SimulatePage</name>
    <message>
        <source>Cannot simulate: %1</source>
        <translation>Nelze simulovat: %1</translation>
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
        <source>Run a simulation first.</source>
        <translation>Nejdřív spusťte simulaci.</translation>
    </message>
    <message>
        <source>Cannot make the folder %1</source>
        <translation>Nelze vytvořit složku %1</translation>
    </message>
    <message>
        <source>%1: statistics are saved as .json or .csv</source>
        <translation>%1: statistiky se ukládají jako .json nebo .csv</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Nelze zapsat %1: %2</translation>
    </message>
    <message>
        <source>Save the Charts and the Heat Map (PNG and SVG)</source>
        <translation>Uložit grafy a teplotní mapu (PNG a SVG)</translation>
    </message>
    <message>
        <source>Saved the charts and the heat map in %1.</source>
        <translation>Grafy a teplotní mapa jsou uloženy v %1.</translation>
    </message>
    <message>
        <source>Save the Statistics</source>
        <translation>Uložit statistiky</translation>
    </message>
    <message>
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation>JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved the statistics in %1.</source>
        <translation>Statistiky jsou uloženy v %1.</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafy</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Čísla</translation>
    </message>
    <message>
        <source>Save Pictures…</source>
        <translation>Uložit obrázky…</translation>
    </message>
    <message>
        <source>Save Statistics…</source>
        <translation>Uložit statistiky…</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Hra:</translation>
    </message>
    <message>
        <source>Save every chart and the heat maps as PNG and SVG into a folder</source>
        <translation>Uložit všechny grafy a teplotní mapy jako PNG a SVG do složky</translation>
    </message>
    <message>
        <source>Save the figures, histograms and board cells or hexes as JSON or CSV</source>
        <translation>Uložit čísla, histogramy a políčka nebo hexy desky jako JSON nebo CSV</translation>
    </message>
    <message>
        <source>Which game to simulate, with the catalogue&apos;s tiles or pieces; each game has its own set-up below</source>
        <translation>Kterou hru simulovat, s kartičkami nebo díly z katalogu; každá hra má níže vlastní nastavení</translation>
    </message>
    <message>
        <source>Play legal games of the set-up chosen, each seat as its policy says</source>
        <translation>Odehrát hry s vybraným nastavením podle pravidel, každý hráč podle své strategie</translation>
    </message>
    <message>
        <source>Run a simulation to see its charts here.</source>
        <translation>Spusťte simulaci a uvidíte tu její grafy.</translation>
    </message>
    <message>
        <source>Authors use this to check that their tiles, pieces and rules make games that can be played, and how those games go.</source>
        <translation>Autoři si tak ověří, že se s jejich kartičkami, díly a pravidly dají hry dohrát, a jak tyto hry probíhají.</translation>
    </message>
</context>
<context>
    <name>Krajina::SimulationCharts</name>
    <message>
        <source>No chart %1</source>
        <translation>Graf %1 neexistuje</translation>
    </message>
</context>
<context>
    <name>Krajina::SimulationSetup</name>
    <message numerus="yes">
        <source>Playing %n game(s) of %1…</source>
        <translation>
            <numerusform>Hraje se %n hra: %1…</numerusform>
            <numerusform>Hrají se %n hry: %1…</numerusform>
            <numerusform>Hraje se %n her: %1…</numerusform>
        </translation>
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
    <message>
        <source>Show a Dos Rios board laid from &lt;seed&gt; on the preview board.</source>
        <translation>Ukázat na náhledovém plánu desku Dos Rios rozloženou podle &lt;seed&gt;.</translation>
    </message>
    <message>
        <source>Put a dam on that Dos Rios board at &lt;q,r,side&gt; (e.g. 3,1,S); may be repeated.</source>
        <translation>Postavit na ten plán Dos Rios přehradu na &lt;q,r,side&gt; (např. 3,1,S); lze opakovat.</translation>
    </message>
    <message>
        <source>Not a side: %1</source>
        <translation>Není hrana: %1</translation>
    </message>
    <message>
        <source>Select the tile or Dos Rios piece &lt;id&gt; in the editor.</source>
        <translation>Vybrat v editoru kartičku nebo díl Dos Rios &lt;id&gt;.</translation>
    </message>
    <message>
        <source>Play Dos Rios on the preview board: a new game from &lt;seed&gt;, or the moves of a game record file.</source>
        <translation>Hrát Dos Rios na náhledové ploše: novou hru ze &lt;seed&gt;, nebo tahy ze souboru se záznamem hry.</translation>
    </message>
    <message>
        <source>Play 200 random games of &lt;game&gt; (carcassonne or dos-rios) on the preview board&apos;s Simulate page; a screenshot waits for them.</source>
        <translation>Odehrát 200 náhodných her &lt;game&gt; (carcassonne nebo dos-rios) na stránce Simulace náhledové plochy; snímek obrazovky na ně počká.</translation>
    </message>
    <message>
        <source>Not a game to simulate: %1 (%2)</source>
        <translation>Tuto hru nelze simulovat: %1 (%2)</translation>
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
        <translation>Kopie vytažené ve všech hrách: přiložené nebo odložené</translation>
    </message>
    <message>
        <source>Copies drawn when they fit nowhere</source>
        <translation>Kopie vytažené, když nikam nepasovaly</translation>
    </message>
    <message>
        <source>The mean points a placement brought the player who placed it over the game: each scored feature&apos;s points shared equally among the scorer&apos;s own tiles in it</source>
        <translation>Průměrné body, které přiložení za celou hru vyneslo hráči, jenž kartičku přiložil: body každého hodnoceného útvaru se dělí rovným dílem mezi kartičky, které v něm bodující hráč sám přiložil</translation>
    </message>
    <message>
        <source>The 95 % interval of the mean points</source>
        <translation>95% interval průměrných bodů</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Kartička</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Vytaženo</translation>
    </message>
    <message>
        <source>Placed</source>
        <translation>Přiloženo</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Odloženo</translation>
    </message>
    <message>
        <source>Mean points</source>
        <translation>Průměr bodů</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95% interval</translation>
    </message>
</context>
<context>
    <name>Krajina::TileBalanceTable</name>
    <message>
        <source>Per tile design over all games; click a column&apos;s heading to sort by it.</source>
        <translation>Za každý motiv kartičky ve všech hrách; klepnutím na záhlaví sloupce podle něj seřadíte.</translation>
    </message>
    <message>
        <source>Tick &quot;Figures per tile&quot; and simulate to see how each tile design plays.</source>
        <translation>Zaškrtněte „Údaje po kartičkách“ a spusťte simulaci: uvidíte, jak se hraje každý motiv kartičky.</translation>
    </message>
</context>
<context>
    <name>Krajina::TileCanvas</name>
    <message>
        <source>Tile</source>
        <translation>Kartička</translation>
    </message>
    <message>
        <source>Click selects; Shift+click extends; Ctrl+click adds or removes.</source>
        <translation>Kliknutí vybírá; Shift+kliknutí výběr rozšíří; Ctrl+kliknutí přidá nebo odebere.</translation>
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
    <message>
        <source>Quick Fix</source>
        <translation>Rychlá oprava</translation>
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
    <name>Krajina::TileListTable</name>
    <message>
        <source>%1: in the catalogue, not in the table on the wiki</source>
        <translation>%1: v katalogu, ale ne v tabulce na wiki</translation>
    </message>
    <message>
        <source>%1: count %2 on the wiki, %3 in the catalogue</source>
        <translation>%1: počet %2 na wiki, %3 v katalogu</translation>
    </message>
    <message>
        <source>%1: %2 &quot;%3&quot; on the wiki, &quot;%4&quot; in the catalogue</source>
        <translation>%1: %2 „%3“ na wiki, „%4“ v katalogu</translation>
    </message>
    <message>
        <source>%1: in the table on the wiki, not in the catalogue</source>
        <translation>%1: v tabulce na wiki, ale ne v katalogu</translation>
    </message>
    <message>
        <source>%1: the tile table on the wiki is laid out otherwise than the catalogue&apos;s</source>
        <translation>%1: tabulka kartiček na wiki je uspořádaná jinak než v katalogu</translation>
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
    <message>
        <source>The tile&apos;s id, unique in the catalogue: letters, digits and . _ + - (my-expansion/CRF). Renaming updates the start tile and the rule texts.</source>
        <translation>Identifikátor kartičky, jedinečný v katalogu: písmena, číslice a . _ + - (moje-rozsireni/CRF). Přejmenování upraví i počáteční kartičku a texty pravidel.</translation>
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
    <message>
        <source>Transcribed</source>
        <extracomment>Tile status: transcribed from a secondary source, not checked against the printed tile</extracomment>
        <translation>Přepsáno</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2
%3; edges %4; %5; %n copy(ies)</source>
        <translation>
            <numerusform>%1: %2
%3; okraje %4; %5; %n kopie</numerusform>
            <numerusform>%1: %2
%3; okraje %4; %5; %n kopie</numerusform>
            <numerusform>%1: %2
%3; okraje %4; %5; %n kopií</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Krajina::TileThumbnailDelegate</name>
    <message>
        <source>draft</source>
        <translation>koncept</translation>
    </message>
    <message>
        <source>transcribed</source>
        <extracomment>Short mark under a tile transcribed from a secondary source</extracomment>
        <translation>přepis</translation>
    </message>
</context>
<context>
    <name>Krajina::TranslationChecks</name>
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
    <message>
        <source>the English has the number(s) %1, the Czech does not (as digits or in words)</source>
        <translation>anglický text obsahuje čísla, která v českém chybí (číslicemi ani slovy): %1</translation>
    </message>
    <message>
        <source>the English says that something is not so (not, no, never, …); the Czech has no negation</source>
        <translation>anglický text něco popírá (not, no, never, …); český text zápor nemá</translation>
    </message>
    <message>
        <source>the Czech negates (ne-, nikdy, žádný, …); the English does not</source>
        <translation>český text obsahuje zápor (ne-, nikdy, žádný, …); anglický ne</translation>
    </message>
    <message>
        <source>a {{Reading}} without the reading it chose</source>
        <translation>{{Reading}} bez zvoleného výkladu</translation>
    </message>
    <message>
        <source>an {{Unofficial}} without its source</source>
        <translation>{{Unofficial}} bez uvedeného zdroje</translation>
    </message>
    <message>
        <source>a {{Reading}} without source= (the unclear place of the source)</source>
        <translation>{{Reading}} bez source= (nejasného místa pravidel)</translation>
    </message>
    <message>
        <source>the English reading names the engine option(s) %1, the Czech does not</source>
        <translation>anglický výklad uvádí volby enginu %1, český ne</translation>
    </message>
    <message>
        <source>a number and the word after it are divided by an ordinary space (use &amp;nbsp; or U+00A0, as in „10&amp;nbsp;bodů“): %1</source>
        <translation>číslo a slovo za ním dělí obyčejná mezera (použijte &amp;nbsp; nebo U+00A0, jako v „10&amp;nbsp;bodů“): %1</translation>
    </message>
    <message>
        <source>templates or links nested more than %1 levels deep (line %2 of the unit); the unit is not checked further</source>
        <translation>šablony nebo odkazy vnořené hlouběji než %1 úrovní (řádek %2 jednotky); jednotka se dál nekontroluje</translation>
    </message>
    <message>
        <source>templates or links nested more than %1 levels deep in the English (line %2 of the unit); the unit is not checked further</source>
        <translation>šablony nebo odkazy vnořené hlouběji než %1 úrovní v angličtině (řádek %2 jednotky); jednotka se dál nekontroluje</translation>
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
    <name>Krajina::WikiConflictDialog</name>
    <message>
        <source>Resolve Conflicts: %1</source>
        <translation>Vyřešit konflikty: %1</translation>
    </message>
    <message>
        <source>These paragraphs changed both in Krajina and on the wiki since they were last synced. Choose for each which text the page keeps; the choice can be undone.</source>
        <translation>Tyto odstavce se od poslední synchronizace změnily v Krajině i na wiki. U každého zvolte, který text stránka ponechá; volbu lze vrátit zpět.</translation>
    </message>
    <message>
        <source>Conflict %1 of %2</source>
        <translation>Konflikt %1 z %2</translation>
    </message>
    <message>
        <source>In Krajina</source>
        <translation>V Krajině</translation>
    </message>
    <message>
        <source>On the wiki</source>
        <translation>Na wiki</translation>
    </message>
    <message>
        <source>&amp;Keep Krajina&apos;s</source>
        <translation>&amp;Ponechat z Krajiny</translation>
    </message>
    <message>
        <source>The page keeps Krajina&apos;s text here; the next push sends it to the wiki</source>
        <translation>Stránka zde ponechá text z Krajiny; příští odeslání ho zapíše na wiki</translation>
    </message>
    <message>
        <source>Take the &amp;wiki&apos;s</source>
        <translation>Převzít z &amp;wiki</translation>
    </message>
    <message>
        <source>The page takes the wiki&apos;s text here</source>
        <translation>Stránka zde převezme text z wiki</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Upravit</translation>
    </message>
    <message>
        <source>The page keeps the text below, as you edit it</source>
        <translation>Stránka ponechá text níže tak, jak ho upravíte</translation>
    </message>
    <message>
        <source>The text the page keeps for this conflict</source>
        <translation>Text, který stránka v tomto konfliktu ponechá</translation>
    </message>
    <message>
        <source>&amp;Resolve</source>
        <translation>&amp;Vyřešit</translation>
    </message>
    <message>
        <source>Adopt the Wiki&apos;s Page: %1</source>
        <translation>Převzít stránku z wiki: %1</translation>
    </message>
    <message>
        <source>This page is already on the wiki, written there before Krajina synced it, and its text differs from Krajina&apos;s. Krajina cannot tell which one is newer, so it asks.

Adopting takes the wiki&apos;s page into Krajina exactly as it is on the wiki, word for word; nothing is sent to the wiki. From then on Krajina compares the page with this text, and your later edits are pushed paragraph by paragraph.

Keeping Krajina&apos;s text instead means that the next push replaces the wiki&apos;s page with it. Either choice can be undone.</source>
        <translation>Tato stránka už na wiki je, někdo ji tam napsal dřív, než ji Krajina synchronizovala, a její text se od textu v Krajině liší. Krajina nepozná, který je novější, proto se ptá.

Převzetím se stránka z wiki dostane do Krajiny přesně tak, jak na wiki je, slovo od slova; na wiki se nic neodesílá. Od té chvíle Krajina stránku porovnává s tímto textem a vaše další úpravy se odesílají odstavec po odstavci.

Ponecháte-li místo toho text z Krajiny, příští odeslání jím stránku na wiki nahradí. Obě volby lze vrátit zpět.</translation>
    </message>
    <message>
        <source>The whole page</source>
        <translation>Celá stránka</translation>
    </message>
    <message>
        <source>Krajina keeps its own page; the next push replaces the wiki&apos;s page with it</source>
        <translation>Krajina ponechá svou stránku; příští odeslání jí nahradí stránku na wiki</translation>
    </message>
    <message>
        <source>Adopt the &amp;wiki&apos;s page as it is</source>
        <translation>Převzít stránku z &amp;wiki tak, jak je</translation>
    </message>
    <message>
        <source>Krajina takes the wiki&apos;s page word for word; nothing is pushed</source>
        <translation>Krajina převezme stránku z wiki slovo od slova; nic se neodesílá</translation>
    </message>
    <message>
        <source>&amp;Adopt</source>
        <translation>Pře&amp;vzít</translation>
    </message>
    <message>
        <source>&amp;Keep Krajina&apos;s Page</source>
        <translation>&amp;Ponechat stránku z Krajiny</translation>
    </message>
    <message>
        <source>What the page keeps (edit it to merge by hand):</source>
        <translation>Co stránka ponechá (úpravou můžete sloučit ručně):</translation>
    </message>
</context>
<context>
    <name>Krajina::WikiError</name>
    <message>
        <source>edit conflict: the page was changed on the wiki meanwhile</source>
        <translation>konflikt úprav: stránku mezitím někdo změnil na wiki</translation>
    </message>
    <message>
        <source>the page does not exist on the wiki</source>
        <translation>stránka na wiki neexistuje</translation>
    </message>
    <message>
        <source>the page was created on the wiki meanwhile</source>
        <translation>stránku mezitím někdo na wiki založil</translation>
    </message>
    <message>
        <source>the page is protected: %1</source>
        <translation>stránka je zamčená: %1</translation>
    </message>
    <message>
        <source>the wiki limits how fast you may edit; try again later</source>
        <translation>wiki omezuje, jak rychle smíte upravovat; zkuste to později</translation>
    </message>
    <message>
        <source>the wiki is read-only at the moment: %1</source>
        <translation>wiki je teď jen pro čtení: %1</translation>
    </message>
    <message>
        <source>the wiki&apos;s database servers are lagging; try again later</source>
        <translation>databázové servery wiki se zpožďují; zkuste to později</translation>
    </message>
    <message>
        <source>the wiki no longer knows the login; log in again</source>
        <translation>wiki už přihlášení nezná; přihlaste se znovu</translation>
    </message>
    <message>
        <source>the wiki refused: %1 (%2)</source>
        <translation>wiki odmítla: %1 (%2)</translation>
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
    <name>Krajina::WikiPanel</name>
    <message>
        <source>pushed</source>
        <translation>odesláno</translation>
    </message>
    <message>
        <source>created on the wiki</source>
        <translation>založeno na wiki</translation>
    </message>
    <message>
        <source>pulled</source>
        <translation>staženo</translation>
    </message>
    <message>
        <source>would push</source>
        <translation>bylo by odesláno</translation>
    </message>
    <message>
        <source>would create</source>
        <translation>bylo by založeno</translation>
    </message>
    <message>
        <source>would pull</source>
        <translation>bylo by staženo</translation>
    </message>
    <message>
        <source>conflict: left alone</source>
        <translation>konflikt: ponecháno</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>přeskočeno</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>selhalo</translation>
    </message>
    <message>
        <source>Logged out.</source>
        <translation>Odhlášeno.</translation>
    </message>
    <message>
        <source>Enter the bot password (Special:BotPasswords on the wiki).</source>
        <translation>Zadejte heslo pro roboty (na wiki Speciální:Hesla_pro_roboty).</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Připojuji se k %1…</translation>
    </message>
    <message>
        <source>Logged in to %1 (%2) as %3.</source>
        <translation>Přihlášeno k %1 (%2) jako %3.</translation>
    </message>
    <message>
        <source>No secret store is running, so Krajina does not keep the password: you will be asked for it each time.</source>
        <translation>Neběží žádné úložiště hesel, proto si Krajina heslo nepamatuje: zeptá se na ně pokaždé.</translation>
    </message>
    <message numerus="yes">
        <source>Compared %n page(s).</source>
        <translation>
            <numerusform>Porovnána %n stránka.</numerusform>
            <numerusform>Porovnány %n stránky.</numerusform>
            <numerusform>Porovnáno %n stránek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pulled %n page(s).</source>
        <translation>
            <numerusform>Stažena %n stránka.</numerusform>
            <numerusform>Staženy %n stránky.</numerusform>
            <numerusform>Staženo %n stránek.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules pages from Krajina</source>
        <translation>Stránky pravidel z Krajiny</translation>
    </message>
    <message numerus="yes">
        <source>Pushed %n page(s).</source>
        <translation>
            <numerusform>Odeslána %n stránka.</numerusform>
            <numerusform>Odeslány %n stránky.</numerusform>
            <numerusform>Odesláno %n stránek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) in conflict or refused: see the list.</source>
        <translation>
            <numerusform>%n stránka v konfliktu nebo odmítnuta: viz seznam.</numerusform>
            <numerusform>%n stránky v konfliktu nebo odmítnuty: viz seznam.</numerusform>
            <numerusform>%n stránek v konfliktu nebo odmítnuto: viz seznam.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled; what was done is kept.</source>
        <translation>Zrušeno; co se stihlo, zůstává.</translation>
    </message>
    <message>
        <source>Stopped: %1. What was done is kept.</source>
        <translation>Zastaveno: %1. Co se stihlo, zůstává.</translation>
    </message>
    <message>
        <source>changed since compared</source>
        <translation>změněná od porovnání</translation>
    </message>
    <message>
        <source>Compare to see how the wiki&apos;s page differs.</source>
        <translation>Porovnejte, abyste viděli, čím se stránka na wiki liší.</translation>
    </message>
    <message>
        <source>The page is not on the wiki yet.</source>
        <translation>Stránka na wiki zatím není.</translation>
    </message>
    <message>
        <source>The wiki&apos;s page and Krajina&apos;s agree.</source>
        <translation>Stránka na wiki a v Krajině se shodují.</translation>
    </message>
    <message>
        <source>Changed on the wiki: Krajina (&lt;del&gt;removed&lt;/del&gt;) against the wiki (&lt;ins&gt;added&lt;/ins&gt;), what a pull brings in:</source>
        <translation>Změněno na wiki: Krajina (&lt;del&gt;odebráno&lt;/del&gt;) proti wiki (&lt;ins&gt;přidáno&lt;/ins&gt;), co přinese stažení:</translation>
    </message>
    <message>
        <source>Wiki (&lt;del&gt;removed&lt;/del&gt;) against Krajina (&lt;ins&gt;added&lt;/ins&gt;):</source>
        <translation>Wiki (&lt;del&gt;odebráno&lt;/del&gt;) proti Krajině (&lt;ins&gt;přidáno&lt;/ins&gt;):</translation>
    </message>
    <message>
        <source>Whole page</source>
        <translation>Celá stránka</translation>
    </message>
    <message>
        <source>Unit %1</source>
        <translation>Jednotka %1</translation>
    </message>
    <message>
        <source>Log &amp;Out</source>
        <translation>&amp;Odhlásit</translation>
    </message>
    <message>
        <source>&amp;Log In</source>
        <translation>&amp;Přihlásit</translation>
    </message>
    <message>
        <source>&amp;Wiki:</source>
        <translation>&amp;Wiki:</translation>
    </message>
    <message>
        <source>https://wiki.example.org/w (the folder of api.php)</source>
        <translation>https://wiki.example.org/w (složka s api.php)</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Uživatel:</translation>
    </message>
    <message>
        <source>Name@app (a bot password)</source>
        <translation>Jméno@aplikace (heslo pro roboty)</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Heslo:</translation>
    </message>
    <message>
        <source>Remember</source>
        <translation>Zapamatovat</translation>
    </message>
    <message>
        <source>Keep the password in the desktop&apos;s secret store</source>
        <translation>Uložit heslo do úložiště hesel pracovního prostředí</translation>
    </message>
    <message>
        <source>&amp;Markup:</source>
        <translation>&amp;Značkování:</translation>
    </message>
    <message>
        <source>As the wiki supports</source>
        <translation>Podle toho, co wiki umí</translation>
    </message>
    <message>
        <source>Translate extension</source>
        <translation>Rozšíření Translate</translation>
    </message>
    <message>
        <source>Plain wikitext</source>
        <translation>Prostý wikitext</translation>
    </message>
    <message>
        <source>With &amp;templates</source>
        <translation>Se ša&amp;blonami</translation>
    </message>
    <message>
        <source>Also compare and push the templates Krajina&apos;s pages use (%1)</source>
        <translation>Porovnávat a odesílat také šablony, které stránky Krajiny používají (%1)</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>Po&amp;rovnat</translation>
    </message>
    <message>
        <source>P&amp;ull</source>
        <translation>&amp;Stáhnout</translation>
    </message>
    <message>
        <source>&amp;Summary:</source>
        <translation>S&amp;hrnutí:</translation>
    </message>
    <message>
        <source>Pu&amp;sh</source>
        <translation>Ode&amp;slat</translation>
    </message>
    <message>
        <source>Write the pages Krajina changed to the wiki; pages changed on both sides are left alone</source>
        <translation>Zapsat na wiki stránky změněné v Krajině; stránky změněné na obou stranách zůstanou, jak jsou</translation>
    </message>
    <message>
        <source>&amp;Dry run</source>
        <translation>&amp;Jen na zkoušku</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Stránka</translation>
    </message>
    <message>
        <source>Wiki title</source>
        <translation>Název na wiki</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>No secret store is running: Krajina asks for the password each time.</source>
        <translation>Neběží žádné úložiště hesel: Krajina se na heslo zeptá pokaždé.</translation>
    </message>
    <message>
        <source>Czech</source>
        <translation>česky</translation>
    </message>
    <message>
        <source>English</source>
        <translation>anglicky</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Tile list of %1 (%2)</source>
        <translation>Seznam kartiček: %1 (%2)</translation>
    </message>
    <message>
        <source>Template %1</source>
        <translation>Šablona %1</translation>
    </message>
    <message>
        <source>Plain HTTP</source>
        <translation>Nešifrované HTTP</translation>
    </message>
    <message>
        <source>%1 is plain http: the password and the pages would travel unencrypted, and anybody on the way could read or change them. Connect anyway?</source>
        <translation>%1 je nešifrované http: heslo i stránky by putovaly nezašifrované a kdokoli po cestě by je mohl přečíst nebo změnit. Přesto se připojit?</translation>
    </message>
    <message>
        <source>Connect &amp;Unencrypted</source>
        <translation>Připojit &amp;nešifrovaně</translation>
    </message>
    <message>
        <source>Not connected: use the wiki&apos;s https address.</source>
        <translation>Nepřipojeno: použijte adresu wiki s https.</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>vyřešeno</translation>
    </message>
    <message>
        <source>Compare every page with the wiki</source>
        <translation>Porovnat všechny stránky s wiki</translation>
    </message>
    <message>
        <source>Bring every page the wiki changed into the rules (undoable)</source>
        <translation>Převzít do pravidel všechny stránky změněné na wiki (lze vrátit zpět)</translation>
    </message>
    <message>
        <source>Pull S&amp;elected</source>
        <translation>Stáhnout &amp;vybrané</translation>
    </message>
    <message>
        <source>&amp;Resolve…</source>
        <translation>Vy&amp;řešit…</translation>
    </message>
    <message>
        <source>Bring only the selected pages from the wiki (undoable)</source>
        <translation>Převzít z wiki jen vybrané stránky (lze vrátit zpět)</translation>
    </message>
    <message>
        <source>Tile Tables Edited on the Wiki</source>
        <translation>Tabulky kartiček upravené na wiki</translation>
    </message>
    <message>
        <source>Somebody edited tile tables on the wiki that Krajina makes from the catalogue. Krajina neither takes nor overwrites them without asking:</source>
        <translation>Někdo na wiki upravil tabulky kartiček, které Krajina tvoří z katalogu. Krajina je bez zeptání nepřevezme ani nepřepíše:</translation>
    </message>
    <message>
        <source>&amp;Take the Wiki&apos;s Counts</source>
        <translation>&amp;Převzít počty z wiki</translation>
    </message>
    <message>
        <source>Change the tile counts in the catalogue to the wiki&apos;s (undoable); the next push brings the tables&apos; totals up to date</source>
        <translation>Změnit počty kartiček v katalogu na počty z wiki (lze vrátit zpět); příští odeslání srovná součty v tabulkách</translation>
    </message>
    <message>
        <source>&amp;Overwrite on the Wiki</source>
        <translation>Přep&amp;sat na wiki</translation>
    </message>
    <message>
        <source>Write the catalogue&apos;s tile tables over the wiki&apos;s edit</source>
        <translation>Zapsat tabulky kartiček z katalogu přes úpravu na wiki</translation>
    </message>
    <message>
        <source>&amp;Leave Them</source>
        <translation>&amp;Nechat být</translation>
    </message>
    <message numerus="yes">
        <source>Took %n tile count(s) from the wiki into the catalogue.</source>
        <translation>
            <numerusform>Z wiki do katalogu převzat %n počet kartiček.</numerusform>
            <numerusform>Z wiki do katalogu převzaty %n počty kartiček.</numerusform>
            <numerusform>Z wiki do katalogu převzato %n počtů kartiček.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tile tables from the catalogue</source>
        <translation>Tabulky kartiček z katalogu</translation>
    </message>
    <message>
        <source>Settle the chosen page&apos;s conflict: keep Krajina&apos;s text or take the wiki&apos;s, paragraph by paragraph, or the tile counts of a tile table edited on the wiki (undoable)</source>
        <translation>Vyřešit konflikt zvolené stránky: po odstavcích ponechat text z Krajiny, nebo převzít text z wiki, případně počty z tabulky kartiček upravené na wiki (lze vrátit zpět)</translation>
    </message>
    <message>
        <source>The wiki runs the Translate extension: each Czech paragraph is the page Translations:%1/NUMBER/cs, and %1/cs is made from them by the wiki</source>
        <translation>Wiki používá rozšíření Translate: každý český odstavec je stránka Translations:%1/ČÍSLO/cs a stránku %1/cs z nich skládá wiki</translation>
    </message>
    <message>
        <source>Czech-only paragraph</source>
        <translation>Odstavec jen v češtině</translation>
    </message>
    <message>
        <source>Czech-only paragraph %1</source>
        <translation>Odstavec jen v češtině %1</translation>
    </message>
    <message>
        <source>paragraph %1 of the page</source>
        <translation>%1. odstavec stránky</translation>
    </message>
    <message>
        <source>under “%1”</source>
        <translation>pod nadpisem „%1“</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a Czech-only paragraph (where it is)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Page title (the Czech title the wiki shows)</source>
        <translation>Název stránky (český název, který wiki zobrazuje)</translation>
    </message>
    <message>
        <source>both changed, in different paragraphs: a pull merges them</source>
        <translation>změněná na obou stranách, v různých odstavcích: stažení je sloučí</translation>
    </message>
    <message>
        <source>Never synced, and the two differ: the wiki (&lt;del&gt;removed&lt;/del&gt;) against Krajina (&lt;ins&gt;added&lt;/ins&gt;). Resolve… adopts the wiki&apos;s page as it is (nothing is pushed) or keeps Krajina&apos;s:</source>
        <translation>Dosud nesynchronizovaná a obě se liší: wiki (&lt;del&gt;odebráno&lt;/del&gt;) proti Krajině (&lt;ins&gt;přidáno&lt;/ins&gt;). Vyřešit… převezme stránku z wiki tak, jak je (nic se neodesílá), nebo ponechá stránku z Krajiny:</translation>
    </message>
    <message>
        <source>Changed on both sides: the wiki (&lt;del&gt;removed&lt;/del&gt;) against Krajina (&lt;ins&gt;added&lt;/ins&gt;). Where the two changed different paragraphs, a pull takes the wiki&apos;s changes and keeps Krajina&apos;s:</source>
        <translation>Změněná na obou stranách: wiki (&lt;del&gt;odebráno&lt;/del&gt;) proti Krajině (&lt;ins&gt;přidáno&lt;/ins&gt;). Kde se změnily různé odstavce, stažení převezme změny z wiki a ponechá změny z Krajiny:</translation>
    </message>
</context>
<context>
    <name>Krajina::WikiRecord</name>
    <message>
        <source>Pull from the Wiki</source>
        <translation>Stáhnout z wiki</translation>
    </message>
    <message>
        <source>Take Tile Counts from the Wiki</source>
        <translation>Převzít počty kartiček z wiki</translation>
    </message>
</context>
<context>
    <name>Krajina::WikiSession</name>
    <message>
        <source>The wiki sync record cannot be read, so nothing was compared, pulled or pushed (syncing would forget what every page was last synced from): %1</source>
        <translation>Záznam o synchronizaci s wiki nelze přečíst, proto se nic neporovnalo, nestáhlo ani neodeslalo (synchronizace by zapomněla, z čeho byla každá stránka naposledy synchronizována): %1</translation>
    </message>
    <message>
        <source>%1: not a wiki sync record</source>
        <translation>%1: není záznam o synchronizaci s wiki</translation>
    </message>
    <message>
        <source>synced in %1 markup: switching it to %2 would rewrite every line of the page on the wiki, so the page keeps %1 (leave out the markup choice)</source>
        <translation>synchronizováno ve značkování %1: přepnutí na %2 by na wiki přepsalo každý řádek stránky, proto stránka zůstává u %1 (volbu značkování vynechte)</translation>
    </message>
    <message>
        <source>nothing to resolve: %1</source>
        <translation>není co řešit: %1</translation>
    </message>
    <message>
        <source>Krajina makes this page from the catalogue or its templates: keep Krajina&apos;s, or change the catalogue</source>
        <translation>tuto stránku tvoří Krajina z katalogu nebo ze svých šablon: ponechte verzi z Krajiny, nebo změňte katalog</translation>
    </message>
    <message>
        <source>Resolve Wiki Conflict</source>
        <translation>Vyřešit konflikt s wiki</translation>
    </message>
    <message>
        <source>the wiki&apos;s page taken</source>
        <translation>převzata stránka z wiki</translation>
    </message>
    <message>
        <source>settled: push sends Krajina&apos;s page</source>
        <translation>vyřešeno: odeslání zapíše stránku z Krajiny</translation>
    </message>
    <message>
        <source>%1: the wiki&apos;s pages give different counts; not taken</source>
        <translation>%1: stránky na wiki uvádějí různé počty; nepřevzato</translation>
    </message>
</context>
<context>
    <name>Krajina::WikiSync</name>
    <message>
        <source>in step</source>
        <translation>shodná</translation>
    </message>
    <message>
        <source>wiki changed</source>
        <translation>změněná na wiki</translation>
    </message>
    <message>
        <source>Krajina changed</source>
        <translation>změněná v Krajině</translation>
    </message>
    <message>
        <source>both changed (conflict)</source>
        <translation>změněná na obou stranách (konflikt)</translation>
    </message>
    <message>
        <source>missing on the wiki</source>
        <translation>na wiki chybí</translation>
    </message>
    <message>
        <source>differs, never synced</source>
        <translation>liší se, dosud nesynchronizovaná</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>řádek %1: %2</translation>
    </message>
    <message>
        <source>resolve it: keep Krajina&apos;s or take the wiki&apos;s (Resolve in the Wiki panel; krajina-cli wiki resolve %1 --take mine|wiki)</source>
        <translation>vyřešte to: ponechte verzi z Krajiny, nebo převezměte verzi z wiki (Vyřešit v panelu Wiki; krajina-cli wiki resolve %1 --take mine|wiki)</translation>
    </message>
    <message>
        <source>the wiki&apos;s page differs and was never synced: %1</source>
        <translation>stránka na wiki se liší a nikdy nebyla synchronizována: %1</translation>
    </message>
    <message>
        <source>changed on the wiki and in Krajina in different places: pull to merge, then push</source>
        <translation>změněno na wiki i v Krajině na různých místech: stáhněte (sloučí se), pak odešlete</translation>
    </message>
    <message>
        <source>changed on the wiki and in Krajina: not overwritten; %1</source>
        <translation>změněno na wiki i v Krajině: nepřepsáno; %1</translation>
    </message>
    <message>
        <source>changed on the wiki since the last sync: pull it first</source>
        <translation>od poslední synchronizace změněno na wiki: nejdřív stáhněte</translation>
    </message>
    <message>
        <source>Krajina makes this page (from the catalogue or its templates); a change on the wiki is not pulled</source>
        <translation>tuto stránku tvoří Krajina (z katalogu nebo ze svých šablon); změna na wiki se nestahuje</translation>
    </message>
    <message>
        <source>the wiki&apos;s page differs and was never synced: not pulled; %1</source>
        <translation>stránka na wiki se liší a nikdy nebyla synchronizována: nestaženo; %1</translation>
    </message>
    <message>
        <source>merged: the wiki&apos;s changes taken, Krajina&apos;s kept (push sends them)</source>
        <translation>sloučeno: změny z wiki převzaty, změny z Krajiny ponechány (odeslání je zapíše)</translation>
    </message>
    <message numerus="yes">
        <source>%n paragraph(s) changed on both sides: %1</source>
        <translation>
            <numerusform>%n odstavec změněn na obou stranách: %1</numerusform>
            <numerusform>%n odstavce změněny na obou stranách: %1</numerusform>
            <numerusform>%n odstavců změněno na obou stranách: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>changed on the wiki and in Krajina: not pulled; %1</source>
        <translation>změněno na wiki i v Krajině: nestaženo; %1</translation>
    </message>
    <message>
        <source>not pushed: the run stopped</source>
        <translation>neodesláno: běh se zastavil</translation>
    </message>
    <message>
        <source>the page has no title</source>
        <translation>stránka nemá název</translation>
    </message>
    <message>
        <source>a wiki title cannot hold &quot;%1&quot;: &quot;%2&quot; would not be this page&apos;s title (rename the page in Krajina)</source>
        <translation>název na wiki nesmí obsahovat „%1“: „%2“ by nebyl názvem této stránky (přejmenujte stránku v Krajině)</translation>
    </message>
    <message>
        <source>tile table edited on the wiki</source>
        <translation>tabulka kartiček upravená na wiki</translation>
    </message>
    <message>
        <source>the wiki refuses the title &quot;%1&quot;: %2</source>
        <translation>wiki odmítá název „%1“: %2</translation>
    </message>
    <message>
        <source>tile table edited on the wiki: %1</source>
        <translation>tabulka kartiček upravená na wiki: %1</translation>
    </message>
    <message>
        <source>take the wiki&apos;s counts into the catalogue (pull --take-tables; Resolve in the Wiki panel) or write the catalogue&apos;s tables over them (push --overwrite-tables)</source>
        <translation>převezměte počty z wiki do katalogu (pull --take-tables; Vyřešit v panelu Wiki), nebo je přepište tabulkami z katalogu (push --overwrite-tables)</translation>
    </message>
    <message>
        <source>changed on the wiki since the last sync: pull it first; %1</source>
        <translation>od poslední synchronizace změněno na wiki: nejdřív ji stáhněte; %1</translation>
    </message>
    <message>
        <source>the catalogue&apos;s tile tables written over the wiki&apos;s edit</source>
        <translation>tabulky kartiček z katalogu zapsány přes úpravu na wiki</translation>
    </message>
    <message>
        <source>%1: not overwritten; %2</source>
        <translation>%1: nepřepsáno; %2</translation>
    </message>
    <message>
        <source>the paragraphs pulled; %1: not taken; %2</source>
        <translation>odstavce staženy; %1: nepřevzato; %2</translation>
    </message>
    <message>
        <source>%1; push marks it first</source>
        <translation>%1; odeslání ji nejdřív označí</translation>
    </message>
    <message numerus="yes">
        <source>%n Czech-only paragraph(s) kept in Krajina only, a wiki with Translate has no place for them: %1</source>
        <translation>
            <numerusform>%n odstavec jen v češtině zůstává jen v Krajině, wiki s rozšířením Translate pro něj nemá místo: %1</numerusform>
            <numerusform>%n odstavce jen v češtině zůstávají jen v Krajině, wiki s rozšířením Translate pro ně nemá místo: %1</numerusform>
            <numerusform>%n odstavců jen v češtině zůstává jen v Krajině, wiki s rozšířením Translate pro ně nemá místo: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not marked for translation: that needs the pagetranslation right, which the wiki&apos;s translation administrators and administrators have; ask one of them to mark it (Special:PageTranslation), then push again</source>
        <translation>%1 není označena k překladu: k tomu je třeba právo pagetranslation, které mají správci překladů a správci wiki; požádejte některého z nich, ať ji označí (Special:PageTranslation), a pak odešlete znovu</translation>
    </message>
    <message>
        <source>%1 is not marked for translation: %2</source>
        <translation>%1 není označena k překladu: %2</translation>
    </message>
    <message>
        <source>pushed, but %1</source>
        <translation>odesláno, ale %1</translation>
    </message>
    <message>
        <source>not pushed: %1</source>
        <translation>neodesláno: %1</translation>
    </message>
    <message>
        <source>%1: the wiki&apos;s English page has no such unit (push the English page and mark it for translation)</source>
        <translation>%1: anglická stránka na wiki takovou jednotku nemá (odešlete anglickou stránku a označte ji k překladu)</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>řádek %1</translation>
    </message>
    <message>
        <source>unit %1: Krajina&apos;s English page has no unit %1 (pull the English page first)</source>
        <translation>jednotka %1: anglická stránka v Krajině jednotku %1 nemá (nejdřív stáhněte anglickou stránku)</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) changed on the wiki during the push (%1): nothing pushed; compare again</source>
        <translation>
            <numerusform>%n jednotka se na wiki během odesílání změnila (%1): nic neodesláno; porovnejte znovu</numerusform>
            <numerusform>%n jednotky se na wiki během odesílání změnily (%1): nic neodesláno; porovnejte znovu</numerusform>
            <numerusform>%n jednotek se na wiki během odesílání změnilo (%1): nic neodesláno; porovnejte znovu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n translation(s) deleted in Krajina marked outdated on the wiki (%1): the Translate extension keeps a translation until a wiki administrator deletes its Translations: page</source>
        <translation>
            <numerusform>%n překlad smazaný v Krajině byl na wiki označen jako zastaralý (%1): rozšíření Translate překlad ponechává, dokud jeho stránku Translations: nesmaže správce wiki</numerusform>
            <numerusform>%n překlady smazané v Krajině byly na wiki označeny jako zastaralé (%1): rozšíření Translate překlad ponechává, dokud jeho stránku Translations: nesmaže správce wiki</numerusform>
            <numerusform>%n překladů smazaných v Krajině bylo na wiki označeno jako zastaralé (%1): rozšíření Translate překlad ponechává, dokud jeho stránku Translations: nesmaže správce wiki</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Krajina::WikiSyncState</name>
    <message>
        <source>not JSON at byte %1: %2</source>
        <translation>na bajtu %1 není JSON: %2</translation>
    </message>
    <message>
        <source>unknown wiki sync format</source>
        <translation>neznámý formát synchronizace s wiki</translation>
    </message>
    <message>
        <source>page &quot;%1&quot; of %2 has no revision</source>
        <translation>stránka „%1“ na %2 nemá revizi</translation>
    </message>
    <message>
        <source>site %1 has an unknown markup &quot;%2&quot;</source>
        <translation>web %1 má neznámé značkování „%2“</translation>
    </message>
    <message>
        <source>page &quot;%1&quot; of %2: the text of its revision is damaged</source>
        <translation>stránka „%1“ webu %2: text její revize je poškozený</translation>
    </message>
    <message>
        <source>page &quot;%1&quot; of %2 has an unknown markup &quot;%3&quot;</source>
        <translation>stránka „%1“ webu %2 má neznámé značkování „%3“</translation>
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
    <name>Krajina::WriteError</name>
    <message>
        <source>no space left on the device</source>
        <translation>na zařízení už není místo</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>Zobrazit nápovědu k volbám příkazového řádku.</translation>
    </message>
    <message>
        <source>Displays help, including generic Qt options.</source>
        <translation>Zobrazit nápovědu včetně obecných voleb Qt.</translation>
    </message>
</context>
<context>
    <name>QuickFix</name>
    <message>
        <source>Let the Field Score the City</source>
        <translation>Započítat město k louce</translation>
    </message>
    <message>
        <source>Score Only the Cities the Field Borders</source>
        <translation>Započítat k louce jen sousední města</translation>
    </message>
    <message>
        <source>Split the Field along the Road</source>
        <translation>Rozdělit louku podél cesty</translation>
    </message>
    <message>
        <source>Give the Half-Edges to the City</source>
        <translation>Dát polohrany městu</translation>
    </message>
    <message>
        <source>Add the Half-Edge to the Field of Its Corner</source>
        <translation>Přidat polohranu k louce v jejím rohu</translation>
    </message>
    <message>
        <source>Give the River the Role of Its Ends</source>
        <translation>Dát řece roli podle jejích konců</translation>
    </message>
    <message>
        <source>Make a Bridge or an Overpass</source>
        <translation>Udělat most nebo nadchod</translation>
    </message>
    <message>
        <source>Keep One Monastery</source>
        <translation>Ponechat jeden klášter</translation>
    </message>
</context>
<context>
    <name>SheetText</name>
    <message>
        <source>front</source>
        <translation>líc</translation>
    </message>
    <message>
        <source>back</source>
        <translation>rub</translation>
    </message>
    <message>
        <source>Alignment test: print at 100 % (actual size), no fit-to-page.</source>
        <translation>Zkouška soutisku: tiskněte na 100 % (skutečná velikost), bez přizpůsobení stránce.</translation>
    </message>
    <message>
        <source>The scale is 100 mm long; each square is %1 mm.</source>
        <translation>Měřítko je 100 mm dlouhé; každý čtverec má %1 mm.</translation>
    </message>
    <message>
        <source>Hold the sheet to the light. Where the front&apos;s black cross sits X mm right and Y mm down of the red zero, add X,Y to the back offset.</source>
        <translation>Podržte arch proti světlu. Leží-li černý křížek z lícu X mm vpravo a Y mm pod červenou nulou, přidejte X,Y k posunu rubu.</translation>
    </message>
</context>
<context>
    <name>SqliteGuard</name>
    <message>
        <source>table &apos;%1&apos; without the column &apos;%2&apos;</source>
        <translation>tabulka „%1“ bez sloupce „%2“</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; of table &apos;%2&apos; declared &quot;%3&quot; rather than &quot;%4&quot;</source>
        <translation>sloupec „%1“ tabulky „%2“ deklarovaný jako „%3“ místo „%4“</translation>
    </message>
    <message>
        <source>table &apos;%1&apos; with a column &apos;%2&apos; of its own</source>
        <translation>tabulka „%1“ s vlastním sloupcem „%2“</translation>
    </message>
    <message>
        <source>table &apos;%1&apos; with constraints of its own</source>
        <translation>tabulka „%1“ s vlastními omezeními</translation>
    </message>
    <message>
        <source>SQLite&apos;s backup functions are not reachable</source>
        <translation>funkce SQLite pro zálohování nejsou dostupné</translation>
    </message>
    <message>
        <source>view &apos;%1&apos; in place of a table</source>
        <translation>pohled „%1“ místo tabulky</translation>
    </message>
    <message>
        <source>view &apos;%1&apos;</source>
        <translation>pohled „%1“</translation>
    </message>
    <message>
        <source>trigger &apos;%1&apos; on table &apos;%2&apos;</source>
        <translation>spoušť (trigger) „%1“ na tabulce „%2“</translation>
    </message>
    <message>
        <source>virtual table &apos;%1&apos;</source>
        <translation>virtuální tabulka „%1“</translation>
    </message>
    <message>
        <source>table &apos;%1&apos;, which Krajina does not write</source>
        <translation>tabulka „%1“, kterou Krajina nezapisuje</translation>
    </message>
    <message>
        <source>index &apos;%1&apos; on table &apos;%2&apos;, which Krajina does not write</source>
        <translation>index „%1“ na tabulce „%2“, který Krajina nezapisuje</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos;, which Krajina does not write</source>
        <translation>%1 „%2“, který Krajina nezapisuje</translation>
    </message>
    <message>
        <source>index &apos;%1&apos; on table &apos;%2&apos; rather than &apos;%3&apos;</source>
        <translation>index „%1“ na tabulce „%2“ místo „%3“</translation>
    </message>
    <message>
        <source>index &apos;%1&apos; declared differently</source>
        <translation>jinak deklarovaný index „%1“</translation>
    </message>
    <message>
        <source>no table &apos;%1&apos;</source>
        <translation>chybí tabulka „%1“</translation>
    </message>
    <message>
        <source>no index &apos;%1&apos;</source>
        <translation>chybí index „%1“</translation>
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
        <source>bad colour &quot;%1&quot;</source>
        <translation>chybná barva „%1“</translation>
    </message>
    <message>
        <source>%1, feature %2</source>
        <translation>%1, území %2</translation>
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
    <message>
        <source>expected text, found %1</source>
        <translation>očekáván text, nalezeno %1</translation>
    </message>
    <message>
        <source>the text is not valid Unicode</source>
        <translation>text není platný Unicode</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, found %3</source>
        <translation>očekáváno celé číslo od %1 do %2, nalezeno %3</translation>
    </message>
    <message>
        <source>expected data, found NULL</source>
        <translation>očekávána data, nalezeno NULL</translation>
    </message>
    <message>
        <source>table %1, row %2, column %3: %4</source>
        <translation>tabulka %1, řádek %2, sloupec %3: %4</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>očekáváno celé číslo, nalezeno %1</translation>
    </message>
    <message>
        <source>a blob</source>
        <translation>binární data</translation>
    </message>
    <message>
        <source>refers to a missing row %1</source>
        <translation>odkazuje na chybějící řádek %1</translation>
    </message>
    <message>
        <source>expected whole numbers from 0 to %1, found &quot;%2&quot;</source>
        <translation>očekávána celá čísla od 0 do %1, nalezeno „%2“</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;</source>
        <translation>neznámá hodnota „%1“</translation>
    </message>
    <message numerus="yes">
        <source>the file is damaged (SQLite found %n problem(s); the first: %1)</source>
        <translation>
            <numerusform>soubor je poškozený (SQLite našlo %n problém; první: %1)</numerusform>
            <numerusform>soubor je poškozený (SQLite našlo %n problémy; první: %1)</numerusform>
            <numerusform>soubor je poškozený (SQLite našlo %n problémů; první: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB, the most Krajina reads</source>
        <translation>soubor je větší než %1 MiB, víc Krajina nečte</translation>
    </message>
    <message>
        <source>a program writing this file stopped half way and left %1 beside it; open the file once where you may write to it (Krajina then finishes the repair), or ask its owner to</source>
        <translation>program, který do souboru zapisoval, skončil v půli a nechal vedle něj %1; otevřete soubor jednou tam, kde do něj smíte zapisovat (Krajina pak opravu dokončí), nebo o to požádejte jeho vlastníka</translation>
    </message>
    <message>
        <source>not a Krajina catalogue: the file starts like an SQLite database but is not one (damaged, or another kind of file)</source>
        <translation>není to katalog Krajiny: soubor začíná jako databáze SQLite, ale není jí (je poškozený, nebo jde o jiný druh souboru)</translation>
    </message>
    <message>
        <source>refused: %1 (Krajina reads only files with exactly the tables it writes)</source>
        <translation>odmítnuto: %1 (Krajina čte jen soubory přesně s tabulkami, které sama zapisuje)</translation>
    </message>
    <message numerus="yes">
        <source>refused: reading the file took SQLite far more work than a file of its size needs (more than %n million steps for one query)</source>
        <translation>
            <numerusform>odmítnuto: čtení souboru dalo SQLite mnohem víc práce, než soubor takové velikosti potřebuje (víc než %n milion kroků na jeden dotaz)</numerusform>
            <numerusform>odmítnuto: čtení souboru dalo SQLite mnohem víc práce, než soubor takové velikosti potřebuje (víc než %n miliony kroků na jeden dotaz)</numerusform>
            <numerusform>odmítnuto: čtení souboru dalo SQLite mnohem víc práce, než soubor takové velikosti potřebuje (víc než %n milionů kroků na jeden dotaz)</numerusform>
        </translation>
    </message>
    <message>
        <source>too many rows: Krajina reads at most %1 here</source>
        <translation>příliš mnoho řádků: Krajina jich zde čte nejvýše %1</translation>
    </message>
    <message>
        <source>expected sides (N, NE, SE, S, SW, NW), found &quot;%1&quot;</source>
        <translation>očekávány strany (N, NE, SE, S, SW, NW), nalezeno „%1“</translation>
    </message>
    <message>
        <source>hex %1 appears twice in the piece</source>
        <translation>hex %1 je v dílu uveden dvakrát</translation>
    </message>
    <message>
        <source>expected hex %1 of the land tile, found hex %2</source>
        <translation>očekáván hex %1 dílu krajiny, nalezen hex %2</translation>
    </message>
    <message>
        <source>a land tile has 3 hexes, not %1</source>
        <translation>díl krajiny má 3 hexy, ne %1</translation>
    </message>
    <message>
        <source>the Dos Rios pieces are both in their tables and in the extra %1</source>
        <translation>díly Dos Rios jsou zároveň ve svých tabulkách i v doplňku %1</translation>
    </message>
    <message>
        <source>expected a seed as a string of digits, found &quot;%1&quot;</source>
        <translation>očekáváno semínko jako řetězec číslic, nalezeno „%1“</translation>
    </message>
    <message>
        <source>the spring of %1 has no outflow %2</source>
        <translation>pramen řeky %1 nemá odtok %2</translation>
    </message>
    <message>
        <source>table %1: %2</source>
        <translation>tabulka %1: %2</translation>
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
        <source>%1 monasteries (%2); a tile has at most one</source>
        <translation>klášterů: %1 (%2); kartička smí mít nejvýše jeden</translation>
    </message>
    <message>
        <source>side %1 of cell %2 is %3, but the cell %4 meets it with %5</source>
        <translation>strana %1 políčka %2 je %3, ale políčko %4 k ní přiléhá hranou %5</translation>
    </message>
    <message>
        <source>open question: %1</source>
        <translation>otevřená otázka: %1</translation>
    </message>
    <message>
        <source>the city</source>
        <translation>město</translation>
    </message>
    <message>
        <source>the road</source>
        <translation>cesta</translation>
    </message>
    <message>
        <source>the river</source>
        <translation>řeka</translation>
    </message>
    <message>
        <source>the field</source>
        <translation>louka</translation>
    </message>
    <message>
        <source>the monastery</source>
        <translation>klášter</translation>
    </message>
    <message>
        <source>the garden</source>
        <translation>zahrada</translation>
    </message>
    <message>
        <source>the betting office</source>
        <translation>sázková kancelář</translation>
    </message>
    <message>
        <source>the crop circle</source>
        <translation>kruh v obilí</translation>
    </message>
    <message>
        <source>in the north</source>
        <translation>na severu</translation>
    </message>
    <message>
        <source>in the east</source>
        <translation>na východě</translation>
    </message>
    <message>
        <source>in the south</source>
        <translation>na jihu</translation>
    </message>
    <message>
        <source>in the west</source>
        <translation>na západě</translation>
    </message>
    <message>
        <source>in the north-east</source>
        <translation>na severovýchodě</translation>
    </message>
    <message>
        <source>in the south-east</source>
        <translation>na jihovýchodě</translation>
    </message>
    <message>
        <source>in the south-west</source>
        <translation>na jihozápadě</translation>
    </message>
    <message>
        <source>in the north-west</source>
        <translation>na severozápadě</translation>
    </message>
    <message>
        <source>from north to south</source>
        <translation>ze severu na jih</translation>
    </message>
    <message>
        <source>from east to west</source>
        <translation>z východu na západ</translation>
    </message>
    <message>
        <source>on every side but the north</source>
        <translation>na všech stranách kromě severu</translation>
    </message>
    <message>
        <source>on every side but the east</source>
        <translation>na všech stranách kromě východu</translation>
    </message>
    <message>
        <source>on every side but the south</source>
        <translation>na všech stranách kromě jihu</translation>
    </message>
    <message>
        <source>on every side but the west</source>
        <translation>na všech stranách kromě západu</translation>
    </message>
    <message>
        <source>all around</source>
        <translation>dokola</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>the field + in the north</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (part %2)</source>
        <comment>a feature on a tile of several cells</comment>
        <translation>%1 (část %2)</translation>
    </message>
    <message>
        <source>%1 (no. %2)</source>
        <comment>two features alike: their numbers</comment>
        <translation>%1 (č. %2)</translation>
    </message>
    <message>
        <source>%1 borders %2 but does not score it</source>
        <translation>%1 nezapočítává sousední útvar (%2)</translation>
    </message>
    <message>
        <source>%1 and %2 cross each other round the perimeter; mark the road as a bridge</source>
        <translation>%1 a %2 se na obvodu kříží; cestu označte jako most</translation>
    </message>
    <message>
        <source>%1 and %2 cross each other round the perimeter; mark the city as an overpass</source>
        <translation>%1 a %2 se na obvodu kříží; město označte jako nadchod</translation>
    </message>
    <message>
        <source>%1 and %2 cross each other round the perimeter; mark one as a bridge over the other</source>
        <translation>%1 a %2 se na obvodu kříží; jednu z nich označte jako most přes druhou</translation>
    </message>
    <message>
        <source>%1 and %2 cross each other round the perimeter, which they cannot do on one tile</source>
        <translation>%1 a %2 se na obvodu kříží, což na jedné kartičce nejde</translation>
    </message>
    <message>
        <source>the roads that meet in the middle</source>
        <translation>cesty, které se sbíhají uprostřed</translation>
    </message>
    <message>
        <source>%1 lies on both sides of %2, which divides it; split it along %2</source>
        <translation>%1 leží na obou stranách, které od sebe dělí %2; rozdělte ji podél ní</translation>
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
        <source>New Expansion</source>
        <translation>Nové rozšíření</translation>
    </message>
    <message>
        <source>Rename Tile</source>
        <translation>Přejmenovat kartičku</translation>
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
    <message>
        <source>Pull Rule Page from the Wiki</source>
        <translation>Stáhnout stránku pravidel z wiki</translation>
    </message>
    <message>
        <source>No Start Tile</source>
        <translation>Bez startovní kartičky</translation>
    </message>
    <message>
        <source>Use as Start Tile</source>
        <translation>Použít jako startovní kartičku</translation>
    </message>
</context>
</TS>
