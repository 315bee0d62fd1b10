# Eén spel op meerdere telefoons (issue 36): wat de speler erover te horen krijgt. De
# host is de telefoon die het spel opslaat; de andere volgen hem.

# Variabelen:
#   $seq (Number) - de wijziging vanaf waar de kopie niet meer overeenkwam
# Variabelen:
#   $count (Number) - hoeveel wijzigingen deze telefoon heeft gekregen
sharing-caught-up = { $count ->
    [one] Eén wijziging die is gedaan terwijl deze telefoon weg was, is toegevoegd.
   *[other] { $count } wijzigingen die zijn gedaan terwijl deze telefoon weg was, zijn toegevoegd.
}
# Variabelen:
#   $seq (Number) - de eerste wijziging die de nieuwe host opslaat
sharing-taken-over = De host is weg: een andere telefoon host het spel nu, vanaf wijziging { $seq }.
sharing-ended = De host is gestopt met delen. Het spel blijft op deze telefoon staan als een van je eigen spellen.
sharing-host-gone = De host is niet meer bereikbaar. Wat je op deze telefoon tikt, wordt pas opgeslagen als je weer meedoet.
# Variabelen:
#   $reason (String) - de weigering van de engine, een zin die de regel noemt
sharing-refused = De host heeft dit niet opgeslagen: { $reason }
sharing-newer-host = Een andere telefoon heeft dit spel later overgenomen en host het nu. Doe mee met die telefoon om verder te spelen: de wijzigingen van deze telefoon gaan mee.
sharing-other-version = De andere telefoon heeft een andere versie van deze app. Zet dezelfde versie op beide telefoons en verbind ze daarna opnieuw.
# Variables:
#   $author (String) - who made the change
#   $reason (String) - the engine's refusal, a sentence naming its rule
sharing-not-kept = { $ruled ->
    [yes] Een wijziging van { $author } die in het spel van de host ontbrak, kon er niet aan worden toegevoegd: { $reason }
   *[no] Een wijziging van { $author } die in het spel van de host ontbrak, kon er niet aan worden toegevoegd: de wijziging die ze ongedaan maakte of opnieuw deed, is niet meer de laatste.
}
sharing-behind = Deze telefoon kon de laatste wijzigingen van de host niet opslaan. Ze worden hier toegevoegd zodra hij weer kan opslaan; bij de host gaat niets verloren.
# Variables:
#   $count (Number) - how many changes were not sent
sharing-not-sent = { $count ->
    [one] Deze telefoon volgt niet meer, maar had nog één wijziging die in het spel van de host ontbrak: die staat in geen van beide spellen.
   *[other] Deze telefoon volgt niet meer, maar had nog { $count } wijzigingen die in het spel van de host ontbraken: die staan in geen van beide spellen.
}
