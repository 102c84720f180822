# Ο ιχνηλάτης μάχης: το πλαίσιό του στη σελίδα του τραπεζιού και οι εγγραφές του στο ημερολόγιο.

fight-title = Μάχη
fight-none-yet = Δεν γίνεται μάχη.
fight-start-hint = Ποιοι μάχονται; Τη σειρά την ορίζουν οι κανόνες.
fight-npc = ΜΠΧ
fight-count = πόσοι
fight-firearm = πυροβόλο έτοιμο
fight-start = Έναρξη μάχης
fight-round = Γύρος { $round }
fight-current = ενεργεί
fight-defended = { $count ->
    [one] αμύνθηκε μία φορά αυτόν τον γύρο
   *[other] αμύνθηκε { $count } φορές αυτόν τον γύρο
}
fight-lost-attack = έπεσε για κάλυψη: χάνει αυτή την επίθεση
fight-waiting = { $attacker } επιτίθεται σε { $target } με { $with }: { $target } πρέπει να απαντήσει.
fight-held = ακινητοποιημένος από { $name }
fight-down = εκτός μάχης
fight-choice-dodge = Αποφυγή
fight-choice-fight-back = Αντεπίθεση
fight-choice-dive = Πέσιμο για κάλυψη
fight-choice-none = Το δέχεται
fight-odds = κερδίζει ο επιτιθέμενος { $attacker } · κερδίζει ο αμυνόμενος { $defender }
fight-odds-hit = πετυχαίνει { $attacker }
fight-next = Τέλος σειράς
fight-pass-over = Παράλειψη της επίθεσης
fight-withdrawn = Η επίθεση που περίμενε αποσύρεται.
fight-flee = Φυγή
fight-flee-confirm = Φυγή από τη μάχη; Ο μαχητής φεύγει οριστικά.
fight-fled = έφυγε
fight-flees = { $name } φεύγει από τη μάχη.
fight-join = Προσθήκη στη μάχη
fight-join-button = Προσθήκη
fight-end = Τέλος μάχης
fight-end-confirm = Να τελειώσει αυτή η μάχη για όλους;
fight-system-turns-only = Σε παιχνίδι Chthonian ο ιχνηλάτης κρατά τη σειρά και τις σειρές δράσης: ρίξτε κάθε αναμέτρηση από τα φύλλα.
fight-your-turn = Σειρά του/της { $name }
fight-attacks-done = Έγιναν όλες οι επιθέσεις αυτού του γύρου: τελειώστε τη σειρά.
fight-attacks-left = { $count ->
    [one] απομένει μία επίθεση αυτόν τον γύρο
   *[other] απομένουν { $count } επιθέσεις αυτόν τον γύρο
}
fight-target = Στόχος
fight-with = Με
fight-firearm-options = Πυροβόλο: βολές, απόσταση, εξ επαφής
fight-shots = Βολές
fight-range = Απόσταση
fight-range-base = βασική απόσταση
fight-range-long = μακριά (×2)
fight-range-very-long = πολύ μακριά (×4)
fight-point-blank = εξ επαφής
fight-attack-button = Επίθεση

fight-maneuver = Ή ένας ελιγμός
fight-maneuver-none = όχι, χτύπημα
fight-maneuver-name-knock-down = ρίξιμο κάτω ή σπρώξιμο
fight-maneuver-name-disarm = αφοπλισμός
fight-maneuver-name-hold = αρπαγή και ακινητοποίηση
fight-maneuver-hint = Ρίχνεται με Μάχη (Πυγμαχία)· ο μικρότερος Σωματότυπος κοστίζει ζάρια ποινής, και κάποιος μεγαλύτερος κατά 3 δεν μετακινείται.
fight-waiting-maneuver = { $attacker } επιχειρεί { $maneuver } σε { $target }: { $target } πρέπει να απαντήσει.
fight-maneuver-knock-down = { $attacker } επιχειρεί να ρίξει κάτω { $target }
fight-maneuver-disarm = { $attacker } επιχειρεί να αφοπλίσει { $target }
fight-maneuver-hold = { $attacker } επιχειρεί να αρπάξει και να ακινητοποιήσει { $target }
fight-maneuver-worked = Ο ελιγμός πετυχαίνει
fight-maneuver-failed = Ο ελιγμός αποτυγχάνει

fight-move-up = Μετακίνηση του/της { $name } πιο πάνω
fight-move-down = Μετακίνηση του/της { $name } πιο κάτω
fight-moved = Ο Φύλακας μετακινεί τον/την { $name }. Σειρά: { $order }.
fight-started = Αρχίζει μάχη. Σειρά: { $order }.
fight-joined = Μπαίνουν στη μάχη: { $names }. Σειρά: { $order }.
fight-attack = { $attacker } επιτίθεται σε { $target } με { $with }
fight-dodge = { $name } αποφεύγει
fight-fight-back = { $name } αντεπιτίθεται
fight-dive = { $name } πέφτει για κάλυψη
fight-none = { $name } το δέχεται
fight-hit = { $name } δέχεται { $taken } ζημιά
fight-hit-armor = { $name } δέχεται { $taken } ζημιά ({ $damage } μείον { $armor } θωράκισης)
fight-hit-halved = { $name } δέχεται { $taken } ζημιά (τη μισή από { $damage }: τα πυροβόλα και τα βλήματα του κάνουν μισή ζημιά{ $armor ->
    [0] {""}
   *[other] , μείον { $armor } θωράκισης
})
fight-rolls = Οι ζαριές της επόμενης εγγραφής, με τους αριθμούς του ΜΠΧ (του Φύλακα).
fight-hit-dealt = { $name } χτυπιέται για { $damage }
fight-dying-roll = { $name } πεθαίνει: ρίψη CON στο τέλος του γύρου
fight-exposed = Ο Φύλακας εκθέτει τον/την { $name } σε { $label }: { $damage } στο τέλος κάθε γύρου.
fight-exposure-ended = { $name }: τέλος της έκθεσης σε { $label }.
fight-exposure-roll = { $name }, εκτεθειμένος/η σε { $label }
fight-exposure-badge = { $label }: { $damage } κάθε γύρο
fight-exposure-end = Τέλος της έκθεσης: { $name }
fight-expose = Έκθεση σε κίνδυνο κάθε γύρο (H8)
fight-expose-label = Σε τι (φωτιά, νερό…)
fight-expose-damage = Ζημιά κάθε γύρο
fight-expose-button = Έκθεση
fight-severity = { $severity ->
    [minor] Μικρή
    [moderate] Μέτρια
    [severe] Σοβαρή
    [deadly] Θανάσιμη
    [terminal] Μοιραία
   *[splat] Συντριπτική
} ({ $dice })
fight-miss = Κανείς δεν τραυματίζεται
fight-turn = Γύρος { $round }: σειρά του/της { $name }.
fight-ended = { $rounds ->
    [one] Η μάχη τελειώνει στον πρώτο της γύρο.
   *[other] Η μάχη τελειώνει στον γύρο { $rounds }.
}

fight-weapon-unarmed = άοπλος
fight-weapon-small_knife = μικρό μαχαίρι
fight-weapon-machete = ματσέτα
fight-weapon-small_club = μικρό ρόπαλο
fight-weapon-baseball_bat = ρόπαλο του μπέιζμπολ
fight-weapon-handgun = πιστόλι
fight-weapon-shotgun = καραμπίνα
fight-weapon-shotgun_close = καραμπίνα από κοντά
fight-weapon-rifle = τουφέκι
fight-choice-parry = Απόκρουση
fight-parry = { $name } αποκρούει
fight-impaled = Το χτύπημα διαπερνά
fight-next-attack = Κι άλλη επίθεση σε αυτή τη σειρά: −30% (K8), ποτέ με το ίδιο όπλο δύο φορές στη σειρά.
fight-weapon-brawl = Καβγάς
fight-weapon-fist = γροθιά
fight-weapon-head_butt = κουτουλιά
fight-weapon-kick = κλοτσιά
fight-weapon-large_knife = μεγάλο μαχαίρι
fight-weapon-club = ρόπαλο
fight-weapon-hatchet = τσεκούρι
fight-weapon-sword = σπαθί
fight-weapon-spear = δόρυ
fight-weapon-thrown_rock = πέτρα (ρίψη)
fight-weapon-revolver_38 = περίστροφο .38
fight-weapon-revolver_45 = περίστροφο .45
fight-choice-contest = Αντίσταση με τα Γνωρίσματά μου
fight-contest = { $name } αντιστέκεται
fight-wounded = { $name } χάνει με { $outcome }: Τραύμα { $wound }
fight-attack-plain = { $attacker } επιτίθεται στον/στην { $target }
fight-waiting-plain = { $attacker } επιτίθεται στον/στην { $target }: { $target } πρέπει να απαντήσει.
fight-traits = Γνωρίσματα που μετράνε
fight-traits-hint = Ένα Γνώρισμα που εμποδίζει (ένα τραύμα) μετράει είτε σημειωθεί είτε όχι.
fight-wound-trait = Τραύμα
# An exchange: the attack, then how the target met it.
fight-exchange = { $attack }· { $response }.
fight-reloaded = { $name } ξαναγεμίζει: { $with }
fight-aimed = { $name } σημαδεύει: ένα ζάρι μπόνους στην επόμενη μονή βολή
fight-aim = Σημάδεψε (ζάρι μπόνους στην επόμενη βολή)
fight-aiming = σημαδεύει
fight-skill = { $name } αφιερώνει τον γύρο σε μια ρίψη: { $skill }
fight-skill-form = Κάτι άλλο: μια ρίψη
fight-skill-roll = Ρίξε
fight-malfunction = Εμπλοκή: { $with }
fight-rounds-left = { $with }: απομένουν { $left } σφαίρες
fight-reload = Γέμισμα: { $with }
fight-jammed = εμπλοκή: { $with }

# A 7th edition sheet's weapons (K4).
web-weapons-title = Όπλα
web-weapons-name = Όπλο
web-weapons-skill = Ικανότητα
web-weapons-damage = Ζημιά
web-weapons-damage-dice = Ζάρια ζημιάς (χωρίς ΜΖ)
web-weapons-range = Εμβέλεια (γιάρδες)
web-weapons-per-round = Ανά γύρο
web-weapons-ammo = Σφαίρες
web-weapons-malfunction = Εμπλοκή
web-weapons-remove = Αφαίρεση
web-weapons-hint = Όλοι πολεμούν άοπλοι. Η ζημιά περιλαμβάνει το μπόνους ζημιάς όπου το προσθέτει ο K4: ολόκληρο σε σώμα με σώμα, το μισό όταν ρίχνεται, ποτέ με πυροβόλο. Σε μάχη αυτά έρχονται πρώτα· τα άλλα όπλα του K4 μπορούν ακόμη να ληφθούν.
web-weapons-impaling = διαπερνά
web-weapons-thrown = ρίχνεται
web-weapons-firearm = πυροβόλο
web-weapons-add-title = Προσθήκη όπλου
web-weapons-like = Ξεκίνα από
web-weapons-like-none = δικοί σου αριθμοί
web-weapons-kind = Είδος
web-weapons-add = Πρόσθεσε το όπλο
