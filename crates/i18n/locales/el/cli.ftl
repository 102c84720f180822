## Η γραμμή εντολών του keeper (keeper-cli).

cli-about-keeper = keeper: ζάρια, ακριβείς πιθανότητες και οι κανόνες του Call of Cthulhu, από το τερματικό
cli-help-keeper-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG

cli-about-keeper-roll = Ρίχνει μια έκφραση ζαριών και δείχνει κάθε ζάρι
cli-long-about-keeper-roll = Ρίχνει μια έκφραση ζαριών και δείχνει κάθε ζάρι.

    Δουλεύουν και οι εντολές τύπου BCDice: CC(1)<=50, CBR(50,60), FAR(3,70,98) για την 7η έκδοση, ή με --game Cthulhu οι εντολές της 6ης έκδοσης CCB<=40, RESB(12-10), SCBRB(50,60).

    Συμβολισμός: NdM, d%, NdF, κράτημα/απόρριψη khK klK dhK dlK, μέτρηση επιτυχιών NdM>=K και NdM<=K, εκρηκτικά ζάρια NdM! (ή !>=K), ξαναρίξιμο roM (μία φορά) και rrM (μέχρι να μην ισχύει πια), + - * και / (στρογγυλοποίηση προς τα κάτω), παρενθέσεις, ετικέτες 2d6[fire], και N#EXPR για να ρίξεις την ίδια έκφραση N φορές (6#3d6).

    Κωδικοί εξόδου: 0 επιτυχία, 2 λανθασμένη είσοδος, 1 εσωτερικό σφάλμα.
cli-help-keeper-roll-expr = Η έκφραση ζαριών, π.χ. 3d6+2, 4d6kh3 ή "6#3d6"
cli-help-keeper-roll-seed = Κάνει τη ζαριά αναπαραγώγιμη: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-roll-dice = Δώσε μόνος σου τις όψεις (πραγματικά ζάρια), με τη σειρά που ρίχνονται: 3,4,1
cli-help-keeper-roll-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-roll-game = Το παιχνίδι του BCDice για εντολές τύπου BCDice όπως CC(1)<=50: Cthulhu7th (προεπιλογή) ή Cthulhu
cli-help-keeper-roll-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG

cli-about-keeper-prob = Δείχνει την ακριβή πιθανότητα κάθε αποτελέσματος μιας έκφρασης ζαριών
cli-long-about-keeper-prob = Δείχνει την ακριβή πιθανότητα κάθε αποτελέσματος μιας έκφρασης ζαριών: πίνακα με ακριβή κλάσματα, P(≤ x), P(≥ x) και ραβδόγραμμα, και μετά τη μέση τιμή και την τυπική απόκλιση. Τα εκρηκτικά ζάρια κόβονται σε ένα βάθος (9 επιπλέον ζάρια από προεπιλογή) και αναφέρεται η πιθανότητα που αποκόπηκε.

    Κωδικοί εξόδου: 0 επιτυχία, 2 λανθασμένη είσοδος, 1 εσωτερικό σφάλμα.
cli-help-keeper-prob-expr = Η έκφραση ζαριών, π.χ. 3d6, 4d6kh3 ή 2d20kh1+5
cli-help-keeper-prob-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-prob-svg = Γράφει επίσης το γράφημα σε αρχείο SVG
cli-help-keeper-prob-png = Γράφει επίσης το γράφημα σε αρχείο PNG
cli-help-keeper-prob-explode-depth = Το μέγιστο πλήθος επιπλέον ζαριών που μπορεί να προσθέσει ένα εκρηκτικό ζάρι (προεπιλογή 9)
cli-help-keeper-prob-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG

cli-about-keeper-resolve = Απαντά σε αιτήματα του πρωτοκόλλου resolve, ένα αντικείμενο JSON ανά γραμμή
cli-long-about-keeper-resolve = Απαντά σε αιτήματα του πρωτοκόλλου resolve: ένα αντικείμενο JSON ανά γραμμή στην είσοδο, μία γραμμή απάντησης ανά αίτημα στην έξοδο, με τη σειρά. Μια λανθασμένη γραμμή παίρνει ως απάντηση το σφάλμα της και διαβάζεται η επόμενη. Αν δεν δοθεί αρχείο, διαβάζει την τυπική είσοδο.

    Κωδικοί εξόδου: 0 όταν απαντήθηκε κάθε γραμμή (μαζί με τα σφάλματα), 2 όταν το αρχείο δεν ανοίγει, 1 σε εσωτερικό σφάλμα.
cli-help-keeper-resolve-file = Ένα αρχείο JSON Lines με αιτήματα (η τυπική είσοδος αν λείπει)
cli-help-keeper-resolve-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG

cli-roll-other-game = είναι εντολή του παιχνιδιού BCDice { $game }: πρόσθεσε --game { $game }
cli-bcdice-check = { $command }: ζαριά { $rolls } → { $total }: { $judgement }
cli-bcdice-roll = { $command }: ζαριά { $rolls } → { $total }
cli-bcdice-burst = { $command }: ζαριά { $rolls } → { $hits ->
    [one] ένα χτύπημα
   *[other] { $hits } χτυπήματα
}, { $impales ->
    [one] ένα διαμπερές χτύπημα
   *[other] { $impales } διαμπερή χτυπήματα
}, { $remaining ->
    [one] απομένει μία σφαίρα
   *[other] απομένουν { $remaining } σφαίρες
}
cli-bcdice-jammed = , εμπλοκή
cli-bcdice-secret = {" "}(κρυφή ζαριά)
cli-bcdice-critical = Κρίσιμη Επιτυχία (Critical Success)
cli-bcdice-critical-special = Κρίσιμη και Ειδική Επιτυχία (Critical and Special Success)
cli-bcdice-special = Ειδική Επιτυχία (Special Success)
cli-bcdice-extreme = Ακραία Επιτυχία (Extreme Success)
cli-bcdice-hard = Δύσκολη Επιτυχία (Hard Success)
cli-bcdice-regular = Κανονική Επιτυχία (Regular Success)
cli-bcdice-success = επιτυχία
cli-bcdice-automatic-success = αυτόματη επιτυχία
cli-bcdice-failure = αποτυχία
cli-bcdice-automatic-failure = αυτόματη αποτυχία
cli-bcdice-fumble = Καταστροφική Αποτυχία (Fumble)
cli-bcdice-malfunction = Εμπλοκή (Malfunction)
cli-bcdice-fumble-malfunction = Καταστροφική Αποτυχία και Εμπλοκή (Fumble and Malfunction)

cli-prob-title = { $expr }: ακριβής κατανομή, { $outcomes ->
    [one] ένα αποτέλεσμα
   *[other] { $outcomes } αποτελέσματα
}
cli-prob-outcome = αποτέλεσμα
cli-prob-probability = πιθανότητα
cli-prob-percent = %
cli-prob-at-most = ≤ x
cli-prob-at-least = ≥ x
cli-prob-summary = μέση τιμή { $mean } ({ $mean_decimal }), τυπική απόκλιση { $std_dev }
cli-prob-summary-decimal = μέση τιμή { $mean_decimal }, τυπική απόκλιση { $std_dev }
cli-prob-cut = τα εκρηκτικά ζάρια κόπηκαν μετά από { $depth ->
    [one] { $depth } επιπλέον ζάρι
   *[other] { $depth } επιπλέον ζάρια
}: οι ακολουθίες ζαριών που αποκόπηκαν έχουν συνολικά πιθανότητα { $cut }

cli-chart-x-label = αποτέλεσμα
cli-chart-y-label = πιθανότητα (%)

cli-error-io = σφάλμα εισόδου/εξόδου: { $error }
cli-error-open = δεν ανοίγει το { $path }: { $error }
cli-error-sheet-json = το φύλλο { $path } δεν είναι έγκυρο JSON: { $error }
cli-error-bad-face = --dice: το "{ $face }" δεν είναι ακέραιος: δώσε τις όψεις ως ακέραιους, όπως 3,4,1
cli-error-chart = δεν γράφεται το γράφημα { $path }: { $error }

## keeper chthonian (crates/cli/src/chthonian.rs).

cli-about-keeper-chthonian = Chthonian: ζαριές d12 + Γνωρίσματα (Traits), αναμετρήσεις και φύλλα Εξερευνητών (Excursionists), με ακριβείς πιθανότητες
cli-help-keeper-chthonian-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG

cli-about-keeper-chthonian-roll = Μια απλή ζαριά: d12 συν Γνωρίσματα (Traits) έναντι μιας Δυσκολίας (Difficulty)· Έκβαση (Outcome) 0 ή περισσότερο σημαίνει επιτυχία
cli-long-about-keeper-chthonian-roll = Μια απλή ζαριά: d12 συν κάθε Γνώρισμα (Trait), μείον τη Δυσκολία (Difficulty), δίνει την Έκβαση (Outcome)· 0 ή περισσότερο σημαίνει επιτυχία. Κάθε Γνώρισμα με όνομα μετράει μία φορά. Πρώτα εμφανίζονται οι ακριβείς πιθανότητες.

    Παράδειγμα: keeper chthonian roll --trait "Ex-Detective 2" --trait "Quality -3" --difficulty 11

    Κωδικοί εξόδου: 0 επιτυχία, 2 λανθασμένη είσοδος, 1 εσωτερικό σφάλμα.
cli-help-keeper-chthonian-roll-traits = Ένα Γνώρισμα ως "Όνομα βαθμός" ("Ex-Detective 2", "Quality -3") ή σκέτος τροποποιητής (-3)· επανάλαβέ το για κάθε Γνώρισμα
cli-help-keeper-chthonian-roll-difficulty = Η Δυσκολία (Difficulty): 8 είναι η μέση Δυσκολία· 3 πάνω ή κάτω για δυσκολότερες ή ευκολότερες ενέργειες
cli-help-keeper-chthonian-roll-seed = Κάνει τη ζαριά αναπαραγώγιμη: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-chthonian-roll-dice = Δώσε μόνος σου το d12 (πραγματικό ζάρι): 8
cli-help-keeper-chthonian-roll-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-chthonian-roll-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG

cli-about-keeper-chthonian-contest = Μια αναμέτρηση: κάθε πλευρά ρίχνει d12 συν τα Γνωρίσματά της (Traits), κερδίζει το υψηλότερο
cli-long-about-keeper-chthonian-contest = Μια αναμέτρηση: κάθε πλευρά ρίχνει d12 συν τα Γνωρίσματά της (Traits)· κερδίζει το υψηλότερο αποτέλεσμα, και η Έκβαση (Outcome) είναι το υψηλότερο μείον το δεύτερο υψηλότερο. Ένα Γνώρισμα με όνομα μετράει μία φορά σε όλη την αναμέτρηση, για την πρώτη πλευρά που το αναφέρει. Με --difficulty γίνεται σύνθετη αναμέτρηση: κάθε πλευρά ρίχνει έναντι της Δυσκολίας (Difficulty) και μόνο Έκβαση πάνω από 0 μπορεί να κερδίσει. Πρώτα εμφανίζεται η ακριβής πιθανότητα νίκης κάθε πλευράς.

    Παράδειγμα: keeper chthonian contest --side "Walter: Powerful 1, Ex-Detective 2" --side "mulk: Inhuman Strength 3, Tough Hide 1"

    Κωδικοί εξόδου: 0 επιτυχία, 2 λανθασμένη είσοδος, 1 εσωτερικό σφάλμα.
cli-help-keeper-chthonian-contest-sides = Μια πλευρά ως "όνομα: Γνώρισμα βαθμός, Γνώρισμα βαθμός" (το όνομα είναι προαιρετικό· το "cop:" δεν έχει Γνωρίσματα)· τουλάχιστον δύο
cli-help-keeper-chthonian-contest-tie = Τι γίνεται σε ισοπαλία στην κορυφή: allow (δεν κερδίζει κανείς) ή break (κερδίζει όποιος έχει το μεγαλύτερο άθροισμα Γνωρισμάτων, και αν είναι κι αυτό ίσο, ξαναρίχνουν)
cli-help-keeper-chthonian-contest-difficulty = Την κάνει σύνθετη αναμέτρηση έναντι αυτής της Δυσκολίας (Difficulty)· μπορούν να αποτύχουν όλοι
cli-help-keeper-chthonian-contest-seed = Κάνει τις ζαριές αναπαραγώγιμες: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-chthonian-contest-dice = Δώσε μόνος σου τα d12, ένα ανά πλευρά με τη σειρά, και μετά τυχόν νέες ζαριές ισοπαλίας: 6,8
cli-help-keeper-chthonian-contest-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-chthonian-contest-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG

cli-about-keeper-chthonian-sheet = Ελέγχει ένα φύλλο Εξερευνητή (Excursionist, σε JSON) και δείχνει τα Γνωρίσματα (Traits), τη Φρικτή Ενόραση (Terrible Insight), την Πρακτικότητα (Practicality), την Επίγνωση (Cognizance) και τα Οζίδια (Nodules)
cli-long-about-keeper-chthonian-sheet = Ελέγχει ένα φύλλο Εξερευνητή (Excursionist) και το δείχνει. Το φύλλο είναι JSON: {"{"}"format": "keeper-chthonian-sheet", "version": 1, "name", "style" (pulp, weird ή shocking), "ti", "nodules", "traits", "factors", "events"{"}"}· τα γεγονότα (events) εφαρμόζονται με τη σειρά, μετά από όλα τα υπόλοιπα. Το docs/protocol.md περιγράφει κάθε πεδίο.

    Κωδικοί εξόδου: 0 επιτυχία, 2 λανθασμένη είσοδος, 1 εσωτερικό σφάλμα.
cli-help-keeper-chthonian-sheet-file = Το φύλλο, ένα αρχείο JSON
cli-help-keeper-chthonian-sheet-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-chthonian-sheet-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG

cli-chthonian-odds-roll = πιθανότητες: επιτυχία { $p }
cli-chthonian-odds-contest = πιθανότητες: { $list }
cli-chthonian-nobody = κανείς { $p }
cli-chthonian-roll = { $breakdown } = { $total } έναντι Δυσκολίας (Difficulty) { $difficulty }: Έκβαση (Outcome) { $outcome }, { $success ->
    [yes] επιτυχία
   *[no] αποτυχία
}
cli-chthonian-complex-side = {" "}= { $total }: Έκβαση { $outcome }
cli-chthonian-side-name = πλευρά { $n }
cli-chthonian-ignored = {"  "}μετρήθηκαν ήδη σε αυτή τη ζαριά: { $list }
cli-chthonian-reroll = ισοπαλία, νέα ζαριά ({ $n }): { $list }
cli-chthonian-winner = νικητής: { $side }, Έκβαση (Outcome) { $outcome }{ $how ->
    [traits] {" "}(η ισοπαλία κρίνεται υπέρ του μεγαλύτερου αθροίσματος Γνωρισμάτων)
    [reroll] {" "}(μετά από νέα ζαριά)
   *[none] {""}
}
cli-chthonian-tie = ισοπαλία: δεν κερδίζει κανείς, Έκβαση 0
cli-chthonian-complex-nobody = κανείς δεν πετυχαίνει
cli-chthonian-sheet-ti = Φρικτή Ενόραση (Terrible Insight) { $ti }: { $boxes }
cli-chthonian-sheet-derived = Πρακτικότητα (Practicality) { $practicality }, Επίγνωση (Cognizance) { $cognizance }
cli-chthonian-sheet-nodules = Οζίδια (Nodules) { $nodules }
cli-chthonian-sheet-no-story = καμία Ιστορία (Story) σε εξέλιξη (κανένα Οζίδιο)
cli-error-chthonian-trait = --trait "{ $text }": γράψε ένα Γνώρισμα (Trait) ως όνομα και βαθμό με πρόσημο, όπως "Ex-Detective 2" ή "Quality -3", ή σκέτο τροποποιητή, όπως -3

## keeper forum και keeper classic (crates/cli/src/classic.rs).

cli-about-keeper-forum = Η ετικέτα [roll] του φόρουμ: ρίχνει τις ετικέτες μιας δημοσίευσης
cli-help-keeper-forum-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-forum-roll = Διαβάζει μια δημοσίευση από την τυπική είσοδο, ρίχνει κάθε ετικέτα [roll="d6"]2[/roll] μία φορά και τυπώνει τη δημοσίευση με τα αποτελέσματα (BBCode, ασφαλές για ενσωμάτωση σε HTML)
cli-long-about-keeper-forum-roll = Διαβάζει μια δημοσίευση από την τυπική είσοδο και ρίχνει κάθε ετικέτα [roll="dF"]N[/roll] μία φορά, με τη σειρά. Η δημοσίευση τυπώνεται σε BBCode, με κάθε ετικέτα να αντικαθίσταται από τα ζάρια και το σύνολό της· ό,τι έγραψε ο συντάκτης της γίνεται escape, οπότε η έξοδος ενσωματώνεται με ασφάλεια σε HTML. Μια κακοσχηματισμένη ετικέτα (χωρίς εισαγωγικά, άγνωστο ζάρι, πλήθος 0 ή πάνω από 100, χωρίς κλείσιμο, εμφωλευμένη) δεν ρίχνεται ποτέ: αναφέρεται στην τυπική έξοδο σφαλμάτων με τη θέση του χαρακτήρα της (μετρώντας από το 0), και ο κωδικός εξόδου είναι 2. Μια δημοσίευση χωράει το πολύ 50 ετικέτες και 500 ζάρια.

    Παράδειγμα: echo 'I attack! [roll="d6"]2[/roll]' | keeper forum roll
cli-help-keeper-forum-roll-plain = Τυπώνει απλό κείμενο αντί για BBCode
cli-help-keeper-forum-roll-seed = Κάνει τις ζαριές αναπαραγώγιμες: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-forum-roll-dice = Δώσε μόνος σου τις όψεις, ετικέτα προς ετικέτα με τη σειρά (ένα d3 δίνεται ως όψη d6): 3,5
cli-help-keeper-forum-roll-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-forum-roll-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-forum-tag-error = ετικέτα στον χαρακτήρα { $start } ({ $tag }): { $message }
cli-forum-not-rolled = { $count ->
    [one] μία κακοσχηματισμένη ετικέτα δεν ρίχτηκε
   *[other] { $count } κακοσχηματισμένες ετικέτες δεν ρίχτηκαν
}

cli-about-keeper-classic = Κλασικό Call of Cthulhu: ζαριές ικανοτήτων, Πίνακας Αντίστασης, Ψυχική Υγεία (Sanity), μάχη, ζημιά, ίαση, εμπειρία, φύλλα και μετατροπή στην 7η έκδοση
cli-help-keeper-classic-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-classic-check = Ένα d100 έναντι ικανότητας ή χαρακτηριστικού×5: 01 Κρίσιμη Επιτυχία (Critical Success), 1/5 Ειδική Επιτυχία (Special Success), 02–05 πάντα επιτυχία, 96–99 πάντα αποτυχία, 100 Καταστροφική Αποτυχία (Fumble)
cli-help-keeper-classic-check-value = Η πιθανότητα επί τοις εκατό (μια ικανότητα, ή ένα χαρακτηριστικό × 5)
cli-help-keeper-classic-check-modifier = Ο τροποποιητής του Keeper σε ποσοστιαίες μονάδες (+20, -10)
cli-help-keeper-classic-check-seed = Κάνει τη ζαριά αναπαραγώγιμη: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-classic-check-dice = Δώσε μόνος σου το d100 (1 έως 100): 42
cli-help-keeper-classic-check-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-classic-check-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-classic-resistance = Ο Πίνακας Αντίστασης (Resistance Table): ενεργό έναντι παθητικού, 50% + 5% ανά μονάδα διαφοράς, ±10 αυτόματο αποτέλεσμα
cli-help-keeper-classic-resistance-active = Το ενεργό χαρακτηριστικό (ή ικανότητα)
cli-help-keeper-classic-resistance-passive = Το παθητικό χαρακτηριστικό (ή ικανότητα)
cli-help-keeper-classic-resistance-seed = Κάνει τη ζαριά αναπαραγώγιμη: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-classic-resistance-dice = Δώσε μόνος σου το d100 (1 έως 100): 42
cli-help-keeper-classic-resistance-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-classic-resistance-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-classic-sanity = Ζαριά Ψυχικής Υγείας (Sanity): d100 έναντι του SAN, με απώλεια του μικρότερου ή του μεγαλύτερου ποσού, και προσωρινή, αόριστης διάρκειας ή μόνιμη παραφροσύνη
cli-help-keeper-classic-sanity-san = Τρέχουσα Ψυχική Υγεία (Sanity)
cli-help-keeper-classic-sanity-loss = Η απώλεια ως ζάρια επιτυχίας/αποτυχίας: 0/1D6, 1/1D4+1
cli-help-keeper-classic-sanity-int = INT, για τη ζαριά INT×5 μετά από απώλεια 5 ή περισσότερων πόντων
cli-help-keeper-classic-sanity-seed = Κάνει τις ζαριές αναπαραγώγιμες: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-classic-sanity-dice = Δώσε μόνος σου τις όψεις: το d100, τα ζάρια της απώλειας, και μετά το d100 του INT×5: 80,4
cli-help-keeper-classic-sanity-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-classic-sanity-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-classic-check-line = { $total } έναντι { $chance }%: { $level ->
    [critical] Κρίσιμη Επιτυχία (Critical Success)
    [special] Ειδική Επιτυχία (Special Success)
    [success] Επιτυχία (Success)
    [failure] Αποτυχία (Failure)
    [fumble] Καταστροφική Αποτυχία (Fumble)
   *[other] { $level }
} (πιθανότητα επιτυχίας { $odds })
cli-classic-resistance-line = { $total } έναντι { $chance }%: { $level ->
    [critical] Κρίσιμη Επιτυχία (Critical Success)
    [special] Ειδική Επιτυχία (Special Success)
    [success] Επιτυχία (Success)
    [failure] Αποτυχία (Failure)
    [fumble] Καταστροφική Αποτυχία (Fumble)
   *[other] { $level }
}
cli-classic-resistance-automatic = αυτόματο, χωρίς ζαριά: { $success ->
    [true] επιτυχία
    [false] αποτυχία
   *[other] { $success }
} ({ $chance }%)
cli-classic-insanity-kind = { $kind ->
    [temporary] προσωρινή
    [indefinite] αόριστης διάρκειας
    [permanent] μόνιμη
   *[other] { $kind }
}
cli-classic-sanity-line = { $total }: { $level ->
    [critical] Κρίσιμη Επιτυχία (Critical Success)
    [special] Ειδική Επιτυχία (Special Success)
    [success] Επιτυχία (Success)
    [failure] Αποτυχία (Failure)
    [fumble] Καταστροφική Αποτυχία (Fumble)
   *[other] { $level }
}· απώλεια { $lost }, Ψυχική Υγεία (Sanity) τώρα { $san }· παραφροσύνη: { $insanity ->
    [temporary] προσωρινή
    [indefinite] αόριστης διάρκειας
    [permanent] μόνιμη
   *[other] { $insanity }
}

## keeper coc7 (crates/cli/src/coc7.rs).
cli-about-keeper-coc7 = Call of Cthulhu 7η έκδοση: ζαριές ικανοτήτων, ζαριές Ψυχικής Υγείας (Sanity), μάχη εξ επαφής, ερευνητές και φύλλα, με ακριβείς πιθανότητες
cli-help-keeper-coc7-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-coc7-check = Ζαριά ικανότητας ή χαρακτηριστικού: ποσοστιαία ζάρια έναντι της τιμής, με επίπεδα επιτυχίας, δυσκολία και ζάρια επιβράβευσης ή ποινής (bonus/penalty dice)
cli-long-about-keeper-coc7-check = Ζαριά ικανότητας ή χαρακτηριστικού: ποσοστιαία ζάρια έναντι της τιμής. Το 01 είναι Κρίσιμη Επιτυχία (Critical Success)· το 100 (και το 96–99 όταν ο αριθμός που χρειάζεσαι είναι κάτω από 50) Καταστροφική Αποτυχία (Fumble)· αλλιώς Ακραία Επιτυχία (Extreme Success) έως το ένα πέμπτο, Δύσκολη Επιτυχία (Hard Success) έως το μισό, Κανονική Επιτυχία (Regular Success) έως την τιμή. Τα ζάρια επιβράβευσης (bonus dice) και ποινής (penalty dice) αλληλοεξουδετερώνονται και μένουν το πολύ δύο. Πρώτα εμφανίζονται οι ακριβείς πιθανότητες κάθε επιπέδου.
    Παράδειγμα: keeper coc7 check 45 --hard --bonus 1
    Κωδικοί εξόδου: 0 επιτυχία, 2 λανθασμένη είσοδος, 1 εσωτερικό σφάλμα.
cli-help-keeper-coc7-check-value = Η τιμή της ικανότητας ή του χαρακτηριστικού
cli-help-keeper-coc7-check-hard = Δύσκολη ζαριά: θέλεις Δύσκολη Επιτυχία (Hard Success), δηλαδή αποτέλεσμα έως το μισό της τιμής
cli-help-keeper-coc7-check-extreme = Ακραία ζαριά: θέλεις Ακραία Επιτυχία (Extreme Success), δηλαδή αποτέλεσμα έως το ένα πέμπτο της τιμής
cli-help-keeper-coc7-check-bonus = Ζάρια επιβράβευσης (bonus dice): ένα επιπλέον ζάρι δεκάδων το καθένα, κρατιέται το χαμηλότερο
cli-help-keeper-coc7-check-penalty = Ζάρια ποινής (penalty dice): ένα επιπλέον ζάρι δεκάδων το καθένα, κρατιέται το υψηλότερο
cli-help-keeper-coc7-check-push = Ώθηση (Push) της ζαριάς αν αποτύχει: ρίχνεις άλλη μία φορά (σε αποτυχημένη ωθημένη ζαριά ο Keeper μπορεί να επιβάλει τρομερές συνέπειες)
cli-help-keeper-coc7-check-seed = Κάνει τη ζαριά αναπαραγώγιμη: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-coc7-check-dice = Δώσε μόνος σου τις όψεις: τα ζάρια δεκάδων (0–9), και μετά το ζάρι μονάδων (0–9): 4,2,4
cli-help-keeper-coc7-check-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-coc7-check-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-coc7-sanity = Ζαριά Ψυχικής Υγείας (Sanity): ποσοστιαία ζάρια έναντι του SAN, η απώλεια, η ζαριά INT σε απώλεια 5 ή περισσότερων πόντων, και η παραφροσύνη
cli-long-about-keeper-coc7-sanity = Ζαριά Ψυχικής Υγείας (Sanity): ποσοστιαία ζάρια έναντι του τρέχοντος SAN· με επιτυχία χάνεις την αριστερή πλευρά της απώλειας, με αποτυχία τη δεξιά, με Καταστροφική Αποτυχία (Fumble) το μέγιστο της δεξιάς. Απώλεια 5 ή περισσότερων πόντων ζητά ζαριά INT: η επιτυχία σημαίνει προσωρινή παραφροσύνη για 1D10 ώρες, η αποτυχία μια ακούσια πράξη. Αν μέσα σε μία μέρα χαθεί το ένα πέμπτο του SAN με το οποίο ξεκίνησε η μέρα, προκύπτει παραφροσύνη αόριστης διάρκειας· με SAN 0 η παραφροσύνη είναι μόνιμη. Πρώτα εμφανίζεται η ακριβής κατανομή της απώλειας.
    Παράδειγμα: keeper coc7 sanity --san 50 --int 60 1/1D6
    Κωδικοί εξόδου: 0 επιτυχία, 2 λανθασμένη είσοδος, 1 εσωτερικό σφάλμα.
cli-help-keeper-coc7-sanity-san = Τρέχουσα Ψυχική Υγεία (Sanity)
cli-help-keeper-coc7-sanity-int = INT, για τη ζαριά μετά από απώλεια 5 ή περισσότερων πόντων
cli-help-keeper-coc7-sanity-loss = Η απώλεια ως επιτυχία/αποτυχία: 0/1D6, 1/1D4+1, 1D10/1D100
cli-help-keeper-coc7-sanity-day-start-san = Το SAN στην αρχή της μέρας του παιχνιδιού (προεπιλογή: το τρέχον SAN)
cli-help-keeper-coc7-sanity-lost-today = Το SAN που έχει ήδη χαθεί αυτή τη μέρα του παιχνιδιού (προεπιλογή 0)
cli-help-keeper-coc7-sanity-seed = Κάνει τις ζαριές αναπαραγώγιμες: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-coc7-sanity-dice = Δώσε μόνος σου τις όψεις: δεκάδες και μονάδες της ζαριάς SAN, τα ζάρια της απώλειας, τη ζαριά INT, το 1D10 των ωρών: 7,2,5
cli-help-keeper-coc7-sanity-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-coc7-sanity-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-coc7-melee = Ανταλλαγή χτυπημάτων σε μάχη εξ επαφής: η Μάχη (Fighting) του επιτιθέμενου έναντι της Αποφυγής (Dodge) ή της Αντεπίθεσης (Fight back) του αμυνόμενου, και μετά η ζημιά
cli-long-about-keeper-coc7-melee = Ανταλλαγή χτυπημάτων σε μάχη εξ επαφής. Απέναντι σε Αποφυγή (Dodge), ο επιτιθέμενος χρειάζεται αυστηρά υψηλότερο επίπεδο επιτυχίας για να χτυπήσει· απέναντι σε Αντεπίθεση (Fight back), ο αμυνόμενος χρειάζεται αυστηρά υψηλότερο επίπεδο για να κερδίσει, και τότε προκαλεί κανονική ζημιά. Μια επίθεση με Ακραία ή Κρίσιμη Επιτυχία προκαλεί τη μέγιστη ζημιά του όπλου και τη μέγιστη Επιπλέον Ζημιά (Damage Bonus), συν μία ακόμη ζαριά του όπλου αν είναι όπλο διάτρησης. Τα όπλα δίνονται ως εκφράσεις ζαριών ή με τα ονόματα του K4 (unarmed, small_knife, machete, small_club, baseball_bat, handgun, shotgun, rifle). Πρώτα εμφανίζονται οι ακριβείς πιθανότητες.
    Παράδειγμα: keeper coc7 melee --attack 40 --weapon 1D6 --db +1D4 --defend 60
    Κωδικοί εξόδου: 0 επιτυχία, 2 λανθασμένη είσοδος, 1 εσωτερικό σφάλμα.
cli-help-keeper-coc7-melee-attack = Η ικανότητα Μάχης (Fighting) του επιτιθέμενου
cli-help-keeper-coc7-melee-weapon = Το όπλο του επιτιθέμενου: ζάρια (1D6) ή ένα όνομα του K4 (machete)
cli-help-keeper-coc7-melee-db = Η Επιπλέον Ζημιά (Damage Bonus) του επιτιθέμενου: +1D4, -1, 0
cli-help-keeper-coc7-melee-impaling = Το όπλο του επιτιθέμενου είναι όπλο διάτρησης (λεπίδες, σφαίρες)
cli-help-keeper-coc7-melee-bonus = Τα ζάρια επιβράβευσης του επιτιθέμενου
cli-help-keeper-coc7-melee-penalty = Τα ζάρια ποινής του επιτιθέμενου
cli-help-keeper-coc7-melee-defend = Η Αποφυγή (Dodge) του αμυνόμενου (ή η Μάχη του με --fight-back)
cli-help-keeper-coc7-melee-fight-back = Ο αμυνόμενος αντεπιτίθεται αντί να αποφύγει
cli-help-keeper-coc7-melee-defender-weapon = Το όπλο του αμυνόμενου όταν αντεπιτίθεται (προεπιλογή 1D3)
cli-help-keeper-coc7-melee-defender-db = Η Επιπλέον Ζημιά του αμυνόμενου όταν αντεπιτίθεται (προεπιλογή 0)
cli-help-keeper-coc7-melee-defender-bonus = Τα ζάρια επιβράβευσης του αμυνόμενου
cli-help-keeper-coc7-melee-defender-penalty = Τα ζάρια ποινής του αμυνόμενου
cli-help-keeper-coc7-melee-outnumbered = Ο αμυνόμενος έχει ήδη αντεπιτεθεί ή αποφύγει σε αυτόν τον γύρο: ο επιτιθέμενος παίρνει ένα ζάρι επιβράβευσης
cli-help-keeper-coc7-melee-seed = Κάνει τις ζαριές αναπαραγώγιμες: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-coc7-melee-dice = Δώσε μόνος σου τις όψεις: δεκάδες και μονάδες του επιτιθέμενου, του αμυνόμενου, και μετά τα ζάρια της ζημιάς: 0,3,2,0
cli-help-keeper-coc7-melee-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-coc7-melee-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-coc7-investigator = Ερευνητές
cli-help-keeper-coc7-investigator-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-coc7-investigator-new = Δημιουργεί έναν ερευνητή με τα βήματα του οδηγού γρήγορης εκκίνησης και δείχνει το φύλλο
cli-long-about-keeper-coc7-investigator-new = Δημιουργεί έναν ερευνητή με τα βήματα του οδηγού γρήγορης εκκίνησης: τα χαρακτηριστικά (οι τιμές 40, 50, 50, 50, 60, 60, 70, 80 με όποια σειρά θέλεις, ή τιμές από ζαριές με --rolled), ένα επάγγελμα με εννέα τιμές 70, 60, 60, 50, 50, 50, 40, 40, 40 για τις οκτώ ικανότητές του και την Οικονομική Διαβάθμιση (Credit Rating), τέσσερις Ικανότητες Προσωπικού Ενδιαφέροντος (+20 η καθεμία), Τύχη (Luck), 3D6×5 αν δεν δοθεί. Κάθε κανόνας που παραβιάζεται αναφέρεται με το πεδίο του και τον κωδικό του κανόνα.
    Παράδειγμα: keeper coc7 investigator new --name Brian --occupation Soldier --char STR=60,CON=60,POW=50,DEX=80,APP=40,SIZ=70,INT=50,EDU=50 --skill Climb=60 --skill "Credit Rating=40" … --interest Jump …
    Κωδικοί εξόδου: 0 επιτυχία, 2 λανθασμένη είσοδος, 1 εσωτερικό σφάλμα.
cli-help-keeper-coc7-investigator-new-name = Το όνομα του ερευνητή
cli-help-keeper-coc7-investigator-new-occupation = Ένα επάγγελμα του οδηγού γρήγορης εκκίνησης (Antiquarian: Μελετητής Αρχαιοτήτων, Author: Συγγραφέας, Dilettante: Φιλότεχνος, Doctor of Medicine: Γιατρός, Journalist: Δημοσιογράφος, Police Detective: Αστυνομικός Ντετέκτιβ, Private Investigator: Ιδιωτικός Ντετέκτιβ, Professor: Καθηγητής) ή οποιοδήποτε άλλο όνομα για δικό σου επάγγελμα
cli-help-keeper-coc7-investigator-new-characteristics = Χαρακτηριστικά ως CHAR=N, χωρισμένα με κόμμα ή επαναλαμβανόμενα: STR=60,CON=50
cli-help-keeper-coc7-investigator-new-rolled = Η μέθοδος με ζαριές (3D6×5· SIZ, INT, EDU (2D6+6)×5) αντί για τις σταθερές τιμές της γρήγορης εκκίνησης: χωρίς --char τα χαρακτηριστικά ρίχνονται εδώ (με --dice ή --seed), με --char είναι οι τιμές που έφερες εσύ
cli-help-keeper-coc7-investigator-new-skills = Μια Επαγγελματική Ικανότητα (ή η Οικονομική Διαβάθμιση) ως SKILL=N· εννέα συνολικά
cli-help-keeper-coc7-investigator-new-interests = Μια Ικανότητα Προσωπικού Ενδιαφέροντος (βάση + 20)· τέσσερις συνολικά
cli-help-keeper-coc7-investigator-new-luck = Τύχη (Luck)· αν λείπει, ρίχνεται 3D6×5
cli-help-keeper-coc7-investigator-new-out = Γράφει επίσης το φύλλο (JSON, μορφή keeper-coc7-sheet) σε αυτό το αρχείο
cli-help-keeper-coc7-investigator-new-markdown = Δείχνει το φύλλο σε Markdown
cli-help-keeper-coc7-investigator-new-seed = Κάνει τις ζαριές (την Τύχη, και τα χαρακτηριστικά με --rolled) αναπαραγώγιμες: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-coc7-investigator-new-dice = Δώσε μόνος σου τις όψεις: με --rolled και χωρίς --char, τα d6 κάθε χαρακτηριστικού με τη σειρά STR, CON, POW, DEX, APP, SIZ, INT, EDU (τρία για το καθένα, δύο για τα SIZ, INT, EDU), και μετά τα 3D6 της Τύχης, εκτός αν δοθεί --luck· αλλιώς τα 3D6 της Τύχης: 3,5,2
cli-help-keeper-coc7-investigator-new-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON (με --rolled και χωρίς --char, πρώτα έρχεται η απάντηση των χαρακτηριστικών, μία γραμμή η καθεμία)
cli-help-keeper-coc7-investigator-new-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-coc7-sheet = Δείχνει ένα Φύλλο Ερευνητή (JSON του keeper ή εξαγωγή του Dhole's House) με τις μισές τιμές και τις τιμές του ενός πέμπτου
cli-long-about-keeper-coc7-sheet = Δείχνει ένα Φύλλο Ερευνητή: ένα φύλλο του keeper (μορφή keeper-coc7-sheet, έκδοση 1, με εφαρμοσμένα τα γεγονότα (events) του) ή μια εξαγωγή JSON του Dhole's House, που εισάγεται με ανοχή σε ελλείψεις. Οι τιμές γράφονται ως 45 (22/9): ολόκληρη, μισή, ένα πέμπτο.
    Κωδικοί εξόδου: 0 επιτυχία, 2 λανθασμένη είσοδος, 1 εσωτερικό σφάλμα.
cli-help-keeper-coc7-sheet-file = Το φύλλο, ένα αρχείο JSON
cli-help-keeper-coc7-sheet-markdown = Δείχνει το φύλλο σε Markdown
cli-help-keeper-coc7-sheet-dholes = Γράφει επίσης το φύλλο ως εξαγωγή του Dhole's House σε αυτό το αρχείο
cli-help-keeper-coc7-sheet-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-coc7-sheet-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-coc7-check-odds = πιθανότητες: επιτυχία { $success }· { $levels }
cli-coc7-check-line = ζαριά { $total } (δεκάδες { $tens }, μονάδες { $units }) έναντι { $value } ({ $difficulty ->
    [regular] Κανονική
    [hard] Δύσκολη
    [extreme] Ακραία
   *[other] { $difficulty }
}): { $level }{ $success ->
    [yes] {""}
   *[no] {", δεν φτάνει για τη ζητούμενη δυσκολία"}
}
cli-coc7-pushed = ωθημένη ζαριά:
cli-coc7-pushed-failure = η ωθημένη ζαριά απέτυχε: ο Keeper μπορεί να επιβάλει τρομερές συνέπειες
cli-coc7-luck-needed = { $luck ->
    [one] { $luck } πόντος Τύχης (Luck) θα τη μετέτρεπε σε επιτυχία
   *[other] { $luck } πόντοι Τύχης (Luck) θα τη μετέτρεπαν σε επιτυχία
} (αν στο παιχνίδι ξοδεύεται Τύχη)
cli-coc7-sanity-odds = πιθανότητες: επιτυχία { $success }· απώλεια SAN: { $lost }
cli-coc7-sanity-line = ζαριά { $total } έναντι SAN { $san_before }: { $level }· απώλεια { $lost }, Ψυχική Υγεία (Sanity) τώρα { $san }
cli-coc7-int-roll = ζαριά INT: { $total } έναντι { $int }: { $level }
cli-coc7-bout = { $bout ->
    [temporary] προσωρινή παραφροσύνη για { $hours ->
        [one] { $hours } ώρα
       *[other] { $hours } ώρες
    }
   *[involuntary] ο Keeper αναλαμβάνει την επόμενη ενέργεια (ακούσια πράξη)
}
cli-coc7-indefinite = χάθηκε το ένα πέμπτο της Ψυχικής Υγείας της μέρας: παραφροσύνη αόριστης διάρκειας
cli-coc7-permanent = Ψυχική Υγεία 0: μόνιμη παραφροσύνη
cli-coc7-melee-odds = πιθανότητες: κερδίζει ο επιτιθέμενος { $attacker }, κερδίζει ο αμυνόμενος { $defender }, κανείς { $none }· ακραία ζημιά { $extreme }
cli-coc7-melee-side = { $side ->
    [attacker] επιτιθέμενος
    [defender] αμυνόμενος
   *[other] { $side }
}: ζαριά { $total } έναντι { $value }: { $level }
cli-coc7-melee-result = { $winner ->
    [attacker] κερδίζει ο επιτιθέμενος
    [defender] κερδίζει ο αμυνόμενος
   *[none] δεν κερδίζει κανείς
}{ $winner ->
    [none] {""}
   *[other] , ζημιά { $damage }{ $extreme ->
        [yes] {" "}(ακραία)
       *[no] {""}
    }
}
cli-coc7-sheet-derived = HP { $hp }/{ $max_hp }  MP { $mp }/{ $max_mp }  SAN { $san }/{ $max_san }  Τύχη (Luck) { $luck }  Επιπλέον Ζημιά (Damage Bonus) { $db }  Σωματική Διάπλαση (Build) { $build }  Οικονομική Διαβάθμιση (Credit Rating): { $band ->
    [penniless] πάμφτωχος
    [poor] φτωχός
    [average] μεσαία τάξη
    [wealthy] εύπορος
    [rich] πλούσιος
   *[other] πολύ πλούσιος
}
cli-coc7-sheet-skills = Ικανότητες
cli-coc7-sheet-weapons = Όπλα
cli-coc7-weapon = { $name }: { $skill } { $value }, ζημιά { $damage }, εμβέλεια { $range }, { $per_round } ανά γύρο, σφαίρες { $ammo }, εμπλοκή { $malfunction }
cli-coc7-condition = { $condition ->
    [major_wound] Βαρύ Τραύμα (Major Wound)
    [unconscious] χωρίς αισθήσεις
    [dying] κοντά στον θάνατο (Dying)
    [needs_medicine] χρειάζεται Ιατρική (Medicine)
    [dead] νεκρός
    [indefinite] παράφρων αόριστης διάρκειας
   *[permanent] μόνιμα παράφρων
}
cli-coc7-temporary = προσωρινά παράφρων ({ $hours ->
    [one] { $hours } ώρα
   *[other] { $hours } ώρες
})
cli-error-coc7-pair = "{ $text }": γράψ' το ως NAME=VALUE, όπως "Spot Hidden=45" ή STR=60
cli-error-write = δεν γράφεται το { $path }: { $error }
cli-coc7-wizard-name = Όνομα:
cli-coc7-wizard-occupation = Επάγγελμα (Antiquarian: Μελετητής Αρχαιοτήτων, Author: Συγγραφέας, Dilettante: Φιλότεχνος, Doctor of Medicine: Γιατρός, Journalist: Δημοσιογράφος, Police Detective: Αστυνομικός Ντετέκτιβ, Private Investigator: Ιδιωτικός Ντετέκτιβ, Professor: Καθηγητής, ή οποιοδήποτε άλλο για δικό σου επάγγελμα):
cli-coc7-wizard-characteristics = Μοίρασε τα 40, 50, 50, 50, 60, 60, 70 και 80 στα χαρακτηριστικά, ένα στο καθένα.
cli-coc7-wizard-char = { $char ->
    [STR] Δύναμη (STR)
    [CON] Κράση (CON)
    [POW] Ισχύς (POW)
    [DEX] Επιδεξιότητα (DEX)
    [APP] Εμφάνιση (APP)
    [SIZ] Μέγεθος (SIZ)
    [INT] Ευφυΐα (INT)
    [EDU] Μόρφωση (EDU)
   *[other] { $char }
}:
cli-coc7-wizard-skills = Διάλεξε την ικανότητα για κάθε τιμή επαγγέλματος: οκτώ Επαγγελματικές Ικανότητες και την Οικονομική Διαβάθμιση (Credit Rating).
cli-coc7-wizard-skill = Ικανότητα για { $value }:
cli-coc7-wizard-interests = Τέσσερις Ικανότητες Προσωπικού Ενδιαφέροντος (βάση + 20 η καθεμία), όχι Επαγγελματικές Ικανότητες.
cli-coc7-wizard-interest = Ενδιαφέρον { $n }:
## keeper coc7 opposed, luck, damage, heal (crates/cli/src/coc7.rs).
cli-about-keeper-coc7-opposed = Ανταγωνιστική ζαριά (opposed roll): ρίχνουν και οι δύο πλευρές, κερδίζει το καλύτερο επίπεδο επιτυχίας (R7)
cli-long-about-keeper-coc7-opposed = Ανταγωνιστική ζαριά (opposed roll): και οι δύο πλευρές ρίχνουν ποσοστιαία ζάρια έναντι των τιμών τους· η Κρίσιμη Επιτυχία υπερνικά την Ακραία, η Ακραία τη Δύσκολη, η Δύσκολη την Κανονική, η Κανονική την Αποτυχία. Σε ίσα επίπεδα κερδίζει η μεγαλύτερη τιμή· σε ίσες τιμές και οι δύο ξαναρίχνουν 1D100 (χωρίς ζάρια επιβράβευσης ή ποινής) και κερδίζει το μικρότερο, ξανά και ξανά όσο βγαίνουν ίσα. Αν αποτύχουν και οι δύο, δεν κερδίζει κανείς. Πρώτα εμφανίζονται οι ακριβείς πιθανότητες.
    Παράδειγμα: keeper coc7 opposed 55 65 --a-penalty 1
    Κωδικοί εξόδου: 0 επιτυχία, 2 λανθασμένη είσοδος, 1 εσωτερικό σφάλμα.
cli-help-keeper-coc7-opposed-a = Η τιμή ικανότητας ή χαρακτηριστικού της πλευράς A
cli-help-keeper-coc7-opposed-b = Η τιμή ικανότητας ή χαρακτηριστικού της πλευράς B
cli-help-keeper-coc7-opposed-a-bonus = Τα ζάρια επιβράβευσης της πλευράς A
cli-help-keeper-coc7-opposed-a-penalty = Τα ζάρια ποινής της πλευράς A
cli-help-keeper-coc7-opposed-b-bonus = Τα ζάρια επιβράβευσης της πλευράς B
cli-help-keeper-coc7-opposed-b-penalty = Τα ζάρια ποινής της πλευράς B
cli-help-keeper-coc7-opposed-seed = Κάνει τις ζαριές αναπαραγώγιμες: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-coc7-opposed-dice = Δώσε μόνος σου τις όψεις: δεκάδες και μονάδες της A, δεκάδες και μονάδες της B, και μετά τυχόν ζαριές ισοπαλίας: 2,4,1,5,1
cli-help-keeper-coc7-opposed-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-coc7-opposed-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-coc7-luck = Ζαριά Τύχης (Luck Roll) (R8), ή ομαδική Ζαριά Τύχης από όποιον έχει τη χαμηλότερη Τύχη
cli-long-about-keeper-coc7-luck = Ζαριά Τύχης (Luck Roll): ποσοστιαία ζάρια έναντι της τρέχουσας Τύχης. Με πολλές τιμές είναι ομαδική Ζαριά Τύχης: ρίχνει ο παρών ερευνητής με τη χαμηλότερη Τύχη. Πρώτα εμφανίζονται οι ακριβείς πιθανότητες.
    Παράδειγμα: keeper coc7 luck 50; keeper coc7 luck 60 35 70
    Κωδικοί εξόδου: 0 επιτυχία, 2 λανθασμένη είσοδος, 1 εσωτερικό σφάλμα.
cli-help-keeper-coc7-luck-luck = Τρέχουσα Τύχη (Luck)· πολλές τιμές για ομαδική Ζαριά Τύχης
cli-help-keeper-coc7-luck-hard = Δύσκολη ζαριά: θέλεις Δύσκολη Επιτυχία (Hard Success), δηλαδή αποτέλεσμα έως το μισό της Τύχης
cli-help-keeper-coc7-luck-extreme = Ακραία ζαριά: θέλεις Ακραία Επιτυχία (Extreme Success), δηλαδή αποτέλεσμα έως το ένα πέμπτο της Τύχης
cli-help-keeper-coc7-luck-bonus = Ζάρια επιβράβευσης (bonus dice): ένα επιπλέον ζάρι δεκάδων το καθένα, κρατιέται το χαμηλότερο
cli-help-keeper-coc7-luck-penalty = Ζάρια ποινής (penalty dice): ένα επιπλέον ζάρι δεκάδων το καθένα, κρατιέται το υψηλότερο
cli-help-keeper-coc7-luck-seed = Κάνει τη ζαριά αναπαραγώγιμη: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-coc7-luck-dice = Δώσε μόνος σου τις όψεις: τα ζάρια δεκάδων (0–9), και μετά το ζάρι μονάδων (0–9): 4,9
cli-help-keeper-coc7-luck-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-coc7-luck-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-coc7-damage = Ένα χτύπημα ζημιάς: Βαρύ Τραύμα (Major Wound), αναισθησία, κίνδυνος θανάτου και θάνατος (H1–H5, H8)
cli-long-about-keeper-coc7-damage = Ένα χτύπημα ζημιάς, δοσμένο ως αριθμός, ως βαθμός σοβαρότητας του πίνακα «Άλλες μορφές Ζημιάς» (H8) ή ως έκφραση ζαριών. Ένα χτύπημα ίσο ή μεγαλύτερο από το μισό των μέγιστων HP είναι Βαρύ Τραύμα (Major Wound: ζαριά CON, αλλιώς αναισθησία, εκτός αν τα HP φτάσουν στο 0)· με 0 HP ο χαρακτήρας πέφτει αναίσθητος, και με Βαρύ Τραύμα είναι κοντά στον θάνατο (Dying)· ένα χτύπημα ίσο ή μεγαλύτερο από τα μέγιστα HP σκοτώνει ακαριαία.
    Παράδειγμα: keeper coc7 damage 7 --max-hp 12 --hp 5 --con 50
    Κωδικοί εξόδου: 0 επιτυχία, 2 λανθασμένη είσοδος, 1 εσωτερικό σφάλμα.
cli-help-keeper-coc7-damage-amount = Η ζημιά του χτυπήματος
cli-help-keeper-coc7-damage-severity = Ρίχνει τη ζημιά ενός βαθμού σοβαρότητας του H8: minor (Ελαφρύς, 1D3), moderate (Μέτριος, 1D6), severe (Σοβαρός, 1D10), deadly (Θανατηφόρος, 2D10), terminal (Καταληκτικός, 4D10), splat (Ολέθριος, 8D10)
cli-help-keeper-coc7-damage-expr = Ρίχνει τη ζημιά μιας έκφρασης ζαριών: 1D10
cli-help-keeper-coc7-damage-con = CON, για τη ζαριά μετά από Βαρύ Τραύμα
cli-help-keeper-coc7-damage-max-hp = Μέγιστοι Πόντοι Ζωής (Hit Points)
cli-help-keeper-coc7-damage-hp = Τρέχοντες Πόντοι Ζωής (Hit Points)· προεπιλογή: οι μέγιστοι
cli-help-keeper-coc7-damage-major-wound = Υπάρχει ήδη ανοιχτό Βαρύ Τραύμα (Major Wound)
cli-help-keeper-coc7-damage-unconscious = Ήδη χωρίς αισθήσεις
cli-help-keeper-coc7-damage-dying = Ήδη κοντά στον θάνατο (Dying)
cli-help-keeper-coc7-damage-needs-medicine = Οι Πρώτες Βοήθειες (First Aid) σταθεροποίησαν τον ετοιμοθάνατο· χρειάζεται ακόμη Ιατρική (Medicine)
cli-help-keeper-coc7-damage-first-aid-given = Οι Πρώτες Βοήθειες (First Aid) έχουν ήδη πετύχει στο τρέχον τραύμα
cli-help-keeper-coc7-damage-seed = Κάνει τις ζαριές αναπαραγώγιμες: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-coc7-damage-dice = Δώσε μόνος σου τις όψεις: τα ζάρια της ζημιάς, και μετά δεκάδες και μονάδες της ζαριάς CON: 6,8,0
cli-help-keeper-coc7-damage-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-coc7-damage-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-coc7-heal = Ίαση: Πρώτες Βοήθειες (First Aid), Ιατρική (Medicine), μια μέρα ή μια εβδομάδα ανάπαυσης, ή η ζαριά CON ενός ετοιμοθάνατου χαρακτήρα (H4, H6, H7)
cli-long-about-keeper-coc7-heal = Ίαση. first-aid (με --skill): 1 HP, ή, σε ετοιμοθάνατο χαρακτήρα, τον σταθεροποιεί· μία φορά ανά τραύμα. medicine (με --skill): 1D3 HP, και θέλει μία ώρα με τον απαραίτητο εξοπλισμό και τα εφόδια (το --no-equipment την απορρίπτει)· σε ετοιμοθάνατο χαρακτήρα που έχει σταθεροποιηθεί επιτρέπει την εβδομαδιαία ζαριά Ίασης. day: 1 HP χωρίς Βαρύ Τραύμα. week (με --con): ζαριά CON με Βαρύ Τραύμα, +1D3, ή +2D3 και κλείσιμο του τραύματος σε Ακραία Επιτυχία. dying-round (με --con): η ζαριά CON στο τέλος ενός γύρου, αλλιώς θάνατος. Πρώτα εμφανίζονται οι πιθανότητες της ζαριάς.
    Παράδειγμα: keeper coc7 heal week --con 50 --max-hp 12 --hp 2 --major-wound
    Κωδικοί εξόδου: 0 επιτυχία, 2 λανθασμένη είσοδος, 1 εσωτερικό σφάλμα.
cli-help-keeper-coc7-heal-treatment = first-aid, medicine, day, week ή dying-round
cli-help-keeper-coc7-heal-skill = Η ικανότητα Πρώτων Βοηθειών (First Aid) ή Ιατρικής (Medicine) αυτού που περιθάλπει
cli-help-keeper-coc7-heal-con = CON, για την εβδομαδιαία ζαριά Ίασης και τη ζαριά ενός ετοιμοθάνατου χαρακτήρα
cli-help-keeper-coc7-heal-no-equipment = Ιατρική χωρίς τον απαραίτητο εξοπλισμό και τα εφόδια, ή σε λιγότερο από μία ώρα: απορρίπτεται (H7)
cli-help-keeper-coc7-heal-max-hp = Μέγιστοι Πόντοι Ζωής (Hit Points)
cli-help-keeper-coc7-heal-hp = Τρέχοντες Πόντοι Ζωής (Hit Points)· προεπιλογή: οι μέγιστοι
cli-help-keeper-coc7-heal-major-wound = Υπάρχει ανοιχτό Βαρύ Τραύμα (Major Wound)
cli-help-keeper-coc7-heal-unconscious = Χωρίς αισθήσεις
cli-help-keeper-coc7-heal-dying = Κοντά στον θάνατο (Dying)
cli-help-keeper-coc7-heal-needs-medicine = Οι Πρώτες Βοήθειες (First Aid) σταθεροποίησαν τον ετοιμοθάνατο· χρειάζεται ακόμη Ιατρική (Medicine)
cli-help-keeper-coc7-heal-first-aid-given = Οι Πρώτες Βοήθειες (First Aid) έχουν ήδη πετύχει στο τρέχον τραύμα (γίνονται μόνο μία φορά ανά τραύμα)
cli-help-keeper-coc7-heal-seed = Κάνει τις ζαριές αναπαραγώγιμες: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-coc7-heal-dice = Δώσε μόνος σου τις όψεις: δεκάδες και μονάδες της ζαριάς, και μετά το 1D3 (ή τα 2D3): 0,5,1,2
cli-help-keeper-coc7-heal-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-coc7-heal-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-coc7-opposed-odds = πιθανότητες: κερδίζει η A { $a }, κερδίζει η B { $b }, κανείς { $none }
cli-coc7-tie-break = ζαριά ισοπαλίας: A { $a }, B { $b }
cli-coc7-opposed-winner = { $winner ->
    [a] κερδίζει η A
    [b] κερδίζει η B
   *[none] δεν κερδίζει κανείς
}
cli-coc7-group-luck-roller = ρίχνει όποιος έχει τη χαμηλότερη Τύχη: ερευνητής { $n } (Τύχη { $luck })
cli-coc7-damage-line = ζημιά { $amount }{ $major ->
    [yes] {": Βαρύ Τραύμα (Major Wound)"}
   *[no] {""}
}
cli-coc7-health = HP { $hp }/{ $max_hp }{ $conditions ->
    [none] {""}
   *[other] {"· "}{ $conditions }
}
cli-coc7-events = γεγονότα: { $events }

## keeper classic: damage, heal, experience, attack, convert, sheet (crates/cli/src/classic.rs).
cli-about-keeper-classic-damage = Ρίχνει τη ζημιά ενός όπλου και την Επιπλέον Ζημιά (Damage Bonus)· ένα Ειδικό (1/5) χτύπημα με αιχμηρό όπλο γίνεται διαμπερές χτύπημα (impale) και ρίχνει το όπλο δύο φορές (K5, K6)
cli-help-keeper-classic-damage-weapon = Η ζημιά του όπλου σε ζάρια: 1D8+1, 1D6 (ένα 1D3 διαβάζεται από d6)
cli-help-keeper-classic-damage-db = Η Επιπλέον Ζημιά (Damage Bonus): +1D4, -1D6, +2D6 ή 0 (προεπιλογή: καμία)
cli-help-keeper-classic-damage-special = Η επίθεση ήταν Ειδική Επιτυχία (Special Success): 1/5 της πιθανότητας, ή 01
cli-help-keeper-classic-damage-pointed = Αιχμηρό όπλο (όπλο διάτρησης): μια Ειδική Επιτυχία διπλασιάζει τα ζάρια του
cli-help-keeper-classic-damage-thrown = Αντικείμενο που ρίχνεται: μόνο η μισή Επιπλέον Ζημιά (το 1D6 γίνεται 1D3)
cli-help-keeper-classic-damage-seed = Κάνει τις ζαριές αναπαραγώγιμες: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-classic-damage-dice = Δώσε μόνος σου τις όψεις: τα ζάρια του όπλου, τη δεύτερη ζαριά σε διαμπερές χτύπημα, και μετά την Επιπλέον Ζημιά: 5,7,2
cli-help-keeper-classic-damage-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-classic-damage-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-classic-heal = Ίαση: Πρώτες Βοήθειες (First Aid) ή Ιατρική (Medicine), 1D3 αμέσως σε επιτυχία· ή μια εβδομάδα ανάπαυσης, 1D3, και 2D3 ακόμη με ιατρική φροντίδα (H1, H2)
cli-help-keeper-classic-heal-kind = first-aid, medicine (θέλει --equipment) ή week
cli-help-keeper-classic-heal-skill = Η ικανότητα Πρώτων Βοηθειών ή Ιατρικής αυτού που θεραπεύει, επί τοις εκατό
cli-help-keeper-classic-heal-equipment = Αυτός που θεραπεύει έχει ιατρικό εξοπλισμό (η Ιατρική τον χρειάζεται)
cli-help-keeper-classic-heal-medical-care = Μια εβδομάδα με ιατρική φροντίδα: 2D3 ακόμη
cli-help-keeper-classic-heal-seed = Κάνει τις ζαριές αναπαραγώγιμες: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-classic-heal-dice = Δώσε μόνος σου τις όψεις: το d100, και μετά ένα d6 για κάθε 1D3: 20,6
cli-help-keeper-classic-heal-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-classic-heal-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-classic-experience = Ζαριά εμπειρίας: ένα d100 πάνω από την ικανότητα προσθέτει 1D10, και 2D6 Ψυχική Υγεία (Sanity) όταν η ικανότητα ξεπεράσει το 90% (T6, N3)
cli-help-keeper-classic-experience-skill = Η ικανότητα επί τοις εκατό πριν από τη ζαριά
cli-help-keeper-classic-experience-seed = Κάνει τις ζαριές αναπαραγώγιμες: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-classic-experience-dice = Δώσε μόνος σου τις όψεις: το d100, το 1D10, και μετά τα 2D6: 95,5,3,4
cli-help-keeper-classic-experience-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-classic-experience-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-classic-attack = Μία επίθεση ενός γύρου μάχης και η Απόκρουση (Parry) ή η Αποφυγή (Dodge) της, με −30% για κάθε προηγούμενη άμυνα, την προχωρημένη απόκρουση (advanced blocking) και το διαμπερές χτύπημα (impale) (K2–K6)
cli-help-keeper-classic-attack-chance = Η πιθανότητα του επιτιθέμενου επί τοις εκατό
cli-help-keeper-classic-attack-weapon = Η ζημιά του όπλου σε ζάρια· προεπιλογή 1D6, το Σώμα με σώμα (Brawl) του φόρουμ
cli-help-keeper-classic-attack-db = Η Επιπλέον Ζημιά (Damage Bonus) του επιτιθέμενου: +1D4, -1D6 ή 0 (προεπιλογή: καμία)
cli-help-keeper-classic-attack-pointed = Αιχμηρό όπλο (όπλο διάτρησης)
cli-help-keeper-classic-attack-thrown = Αντικείμενο που ρίχνεται: η μισή Επιπλέον Ζημιά
cli-help-keeper-classic-attack-incoming = Τι είδους επίθεση είναι: melee (με όπλο, εξ επαφής), unarmed (άοπλη) ή missile (βλήμα)
cli-help-keeper-classic-attack-parry = Ο αμυνόμενος αποκρούει με αυτή την πιθανότητα (την πιθανότητα επίθεσης του όπλου με το οποίο αποκρούει)
cli-help-keeper-classic-attack-dodge = Ο αμυνόμενος αποφεύγει με αυτή την πιθανότητα
cli-help-keeper-classic-attack-earlier = Άμυνες που έχει ήδη κάνει ο αμυνόμενος σε αυτόν τον γύρο (−30% η καθεμία)
cli-help-keeper-classic-attack-shield = Η απόκρουση γίνεται με ασπίδα (σταματά βλήματα με οποιαδήποτε επιτυχία)
cli-help-keeper-classic-attack-bare-handed = Η απόκρουση γίνεται με γυμνά χέρια (απέναντι σε όπλο θέλει επίσης DEX×5)
cli-help-keeper-classic-attack-dex = Το DEX του αμυνόμενου, για τη ζαριά DEX×5 μιας απόκρουσης με γυμνά χέρια
cli-help-keeper-classic-attack-plain-rules = Παίζεις χωρίς τους σπιτικούς κανόνες (house rules) του φόρουμ (χωρίς προχωρημένη απόκρουση)
cli-help-keeper-classic-attack-seed = Κάνει τις ζαριές αναπαραγώγιμες: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-classic-attack-dice = Δώσε μόνος σου τις όψεις: το d100 της επίθεσης, το d100 της άμυνας, το d100 του DEX×5, και μετά τη ζημιά: 5,30,5,7,2
cli-help-keeper-classic-attack-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-classic-attack-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-classic-convert = Μετατρέπει έναν κλασικό ερευνητή στην 7η έκδοση: χαρακτηριστικά × 5, Τύχη (Luck) από νέα ζαριά (3D6 × 5), HP, Επιπλέον Ζημιά (Damage Bonus) και Σωματική Διάπλαση (Build) (A3)
cli-help-keeper-classic-convert-characteristics = Τα οκτώ χαρακτηριστικά στην κλίμακα 3–18, με τη σειρά STR CON SIZ INT POW DEX APP EDU
cli-help-keeper-classic-convert-mp = Τρέχοντες Πόντοι Μαγείας (Magic Points), μεταφέρονται ως έχουν (προεπιλογή POW)
cli-help-keeper-classic-convert-san = Τρέχουσα Ψυχική Υγεία (Sanity), μεταφέρεται ως έχει (προεπιλογή POW × 5)
cli-help-keeper-classic-convert-seed = Κάνει τις ζαριές αναπαραγώγιμες: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-classic-convert-dice = Δώσε μόνος σου τα τρία d6 της Τύχης: 3,4,5
cli-help-keeper-classic-convert-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-classic-convert-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-classic-sheet = Δείχνει ευανάγνωστα ένα κλασικό φύλλο (keeper-classic-sheet, έκδοση 1): χαρακτηριστικά, HP, MP, Ψυχική Υγεία, Τύχη, κατάσταση, ικανότητες
cli-help-keeper-classic-sheet-file = Το φύλλο, ένα αρχείο JSON (μορφή "keeper-classic-sheet", έκδοση 1· βλ. docs/protocol.md)
cli-help-keeper-classic-sheet-markdown = Τυπώνει Markdown αντί για απλό κείμενο
cli-help-keeper-classic-sheet-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-classic-sheet-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-classic-damage-line = ζημιά { $total } (όπλο { $weapon }, Επιπλέον Ζημιά { $bonus }· διαμπερές χτύπημα: { $impaled ->
    [true] ναι
    [false] όχι
   *[other] { $impaled }
})
cli-classic-treat-line = { $total } έναντι { $chance }%: { $level ->
    [critical] Κρίσιμη Επιτυχία (Critical Success)
    [special] Ειδική Επιτυχία (Special Success)
    [success] Επιτυχία (Success)
    [failure] Αποτυχία (Failure)
    [fumble] Καταστροφική Αποτυχία (Fumble)
   *[other] { $level }
}· { $healed ->
    [one] αποκαταστάθηκε { $healed } HP
   *[other] αποκαταστάθηκαν { $healed } HP
}
cli-classic-week-line = { $healed ->
    [one] αποκαταστάθηκε { $healed } HP αυτή την εβδομάδα
   *[other] αποκαταστάθηκαν { $healed } HP αυτή την εβδομάδα
}
cli-classic-experience-line = { $total }: { $gain ->
    [0] καμία βελτίωση, η ικανότητα μένει { $skill }%
   *[other] +{ $gain }, η ικανότητα είναι τώρα { $skill }%
}{ $sanity ->
    [0] {""}
   *[other] · +{ $sanity } Ψυχική Υγεία (η ικανότητα ξεπέρασε το 90%)
}
cli-classic-attack-roll = { $total } έναντι { $chance }%: { $level ->
    [critical] Κρίσιμη Επιτυχία (Critical Success)
    [special] Ειδική Επιτυχία (Special Success)
    [success] Επιτυχία (Success)
    [failure] Αποτυχία (Failure)
    [fumble] Καταστροφική Αποτυχία (Fumble)
   *[other] { $level }
}
cli-classic-attack-line = επίθεση: { $roll }
cli-classic-defence-line = { $response ->
    [parry] Απόκρουση (Parry)
    [dodge] Αποφυγή (Dodge)
   *[other] { $response }
}: { $roll }
cli-classic-dex-line = DEX×5: { $roll }
cli-classic-attack-stopped = η επίθεση σταματά
cli-classic-attack-missed = η επίθεση αστοχεί
cli-classic-convert-line = HP { $hp }  MP { $mp }  SAN { $san }  Τύχη (Luck) { $luck }  Επιπλέον Ζημιά (Damage Bonus) { $db }  Σωματική Διάπλαση (Build) { $build }
cli-classic-sheet-derived = HP { $hp }/{ $max_hp }  MP { $mp }/{ $max_mp }  SAN { $san }/{ $max_san }  Τύχη (Luck) { $luck }/{ $max_luck }  Ιδέα (Idea) { $idea }  Γνώση (Know) { $know }  Επιπλέον Ζημιά (Damage Bonus) { $db }
cli-classic-sheet-insanity = { $kind ->
    [temporary] προσωρινά παράφρων
    [indefinite] παράφρων αόριστης διάρκειας
   *[permanent] μόνιμα παράφρων
}
cli-classic-sheet-skills = Ικανότητες

## keeper coc7 firearms, maneuver, initiative, improvement, reality-check (crates/cli/src/coc7.rs).
cli-about-keeper-coc7-firearms = Ένας γύρος πυρών: μια ζαριά Πυροβόλων Όπλων (Firearms) ανά βολή, με απόσταση, επιπλέον βολές πιστολιού, βολή εξ επαφής (point blank) και στόχο που σκύβει για κάλυψη (K6, K7)
cli-long-about-keeper-coc7-firearms = Ένας γύρος πυρών. Κάθε βολή ρίχνει Πυροβόλα Όπλα (Firearms)· 2 ή 3 βολές πιστολιού στον ίδιο γύρο παίρνουν από ένα ζάρι ποινής η καθεμία· η βολή εξ επαφής (point blank, σε απόσταση έως DEX/5 πόδια) δίνει ένα ζάρι επιβράβευσης· η απόσταση ορίζει τη δυσκολία (base: Κανονική, long: Δύσκολη, very-long: Ακραία). Ένας στόχος που σκύβει για κάλυψη ρίχνει πρώτα Αποφυγή (Dodge): με επιτυχία οι βολές παίρνουν ένα ζάρι ποινής, και όποιος σκύβει χάνει την επόμενη επίθεσή του σε κάθε περίπτωση. Ένα χτύπημα προκαλεί τη ζημιά του όπλου (τα πυροβόλα όπλα δεν παίρνουν Επιπλέον Ζημιά)· ένα χτύπημα με Ακραία Επιτυχία προκαλεί τη μέγιστη, συν μία ακόμη ζαριά αν το όπλο είναι διάτρησης. Οι ακριβείς πιθανότητες της ζαριάς κάθε βολής εμφανίζονται πριν από τις βολές.
    Παράδειγμα: keeper coc7 firearms 50 --shots 2 --range long
    Κωδικοί εξόδου: 0 επιτυχία, 2 λανθασμένη είσοδος, 1 εσωτερικό σφάλμα.
cli-help-keeper-coc7-firearms-value = Η ικανότητα Πυροβόλων Όπλων (Firearms) του σκοπευτή
cli-help-keeper-coc7-firearms-weapon = Το όπλο: ένα όνομα του K4 (handgun, rifle, shotgun, shotgun_close) ή ζάρια (1D10)· προεπιλογή handgun
cli-help-keeper-coc7-firearms-impaling = Το όπλο είναι όπλο διάτρησης (για τα όπλα με όνομα είναι ήδη γνωστό)
cli-help-keeper-coc7-firearms-shots = Βολές σε αυτόν τον γύρο, 1 έως 3· η δεύτερη και η τρίτη παίρνουν από ένα ζάρι ποινής
cli-help-keeper-coc7-firearms-point-blank = Βολή εξ επαφής (point blank), σε απόσταση έως DEX/5 πόδια: ένα ζάρι επιβράβευσης
cli-help-keeper-coc7-firearms-range = base (Κανονική), long (έως τη διπλάσια βασική απόσταση: Δύσκολη) ή very-long (έως την τετραπλάσια: Ακραία)
cli-help-keeper-coc7-firearms-target-dived = Ο στόχος έχει ήδη σκύψει για κάλυψη με επιτυχία: ένα ζάρι ποινής
cli-help-keeper-coc7-firearms-dodge = Ο στόχος σκύβει τώρα για κάλυψη με αυτή την Αποφυγή (Dodge): με επιτυχία, ένα ζάρι ποινής
cli-help-keeper-coc7-firearms-bonus = Ζάρια επιβράβευσης (bonus dice): ένα επιπλέον ζάρι δεκάδων το καθένα, κρατιέται το χαμηλότερο
cli-help-keeper-coc7-firearms-penalty = Ζάρια ποινής (penalty dice): ένα επιπλέον ζάρι δεκάδων το καθένα, κρατιέται το υψηλότερο
cli-help-keeper-coc7-firearms-ammo = Σφαίρες στο όπλο: κάθε βολή ξοδεύει μία, και περισσότερες βολές από όσες σφαίρες απορρίπτονται
cli-help-keeper-coc7-firearms-seed = Κάνει τις ζαριές αναπαραγώγιμες: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-coc7-firearms-dice = Δώσε μόνος σου τις όψεις: δεκάδες και μονάδες της ζαριάς Αποφυγής (με --dodge), μετά για κάθε βολή τα ζάρια δεκάδων και το ζάρι μονάδων της, και τα ζάρια ζημιάς αν πετύχει: 2,6,0,0,3,5,4
cli-help-keeper-coc7-firearms-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-coc7-firearms-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-coc7-maneuver = Ελιγμός Μάχης (fighting maneuver) για αφοπλισμό, ρίξιμο στο έδαφος ή αρπαγή και κράτημα: Μάχη: Σώμα με σώμα (Fighting: Brawl) έναντι του στόχου όπως στη μάχη εξ επαφής, με τους κανόνες της Σωματικής Διάπλασης (Build) (K8)
cli-long-about-keeper-coc7-maneuver = Ελιγμός Μάχης (fighting maneuver): αφοπλισμός, ρίξιμο στο έδαφος, αρπαγή και κράτημα (ένας στόχος που τον κρατούν παίρνει ζάρι ποινής στις ενέργειές του μέχρι να ελευθερωθεί). Αυτός που κάνει τον ελιγμό ρίχνει Μάχη: Σώμα με σώμα (Fighting: Brawl) έναντι της Αποφυγής ή της Αντεπίθεσης του στόχου, όπως στη μάχη εξ επαφής. Αν η Σωματική Διάπλασή (Build) του είναι μικρότερη, παίρνει ένα ζάρι ποινής για κάθε μονάδα διαφοράς (το πολύ δύο)· σε στόχο με Διάπλαση μεγαλύτερη κατά 3 ή περισσότερο ο ελιγμός δεν πιάνει. Ένας στόχος που αντεπιτίθεται και κερδίζει προκαλεί τη ζημιά του. Πρώτα εμφανίζονται οι ακριβείς πιθανότητες.
    Παράδειγμα: keeper coc7 maneuver --attack 70 --build 0 --defend 40 --target-build 1 --fight-back
    Κωδικοί εξόδου: 0 επιτυχία, 2 λανθασμένη είσοδος, 1 εσωτερικό σφάλμα.
cli-help-keeper-coc7-maneuver-attack = Η Μάχη: Σώμα με σώμα (Fighting: Brawl) αυτού που κάνει τον ελιγμό
cli-help-keeper-coc7-maneuver-build = Η Σωματική Διάπλαση (Build) αυτού που κάνει τον ελιγμό
cli-help-keeper-coc7-maneuver-bonus = Τα ζάρια επιβράβευσης αυτού που κάνει τον ελιγμό
cli-help-keeper-coc7-maneuver-penalty = Τα ζάρια ποινής αυτού που κάνει τον ελιγμό (η ποινή της Διάπλασης προστίθεται από τους κανόνες)
cli-help-keeper-coc7-maneuver-defend = Η Αποφυγή (Dodge) του στόχου (ή η Μάχη του με --fight-back)
cli-help-keeper-coc7-maneuver-target-build = Η Σωματική Διάπλαση (Build) του στόχου
cli-help-keeper-coc7-maneuver-fight-back = Ο στόχος αντεπιτίθεται αντί να αποφύγει
cli-help-keeper-coc7-maneuver-defender-weapon = Το όπλο του στόχου όταν αντεπιτίθεται (προεπιλογή 1D3)
cli-help-keeper-coc7-maneuver-defender-db = Η Επιπλέον Ζημιά (Damage Bonus) του στόχου όταν αντεπιτίθεται (προεπιλογή 0)
cli-help-keeper-coc7-maneuver-defender-bonus = Τα ζάρια επιβράβευσης του στόχου
cli-help-keeper-coc7-maneuver-defender-penalty = Τα ζάρια ποινής του στόχου
cli-help-keeper-coc7-maneuver-outnumbered = Ο στόχος έχει ήδη αντεπιτεθεί ή αποφύγει σε αυτόν τον γύρο: ο ελιγμός παίρνει ένα ζάρι επιβράβευσης (K9)
cli-help-keeper-coc7-maneuver-seed = Κάνει τις ζαριές αναπαραγώγιμες: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-coc7-maneuver-dice = Δώσε μόνος σου τις όψεις: δεκάδες και μονάδες αυτού που κάνει τον ελιγμό, του στόχου, και μετά τα ζάρια ζημιάς του στόχου αν αντεπιτεθεί και κερδίσει: 0,2,2,3,0
cli-help-keeper-coc7-maneuver-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-coc7-maneuver-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-coc7-initiative = Η σειρά δράσης σε έναν γύρο μάχης: πρώτα το υψηλότερο DEX, +50 για έτοιμο πυροβόλο όπλο (K2)
cli-long-about-keeper-coc7-initiative = Η σειρά δράσης: πρώτα το υψηλότερο DEX· ένα έτοιμο πυροβόλο όπλο μετράει DEX + 50. Σε ίσο DEX πηγαίνει πρώτη η υψηλότερη ικανότητα μάχης, και μετά όσοι ισοβαθμούν ρίχνουν ποσοστιαία ζάρια, πρώτος ο χαμηλότερος, ξανά όσο ισοβαθμούν.
    Παράδειγμα: keeper coc7 initiative Brian=80 Hugh=50 ghoul=65 --firearm Hugh --skill Brian=70
    Κωδικοί εξόδου: 0 επιτυχία, 2 λανθασμένη είσοδος, 1 εσωτερικό σφάλμα.
cli-help-keeper-coc7-initiative-combatants = Οι μαχόμενοι ως NAME=DEX, με τη σειρά που δίνονται
cli-help-keeper-coc7-initiative-skills = Η ικανότητα μάχης ενός μαχόμενου ως NAME=N, για ισοβαθμίες στο DEX
cli-help-keeper-coc7-initiative-firearms = Ένας μαχόμενος με έτοιμο πυροβόλο όπλο (DEX + 50)
cli-help-keeper-coc7-initiative-seed = Κάνει τις ζαριές αναπαραγώγιμες: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-coc7-initiative-dice = Δώσε μόνος σου τις όψεις: δεκάδες και μονάδες των ζαριών ισοβαθμίας, με τη σειρά των μαχόμενων που ισοβαθμούν: 4,2,7,0
cli-help-keeper-coc7-initiative-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-coc7-initiative-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-coc7-improvement = Οι ζαριές βελτίωσης στο τέλος ενός σεναρίου: 1D100 πάνω από την ικανότητα (ή 96+) προσθέτει 1D10, και 2D6 Ψυχική Υγεία (Sanity) όταν φτάσει το 90 (R10)
cli-long-about-keeper-coc7-improvement = Οι ζαριές βελτίωσης στο τέλος ενός σεναρίου, για κάθε σημειωμένη ικανότητα: ρίξε 1D100· πάνω από την τιμή της ικανότητας, ή 96 και πάνω, η ικανότητα κερδίζει 1D10. Μια ικανότητα που φτάνει έτσι το 90 ή παραπάνω δίνει 2D6 Ψυχική Υγεία (Sanity). Μετά οι σημειώσεις σβήνονται. Με --luck, η προαιρετική ανάκτηση Τύχης (Luck): 1D100 πάνω από την τρέχουσα Τύχη δίνει 1D10 Τύχη.
    Παράδειγμα: keeper coc7 improvement "Spot Hidden=45" Climb=85 --luck 40
    Κωδικοί εξόδου: 0 επιτυχία, 2 λανθασμένη είσοδος, 1 εσωτερικό σφάλμα.
cli-help-keeper-coc7-improvement-skills = Οι σημειωμένες ικανότητες ως SKILL=N
cli-help-keeper-coc7-improvement-luck = Τρέχουσα Τύχη (Luck), για την προαιρετική ζαριά ανάκτησης Τύχης
cli-help-keeper-coc7-improvement-seed = Κάνει τις ζαριές αναπαραγώγιμες: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-coc7-improvement-dice = Δώσε μόνος σου τις όψεις: για κάθε ικανότητα δεκάδες και μονάδες, το 1D10 όταν βελτιώνεται, τα 2D6 όταν φτάνει το 90· και μετά τη ζαριά Τύχης και το 1D10 της: 4,3,9,0,7,3,4
cli-help-keeper-coc7-improvement-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-coc7-improvement-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-about-keeper-coc7-reality-check = Έλεγχος Πραγματικότητας (Reality Check): μια ζαριά Ψυχικής Υγείας που ξεσκεπάζει μια παραίσθηση ή βυθίζει τον ερευνητή πιο βαθιά στην τρέλα (N3)
cli-long-about-keeper-coc7-reality-check = Ο έλεγχος Πραγματικότητας (Reality Check) δοκιμάζει μια παραίσθηση ενός προσωρινά παράφρονα ερευνητή: μια ζαριά Ψυχικής Υγείας (Sanity: ποσοστιαία ζάρια έναντι του τρέχοντος SAN, χωρίς δυσκολία ή ζάρια επιβράβευσης). Με επιτυχία ο ερευνητής καταλαβαίνει ότι πρόκειται για παραίσθηση· με αποτυχία πέφτει ακόμη πιο βαθιά στην τρέλα. Δεν χάνεται Ψυχική Υγεία. Πρώτα εμφανίζονται οι ακριβείς πιθανότητες.
    Παράδειγμα: keeper coc7 reality-check 45
    Κωδικοί εξόδου: 0 επιτυχία, 2 λανθασμένη είσοδος, 1 εσωτερικό σφάλμα.
cli-help-keeper-coc7-reality-check-san = Τρέχουσα Ψυχική Υγεία (Sanity)
cli-help-keeper-coc7-reality-check-seed = Κάνει τις ζαριές αναπαραγώγιμες: ο ίδιος σπόρος (seed) δίνει παντού τα ίδια ζάρια
cli-help-keeper-coc7-reality-check-dice = Δώσε μόνος σου τις όψεις: το ζάρι δεκάδων (0–9), και μετά το ζάρι μονάδων (0–9): 6,2
cli-help-keeper-coc7-reality-check-json = Τυπώνει την απάντηση του πρωτοκόλλου resolve σε JSON
cli-help-keeper-coc7-reality-check-lang = Γλώσσα μηνυμάτων και βοήθειας (el, en, ru, pt-BR)· αν δεν δοθεί, από τα LC_ALL, LC_MESSAGES ή LANG
cli-coc7-dive = βουτιά για κάλυψη: { $roll }· { $success ->
    [yes] οι βολές παίρνουν ένα ζάρι ποινής
   *[no] κανένα ζάρι ποινής
}· όποιος σκύβει χάνει την επόμενη επίθεσή του
cli-coc7-shot = βολή { $n }: { $roll }{ $hit ->
    [yes] · ζημιά { $damage }{ $extreme ->
        [yes] {" "}(ακραία)
       *[no] {""}
    }
   *[no] {""}
}
cli-coc7-firearms-total = συνολική ζημιά { $damage }
cli-coc7-ammo-left = { $ammo ->
    [one] απομένει { $ammo } σφαίρα
   *[other] απομένουν { $ammo } σφαίρες
}
cli-coc7-maneuver-odds = πιθανότητες: ο ελιγμός πετυχαίνει { $attacker }, κερδίζει ο στόχος { $defender }, κανείς { $none }
cli-coc7-build-penalty = η Σωματική Διάπλαση (Build) του στόχου είναι μεγαλύτερη: { $dice ->
    [one] { $dice } ζάρι ποινής
   *[other] { $dice } ζάρια ποινής
}
cli-coc7-maneuver-result = { $success ->
    [yes] ο ελιγμός πετυχαίνει
   *[no] ο ελιγμός αποτυγχάνει
}{ $damage ->
    [0] {""}
   *[other] · ο στόχος προκαλεί ζημιά { $damage }
}
cli-coc7-initiative-line = { $n }. { $name }: { $initiative }{ $firearm ->
    [yes] {" "}(DEX + 50, έτοιμο πυροβόλο όπλο)
   *[no] {""}
}
cli-error-coc7-combatant = το «{ $name }» δεν είναι κανένας από τους μαχόμενους που δόθηκαν ως NAME=DEX
cli-coc7-improvement-line = { $skill } { $value }: ζαριά { $roll }{ $improved ->
    [yes] , +{ $gain }: τώρα { $after }
   *[no] , καμία βελτίωση
}{ $sanity ->
    [0] {""}
   *[other] · +{ $sanity } Ψυχική Υγεία (η ικανότητα έφτασε το 90)
}
cli-coc7-luck-recovery = Ανάκτηση Τύχης (Luck): ζαριά { $roll } έναντι { $luck }{ $gain ->
    [0] , κανένα κέρδος
   *[other] , +{ $gain }: Τύχη τώρα { $after }
}
cli-coc7-reality-check = { $sees ->
    [yes] ο ερευνητής καταλαβαίνει ότι πρόκειται για παραίσθηση
   *[no] ο ερευνητής πέφτει ακόμη πιο βαθιά στην τρέλα
}
cli-coc7-wizard-rolled = Χαρακτηριστικά από ζαριές: { $characteristics }

## keeper chthonian sheet: η πρώτη γραμμή του φύλλου, με το όνομα του Ύφους (crates/cli/src/chthonian.rs).
cli-chthonian-sheet-header = { $name } — { $style ->
    [pulp] Περιπέτεια (Pulp Adventure)
    [shocking] Συγκλονιστική Ανακάλυψη (Shocking Discovery)
   *[weird] Αλλόκοτη Ιστορία (Weird Tale)
}

## keeper serve, keeper verify
cli-about-keeper-serve = Ξεκινά το τραπέζι παιχνιδιού: τις ιστοσελίδες, το API και το ζωντανό ημερολόγιο, σε ενσωματωμένο αρχείο SQLite ή σε διακομιστή PostgreSQL
cli-help-keeper-serve-addr = Διεύθυνση και θύρα όπου ακούει ο διακομιστής
cli-help-keeper-serve-db = Η βάση δεδομένων: sqlite:PATH (προεπιλογή sqlite:keeper.db στον τρέχοντα κατάλογο) ή postgres://USER@HOST/DB
cli-about-keeper-verify = Ελέγχει την αλυσίδα hash του ημερολογίου ενός παιχνιδιού και ξαναϋπολογίζει κάθε ζαριά της οποίας ο σπόρος (seed) είναι γνωστός
cli-help-keeper-verify-db = Ελέγχει κάθε παιχνίδι σε αυτή τη βάση δεδομένων (sqlite:PATH ή postgres://…) ως ιδιοκτήτης του: κάθε περιεχόμενο και κάθε ζαριά
cli-help-keeper-verify-game = Ελέγχει μόνο αυτό το παιχνίδι
cli-help-keeper-verify-log = Ελέγχει ένα εξαγόμενο ημερολόγιο (το JSON του GET /api/v1/games/ID/export): ό,τι μπορούσε να διαβάσει αυτός που το εξήγαγε, και τις ζαριές των σπόρων που έχουν αποκαλυφθεί
cli-serving = το keeper τρέχει στο { $url } (βάση δεδομένων { $db })
cli-error-addr = --addr "{ $addr }": δεν είναι διεύθυνση· γράψ' τη ως HOST:PORT, όπως 127.0.0.1:8080
cli-error-db = δεν ανοίγει η βάση δεδομένων { $db }: { $error }
cli-error-no-game = δεν υπάρχει παιχνίδι { $game } σε αυτή τη βάση δεδομένων
cli-error-export = το { $file } δεν είναι εξαγωγή ημερολογίου του keeper: { $error }
cli-error-verify-what = πες τι να ελεγχθεί: --db URL (μια βάση δεδομένων) ή --log FILE (ένα εξαγόμενο ημερολόγιο)
cli-verify-ok = παιχνίδι { $game }: η αλυσίδα { $entries ->
        [one] 1 εγγραφής είναι ακέραιη
       *[other] { $entries } εγγραφών είναι ακέραιη
    }· { $bodies ->
        [one] 1 περιεχόμενο ταιριάζει με το hash του
       *[other] { $bodies } περιεχόμενα ταιριάζουν με τα hash τους
    }· { $rolls ->
        [one] ξαναϋπολογίστηκε 1 βήμα ζαριάς
       *[other] ξαναϋπολογίστηκαν { $rolls } βήματα ζαριών
    }
cli-verify-broken = παιχνίδι { $game }: η αλυσίδα σπάει στην εγγραφή { $seq }: { $reason }
cli-verify-failed = η επαλήθευση απέτυχε: το ημερολόγιο έχει αλλοιωθεί ή δεν ταιριάζει με τους σπόρους του

## Οι λέξεις της ίδιας της γραμμής εντολών (όσα το clap θα έγραφε στα αγγλικά).
cli-usage-heading = Χρήση:
cli-heading-options = Επιλογές
cli-heading-arguments = Ορίσματα
cli-heading-commands = Εντολές
cli-usage-options = [ΕΠΙΛΟΓΕΣ]
cli-help-flag = Εμφάνιση της βοήθειας
cli-help-flag-more = Εμφάνιση της βοήθειας (περισσότερα με «--help»)
cli-help-flag-summary = Εμφάνιση της βοήθειας (σύνοψη με «-h»)
cli-version-flag = Εμφάνιση της έκδοσης
cli-help-subcommand = Εμφάνιση αυτού του μηνύματος ή της βοήθειας των εντολών που δίνονται
cli-help-default = [προεπιλογή: { $value }]
cli-help-possible = [δυνατές τιμές: { $values }]
cli-usage-error = σφάλμα: { $message }
cli-usage-tip = συμβουλή: { $tip }
cli-usage-more = Για περισσότερες πληροφορίες, δοκίμασε «{ $flag }».
cli-usage-missing = λείπουν τα υποχρεωτικά ορίσματα: { $args }
cli-usage-unknown-argument = άγνωστο όρισμα «{ $arg }»
cli-usage-unknown-subcommand = άγνωστη εντολή «{ $name }»
cli-usage-invalid-value = η τιμή «{ $value }» δεν ταιριάζει στο «{ $arg }»
cli-usage-conflict = το «{ $arg }» δεν δίνεται μαζί με το «{ $other }»
cli-usage-value-count = λάθος πλήθος τιμών για το «{ $arg }»
cli-usage-missing-subcommand = η «{ $name }» χρειάζεται μια εντολή μετά από αυτήν
cli-usage-other = η γραμμή εντολών δεν διαβάστηκε
cli-usage-possible = δυνατές τιμές: { $values }
cli-usage-similar = υπάρχουν παρόμοια ονόματα: { $names }
cli-error-coc7-characteristics-missing = λείπει τιμή για { $list }: δώσε κάθε χαρακτηριστικό με το --char (STR=60,CON=50,…) ή ρίξε τα με το --rolled
# The database's own words, when keeper knows no better ones.
cli-error-plain = { $text }
