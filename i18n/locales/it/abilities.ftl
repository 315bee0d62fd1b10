### Dialkeeper: nomi ed effetti italiani delle abilità speciali del quadrante.

## Indicatori del quadrante (non sono abilità)

ability-none = Nessuna Abilità
    .effect = Questo valore non ha alcuna abilità speciale.

ability-dead = Morto
    .effect = Segna un click con i teschi: la figura è eliminata.

ability-starting-position = Posizione di Partenza
    .effect = Segna il click da cui la figura inizia la partita; la guarigione non può riportarla oltre.

## Abilità di velocità

ability-aquatic = Acquatico
    .effect = L'acqua, bassa o profonda, non ostacola né blocca il movimento della figura.

ability-bound = Salto
    .effect = Con una sola azione la figura muove fino alla piena velocità e poi attacca a distanza; non può muovere in formazione.

ability-charge = Carica
    .effect = Con una sola azione la figura muove fino alla piena velocità e poi attacca in corpo a corpo.

ability-flight = Volo
    .effect = Muovendo ignora terreno e basi, ma non si ferma su terreno bloccante; fallisce il disimpegno solo con un 1.

ability-forced-march = Marcia Forzata
    .effect = La figura può guidare una formazione di movimento di figure amiche, che avanzano tutte alla sua velocità.

ability-magic-levitation = Levitazione Magica
    .effect = Sposta una figura in contatto di base fino a 10 pollici in qualsiasi direzione, ignorando terreno e basi, ma non su terreno bloccante.

ability-quickness = Rapidità
    .effect = Una volta per turno la figura muove senza consumare un'azione del giocatore, ma riceve comunque il segnalino azione.

ability-stealth = Furtività
    .effect = Una linea di tiro verso la figura che attraversa terreno difficile è bloccata.

## Abilità di attacco

ability-flame-lightning = Fiamma/Fulmine
    .effect = Attacco a distanza che, se va a segno, infligge 1 danno al bersaglio e a ogni figura in contatto di base con esso.

ability-healing = Guarigione
    .effect = Cura una figura amica in contatto di base di 1d6 click, al posto di un attacco in corpo a corpo.

ability-magic-blast = Esplosione Magica
    .effect = Attacco a distanza contro un solo bersaglio che ignora gli ostacoli sulla linea di tiro; se colpisce, si tira 1d6 per i danni.

ability-magic-healing = Guarigione Magica
    .effect = Cura a distanza di 1d6 click una figura amica che non sia in contatto con nemici.

ability-shockwave = Onda d'Urto
    .effect = Con metà gittata e senza linea di tiro, colpisce tutte le figure nel raggio infliggendo 1 danno a ciascuna; le loro abilità difensive non contano.

ability-vampirism = Vampirismo
    .effect = Quando danneggia un nemico in corpo a corpo, la figura guarisce di 1 click.

ability-weapon-master = Maestro d'Arma
    .effect = In corpo a corpo, se colpisce, tira 1d6 e infligge quel numero di danni al posto del valore di danno.

## Abilità di difesa

ability-battle-armor = Armatura da Battaglia
    .effect = La figura ha +2 alla difesa contro gli attacchi a distanza.

ability-defend = Difendere
    .effect = Le figure amiche in contatto di base possono usare il valore di difesa di questa figura al posto del proprio.

ability-invulnerability = Invulnerabilità
    .effect = Ogni danno subito è ridotto di 2; la figura non può essere curata né catturata e non può catturare.

ability-magic-immunity = Immunità Magica
    .effect = Nessuna abilità magica, cioè con «Magia» o «Magico» nel nome, ha effetto sulla figura.

ability-pole-arm = Arma ad Asta
    .effect = Un nemico che entra in contatto di base con la figura subisce subito 1 danno.

ability-regeneration = Rigenerazione
    .effect = Come azione, tira 1d6 e togli 2: la figura guarisce di quel numero di click, se positivo.

ability-toughness = Robustezza
    .effect = Ogni danno subito dalla figura è ridotto di 1.

## Abilità di danno

ability-battle-fury = Furia di Battaglia
    .effect = La figura non può catturare né essere catturata; se aveva un prigioniero, lo libera.

ability-berserk = Berserk
    .effect = La figura non può attaccare a distanza né catturare o essere catturata; un suo eventuale prigioniero viene eliminato.

ability-command = Comando
    .effect = All'inizio del turno tira 1d6: con 6 ottieni un'azione in più; le figure demoralizzate amiche in contatto guariscono di 1 click.

ability-demoralized = Demoralizzato
    .effect = La figura può solo muovere o passare e non entra mai volontariamente in contatto con un nemico.

ability-magic-enhancement = Potenziamento Magico
    .effect = Le figure amiche in contatto di base infliggono 1 danno in più con i loro attacchi a distanza.

ability-necromancy = Negromanzia
    .effect = Al posto di un movimento riporta in gioco, in contatto con sé, una figura amica eliminata: riparte dal click iniziale e subisce 1d6 danni.

## Abilità indicate da un cerchio

ability-dodge = Schivare
    .effect = Quando la figura viene colpita, tira 1d6: con 5 o 6 l'attacco non le infligge danni.

ability-limited-invisibility = Invisibilità Limitata
    .effect = La figura non può essere bersaglio di attacchi a distanza.

ability-magic-confusion = Confusione Magica
    .effect = Con un attacco a distanza riuscito prendi il controllo del bersaglio e gli fai compiere un'azione come se fosse tuo.

ability-magic-freeze = Congelamento Magico
    .effect = Con un attacco a distanza riuscito non infligge danni ma dà al bersaglio un segnalino azione, bloccandolo.

ability-magic-retaliation = Ritorsione Magica
    .effect = Quando un attacco la danneggia, l'attaccante subisce a sua volta 1 danno.

ability-nimble = Agilità
    .effect = La figura può girarsi gratuitamente verso un nemico che entra in contatto di base con lei.

ability-pierce = Perforare
    .effect = I danni inflitti dalla figura ignorano le abilità che li riducono, come Robustezza e Invulnerabilità.

ability-ram = Speronare
    .effect = Quando la figura termina il movimento in contatto di base con un nemico, gli infligge 1 danno.

ability-sneak-attack = Attacco Furtivo
    .effect = Attaccando un nemico in corpo a corpo dal suo arco posteriore, la figura gli infligge danni doppi.

ability-sweep = Fendente
    .effect = In corpo a corpo attacca tutti i nemici in contatto con il suo arco frontale, con un solo tiro confrontato con ciascuno.

ability-venom = Veleno
    .effect = All'inizio del tuo turno infligge 1 danno a ogni nemico in contatto di base con il suo arco frontale.
