## Уровни успеха: одно название для каждого, для терминала, страниц и фрагментов.

level-critical = Критический успех
level-extreme = Экстремальный успех
level-hard = Трудный успех
level-regular = Обычный успех
level-success = Успех
level-special = Особый успех
level-failure = Провал
level-fumble = Критический провал
level-critical-special = Критический успех (особый)
level-fumble-malfunction = Критический провал (осечка)
level-malfunction = Осечка
level-automatic-success = Автоматический успех
level-automatic-failure = Автоматический провал
level-partial = Успех в одной из двух

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
