### Dialkeeper: glossario italiano dei termini di Mage Knight.
### I nomi ufficiali della cavalleria seguono le regole italiane della cavalleria (2004).

## Cavalleria: termini del glossario ufficiale

glossary-base-slot = Spazio per la Base
    .definition = L'incavo ricavato nella base allungata della cavalcatura: vi si incastra la base del cavaliere quando sale in sella.

glossary-cavalry-unit = Unità di Cavalleria
    .definition = Una cavalcatura con il suo cavaliere in sella. In gioco conta come una figura sola, con due quadranti di combattimento.

glossary-dismount = Smontare
    .definition = Togliere di sella il cavaliere e rimetterlo sulla sua base, accanto alla cavalcatura. Costa un'azione speciale dell'unità, che però non riceve segnalini azione.

glossary-dismounted-rider = Cavaliere Appiedato
    .definition = Un cavaliere che ha lasciato la sella ed è tornato sulla sua base. Fino a quando non rimonta, gli si applicano sia le regole dei cavalieri appiedati sia quelle dei guerrieri.

glossary-independent = Indipendente
    .definition = Livello di intelligenza indicato da un pentagono. Una cavalcatura indipendente rimasta senza cavaliere continua a ricevere azioni come qualsiasi altra figura.

glossary-intelligence-level = Livello di Intelligenza
    .definition = Il comportamento di una cavalcatura rimasta senza cavaliere. È indicato dalla forma (cerchio, pentagono o quadrato) che racchiude il suo simbolo cavalcatura.

glossary-mean-spirited = Indeciso
    .definition = Livello di intelligenza indicato da un quadrato. Se all'inizio della fase di comando di un giocatore la cavalcatura è senza cavaliere, per quel turno è amica di quel giocatore e nemica di tutti gli altri.

glossary-mount = Cavalcatura
    .definition = Una figura dalla base allungata, con sella e spazio per la base, su cui può salire un altro guerriero come cavaliere.

glossary-mount-symbol = Simbolo Cavalcatura
    .definition = L'icona di un tipo di cavalcatura. Accanto alla velocità di una cavalcatura ne indica il tipo; sulla base di un cavaliere indica quali tipi di cavalcatura può montare.

glossary-mount-type = Tipo di Cavalcatura
    .definition = La specie a cui appartiene una cavalcatura, una fra otto. Per formare un'unità di cavalleria deve corrispondere a uno dei simboli cavalcatura del cavaliere.

glossary-rider = Cavaliere
    .definition = Il guerriero che sta in sella a una cavalcatura o che è in grado di salirci. Si riconosce dal bonus d'attacco in un quadrato e dai simboli cavalcatura sulla base.

glossary-rider-attack-bonus = Bonus d'Attacco Cavaliere
    .definition = Il numero racchiuso in un quadrato che distingue i cavalieri. Si somma a tutti i loro attacchi, ma solo mentre sono in sella.

glossary-saddle = Sella
    .definition = L'alloggiamento sul dorso della cavalcatura in cui si inserisce il perno del cavaliere, staccato dalla sua base.

glossary-skittish = Ombroso
    .definition = Livello di intelligenza indicato da un cerchio. Quando inizia la fase finale di qualsiasi giocatore, una cavalcatura ombrosa rimasta senza cavaliere viene tolta dal gioco.

glossary-remount = Rimontare
    .definition = Rimettere in sella un cavaliere appiedato su una cavalcatura amica senza cavaliere e di tipo compatibile. Costa un'azione speciale e la nuova unità riceve un segnalino azione.

## Tipi di cavalcatura (l'edizione italiana usa i nomi inglesi)

glossary-battle-horse = Battle Horse
    .definition = Il cavallo da battaglia, uno degli otto tipi di cavalcatura. Può montarlo solo un cavaliere con il simbolo corrispondente.

glossary-cloud-griffon = Cloud Griffon
    .definition = Il grifone delle nuvole, uno degli otto tipi di cavalcatura. Può montarlo solo un cavaliere con il simbolo corrispondente.

glossary-desert-warbird = Desert Warbird
    .definition = L'uccello da guerra del deserto, uno degli otto tipi di cavalcatura. Può montarlo solo un cavaliere con il simbolo corrispondente.

glossary-horned-stag = Horned Stag
    .definition = Il grande cervo dalle corna ramificate, uno degli otto tipi di cavalcatura. Può montarlo solo un cavaliere con il simbolo corrispondente.

glossary-pegasus = Pegasus
    .definition = Il pegaso, uno degli otto tipi di cavalcatura. Può montarlo solo un cavaliere con il simbolo corrispondente.

glossary-salamander = Salamander
    .definition = La salamandra, uno degli otto tipi di cavalcatura. Può montarla solo un cavaliere con il simbolo corrispondente.

glossary-sky-dragon = Sky Dragon
    .definition = Il drago del cielo, uno degli otto tipi di cavalcatura. Può montarlo solo un cavaliere con il simbolo corrispondente.

glossary-technocat = Technocat
    .definition = Il felino meccanico, uno degli otto tipi di cavalcatura. Può montarlo solo un cavaliere con il simbolo corrispondente.

## Competenze e abilità della cavalleria

glossary-horsemanship = Equitazione
    .definition = Competenza di cavalleria: chi attacca a distanza il quadrante del cavaliere ha −2 al valore di attacco.

glossary-impale = Impalare
    .definition = Competenza di cavalleria: il cavaliere non può usare Maestro d'Arma, ma quando colpisce in corpo a corpo un solo bersaglio ottiene +2 al valore di danno.

glossary-mounted-bound = Salto a Cavallo
    .definition = Competenza di cavalleria: con una sola azione di combattimento a distanza l'unità muove fino al massimo del suo valore di velocità con il quadrante della cavalcatura e poi tira con quello del cavaliere.

glossary-mounted-charge = Carica a Cavallo
    .definition = Competenza di cavalleria: con una sola azione in corpo a corpo l'unità muove fino al massimo del suo valore di velocità con il quadrante della cavalcatura e poi attacca con il quadrante scelto dal giocatore.

glossary-overwhelm = Disarcionare
    .definition = Competenza di cavalleria: l'unità muove fino a toccare una sola unità di cavalleria nemica e tira 1d6 più il bonus d'attacco del cavaliere; con 6 o più il cavaliere nemico viene fatto smontare.

glossary-trample = Travolgere
    .definition = Competenza di cavalleria: l'unità si muove in linea retta attraverso le basi delle figure, e ogni figura a livello del suolo di cui attraversa la base subisce 1 danno.

glossary-dark-riders = Cavalieri Neri
    .definition = Sottofazione di cavalleria dell'Apocalisse. Cavalieri e cavalcature sono abbinati dal numero di collezione, non si separano mai e conservano le abilità di sottofazione anche in sella.

glossary-dark-unity = Armonia Nera
    .definition = Abilità di sottofazione dei Cavalieri Neri: una volta in ognuna delle tue fasi di comando puoi infliggere 1 danno da sforzo al cavaliere per curare la sua cavalcatura di 1 click.

glossary-natures-ally = Alleato della Natura
    .definition = Abilità della Schiera di Wylden: il terreno difficile e occultante non ostacola la linea di tiro della figura né protegge i bersagli dei suoi attacchi a distanza. Inoltre la figura ha +1 alla difesa quando si trova in terreno difficile.

## Colossi e carri da guerra

glossary-colossal = Colosso
    .definition = Una figura enorme divisa in quattro sezioni, ognuna con il proprio quadrante di combattimento. Anche i carri da guerra sono colossi.

glossary-section = Sezione
    .definition = Una delle quattro parti di un colosso: frontale, sinistra, destra o posteriore. Ogni sezione ha un suo quadrante e il suo arco è l'intero bordo esterno.

glossary-active-section = Sezione Attiva
    .definition = Una sezione che mostra ancora dei valori, con i teschi che contano come 0. Solo le sezioni attive ricevono azioni e possono essere attaccate.

glossary-inactive-section = Sezione Inattiva
    .definition = Una sezione che mostra tre teschi. Non riceve azioni e non subisce altri danni.

glossary-chariot = Carro da Guerra
    .definition = Un colosso con il tipo di movimento Ruota che può trasportare un passeggero nel vano posteriore.

glossary-passenger = Passeggero
    .definition = L'unica figura che viaggia nel vano posteriore di un carro da guerra. Conserva il proprio quadrante, le proprie azioni e i propri segnalini azione.

glossary-board = Salire a Bordo
    .definition = Diventare il passeggero di un carro da guerra amico, con un'azione di movimento, partendo dal contatto con una sua sezione laterale o posteriore.

glossary-disembark = Scendere dal Carro
    .definition = Lasciare il carro da guerra con un'azione di movimento, finendo in contatto con una sua sezione laterale o posteriore.

glossary-rear-compartment = Vano Posteriore
    .definition = Lo spazio del carro da guerra in cui si colloca la figura che ne diventa il passeggero.

glossary-long-range-attack = Attacco a Lunga Gittata
    .definition = Un attacco a distanza con la gittata raddoppiata e −2 al danno. È consentito solo quando attaccante e bersaglio sono entrambi titani, colossi o sezioni di castello.

glossary-point-value = Valore in Punti
    .definition = Il costo di una figura nella composizione dell'esercito. Un colosso ne ha diversi, stampati sotto la base, e quello scelto stabilisce da quale click partono le sue sezioni.

## Gioco base

glossary-combat-dial = Quadrante di Combattimento
    .definition = La ruota girevole sotto la base della figura, che mostra nella finestrella i suoi valori attuali. Danni e guarigioni la fanno girare.

glossary-click = Click
    .definition = Un singolo scatto del quadrante di combattimento. Ogni danno lo fa avanzare di un click, ogni guarigione lo fa tornare indietro di uno.

glossary-stat-slot = Finestrella dei Valori
    .definition = L'apertura nella base attraverso cui si leggono i valori correnti del quadrante di combattimento.

glossary-starting-marker = Indicatore di Partenza
    .definition = Il segno sul quadrante che indica il click da cui la figura inizia la partita. Le guarigioni non possono mai riportare il quadrante oltre questo segno.

glossary-skull = Teschio
    .definition = Il simbolo che compare al posto dei valori sui click finali del quadrante. Quando nella finestrella si vedono tre teschi, la figura è eliminata.

glossary-action = Azione
    .definition = L'ordine che dai a una figura nel tuo turno: movimento, corpo a corpo, combattimento a distanza, azione speciale o passare. Ogni 100 punti della dimensione della partita ti danno un'azione per turno.

glossary-action-token = Segnalino Azione
    .definition = Il segnalino che si mette su una figura quando riceve un'azione. Una figura con due segnalini non può agire; alla fine del tuo turno si tolgono i segnalini dalle figure che non hanno agito.

glossary-pushing-damage = Danno da Sforzo
    .definition = Il danno di 1 click che una figura subisce, una volta risolta l'azione, quando riceve un'azione mentre porta ancora il segnalino del tuo turno precedente.

glossary-critical-hit = Colpo Critico
    .definition = Un 12 sui due dadi: l'attacco riesce sempre e infligge 1 danno in più. In un tiro di guarigione cura un click in più.

glossary-critical-miss = Fallimento Critico
    .definition = Un 2 sui due dadi: l'attacco fallisce sempre e l'attaccante subisce 1 danno.

glossary-break-away = Disimpegno
    .definition = Il tiro di un dado che fa una figura in contatto di base con una figura nemica quando riceve un'azione di movimento: con 4, 5 o 6 può allontanarsi, con 1, 2 o 3 resta dov'è.

glossary-formation = Formazione
    .definition = Un gruppo di figure della stessa fazione in contatto di base tra loro che muove o attacca insieme con una sola azione.

glossary-capture = Cattura
    .definition = Un attacco in corpo a corpo dichiarato in anticipo, con +2 alla difesa del bersaglio, che, se riesce, cattura il bersaglio invece di danneggiarlo.

glossary-front-arc = Arco Frontale
    .definition = La parte della base rivolta in avanti. Una figura può bersagliare solo ciò che si trova nel suo arco frontale.

glossary-rear-arc = Arco Posteriore
    .definition = La parte della base rivolta all'indietro. Chi attacca in corpo a corpo dall'arco posteriore ha +1 al tiro d'attacco.

glossary-base-contact = Contatto di Base
    .definition = Due figure sono in contatto di base quando le loro basi si toccano. Serve per il corpo a corpo, e il contatto con una figura nemica impedisce di attaccare a distanza.

glossary-line-of-fire = Linea di Tiro
    .definition = La linea retta dal centro dell'attaccante al centro del bersaglio. Se il terreno bloccante o altre figure la interrompono, l'attacco a distanza non è possibile.

glossary-build-total = Totale dell'Esercito
    .definition = La somma dei valori in punti di tutte le figure di un esercito. Non può superare la dimensione della partita.

glossary-game-size = Dimensione della Partita
    .definition = Il numero massimo di punti concordato per ciascun esercito, per esempio 200. Determina anche quante azioni ha ogni giocatore per turno.

glossary-speed-value = Valore di Velocità
    .definition = Quanti pollici può percorrere la figura con un'azione di movimento.

glossary-attack-value = Valore di Attacco
    .definition = Il numero da sommare al tiro di 2d6 quando la figura attacca.

glossary-defense-value = Valore di Difesa
    .definition = Il risultato che un attaccante deve eguagliare o superare per colpire la figura.

glossary-damage-value = Valore di Danno
    .definition = Quanti click di danno infligge la figura quando colpisce.

glossary-range = Gittata
    .definition = La distanza massima in pollici degli attacchi a distanza di una figura, stampata sulla base accanto alle frecce dei bersagli. Con una gittata di 0 la figura non può attaccare a distanza.

glossary-free-spin = Rotazione Libera
    .definition = Il cambio di orientamento gratuito che una figura può fare quando una figura nemica entra in contatto di base con essa. Cavalcature e unità di cavalleria non possono farlo.

## Tipi di terreno

glossary-terrain-clear = Terreno Sgombro
    .definition = Terreno senza effetti su movimento e linea di tiro.

glossary-terrain-hindering = Terreno Difficile
    .definition = Chi vi entra si ferma e la sua velocità è dimezzata. Chi viene attaccato a distanza attraverso di esso ha +1 alla difesa.

glossary-terrain-blocking = Terreno Bloccante
    .definition = Terreno che non si può attraversare e che interrompe la linea di tiro.

glossary-terrain-elevated = Terreno Elevato
    .definition = Chi vi sale si ferma. Una figura su terreno elevato ha +1 alla difesa contro gli attaccanti più in basso.

glossary-terrain-shallow-water = Acqua Bassa
    .definition = Conta come terreno difficile per il movimento, ma non ha effetti sulla linea di tiro.

glossary-terrain-deep-water = Acqua Profonda
    .definition = Conta come terreno bloccante per il movimento, ma non ha effetti sulla linea di tiro.

glossary-terrain-low-wall = Muretto
    .definition = Un ostacolo basso, come una staccionata o una siepe. Una figura in movimento si ferma quando lo raggiunge e lo scavalca con un movimento successivo a metà velocità; per gli attacchi a distanza conta come terreno difficile, a meno che chi tira non sia in contatto con il muretto.
