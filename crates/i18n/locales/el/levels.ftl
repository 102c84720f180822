## Επίπεδα επιτυχίας: ένα όνομα το καθένα, για το τερματικό, τη σελίδα και τα αποσπάσματα.

level-critical = Κρίσιμη Επιτυχία (Critical Success)
level-extreme = Ακραία Επιτυχία (Extreme Success)
level-hard = Δύσκολη Επιτυχία (Hard Success)
level-regular = Κανονική Επιτυχία (Regular Success)
level-success = Επιτυχία (Success)
level-special = Ειδική Επιτυχία (Special Success)
level-failure = Αποτυχία (Failure)
level-fumble = Καταστροφική Αποτυχία (Fumble)
level-critical-special = Κρίσιμη και Ειδική Επιτυχία (Critical and Special Success)
level-fumble-malfunction = Καταστροφική Αποτυχία και Εμπλοκή (Fumble and Malfunction)
level-malfunction = Εμπλοκή (Malfunction)
level-automatic-success = Αυτόματη επιτυχία
level-automatic-failure = Αυτόματη αποτυχία
level-partial = Επιτυχία στη μία από τις δύο

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
