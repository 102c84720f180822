## Κλασικό Call of Cthulhu (keeper-classic και οι ενέργειες resolve του).

classic-error-house-rule-off = ο σπιτικός κανόνας (house rule) "{ $rule }" δεν ισχύει σε αυτό το παιχνίδι
classic-error-out-of-range = το { $what } είναι { $value }: πρέπει να είναι από { $min } έως { $max }
classic-error-no-equipment = η Ιατρική (Medicine) χρειάζεται εξοπλισμό (H1)
classic-error-parry-and-dodge = Απόκρουση (Parry) και Αποφυγή (Dodge) στον ίδιο γύρο απαιτούν έναν γύρο αποκλειστικά άμυνας (K3)
classic-error-same-attack-twice = ο ίδιος τύπος επίθεσης ή το ίδιο όπλο δεν μπορεί να χρησιμοποιηθεί δύο φορές στη σειρά (K8)
classic-error-no-chance-left = καμία επίθεση δεν είναι δυνατή μόλις η πιθανότητα πέσει στο 0 (K8)
classic-error-one-attack-only = μία επίθεση ανά γύρο: οι πολλαπλές επιθέσεις είναι σπιτικός κανόνας που δεν ισχύει εδώ (K8)
classic-error-not-enough = δεν φτάνουν { $what ->
    [mp] οι Πόντοι Μαγείας (MP)
    [luck] οι πόντοι Τύχης (Luck)
   *[other] τα { $what }
}: έχεις { $have }, χρειάζεσαι { $need }
classic-error-not-failed = μόνο μια αποτυχημένη ζαριά μπορεί να ξαναριχτεί με έναν Πόντο Μαγείας (M2)
classic-error-replaced-by-brawl = σε αυτό το παιχνίδι η Γροθιά (Fist), η Κουτουλιά (Head Butt) και η Κλωτσιά (Kick) αντικαθίστανται από το Σώμα με σώμα (Brawl) (K7)
classic-error-meditated = ο διαλογισμός γίνεται μία φορά κάθε 6 ώρες: ο τελευταίος ήταν πριν από { $hours ->
    [one] 1 ώρα
   *[other] { $hours } ώρες
} (M1)
classic-error-unknown-preset = δεν υπάρχει προρύθμιση "{ $name }": χρησιμοποίησε forum ή plain
classic-error-unknown-house-rule = δεν υπάρχει σπιτικός κανόνας "{ $name }"
classic-error-post-too-long = η δημοσίευση έχει { $chars } χαρακτήρες, διαβάζονται το πολύ { $limit }

classic-tag-no-quotes = το ζάρι πρέπει να είναι σε διπλά εισαγωγικά, όπως στο [roll="d6"]2[/roll]
classic-tag-no-die = η ετικέτα δεν ορίζει ζάρι: γράψε [roll="d6"]2[/roll]
classic-tag-unknown-die = άγνωστο ζάρι "{ $die }": χρησιμοποίησε d2, d3, d4, d6, d8, d10, d12, d20 ή d100
classic-tag-bad-count = το "{ $count }" δεν είναι αριθμός ζαριών από 1 έως { $max_per_tag }
classic-tag-unclosed = η ετικέτα δεν κλείνει: χρειάζεται "]" και μετά [/roll]
classic-tag-nested = μια ετικέτα ζαριάς δεν μπορεί να περιέχει άλλη ετικέτα ζαριάς
classic-tag-too-many-tags = μια δημοσίευση χωράει το πολύ { $max_tags } ετικέτες ζαριάς: αυτή και οι επόμενες δεν ρίχτηκαν
classic-tag-too-many-dice = μια δημοσίευση ρίχνει το πολύ { $max_dice } ζάρια: αυτή η ετικέτα δεν ρίχτηκε

classic-expected-options = "forum", "plain" ή ένα αντικείμενο όπως {"{"}"preset": "plain", "brawl": true{"}"}
classic-expected-response = "parry" ή "dodge"
classic-expected-db = μια Επιπλέον Ζημιά (Damage Bonus) όπως "+1D4", "-1D6", "+2D6" ή "0"
classic-expected-list = μια λίστα με 1 έως 100 ακέραιους
classic-expected-text = ένα κείμενο

classic-expected-sheet = ένα κλασικό φύλλο: ένα αντικείμενο με "format": "keeper-classic-sheet" και "version": 1
classic-expected-format = "keeper-classic-sheet"
classic-expected-version = 1 (η μόνη έκδοση του κλασικού φύλλου)
classic-expected-events = μια λίστα με το πολύ 100000 γεγονότα
classic-expected-event = ένα γεγονός όπως {"{"}"event": "hp_lost", "amount": 3{"}"}
classic-expected-insanity = "temporary", "indefinite" ή "permanent"
classic-sheet-too-many-events = ένα φύλλο χωράει το πολύ { $max } γεγονότα
