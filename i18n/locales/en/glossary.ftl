### Dialkeeper glossary (English, reference locale).
### Each entry: the game term's official English name, with a short definition for players at the table.

## Cavalry

glossary-base-slot = Base Slot
    .definition = The recess in a mount's base that holds the rider's own, now empty, base while the rider sits in the saddle.
glossary-cavalry-unit = Cavalry Unit
    .definition = A mount together with the rider fixed in its saddle. The pair counts as a single figure on the battlefield.
glossary-dismount = Dismount
    .definition = To take a rider off its mount and stand it on its own base next to the mount. You do it with a special action that places no action token.
glossary-dismounted-rider = Dismounted Rider
    .definition = A rider that has left its mount. Until it mounts again, it follows both the rules for dismounted riders and the normal rules for warriors.
glossary-independent = Independent
    .definition = The intelligence level shown by a pentagon. An independent mount without a rider can still be given actions as usual.
glossary-intelligence-level = Intelligence Level
    .definition = The shape printed around a mount's type: circle, pentagon or square. It tells you how the mount behaves once it has no rider.
glossary-mean-spirited = Mean-Spirited
    .definition = The intelligence level shown by a square. If such a mount has no rider when any player's command phase begins, it fights for that player and counts as opposing to everyone else for that turn.
glossary-mount = Mount
    .definition = A warrior on a long base with a saddle and a base slot, able to carry a rider into battle.
glossary-mount-symbol = Mount Symbol
    .definition = The icon of a mount type. Next to a mount's speed value it shows the mount's own type; on a rider's base it shows which types that rider can ride.
glossary-mount-type = Mount Type
    .definition = The kind of creature a mount is, for example Battle Horse or Sky Dragon. A rider can only ride it if one of the rider's mount symbols matches.
glossary-rider = Rider
    .definition = A warrior with a rider attack bonus and at least one mount symbol, which lets it ride a mount of a matching type.
glossary-rider-attack-bonus = Rider Attack Bonus
    .definition = The number shown in a square on a rider's base. While the rider is mounted, it is added to every attack the rider makes.
glossary-saddle = Saddle
    .definition = The place on a mount where the rider figure is plugged in when the two form a cavalry unit.
glossary-skittish = Skittish
    .definition = The intelligence level shown by a circle. When any player's end phase begins, a skittish mount left without a rider is removed from the game.
glossary-remount = Remount
    .definition = To put a dismounted rider back in the saddle of a friendly riderless mount whose type matches its symbols. It costs a special action, and the new cavalry unit receives one action token.

## Mount types

glossary-battle-horse = Battle Horse
    .definition = One of the eight mount types: a trained warhorse. Only riders showing the Battle Horse symbol can ride it.
glossary-cloud-griffon = Cloud Griffon
    .definition = One of the eight mount types: a griffon, half eagle and half lion. Only riders showing the Cloud Griffon symbol can ride it.
glossary-desert-warbird = Desert Warbird
    .definition = One of the eight mount types: a large war bird from the desert. Only riders showing the Desert Warbird symbol can ride it.
glossary-horned-stag = Horned Stag
    .definition = One of the eight mount types: a great antlered stag. Only riders showing the Horned Stag symbol can ride it.
glossary-pegasus = Pegasus
    .definition = One of the eight mount types: a winged horse. Only riders showing the Pegasus symbol can ride it.
glossary-salamander = Salamander
    .definition = One of the eight mount types: a giant lizard. Only riders showing the Salamander symbol can ride it.
glossary-sky-dragon = Sky Dragon
    .definition = One of the eight mount types: a dragon bred to carry a rider. Only riders showing the Sky Dragon symbol can ride it.
glossary-technocat = Technocat
    .definition = One of the eight mount types: a mechanical great cat. Only riders showing the Technocat symbol can ride it.

## Cavalry proficiencies and abilities

glossary-horsemanship = Horsemanship
    .definition = Cavalry proficiency: a ranged attack that is resolved against this unit's rider gets −2 to its attack value.
glossary-impale = Impale
    .definition = Cavalry proficiency: the rider cannot use Weapon Master, but it adds 2 to its damage value when it hits a single target in close combat.
glossary-mounted-bound = Mounted Bound
    .definition = Cavalry proficiency: with one ranged combat action, the unit moves up to its full speed on the mount's dial and then shoots with the rider's dial.
glossary-mounted-charge = Mounted Charge
    .definition = Cavalry proficiency: with one close combat action, the unit moves up to its full speed on the mount's dial and then attacks with the dial you choose.
glossary-overwhelm = Overwhelm
    .definition = Cavalry proficiency: the unit moves into contact with exactly one opposing cavalry unit and rolls a die plus its rider attack bonus. On 6 or more, the opposing rider is knocked out of the saddle.
glossary-trample = Trample
    .definition = Cavalry proficiency: the unit moves in a straight line through figure bases, and each ground-level figure whose base it crosses takes 1 damage.
glossary-dark-riders = Dark Riders
    .definition = An Apocalypse subfaction of cavalry. Its riders and mounts are paired by collector number, can never be separated, and keep their subfaction abilities while mounted.
glossary-dark-unity = Dark Unity
    .definition = Dark Riders subfaction ability: once in each of your command phases, you may deal 1 pushing damage to the rider to heal its mount by 1 click.
glossary-natures-ally = Nature's Ally
    .definition = Wylden Host ability: hindering and concealing terrain neither block this warrior's line of fire nor protect the targets of its ranged attacks. It also gets +1 defense while standing in hindering terrain.

## Colossals and chariots

glossary-colossal = Colossal
    .definition = A huge figure divided into four sections, each with its own combat dial. Chariots are colossals too.
glossary-section = Section
    .definition = One quarter of a colossal (front, left, right or rear). Each section has its own combat dial, and its arc runs along its whole outer edge.
glossary-active-section = Active Section
    .definition = A colossal section whose stat slot still shows at least one value, with skulls counting as 0. Only active sections can be given actions.
glossary-inactive-section = Inactive Section
    .definition = A colossal section showing three skulls. It cannot be given actions and takes no further damage.
glossary-chariot = Chariot
    .definition = A colossal with the wheel speed type that can carry one passenger in its rear compartment.
glossary-passenger = Passenger
    .definition = The single figure riding in a chariot's rear compartment. It keeps its own dial, actions and action tokens.
glossary-board = Board
    .definition = To get into a chariot: a friendly figure touching a side or rear section is given a move action and placed in the rear compartment.
glossary-disembark = Disembark
    .definition = To get out of a chariot: the passenger is given a move action and placed in base contact with a side or rear section.
glossary-rear-compartment = Rear Compartment
    .definition = The space in a chariot where its one passenger is placed.
glossary-long-range-attack = Long-Range Attack
    .definition = A ranged attack made at double range, allowed only when both the attacker and the target are titans, colossals or castle sections. The attacker's damage value is 2 lower for that attack.
glossary-point-value = Point Value
    .definition = What a figure costs toward your build total. A colossal can be fielded at one of several point values, each of which sets how far its dials start.

## Base game

glossary-combat-dial = Combat Dial
    .definition = The turning disc under a figure's base that shows its current values in the stat slot. Damage and healing turn it.
glossary-click = Click
    .definition = One step of a combat dial. Each point of damage turns the dial one click forward, each point of healing one click back.
glossary-stat-slot = Stat Slot
    .definition = The window in a figure's base where you read the current values of its combat dial.
glossary-starting-marker = Starting Marker
    .definition = The mark on a combat dial for the click the figure begins the game on. Healing can never turn the dial back beyond it.
glossary-skull = Skull
    .definition = A symbol on the dial in place of a value. When three skulls show in the stat slot, the figure is eliminated.
glossary-action = Action
    .definition = An order you give a figure on your turn: move, close combat, ranged combat, special or pass. You get one action per turn for every 100 points of game size.
glossary-action-token = Action Token
    .definition = A marker put on a figure when it is given an action. A figure with two tokens cannot act, and tokens come off figures that did not act during your turn.
glossary-pushing-damage = Pushing Damage
    .definition = The 1 damage a figure takes after it is given an action while still carrying a token from your previous turn.
glossary-critical-hit = Critical Hit
    .definition = Rolling 12 on two dice. The attack hits whatever the numbers say and deals 1 extra damage; on a healing roll it heals 1 extra click.
glossary-critical-miss = Critical Miss
    .definition = Rolling 2 on two dice. The attack misses whatever the numbers say, and the attacker takes 1 damage.
glossary-break-away = Break Away
    .definition = The die roll a figure in base contact with an opposing figure makes when it is given a move action. On 4 to 6 it may leave; on 1 to 3 it stays where it is.
glossary-formation = Formation
    .definition = A group of figures of the same faction in base contact that moves or attacks together using a single action.
glossary-capture = Capture
    .definition = A close combat attack announced as an attempt to take the target prisoner instead of wounding it. The target gets +2 defense against it.
glossary-front-arc = Front Arc
    .definition = The part of a figure's base marked as its front. A figure can only target what lies in its front arc.
glossary-rear-arc = Rear Arc
    .definition = The back part of a figure's base. A close combat attacker touching it gets +1 to its attack roll.
glossary-base-contact = Base Contact
    .definition = Two figures are in base contact when their bases touch.
glossary-line-of-fire = Line of Fire
    .definition = The straight line from an attacker to its target for a ranged attack. Blocking terrain or a figure in the way blocks it.
glossary-build-total = Build Total
    .definition = The sum of the point values of every figure in your army. It may not be higher than the game size.
glossary-game-size = Game Size
    .definition = The points limit per army that the players agree on before the game. It also sets how many actions each player gets per turn.
glossary-speed-value = Speed Value
    .definition = How many inches a figure can move with one move action.
glossary-attack-value = Attack Value
    .definition = The number a figure adds to its two-dice attack roll.
glossary-defense-value = Defense Value
    .definition = The total an attack roll has to reach to hit the figure.
glossary-damage-value = Damage Value
    .definition = How many clicks of damage a figure's successful attack deals.
glossary-range = Range
    .definition = How far, in inches, a figure can reach with a ranged attack, printed on the base beside its target arrows. A range of 0 means it cannot attack at range.
glossary-free-spin = Free Spin
    .definition = A turn on the spot, costing no action, that lets a figure face an opposing figure when the two come into base contact.

## Terrain types

glossary-terrain-clear = Clear Terrain
    .definition = Open ground that has no effect on movement or line of fire.
glossary-terrain-hindering = Hindering Terrain
    .definition = Woods, rubble and similar ground. Entering it ends a move and halves the figure's speed, and a target behind it gets +1 defense against ranged attacks.
glossary-terrain-blocking = Blocking Terrain
    .definition = Buildings, cliffs and similar obstacles. Figures cannot move into or through it, and it blocks line of fire.
glossary-terrain-elevated = Elevated Terrain
    .definition = Raised ground such as hills. Entering it ends a move, and a figure standing on it gets +1 defense against attackers below it.
glossary-terrain-shallow-water = Shallow Water
    .definition = Streams and ponds. They slow movement like hindering terrain but have no effect on line of fire.
glossary-terrain-deep-water = Deep Water
    .definition = Lakes and wide rivers. Figures cannot move through them, as with blocking terrain, but they have no effect on line of fire.
glossary-terrain-low-wall = Low Wall
    .definition = A low obstacle such as a fence or hedge. A moving figure stops at it and crosses on a later move at half speed; for ranged attacks it counts as hindering unless the shooter is touching it.
