## BCDice-compatible commands (keeper-bcdice and its resolve actions).

bcdice-error-unknown-game = there is no BCDice game "{ $game }" in this build
bcdice-error-unknown-command = "{ $command }" is not a command this game recognises
bcdice-error-too-many-dice = a sum rolls 1 to 1000 dice of 1 to 1000000 sides
bcdice-expected-game = the id of a BCDice game of this build, such as "Cthulhu"
