## Níveis de sucesso: um nome cada, para o terminal, a página e os trechos.

level-critical = Sucesso Crítico
level-extreme = Sucesso Extremo
level-hard = Sucesso Sólido
level-regular = Sucesso Regular
level-success = Sucesso
level-special = Sucesso Excepcional
level-failure = Fracasso
    .classic = Falha
level-fumble = Desastre
level-critical-special = Crítico (excepcional)
level-fumble-malfunction = Desastre (defeito)
level-malfunction = Defeito
level-automatic-success = Sucesso Automático
level-automatic-failure = Falha Automática
level-partial = Sucesso em uma das duas

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
