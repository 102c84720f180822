## The game table's errors (keeper-table) and the JSON API's own (keeper-server).
## Field names ($field, "options", "create", …) and codes stay as the API spells them.

## Fields
table-field-empty = { $field } must not be empty
table-field-too-long = { $field } is longer than { $limit ->
    [one] { $limit } character
   *[other] { $limit } characters
}
table-field-control = { $field } must not contain control characters
table-bad-system = "{ $system }" is not a system: use one of { $systems }
table-bad-language = "{ $language }" is not a language: use one of { $languages }
table-options-not-object = options must be a JSON object
table-options-too-large = options is larger than { $kib } KiB: keep only the options the game needs
table-bad-db-url = "{ $url }" is not a database URL: use sqlite:PATH or postgres://…

## Who may do what
table-keeper-only-invite = only the Keeper can invite
    .chthonian = only the Narrator can invite
table-keeper-only-end = only the Keeper can end the game
    .chthonian = only the Narrator can end the game
table-keeper-only-seed = only the Keeper can reveal the Keeper's seed
    .chthonian = only the Narrator can reveal the Narrator's seed
table-keeper-only-reveal = only the Keeper can reveal a roll
    .chthonian = only the Narrator can reveal a roll
table-keeper-only-request = only the Keeper can ask for a roll
    .chthonian = only the Narrator can ask for a roll
table-observer-roll = observers cannot roll
table-observer-character = observers cannot make characters
table-observer-thread = observers cannot start threads
table-observer-post = observers cannot post
table-sheet-owner-only = only the Keeper and the character's player can change its sheet
    .chthonian = only the Narrator and the character's player can change its sheet
table-player-own-character = players make characters for themselves only
table-request-not-yours = this roll was asked of another player
table-post-author-only = only the post's author and the Keeper can change it
    .chthonian = only the post's author and the Narrator can change it
table-too-busy = the game is too busy: try again

## Invites, seeds and reveals
table-invite-keeper = a game has one Keeper: invite players or observers
    .chthonian = a game has one Narrator: invite players or observers
table-seed-revealed = the Keeper's seed has already been revealed
    .chthonian = the Narrator's seed has already been revealed
table-seed-not-ended = the Keeper's seed can be revealed only after the game has ended: end the game first
    .chthonian = the Narrator's seed can be revealed only after the game has ended: end the game first
table-entry-public = that entry is already public

## Rolls and roll requests
table-roll-system = this game plays { $system }: roll { $system }, dice or bcdice
table-roll-action = name the action to resolve in request.action
table-roll-expr-empty = type a dice expression or a command
table-roll-one-of = give exactly one of request and expr
table-request-observer = observers cannot roll: ask a player
table-request-dice = the player who answers chooses physical dice: leave dice out of the request
table-request-unreadable = this roll request can no longer be read: { $error }
table-request-answered = this request has already been answered

## Characters
table-create-not-object = create must be an object
table-create-one-of = give exactly one of create and sheet
table-create-chthonian = Chthonian characters are given as a sheet: send sheet instead of create
table-events-count = give 1 to { $max } events
table-options-refused = the game's options were refused: { $reason }
table-sheet-refused = the sheet was refused: { $reason }

## Posts
table-post-empty = a post needs some text
table-post-nul = body must not contain NUL characters
table-post-too-long = body is longer than { $limit ->
    [one] { $limit } character
   *[other] { $limit } characters
}
table-post-too-many-tags = body has more than { $limit ->
    [one] { $limit } roll tag
   *[other] { $limit } roll tags
}: split the post, or roll some of them apart

## Not found, not allowed, not now
table-not-found-game = there is no game "{ $id }"
table-not-found-member = there is no member "{ $id }" in this game
table-not-found-character = there is no character "{ $id }" in this game
table-not-found-post = there is no post "{ $id }" in this game
table-not-found-thread = there is no thread "{ $id }" in this game
table-not-found-request = there is no roll request "{ $id }" in this game
table-not-found-entry = there is no entry { $id } in this game's log
table-not-found = there is no { $what } "{ $id }" in this game
table-unauthorized = the member token is missing or not valid for this game
table-rejected = the roll was refused: { $reason }
table-ended = the game has ended: nothing more can be added to it
table-unavailable = the game's storage is not answering: try again shortly

## The JSON API
table-api-no-route = no such endpoint: see /api/v1/openapi.json
table-api-method = this endpoint does not take that method: see /api/v1/openapi.json
table-api-json-content-type = send the body as JSON with Content-Type: application/json
table-api-body-too-large = the body is larger than the limit of { $limit } bytes
table-api-too-many-requests = at most { $limit } requests in one array
table-api-odds-one-of = give exactly one of request (an object) and expr
table-api-internal = keeper hit a bug: the request was not applied

## A storage failure whose usual cause keeper knows
table-store-cannot-open = the file cannot be opened or created: check the path, that its folder exists and that keeper may write there
table-store-refused-login = the PostgreSQL server refused the user or password: check them in the URL
table-store-no-database = the PostgreSQL server has no such database: create it (createdb) or name another
table-store-connection-refused = nobody answers at that address: check that the database server is running and its host and port
table-store-timed-out = the database did not answer in time

## Non-player characters at the table.
table-npc-keeper-only = only the Keeper makes, shows and rolls for non-player characters
    .chthonian = only the Narrator makes, shows and rolls for creatures and non-player characters
table-npc-no-name = the stat block's first line should be the NPC's name
table-npc-not-npc = only a non-player character can be shown: an investigator's sheet is public already
table-npc-already-shown = this non-player character has been shown already
table-npc-kind = “kind” is “investigator” or “npc”, not “{ $kind }”
table-npc-statblock = a non-player character is made from its “statblock” (the stat block's text) alone, without “create” or “sheet”
table-npc-statblock-kind = a “statblock” makes a non-player character: add "kind": "npc"

# The combat tracker.
table-not-found-fight = no fight is going on in this game: the Keeper starts one
table-fight-changed = the fight changed while you chose: look at it again and choose once more
table-fight-already = a fight is going on already: end it before starting another
table-fight-keeper-only = only the Keeper starts a fight, adds fighters to it and ends it
table-forecast-system = the fight forecast knows 7th edition and classic fights only: a Chthonian fight is not forecast
table-fight-no-fighters = name at least one character to fight
table-fight-too-many = at most { $max } fighters in one fight
table-fight-in-already = this character is in the fight already
table-fight-unreadable = { $name }'s sheet cannot be read by the rules: mend it before the fight
table-fight-exchange-system = in a Chthonian game the tracker keeps the order, rounds and turns; roll each contest from the sheets
table-fight-refused = the rules refuse it: { $reason }
table-fight-jammed = the { $with } is jammed: reload it first
table-fight-no-rounds = the { $with } has { $left } rounds left: reload it, or fire fewer shots
table-fight-no-trait = “{ $trait }” is none of this fighter's Traits ({ $list })
table-fight-not-in-system = { $what ->
    [maneuver] this game's system has no fighting maneuvers
    [reload] this game's system does not count rounds
    [aim] this game's system has no aiming
    [skill] in a Chthonian game a turn's other roll is made from the sheet, with its Traits
    [difficulty] classic checks have no difficulty levels or bonus and penalty dice
   *[range] this game's system has no range bands or point blank
}
table-fight-pending = an attack is waiting for its target's answer: answer it first
table-fight-not-in = this character is not in the fight
table-contest-chthonian = contests, complex contests and cooperative rolls of several sides are Chthonian's (R2–R4)
table-contest-sides = give from { $min } to { $max } sides
table-outcome-trait-narrator = only the Narrator turns an Outcome into a Trait (R5)
table-outcome-trait-none = this roll has no Outcome to bear: a Chthonian roll, a won contest or a complex contest's winner
table-opposed-system = opposed rolls are 7th edition's and classic's resistance rolls; a Chthonian game rolls a contest
table-opposed-two = an opposed roll has exactly two sides
table-opposed-side = give each side a character and the value's name on its sheet, or a name and a value
table-contest-object-trait = an object has no sheet to find "{ $trait }" on: give it a rating ("{ $trait } 2")
table-fight-exposure-coc7 = a repeated exposure (fire, drowning) is a rule of 7th edition (H8)
table-fight-exposure-no-hp = this fighter has no Hit Points for an exposure to take
table-fight-not-exposed = { $name } is not exposed to anything
table-fight-self = a fighter cannot attack itself: pick another target
table-fight-not-your-turn = it is not your fighter's turn: wait for it, or the Keeper acts
table-fight-lost-attack = this fighter dived for cover and loses this attack: end the turn
table-fight-no-attacks-left = this fighter has made all its attacks this round: end the turn
table-fight-no-skill = “{ $skill }” is not on this fighter's sheet: { $list }
table-fight-attacker-down = this fighter is unconscious or dead and cannot attack
table-fight-target-dead = the target is dead: pick another
table-fight-no-weapon = “{ $with }” is not one of this fighter's attacks: { $list }
table-fight-no-attack = no attack is waiting for an answer
table-fight-not-your-target = only the target's player (or the Keeper, for an NPC) answers this attack
table-fight-response = answer with one of: { $list }
table-fight-with-or-maneuver = name the weapon or attack (“with”), or a “maneuver”
table-fight-maneuver-build = the target is 3 or more Build larger: a { $maneuver } cannot work on it (K8); strike it instead
table-fight-count = an NPC joins 1 to { $max } at once (copies of its stat block); an investigator comes alone
table-fight-position = a place in the order is 0 (first) to { $max }
table-fight-held-flee = this fighter is held: break free with a maneuver before fleeing (K8)
table-fight-target-fled = the target fled the fight: pick another
table-story-narrator-only = only the Narrator starts and ends a Story (I4)
table-development-keeper-only = only the Keeper calls the development phase, at the end of a scenario (R10)
table-treat-system = treatments at the table follow the 7th edition's rules (H4–H7); in this game apply the rules' events from the sheet
table-treat-investigator = only an investigator is treated, and only an investigator heals
table-treat-healer = First Aid and Medicine name their “healer”
table-treat-healer-down = { $name } is unconscious, dying or dead and treats nobody
table-treat-time = days and weeks of rest are the Keeper's to pass
table-treat-classic = classic healing is First Aid, Medicine or a week of rest (H1, H2)
table-sheet-keeper-only = only the Keeper makes this for a character: it is the Keeper's call by the rules
table-treat-not-dying = { $name } is not dying: there is no CON roll to make (H4)
table-time-keeper-only = only the Keeper says how much game time passes
table-time-hours = at most { $max } game hours pass at once
table-time-nothing = give the hours that pass, or begin a new day
table-time-system = passing time changes 7th edition and classic investigators; a Chthonian game has no Magic Points to regain
