## Success levels: one name each, for the terminal, the web and snippets alike.

level-critical = Critical success
level-extreme = Extreme success
level-hard = Hard success
level-regular = Regular success
level-success = Success
level-special = Special success
level-failure = Failure
level-fumble = Fumble
level-critical-special = Critical (special)
level-fumble-malfunction = Fumble (malfunction)
level-malfunction = Malfunction
level-automatic-success = Automatic success
level-automatic-failure = Automatic failure
level-partial = One of two succeeds

## A level the catalogue has no name for, shown as its code; a roll's total with its level.
level-code = { $level }
level-total = { $total } { $level }

## One side of a contest and what it scored: "side 1: 13".
describe-side = { $side }: { $said }
describe-skill = { $skill }

## A chance as a fraction with its percentage: "1/8 (12.5%)".
describe-odds = { $fraction } ({ $percent })

## A named side with its chance: "Walter 1/2 (50.0%)".
describe-named-odds = { $name } { $odds }
