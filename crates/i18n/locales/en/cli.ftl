## The keeper command line (keeper-cli).

cli-about-keeper = keeper: dice, exact odds and the rules of Call of Cthulhu, from the terminal
cli-help-keeper-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG

cli-about-keeper-roll = Roll a dice expression and show every die
cli-long-about-keeper-roll = Roll a dice expression and show every die.

    BCDice-style commands work too: CC(1)<=50, CBR(50,60), FAR(3,70,98) for 7th edition, or with --game Cthulhu the 6th-edition CCB<=40, RESB(12-10), SCBRB(50,60).

    Notation: NdM, d%, NdF, keep/drop khK klK dhK dlK, success counting NdM>=K and NdM<=K, exploding NdM! (or !>=K), rerolls roM (once) and rrM (until it no longer holds), + - * and / (rounds down), parentheses, labels 2d6[fire], and N#EXPR to roll the same expression N times (6#3d6).

    Exit codes: 0 success, 2 bad input, 1 internal error.
cli-help-keeper-roll-expr = The dice expression, e.g. 3d6+2, 4d6kh3 or "6#3d6"
cli-help-keeper-roll-seed = Make the roll reproducible: the same seed gives the same dice everywhere
cli-help-keeper-roll-dice = Supply the faces yourself (physical dice), in the order they are rolled: 3,4,1
cli-help-keeper-roll-json = Print the resolve-protocol answer as JSON
cli-help-keeper-roll-game = The BCDice game for BCDice-style commands such as CC(1)<=50: Cthulhu7th (default) or Cthulhu
cli-help-keeper-roll-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG

cli-about-keeper-prob = Show the exact probability of every outcome of a dice expression
cli-long-about-keeper-prob = Show the exact probability of every outcome of a dice expression: a table with exact fractions, P(≤ x), P(≥ x) and a bar chart, then the mean and standard deviation. Exploding dice are cut at a depth (9 extra dice by default) and the mass that was cut is reported.

    Exit codes: 0 success, 2 bad input, 1 internal error.
cli-help-keeper-prob-expr = The dice expression, e.g. 3d6, 4d6kh3 or 2d20kh1+5
cli-help-keeper-prob-json = Print the resolve-protocol answer as JSON
cli-help-keeper-prob-svg = Also write the chart as an SVG file
cli-help-keeper-prob-png = Also write the chart as a PNG file
cli-help-keeper-prob-explode-depth = Most extra dice one exploding die may add (default 9)
cli-help-keeper-prob-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG

cli-about-keeper-resolve = Answer resolve-protocol requests, one JSON object per line
cli-long-about-keeper-resolve = Answer resolve-protocol requests: one JSON object per line in, one answer line per request out, in order. A bad line gets its error answer and the next line is read. Reads standard input when no file is given.

    Exit codes: 0 when every line was answered (errors included), 2 when the file cannot be opened, 1 on an internal error.
cli-help-keeper-resolve-file = A JSON Lines file of requests (standard input when absent)
cli-help-keeper-resolve-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG

cli-roll-other-game = it is a command of the BCDice game { $game }: add --game { $game }
cli-bcdice-check = { $command }: rolled { $rolls } → { $total }: { $judgement }
cli-bcdice-roll = { $command }: rolled { $rolls } → { $total }
cli-bcdice-burst = { $command }: rolled { $rolls } → { $hits ->
    [one] one hit
   *[other] { $hits } hits
}, { $impales ->
    [one] one impale
   *[other] { $impales } impales
}, { $remaining ->
    [one] one round left
   *[other] { $remaining } rounds left
}
cli-bcdice-jammed = , jammed
cli-bcdice-secret = {" "}(secret roll)
cli-bcdice-critical = critical
cli-bcdice-critical-special = critical (special)
cli-bcdice-special = special success
cli-bcdice-extreme = extreme success
cli-bcdice-hard = hard success
cli-bcdice-regular = regular success
cli-bcdice-success = success
cli-bcdice-automatic-success = automatic success
cli-bcdice-failure = failure
cli-bcdice-automatic-failure = automatic failure
cli-bcdice-fumble = fumble
cli-bcdice-malfunction = malfunction
cli-bcdice-fumble-malfunction = fumble and malfunction

cli-prob-title = { $expr }: exact distribution, { $outcomes ->
    [one] one outcome
   *[other] { $outcomes } outcomes
}
cli-prob-outcome = outcome
cli-prob-probability = probability
cli-prob-percent = %
cli-prob-at-most = ≤ x
cli-prob-at-least = ≥ x
cli-prob-summary = mean { $mean } ({ $mean_decimal }), standard deviation { $std_dev }
cli-prob-summary-decimal = mean { $mean_decimal }, standard deviation { $std_dev }
cli-prob-cut = exploding dice were cut after { $depth } extra dice: the cut histories have probability { $cut } in all

cli-chart-x-label = outcome
cli-chart-y-label = probability (%)

cli-error-io = input/output error: { $error }
cli-error-open = cannot open { $path }: { $error }
cli-error-sheet-json = the sheet { $path } is not valid JSON: { $error }
cli-error-bad-face = --dice: "{ $face }" is not a whole number: give the faces as whole numbers, such as 3,4,1
cli-error-chart = cannot write the chart { $path }: { $error }

## keeper chthonian (crates/cli/src/chthonian.rs).

cli-about-keeper-chthonian = Chthonian: d12 + Traits rolls, contests and Excursionist sheets, with exact odds
cli-help-keeper-chthonian-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG

cli-about-keeper-chthonian-roll = A standard roll: d12 plus Traits against a Difficulty (Outcome 0 or more succeeds)
cli-long-about-keeper-chthonian-roll = A standard roll: d12 plus every Trait, minus the Difficulty, is the Outcome; 0 or more succeeds. Each named Trait counts once. The exact odds are shown first.

    Example: keeper chthonian roll --trait "Ex-Detective 2" --trait "Quality -3" --difficulty 11

    Exit codes: 0 success, 2 bad input, 1 internal error.
cli-help-keeper-chthonian-roll-traits = A Trait as "Name rating" ("Ex-Detective 2", "Quality -3") or a bare modifier (-3); repeat for each Trait
cli-help-keeper-chthonian-roll-difficulty = The Difficulty (8 is average; 3 more or less for harder or easier tasks)
cli-help-keeper-chthonian-roll-seed = Make the roll reproducible: the same seed gives the same dice everywhere
cli-help-keeper-chthonian-roll-dice = Supply the d12 yourself (a physical die): 8
cli-help-keeper-chthonian-roll-json = Print the resolve-protocol answer as JSON
cli-help-keeper-chthonian-roll-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG

cli-about-keeper-chthonian-contest = A contest: every side rolls d12 plus its Traits, the highest wins
cli-long-about-keeper-chthonian-contest = A contest: every side rolls d12 plus its Traits; the highest wins and the Outcome is the highest minus the second highest. A named Trait counts once in the whole contest, for the first side that lists it. With --difficulty it is a complex contest: each side rolls against the Difficulty and only an Outcome above 0 can win. Each side's exact chance to win is shown first.

    Example: keeper chthonian contest --side "Walter: Powerful 1, Ex-Detective 2" --side "mulk: Inhuman Strength 3, Tough Hide 1"

    Exit codes: 0 success, 2 bad input, 1 internal error.
cli-help-keeper-chthonian-contest-sides = A side as "label: Trait rating, Trait rating" (the label is optional; "cop:" has no Traits); at least two
cli-help-keeper-chthonian-contest-tie = What a tie for the highest does: allow (nobody wins) or break (the higher Trait total wins, then roll again)
cli-help-keeper-chthonian-contest-difficulty = Make it a complex contest against this Difficulty (everybody may fail)
cli-help-keeper-chthonian-contest-seed = Make the rolls reproducible: the same seed gives the same dice everywhere
cli-help-keeper-chthonian-contest-dice = Supply the d12s yourself, one per side in order, then any tie-breaking rerolls: 6,8
cli-help-keeper-chthonian-contest-json = Print the resolve-protocol answer as JSON
cli-help-keeper-chthonian-contest-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG

cli-about-keeper-chthonian-sheet = Check an Excursionist sheet (JSON) and show its Traits, Terrible Insight, Practicality, Cognizance and Nodules
cli-long-about-keeper-chthonian-sheet = Check an Excursionist sheet and show it. The sheet is JSON: {"{"}"format": "keeper-chthonian-sheet", "version": 1, "name", "style" (pulp, weird or shocking), "ti", "nodules", "traits", "factors", "events"{"}"}; the events are applied in order after the rest. docs/protocol.md describes every field.

    Exit codes: 0 success, 2 bad input, 1 internal error.
cli-help-keeper-chthonian-sheet-file = The sheet, a JSON file
cli-help-keeper-chthonian-sheet-json = Print the resolve-protocol answer as JSON
cli-help-keeper-chthonian-sheet-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG

cli-chthonian-odds-roll = odds: success { $p }
cli-chthonian-odds-contest = odds: { $list }
cli-chthonian-nobody = nobody { $p }
cli-chthonian-roll = { $breakdown } = { $total } against Difficulty { $difficulty }: Outcome { $outcome }, { $success ->
    [yes] success
   *[no] failure
}
cli-chthonian-complex-side = {" "}= { $total }: Outcome { $outcome }
cli-chthonian-side-name = side { $n }
cli-chthonian-ignored = {"  "}already counted in this roll: { $list }
cli-chthonian-reroll = tie, roll again ({ $n }): { $list }
cli-chthonian-winner = { $side } wins, Outcome { $outcome }{ $how ->
    [traits] {" "}(the tie goes to the higher Trait total)
    [reroll] {" "}(after rolling again)
   *[none] {""}
}
cli-chthonian-tie = a tie: nobody wins, Outcome 0
cli-chthonian-complex-nobody = nobody succeeds
cli-chthonian-sheet-ti = Terrible Insight { $ti }: { $boxes }
cli-chthonian-sheet-derived = Practicality { $practicality }, Cognizance { $cognizance }
cli-chthonian-sheet-nodules = Nodules { $nodules }
cli-chthonian-sheet-no-story = no Story running (no Nodules)
cli-error-chthonian-trait = --trait "{ $text }": write a Trait as a name and a signed rating, such as "Ex-Detective 2" or "Quality -3", or a bare modifier such as -3

## keeper forum and keeper classic (crates/cli/src/classic.rs).

cli-about-keeper-forum = The forum's [roll] tag: roll the tags of a post
cli-help-keeper-forum-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-forum-roll = Read a post on standard input, roll every [roll="d6"]2[/roll] tag once and print the post with the results (BBCode, safe to embed in HTML)
cli-long-about-keeper-forum-roll = Read a post on standard input and roll every [roll="dF"]N[/roll] tag once, in order. The post is printed as BBCode with each tag replaced by its dice and total; everything the poster typed is escaped, so the output is safe to embed in HTML. A malformed tag (no quotes, unknown die, a count of 0 or above 100, unclosed, nested) is never rolled: it is reported on standard error with its 0-based character offset, and the exit status is 2. A post holds at most 50 tags and 500 dice.

    Example: echo 'I attack! [roll="d6"]2[/roll]' | keeper forum roll
cli-help-keeper-forum-roll-plain = Print plain text instead of BBCode
cli-help-keeper-forum-roll-seed = Make the rolls reproducible: the same seed gives the same dice everywhere
cli-help-keeper-forum-roll-dice = Supply the faces yourself, tag by tag in order (a d3 is a d6 face): 3,5
cli-help-keeper-forum-roll-json = Print the resolve-protocol answer as JSON
cli-help-keeper-forum-roll-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-forum-tag-error = tag at character { $start } ({ $tag }): { $message }
cli-forum-not-rolled = { $count ->
    [one] one malformed tag was not rolled
   *[other] { $count } malformed tags were not rolled
}

cli-about-keeper-classic = Classic Call of Cthulhu: checks, resistance, Sanity, combat, damage, healing, experience, sheets and conversion to 7th edition
cli-help-keeper-classic-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-classic-check = A d100 against a skill or characteristic×5: 01 critical, 1/5 special, 02–05 always succeed, 96–99 always fail, 100 fumbles
cli-help-keeper-classic-check-value = The chance in percent (a skill, or a characteristic × 5)
cli-help-keeper-classic-check-modifier = The Keeper's modifier in percentiles (+20, -10)
cli-help-keeper-classic-check-seed = Make the roll reproducible: the same seed gives the same dice everywhere
cli-help-keeper-classic-check-dice = Supply the d100 yourself (1 to 100): 42
cli-help-keeper-classic-check-json = Print the resolve-protocol answer as JSON
cli-help-keeper-classic-check-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-classic-resistance = The resistance table: active against passive, 50% + 5% per point of difference, ±10 automatic
cli-help-keeper-classic-resistance-active = The active characteristic (or skill)
cli-help-keeper-classic-resistance-passive = The passive characteristic (or skill)
cli-help-keeper-classic-resistance-seed = Make the roll reproducible: the same seed gives the same dice everywhere
cli-help-keeper-classic-resistance-dice = Supply the d100 yourself (1 to 100): 42
cli-help-keeper-classic-resistance-json = Print the resolve-protocol answer as JSON
cli-help-keeper-classic-resistance-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-classic-sanity = A Sanity roll: d100 against SAN, losing the smaller or larger amount, with temporary, indefinite and permanent insanity
cli-help-keeper-classic-sanity-san = Current Sanity
cli-help-keeper-classic-sanity-loss = The loss as success/failure dice: 0/1D6, 1/1D4+1
cli-help-keeper-classic-sanity-int = INT, for the INT×5 roll after a loss of 5 or more
cli-help-keeper-classic-sanity-seed = Make the rolls reproducible: the same seed gives the same dice everywhere
cli-help-keeper-classic-sanity-dice = Supply the faces yourself: the d100, the loss dice, then the INT×5 d100: 80,4
cli-help-keeper-classic-sanity-json = Print the resolve-protocol answer as JSON
cli-help-keeper-classic-sanity-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-classic-check-line = { $total } against { $chance }%: { $level } (odds of success { $odds })
cli-classic-resistance-line = { $total } against { $chance }%: { $level }
cli-classic-resistance-automatic = automatic, no roll: success { $success } ({ $chance }%)
cli-classic-insanity-kind = { $kind ->
    [temporary] temporary
    [indefinite] indefinite
    [permanent] permanent
   *[other] { $kind }
}
cli-classic-sanity-line = { $total }: { $level }; lost { $lost }, Sanity now { $san }; insanity: { $insanity }

## keeper coc7 (crates/cli/src/coc7.rs).
cli-about-keeper-coc7 = Call of Cthulhu 7th edition: checks, Sanity rolls, melee, investigators and sheets, with exact odds
cli-help-keeper-coc7-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-coc7-check = A skill or characteristic check: percentile dice against the value, with success levels, difficulty and bonus or penalty dice
cli-long-about-keeper-coc7-check = A skill or characteristic check: percentile dice against the value. 01 is a Critical; 100 (and 96–99 when the number needed is below 50) a Fumble; otherwise Extreme at a fifth, Hard at half, Regular at the value. Bonus and penalty dice cancel, at most two remain. The exact odds of every level are shown first.
    Example: keeper coc7 check 45 --hard --bonus 1
    Exit codes: 0 success, 2 bad input, 1 internal error.
cli-help-keeper-coc7-check-value = The skill or characteristic value
cli-help-keeper-coc7-check-hard = Hard difficulty: roll at most half the value
cli-help-keeper-coc7-check-extreme = Extreme difficulty: roll at most a fifth of the value
cli-help-keeper-coc7-check-bonus = Bonus dice (an extra tens die each, the lowest kept)
cli-help-keeper-coc7-check-penalty = Penalty dice (an extra tens die each, the highest kept)
cli-help-keeper-coc7-check-push = Push the roll if it fails: roll once more (the Keeper may impose a dire consequence on a failed push)
cli-help-keeper-coc7-check-seed = Make the roll reproducible: the same seed gives the same dice everywhere
cli-help-keeper-coc7-check-dice = Supply the faces yourself: the tens dice (0–9), then the units die (0–9): 4,2,4
cli-help-keeper-coc7-check-json = Print the resolve-protocol answer as JSON
cli-help-keeper-coc7-check-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-coc7-sanity = A Sanity roll: percentile dice against SAN, the loss, the INT roll on a loss of 5 or more, and insanity
cli-long-about-keeper-coc7-sanity = A Sanity roll: percentile dice against current SAN; success loses the left side of the loss, failure the right side, a fumble the right side's maximum. Losing 5 or more asks an INT roll: success is temporary insanity for 1D10 hours, failure an involuntary action. Losing a fifth of the day's starting SAN in one day is indefinite insanity; SAN 0 is permanent. The exact distribution of the loss is shown first.
    Example: keeper coc7 sanity --san 50 --int 60 1/1D6
    Exit codes: 0 success, 2 bad input, 1 internal error.
cli-help-keeper-coc7-sanity-san = Current Sanity
cli-help-keeper-coc7-sanity-int = INT, for the roll after a loss of 5 or more
cli-help-keeper-coc7-sanity-loss = The loss as success/failure: 0/1D6, 1/1D4+1, 1D10/1D100
cli-help-keeper-coc7-sanity-day-start-san = SAN at the start of the game day (default: the current SAN)
cli-help-keeper-coc7-sanity-lost-today = SAN already lost this game day (default 0)
cli-help-keeper-coc7-sanity-seed = Make the rolls reproducible: the same seed gives the same dice everywhere
cli-help-keeper-coc7-sanity-dice = Supply the faces yourself: the SAN roll's tens and units, the loss dice, the INT roll, the 1D10 hours: 7,2,5
cli-help-keeper-coc7-sanity-json = Print the resolve-protocol answer as JSON
cli-help-keeper-coc7-sanity-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-coc7-melee = A melee exchange: the attacker's Fighting against the defender's Dodge or fight back, then the damage
cli-long-about-keeper-coc7-melee = A melee exchange. Against a dodge, the attacker needs a strictly higher success level to hit; against fight back, the defender needs a strictly higher level to win, and then deals normal damage. An Extreme or Critical attack deals the weapon's and damage bonus's maxima, plus one more roll of an impaling weapon. Weapons are dice expressions or the names of K4 (unarmed, small_knife, machete, small_club, baseball_bat, handgun, shotgun, rifle). The exact odds are shown first.
    Example: keeper coc7 melee --attack 40 --weapon 1D6 --db +1D4 --defend 60
    Exit codes: 0 success, 2 bad input, 1 internal error.
cli-help-keeper-coc7-melee-attack = The attacker's Fighting skill
cli-help-keeper-coc7-melee-weapon = The attacker's weapon: dice (1D6) or a K4 name (machete)
cli-help-keeper-coc7-melee-db = The attacker's damage bonus: +1D4, -1, 0
cli-help-keeper-coc7-melee-impaling = The attacker's weapon impales (blades, bullets)
cli-help-keeper-coc7-melee-bonus = The attacker's bonus dice
cli-help-keeper-coc7-melee-penalty = The attacker's penalty dice
cli-help-keeper-coc7-melee-defend = The defender's Dodge (or Fighting with --fight-back)
cli-help-keeper-coc7-melee-fight-back = The defender fights back instead of dodging
cli-help-keeper-coc7-melee-defender-weapon = The fighting-back defender's weapon (default 1D3)
cli-help-keeper-coc7-melee-defender-db = The fighting-back defender's damage bonus (default 0)
cli-help-keeper-coc7-melee-defender-bonus = The defender's bonus dice
cli-help-keeper-coc7-melee-defender-penalty = The defender's penalty dice
cli-help-keeper-coc7-melee-outnumbered = The defender already fought back or dodged this round: the attacker gets a bonus die
cli-help-keeper-coc7-melee-seed = Make the rolls reproducible: the same seed gives the same dice everywhere
cli-help-keeper-coc7-melee-dice = Supply the faces yourself: the attacker's tens and units, the defender's, then the damage dice: 0,3,2,0
cli-help-keeper-coc7-melee-json = Print the resolve-protocol answer as JSON
cli-help-keeper-coc7-melee-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-coc7-investigator = Investigators
cli-help-keeper-coc7-investigator-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-coc7-investigator-new = Create an investigator by the quick-start steps and show the sheet
cli-long-about-keeper-coc7-investigator-new = Create an investigator by the quick-start steps: the characteristics (the array 40, 50, 50, 50, 60, 60, 70, 80 in any order, or rolled values with --rolled), an occupation with nine values 70, 60, 60, 50, 50, 50, 40, 40, 40 for its eight skills and Credit Rating, four personal interests (+20 each), Luck (3D6×5 unless given). Every broken rule is reported with its field and rule id.
    Example: keeper coc7 investigator new --name Brian --occupation Soldier --char STR=60,CON=60,POW=50,DEX=80,APP=40,SIZ=70,INT=50,EDU=50 --skill Climb=60 --skill "Credit Rating=40" … --interest Jump …
    Exit codes: 0 success, 2 bad input, 1 internal error.
cli-help-keeper-coc7-investigator-new-name = The investigator's name
cli-help-keeper-coc7-investigator-new-occupation = A quick-start occupation (Antiquarian, Author, Dilettante, Doctor of Medicine, Journalist, Police Detective, Private Investigator, Professor) or any other name for a custom one
cli-help-keeper-coc7-investigator-new-characteristics = Characteristics as CHAR=N, comma-separated or repeated: STR=60,CON=50
cli-help-keeper-coc7-investigator-new-rolled = The rolled method (3D6×5; SIZ, INT, EDU (2D6+6)×5) instead of the quick-start array: without --char the characteristics are rolled here (with --dice or --seed), with --char they are the values you rolled
cli-help-keeper-coc7-investigator-new-skills = An occupation skill (or Credit Rating) as SKILL=N; nine in all
cli-help-keeper-coc7-investigator-new-interests = A personal interest (base + 20); four in all
cli-help-keeper-coc7-investigator-new-luck = Luck (rolled 3D6×5 when absent)
cli-help-keeper-coc7-investigator-new-out = Also write the sheet (JSON, format keeper-coc7-sheet) to this file
cli-help-keeper-coc7-investigator-new-markdown = Show the sheet as Markdown
cli-help-keeper-coc7-investigator-new-seed = Make the rolls (Luck, and the characteristics with --rolled) reproducible: the same seed gives the same dice everywhere
cli-help-keeper-coc7-investigator-new-dice = Supply the faces yourself: with --rolled and no --char, the d6s of each characteristic in the order STR, CON, POW, DEX, APP, SIZ, INT, EDU (three each, two for SIZ, INT, EDU), then the 3D6 of Luck unless --luck is given; otherwise the 3D6 of Luck: 3,5,2
cli-help-keeper-coc7-investigator-new-json = Print the resolve-protocol answer as JSON (with --rolled and no --char, the characteristics answer comes first, one line each)
cli-help-keeper-coc7-investigator-new-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-coc7-sheet = Show an investigator sheet (keeper JSON or a Dhole's House export) with half and fifth values
cli-long-about-keeper-coc7-sheet = Show an investigator sheet: a keeper sheet (format keeper-coc7-sheet, version 1, with its events applied) or a Dhole's House JSON export, which is imported tolerantly. Values are written as 45 (22/9): full, half, fifth.
    Exit codes: 0 success, 2 bad input, 1 internal error.
cli-help-keeper-coc7-sheet-file = The sheet, a JSON file
cli-help-keeper-coc7-sheet-markdown = Show the sheet as Markdown
cli-help-keeper-coc7-sheet-dholes = Also write the sheet as a Dhole's House export to this file
cli-help-keeper-coc7-sheet-json = Print the resolve-protocol answer as JSON
cli-help-keeper-coc7-sheet-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-coc7-check-odds = odds: success { $success }; { $levels }
cli-coc7-check-line = rolled { $total } (tens { $tens }, units { $units }) against { $value } ({ $difficulty }): { $level }{ $success ->
    [yes] {""}
   *[no] {", the difficulty is not met"}
}
cli-coc7-pushed = pushed:
cli-coc7-pushed-failure = the pushed roll failed: the Keeper may impose a dire consequence
cli-coc7-luck-needed = { $luck } Luck points would turn it into a success (if the game spends Luck)
cli-coc7-sanity-odds = odds: success { $success }; SAN lost: { $lost }
cli-coc7-sanity-line = rolled { $total } against SAN { $san_before }: { $level }; lost { $lost }, Sanity now { $san }
cli-coc7-int-roll = INT roll: { $total } against { $int }: { $level }
cli-coc7-bout = { $bout ->
    [temporary] temporary insanity for { $hours } hours
   *[involuntary] the Keeper takes over the next action (an involuntary act)
}
cli-coc7-indefinite = a fifth of the day's Sanity is lost: indefinite insanity
cli-coc7-permanent = Sanity 0: permanent insanity
cli-coc7-melee-odds = odds: attacker wins { $attacker }, defender wins { $defender }, nobody { $none }; extreme damage { $extreme }
cli-coc7-melee-side = { $side }: rolled { $total } against { $value }: { $level }
cli-coc7-melee-result = { $winner ->
    [attacker] the attacker wins
    [defender] the defender wins
   *[none] nobody wins
}{ $winner ->
    [none] {""}
   *[other] , { $damage } damage{ $extreme ->
        [yes] {" "}(extreme)
       *[no] {""}
    }
}
cli-coc7-sheet-derived = HP { $hp }/{ $max_hp }  MP { $mp }/{ $max_mp }  SAN { $san }/{ $max_san }  Luck { $luck }  Damage Bonus { $db }  Build { $build }  Credit Rating: { $band }
cli-coc7-sheet-skills = Skills
cli-coc7-sheet-weapons = Weapons
cli-coc7-weapon = { $name }: { $skill } { $value }, damage { $damage }, range { $range }, { $per_round } per round, rounds { $ammo }, malfunction { $malfunction }
cli-coc7-condition = { $condition ->
    [major_wound] major wound
    [unconscious] unconscious
    [dying] dying
    [needs_medicine] needs Medicine
    [dead] dead
    [indefinite] indefinitely insane
   *[permanent] permanently insane
}
cli-coc7-temporary = temporarily insane ({ $hours } hours)
cli-error-coc7-pair = "{ $text }": write it as NAME=VALUE, such as "Spot Hidden=45" or STR=60
cli-error-write = cannot write { $path }: { $error }
cli-coc7-wizard-name = Name:
cli-coc7-wizard-occupation = Occupation (Antiquarian, Author, Dilettante, Doctor of Medicine, Journalist, Police Detective, Private Investigator, Professor, or any other for a custom one):
cli-coc7-wizard-characteristics = Assign 40, 50, 50, 50, 60, 60, 70 and 80 to the characteristics, one each.
cli-coc7-wizard-char = { $char }:
cli-coc7-wizard-skills = Name the skill for each occupation value: eight occupation skills and Credit Rating.
cli-coc7-wizard-skill = Skill for { $value }:
cli-coc7-wizard-interests = Four personal interests (each base + 20), not occupation skills.
cli-coc7-wizard-interest = Interest { $n }:
## keeper coc7 opposed, luck, damage, heal (crates/cli/src/coc7.rs).
cli-about-keeper-coc7-opposed = An opposed roll: both sides roll, the better success level wins (R7)
cli-long-about-keeper-coc7-opposed = An opposed roll: both sides roll percentile dice against their values; Critical beats Extreme beats Hard beats Regular beats Failure. Equal levels: the higher value wins; equal values: both roll 1D100 again (no bonus or penalty dice) and the lower wins, repeated while equal. Both failing: nobody wins. The exact odds are shown first.
    Example: keeper coc7 opposed 55 65 --a-penalty 1
    Exit codes: 0 success, 2 bad input, 1 internal error.
cli-help-keeper-coc7-opposed-a = Side A's skill or characteristic value
cli-help-keeper-coc7-opposed-b = Side B's skill or characteristic value
cli-help-keeper-coc7-opposed-a-bonus = Side A's bonus dice
cli-help-keeper-coc7-opposed-a-penalty = Side A's penalty dice
cli-help-keeper-coc7-opposed-b-bonus = Side B's bonus dice
cli-help-keeper-coc7-opposed-b-penalty = Side B's penalty dice
cli-help-keeper-coc7-opposed-seed = Make the rolls reproducible: the same seed gives the same dice everywhere
cli-help-keeper-coc7-opposed-dice = Supply the faces yourself: A's tens and units, B's tens and units, then any tie-break rolls: 2,4,1,5,1
cli-help-keeper-coc7-opposed-json = Print the resolve-protocol answer as JSON
cli-help-keeper-coc7-opposed-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-coc7-luck = A Luck roll (R8), or a group Luck roll made by the lowest Luck
cli-long-about-keeper-coc7-luck = A Luck roll: percentile dice against current Luck. With several values it is a group Luck roll: the present investigator with the lowest Luck rolls. The exact odds are shown first.
    Example: keeper coc7 luck 50; keeper coc7 luck 60 35 70
    Exit codes: 0 success, 2 bad input, 1 internal error.
cli-help-keeper-coc7-luck-luck = Current Luck; several values for a group Luck roll
cli-help-keeper-coc7-luck-hard = Hard difficulty: roll at most half the Luck
cli-help-keeper-coc7-luck-extreme = Extreme difficulty: roll at most a fifth of the Luck
cli-help-keeper-coc7-luck-bonus = Bonus dice (an extra tens die each, the lowest kept)
cli-help-keeper-coc7-luck-penalty = Penalty dice (an extra tens die each, the highest kept)
cli-help-keeper-coc7-luck-seed = Make the roll reproducible: the same seed gives the same dice everywhere
cli-help-keeper-coc7-luck-dice = Supply the faces yourself: the tens dice (0–9), then the units die (0–9): 4,9
cli-help-keeper-coc7-luck-json = Print the resolve-protocol answer as JSON
cli-help-keeper-coc7-luck-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-coc7-damage = One hit of damage: major wound, unconsciousness, dying and death (H1–H5, H8)
cli-long-about-keeper-coc7-damage = One hit of damage, given as a number, a severity of the "other damage" table (H8) or a dice expression. A hit of half the maximum HP or more is a major wound (a CON roll or unconscious, unless HP reach 0); 0 HP is unconsciousness, and dying with a major wound; a hit of the maximum HP or more kills outright.
    Example: keeper coc7 damage 7 --max-hp 12 --hp 5 --con 50
    Exit codes: 0 success, 2 bad input, 1 internal error.
cli-help-keeper-coc7-damage-amount = The damage of the hit
cli-help-keeper-coc7-damage-severity = Roll the damage of a severity of H8: minor (1D3), moderate (1D6), severe (1D10), deadly (2D10), terminal (4D10), splat (8D10)
cli-help-keeper-coc7-damage-expr = Roll the damage of a dice expression: 1D10
cli-help-keeper-coc7-damage-con = CON, for the roll after a major wound
cli-help-keeper-coc7-damage-max-hp = Maximum Hit Points
cli-help-keeper-coc7-damage-hp = Current Hit Points (default: the maximum)
cli-help-keeper-coc7-damage-major-wound = A major wound is already open
cli-help-keeper-coc7-damage-unconscious = Already unconscious
cli-help-keeper-coc7-damage-dying = Already dying
cli-help-keeper-coc7-damage-needs-medicine = First Aid stopped the dying; Medicine is still needed
cli-help-keeper-coc7-damage-first-aid-given = First Aid already succeeded on the current wound
cli-help-keeper-coc7-damage-seed = Make the rolls reproducible: the same seed gives the same dice everywhere
cli-help-keeper-coc7-damage-dice = Supply the faces yourself: the damage dice, then the CON roll's tens and units: 6,8,0
cli-help-keeper-coc7-damage-json = Print the resolve-protocol answer as JSON
cli-help-keeper-coc7-damage-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-coc7-heal = Healing: First Aid, Medicine, a day or a week of rest, or a dying character's CON roll (H4, H6, H7)
cli-long-about-keeper-coc7-heal = Healing. first-aid (with --skill): 1 HP, or on a dying character it stops the dying; once per wound. medicine (with --skill): 1D3 HP, and it takes an hour with the necessary equipment and supplies (--no-equipment refuses it); on a stabilized dying character it allows the weekly healing roll. day: 1 HP without a major wound. week (with --con): a CON roll with a major wound, +1D3, or +2D3 and the wound closed on an Extreme. dying-round (with --con): the CON roll at the end of a round, or death. The odds of the roll are shown first.
    Example: keeper coc7 heal week --con 50 --max-hp 12 --hp 2 --major-wound
    Exit codes: 0 success, 2 bad input, 1 internal error.
cli-help-keeper-coc7-heal-treatment = first-aid, medicine, day, week or dying-round
cli-help-keeper-coc7-heal-skill = The First Aid or Medicine skill of whoever treats
cli-help-keeper-coc7-heal-con = CON, for the week's healing roll and a dying character's roll
cli-help-keeper-coc7-heal-no-equipment = Medicine without the necessary equipment and supplies, or in less than an hour: refused (H7)
cli-help-keeper-coc7-heal-max-hp = Maximum Hit Points
cli-help-keeper-coc7-heal-hp = Current Hit Points (default: the maximum)
cli-help-keeper-coc7-heal-major-wound = A major wound is open
cli-help-keeper-coc7-heal-unconscious = Unconscious
cli-help-keeper-coc7-heal-dying = Dying
cli-help-keeper-coc7-heal-needs-medicine = First Aid stopped the dying; Medicine is still needed
cli-help-keeper-coc7-heal-first-aid-given = First Aid already succeeded on the current wound (it works once per wound)
cli-help-keeper-coc7-heal-seed = Make the rolls reproducible: the same seed gives the same dice everywhere
cli-help-keeper-coc7-heal-dice = Supply the faces yourself: the roll's tens and units, then the 1D3 (or 2D3): 0,5,1,2
cli-help-keeper-coc7-heal-json = Print the resolve-protocol answer as JSON
cli-help-keeper-coc7-heal-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-coc7-opposed-odds = odds: A wins { $a }, B wins { $b }, nobody { $none }
cli-coc7-tie-break = tie-break: A { $a }, B { $b }
cli-coc7-opposed-winner = { $winner ->
    [a] A wins
    [b] B wins
   *[none] nobody wins
}
cli-coc7-group-luck-roller = the lowest Luck rolls: investigator { $n } (Luck { $luck })
cli-coc7-damage-line = { $amount } damage{ $major ->
    [yes] {": a major wound"}
   *[no] {""}
}
cli-coc7-health = HP { $hp }/{ $max_hp }{ $conditions ->
    [none] {""}
   *[other] {"; "}{ $conditions }
}
cli-coc7-events = events: { $events }

## keeper classic: damage, heal, experience, attack, convert, sheet (crates/cli/src/classic.rs).
cli-about-keeper-classic-damage = Roll a weapon's damage and the damage bonus; a special (1/5) hit with a pointed weapon impales and rolls the weapon twice (K5, K6)
cli-help-keeper-classic-damage-weapon = The weapon's damage as dice: 1D8+1, 1D6 (a 1D3 is read from a d6)
cli-help-keeper-classic-damage-db = The damage bonus: +1D4, -1D6, +2D6 or 0 (default none)
cli-help-keeper-classic-damage-special = The attack was a special success (1/5 of the chance, or 01)
cli-help-keeper-classic-damage-pointed = A pointed (impaling) weapon: a special doubles its dice
cli-help-keeper-classic-damage-thrown = A thrown object: only half the damage bonus (1D6 becomes 1D3)
cli-help-keeper-classic-damage-seed = Make the rolls reproducible: the same seed gives the same dice everywhere
cli-help-keeper-classic-damage-dice = Supply the faces yourself: the weapon's dice, the second roll when impaling, then the bonus: 5,7,2
cli-help-keeper-classic-damage-json = Print the resolve-protocol answer as JSON
cli-help-keeper-classic-damage-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-classic-heal = Healing: First Aid or Medicine (1D3 at once on a success), or a week of rest (1D3, 2D3 more under medical care) (H1, H2)
cli-help-keeper-classic-heal-kind = first-aid, medicine (needs --equipment) or week
cli-help-keeper-classic-heal-skill = The healer's First Aid or Medicine skill in percent
cli-help-keeper-classic-heal-equipment = The healer has medical equipment (Medicine needs it)
cli-help-keeper-classic-heal-medical-care = A week under medical care: 2D3 more
cli-help-keeper-classic-heal-seed = Make the rolls reproducible: the same seed gives the same dice everywhere
cli-help-keeper-classic-heal-dice = Supply the faces yourself: the d100, then a d6 for each 1D3: 20,6
cli-help-keeper-classic-heal-json = Print the resolve-protocol answer as JSON
cli-help-keeper-classic-heal-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-classic-experience = An experience check: a d100 above the skill adds 1D10, and 2D6 Sanity when the skill passes 90% (T6, N3)
cli-help-keeper-classic-experience-skill = The skill in percent before the check
cli-help-keeper-classic-experience-seed = Make the rolls reproducible: the same seed gives the same dice everywhere
cli-help-keeper-classic-experience-dice = Supply the faces yourself: the d100, the 1D10, then the 2D6: 95,5,3,4
cli-help-keeper-classic-experience-json = Print the resolve-protocol answer as JSON
cli-help-keeper-classic-experience-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-classic-attack = One attack of a combat round and its parry or dodge, with the −30% for each earlier defence, advanced blocking and impaling (K2–K6)
cli-help-keeper-classic-attack-chance = The attacker's chance in percent
cli-help-keeper-classic-attack-weapon = The weapon's damage as dice (default 1D6, the forum's Brawl)
cli-help-keeper-classic-attack-db = The attacker's damage bonus: +1D4, -1D6 or 0 (default none)
cli-help-keeper-classic-attack-pointed = A pointed (impaling) weapon
cli-help-keeper-classic-attack-thrown = A thrown object: half the damage bonus
cli-help-keeper-classic-attack-incoming = What the attack is: melee (a weapon), unarmed or missile
cli-help-keeper-classic-attack-parry = The defender parries at this chance (the parrying weapon's attack chance)
cli-help-keeper-classic-attack-dodge = The defender dodges at this chance
cli-help-keeper-classic-attack-earlier = Defences the defender already made this round (−30% each)
cli-help-keeper-classic-attack-shield = The parry is made with a shield (it stops missiles on any success)
cli-help-keeper-classic-attack-bare-handed = The parry is bare-handed (against a weapon it also needs DEX×5)
cli-help-keeper-classic-attack-dex = The defender's DEX, for a bare-handed parry's DEX×5 roll
cli-help-keeper-classic-attack-plain-rules = Play without the forum's house rules (no advanced blocking)
cli-help-keeper-classic-attack-seed = Make the rolls reproducible: the same seed gives the same dice everywhere
cli-help-keeper-classic-attack-dice = Supply the faces yourself: the attack d100, the defence d100, the DEX×5 d100, then the damage: 5,30,5,7,2
cli-help-keeper-classic-attack-json = Print the resolve-protocol answer as JSON
cli-help-keeper-classic-attack-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-classic-convert = Convert a classic investigator to 7th edition: characteristics × 5, Luck rolled anew (3D6 × 5), HP, damage bonus and Build (A3)
cli-help-keeper-classic-convert-characteristics = The eight characteristics on the 3–18 scale, in the order STR CON SIZ INT POW DEX APP EDU
cli-help-keeper-classic-convert-mp = Current Magic Points, carried over (default POW)
cli-help-keeper-classic-convert-san = Current Sanity, carried over (default POW × 5)
cli-help-keeper-classic-convert-seed = Make the rolls reproducible: the same seed gives the same dice everywhere
cli-help-keeper-classic-convert-dice = Supply the three d6 of Luck yourself: 3,4,5
cli-help-keeper-classic-convert-json = Print the resolve-protocol answer as JSON
cli-help-keeper-classic-convert-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-classic-sheet = Show a classic sheet (keeper-classic-sheet, version 1) readably: characteristics, HP, MP, Sanity, Luck, condition, skills
cli-help-keeper-classic-sheet-file = The sheet, a JSON file (format "keeper-classic-sheet", version 1; see docs/protocol.md)
cli-help-keeper-classic-sheet-markdown = Print Markdown instead of plain text
cli-help-keeper-classic-sheet-json = Print the resolve-protocol answer as JSON
cli-help-keeper-classic-sheet-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-classic-damage-line = damage { $total } (weapon { $weapon }, bonus { $bonus }; impaled { $impaled })
cli-classic-treat-line = { $total } against { $chance }%: { $level }; { $healed } HP restored
cli-classic-week-line = { $healed } HP restored this week
cli-classic-experience-line = { $total }: { $gain ->
    [0] no improvement, the skill stays { $skill }%
   *[other] +{ $gain }, the skill is now { $skill }%
}{ $sanity ->
    [0] {""}
   *[other] ; { $sanity } Sanity regained (the skill passed 90%)
}
cli-classic-attack-roll = { $total } against { $chance }%: { $level }
cli-classic-attack-line = attack: { $roll }
cli-classic-defence-line = { $response }: { $roll }
cli-classic-dex-line = DEX×5: { $roll }
cli-classic-attack-stopped = the attack is stopped
cli-classic-attack-missed = the attack misses
cli-classic-convert-line = HP { $hp }  MP { $mp }  SAN { $san }  Luck { $luck }  damage bonus { $db }  Build { $build }
cli-classic-sheet-derived = HP { $hp }/{ $max_hp }  MP { $mp }/{ $max_mp }  SAN { $san }/{ $max_san }  Luck { $luck }/{ $max_luck }  Idea { $idea }  Know { $know }  damage bonus { $db }
cli-classic-sheet-insanity = { $kind ->
    [temporary] temporarily insane
    [indefinite] indefinitely insane
   *[permanent] permanently insane
}
cli-classic-sheet-skills = Skills

## keeper coc7 firearms, maneuver, initiative, improvement, reality-check (crates/cli/src/coc7.rs).
cli-about-keeper-coc7-firearms = One round of fire: a Firearms roll per shot, with range, extra handgun shots, point blank and a target diving for cover (K6, K7)
cli-long-about-keeper-coc7-firearms = One round of fire. Each shot rolls Firearms; 2 or 3 handgun shots in one round take a penalty die each; point blank (within DEX/5 feet) gives a bonus die; the range sets the difficulty (base Regular, long Hard, very-long Extreme). A target that dives for cover rolls Dodge first: success gives the shots a penalty die, and the diver loses its next attack either way. A hit deals the weapon's damage (no damage bonus for firearms); an Extreme hit its maximum, plus one more roll with an impaling weapon. The exact odds of each shot's roll are shown before the shots.
    Example: keeper coc7 firearms 50 --shots 2 --range long
    Exit codes: 0 success, 2 bad input, 1 internal error.
cli-help-keeper-coc7-firearms-value = The shooter's Firearms skill
cli-help-keeper-coc7-firearms-weapon = The weapon: a K4 name (handgun, rifle, shotgun, shotgun_close) or dice (1D10); default handgun
cli-help-keeper-coc7-firearms-impaling = The weapon impales (a named weapon already knows)
cli-help-keeper-coc7-firearms-shots = Shots this round, 1 to 3; the second and third take a penalty die each
cli-help-keeper-coc7-firearms-point-blank = Point blank, within DEX/5 feet: a bonus die
cli-help-keeper-coc7-firearms-range = base (Regular), long (up to twice the base range: Hard) or very-long (up to four times: Extreme)
cli-help-keeper-coc7-firearms-target-dived = The target already dived for cover successfully: a penalty die
cli-help-keeper-coc7-firearms-dodge = The target dives for cover now with this Dodge: success gives a penalty die
cli-help-keeper-coc7-firearms-bonus = Bonus dice (an extra tens die each, the lowest kept)
cli-help-keeper-coc7-firearms-penalty = Penalty dice (an extra tens die each, the highest kept)
cli-help-keeper-coc7-firearms-ammo = Rounds in the weapon: each shot spends one, and more shots than rounds is refused
cli-help-keeper-coc7-firearms-seed = Make the rolls reproducible: the same seed gives the same dice everywhere
cli-help-keeper-coc7-firearms-dice = Supply the faces yourself: the Dodge roll's tens and units (with --dodge), then per shot its tens dice and units die, and its damage dice on a hit: 2,6,0,0,3,5,4
cli-help-keeper-coc7-firearms-json = Print the resolve-protocol answer as JSON
cli-help-keeper-coc7-firearms-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-coc7-maneuver = A fighting maneuver (disarm, knock down, grab and hold): Fighting (Brawl) opposed as in melee, with the Build rules (K8)
cli-long-about-keeper-coc7-maneuver = A fighting maneuver: disarm, knock down, grab and hold (a held target takes a penalty die on its actions until free). The maneuvering side rolls Fighting (Brawl) against the target's Dodge or fight back, as in melee. If its Build is smaller it takes one penalty die per point of difference (at most two); a target 3 or more Build larger cannot be maneuvered. A target that fights back and wins deals its damage. The exact odds are shown first.
    Example: keeper coc7 maneuver --attack 70 --build 0 --defend 40 --target-build 1 --fight-back
    Exit codes: 0 success, 2 bad input, 1 internal error.
cli-help-keeper-coc7-maneuver-attack = The maneuvering side's Fighting (Brawl)
cli-help-keeper-coc7-maneuver-build = The maneuvering side's Build
cli-help-keeper-coc7-maneuver-bonus = The maneuvering side's bonus dice
cli-help-keeper-coc7-maneuver-penalty = The maneuvering side's penalty dice (the Build penalty is added by the rules)
cli-help-keeper-coc7-maneuver-defend = The target's Dodge (or Fighting with --fight-back)
cli-help-keeper-coc7-maneuver-target-build = The target's Build
cli-help-keeper-coc7-maneuver-fight-back = The target fights back instead of dodging
cli-help-keeper-coc7-maneuver-defender-weapon = The fighting-back target's weapon (default 1D3)
cli-help-keeper-coc7-maneuver-defender-db = The fighting-back target's damage bonus (default 0)
cli-help-keeper-coc7-maneuver-defender-bonus = The target's bonus dice
cli-help-keeper-coc7-maneuver-defender-penalty = The target's penalty dice
cli-help-keeper-coc7-maneuver-outnumbered = The target already fought back or dodged this round: the maneuver gets a bonus die (K9)
cli-help-keeper-coc7-maneuver-seed = Make the rolls reproducible: the same seed gives the same dice everywhere
cli-help-keeper-coc7-maneuver-dice = Supply the faces yourself: the maneuvering side's tens and units, the target's, then a fighting-back winner's damage dice: 0,2,2,3,0
cli-help-keeper-coc7-maneuver-json = Print the resolve-protocol answer as JSON
cli-help-keeper-coc7-maneuver-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-coc7-initiative = The order of action in a combat round: highest DEX first, +50 for a readied firearm (K2)
cli-long-about-keeper-coc7-initiative = The order of action: highest DEX first; a readied firearm counts DEX + 50. Equal DEX: the higher combat skill goes first, then the tied combatants roll percentile dice, the lower first, again while tied.
    Example: keeper coc7 initiative Brian=80 Hugh=50 ghoul=65 --firearm Hugh --skill Brian=70
    Exit codes: 0 success, 2 bad input, 1 internal error.
cli-help-keeper-coc7-initiative-combatants = The combatants as NAME=DEX, in the order listed
cli-help-keeper-coc7-initiative-skills = A combatant's combat skill as NAME=N, for ties of DEX
cli-help-keeper-coc7-initiative-firearms = A combatant with a readied firearm (DEX + 50)
cli-help-keeper-coc7-initiative-seed = Make the rolls reproducible: the same seed gives the same dice everywhere
cli-help-keeper-coc7-initiative-dice = Supply the faces yourself: the tie-break rolls' tens and units, in the order of the tied combatants: 4,2,7,0
cli-help-keeper-coc7-initiative-json = Print the resolve-protocol answer as JSON
cli-help-keeper-coc7-initiative-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-coc7-improvement = The improvement checks at the end of a scenario: 1D100 above the skill (or 96+) adds 1D10, and 2D6 Sanity when it reaches 90 (R10)
cli-long-about-keeper-coc7-improvement = The improvement checks at the end of a scenario, for every ticked skill: roll 1D100; above the skill's value, or 96 and over, the skill gains 1D10. A skill that reaches 90 or more this way gains 2D6 Sanity. The ticks are then cleared. With --luck, the optional Luck recovery: 1D100 above current Luck gains 1D10 Luck.
    Example: keeper coc7 improvement "Spot Hidden=45" Climb=85 --luck 40
    Exit codes: 0 success, 2 bad input, 1 internal error.
cli-help-keeper-coc7-improvement-skills = The ticked skills as SKILL=N
cli-help-keeper-coc7-improvement-luck = Current Luck, for the optional Luck recovery roll
cli-help-keeper-coc7-improvement-seed = Make the rolls reproducible: the same seed gives the same dice everywhere
cli-help-keeper-coc7-improvement-dice = Supply the faces yourself: per skill its tens and units, the 1D10 when it improves, the 2D6 when it reaches 90; then the Luck roll and its 1D10: 4,3,9,0,7,3,4
cli-help-keeper-coc7-improvement-json = Print the resolve-protocol answer as JSON
cli-help-keeper-coc7-improvement-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-about-keeper-coc7-reality-check = A Reality Check: a Sanity roll that sees through a hallucination or sinks deeper (N3)
cli-long-about-keeper-coc7-reality-check = A Reality Check tests a hallucination of a temporarily insane investigator: a Sanity roll (percentile dice against current SAN, no difficulty or bonus dice). Success sees through the hallucination; failure sinks deeper into madness. No Sanity is lost. The exact odds are shown first.
    Example: keeper coc7 reality-check 45
    Exit codes: 0 success, 2 bad input, 1 internal error.
cli-help-keeper-coc7-reality-check-san = Current Sanity
cli-help-keeper-coc7-reality-check-seed = Make the rolls reproducible: the same seed gives the same dice everywhere
cli-help-keeper-coc7-reality-check-dice = Supply the faces yourself: the tens die (0–9), then the units die (0–9): 6,2
cli-help-keeper-coc7-reality-check-json = Print the resolve-protocol answer as JSON
cli-help-keeper-coc7-reality-check-lang = Language of messages and help (en, el, ru, pt-BR); defaults to LC_ALL, LC_MESSAGES or LANG
cli-coc7-dive = dive for cover: { $roll }; { $success ->
    [yes] the shots take a penalty die
   *[no] no penalty die
}; the diver loses its next attack
cli-coc7-shot = shot { $n }: { $roll }{ $hit ->
    [yes] ; { $damage } damage{ $extreme ->
        [yes] {" "}(extreme)
       *[no] {""}
    }
   *[no] {""}
}
cli-coc7-firearms-total = total damage { $damage }
cli-coc7-ammo-left = { $ammo } rounds left
cli-coc7-maneuver-odds = odds: the maneuver works { $attacker }, the target wins { $defender }, nobody { $none }
cli-coc7-build-penalty = the target's Build is larger: { $dice } penalty { $dice ->
    [one] die
   *[other] dice
}
cli-coc7-maneuver-result = { $success ->
    [yes] the maneuver succeeds
   *[no] the maneuver fails
}{ $damage ->
    [0] {""}
   *[other] ; the target deals { $damage } damage
}
cli-coc7-initiative-line = { $n }. { $name }: { $initiative }{ $firearm ->
    [yes] {" "}(DEX + 50, a readied firearm)
   *[no] {""}
}
cli-error-coc7-combatant = "{ $name }" is not one of the combatants named as NAME=DEX
cli-coc7-improvement-line = { $skill } { $value }: rolled { $roll }{ $improved ->
    [yes] , +{ $gain }: now { $after }
   *[no] , no improvement
}{ $sanity ->
    [0] {""}
   *[other] ; { $sanity } Sanity gained (the skill reached 90)
}
cli-coc7-luck-recovery = Luck recovery: rolled { $roll } against { $luck }{ $gain ->
    [0] , no gain
   *[other] , +{ $gain }: Luck now { $after }
}
cli-coc7-reality-check = { $sees ->
    [yes] the investigator sees through the hallucination
   *[no] the investigator sinks deeper into madness
}
cli-coc7-wizard-rolled = Rolled characteristics: { $characteristics }

## keeper chthonian sheet: the sheet's first line, with the Style's name (crates/cli/src/chthonian.rs).
cli-chthonian-sheet-header = { $name } ({ $style ->
    [pulp] Pulp Adventure
    [shocking] Shocking Discovery
   *[weird] Weird Tale
})

## keeper serve, keeper verify
cli-about-keeper-serve = Start the game table: the web pages, the API and the live log, on an embedded SQLite file or a PostgreSQL server
cli-help-keeper-serve-addr = Address and port to listen on
cli-help-keeper-serve-db = The database: sqlite:PATH (the default is sqlite:keeper.db in the working directory) or postgres://USER@HOST/DB
cli-about-keeper-verify = Check a game log's hash chain and recompute every roll whose seed is known
cli-help-keeper-verify-db = Check every game in this database (sqlite:PATH or postgres://…) as its owner: every body and every roll
cli-help-keeper-verify-game = Check only this game
cli-help-keeper-verify-log = Check an exported log (the JSON of GET /api/v1/games/ID/export): what its exporter could read, and the rolls of the seeds revealed
cli-serving = keeper is serving on { $url } (database { $db })
cli-error-addr = --addr "{ $addr }" is not an address: write it as HOST:PORT, such as 127.0.0.1:8080
cli-error-db = cannot open the database { $db }: { $error }
cli-error-no-game = there is no game { $game } in this database
cli-error-export = { $file } is not a keeper log export: { $error }
cli-error-verify-what = say what to verify: --db URL (a database) or --log FILE (an exported log)
cli-verify-ok = game { $game }: the chain of { $entries ->
        [one] 1 entry holds
       *[other] { $entries } entries holds
    }; { $bodies ->
        [one] 1 body matches its hash
       *[other] { $bodies } bodies match their hashes
    }; { $rolls ->
        [one] 1 roll step recomputed
       *[other] { $rolls } roll steps recomputed
    }
cli-verify-broken = game { $game }: broken at entry { $seq }: { $reason }
cli-verify-failed = verification failed: the log has been changed or does not match its seeds

## The command line's own words (what clap would print in English).
cli-usage-heading = Usage:
cli-heading-options = Options
cli-heading-arguments = Arguments
cli-heading-commands = Commands
cli-usage-options = [OPTIONS]
cli-help-flag = Print help
cli-help-flag-more = Print help (see more with '--help')
cli-help-flag-summary = Print help (see a summary with '-h')
cli-version-flag = Print version
cli-help-subcommand = Print this message or the help of the given subcommand(s)
cli-help-default = [default: { $value }]
cli-help-possible = [possible values: { $values }]
cli-usage-error = error: { $message }
cli-usage-tip = tip: { $tip }
cli-usage-more = For more information, try '{ $flag }'.
cli-usage-missing = the following required arguments were not provided: { $args }
cli-usage-unknown-argument = unexpected argument '{ $arg }' found
cli-usage-unknown-subcommand = unrecognized subcommand '{ $name }'
cli-usage-invalid-value = invalid value '{ $value }' for '{ $arg }'
cli-usage-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
cli-usage-value-count = wrong number of values for '{ $arg }'
cli-usage-missing-subcommand = '{ $name }' needs a subcommand
cli-usage-other = the command line could not be read
cli-usage-possible = possible values: { $values }
cli-usage-similar = similar names exist: { $names }
cli-error-coc7-characteristics-missing = no value for { $list }: give each characteristic with --char (STR=60,CON=50,…), or roll them with --rolled
# The database's own words, when keeper knows no better ones.
cli-error-plain = { $text }
