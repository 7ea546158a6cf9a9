<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Nothing of yours can move from %1 now.</source>
        <translation type="obsolete">Nessuna tua forza può muovere da %1 ora.</translation>
    </message>
    <message>
        <source>Forces in %1</source>
        <translation type="obsolete">Forze in %1</translation>
    </message>
    <message>
        <source>%1 selected: click a zone (the point you click is where it lands), or an enemy zone in range to bomb it.</source>
        <translation type="obsolete">%1 selezionato: fai clic su una zona (l&apos;aereo atterra nel punto del clic) o su una zona nemica nel raggio per bombardarla.</translation>
    </message>
    <message>
        <source>Nothing to do in %1 now: see the Decisions tab.</source>
        <translation type="obsolete">Nulla da fare in %1 ora: vedi la scheda Decisioni.</translation>
    </message>
    <message>
        <source>More in the Decisions tab…</source>
        <translation type="obsolete">Altro nella scheda Decisioni…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="obsolete">Apri una partita salvata</translation>
    </message>
    <message>
        <source>Sandtable games (*.json);;All files (*)</source>
        <translation type="obsolete">Partite Sandtable (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="obsolete">Salva la partita</translation>
    </message>
    <message>
        <source>Sandtable games (*.json)</source>
        <translation type="obsolete">Partite Sandtable (*.json)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation type="obsolete">Impossibile salvare</translation>
    </message>
    <message>
        <source>%1 could not be written.

%2</source>
        <translation type="obsolete">Impossibile scrivere %1.

%2</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="obsolete">Salvato in %1</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation type="obsolete">Note sulle regole</translation>
    </message>
    <message>
        <source>The rules notes are not installed with this copy.</source>
        <translation type="obsolete">Le note sulle regole non sono installate in questa copia.</translation>
    </message>
</context>
<context>
    <name>AttackDialog</name>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/attack_dialog.py" line="60"/>
        <source>Attack %1</source>
        <translation>Attacco su %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/attack_dialog.py" line="67"/>
        <source>Attack over land</source>
        <translation>Attacco via terra</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/attack_dialog.py" line="67"/>
        <source>Landing from the sea</source>
        <translation>Sbarco dal mare</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/attack_dialog.py" line="112"/>
        <source>From zone %1</source>
        <translation>Dalla zona %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/attack_dialog.py" line="119"/>
        <source>cubes: </source>
        <translation>blocchetti: </translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/attack_dialog.py" line="135"/>
        <source>Tank support</source>
        <translation>Appoggio del carro</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/attack_dialog.py" line="137"/>
        <source>Plane support</source>
        <translation>Appoggio dell&apos;aereo</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/attack_dialog.py" line="138"/>
        <source>Paratroopers dropped</source>
        <translation>Lancio dei paracadutisti</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/attack_dialog.py" line="143"/>
        <source>Fleets engaged</source>
        <translation>Flotte ingaggiate</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/attack_dialog.py" line="151"/>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
</context>
<context>
    <name>BattleBoard</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/battle_board.py" line="54"/>
        <source>no fire</source>
        <translation>nessun tiro</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/battle_board.py" line="57"/>
        <source>Units here hit on a die of %1 or less</source>
        <translation>Queste unità colpiscono con un dado di %1 o meno</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/battle_board.py" line="103"/>
        <source>Roll</source>
        <translation>Tira</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../../desktop/sandtable/ui/board_scene.py" line="351"/>
        <source>Sea</source>
        <translation>Mare</translation>
    </message>
</context>
<context>
    <name>CombatDialog</name>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="63"/>
        <source>Combat on %1</source>
        <translation>Combattimento su %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="65"/>
        <source>Attacking hexes</source>
        <translation>Esagoni attaccanti</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="73"/>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="145"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="83"/>
        <source>(+%1 unseen)</source>
        <translation>(+%1 non visti)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="84"/>
        <source>Defenders: %1</source>
        <translation>Difensori: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="113"/>
        <source>Tick at least one attacking hex.</source>
        <translation>Spunta almeno un esagono attaccante.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="121"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="123"/>
        <source>Attack %1 against defence %2: column %3 (printed %4), shifts %5, die modifier %6.
Because: %7</source>
        <translation>Attacco %1 contro difesa %2: colonna %3 (stampata %4), spostamenti %5, modificatore del dado %6.
Perché: %7</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="129"/>
        <source>%1: %2 (%3/36)</source>
        <translation>%1: %2 (%3/36)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="131"/>
        <source>Results before the dice (2d6):</source>
        <translation>Risultati prima dei dadi (2d6):</translation>
    </message>
</context>
<context>
    <name>CombatPanel</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="88"/>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="170"/>
        <source>No combat in progress</source>
        <translation>Nessun combattimento in corso</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="98"/>
        <source>Attacker</source>
        <translation>Attaccante</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="98"/>
        <source>Defender</source>
        <translation>Difensore</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="118"/>
        <source>Roll the dice</source>
        <translation>Tira i dadi</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="138"/>
        <source>1 hit, %2 expected</source>
        <translation>1 perdita inflitta, %2 attese</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="138"/>
        <source>%1 hits, %2 expected</source>
        <translation>%1 perdite inflitte, %2 attese</translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation type="vanished">La tua decisione</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="122"/>
        <source>Your decision (reactions, casualties, events)</source>
        <translation>La tua decisione (reazioni, perdite, eventi)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="126"/>
        <source>Confirm</source>
        <translation>Conferma</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="136"/>
        <source>die roll</source>
        <translation>tiro di dado</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="136"/>
        <source>Last roll: %1</source>
        <translation>Ultimo tiro: %1</translation>
    </message>
    <message>
        <source>%1 hit(s), %2 expected</source>
        <translation type="vanished">%1 perdite inflitte, %2 attese</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="148"/>
        <source>To roll: %1</source>
        <translation>Da tirare: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="164"/>
        <source>Next roll: 1 die, hits on %2</source>
        <translation>Prossimo tiro: 1 dado, colpisce con %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="165"/>
        <source>Next roll: %1 dice, hits on %2</source>
        <translation>Prossimo tiro: %1 dadi, colpisce con %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="176"/>
        <source>— choose —</source>
        <translation>— scegli —</translation>
    </message>
    <message>
        <source>take the loss on: %1</source>
        <translation type="vanished">assorbi la perdita con: %1</translation>
    </message>
    <message>
        <source>elite inflicts a loss</source>
        <translation type="vanished">l&apos;élite infligge una perdita</translation>
    </message>
    <message>
        <source>elite absorbs a loss</source>
        <translation type="vanished">l&apos;élite assorbe una perdita</translation>
    </message>
    <message>
        <source>retreat every force to %1</source>
        <translation type="vanished">ritira tutte le forze in %1</translation>
    </message>
    <message>
        <source>retreat %1 to %2</source>
        <translation type="vanished">ritira %1 in %2</translation>
    </message>
    <message>
        <source>Next roll: %1</source>
        <translation type="vanished">Prossimo tiro: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="154"/>
        <source>Landing</source>
        <translation>Sbarco</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="154"/>
        <source>Combat</source>
        <translation>Combattimento</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="156"/>
        <source>%1 in %2, round %3</source>
        <translation>%1 in %2, round %3</translation>
    </message>
    <message>
        <source>Next roll: %1 dice, hits on %2-6</source>
        <translation type="vanished">Prossimo tiro: %1 dadi, a segno con %2-6</translation>
    </message>
</context>
<context>
    <name>DDayBattleBoard</name>
    <message>
        <source>Units here hit on a die of %1 or less</source>
        <translation type="vanished">Queste unità colpiscono con un dado di %1 o meno</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/battle_dialog.py" line="47"/>
        <source>(%1 hit)</source>
        <translation>(%1 colpita)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/battle_dialog.py" line="54"/>
        <source>%1 dice rolled</source>
        <translation>%1 dadi tirati</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/battle_dialog.py" line="59"/>
        <source>Battle board</source>
        <translation>Tabellone di battaglia</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="vanished">Tira</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/battle_dialog.py" line="83"/>
        <source>Combat in %1: the %2 attack</source>
        <translation>Combattimento a %1: attaccano gli %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/battle_dialog.py" line="88"/>
        <source>Attacker: %1</source>
        <translation>Attaccante: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/battle_dialog.py" line="90"/>
        <source>Defender: %1</source>
        <translation>Difensore: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/battle_dialog.py" line="94"/>
        <source>Cheapest first</source>
        <translation>Prima le meno costose</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/battle_dialog.py" line="100"/>
        <source>In force: %1</source>
        <translation>In vigore: %1</translation>
    </message>
</context>
<context>
    <name>DDayCardsPanel</name>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/cards_panel.py" line="31"/>
        <source>Fate card %1</source>
        <translation>Carta-sorte %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/cards_panel.py" line="33"/>
        <source>Tactics card %1</source>
        <translation>Carta tattica %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/cards_panel.py" line="34"/>
        <source>Order card %1</source>
        <translation>Carta-ordine %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/cards_panel.py" line="73"/>
        <source>No card in play</source>
        <translation>Nessuna carta in gioco</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/cards_panel.py" line="112"/>
        <source>Reinforcement charts</source>
        <translation>Tabelle dei rinforzi</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/cards_panel.py" line="149"/>
        <source>Next:</source>
        <translation>Prossime:</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/cards_panel.py" line="151"/>
        <source>the victory check</source>
        <translation>la verifica della vittoria</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/cards_panel.py" line="159"/>
        <source>%1 units left</source>
        <translation>%1 unità rimaste</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/cards_panel.py" line="173"/>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
</context>
<context>
    <name>DDayTable</name>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/table_terms.py" line="22"/>
        <source>I</source>
        <translation>F</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/table_terms.py" line="23"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/table_terms.py" line="24"/>
        <source>T</source>
        <translation>C</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/table_terms.py" line="25"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/table_terms.py" line="26"/>
        <source>F</source>
        <translation>Ca</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/table_terms.py" line="27"/>
        <source>Bo</source>
        <translation>Bo</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/decision_panel.py" line="42"/>
        <source>Filter (e.g. a zone number)</source>
        <translation>Filtro (es. il numero di una zona)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/decision_panel.py" line="53"/>
        <source>Do it</source>
        <translation>Esegui</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/decision_panel.py" line="85"/>
        <source>%1 choices</source>
        <translation>%1 scelte</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/decision_panel.py" line="87"/>
        <source>(first %1 shown: filter to see others)</source>
        <translation>(mostrate le prime %1: usa il filtro per vedere le altre)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/decision_panel.py" line="88"/>
        <source>Nothing to decide now</source>
        <translation>Nulla da decidere ora</translation>
    </message>
</context>
<context>
    <name>EditError</name>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="18"/>
        <source>The point did not move.</source>
        <translation>Il vertice non si è spostato.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="19"/>
        <source>Hexes cannot be split.</source>
        <translation>Gli esagoni non si possono dividere.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="20"/>
        <source>Choose two different zones to merge.</source>
        <translation>Scegli due zone diverse da unire.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="21"/>
        <source>Only two land zones or two sea zones can be merged.</source>
        <translation>Si possono unire solo due zone di terra o due zone di mare.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="22"/>
        <source>A zone number is a whole number, 0 or more.</source>
        <translation>Il numero di una zona è un intero, da 0 in su.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="23"/>
        <source>Name the property to paint.</source>
        <translation>Indica il nome della proprietà da dipingere.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="24"/>
        <source>A painted value must be a text, a number or true/false.</source>
        <translation>Un valore dipinto deve essere un testo, un numero o true/false.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="25"/>
        <source>These hexes already have that value.</source>
        <translation>Questi esagoni hanno già quel valore.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="26"/>
        <source>Choose two different zones.</source>
        <translation>Scegli due zone diverse.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="27"/>
        <source>A ruler needs a name.</source>
        <translation>Un righello deve avere un nome.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="28"/>
        <source>A ruler must be longer than 0 km.</source>
        <translation>Un righello deve essere lungo più di 0 km.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="29"/>
        <source>No zone has a corner there.</source>
        <translation>Nessuna zona ha un vertice in quel punto.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="30"/>
        <source>No zone has an edge there.</source>
        <translation>Nessuna zona ha un lato in quel punto.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="31"/>
        <source>This corner is where several borders meet; move it instead of deleting it.</source>
        <translation>In questo vertice si incontrano più confini: spostalo invece di eliminarlo.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="33"/>
        <source>A zone needs at least three corners.</source>
        <translation>Una zona deve avere almeno tre vertici.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="34"/>
        <source>A zone outline needs at least three corners.</source>
        <translation>Il contorno di una zona deve avere almeno tre vertici.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="35"/>
        <source>The outline covers no free land: draw it over the coastline&apos;s land.</source>
        <translation>Il contorno non copre terre libere: traccialo sulle terre della linea di costa.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="36"/>
        <source>Draw a line across the zone to split it.</source>
        <translation>Traccia una linea attraverso la zona per dividerla.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="37"/>
        <source>No board is open.</source>
        <translation>Nessun tabellone aperto.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="38"/>
        <source>No scenario is installed for this board.</source>
        <translation>Nessuno scenario installato per questo tabellone.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="39"/>
        <source>Paint a terrain on this hex first.</source>
        <translation>Dipingi prima un terreno su questo esagono.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="40"/>
        <source>Draw along the sides between neighbouring hexes.</source>
        <translation>Traccia lungo i lati tra esagoni adiacenti.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="41"/>
        <source>There is nothing of that kind on these hexsides.</source>
        <translation>Non c&apos;è nulla di quel tipo su questi lati d&apos;esagono.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="42"/>
        <source>Exits are on hexes of the map&apos;s edge.</source>
        <translation>Le uscite stanno sugli esagoni del bordo della mappa.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="43"/>
        <source>Name the road that leaves the map.</source>
        <translation>Indica la strada che esce dalla mappa.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="44"/>
        <source>The grid is unchanged.</source>
        <translation>La griglia non è cambiata.</translation>
    </message>
</context>
<context>
    <name>EditorCommand</name>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="52"/>
        <source>Edit</source>
        <translation>Modifica</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="53"/>
        <source>Change zones</source>
        <translation>Modifica zone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="54"/>
        <source>Add zone</source>
        <translation>Aggiungi zona</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="55"/>
        <source>Delete zone</source>
        <translation>Elimina zona</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="56"/>
        <source>Draw zone</source>
        <translation>Disegna zona</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="57"/>
        <source>Split zone</source>
        <translation>Dividi zona</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="58"/>
        <source>Merge zones</source>
        <translation>Unisci zone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="59"/>
        <source>Edit zone</source>
        <translation>Modifica zona</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="60"/>
        <source>Move point</source>
        <translation>Sposta vertice</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="61"/>
        <source>Add point</source>
        <translation>Aggiungi vertice</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="62"/>
        <source>Delete point</source>
        <translation>Elimina vertice</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="63"/>
        <source>Toggle symbol</source>
        <translation>Metti/togli simbolo</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="64"/>
        <source>Paint hexes</source>
        <translation>Colora esagoni</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="65"/>
        <source>Add link</source>
        <translation>Aggiungi collegamento</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="66"/>
        <source>Remove link</source>
        <translation>Rimuovi collegamento</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="67"/>
        <source>Cut adjacency</source>
        <translation>Taglia adiacenza</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="68"/>
        <source>Restore adjacency</source>
        <translation>Ripristina adiacenza</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="69"/>
        <source>Resize ruler</source>
        <translation>Ridimensiona righello</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="70"/>
        <source>Add ruler</source>
        <translation>Aggiungi righello</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="71"/>
        <source>Remove ruler</source>
        <translation>Rimuovi righello</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="72"/>
        <source>Rename ruler</source>
        <translation>Rinomina righello</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="73"/>
        <source>Set counter size</source>
        <translation>Imposta dimensione pedina</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="74"/>
        <source>Rename board</source>
        <translation>Rinomina tabellone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="75"/>
        <source>Change backdrop</source>
        <translation>Cambia sfondo</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="76"/>
        <source>Change the map grid</source>
        <translation>Cambia la griglia della mappa</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="77"/>
        <source>Show land zone numbers</source>
        <translation>Mostra i numeri dei territori</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="78"/>
        <source>Hide land zone numbers</source>
        <translation>Nascondi i numeri dei territori</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="79"/>
        <source>Change projection</source>
        <translation>Cambia proiezione</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="80"/>
        <source>Add hex grid</source>
        <translation>Aggiungi griglia esagonale</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="81"/>
        <source>Remove hex grid</source>
        <translation>Rimuovi griglia esagonale</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="82"/>
        <source>Edit hex</source>
        <translation>Modifica esagono</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="83"/>
        <source>Draw hexside features</source>
        <translation>Traccia elementi sui lati d&apos;esagono</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="84"/>
        <source>Remove hexside features</source>
        <translation>Rimuovi elementi dai lati d&apos;esagono</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="85"/>
        <source>Add exit</source>
        <translation>Aggiungi uscita</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="86"/>
        <source>Remove exit</source>
        <translation>Rimuovi uscita</translation>
    </message>
</context>
<context>
    <name>EditorDialogs</name>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="49"/>
        <source>W</source>
        <translation>O</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="49"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="49"/>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="50"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="69"/>
        <source>New board from a coastline</source>
        <translation>Nuovo tabellone da una linea di costa</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="72"/>
        <source>New board</source>
        <translation>Nuovo tabellone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="73"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="75"/>
        <source>Natural Earth 1:50m land (world-atlas)</source>
        <translation>Terre emerse Natural Earth 1:50m (world-atlas)</translation>
    </message>
    <message>
        <source>Land of the shipped 1943-1945 board</source>
        <translation type="vanished">Terre del tabellone 1943-1945 fornito</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="76"/>
        <source>Land of the first board shipped with Sandtable</source>
        <translation>Terre del primo tabellone fornito con Sandtable</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="80"/>
        <source>Land data</source>
        <translation>Dati delle terre</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="83"/>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="129"/>
        <source>Area</source>
        <translation>Area</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="84"/>
        <source>The land of the area is drawn under the board; new zones are cut to it. The sea around it becomes the board&apos;s sea zone.</source>
        <translation>Le terre dell&apos;area vengono disegnate sotto il tabellone e le nuove zone vi si adattano. Il mare circostante diventa la zona di mare del tabellone.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="108"/>
        <source>Hex grid</source>
        <translation>Griglia esagonale</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="111"/>
        <source>Grid id</source>
        <translation>Id della griglia</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="112"/>
        <source> km</source>
        <translation> km</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="113"/>
        <source>Hex size (across flats)</source>
        <translation>Dimensione esagono (tra i lati)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="115"/>
        <source>flat top</source>
        <translation>lato in alto</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="116"/>
        <source>pointy top</source>
        <translation>vertice in alto</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="117"/>
        <source>Orientation</source>
        <translation>Orientamento</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="123"/>
        <source>lon</source>
        <translation>long.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="125"/>
        <source>lat</source>
        <translation>lat.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="127"/>
        <source>Origin (centre of hex 0,0)</source>
        <translation>Origine (centro dell&apos;esagono 0,0)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="130"/>
        <source>Cut the hexes to the land</source>
        <translation>Ritaglia gli esagoni sulle terre</translation>
    </message>
</context>
<context>
    <name>EditorMenu</name>
    <message>
        <location filename="../../desktop/sandtable/editor/menu.py" line="28"/>
        <source>Edit &amp;board</source>
        <translation>&amp;Modifica tabellone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/menu.py" line="31"/>
        <source>&amp;Edit this board</source>
        <translation>Modifica &amp;questo tabellone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/menu.py" line="32"/>
        <source>&amp;New board from coastline…</source>
        <translation>&amp;Nuovo tabellone da linea di costa…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/menu.py" line="33"/>
        <source>&amp;Open a board in the editor…</source>
        <translation>&amp;Apri un tabellone nell&apos;editor…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/menu.py" line="35"/>
        <source>Edit &amp;game data…</source>
        <translation>Modifica i dati di &amp;gioco…</translation>
    </message>
</context>
<context>
    <name>EditorPanels</name>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="79"/>
        <source>Board</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="83"/>
        <location filename="../../desktop/sandtable/editor/panels.py" line="103"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="84"/>
        <source>Land zones&apos; numbers printed on the map</source>
        <translation>Numeri dei territori stampati sulla mappa</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="86"/>
        <source>Off when the box prints no numbers on land (the numbers stay as labels)</source>
        <translation>Da spegnere quando la scatola non stampa numeri sui territori (i numeri restano come etichette)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="91"/>
        <source>Zone</source>
        <translation>Zona</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="95"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="100"/>
        <source>Number</source>
        <translation>Numero</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="105"/>
        <source>land</source>
        <translation>terra</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="106"/>
        <source>sea</source>
        <translation>mare</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="108"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="120"/>
        <source>Symbols</source>
        <translation>Simboli</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="122"/>
        <source>Property</source>
        <translation>Proprietà</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="122"/>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="127"/>
        <source>Properties</source>
        <translation>Proprietà</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="129"/>
        <source>Add property</source>
        <translation>Aggiungi proprietà</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="131"/>
        <source>Remove property</source>
        <translation>Rimuovi proprietà</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="137"/>
        <source>Select a zone to edit it.</source>
        <translation>Seleziona una zona per modificarla.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="247"/>
        <source>property</source>
        <translation>proprietà</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="295"/>
        <source>No problems found.</source>
        <translation>Nessun problema trovato.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="297"/>
        <source>%1 error(s), %2 warning(s). Click one to see where it is.</source>
        <translation>Errori: %1, avvisi: %2. Fai clic su uno per vedere dove si trova.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="315"/>
        <source>Ruler</source>
        <translation>Righello</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="315"/>
        <source>Length (km)</source>
        <translation>Lunghezza (km)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="321"/>
        <source>Add ruler</source>
        <translation>Aggiungi righello</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="323"/>
        <source>Remove ruler</source>
        <translation>Rimuovi righello</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="332"/>
        <source> km</source>
        <translation> km</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="335"/>
        <source>Plane counter size</source>
        <translation>Dimensione della pedina aereo</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="337"/>
        <source>Use the Ruler tool to see each ruler&apos;s range around the mouse.</source>
        <translation>Usa lo strumento Righelli per vedere il raggio di ogni righello attorno al mouse.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="374"/>
        <source>A ruler&apos;s length is a number of km.</source>
        <translation>La lunghezza di un righello è un numero di km.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="385"/>
        <source>ruler</source>
        <translation>righello</translation>
    </message>
</context>
<context>
    <name>EditorTool</name>
    <message>
        <location filename="../../desktop/sandtable/editor/shape_tools.py" line="40"/>
        <source>Click a zone to edit its number, name, symbols and properties; drag to pan.</source>
        <translation>Fai clic su una zona per modificarne numero, nome, simboli e proprietà; trascina per spostare la vista.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/shape_tools.py" line="56"/>
        <source>Click the corners of the new zone; click the first corner or press Enter to close it. The zone is cut to the land and against its neighbours.</source>
        <translation>Fai clic sui vertici della nuova zona; fai clic sul primo vertice o premi Invio per chiuderla. La zona viene ritagliata sulle terre e sulle zone vicine.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/shape_tools.py" line="143"/>
        <source>Drag a corner to move it (shared borders follow), drag an edge to add a corner, right-click or Shift+click a corner to delete it. Corners snap to neighbours and coast.</source>
        <translation>Trascina un vertice per spostarlo (i confini in comune lo seguono), trascina un lato per aggiungere un vertice, clic destro o Maiusc+clic su un vertice per eliminarlo. I vertici si agganciano alle zone vicine e alla costa.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/shape_tools.py" line="259"/>
        <source>Click on one side of a zone, then on the other: the zone is split along the line.</source>
        <translation>Fai clic da un lato di una zona, poi dall&apos;altro: la zona viene divisa lungo la linea.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/shape_tools.py" line="296"/>
        <source>The line does not cut a zone in two: draw it right across.</source>
        <translation>La linea non divide in due nessuna zona: tracciala da parte a parte.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/shape_tools.py" line="298"/>
        <source>The line crosses several zones: select the one to split.</source>
        <translation>La linea attraversa più zone: seleziona quella da dividere.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/zone_tools.py" line="65"/>
        <source>Click the zone to keep, then the zone to join into it.</source>
        <translation>Fai clic sulla zona da tenere, poi su quella da unirvi.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/zone_tools.py" line="77"/>
        <source>Click two zones: not neighbours, they get an island arrow; neighbours, their adjacency is cut; click again to take an arrow or a cut back.</source>
        <translation>Fai clic su due zone: se non confinano ricevono una freccia tra isole; se confinano, la loro adiacenza viene tagliata; fai di nuovo clic per togliere una freccia o un taglio.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/zone_tools.py" line="89"/>
        <source>Click a zone to delete it.</source>
        <translation>Fai clic su una zona per eliminarla.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/zone_tools.py" line="102"/>
        <source>Choose a symbol in the palette, then click zones to put it on or take it off.</source>
        <translation>Scegli un simbolo nella tavolozza, poi fai clic sulle zone per metterlo o toglierlo.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/zone_tools.py" line="124"/>
        <source>Drag over hexes to paint the terrain named in the palette (empty name: erase).</source>
        <translation>Trascina sugli esagoni per dipingere il terreno indicato nella tavolozza (nome vuoto: cancella).</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/zone_tools.py" line="176"/>
        <source>Move the mouse over the map to see the range of each ruler and the size of a counter.</source>
        <translation>Muovi il mouse sulla mappa per vedere il raggio di ogni righello e la dimensione di una pedina.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/zone_tools.py" line="188"/>
        <source>%1: %2 zones in range</source>
        <translation>%1: %2 zone nel raggio</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/zone_tools.py" line="191"/>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/zone_tools.py" line="215"/>
        <source>%1 %2 km</source>
        <translation>%1 %2 km</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="32"/>
        <source>&amp;Select</source>
        <translation>&amp;Seleziona</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="32"/>
        <source>&amp;Draw zone</source>
        <translation>&amp;Disegna zona</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="32"/>
        <source>&amp;Corners</source>
        <translation>&amp;Vertici</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="33"/>
        <source>S&amp;plit zone</source>
        <translation>D&amp;ividi zona</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="33"/>
        <source>&amp;Merge zones</source>
        <translation>&amp;Unisci zone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="33"/>
        <source>D&amp;elete zone</source>
        <translation>&amp;Elimina zona</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="34"/>
        <source>S&amp;ymbols</source>
        <translation>Si&amp;mboli</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="34"/>
        <source>&amp;Links and cuts</source>
        <translation>&amp;Collegamenti e tagli</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="34"/>
        <source>Hex &amp;brush</source>
        <translation>&amp;Pennello esagoni</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="35"/>
        <source>&amp;Ruler ranges</source>
        <translation>&amp;Raggio dei righelli</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="59"/>
        <source>&amp;New board from coastline…</source>
        <translation>&amp;Nuovo tabellone da linea di costa…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="61"/>
        <source>&amp;Open board…</source>
        <translation>&amp;Apri tabellone…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="63"/>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="64"/>
        <source>Save &amp;as…</source>
        <translation>Sal&amp;va con nome…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="66"/>
        <source>&amp;Play on this board</source>
        <translation>&amp;Gioca su questo tabellone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="67"/>
        <source>&amp;Close editor</source>
        <translation>&amp;Chiudi l&apos;editor</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="69"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="71"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="73"/>
        <source>Delete selected zone</source>
        <translation>Elimina la zona selezionata</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="74"/>
        <source>Add &amp;hex grid…</source>
        <translation>Aggiungi griglia &amp;esagonale…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="75"/>
        <source>Remove hex grids</source>
        <translation>Rimuovi le griglie esagonali</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="76"/>
        <source>Show &amp;adjacency</source>
        <translation>Mostra a&amp;diacenze</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="80"/>
        <source>&amp;Fit to window</source>
        <translation>&amp;Adatta alla finestra</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="102"/>
        <source>Properties</source>
        <translation>Proprietà</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="103"/>
        <source>Rulers</source>
        <translation>Righelli</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="104"/>
        <source>Validation</source>
        <translation>Verifica</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="120"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="127"/>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="132"/>
        <source>&amp;Tools</source>
        <translation>&amp;Strumenti</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="135"/>
        <source>&amp;Board</source>
        <translation>&amp;Tabellone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="142"/>
        <source>Edit &amp;game data…</source>
        <translation>Modifica i dati di &amp;gioco…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="143"/>
        <source>&amp;Panels</source>
        <translation>&amp;Pannelli</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="147"/>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="156"/>
        <source>Tools</source>
        <translation>Strumenti</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="163"/>
        <source>Palette</source>
        <translation>Tavolozza</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="165"/>
        <source>Symbol:</source>
        <translation>Simbolo:</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="178"/>
        <source>Terrain:</source>
        <translation>Terreno:</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="183"/>
        <source>clear</source>
        <translation>aperto</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="183"/>
        <source>mountain</source>
        <translation>montagna</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="183"/>
        <source>forest</source>
        <translation>foresta</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="184"/>
        <source>marsh</source>
        <translation>palude</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="184"/>
        <source>city</source>
        <translation>città</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="184"/>
        <source>rough</source>
        <translation>accidentato</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="188"/>
        <source>Terrain painted by the hex brush (any name; empty erases)</source>
        <translation>Terreno dipinto dal pennello esagoni (qualsiasi nome; vuoto cancella)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="381"/>
        <source>hex %1,%2</source>
        <translation>esagono %1,%2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_hexgrids.py" line="61"/>
        <source>Hex grid</source>
        <translation>Griglia esagonale</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="416"/>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="417"/>
        <source>The board has unsaved changes. Discard them?</source>
        <translation>Il tabellone ha modifiche non salvate. Scartarle?</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="422"/>
        <source>The board has %1 error(s), for example:

%2

Save it anyway?</source>
        <translation>Il tabellone contiene errori (%1), per esempio:

%2

Salvarlo comunque?</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="424"/>
        <source>Board has errors</source>
        <translation>Il tabellone contiene errori</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="437"/>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="445"/>
        <source>New board</source>
        <translation>Nuovo tabellone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="443"/>
        <source>Sea</source>
        <translation>Mare</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="456"/>
        <source>Open board</source>
        <translation>Apri tabellone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="457"/>
        <source>Boards (*.geojson *.json);;All files (*)</source>
        <translation>Tabelloni (*.geojson *.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="470"/>
        <location filename="../../desktop/sandtable/editor/hexmap_open.py" line="24"/>
        <source>Cannot open board</source>
        <translation>Impossibile aprire il tabellone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="487"/>
        <source>Save board as</source>
        <translation>Salva tabellone con nome</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="488"/>
        <source>Boards (*.geojson);;All files (*)</source>
        <translation>Tabelloni (*.geojson);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="504"/>
        <source>Cannot save board</source>
        <translation>Impossibile salvare il tabellone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="510"/>
        <source>Saved %1</source>
        <translation>Salvato %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="528"/>
        <source>This copy cannot start a game from the editor yet: save the board and open it from the play window.</source>
        <translation>Questa copia non può ancora avviare una partita dall&apos;editor: salva il tabellone e aprilo dalla finestra di gioco.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="554"/>
        <source>Fix the board first: %1</source>
        <translation>Prima correggi il tabellone: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="556"/>
        <source>Play a game whose scenario fits this board</source>
        <translation>Gioca una partita il cui scenario si adatta a questo tabellone</translation>
    </message>
    <message>
        <source>Play the 1943-1945 scenario on this board</source>
        <translation type="vanished">Gioca lo scenario 1943-1945 su questo tabellone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="565"/>
        <source>Board editor</source>
        <translation>Editor del tabellone</translation>
    </message>
</context>
<context>
    <name>FilesMixin</name>
    <message>
        <source>Open a saved game</source>
        <translation type="obsolete">Apri una partita salvata</translation>
    </message>
    <message>
        <source>Sandtable games (*.json);;All files (*)</source>
        <translation type="obsolete">Partite Sandtable (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="obsolete">Salva la partita</translation>
    </message>
    <message>
        <source>Sandtable games (*.json)</source>
        <translation type="obsolete">Partite Sandtable (*.json)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation type="obsolete">Impossibile salvare</translation>
    </message>
    <message>
        <source>%1 could not be written.

%2</source>
        <translation type="obsolete">Impossibile scrivere %1.

%2</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="obsolete">Salvato in %1</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation type="obsolete">Note sulle regole</translation>
    </message>
    <message>
        <source>The rules notes are not installed with this copy.</source>
        <translation type="obsolete">Le note sulle regole non sono installate in questa copia.</translation>
    </message>
</context>
<context>
    <name>FlowMixin</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/table_flow.py" line="38"/>
        <source>Are you sure?</source>
        <translation>Sei sicuro?</translation>
    </message>
</context>
<context>
    <name>ForcePicker</name>
    <message>
        <source>Cubes</source>
        <translation type="vanished">Blocchetti</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/picker.py" line="29"/>
        <source>Click a highlighted zone (Shift: by sea), or drag the stack.</source>
        <translation>Fai clic su una zona evidenziata (Maiusc: via mare) o trascina la pila.</translation>
    </message>
</context>
<context>
    <name>FstrDataWords</name>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="26"/>
        <source>infantry</source>
        <translation>fanteria</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="26"/>
        <source>armour</source>
        <translation>corazzati</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="26"/>
        <source>tanks</source>
        <translation>carri</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="26"/>
        <source>tank destroyers</source>
        <translation>cacciacarri</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="27"/>
        <source>reconnaissance</source>
        <translation>ricognizione</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="27"/>
        <source>paratroopers</source>
        <translation>paracadutisti</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="27"/>
        <source>special forces</source>
        <translation>forze speciali</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="28"/>
        <source>mountain troops</source>
        <translation>truppe da montagna</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="28"/>
        <source>engineers</source>
        <translation>genieri</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="28"/>
        <source>mechanised infantry</source>
        <translation>fanteria meccanizzata</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="29"/>
        <source>heavy tanks</source>
        <translation>carri pesanti</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="29"/>
        <source>anti-tank</source>
        <translation>anticarro</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="29"/>
        <source>machine-guns</source>
        <translation>mitraglieri</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="30"/>
        <source>Kampfgruppe</source>
        <translation>Kampfgruppe</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="30"/>
        <source>naval</source>
        <translation>navale</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="38"/>
        <source>fortification</source>
        <translation>fortificazione</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="38"/>
        <source>mountain, less</source>
        <translation>montagna, in meno</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="39"/>
        <source>ridge, less</source>
        <translation>cresta, in meno</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="39"/>
        <source>source</source>
        <translation>fonte</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="40"/>
        <source>division</source>
        <translation>divisione</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="40"/>
        <source>corps</source>
        <translation>corpo</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="40"/>
        <source>army</source>
        <translation>armata</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="41"/>
        <source>Polish corps</source>
        <translation>corpo polacco</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="41"/>
        <source>reassign a division</source>
        <translation>riassegnare una divisione</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="42"/>
        <source>reassign a corps</source>
        <translation>riassegnare un corpo</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="42"/>
        <source>task force</source>
        <translation>task force</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="43"/>
        <source>drop a division</source>
        <translation>lanciare una divisione</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="43"/>
        <source>drop a unit</source>
        <translation>lanciare un&apos;unità</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="44"/>
        <source>major landing</source>
        <translation>sbarco maggiore</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="44"/>
        <source>minor landing</source>
        <translation>sbarco minore</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="45"/>
        <source>Gustav line box</source>
        <translation>casella della linea Gustav</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="45"/>
        <source>group of aircraft from airfields</source>
        <translation>gruppo di aerei dagli aeroporti</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="46"/>
        <source>intelligence</source>
        <translation>informazioni</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="46"/>
        <source>offensive</source>
        <translation>offensiva</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="47"/>
        <source>tactical adjustment</source>
        <translation>aggiustamento tattico</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="47"/>
        <source>Gegenangriff</source>
        <translation>Gegenangriff</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="48"/>
        <source>supply extension</source>
        <translation>estensione del rifornimento</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="48"/>
        <source>another army&apos;s terminal</source>
        <translation>terminale di un&apos;altra armata</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="49"/>
        <source>always</source>
        <translation>sempre</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="49"/>
        <source>once operational</source>
        <translation>una volta operativa</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="51"/>
        <source>activated divisions + 1</source>
        <translation>divisioni attivate + 1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="51"/>
        <source>divisions + 1</source>
        <translation>divisioni + 1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="52"/>
        <source>impassable without a bridge</source>
        <translation>invalicabile senza ponte</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="54"/>
        <source>NW</source>
        <translation>NO</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="54"/>
        <source>SW</source>
        <translation>SO</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="179"/>
        <source>The rules engine cannot list the choices here: %1</source>
        <translation>Il motore delle regole non riesce a elencare le scelte qui: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="196"/>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="198"/>
        <source>a roll is waiting: press Roll</source>
        <translation>c&apos;è un tiro in attesa: premi Tira</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="200"/>
        <source>a die roll is pending</source>
        <translation>c&apos;è un tiro di dado in sospeso</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="201"/>
        <source>the computer is deciding</source>
        <translation>il computer sta decidendo</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="231"/>
        <source>The game is back at the position before it.</source>
        <translation>La partita è tornata alla posizione precedente.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="233"/>
        <source>The position could not be restored; save and report the game.</source>
        <translation>Impossibile ripristinare la posizione: salva la partita e segnala il problema.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="235"/>
        <source>The rules engine failed on “%1”: %2. %3</source>
        <translation>Errore del motore delle regole su «%1»: %2. %3</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="345"/>
        <source>a die roll</source>
        <translation>un tiro di dado</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="411"/>
        <source>the dice were seen (%1): a move made before a roll cannot be taken back</source>
        <translation>i dadi sono stati visti (%1): una mossa fatta prima di un tiro non si può ritirare</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="415"/>
        <source>nothing of yours to undo yet</source>
        <translation>ancora niente di tuo da annullare</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="445"/>
        <source>nothing to redo</source>
        <translation>niente da ripetere</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="455"/>
        <source>the game has moved on: nothing to redo</source>
        <translation>la partita è andata avanti: niente da ripetere</translation>
    </message>
    <message>
        <source>nothing to undo since the last die roll</source>
        <translation type="vanished">nulla da annullare dopo l&apos;ultimo tiro di dado</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="519"/>
        <source>The computer player failed: %1</source>
        <translation>Errore del giocatore computer: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="526"/>
        <source>The computer player chose an illegal action: %1</source>
        <translation>Il giocatore computer ha scelto un&apos;azione non consentita: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="598"/>
        <source>Autosave failed: %1</source>
        <translation>Salvataggio automatico non riuscito: %1</translation>
    </message>
</context>
<context>
    <name>GameDataWindow</name>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="97"/>
        <source>The default of its kind: type a value to replace it, clear it to go back.</source>
        <translation>Il valore predefinito del suo tipo: scrivi un valore per sostituirlo, svuota la cella per tornarci.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="149"/>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="297"/>
        <source>Game data</source>
        <translation>Dati di gioco</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="152"/>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="155"/>
        <source>File: </source>
        <translation>File: </translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="161"/>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="164"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="166"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="170"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="173"/>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="174"/>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="181"/>
        <source>Problems</source>
        <translation>Problemi</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="188"/>
        <source>No game declares data files to edit.</source>
        <translation>Nessun gioco dichiara file di dati da modificare.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="253"/>
        <source>%1, %2, %3 = %4</source>
        <translation>%1, %2, %3 = %4</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="267"/>
        <source>Game data — %1</source>
        <translation>Dati di gioco — %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="278"/>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="283"/>
        <source>Not saved: %1</source>
        <translation>Non salvato: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="286"/>
        <source>Saved %1</source>
        <translation>Salvato %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="298"/>
        <source>%1 has unsaved changes. Close without saving?</source>
        <translation>%1 ha modifiche non salvate. Chiudere senza salvare?</translation>
    </message>
</context>
<context>
    <name>GameDataWords</name>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_words.py" line="34"/>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_words.py" line="34"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_words.py" line="34"/>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
</context>
<context>
    <name>GestureMixin</name>
    <message>
        <source>Nothing of yours can move from %1 now.</source>
        <translation type="obsolete">Nessuna tua forza può muovere da %1 ora.</translation>
    </message>
    <message>
        <source>Forces in %1</source>
        <translation type="obsolete">Forze in %1</translation>
    </message>
    <message>
        <source>%1 selected: click a zone (the point you click is where it lands), or an enemy zone in range to bomb it.</source>
        <translation type="obsolete">%1 selezionato: fai clic su una zona (l&apos;aereo atterra nel punto del clic) o su una zona nemica nel raggio per bombardarla.</translation>
    </message>
    <message>
        <source>Nothing to do in %1 now: see the Decisions tab.</source>
        <translation type="obsolete">Nulla da fare in %1 ora: vedi la scheda Decisioni.</translation>
    </message>
    <message>
        <source>More in the Decisions tab…</source>
        <translation type="obsolete">Altro nella scheda Decisioni…</translation>
    </message>
</context>
<context>
    <name>HandoverDialog</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="46"/>
        <source>Hand over</source>
        <translation>Cambio di giocatore</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="49"/>
        <source>%1 to decide</source>
        <translation>Tocca a: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="50"/>
        <source>Pass the computer to the %1 player.</source>
        <translation>Passa il computer all&apos;altro giocatore (%1).</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="55"/>
        <source>I am the %1 player: continue</source>
        <translation>Tocca a me (%1): continua</translation>
    </message>
</context>
<context>
    <name>HexMapGridDialog</name>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="40"/>
        <source>Map grid</source>
        <translation>Griglia della mappa</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="48"/>
        <source> km</source>
        <translation> km</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="53"/>
        <source>Columns</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="54"/>
        <source>Rows</source>
        <translation>Righe</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="55"/>
        <source>Hex numbers</source>
        <translation>Numeri degli esagoni</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="56"/>
        <source>Hex size (across the flats)</source>
        <translation>Dimensione dell&apos;esagono (tra i lati)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="57"/>
        <source>Hex 0101: longitude</source>
        <translation>Esagono 0101: longitudine</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="58"/>
        <source>Hex 0101: latitude</source>
        <translation>Esagono 0101: latitudine</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="59"/>
        <source>The map&apos;s up, degrees from north</source>
        <translation>Alto della mappa, gradi dal nord</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="61"/>
        <source>Hexes, hexsides and exits outside a smaller grid are removed (Undo brings them back).</source>
        <translation>Esagoni, lati ed uscite fuori da una griglia più piccola vengono tolti (Annulla li riporta).</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="75"/>
        <source>%1 to %2</source>
        <translation>da %1 a %2</translation>
    </message>
</context>
<context>
    <name>HexMapWindow</name>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="54"/>
        <source>Select hex</source>
        <translation>Seleziona</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="54"/>
        <source>Terrain brush</source>
        <translation>Pennello</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="54"/>
        <source>Hexsides</source>
        <translation>Lati</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="55"/>
        <source>Map-edge exits</source>
        <translation>Uscite dalla mappa</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="98"/>
        <source>Hex map</source>
        <translation>Mappa a esagoni</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="101"/>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="103"/>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="105"/>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="109"/>
        <source>Fit</source>
        <translation>Adatta</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="133"/>
        <source>road leaving the map</source>
        <translation>strada che esce dalla mappa</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="134"/>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="151"/>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="134"/>
        <source>Hexside</source>
        <translation>Lato</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="135"/>
        <source>Road class</source>
        <translation>Tipo di strada</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="135"/>
        <source>Exit road</source>
        <translation>Strada d&apos;uscita</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="145"/>
        <source>names, separated by ;</source>
        <translation>nomi, separati da ;</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="147"/>
        <source>features, separated by commas</source>
        <translation>caratteristiche, separate da virgole</translation>
    </message>
    <message>
        <source>features, separated by spaces</source>
        <translation type="vanished">caratteristiche, separate da spazi</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="150"/>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="162"/>
        <source>Hex</source>
        <translation>Esagono</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="152"/>
        <source>Names</source>
        <translation>Nomi</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="153"/>
        <source>Features</source>
        <translation>Caratteristiche</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="157"/>
        <source>Known features</source>
        <translation>Caratteristiche note</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="158"/>
        <source>Map grid…</source>
        <translation>Griglia della mappa…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="159"/>
        <source>Columns and rows (the hex numbers), hex size, where the map lies</source>
        <translation>Colonne e righe (i numeri degli esagoni), dimensione, dove si trova la mappa</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="170"/>
        <source>Validation</source>
        <translation>Verifica</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="230"/>
        <source>No problems.</source>
        <translation>Nessun problema.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="290"/>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="320"/>
        <source>Hex map editor</source>
        <translation>Editor di mappe a esagoni</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="298"/>
        <source>Save hex map</source>
        <translation>Salva la mappa a esagoni</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="299"/>
        <source>The map has problems (see Validation); save it anyway?</source>
        <translation>La mappa ha dei problemi (vedi Verifica); salvarla comunque?</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="305"/>
        <source>Cannot save hex map</source>
        <translation>Impossibile salvare la mappa a esagoni</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="308"/>
        <source>Saved %1</source>
        <translation>Salvato %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="320"/>
        <source>Discard the changes to this hex map?</source>
        <translation>Scartare le modifiche a questa mappa a esagoni?</translation>
    </message>
</context>
<context>
    <name>HexMapWords</name>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="22"/>
        <source>sea</source>
        <translation>mare</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="22"/>
        <source>lake</source>
        <translation>lago</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="22"/>
        <source>plain</source>
        <translation>pianura</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="22"/>
        <source>hill</source>
        <translation>collina</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="23"/>
        <source>mountain</source>
        <translation>montagna</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="23"/>
        <source>city</source>
        <translation>città</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="23"/>
        <source>village</source>
        <translation>villaggio</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="23"/>
        <source>port</source>
        <translation>porto</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="24"/>
        <source>airfield</source>
        <translation>aeroporto</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="24"/>
        <source>Gustav line</source>
        <translation>linea Gustav</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="24"/>
        <source>Bernhardt line</source>
        <translation>linea Bernhardt</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="25"/>
        <source>Axis supply terminal</source>
        <translation>terminale di rifornimento dell&apos;Asse</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="25"/>
        <source>VIII Army supply</source>
        <translation>rifornimento dell&apos;VIII Armata</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="26"/>
        <source>Adriatic coast</source>
        <translation>costa adriatica</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="26"/>
        <source>grey-border sea</source>
        <translation>mare a bordo grigio</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="27"/>
        <source>river</source>
        <translation>fiume</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="27"/>
        <source>major river</source>
        <translation>fiume maggiore</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="27"/>
        <source>ridge</source>
        <translation>cresta</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="28"/>
        <source>road</source>
        <translation>strada</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="28"/>
        <source>bridge</source>
        <translation>ponte</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="28"/>
        <source>major</source>
        <translation>maggiore</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="28"/>
        <source>minor</source>
        <translation>minore</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="58"/>
        <source>%1 (autosave)</source>
        <translation>%1 (salvataggio automatico)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="81"/>
        <source>Sandtable</source>
        <translation>Sandtable</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="86"/>
        <source>Board wargames on your desk: play against a friend or the computer, or make your own board.</source>
        <translation>Wargame da tavolo sulla tua scrivania: gioca contro un amico o contro il computer, oppure crea il tuo tabellone.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="89"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="89"/>
        <source>Choose a game, its scenario and the players</source>
        <translation>Scegli un gioco, il suo scenario e i giocatori</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="90"/>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="147"/>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="151"/>
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="91"/>
        <source>Open…</source>
        <translation>Apri…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="91"/>
        <source>A saved game or a board file</source>
        <translation>Una partita salvata o un file di tabellone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="92"/>
        <source>Edit a board</source>
        <translation>Modifica un tabellone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="93"/>
        <source>Draw zones, hexes and symbols, or correct a board</source>
        <translation>Disegna zone, esagoni e simboli, o correggi un tabellone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="94"/>
        <source>Look at the map</source>
        <translation>Guarda il tabellone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="102"/>
        <source>This copy has no board editor.</source>
        <translation>Questa copia non ha l&apos;editor di tabelloni.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="123"/>
        <source>Recent games</source>
        <translation>Partite recenti</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="147"/>
        <source>No game played yet</source>
        <translation>Nessuna partita ancora</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="150"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="160"/>
        <source>(none yet)</source>
        <translation>(ancora nessuna)</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="92"/>
        <source>Back to the game</source>
        <translation>Torna alla partita</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="98"/>
        <source>Click a line to see the board as it was then</source>
        <translation>Fai clic su una riga per vedere il tabellone com&apos;era allora</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="102"/>
        <source>Dice statistics</source>
        <translation>Statistiche dei dadi</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="108"/>
        <source>Dice</source>
        <translation>Dadi</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="108"/>
        <source>Avg face</source>
        <translation>Media</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="108"/>
        <source>Exp. hits</source>
        <translation>Attese</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="109"/>
        <source>Hits</source>
        <translation>Perdite</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="110"/>
        <source>Hits expected from the dice rolled at their hit numbers</source>
        <translation>Perdite attese dai dadi tirati, secondo il valore necessario per colpire</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="140"/>
        <source>The board shows the game after step %1.</source>
        <translation>Il tabellone mostra la partita dopo il passo %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="183"/>
        <source>%1. Roll — %2</source>
        <translation>%1. Tiro — %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="184"/>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation type="vanished">Alleati</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation type="vanished">Asse</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="88"/>
        <source>&amp;Open board…</source>
        <translation>&amp;Apri tabellone…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="91"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="94"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="97"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Riduci</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="100"/>
        <source>&amp;Fit to window</source>
        <translation>&amp;Adatta alla finestra</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="103"/>
        <source>&amp;About Sandtable</source>
        <translation>&amp;Informazioni su Sandtable</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="105"/>
        <source>&amp;Rules reference</source>
        <translation>&amp;Note sulle regole</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="108"/>
        <source>&amp;Home</source>
        <translation>&amp;Inizio</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="114"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="117"/>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="122"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="127"/>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="130"/>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="131"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="133"/>
        <location filename="../../desktop/sandtable/editor/menu.py" line="91"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="158"/>
        <source>(no recent boards)</source>
        <translation>(nessun tabellone recente)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="162"/>
        <source>Clear list</source>
        <translation>Svuota l&apos;elenco</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="171"/>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="191"/>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="192"/>
        <source>The new language will be used the next time Sandtable starts.</source>
        <translation>La nuova lingua sarà usata al prossimo avvio di Sandtable.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="235"/>
        <source>Open board</source>
        <translation>Apri tabellone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="236"/>
        <source>Boards (*.geojson *.json);;All files (*)</source>
        <translation>Tabelloni (*.geojson *.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="244"/>
        <source>No board open: use File &gt; Open board…</source>
        <translation>Nessun tabellone aperto: usa File &gt; Apri tabellone…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="259"/>
        <source>Cannot open board</source>
        <translation>Impossibile aprire il tabellone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="260"/>
        <source>%1 could not be opened.

%2</source>
        <translation>Impossibile aprire %1.

%2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="269"/>
        <source>Cannot show board</source>
        <translation>Impossibile mostrare il tabellone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="270"/>
        <source>%1 was read but could not be drawn (%2). Check it with `sandtable validate`.</source>
        <translation>%1 è stato letto ma non può essere disegnato (%2). Controllalo con `sandtable validate`.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="292"/>
        <source>Cannot play</source>
        <translation>Impossibile giocare</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="292"/>
        <source>This copy has no play window.</source>
        <translation>Questa copia non ha la finestra di gioco.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="303"/>
        <source>Cannot open the game</source>
        <translation>Impossibile aprire la partita</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="304"/>
        <source>%1 is a saved game, and this copy has no play window.</source>
        <translation>%1 è una partita salvata e questa copia non ha la finestra di gioco.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="341"/>
        <source>coastal</source>
        <translation>costiera</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="353"/>
        <source>Wheel: zoom · drag: pan · +/−: zoom · 0: fit</source>
        <translation>Rotellina: zoom · trascina: sposta · +/−: zoom · 0: adatta</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="359"/>
        <source>Zoom %1%</source>
        <translation>Zoom %1%</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="364"/>
        <source>About Sandtable</source>
        <translation>Informazioni su Sandtable</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="365"/>
        <source>&lt;b&gt;Sandtable %1&lt;/b&gt;&lt;p&gt;A desktop wargame table: vector boards, enforced rules, hotseat and computer play, a board editor.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Sandtable %1&lt;/b&gt;&lt;p&gt;Un tavolo da wargame per il computer: tabelloni vettoriali, regole applicate, partite a due sullo stesso computer o contro il computer, un editor di tabelloni.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="373"/>
        <source>Rules reference</source>
        <translation>Note sulle regole</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="374"/>
        <source>The rules notes are not installed with this copy.</source>
        <translation>Le note sulle regole non sono installate in questa copia.</translation>
    </message>
    <message>
        <source>The rules notes are in this folder:
%1</source>
        <translation type="vanished">Le note sulle regole si trovano in questa cartella:
%1</translation>
    </message>
</context>
<context>
    <name>OddsPanel</name>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="13"/>
        <source>Battle odds (defender uses its supports, never retreats)</source>
        <translation>Probabilità del combattimento (il difensore usa i suoi appoggi e non si ritira)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/__init__.py" line="16"/>
        <source>Battle board odds</source>
        <translation>Probabilità del tabellone di battaglia</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/__init__.py" line="17"/>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="14"/>
        <source>Attacker takes the zone</source>
        <translation>L&apos;attaccante conquista la zona</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/__init__.py" line="18"/>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/__init__.py" line="18"/>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="15"/>
        <source>Defender holds</source>
        <translation>Il difensore tiene</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/__init__.py" line="19"/>
        <source>Still contested</source>
        <translation>Ancora contesa</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/__init__.py" line="20"/>
        <source>Combat odds</source>
        <translation>Probabilità del combattimento</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/__init__.py" line="21"/>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="16"/>
        <source>Defender retreats</source>
        <translation>Il difensore si ritira</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/__init__.py" line="22"/>
        <source>Both lose steps</source>
        <translation>Entrambi perdono livelli</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/__init__.py" line="23"/>
        <source>Defender loses steps</source>
        <translation>Il difensore perde livelli</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/__init__.py" line="24"/>
        <source>Attacker loses steps</source>
        <translation>L&apos;attaccante perde livelli</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/__init__.py" line="25"/>
        <source>No effect</source>
        <translation>Nessun effetto</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/__init__.py" line="26"/>
        <source>Expected steps lost: %1</source>
        <translation>Livelli persi attesi: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/__init__.py" line="27"/>
        <source>Expected steps lost: attacker %1, defender %2</source>
        <translation>Livelli persi attesi: attaccante %1, difensore %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="17"/>
        <source>Expected losses: %1</source>
        <translation>Perdite attese: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/__init__.py" line="21"/>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="18"/>
        <source>Expected losses: attacker %1, defender %2</source>
        <translation>Perdite attese: attaccante %1, difensore %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/__init__.py" line="20"/>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="19"/>
        <source>Both sides eliminated: %1</source>
        <translation>Entrambi eliminati: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/__init__.py" line="16"/>
        <source>Revised battle odds</source>
        <translation>Probabilità di battaglia (Revised)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/__init__.py" line="17"/>
        <source>Attacker wins</source>
        <translation>Vince l&apos;attaccante</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/__init__.py" line="19"/>
        <source>Attacker retreats</source>
        <translation>L&apos;attaccante si ritira</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/__init__.py" line="20"/>
        <source>Neither can hit (combat ends): %1</source>
        <translation>Nessuno può colpire (il combattimento finisce): %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/__init__.py" line="21"/>
        <source>Both sides destroyed: %1</source>
        <translation>Entrambe le parti distrutte: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/__init__.py" line="22"/>
        <source>Expected IPC lost: attacker %1, defender %2</source>
        <translation>IPC persi attesi: attaccante %1, difensore %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/__init__.py" line="23"/>
        <source>Expected IPC lost: %1</source>
        <translation>IPC persi attesi: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/odds_panel.py" line="39"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>PiecesLayer</name>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="26"/>
        <source>cube</source>
        <translation>blocchetto</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="26"/>
        <source>tank</source>
        <translation>carro</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="27"/>
        <source>Italian tank</source>
        <translation>carro italiano</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="27"/>
        <source>plane</source>
        <translation>aereo</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="28"/>
        <source>Italian plane</source>
        <translation>aereo italiano</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="28"/>
        <source>elite</source>
        <translation>élite</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="29"/>
        <source>paratroopers</source>
        <translation>paracadutisti</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="29"/>
        <source>partisans</source>
        <translation>partigiani</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="30"/>
        <source>fortified line</source>
        <translation>linea fortificata</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="31"/>
        <source>American fleet</source>
        <translation>flotta americana</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="31"/>
        <source>British fleet</source>
        <translation>flotta inglese</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="32"/>
        <source>Italian fleet</source>
        <translation>flotta italiana</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="32"/>
        <source>U-boat</source>
        <translation>U-Boot</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation type="vanished">Alleati</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation type="vanished">Asse</translation>
    </message>
    <message>
        <source>engaged</source>
        <translation type="vanished">ingaggiato</translation>
    </message>
    <message>
        <source>moved</source>
        <translation type="vanished">mosso</translation>
    </message>
    <message>
        <source>Sea box: fleets and U-boat</source>
        <translation type="vanished">Mare: flotte e U-Boot</translation>
    </message>
    <message>
        <source>SEA BOX</source>
        <translation type="vanished">MARE</translation>
    </message>
</context>
<context>
    <name>PlayOnBoard</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/board_game.py" line="34"/>
        <source>… and %1 more</source>
        <translation>… e altri %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/board_game.py" line="35"/>
        <location filename="../../desktop/sandtable/ui/play/board_game.py" line="124"/>
        <source>Cannot play on this board</source>
        <translation>Impossibile giocare su questo tabellone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/board_game.py" line="36"/>
        <source>The board has %1 error(s); fix them in the editor first.

%2</source>
        <translation>Il tabellone contiene errori (%1): correggili prima nell&apos;editor.

%2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/board_game.py" line="54"/>
        <source>no scenario</source>
        <translation>nessuno scenario</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/board_game.py" line="125"/>
        <source>No game&apos;s scenario fits this board.

%1</source>
        <translation>Nessuno scenario dei giochi si adatta a questa mappa.

%1</translation>
    </message>
    <message>
        <source>Shipped scenario on %1</source>
        <translation type="vanished">Scenario fornito su %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/board_game.py" line="83"/>
        <location filename="../../desktop/sandtable/ui/play/board_game.py" line="92"/>
        <source>%1 on %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/board_game.py" line="101"/>
        <source>Sandtable — play on %1</source>
        <translation>Sandtable — gioca su %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/board_game.py" line="108"/>
        <source>the edited board</source>
        <translation>il tabellone modificato</translation>
    </message>
</context>
<context>
    <name>PlayWindow</name>
    <message>
        <source>Sandtable — 1943-1945</source>
        <translation type="vanished">Sandtable — 1943-1945</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="132"/>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="447"/>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>To the attacks</source>
        <translation type="vanished">Agli attacchi</translation>
    </message>
    <message>
        <source>End the movement of this impulse and declare attacks</source>
        <translation type="vanished">Termina il movimento di questo impulso e dichiara gli attacchi</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="111"/>
        <source>Sandtable</source>
        <translation>Sandtable</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="139"/>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="142"/>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="158"/>
        <source>Move now</source>
        <translation>Muovi ora</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="161"/>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="319"/>
        <location filename="../../desktop/sandtable/ui/play/window_signals.py" line="44"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="172"/>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="483"/>
        <source>Decisions</source>
        <translation>Decisioni</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="173"/>
        <source>Combat &amp;&amp; dice</source>
        <translation>Combattimento e dadi</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="178"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="219"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="220"/>
        <source>&amp;Open game…</source>
        <translation>&amp;Apri partita…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="221"/>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="222"/>
        <source>Save &amp;as…</source>
        <translation>Sal&amp;va con nome…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="223"/>
        <source>&amp;Undo</source>
        <translation>Ann&amp;ulla</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="224"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="225"/>
        <source>&amp;Players…</source>
        <translation>&amp;Giocatori…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="226"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="227"/>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="228"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="230"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Riduci</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="232"/>
        <source>&amp;Fit to window</source>
        <translation>&amp;Adatta alla finestra</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="540"/>
        <source>Redone.</source>
        <translation>Ripetuto.</translation>
    </message>
    <message>
        <source>Supply: &amp;Allies</source>
        <translation type="vanished">Rifornimento: A&amp;lleati</translation>
    </message>
    <message>
        <source>Supply: A&amp;xis</source>
        <translation type="vanished">Rifornimento: A&amp;sse</translation>
    </message>
    <message>
        <source>Plane &amp;ranges</source>
        <translation type="vanished">Raggio &amp;operativo degli aerei</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="233"/>
        <source>Clear the selection</source>
        <translation>Annulla la selezione</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="235"/>
        <source>&amp;Rules reference</source>
        <translation>&amp;Note sulle regole</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="249"/>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="253"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="257"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="317"/>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="357"/>
        <source>new game</source>
        <translation>nuova partita</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="441"/>
        <source>Roll the dice</source>
        <translation>Tira i dadi</translation>
    </message>
    <message>
        <source>End impulse</source>
        <translation type="vanished">Fine impulso</translation>
    </message>
    <message>
        <source>No event</source>
        <translation type="vanished">Nessun evento</translation>
    </message>
    <message>
        <source>Default deployment</source>
        <translation type="vanished">Schieramento predefinito</translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="vanished">Fatto</translation>
    </message>
    <message>
        <source>%1 decide — %2</source>
        <translation type="vanished">Decide: %1 — %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="472"/>
        <source>Game over: %1</source>
        <translation>Partita finita: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="474"/>
        <source>Roll the dice (Combat tab).</source>
        <translation>Tira i dadi (scheda Combattimento).</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="476"/>
        <source>Rolling…</source>
        <translation>Tiro dei dadi…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="479"/>
        <source>The computer plays the %1…</source>
        <translation>Il computer gioca (%1)…</translation>
    </message>
    <message>
        <source>Axis free set-up: click a zone to place pieces, or accept the default deployment in the Decisions tab.</source>
        <translation type="vanished">Piazzamento libero dell&apos;Asse: fai clic su una zona per piazzare i pezzi, oppure accetta lo schieramento predefinito nella scheda Decisioni.</translation>
    </message>
    <message>
        <source>%1: place %2 reinforcement cube(s). Click a highlighted zone (Shift-click: as many as fit).</source>
        <translation type="vanished">%1: piazza i blocchetti di rinforzo (%2). Fai clic su una zona evidenziata (Maiusc+clic: tutti quelli che ci stanno).</translation>
    </message>
    <message>
        <source>%1: conversion. Click a zone with cubes to convert them, or Done.</source>
        <translation type="vanished">%1: conversione. Fai clic su una zona con blocchetti per convertirli, oppure Fatto.</translation>
    </message>
    <message>
        <source>%1 won the initiative: choose who plays first (Decisions tab).</source>
        <translation type="vanished">%1: iniziativa vinta. Scegli chi gioca per primo (scheda Decisioni).</translation>
    </message>
    <message>
        <source>%1 may play an event now (Combat &amp;&amp; dice tab), or press No event.</source>
        <translation type="vanished">%1: puoi giocare un evento ora (scheda Combattimento e dadi) oppure premere Nessun evento.</translation>
    </message>
    <message>
        <source>%1: reaction to the enemy&apos;s naval transport (Combat tab).</source>
        <translation type="vanished">%1: reazione al trasporto navale nemico (scheda Combattimento).</translation>
    </message>
    <message>
        <source>%1: over-stacked. Click the zone to move the excess out.</source>
        <translation type="vanished">%1: ammassamento eccessivo. Fai clic sulla zona per spostare le forze in eccesso.</translation>
    </message>
    <message>
        <source>Overlord: choose the Allied fleet that leaves (Decisions tab).</source>
        <translation type="vanished">Overlord: scegli la flotta alleata che lascia il gioco (scheda Decisioni).</translation>
    </message>
    <message>
        <source>%1: attacks. Click an enemy zone to attack it (%2 of 3 arrows left), or End impulse.</source>
        <translation type="vanished">%1: attacchi. Fai clic su una zona nemica per attaccarla (frecce rimaste: %2 su 3), oppure Fine impulso.</translation>
    </message>
    <message>
        <source>%1, impulse: select your forces (click or drag a stack, or a plane), then a destination. Pass or End impulse when done.</source>
        <translation type="vanished">%1, impulso: seleziona le tue forze (clic o trascina una pila, o un aereo), poi una destinazione. Alla fine, Passa o Fine impulso.</translation>
    </message>
    <message>
        <source>%1 decide: see the Decisions tab.</source>
        <translation type="vanished">Decide: %1. Vedi la scheda Decisioni.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="491"/>
        <source>Not allowed: %1</source>
        <translation>Non consentito: %1</translation>
    </message>
    <message>
        <source>Pass this impulse?</source>
        <translation type="vanished">Passare questo impulso?</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="534"/>
        <source>Undone.</source>
        <translation>Annullato.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/gestures.py" line="67"/>
        <source>Nothing of yours can move from %1 now.</source>
        <translation>Nessuna tua forza può muovere da %1 ora.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/gestures.py" line="72"/>
        <source>Forces in %1</source>
        <translation>Forze in %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/gestures.py" line="86"/>
        <source>That piece cannot move now.</source>
        <translation>Quel pezzo non può muoversi ora.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/gestures.py" line="247"/>
        <source>That cannot go to %1.</source>
        <translation>Non può andare in %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/gestures.py" line="352"/>
        <source>Dropped outside the zones.</source>
        <translation>Rilasciato fuori dalle zone.</translation>
    </message>
    <message>
        <source>That plane cannot fly now.</source>
        <translation type="vanished">Quell&apos;aereo non può volare ora.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/gestures.py" line="94"/>
        <source>%1 selected: click a zone (the point you click is where it lands), or an enemy zone in range to bomb it.</source>
        <translation>%1 selezionato: fai clic su una zona (l&apos;aereo atterra nel punto del clic) o su una zona nemica nel raggio per bombardarla.</translation>
    </message>
    <message>
        <source>%1 selected: click a zone (the point you click is where it lands).</source>
        <translation type="vanished">%1 selezionato: fai clic su una zona (l&apos;aereo atterra nel punto del clic).</translation>
    </message>
    <message>
        <source>%1 cannot be attacked now: no attack or landing on it is possible.</source>
        <translation type="vanished">%1 non può essere attaccata ora: nessun attacco o sbarco è possibile.</translation>
    </message>
    <message>
        <source>Attacks come after the movement: press “To the attacks” first.</source>
        <translation type="vanished">Gli attacchi vengono dopo il movimento: prima premi «Agli attacchi».</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/gestures.py" line="196"/>
        <source>Nothing to do in %1 now: see the Decisions tab.</source>
        <translation>Nulla da fare in %1 ora: vedi la scheda Decisioni.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/gestures.py" line="223"/>
        <source>More in the Decisions tab…</source>
        <translation>Altro nella scheda Decisioni…</translation>
    </message>
    <message>
        <source>Placed at the zone&apos;s default spot: %1</source>
        <translation type="vanished">Piazzato nel punto predefinito della zona: %1</translation>
    </message>
    <message>
        <source>Dropped outside the land zones.</source>
        <translation type="vanished">Rilasciato fuori dalle zone di terra.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_signals.py" line="28"/>
        <source>Computer (%1) thinking…</source>
        <translation>Il computer (%1) sta pensando…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_signals.py" line="48"/>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_signals.py" line="50"/>
        <source>Computer paused</source>
        <translation>Computer in pausa</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="462"/>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="483"/>
        <location filename="../../desktop/sandtable/ui/play/window_signals.py" line="56"/>
        <source>%1 to decide</source>
        <translation>Tocca a: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_signals.py" line="57"/>
        <source>Pass the computer to the %1 player.</source>
        <translation>Passa il computer all&apos;altro giocatore (%1).</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_signals.py" line="59"/>
        <source>I am the %1 player: continue</source>
        <translation>Tocca a me (%1): continua</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_signals.py" line="83"/>
        <source>Turn %1 · %2 decisions · %3 rolls</source>
        <translation>Turno %1 · %2 decisioni · %3 tiri</translation>
    </message>
    <message>
        <source>%1 supply: %2 zones in supply from %3 sources.</source>
        <translation type="vanished">Rifornimento %1: %2 zone rifornite da %3 fonti.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_files.py" line="31"/>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_files.py" line="32"/>
        <source>Sandtable games (*.json);;All files (*)</source>
        <translation>Partite Sandtable (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_files.py" line="48"/>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_files.py" line="50"/>
        <source>Sandtable games (*.json)</source>
        <translation>Partite Sandtable (*.json)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_files.py" line="68"/>
        <source>Cannot save</source>
        <translation>Impossibile salvare</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_files.py" line="68"/>
        <source>%1 could not be written.

%2</source>
        <translation>Impossibile scrivere %1.

%2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_files.py" line="74"/>
        <source>Saved to %1</source>
        <translation>Salvato in %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_files.py" line="89"/>
        <source>Rules reference</source>
        <translation>Note sulle regole</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_files.py" line="90"/>
        <source>The rules notes are not installed with this copy.</source>
        <translation>Le note sulle regole non sono installate in questa copia.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/history.py" line="45"/>
        <source>History: the board after step %1 of %2 (read-only). Click another line of the log, or Back to the game.</source>
        <translation>Cronologia: il tabellone dopo il passo %1 di %2 (sola lettura). Fai clic su un&apos;altra riga del registro, o su Torna alla partita.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/history.py" line="70"/>
        <source>You are looking at the history: click Back to the game first.</source>
        <translation>Stai guardando la cronologia: prima fai clic su Torna alla partita.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="138"/>
        <source>Play preferences</source>
        <translation>Preferenze di gioco</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="142"/>
        <source>Fast combat (do not wait for the Roll button)</source>
        <translation>Combattimento veloce (senza attendere il pulsante Tira)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="143"/>
        <source>Hotseat: show a hand-over screen when the other player decides</source>
        <translation>Due giocatori: mostra una schermata di cambio quando decide l&apos;altro giocatore</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="144"/>
        <source>Autosave after every step</source>
        <translation>Salvataggio automatico dopo ogni passo</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="145"/>
        <source>Ask before passing or ending an impulse with moves left</source>
        <translation>Chiedi conferma prima di passare o chiudere un impulso con mosse ancora possibili</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="148"/>
        <source>Let the computer answer my routine reactions (losses the rules&apos; order settles)</source>
        <translation>Lascia rispondere il computer alle mie reazioni di routine (perdite decise dall&apos;ordine delle regole)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="150"/>
        <source>Wait for the Roll button for the computer&apos;s dice too</source>
        <translation>Attendi il pulsante Tira anche per i dadi del computer</translation>
    </message>
    <message>
        <source>Ask before passing an impulse</source>
        <translation type="vanished">Chiedi conferma prima di passare un impulso</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="146"/>
        <source>Make my decision for me when there is only one (no prompt, no hand-over)</source>
        <translation>Decidi per me quando c&apos;è una sola scelta (nessuna richiesta, nessun passaggio di mano)</translation>
    </message>
</context>
<context>
    <name>QDialog</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="87"/>
        <source>%1

Continue the game from step %2, the last one that still agrees?</source>
        <translation>%1

Continuare la partita dal passo %2, l&apos;ultimo che corrisponde ancora?</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="89"/>
        <source>The saved game has changed</source>
        <translation>La partita salvata è cambiata</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="94"/>
        <source>Cannot open the game</source>
        <translation>Impossibile aprire la partita</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="95"/>
        <source>%1 could not be opened.

%2</source>
        <translation>Impossibile aprire %1.

%2</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../desktop/sandtable/ui/qt_texts.py" line="15"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Cerca in:</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/qt_texts.py" line="16"/>
        <source>Files of &amp;type:</source>
        <translation>File di &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>RevisedBattle</name>
    <message>
        <source>no fire</source>
        <translation type="vanished">nessun tiro</translation>
    </message>
    <message>
        <source>Units here hit on a die of %1 or less</source>
        <translation type="vanished">Queste unità colpiscono con un dado di %1 o meno</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/battle_dialog.py" line="46"/>
        <source>(%1 lost)</source>
        <translation>(%1 perse)</translation>
    </message>
    <message>
        <source>%1 dice rolled</source>
        <translation type="vanished">%1 dadi tirati</translation>
    </message>
    <message>
        <source>%1 dice, %2 hits</source>
        <translation type="vanished">%1 dadi, %2 colpi</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/battle_dialog.py" line="62"/>
        <source>Battle</source>
        <translation>Battaglia</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="vanished">Tira</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/battle_dialog.py" line="55"/>
        <source>1 die</source>
        <translation>1 dado</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/battle_dialog.py" line="55"/>
        <source>%1 dice</source>
        <translation>%1 dadi</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/battle_dialog.py" line="56"/>
        <source>1 hit</source>
        <translation>1 colpo</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/battle_dialog.py" line="56"/>
        <source>%1 hits</source>
        <translation>%1 colpi</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/battle_dialog.py" line="83"/>
        <source>Combat in %1, round %2: %3 attacks</source>
        <translation>Combattimento in %1, round %2: %3 all&apos;attacco</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/battle_dialog.py" line="89"/>
        <source>Attacker: %1</source>
        <translation>Attaccante: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/battle_dialog.py" line="91"/>
        <source>Defender: %1</source>
        <translation>Difensore: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/battle_dialog.py" line="98"/>
        <source>Cheapest first</source>
        <translation>Prima le meno costose</translation>
    </message>
</context>
<context>
    <name>RevisedPurchase</name>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="37"/>
        <source>Purchase units</source>
        <translation>Acquista unità</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="44"/>
        <source>Unit</source>
        <translation>Unità</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="44"/>
        <source>Cost</source>
        <translation>Costo</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="44"/>
        <source>Att/Def/Move</source>
        <translation>Att/Dif/Mov</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="44"/>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="91"/>
        <source>Buy</source>
        <translation>Compra</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="44"/>
        <source>IPC</source>
        <translation>IPC</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="84"/>
        <source>Clear</source>
        <translation>Azzera</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="88"/>
        <source>Buy nothing</source>
        <translation>Non comprare nulla</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="116"/>
        <source>%1 — purchase, round %2</source>
        <translation>%1 — acquisti, round %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="118"/>
        <source>Your factories can place %1 units this turn, %2 of them ships at coastal factories (%3).</source>
        <translation>Le tue fabbriche possono piazzare %1 unità in questo turno, di cui %2 navi nelle fabbriche costiere (%3).</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="139"/>
        <source>Bank %1 IPC · this purchase %2 · left %3</source>
        <translation>Cassa %1 IPC · questo acquisto %2 · restano %3</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="146"/>
        <source>That costs %1 IPC more than you have.</source>
        <translation>Costa %1 IPC più di quanti ne hai.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="148"/>
        <source>Your factories can place only %1 units this turn.</source>
        <translation>Le tue fabbriche possono piazzare solo %1 unità in questo turno.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="151"/>
        <source>Your coastal factories can place only %1 ships.</source>
        <translation>Le tue fabbriche costiere possono piazzare solo %1 navi.</translation>
    </message>
</context>
<context>
    <name>RevisedTable</name>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="25"/>
        <source>Inf</source>
        <translation>Fan</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="26"/>
        <source>Art</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="27"/>
        <source>Arm</source>
        <translation>Car</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="28"/>
        <source>AA</source>
        <translation>AA</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="29"/>
        <source>IC</source>
        <translation>CI</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="30"/>
        <source>Fig</source>
        <translation>Cac</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="31"/>
        <source>Bom</source>
        <translation>Bom</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="32"/>
        <source>BB</source>
        <translation>Cor</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="33"/>
        <source>DD</source>
        <translation>CT</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="34"/>
        <source>CV</source>
        <translation>PA</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="35"/>
        <source>Tr</source>
        <translation>Tr</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="36"/>
        <source>Sub</source>
        <translation>Som</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="38"/>
        <source>SU</source>
        <translation>URSS</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="39"/>
        <source>GE</source>
        <translation>GER</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="40"/>
        <source>UK</source>
        <translation>GB</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="41"/>
        <source>JP</source>
        <translation>GIA</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="42"/>
        <source>US</source>
        <translation>USA</translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <location filename="../../desktop/sandtable/ui/rules_viewer.py" line="97"/>
        <source>Rules reference</source>
        <translation>Riferimento alle regole</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/rules_viewer.py" line="105"/>
        <source>Search the rules (Enter: next, Shift+Enter: previous)</source>
        <translation>Cerca nelle regole (Invio: successivo, Maiusc+Invio: precedente)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/rules_viewer.py" line="141"/>
        <source>The rules notes are not installed with this copy.</source>
        <translation>Le note sulle regole non sono installate con questa copia.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/rules_viewer.py" line="148"/>
        <source>The rules notes %1 cannot be read.</source>
        <translation>Le note sulle regole %1 non si possono leggere.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/rules_viewer.py" line="151"/>
        <source>Rules reference — %1</source>
        <translation>Riferimento alle regole — %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/rules_viewer.py" line="189"/>
        <source>%1 found</source>
        <translation>%1 trovati</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/rules_viewer.py" line="189"/>
        <source>not found</source>
        <translation>non trovato</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/players_dialog.py" line="60"/>
        <source>Human</source>
        <translation>Umano</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/players_dialog.py" line="63"/>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/players_dialog.py" line="81"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/players_dialog.py" line="83"/>
        <source>Who plays each side from now on (saved with the game):</source>
        <translation>Chi gioca ogni parte d&apos;ora in poi (salvato con la partita):</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/players_dialog.py" line="123"/>
        <source>human</source>
        <translation>umano</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/players_dialog.py" line="125"/>
        <source>Players: %1</source>
        <translation>Giocatori: %1</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="112"/>
        <source>Sandtable — play</source>
        <translation>Sandtable — gioca</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="123"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="134"/>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Shipped scenario (default)</source>
        <translation type="vanished">Scenario fornito (predefinito)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="138"/>
        <source>Scenario file…</source>
        <translation>File di scenario…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="139"/>
        <source>A scenario JSON file (for instance with the printed values of your box)</source>
        <translation>Un file di scenario JSON (per esempio con i valori stampati nella tua scatola)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="142"/>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation type="vanished">Alleati</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation type="vanished">Asse</translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="vanished">Umano</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation type="vanished">Computer (%1)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="151"/>
        <source>The same seed and the same decisions give the same dice.</source>
        <translation>Lo stesso seme e le stesse decisioni danno gli stessi dadi.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="153"/>
        <source>New seed</source>
        <translation>Nuovo seme</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="156"/>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="159"/>
        <source>Dice from the seed (replayable, but a player who knows the seed can foresee them)</source>
        <translation>Dadi dal seme (ripetibili, ma chi conosce il seme può prevederli)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="164"/>
        <source>Options (rule readings; defaults as documented)</source>
        <translation>Opzioni (interpretazioni delle regole; predefiniti come da documentazione)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="169"/>
        <source>Start the game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="219"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="227"/>
        <source>This game has no options.</source>
        <translation>Questo gioco non ha opzioni.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="231"/>
        <source>Default: on</source>
        <translation>Predefinito: attivo</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="232"/>
        <source>Default: off</source>
        <translation>Predefinito: disattivo</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="242"/>
        <source>as the scenario says</source>
        <translation>come dice lo scenario</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="244"/>
        <source>on</source>
        <translation>sì</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="244"/>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="248"/>
        <source>Open a scenario</source>
        <translation>Apri uno scenario</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="249"/>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Scenari (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="261"/>
        <source>Cannot read the scenario</source>
        <translation>Impossibile leggere lo scenario</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="289"/>
        <source>Cannot start the game</source>
        <translation>Impossibile iniziare la partita</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="300"/>
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="302"/>
        <source>Continue the last game</source>
        <translation>Continua l&apos;ultima partita</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="305"/>
        <source>Open a saved game…</source>
        <translation>Apri una partita salvata…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="308"/>
        <source>Recent games</source>
        <translation>Partite recenti</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="324"/>
        <source>(none yet)</source>
        <translation>(ancora nessuna)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="344"/>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="345"/>
        <source>Sandtable games (*.json);;All files (*)</source>
        <translation>Partite Sandtable (*.json);;Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>TracksWidget</name>
    <message>
        <source>Turn</source>
        <translation type="vanished">Turno</translation>
    </message>
    <message>
        <source>Impulse</source>
        <translation type="vanished">Impulso</translation>
    </message>
    <message>
        <source>Transport Allies</source>
        <translation type="vanished">Trasp. Alleati</translation>
    </message>
    <message>
        <source>Transport Axis</source>
        <translation type="vanished">Trasp. Asse</translation>
    </message>
    <message>
        <source>Combat round</source>
        <translation type="vanished">Combattimento</translation>
    </message>
    <message>
        <source>Attack arrows</source>
        <translation type="vanished">Frecce attacco</translation>
    </message>
    <message>
        <source>Events Allies</source>
        <translation type="vanished">Eventi Alleati</translation>
    </message>
    <message>
        <source>Events Axis</source>
        <translation type="vanished">Eventi Asse</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation type="vanished">%1 gettoni</translation>
    </message>
    <message>
        <source>Axis set-up</source>
        <translation type="vanished">piazz. Asse</translation>
    </message>
    <message>
        <source>initiative</source>
        <translation type="vanished">iniziativa</translation>
    </message>
    <message>
        <source>reinforcements</source>
        <translation type="vanished">rinforzi</translation>
    </message>
    <message>
        <source>conversion</source>
        <translation type="vanished">conversione</translation>
    </message>
    <message>
        <source>Overlord</source>
        <translation type="vanished">Overlord</translation>
    </message>
    <message>
        <source>supply</source>
        <translation type="vanished">rifornimento</translation>
    </message>
    <message>
        <source>end of turn</source>
        <translation type="vanished">fine turno</translation>
    </message>
</context>
<context>
    <name>VictoryDialog</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="79"/>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>%1 win</source>
        <translation type="vanished">Vittoria: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="81"/>
        <source>Draw</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="81"/>
        <source>Victory: %1</source>
        <translation>Vittoria: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="98"/>
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="99"/>
        <source>Look at the board</source>
        <translation>Guarda il tabellone</translation>
    </message>
</context>
<context>
    <name>symbols</name>
    <message>
        <location filename="../../desktop/sandtable/ui/symbols.py" line="38"/>
        <source>orange star</source>
        <translation>stella arancione</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/symbols.py" line="39"/>
        <source>Allied star</source>
        <translation>stella alleata</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/symbols.py" line="40"/>
        <source>Axis symbol</source>
        <translation>simbolo dell&apos;Asse</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/symbols.py" line="41"/>
        <source>airport</source>
        <translation>aeroporto</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/symbols.py" line="42"/>
        <source>mountain</source>
        <translation>montagna</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/symbols.py" line="43"/>
        <source>partisans</source>
        <translation>partigiani</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/symbols.py" line="44"/>
        <source>closed to land forces</source>
        <translation>vietata alle forze terrestri</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/symbols.py" line="45"/>
        <source>capital</source>
        <translation>capitale</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/symbols.py" line="46"/>
        <source>victory city</source>
        <translation>città della vittoria</translation>
    </message>
</context>
</TS>
