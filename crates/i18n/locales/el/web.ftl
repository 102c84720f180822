## Οι σελίδες του web (keeper-server). Τα κείμενα web-js-* τα δείχνει το script της
## σελίδας, που συμπληρώνει και τις μεταβλητές τους.

web-site-name = keeper
web-skip-to-content = Μετάβαση στο περιεχόμενο
web-nav-game = Αυτό το παιχνίδι
web-nav-table = Τραπέζι
web-nav-threads = Νήματα
web-nav-new-character = Νέος χαρακτήρας
web-noscript = Η ανάγνωση λειτουργεί χωρίς JavaScript· οι ζαριές, οι δημοσιεύσεις και το ζωντανό ημερολόγιο το χρειάζονται.
web-footer = keeper: κάθε ζαριά γίνεται στον διακομιστή και καταγράφεται αλυσιδωτά στο ημερολόγιο του παιχνιδιού.
web-footer-api = Το JSON API

web-role-keeper = Keeper
    .chthonian = Αφηγητής
web-role-player = παίκτης
web-role-observer = παρατηρητής
web-system-coc7 = Call of Cthulhu 7η έκδοση
web-system-classic = Κλασικό Call of Cthulhu
web-system-chthonian = Chthonian
web-system-dice = Ζάρια
web-system-bcdice = Εντολή BCDice
web-language-en = English
web-language-el = Ελληνικά
web-language-ru = Русский
web-language-pt-br = Português (Brasil)

web-error-not-found-title = Δεν βρέθηκε
web-error-not-found = Δεν υπάρχει τίποτα εδώ: ίσως ο σύνδεσμος είναι λάθος ή η εγγραφή δεν είναι δημόσια.
web-error-unauthorized-title = Δεν έχεις συνδεθεί σε αυτό το παιχνίδι
web-error-unauthorized = Αυτός ο φυλλομετρητής δεν έχει συνδεθεί σε αυτό το παιχνίδι. Χρησιμοποίησε τον σύνδεσμο πρόσκλησης που σου έδωσε ο Keeper ή συνδέσου με το διακριτικό (token) σου στην αρχική σελίδα.
web-error-forbidden-title = Δεν επιτρέπεται
web-error-forbidden = Ο ρόλος σου σε αυτό το παιχνίδι δεν σου δίνει πρόσβαση σε αυτή τη σελίδα. Η οθόνη του Keeper είναι μόνο για τον Keeper.
    .chthonian = Ο ρόλος σου σε αυτό το παιχνίδι δεν σου δίνει πρόσβαση σε αυτή τη σελίδα. Η οθόνη του Αφηγητή είναι μόνο για τον Αφηγητή.
web-error-ended-title = Το παιχνίδι τελείωσε
web-error-ended = Δεν μπορεί να προστεθεί τίποτα άλλο σε αυτό το παιχνίδι.
web-error-unavailable-title = Δοκίμασε ξανά σε λίγο
web-error-unavailable = Η αποθήκευση του παιχνιδιού δεν απαντά αυτή τη στιγμή.
web-error-bad-title = Αυτό δεν πέτυχε
web-error-bad = Το αίτημα δεν μπόρεσε να εκτελεστεί.
web-error-internal-title = Κάτι πήγε στραβά
web-error-internal = Το keeper αντιμετώπισε πρόβλημα· δεν άλλαξε τίποτα.
web-error-home = Πίσω στα παιχνίδια σου

web-index-title = Τα παιχνίδια σου
web-index-your-games = Παιχνίδια σε αυτόν τον φυλλομετρητή
web-index-no-games = Αυτός ο φυλλομετρητής δεν έχει ακόμα παιχνίδια. Δημιούργησε ένα ή άνοιξε τον σύνδεσμο πρόσκλησης που σου έστειλε ο Keeper.
web-index-you-are = είσαι { $role }
web-index-new-game = Δημιουργία παιχνιδιού
web-index-token-title = Σύνδεση με διακριτικό (token)
web-index-token-hint = Αν έφτιαξες το παιχνίδι αλλού (από τη γραμμή εντολών ή το API), επικόλλησε το id του παιχνιδιού και το διακριτικό μέλους σου.
web-index-token-game = Id παιχνιδιού
web-index-token-value = Διακριτικό μέλους (token)
web-index-token-submit = Σύνδεση
web-mail-signin-title = Χάθηκε ο σύνδεσμος; Πάρε νέο με email
web-mail-signin-hint = Αν έδωσες στο παιχνίδι τη διεύθυνση email σου, σου στέλνεται νέος σύνδεσμος εισόδου· ο παλιός παύει να ισχύει.
web-mail-signin-email = Η διεύθυνση email σου
web-mail-signin-submit = Στείλε μου σύνδεσμο
web-mail-signin-back = Πίσω στα παιχνίδια σου
web-game-ended-short = έληξε
web-game-ended = Αυτό το παιχνίδι έληξε: το ημερολόγιό του έκλεισε και ο δημόσιος σπόρος (seed) του αποκαλύφθηκε.

web-new-game-title = Δημιουργία παιχνιδιού
web-new-game-name = Όνομα του παιχνιδιού
web-new-game-system = Κανόνες
web-new-game-language = Γλώσσα του παιχνιδιού
web-new-game-keeper-name = Το όνομά σου (είσαι ο Keeper)
web-new-game-options = Επιλογές
web-new-game-house-rules = Κανόνες του τραπεζιού (house rules, μόνο για το κλασικό)
web-new-game-house-forum = Οι σπιτικοί κανόνες του φόρουμ (όλοι ενεργοί)
web-new-game-house-plain = Χωρίς σπιτικούς κανόνες (όλοι ανενεργοί)
web-new-game-house-hint = Προχωρημένη απόκρουση, Σώμα με σώμα (Brawl), πολλαπλές επιθέσεις, ξαναρίξιμο με Πόντους Μαγείας, ξόδεμα Τύχης και διαλογισμός.
web-new-game-options-json = Επιλογές σε JSON (προαιρετικό)
web-new-game-options-hint = Για προχωρημένους: ένα αντικείμενο JSON που περνά στους κανόνες, π.χ. {"{"}"preset": "forum", "meditation": false{"}"}. Άφησέ το κενό για τις προεπιλογές· αν το συμπληρώσεις, αντικαθιστά την επιλογή σπιτικών κανόνων.
web-new-game-options-bad = Οι επιλογές πρέπει να είναι αντικείμενο JSON, όπως {"{"}"preset": "plain"{"}"}.
web-new-game-submit = Δημιουργία του παιχνιδιού

web-join-title = Συμμετοχή σε παιχνίδι
web-join-game = Έχεις πρόσκληση στο «{ $name }».
web-join-invite = Κωδικός πρόσκλησης
web-join-name = Το όνομά σου στο τραπέζι
web-join-submit = Συμμετοχή
web-join-bad-invite = Αυτή η πρόσκληση δεν ισχύει για αυτό το παιχνίδι. Ζήτα από τον Keeper έναν νέο σύνδεσμο.
    .chthonian = Αυτή η πρόσκληση δεν ισχύει για αυτό το παιχνίδι. Ζήτα από τον Αφηγητή έναν νέο σύνδεσμο.

web-session-title = Αυτός ο φυλλομετρητής
web-session-signout = Αποσύνδεση από αυτό το παιχνίδι

web-log-title = Ημερολόγιο
web-log-all = Όλο το ημερολόγιο
web-log-empty = Δεν έχει συμβεί τίποτα ακόμα.
web-entry-number = Εγγραφή { $seq }
web-entry-permalink = Μόνιμος σύνδεσμος
web-entry-reveal = Αποκάλυψη σε όλους
web-entry-hidden = Μια κρυφή εγγραφή.
web-entry-game-created = Δημιούργησε το παιχνίδι «{ $name }» και δημοσίευσε τις δεσμεύσεις των σπόρων του.
web-entry-joined = { $name } μπήκε στο παιχνίδι ως { $role }.
web-entry-request = Ζήτησε ζαριά από { $name }:
web-entry-revealed = Αποκάλυψε την εγγραφή
web-entry-character-created = Δημιούργησε τον χαρακτήρα
web-entry-character-changed = Άλλαξε τον χαρακτήρα { $name }
web-entry-hours-passed = { $hours ->
    [one] περνά 1 ώρα
   *[other] περνούν { $hours } ώρες
}
web-entry-new-day = ξεκινά νέα μέρα
web-entry-thread-created = Ξεκίνησε το νήμα
web-entry-posted = Δημοσίευσε στο νήμα
web-entry-post-rolls = με { $count ->
    [one] μία ζαριά
   *[other] { $count } ζαριές
}
web-entry-post-edited = Επεξεργάστηκε μια δημοσίευση (οι ζαριές της μένουν όπως ήταν).
web-entry-post-deleted = Διέγραψε μια δημοσίευση (οι ζαριές της μένουν στο ημερολόγιο).
web-entry-game-ended = Τερμάτισε το παιχνίδι. Ο δημόσιος σπόρος:
web-entry-keeper-seed = Αποκάλυψε τον σπόρο του Keeper:
    .chthonian = Αποκάλυψε τον σπόρο του Αφηγητή:
web-badge-revealed = αποκαλύφθηκε
web-visibility-keeper-badge = τυφλή
web-visibility-private-badge = ιδιωτική

web-roll-hidden = Κρυφή ζαριά: μόνο ο Keeper βλέπει το αποτέλεσμά της.
    .chthonian = Κρυφή ζαριά: μόνο ο Αφηγητής βλέπει το αποτέλεσμά της.
web-roll-button = Ρίξε
web-roll-check = ζαριά έναντι { $value }%
web-roll-bonus = { $count ->
    [one] ένα ζάρι επιβράβευσης
   *[other] { $count } ζάρια επιβράβευσης
}
web-roll-penalty = { $count ->
    [one] ένα ζάρι ποινής
   *[other] { $count } ζάρια ποινής
}
web-roll-modifier = τροποποιητής { $modifier }
web-roll-chthonian = d12 έναντι Δυσκολίας (Difficulty) { $difficulty }
web-roll-outcome = Έκβαση (Outcome) { $outcome }
web-outcome-trait = Έκβαση { $outcome } ως Γνώρισμα του/της
web-outcome-trait-who = Ποιος το φέρει
web-outcome-trait-name = Το όνομά του (Τραυματισμένος, Ανοιχτό…)
web-outcome-trait-hinders = εμποδίζει
web-outcome-trait-button = Πρόσθεσε το Γνώρισμα
web-roll-for = για { $name }
web-roll-sanity-lost = απώλεια { $lost }, Ψυχική Υγεία (Sanity) τώρα { $san }
web-roll-breakdown = Ανάλυση:
web-roll-dice = Ζάρια:
web-roll-physical = Πραγματικά ζάρια: τις όψεις τις πληκτρολόγησε αυτός που έριξε
web-roll-applied = Εφαρμόστηκαν: { $events }

web-difficulty-regular = Κανονική
web-difficulty-hard = Δύσκολη
web-difficulty-extreme = Ακραία


web-dice-title = Ρίξε ζάρια
web-dice-expr = Έκφραση ζαριών ή εντολή
web-dice-hint = Για παράδειγμα 1d100, 3d6+2, 4d6kh3 ή μια εντολή BCDice όπως CC(1)<=50.
web-dice-hint-classic = Για παράδειγμα 1d100, 3d6+2 ή μια εντολή BCDice όπως CCB<=40.
web-dice-hint-chthonian = Για παράδειγμα 1d12, ή 1d12+2 με τη βαθμίδα ενός Γνωρίσματος· τα Γνωρίσματα ενός φύλλου ρίχνονται από το φύλλο.
web-dice-label = Για ποιο λόγο ρίχνεις; (προαιρετικό)
web-dice-physical = Πραγματικά ζάρια (προαιρετικό)
web-dice-physical-hint = Έριξες αληθινά ζάρια; Γράψε τις όψεις τους με τη σειρά, χωρισμένες με κόμματα: 3,4,1. Η ζαριά σημειώνεται τότε ως ζαριά με πραγματικά ζάρια.
web-visibility = Ποιος βλέπει το αποτέλεσμα
web-visibility-public = Όλοι
web-visibility-keeper = Τυφλή: μόνο ο Keeper βλέπει το αποτέλεσμα
    .chthonian = Τυφλή: μόνο ο Αφηγητής βλέπει το αποτέλεσμα
web-visibility-private = Ιδιωτική: εγώ και ο Keeper
    .chthonian = Ιδιωτική: εγώ και ο Αφηγητής
web-cancel = Άκυρο
web-copy = Αντιγραφή

web-requests-title = Ζαριές που σου ζητήθηκαν
web-requests-none = Ο Keeper δεν σου έχει ζητήσει ζαριά.
    .chthonian = Ο Αφηγητής δεν σου έχει ζητήσει ζαριά.

web-characters-mine = Οι χαρακτήρες σου
web-characters-all = Χαρακτήρες
web-characters-none = Δεν υπάρχουν ακόμα χαρακτήρες.
web-characters-sheet = Άνοιγμα του φύλλου

web-check-title = Ζαριά
web-check-difficulty = Δυσκολία
web-check-bonus = Ζάρια επιβράβευσης
web-check-penalty = Ζάρια ποινής
web-check-modifier = Τροποποιητής (ποσοστό)

web-chthonian-traits-apply = Γνωρίσματα (Traits) που ισχύουν
web-chthonian-no-traits = Κανένα Γνώρισμα (Trait) σε αυτό το φύλλο.
web-chthonian-difficulty = Δυσκολία (Difficulty)
web-chthonian-modifier = Άλλος τροποποιητής
web-chthonian-traits-hint = Ένα Γνώρισμα ανά γραμμή: όνομα και βαθμός, όπως «Πρώην Ντετέκτιβ 2».

web-sheet-invalid = Οι κανόνες δεν μπόρεσαν να διαβάσουν αυτό το φύλλο.
web-sheet-played-by = Παίκτης: { $name }
web-sheet-state = Κατάσταση
web-sheet-characteristics = Χαρακτηριστικά (Characteristics)
web-sheet-derived = Ιδιότητες (Attributes)
web-sheet-skills = Ικανότητες (Skills)
web-sheet-roll = Ζαριά
web-sheet-click-to-roll = Διάλεξε μια ικανότητα ή ένα χαρακτηριστικό για να δεις τις ακριβείς πιθανότητες και να ρίξεις.
    .chthonian = Διάλεξε τα Γνωρίσματα που ισχύουν και τη Δυσκολία για να δεις τις ακριβείς πιθανότητες και να ρίξεις.
web-sheet-no-skills = Καμία ικανότητα σε αυτό το φύλλο.
web-sheet-hp = HP
web-sheet-hp-long = Πόντοι Ζωής (Hit Points)
web-sheet-mp = MP
web-sheet-mp-long = Πόντοι Μαγείας (Magic Points)
web-sheet-san = SAN
web-sheet-san-long = Ψυχική Υγεία (Sanity)
web-sheet-sanity = Ψυχική Υγεία (Sanity)
web-sheet-luck = Τύχη (Luck)
web-sheet-idea = Ιδέα (Idea)
web-sheet-know = Γνώση (Know)
web-sheet-db = Επιπλέον Ζημιά (Damage Bonus)
web-sheet-build = Σωματική Διάπλαση (Build)
web-sheet-occupation = Επάγγελμα
web-sheet-credit = Οικονομική Διαβάθμιση (Credit Rating)
web-sheet-condition = Κατάσταση υγείας
web-sheet-conditions = Τραύματα και καταστάσεις
web-sheet-insanity = Παραφροσύνη
web-sheet-checks = Ικανότητες σημειωμένες για βελτίωση
web-sheet-background = Ιστορικό (Background)
web-sheet-equipment = Εξοπλισμός
web-sheet-style = Ύφος (Style)
web-sheet-ti = TI
web-sheet-ti-long = Φρικτή Ενόραση (Terrible Insight)
web-sheet-practicality = Πρακτικότητα (Practicality)
web-sheet-cognizance = Επίγνωση (Cognizance)
web-sheet-nodules = Οζίδια (Nodules)
web-sheet-no-story = δεν τρέχει καμία Ιστορία (Story)
web-sheet-traits = Γνωρίσματα (Traits)
web-sheet-temporary = (προσωρινό)
web-sheet-json = Το φύλλο σε JSON
web-sheet-json-label = Φύλλο (μόνο για ανάγνωση)
web-cond-major-wound = Βαρύ Τραύμα (Major Wound)
web-cond-unconscious = χωρίς αισθήσεις
web-cond-dying = κοντά στον θάνατο (Dying)
web-cond-needs-medicine = χρειάζεται Ιατρική (Medicine)
web-cond-dead = νεκρός
web-cond-indefinite = παράφρων αόριστης διάρκειας
web-cond-permanent = μόνιμα παράφρων
web-cond-temporary = προσωρινά παράφρων για { $hours ->
    [one] μία ώρα
   *[other] { $hours } ώρες
}
web-cond-none = Καμία.

web-style-pulp = Περιπέτεια (Pulp Adventure)
web-style-weird = Αλλόκοτη Ιστορία (Weird Tale)
web-style-shocking = Συγκλονιστική Ανακάλυψη (Shocking Discovery)

web-create-title = Νέος χαρακτήρας
web-create-owner = Παίκτης
web-create-failed = Ο χαρακτήρας δεν δημιουργήθηκε.
web-create-bad-line = Αυτή η γραμμή δεν είναι όνομα και αριθμός: «{ $line }».
web-wizard-step-characteristics = 1. Χαρακτηριστικά
web-wizard-step-derived = 2. Ιδιότητες
web-wizard-step-occupation = 3. Επάγγελμα και οι ικανότητές του
web-wizard-step-interests = 4. Ικανότητες Προσωπικού Ενδιαφέροντος
web-wizard-step-name = 5. Όνομα
web-wizard-method-quickstart = Τιμές της γρήγορης εκκίνησης
web-wizard-method-rolled = Με ζάρια
web-wizard-array-hint = Γρήγορη εκκίνηση: δώσε καθεμία από τις τιμές { $values } σε ένα χαρακτηριστικό. Με ζάρια: STR, CON, POW, DEX και APP είναι 3D6×5· SIZ, INT και EDU (2D6+6)×5.
web-wizard-roll = Ρίξε τα χαρακτηριστικά
web-wizard-derived-hint = Οι Πόντοι Ζωής (Hit Points), οι Πόντοι Μαγείας (Magic Points), η Ψυχική Υγεία (Sanity), η Επιπλέον Ζημιά (Damage Bonus) και η Σωματική Διάπλαση (Build) βγαίνουν από τα χαρακτηριστικά. Η Τύχη (Luck, 3D6×5) ρίχνεται στο τραπέζι όταν δημιουργείται ο ερευνητής.
web-wizard-derived-later = Εμφανίζονται στο φύλλο μόλις δημιουργηθεί ο ερευνητής.
web-wizard-occupation = Επάγγελμα
web-wizard-custom = Άλλο επάγγελμα (οποιεσδήποτε οκτώ ικανότητες)
web-wizard-custom-name = Όνομα του άλλου επαγγέλματος (προαιρετικό)
web-wizard-occupation-hint = Δώσε στις οκτώ ικανότητες του επαγγέλματος και στην Οικονομική Διαβάθμιση (Credit Rating) τις τιμές 70, 60, 60, 50, 50, 50, 40, 40 και 40, από μία στην καθεμία.
web-wizard-occupations-ref = Τα επαγγέλματα του οδηγού γρήγορης εκκίνησης
web-wizard-occupation-skills = Επαγγελματικές Ικανότητες (Occupation Skills) και Οικονομική Διαβάθμιση
web-wizard-skill = Ικανότητα
web-wizard-value = Τιμή
web-wizard-skill-n = Επαγγελματική Ικανότητα { $n }
web-wizard-value-n = Τιμή της Επαγγελματικής Ικανότητας { $n }
web-wizard-interests-hint = Τέσσερις ικανότητες που δεν είναι Επαγγελματικές: η καθεμία παίρνει τη βασική της τιμή + 20. Ο Μύθος του Cthulhu (Cthulhu Mythos) δεν επιτρέπεται.
web-wizard-interest-n = Ενδιαφέρον { $n }
web-wizard-name = Όνομα
web-wizard-details = Στοιχεία και ιστορικό (Backstory)
web-wizard-sex = Φύλο
web-wizard-age = Ηλικία
web-backstory = { $heading ->
    [description] Περιγραφή (Personal Description)
    [ideology] Ιδεολογία και πεποιθήσεις (Ideology/Beliefs)
    [people] Σημαντικά πρόσωπα (Significant People)
    [locations] Σημαντικοί τόποι (Meaningful Locations)
    [possessions] Πολύτιμα αντικείμενα (Treasured Possessions)
    [traits] Ιδιαιτερότητες (Traits)
    [injuries] Τραύματα και ουλές (Injuries & Scars)
    [phobias] Φοβίες και μανίες (Phobias & Manias)
    [tomes] Απόκρυφα βιβλία, ξόρκια και τεχνουργήματα (Arcane Tomes, Spells & Artifacts)
    [encounters] Συναντήσεις με παράξενες οντότητες (Encounters with Strange Entities)
   *[other] { $heading }
}
web-wizard-back = Πίσω
web-wizard-next = Επόμενο
web-wizard-create = Δημιουργία χαρακτήρα
web-classic-characteristics = Χαρακτηριστικά
web-classic-mode-roll = Ρίξ' τα στο τραπέζι (3D6· SIZ και INT 2D6+6· EDU 3D6+3)
web-classic-mode-enter = Τα συμπληρώνω εγώ (μαζί με τις ικανότητες)
web-classic-skills = Ικανότητες (όταν συμπληρώνεις τα χαρακτηριστικά)
web-classic-skills-hint = Μία ικανότητα ανά γραμμή: όνομα και ποσοστό, όπως «Spot Hidden 45».

web-keeper-title = Οθόνη του Keeper
    .chthonian = Οθόνη του Αφηγητή
web-keeper-invites = Προσκλήσεις
web-keeper-invites-hint = Έναν σύνδεσμο πρόσκλησης μπορούν να τον χρησιμοποιήσουν πολλοί· όποιος μπαίνει παίρνει τη δική του θέση.
web-keeper-invite-player = Πρόσκληση παίκτη
web-keeper-invite-observer = Πρόσκληση παρατηρητή
web-keeper-invite-url = Σύνδεσμος πρόσκλησης
web-keeper-members = Μέλη
web-keeper-member-name = Όνομα
web-keeper-member-role = Ρόλος
web-keeper-characters = Όλοι οι χαρακτήρες
web-keeper-no-characters = Δεν υπάρχουν ακόμα χαρακτήρες.
web-keeper-ask = Ζήτα ζαριά από παίκτη
web-keeper-no-players = Δεν έχει μπει ακόμα κανένας παίκτης.
web-keeper-ask-to = Παίκτης
web-keeper-ask-character = Χαρακτήρας (προαιρετικό)
web-keeper-ask-no-character = Κανένας
web-keeper-ask-skill = Ικανότητα ή ετικέτα
web-keeper-ask-value = Τιμή (ποσοστό)
web-keeper-ask-traits = Γνωρίσματα (προαιρετικό)
web-keeper-ask-expr = Ή, αντί γι' αυτό, μια έκφραση ζαριών
web-keeper-ask-submit = Ζήτα τη ζαριά
web-keeper-pending = Ζαριές που εκκρεμούν
web-keeper-no-pending = Καμία.
web-keeper-blind = Τυφλή ζαριά
web-keeper-controls = Το παιχνίδι
web-keeper-end = Τερμάτισε το παιχνίδι
web-keeper-reveal-seed = Αποκάλυψε τον σπόρο του Keeper
    .chthonian = Αποκάλυψε τον σπόρο του Αφηγητή
web-keeper-controls-hint = Όταν τερματίζεις το παιχνίδι, αποκαλύπτεται ο δημόσιος σπόρος, ώστε ο καθένας να μπορεί να ξαναϋπολογίσει τις δημόσιες ζαριές· αν αποκαλύψεις τον σπόρο του Keeper, μπορούν να ξαναϋπολογίσουν και τις κρυφές ζαριές όσοι έχουν πρόσβαση σε αυτές.
    .chthonian = Όταν τερματίζεις το παιχνίδι, αποκαλύπτεται ο δημόσιος σπόρος, ώστε ο καθένας να μπορεί να ξαναϋπολογίσει τις δημόσιες ζαριές· αν αποκαλύψεις τον σπόρο του Αφηγητή, μπορούν να ξαναϋπολογίσουν και τις κρυφές ζαριές όσοι έχουν πρόσβαση σε αυτές.
web-keeper-verify = Επαλήθευση
web-effects-title = Ζημιά, Ψυχική Υγεία και άλλα
    .chthonian = Φρικτή Ενόραση
web-effect-character = Χαρακτήρας
web-effect-kind = Τι συμβαίνει
web-effect-amount = Ποσότητα
web-effect-apply = Εφαρμογή
web-effect-damage = Ζημιά (χαμένοι Πόντοι Ζωής)
web-effect-heal = Ίαση
web-effect-sanity-lost = Απώλεια Ψυχικής Υγείας
web-effect-sanity-gained = Ανάκτηση Ψυχικής Υγείας
web-effect-luck-spent = Ξόδεμα Τύχης
web-effect-luck-gained = Κέρδος Τύχης
web-effect-magic-spent = Ξόδεμα Πόντων Μαγείας
web-effect-magic-regained = Ανάκτηση Πόντων Μαγείας
web-sheet-lost-today = { $amount } SAN χάθηκαν σήμερα
web-time-title = Περνά ο χρόνος
web-time-hint = Κάθε ερευνητής ανακτά 1 Πόντο Μαγείας την ώρα, ως το μέγιστό του (C5). Ξεκίνα νέα μέρα όταν τελειώνει η μέρα του παιχνιδιού: οι απώλειες Ψυχικής Υγείας της μέρας μετρούν ξανά από το 0 (N5)· οι απώλειες της μέρας ορίζονται με το χέρι στο «Ζημιά, Ψυχική Υγεία και άλλα».
web-time-hint-classic = Οι Πόντοι Μαγείας κάθε ερευνητή επιστρέφουν: το ένα τέταρτο του συνόλου κάθε 6 ώρες, όλοι μετά από 24 (M1)· ξεκινά νέα ώρα απωλειών Ψυχικής Υγείας (N5).
web-time-hours = Ώρες παιχνιδιού
web-time-new-day = Ξεκινά νέα μέρα
web-time-pass = Πέρασε ο χρόνος
web-time-done = { $count ->
    [0] τίποτα δεν άλλαξε: κάθε φύλλο ήταν ήδη γεμάτο
    [one] άλλαξε 1 φύλλο
   *[other] άλλαξαν { $count } φύλλα
}
web-effect-day-losses-set = Απώλειες Ψυχικής Υγείας της μέρας (ορισμός)
web-effect-insight-gained = Κέρδος Φρικτής Ενόρασης (Terrible Insight)
web-effect-insight-lost = Απώλεια Φρικτής Ενόρασης (Terrible Insight)
web-keeper-sanity = Ζαριά Ψυχικής Υγείας (Sanity)
web-keeper-sanity-loss = Απώλεια Ψυχικής Υγείας
web-keeper-sanity-loss-hint = Τι κοστίζει μια επιτυχία και μετά τι κοστίζει μια αποτυχία, όπως 1/1D6 ή 0/1D4· η απώλεια αφαιρείται από το φύλλο.
web-keeper-sanity-roll = Ρίξε ζαριά Ψυχικής Υγείας
web-keeper-sanity-done = { $name }: απώλεια { $lost } { $lost ->
    [one] πόντου
   *[other] πόντων
} Ψυχικής Υγείας· το SAN είναι τώρα { $san }.
web-keeper-damage = Ζημιά
web-keeper-damage-expr = Ζάρια ζημιάς
web-keeper-damage-expr-hint = Μια έκφραση ζαριών όπως 1D6+1D4· το σύνολο αφαιρείται από τους Πόντους Ζωής.
web-keeper-damage-roll = Ρίξε τη ζημιά
web-keeper-damage-done = { $name }: ζημιά { $amount } { $amount ->
    [one] πόντου
   *[other] πόντων
}· οι Πόντοι Ζωής είναι τώρα { $hp } από { $max }.
web-verify-ok = Το ημερολόγιο επαληθεύεται: η αλυσίδα είναι ακέραιη και κάθε ζαριά που μπορεί να ξαναϋπολογιστεί ταιριάζει.
web-verify-broken = Το ημερολόγιο δεν επαληθεύεται.
web-verify-entries = Εγγραφές
web-verify-bodies = Περιεχόμενα που ελέγχθηκαν
web-verify-rolls = Ζαριές που ξαναϋπολογίστηκαν
web-verify-json = Η επαλήθευση σε JSON
web-commitments = Δεσμεύσεις
web-commitment-fair = Δέσμευση του δημόσιου σπόρου (SHA-256)
web-commitment-keeper = Δέσμευση του σπόρου του Keeper (SHA-256)
    .chthonian = Δέσμευση του σπόρου του Αφηγητή (SHA-256)
web-seed-fair = Δημόσιος σπόρος
web-seed-keeper = Σπόρος του Keeper
    .chthonian = Σπόρος του Αφηγητή
web-seed-hidden = δεν έχει αποκαλυφθεί ακόμα

web-threads-title = Νήματα
web-threads-none = Δεν υπάρχουν ακόμα νήματα.
web-threads-by = ξεκίνησε από { $name }
web-threads-new = Νέο νήμα
web-threads-new-title = Τίτλος
web-threads-create = Ξεκίνα το νήμα
web-posts-none = Δεν υπάρχουν ακόμα δημοσιεύσεις.
web-post-new = Γράψε μια δημοσίευση
web-post-body = Η δημοσίευσή σου
web-post-hint = Ρίξε ζάρια καθώς γράφεις: το [roll]1d100[/roll] ρίχνει μια έκφραση ζαριών ή μια εντολή όταν δημοσιεύεις· το [roll="d6"]2[/roll] ρίχνει δύο d6 με τον τρόπο του κλασικού φόρουμ. Οι ζαριές γίνονται μία φορά, στον διακομιστή.
web-post-submit = Δημοσίευση
web-post-edit = Επεξεργασία
web-post-delete = Διαγραφή
web-post-edited = επεξεργασμένη
web-post-deleted = Αυτή η δημοσίευση διαγράφηκε.
web-post-unrolled = προστέθηκε με επεξεργασία: δεν ρίχτηκε

web-permalink-title = Ζαριά #{ $seq }
web-permalink-lead = Ρίχτηκε από { $name } στο «{ $game }»
web-permalink-roll = Η ζαριά
web-permalink-chain = Η θέση της στην αλυσίδα
web-permalink-seq = Εγγραφή (του ημερολογίου ως εδώ)
web-permalink-hash = Hash
web-permalink-prev = Hash της προηγούμενης εγγραφής
web-permalink-body-hash = Hash του περιεχομένου της
web-permalink-verify = Επαλήθευσε όλο το ημερολόγιο
web-permalink-share = Μοιράσου τη
web-permalink-url = Σύνδεσμος
web-permalink-bbcode = BBCode
web-permalink-markdown = Markdown

web-js-working = Μισό λεπτό…
web-js-failed = Δεν πέτυχε: { $message }
web-js-rolled = Ρίχτηκε.
web-js-saved = Έγινε.
web-js-odds-none = Δεν υπάρχουν πιθανότητες για αυτό.
web-js-odds-mean = Μέσος όρος { $mean } (από { $min } έως { $max })
web-js-odds-outcome = { $value }: { $percent }
web-js-odds-success = Πιθανότητα επιτυχίας: { $percent } ({ $fraction })
web-js-odds-level = { $level } { $percent }
web-js-live-connected = Ζωντανά
web-js-live-lost = Επανασύνδεση…
web-js-bad-dice = Γράψε τις όψεις ως ακέραιους χωρισμένους με κόμματα, όπως 3,4,1.
web-js-confirm-end = Να τερματιστεί το παιχνίδι; Δεν θα μπορεί να γίνει άλλη ζαριά ή δημοσίευση και ο δημόσιος σπόρος θα αποκαλυφθεί.
web-js-confirm-delete = Να διαγραφεί αυτή η δημοσίευση; Οι ζαριές της μένουν στο ημερολόγιο.
web-js-invite-made = Ο σύνδεσμος πρόσκλησης είναι έτοιμος: αντίγραψέ τον και στείλ' τον.
web-js-copied = Αντιγράφηκε.
web-js-step = Βήμα { $step } από { $steps }
web-js-array-left = Μένουν να μοιραστούν: { $values }
web-js-array-ok = Όλες οι τιμές της γρήγορης εκκίνησης έχουν μοιραστεί.
web-js-derived = HP { $hp } · MP { $mp } · SAN { $san } · Επιπλέον Ζημιά { $db } · Σωματική Διάπλαση { $build }
web-js-save = Αποθήκευση
web-js-create-issues = Ο χαρακτήρας δεν δημιουργήθηκε:
web-js-cancel = Άκυρο
web-js-slot-one-of = μία από τις: { $skills }
web-js-slot-art-craft = μια Τέχνη/Χειροτεχνία (Art/Craft), π.χ. Art/Craft (Φωτογραφία)
web-js-slot-language-other = μία επιπλέον γλώσσα, π.χ. Language (Λατινικά)
web-js-slot-firearms = μια ικανότητα Πυροβόλων Όπλων (Firearms), π.χ. Πυροβόλα Όπλα: Πιστόλι (Firearms: Handgun)
web-js-slot-any = οποιαδήποτε ικανότητα

## Η επιλογή γλώσσας στην κεφαλίδα κάθε σελίδας
web-language-label = Γλώσσα
web-language-change = Αλλαγή

## Έτοιμα για επικόλληση αποσπάσματα μιας ζαριάς
web-snippet-physical = πραγματικά ζάρια
web-credit-band = { $band ->
    [penniless] πάμφτωχος
    [poor] φτωχός
    [average] μεσαία τάξη
    [wealthy] εύπορος
    [rich] πλούσιος
    [super_rich] πολύ πλούσιος
   *[other] { $band }
}


## Τι ζήτησε μια ζαριά από τους κανόνες, με τον κωδικό της ενέργειας
web-action = { $action ->
    [check] Ζαριά
    [opposed] Ανταγωνιστική ζαριά (opposed roll)
    [sanity] Ζαριά Ψυχικής Υγείας (Sanity)
    [melee] Μάχη εξ επαφής
    [investigator] Νέος ερευνητής
    [characteristics] Ζαριές χαρακτηριστικών
    [push] Ώθηση (Push)
    [luck] Ζαριά Τύχης (Luck Roll)
    [group_luck] Ομαδική Ζαριά Τύχης (Luck Roll)
    [spend_luck] Ξόδεμα Τύχης
    [magic] Ξόδεμα Πόντων Μαγείας
    [improvement] Ζαριές βελτίωσης
    [reality_check] Έλεγχος Πραγματικότητας (Reality Check)
    [insanity_effect] Επίδραση της παραφροσύνης
    [firearms] Πυροβόλα Όπλα (Firearms)
    [maneuver] Ελιγμός Μάχης (fighting maneuver)
    [damage] Ζημιά
    [heal] Ίαση
    [initiative] Σειρά δράσης
    [sheet] Φύλλο
    [import_dholes] Εισαγωγή από το Dhole's House
    [export_dholes] Εξαγωγή στο Dhole's House
    [resistance] Πίνακας Αντίστασης (Resistance Table)
    [bbcode] Οι ετικέτες [roll] μιας δημοσίευσης
    [characteristic] Ζαριά χαρακτηριστικού
    [experience] Ζαριά εμπειρίας
    [convert] Μετατροπή στην 7η έκδοση
    [damage_bonus] Επιπλέον Ζημιά (Damage Bonus)
    [attack] Επίθεση
    [unarmed] Άοπλη επίθεση
    [blocks] Προχωρημένη απόκρουση
    [defences] Αμύνες
    [attacks] Πολλαπλές επιθέσεις
    [order] Σειρά δράσης
    [treat] Πρώτες Βοήθειες (First Aid) ή Ιατρική (Medicine)
    [natural_healing] Φυσική ίαση
    [condition] Κατάσταση υγείας
    [regenerate] Ανάκτηση Πόντων Μαγείας
    [meditate] Διαλογισμός
    [mp_reroll] Ξαναρίξιμο με Πόντο Μαγείας
    [roll] Ζαριά
    [contest] Αναμέτρηση
    [insight] Φρικτή Ενόραση (Terrible Insight)
    [complex] Σύνθετη αναμέτρηση
    [cooperative] Συνεργατική ζαριά
    [split] Διαιρεμένη ζαριά
    [insight_roll] Ζαριά Φρικτής Ενόρασης (Terrible Insight)
    [recovery] Ζαριά ανάρρωσης
    [treatment] Ζαριά θεραπείας
    [nodule] Ξόδεμα Οζιδίου (Nodule)
    [story_start] Αρχή Ιστορίας (Story)
    [story_end] Τέλος Ιστορίας (Story)
    [command] Εντολή BCDice
    [prob] Πιθανότητες
   *[other] { $action }
}

# A moment as shown: the date and time the reader's way, in UTC.
web-time-utc = { $time } UTC

## Χαρακτήρες του Keeper (NPC).
web-npc = NPC
web-npc-title = Χαρακτήρες του Keeper (NPC)
    .chthonian = Πλάσματα και NPC
web-npc-none = Δεν υπάρχουν ακόμη NPC: επικόλλησε στατιστικά παρακάτω.
web-npc-shown = φανερός στους παίκτες
web-npc-hidden = τον βλέπεις μόνο εσύ
web-npc-show = Δείξ' τον στους παίκτες
web-npc-import-label = Στατιστικά
web-npc-import-hint = Επικόλλησέ τα όπως τα τυπώνει το σενάριο: το όνομα στην πρώτη γραμμή, μετά χαρακτηριστικά, επιθέσεις («Claw 40%, damage 1D6+DB»), θωράκιση (Armor) και απώλεια Ψυχικής Υγείας (Sanity loss). Τα στατιστικά τα βλέπεις μόνο εσύ· οι παίκτες μαθαίνουν το όνομά του όταν τον δείξεις ή ρίξεις γι' αυτόν φανερά.
    .chthonian = Το όνομα στην πρώτη γραμμή, μετά τα Γνωρίσματά του με τη βαθμίδα τους («Απάνθρωπη Δύναμη 3, Πείνα 2»), σε μία ή περισσότερες γραμμές. Τα βλέπεις μόνο εσύ· οι παίκτες μαθαίνουν το όνομά του όταν τον δείξεις ή ρίξεις γι' αυτόν φανερά.
web-npc-import-submit = Πρόσθεσε τον NPC
web-npc-secret = Αυτά τα στατιστικά τα βλέπει μόνο ο Keeper.
    .chthonian = Αυτά τα Γνωρίσματα τα βλέπει μόνο ο Αφηγητής.
web-npc-move = Κίνηση
web-npc-armor = Θωράκιση
web-npc-attacks-per-round = Επιθέσεις ανά γύρο
web-npc-sanity-loss = Απώλεια Ψυχικής Υγείας
web-npc-attacks = Επιθέσεις
web-npc-attack = Επίθεση
web-npc-damage = Ζημιά
web-entry-character-shown = Έδειξε τον NPC
web-entry-npc-created = Έφτιαξε τον NPC
web-js-npc-made = Ο NPC φτιάχτηκε: τον βλέπεις μόνο εσύ.
web-npc-example-name = Λάτρης
web-npc-example-weapon = Μαχαίρι
web-npc-kept = Χαρακτήρας που δεν ελέγχουν οι παίκτες (NPC), τον παίζει ο Keeper
    .chthonian = Πλάσμα ή χαρακτήρας που δεν ελέγχουν οι παίκτες, τον παίζει ο Αφηγητής
web-npc-example-traits = Απάνθρωπη Δύναμη 3, Πείνα 2

# A Chthonian Excursionist's Terrible Insight and Nodules at the table (I1–I4).
web-insight-title = Φρικτή Ενόραση (Terrible Insight) και Οζίδια (Nodules)
web-insight-kind = Ποια ζαριά
web-insight-kind-name = { $kind ->
    [insight_roll] Ζαριά Ενόρασης: η αποτυχία δίνει Φρικτή Ενόραση
    [recovery] Πρόοδος στην ευγενή κοινωνία: η επιτυχία αφαιρεί Φρικτή Ενόραση
   *[treatment] Ψυχιατρική φροντίδα: η επιτυχία αφαιρεί Φρικτή Ενόραση
}
web-insight-hint = Μια ρίψη Ενόρασης μετρά την Πρακτικότητα ({ $practicality })· μια αποτυχία δίνει 1 TI. Η Επίγνωση είναι { $cognizance }. Η TI, το Ύφος και το απόθεμα είναι του φύλλου.
web-insight-roll = Ρίψη Ενόρασης
web-nodules-title = Οζίδια (Nodules)
web-nodules-empty = Το απόθεμα της Ιστορίας άδειασε: δεν μένει Οζίδιο να ξοδευτεί.
web-nodules-left = { $count ->
    [one] Μένει 1 Οζίδιο σε αυτή την Ιστορία.
   *[other] Μένουν { $count } Οζίδια σε αυτή την Ιστορία.
}
web-nodule-use = Ξόδεψέ το σε
web-nodule-use-name = { $use ->
    [automatic_success] αυτόματη επιτυχία
    [authorship] συγγραφή
    [fortune] τύχη (κατά ενός θύματος)
   *[shift] μετατόπιση της TI
}
web-nodule-outcome = Επιθυμητή Έκβαση
web-nodule-size = Μέγεθος
web-nodule-size-modest = μέτρια (5)
web-nodule-size-major = μεγάλη (11)
web-nodule-victim-difficulty = Δυσκολία του θύματος
web-nodule-toward = Προς
web-nodule-toward-practicality = Πρακτικότητα (χάνει 1 TI)
web-nodule-toward-cognizance = Επίγνωση (κερδίζει 1 TI)
web-nodule-spend = Ξόδεψε ένα Οζίδιο
web-story-start = Αρχή Ιστορίας (Οζίδια = TI)
web-story-end = Τέλος της Ιστορίας

# Treating a 7th edition investigator's wounds from the sheet (H4–H7).
web-treat-title = Περίθαλψη τραυμάτων
web-treat-treatment = Θεραπεία
web-treat-name = { $treatment ->
    [first_aid] Πρώτες Βοήθειες
    [medicine] Ιατρική
    [dying_round] Η ρίψη CON του ετοιμοθάνατου
    [day] Μια μέρα ανάπαυσης
   *[week] Μια εβδομάδα ανάπαυσης
}
web-treat-healer = Θεραπευτής
web-treat-equipment = Ιατρική: με τον απαραίτητο εξοπλισμό, για μία ώρα
web-treat-hint = Οι Πρώτες Βοήθειες πιάνουν μία φορά ανά τραύμα και ο ετοιμοθάνατος τις χρειάζεται πρώτα· ακολουθεί η Ιατρική. Η ικανότητα είναι του θεραπευτή, τα τραύματα και η CON αυτού του φύλλου.
web-treat-equipment-classic = Ιατρική: με τον εξοπλισμό της· εβδομάδα ανάπαυσης: με ιατρική φροντίδα
web-treat-hint-classic = Οι Πρώτες Βοήθειες και η Ιατρική επαναφέρουν η καθεμία 1D3 αμέσως (H1)· μια εβδομάδα ανάπαυσης θεραπεύει 1D3, και 2D3 ακόμη με ιατρική φροντίδα (H2). Η ικανότητα είναι του θεραπευτή.
web-more-title = Κι άλλοι κανόνες
web-more-reality = Έλεγχος Πραγματικότητας (με την Ψυχική Υγεία)
web-more-magic = Πόντοι Μαγείας προς ξόδεμα
web-more-magic-spend = Ξόδεψε (ό,τι περισσεύει, από τα HP)
web-more-effect = Κατά την προσωρινή παραφροσύνη
web-more-effect-name = { $effect ->
    [phobia] μια φοβία
    [mania] μια μανία
   *[backstory] αλλαγή στο παρελθόν
}
web-more-effect-text = Τα λόγια της
web-more-effect-heading = Η ενότητα του παρελθόντος (για αλλαγή)
web-more-effect-add = Πρόσθεσε στο φύλλο
web-more-meditate = Διαλογισμός μίας ώρας (+1D6 MP, μία φορά ανά 6 ώρες)
web-more-end-adventure = Τέλος της περιπέτειας: η Τύχη επιστρέφει
web-more-reward = Ανταμοιβή Ψυχικής Υγείας
web-more-reward-roll = Ρίξε την ανταμοιβή
web-treat-submit = Περίθαλψε

## The development phase on a 7th edition sheet (the Keeper's, R10).
web-development-title = Εξέλιξη
    .classic = Ζαριές εμπειρίας
web-development-ticked = Σημειωμένες για βελτίωση: { $skills }
    .classic = Ικανότητες με σημείωση εμπειρίας: { $skills }
web-development-none = Καμία ικανότητα δεν είναι σημειωμένη: μόνο η Τύχη μπορεί να ανακάμψει.
    .classic = Καμία ικανότητα δεν έχει σημείωση εμπειρίας.
web-development-luck = Και η Τύχη ανακάμπτει (1D100 πάνω από την Τύχη δίνει +1D10)
web-development-roll = Ζαριές εξέλιξης
    .classic = Ρίξε τις ζαριές εμπειρίας

## Dhole's House: an investigator imported and exported
web-dholes-import = Εισαγωγή ερευνητή από το Dhole's House
web-dholes-json = Εξαγωγή του Dhole's House (JSON)
web-dholes-hint = Επικόλλησε το αρχείο που εξάγει το Dhole's House: οι κανόνες διαβάζουν τα χαρακτηριστικά, τις ικανότητες και τα στοιχεία του σε ένα δικό σου φύλλο.
web-dholes-submit = Εισαγωγή
web-dholes-bad-json = αυτό δεν είναι εξαγωγή του Dhole's House: το JSON δεν διαβάζεται ({ $error })
web-dholes-bad = αυτό δεν είναι εξαγωγή του Dhole's House
web-dholes-export = Λήψη για το Dhole's House (JSON)
