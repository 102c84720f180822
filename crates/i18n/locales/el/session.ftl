# Messages of the session at the table: push, Luck, group requests, Sanity, healing, development.

## Following up a roll (push, Luck)
session-follow-up-not-yours = μόνο το μέλος που έκανε αυτή τη ζαριά μπορεί να την ωθήσει, να την ξαναρίξει ή να ξοδέψει Τύχη σε αυτήν
session-follow-up-not-check = μόνο μια ζαριά ικανότητας ή χαρακτηριστικού του συστήματος του παιχνιδιού μπορεί να ωθηθεί (7η έκδοση), να ξαναριχτεί (κλασικό) ή να δεχτεί Τύχη
session-follow-up-taken = αυτή η ζαριά έχει ήδη ωθηθεί, ξαναριχτεί ή έχει ήδη ξοδευτεί Τύχη σε αυτήν
session-push-already-pushed = μια ωθημένη ζαριά δεν ωθείται ξανά
session-luck-pushed = δεν ξοδεύεται Τύχη σε ωθημένη ζαριά
session-luck-no-character = η Τύχη και οι Πόντοι Μαγείας ξοδεύονται από το φύλλο ενός χαρακτήρα: αυτή η ζαριά δεν έγινε για χαρακτήρα
session-luck-cannot-help = καμία Τύχη δεν κάνει αυτή τη ζαριά επιτυχία: είναι ήδη επιτυχία, ή τα 01 και 96–100 κρατούν το επίπεδό τους (M3)
session-push-button = Ώθηση της ζαριάς
session-luck-button = Ξόδεψε { $points } Τύχη: { $level }
session-pushes = ωθεί τη ζαριά #{ $seq }
session-luck-on = Τύχη ξοδεμένη στη ζαριά #{ $seq }
session-answers = απαντά στο αίτημα #{ $seq }
session-set-again = τα χαρακτηριστικά ρίχτηκαν ξανά: { $n }ο σετ αυτού του παίκτη
session-answered = απαντήθηκε στη ζαριά #{ $seq }
session-pushed-failure = Η ωθημένη ζαριά απέτυχε: ο Keeper μπορεί να επιβάλει μια βαριά συνέπεια
session-followed-push = Ωθήθηκε στη ζαριά #{ $seq }
session-followed-luck = Ξοδεύτηκε Τύχη στη ζαριά #{ $seq }
session-award-keeper-only = μόνο ο Keeper απονέμει σημειώσεις εμπειρίας (T6)
session-award-not-check = μόνο μια κλασική ζαριά ικανότητας για χαρακτήρα κερδίζει σημείωση εμπειρίας
session-award-failed = μόνο μια επιτυχημένη χρήση κερδίζει σημείωση εμπειρίας (T6)
session-award-not-skill = η ετικέτα της ζαριάς δεν ονομάζει ικανότητα του φύλλου: τα χαρακτηριστικά δεν κερδίζουν σημείωση εμπειρίας
session-award-already = αυτή η ικανότητα έχει ήδη τη σημείωση εμπειρίας της
session-award-button = Απόνειμε σημείωση εμπειρίας
session-followed-mp-reroll = Ξαναρίχτηκε με 1 MP στη ζαριά #{ $seq }
session-rerolls = ξαναρίχνει τη ζαριά #{ $seq } με 1 MP
session-mp-reroll-button = Ξαναρίξε με 1 MP (MP { $mp })
session-mp-reroll-classic = το ξαναρίξιμο με 1 Πόντο Μαγείας είναι κανόνας των κλασικών παιχνιδιών
session-push-classic = οι κλασικές ζαριές δεν ωθούνται: οι κανόνες του φόρουμ ξαναρίχνουν μια αποτυχημένη ζαριά με 1 Πόντο Μαγείας

## Group requests
session-group-nobody = δεν υπάρχει κανείς να ερωτηθεί: ονόμασε παίκτες ή προσκάλεσε πρώτα κάποιους
session-group-no-character = { $name }: δεν έχει χαρακτήρα για να ρίξει
session-group-no-value = στο φύλλο του χαρακτήρα { $name } δεν υπάρχει { $skill }
session-group-luck-coc7 = η ομαδική Ζαριά Τύχης είναι κανόνας της 7ης έκδοσης
session-group-one-of = δώσε ακριβώς ένα από τα skill και group_luck, και απώλεια (loss) μόνο με "san"
session-group-title = Ζαριά για την ομάδα
session-group-to = Ποιοι ρίχνουν
session-group-skill = Η ζαριά, με την τιμή του καθενός
session-group-luck = Ομαδική Ζαριά Τύχης (ρίχνει όποιος έχει τη χαμηλότερη Τύχη)
session-group-submit = Ζήτησέ το
session-blind-check = Τυφλή ζαριά
session-ask-dying = Ζήτα τη ζαριά CON του ετοιμοθάνατου
session-blind-check-skill = Ζαριά στα κρυφά
session-group-loss = Απώλεια Ψυχικής Υγείας (για ζαριά Ψυχικής Υγείας)
session-group-loss-hint = Π.χ. 1/1D6: αφαιρείται από κάθε φύλλο όταν απαντήσει ο παίκτης του· απώλεια 5 ή περισσότερων φέρνει τη ζαριά INT.

## Rolls an investigator's state refuses
session-roll-dead = { $name }: είναι νεκρός και δεν ρίχνει πια τίποτα
session-roll-dying = { $name }: είναι ετοιμοθάνατος· καμία ζαριά ικανότητας ή μάχης μέχρι να τον σταθεροποιήσουν οι Πρώτες Βοήθειες (μόνο η ζαριά CON κάθε γύρου)
session-roll-unconscious = { $name }: είναι αναίσθητος· καμία ζαριά ικανότητας ή μάχης μέχρι να συνέλθει

## An opposed roll at the table (7th edition), a resistance roll (classic T5)
opposed-title = Αντιπαραθετική ζαριά
opposed-title-classic = Ζαριά αντίστασης
opposed-hint = Κάθε πλευρά ρίχνει τη δική της τιμή· νικά το καλύτερο επίπεδο, και στην ισοπαλία η μεγαλύτερη τιμή. Η τιμή ενός χαρακτήρα έρχεται από το φύλλο του.
opposed-hint-classic = Η ενεργή πλευρά απέναντι στην παθητική: 50% συν 5% για κάθε πόντο που η ενεργή έχει πάνω από την παθητική (T5). Η τιμή ενός χαρακτήρα έρχεται από το φύλλο του.
opposed-side = Πλευρά { $n }
opposed-other = Κάποιος ή κάτι άλλο
opposed-value-name = Τιμή
opposed-value = Η τιμή του
opposed-roll = Ρίξε
