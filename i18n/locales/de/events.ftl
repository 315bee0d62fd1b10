### Was in einem Spiel passiert ist, als Sätze fürs Protokoll. Die Variablen heißen wie die
### Ereignisfelder der Engine; Figuren kommen als ihre Namen an, Wahrheitswerte als "yes" oder "no".

## Spielzüge und Aktionen

# Variables:
#   $phase (String) - der Name der Phase
event-phase-changed = Die { $phase } beginnt.
# Variables:
#   $figure (String) - Name der Figur
#   $action (String) - Name der Aktion
#   $actions_left (Number) - verbleibende Aktionen in diesem Spielzug
event-action-given = { $figure }: { $action } ({ $actions_left ->
    [0] keine Aktion mehr übrig
    [one] noch { $actions_left } Aktion übrig
   *[other] noch { $actions_left } Aktionen übrig
}).
# Variables:
#   $actions_left (Number) - verbleibende Aktionen in diesem Spielzug
event-passed = Passen ({ $actions_left ->
    [0] keine Aktion mehr übrig
    [one] noch { $actions_left } Aktion übrig
   *[other] noch { $actions_left } Aktionen übrig
}).
# Variables:
#   $figure (String) - Name der Figur
#   $tokens (Number) - Marken, die die Figur jetzt trägt
event-token-added = { $figure } trägt jetzt { $tokens ->
    [one] { $tokens } Aktionsmarke
   *[other] { $tokens } Aktionsmarken
}.
# Variables:
#   $figure (String) - Name der Figur
#   $d6 (Number) - der Würfel
#   $success (String) - yes oder no
event-break-away = { $figure } würfelt { $d6 } zum Lösen: { $success ->
    [yes] Die Figur kommt los.
   *[no] Die Figur bleibt in Kontakt.
}
# Variables:
#   $player (String) - Name des Spielers
event-turn-ended = Der Spielzug von { $player } endet.
# Variables:
#   $player (String) - Name des Spielers
#   $round (Number) - die Runde
event-turn-started = Runde { $round }: { $player } ist an der Reihe.
# Variables:
#   $figure (String) - Name der Figur
event-tokens-cleared = { $figure } hat sich ausgeruht: Die Aktionsmarken werden entfernt.

## Kampf und Kampfscheiben

# Variables:
#   $attacker (String) - Angreifer
#   $two_d6 (Number) - die Summe der 2W6
event-attack-rolled = { $attacker } würfelt { $two_d6 }.
# Variables:
#   $attacker (String) - Angreifer
#   $target (String) - Ziel
#   $total (Number) - 2W6 plus Angriffswert und Modifikatoren
#   $defense (Number) - der zu erreichende Verteidigungswert
event-attack-compared = { $total } gegen die Verteidigung { $defense } von { $target }.
# Variables:
#   $attacker (String) - Angreifer
#   $target (String) - Ziel
#   $critical (String) - yes oder no
event-hit = { $critical ->
    [yes] Kritischer Treffer! { $attacker } trifft { $target }.
   *[no] { $attacker } trifft { $target }.
}
# Variables:
#   $attacker (String) - Angreifer
#   $target (String) - Ziel
#   $critical (String) - yes oder no
event-missed = { $critical ->
    [yes] Kritischer Fehlschlag: { $attacker } verfehlt { $target } und verletzt sich selbst.
   *[no] { $attacker } verfehlt { $target }.
}
# Variables:
#   $figure (String) - Name der Figur
#   $dial (Number) - welche Kampfscheibe
#   $from (Number) - Klick-Index vorher
#   $to (Number) - Klick-Index nachher
#   $clicks (Number) - Klicks Schaden
#   $click (Number) - der Klick, auf dem die Figur jetzt steht, ab 1
#   $cause (String) - table, attack, critical-miss, pushing, area oder trample
event-damaged = { $figure } erleidet { $clicks ->
    [one] { $clicks } Klick
   *[other] { $clicks } Klicks
} { $cause ->
    [pushing] Überanstrengungsschaden
    [critical-miss] Schaden durch den eigenen kritischen Fehlschlag
    [area] Schaden durch einen Wirkungskreis
    [trample] Trampelschaden
   *[other] Schaden
} und steht jetzt auf Klick { $click }.
# Variables:
#   $figure (String) - Name der Figur
#   $dealt (Number) - verursachter Schaden
#   $taken (Number) - Schaden nach Verringerungen
event-damage-reduced = Die Verteidigung von { $figure } verringert { $dealt ->
    [one] { $dealt } Schaden
   *[other] { $dealt } Schaden
} auf { $taken }.
# Variables:
#   $figure (String) - Name der Figur
#   $dial (Number) - welche Kampfscheibe
#   $from (Number) - Klick-Index vorher
#   $to (Number) - Klick-Index nachher
#   $clicks (Number) - geheilte Klicks
#   $click (Number) - der Klick, auf dem die Figur jetzt steht, ab 1
event-healed = { $figure } wird um { $clicks ->
    [one] { $clicks } Klick
   *[other] { $clicks } Klicks
} geheilt und steht wieder auf Klick { $click }.
# Variables:
#   $figure (String) - Name der Figur
event-eliminated = { $figure } ist ausgeschaltet.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
event-ability-used = { $figure } nutzt { $ability }.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
#   $d6 (Number) - the die
event-ability-rolled = { $figure } würfelt { $d6 } für { $ability }.
# Variables:
#   $figure (String) - the figure back in play
#   $by (String) - the figure that brought it back
event-returned = { $figure } kehrt auf den Startklick ins Spiel zurück, geholt von { $by }.
# Variables:
#   $figure (String) - the figure that rolled
#   $actions_left (Number) - actions left this turn
event-extra-action = Der Wurf von { $figure } bringt in diesem Spielzug eine Aktion mehr ({ $actions_left ->
    [0] keine Aktion mehr übrig
    [one] noch { $actions_left } Aktion übrig
   *[other] noch { $actions_left } Aktionen übrig
}).

## Kavallerie

# Variables:
#   $unit (String) - das Reittier der Einheit
event-no-pushing-damage = { $unit } ist Kavallerie: Die zweite Marke verursacht keinen Überanstrengungsschaden.
# Variables:
#   $rider (String) - der Reiter
#   $mount (String) - das Reittier
event-dismounted = { $rider } sitzt ab und steht neben { $mount }.
# Variables:
#   $rider (String) - der Reiter
#   $mount (String) - das Reittier
event-remounted = { $rider } sitzt auf { $mount } auf; die Einheit trägt eine Aktionsmarke.
# Variables:
#   $rider (String) - der Reiter
#   $mount (String) - das Reittier
event-rider-thrown = { $mount } ist ausgeschaltet: { $rider } wird daneben aufgestellt, sofern Platz ist.
# Variables:
#   $rider (String) - der Reiter
#   $mount (String) - das Reittier
event-rider-lost = { $rider } ist ausgeschieden: { $mount } hat keinen Reiter mehr.
# Variables:
#   $figure (String) - Name der Figur
#   $dial (Number) - welche Kampfscheibe
#   $to (Number) - Klick-Index nachher
#   $click (Number) - der Klick, auf dem die Figur jetzt steht, ab 1
event-dial-reset = { $figure } kann nicht vor dem eigenen Reiter ausgeschaltet werden: Die Kampfscheibe springt zurück auf Klick { $click }.
# Variables:
#   $mount (String) - das Reittier
event-mount-fled = { $mount } ist scheu und ohne Reiter: Das Reittier verlässt das Spiel.
# Variables:
#   $mount (String) - das Reittier
#   $player (String) - der Spieler, auf dessen Seite es steht
event-mount-sides = { $mount } ist hinterhältig und ohne Reiter: In diesem Spielzug kämpft das Reittier für { $player }.
# Variables:
#   $figure (String) - Name der Figur
event-free-spun = { $figure } macht eine Gratisdrehung.
# Variables:
#   $captor (String) - der Bewacher
#   $target (String) - das Ziel
event-capture-announced = { $captor } versucht, { $target } gefangen zu nehmen.
# Variables:
#   $captor (String) - die Figur, die gefangen nimmt
#   $captive (String) - die gefangene Figur
event-captured = { $captor } nimmt { $captive } gefangen.
# Variables:
#   $captive (String) - die befreite Figur
#   $captor (String) - die Figur, die sie festhielt
event-freed = { $captor } hält { $captive } nicht mehr gefangen: Die Figur ist wieder frei.
# Variables:
#   $captor (String) - die Figur, die gefangen nimmt
#   $captive (String) - die gefangene Figur
event-captive-slain = { $captor } zeigt jetzt Berserker und schaltet die gefangene Figur { $captive } aus.
# Variables:
#   $figure (String) - Name der Figur
#   $proficiency (String) - der Name des Talents
event-proficiency-used = { $figure } setzt { $proficiency } ein.
# Variables:
#   $unit (String) - die angreifende Einheit
#   $target (String) - die Zieleinheit
#   $d6 (Number) - der Würfel
#   $total (Number) - Würfel plus Reiter-Angriffsbonus
#   $success (String) - yes oder no
event-overwhelm-rolled = { $unit } will { $target } überwältigen: { $d6 }, insgesamt { $total }. { $success ->
    [yes] Der Reiter muss absitzen.
   *[no] Der Reiter hält sich im Sattel.
}
# Variables:
#   $unit (String) - das Reittier der Einheit
event-dark-unity-used = { $unit } nutzt { glossary-dark-unity }: Der Reiter überanstrengt sich, um sein Reittier zu heilen.

## Formationen

# Variables:
#   $primary (String) - die Figur, die für die Formation angreift oder ihre Bewegung anführt
#   $action (String) - Name der Aktion
#   $size (Number) - Figuren in der Formation
#   $actions_left (Number) - Aktionen, die in diesem Zug noch übrig sind
event-formation-acted = { $primary } führt eine Formation aus { $size ->
    [one] { $size } Figur
   *[other] { $size } Figuren
} an: { $action } ({ $actions_left ->
    [0] keine Aktion mehr übrig
    [one] noch { $actions_left } Aktion übrig
   *[other] noch { $actions_left } Aktionen übrig
}).
# Variables:
#   $figure (String) - das langsamste Mitglied
#   $speed (Number) - sein Bewegungswert
event-formation-speed = Die Formation zieht höchstens so weit, wie { $figure } als langsamstes Mitglied könnte: Bewegungswert { $speed }.
# Variables:
#   $attacker (String) - der Hauptangreifer
#   $bonus (Number) - was die Formation hinzufügt
event-formation-bonus = Die Formation gibt { $attacker } +{ $bonus } auf den Angriffswurf.

## Großfiguren und Streitwagen

# Variables:
#   $figure (String) - die Großfigur
#   $section (String) - der Name der Sektion
#   $action (String) - Name der Aktion
#   $actions_left (Number) - verbleibende Aktionen in diesem Spielzug
event-section-action-given = { $figure }, Sektion { $section }: { $action } ({ $actions_left ->
    [0] keine Aktion mehr übrig
    [one] noch { $actions_left } Aktion übrig
   *[other] noch { $actions_left } Aktionen übrig
}).
# Variables:
#   $figure (String) - die Großfigur
event-colossal-actions-ended = Eine andere Figur hat gehandelt: { $figure } erhält in diesem Spielzug keine Aktionen mehr.
# Variables:
#   $figure (String) - die Großfigur
#   $section (String) - der Name der Sektion
event-section-inactive = Die Sektion { $section } von { $figure } zeigt drei Schädel: Sie ist inaktiv.
# Variables:
#   $figure (String) - die Großfigur
#   $distance (Number) - zusammengerechnete Bewegung in Zoll
event-movement-combined = { $figure } darf sich in diesem Spielzug insgesamt { $distance ->
    [one] { $distance } Zoll
   *[other] { $distance } Zoll
} bewegen.
# Variables:
#   $figure (String) - die Großfigur
#   $section (String) - der Name der Sektion
event-section-targeted = Der Angriff auf { $figure } trifft die Sektion { $section }.
# Variables:
#   $chariot (String) - der Streitwagen
#   $passenger (String) - der Passagier
#   $d6 (Number) - der Würfel des Angreifers
#   $hit (String) - yes oder no
event-passenger-roll = { $d6 } für { $passenger } in { $chariot }: { $hit ->
    [yes] Der Passagier wird ebenfalls getroffen.
   *[no] Der Passagier bleibt verschont.
}
# Variables:
#   $figure (String) - der Passagier
#   $chariot (String) - der Streitwagen
event-boarded = { $figure } steigt in { $chariot } ein.
# Variables:
#   $figure (String) - der Passagier
#   $chariot (String) - der Streitwagen
#   $section (String) - die Sektion, über die der Passagier aussteigt
event-disembarked = { $figure } steigt über die Sektion { $section } aus { $chariot } aus.
# Variables:
#   $figure (String) - der Passagier
#   $chariot (String) - der Streitwagen
event-passenger-thrown = { $chariot } ist ausgeschaltet: { $figure } wird herausgeschleudert und erleidet 1W6 Schaden.

event-clock-paused = Die Spieluhr ist angehalten.
event-clock-resumed = Die Spieluhr läuft wieder.
# Variables:
#   $winner (String) - the player left without opponents
event-game-won = { $winner } hat keine gegnerische Figur mehr vor sich: Das Spiel ist vorbei.
event-time-ran-out = Die vereinbarte Zeit ist um: Das Spiel ist vorbei.
event-condition-met = Die vereinbarte Endbedingung ist eingetreten: Das Spiel ist vorbei.
event-game-stopped = Die Spieler haben das Spiel beendet.
