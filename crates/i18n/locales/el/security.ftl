# Messages of a table facing the internet: limits, origins, names, tokens.

## Bounded answers.

security-odds-too-much-text = οι ακριβείς πιθανότητες θα έπιαναν περίπου { $needed } byte γραμμένες· μία απάντηση μπορεί να έχει το πολύ { $allowed }: ζητήστε λιγότερα ζάρια ή λιγότερες πλευρές
security-array-too-much-text = οι απαντήσεις αυτού του πίνακα θα ξεπερνούσαν συνολικά τα { $allowed } byte· στείλτε τα υπόλοιπα αιτήματά του σε άλλη κλήση
security-array-too-much-work = τα αιτήματα αυτού του πίνακα θα χρειάζονταν συνολικά πάνω από { $allowed } βήματα υπολογισμού· στείλτε τα υπόλοιπα σε άλλη κλήση

## Προέλευση, συνδέσεις.

security-cross-origin = το αίτημα ήρθε από άλλον ιστότοπο με το cookie σύνδεσης αυτού του φυλλομετρητή, γι' αυτό απορρίφθηκε· χρησιμοποιήστε τις σελίδες του keeper ή στείλτε ένα token στην κεφαλίδα Authorization
security-too-many-sockets = είναι ανοιχτές πάρα πολλές ζωντανές συνδέσεις (το πολύ { $limit })· κλείστε μια καρτέλα ή δοκιμάστε ξανά αργότερα

## Εκκίνηση του διακομιστή (keeper serve).

cli-help-keeper-serve-public-url = Η διεύθυνση από την οποία φτάνουν οι άλλοι σε αυτόν τον διακομιστή, π.χ. https://table.example: από αυτήν φτιάχνεται κάθε σύνδεσμος, ένα αίτημα φυλλομετρητή από αυτήν θεωρείται δικό του, και τα cookies είναι Secure όταν είναι https
security-bad-public-url = το --public-url "{ $url }" δεν είναι διεύθυνση ιστότοπου: γράψτε το ως https://HOST ή http://HOST:PORT, χωρίς διαδρομή
security-addr-in-use = αδύνατη η ακρόαση στο { $addr }: η διεύθυνση χρησιμοποιείται ήδη, πιθανότατα από άλλο keeper serve ή άλλον διακομιστή σε αυτή τη θύρα· σταματήστε τον ή διαλέξτε άλλη θύρα με το --addr
security-addr-denied = αδύνατη η ακρόαση στο { $addr }: δεν επιτρέπεται (οι θύρες κάτω από το 1024 θέλουν δικαιώματα)· διαλέξτε θύρα από 1024 και πάνω και βάλτε μπροστά έναν reverse proxy
security-addr-not-here = αδύνατη η ακρόαση στο { $addr }: αυτό το μηχάνημα δεν έχει τέτοια διεύθυνση· χρησιμοποιήστε 127.0.0.1, 0.0.0.0 ή μία από τις δικές του διευθύνσεις
security-bind-failed = αδύνατη η ακρόαση στο { $addr }: { $error }
security-db-no-answer = καμία απάντηση μέσα σε { $seconds } δευτ.
security-db-retry = η βάση δεδομένων { $db } δεν είναι προσβάσιμη ({ $error })· νέα προσπάθεια σε { $seconds } δευτ. (προσπάθεια { $attempt } από { $attempts })
security-no-public-url = δεν δόθηκε --public-url: οι σύνδεσμοι ακολουθούν την κεφαλίδα Host κάθε αιτήματος· δώστε τη διεύθυνση που χρησιμοποιούν οι άλλοι όταν ο διακομιστής είναι ανοιχτός σε δίκτυο

## Ονόματα (keeper_table names.rs).

security-name-reorders = το { $field } δεν πρέπει να περιέχει χαρακτήρες που αλλάζουν την κατεύθυνση του κειμένου (όπως ο U+202E): μπορούν να κάνουν ένα όνομα να διαβάζεται σαν άλλο
security-name-separator = το { $field } δεν πρέπει να περιέχει σήμα σειράς byte ούτε διαχωριστικό γραμμής ή παραγράφου
security-name-invisible = το { $field } πρέπει να περιέχει κάτι που φαίνεται
security-name-taken = το όνομα "{ $name }" διαβάζεται ίδιο με το "{ $other }", που είναι ήδη σε αυτό το τραπέζι· διαλέξτε άλλο

## Tokens και μέλη (keeper_table games.rs).

security-keeper-only-revoke-invite = μόνο ο Keeper μπορεί να αποσύρει μια πρόσκληση
security-keeper-only-reissue = μόνο ο Keeper μπορεί να δώσει νέο token σε άλλο μέλος· μπορείτε να ανανεώσετε μόνο το δικό σας
security-keeper-only-remove = μόνο ο Keeper μπορεί να αφαιρέσει ένα μέλος
security-keeper-stays = ο Keeper δεν μπορεί να αφαιρέσει τον εαυτό του από το δικό του παιχνίδι

## Idempotency-Key.

security-idempotency-key-bad = η κεφαλίδα Idempotency-Key πρέπει να έχει από 1 έως { $limit } byte ορατών χαρακτήρων ASCII
security-idempotency-key-reused = αυτό το Idempotency-Key έχει ήδη χρησιμοποιηθεί για διαφορετικό αίτημα· χρησιμοποιήστε νέο κλειδί για κάθε νέο αίτημα
