## Σημειογραφία ζαριών και ρίψη (keeper-dice).

dice-expected-operand = ένας αριθμός, ένα ζάρι όπως d6, ένα πρόσημο ή "("
dice-expected-operator = ένας τελεστής (+ - * /) ή το τέλος της έκφρασης
dice-expected-sides = οι έδρες του ζαριού: ένας αριθμός, "%" ή "F"
dice-expected-number = ένας ακέραιος
dice-expected-close-paren = μια ")" που κλείνει την παρένθεση
dice-expected-condition = μια σύγκριση όπως >=5, <2 ή =1
dice-expected-high-low = "h" ή "l" (όπως στα kh3, dl1)
dice-expected-once-repeat = "o" (ξαναρίξιμο μία φορά) ή "r" (ξαναρίξιμο μέχρι να μην ισχύει πια)
dice-expected-repeat = "#" μετά τον αριθμό των επαναλήψεων (όπως στο 6#3d6)

dice-error-empty = η έκφραση είναι κενή: γράψε ζάρια όπως 3d6+2
dice-error-unexpected = απρόσμενο "{ $found }" στη στήλη { $column }: αναμενόταν { $expected }
dice-error-unexpected-end = η έκφραση τελειώνει πολύ νωρίς, στη στήλη { $column }: αναμενόταν { $expected }
dice-error-too-long = η έκφραση έχει { $chars } χαρακτήρες· επιτρέπονται το πολύ { $limit }
dice-error-too-deep = οι παρενθέσεις και τα πρόσημα είναι φωλιασμένα πολύ βαθιά στη στήλη { $column }: το πολύ { $limit } επίπεδα
dice-error-number-too-large = ο αριθμός στη στήλη { $column } είναι πολύ μεγάλος
dice-error-too-many-dice = πάρα πολλά ζάρια: { $count } σε μία ζαριά, επιτρέπονται το πολύ { $limit }
dice-error-too-many-sides = ζάρι με { $sides } έδρες στη στήλη { $column }: επιτρέπονται το πολύ { $limit } έδρες
dice-error-no-sides = το ζάρι στη στήλη { $column } δεν έχει έδρες: ένα ζάρι χρειάζεται τουλάχιστον μία
dice-error-no-dice = ο όρος στη στήλη { $column } δεν ρίχνει κανένα ζάρι: ρίξε τουλάχιστον ένα
dice-error-select-too-many = ο όρος στη στήλη { $column } κρατά ή πετά { $select } ζάρια αλλά ρίχνει μόνο { $count }
dice-error-duplicate-modifier = το "{ $modifier }" δίνεται δύο φορές στον όρο της στήλης { $column }
dice-error-rerolls-too-often = το ξαναρίξιμο στη στήλη { $column } πιάνει { $meeting } από τις { $faces } όψεις, άρα ένα ζάρι θα μπορούσε να ξαναριχτεί πάνω από { $limit } φορές: χρησιμοποίησε ro για ένα μόνο ξαναρίξιμο ή μια στενότερη συνθήκη
dice-error-explodes-too-often = η έκρηξη στη στήλη { $column } πιάνει { $meeting } από τις { $faces } όψεις που μπορεί να φέρει ένα ζάρι, άρα ένα ζάρι θα μπορούσε να «εκραγεί» πάνω από { $limit } φορές: χρησιμοποίησε μια στενότερη συνθήκη
dice-error-bad-repeat = ζητήθηκαν { $repeat } επαναλήψεις: επιτρέπονται από 1 έως { $limit }
dice-error-unclosed-label = η ετικέτα στη στήλη { $column } δεν κλείνει: πρόσθεσε "]"
dice-error-exhausted = { $used ->
    [0] δεν δόθηκαν ζάρια: η ζαριά χρειάζεται πρώτα ένα { $die }
    [one] τα ζάρια που δόθηκαν τελείωσαν μετά από μία όψη: η ζαριά χρειάζεται ακόμα ένα { $die }
   *[other] τα ζάρια που δόθηκαν τελείωσαν μετά από { $used } όψεις: η ζαριά χρειάζεται ακόμα ένα { $die }
}
dice-error-bad-face = η όψη αριθμός { $position } που δόθηκε είναι { $face }, που ένα { $die } δεν μπορεί να φέρει (όψεις από { $min } έως { $max })
dice-error-division-by-zero = διαίρεση με το μηδέν: ο διαιρέτης του "/" στη στήλη { $column } βγήκε 0
dice-error-overflow = το σύνολο είναι πολύ μεγάλο για να υπολογιστεί
dice-error-chain-too-long = ένα ζάρι του όρου στη στήλη { $column } ξαναρίχτηκε ή «εξερράγη» πάνω από { $limit } φορές

## Ακριβείς πιθανότητες (keeper_dice::odds).

dice-odds-too-many-outcomes = η ακριβής κατανομή θα είχε περίπου { $needed } δυνατά αποτελέσματα· υπολογίζονται το πολύ { $allowed }
dice-odds-too-much-work = η ακριβής κατανομή θα χρειαζόταν περίπου { $needed } βήματα· επιτρέπονται το πολύ { $allowed }
dice-odds-division-by-zero = διαίρεση με το μηδέν: ο διαιρέτης του "/" στη στήλη { $column } μπορεί να βγει 0
dice-odds-overflow = κάποιο δυνατό αποτέλεσμα είναι πολύ μεγάλο για να υπολογιστεί
