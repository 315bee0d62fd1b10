### Dialkeeper: nomi ed effetti italiani delle abilità speciali del quadrante.

## Indicatori del quadrante (non sono abilità)

ability-none = Nessuna Abilità
    .effect = Indicatore del quadrante: questo valore non ha alcuna abilità speciale.

ability-dead = Morto
    .effect = Indicatore del quadrante: il click dei teschi, che significa che la figura è eliminata.

ability-starting-position = Posizione di Partenza
    .effect = Indicatore del quadrante: il click verde di partenza, su cui si regola il quadrante di ogni figura all'inizio della partita.

## Abilità di velocità

ability-aquatic = Acquatico
    .effect = Muove attraverso l'acqua senza che questa la ostacoli o la blocchi.

ability-bound = Salto
    .effect = Con una sola azione di movimento può muovere e poi attaccare a distanza, oppure muovere una seconda volta; si disimpegna senza tirare il dado e non può far parte di una formazione.
    .ruling = Il movimento e l'attacco a distanza sono una sola azione, con un solo segnalino e un solo passo da annullare, e il bersaglio può rispondere al tiro come a qualsiasi attacco a distanza.

ability-charge = Carica
    .effect = Con una sola azione di movimento può muovere e poi attaccare in corpo a corpo, oppure muovere una seconda volta; si disimpegna senza tirare il dado e non può far parte di una formazione.
    .ruling = Il movimento e l'attacco in corpo a corpo sono una sola azione, con un solo segnalino e un solo passo da annullare; lasciare il contatto di base in quel movimento non richiede il tiro di disimpegno.

ability-flight = Volo
    .effect = Muove sopra il terreno e le basi delle figure, ma non può finire il movimento su terreno bloccante o su un'altra base; fallisce il disimpegno solo con un { $fail }.

ability-magic-levitation = Levitazione Magica
    .effect = Invece di muoversi, sposta fino a { $inches ->
        [one] { $inches } pollice
       *[other] { $inches } pollici
    } una figura che a inizio turno era in contatto di base con lei, ignorando terreno e basi, ma non dentro un terreno bloccante.
    .sources = In un riassunto olandese delle regole scritto da appassionati nel 2001 la figura con Levitazione Magica muove sé stessa; l'app segue le regole ufficiali più recenti.

ability-quickness = Rapidità
    .effect = Una volta per turno può compiere un'azione di movimento senza consumare una delle tue azioni (riceve comunque il segnalino azione); non può far parte di alcuna formazione.

ability-stealth = Furtività
    .effect = Una linea di tiro verso questa figura che attraversa terreno difficile conta come bloccata.
    .ruling = Vale sempre; il giocatore non può scegliere di non usarla.

## Abilità di attacco

ability-flame-lightning = Fiamma/Fulmine
    .effect = Il suo attacco a distanza colpisce anche ogni figura in contatto di base con il bersaglio, con un solo tiro; ogni figura colpita subisce { $damage ->
        [one] { $damage } danno
       *[other] { $damage } danni
    } al posto del normale valore di danno.
    .ruling = L'unico tiro d'attacco si confronta con il valore di difesa di ogni figura in contatto di base con il bersaglio, quindi quelle figure non vengono colpite automaticamente.

ability-healing = Guarigione
    .effect = Usa un'azione in corpo a corpo su una figura amica in contatto di base per curarla di tanti click quanto il risultato di un dado.

ability-magic-blast = Esplosione Magica
    .effect = Attacco a distanza contro un solo bersaglio, la cui linea di tiro non è bloccata dalle figure che si trovano in mezzo; se colpisce, infligge tanti danni quanto il risultato di un dado.
    .sources = Un riassunto olandese delle regole scritto da appassionati nel 2001 parla di ostacoli in generale, non di figure in mezzo; l'app segue le regole ufficiali più recenti.
    .ruling = Ha sempre un solo bersaglio, anche se il quadrante della figura mostra più frecce di bersaglio.

ability-magic-healing = Guarigione Magica
    .effect = Con un'azione a distanza cura una figura amica entro gittata di tanti click quanto il risultato di un dado, se quella figura non è in contatto di base con una figura nemica.

ability-shockwave = Onda d'Urto
    .effect = Attacco a distanza a metà gittata contro tutte le figure intorno, amiche o nemiche (prigionieri esclusi), che ignora la linea di tiro e le abilità difensive dei bersagli; ogni figura colpita subisce { $damage ->
        [one] { $damage } danno
       *[other] { $damage } danni
    }.

ability-vampirism = Vampirismo
    .effect = Guarisce di { $heal ->
        [one] { $heal } click
       *[other] { $heal } click
    } ogni volta che danneggia una figura nemica in corpo a corpo.

ability-weapon-master = Maestro d'Arma
    .effect = Quando colpisce in corpo a corpo puoi tirare un dado e infliggere quel numero di danni al posto del suo valore di danno.

## Abilità di difesa

ability-battle-armor = Armatura da Battaglia
    .effect = +{ $bonus } al valore di difesa contro gli attacchi a distanza.

ability-defend = Difendere
    .effect = Le figure amiche in contatto di base con lei possono usare il suo valore di difesa al posto del proprio.

ability-invulnerability = Invulnerabilità
    .effect = I danni che subisce sono ridotti di { $reduction }; non può essere curata, non può catturare e non può essere catturata.
    .sources = La riga di un riassunto olandese delle regole scritto da appassionati nel 2001 su questa abilità non è chiara; l'app segue le regole ufficiali più recenti.
    .ruling = Riduce il danno di ogni attacco, non il valore di difesa, e nessuna cura di alcun tipo (Guarigione, Guarigione Magica, Comando, Rigenerazione, Vampirismo o quella del tavolo) raggiunge la figura.

ability-magic-immunity = Immunità Magica
    .effect = Nessuna abilità speciale con «Magico» o «Magica» nel nome può avere effetto su di lei.

ability-pole-arm = Arma ad Asta
    .effect = Una figura nemica che entra in contatto di base con il suo arco frontale subisce { $damage ->
        [one] { $damage } danno
       *[other] { $damage } danni
    } e la sua azione termina.
    .sources = Un riassunto olandese delle regole scritto da appassionati nel 2001 non nomina né l'arco frontale né la fine dell'azione; l'app segue le regole ufficiali più recenti.
    .ruling = L'app non vede il movimento, quindi nel turno di qualsiasi giocatore sono i giocatori a indicare le figure che ne hanno subito il danno.

ability-regeneration = Rigenerazione
    .effect = Come azione, tira un dado e togli { $minus } dal risultato: la figura guarisce di altrettanti click (mai meno di 0).

ability-toughness = Robustezza
    .effect = I danni che subisce sono ridotti di { $reduction }.

## Abilità di danno

ability-battle-fury = Furia di Battaglia
    .effect = Non può catturare né essere catturata, e libera l'eventuale prigioniero che tiene.

ability-berserk = Berserk
    .effect = Non può attaccare a distanza né catturare o essere catturata; un prigioniero che tiene quando diventa Berserk viene eliminato.
    .ruling = Un prigioniero tenuto quando compare questa abilità viene eliminato subito, mentre Furia di Battaglia lascia libero il proprio.

ability-command = Comando
    .effect = All'inizio del tuo turno tira un dado per ogni figura con Comando: con un { $roll } ottieni un'azione in più. Qualunque sia il risultato, le figure amiche demoralizzate in contatto di base con lei guariscono di { $heal ->
        [one] { $heal } click
       *[other] { $heal } click
    }.
    .ruling = I giocatori inseriscono da sé il tiro e la sua cura, e possono ometterlo; l'app lo accetta fino alla prima azione del turno o finché il giocatore non passa.

ability-demoralized = Demoralizzato
    .effect = Può ricevere solo azioni di movimento o passare, e non entra mai di sua scelta in contatto di base con una figura nemica.
    .ruling = Vale sempre: la figura può solo muoversi o passare, quindi niente attacchi, Carica, azioni speciali o Negromanzia, e non entra mai in contatto di base con una figura nemica.

ability-magic-enhancement = Potenziamento Magico
    .effect = Le figure amiche in contatto di base con lei infliggono { $damage ->
        [one] { $damage } danno
       *[other] { $damage } danni
    } in più con i loro attacchi a distanza.
    .ruling = Per ogni attacco conta il Potenziamento Magico di una sola figura amica, e non aiuta mai un attaccante con Immunità Magica.

ability-necromancy = Negromanzia
    .effect = Invece di muovere, se non è in contatto di base con una figura nemica, riporta in gioco una figura amica eliminata con il quadrante sull'indicatore di partenza; questa subisce tanti danni quanto il risultato di un dado e, se sopravvive, viene piazzata accanto a lei (zombi e scheletri saltano il tiro).

## Abilità indicate da un cerchio

ability-dodge = Schivare
    .effect = Quando viene colpita da un attacco in corpo a corpo o a distanza, tira un dado: con { $from } o più l'attacco manca.

ability-forced-march = Marcia Forzata
    .effect = Può guidare figure amiche in una formazione di movimento, e tutta la formazione muove con il suo valore di velocità.

ability-limited-invisibility = Invisibilità Limitata
    .effect = Non può essere bersaglio di attacchi a distanza.

ability-magic-confusion = Confusione Magica
    .effect = Attacco a distanza che non infligge danni; se colpisce, puoi dare al bersaglio nemico un'azione come se fosse una tua figura.

ability-magic-freeze = Congelamento Magico
    .effect = Attacco a distanza che non infligge danni: ogni bersaglio colpito viene invece congelato, ricevendo segnalini azione così da non poter agire nel turno successivo di chi lo controlla.

ability-magic-retaliation = Ritorsione Magica
    .effect = Quando subisce danni da un attacco in corpo a corpo o a distanza, anche l'attaccante subisce { $damage ->
        [one] { $damage } danno
       *[other] { $damage } danni
    }.

ability-nimble = Agilità
    .effect = Si disimpegna automaticamente dalle figure nemiche, senza tirare il dado.

ability-pierce = Perforare
    .effect = I suoi attacchi ignorano le abilità difensive del bersaglio che riducono i danni, come Robustezza e Invulnerabilità.

ability-ram = Speronare
    .effect = Quando il suo movimento finisce in contatto di base con una figura nemica, può danneggiarla speronandola, nella stessa azione.

ability-sneak-attack = Attacco Furtivo
    .effect = Le figure nemiche non possono fare una rotazione libera quando entra in contatto di base con loro, così può colpirle nell'arco posteriore.

ability-sweep = Fendente
    .effect = Attacco in corpo a corpo contro ogni figura nemica in contatto di base con il suo arco frontale, con un solo tiro confrontato con ciascun bersaglio.

ability-venom = Veleno
    .effect = All'inizio del tuo turno infligge { $damage ->
        [one] { $damage } danno
       *[other] { $damage } danni
    } a ogni figura nemica in contatto di base con il suo arco frontale.
