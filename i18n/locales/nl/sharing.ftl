# Eén spel op meerdere telefoons (issue 36): wat de speler erover te horen krijgt. De
# host is de telefoon die het spel opslaat; de andere volgen hem.

# Variabelen:
#   $seq (Number) - de wijziging vanaf waar de kopie niet meer overeenkwam
sharing-host-wins = Vanaf wijziging { $seq } kwam de kopie van het spel op deze telefoon niet meer overeen met die van de host. Hier is die vervangen door het spel van de host.
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
