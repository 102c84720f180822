## The web pages (keeper-server). The web-js-* texts are shown by the page's script,
## which fills in their variables.

web-site-name = keeper
web-skip-to-content = Skip to the content
web-nav-game = This game
web-nav-table = Table
web-nav-threads = Threads
web-nav-new-character = New character
web-noscript = Reading works without JavaScript; rolling, posting and the live log need it.
web-footer = keeper: every roll is made on the server and chained in the game's log.
web-footer-api = The JSON API

web-role-keeper = Keeper
    .chthonian = Narrator
web-role-player = player
web-role-observer = observer
web-system-coc7 = Call of Cthulhu 7th edition
web-system-classic = Classic Call of Cthulhu
web-system-chthonian = Chthonian
web-system-dice = Dice
web-system-bcdice = BCDice command
web-language-en = English
web-language-el = Ελληνικά
web-language-ru = Русский
web-language-pt-br = Português (Brasil)

web-error-not-found-title = Not found
web-error-not-found = There is nothing here: the link may be wrong, or the entry may not be public.
web-error-unauthorized-title = Not signed in to this game
web-error-unauthorized = This browser is not signed in to this game. Use the invite link the Keeper gave you, or sign in with your token on the home page.
web-error-forbidden-title = Not allowed
web-error-forbidden = Your role in this game does not allow this page. The Keeper's screen is for the Keeper only.
    .chthonian = Your role in this game does not allow this page. The Narrator's screen is for the Narrator only.
web-error-ended-title = The game has ended
web-error-ended = Nothing more can be added to this game.
web-error-unavailable-title = Try again shortly
web-error-unavailable = The game's storage is not answering right now.
web-error-bad-title = That did not work
web-error-bad = The request could not be carried out.
web-error-internal-title = Something went wrong
web-error-internal = keeper hit a problem; nothing was changed.
web-error-home = Back to your games

web-index-title = Your games
web-index-your-games = Games on this browser
web-index-no-games = This browser holds no games yet. Create one, or open the invite link the Keeper sent you.
web-index-you-are = you are the { $role }
web-index-new-game = Create a game
web-index-token-title = Sign in with a token
web-index-token-hint = If you made the game elsewhere (the command line or the API), paste the game's id and your member token.
web-index-token-game = Game id
web-index-token-value = Member token
web-index-token-submit = Sign in
web-mail-signin-title = Lost your link? Get a new one by mail
web-mail-signin-hint = If you gave the game your email address, a new sign-in link is mailed to it; the old one stops working.
web-mail-signin-email = Your email address
web-mail-signin-submit = Mail me a link
web-mail-signin-back = Back to your games
web-game-ended-short = ended
web-game-ended = This game has ended: its log is closed and its public seed is revealed.

web-new-game-title = Create a game
web-new-game-name = Name of the game
web-new-game-system = Rules
web-new-game-language = Language of the game
web-new-game-keeper-name = Your name (you are the Keeper)
web-new-game-options = Options
web-new-game-house-rules = House rules (classic only)
web-new-game-house-forum = The forum's house rules (all on)
web-new-game-house-plain = Plain rules (all off)
web-new-game-house-hint = Advanced blocking, brawling, several attacks, re-rolls for Magic Points, Luck spending and meditation.
web-new-game-options-json = Options as JSON (optional)
web-new-game-options-hint = For experts: a JSON object passed to the rules, e.g. {"{"}"preset": "forum", "meditation": false{"}"}. Leave empty for the defaults; when given it replaces the house-rules choice.
web-new-game-options-bad = The options must be a JSON object, like {"{"}"preset": "plain"{"}"}.
web-new-game-submit = Create the game

web-join-title = Join a game
web-join-game = You are invited to “{ $name }”.
web-join-invite = Invite code
web-join-name = Your name at the table
web-join-submit = Join
web-join-bad-invite = This invite is not valid for this game. Ask the Keeper for a new link.
    .chthonian = This invite is not valid for this game. Ask the Narrator for a new link.

web-session-title = This browser
web-session-signout = Sign out of this game

web-log-title = Log
web-log-all = Show the whole log
web-log-empty = Nothing has happened yet.
web-entry-number = Entry { $seq }
web-entry-permalink = Permalink
web-entry-reveal = Reveal to everyone
web-entry-hidden = A hidden entry.
web-entry-game-created = Created the game “{ $name }” and published its seed commitments.
web-entry-joined = { $name } joined as { $role }.
web-entry-request = Asked { $name } for a roll:
web-entry-revealed = Revealed entry
web-entry-character-created = Created the character
web-entry-character-changed = Changed { $name }
web-entry-hours-passed = { $hours ->
    [one] 1 hour passes
   *[other] { $hours } hours pass
}
web-entry-new-day = a new day begins
web-entry-thread-created = Started the thread
web-entry-posted = Posted in
web-entry-post-rolls = with { $count ->
    [one] one roll
   *[other] { $count } rolls
}
web-entry-post-edited = Edited a post (its rolls stay as they were).
web-entry-post-deleted = Deleted a post (its rolls stay in the log).
web-entry-game-ended = Ended the game. The public seed:
web-entry-keeper-seed = Revealed the Keeper's seed:
    .chthonian = Revealed the Narrator's seed:
web-badge-revealed = revealed
web-visibility-keeper-badge = blind
web-visibility-private-badge = private

web-roll-hidden = Hidden roll: only the Keeper can read its result.
    .chthonian = Hidden roll: only the Narrator can read its result.
web-roll-button = Roll
web-roll-check = check against { $value }%
web-roll-bonus = { $count ->
    [one] one bonus die
   *[other] { $count } bonus dice
}
web-roll-penalty = { $count ->
    [one] one penalty die
   *[other] { $count } penalty dice
}
web-roll-modifier = modifier { $modifier }
web-roll-chthonian = d12 against Difficulty { $difficulty }
web-roll-outcome = Outcome { $outcome }
web-outcome-trait = Outcome { $outcome } as a Trait of
web-outcome-trait-who = Who bears it
web-outcome-trait-name = Its name (Wounded, Opened…)
web-outcome-trait-hinders = hinders
web-outcome-trait-button = Add the Trait
web-roll-for = for { $name }
web-roll-sanity-lost = lost { $lost }, Sanity now { $san }
web-roll-breakdown = Breakdown:
web-roll-dice = Dice:
web-roll-physical = Physical dice: the faces were typed by the roller
web-roll-applied = Applied: { $events }

web-difficulty-regular = Regular
web-difficulty-hard = Hard
web-difficulty-extreme = Extreme


web-dice-title = Roll dice
web-dice-expr = Dice expression or command
web-dice-hint = For example 1d100, 3d6+2, 4d6kh3, or a BCDice command such as CC(1)<=50.
web-dice-hint-classic = For example 1d100, 3d6+2, or a BCDice command such as CCB<=40.
web-dice-hint-chthonian = For example 1d12, or 1d12+2 with a Trait's rating added; a sheet's Traits are rolled from the sheet.
web-dice-label = What is it for? (optional)
web-dice-physical = Physical dice (optional)
web-dice-physical-hint = Rolled real dice? Type their faces in order, separated by commas: 3,4,1. The roll is then marked as physical.
web-visibility = Who sees the result
web-visibility-public = Everyone
web-visibility-keeper = Blind: only the Keeper reads the result
    .chthonian = Blind: only the Narrator reads the result
web-visibility-private = Private: me and the Keeper
    .chthonian = Private: me and the Narrator
web-cancel = Cancel
web-copy = Copy

web-requests-title = Rolls asked of you
web-requests-none = The Keeper has not asked you for a roll.
    .chthonian = The Narrator has not asked you for a roll.

web-characters-mine = Your characters
web-characters-all = Characters
web-characters-none = No characters yet.
web-characters-sheet = Open the sheet

web-check-title = Check
web-check-difficulty = Difficulty
web-check-bonus = Bonus dice
web-check-penalty = Penalty dice
web-check-modifier = Modifier (percent)

web-chthonian-traits-apply = Traits that apply
web-chthonian-no-traits = No Traits on this sheet.
web-chthonian-difficulty = Difficulty
web-chthonian-modifier = Other modifier
web-chthonian-traits-hint = One Trait a line: a name and a rating, such as “Ex-Detective 2”.

web-sheet-invalid = This sheet could not be read by the rules.
web-sheet-played-by = Played by { $name }
web-sheet-state = State
web-sheet-characteristics = Characteristics
web-sheet-derived = Derived values
web-sheet-skills = Skills
web-sheet-roll = Roll
web-sheet-click-to-roll = Choose a skill or characteristic to see the exact odds and roll.
    .chthonian = Choose the Traits that apply and the Difficulty to see the exact odds and roll.
web-sheet-no-skills = No skills on this sheet.
web-sheet-hp = HP
web-sheet-hp-long = Hit Points
web-sheet-mp = MP
web-sheet-mp-long = Magic Points
web-sheet-san = SAN
web-sheet-san-long = Sanity
web-sheet-sanity = Sanity
web-sheet-luck = Luck
web-sheet-idea = Idea
web-sheet-know = Know
web-sheet-db = Damage Bonus
web-sheet-build = Build
web-sheet-occupation = Occupation
web-sheet-credit = Credit Rating
web-sheet-condition = Condition
web-sheet-conditions = Wounds and conditions
web-sheet-insanity = Insanity
web-sheet-checks = Skills checked for improvement
web-sheet-background = Background
web-sheet-equipment = Equipment
web-sheet-style = Style
web-sheet-ti = TI
web-sheet-ti-long = Terrible Insight
web-sheet-practicality = Practicality
web-sheet-cognizance = Cognizance
web-sheet-nodules = Nodules
web-sheet-no-story = no Story running
web-sheet-traits = Traits
web-sheet-temporary = (temporary)
web-sheet-json = The sheet as JSON
web-sheet-json-label = Sheet (read only)
web-cond-major-wound = major wound
web-cond-unconscious = unconscious
web-cond-dying = dying
web-cond-needs-medicine = needs Medicine
web-cond-dead = dead
web-cond-indefinite = indefinitely insane
web-cond-permanent = permanently insane
web-cond-temporary = temporarily insane for { $hours ->
    [one] one hour
   *[other] { $hours } hours
}
web-cond-none = None.

web-style-pulp = Pulp
web-style-weird = Weird
web-style-shocking = Shocking

web-create-title = New character
web-create-owner = Player
web-create-failed = The character was not made.
web-create-bad-line = This line is not a name and a number: “{ $line }”.
web-wizard-step-characteristics = 1. Characteristics
web-wizard-step-derived = 2. Derived values
web-wizard-step-occupation = 3. Occupation and its skills
web-wizard-step-interests = 4. Personal interests
web-wizard-step-name = 5. Name
web-wizard-method-quickstart = Quick-start values
web-wizard-method-rolled = Rolled
web-wizard-array-hint = Quick-start: give each of { $values } to one characteristic. Rolled: STR, CON, POW, DEX and APP are 3D6×5; SIZ, INT and EDU (2D6+6)×5.
web-wizard-roll = Roll the characteristics
web-wizard-derived-hint = Hit Points, Magic Points, Sanity, Damage Bonus and Build follow from the characteristics. Luck (3D6×5) is rolled by the table when the investigator is made.
web-wizard-derived-later = They are shown on the sheet once the investigator is made.
web-wizard-occupation = Occupation
web-wizard-custom = Another occupation (any eight skills)
web-wizard-custom-name = Name of another occupation (optional)
web-wizard-occupation-hint = Give the occupation's eight skills and Credit Rating the values 70, 60, 60, 50, 50, 50, 40, 40 and 40, one each.
web-wizard-occupations-ref = The quick-start occupations
web-wizard-occupation-skills = Occupation skills and Credit Rating
web-wizard-skill = Skill
web-wizard-value = Value
web-wizard-skill-n = Occupation skill { $n }
web-wizard-value-n = Value of occupation skill { $n }
web-wizard-interests-hint = Four skills that are not occupation skills: each gets its base value + 20. Cthulhu Mythos cannot be chosen.
web-wizard-interest-n = Interest { $n }
web-wizard-name = Name
web-wizard-details = Details and backstory
web-wizard-sex = Sex
web-wizard-age = Age
web-backstory = { $heading ->
    [description] Personal description
    [ideology] Ideology and beliefs
    [people] Significant people
    [locations] Meaningful locations
    [possessions] Treasured possessions
    [traits] Traits
    [injuries] Injuries and scars
    [phobias] Phobias and manias
    [tomes] Arcane tomes, spells and artifacts
    [encounters] Encounters with strange entities
   *[other] { $heading }
}
web-wizard-back = Back
web-wizard-next = Next
web-wizard-create = Create the character
web-classic-characteristics = Characteristics
web-classic-mode-roll = Roll them at the table (3D6; SIZ and INT 2D6+6; EDU 3D6+3)
web-classic-mode-enter = Enter them (and skills) myself
web-classic-skills = Skills (when entering the characteristics)
web-classic-skills-hint = One skill a line: a name and a percentage, such as “Spot Hidden 45”.

web-keeper-title = Keeper's screen
    .chthonian = Narrator's screen
web-keeper-invites = Invites
web-keeper-invites-hint = An invite link can be used by several people; each who joins gets a seat of their own.
web-keeper-invite-player = Invite a player
web-keeper-invite-observer = Invite an observer
web-keeper-invite-url = Invite link
web-keeper-members = Members
web-keeper-member-name = Name
web-keeper-member-role = Role
web-keeper-characters = Every character
web-keeper-no-characters = No characters yet.
web-keeper-ask = Ask a player for a roll
web-keeper-no-players = No players have joined yet.
web-keeper-ask-to = Player
web-keeper-ask-character = Character (optional)
web-keeper-ask-no-character = None
web-keeper-ask-skill = Skill or label
web-keeper-ask-value = Value (percent)
web-keeper-ask-traits = Traits (optional)
web-keeper-ask-expr = Or a dice expression instead
web-keeper-ask-submit = Ask for the roll
web-keeper-pending = Rolls still to be made
web-keeper-no-pending = None.
web-keeper-blind = Blind roll
web-keeper-controls = The game
web-keeper-end = End the game
web-keeper-reveal-seed = Reveal the Keeper's seed
    .chthonian = Reveal the Narrator's seed
web-keeper-controls-hint = Ending the game reveals the public seed so anyone can recompute the public rolls; revealing the Keeper's seed lets those who can read the hidden rolls recompute them too.
    .chthonian = Ending the game reveals the public seed so anyone can recompute the public rolls; revealing the Narrator's seed lets those who can read the hidden rolls recompute them too.
web-keeper-verify = Verification
web-effects-title = Damage, Sanity and more
    .chthonian = Terrible Insight
web-effect-character = Character
web-effect-kind = What happens
web-effect-amount = Amount
web-effect-apply = Apply
web-effect-damage = Damage (Hit Points lost)
web-effect-heal = Healing
web-effect-sanity-lost = Sanity lost
web-effect-sanity-gained = Sanity regained
web-effect-luck-spent = Luck spent
web-effect-luck-gained = Luck gained
web-effect-magic-spent = Magic Points spent
web-effect-magic-regained = Magic Points regained
web-sheet-lost-today = { $amount } SAN lost today
web-time-title = Time passes
web-time-hint = Every investigator regains 1 Magic Point an hour, up to their maximum (C5). Begin a new day when the game's day ends: the day's Sanity losses count from 0 again (N5); the day's losses can be set by hand under Damage, Sanity and more.
web-time-hint-classic = Every investigator's Magic Points come back: a quarter of the total every 6 hours, all of them after 24 (M1); a new hour of Sanity losses begins (N5).
web-time-hours = Game hours
web-time-new-day = A new day begins
web-time-pass = Pass the time
web-time-done = { $count ->
    [0] nothing changed: every sheet was already full
    [one] 1 sheet changed
   *[other] { $count } sheets changed
}
web-effect-day-losses-set = The day's Sanity losses (set to)
web-effect-insight-gained = Terrible Insight gained
web-effect-insight-lost = Terrible Insight lost
web-keeper-sanity = Sanity roll
web-keeper-sanity-loss = Sanity loss
web-keeper-sanity-loss-hint = What a success costs, then what a failure costs, such as 1/1D6 or 0/1D4; the loss is taken off the sheet.
web-keeper-sanity-roll = Roll Sanity
web-keeper-sanity-done = { $name } loses { $lost } Sanity: SAN is now { $san }.
web-keeper-damage = Damage
web-keeper-damage-expr = Damage dice
web-keeper-damage-expr-hint = A dice expression such as 1D6+1D4; its total is taken off Hit Points.
web-keeper-damage-roll = Roll the damage
web-keeper-damage-done = { $name } takes { $amount } damage: Hit Points are now { $hp } of { $max }.
web-verify-ok = The log verifies: the chain is whole and every roll that can be recomputed matches.
web-verify-broken = The log does not verify.
web-verify-entries = Entries
web-verify-bodies = Bodies checked
web-verify-rolls = Rolls recomputed
web-verify-json = The verification as JSON
web-commitments = Commitments
web-commitment-fair = Public seed commitment (SHA-256)
web-commitment-keeper = Keeper's seed commitment (SHA-256)
    .chthonian = Narrator's seed commitment (SHA-256)
web-seed-fair = Public seed
web-seed-keeper = Keeper's seed
    .chthonian = Narrator's seed
web-seed-hidden = not revealed yet

web-threads-title = Threads
web-threads-none = No threads yet.
web-threads-by = started by { $name }
web-threads-new = Start a thread
web-threads-new-title = Title
web-threads-create = Start the thread
web-posts-none = No posts yet.
web-post-new = Write a post
web-post-body = Your post
web-post-hint = Roll as you write: [roll]1d100[/roll] rolls a dice expression or a command when you post; [roll="d6"]2[/roll] rolls two d6 the classic forum's way. Rolls are made once, on the server.
web-post-submit = Post
web-post-edit = Edit
web-post-delete = Delete
web-post-edited = edited
web-post-deleted = This post was deleted.
web-post-unrolled = added by an edit: not rolled

web-permalink-title = Roll #{ $seq }
web-permalink-lead = Rolled by { $name } in “{ $game }”
web-permalink-roll = The roll
web-permalink-chain = Its place in the chain
web-permalink-seq = Entry (of the log so far)
web-permalink-hash = Hash
web-permalink-prev = Previous entry's hash
web-permalink-body-hash = Hash of its body
web-permalink-verify = Verify the whole log
web-permalink-share = Share it
web-permalink-url = Link
web-permalink-bbcode = BBCode
web-permalink-markdown = Markdown

web-js-working = Working…
web-js-failed = That did not work: { $message }
web-js-rolled = Rolled.
web-js-saved = Done.
web-js-odds-none = No odds for this one.
web-js-odds-mean = Mean { $mean } (from { $min } to { $max })
web-js-odds-outcome = { $value }: { $percent }
web-js-odds-success = Chance of success: { $percent } ({ $fraction })
web-js-odds-level = { $level } { $percent }
web-js-live-connected = Live
web-js-live-lost = Reconnecting…
web-js-bad-dice = Type the faces as whole numbers separated by commas, such as 3,4,1.
web-js-confirm-end = End the game? Nothing more can be rolled or posted, and the public seed is revealed.
web-js-confirm-delete = Delete this post? Its rolls stay in the log.
web-js-invite-made = The invite link is ready: copy it and send it.
web-js-copied = Copied.
web-js-step = Step { $step } of { $steps }
web-js-array-left = Still to give out: { $values }
web-js-array-ok = Every quick-start value is given out.
web-js-derived = HP { $hp } · MP { $mp } · SAN { $san } · Damage Bonus { $db } · Build { $build }
web-js-save = Save
web-js-create-issues = The character was not made:
web-js-cancel = Cancel
web-js-slot-one-of = one of { $skills }
web-js-slot-art-craft = an Art/Craft, such as Art/Craft (Photography)
web-js-slot-language-other = another language, such as Language (Latin)
web-js-slot-firearms = a Firearms skill, such as Firearms (Handgun)
web-js-slot-any = any skill

## The language picker in every page's header
web-language-label = Language
web-language-change = Change

## Ready-to-paste snippets of a roll
web-snippet-physical = physical dice
web-credit-band = { $band ->
    [penniless] Penniless
    [poor] Poor
    [average] Average
    [wealthy] Wealthy
    [rich] Rich
    [super_rich] Super rich
   *[other] { $band }
}


## What a roll asked the rules for, by its action code
web-action = { $action ->
    [check] Check
    [opposed] Opposed roll
    [sanity] Sanity roll
    [melee] Melee
    [investigator] New investigator
    [characteristics] Characteristics rolled
    [push] Pushed roll
    [luck] Luck roll
    [group_luck] Group Luck roll
    [spend_luck] Luck spent
    [magic] Magic Points spent
    [improvement] Improvement rolls
    [reality_check] Reality Check
    [insanity_effect] Effect of insanity
    [firearms] Firearms
    [maneuver] Fighting maneuver
    [damage] Damage
    [heal] Healing
    [initiative] Initiative order
    [sheet] Sheet
    [import_dholes] Import from Dhole's House
    [export_dholes] Export to Dhole's House
    [resistance] Resistance table
    [bbcode] The [roll] tags of a post
    [characteristic] Characteristic roll
    [experience] Experience check
    [convert] Conversion to 7th edition
    [damage_bonus] Damage Bonus
    [attack] Attack
    [unarmed] Unarmed attack
    [blocks] Advanced blocking
    [defences] Defences
    [attacks] Several attacks
    [order] Order of action
    [treat] First Aid or Medicine
    [natural_healing] Natural healing
    [condition] Condition
    [regenerate] Magic Points regained
    [meditate] Meditation
    [mp_reroll] Re-roll for a Magic Point
    [roll] Roll
    [contest] Contest
    [insight] Terrible Insight
    [complex] Complex contest
    [cooperative] Cooperative roll
    [split] Split roll
    [insight_roll] Terrible Insight roll
    [recovery] Recovery roll
    [treatment] Treatment roll
    [nodule] Nodule spent
    [story_start] Story started
    [story_end] Story ended
    [command] BCDice command
    [prob] Probabilities
   *[other] { $action }
}

# A moment as shown: the date and time the reader's way, in UTC.
web-time-utc = { $time } UTC

## Non-player characters.
web-npc = NPC
web-npc-title = Non-player characters
    .chthonian = Creatures and non-player characters
web-npc-none = No NPCs yet: paste a stat block below.
web-npc-shown = shown to the players
web-npc-hidden = only you see it
web-npc-show = Show to the players
web-npc-import-label = Stat block
web-npc-import-hint = Paste it as the scenario prints it: the name on the first line, then characteristics, attacks (“Claw 40%, damage 1D6+DB”), Armor and Sanity loss. Only you see its stats; the players learn its name when you show it or roll for it in the open.
    .chthonian = The name on the first line, then its Traits with their ratings (“Inhuman Strength 3, Hunger 2”), on one line or several. Only you see them; the players learn its name when you show it or roll for it in the open.
web-npc-import-submit = Add the NPC
web-npc-secret = Only the Keeper sees these stats.
    .chthonian = Only the Narrator sees these Traits.
web-npc-move = Move
web-npc-armor = Armor
web-npc-attacks-per-round = Attacks per round
web-npc-sanity-loss = Sanity loss
web-npc-attacks = Attacks
web-npc-attack = Attack
web-npc-damage = Damage
web-entry-character-shown = Showed the non-player character
web-entry-npc-created = Made the non-player character
web-js-npc-made = The NPC is made: only you see it.
web-npc-example-name = Cultist
web-npc-example-weapon = Knife
web-npc-kept = A non-player character, played by the Keeper
    .chthonian = A creature or non-player character, played by the Narrator
web-npc-example-traits = Inhuman Strength 3, Hunger 2

# A Chthonian Excursionist's Terrible Insight and Nodules at the table (I1–I4).
web-insight-title = Terrible Insight and Nodules
web-insight-kind = Which roll
web-insight-kind-name = { $kind ->
    [insight_roll] Insight roll: failure gains TI
    [recovery] Progress in polite society: success loses TI
   *[treatment] Psychiatric care: success loses TI
}
web-insight-hint = An Insight roll counts Practicality ({ $practicality }); a failure gains 1 TI. Cognizance is { $cognizance }. The TI, Style and pool are the sheet's.
web-insight-roll = Insight roll
web-nodules-title = Nodules
web-nodules-empty = The Story's pool is empty: no Nodule is left to spend.
web-nodules-left = { $count ->
    [one] 1 Nodule left in this Story.
   *[other] { $count } Nodules left in this Story.
}
web-nodule-use = Spend it on
web-nodule-use-name = { $use ->
    [automatic_success] an automatic success
    [authorship] authorship
    [fortune] fortune (against a victim)
   *[shift] a shift of TI
}
web-nodule-outcome = Outcome wanted
web-nodule-size = Size
web-nodule-size-modest = modest (5)
web-nodule-size-major = major (11)
web-nodule-victim-difficulty = The victim's Difficulty
web-nodule-toward = Toward
web-nodule-toward-practicality = Practicality (lose 1 TI)
web-nodule-toward-cognizance = Cognizance (gain 1 TI)
web-nodule-spend = Spend a Nodule
web-story-start = Start a Story (deal Nodules = TI)
web-story-end = End the Story

# Treating a 7th edition investigator's wounds from the sheet (H4–H7).
web-treat-title = Treat wounds
web-treat-treatment = Treatment
web-treat-name = { $treatment ->
    [first_aid] First Aid
    [medicine] Medicine
    [dying_round] The dying's CON roll
    [day] A day of rest
   *[week] A week of rest
}
web-treat-healer = Healer
web-treat-equipment = Medicine: with the necessary equipment, for an hour
web-treat-hint = First Aid works once per wound and the dying need it first; Medicine follows. The skill is the healer's, the wounds and CON are this sheet's.
web-treat-equipment-classic = Medicine: with its equipment; a week of rest: under medical care
web-treat-hint-classic = First Aid and Medicine each restore 1D3 at once (H1); a week of rest heals 1D3, and 2D3 more under medical care (H2). The skill is the healer's.
web-more-title = More of the rules
web-more-reality = Reality Check (against SAN)
web-more-magic = Magic Points to spend
web-more-magic-spend = Spend (beyond them, Hit Points)
web-more-effect = During temporary insanity
web-more-effect-name = { $effect ->
    [phobia] a phobia
    [mania] a mania
   *[backstory] a backstory entry changed
}
web-more-effect-text = Its words
web-more-effect-heading = The backstory entry (for a change)
web-more-effect-add = Add to the sheet
web-more-meditate = Meditate an hour (+1D6 MP, once per 6 hours)
web-more-end-adventure = End of the adventure: Luck restored
web-more-reward = Sanity reward
web-more-reward-roll = Roll the reward
web-treat-submit = Treat

## The development phase on a 7th edition sheet (the Keeper's, R10).
web-development-title = Development
    .classic = Experience checks
web-development-ticked = Ticked for improvement: { $skills }
    .classic = Skills with an experience check: { $skills }
web-development-none = No skill is ticked: only Luck can recover.
    .classic = No skill has an experience check.
web-development-luck = Luck recovers too (1D100 above Luck gives +1D10)
web-development-roll = Roll development
    .classic = Roll the experience checks

## Dhole's House: an investigator imported and exported
web-dholes-import = Import an investigator from Dhole's House
web-dholes-json = Dhole's House export (JSON)
web-dholes-hint = Paste the file Dhole's House exports: the rules read its characteristics, skills and details into a sheet of yours.
web-dholes-submit = Import
web-dholes-bad-json = this is not a Dhole's House export: the JSON does not read ({ $error })
web-dholes-bad = this is not a Dhole's House export
web-dholes-export = Download for Dhole's House (JSON)
