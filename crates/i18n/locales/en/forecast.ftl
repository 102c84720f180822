# The Keeper's fight forecast: its words in the terminal and on the Keeper's screen.

forecast-made-exact = Exact: every way the fight can go ({ $states } states).
forecast-made-simulated = Simulated: { $fights } fights, seed { $seed }; each figure with its 95% interval.
forecast-figure = { $percent }
forecast-figure-interval = { $percent } ({ $low }–{ $high })
forecast-side = { $side } win: { $chance }
forecast-side-fled = { $side } flee: { $chance }
forecast-undecided = Nobody has won after { $rounds } rounds: { $chance }
forecast-combatant = { $name }: dead { $dead }, dying { $dying }, unconscious { $unconscious }, major wound { $major }, wounded { $wounded }, unhurt { $unhurt }; { $hp } HP lost on average
forecast-ammo = { $name } fires { $ammo } rounds on average
forecast-mean-rounds = The fight lasts { $rounds } rounds on average
forecast-sanity = { $name } loses { $expected } Sanity on average at the sight (at most { $max })
forecast-side-investigators = investigators
forecast-side-npcs = NPCs
forecast-error-duplicate = two combatants or sides are called “{ $name }”: give each its own name
forecast-error-unknown-side = { $combatant } fights for “{ $side }”, a side the fight does not have
forecast-error-empty-side = nobody fights for “{ $side }”
forecast-error-too-few-sides = a fight needs two sides
forecast-error-too-many-combatants = { $count } combatants: at most { $max }
forecast-error-too-many-firearms = { $count } firearms: at most { $max }
forecast-error-out-of-range = { $combatant }: { $field } { $value } is out of range
forecast-error-rounds = a round cap of { $rounds } is outside 1–{ $max }
forecast-error-fights = { $fights } fights is outside 1–{ $max }
forecast-error-unwinnable = nobody can harm anybody: no attack gets through the enemies’ armour, so no side can win
forecast-error-of = { $name }: { $reason }
forecast-error-bonus = { $combatant }: the damage bonus “{ $bonus }” is not classic’s: D4s or D6s with a sign, such as +1D4, −1D6 or +2D6, or 0
forecast-error-budget = the exact forecast needs more than { $budget } states: simulate it instead, or allow a larger budget
forecast-progress = fights simulated

## keeper coc7 simulate

cli-about-keeper-coc7-simulate = Forecast a whole fight before it starts: each combatant's chance to die, fall unconscious or come out unhurt, each side's chance to win
cli-long-about-keeper-coc7-simulate = Forecast a whole fight before it starts. FIGHT.json holds what the resolve protocol's coc7.simulate takes: "sides" and "combatants" with their attacks, tactics and armour. Small fights are forecast exactly (every way the fight can go, as exact fractions); larger ones by simulating many fights in parallel, each figure with its 95% interval. Shown: each combatant's chance of death, dying, unconsciousness, a major wound, a wound or none; each side's chance to win; the rounds; the Sanity at stake. Fighters may also come from files: --investigator SHEET.json and --npc BLOCK.txt, read as a game reads them; --db and --game start from a game's fight going on.
cli-help-keeper-coc7-simulate-fight = The fight, as JSON: {"{"}"sides": [...], "combatants": [...]{"}"} (see docs/protocol.md, coc7.simulate)
cli-help-keeper-coc7-simulate-investigator = An investigator to add, from a sheet file (the game's sheet format, JSON); repeat for more
cli-help-keeper-coc7-simulate-npc = A non-player character or creature to add, from a stat block in a text file; repeat for more (the same file twice is two of them)
cli-help-keeper-coc7-simulate-db = The game's database, to forecast the fight going on in it (with --game)
cli-help-keeper-coc7-simulate-game = The game whose fight going on is forecast, as its Keeper sees it (with --db)
cli-help-keeper-coc7-simulate-method = How: exactly when the fight is small enough (auto), always exactly, or by simulation
cli-help-keeper-coc7-simulate-fights = Fights to simulate (1 to 1000000; default 100000)
cli-help-keeper-coc7-simulate-rounds = The round cap (1 to 1000; default 30)
cli-help-keeper-coc7-simulate-seed = Make the simulation reproducible: the same seed gives the same forecast on any number of cores
cli-help-keeper-coc7-simulate-svg = Also write the chart of the rounds the fight lasts as an SVG file
cli-help-keeper-coc7-simulate-png = Also write the chart of the rounds the fight lasts as a PNG file
cli-help-keeper-coc7-simulate-json = Print the forecast as JSON (the result coc7.simulate answers)
cli-help-keeper-coc7-simulate-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-error-forecast-file = { $path } is not a fight: give a JSON object with "sides" and "combatants"
cli-error-forecast-system = the game plays { $game }: forecast it with keeper { $game } simulate, not keeper { $system } simulate
cli-error-forecast-sheet = { $path } is not a sheet: give the sheet as JSON, in the game's sheet format
cli-error-forecast-fighter = { $path }: { $reason }
cli-forecast-chart-title = The round the fight ends in

## The forecast on the Keeper's screen

forecast-title = Fight forecast
forecast-hint = The odds of the fight going on, from here: every fighter still standing, as their sheets and stat blocks are now. Nothing is rolled or written, and nobody else sees it.
forecast-method = Method
forecast-method-auto = Exact when small enough, else simulated
forecast-method-exact = Exact
forecast-method-simulated = Simulated
forecast-fights = Fights to simulate
forecast-run = Forecast this fight
forecast-chances = How each fighter comes out
forecast-rounds = The round the fight ends in
forecast-dead = dead
forecast-dying = dying
forecast-unconscious = unconscious
forecast-major-wound = major wound
forecast-wounded = wounded
forecast-unhurt = unhurt

## keeper classic simulate

cli-about-keeper-classic-simulate = Forecast a whole fight before it starts: each combatant's chance to die, fall unconscious or come out unhurt, each side's chance to win
cli-long-about-keeper-classic-simulate = Forecast a whole fight before it starts. FIGHT.json holds what the resolve protocol's classic.simulate takes: "sides" and "combatants" with their attacks, tactics and armour. Small fights are forecast exactly (every way the fight can go, as exact fractions); larger ones by simulating many fights in parallel, each figure with its 95% interval. Shown: each combatant's chance of death, dying, unconsciousness, a major wound, a wound or none; each side's chance to win; the rounds; the Sanity at stake. Fighters may also come from files: --investigator SHEET.json and --npc BLOCK.txt, read as a game reads them; --db and --game start from a game's fight going on.
cli-help-keeper-classic-simulate-fight = The fight, as JSON: {"{"}"sides": [...], "combatants": [...], "options": "forum"{"}"} (see docs/protocol.md, classic.simulate; options are the game's house rules)
cli-help-keeper-classic-simulate-investigator = An investigator to add, from a sheet file (the game's sheet format, JSON); repeat for more
cli-help-keeper-classic-simulate-npc = A non-player character or creature to add, from a stat block in a text file; repeat for more (the same file twice is two of them)
cli-help-keeper-classic-simulate-db = The game's database, to forecast the fight going on in it (with --game)
cli-help-keeper-classic-simulate-game = The game whose fight going on is forecast, as its Keeper sees it (with --db)
cli-help-keeper-classic-simulate-method = How: exactly when the fight is small enough (auto), always exactly, or by simulation
cli-help-keeper-classic-simulate-fights = Fights to simulate (1 to 1000000; default 100000)
cli-help-keeper-classic-simulate-rounds = The round cap (1 to 1000; default 30)
cli-help-keeper-classic-simulate-seed = Make the simulation reproducible: the same seed gives the same forecast on any number of cores
cli-help-keeper-classic-simulate-svg = Also write the chart of the rounds the fight lasts as an SVG file
cli-help-keeper-classic-simulate-png = Also write the chart of the rounds the fight lasts as a PNG file
cli-help-keeper-classic-simulate-json = Print the forecast as JSON (the result classic.simulate answers)
cli-help-keeper-classic-simulate-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
