# The combat tracker: its panel on the table page and its entries in the log.

fight-title = Fight
fight-none-yet = No fight is going on.
fight-start-hint = Who fights? The rules set the order.
fight-npc = NPC
fight-count = how many
fight-firearm = firearm readied
fight-start = Start the fight
fight-round = Round { $round }
fight-current = acting
fight-defended = { $count ->
    [one] defended once this round
   *[other] defended { $count } times this round
}
fight-lost-attack = dived for cover: loses this attack
fight-waiting = { $attacker } attacks { $target } with { $with }: { $target } must answer.
fight-held = held by { $name }
fight-down = out of the fight
fight-choice-dodge = Dodge
fight-choice-fight-back = Fight back
fight-choice-dive = Dive for cover
fight-choice-none = Take it
fight-odds = attacker wins { $attacker } · defender wins { $defender }
fight-odds-hit = hits { $attacker }
fight-next = End the turn
fight-pass-over = Pass over the attack
fight-withdrawn = The waiting attack is withdrawn.
fight-flee = Flee
fight-flee-confirm = Flee the fight? The fighter leaves it for good.
fight-fled = fled
fight-flees = { $name } flees the fight.
fight-join = Add to the fight
fight-join-button = Add
fight-end = End the fight
fight-end-confirm = End this fight for everyone?
fight-system-turns-only = In a Chthonian game the tracker keeps the order and the turns: roll each contest from the sheets.
fight-your-turn = { $name }'s turn
fight-attacks-done = All attacks made this round: end the turn.
fight-attacks-left = { $count ->
    [one] one attack left this round
   *[other] { $count } attacks left this round
}
fight-target = Target
fight-with = With
fight-firearm-options = Firearm: shots, range, point blank
fight-shots = Shots
fight-range = Range
fight-range-base = base range
fight-range-long = long (×2)
fight-range-very-long = very long (×4)
fight-point-blank = point blank
fight-attack-button = Attack

fight-maneuver = Or a maneuver
fight-maneuver-none = no, a blow
fight-maneuver-name-knock-down = knock down or push
fight-maneuver-name-disarm = disarm
fight-maneuver-name-hold = grab and hold
fight-maneuver-hint = Rolled with Fighting (Brawl); a smaller Build costs penalty dice, and one 3 larger cannot be moved.
fight-waiting-maneuver = { $attacker } tries to { $maneuver } { $target }: { $target } must answer.
fight-maneuver-knock-down = { $attacker } tries to knock { $target } down
fight-maneuver-disarm = { $attacker } tries to disarm { $target }
fight-maneuver-hold = { $attacker } tries to grab and hold { $target }
fight-maneuver-worked = The maneuver works
fight-maneuver-failed = The maneuver fails

fight-move-up = Move { $name } up
fight-move-down = Move { $name } down
fight-moved = The Keeper moves { $name }. Order: { $order }.
fight-started = A fight begins. Order: { $order }.
fight-joined = { $names } join the fight. Order: { $order }.
fight-attack = { $attacker } attacks { $target } with { $with }
fight-dodge = { $name } dodges
fight-fight-back = { $name } fights back
fight-dive = { $name } dives for cover
fight-none = { $name } takes it
fight-hit = { $name } takes { $taken } damage
fight-hit-armor = { $name } takes { $taken } damage ({ $damage } less { $armor } of armour)
fight-hit-halved = { $name } takes { $taken } damage (half of { $damage }: firearms and projectiles do it half damage{ $armor ->
    [0] {""}
   *[other] , less { $armor } of armour
})
fight-rolls = The rolls of the next entry, with the NPC's numbers (the Keeper's).
fight-hit-dealt = { $name } is hit for { $damage }
fight-dying-roll = { $name } is dying: a CON roll at the end of the round
fight-exposed = The Keeper exposes { $name } to { $label }: { $damage } at the end of every round.
fight-exposure-ended = { $name } is no longer exposed to { $label }.
fight-exposure-roll = { $name }, exposed to { $label }
fight-exposure-badge = { $label }: { $damage } each round
fight-exposure-end = End { $name }'s exposure
fight-expose = Exposed to a danger each round (H8)
fight-expose-label = What (fire, water…)
fight-expose-damage = Damage each round
fight-expose-button = Expose
fight-severity = { $severity ->
    [minor] Minor
    [moderate] Moderate
    [severe] Severe
    [deadly] Deadly
    [terminal] Terminal
   *[splat] Splat
} ({ $dice })
fight-miss = Nobody is hurt
fight-turn = Round { $round }: { $name }'s turn.
fight-ended = { $rounds ->
    [one] The fight ends in its first round.
   *[other] The fight ends in round { $rounds }.
}

fight-weapon-unarmed = unarmed
fight-weapon-small_knife = small knife
fight-weapon-machete = machete
fight-weapon-small_club = small club
fight-weapon-baseball_bat = baseball bat
fight-weapon-handgun = handgun
fight-weapon-shotgun = shotgun
fight-weapon-shotgun_close = shotgun at close range
fight-weapon-rifle = rifle
fight-choice-parry = Parry
fight-parry = { $name } parries
fight-impaled = The blow impales
fight-next-attack = Another attack this turn: −30% (K8), never with the same weapon twice running.
fight-weapon-brawl = Brawl
fight-weapon-fist = fist
fight-weapon-head_butt = head butt
fight-weapon-kick = kick
fight-weapon-large_knife = large knife
fight-weapon-club = club
fight-weapon-hatchet = hatchet
fight-weapon-sword = sword
fight-weapon-spear = spear
fight-weapon-thrown_rock = thrown rock
fight-weapon-revolver_38 = .38 revolver
fight-weapon-revolver_45 = .45 revolver
fight-choice-contest = Resist with my Traits
fight-contest = { $name } resists
fight-wounded = { $name } loses by { $outcome }: Wounded { $wound }
fight-attack-plain = { $attacker } attacks { $target }
fight-waiting-plain = { $attacker } attacks { $target }: { $target } must answer.
fight-traits = Traits that count
fight-traits-hint = A hindering Trait (a wound) counts whether ticked or not.
fight-wound-trait = Wounded
# An exchange: the attack, then how the target met it.
fight-exchange = { $attack }; { $response }.
fight-reloaded = { $name } reloads the { $with }
fight-aimed = { $name } takes aim: a bonus die on the next single shot
fight-aim = Aim (a bonus die on the next shot)
fight-aiming = aiming
fight-skill = { $name } spends the turn on a roll: { $skill }
fight-skill-form = Something else: a roll
fight-skill-roll = Roll it
fight-malfunction = The { $with } jams
fight-rounds-left = { $with }: { $left } rounds left
fight-reload = Reload the { $with }
fight-jammed = { $with } jammed

# A 7th edition sheet's weapons (K4).
web-weapons-title = Weapons
web-weapons-name = Weapon
web-weapons-skill = Skill
web-weapons-damage = Damage
web-weapons-damage-dice = Damage dice (without DB)
web-weapons-range = Range (yards)
web-weapons-per-round = Per round
web-weapons-ammo = Rounds
web-weapons-malfunction = Malfunction
web-weapons-remove = Put away
web-weapons-hint = Everyone fights Unarmed. Damage includes your damage bonus where K4 adds it: in full in melee, half when thrown, never with a firearm. In a fight these come first; K4's other weapons can still be picked up.
web-weapons-impaling = impales
web-weapons-thrown = thrown
web-weapons-firearm = firearm
web-weapons-add-title = Add a weapon
web-weapons-like = Start from
web-weapons-like-none = your own numbers
web-weapons-kind = Kind
web-weapons-add = Add the weapon
