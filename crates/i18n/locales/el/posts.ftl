# Messages of play by post: versions, secret posts, notifications, transcripts.

## A post's rolls, kept with the words they were rolled with

posts-permalink = μόνιμος σύνδεσμος
posts-roll-permalink = μόνιμος σύνδεσμος
posts-rolls-title = Οι ζαριές αυτής της δημοσίευσης, με τις λέξεις με τις οποίες ρίχτηκαν
posts-tag-moved = μετακινήθηκε με επεξεργασία: η ζαριά του μένει με τις δικές της λέξεις, παρακάτω
posts-deleted-by = Διαγράφηκε από { $name }. Οι ζαριές της μένουν, με τα αποτελέσματά τους.
posts-versions = { $count ->
    [one] Μία εκδοχή
   *[other] { $count } εκδοχές
}
posts-version-first = Πρώτη δημοσίευση από { $name }
posts-version-edit = Επεξεργασία από { $name }

## Permalinks of a post and of a post's roll

posts-permalink-post-title = Δημοσίευση #{ $seq }
posts-permalink-roll-title = Ζαριά { $n } της δημοσίευσης #{ $seq }
posts-permalink-post-lead = Δημοσίευση από { $name } στο «{ $game }», νήμα «{ $thread }»
posts-permalink-roll-post = Στη δημοσίευση

## Secret rolls

posts-secret-roll = μια μυστική ζαριά

## Posts for the Keeper only

posts-error-visibility = Μια δημοσίευση είναι για όλους ("public") ή μόνο για τον Keeper ("private").
    .chthonian = Μια δημοσίευση είναι για όλους ("public") ή μόνο για τον Αφηγητή ("private").
posts-private-badge = μόνο για τον Keeper
    .chthonian = μόνο για τον Αφηγητή
posts-visibility-label = Ποιος τη διαβάζει
posts-visibility-public = Όλοι
posts-visibility-private = Μόνο ο Keeper
    .chthonian = Μόνο ο Αφηγητής
posts-hint-secret = Το [roll secret]1d100[/roll], ή μια εντολή με το πρόθεμα S (SCC<=50), ρίχνει μόνο για τα μάτια του Keeper: οι άλλοι βλέπουν μια μυστική ζαριά.
    .chthonian = Το [roll secret]1d100[/roll], ή μια εντολή με το πρόθεμα S (SCC<=50), ρίχνει μόνο για τα μάτια του Αφηγητή: οι άλλοι βλέπουν μια μυστική ζαριά.

## Characteristics rolled at the table (C2)

posts-characteristics-roll-missing = Τα χαρακτηριστικά που ρίχτηκαν στο τραπέζι παίρνονται από τη ζαριά τους: δώσε το characteristics_roll, την εγγραφή του ημερολογίου με τη ζαριά των χαρακτηριστικών.
posts-characteristics-roll-not-a-set = Η εγγραφή #{ $seq } δεν είναι δημόσια ζαριά χαρακτηριστικών του παίκτη αυτού του ερευνητή.
posts-characteristics-roll-taken = Τα χαρακτηριστικά της εγγραφής #{ $seq } έχουν ήδη δώσει έναν ερευνητή.
posts-characteristics-roll-differs = Το { $characteristic } ρίχτηκε { $value } (εγγραφή #{ $seq }): ένα χαρακτηριστικό που ρίχτηκε δεν αλλάζει.
posts-characteristics-roll-not-rolled = Το characteristics_roll δίνεται μόνο για χαρακτηριστικά που ρίχτηκαν στο τραπέζι (μέθοδος "rolled").

## The session transcript

posts-transcript-title = { $game }: πρακτικά της συνεδρίας
posts-transcript-character-created = έφτιαξε τον χαρακτήρα { $name }
posts-transcript-character-events = { $name }: { $events }
posts-transcript-format = Το format είναι md (Markdown) ή html.
posts-transcript-link = Πρακτικά της συνεδρίας
cli-about-keeper-transcript = Τυπώνει τα πρακτικά της συνεδρίας ενός παιχνιδιού όπως μπορεί να τα διαβάσει ο καθένας: δημοσιεύσεις, ζαριές με τα ζάρια και τα αποτελέσματά τους, γεγονότα χαρακτήρων
cli-help-keeper-transcript-db = Η βάση δεδομένων (sqlite:PATH ή postgres://…)
cli-help-keeper-transcript-game = Το παιχνίδι
cli-help-keeper-transcript-format = md (Markdown) ή html (μία αυτοτελής σελίδα)
cli-help-keeper-transcript-rolls-only = Μόνο οι ζαριές
cli-help-keeper-transcript-thread = Μόνο οι δημοσιεύσεις αυτού του νήματος

## Forum conventions

posts-spoiler = Spoiler
posts-quote-wrote = { $name } έγραψε:
posts-quote = Παράθεση
posts-ooc = Εκτός ρόλου
cli-help-keeper-transcript-in-character = Μόνο όσα λέγονται μέσα στον ρόλο

## The dice thread

posts-dice-thread = νήμα ζαριών
posts-dice-thread-make = Να γίνει το νήμα ζαριών του παιχνιδιού: οι ετικέτες ζαριών ρίχνονται μόνο εκεί
posts-dice-thread-keeper = Μόνο ο Keeper ορίζει το νήμα ζαριών.
    .chthonian = Μόνο ο Αφηγητής ορίζει το νήμα ζαριών.
posts-dice-thread-one = Το παιχνίδι έχει ήδη νήμα ζαριών.
posts-dice-thread-elsewhere = δεν ρίχτηκε: οι ζαριές γίνονται στο νήμα ζαριών «{ $thread }»
posts-transcript-character-shown = έδειξε τον NPC { $name }
posts-page-out-of-range = Οι σελίδες μετρούν από το 1.
posts-per-page-out-of-range = Οι αναρτήσεις ανά σελίδα είναι από 1 έως { $max }.
