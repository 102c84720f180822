## BCDice-compatible commands (keeper-bcdice and its resolve actions).

bcdice-error-unknown-game = there is no BCDice game "{ $game }" in this build
bcdice-error-unknown-command = "{ $command }" is not a command this game recognises
bcdice-error-too-many-dice = a sum rolls 1 to 1000 dice of 1 to 1000000 sides
bcdice-error-cc-bonus-dice = bonus and penalty dice run from -100 to 100
bcdice-error-far-volley = the rounds per volley must be a positive number
bcdice-error-far-rounds = the rounds loaded must be a positive number
bcdice-error-far-skill = the skill must be a positive number
bcdice-error-far-bonus-dice = full-automatic fire takes from -2 to 2 bonus and penalty dice
