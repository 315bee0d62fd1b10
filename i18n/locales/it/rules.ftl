### Dialkeeper: testi italiani del regolamento (una voce per ogni regola di RULES.md).

## Titoli dei capitoli

rules-chapter-core = Regole base
rules-chapter-cav = Cavalleria
rules-chapter-col = Figure colossali
rules-chapter-chr = Carri da guerra

## Regole base

rule-core-01 = Il quadrante di combattimento
    .body = A ogni click il quadrante mostra velocità, attacco, difesa e danno della figura. Gittata e numero di bersagli sono stampati sulla base e restano sempre uguali. Un valore colorato segnala un'abilità speciale.

rule-core-02 = Il click di partenza
    .body = Ogni figura comincia la partita sul click segnato dall'indicatore di partenza. Un colosso può partire più avanti, a seconda del valore in punti scelto (COL-02).

rule-core-03 = Danni e guarigione
    .body = Ogni punto di danno fa avanzare il quadrante di un click. Ogni punto di guarigione lo riporta indietro di un click, ma mai oltre l'indicatore di partenza.

rule-core-04 = Eliminazione di una figura
    .body = La figura è eliminata quando nella finestrella compaiono tre teschi. L'ultimo click di ogni quadrante è sempre quello dei teschi.

rule-core-05 = Totale dell'esercito e azioni
    .body = La somma dei valori in punti dell'esercito non può superare la dimensione della partita concordata. Ogni 100 punti di dimensione danno al giocatore un'azione per turno: in una partita da 200 punti se ne hanno 2.

rule-core-06 = I tipi di azione
    .body = Si può muovere, combattere in corpo a corpo, combattere a distanza, fare un'azione speciale (un'abilità opzionale che costa un'azione) o passare. Ciascuna consuma un'azione del turno; passare non assegna segnalini azione.

rule-core-07 = Segnalini azione e sforzo
    .body = Una figura riceve al massimo un'azione per turno, e per ogni azione prende un segnalino azione. Se porta ancora il segnalino del tuo turno precedente, riceve il secondo segnalino e, risolta l'azione, subisce 1 danno da sforzo; con due segnalini non può ricevere azioni.
    .sources = Un riassunto olandese delle regole scritto da appassionati nel 2001 descrive lo sforzo come due azioni nello stesso turno; l'app segue le regole ufficiali più recenti, in cui i segnalini passano da un turno all'altro.
    .ruling = Una figura non riceve mai due azioni nello stesso turno: subisce lo sforzo quando riceve un'azione mentre porta ancora un segnalino del tuo turno precedente.

rule-core-08 = Togliere i segnalini azione
    .body = Alla fine del tuo turno togli i segnalini azione da ogni tua figura che in quel turno non ha ricevuto azioni. Le figure che hanno agito conservano i loro segnalini.
    .ruling = I segnalini si tolgono alla fine del turno del giocatore che controlla la figura: un'unità di cavalleria è del giocatore del suo cavaliere, e una cavalcatura senza cavaliere che agisce per chi sta giocando perde il segnalino alla fine di ogni turno in cui non ha ricevuto azioni.

rule-core-09 = Tiro d'attacco e critici
    .body = Tira 2d6 e aggiungi il valore di attacco: se eguagli o superi la difesa del bersaglio, lo colpisci e gli infliggi il tuo valore di danno. Un 2 è un fallimento critico, che manca sempre e infligge 1 danno all'attaccante. Un 12 è un colpo critico, che va sempre a segno con 1 danno in più; in un tiro di guarigione cura un click in più.

rule-core-10 = Combattimento in corpo a corpo
    .body = Per attaccare in corpo a corpo serve il contatto di base con il bersaglio. Se l'attaccante tocca l'arco posteriore del bersaglio, aggiunge +1 al tiro.

rule-core-11 = Combattimento a distanza
    .body = Occorrono una gittata maggiore di 0, nessun contatto di base con figure nemiche, un bersaglio nell'arco frontale e una linea di tiro libera. Chi ha più frecce bersaglio tira una sola volta e confronta il risultato con ogni bersaglio, ciascuno scelto una volta sola; ogni bersaglio colpito subisce 1 danno, salvo indicazioni diverse.

rule-core-12 = Disimpegno dal contatto
    .body = Una figura in contatto di base con un nemico che riceve un'azione di movimento tira 1d6. Con 4, 5 o 6 può allontanarsi; con 1, 2 o 3 resta ferma, ma può comunque girarsi.

rule-core-13 = Muovere e attaccare in formazione
    .body = Due o più figure della stessa fazione, tutte in contatto di base fra loro, possono agire insieme con una sola azione: una formazione di movimento conta da 3 a 5 figure e si muove alla velocità del suo membro più lento, mentre una formazione in corpo a corpo di 2 o 3 figure o una formazione a distanza di 3 a 5 ha un attaccante principale che riceve +1 al tiro d'attacco per ogni altro membro. Ogni membro conta come se avesse ricevuto la sua azione del turno e prende un segnalino azione, quindi chi ne aveva già uno subisce danno da sforzo, e nessuno può avere due segnalini, viaggiare come passeggero, essere prigioniero o colosso, né mostrare Carica, Salto o Rapidità; le unità di cavalleria si uniscono solo ad altre unità di cavalleria. Un fallimento critico colpisce solo l'attaccante principale, che tiene anche il prigioniero preso dalla formazione, e una figura che ha già un prigioniero può entrare solo in una formazione di movimento, portandolo con sé. Le Mage Spawn non hanno fazione e non formano mai formazioni, e l'app chiede ai giocatori se tutti i membri si toccano. Una formazione a distanza tira a una sola figura nemica, e ogni suo membro deve avere una gittata maggiore di 0; come ogni azione, una formazione può usare quella che un tiro di Comando ha aggiunto al turno.
    .sources = Un riassunto olandese delle regole scritto da appassionati nel 2001 assegna a una formazione di movimento da 3 a 5 figure nel glossario, ma 2 o più nella parte sulle formazioni; l'app segue il glossario.
    .ruling = Una formazione di movimento conta da 3 a 5 figure, come dice il glossario di un riassunto olandese delle regole scritto da appassionati nel 2001, anche se la sua parte sulle formazioni lascia muovere insieme 2 o più figure: una regola della casa ne ammette 2. L'attaccante principale riceve +1 per ogni altro membro, mai per sé stesso; qui l'app si discosta dalla formazione in corpo a corpo di quel riassunto, che conta ogni figura in contatto con il nemico, attaccante principale compreso, come fa un'altra regola della casa. Una figura che ha già ricevuto un'azione in questo turno non può unirsi, mentre una che porta ancora il segnalino del turno precedente può farlo e subisce lo sforzo.

rule-core-14 = Catturare un nemico
    .body = La cattura si dichiara prima di un attacco in corpo a corpo, e per quell'attacco il bersaglio ha +2 alla difesa. Il prigioniero segue chi l'ha catturato alla velocità del più lento e non può essere bersagliato a distanza né danneggiato.
    .ruling = Chi tiene un prigioniero può solo muoversi o passare, e nessun attacco a distanza, effetto ad area o Guarigione Magica può raggiungerlo. Se viene a sua volta catturato, il suo prigioniero torna libero, e un passeggero non può tenere prigionieri.

rule-core-15 = Tipi di terreno
    .body = Il terreno sgombro non ha effetti; quello difficile ferma chi vi entra, dimezza la velocità e dà +1 alla difesa contro i tiri che lo attraversano. Il terreno bloccante non si attraversa e interrompe la linea di tiro; quello elevato ferma chi vi sale e dà +1 alla difesa contro chi attacca dal basso. Per il solo movimento l'acqua bassa vale come terreno difficile e l'acqua profonda come terreno bloccante. Un muretto ferma la figura in movimento, che lo scavalca con un movimento successivo a metà velocità, e per gli attacchi a distanza conta come terreno difficile.

rule-core-16 = I colori delle abilità
    .body = Un valore colorato sul quadrante indica quale abilità speciale ha la figura su quel click: l'abilità si riconosce dal colore insieme al valore su cui compare. L'elenco delle abilità spiega che cosa fa ognuna.
    .ruling = Carica e Salto fanno del movimento e dell'attacco un'unica azione, Demoralizzato e Furtività valgono sempre, e dove il testo di un'abilità lascia margini, la lettura seguita dall'app è indicata sotto quell'abilità.
rule-core-17 = Figure uniche
    .body = Un esercito può schierare tante copie di una figura quante ne consente la dimensione della partita, tranne una figura unica, che vi entra al massimo una volta. Più figure uniche diverse possono stare insieme, e il tuo avversario può schierare la tua stessa figura unica. L'app rifiuta una seconda copia all'avvio della partita.
    .ruling = Due figure uniche con lo stesso nome contano come la stessa figura, anche se i loro numeri di collezione sono diversi.
rule-core-18 = La fine della partita
    .body = La partita finisce appena un giocatore ha eliminato o catturato tutte le figure nemiche, quando scade il tempo fissato prima di giocare, o quando si avvera un'altra condizione di fine concordata in anticipo. Inserite il limite di tempo e l'eventuale condizione mentre preparate la partita. L'app tiene il cronometro (le pause non contano), propone di chiudere la partita quando vede una fine e vi lascia chiuderla da soli quando la vostra condizione si avvera o decidete di smettere.
    .ruling = Se le ultime figure di tutte le parti cadono nello stesso momento, nessuno ha conquistato: i giocatori chiudono la partita e a decidere sono i punti.
rule-core-19 = Punti vittoria
    .body = Alla fine ogni giocatore guadagna il valore in punti di ogni figura nemica che ha eliminato o che tiene prigioniera: questa è la regola consueta dei giochi clix. Dalle regole ufficiali dei colossi ne arrivano altre due: un colosso ancora sul campo di battaglia può dare punti ai suoi avversari (COL-09), e gli obiettivi controllati sono il primo spareggio, perciò li inserite quando chiudete la partita. L'app assegna i punti di una figura al giocatore durante il cui turno è caduta; quelli di una figura caduta nel turno della propria parte vengono divisi in parti uguali tra i suoi avversari.
    .ruling = I punti di una figura caduta nel turno della propria parte vengono divisi in parti uguali tra i suoi avversari, arrotondando per difetto. In caso di parità di punti vince chi controlla più obiettivi, e una parità su entrambi è una vittoria condivisa.

## Cavalleria

rule-cav-01 = Cavalcature e tipi
    .body = Le cavalcature sono figure con una base allungata. Ognuna appartiene a uno degli otto tipi di cavalcatura: Battle Horse, Cloud Griffon, Desert Warbird, Horned Stag, Pegasus, Salamander, Sky Dragon e Technocat.

rule-cav-02 = Niente rotazioni libere
    .body = Né le cavalcature né le unità di cavalleria possono fare rotazioni libere.

rule-cav-03 = Bonus d'attacco e simboli
    .body = Il cavaliere ha un bonus d'attacco, cioè un numero in un quadrato, e uno o più simboli cavalcatura: può montare solo cavalcature di un tipo corrispondente. Il bonus si somma a tutti i suoi attacchi, di qualunque tipo, ma solo mentre è in sella.

rule-cav-04 = Formare l'unità di cavalleria
    .body = Il cavaliere si stacca dalla sua base e si fissa nella sella della cavalcatura, mentre la sua base va nello spazio per la base. Solo i cavalieri possono lasciare la propria base in questo modo.

rule-cav-05 = Schierare la cavalleria
    .body = Le cavalcature entrano in gioco sempre come unità di cavalleria, mai senza cavaliere. Al totale dell'esercito si sommano i punti di tutte e due le figure.

rule-cav-06 = Cosa la cavalleria non può fare
    .body = Un'unità di cavalleria non può fare rotazioni libere, catturare o essere catturata, né usare la competenza Impeto. Trasportare in Volo e Levitazione Magica non hanno effetto su di essa, e non usa abilità di sottofazione, salvo i Cavalieri Neri (CAV-31).

rule-cav-07 = Una sola figura
    .body = Cavalcatura e cavaliere formano un'unica figura: chi tocca l'unità è in contatto con entrambi. Se l'unità occupa un terreno, lo occupano tutti e due.

rule-cav-08 = L'arco frontale del cavaliere
    .body = Le abilità e gli oggetti del cavaliere che si riferiscono al suo arco frontale, come Veleno o Fendente, usano invece l'arco frontale della cavalcatura.

rule-cav-09 = Un'azione per turno
    .body = Un'unità di cavalleria non riceve mai più di un'azione nello stesso turno.

rule-cav-10 = Niente danno da sforzo
    .body = Quando un'unità di cavalleria riceve il secondo segnalino azione, non subisce danno da sforzo per quell'azione.

rule-cav-11 = Il movimento usa la cavalcatura
    .body = Quando l'unità muove, tutto dipende dalla cavalcatura: si usano soltanto la sua velocità, le sue abilità e le sue competenze.

rule-cav-12 = Scegliere il quadrante
    .body = Per un'azione in corpo a corpo, a distanza o speciale, chi controlla l'unità sceglie il quadrante del cavaliere o quello della cavalcatura. Si possono usare solo le abilità della figura scelta e, se è il cavaliere, anche i suoi oggetti.

rule-cav-13 = Oggetti in sella
    .body = Un cavaliere che può portare oggetti può lasciarli e raccoglierli anche in sella. Il segnalino oggetto deve trovarsi in contatto con la cavalcatura.

rule-cav-14 = Arco e puntino centrale
    .body = Quando combatte, l'unità di cavalleria prende come riferimento il puntino centrale e l'arco frontale della sua cavalcatura.

rule-cav-15 = Chi attacca sceglie il quadrante
    .body = Chi bersaglia un'unità di cavalleria decide se risolvere l'attacco contro il quadrante della cavalcatura o contro quello del cavaliere.

rule-cav-16 = Linea di tiro e aree d'effetto
    .body = Linea di tiro e aree d'effetto si misurano dal puntino centrale della cavalcatura. Quando la colpisce un attacco ad area, come Bombardamento, ciascuno dei due quadranti, quello della cavalcatura e quello del cavaliere, subisce il suo danno.

rule-cav-17 = L'arco posteriore
    .body = Per i modificatori legati all'arco posteriore conta l'arco posteriore della cavalcatura.

rule-cav-18 = Sforzo su un'unità di cavalleria
    .body = Se un'unità di cavalleria subisce danno da sforzo, chi la controlla sceglie se assegnarlo al quadrante del cavaliere o a quello della cavalcatura.

rule-cav-19 = Formazioni di cavalleria
    .body = Le unità di cavalleria fanno formazione solo con altre unità di cavalleria. Tutti i cavalieri devono avere la stessa fazione, mentre la fazione delle cavalcature non conta.

rule-cav-20 = Eliminare cavalcatura o cavaliere
    .body = Se la cavalcatura viene eliminata per prima, il cavaliere torna sulla sua base e va piazzato in contatto con essa, poi la cavalcatura esce dal gioco; se manca lo spazio, sono eliminati entrambi. Quando si elimina la cavalcatura o il cavaliere, si tolgono tutti i segnalini azione dell'unità.

rule-cav-21 = Livelli di intelligenza
    .body = Senza cavaliere, una cavalcatura si comporta secondo il suo livello di intelligenza, indicato dalla forma intorno al suo simbolo. Ombroso (cerchio): se è ancora senza cavaliere all'inizio della fase finale di un qualsiasi giocatore, esce dal gioco. Indipendente (pentagono): continua a ricevere azioni come al solito. Indeciso (quadrato): se è senza cavaliere quando comincia la fase di comando di un giocatore, per quel turno sta dalla parte di quel giocatore ed è nemica di tutti gli altri.
    .sources = Per Ombroso, il glossario delle regole della cavalleria dice «alla fine della fase finale», il testo delle regole «all'inizio»; l'app segue il testo delle regole.
    .ruling = Una cavalcatura ombrosa senza cavaliere non può ricevere alcuna azione: le regole della cavalleria dicono solo di quella indipendente che agisce come al solito. L'unica eccezione è il turno in cui il suo cavaliere smonta: le regole permettono allora di dare azioni sia al cavaliere sia alla cavalcatura.

rule-cav-22 = Smontare dalla cavalcatura
    .body = Dai all'unità un'azione speciale, senza assegnarle segnalini azione, e togli tutti quelli che ha; il cavaliere torna sulla sua base in contatto con la cavalcatura. Nello stesso turno sia il cavaliere sia la cavalcatura possono ricevere azioni. Se non c'è spazio per piazzare il cavaliere, non si può smontare.

rule-cav-23 = Rimontare in sella
    .body = Un cavaliere appiedato in contatto con una cavalcatura amica senza cavaliere, di un tipo compatibile con i suoi simboli, riceve un'azione speciale e sale in sella. La nuova unità riceve un segnalino azione e in quel turno può ancora ricevere un'azione. Quel segnalino si aggiunge a quelli che la cavalcatura ha già: non si può salire su una cavalcatura con due segnalini, e un'unità che si ritrova con due segnalini non può agire.

rule-cav-24 = Muovere e attaccare insieme
    .body = Quando una competenza fa muovere e attaccare l'unità con una sola azione, cavalcatura e cavaliere possono usare le abilità che richiedono quel tipo di azione, salvo che la competenza lo vieti.

rule-cav-25 = Competenza Equitazione
    .body = Un attacco a distanza risolto contro il quadrante del cavaliere subisce −2 al valore di attacco.

rule-cav-26 = Competenza Impalare
    .body = Il cavaliere non può usare Maestro d'Arma. Quando colpisce in corpo a corpo un solo bersaglio, ottiene +2 al valore di danno.

rule-cav-27 = Competenza Salto a Cavallo
    .body = Si dà all'unità un'azione di combattimento a distanza quando non è in contatto con figure nemiche. Muove fino al massimo del suo valore di velocità con il quadrante della cavalcatura, poi tira con il quadrante del cavaliere.

rule-cav-28 = Competenza Carica a Cavallo
    .body = Si dà all'unità un'azione di combattimento in corpo a corpo quando non è in contatto con figure nemiche. Muove fino al massimo del suo valore di velocità con il quadrante della cavalcatura, poi attacca in corpo a corpo con il quadrante che scegli.

rule-cav-29 = Competenza Disarcionare
    .body = È un'azione di movimento, fatta senza contatto con nemici e senza abilità di velocità, che deve finire in contatto con una sola unità di cavalleria nemica. Tira 1d6 e aggiungi il bonus d'attacco del cavaliere: con 6 o più il cavaliere avversario viene fatto smontare. Se non c'è spazio per piazzarlo, quel cavaliere appiedato è eliminato.

rule-cav-30 = Competenza Travolgere
    .body = È un'azione di movimento a livello del suolo, senza Doppio Passo. L'unità avanza in linea retta uscendo dall'arco frontale della cavalcatura e può passare sopra le basi altrui. Ogni figura a livello del suolo la cui base viene attraversata subisce 1 danno.

rule-cav-31 = Cavalieri Neri
    .body = Cavalieri e cavalcature dei Cavalieri Neri si abbinano per numero di collezione (il #121a monta solo il #121b), non per simbolo, e non possono smontare né essere fatti smontare. La cavalcatura non può essere eliminata finché il cavaliere è in gioco: se mostra tre teschi, il suo quadrante torna all'indicatore di partenza. Se il cavaliere viene eliminato o rimosso, la sua base esce dallo spazio per la base ma la figura resta in sella. I Cavalieri Neri possono usare le abilità di sottofazione anche in sella.

rule-cav-32 = Armonia Nera
    .body = Abilità opzionale dei Cavalieri Neri: all'inizio della tua fase di comando infliggi 1 danno da sforzo al cavaliere per curare di 1 click la sua cavalcatura. Si usa al massimo una volta per fase di comando.

rule-cav-33 = Alleato della Natura
    .body = Abilità della Schiera di Wylden: la linea di tiro della figura ignora il terreno difficile e occultante, e i bersagli dei suoi attacchi a distanza lo trattano come terreno sgombro. In terreno difficile la figura ha +1 alla difesa.

rule-cav-g = Glossario della cavalleria
    .body = Le regole della cavalleria introducono termini nuovi come spazio per la base, sella, simbolo cavalcatura, bonus d'attacco cavaliere e i livelli di intelligenza ombroso, indipendente e indeciso. Li trovi nel glossario, alla voce Cavalleria.

## Colossi

rule-col-01 = Quattro sezioni
    .body = Un colosso è diviso in quattro sezioni, frontale, sinistra, destra e posteriore, e ognuna ha il suo quadrante di combattimento.

rule-col-02 = Il valore in punti del colosso
    .body = Sotto la base del colosso sono stampati diversi valori in punti. Quando componi l'esercito ne scegli uno e giri il quadrante di ogni sezione del numero di click indicato, partendo dalla posizione iniziale.

rule-col-03 = Limiti dei colossi
    .body = Un colosso non cattura e non può essere catturato, non entra in formazione, non usa le competenze Doppio Passo e Impeto e non può tornare in gioco con Negromanzia, Evocazione o Richiamo. Ignora Guarigione, Presa, Confusione Magica, Congelamento Magico, Guarigione Magica, Levitazione Magica, Trasportare in Volo, Terrore, Meccanico e Veleno delle altre figure, e Travolgere non ha effetto su di lui. Non ha arco posteriore e fallisce il disimpegno solo con un 1, nel qual caso non può girarsi. Nessun dominio, oggetto o incantesimo può cambiarne lo stato di amico o nemico, e non può essere bersaglio di incantamenti.

rule-col-04 = Sezioni attive e inattive
    .body = L'arco di una sezione è tutto il suo bordo esterno. Una sezione che mostra valori è attiva, con i teschi che valgono 0; quando mostra tre teschi diventa inattiva e non subisce altri danni.

rule-col-05 = Eliminare un colosso
    .body = Il colosso è eliminato quando nelle sue sezioni si vedono in tutto sei teschi, anche se sono ancora tutte e quattro attive.

rule-col-06 = Le azioni del colosso
    .body = Il colosso può ricevere più azioni per turno, al massimo una per ogni sezione attiva; le sezioni inattive non ne ricevono. Prende un solo segnalino azione, dopo la prima azione del turno, e, una volta che ha cominciato ad agire, tutte le sue azioni si risolvono prima che un'altra figura ne riceva una. I movimenti vengono prima: dopo un'azione in corpo a corpo, a distanza o speciale, in quel turno non può più ricevere un'azione di movimento.

rule-col-07 = Contatto di base
    .body = Le parti dei quadranti che sporgono dalla base contano come base per stabilire il contatto di base.

rule-col-08 = Colossi e segnalini obiettivo
    .body = Un colosso non può finire il movimento in contatto con più di un segnalino obiettivo, quindi ne controlla o contesta al massimo uno.

rule-col-09 = Punti a fine partita
    .body = Se a fine partita nessun giocatore controlla più obiettivi degli altri, gli avversari possono guadagnare punti per un colosso ancora in campo che mostra 3, 4 o 5 teschi. Un avversario unico ottiene metà del suo valore, arrotondata per difetto. Con più avversari quella metà si divide per il loro numero, sempre arrotondando per difetto, e ognuno riceve la sua parte.

rule-col-10 = Misurare dal centro
    .body = Tutte le distanze da e verso un colosso si misurano dal suo centro.

rule-col-11 = Danni senza sezione
    .body = Un danno che non riguarda una sezione precisa, come il danno da sforzo, va alla sezione scelta da chi controlla il colosso.

rule-col-12 = Le abilità delle sezioni
    .body = Le abilità di una sezione valgono solo per quella sezione. Fanno eccezione i tipi di movimento ala e onda e le abilità Volo e Scintillio: se compaiono in una sezione, valgono per tutte.

rule-col-13 = Effetti delle altre figure
    .body = Abilità, oggetti, reliquie e incantesimi delle altre figure influenzano solo la sezione con cui sono in contatto.

rule-col-14 = Il movimento del colosso
    .body = Il colosso può ruotare sul proprio centro, se vuole, e poi avanzare dritto, oppure indietreggiare dritto senza ruotare. Più azioni di movimento nello stesso turno diventano un solo spostamento, lungo quanto la somma delle velocità delle sezioni che le hanno ricevute. Ignora le basi di tutte le figure tranne quelle degli altri colossi, e si ferma se il suo percorso ne toccherebbe uno.
    .ruling = Un colosso non usa mai Carica né Salto: il suo movimento è l'unico spostamento in linea retta dato dalle azioni di movimento delle sue sezioni, e i suoi attacchi vengono dopo.

rule-col-15 = La sagoma di movimento
    .body = Si mette la sagoma dove il colosso deve fermarsi: il percorso è la linea dal centro del colosso al centro della sagoma, e tutti i giocatori devono approvarlo.

rule-col-16 = Disimpegno del colosso
    .body = Se una qualsiasi sezione, attiva o inattiva, tocca una figura nemica, il colosso deve disimpegnarsi quando riceve un'azione di movimento. Si tira una volta sola, qualunque sia il numero di sezioni in contatto.

rule-col-17 = Corpo a corpo del colosso
    .body = Il bersaglio deve essere in contatto con la sezione attiva che ha ricevuto l'azione.

rule-col-18 = Attacco a distanza del colosso
    .body = Una sezione attiva può attaccare a distanza se ha una gittata, un valore di attacco maggiore di 0 e nessun contatto con figure nemiche. La linea di tiro parte dal centro del colosso e deve passare per quella sezione.

rule-col-19 = Attacco a lunga gittata
    .body = Quando un titano, un colosso o una sezione di castello attacca a distanza un altro titano, colosso o sezione di castello, può raddoppiare la gittata. In quel caso ha −2 al valore di danno.

rule-col-20 = Corpo a corpo contro un colosso
    .body = Chi attacca deve toccare una sezione attiva; se punta a una sezione inattiva, sceglie lui una sezione attiva al suo posto. Se tocca due sezioni, decide chi controlla il colosso. Le figure amiche dell'attaccante in contatto con una qualsiasi sezione possono usare la competenza Aggiramento.

rule-col-21 = A distanza contro un colosso
    .body = La linea di tiro deve attraversare una sezione attiva; se attraversa una sezione inattiva, l'attaccante ne sceglie una attiva. Non si può colpire una sezione in contatto con una figura amica dell'attaccante, e se la linea corre sul confine fra due sezioni decide chi controlla il colosso. Se la sezione scelta non può essere colpita, l'attacco non avviene e l'azione va usata in altro modo.

rule-col-22 = Aree d'effetto sul colosso
    .body = Se il centro del colosso cade nell'area, viene colpita solo la sezione attraversata dalla linea che va dal centro dell'area al centro del colosso. Se quella sezione è inattiva, l'attaccante sceglie una sezione attiva; se la linea corre su un confine o i due centri coincidono, sceglie chi controlla il colosso. Lo stesso vale per le aree di reliquie, oggetti e incantesimi.

rule-col-g = Glossario dei colossi
    .body = Le regole dei colossi usano termini come sezione, sezione attiva e inattiva, valore in punti e attacco a lunga gittata. Li trovi spiegati nel glossario, alla voce Colossi e carri da guerra.

## Carri da guerra

rule-chr-01 = Che cos'è un carro da guerra
    .body = Un carro da guerra è un colosso che può trasportare un passeggero. Si riconosce dal tipo di movimento Ruota.

rule-chr-02 = Il movimento del carro
    .body = Il carro si muove come un colosso, ma non può indietreggiare in linea retta.

rule-chr-03 = Il vano posteriore
    .body = Il vano posteriore accoglie una sola figura amica, il passeggero. Colossi, titani e figure con il tipo di movimento Ferro di Cavallo non possono fare da passeggeri. Il carro può iniziare la partita con un passeggero già a bordo.

rule-chr-04 = Il passeggero
    .body = Il passeggero non è in contatto di base con nulla: né con il carro, né con le figure che lo toccano, né con segnalini di alcun tipo, e il suo stato di amico o nemico non può cambiare. Riceve azioni e segnalini azione propri, separati da quelli del carro, e le sue abilità di velocità sono ignorate. Resta nel vano finché non scende.

rule-chr-05 = Salire a bordo
    .body = Una figura amica con velocità maggiore di 0, che non sia una Sentinella e tocchi una sezione laterale o posteriore di un carro amico, può salire a bordo: riceve un'azione di movimento e viene messa nel vano posteriore, e ora è il passeggero.

rule-chr-06 = Scendere dal carro
    .body = Un passeggero con velocità maggiore di 0 riceve un'azione di movimento e viene piazzato in contatto con una sezione laterale o con quella posteriore.

rule-chr-07 = Gli oggetti del passeggero
    .body = Un oggetto che il passeggero lascia, o che porta con sé quando viene eliminato, va piazzato in contatto con una sezione laterale o con quella posteriore.

rule-chr-08 = L'arco del passeggero
    .body = L'arco frontale del passeggero comprende le due sezioni laterali e quella posteriore. Il passeggero non può mai bersagliare né influenzare il proprio carro.

rule-chr-09 = Il passeggero in corpo a corpo
    .body = Il passeggero può attaccare in corpo a corpo le figure in contatto con il suo arco. Non può diventare una Sentinella.

rule-chr-10 = Tirare dal carro
    .body = Il passeggero può attaccare a distanza solo se il carro non si è mosso in questo turno, e traccia la linea di tiro dal centro del carro. Una gittata superiore a 8 vale 8 e la sua base non gli blocca mai la linea di tiro. Non può bersagliare figure nemiche in contatto con il carro.

rule-chr-11 = Danni al passeggero
    .body = Niente che infligga danni o curi colpisce direttamente il passeggero. Però, per ogni attacco che infligge almeno 1 danno a una sezione laterale o posteriore, l'attaccante tira 1d6: con 5 o 6 il passeggero subisce lo stesso danno ricevuto dalla sezione, dopo le riduzioni della sezione e poi con le sue. Esempio: una sezione laterale riceve 4 danni e la sua Robustezza li porta a 3; esce un 5, quindi il passeggero subisce 3 danni, o 2 se anche lui ha Robustezza.
    .ruling = I danni da sforzo e quelli del suo fallimento critico colpiscono comunque il passeggero, perché non li infligge nessun attacco, abilità, oggetto, incantesimo o dominio; nessuna cura lo raggiunge, nemmeno la sua Rigenerazione o il suo Vampirismo. Un'Onda d'Urto non tiene conto delle abilità speciali di difesa delle altre figure, quindi contro di essa non valgono neppure la Robustezza o l'Invulnerabilità del passeggero.

rule-chr-12 = Quando il carro viene eliminato
    .body = Quando il carro viene eliminato, il passeggero si piazza con il centro dove si trovava il centro del carro, orientato a piacere da chi lo controlla, e subisce 1d6 danni.

rule-chr-g = Glossario dei carri da guerra
    .body = Le regole dei carri da guerra usano i termini carro da guerra, passeggero, salire a bordo, scendere dal carro e vano posteriore. Li trovi nel glossario, alla voce Colossi e carri da guerra.
