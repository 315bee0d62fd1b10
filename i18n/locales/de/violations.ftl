### Warum die Regeln etwas ablehnen. Die App zeigt die Regelnummer daneben als Link.
### Die Variablen heißen wie die Felder der Engine; Figuren kommen als ihre Namen an.

## Grundregeln

# Variables:
#   $figure (String) - die Kennung der Figur
violation-unknown-figure = Diese Figur gibt es in diesem Spiel nicht.
# Variables:
#   $figure (String) - Name der Figur
#   $player (String) - wer am Zug ist
violation-not-your-figure = { $player } ist an der Reihe: Nur eigene Figuren können Aktionen erhalten, und { $figure } gehört nicht dazu.
# Variables:
#   $allowed (Number) - Aktionen pro Spielzug
violation-no-actions-left = { $allowed ->
    [one] Die einzige Aktion dieses Spielzugs ist verbraucht.
   *[other] Alle { $allowed } Aktionen dieses Spielzugs sind verbraucht.
} Beende den Spielzug.
# Variables:
#   $figure (String) - Name der Figur
violation-already-acted = { $figure } hat in diesem Spielzug schon eine Aktion erhalten.
# Variables:
#   $figure (String) - Name der Figur
violation-two-tokens = { $figure } trägt zwei Aktionsmarken und muss in diesem Spielzug ruhen.
# Variables:
#   $figure (String) - Name der Figur
violation-eliminated = { $figure } ist ausgeschaltet.
# Variables:
#   $figure (String) - Name der Figur
violation-nothing-to-heal = { $figure } steht schon auf dem Startklick: Heilung geht nie über die Startmarkierung hinaus.
violation-no-clicks = Schaden und Heilung gibt es nur in ganzen Klicks: mindestens einen.
# Variables:
#   $figure (String) - Name der Figur
#   $dial (Number) - die gewünschte Kampfscheibe
violation-no-such-dial = { $figure } hat keine solche Kampfscheibe.
# Variables:
#   $value (Number) - der eingegebene Wert
violation-bad-two-d6 = { $value } ist kein Wurf mit zwei Würfeln: Gib eine Summe von 2 bis 12 ein.
# Variables:
#   $value (Number) - der eingegebene Wert
violation-bad-d6 = { $value } ist kein Wurf mit einem Würfel: Gib 1 bis 6 ein.
# Variables:
#   $action (String) - Name der Aktion
violation-roll-does-not-fit = Dieser Wurf gehört nicht zur Aktion „{ $action }“.
# Variables:
#   $count (Number) - gewählte Ziele
#   $allowed (Number) - erlaubte Ziele
violation-bad-target-count = { $count ->
    [one] { $count } Ziel
   *[other] { $count } Ziele
} gewählt, aber dieser Angriff erlaubt { $allowed }.
# Variables:
#   $figure (String) - Name der Figur
violation-bad-target = { $figure } kann nicht zweimal oder von sich selbst als Ziel gewählt werden.
violation-own-figure = { $figure } gehört zur eigenen Seite: Eigene Figuren dürfen nicht angegriffen werden.
violation-no-healing = { $figure } zeigt gerade keine Heilung und kann daher nicht heilen.
violation-no-magic-healing = { $figure } zeigt gerade keine Magische Heilung und kann daher nicht auf Entfernung heilen.
violation-heal-opposing = { $figure } ist eine gegnerische Figur: Geheilt werden nur eigene Figuren.
violation-heal-invulnerable = { $figure } zeigt Unverwundbarkeit und kann nicht geheilt werden.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
violation-ability-not-shown = { $figure } zeigt gerade nicht { $ability }.
# Variables:
#   $ability (String) - the ability
#   $action (String) - action name
violation-ability-wrong-action = { $ability } passt nicht zur Aktion „{ $action }“.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability that forbids it
#   $action (String) - action name
violation-ability-forbids = { $figure } zeigt { $ability } und darf daher keine Aktion „{ $action }“ erhalten.
# Variables:
#   $figure (String) - the attacker
#   $ability (String) - the ability
violation-damage-roll-needed = { $figure } hat mit { $ability } getroffen: Gib den Wurf ein, der den Schaden bestimmt.
# Variables:
#   $figure (String) - the immune figure
#   $ability (String) - the magic ability
violation-magic-immune = { $figure } ist gegen { $ability } immun.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
violation-ability-in-contact = { $figure } steht in Basenkontakt mit einer gegnerischen Figur und kann { $ability } daher nicht nutzen.
# Variables:
#   $figure (String) - the figure named
violation-not-returnable = { $figure } ist keine deiner ausgeschalteten Figuren und kann nicht zurückkehren.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
violation-start-of-turn-only = { $figure } würfelt für { $ability } einmal pro Spielzug, zu dessen Beginn und vor jeder Aktion.
# Variables:
#   $ability (String) - the ability
violation-no-ability-damage = { $ability } verursacht außerhalb eines Angriffs keinen eigenen Schaden.
# Variables:
#   $figure (String) - the target
#   $ability (String) - the ability that protects it
violation-ability-protects = { $figure } zeigt { $ability } und kann so nicht als Ziel gewählt werden.
violation-cannot-capture = { $figure } zeigt { $ability } und kann daher weder gefangen nehmen noch gefangen genommen werden.
# Variables:
#   $figure (String) - die gefangene Figur
#   $captor (String) - die Figur, die sie festhält
violation-captive = { $figure } ist von { $captor } gefangen und kann keine Aktion erhalten.
# Variables:
#   $figure (String) - die gefangene Figur
#   $captor (String) - die Figur, die sie festhält
violation-captive-untouchable = { $captor } hält { $figure } gefangen: Diese Figur kann weder als Ziel gewählt werden noch Schaden erleiden.
# Variables:
#   $figure (String) - die Figur, die gefangen nimmt
#   $captive (String) - die gefangene Figur
violation-holds-captive = { $figure } hält { $captive } gefangen und darf deshalb nur eine Bewegungsaktion erhalten.
# Variables:
#   $figure (String) - Name der Figur
violation-no-range = { $figure } hat keine Reichweite und kann nicht im Fernkampf angreifen.
# Variables:
#   $figure (String) - the figure whose speed value is read
violation-no-speed-to-move = { $figure } hat den Bewegungswert 0 und kann daher keine Bewegungsaktion erhalten.
# Variables:
#   $figure (String) - the figure to heal
violation-heal-target-in-contact = { $figure } steht in Basenkontakt mit einer gegnerischen Figur, daher erreicht Magische Heilung sie nicht.

## Kavallerie

# Variables:
#   $unit (String) - das Reittier der Einheit
violation-cav-second-action = { $unit } ist eine { glossary-cavalry-unit }: Sie erhält nur eine Aktion pro Spielzug.
# Variables:
#   $figure (String) - Name der Figur
violation-cav-free-spin = Reittiere und Kavallerie-Einheiten machen nie eine Gratisdrehung, also auch { $figure } nicht.
# Variables:
#   $figure (String) - Name der Figur
violation-cav-capture = Kavallerie-Einheiten können weder gefangen nehmen noch gefangen genommen werden, daher kann { $figure } nicht teilnehmen.
# Variables:
#   $figure (String) - Name der Figur
violation-cav-surge = Kavallerie-Einheiten dürfen das Talent Vorstürmen nicht nutzen, also auch { $figure } nicht.
violation-cav-carried = { $figure } gehört zu einer Kavallerie-Einheit: Weder Starker Flieger noch Magische Levitation können diese Figur tragen.
# Variables:
#   $figure (String) - Name der Figur
violation-cav-not-a-unit = { $figure } ist keine { glossary-cavalry-unit } (ein Reittier mit seinem Reiter).
# Variables:
#   $figure (String) - Name der Figur
violation-cav-not-a-rider = { $figure } ist kein { glossary-rider }: Nur Reiter können Reittiere reiten.
# Variables:
#   $figure (String) - Name der Figur
violation-cav-not-a-mount = { $figure } ist kein { glossary-mount }: Nur Reittiere tragen Reiter.
# Variables:
#   $rider (String) - der Reiter
#   $mount (String) - das Reittier
violation-cav-mount-mismatch = { $rider } hat kein { glossary-mount-symbol } für die Reittierart von { $mount }.
# Variables:
#   $rider (String) - der Reiter
#   $mount (String) - das Reittier
violation-cav-dark-riders-mismatch = Dunkle Reiter gehören nur über die Sammelnummer zusammen: { $rider } kann { $mount } nicht reiten.
# Variables:
#   $unit (String) - das Reittier der Einheit
violation-cav-dark-rider-dismount = Dunkle Reiter sitzen nie ab und können auch nicht zum Absitzen gezwungen werden ({ $unit }).
# Variables:
#   $unit (String) - das Reittier der Einheit
violation-cav-no-room-to-dismount = Neben { $unit } ist kein Platz für den Reiter, daher kann er nicht absitzen.
# Variables:
#   $rider (String) - der Reiter
violation-cav-already-mounted = { $rider } sitzt bereits im Sattel: Nur ein abgesessener Reiter kann wieder aufsitzen.
# Variables:
#   $mount (String) - das Reittier
violation-cav-mount-taken = { $mount } trägt bereits einen Reiter.
# Variables:
#   $mount (String) - das Reittier
violation-cav-mount-not-friendly = { $mount } ist nicht befreundet: Ein Reiter sitzt nur auf einem befreundeten Reittier auf.
# Variables:
#   $unit (String) - das Reittier der Einheit
#   $proficiency (String) - der Name des Talents
violation-cav-lacks-proficiency = { $unit } verfügt nicht über { $proficiency }.
# Variables:
#   $target (String) - das Ziel
violation-cav-overwhelm-target = Überwältigen muss in Kontakt mit genau einer gegnerischen Kavallerie-Einheit enden, und { $target } ist keine.
violation-cav-in-contact = { $unit } steht in Basenkontakt mit einer gegnerischen Figur und kann { $proficiency } daher nicht nutzen: Dieses Talent beginnt nur ohne Kontakt.
violation-cav-overwhelm-speed = { $unit } darf beim Überwältigen keine Bewegungs-Spezialfähigkeit nutzen: Die Bewegung nutzt allein den Bewegungswert.
violation-cav-trample-elevated = { $unit } steht nicht auf Bodenniveau und kann daher nicht trampeln: Trampeln beginnt auf Bodenniveau.
violation-cav-trample-double-time = { $unit } darf beim Trampeln das Talent Sprinten nicht nutzen.
# Variables:
#   $rider (String) - der Reiter
violation-cav-impale-weapon-master = { $rider } hat Aufspießen und kann deshalb nie Waffenmeister einsetzen.
# Variables:
#   $unit (String) - das Reittier der Einheit
violation-cav-not-dark-riders = Nur Einheiten der Dunklen Reiter können { glossary-dark-unity } nutzen; { $unit } gehört nicht dazu.
# Variables:
#   $unit (String) - das Reittier der Einheit
violation-cav-dark-unity-timing = { glossary-dark-unity } wird in deiner eigenen Befehlsphase genutzt, vor jeder Aktion ({ $unit }).
# Variables:
#   $unit (String) - das Reittier der Einheit
violation-cav-dark-unity-used = { glossary-dark-unity } wurde in dieser Befehlsphase schon genutzt ({ $unit }).
# Variables:
#   $figure (String) - Name der Figur
violation-cav-formation-mixed = Kavallerie-Einheiten bilden Formationen nur mit anderen Kavallerie-Einheiten; { $figure } passt nicht dazu.
# Variables:
#   $figure (String) - Name der Figur
violation-cav-formation-faction = Alle Reiter einer Kavallerie-Formation müssen derselben Fraktion angehören; { $figure } tut das nicht.
# Variables:
#   $rider (String) - der Reiter
violation-cav-not-thrown = Nur ein Reiter, dessen Reittier in diesem Spielzug ausgeschaltet wurde, kann mangels Platz ausgeschaltet werden; { $rider } ist kein solcher Reiter.
# Variables:
#   $mount (String) - the mount
violation-cav-skittish-mount = { $mount } ist ein scheues Reittier ohne Reiter und kann keine Aktionen erhalten.
# Variables:
#   $mount (String) - the mount
#   $captive (String) - its captive
violation-cav-remount-captor = { $mount } hält { $captive } gefangen, und eine Kavallerie-Einheit kann keine Gefangenen halten: Kein Reiter kann jetzt auf ihm aufsitzen.
# Variables:
#   $rider (String) - the rider
#   $ability (String) - the rider's ability
violation-cav-mount-moves = { $rider } sitzt im Sattel: Die Kavallerie-Einheit bewegt sich nur mit den Fähigkeiten ihres Reittiers, daher zählt die Fähigkeit { $ability } des Reiters nicht.

## Formationen

# Variables:
#   $action (String) - Name der Aktion
violation-formation-action = In Formation gibt es nur Bewegung, Nahkampf und Fernkampf, nicht { $action }.
# Variables:
#   $action (String) - Name der Aktion
#   $size (Number) - genannte Figuren
#   $min (Number) - die wenigsten
#   $max (Number) - die meisten
violation-formation-size = Eine Formation für diese Aktion ({ $action }) braucht { $min } bis { $max ->
    [one] { $max } Figur
   *[other] { $max } Figuren
}; { $size ->
    [one] genannt ist nur eine
   *[other] genannt sind { $size }
}.
# Variables:
#   $figure (String) - Name der Figur
violation-formation-repeated = { $figure } ist in dieser Formation doppelt genannt (eine Kavallerie-Einheit zählt einmal, gleich welche ihrer Figuren genannt wird).
violation-formation-not-in-contact = Alle Mitglieder einer Formation müssen miteinander in Basenkontakt stehen.
# Variables:
#   $figure (String) - Name der Figur
violation-formation-no-faction = { $figure } gehört wie alle Mage Spawn keiner Fraktion an und kann daher nie Teil einer Formation sein.
# Variables:
#   $figure (String) - Name der Figur
violation-formation-faction = { $figure } teilt keine Fraktion mit den übrigen Mitgliedern dieser Formation.
# Variables:
#   $figure (String) - Name der Figur
#   $ability (String) - die Fähigkeit, die sie zeigt
violation-formation-ability = { $figure } zeigt { $ability } und kann sich daher keiner Formation anschließen.
# Variables:
#   $figure (String) - der Passagier
violation-formation-passenger = { $figure } fährt in einem Streitwagen mit und berührt keine andere Figur, kann sich also keiner Formation anschließen.

## Großfiguren

# Variables:
#   $figure (String) - Name der Figur
violation-col-not-a-colossal = { $figure } ist keine Großfigur: Sektionen gibt es nur bei Großfiguren.
# Variables:
#   $figure (String) - Name der Figur
violation-col-section-needed = { $figure } ist eine Großfigur: Gib jede Aktion einer ihrer Sektionen.
# Variables:
#   $figure (String) - Name der Figur
violation-col-command-section-unclear = { $figure } zeigt Demoralisiert auf mehr als einer Sektion: Heile die Sektion in Basenkontakt selbst.
# Variables:
#   $figure (String) - Name der Figur
#   $section (String) - Name der Sektion
violation-col-inactive-section = Die Sektion { $section } von { $figure } ist inaktiv und nimmt keinen Schaden mehr.
# Variables:
#   $figure (String) - Name der Figur
#   $section (String) - Name der Sektion
violation-col-inactive-section-acts = Die Sektion { $section } von { $figure } ist inaktiv und kann nicht handeln.
# Variables:
#   $figure (String) - Name der Figur
#   $section (String) - Name der Sektion
violation-col-section-already-acted = Die Sektion { $section } von { $figure } hat in diesem Spielzug schon gehandelt.
# Variables:
#   $figure (String) - Name der Figur
violation-col-actions-over = Nach { $figure } hat schon eine andere Figur gehandelt, daher sind die Aktionen dieser Großfigur für diesen Spielzug vorbei.
# Variables:
#   $figure (String) - Name der Figur
violation-col-move-after-combat = { $figure } hat in diesem Spielzug schon gekämpft: Alle Bewegungen kommen vor dem Kampf.
# Variables:
#   $figure (String) - Name der Figur
violation-col-push-section-needed = Wähle, welche Sektion von { $figure } den Überanstrengungsschaden erhält.
# Variables:
#   $figure (String) - Name der Figur
#   $effect (String) - der Name des Effekts
violation-col-immune = { $figure } ist eine Großfigur, daher ist Folgendes weder durch sie noch auf sie anwendbar: { $effect }.
# Variables:
#   $figure (String) - Name der Figur
violation-col-break-away-once = { $figure } würfelt nur einmal pro Spielzug zum Lösen.
# Variables:
#   $figure (String) - Name der Figur
violation-col-too-many-objectives = { $figure } darf eine Bewegung nicht in Kontakt mit mehr als einem Missionsziel beenden.
# Variables:
#   $figure (String) - Name der Figur
#   $section (String) - Name der Sektion
violation-col-section-cannot-shoot = Die Sektion { $section } von { $figure } kann nicht im Fernkampf angreifen: Dafür braucht sie Reichweite, einen Angriffswert über 0 und keinen Kontakt zu gegnerischen Figuren.
# Variables:
#   $figure (String) - Name der Figur
violation-col-not-long-range = { $figure } kann hier keinen { glossary-long-range-attack } machen: Er ist nur möglich, wenn ein Titan, eine Großfigur oder eine Castle-Sektion einen Titanen, eine Großfigur oder eine Castle-Sektion angreift.
# Variables:
#   $figure (String) - die angegriffene Großfigur
#   $rule (String) - die Regelnummer
violation-col-aim-needed = Gib an, welche Sektion von { $figure } der Angriff erreicht.
# Variables:
#   $figure (String) - die angegriffene Großfigur
violation-col-no-active-section-touched = Ein Nahkampfangriff auf { $figure } braucht Kontakt zu einer aktiven Sektion.
# Variables:
#   $figure (String) - die angegriffene Großfigur
#   $rule (String) - die Regelnummer
violation-col-controller-pick-needed = Der Spieler von { $figure } muss die getroffene Sektion wählen.
# Variables:
#   $figure (String) - die angegriffene Großfigur
#   $rule (String) - die Regelnummer
violation-col-attacker-pick-needed = Diese Sektion von { $figure } ist inaktiv: Der Angreifer wählt eine aktive Sektion.
# Variables:
#   $figure (String) - die angegriffene Großfigur
#   $section (String) - Name der Sektion
#   $rule (String) - die Regelnummer
violation-col-bad-section-pick = Die Sektion { $section } von { $figure } kann hier nicht gewählt werden.
# Variables:
#   $figure (String) - die angegriffene Großfigur
#   $rule (String) - die Regelnummer
violation-col-aim-does-not-fit = Diese Zielangabe für { $figure } passt nicht zu dieser Angriffsart.
# Variables:
#   $figure (String) - die angegriffene Großfigur
#   $section (String) - Name der Sektion
violation-col-section-shielded = Die Sektion { $section } von { $figure } berührt eine mit dem Angreifer befreundete Figur: Der Angriff entfällt. Nutze die Aktion anders.
# Variables:
#   $figure (String) - the colossal
#   $ability (String) - Charge or Bound
violation-col-move-and-attack = { $figure } ist eine Großfigur: Die Bewegungsaktionen ihrer Sektionen ergeben eine einzige gerade Bewegung, daher kann { $ability } nicht Bewegung und Angriff zu einer Aktion verbinden.

## Streitwagen

# Variables:
#   $figure (String) - Name der Figur
violation-chr-not-a-chariot = { $figure } ist kein Streitwagen: Nur Streitwagen nehmen Passagiere mit.
# Variables:
#   $figure (String) - Name der Figur
violation-chr-cannot-reverse = { $figure } ist ein Streitwagen und kann nicht geradeaus rückwärts fahren.
# Variables:
#   $figure (String) - Name der Figur
violation-chr-cannot-be-passenger = { $figure } kann kein { glossary-passenger } sein: Großfiguren, Titanen und Figuren mit der Bewegungsart Hufeisen fahren nie in einem Streitwagen mit.
# Variables:
#   $chariot (String) - der Streitwagen
violation-chr-chariot-full = { $chariot } hat bereits einen Passagier.
# Variables:
#   $figure (String) - Name der Figur
violation-chr-already-aboard = { $figure } ist bereits Passagier.
violation-chr-deploy-after-start = Passagiere können nur vor der ersten Aktion des Spiels in einen Streitwagen gesetzt werden.
# Variables:
#   $chariot (String) - der Streitwagen
violation-chr-chariot-not-friendly = { $chariot } ist nicht befreundet: Einsteigen ist nur in einen befreundeten Streitwagen möglich.
# Variables:
#   $figure (String) - Name der Figur
#   $rule (String) - die Regelnummer
violation-chr-no-speed = { $figure } hat Bewegungswert 0 und kann weder ein- noch aussteigen.
# Variables:
#   $figure (String) - Name der Figur
violation-chr-sentry-cannot-board = { $figure } ist ein Wächter und kann nicht in einen Streitwagen einsteigen.
# Variables:
#   $figure (String) - Name der Figur
#   $rule (String) - die Regelnummer
violation-chr-front-section = { $figure } steigt nur über eine Seiten- oder die hintere Sektion ein und aus.
# Variables:
#   $figure (String) - Name der Figur
violation-chr-not-a-passenger = { $figure } ist kein Passagier und kann daher nicht aussteigen.
# Variables:
#   $figure (String) - Name der Figur
violation-chr-passenger-stays-aboard = { $figure } fährt in einem Streitwagen mit: Die einzige mögliche Bewegung ist das Aussteigen.
# Variables:
#   $figure (String) - Name der Figur
violation-chr-chariot-moved = Der Streitwagen von { $figure } hat sich in diesem Spielzug bewegt, daher ist kein Fernkampf möglich.
# Variables:
#   $figure (String) - Name der Figur
violation-chr-target-touches-chariot = Ein Passagier darf keine Figur beschießen, die seinen eigenen Streitwagen berührt ({ $figure }).
# Variables:
#   $figure (String) - Name der Figur
violation-chr-own-chariot = { $figure } kann nie den eigenen Streitwagen als Ziel wählen.
# Variables:
#   $figure (String) - Name der Figur
violation-chr-passenger-untouchable = { $figure } ist ein Passagier: Nichts fügt ihm direkt Schaden zu oder heilt ihn.
# Variables:
#   $chariot (String) - der Streitwagen
violation-chr-passenger-roll-needed = { $chariot } hat einen Passagier: Gib den W6 des Angreifers für ihn ein.
# Variables:
#   $figure (String) - der Passagier
violation-chr-wreck-roll-pending = { $figure } wurde aus dem Streitwagen geschleudert: Gib zuerst den Schaden (1W6) ein.
# Variables:
#   $figure (String) - Name der Figur
violation-chr-no-wreck-roll = Für { $figure } steht kein Schadenswurf aus.

violation-game-over = Das Spiel ist vorbei. Mach das Spielende rückgängig, um weiterzuspielen.
# Variables:
#   $figure (String) - an opposing figure still in play
#   $winner (String) - the player said to have won
violation-opponents-left = { $figure } ist noch im Spiel, also hat { $winner } noch nicht alle gegnerischen Figuren besiegt.
# Variables:
#   $winner (String) - the player said to have won
violation-no-opponents = { $winner } hat keine gegnerischen Figuren zu besiegen.
violation-no-time-limit = Für dieses Spiel wurde kein Zeitlimit vereinbart.
# Variables:
#   $minutes (Number) - minutes left, rounded up
violation-time-left = Die vereinbarte Zeit ist noch nicht um: { $minutes ->
        [one] Es bleibt noch eine Minute
       *[other] Es bleiben noch { $minutes } Minuten
    }.
violation-no-condition = Für dieses Spiel wurde keine weitere Endbedingung vereinbart.
violation-no-clock = Dieses Spiel begann, bevor die App eine Spieluhr führte.
violation-clock-paused = Die Spieluhr ist schon angehalten.
violation-clock-running = Die Spieluhr läuft schon.
# Variables:
#   $players (Number) - players in the game
violation-objectives-per-player = Gib die Missionsziele { $players ->
    [one] des Spielers
   *[other] aller { $players } Spieler
} ein.
# Variables:
#   $figure (String) - the captor
#   $captive (String) - its captive
violation-captor-in-contact = { $figure } hält { $captive } im Basenkontakt fest: Weder ein Fernkampfangriff noch eine Heilung auf Distanz kann diese Figur erreichen, ein Nahkampfangriff schon.
# Variables:
#   $figure (String) - the demoralized figure
violation-demoralized-contact = { $figure } zeigt Demoralisiert und geht deshalb nie freiwillig in Basenkontakt mit einer gegnerischen Figur.
# Variables:
#   $winner (String) - the player said to have won
violation-conquest-none-left = Auch alle Figuren von { $winner } sind aus dem Spiel, also hat niemand erobert: Beendet das Spiel von Hand, dann entscheidet die Wertung.
# Variables:
#   $figure (String) - the passenger, or the captor that would board
violation-chr-passenger-no-captive = { $figure } kann in einem Streitwagen keinen Gefangenen halten: Ein Passagier berührt nichts, und eine gefangene Figur bleibt im Basenkontakt mit der Figur, die sie hält.
# Variables:
#   $figure (String) - the passenger
violation-chr-passenger-touches-nothing = { $figure } ist ein Passagier und steht mit nichts in Basenkontakt, daher wirkt keine Fähigkeit über Kontakt auf ihn oder von ihm aus.
