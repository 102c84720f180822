# Messages of the session at the table: push, Luck, group requests, Sanity, healing, development.

## Following up a roll (push, Luck)
session-follow-up-not-yours = only the member who made this roll may push it, re-roll it or spend Luck on it
session-follow-up-not-check = only a skill or characteristic check of the game's system can be pushed (7th edition), re-rolled (classic) or have Luck spent on it
session-follow-up-taken = this roll has already been pushed, re-rolled or had Luck spent on it
session-push-already-pushed = a pushed roll cannot be pushed again
session-luck-pushed = Luck cannot be spent on a pushed roll
session-luck-no-character = Luck and Magic Points are spent from a character's sheet: this roll was not made for a character
session-luck-cannot-help = no Luck makes this roll a success: it succeeded already, or 01 and 96–100 keep their levels (M3)
session-push-button = Push the roll
session-luck-button = Spend { $points } Luck: { $level }
session-pushes = pushes roll #{ $seq }
session-luck-on = Luck spent on roll #{ $seq }
session-answers = answers the request #{ $seq }
session-set-again = characteristics rolled again: this player's set { $n }
session-answered = answered in roll #{ $seq }
session-pushed-failure = Pushed roll failed: the Keeper may impose a dire consequence
session-followed-push = Pushed in roll #{ $seq }
session-followed-luck = Luck spent in roll #{ $seq }
session-award-keeper-only = only the Keeper awards experience checks (T6)
session-award-not-check = only a classic skill roll made for a character earns an experience check
session-award-failed = only a successful use earns an experience check (T6)
session-award-not-skill = the roll's label names no skill on the sheet: characteristics earn no experience check
session-award-already = this skill already has its experience check
session-award-button = Award an experience check
session-followed-mp-reroll = Re-rolled for 1 MP in roll #{ $seq }
session-rerolls = re-rolls roll #{ $seq } for 1 MP
session-mp-reroll-button = Re-roll for 1 MP (MP { $mp })
session-mp-reroll-classic = re-rolling for 1 Magic Point is a house rule of classic games
session-push-classic = classic rolls are not pushed: the forum's house rules re-roll a failed check for 1 Magic Point instead

## Group requests
session-group-nobody = nobody to ask: name players, or invite some first
session-group-no-character = { $name } has no character to roll for
session-group-no-value = { $name }'s sheet has no { $skill }
session-group-luck-coc7 = the group Luck roll is a rule of 7th edition
session-group-one-of = give exactly one of skill and group_luck, and a loss only with "san"
session-group-title = Ask the group
session-group-to = Who rolls
session-group-skill = The roll, with each one's own value
session-group-luck = Group Luck roll (the lowest Luck rolls)
session-group-submit = Ask them
session-blind-check = Blind check
session-ask-dying = Ask for the dying CON roll
session-blind-check-skill = Roll in secret
session-group-loss = Sanity loss (for a SAN roll)
session-group-loss-hint = Such as 1/1D6: taken off each sheet when its player answers; a loss of 5 or more brings the INT roll.

## Rolls an investigator's state refuses
session-roll-dead = { $name } is dead and rolls nothing more
session-roll-dying = { $name } is dying: no skill or combat roll until First Aid stabilises them (only the CON roll of each round)
session-roll-unconscious = { $name } is unconscious: no skill or combat roll until they come round

## An opposed roll at the table (7th edition), a resistance roll (classic T5)
opposed-title = Opposed roll
opposed-title-classic = Resistance roll
opposed-hint = Each side rolls its own value; the better level wins, ties going to the higher value. A character's value comes from its sheet.
opposed-hint-classic = The active side against the passive: 50% plus 5% for each point the active has over the passive (T5). A character's value comes from its sheet.
opposed-side = Side { $n }
opposed-other = Someone or something else
opposed-value-name = Value
opposed-value = Its value
opposed-roll = Roll
