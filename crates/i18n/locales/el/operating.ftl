## Λειτουργία τραπεζιού: όρια ρυθμού, αντίγραφα ασφαλείας, μεταφορά παιχνιδιών

operating-too-many-requests = πάρα πολλά αιτήματα από τη διεύθυνσή σου: δοκίμασε ξανά σε { $seconds } δ
operating-body-unread = το σώμα του αιτήματος δεν έφτασε ολόκληρο μέσα σε { $seconds } δ
operating-trusting-forwarded-for = τα όρια ρυθμού μετρούν κάθε πελάτη με την τελευταία διεύθυνση του X-Forwarded-For (--trust-forwarded-for): κράτα τον διακομιστή εκεί όπου μόνο ο reverse proxy τον φτάνει
operating-proxy-not-limited = τα αιτήματα ενός reverse proxy σε αυτό το μηχάνημα δεν περιορίζονται ανά διεύθυνση: δώσε --trust-forwarded-for αν ο proxy ορίζει X-Forwarded-For, ή άφησε τον proxy να τα περιορίζει

operating-backup-postgres = το keeper backup αντιγράφει βάση SQLite· για PostgreSQL χρησιμοποίησε pg_dump (pg_dump -Fc -f keeper.dump URL), ή μετάφερε ένα παιχνίδι με keeper export και keeper import
operating-backup-exists = το { $file } υπάρχει ήδη: το αντίγραφο γράφεται σε νέο αρχείο
operating-backup-done = το { $db } αντιγράφηκε στο { $file } (ελέγχθηκε)
operating-export-done = παιχνίδι { $game }: { $entries } εγγραφές γράφτηκαν στο { $file }· περιέχει τους μυστικούς σπόρους του παιχνιδιού, φυλάξτε το όπως τη βάση

operating-import-exists = υπάρχει ήδη παιχνίδι { $game } σε αυτή τη βάση: δεν εισήχθη τίποτα
operating-import-public = αυτή είναι δημόσια εξαγωγή (GET …/export): χωρίς τους σπόρους που δεν έχουν αποκαλυφθεί, τις κρυφές εγγραφές και τα μέλη δεν μπορεί να συνεχιστεί. Έλεγξε την με keeper verify --log, ή εισήγαγε εξαγωγή ιδιοκτήτη (keeper export --db … --game …)
operating-import-format = δεν είναι εξαγωγή ιδιοκτήτη του keeper (μορφή keeper-game-export, έκδοση 1)
operating-import-no-seed = η εξαγωγή δεν έχει { $seed }: η εξαγωγή ιδιοκτήτη έχει και τους δύο σπόρους
operating-import-broken = η εξαγωγή είναι σπασμένη στην εγγραφή { $seq }: { $reason }· δεν εισήχθη τίποτα
operating-import-no-body = η εγγραφή { $seq } της εξαγωγής δεν έχει σώμα: η εξαγωγή ιδιοκτήτη έχει κάθε σώμα
operating-import-disagrees = το παιχνίδι της εξαγωγής δεν συμφωνεί με το αρχείο του (σπόροι, δεσμεύσεις, μήκος ή τελευταίο hash): δεν εισήχθη τίποτα
operating-import-bad-row = οι γραμμές { $table } της εξαγωγής δεν είναι όπως τις γράφει αυτή η έκδοση του keeper ({ $column }): δεν εισήχθη τίποτα
operating-import-done = το παιχνίδι { $game } εισήχθη στο { $db }: { $entries } εγγραφές και { $rows } γραμμές, και επαληθεύεται όπως εκεί από όπου ήρθε

cli-about-keeper-backup = Αντιγραφή βάσης SQLite σε νέο αρχείο, συνεπής ακόμη κι ενώ ένας διακομιστής την εξυπηρετεί
cli-help-keeper-backup-db = Η βάση SQLite προς αντιγραφή (sqlite:PATH· προεπιλογή το KEEPER_DB, αλλιώς sqlite:keeper.db). Για PostgreSQL χρησιμοποίησε pg_dump
cli-help-keeper-backup-file = Το νέο αρχείο όπου γράφεται το αντίγραφο
cli-about-keeper-export = Εξαγωγή ιδιοκτήτη ενός παιχνιδιού: όλο το αρχείο του, και οι δύο σπόροι και όλες οι γραμμές του, για μεταφορά σε άλλη βάση με keeper import
cli-help-keeper-export-db = Η βάση όπου είναι το παιχνίδι (sqlite:PATH ή postgres://…· προεπιλογή το KEEPER_DB, αλλιώς sqlite:keeper.db)
cli-help-keeper-export-game = Το παιχνίδι προς εξαγωγή
cli-help-keeper-export-file = Το νέο αρχείο (- για την τυπική έξοδο)· περιέχει τους μυστικούς σπόρους του παιχνιδιού
cli-about-keeper-import = Εισαγωγή παιχνιδιού από εξαγωγή ιδιοκτήτη, με την αλυσίδα και κάθε ζαριά ελεγμένες πριν γραφτεί οτιδήποτε
cli-help-keeper-import-db = Η βάση όπου θα μπει το παιχνίδι (sqlite:PATH ή postgres://…· προεπιλογή το KEEPER_DB, αλλιώς sqlite:keeper.db)
cli-help-keeper-import-file = Η εξαγωγή ιδιοκτήτη (γραμμένη από το keeper export)
cli-help-keeper-serve-rate-anonymous = Αιτήματα ανά λεπτό που μπορεί να κάνει μία διεύθυνση στα ανώνυμα σημεία (πιθανότητες, resolve, δημόσια εξαγωγή ή επαλήθευση)· 0 χωρίς όριο
cli-help-keeper-serve-rate-accounts = Νέα παιχνίδια και συμμετοχές ανά ώρα από μία διεύθυνση· 0 χωρίς όριο
cli-help-keeper-serve-trust-forwarded-for = Μέτρηση των ορίων με την τελευταία διεύθυνση του X-Forwarded-For: μόνο πίσω από reverse proxy που το ορίζει
cli-help-keeper-serve-workers = Νήματα που εξυπηρετούν αιτήματα (προεπιλογή: ένα λιγότερο από τους πυρήνες του μηχανήματος, τουλάχιστον 1· ο πυρήνας που περισσεύει είναι του εγγραφέα της βάσης)
