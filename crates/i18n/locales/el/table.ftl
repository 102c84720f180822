## Τα σφάλματα του τραπεζιού (keeper-table) και του JSON API (keeper-server).
## Τα ονόματα των πεδίων ($field, "options", "create", …) και οι κωδικοί μένουν όπως τα γράφει το API.

## Πεδία
table-field-empty = το πεδίο "{ $field }" δεν πρέπει να είναι κενό
table-field-too-long = το πεδίο "{ $field }" ξεπερνά { $limit ->
    [one] τον { $limit } χαρακτήρα
   *[other] τους { $limit } χαρακτήρες
}
table-field-control = το πεδίο "{ $field }" δεν πρέπει να περιέχει χαρακτήρες ελέγχου
table-bad-system = το "{ $system }" δεν είναι σύστημα: διάλεξε ένα από τα { $systems }
table-bad-language = το "{ $language }" δεν είναι γλώσσα: διάλεξε μία από τις { $languages }
table-options-not-object = το options πρέπει να είναι αντικείμενο JSON
table-options-too-large = το options ξεπερνά τα { $kib } KiB: κράτησε μόνο τις επιλογές που χρειάζεται το παιχνίδι
table-bad-db-url = το "{ $url }" δεν είναι διεύθυνση βάσης δεδομένων: χρησιμοποίησε sqlite:PATH ή postgres://…

## Ποιος μπορεί να κάνει τι
table-keeper-only-invite = μόνο ο Keeper μπορεί να στείλει πρόσκληση
    .chthonian = μόνο ο Αφηγητής μπορεί να στείλει πρόσκληση
table-keeper-only-end = μόνο ο Keeper μπορεί να τερματίσει το παιχνίδι
    .chthonian = μόνο ο Αφηγητής μπορεί να τερματίσει το παιχνίδι
table-keeper-only-seed = μόνο ο Keeper μπορεί να αποκαλύψει τον σπόρο (seed) του Keeper
    .chthonian = μόνο ο Αφηγητής μπορεί να αποκαλύψει τον σπόρο (seed) του Αφηγητή
table-keeper-only-reveal = μόνο ο Keeper μπορεί να αποκαλύψει μια ζαριά
    .chthonian = μόνο ο Αφηγητής μπορεί να αποκαλύψει μια ζαριά
table-keeper-only-request = μόνο ο Keeper μπορεί να ζητήσει ζαριά
    .chthonian = μόνο ο Αφηγητής μπορεί να ζητήσει ζαριά
table-observer-roll = οι παρατηρητές δεν ρίχνουν ζάρια
table-observer-character = οι παρατηρητές δεν φτιάχνουν χαρακτήρες
table-observer-thread = οι παρατηρητές δεν ξεκινούν νήματα
table-observer-post = οι παρατηρητές δεν δημοσιεύουν
table-sheet-owner-only = το φύλλο ενός χαρακτήρα το αλλάζουν μόνο ο Keeper και ο παίκτης του
    .chthonian = το φύλλο ενός χαρακτήρα το αλλάζουν μόνο ο Αφηγητής και ο παίκτης του
table-player-own-character = κάθε παίκτης φτιάχνει χαρακτήρες μόνο για τον εαυτό του
table-request-not-yours = αυτή η ζαριά ζητήθηκε από άλλον παίκτη
table-post-author-only = μια δημοσίευση την αλλάζουν μόνο αυτός που την έγραψε και ο Keeper
    .chthonian = μια δημοσίευση την αλλάζουν μόνο αυτός που την έγραψε και ο Αφηγητής
table-too-busy = το παιχνίδι έχει πολλή κίνηση αυτή τη στιγμή: δοκίμασε ξανά

## Προσκλήσεις, σπόροι και αποκαλύψεις
table-invite-keeper = ένα παιχνίδι έχει έναν μόνο Keeper: προσκάλεσε παίκτες ή παρατηρητές
    .chthonian = ένα παιχνίδι έχει έναν μόνο Αφηγητή: προσκάλεσε παίκτες ή παρατηρητές
table-seed-revealed = ο σπόρος (seed) του Keeper έχει ήδη αποκαλυφθεί
    .chthonian = ο σπόρος (seed) του Αφηγητή έχει ήδη αποκαλυφθεί
table-seed-not-ended = ο σπόρος (seed) του Keeper αποκαλύπτεται μόνο αφού τελειώσει το παιχνίδι: τερμάτισε πρώτα το παιχνίδι
    .chthonian = ο σπόρος (seed) του Αφηγητή αποκαλύπτεται μόνο αφού τελειώσει το παιχνίδι: τερμάτισε πρώτα το παιχνίδι
table-entry-public = αυτή η εγγραφή είναι ήδη δημόσια

## Ζαριές και αιτήματα ζαριάς
table-roll-system = αυτό το παιχνίδι παίζεται με { $system }: ρίξε με { $system }, dice ή bcdice
table-roll-action = γράψε στο request.action την ενέργεια που θα εκτελεστεί
table-roll-expr-empty = γράψε μια έκφραση ζαριών ή μια εντολή
table-roll-one-of = δώσε ακριβώς ένα από τα request και expr
table-request-observer = οι παρατηρητές δεν ρίχνουν ζάρια: ζήτησε τη ζαριά από έναν παίκτη
table-request-dice = τα πραγματικά ζάρια τα διαλέγει ο παίκτης που απαντά: άφησε το dice έξω από το αίτημα
table-request-unreadable = αυτό το αίτημα ζαριάς δεν διαβάζεται πια: { $error }
table-request-answered = αυτό το αίτημα έχει ήδη απαντηθεί

## Χαρακτήρες
table-create-not-object = το create πρέπει να είναι αντικείμενο
table-create-one-of = δώσε ακριβώς ένα από τα create και sheet
table-create-chthonian = οι χαρακτήρες του Chthonian δίνονται ως φύλλο: στείλε sheet αντί για create
table-events-count = δώσε από 1 έως { $max } γεγονότα
table-options-refused = οι επιλογές του παιχνιδιού απορρίφθηκαν: { $reason }
table-sheet-refused = το φύλλο απορρίφθηκε: { $reason }

## Δημοσιεύσεις
table-post-empty = μια δημοσίευση χρειάζεται λίγο κείμενο
table-post-nul = το κείμενο δεν πρέπει να περιέχει χαρακτήρες NUL
table-post-too-long = το κείμενο ξεπερνά { $limit ->
    [one] τον { $limit } χαρακτήρα
   *[other] τους { $limit } χαρακτήρες
}
table-post-too-many-tags = το κείμενο έχει πάνω από { $limit ->
    [one] { $limit } ετικέτα ζαριάς
   *[other] { $limit } ετικέτες ζαριάς
}: χώρισε τη δημοσίευση ή ρίξε μερικές ζαριές χωριστά

## Δεν βρέθηκε, δεν επιτρέπεται, όχι τώρα
table-not-found-game = δεν υπάρχει παιχνίδι "{ $id }"
table-not-found-member = δεν υπάρχει μέλος "{ $id }" σε αυτό το παιχνίδι
table-not-found-character = δεν υπάρχει χαρακτήρας "{ $id }" σε αυτό το παιχνίδι
table-not-found-post = δεν υπάρχει δημοσίευση "{ $id }" σε αυτό το παιχνίδι
table-not-found-thread = δεν υπάρχει νήμα "{ $id }" σε αυτό το παιχνίδι
table-not-found-request = δεν υπάρχει αίτημα ζαριάς "{ $id }" σε αυτό το παιχνίδι
table-not-found-entry = δεν υπάρχει εγγραφή { $id } στο ημερολόγιο αυτού του παιχνιδιού
table-not-found = δεν υπάρχει { $what } "{ $id }" σε αυτό το παιχνίδι
table-unauthorized = το διακριτικό (token) μέλους λείπει ή δεν ισχύει για αυτό το παιχνίδι
table-rejected = η ζαριά απορρίφθηκε: { $reason }
table-ended = το παιχνίδι έληξε: δεν μπορεί να προστεθεί τίποτα άλλο σε αυτό
table-unavailable = η αποθήκευση του παιχνιδιού δεν απαντά: δοκίμασε ξανά σε λίγο

## Το JSON API
table-api-no-route = δεν υπάρχει τέτοιο endpoint: δες το /api/v1/openapi.json
table-api-method = αυτό το endpoint δεν δέχεται αυτή τη μέθοδο: δες το /api/v1/openapi.json
table-api-json-content-type = στείλε το σώμα ως JSON με Content-Type: application/json
table-api-body-too-large = το σώμα ξεπερνά το όριο των { $limit } byte
table-api-too-many-requests = το πολύ { $limit } αιτήματα σε έναν πίνακα
table-api-odds-one-of = δώσε ακριβώς ένα από τα request (αντικείμενο) και expr
table-api-internal = το keeper έπεσε σε ένα σφάλμα: το αίτημα δεν εφαρμόστηκε

## A storage failure whose usual cause keeper knows
table-store-cannot-open = το αρχείο δεν μπορεί να ανοιχτεί ή να δημιουργηθεί: έλεγξε τη διαδρομή, ότι ο φάκελός του υπάρχει και ότι το keeper μπορεί να γράψει εκεί
table-store-refused-login = ο διακομιστής PostgreSQL απέρριψε τον χρήστη ή τον κωδικό: έλεγξέ τους στο URL
table-store-no-database = ο διακομιστής PostgreSQL δεν έχει τέτοια βάση δεδομένων: δημιούργησέ την (createdb) ή όρισε άλλη
table-store-connection-refused = κανείς δεν απαντά σε αυτή τη διεύθυνση: έλεγξε ότι ο διακομιστής της βάσης δεδομένων τρέχει, καθώς και τον κεντρικό υπολογιστή και τη θύρα του
table-store-timed-out = η βάση δεδομένων δεν απάντησε εγκαίρως

## Χαρακτήρες του Keeper (NPC) στο τραπέζι.
table-npc-keeper-only = μόνο ο Keeper φτιάχνει, δείχνει και ρίχνει για τους χαρακτήρες που δεν ελέγχουν οι παίκτες (NPC)
    .chthonian = μόνο ο Αφηγητής φτιάχνει, δείχνει και ρίχνει για τα πλάσματα και τους NPC
table-npc-no-name = η πρώτη γραμμή των στατιστικών πρέπει να είναι το όνομα του NPC
table-npc-not-npc = μόνο ένας NPC μπορεί να δειχτεί: το φύλλο ενός ερευνητή είναι ήδη δημόσιο
table-npc-already-shown = αυτός ο NPC έχει ήδη δειχτεί
table-npc-kind = το «kind» είναι «investigator» ή «npc», όχι «{ $kind }»
table-npc-statblock = ένας NPC φτιάχνεται μόνο από το «statblock» του (το κείμενο των στατιστικών), χωρίς «create» ή «sheet»
table-npc-statblock-kind = ένα «statblock» φτιάχνει NPC: πρόσθεσε "kind": "npc"

# Ο ιχνηλάτης μάχης.
table-not-found-fight = δεν γίνεται μάχη σε αυτό το παιχνίδι: τη ξεκινά ο Φύλακας
table-fight-changed = η μάχη άλλαξε όσο διαλέγατε: δείτε την ξανά και διαλέξτε πάλι
table-fight-already = γίνεται ήδη μάχη: τερματίστε τη πριν ξεκινήσετε άλλη
table-fight-keeper-only = μόνο ο Φύλακας ξεκινά μια μάχη, προσθέτει μαχητές και τη τερματίζει
table-forecast-system = η πρόβλεψη μάχης γνωρίζει μόνο μάχες της 7ης έκδοσης και του κλασικού: μια μάχη του Chthonian δεν προβλέπεται
table-fight-no-fighters = ορίστε τουλάχιστον έναν χαρακτήρα για τη μάχη
table-fight-too-many = το πολύ { $max } μαχητές σε μία μάχη
table-fight-in-already = ο χαρακτήρας είναι ήδη στη μάχη
table-fight-unreadable = οι κανόνες δεν μπορούν να διαβάσουν το φύλλο του/της { $name }: διορθώστε το πριν τη μάχη
table-fight-exchange-system = σε παιχνίδι Chthonian ο ιχνηλάτης κρατά τη σειρά, τους γύρους και τις σειρές· ρίξτε κάθε αναμέτρηση από τα φύλλα
table-fight-refused = οι κανόνες δεν το επιτρέπουν: { $reason }
table-fight-jammed = το { $with } έχει εμπλοκή: γεμίστε το πρώτα
table-fight-no-rounds = στο { $with } έμειναν { $left } σφαίρες: γεμίστε το ή ρίξτε λιγότερες βολές
table-fight-no-trait = το «{ $trait }» δεν είναι Γνώρισμα αυτού του μαχητή ({ $list })
table-fight-not-in-system = { $what ->
    [maneuver] το σύστημα αυτού του παιχνιδιού δεν έχει ελιγμούς μάχης
    [reload] το σύστημα αυτού του παιχνιδιού δεν μετρά σφαίρες
    [aim] το σύστημα αυτού του παιχνιδιού δεν έχει σημάδεμα
    [skill] σε παιχνίδι Chthonian η άλλη ρίψη του γύρου γίνεται από το φύλλο, με τα Γνωρίσματά του
    [difficulty] οι κλασικοί έλεγχοι δεν έχουν βαθμούς δυσκολίας ούτε ζάρια μπόνους και ποινής
   *[range] το σύστημα αυτού του παιχνιδιού δεν έχει ζώνες βεληνεκούς ούτε εξ επαφής
}
table-fight-pending = μια επίθεση περιμένει την απάντηση του στόχου της: απαντήστε πρώτα σε αυτήν
table-fight-not-in = ο χαρακτήρας δεν είναι στη μάχη
table-contest-chthonian = οι αναμετρήσεις, οι σύνθετες αναμετρήσεις και οι συνεργατικές ζαριές πολλών πλευρών είναι του Chthonian (R2–R4)
table-contest-sides = δώσε από { $min } έως { $max } πλευρές
table-outcome-trait-narrator = μόνο ο Αφηγητής κάνει μια Έκβαση Γνώρισμα (R5)
table-outcome-trait-none = αυτή η ζαριά δεν έχει Έκβαση να φέρει κάποιος: μια ζαριά Chthonian, μια κερδισμένη αναμέτρηση ή ο νικητής μιας σύνθετης
table-opposed-system = οι αντιπαραθετικές ζαριές είναι της 7ης έκδοσης και οι ζαριές αντίστασης του κλασικού· ένα παιχνίδι Chthonian ρίχνει αναμέτρηση
table-opposed-two = μια αντιπαραθετική ζαριά έχει ακριβώς δύο πλευρές
table-opposed-side = δώσε σε κάθε πλευρά έναν χαρακτήρα και το όνομα της τιμής στο φύλλο του, ή ένα όνομα και μια τιμή
table-contest-object-trait = ένα αντικείμενο δεν έχει φύλλο για να βρεθεί το «{ $trait }»: δώσε του βαθμό («{ $trait } 2»)
table-fight-exposure-coc7 = η επαναλαμβανόμενη έκθεση (φωτιά, πνιγμός) είναι κανόνας της 7ης έκδοσης (H8)
table-fight-exposure-no-hp = αυτός ο μαχητής δεν έχει HP για να του πάρει μια έκθεση
table-fight-not-exposed = { $name }: δεν είναι εκτεθειμένος/η σε τίποτα
table-fight-self = ένας μαχητής δεν επιτίθεται στον εαυτό του: διαλέξτε άλλον στόχο
table-fight-not-your-turn = δεν είναι η σειρά του μαχητή σας: περιμένετε, ή ενεργεί ο Φύλακας
table-fight-lost-attack = ο μαχητής έπεσε για κάλυψη και χάνει αυτή την επίθεση: τελειώστε τη σειρά
table-fight-no-attacks-left = ο μαχητής έκανε όλες τις επιθέσεις του αυτόν τον γύρο: τελειώστε τη σειρά
table-fight-no-skill = το «{ $skill }» δεν είναι στο φύλλο αυτού του μαχητή: { $list }
table-fight-attacker-down = ο μαχητής είναι αναίσθητος ή νεκρός και δεν μπορεί να επιτεθεί
table-fight-target-dead = ο στόχος είναι νεκρός: διαλέξτε άλλον
table-fight-no-weapon = το «{ $with }» δεν είναι μία από τις επιθέσεις του μαχητή: { $list }
table-fight-no-attack = καμία επίθεση δεν περιμένει απάντηση
table-fight-not-your-target = μόνο ο παίκτης του στόχου (ή ο Φύλακας, για έναν ΜΠΧ) απαντά σε αυτή την επίθεση
table-fight-response = απαντήστε με ένα από: { $list }
table-fight-with-or-maneuver = ορίστε το όπλο ή την επίθεση («with») ή έναν ελιγμό («maneuver»)
table-fight-maneuver-build = ο στόχος έχει 3 ή περισσότερο μεγαλύτερο Σωματότυπο: ο ελιγμός { $maneuver } δεν πιάνει σε αυτόν· χτυπήστε τον
table-fight-count = ένας ΜΠΧ μπαίνει από 1 έως { $max } μαζί (αντίγραφα του φύλλου του)· ένας ερευνητής έρχεται μόνος
table-fight-position = μια θέση στη σειρά είναι από 0 (πρώτη) έως { $max }
table-fight-held-flee = ο μαχητής είναι ακινητοποιημένος: ελευθερωθείτε με έναν ελιγμό πριν φύγετε (K8)
table-fight-target-fled = ο στόχος έφυγε από τη μάχη: διαλέξτε άλλον
table-story-narrator-only = μόνο ο Αφηγητής ξεκινά και τελειώνει μια Ιστορία (I4)
table-development-keeper-only = μόνο ο Keeper καλεί τη φάση εξέλιξης, στο τέλος ενός σεναρίου (R10)
table-treat-system = οι θεραπείες στο τραπέζι ακολουθούν τους κανόνες της 7ης έκδοσης (H4–H7)· σε αυτό το παιχνίδι εφάρμοσε τα γεγονότα των κανόνων από το φύλλο
table-treat-investigator = μόνο ένας ερευνητής θεραπεύεται, και μόνο ένας ερευνητής θεραπεύει
table-treat-healer = οι Πρώτες Βοήθειες και η Ιατρική ονομάζουν τον «θεραπευτή» τους
table-treat-healer-down = ο/η { $name } είναι αναίσθητος/η, πεθαίνει ή είναι νεκρός/ή και δεν θεραπεύει κανέναν
table-treat-time = τις μέρες και τις εβδομάδες ανάπαυσης τις περνά ο Keeper
table-treat-classic = στο κλασικό η ίαση είναι Πρώτες Βοήθειες, Ιατρική ή μια εβδομάδα ανάπαυσης (H1, H2)
table-sheet-keeper-only = μόνο ο Keeper το κάνει αυτό για έναν χαρακτήρα: κατά τους κανόνες είναι δική του απόφαση
table-treat-not-dying = { $name }: δεν πεθαίνει· δεν υπάρχει ζαριά CON να γίνει (H4)
table-time-keeper-only = μόνο ο Keeper λέει πόσος χρόνος του παιχνιδιού περνά
table-time-hours = το πολύ { $max } ώρες παιχνιδιού περνούν μονομιάς
table-time-nothing = δώσε τις ώρες που περνούν ή ξεκίνα νέα μέρα
table-time-system = το πέρασμα του χρόνου αλλάζει ερευνητές της 7ης έκδοσης και του κλασικού· ένα παιχνίδι Chthonian δεν έχει Πόντους Μαγείας να ανακτήσει
