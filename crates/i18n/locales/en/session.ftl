# Messages of the session at the table: push, Luck, group requests, Sanity, healing, development.

## Following up a roll (push, Luck)
session-follow-up-not-yours = only the member who made this roll may push it or spend Luck on it
session-follow-up-not-check = only a 7th edition skill or characteristic check can be pushed or have Luck spent on it
session-follow-up-taken = this roll has already been pushed or had Luck spent on it
session-push-already-pushed = a pushed roll cannot be pushed again
session-luck-pushed = Luck cannot be spent on a pushed roll
session-luck-no-character = Luck is spent from a character's sheet: this roll was not made for a character
session-push-button = Push the roll
session-luck-button = Spend { $points } Luck: { $level }
session-pushes = pushes roll #{ $seq }
session-luck-on = Luck spent on roll #{ $seq }
session-pushed-failure = Pushed roll failed: the Keeper may impose a dire consequence
session-followed-push = Pushed in roll #{ $seq }
session-followed-luck = Luck spent in roll #{ $seq }

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
session-blind-check-skill = Roll in secret
session-group-loss = Sanity loss (for a SAN roll)
session-group-loss-hint = Such as 1/1D6: taken off each sheet when its player answers; a loss of 5 or more brings the INT roll.

## Rolls an investigator's state refuses
session-roll-dead = { $name } is dead and rolls nothing more
session-roll-dying = { $name } is dying: no skill or combat roll until First Aid stabilises them (only the CON roll of each round)
session-roll-unconscious = { $name } is unconscious: no skill or combat roll until they come round
