## Call of Cthulhu 7th edition (keeper-coc7 and its resolve actions).


coc7-error-cannot-push = this roll cannot be pushed (R5): { $why ->
    [succeeded] the roll succeeded
    [already-pushed] the roll was already pushed
    [combat] combat rolls are never pushed
    [sanity] Sanity rolls are never pushed
   *[luck] Luck rolls are never pushed
}
coc7-error-cannot-spend-luck = Luck cannot be spent on this roll (R9): { $why ->
    [already-pushed] it was pushed
    [sanity] it is a Sanity roll
    [fumble] it is a fumble
   *[luck] it is a Luck roll
}
coc7-error-not-enough-luck = { $wanted } Luck points cannot be spent: at most { $available } can be (R9)
coc7-error-no-investigators = a group Luck roll needs at least one investigator (R8)
coc7-error-maneuver-impossible = the maneuver cannot work: the target's Build { $target } is 3 or more above { $build } (K8)
coc7-error-bad-loss = "{ $text }" is not a Sanity loss: write it success/failure, such as 0/1D6 or 1/1D4+1 (N1)
coc7-error-dead = the investigator is dead
coc7-error-cannot-heal = no healing now: { $why ->
    [dying] the investigator is dying, and only First Aid helps (H4, H7)
    [needs-medicine] First Aid stopped the dying; Medicine must come before natural healing (H7)
    [first-aid-given] First Aid already succeeded on this wound, and it works once per wound (H7)
    [no-equipment] Medicine takes at least an hour with the necessary equipment and supplies (H7)
   *[full-health] the investigator is at full Hit Points
}

coc7-issue = { $field }: { $what } ({ $rule })
# What an issue is about, in the reader's words (the protocol keeps its field name).
coc7-field-characteristics = characteristics
coc7-field-characteristic = { $char }
coc7-field-occupation-skill = occupation skill { $skill }
coc7-field-occupation-skills = occupation skills
coc7-field-interest = personal interest { $number }
coc7-field-interests = personal interests
coc7-field-luck = Luck
coc7-field-other = { $field }
coc7-issue-none = none
coc7-issue-values = { $values }
coc7-issue-not-the-array = the characteristics must be 40, 50, 50, 50, 60, 60, 70 and 80, one each; not expected: { $extra }; missing: { $missing }
coc7-issue-roll-range = { $value } cannot be rolled: a multiple of 5 from { $min } to { $max }
coc7-issue-unknown-skill = there is no skill "{ $name }" on the investigator sheet
coc7-issue-needs-speciality = "{ $name }" needs a speciality: { $options }
coc7-issue-duplicate = { $skill } is listed twice
coc7-issue-occupation-values = the occupation values must be 70, 60, 60, 50, 50, 50, 40, 40 and 40; not expected: { $extra }; missing: { $missing }
coc7-issue-no-credit-rating = Credit Rating must be one of the nine occupation values
coc7-issue-occupation-count = an occupation has eight skills besides Credit Rating, { $count } were given
coc7-issue-unfilled = the occupation { $occupation } needs { $slot_kind ->
    [one_of] one of { $skills }
    [art_craft] an Art/Craft speciality
    [language_other] another language (Language (Other) or a named one)
    [firearms] a Firearms speciality
    [any] one more skill of your choice
   *[skill] { $skills }
}
coc7-issue-mythos = Cthulhu Mythos cannot receive points at creation
coc7-issue-interest-count = four personal interests are chosen, { $count } were given
coc7-issue-interest-occupation = { $skill } is an occupation skill, so it cannot be a personal interest
coc7-warning-custom-occupation = "{ $name }" is not a quick-start occupation: any eight skills are accepted (S1)
coc7-warning-no-occupation = no quick-start occupation was named: any eight skills are accepted (S1)

coc7-expected-value = a whole number from 0 to 1000
coc7-expected-dice-count = a whole number of dice from 0 to 100
coc7-expected-difficulty = "regular", "hard" or "extreme"
coc7-expected-response = "dodge" or "fight_back"
coc7-expected-expression = a dice expression such as "1D6", "2D6+4", "+1D4", "-1" or "0"
coc7-expected-characteristics = an object of the eight characteristics STR, CON, POW, DEX, APP, SIZ, INT, EDU, each a whole number from 0 to 200
coc7-expected-method = "quickstart" or "rolled"
coc7-expected-kind = "skill", "characteristic", "combat", "sanity" or "luck"
coc7-expected-lucks = a list of 1 to 100 Luck values
coc7-expected-range = "base", "long" or "very_long"
coc7-expected-shots = 1, 2 or 3 shots
coc7-expected-severity = "minor", "moderate", "severe", "deadly", "terminal" or "splat"
coc7-expected-treatment = "first_aid", "medicine", "day", "week" or "dying_round"
coc7-expected-combatants = a list of 1 to 100 combatants, each {"{"}"name": "Brian", "dex": 60{"}"}
coc7-expected-sheet = a sheet object such as {"{"}"format": "keeper-coc7-sheet", "version": 1, …{"}"}
coc7-expected-format = "keeper-coc7-sheet"
coc7-expected-version = 1, the sheet version this build reads
coc7-expected-events = a list of at most 100000 events
coc7-expected-event = an event such as {"{"}"event": "damaged", "amount": 3{"}"}
coc7-expected-dholes = a Dhole's House export: an object with "Investigator" and "Investigator.PersonalDetails"
coc7-error-creation = the investigator is not valid: { $issues }
coc7-dholes-missing = { $field } is missing or not a number: 0 was used
coc7-dholes-custom-skill = "{ $skill }" is not a skill of the investigator sheet: kept as a custom skill
coc7-error-not-insane = phobias, manias and backstory changes come with temporary insanity, and the investigator is not temporarily insane (N3)
coc7-error-out-of-ammo = { $shots } shots cannot be fired: { $ammo } rounds are left (K6)
coc7-expected-effect = "phobia", "mania" or "backstory"
coc7-expected-ammo = a whole number of rounds from 0 to 1000
coc7-expected-malfunction = a malfunction number from 1 to 100
coc7-expected-weapon-name = a weapon's name of 1 to 60 characters, other than "unarmed" (everyone has it)
coc7-expected-weapon-skill = a skill on the sheet, such as "Fighting (Brawl)" or "Firearms (Handgun)"
coc7-expected-weapon-damage = dice such as "1D8" or "2D6+4", without the damage bonus: it is added where K4 adds it ("adds_db")
coc7-expected-weapon-db = false: a firearm adds no damage bonus (K4)
coc7-expected-weapon-thrown = false: a firearm is not thrown
coc7-expected-per-round = 1 to 20 attacks or shots in a round
coc7-expected-weapon-range = a base range from 0 to 10000 yards
coc7-expected-weapon-ammo = a whole number of rounds from 1 to 1000
coc7-expected-weapons = at most 50 weapons on a sheet
coc7-expected-forecast-method = "auto", "exact" or "monte_carlo"
coc7-expected-fights = a whole number of fights from 1 to 1000000
coc7-expected-budget = a whole number of states from 1 to 10000000
coc7-expected-sides = a list of at least two sides, each {"{"}"name": "investigators"{"}"}
coc7-expected-fighters = a list of 1 to 32 combatants, each {"{"}"name": "Brian", "side": "investigators", "dex": 60, "con": 55, "max_hp": 12, "attacks": […]{"}"}
coc7-expected-rounds = a round cap from 1 to 1000
coc7-expected-targets = "first", "weakest" or "random"
coc7-expected-flee-at = how many still standing make the side flee, from 0 to 32
coc7-expected-hp = hit points from 1 to 1000
coc7-expected-armour = armour points from 0 to 1000
coc7-expected-defence = "best", "dodge" or "fight_back"
coc7-expected-san = Sanity from 0 to 99
coc7-expected-k4-weapon = a weapon of the weapons table, such as "small_knife" or "handgun"
coc7-error-forecast = the fight cannot be forecast: { $error }
# A probability as the terminal writes it: the exact fraction, then its percentage.
coc7-odds = { $fraction } ({ $percent })
# One level's chance in a list of odds: "Hard success 12.5%".
coc7-odds-level = { $level } { $percent }
# One Sanity loss with its chance: "3 1/6 (16.7%)".
coc7-odds-lost = { $lost } { $odds }
