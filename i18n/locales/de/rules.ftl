### Dialkeeper – deutsche Regeltexte: ein Eintrag je Regelnummer aus RULES.md.
### Begriffe wie im Glossar; alle Texte sind eigene Formulierungen.

## Kapitelüberschriften

rules-chapter-core = Grundregeln
rules-chapter-cav = Kavallerie
rules-chapter-col = Großfiguren
rules-chapter-chr = Streitwagen

## Grundregeln (CORE)

rule-core-01 = Kampfscheibe und Werte
    .body = Die Kampfscheibe zeigt für jeden Klick einen Bewegungs-, Angriffs-, Verteidigungs- und Schadenswert. Reichweite und Anzahl der Ziele sind auf die Basis gedruckt und bleiben beim Drehen gleich. Ein farbig hinterlegter Wert steht für eine Spezialfähigkeit.

rule-core-02 = Start auf der Startmarkierung
    .body = Jede Figur beginnt das Spiel auf ihrem Startklick, der durch die Startmarkierung gekennzeichnet ist. Großfiguren können je nach gewähltem Punktwert weiter vorgedreht starten (siehe Großfiguren).

rule-core-03 = Schaden und Heilung
    .body = Jeder Punkt Schaden dreht die Kampfscheibe um einen Klick weiter, jeder Punkt Heilung um einen Klick zurück. Über die Startmarkierung hinaus lässt sich eine Figur nicht heilen.

rule-core-04 = Ausgeschaltet bei drei Schädeln
    .body = Erscheinen drei Schädel im Sichtfenster, ist die Figur ausgeschaltet und verlässt das Spiel. Der letzte Klick jeder Kampfscheibe ist dieser Schädel-Klick.

rule-core-05 = Armeegröße und Aktionen
    .body = Die Punktwerte aller deiner Figuren ergeben die Armeegröße; sie darf die vereinbarte Spielgröße nicht überschreiten. Je 100 Punkte Spielgröße hast du pro Spielzug eine Aktion, bei 200 Punkten also zwei.

rule-core-06 = Die Arten von Aktionen
    .body = Es gibt Bewegung, Nahkampf, Fernkampf, Spezialaktion (für optionale Fähigkeiten, die eine Aktion kosten) und Passen. Jede davon verbraucht eine deiner Aktionen für den Spielzug. Wer passt, bekommt keine Aktionsmarke.

rule-core-07 = Aktionsmarken und Überanstrengung
    .body = Eine Figur erhält höchstens eine Aktion pro Spielzug (Ausnahme: Großfiguren) und dafür eine Aktionsmarke. Trägt sie noch eine Marke aus deinem vorigen Spielzug, bekommt sie eine zweite und erleidet nach der Aktion 1 Überanstrengungsschaden; mit zwei Marken darf sie keine Aktion erhalten.
    .sources = Eine niederländische Regelzusammenfassung von Fans aus dem Jahr 2001 beschreibt Überanstrengung als zwei Aktionen im selben Spielzug; die App folgt den späteren offiziellen Regeln, nach denen Aktionsmarken aus dem vorigen Spielzug liegen bleiben und mitzählen.
    .ruling = Eine Figur erhält nie zwei Aktionen im selben Spielzug: Überanstrengt wird sie, wenn sie eine Aktion erhält und noch eine Marke aus deinem vorigen Spielzug trägt.

rule-core-08 = Aktionsmarken entfernen
    .body = Am Ende deines Spielzugs entfernst du die Aktionsmarken von allen deinen Figuren, die in diesem Spielzug keine Aktion erhalten haben. Figuren, die gehandelt haben, behalten ihre Marken.
    .ruling = Marken werden am Ende des Spielzugs des Spielers entfernt, der die Figur steuert: Eine Kavallerie-Einheit gehört zum Spieler ihres Reiters, und ein Reittier ohne Reiter, das für den Spieler handelt, der an der Reihe ist, verliert seine Marke am Ende jedes Spielzugs, in dem es keine Aktion erhielt.

rule-core-09 = Angriffswurf und kritische Würfe
    .body = Würfle 2W6 und addiere den Angriffswert; erreicht oder übertrifft das Ergebnis den Verteidigungswert des Ziels, triffst du und verursachst deinen Schadenswert. Eine 2 ist ein kritischer Fehlschlag: Der Angriff verfehlt, und der Angreifer erleidet selbst 1 Schaden. Eine 12 ist ein kritischer Treffer: Der Angriff trifft immer und richtet 1 Schaden mehr an; beim Heilen bringt eine 12 einen zusätzlichen Klick.

rule-core-10 = Nahkampf und Toter Winkel
    .body = Für einen Nahkampfangriff muss der Angreifer in Basenkontakt mit dem Ziel stehen. Berührt er dessen Toten Winkel, bekommt er +1 auf seinen Angriffswurf.

rule-core-11 = Fernkampf und mehrere Ziele
    .body = Fernkampf verlangt eine Reichweite über 0, keinen Basenkontakt mit Gegnern, ein Ziel im Blickwinkel und eine freie Schusslinie. Mit mehreren Zielpfeilen würfelst du nur einmal und vergleichst das Ergebnis mit jedem Ziel. Jedes Ziel darf dabei nur einmal gewählt werden, und jedes getroffene Ziel erleidet 1 Schaden, wenn nichts anderes angegeben ist.

rule-core-12 = Lösen
    .body = Erhält eine Figur in Basenkontakt mit einem Gegner eine Bewegungsaktion, wirft sie einen W6. Bei 4 bis 6 darf sie sich wegbewegen; bei 1 bis 3 bleibt sie stehen, darf sich aber drehen.

rule-core-13 = Formationen bilden
    .body = Zwei oder mehr Figuren einer Fraktion, die alle miteinander in Basenkontakt stehen, können mit einer einzigen Aktion gemeinsam handeln: Eine Bewegungsformation hat 3 bis 5 Figuren und zieht mit dem Bewegungswert ihres langsamsten Mitglieds, eine Nahkampfformation aus 2 oder 3 oder eine Fernkampfformation aus 3 bis 5 Figuren hat einen Hauptangreifer, der für jedes weitere Mitglied +1 auf seinen Angriffswurf bekommt. Jedes Mitglied gilt als Figur, der in diesem Spielzug ihre eine Aktion gegeben wurde, und erhält eine Aktionsmarke; wer schon eine trägt, wird also überanstrengt, und keines darf zwei Marken tragen, Passagier, Gefangener oder Großfigur sein oder Sturmangriff, Schnellschuss oder Schnelligkeit zeigen; Kavallerie-Einheiten schließen sich nur anderen Kavallerie-Einheiten an. Ein kritischer Fehlschlag trifft nur den Hauptangreifer, der auch einen Gefangenen der Formation behält, und eine Figur, die schon einen Gefangenen hält, darf nur einer Bewegungsformation beitreten und nimmt ihn dabei mit. Mage Spawn haben keine Fraktion und bilden nie eine Formation, und die App fragt die Spieler, ob sich alle Mitglieder berühren. Eine Fernkampfformation schießt auf eine einzige gegnerische Figur, und jedes ihrer Mitglieder braucht eine Reichweite über 0; wie jede Aktion darf eine Formation auch die nutzen, die ein Kommando-Wurf dem Spielzug hinzugefügt hat.
    .sources = Eine niederländische Regelzusammenfassung von Fans aus dem Jahr 2001 nennt für eine Bewegungsformation im Glossar 3 bis 5 Figuren, im Abschnitt über Formationen dagegen 2 oder mehr; die App folgt dem Glossar.
    .ruling = Eine Bewegungsformation hat 3 bis 5 Figuren, wie es das Glossar einer niederländischen Regelzusammenfassung von Fans aus dem Jahr 2001 sagt, obwohl ihr Abschnitt über Formationen 2 oder mehr Figuren gemeinsam ziehen lässt: Eine Hausregel erlaubt 2. Der Hauptangreifer erhält +1 für jedes andere Mitglied, nie für sich selbst; hier weicht die App von der Nahkampfformation dieser Zusammenfassung ab, die jede Figur im Kontakt mit dem Gegner zählt, den Hauptangreifer eingeschlossen, so wie es eine weitere Hausregel tut. Eine Figur, die in diesem Spielzug schon eine Aktion erhielt, darf nicht beitreten; eine Figur mit einer Marke aus dem vorigen Spielzug darf beitreten und wird dabei überanstrengt.

rule-core-14 = Gefangene nehmen
    .body = Eine Gefangennahme wird vor dem Nahkampfangriff angesagt; gegen diesen Angriff ist die Verteidigung des Ziels um 2 höher. Ein Gefangener bewegt sich zusammen mit der Figur, die ihn gefangen hält, und zwar mit dem niedrigeren der beiden Bewegungswerte; er kann weder beschossen werden noch Schaden erleiden.
    .ruling = Eine Figur, die einen Gefangenen hält, darf sich nur bewegen oder passen, und kein Fernkampfangriff, kein Wirkungskreis und keine Magische Heilung erreicht sie. Wird sie selbst gefangen genommen, kommt ihr Gefangener frei, und ein Passagier kann keinen Gefangenen halten.

rule-core-15 = Geländearten
    .body = Freies Gelände hat keine Wirkung. Schwieriges Gelände beendet die Bewegung beim Betreten, halbiert den Bewegungswert und gibt +1 Verteidigung gegen Fernkampfangriffe, die hindurchführen; blockierendes Gelände hält Bewegung und Schusslinie gleichermaßen auf. Erhöhtes Gelände beendet die Bewegung beim Betreten und gibt +1 Verteidigung gegen tiefer stehende Angreifer. Flaches Wasser behindert und tiefes Wasser blockiert, beides nur für die Bewegung. An einer niedrigen Mauer bleibt eine Figur stehen und überquert sie erst mit einer späteren Bewegung zu halbem Bewegungswert; für Fernkampfangriffe zählt die Mauer als schwieriges Gelände.

rule-core-16 = Farben der Spe­zial­fä­hig­kei­ten
    .body = Eine Spezialfähigkeit erkennst du an der Farbe hinter einem Wert im Sichtfenster. Dieselbe Farbe bedeutet beim Bewegungs-, Angriffs-, Verteidigungs- und Schadenswert jeweils eine andere Fähigkeit. Welche Farbe wofür steht und was die Fähigkeit bewirkt, zeigt die Fähigkeitenliste der App.
    .ruling = Sturmangriff und Schnellschuss machen Bewegung und Angriff zu einer einzigen Aktion, Demoralisiert und Tarnung gelten immer, und wo der Text einer Fähigkeit Spielraum lässt, steht die Lesart der App bei dieser Fähigkeit.
rule-core-17 = Einzigartige Figuren
    .body = Eine Armee darf von einer Figur so viele Exemplare aufstellen, wie die Spielgröße zulässt, nur eine einzigartige Figur höchstens einmal. Verschiedene einzigartige Figuren dürfen zusammen kämpfen, und dein Gegner darf dieselbe einzigartige Figur aufstellen wie du. Die App weist ein zweites Exemplar beim Spielstart zurück.
    .ruling = Zwei einzigartige Figuren mit demselben Namen gelten als dieselbe Figur, auch wenn ihre Sammelnummern verschieden sind.
rule-core-18 = Das Spielende
    .body = Das Spiel ist vorbei, sobald ein Spieler alle gegnerischen Figuren ausgeschaltet oder gefangen genommen hat, wenn die vorher vereinbarte Zeit abgelaufen ist oder wenn eine andere vorab verabredete Bedingung eintritt. Gebt das Zeitlimit und eine solche Bedingung beim Einrichten des Spiels ein. Die App führt die Spieluhr (Pausen zählen nicht), bietet das Spielende an, sobald sie eines erkennt, und lässt euch das Spiel selbst beenden, wenn eure Bedingung erfüllt ist oder ihr aufhören wollt.
    .ruling = Fallen die letzten Figuren aller Seiten im selben Moment, hat niemand erobert: Die Spieler beenden das Spiel, und die Punkte entscheiden.
rule-core-19 = Siegpunkte
    .body = Am Ende erhält jeder Spieler den Punktwert jeder gegnerischen Figur, die er ausgeschaltet hat oder gefangen hält: Das ist die übliche Regel der Clix-Spiele. Aus den offiziellen Regeln für Großfiguren kommen zwei Regeln hinzu: Eine Großfigur, die noch auf dem Schlachtfeld steht, kann ihren Gegnern Punkte bringen (COL-09), und gehaltene Missionsziele entscheiden zuerst bei Gleichstand; deshalb gebt ihr sie beim Beenden des Spiels ein. Die App schreibt die Punkte einer Figur dem Spieler gut, in dessen Spielzug sie fiel; fällt sie im Spielzug ihrer eigenen Seite, werden ihre Punkte zu gleichen Teilen unter ihren Gegnern aufgeteilt.
    .ruling = Die Punkte einer Figur, die im Spielzug ihrer eigenen Seite fällt, werden zu gleichen Teilen unter ihren Gegnern aufgeteilt (abgerundet). Bei Punktgleichstand gewinnt, wer mehr Missionsziele hält, und ein Gleichstand in beidem ist ein geteilter Sieg.

## Kavallerie (CAV)

rule-cav-01 = Reittiere und Reittierarten
    .body = Reittiere sind Figuren mit länglicher Basis. Jedes gehört zu einer von acht Reittierarten: Schlachtross, Wolkengreif, Wüsten-Raubvogel, Hirsch, Pegasus, Salamander, Himmelsdrache oder Technokatze.

rule-cav-02 = Keine Gratisdrehung
    .body = Weder Reittiere noch Kavallerie-Einheiten dürfen eine Gratisdrehung ausführen.

rule-cav-03 = Reiter-Angriffsbonus und Reittier-Symbole
    .body = Ein Reiter hat einen Angriffsbonus im Quadrat und mindestens ein Reittier-Symbol. Er darf nur Reittiere besteigen, deren Art zu einem seiner Symbole passt. Der Bonus gilt für jeden seiner Angriffe, gleich welcher Angriffsart, aber nur, solange er im Sattel sitzt.

rule-cav-04 = Eine Kavallerie-Einheit bilden
    .body = Die Reiterfigur wird von ihrer Basis genommen und in den Sattel des Reittiers gesteckt; ihre Basis kommt in den Steckplatz. Nur Reiter dürfen auf diese Weise von ihrer Basis getrennt werden.

rule-cav-05 = Aufstellung nur mit Reiter
    .body = Reittiere werden immer mit Reiter, also als Kavallerie-Einheit, aufgestellt. Die Punktwerte von Reittier und Reiter zählen beide zur Armeegröße.

rule-cav-06 = Einschränkungen der Kavallerie
    .body = Eine Kavallerie-Einheit darf keine Gratisdrehung machen, keine Gefangenen nehmen und das Talent Vorstürmen nicht nutzen; gefangen genommen werden kann sie auch nicht. Starker Flieger und Magische Levitation wirken nicht auf sie. Unterfraktionsfähigkeiten sind ihr verwehrt, ausgenommen die der Dunklen Reiter.

rule-cav-07 = Reittier und Reiter als eine Figur
    .body = Reittier und Reiter bilden eine einzige Figur. Wer die Einheit berührt, steht mit beiden in Basenkontakt, und beide befinden sich im selben Gelände wie die Einheit.

rule-cav-08 = Blickwinkel des Reittiers für den Reiter
    .body = Fähigkeiten und Ausrüstung des Reiters, die sich auf seinen Blickwinkel beziehen, etwa Gift oder Rundumschlag, verwenden stattdessen den Blickwinkel des Reittiers.

rule-cav-09 = Eine Aktion pro Spielzug
    .body = Eine Kavallerie-Einheit kann in jedem Spielzug nur eine Aktion erhalten.

rule-cav-10 = Kein Über­an­stren­gungs­scha­den für Kavallerie
    .body = Bekommt eine Kavallerie-Einheit durch eine Aktion ihre zweite Aktionsmarke, erleidet sie dafür keinen Überanstrengungsschaden.

rule-cav-11 = Bewegung mit dem Reittier
    .body = Bei einer Bewegungsaktion zählen nur der Bewegungswert, die Spezialfähigkeiten und die Talente des Reittiers.

rule-cav-12 = Kampfscheibe für die Aktion wählen
    .body = Bei Nahkampf-, Fernkampf- und Spezialaktionen entscheidest du, ob die Scheibe des Reiters oder die des Reittiers die Aktion ausführt. Dann zählen nur die Fähigkeiten dieser Figur, beim Reiter zusätzlich seine Ausrüstung.

rule-cav-13 = Ausrüstung im Sattel
    .body = Ein Reiter, der Ausrüstung tragen kann, darf sie auch im Sattel ablegen und aufheben. Die Ausrüstungsmarke muss dabei das Reittier berühren.

rule-cav-14 = Kampf vom Reittier aus
    .body = Kampfaktionen einer Kavallerie-Einheit nutzen den Blickwinkel und den Mittelpunkt des Reittiers.

rule-cav-15 = Der Angreifer wählt die Scheibe
    .body = Wer eine Kavallerie-Einheit angreift, bestimmt, ob der Angriff gegen die Scheibe des Reittiers oder gegen die des Reiters abgehandelt wird.

rule-cav-16 = Schusslinie und Wirkungskreis
    .body = Schusslinie und Wirkungskreise werden vom Mittelpunkt des Reittiers aus bestimmt. Trifft ein Angriff mit Wirkungskreis wie Bombardierung die Einheit, erleidet jede der beiden Kampfscheiben, die des Reittiers und die des Reiters, ihren Schaden.

rule-cav-17 = Toter Winkel des Reittiers
    .body = Ob ein Angriff den Bonus für den Toten Winkel erhält, entscheidet der Tote Winkel des Reittiers.

rule-cav-18 = Über­an­stren­gungs­scha­den verteilen
    .body = Erleidet eine Kavallerie-Einheit Überanstrengungsschaden, wählt ihr Spieler, ob die Scheibe des Reittiers oder die des Reiters ihn erhält.

rule-cav-19 = Formationen aus Kavallerie
    .body = Kavallerie-Einheiten bilden Formationen nur untereinander. Alle Reiter müssen dasselbe Fraktionssymbol tragen; die Fraktion der Reittiere spielt dafür keine Rolle.

rule-cav-20 = Ausschalten von Kavallerie
    .body = Wird das Reittier vor seinem Reiter ausgeschaltet, stellst du den Reiter wieder auf seine eigene Basis und in Basenkontakt mit dem Reittier; danach wird das Reittier entfernt. Ist für den Reiter kein Platz, sind beide ausgeschaltet. Sobald Reittier oder Reiter ausgeschaltet wird, werden alle Aktionsmarken der Einheit entfernt.

rule-cav-21 = Intelligenzgrad reiterloser Reittiere
    .body = Ein Reittier ohne Reiter verhält sich nach seinem Intelligenzgrad, der Form um sein Reittier-Symbol. Scheu (Kreis): Hat es zu Beginn der Endphase irgendeines Spielers noch keinen Reiter, verlässt es das Spiel. Unabhängig (Fünfeck): Es kann ganz normal Aktionen erhalten. Hinterhältig (Quadrat): Ist es zu Beginn der Befehlsphase eines Spielers reiterlos, steht es für diesen Spielzug auf dessen Seite und ist allen übrigen Spielern gegnerisch gesinnt.
    .sources = Zu „Scheu“ sagt das Glossar der Kavallerie-Regeln „während der Endphase“, der Regeltext dagegen „zu Beginn der Endphase“; die App folgt dem Regeltext.
    .ruling = Ein scheues Reittier ohne Reiter kann keine Aktion erhalten: Die Kavallerieregeln sagen nur von einem unabhängigen Reittier, dass es ganz normal Aktionen erhalten kann. Ausgenommen ist der Spielzug, in dem sein Reiter absitzt: Dann dürfen Reiter und Reittier laut den Regeln beide Aktionen erhalten.

rule-cav-22 = Absitzen des Reiters
    .body = Gib der Kavallerie-Einheit eine Spezialaktion, aber keine Aktionsmarke, und entferne alle Marken, die sie trägt. Der Reiter kehrt auf seine Basis zurück und wird in Basenkontakt mit dem Reittier aufgestellt; beide dürfen in diesem Spielzug noch Aktionen erhalten. Ist neben dem Reittier kein Platz für den Reiter, kann er nicht absitzen.

rule-cav-23 = Wieder aufsitzen
    .body = Ein abgesessener Reiter in Kontakt mit einem befreundeten, reiterlosen Reittier passender Art sitzt mit einer Spezialaktion auf. Die neue Kavallerie-Einheit erhält eine Aktionsmarke und kann im selben Spielzug trotzdem noch eine Aktion bekommen. Diese Marke kommt zu denen hinzu, die das Reittier schon trägt: Auf ein Reittier mit zwei Aktionsmarken kann niemand aufsitzen, und eine Einheit, die danach zwei trägt, kann nicht handeln.

rule-cav-24 = Talente mit Bewegung und Angriff
    .body = Erlaubt ein Talent Bewegung und Angriff mit nur einer Aktion, dürfen Reittier und Reiter alle ihre Fähigkeiten nutzen, die zu dieser Aktionsart gehören, sofern das Talent es nicht verbietet.

rule-cav-25 = Talent: Reitkunst
    .body = Ein Fernkampfangriff, der gegen die Kampfscheibe des Reiters abgehandelt wird, erhält −2 auf den Angriffswert.

rule-cav-26 = Talent: Aufspießen
    .body = Der Reiter darf Waffenmeister nicht einsetzen. Trifft er dafür im Nahkampf ein einzelnes Ziel, bekommt er +2 auf seinen Schadenswert.

rule-cav-27 = Talent: Berittener Schnellschuss
    .body = Gib der Einheit eine Fernkampfaktion, während sie keine gegnerische Figur berührt. Sie zieht bis zu ihrem vollen Bewegungswert laut Kampfscheibe des Reittiers und greift danach mit der Kampfscheibe des Reiters im Fernkampf an.

rule-cav-28 = Talent: Berittener Sturmangriff
    .body = Gib der Einheit eine Nahkampfaktion, während sie keine gegnerische Figur berührt. Sie zieht bis zu ihrem vollen Bewegungswert laut Kampfscheibe des Reittiers und greift danach im Nahkampf an, mit der Kampfscheibe deiner Wahl.

rule-cav-29 = Talent: Überwältigen
    .body = Gib der Einheit eine Bewegungsaktion, während sie keinen Kontakt zu gegnerischen Figuren hat; sie darf keine Bewegungs-Spezialfähigkeiten nutzen und muss ihre Bewegung in Kontakt mit genau einer gegnerischen Kavallerie-Einheit beenden. Wirf einen W6 und addiere den Reiter-Angriffsbonus: Bei 6 oder mehr muss der Reiter jener Einheit absitzen. Ist für den abgesessenen Reiter kein Platz, wird er stattdessen ausgeschaltet.

rule-cav-30 = Talent: Trampeln
    .body = Gib der Einheit eine Bewegungsaktion, während sie auf Bodenniveau steht; das Talent Sprinten darf sie dabei nicht nutzen. Ihr Weg ist eine gerade Linie, die durch den Blickwinkel des Reittiers hinausführt, und darf über die Basen anderer Figuren hinweggehen. Jede Figur auf Bodenniveau, deren Basis sie überquert, erleidet 1 Schaden.

rule-cav-31 = Dunkle Reiter
    .body = Reiter und Reittiere der Dunklen Reiter gehören über die Sammelnummer zusammen (#121a reitet nur #121b), nicht über Reittier-Symbole, und sie können weder absitzen noch zum Absitzen gezwungen werden. Solange der Reiter lebt, kann das Reittier nicht ausgeschaltet werden: Zeigt es drei Schädel, wird seine Kampfscheibe stattdessen auf die Startmarkierung zurückgedreht. Wird der Reiter ausgeschaltet oder aus dem Spiel genommen, kommt seine Basis aus dem Steckplatz, die Reiterfigur bleibt aber im Sattel. Dunkle Reiter behalten ihre Unterfraktionsfähigkeiten auch beritten.

rule-cav-32 = Fähigkeit: Dunkle Einheit
    .body = Optional und einmal pro Befehlsphase: Zu Beginn deiner Befehlsphase darfst du dem Reiter der Einheit 1 Überanstrengungsschaden zufügen und dafür sein Reittier um 1 Klick heilen.

rule-cav-33 = Fähigkeit: Natur­ver­bun­den­heit
    .body = Schwieriges und verbergendes Gelände beeinflussen die Schusslinie dieses Kriegers nicht, und solches Gelände schützt die Ziele seiner Fernkampfangriffe nicht. Steht er selbst in schwierigem Gelände, erhält er +1 auf seinen Verteidigungswert.

rule-cav-g = Glossar: Kavallerie
    .body = Die offiziellen deutschen Kavallerie-Begriffe wie Steckplatz, Sattel, Reittier-Symbol, Reittierart und Intelligenzgrad findest du mit kurzen Erklärungen im Glossar der App.

## Großfiguren (COL)

rule-col-01 = Vier Sektionen
    .body = Eine Großfigur besteht aus vier Sektionen – vorne, links, rechts und hinten –, und jede hat ihre eigene Kampfscheibe.

rule-col-02 = Punktwert wählen
    .body = Unter der Basis stehen mehrere Punktwerte. Beim Zusammenstellen der Armee wählst du einen davon und drehst jede Sektionsscheibe um die dort angegebene Zahl von Klicks über ihren Start hinaus.

rule-col-03 = Allgemeine Einschränkungen
    .body = Großfiguren können weder gefangen nehmen noch gefangen genommen werden, gehören nie einer Formation an, nutzen die Talente Sprinten und Vorstürmen nicht und lassen sich weder durch Nekromantie oder Beschwörung noch durch die Unterfraktionsfähigkeit Zurückholen wieder ins Spiel bringen. Folgende Fähigkeiten anderer Figuren ignorieren sie: Heilung, Festhalten, Magische Verwirrung, Magischer Frost, Magische Heilung, Magische Levitation, Starker Flieger, Schrecken, Tüftler und Gift; auch Trampeln wirkt nicht auf sie. Einen Toten Winkel besitzen sie nicht. Ein Lösungsversuch scheitert bei ihnen nur bei einer 1, und nach einem Fehlschlag dürfen sie sich auch nicht drehen. Verzauberungen können sie nicht zum Ziel nehmen, und weder eine Domäne noch ein Ausrüstungsgegenstand noch ein Zauberspruch kann sie von freundlich zu gegnerisch machen oder umgekehrt.

rule-col-04 = Aktive und inaktive Sektionen
    .body = Der Blickwinkel einer Sektion ist ihr gesamter Außenrand. Zeigt eine Sektion noch Werte (ein Schädel zählt dabei als 0), ist sie aktiv; bei drei Schädeln ist sie inaktiv und nimmt keinen weiteren Schaden.

rule-col-05 = Ausschalten einer Großfigur
    .body = Eine Großfigur ist ausgeschaltet, sobald in ihren Sichtfenstern insgesamt sechs Schädel zu sehen sind, selbst wenn noch alle vier Sektionen aktiv sind.

rule-col-06 = Aktionen einer Großfigur
    .body = Eine Großfigur kann pro Spielzug mehrere Aktionen erhalten, höchstens eine je aktiver Sektion; inaktive Sektionen bekommen keine. Sie erhält nur eine Aktionsmarke, und zwar nach ihrer ersten Aktion; ab dann werden alle ihre Aktionen dieses Spielzugs abgewickelt, bevor eine andere Figur eine Aktion bekommt. Bewegungsaktionen kommen vor Nahkampf-, Fernkampf- und Spezialaktionen; nach einer solchen darf sie in diesem Spielzug keine Bewegungsaktion mehr erhalten.

rule-col-07 = Überstehende Kampfscheiben
    .body = Kampfscheiben, die über die Basis einer Großfigur hinausragen, zählen beim Basenkontakt als Teil der Basis.

rule-col-08 = Nur ein Missionsziel
    .body = Eine Großfigur darf ihre Bewegung nicht in Kontakt mit mehr als einer Missionsmarke beenden. Sie kontrolliert oder umkämpft also höchstens ein Missionsziel.

rule-col-09 = Punkte am Spielende
    .body = Kontrolliert am Spielende kein Spieler mehr Missionsziele als ein anderer, können Gegner Punkte für eine noch stehende Großfigur bekommen. Zeigt sie drei, vier oder fünf Schädel, erhält ein einzelner Gegner die abgerundete Hälfte ihrer Punkte. Bei mehreren Gegnern wird diese Hälfte durch ihre Anzahl geteilt, und jeder von ihnen erhält das abgerundete Ergebnis.

rule-col-10 = Messen vom Mittelpunkt
    .body = Alle Entfernungen zu und von einer Großfigur werden von ihrem Mittelpunkt aus gemessen.

rule-col-11 = Schaden ohne klare Sektion
    .body = Schaden, der keiner Sektion eindeutig zugeordnet ist, etwa Überanstrengungsschaden, geht an die Sektion, die der Spieler der Großfigur wählt.

rule-col-12 = Fähigkeiten je Sektion
    .body = Die Spezialfähigkeiten einer Sektion gelten nur für diese Sektion. Ausnahme: Hat irgendeine Sektion die Bewegungsart Flügel oder Welle oder die Fähigkeit Fliegen oder Schimmer, gilt das für alle Sektionen.

rule-col-13 = Fremde Effekte auf Großfiguren
    .body = Fähigkeiten, Ausrüstung, Relikte und Zaubersprüche anderer Figuren wirken nur auf die Sektion, mit der diese Figur in Basenkontakt steht.

rule-col-14 = Bewegung einer Großfigur
    .body = Eine Großfigur dreht sich wahlweise um ihren Mittelpunkt und zieht dann geradeaus vorwärts, oder sie zieht ohne Drehung geradeaus rückwärts. Mehrere Bewegungsaktionen in einem Spielzug ergeben eine einzige Bewegung, deren Weite die Summe der Bewegungswerte der beteiligten Sektionen ist. Sie ignoriert dabei alle Basen außer denen anderer Großfiguren und hält an, wenn ihr Weg eine andere Großfigur berühren würde.
    .ruling = Eine Großfigur nutzt nie Sturmangriff oder Schnellschuss: Ihre Bewegung ist die eine gerade Bewegung, die sich aus den Bewegungsaktionen ihrer Sektionen ergibt, und ihre Angriffe folgen danach.

rule-col-15 = Die Be­we­gungs­scha­blo­ne
    .body = Lege die Schablone dorthin, wo die Großfigur stehen bleiben soll. Der Weg ist die Linie vom Mittelpunkt der Großfigur zum Mittelpunkt der Schablone, und alle Spieler müssen ihm zustimmen.

rule-col-16 = Lösen einer Großfigur
    .body = Berührt irgendeine Sektion, ob aktiv oder inaktiv, eine gegnerische Figur, muss sich die Großfigur bei einer Bewegungsaktion lösen. Es wird nur einmal gewürfelt, egal wie viele Sektionen Kontakt haben.

rule-col-17 = Nahkampf einer Großfigur
    .body = Das Ziel muss in Basenkontakt mit genau der aktiven Sektion stehen, die die Nahkampfaktion erhalten hat.

rule-col-18 = Fernkampf einer Großfigur
    .body = Eine aktive Sektion darf eine Fernkampfaktion ausführen, wenn sie eine Reichweite, einen Angriffswert über 0 und keinen Kontakt zu gegnerischen Figuren hat. Die Schusslinie geht vom Mittelpunkt der Großfigur aus und muss durch diese Sektion führen.

rule-col-19 = Der Lang­reich­wei­ten­an­griff
    .body = Greift ein Titan, eine Großfigur oder eine Castle-Sektion ein ebensolches Ziel an, darf der Angreifer seine Reichweite verdoppeln. Tut er das, erhält er −2 auf seinen Schadenswert.

rule-col-20 = Nahkampf gegen Großfiguren
    .body = Der Angreifer muss eine aktive Sektion berühren; zielt er auf eine inaktive, wählt er stattdessen eine aktive. Berührt er zwei Sektionen, entscheidet der Spieler der Großfigur. Mit dem Angreifer befreundete Figuren, die irgendeine Sektion berühren, können das Talent Zusammenrotten nutzen.

rule-col-21 = Fernkampf gegen Großfiguren
    .body = Die Schusslinie muss durch eine aktive Sektion führen; bei einer inaktiven wählt der Angreifer eine aktive. Eine Sektion, die eine mit dem Angreifer befreundete Figur berührt, kann nicht getroffen werden, und verläuft die Linie auf der Grenze zweier Sektionen, entscheidet der Spieler der Großfigur. Kann die gewählte Sektion nicht getroffen werden, entfällt der Angriff, und die Aktion muss anders genutzt werden.

rule-col-22 = Wirkungskreise gegen Großfiguren
    .body = Liegt der Mittelpunkt der Großfigur im Wirkungskreis, wird nur eine Sektion getroffen: die, durch die die Linie vom Mittelpunkt des Wirkungskreises zum Mittelpunkt der Großfigur läuft. Ist sie inaktiv, wählt der Angreifer eine aktive; liegt die Linie auf einer Grenze oder fallen beide Mittelpunkte zusammen, wählt der Spieler der Großfigur. Das gilt auch für Wirkungskreise von Relikten, Ausrüstung und Zaubersprüchen.

rule-col-g = Glossar: Großfiguren
    .body = Die deutschen Begriffe zu Großfiguren wie Sektion, aktive und inaktive Sektion, Punktwert und Langreichweitenangriff erklärt das Glossar der App.

## Streitwagen (CHR)

rule-chr-01 = Was ist ein Streitwagen?
    .body = Ein Streitwagen ist eine Großfigur, die einen Passagier mitnehmen kann. Du erkennst ihn an der Bewegungsart Wagenrad.

rule-chr-02 = Bewegung des Streitwagens
    .body = Ein Streitwagen bewegt sich wie jede andere Großfigur, kann aber nicht geradeaus rückwärts fahren.

rule-chr-03 = Hinteres Abteil
    .body = Im hinteren Abteil des Streitwagens findet genau eine befreundete Figur Platz, sein Passagier. Großfiguren, Titanen und Figuren mit der Bewegungsart Hufeisen können niemals Passagier sein. Ein Streitwagen darf das Spiel schon mit einem Passagier an Bord beginnen.

rule-chr-04 = Der Passagier
    .body = Ein Passagier steht mit nichts in Basenkontakt: weder mit dem Streitwagen noch mit Figuren, die ihn berühren, noch mit irgendwelchen Marken. Sein Status als freundlich oder gegnerisch kann nicht geändert werden. Er erhält eigene Aktionen und Aktionsmarken, getrennt vom Streitwagen; seine Bewegungs-Spezialfähigkeiten werden ignoriert, und er bleibt im Abteil, bis er aussteigt.

rule-chr-05 = Einsteigen in den Streitwagen
    .body = Eine befreundete Figur mit einem Bewegungswert über 0, die kein Wächter ist und eine Seiten- oder die hintere Sektion eines befreundeten Streitwagens berührt, kann einsteigen. Gib ihr eine Bewegungsaktion und stelle sie ins hintere Abteil; von nun an ist sie der Passagier.

rule-chr-06 = Aussteigen aus dem Streitwagen
    .body = Ein Passagier mit einem Bewegungswert über 0 verlässt den Streitwagen, wenn er eine Bewegungsaktion erhält. Stelle ihn in Basenkontakt mit einer der Seitensektionen oder der hinteren Sektion auf.

rule-chr-07 = Ausrüstung des Passagiers
    .body = Legt ein Passagier Ausrüstung ab oder wird er mit Ausrüstung ausgeschaltet, kommt die Ausrüstungsmarke in Kontakt mit einer Seiten- oder der hinteren Sektion.

rule-chr-08 = Blickwinkel des Passagiers
    .body = Der Blickwinkel eines Passagiers umfasst beide Seitensektionen und die hintere Sektion. Den eigenen Streitwagen kann er nie als Ziel wählen oder beeinflussen.

rule-chr-09 = Nahkampf des Passagiers
    .body = Ein Passagier kann Figuren im Nahkampf angreifen, die seinen Blickwinkel berühren. Zum Wächter kann er nicht werden.

rule-chr-10 = Fernkampf des Passagiers
    .body = Fernkampf ist nur erlaubt, wenn sich der Streitwagen in diesem Spielzug noch nicht bewegt hat; die Schusslinie geht vom Mittelpunkt des Streitwagens aus. Eine Reichweite über 8 zählt als 8, und die eigene Basis blockiert die Schusslinie nie. Gegnerische Figuren in Kontakt mit dem Streitwagen darf der Passagier nicht beschießen.

rule-chr-11 = Schaden am Passagier
    .body = Schaden und Heilung treffen einen Passagier nie direkt. Richtet ein Angriff aber mindestens 1 Schaden an einer Seiten- oder der hinteren Sektion an, wirft der Angreifer einen W6: Bei 5 oder 6 erleidet der Passagier denselben Schaden wie die Sektion nach deren Schadensminderung, danach wirkt seine eigene. Beispiel: 4 Schaden, durch Zähigkeit der Sektion nur 3; bei einer 5 nimmt der Passagier 3, oder 2, wenn er selbst Zähigkeit hat.
    .ruling = Überanstrengungsschaden und der Schaden seines eigenen kritischen Fehlschlags treffen einen Passagier trotzdem, denn sie stammen von keinem Angriff, keiner Fähigkeit, keinem Ausrüstungsgegenstand, keinem Zauberspruch und keiner Domäne; keine Heilung erreicht ihn, auch nicht seine eigene Regeneration oder sein Vampirismus. Eine Schockwelle lässt die besonderen Verteidigungsfähigkeiten anderer Figuren nicht zählen, also gelten gegen sie auch Zähigkeit oder Unverwundbarkeit des Passagiers nicht.

rule-chr-12 = Wenn der Streitwagen ausgeschaltet wird
    .body = Wird der Streitwagen ausgeschaltet, kommt der Passagier mit seinem Mittelpunkt dorthin, wo der Mittelpunkt des Streitwagens war, ausgerichtet, wie sein Spieler es will. Danach erleidet er Schaden in Höhe eines W6-Wurfs.

rule-chr-g = Glossar: Streitwagen
    .body = Die offiziellen deutschen Streitwagen-Begriffe „Einsteigen“, „Aussteigen“, „Hinteres Abteil“ und „Passagier“ stehen mit Erklärung im Glossar der App.
