### Dialkeeper – deutsche Namen und Kurzwirkungen der Spezialfähigkeiten aus dem Datenfeed.
### Namen aus den deutschen Regeln, wo sie dort vorkommen; sonst eine natürliche Übersetzung.

## Markierungen auf der Kampfscheibe

ability-none = Keine
    .effect = Markierung im Datenfeed: Dieser Wert hat keine Spezialfähigkeit.

ability-dead = Tot
    .effect = Markierung für einen Schädel-Klick: Die Figur ist an dieser Stelle ausgeschaltet.

ability-starting-position = Startposition
    .effect = Markiert den Startklick, auf dem die Kampfscheibe zu Spielbeginn steht; Heilung führt nie darüber hinaus.

## Bewegung

ability-aquatic = Amphibisch
    .effect = Wassergelände behindert die Bewegung dieser Figur nicht.

ability-bound = Schnellschuss
    .effect = Mit einer Fernkampfaktion bewegt sich die Figur erst und greift danach im Fernkampf an.

ability-charge = Sturmangriff
    .effect = Mit einer Nahkampfaktion bewegt sich die Figur erst und greift danach im Nahkampf an.

ability-flight = Fliegen
    .effect = Die Figur ignoriert beim Bewegen Gelände und fremde Basen, darf aber nicht in blockierendem Gelände enden; das Lösen misslingt ihr nur bei einer 1.

ability-magic-levitation = Magische Levitation
    .effect = Die Figur versetzt eine Figur in Basenkontakt bis zu 10 Zoll weit, ohne Rücksicht auf Gelände und Basen, aber nicht in blockierendes Gelände.

ability-quickness = Schnelligkeit
    .effect = Die Figur darf eine Bewegungsaktion ausführen, ohne eine deiner Aktionen zu verbrauchen; sie erhält trotzdem eine Aktionsmarke.

ability-stealth = Tarnung
    .effect = Eine Schusslinie zu dieser Figur, die durch schwieriges Gelände führt, gilt als blockiert.

## Angriff

ability-flame-lightning = Flamme/Blitz
    .effect = Fernkampfangriff, bei dem das Ziel und jede Figur in Basenkontakt mit ihm je 1 Schaden erleiden.

ability-healing = Heilung
    .effect = Die Figur heilt eine befreundete Figur in Basenkontakt um einen W6 Klicks.

ability-magic-blast = Magischer Strahl
    .effect = Fernkampfangriff auf ein einzelnes Ziel, bei dem andere Figuren die Schusslinie nicht blockieren; der Schaden wird mit einem W6 ermittelt.

ability-magic-healing = Magische Heilung
    .effect = Heilt eine befreundete Figur auf Fernkampfreichweite um einen W6 Klicks, sofern sie keinen Gegner berührt.

ability-shockwave = Schockwelle
    .effect = Fernkampfangriff mit halber Reichweite gegen alle Figuren im Umkreis, ohne Schusslinie; jede getroffene Figur erleidet 1 Schaden.

ability-vampirism = Vampirismus
    .effect = Fügt die Figur einem Gegner im Nahkampf Schaden zu, heilt sie selbst 1 Klick.

ability-weapon-master = Waffenmeister
    .effect = Bei einem Nahkampftreffer würfelst du den Schaden mit einem W6 aus, statt den Schadenswert zu nehmen.

## Verteidigung

ability-battle-armor = Kampfrüstung
    .effect = +2 auf den Verteidigungswert gegen Fernkampfangriffe.

ability-defend = Verteidigen
    .effect = Befreundete Figuren in Basenkontakt dürfen den Verteidigungswert dieser Figur anstelle ihres eigenen nutzen.

ability-invulnerability = Unverwundbarkeit
    .effect = Erlittener Schaden wird um 2 verringert; die Figur kann weder geheilt noch gefangen genommen werden.

ability-magic-immunity = Magische Immunität
    .effect = Keine andere Spezialfähigkeit mit „Magisch“ im Namen wirkt auf diese Figur.

ability-pole-arm = Stangenwaffe
    .effect = Eine feindliche Figur, die in Kontakt mit dem Blickwinkel dieser Figur zieht, erleidet 1 Schaden und ihre Aktion endet.

ability-regeneration = Regeneration
    .effect = Als Aktion würfelst du einen W6, ziehst 2 ab und heilst die Figur um so viele Klicks (mindestens 0).

ability-toughness = Zähigkeit
    .effect = Jeder Schaden, den die Figur erleidet, wird um 1 verringert.

## Schaden

ability-battle-fury = Kampfrausch
    .effect = Die Figur kann weder gefangen nehmen noch gefangen werden; einen Gefangenen lässt sie sofort frei.

ability-berserk = Berserker
    .effect = Die Figur kann keine Fernkampfangriffe ausführen und weder gefangen nehmen noch gefangen genommen werden.

ability-command = Kommando
    .effect = Zu Beginn deines Spielzugs würfelst du für jede Figur mit Kommando einen W6; bei einer 6 erhältst du eine zusätzliche Aktion.

ability-demoralized = Demoralisiert
    .effect = Die Figur darf sich nur bewegen oder passen und geht nie freiwillig in Basenkontakt mit einem Gegner.

ability-magic-enhancement = Magische Verstärkung
    .effect = Eine befreundete Figur in Basenkontakt richtet mit Fernkampfangriffen 1 Schaden mehr an.

ability-necromancy = Nekromantie
    .effect = Die Figur holt eine ausgeschaltete eigene Figur auf ihrer Startmarkierung zurück ins Spiel und stellt sie in Basenkontakt mit sich; die Figur erleidet dabei einen W6 Schaden.

## Weitere Fähigkeiten späterer Sets (im Datenfeed ohne Zuordnung zu einem Wert)

ability-dodge = Ausweichen
    .effect = Wird die Figur von einem Angriff getroffen, kann ein W6-Wurf den Treffer noch in einen Fehlschlag verwandeln.

ability-forced-march = Gewaltmarsch
    .effect = Die Figur kann im Gewaltmarsch weiter oder mit mehr Mitstreitern vorrücken, als es die normalen Bewegungsregeln erlauben.

ability-limited-invisibility = Begrenzte Unsichtbarkeit
    .effect = Die Figur kann nicht das Ziel von Fernkampfangriffen sein.

ability-magic-confusion = Magische Verwirrung
    .effect = Statt Schaden anzurichten, übernimmst du nach einem erfolgreichen Angriff kurzzeitig die Kontrolle über die gegnerische Zielfigur.

ability-magic-freeze = Magischer Frost
    .effect = Ein Treffer friert das Ziel ein: Statt Schaden zu nehmen, kann es vorübergehend nicht handeln.

ability-magic-retaliation = Magische Vergeltung
    .effect = Wer dieser Figur mit einem Angriff Schaden zufügt, wird magisch zurückgeschlagen und erleidet selbst Schaden.

ability-nimble = Gewandtheit
    .effect = Die Figur ist besonders wendig und kommt leichter aus dem Basenkontakt mit Gegnern frei.

ability-pierce = Durchbohren
    .effect = Schaden aus Angriffen dieser Figur wird durch Schadensminderung wie Zähigkeit oder Unverwundbarkeit nicht verringert.

ability-ram = Rammen
    .effect = Die Figur rammt Gegner, mit denen sie bei ihrer Bewegung zusammenstößt, und fügt ihnen dabei Schaden zu.

ability-sneak-attack = Meuchelangriff
    .effect = Die Figur ist auf hinterhältige Angriffe spezialisiert und richtet besonders gegen ungeschützte Stellen wie den Toten Winkel mehr aus.

ability-sweep = Rundumschlag
    .effect = Die Figur greift mit einem Wurf alle Gegner im Nahkampf an, die ihren Blickwinkel berühren.

ability-venom = Gift
    .effect = Zu Beginn deines Spielzugs erleidet jede feindliche Figur in Kontakt mit dem Blickwinkel dieser Figur 1 Schaden.
