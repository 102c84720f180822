## Call of Cthulhu 7η έκδοση (keeper-coc7 και οι ενέργειες resolve του).


coc7-error-cannot-push = αυτή η ζαριά δεν επιδέχεται Ώθηση (Push) (R5): { $why ->
    [succeeded] η ζαριά πέτυχε
    [already-pushed] η ζαριά έχει ήδη ωθηθεί
    [combat] οι ζαριές μάχης δεν ωθούνται ποτέ
    [sanity] οι ζαριές Ψυχικής Υγείας (Sanity) δεν ωθούνται ποτέ
   *[luck] οι Ζαριές Τύχης (Luck Rolls) δεν ωθούνται ποτέ
}
coc7-error-cannot-spend-luck = δεν μπορείς να ξοδέψεις Τύχη (Luck) σε αυτή τη ζαριά (R9): { $why ->
    [already-pushed] έχει ωθηθεί
    [sanity] είναι ζαριά Ψυχικής Υγείας (Sanity)
    [fumble] είναι Καταστροφική Αποτυχία (Fumble)
   *[luck] είναι Ζαριά Τύχης (Luck Roll)
}
coc7-error-not-enough-luck = δεν μπορείς να ξοδέψεις { $wanted ->
    [one] { $wanted } πόντο
   *[other] { $wanted } πόντους
} Τύχης (Luck): επιτρέπονται το πολύ { $available } (R9)
coc7-error-no-investigators = η ομαδική Ζαριά Τύχης (Luck Roll) χρειάζεται τουλάχιστον έναν ερευνητή (R8)
coc7-error-maneuver-impossible = ο ελιγμός δεν μπορεί να πετύχει: η Σωματική Διάπλαση (Build) του στόχου ({ $target }) ξεπερνά το { $build } κατά 3 ή περισσότερο (K8)
coc7-error-bad-loss = το «{ $text }» δεν είναι απώλεια Ψυχικής Υγείας (Sanity): γράψ' την ως επιτυχία/αποτυχία, π.χ. 0/1D6 ή 1/1D4+1 (N1)
coc7-error-dead = ο ερευνητής είναι νεκρός
coc7-error-cannot-heal = δεν γίνεται ίαση τώρα: { $why ->
    [dying] ο ερευνητής είναι κοντά στον θάνατο (Dying) και μόνο οι Πρώτες Βοήθειες (First Aid) έχουν αποτέλεσμα (H4, H7)
    [needs-medicine] οι Πρώτες Βοήθειες (First Aid) σταθεροποίησαν τον ετοιμοθάνατο· πριν από τη φυσική ίαση χρειάζεται Ιατρική (Medicine) (H7)
    [first-aid-given] οι Πρώτες Βοήθειες (First Aid) πέτυχαν ήδη σε αυτό το τραύμα, και γίνονται μόνο μία φορά ανά τραύμα (H7)
    [no-equipment] η Ιατρική (Medicine) χρειάζεται τουλάχιστον μία ώρα με τον απαραίτητο εξοπλισμό και τα εφόδια (H7)
   *[full-health] ο ερευνητής έχει όλους τους Πόντους Ζωής (Hit Points) του
}

coc7-issue = { $field }: { $what } ({ $rule })
# What an issue is about, in the reader's words (the protocol keeps its field name).
coc7-field-characteristics = χαρακτηριστικά
coc7-field-characteristic = { $char }
coc7-field-occupation-skill = επαγγελματική ικανότητα { $skill }
coc7-field-occupation-skills = επαγγελματικές ικανότητες
coc7-field-interest = προσωπικό ενδιαφέρον { $number }
coc7-field-interests = προσωπικά ενδιαφέροντα
coc7-field-luck = Τύχη (Luck)
coc7-field-other = { $field }
coc7-issue-none = κανένα
coc7-issue-values = { $values }
coc7-issue-not-the-array = τα χαρακτηριστικά πρέπει να είναι 40, 50, 50, 50, 60, 60, 70 και 80, από ένα το καθένα· περισσεύουν: { $extra }· λείπουν: { $missing }
coc7-issue-roll-range = το { $value } δεν βγαίνει σε ζαριά: πρέπει να είναι πολλαπλάσιο του 5 από { $min } έως { $max }
coc7-issue-unknown-skill = δεν υπάρχει ικανότητα «{ $name }» στο Φύλλο Ερευνητή
coc7-issue-needs-speciality = η ικανότητα «{ $name }» χρειάζεται εξειδίκευση: { $options }
coc7-issue-duplicate = η ικανότητα { $skill } εμφανίζεται δύο φορές
coc7-issue-occupation-values = οι τιμές επαγγέλματος πρέπει να είναι 70, 60, 60, 50, 50, 50, 40, 40 και 40· περισσεύουν: { $extra }· λείπουν: { $missing }
coc7-issue-no-credit-rating = η Οικονομική Διαβάθμιση (Credit Rating) πρέπει να πάρει μία από τις εννέα τιμές επαγγέλματος
coc7-issue-occupation-count = ένα επάγγελμα έχει οκτώ ικανότητες εκτός από την Οικονομική Διαβάθμιση, { $count ->
    [one] δόθηκε { $count }
   *[other] δόθηκαν { $count }
}
coc7-issue-unfilled = το επάγγελμα { $occupation } χρειάζεται { $slot_kind ->
    [one_of] μία από τις: { $skills }
    [art_craft] μια εξειδίκευση της Τέχνης/Χειροτεχνίας (Art/Craft)
    [language_other] μία επιπλέον γλώσσα (Άλλη Γλώσσα ή μια συγκεκριμένη γλώσσα)
    [firearms] μια εξειδίκευση των Πυροβόλων Όπλων (Firearms)
    [any] μία ακόμα ικανότητα της επιλογής σου
   *[skill] { $skills }
}
coc7-issue-mythos = ο Μύθος του Cthulhu (Cthulhu Mythos) δεν παίρνει πόντους στη δημιουργία χαρακτήρα
coc7-issue-interest-count = χρειάζονται τέσσερις Ικανότητες Προσωπικού Ενδιαφέροντος, { $count ->
    [one] δόθηκε { $count }
   *[other] δόθηκαν { $count }
}
coc7-issue-interest-occupation = η ικανότητα { $skill } είναι Επαγγελματική Ικανότητα, άρα δεν μπορεί να είναι και Ικανότητα Προσωπικού Ενδιαφέροντος
coc7-warning-custom-occupation = το «{ $name }» δεν είναι επάγγελμα του οδηγού γρήγορης εκκίνησης: γίνονται δεκτές οποιεσδήποτε οκτώ ικανότητες (S1)
coc7-warning-no-occupation = δεν δόθηκε επάγγελμα του οδηγού γρήγορης εκκίνησης: γίνονται δεκτές οποιεσδήποτε οκτώ ικανότητες (S1)

coc7-expected-value = ένας ακέραιος από 0 έως 1000
coc7-expected-dice-count = ένας ακέραιος αριθμός ζαριών από 0 έως 100
coc7-expected-difficulty = "regular", "hard" ή "extreme"
coc7-expected-response = "dodge" ή "fight_back"
coc7-expected-expression = μια έκφραση ζαριών όπως "1D6", "2D6+4", "+1D4", "-1" ή "0"
coc7-expected-characteristics = ένα αντικείμενο με τα οκτώ χαρακτηριστικά STR, CON, POW, DEX, APP, SIZ, INT, EDU, το καθένα ακέραιος από 0 έως 200
coc7-expected-method = "quickstart" ή "rolled"
coc7-expected-kind = "skill", "characteristic", "combat", "sanity" ή "luck"
coc7-expected-lucks = μια λίστα με 1 έως 100 τιμές Τύχης (Luck)
coc7-expected-range = "base", "long" ή "very_long"
coc7-expected-shots = 1, 2 ή 3 βολές
coc7-expected-severity = "minor", "moderate", "severe", "deadly", "terminal" ή "splat"
coc7-expected-treatment = "first_aid", "medicine", "day", "week" ή "dying_round"
coc7-expected-combatants = μια λίστα με 1 έως 100 μαχόμενους, ο καθένας {"{"}"name": "Brian", "dex": 60{"}"}
coc7-expected-sheet = ένα αντικείμενο φύλλου όπως {"{"}"format": "keeper-coc7-sheet", "version": 1, …{"}"}
coc7-expected-format = "keeper-coc7-sheet"
coc7-expected-version = 1, η έκδοση φύλλου που διαβάζει αυτό το πρόγραμμα
coc7-expected-events = μια λίστα με το πολύ 100000 γεγονότα
coc7-expected-event = ένα γεγονός όπως {"{"}"event": "damaged", "amount": 3{"}"}
coc7-expected-dholes = μια εξαγωγή του Dhole's House: ένα αντικείμενο με "Investigator" και "Investigator.PersonalDetails"
coc7-error-creation = ο ερευνητής δεν είναι έγκυρος: { $issues }
coc7-dholes-missing = το { $field } λείπει ή δεν είναι αριθμός: χρησιμοποιήθηκε το 0
coc7-dholes-custom-skill = το «{ $skill }» δεν είναι ικανότητα του Φύλλου Ερευνητή: κρατήθηκε ως προσαρμοσμένη ικανότητα
coc7-error-not-insane = οι φοβίες, οι μανίες και οι αλλαγές στο παρελθόν (backstory) έρχονται με την προσωρινή παραφροσύνη, και ο ερευνητής δεν είναι προσωρινά παράφρων (N3)
coc7-error-out-of-ammo = δεν γίνεται να ρίξεις { $shots ->
    [one] { $shots } βολή
   *[other] { $shots } βολές
}: { $ammo ->
    [one] απομένει { $ammo } σφαίρα
   *[other] απομένουν { $ammo } σφαίρες
} (K6)
coc7-expected-effect = "phobia", "mania" ή "backstory"
coc7-expected-ammo = ένας ακέραιος αριθμός σφαιρών από 0 έως 1000
coc7-expected-malfunction = ένας αριθμός εμπλοκής από 1 έως 100
coc7-expected-weapon-name = όνομα όπλου από 1 έως 60 χαρακτήρες, εκτός από "unarmed" (το έχουν όλοι)
coc7-expected-weapon-skill = μια ικανότητα του φύλλου, όπως "Fighting (Brawl)" ή "Firearms (Handgun)"
coc7-expected-weapon-damage = ζάρια όπως "1D8" ή "2D6+4", χωρίς το μπόνους ζημιάς: προστίθεται όπου το προσθέτει ο K4 ("adds_db")
coc7-expected-weapon-db = false: ένα πυροβόλο δεν προσθέτει μπόνους ζημιάς (K4)
coc7-expected-weapon-thrown = false: ένα πυροβόλο δεν ρίχνεται
coc7-expected-per-round = 1 έως 20 επιθέσεις ή βολές σε έναν γύρο
coc7-expected-weapon-range = βασική εμβέλεια από 0 έως 10000 γιάρδες
coc7-expected-weapon-ammo = ένας ακέραιος αριθμός σφαιρών από 1 έως 1000
coc7-expected-weapons = το πολύ 50 όπλα σε ένα φύλλο
coc7-expected-forecast-method = "auto", "exact" ή "monte_carlo"
coc7-expected-fights = ακέραιος αριθμός μαχών από 1 έως 1000000
coc7-expected-budget = ακέραιος αριθμός καταστάσεων από 1 έως 10000000
coc7-expected-sides = λίστα με τουλάχιστον δύο πλευρές, καθεμιά {"{"}"name": "investigators"{"}"}
coc7-expected-fighters = λίστα με 1 έως 32 μαχητές, καθένας {"{"}"name": "Brian", "side": "investigators", "dex": 60, "con": 55, "max_hp": 12, "attacks": […]{"}"}
coc7-expected-rounds = όριο γύρων από 1 έως 1000
coc7-expected-targets = "first", "weakest" ή "random"
coc7-expected-flee-at = πόσοι όρθιοι κάνουν την πλευρά να τραπεί σε φυγή, από 0 έως 32
coc7-expected-hp = πόντοι ζωής από 1 έως 1000
coc7-expected-armour = πόντοι θωράκισης από 0 έως 1000
coc7-expected-defence = "best", "dodge" ή "fight_back"
coc7-expected-san = Λογικότητα από 0 έως 99
coc7-expected-k4-weapon = ένα όπλο του πίνακα όπλων, όπως "small_knife" ή "handgun"
coc7-error-forecast = η μάχη δεν μπορεί να προβλεφθεί: { $error }
# A probability as the terminal writes it: the exact fraction, then its percentage.
coc7-odds = { $fraction } ({ $percent })
# One level's chance in a list of odds: "Hard success 12.5%".
coc7-odds-level = { $level } { $percent }
# One Sanity loss with its chance: "3 1/6 (16.7%)".
coc7-odds-lost = { $lost } { $odds }
