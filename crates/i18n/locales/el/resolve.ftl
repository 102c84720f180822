## Το πρωτόκολλο resolve (keeper-resolve).

resolve-error-bad-json = αυτή η γραμμή δεν είναι έγκυρο JSON (γραμμή { $line }, στήλη { $column }): στείλε ένα αντικείμενο JSON ανά γραμμή
resolve-error-not-object = ένα αίτημα πρέπει να είναι αντικείμενο JSON όπως {"{"}"system": "dice", "action": "roll", "expr": "3d6"{"}"}
resolve-error-line-too-long = το αίτημα έχει μήκος { $bytes } byte· διαβάζονται το πολύ { $limit }
resolve-error-missing-field = λείπει το πεδίο "{ $field }"
resolve-error-bad-field = το πεδίο "{ $field }" πρέπει να είναι { $expected }
resolve-error-unknown-system = δεν υπάρχει σύστημα "{ $system }": αυτή η έκδοση ξέρει τα { $known }
resolve-error-unknown-action = το σύστημα "{ $system }" δεν έχει ενέργεια "{ $action }": έχει τις { $known }
resolve-error-unused-dice = { $count ->
    [one] μία όψη που δόθηκε δεν χρησιμοποιήθηκε: δώσε ακριβώς τα ζάρια που ρίχνει η ενέργεια
   *[other] { $count } όψεις που δόθηκαν δεν χρησιμοποιήθηκαν: δώσε ακριβώς τα ζάρια που ρίχνει η ενέργεια
}

resolve-expected-string = ένα κείμενο (string)
resolve-expected-integer = ένας ακέραιος μέσα στο επιτρεπτό εύρος
resolve-expected-seed = ένας ακέραιος από 0 έως 18446744073709551615
resolve-expected-faces = μια λίστα με ακέραιους (τις όψεις, με τη σειρά που ρίχνονται)
resolve-error-unknown-field = αυτή η ενέργεια δεν έχει πεδίο "{ $field }": έλεγξε την ορθογραφία του (δέχεται τα { $known })
resolve-error-one-of = το πεδίο "{ $field }" πρέπει να είναι ένα από τα { $known }
resolve-error-bad-value = το πεδίο "{ $field }" δεν είναι έγκυρο: { $reason }
resolve-expected-number = ένας αριθμός
resolve-expected-bool = true ή false
resolve-expected-list = μια λίστα
resolve-expected-object = ένα αντικείμενο
resolve-expected-valid = μια τιμή του είδους που δέχεται αυτό το πεδίο (δες την τεκμηρίωση του πρωτοκόλλου)
