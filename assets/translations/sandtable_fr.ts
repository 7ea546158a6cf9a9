<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AttackDialog</name>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/attack_dialog.py" line="60"/>
        <source>Attack %1</source>
        <translation>Attaque sur %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/attack_dialog.py" line="67"/>
        <source>Attack over land</source>
        <translation>Attaque terrestre</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/attack_dialog.py" line="67"/>
        <source>Landing from the sea</source>
        <translation>Débarquement depuis la mer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/attack_dialog.py" line="112"/>
        <source>From zone %1</source>
        <translation>Depuis la zone %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/attack_dialog.py" line="119"/>
        <source>cubes: </source>
        <translation>cubes&#xa0;: </translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/attack_dialog.py" line="135"/>
        <source>Tank support</source>
        <translation>Soutien du char</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/attack_dialog.py" line="137"/>
        <source>Plane support</source>
        <translation>Soutien de l&apos;avion</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/attack_dialog.py" line="138"/>
        <source>Paratroopers dropped</source>
        <translation>Parachutistes largués</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/attack_dialog.py" line="143"/>
        <source>Fleets engaged</source>
        <translation>Flottes engagées</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/attack_dialog.py" line="151"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
</context>
<context>
    <name>BattleBoard</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/battle_board.py" line="54"/>
        <source>no fire</source>
        <translation>pas de tir</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/battle_board.py" line="57"/>
        <source>Units here hit on a die of %1 or less</source>
        <translation>Ces unités touchent sur un dé de %1 ou moins</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/battle_board.py" line="103"/>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../../desktop/sandtable/ui/board_scene.py" line="351"/>
        <source>Sea</source>
        <translation>Mer</translation>
    </message>
</context>
<context>
    <name>CombatDialog</name>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="63"/>
        <source>Combat on %1</source>
        <translation>Combat sur %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="65"/>
        <source>Attacking hexes</source>
        <translation>Hexagones attaquants</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="73"/>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="145"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="83"/>
        <source>(+%1 unseen)</source>
        <translation>(+%1 invisibles)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="84"/>
        <source>Defenders: %1</source>
        <translation>Défenseurs&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="113"/>
        <source>Tick at least one attacking hex.</source>
        <translation>Cochez au moins un hexagone attaquant.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="121"/>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="123"/>
        <source>Attack %1 against defence %2: column %3 (printed %4), shifts %5, die modifier %6.
Because: %7</source>
        <translation>Attaque %1 contre défense %2&#xa0;: colonne %3 (imprimée %4), décalages %5, modificateur de dé %6.
Parce que&#xa0;: %7</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="129"/>
        <source>%1: %2 (%3/36)</source>
        <translation>%1&#xa0;: %2 (%3/36)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/combat_dialog.py" line="131"/>
        <source>Results before the dice (2d6):</source>
        <translation>Résultats avant les dés (2d6)&#xa0;:</translation>
    </message>
</context>
<context>
    <name>CombatPanel</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="88"/>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="170"/>
        <source>No combat in progress</source>
        <translation>Aucun combat en cours</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="98"/>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="98"/>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="118"/>
        <source>Roll the dice</source>
        <translation>Lancer les dés</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="122"/>
        <source>Your decision (reactions, casualties, events)</source>
        <translation>Votre décision (réactions, pertes, événements)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="126"/>
        <source>Confirm</source>
        <translation>Confirmer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="136"/>
        <source>Last roll: %1</source>
        <translation>Dernier jet&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="136"/>
        <source>die roll</source>
        <translation>jet de dé</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="138"/>
        <source>1 hit, %2 expected</source>
        <translation>pertes&#xa0;: 1, attendues&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="138"/>
        <source>%1 hits, %2 expected</source>
        <translation>pertes&#xa0;: %1, attendues&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 hit(s), %2 expected</source>
        <translation type="vanished">pertes&#xa0;: %1, attendues&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="148"/>
        <source>To roll: %1</source>
        <translation>À lancer&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="154"/>
        <source>Landing</source>
        <translation>Débarquement</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="154"/>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="156"/>
        <source>%1 in %2, round %3</source>
        <translation>%1 — %2, round %3</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="164"/>
        <source>Next roll: 1 die, hits on %2</source>
        <translation>Prochain jet&#xa0;: 1 dé, touche sur %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="165"/>
        <source>Next roll: %1 dice, hits on %2</source>
        <translation>Prochain jet&#xa0;: %1 dés, touche sur %2</translation>
    </message>
    <message>
        <source>Next roll: %1 dice, hits on %2-6</source>
        <translation type="vanished">Prochain jet&#xa0;: %1 dés, perte sur %2-6</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/combat_panel.py" line="176"/>
        <source>— choose —</source>
        <translation>— choisir —</translation>
    </message>
</context>
<context>
    <name>DDayBattleBoard</name>
    <message>
        <source>Units here hit on a die of %1 or less</source>
        <translation type="vanished">Ces unités touchent sur un dé de %1 ou moins</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/battle_dialog.py" line="47"/>
        <source>(%1 hit)</source>
        <translation>(touchées&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/battle_dialog.py" line="54"/>
        <source>%1 dice rolled</source>
        <translation>%1 dés lancés</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/battle_dialog.py" line="59"/>
        <source>Battle board</source>
        <translation>Plateau de bataille</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="vanished">Lancer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/battle_dialog.py" line="83"/>
        <source>Combat in %1: the %2 attack</source>
        <translation>Combat à %1&#xa0;: %2 à l&apos;attaque</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/battle_dialog.py" line="88"/>
        <source>Attacker: %1</source>
        <translation>Attaquant&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/battle_dialog.py" line="90"/>
        <source>Defender: %1</source>
        <translation>Défenseur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/battle_dialog.py" line="94"/>
        <source>Cheapest first</source>
        <translation>Les moins chères d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/battle_dialog.py" line="100"/>
        <source>In force: %1</source>
        <translation>En vigueur&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>DDayCardsPanel</name>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/cards_panel.py" line="31"/>
        <source>Fate card %1</source>
        <translation>Carte destin %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/cards_panel.py" line="33"/>
        <source>Tactics card %1</source>
        <translation>Carte tactique %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/cards_panel.py" line="34"/>
        <source>Order card %1</source>
        <translation>Carte d&apos;ordre %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/cards_panel.py" line="73"/>
        <source>No card in play</source>
        <translation>Aucune carte en jeu</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/cards_panel.py" line="112"/>
        <source>Reinforcement charts</source>
        <translation>Tableaux de renforts</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/cards_panel.py" line="149"/>
        <source>Next:</source>
        <translation>Suivantes&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/cards_panel.py" line="151"/>
        <source>the victory check</source>
        <translation>la vérification de la victoire</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/cards_panel.py" line="159"/>
        <source>%1 units left</source>
        <translation>%1 unités restantes</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/cards_panel.py" line="173"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
</context>
<context>
    <name>DDayTable</name>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/table_terms.py" line="22"/>
        <source>I</source>
        <translation>I</translation>
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
        <translation>Ch</translation>
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
        <translation>Filtre (par ex. un numéro de zone)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/decision_panel.py" line="53"/>
        <source>Do it</source>
        <translation>Exécuter</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/decision_panel.py" line="85"/>
        <source>%1 choices</source>
        <translation>%1 choix</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/decision_panel.py" line="87"/>
        <source>(first %1 shown: filter to see others)</source>
        <translation>(les %1 premiers&#xa0;: filtrez pour voir les autres)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/decision_panel.py" line="88"/>
        <source>Nothing to decide now</source>
        <translation>Rien à décider pour l&apos;instant</translation>
    </message>
</context>
<context>
    <name>EditError</name>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="18"/>
        <source>The point did not move.</source>
        <translation>Le sommet n&apos;a pas bougé.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="19"/>
        <source>Hexes cannot be split.</source>
        <translation>Les hexagones ne peuvent pas être divisés.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="20"/>
        <source>Choose two different zones to merge.</source>
        <translation>Choisissez deux zones différentes à fusionner.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="21"/>
        <source>Only two land zones or two sea zones can be merged.</source>
        <translation>Seules deux zones terrestres ou deux zones de mer peuvent être fusionnées.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="22"/>
        <source>A zone number is a whole number, 0 or more.</source>
        <translation>Le numéro d&apos;une zone est un entier, 0 ou plus.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="23"/>
        <source>Name the property to paint.</source>
        <translation>Nommez la propriété à peindre.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="24"/>
        <source>A painted value must be a text, a number or true/false.</source>
        <translation>Une valeur peinte doit être un texte, un nombre ou true/false.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="25"/>
        <source>These hexes already have that value.</source>
        <translation>Ces hexagones ont déjà cette valeur.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="26"/>
        <source>Choose two different zones.</source>
        <translation>Choisissez deux zones différentes.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="27"/>
        <source>A ruler needs a name.</source>
        <translation>Une règle de portée doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="28"/>
        <source>A ruler must be longer than 0 km.</source>
        <translation>Une règle de portée doit mesurer plus de 0 km.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="29"/>
        <source>No zone has a corner there.</source>
        <translation>Aucune zone n&apos;a de sommet à cet endroit.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="30"/>
        <source>No zone has an edge there.</source>
        <translation>Aucune zone n&apos;a de côté à cet endroit.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="31"/>
        <source>This corner is where several borders meet; move it instead of deleting it.</source>
        <translation>Plusieurs frontières se rejoignent à ce sommet&#xa0;; déplacez-le au lieu de le supprimer.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="33"/>
        <source>A zone needs at least three corners.</source>
        <translation>Une zone doit avoir au moins trois sommets.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="34"/>
        <source>A zone outline needs at least three corners.</source>
        <translation>Le contour d&apos;une zone doit avoir au moins trois sommets.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="35"/>
        <source>The outline covers no free land: draw it over the coastline&apos;s land.</source>
        <translation>Le contour ne couvre aucune terre libre&#xa0;: tracez-le sur les terres du trait de côte.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="36"/>
        <source>Draw a line across the zone to split it.</source>
        <translation>Tracez une ligne à travers la zone pour la diviser.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="37"/>
        <source>No board is open.</source>
        <translation>Aucun plateau n&apos;est ouvert.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="38"/>
        <source>No scenario is installed for this board.</source>
        <translation>Aucun scénario n&apos;est installé pour ce plateau.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="39"/>
        <source>Paint a terrain on this hex first.</source>
        <translation>Peignez d&apos;abord un terrain sur cet hexagone.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="40"/>
        <source>Draw along the sides between neighbouring hexes.</source>
        <translation>Tracez le long des côtés entre hexagones voisins.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="41"/>
        <source>There is nothing of that kind on these hexsides.</source>
        <translation>Il n&apos;y a rien de ce type sur ces côtés d&apos;hexagone.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="42"/>
        <source>Exits are on hexes of the map&apos;s edge.</source>
        <translation>Les sorties sont sur les hexagones du bord de la carte.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="43"/>
        <source>Name the road that leaves the map.</source>
        <translation>Nommez la route qui sort de la carte.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="44"/>
        <source>The grid is unchanged.</source>
        <translation>La grille n&apos;a pas changé.</translation>
    </message>
</context>
<context>
    <name>EditorCommand</name>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="52"/>
        <source>Edit</source>
        <translation>Modification</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="53"/>
        <source>Change zones</source>
        <translation>Modifier les zones</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="54"/>
        <source>Add zone</source>
        <translation>Ajouter une zone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="55"/>
        <source>Delete zone</source>
        <translation>Supprimer la zone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="56"/>
        <source>Draw zone</source>
        <translation>Dessiner une zone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="57"/>
        <source>Split zone</source>
        <translation>Diviser la zone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="58"/>
        <source>Merge zones</source>
        <translation>Fusionner les zones</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="59"/>
        <source>Edit zone</source>
        <translation>Modifier la zone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="60"/>
        <source>Move point</source>
        <translation>Déplacer le sommet</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="61"/>
        <source>Add point</source>
        <translation>Ajouter un sommet</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="62"/>
        <source>Delete point</source>
        <translation>Supprimer le sommet</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="63"/>
        <source>Toggle symbol</source>
        <translation>Ajouter/retirer un symbole</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="64"/>
        <source>Paint hexes</source>
        <translation>Peindre des hexagones</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="65"/>
        <source>Add link</source>
        <translation>Ajouter un lien</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="66"/>
        <source>Remove link</source>
        <translation>Supprimer le lien</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="67"/>
        <source>Cut adjacency</source>
        <translation>Couper l&apos;adjacence</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="68"/>
        <source>Restore adjacency</source>
        <translation>Rétablir l&apos;adjacence</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="69"/>
        <source>Resize ruler</source>
        <translation>Redimensionner la règle</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="70"/>
        <source>Add ruler</source>
        <translation>Ajouter une règle</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="71"/>
        <source>Remove ruler</source>
        <translation>Supprimer une règle</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="72"/>
        <source>Rename ruler</source>
        <translation>Renommer la règle</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="73"/>
        <source>Set counter size</source>
        <translation>Régler la taille des pions</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="74"/>
        <source>Rename board</source>
        <translation>Renommer le plateau</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="75"/>
        <source>Change backdrop</source>
        <translation>Changer le fond</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="76"/>
        <source>Change the map grid</source>
        <translation>Modifier la grille de la carte</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="77"/>
        <source>Show land zone numbers</source>
        <translation>Afficher les numéros des territoires</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="78"/>
        <source>Hide land zone numbers</source>
        <translation>Masquer les numéros des territoires</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="79"/>
        <source>Change projection</source>
        <translation>Changer la projection</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="80"/>
        <source>Add hex grid</source>
        <translation>Ajouter une grille hexagonale</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="81"/>
        <source>Remove hex grid</source>
        <translation>Supprimer la grille hexagonale</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="82"/>
        <source>Edit hex</source>
        <translation>Modifier l&apos;hexagone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="83"/>
        <source>Draw hexside features</source>
        <translation>Tracer des éléments de côté d&apos;hexagone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="84"/>
        <source>Remove hexside features</source>
        <translation>Supprimer des éléments de côté d&apos;hexagone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="85"/>
        <source>Add exit</source>
        <translation>Ajouter une sortie</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/qt_commands.py" line="86"/>
        <source>Remove exit</source>
        <translation>Supprimer la sortie</translation>
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
        <translation>Nouveau plateau à partir d&apos;un trait de côte</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="72"/>
        <source>New board</source>
        <translation>Nouveau plateau</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="73"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="75"/>
        <source>Natural Earth 1:50m land (world-atlas)</source>
        <translation>Terres Natural Earth 1:50m (world-atlas)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="76"/>
        <source>Land of the first board shipped with Sandtable</source>
        <translation>Terres du premier plateau fourni avec Sandtable</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="80"/>
        <source>Land data</source>
        <translation>Données des terres</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="83"/>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="129"/>
        <source>Area</source>
        <translation>Région</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="84"/>
        <source>The land of the area is drawn under the board; new zones are cut to it. The sea around it becomes the board&apos;s sea zone.</source>
        <translation>Les terres de la région sont dessinées sous le plateau et les nouvelles zones y sont découpées. La mer qui les entoure devient la zone de mer du plateau.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="108"/>
        <source>Hex grid</source>
        <translation>Grille hexagonale</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="111"/>
        <source>Grid id</source>
        <translation>Id de la grille</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="112"/>
        <source> km</source>
        <translation> km</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="113"/>
        <source>Hex size (across flats)</source>
        <translation>Taille d&apos;un hexagone (entre côtés)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="115"/>
        <source>flat top</source>
        <translation>côté en haut</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="116"/>
        <source>pointy top</source>
        <translation>pointe en haut</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="117"/>
        <source>Orientation</source>
        <translation>Orientation</translation>
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
        <translation>Origine (centre de l&apos;hexagone 0,0)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/dialogs.py" line="130"/>
        <source>Cut the hexes to the land</source>
        <translation>Découper les hexagones selon les terres</translation>
    </message>
</context>
<context>
    <name>EditorMenu</name>
    <message>
        <location filename="../../desktop/sandtable/editor/menu.py" line="28"/>
        <source>Edit &amp;board</source>
        <translation>&amp;Modifier le plateau</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/menu.py" line="31"/>
        <source>&amp;Edit this board</source>
        <translation>&amp;Modifier ce plateau</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/menu.py" line="32"/>
        <source>&amp;New board from coastline…</source>
        <translation>&amp;Nouveau plateau à partir d&apos;un trait de côte…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/menu.py" line="33"/>
        <source>&amp;Open a board in the editor…</source>
        <translation>&amp;Ouvrir un plateau dans l&apos;éditeur…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/menu.py" line="35"/>
        <source>Edit &amp;game data…</source>
        <translation>Modifier les &amp;données du jeu…</translation>
    </message>
</context>
<context>
    <name>EditorPanels</name>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="79"/>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="83"/>
        <location filename="../../desktop/sandtable/editor/panels.py" line="103"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="84"/>
        <source>Land zones&apos; numbers printed on the map</source>
        <translation>Numéros des territoires imprimés sur la carte</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="86"/>
        <source>Off when the box prints no numbers on land (the numbers stay as labels)</source>
        <translation>À décocher quand la boîte n’imprime pas de numéros sur terre (les numéros restent des étiquettes)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="91"/>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="95"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="100"/>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="105"/>
        <source>land</source>
        <translation>terre</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="106"/>
        <source>sea</source>
        <translation>mer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="108"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="120"/>
        <source>Symbols</source>
        <translation>Symboles</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="122"/>
        <source>Property</source>
        <translation>Propriété</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="122"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="127"/>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="129"/>
        <source>Add property</source>
        <translation>Ajouter une propriété</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="131"/>
        <source>Remove property</source>
        <translation>Supprimer la propriété</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="137"/>
        <source>Select a zone to edit it.</source>
        <translation>Sélectionnez une zone pour la modifier.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="247"/>
        <source>property</source>
        <translation>propriété</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="295"/>
        <source>No problems found.</source>
        <translation>Aucun problème trouvé.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="297"/>
        <source>%1 error(s), %2 warning(s). Click one to see where it is.</source>
        <translation>Erreurs&#xa0;: %1, avertissements&#xa0;: %2. Cliquez sur l&apos;un d&apos;eux pour voir où il se trouve.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="315"/>
        <source>Ruler</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="315"/>
        <source>Length (km)</source>
        <translation>Longueur (km)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="321"/>
        <source>Add ruler</source>
        <translation>Ajouter une règle</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="323"/>
        <source>Remove ruler</source>
        <translation>Supprimer la règle</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="332"/>
        <source> km</source>
        <translation> km</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="335"/>
        <source>Plane counter size</source>
        <translation>Taille du pion avion</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="337"/>
        <source>Use the Ruler tool to see each ruler&apos;s range around the mouse.</source>
        <translation>Utilisez l&apos;outil Portée des règles pour voir la portée de chaque règle autour de la souris.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="374"/>
        <source>A ruler&apos;s length is a number of km.</source>
        <translation>La longueur d&apos;une règle est un nombre de km.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/panels.py" line="385"/>
        <source>ruler</source>
        <translation>règle</translation>
    </message>
</context>
<context>
    <name>EditorTool</name>
    <message>
        <location filename="../../desktop/sandtable/editor/shape_tools.py" line="40"/>
        <source>Click a zone to edit its number, name, symbols and properties; drag to pan.</source>
        <translation>Cliquez sur une zone pour modifier son numéro, son nom, ses symboles et ses propriétés&#xa0;; faites glisser pour déplacer la vue.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/shape_tools.py" line="56"/>
        <source>Click the corners of the new zone; click the first corner or press Enter to close it. The zone is cut to the land and against its neighbours.</source>
        <translation>Cliquez sur les sommets de la nouvelle zone&#xa0;; cliquez sur le premier sommet ou appuyez sur Entrée pour la fermer. La zone est découpée selon les terres et contre ses voisines.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/shape_tools.py" line="143"/>
        <source>Drag a corner to move it (shared borders follow), drag an edge to add a corner, right-click or Shift+click a corner to delete it. Corners snap to neighbours and coast.</source>
        <translation>Glissez un sommet pour le déplacer (les frontières communes suivent) ou un côté pour ajouter un sommet&#xa0;; clic droit ou Maj+clic supprime un sommet. Les sommets s&apos;aimantent aux voisins et à la côte.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/shape_tools.py" line="259"/>
        <source>Click on one side of a zone, then on the other: the zone is split along the line.</source>
        <translation>Cliquez d&apos;un côté d&apos;une zone, puis de l&apos;autre&#xa0;: la zone est divisée le long de la ligne.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/shape_tools.py" line="296"/>
        <source>The line does not cut a zone in two: draw it right across.</source>
        <translation>La ligne ne coupe aucune zone en deux&#xa0;: tracez-la d&apos;un bord à l&apos;autre.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/shape_tools.py" line="298"/>
        <source>The line crosses several zones: select the one to split.</source>
        <translation>La ligne traverse plusieurs zones&#xa0;: sélectionnez celle à diviser.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/zone_tools.py" line="65"/>
        <source>Click the zone to keep, then the zone to join into it.</source>
        <translation>Cliquez sur la zone à garder, puis sur la zone à y fusionner.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/zone_tools.py" line="77"/>
        <source>Click two zones: not neighbours, they get an island arrow; neighbours, their adjacency is cut; click again to take an arrow or a cut back.</source>
        <translation>Cliquez sur deux zones&#xa0;: non voisines, elles reçoivent une flèche d&apos;île&#xa0;; voisines, leur adjacence est coupée&#xa0;; cliquez de nouveau pour retirer une flèche ou une coupure.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/zone_tools.py" line="89"/>
        <source>Click a zone to delete it.</source>
        <translation>Cliquez sur une zone pour la supprimer.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/zone_tools.py" line="102"/>
        <source>Choose a symbol in the palette, then click zones to put it on or take it off.</source>
        <translation>Choisissez un symbole dans la palette, puis cliquez sur des zones pour l&apos;ajouter ou le retirer.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/zone_tools.py" line="124"/>
        <source>Drag over hexes to paint the terrain named in the palette (empty name: erase).</source>
        <translation>Faites glisser sur les hexagones pour peindre le terrain nommé dans la palette (nom vide&#xa0;: effacer).</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/zone_tools.py" line="176"/>
        <source>Move the mouse over the map to see the range of each ruler and the size of a counter.</source>
        <translation>Déplacez la souris sur la carte pour voir la portée de chaque règle et la taille d&apos;un pion.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/zone_tools.py" line="188"/>
        <source>%1: %2 zones in range</source>
        <translation>%1&#xa0;: %2 zones à portée</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/zone_tools.py" line="191"/>
        <source>%1; %2</source>
        <translation>%1&#xa0;; %2</translation>
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
        <translation>&amp;Sélection</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="32"/>
        <source>&amp;Draw zone</source>
        <translation>&amp;Dessiner une zone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="32"/>
        <source>&amp;Corners</source>
        <translation>S&amp;ommets</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="33"/>
        <source>S&amp;plit zone</source>
        <translation>Di&amp;viser une zone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="33"/>
        <source>&amp;Merge zones</source>
        <translation>&amp;Fusionner des zones</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="33"/>
        <source>D&amp;elete zone</source>
        <translation>Supprimer une &amp;zone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="34"/>
        <source>S&amp;ymbols</source>
        <translation>S&amp;ymboles</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="34"/>
        <source>&amp;Links and cuts</source>
        <translation>&amp;Liens et coupures</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="34"/>
        <source>Hex &amp;brush</source>
        <translation>&amp;Pinceau d&apos;hexagones</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="35"/>
        <source>&amp;Ruler ranges</source>
        <translation>Portée des &amp;règles</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="59"/>
        <source>&amp;New board from coastline…</source>
        <translation>&amp;Nouveau plateau à partir d&apos;un trait de côte…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="61"/>
        <source>&amp;Open board…</source>
        <translation>&amp;Ouvrir un plateau…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="63"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="64"/>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="66"/>
        <source>&amp;Play on this board</source>
        <translation>&amp;Jouer sur ce plateau</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="67"/>
        <source>&amp;Close editor</source>
        <translation>&amp;Fermer l&apos;éditeur</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="69"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="71"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="73"/>
        <source>Delete selected zone</source>
        <translation>Supprimer la zone sélectionnée</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="74"/>
        <source>Add &amp;hex grid…</source>
        <translation>Ajouter une grille &amp;hexagonale…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="75"/>
        <source>Remove hex grids</source>
        <translation>Supprimer les grilles hexagonales</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="76"/>
        <source>Show &amp;adjacency</source>
        <translation>Afficher les &amp;adjacences</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="80"/>
        <source>&amp;Fit to window</source>
        <translation>A&amp;juster à la fenêtre</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="102"/>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="103"/>
        <source>Rulers</source>
        <translation>Règles de portée</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="104"/>
        <source>Validation</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="120"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="127"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="132"/>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="135"/>
        <source>&amp;Board</source>
        <translation>&amp;Plateau</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="142"/>
        <source>Edit &amp;game data…</source>
        <translation>Modifier les &amp;données du jeu…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="143"/>
        <source>&amp;Panels</source>
        <translation>Pa&amp;nneaux</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="147"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="156"/>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="163"/>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="165"/>
        <source>Symbol:</source>
        <translation>Symbole&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="178"/>
        <source>Terrain:</source>
        <translation>Terrain&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="183"/>
        <source>clear</source>
        <translation>dégagé</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="183"/>
        <source>mountain</source>
        <translation>montagne</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="183"/>
        <source>forest</source>
        <translation>forêt</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="184"/>
        <source>marsh</source>
        <translation>marais</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="184"/>
        <source>city</source>
        <translation>ville</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="184"/>
        <source>rough</source>
        <translation>accidenté</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_actions.py" line="188"/>
        <source>Terrain painted by the hex brush (any name; empty erases)</source>
        <translation>Terrain peint par le pinceau d&apos;hexagones (nom libre&#xa0;; vide&#xa0;: effacer)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_hexgrids.py" line="61"/>
        <source>Hex grid</source>
        <translation>Grille hexagonale</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="381"/>
        <source>hex %1,%2</source>
        <translation>hexagone %1,%2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="416"/>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="417"/>
        <source>The board has unsaved changes. Discard them?</source>
        <translation>Le plateau a des modifications non enregistrées. Les abandonner&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="422"/>
        <source>The board has %1 error(s), for example:

%2

Save it anyway?</source>
        <translation>Le plateau contient des erreurs (%1), par exemple&#xa0;:

%2

L&apos;enregistrer quand même&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="424"/>
        <source>Board has errors</source>
        <translation>Le plateau contient des erreurs</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="437"/>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="445"/>
        <source>New board</source>
        <translation>Nouveau plateau</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="443"/>
        <source>Sea</source>
        <translation>Mer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="456"/>
        <source>Open board</source>
        <translation>Ouvrir un plateau</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="457"/>
        <source>Boards (*.geojson *.json);;All files (*)</source>
        <translation>Plateaux (*.geojson *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="470"/>
        <location filename="../../desktop/sandtable/editor/hexmap_open.py" line="24"/>
        <source>Cannot open board</source>
        <translation>Impossible d&apos;ouvrir le plateau</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="487"/>
        <source>Save board as</source>
        <translation>Enregistrer le plateau sous</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="488"/>
        <source>Boards (*.geojson);;All files (*)</source>
        <translation>Plateaux (*.geojson);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="504"/>
        <source>Cannot save board</source>
        <translation>Impossible d&apos;enregistrer le plateau</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="510"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="528"/>
        <source>This copy cannot start a game from the editor yet: save the board and open it from the play window.</source>
        <translation>Cette copie ne peut pas encore lancer une partie depuis l&apos;éditeur&#xa0;: enregistrez le plateau et ouvrez-le depuis la fenêtre de jeu.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="554"/>
        <source>Fix the board first: %1</source>
        <translation>Corrigez d&apos;abord le plateau&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="556"/>
        <source>Play a game whose scenario fits this board</source>
        <translation>Jouer une partie dont le scénario convient à ce plateau</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/editor_window.py" line="565"/>
        <source>Board editor</source>
        <translation>Éditeur de plateau</translation>
    </message>
</context>
<context>
    <name>FlowMixin</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/table_flow.py" line="38"/>
        <source>Are you sure?</source>
        <translation>En êtes-vous sûr&#xa0;?</translation>
    </message>
</context>
<context>
    <name>ForcePicker</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/picker.py" line="29"/>
        <source>Click a highlighted zone (Shift: by sea), or drag the stack.</source>
        <translation>Cliquez sur une zone en surbrillance (Maj&#xa0;: par mer) ou faites glisser la pile.</translation>
    </message>
</context>
<context>
    <name>FstrDataWords</name>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="26"/>
        <source>infantry</source>
        <translation>infanterie</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="26"/>
        <source>armour</source>
        <translation>blindés</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="26"/>
        <source>tanks</source>
        <translation>chars</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="26"/>
        <source>tank destroyers</source>
        <translation>chasseurs de chars</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="27"/>
        <source>reconnaissance</source>
        <translation>reconnaissance</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="27"/>
        <source>paratroopers</source>
        <translation>parachutistes</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="27"/>
        <source>special forces</source>
        <translation>forces spéciales</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="28"/>
        <source>mountain troops</source>
        <translation>troupes de montagne</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="28"/>
        <source>engineers</source>
        <translation>génie</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="28"/>
        <source>mechanised infantry</source>
        <translation>infanterie mécanisée</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="29"/>
        <source>heavy tanks</source>
        <translation>chars lourds</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="29"/>
        <source>anti-tank</source>
        <translation>antichar</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="29"/>
        <source>machine-guns</source>
        <translation>mitrailleurs</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="30"/>
        <source>Kampfgruppe</source>
        <translation>Kampfgruppe</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="30"/>
        <source>naval</source>
        <translation>marine</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="38"/>
        <source>fortification</source>
        <translation>fortification</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="38"/>
        <source>mountain, less</source>
        <translation>montagne, en moins</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="39"/>
        <source>ridge, less</source>
        <translation>crête, en moins</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="39"/>
        <source>source</source>
        <translation>source</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="40"/>
        <source>division</source>
        <translation>division</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="40"/>
        <source>corps</source>
        <translation>corps</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="40"/>
        <source>army</source>
        <translation>armée</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="41"/>
        <source>Polish corps</source>
        <translation>corps polonais</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="41"/>
        <source>reassign a division</source>
        <translation>réaffecter une division</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="42"/>
        <source>reassign a corps</source>
        <translation>réaffecter un corps</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="42"/>
        <source>task force</source>
        <translation>task force</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="43"/>
        <source>drop a division</source>
        <translation>larguer une division</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="43"/>
        <source>drop a unit</source>
        <translation>larguer une unité</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="44"/>
        <source>major landing</source>
        <translation>débarquement majeur</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="44"/>
        <source>minor landing</source>
        <translation>débarquement mineur</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="45"/>
        <source>Gustav line box</source>
        <translation>case de la ligne Gustav</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="45"/>
        <source>group of aircraft from airfields</source>
        <translation>groupe d&apos;avions des aérodromes</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="46"/>
        <source>intelligence</source>
        <translation>renseignement</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="46"/>
        <source>offensive</source>
        <translation>offensive</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="47"/>
        <source>tactical adjustment</source>
        <translation>ajustement tactique</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="47"/>
        <source>Gegenangriff</source>
        <translation>Gegenangriff</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="48"/>
        <source>supply extension</source>
        <translation>extension du ravitaillement</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="48"/>
        <source>another army&apos;s terminal</source>
        <translation>terminal d&apos;une autre armée</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="49"/>
        <source>always</source>
        <translation>toujours</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="49"/>
        <source>once operational</source>
        <translation>une fois opérationnelle</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="51"/>
        <source>activated divisions + 1</source>
        <translation>divisions activées + 1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="51"/>
        <source>divisions + 1</source>
        <translation>divisions + 1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/data_terms.py" line="52"/>
        <source>impassable without a bridge</source>
        <translation>infranchissable sans pont</translation>
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
        <translation>Le moteur de règles ne peut pas énumérer les choix ici&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="196"/>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="198"/>
        <source>a roll is waiting: press Roll</source>
        <translation>un jet attend&#xa0;: appuyez sur Lancer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="200"/>
        <source>a die roll is pending</source>
        <translation>un jet de dé est en attente</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="201"/>
        <source>the computer is deciding</source>
        <translation>l&apos;ordinateur décide</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="231"/>
        <source>The game is back at the position before it.</source>
        <translation>La partie est revenue à la position précédente.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="233"/>
        <source>The position could not be restored; save and report the game.</source>
        <translation>Impossible de rétablir la position&#xa0;; enregistrez la partie et signalez le problème.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="235"/>
        <source>The rules engine failed on “%1”: %2. %3</source>
        <translation>Erreur du moteur de règles sur «&#xa0;%1&#xa0;»&#xa0;: %2. %3</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="345"/>
        <source>a die roll</source>
        <translation>un jet de dé</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="411"/>
        <source>the dice were seen (%1): a move made before a roll cannot be taken back</source>
        <translation>les dés ont été vus (%1)&#xa0;: un coup joué avant un jet ne peut pas être repris</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="415"/>
        <source>nothing of yours to undo yet</source>
        <translation>rien de votre part à annuler pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="445"/>
        <source>nothing to redo</source>
        <translation>rien à rétablir</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="455"/>
        <source>the game has moved on: nothing to redo</source>
        <translation>la partie a avancé&#xa0;: rien à rétablir</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="519"/>
        <source>The computer player failed: %1</source>
        <translation>Erreur du joueur ordinateur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="526"/>
        <source>The computer player chose an illegal action: %1</source>
        <translation>Le joueur ordinateur a choisi une action interdite&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/controller.py" line="598"/>
        <source>Autosave failed: %1</source>
        <translation>Échec de la sauvegarde automatique&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>GameDataWindow</name>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="97"/>
        <source>The default of its kind: type a value to replace it, clear it to go back.</source>
        <translation>La valeur par défaut de son type&#xa0;: saisissez une valeur pour la remplacer, effacez-la pour y revenir.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="149"/>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="297"/>
        <source>Game data</source>
        <translation>Données du jeu</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="152"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="155"/>
        <source>File: </source>
        <translation>Fichier&#xa0;: </translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="161"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="164"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="166"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="170"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="173"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="174"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="181"/>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="188"/>
        <source>No game declares data files to edit.</source>
        <translation>Aucun jeu ne déclare de fichiers de données à modifier.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="253"/>
        <source>%1, %2, %3 = %4</source>
        <translation>%1, %2, %3 = %4</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="267"/>
        <source>Game data — %1</source>
        <translation>Données du jeu — %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="278"/>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="283"/>
        <source>Not saved: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="286"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_window.py" line="298"/>
        <source>%1 has unsaved changes. Close without saving?</source>
        <translation>%1&#xa0;: modifications non enregistrées. Fermer sans enregistrer&#xa0;?</translation>
    </message>
</context>
<context>
    <name>GameDataWords</name>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_words.py" line="34"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_words.py" line="34"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/table_data_words.py" line="34"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
</context>
<context>
    <name>HandoverDialog</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="46"/>
        <source>Hand over</source>
        <translation>Changement de joueur</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="49"/>
        <source>%1 to decide</source>
        <translation>Décision&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="50"/>
        <source>Pass the computer to the %1 player.</source>
        <translation>Passez l&apos;ordinateur au joueur %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="55"/>
        <source>I am the %1 player: continue</source>
        <translation>Je suis le joueur %1&#xa0;: continuer</translation>
    </message>
</context>
<context>
    <name>HexMapGridDialog</name>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="40"/>
        <source>Map grid</source>
        <translation>Grille de la carte</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="48"/>
        <source> km</source>
        <translation> km</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="53"/>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="54"/>
        <source>Rows</source>
        <translation>Rangées</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="55"/>
        <source>Hex numbers</source>
        <translation>Numéros des hexagones</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="56"/>
        <source>Hex size (across the flats)</source>
        <translation>Taille d’un hexagone (entre côtés)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="57"/>
        <source>Hex 0101: longitude</source>
        <translation>Hexagone 0101&#xa0;: longitude</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="58"/>
        <source>Hex 0101: latitude</source>
        <translation>Hexagone 0101&#xa0;: latitude</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="59"/>
        <source>The map&apos;s up, degrees from north</source>
        <translation>Haut de la carte, degrés depuis le nord</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="61"/>
        <source>Hexes, hexsides and exits outside a smaller grid are removed (Undo brings them back).</source>
        <translation>Les hexagones, côtés et sorties hors d’une grille plus petite sont retirés (Annuler les rétablit).</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_grid_dialog.py" line="75"/>
        <source>%1 to %2</source>
        <translation>de %1 à %2</translation>
    </message>
</context>
<context>
    <name>HexMapWindow</name>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="54"/>
        <source>Select hex</source>
        <translation>Sélection</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="54"/>
        <source>Terrain brush</source>
        <translation>Pinceau</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="54"/>
        <source>Hexsides</source>
        <translation>Côtés</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="55"/>
        <source>Map-edge exits</source>
        <translation>Sorties de carte</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="98"/>
        <source>Hex map</source>
        <translation>Carte à hexagones</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="101"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="103"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="105"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="109"/>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="133"/>
        <source>road leaving the map</source>
        <translation>route qui sort de la carte</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="134"/>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="151"/>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="134"/>
        <source>Hexside</source>
        <translation>Côté</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="135"/>
        <source>Road class</source>
        <translation>Type de route</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="135"/>
        <source>Exit road</source>
        <translation>Route de sortie</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="145"/>
        <source>names, separated by ;</source>
        <translation>noms, séparés par&#xa0;;</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="147"/>
        <source>features, separated by commas</source>
        <translation>éléments, séparés par des virgules</translation>
    </message>
    <message>
        <source>features, separated by spaces</source>
        <translation type="vanished">éléments, séparés par des espaces</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="150"/>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="162"/>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="152"/>
        <source>Names</source>
        <translation>Noms</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="153"/>
        <source>Features</source>
        <translation>Éléments</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="157"/>
        <source>Known features</source>
        <translation>Éléments connus</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="158"/>
        <source>Map grid…</source>
        <translation>Grille de la carte…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="159"/>
        <source>Columns and rows (the hex numbers), hex size, where the map lies</source>
        <translation>Colonnes et rangées (les numéros des hexagones), taille, position de la carte</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="170"/>
        <source>Validation</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="230"/>
        <source>No problems.</source>
        <translation>Aucun problème.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="290"/>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="320"/>
        <source>Hex map editor</source>
        <translation>Éditeur de cartes à hexagones</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="298"/>
        <source>Save hex map</source>
        <translation>Enregistrer la carte à hexagones</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="299"/>
        <source>The map has problems (see Validation); save it anyway?</source>
        <translation>La carte a des problèmes (voir Vérification)&#xa0;; l&apos;enregistrer quand même&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="305"/>
        <source>Cannot save hex map</source>
        <translation>Impossible d&apos;enregistrer la carte à hexagones</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="308"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/editor/hexmap_window.py" line="320"/>
        <source>Discard the changes to this hex map?</source>
        <translation>Abandonner les modifications de cette carte à hexagones&#xa0;?</translation>
    </message>
</context>
<context>
    <name>HexMapWords</name>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="22"/>
        <source>sea</source>
        <translation>mer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="22"/>
        <source>lake</source>
        <translation>lac</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="22"/>
        <source>plain</source>
        <translation>plaine</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="22"/>
        <source>hill</source>
        <translation>colline</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="23"/>
        <source>mountain</source>
        <translation>montagne</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="23"/>
        <source>city</source>
        <translation>ville</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="23"/>
        <source>village</source>
        <translation>village</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="23"/>
        <source>port</source>
        <translation>port</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="24"/>
        <source>airfield</source>
        <translation>aérodrome</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="24"/>
        <source>Gustav line</source>
        <translation>ligne Gustav</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="24"/>
        <source>Bernhardt line</source>
        <translation>ligne Bernhardt</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="25"/>
        <source>Axis supply terminal</source>
        <translation>terminal de ravitaillement de l&apos;Axe</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="25"/>
        <source>VIII Army supply</source>
        <translation>ravitaillement de la VIIIe Armée</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="26"/>
        <source>Adriatic coast</source>
        <translation>côte adriatique</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="26"/>
        <source>grey-border sea</source>
        <translation>mer à bord gris</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="27"/>
        <source>river</source>
        <translation>rivière</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="27"/>
        <source>major river</source>
        <translation>fleuve</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="27"/>
        <source>ridge</source>
        <translation>crête</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="28"/>
        <source>road</source>
        <translation>route</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="28"/>
        <source>bridge</source>
        <translation>pont</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="28"/>
        <source>major</source>
        <translation>principale</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/map_terms.py" line="28"/>
        <source>minor</source>
        <translation>secondaire</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="58"/>
        <source>%1 (autosave)</source>
        <translation>%1 (sauvegarde auto)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="81"/>
        <source>Sandtable</source>
        <translation>Sandtable</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="86"/>
        <source>Board wargames on your desk: play against a friend or the computer, or make your own board.</source>
        <translation>Des wargames de plateau sur votre bureau&#xa0;: jouez contre un ami ou contre l&apos;ordinateur, ou créez votre propre plateau.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="89"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="89"/>
        <source>Choose a game, its scenario and the players</source>
        <translation>Choisissez un jeu, son scénario et les joueurs</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="90"/>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="147"/>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="151"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="91"/>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="91"/>
        <source>A saved game or a board file</source>
        <translation>Une partie enregistrée ou un fichier de plateau</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="92"/>
        <source>Edit a board</source>
        <translation>Modifier un plateau</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="93"/>
        <source>Draw zones, hexes and symbols, or correct a board</source>
        <translation>Créez ou corrigez zones, hexagones et symboles</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="94"/>
        <source>Look at the map</source>
        <translation>Voir le plateau</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="102"/>
        <source>This copy has no board editor.</source>
        <translation>Cette copie n&apos;a pas d&apos;éditeur de plateau.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="123"/>
        <source>Recent games</source>
        <translation>Parties récentes</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="147"/>
        <source>No game played yet</source>
        <translation>Aucune partie jouée pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="150"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/home_page.py" line="160"/>
        <source>(none yet)</source>
        <translation>(aucune pour l&apos;instant)</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="92"/>
        <source>Back to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="98"/>
        <source>Click a line to see the board as it was then</source>
        <translation>Cliquez sur une ligne pour voir le plateau à ce moment-là</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="102"/>
        <source>Dice statistics</source>
        <translation>Statistiques des dés</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="108"/>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="108"/>
        <source>Avg face</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="108"/>
        <source>Exp. hits</source>
        <translation>Prévues</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="109"/>
        <source>Hits</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="110"/>
        <source>Hits expected from the dice rolled at their hit numbers</source>
        <translation>Pertes attendues des dés lancés, selon la valeur qu&apos;il leur fallait pour toucher</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="140"/>
        <source>The board shows the game after step %1.</source>
        <translation>Le plateau montre la partie après l&apos;étape %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="183"/>
        <source>%1. Roll — %2</source>
        <translation>%1. Jet — %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/log_panel.py" line="184"/>
        <source>%1. %2: %3</source>
        <translation>%1. %2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="88"/>
        <source>&amp;Open board…</source>
        <translation>&amp;Ouvrir un plateau…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="91"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="94"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="97"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="100"/>
        <source>&amp;Fit to window</source>
        <translation>A&amp;juster à la fenêtre</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="103"/>
        <source>&amp;About Sandtable</source>
        <translation>À &amp;propos de Sandtable</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="105"/>
        <source>&amp;Rules reference</source>
        <translation>&amp;Référence des règles</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="108"/>
        <source>&amp;Home</source>
        <translation>&amp;Accueil</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="114"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="117"/>
        <source>Open &amp;recent</source>
        <translation>Plateaux &amp;récents</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="122"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="127"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="130"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="131"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="133"/>
        <location filename="../../desktop/sandtable/editor/menu.py" line="91"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="158"/>
        <source>(no recent boards)</source>
        <translation>(aucun plateau récent)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="162"/>
        <source>Clear list</source>
        <translation>Vider la liste</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="171"/>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="191"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="192"/>
        <source>The new language will be used the next time Sandtable starts.</source>
        <translation>La nouvelle langue sera utilisée au prochain démarrage de Sandtable.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="235"/>
        <source>Open board</source>
        <translation>Ouvrir un plateau</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="236"/>
        <source>Boards (*.geojson *.json);;All files (*)</source>
        <translation>Plateaux (*.geojson *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="244"/>
        <source>No board open: use File &gt; Open board…</source>
        <translation>Aucun plateau ouvert&#xa0;: utilisez Fichier &gt; Ouvrir un plateau…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="259"/>
        <source>Cannot open board</source>
        <translation>Impossible d&apos;ouvrir le plateau</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="260"/>
        <source>%1 could not be opened.

%2</source>
        <translation>Impossible d&apos;ouvrir %1.

%2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="269"/>
        <source>Cannot show board</source>
        <translation>Impossible d&apos;afficher le plateau</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="270"/>
        <source>%1 was read but could not be drawn (%2). Check it with `sandtable validate`.</source>
        <translation>%1 a été lu mais n&apos;a pas pu être dessiné (%2). Vérifiez-le avec `sandtable validate`.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="292"/>
        <source>Cannot play</source>
        <translation>Impossible de jouer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="292"/>
        <source>This copy has no play window.</source>
        <translation>Cette copie n&apos;a pas de fenêtre de jeu.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="303"/>
        <source>Cannot open the game</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="304"/>
        <source>%1 is a saved game, and this copy has no play window.</source>
        <translation>%1 est une partie enregistrée, et cette copie n&apos;a pas de fenêtre de jeu.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="341"/>
        <source>coastal</source>
        <translation>côtière</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="353"/>
        <source>Wheel: zoom · drag: pan · +/−: zoom · 0: fit</source>
        <translation>Molette&#xa0;: zoom · glisser&#xa0;: déplacer · +/−&#xa0;: zoom · 0&#xa0;: ajuster</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="359"/>
        <source>Zoom %1%</source>
        <translation>Zoom %1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="364"/>
        <source>About Sandtable</source>
        <translation>À propos de Sandtable</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="365"/>
        <source>&lt;b&gt;Sandtable %1&lt;/b&gt;&lt;p&gt;A desktop wargame table: vector boards, enforced rules, hotseat and computer play, a board editor.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Sandtable %1&lt;/b&gt;&lt;p&gt;Une table de wargame sur ordinateur&#xa0;: plateaux vectoriels, règles appliquées, parties à deux sur le même ordinateur ou contre l&apos;ordinateur, un éditeur de plateaux.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="373"/>
        <source>Rules reference</source>
        <translation>Référence des règles</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/main_window.py" line="374"/>
        <source>The rules notes are not installed with this copy.</source>
        <translation>Les notes de règles ne sont pas installées avec cette copie.</translation>
    </message>
</context>
<context>
    <name>OddsPanel</name>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/__init__.py" line="16"/>
        <source>Battle board odds</source>
        <translation>Probabilités du plateau de bataille</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/__init__.py" line="17"/>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="14"/>
        <source>Attacker takes the zone</source>
        <translation>L&apos;attaquant prend la zone</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/__init__.py" line="18"/>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/__init__.py" line="18"/>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="15"/>
        <source>Defender holds</source>
        <translation>Le défenseur tient</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/__init__.py" line="19"/>
        <source>Still contested</source>
        <translation>Encore disputée</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/__init__.py" line="20"/>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="19"/>
        <source>Both sides eliminated: %1</source>
        <translation>Les deux camps éliminés&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_dday/__init__.py" line="21"/>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="18"/>
        <source>Expected losses: attacker %1, defender %2</source>
        <translation>Pertes attendues&#xa0;: attaquant %1, défenseur %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="13"/>
        <source>Battle odds (defender uses its supports, never retreats)</source>
        <translation>Probabilités du combat (le défenseur utilise ses soutiens et ne bat jamais en retraite)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/__init__.py" line="20"/>
        <source>Combat odds</source>
        <translation>Probabilités du combat</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/__init__.py" line="21"/>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="16"/>
        <source>Defender retreats</source>
        <translation>Le défenseur bat en retraite</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/__init__.py" line="22"/>
        <source>Both lose steps</source>
        <translation>Les deux perdent des pas</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/__init__.py" line="23"/>
        <source>Defender loses steps</source>
        <translation>Le défenseur perd des pas</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/__init__.py" line="24"/>
        <source>Attacker loses steps</source>
        <translation>L&apos;attaquant perd des pas</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/__init__.py" line="25"/>
        <source>No effect</source>
        <translation>Sans effet</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/__init__.py" line="26"/>
        <source>Expected steps lost: %1</source>
        <translation>Pas perdus attendus&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/fstr/__init__.py" line="27"/>
        <source>Expected steps lost: attacker %1, defender %2</source>
        <translation>Pas perdus attendus&#xa0;: attaquant %1, défenseur %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="17"/>
        <source>Expected losses: %1</source>
        <translation>Pertes attendues&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/__init__.py" line="16"/>
        <source>Revised battle odds</source>
        <translation>Chances de bataille (Revised)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/__init__.py" line="17"/>
        <source>Attacker wins</source>
        <translation>L’attaquant l’emporte</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/__init__.py" line="19"/>
        <source>Attacker retreats</source>
        <translation>L’attaquant se retire</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/__init__.py" line="20"/>
        <source>Neither can hit (combat ends): %1</source>
        <translation>Personne ne peut toucher (le combat s’arrête)&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/__init__.py" line="21"/>
        <source>Both sides destroyed: %1</source>
        <translation>Les deux camps détruits&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/__init__.py" line="22"/>
        <source>Expected IPC lost: attacker %1, defender %2</source>
        <translation>IPC perdus attendus&#xa0;: attaquant %1, défenseur %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/__init__.py" line="23"/>
        <source>Expected IPC lost: %1</source>
        <translation>IPC perdus attendus&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/odds_panel.py" line="39"/>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>PiecesLayer</name>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="26"/>
        <source>cube</source>
        <translation>cube</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="26"/>
        <source>tank</source>
        <translation>char</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="27"/>
        <source>Italian tank</source>
        <translation>char italien</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="27"/>
        <source>plane</source>
        <translation>avion</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="28"/>
        <source>Italian plane</source>
        <translation>avion italien</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="28"/>
        <source>elite</source>
        <translation>élite</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="29"/>
        <source>paratroopers</source>
        <translation>parachutistes</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="29"/>
        <source>partisans</source>
        <translation>partisans</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="30"/>
        <source>fortified line</source>
        <translation>ligne fortifiée</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="31"/>
        <source>American fleet</source>
        <translation>flotte américaine</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="31"/>
        <source>British fleet</source>
        <translation>flotte anglaise</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="32"/>
        <source>Italian fleet</source>
        <translation>flotte italienne</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/g1943_45/__init__.py" line="32"/>
        <source>U-boat</source>
        <translation>sous-marin</translation>
    </message>
</context>
<context>
    <name>PlayOnBoard</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/board_game.py" line="34"/>
        <source>… and %1 more</source>
        <translation>… et %1 de plus</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/board_game.py" line="35"/>
        <location filename="../../desktop/sandtable/ui/play/board_game.py" line="124"/>
        <source>Cannot play on this board</source>
        <translation>Impossible de jouer sur ce plateau</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/board_game.py" line="36"/>
        <source>The board has %1 error(s); fix them in the editor first.

%2</source>
        <translation>Le plateau contient des erreurs (%1)&#xa0;: corrigez-les d&apos;abord dans l&apos;éditeur.

%2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/board_game.py" line="54"/>
        <source>no scenario</source>
        <translation>aucun scénario</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/board_game.py" line="83"/>
        <location filename="../../desktop/sandtable/ui/play/board_game.py" line="92"/>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/board_game.py" line="101"/>
        <source>Sandtable — play on %1</source>
        <translation>Sandtable — jouer sur %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/board_game.py" line="108"/>
        <source>the edited board</source>
        <translation>le plateau modifié</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/board_game.py" line="125"/>
        <source>No game&apos;s scenario fits this board.

%1</source>
        <translation>Aucun scénario de jeu ne convient à ce plateau.

%1</translation>
    </message>
</context>
<context>
    <name>PlayWindow</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/gestures.py" line="67"/>
        <source>Nothing of yours can move from %1 now.</source>
        <translation>Aucune de vos forces ne peut partir de %1 maintenant.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/gestures.py" line="72"/>
        <source>Forces in %1</source>
        <translation>Forces&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/gestures.py" line="86"/>
        <source>That piece cannot move now.</source>
        <translation>Cette force ne peut pas se déplacer maintenant.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/gestures.py" line="94"/>
        <source>%1 selected: click a zone (the point you click is where it lands), or an enemy zone in range to bomb it.</source>
        <translation>%1 sélectionné&#xa0;: cliquez sur une zone (l&apos;avion se pose au point cliqué) ou sur une zone ennemie à portée pour la bombarder.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/gestures.py" line="196"/>
        <source>Nothing to do in %1 now: see the Decisions tab.</source>
        <translation>Rien à faire dans %1 maintenant&#xa0;: voir l&apos;onglet Décisions.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/gestures.py" line="223"/>
        <source>More in the Decisions tab…</source>
        <translation>Plus dans l&apos;onglet Décisions…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/gestures.py" line="247"/>
        <source>That cannot go to %1.</source>
        <translation>Impossible d&apos;aller dans %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/gestures.py" line="352"/>
        <source>Dropped outside the zones.</source>
        <translation>Déposé hors des zones.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/history.py" line="45"/>
        <source>History: the board after step %1 of %2 (read-only). Click another line of the log, or Back to the game.</source>
        <translation>Historique&#xa0;: le plateau après l&apos;étape %1 sur %2 (lecture seule). Cliquez sur une autre ligne du journal, ou sur Retour à la partie.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/history.py" line="70"/>
        <source>You are looking at the history: click Back to the game first.</source>
        <translation>Vous regardez l&apos;historique&#xa0;: cliquez d&apos;abord sur Retour à la partie.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="111"/>
        <source>Sandtable</source>
        <translation>Sandtable</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="132"/>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="447"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="139"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="142"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="158"/>
        <source>Move now</source>
        <translation>Jouer maintenant</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="161"/>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="319"/>
        <location filename="../../desktop/sandtable/ui/play/window_signals.py" line="44"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="172"/>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="483"/>
        <source>Decisions</source>
        <translation>Décisions</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="173"/>
        <source>Combat &amp;&amp; dice</source>
        <translation>Combat et dés</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="178"/>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="219"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="220"/>
        <source>&amp;Open game…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="221"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="222"/>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="223"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="224"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="225"/>
        <source>&amp;Players…</source>
        <translation>&amp;Joueurs…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="226"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="227"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="228"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="230"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="232"/>
        <source>&amp;Fit to window</source>
        <translation>A&amp;juster à la fenêtre</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="233"/>
        <source>Clear the selection</source>
        <translation>Effacer la sélection</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="235"/>
        <source>&amp;Rules reference</source>
        <translation>&amp;Référence des règles</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="249"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="253"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="257"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="317"/>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="357"/>
        <source>new game</source>
        <translation>nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="441"/>
        <source>Roll the dice</source>
        <translation>Lancer les dés</translation>
    </message>
    <message>
        <source>%1 decide — %2</source>
        <translation type="vanished">Décision&#xa0;: %1 — %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="472"/>
        <source>Game over: %1</source>
        <translation>Partie terminée&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="474"/>
        <source>Roll the dice (Combat tab).</source>
        <translation>Lancez les dés (onglet Combat).</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="476"/>
        <source>Rolling…</source>
        <translation>Jet des dés…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="479"/>
        <source>The computer plays the %1…</source>
        <translation>L&apos;ordinateur joue (%1)…</translation>
    </message>
    <message>
        <source>%1 decide: see the Decisions tab.</source>
        <translation type="vanished">Décision&#xa0;: %1. Voir l&apos;onglet Décisions.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="491"/>
        <source>Not allowed: %1</source>
        <translation>Interdit&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="534"/>
        <source>Undone.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="540"/>
        <source>Redone.</source>
        <translation>Rétabli.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_signals.py" line="28"/>
        <source>Computer (%1) thinking…</source>
        <translation>L&apos;ordinateur (%1) réfléchit…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_signals.py" line="48"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_signals.py" line="50"/>
        <source>Computer paused</source>
        <translation>Ordinateur en pause</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="462"/>
        <location filename="../../desktop/sandtable/ui/play/play_window.py" line="483"/>
        <location filename="../../desktop/sandtable/ui/play/window_signals.py" line="56"/>
        <source>%1 to decide</source>
        <translation>Décision&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_signals.py" line="57"/>
        <source>Pass the computer to the %1 player.</source>
        <translation>Passez l&apos;ordinateur au joueur %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_signals.py" line="59"/>
        <source>I am the %1 player: continue</source>
        <translation>Je suis le joueur %1&#xa0;: continuer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_signals.py" line="83"/>
        <source>Turn %1 · %2 decisions · %3 rolls</source>
        <translation>Tour %1 · %2 décisions · %3 jets</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_files.py" line="31"/>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_files.py" line="32"/>
        <source>Sandtable games (*.json);;All files (*)</source>
        <translation>Parties Sandtable (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_files.py" line="48"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_files.py" line="50"/>
        <source>Sandtable games (*.json)</source>
        <translation>Parties Sandtable (*.json)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_files.py" line="68"/>
        <source>Cannot save</source>
        <translation>Impossible d&apos;enregistrer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_files.py" line="68"/>
        <source>%1 could not be written.

%2</source>
        <translation>Impossible d&apos;écrire %1.

%2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_files.py" line="74"/>
        <source>Saved to %1</source>
        <translation>Enregistré dans %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_files.py" line="89"/>
        <source>Rules reference</source>
        <translation>Référence des règles</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/window_files.py" line="90"/>
        <source>The rules notes are not installed with this copy.</source>
        <translation>Les notes de règles ne sont pas installées avec cette copie.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="138"/>
        <source>Play preferences</source>
        <translation>Préférences de jeu</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="142"/>
        <source>Fast combat (do not wait for the Roll button)</source>
        <translation>Combat rapide (sans attendre le bouton Lancer)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="143"/>
        <source>Hotseat: show a hand-over screen when the other player decides</source>
        <translation>Deux joueurs, un ordinateur&#xa0;: afficher un écran de passage quand l&apos;autre joueur décide</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="144"/>
        <source>Autosave after every step</source>
        <translation>Sauvegarde automatique après chaque étape</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="145"/>
        <source>Ask before passing or ending an impulse with moves left</source>
        <translation>Demander avant de passer ou de finir une impulsion avec des mouvements restants</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="146"/>
        <source>Make my decision for me when there is only one (no prompt, no hand-over)</source>
        <translation>Décider pour moi quand il n&apos;y a qu&apos;un seul choix (sans question ni passage)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="148"/>
        <source>Let the computer answer my routine reactions (losses the rules&apos; order settles)</source>
        <translation>Laisser l&apos;ordinateur répondre à mes réactions de routine (pertes fixées par l&apos;ordre des règles)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="150"/>
        <source>Wait for the Roll button for the computer&apos;s dice too</source>
        <translation>Attendre le bouton Lancer aussi pour les dés de l&apos;ordinateur</translation>
    </message>
</context>
<context>
    <name>QDialog</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="87"/>
        <source>%1

Continue the game from step %2, the last one that still agrees?</source>
        <translation>%1

Reprendre la partie à l&apos;étape %2, la dernière qui concorde encore&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="89"/>
        <source>The saved game has changed</source>
        <translation>La partie enregistrée a changé</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="94"/>
        <source>Cannot open the game</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="95"/>
        <source>%1 could not be opened.

%2</source>
        <translation>Impossible d&apos;ouvrir %1.

%2</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../desktop/sandtable/ui/qt_texts.py" line="15"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/qt_texts.py" line="16"/>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
</context>
<context>
    <name>RevisedBattle</name>
    <message>
        <source>no fire</source>
        <translation type="vanished">pas de tir</translation>
    </message>
    <message>
        <source>Units here hit on a die of %1 or less</source>
        <translation type="vanished">Ces unités touchent sur un dé de %1 ou moins</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/battle_dialog.py" line="46"/>
        <source>(%1 lost)</source>
        <translation>(%1 perdues)</translation>
    </message>
    <message>
        <source>%1 dice rolled</source>
        <translation type="vanished">%1 dés lancés</translation>
    </message>
    <message>
        <source>%1 dice, %2 hits</source>
        <translation type="vanished">%1 dés, %2 touches</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/battle_dialog.py" line="62"/>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="vanished">Lancer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/battle_dialog.py" line="55"/>
        <source>1 die</source>
        <translation>1 dé</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/battle_dialog.py" line="55"/>
        <source>%1 dice</source>
        <translation>%1 dés</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/battle_dialog.py" line="56"/>
        <source>1 hit</source>
        <translation>1 touche</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/battle_dialog.py" line="56"/>
        <source>%1 hits</source>
        <translation>%1 touches</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/battle_dialog.py" line="83"/>
        <source>Combat in %1, round %2: %3 attacks</source>
        <translation>Combat en %1, round %2&#xa0;: %3 attaque</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/battle_dialog.py" line="89"/>
        <source>Attacker: %1</source>
        <translation>Attaquant&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/battle_dialog.py" line="91"/>
        <source>Defender: %1</source>
        <translation>Défenseur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/battle_dialog.py" line="98"/>
        <source>Cheapest first</source>
        <translation>Les moins chères d&apos;abord</translation>
    </message>
</context>
<context>
    <name>RevisedPurchase</name>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="37"/>
        <source>Purchase units</source>
        <translation>Acheter des unités</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="44"/>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="44"/>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="44"/>
        <source>Att/Def/Move</source>
        <translation>Att/Déf/Mouv</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="44"/>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="91"/>
        <source>Buy</source>
        <translation>Acheter</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="44"/>
        <source>IPC</source>
        <translation>IPC</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="84"/>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="88"/>
        <source>Buy nothing</source>
        <translation>Ne rien acheter</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="116"/>
        <source>%1 — purchase, round %2</source>
        <translation>%1 — achats, round %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="118"/>
        <source>Your factories can place %1 units this turn, %2 of them ships at coastal factories (%3).</source>
        <translation>Vos usines peuvent placer %1 unités ce tour-ci, dont %2 navires dans les usines côtières (%3).</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="139"/>
        <source>Bank %1 IPC · this purchase %2 · left %3</source>
        <translation>Banque %1 IPC · cet achat %2 · reste %3</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="146"/>
        <source>That costs %1 IPC more than you have.</source>
        <translation>Cela coûte %1 IPC de plus que ce que vous avez.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="148"/>
        <source>Your factories can place only %1 units this turn.</source>
        <translation>Vos usines ne peuvent placer que %1 unités ce tour-ci.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/purchase_dialog.py" line="151"/>
        <source>Your coastal factories can place only %1 ships.</source>
        <translation>Vos usines côtières ne peuvent placer que %1 navires.</translation>
    </message>
</context>
<context>
    <name>RevisedTable</name>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="25"/>
        <source>Inf</source>
        <translation>Inf</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="26"/>
        <source>Art</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="27"/>
        <source>Arm</source>
        <translation>Char</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="28"/>
        <source>AA</source>
        <translation>DCA</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="29"/>
        <source>IC</source>
        <translation>CI</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="30"/>
        <source>Fig</source>
        <translation>Chas</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="31"/>
        <source>Bom</source>
        <translation>Bom</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="32"/>
        <source>BB</source>
        <translation>Cui</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="33"/>
        <source>DD</source>
        <translation>Des</translation>
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
        <translation>SM</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="38"/>
        <source>SU</source>
        <translation>URSS</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="39"/>
        <source>GE</source>
        <translation>ALL</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="40"/>
        <source>UK</source>
        <translation>RU</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="41"/>
        <source>JP</source>
        <translation>JAP</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/games/aa_revised/table_terms.py" line="42"/>
        <source>US</source>
        <translation>EU</translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <location filename="../../desktop/sandtable/ui/rules_viewer.py" line="97"/>
        <source>Rules reference</source>
        <translation>Référence des règles</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/rules_viewer.py" line="105"/>
        <source>Search the rules (Enter: next, Shift+Enter: previous)</source>
        <translation>Chercher dans les règles (Entrée&#xa0;: suivant, Maj+Entrée&#xa0;: précédent)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/rules_viewer.py" line="141"/>
        <source>The rules notes are not installed with this copy.</source>
        <translation>Les notes de règles ne sont pas installées avec cette copie.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/rules_viewer.py" line="148"/>
        <source>The rules notes %1 cannot be read.</source>
        <translation>Les notes de règles %1 ne peuvent pas être lues.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/rules_viewer.py" line="151"/>
        <source>Rules reference — %1</source>
        <translation>Référence des règles — %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/rules_viewer.py" line="189"/>
        <source>%1 found</source>
        <translation>%1 trouvé(s)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/rules_viewer.py" line="189"/>
        <source>not found</source>
        <translation>introuvable</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/players_dialog.py" line="60"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/players_dialog.py" line="63"/>
        <source>Computer (%1)</source>
        <translation>Ordinateur (%1)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/players_dialog.py" line="81"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/players_dialog.py" line="83"/>
        <source>Who plays each side from now on (saved with the game):</source>
        <translation>Qui joue chaque camp à partir de maintenant (enregistré avec la partie)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/players_dialog.py" line="123"/>
        <source>human</source>
        <translation>humain</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/players_dialog.py" line="125"/>
        <source>Players: %1</source>
        <translation>Joueurs&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="112"/>
        <source>Sandtable — play</source>
        <translation>Sandtable — jouer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="123"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="134"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="138"/>
        <source>Scenario file…</source>
        <translation>Fichier de scénario…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="139"/>
        <source>A scenario JSON file (for instance with the printed values of your box)</source>
        <translation>Un fichier de scénario JSON (par exemple avec les valeurs imprimées de votre boîte)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="142"/>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="151"/>
        <source>The same seed and the same decisions give the same dice.</source>
        <translation>La même graine et les mêmes décisions donnent les mêmes dés.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="153"/>
        <source>New seed</source>
        <translation>Nouvelle graine</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="156"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="159"/>
        <source>Dice from the seed (replayable, but a player who knows the seed can foresee them)</source>
        <translation>Dés tirés de la graine (rejouables, mais un joueur qui connaît la graine peut les prévoir)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="164"/>
        <source>Options (rule readings; defaults as documented)</source>
        <translation>Options (interprétations des règles&#xa0;; valeurs par défaut documentées)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="169"/>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="219"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="227"/>
        <source>This game has no options.</source>
        <translation>Ce jeu n&apos;a pas d&apos;options.</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="231"/>
        <source>Default: on</source>
        <translation>Par défaut&#xa0;: activé</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="232"/>
        <source>Default: off</source>
        <translation>Par défaut&#xa0;: désactivé</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="242"/>
        <source>as the scenario says</source>
        <translation>selon le scénario</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="244"/>
        <source>on</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="244"/>
        <source>off</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="248"/>
        <source>Open a scenario</source>
        <translation>Ouvrir un scénario</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="249"/>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Scénarios (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="261"/>
        <source>Cannot read the scenario</source>
        <translation>Impossible de lire le scénario</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="289"/>
        <source>Cannot start the game</source>
        <translation>Impossible de commencer la partie</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="300"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="302"/>
        <source>Continue the last game</source>
        <translation>Continuer la dernière partie</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="305"/>
        <source>Open a saved game…</source>
        <translation>Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="308"/>
        <source>Recent games</source>
        <translation>Parties récentes</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="324"/>
        <source>(none yet)</source>
        <translation>(aucune pour l&apos;instant)</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="344"/>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/start_screen.py" line="345"/>
        <source>Sandtable games (*.json);;All files (*)</source>
        <translation>Parties Sandtable (*.json);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>VictoryDialog</name>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="79"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>%1 win</source>
        <translation type="vanished">Victoire&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="81"/>
        <source>Draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="81"/>
        <source>Victory: %1</source>
        <translation>Victoire&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="98"/>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/play/dialogs.py" line="99"/>
        <source>Look at the board</source>
        <translation>Voir le plateau</translation>
    </message>
</context>
<context>
    <name>symbols</name>
    <message>
        <location filename="../../desktop/sandtable/ui/symbols.py" line="38"/>
        <source>orange star</source>
        <translation>étoile orange</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/symbols.py" line="39"/>
        <source>Allied star</source>
        <translation>étoile alliée</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/symbols.py" line="40"/>
        <source>Axis symbol</source>
        <translation>symbole de l&apos;Axe</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/symbols.py" line="41"/>
        <source>airport</source>
        <translation>aéroport</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/symbols.py" line="42"/>
        <source>mountain</source>
        <translation>montagne</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/symbols.py" line="43"/>
        <source>partisans</source>
        <translation>partisans</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/symbols.py" line="44"/>
        <source>closed to land forces</source>
        <translation>interdite aux forces terrestres</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/symbols.py" line="45"/>
        <source>capital</source>
        <translation>capitale</translation>
    </message>
    <message>
        <location filename="../../desktop/sandtable/ui/symbols.py" line="46"/>
        <source>victory city</source>
        <translation>ville de victoire</translation>
    </message>
</context>
</TS>
