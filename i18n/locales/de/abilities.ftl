### Dialkeeper – deutsche Namen und Kurzwirkungen der Spezialfähigkeiten aus dem Datenfeed.
### Namen aus den deutschen Regeln, wo sie dort vorkommen; sonst eine natürliche Übersetzung.

## Markierungen auf der Kampfscheibe

ability-none = Keine
    .effect = Markierung auf der Kampfscheibe: Dieser Wert trägt keine Spezialfähigkeit.

ability-dead = Tot
    .effect = Markierung auf der Kampfscheibe: der Schädel-Klick, auf dem die Figur ausgeschaltet ist.

ability-starting-position = Startposition
    .effect = Markierung auf der Kampfscheibe: der grüne Startklick, auf den jede Kampfscheibe zu Spielbeginn eingestellt wird.

## Bewegung

ability-aquatic = Amphibisch
    .effect = Die Figur bewegt sich durch Wassergelände, ohne dass es sie behindert oder blockiert.

ability-bound = Schnellschuss
    .effect = Mit einer einzigen Bewegungsaktion kann sich die Figur bewegen und danach einen Fernkampfangriff ausführen oder sich stattdessen ein zweites Mal bewegen; sie löst sich ohne Würfelwurf und darf keiner Formation angehören.
    .ruling = Bewegung und Fernkampfangriff sind eine einzige Aktion mit einer Marke und einem Rückgängig-Schritt, und das Ziel kann auf den Schuss antworten wie auf jeden Fernkampfangriff.

ability-charge = Sturmangriff
    .effect = Mit einer einzigen Bewegungsaktion kann sich die Figur bewegen und danach im Nahkampf angreifen oder sich stattdessen ein zweites Mal bewegen; sie löst sich ohne Würfelwurf und darf keiner Formation angehören.
    .ruling = Bewegung und Nahkampfangriff sind eine einzige Aktion mit einer Marke und einem Rückgängig-Schritt; wer bei dieser Bewegung den Basenkontakt verlässt, würfelt nicht zum Lösen.

ability-flight = Fliegen
    .effect = Die Figur bewegt sich über Gelände und fremde Basen hinweg, darf ihre Bewegung aber weder in blockierendem Gelände noch auf einer anderen Basis beenden; das Lösen misslingt ihr nur bei einer { $fail }.

ability-magic-levitation = Magische Levitation
    .effect = Statt sich selbst zu bewegen, versetzt die Figur eine Figur, die zu Beginn des Spielzugs mit ihr in Basenkontakt stand, bis zu { $inches ->
        [one] { $inches } Zoll
       *[other] { $inches } Zoll
    } weit; Gelände und Basen spielen dabei keine Rolle, nur in blockierendes Gelände darf sie nicht.
    .sources = In einer niederländischen Regelzusammenfassung von Fans aus dem Jahr 2001 bewegt sich die Figur mit Magischer Levitation selbst; die App folgt den späteren offiziellen Regeln.

ability-quickness = Schnelligkeit
    .effect = Einmal pro Spielzug darf die Figur eine Bewegungsaktion ausführen, ohne eine deiner Aktionen zu verbrauchen (eine Aktionsmarke erhält sie trotzdem); sie darf keiner Formation angehören.

ability-stealth = Tarnung
    .effect = Eine Schusslinie zu dieser Figur, die durch schwieriges Gelände führt, gilt als blockiert.
    .ruling = Gilt immer; der Spieler kann nicht darauf verzichten.

## Angriff

ability-flame-lightning = Flamme/Blitz
    .effect = Der Fernkampfangriff dieser Figur trifft mit demselben Wurf auch jede Figur, die das Ziel berührt; jede getroffene Figur erleidet { $damage ->
        [one] { $damage } Schaden
       *[other] { $damage } Schaden
    } statt des normalen Schadenswerts.
    .ruling = Der eine Angriffswurf wird mit dem Verteidigungswert jeder Figur in Basenkontakt mit dem Ziel verglichen; diese Figuren werden also nicht automatisch getroffen.

ability-healing = Heilung
    .effect = Mit einer Nahkampfaktion heilt die Figur eine befreundete Figur in Basenkontakt um so viele Klicks, wie ein W6 zeigt.

ability-magic-blast = Magischer Strahl
    .effect = Fernkampfangriff auf ein einzelnes Ziel, dessen Schusslinie nicht durch dazwischenstehende Figuren blockiert wird; ein Treffer verursacht so viel Schaden, wie ein W6 zeigt.
    .sources = Eine niederländische Regelzusammenfassung von Fans aus dem Jahr 2001 spricht allgemein von Hindernissen, nicht von dazwischenstehenden Figuren; die App folgt den späteren offiziellen Regeln.
    .ruling = Er hat immer genau ein Ziel, auch wenn die Kampfscheibe der Figur mehrere Zielpfeile zeigt.

ability-magic-healing = Magische Heilung
    .effect = Mit einer Fernkampfaktion heilt die Figur eine befreundete Figur in Reichweite um so viele Klicks, wie ein W6 zeigt, sofern diese nicht in Basenkontakt mit einer gegnerischen Figur steht.

ability-shockwave = Schockwelle
    .effect = Fernkampfangriff mit halber Reichweite gegen alle Figuren rundum, ob Freund oder Feind (Gefangene ausgenommen), ohne Rücksicht auf Schusslinie und Verteidigungsfähigkeiten der Ziele; jede getroffene Figur erleidet { $damage ->
        [one] { $damage } Schaden
       *[other] { $damage } Schaden
    }.

ability-vampirism = Vampirismus
    .effect = Immer wenn die Figur einer gegnerischen Figur im Nahkampf Schaden zufügt, heilt sie selbst { $heal ->
        [one] { $heal } Klick
       *[other] { $heal } Klicks
    }.

ability-weapon-master = Waffenmeister
    .effect = Trifft die Figur im Nahkampf, darfst du einen W6 werfen und so viel Schaden verursachen, wie er zeigt, statt ihres Schadenswerts.

## Verteidigung

ability-battle-armor = Kampfrüstung
    .effect = +{ $bonus } auf den Verteidigungswert gegen Fernkampfangriffe.

ability-defend = Verteidigen
    .effect = Befreundete Figuren in Basenkontakt mit dieser Figur dürfen deren Verteidigungswert statt ihres eigenen verwenden.

ability-invulnerability = Unverwundbarkeit
    .effect = Schaden, der dieser Figur zugefügt wird, sinkt um { $reduction }; sie kann nicht geheilt werden, nicht gefangen nehmen und nicht gefangen genommen werden.
    .sources = Die Zeile einer niederländischen Regelzusammenfassung von Fans aus dem Jahr 2001 zu dieser Fähigkeit ist unklar; die App folgt den späteren offiziellen Regeln.
    .ruling = Sie senkt den Schaden jedes Angriffs, nicht den Verteidigungswert, und keine Heilung jeglicher Art (Heilung, Magische Heilung, Kommando, Regeneration, Vampirismus oder die des Tisches) erreicht die Figur.

ability-magic-immunity = Magische Immunität
    .effect = Keine Spezialfähigkeit, in deren Namen das Wort „Magisch“ steht, kann auf diese Figur wirken.

ability-pole-arm = Stangenwaffe
    .effect = Eine gegnerische Figur, die in Basenkontakt mit dem Blickwinkel dieser Figur zieht, erleidet { $damage ->
        [one] { $damage } Schaden
       *[other] { $damage } Schaden
    }, und ihre Aktion endet.
    .sources = Eine niederländische Regelzusammenfassung von Fans aus dem Jahr 2001 nennt weder den Blickwinkel noch das Ende der Aktion; die App folgt den späteren offiziellen Regeln.
    .ruling = Die App sieht die Bewegung nicht; daher nennen die Spieler im Spielzug jedes Spielers die Figuren, die den Schaden erlitten.

ability-regeneration = Regeneration
    .effect = Als Aktion wirfst du einen W6, ziehst { $minus } ab und heilst die Figur um so viele Klicks (nie weniger als 0).

ability-toughness = Zähigkeit
    .effect = Schaden, der dieser Figur zugefügt wird, sinkt um { $reduction }.

## Schaden

ability-battle-fury = Kampfrausch
    .effect = Die Figur kann weder gefangen nehmen noch gefangen genommen werden und lässt jeden Gefangenen frei, den sie hält.

ability-berserk = Berserker
    .effect = Die Figur kann keine Fernkampfangriffe ausführen und weder gefangen nehmen noch gefangen genommen werden; ein Gefangener, den sie hält, wenn sie zum Berserker wird, wird ausgeschaltet.
    .ruling = Hält die Figur einen Gefangenen, wenn diese Fähigkeit erscheint, wird er sofort ausgeschaltet, während Kampfrausch seinen Gefangenen freilässt.

ability-command = Kommando
    .effect = Zu Beginn deines Spielzugs wirfst du für jede Figur mit Kommando einen W6: Bei einer { $roll } erhältst du eine zusätzliche Aktion. Unabhängig vom Wurf heilen demoralisierte befreundete Figuren in Basenkontakt mit einer solchen Figur { $heal ->
        [one] { $heal } Klick
       *[other] { $heal } Klicks
    }.
    .ruling = Die Spieler geben den Wurf und seine Heilung selbst ein und dürfen ihn auslassen; die App nimmt ihn bis zur ersten Aktion oder zum ersten Passen des Spielzugs an.

ability-demoralized = Demoralisiert
    .effect = Die Figur kann nur Bewegungsaktionen erhalten oder passen und zieht nie freiwillig in Basenkontakt mit einer gegnerischen Figur.
    .ruling = Gilt immer: Die Figur darf sich nur bewegen oder passen, also kein Angriff, kein Sturmangriff, keine Spezialaktion und keine Nekromantie, und sie geht nie in Basenkontakt mit einer gegnerischen Figur.

ability-magic-enhancement = Magische Verstärkung
    .effect = Befreundete Figuren in Basenkontakt mit dieser Figur verursachen mit ihren Fernkampfangriffen { $damage ->
        [one] { $damage } Schaden
       *[other] { $damage } Schaden
    } mehr.
    .ruling = Pro Angriff zählt nur die Magische Verstärkung einer einzigen befreundeten Figur, und sie hilft nie einem Angreifer mit Magischer Immunität.

ability-necromancy = Nekromantie
    .effect = Statt sich zu bewegen, und nur wenn sie nicht in Basenkontakt mit einer gegnerischen Figur steht, holt die Figur eine ausgeschaltete befreundete Figur auf deren Startmarkierung zurück; diese erleidet so viel Schaden, wie ein W6 zeigt, und wird, falls sie das übersteht, neben ihr aufgestellt (Zombies und Skelette würfeln nicht).

## Fähigkeiten, die im Kreis angezeigt werden

ability-dodge = Ausweichen
    .effect = Wird die Figur von einem Nah- oder Fernkampfangriff getroffen, wirf einen W6: Bei { $from } oder mehr verfehlt der Angriff.

ability-forced-march = Gewaltmarsch
    .effect = Die Figur kann befreundete Figuren in einer Bewegungsformation anführen, und die ganze Formation bewegt sich mit ihrem Bewegungswert.

ability-limited-invisibility = Begrenzte Unsichtbarkeit
    .effect = Die Figur kann nicht das Ziel von Fernkampfangriffen sein.

ability-magic-confusion = Magische Verwirrung
    .effect = Fernkampfangriff ohne Schaden: Trifft er, darfst du der gegnerischen Zielfigur eine Aktion geben, als wäre sie deine eigene Figur.

ability-magic-freeze = Magischer Frost
    .effect = Fernkampfangriff ohne Schaden: Jedes getroffene Ziel wird stattdessen eingefroren und erhält Aktionsmarken, sodass es im nächsten Spielzug seines Spielers nicht handeln kann.

ability-magic-retaliation = Magische Vergeltung
    .effect = Erleidet die Figur Schaden durch einen Nah- oder Fernkampfangriff, erleidet auch der Angreifer { $damage ->
        [one] { $damage } Schaden
       *[other] { $damage } Schaden
    }.

ability-nimble = Gewandtheit
    .effect = Die Figur löst sich automatisch und ohne Würfelwurf von gegnerischen Figuren.

ability-pierce = Durchbohren
    .effect = Die Angriffe dieser Figur ignorieren schadensmindernde Verteidigungsfähigkeiten des Ziels wie Zähigkeit und Unverwundbarkeit.

ability-ram = Rammen
    .effect = Endet die Bewegung dieser Figur in Basenkontakt mit einer gegnerischen Figur, kann sie diese im Rahmen derselben Aktion rammen und ihr so Schaden zufügen.

ability-sneak-attack = Meuchelangriff
    .effect = Gegnerische Figuren dürfen keine Gratisdrehung machen, wenn diese Figur in Basenkontakt mit ihnen zieht; so kann sie deren Toten Winkel angreifen.

ability-sweep = Rundumschlag
    .effect = Nahkampfangriff gegen jede gegnerische Figur in Basenkontakt mit dem Blickwinkel dieser Figur, mit einem einzigen Wurf, der mit jedem Ziel verglichen wird.

ability-venom = Gift
    .effect = Zu Beginn deines Spielzugs erleidet jede gegnerische Figur in Basenkontakt mit dem Blickwinkel dieser Figur { $damage ->
        [one] { $damage } Schaden
       *[other] { $damage } Schaden
    }.
