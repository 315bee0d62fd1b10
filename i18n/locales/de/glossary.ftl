### Dialkeeper – deutsches Glossar der Spielbegriffe (Mage Knight).
### Offizielle Namen aus den deutschen Kavallerie-Regeln (Vorlage 000) und den
### Großfiguren-Regeln (Vorlage 002); alle Erklärungen sind eigene Formulierungen.

## Kavallerie (offizielle deutsche Begriffe)

glossary-base-slot = Steckplatz
    .definition = Die Aussparung in der Basis eines Reittiers. Wird ein Krieger zum Reiter, steckt seine eigene Basis hier.

glossary-cavalry-unit = Kavallerie-Einheit
    .definition = Ein Reittier mit seinem Reiter. Beide zusammen gelten als eine einzige Figur mit zwei Kampfscheiben.

glossary-dismount = Absitzen
    .definition = Einen Reiter von seinem Reittier nehmen und ihn auf seiner eigenen Basis neben das Reittier stellen. Das geschieht mit einer Spezialaktion, für die keine Aktionsmarke vergeben wird.

glossary-dismounted-rider = Abgesessener Reiter
    .definition = Ein Reiter, der nicht mehr auf seinem Reittier sitzt. Er ist dann zugleich abgesessener Reiter und gewöhnlicher Krieger, bis er wieder aufsitzt.

glossary-independent = Unabhängig
    .definition = Intelligenzgrad mit Fünfeck-Symbol. Auch ohne Reiter bleibt ein solches Reittier einsatzfähig und bekommt Aktionen wie jede andere Figur.

glossary-intelligence-level = Intelligenzgrad
    .definition = Legt fest, was mit einem Reittier geschieht, das ohne Reiter dasteht. Ablesbar an der Form um das Reittier-Symbol: Kreis, Fünfeck oder Quadrat.

glossary-mean-spirited = Hinterhältig
    .definition = Intelligenzgrad mit Quadrat-Symbol. Hat ein solches Reittier zu Beginn der Befehlsphase irgendeines Spielers keinen Reiter, kämpft es in diesem Spielzug für diesen Spieler und gilt für alle anderen als gegnerisch.

glossary-mount = Reittier
    .definition = Eine Figur auf länglicher Basis, auf der ein passender Krieger als Reiter Platz nimmt. Dafür besitzt sie einen Sattel und einen Steckplatz.

glossary-mount-symbol = Reittier-Symbol
    .definition = Kleines Symbol auf der Basis (beim Reittier neben dem Bewegungswert). Beim Reittier steht es für dessen Art, beim Krieger für die Arten, die er besteigen darf.

glossary-mount-type = Reittierart
    .definition = Die Gattung eines Reittiers, zum Beispiel Schlachtross oder Wolkengreif. Sie muss zu einem Reittier-Symbol des Reiters passen, sonst entsteht keine Kavallerie-Einheit.

glossary-rider = Reiter
    .definition = Ein Krieger mit Reiter-Angriffsbonus und mindestens einem Reittier-Symbol, der ein passendes Reittier besteigen kann.

glossary-rider-attack-bonus = Reiter-Angriffsbonus
    .definition = Die Zahl im Quadrat auf der Basis eines Reiters. Sie wird zu allen seinen Angriffen addiert, aber nur, solange er auf einem Reittier sitzt.

glossary-saddle = Sattel
    .definition = Der Aufsteckpunkt oben auf dem Reittier: Hier wird die Reiterfigur mit ihrem Plastikstift befestigt.

glossary-skittish = Scheu
    .definition = Intelligenzgrad mit Kreis-Symbol. Ist das Reittier zu Beginn der Endphase eines beliebigen Spielers ohne Reiter, wird es aus dem Spiel genommen.

glossary-remount = Aufsitzen
    .definition = Ein abgesessener Reiter besteigt ein befreundetes, reiterloses Reittier mit passendem Symbol. Er braucht dafür eine Spezialaktion, und die neue Einheit erhält eine Aktionsmarke.

## Reittierarten (offizielle deutsche Namen)

glossary-battle-horse = Schlachtross
    .definition = Eine der acht Reittierarten: ein ausgebildetes Kriegspferd. Nur Reiter mit dem Symbol des Schlachtrosses können es reiten.

glossary-cloud-griffon = Wolkengreif
    .definition = Eine der acht Reittierarten: ein Greif, halb Adler, halb Löwe. Nur Reiter mit dem Symbol des Wolkengreifs können ihn reiten.

glossary-desert-warbird = Wüsten-Raubvogel
    .definition = Eine der acht Reittierarten: ein großer Kampfvogel aus der Wüste. Nur Reiter mit dem Symbol des Wüsten-Raubvogels können ihn reiten.

glossary-horned-stag = Hirsch
    .definition = Eine der acht Reittierarten: ein mächtiger Hirsch mit Geweih. Nur Reiter mit dem Symbol des Hirschs können ihn reiten.

glossary-pegasus = Pegasus
    .definition = Eine der acht Reittierarten: ein geflügeltes Pferd. Nur Reiter mit dem Pegasus-Symbol können es reiten.

glossary-salamander = Salamander
    .definition = Eine der acht Reittierarten: eine riesige Echse. Nur Reiter mit dem Salamander-Symbol können ihn reiten.

glossary-sky-dragon = Himmelsdrache
    .definition = Eine der acht Reittierarten: ein Drache, der dazu gezüchtet wurde, einen Reiter zu tragen. Nur Reiter mit dem Symbol des Himmelsdrachen können ihn reiten.

glossary-technocat = Technokatze
    .definition = Eine der acht Reittierarten: eine mechanische Großkatze. Nur Reiter mit dem Technokatzen-Symbol können sie reiten.

## Talente und Fähigkeiten der Kavallerie (offizielle deutsche Namen)

glossary-horsemanship = Reitkunst
    .definition = Kavallerie-Talent. Richtet sich ein Fernkampfangriff gegen die Kampfscheibe des Reiters, bekommt der Angreifer −2 auf seinen Angriffswert.

glossary-impale = Aufspießen
    .definition = Kavallerie-Talent. Der Reiter darf Waffenmeister nicht nutzen, erhält aber +2 auf seinen Schadenswert, wenn er im Nahkampf ein einzelnes Ziel trifft.

glossary-mounted-bound = Berittener Schnellschuss
    .definition = Kavallerie-Talent für eine Fernkampfaktion ohne Kontakt zu Gegnern. Die Einheit bewegt sich bis zum vollen Bewegungswert des Reittiers und schießt danach mit der Kampfscheibe des Reiters.

glossary-mounted-charge = Berittener Sturmangriff
    .definition = Kavallerie-Talent für eine Nahkampfaktion ohne Kontakt zu Gegnern. Die Einheit bewegt sich bis zum vollen Bewegungswert des Reittiers und greift dann im Nahkampf an, mit Reiter- oder Reittier-Kampfscheibe nach Wahl.

glossary-overwhelm = Überwältigen
    .definition = Kavallerie-Talent für eine Bewegungsaktion, die in Kontakt mit genau einer gegnerischen Kavallerie-Einheit endet. Ergibt ein W6 plus Reiter-Angriffsbonus mindestens 6, muss deren Reiter absitzen.

glossary-trample = Trampeln
    .definition = Kavallerie-Talent: Die Einheit bewegt sich in gerader Linie über die Basen von Figuren hinweg, und jede Figur auf Bodenniveau, deren Basis sie überquert, erleidet 1 Schaden.

glossary-dark-riders = Dunkle Reiter
    .definition = Eine Kavallerie-Unterfraktion der Apokalypse. Ihre Reiter und Reittiere gehören über die Sammelnummer zusammen, lassen sich nie trennen und behalten ihre Unterfraktionsfähigkeiten auch beritten.

glossary-dark-unity = Dunkle Einheit
    .definition = Optionale Fähigkeit der Dunklen Reiter. Zu Beginn deiner Befehlsphase nimmt der Reiter 1 Überanstrengungsschaden, damit sein Reittier 1 Klick geheilt wird; einmal pro Befehlsphase.

glossary-natures-ally = Natur­ver­bun­den­heit
    .definition = Fähigkeit der Wylden Herrscher. Schwieriges und verbergendes Gelände blockiert weder die Schusslinie dieses Kriegers, noch schützt es die Ziele seiner Fernkampfangriffe. Steht er selbst in schwierigem Gelände, erhält er +1 auf seinen Verteidigungswert.

## Großfiguren und Streitwagen (offizielle deutsche Begriffe)

glossary-colossal = Großfigur
    .definition = Eine riesige Figur, die in vier Sektionen mit je einer eigenen Kampfscheibe aufgeteilt ist. Auch Streitwagen sind Großfiguren.

glossary-section = Sektion
    .definition = Ein Viertel einer Großfigur (vorne, links, rechts oder hinten). Jede Sektion hat ihre eigene Kampfscheibe, und ihr Blickwinkel umfasst ihren gesamten Außenrand.

glossary-active-section = Aktive Sektion
    .definition = Eine Sektion, in deren Sichtfenster noch Werte zu sehen sind; einzelne Schädel zählen dabei als 0. Nur aktive Sektionen erhalten Aktionen.

glossary-inactive-section = Inaktive Sektion
    .definition = Eine Sektion mit drei Schädeln im Sichtfenster. Sie bekommt keine Aktionen mehr und nimmt keinen weiteren Schaden.

glossary-chariot = Streitwagen
    .definition = Eine Großfigur mit der Bewegungsart Wagenrad, die im hinteren Abteil einen Passagier mitnehmen kann.

glossary-passenger = Passagier
    .definition = Die eine Figur, die im hinteren Abteil eines Streitwagens mitfährt. Sie behält ihre eigene Kampfscheibe, ihre eigenen Aktionen und Aktionsmarken.

glossary-board = Einsteigen
    .definition = In einen Streitwagen steigen: Eine befreundete Figur, die eine Seiten- oder die hintere Sektion berührt, erhält eine Bewegungsaktion und wird ins hintere Abteil gestellt.

glossary-disembark = Aussteigen
    .definition = Einen Streitwagen verlassen: Der Passagier erhält eine Bewegungsaktion und wird in Basenkontakt mit einer Seiten- oder der hinteren Sektion aufgestellt.

glossary-rear-compartment = Hinteres Abteil
    .definition = Der Platz im Streitwagen, an den sein einziger Passagier gestellt wird.

glossary-long-range-attack = Lang­reich­wei­ten­an­griff
    .definition = Schießen Titanen, Großfiguren oder Castle-Sektionen aufeinander, darf der Angreifer seine Reichweite verdoppeln. Der Preis dafür: −2 auf den Schadenswert.

glossary-point-value = Punktwert
    .definition = Was eine Figur bei der Armeezusammenstellung kostet. Eine Großfigur hat mehrere Punktwerte zur Wahl; der gewählte Wert legt fest, um wie viele Klicks alle ihre Kampfscheiben vor Spielbeginn weitergedreht werden.

## Grundspiel

glossary-combat-dial = Kampfscheibe
    .definition = Die drehbare Scheibe unter der Figur. Sie zeigt für jeden Klick Bewegungs-, Angriffs-, Verteidigungs- und Schadenswert samt Farben für Spezialfähigkeiten.

glossary-click = Klick
    .definition = Eine Raststufe der Kampfscheibe. Jeder Punkt Schaden dreht sie einen Klick weiter, jeder Punkt Heilung einen Klick zurück.

glossary-stat-slot = Sichtfenster
    .definition = Die Öffnung in der Basis, in der die aktuellen Werte der Kampfscheibe zu sehen sind.

glossary-starting-marker = Startmarkierung
    .definition = Die Markierung auf der Kampfscheibe, bei der jede Figur ins Spiel startet. Heilung kann die Scheibe nie über diese Markierung hinaus zurückdrehen.

glossary-skull = Schädel
    .definition = Symbol auf der Kampfscheibe anstelle eines Werts. Zeigt das Sichtfenster drei Schädel, ist die Figur ausgeschaltet.

glossary-action = Aktion
    .definition = Ein Befehl an eine Figur: Bewegung, Nahkampf, Fernkampf, Spezialaktion oder Passen. Pro 100 Punkte Spielgröße hast du in jedem Spielzug eine Aktion.

glossary-action-token = Aktionsmarke
    .definition = Eine Marke, die auf eine Figur gelegt wird, wenn sie eine Aktion erhält. Eine Figur mit zwei Marken kann nicht handeln; Figuren, die in deinem Spielzug nicht gehandelt haben, werden ihre Marken los.

glossary-pushing-damage = Über­an­stren­gungs­scha­den
    .definition = Der 1 Punkt Schaden, den eine Figur erleidet, wenn sie eine Aktion erhält, obwohl sie noch eine Aktionsmarke aus deinem vorigen Spielzug trägt.

glossary-critical-hit = Kritischer Treffer
    .definition = Eine 12 mit zwei Würfeln. Ein Angriff trifft dann immer und richtet 1 Schaden mehr an; eine Heilung heilt 1 Klick mehr.

glossary-critical-miss = Kritischer Fehlschlag
    .definition = Eine 2 mit zwei Würfeln. Ein Angriff verfehlt dann immer, und der Angreifer erleidet selbst 1 Schaden.

glossary-break-away = Lösen
    .definition = Der Versuch, sich aus dem Basenkontakt mit einem Gegner wegzubewegen. Mit einem W6 gelingt es bei 4 bis 6; sonst bleibt die Figur stehen, darf sich aber drehen.

glossary-formation = Formation
    .definition = Mehrere Figuren derselben Fraktion in Basenkontakt, die mit nur einer Aktion gemeinsam ziehen oder angreifen. Jedes Mitglied gilt als Figur, die eine Aktion erhalten hat.

glossary-capture = Gefangennahme
    .definition = Ein Nahkampfangriff, der vorher als Versuch angesagt wird, das Ziel gefangen zu nehmen, statt ihm Schaden zuzufügen. Das Ziel erhält dagegen +2 auf seine Verteidigung.

glossary-front-arc = Blickwinkel
    .definition = Der vordere Teil der Basis, in dessen Richtung eine Figur sieht. Eine Figur kann nur Ziele wählen, die in ihrem Blickwinkel liegen.

glossary-rear-arc = Toter Winkel
    .definition = Der hintere Teil der Basis. Wer eine Figur im Nahkampf von dort angreift, erhält +1 auf seinen Angriffswurf.

glossary-base-contact = Basenkontakt
    .definition = Zwei Figuren sind in Basenkontakt, wenn sich ihre Basen berühren. Er ist Voraussetzung für den Nahkampf, und Basenkontakt mit einer gegnerischen Figur verhindert Fernkampf.

glossary-line-of-fire = Schusslinie
    .definition = Die gerade Linie vom Angreifer zu seinem Ziel bei einem Fernkampfangriff. Blockierendes Gelände oder eine Figur dazwischen blockiert sie.

glossary-build-total = Armeegröße
    .definition = Die Summe der Punktwerte aller Figuren deiner Armee. Sie darf die vereinbarte Spielgröße nicht übersteigen.

glossary-game-size = Spielgröße
    .definition = Das vor dem Spiel vereinbarte Punktlimit je Armee, etwa 200 Punkte. Die Spielgröße legt auch fest, wie viele Aktionen jeder Spieler pro Spielzug hat.

glossary-speed-value = Bewegungswert
    .definition = Der oberste Wert im Sichtfenster: wie viele Zoll sich die Figur mit einer Bewegungsaktion bewegen darf.

glossary-attack-value = Angriffswert
    .definition = Dieser Wert wird zum Wurf mit 2W6 addiert. Erreicht das Ergebnis den Verteidigungswert des Ziels, ist es getroffen.

glossary-defense-value = Ver­tei­di­gungs­wert
    .definition = Die Zahl, die ein Angreifer mit 2W6 plus Angriffswert mindestens erreichen muss, um die Figur zu treffen.

glossary-damage-value = Schadenswert
    .definition = So viele Klicks Schaden richtet ein erfolgreicher Angriff der Figur an.

glossary-range = Reichweite
    .definition = Die auf der Basis aufgedruckte Fernkampfweite in Zoll, zusammen mit der Zahl der Zielpfeile. Sie ändert sich nicht, wenn die Scheibe gedreht wird; bei 0 ist kein Fernkampf möglich.

glossary-free-spin = Gratisdrehung
    .definition = Eine kostenlose Drehung einer Figur, wenn ein Gegner in Basenkontakt mit ihr kommt. Reittiere und Kavallerie-Einheiten dürfen sie nicht ausführen.

## Geländearten

glossary-terrain-clear = Freies Gelände
    .definition = Gelände ohne Einschränkungen für Bewegung und Schusslinie.

glossary-terrain-hindering = Schwieriges Gelände
    .definition = Wald, Geröll und ähnlicher Untergrund. Wer es betritt, muss anhalten, der Bewegungswert wird halbiert, und ein Ziel dahinter erhält gegen Fernkampfangriffe +1 auf seine Verteidigung.

glossary-terrain-blocking = Blockierendes Gelände
    .definition = Gebäude, Felswände und ähnliche Hindernisse. Figuren können es weder betreten noch durchqueren, und es blockiert die Schusslinie.

glossary-terrain-elevated = Erhöhtes Gelände
    .definition = Erhöhter Boden wie Hügel. Wer es betritt, muss anhalten, und eine Figur darauf erhält +1 auf ihre Verteidigung gegen tiefer stehende Angreifer.

glossary-terrain-shallow-water = Flaches Wasser
    .definition = Bäche und Teiche. Sie bremsen die Bewegung wie schwieriges Gelände, haben aber keinen Einfluss auf die Schusslinie.

glossary-terrain-deep-water = Tiefes Wasser
    .definition = Seen und breite Flüsse. Wie durch blockierendes Gelände kann sich keine Figur hindurchbewegen, die Schusslinie bleibt aber unberührt.

glossary-terrain-low-wall = Niedrige Mauer
    .definition = Ein niedriges Hindernis wie ein Zaun oder eine Hecke. Eine Figur hält davor an und überquert es erst mit einer späteren Bewegung zu halbem Bewegungswert. Für Fernkampfangriffe zählt es als schwieriges Gelände, außer der Schütze berührt es selbst.
