# Μέλη και πρόσβαση: προσκλήσεις που λήγουν, σύνδεσμος σύνδεσης για άλλη συσκευή, ποιος
# φτιάχνει παιχνίδια.

## Προσκλήσεις.

access-invite-expired = αυτός ο σύνδεσμος πρόσκλησης έχει λήξει· ζητήστε από τον Keeper νέο σύνδεσμο
access-invite-used = αυτός ο σύνδεσμος πρόσκλησης ήταν για ένα άτομο και έχει ήδη χρησιμοποιηθεί· ζητήστε από τον Keeper νέο σύνδεσμο
access-invite-expiry-both = δώστε είτε expires_in είτε expires_at, όχι και τα δύο
access-invite-expiry-past = μια πρόσκληση πρέπει να λήγει στο μέλλον
access-invite-expiry-far = μια πρόσκληση μπορεί να διαρκεί το πολύ { $days } ημέρες
access-invite-expiry-bad = το expires_at πρέπει να είναι χρόνος σε RFC 3339, όπως 2026-12-31T20:00:00Z
access-keeper-only-invites = μόνο ο Keeper βλέπει τις προσκλήσεις του παιχνιδιού

## Η οθόνη του Keeper: προσκλήσεις.

access-invite-expires = Λήγει
access-invite-expires-never = ποτέ
access-invite-expires-hour = σε μία ώρα
access-invite-expires-day = σε μία ημέρα
access-invite-expires-week = σε μία εβδομάδα
access-invite-expires-month = σε 30 ημέρες
access-invite-single-use = Μίας χρήσης (ένα άτομο)
access-invites-open = Ανοιχτές προσκλήσεις
access-invites-none = Καμία ανοιχτή πρόσκληση.
access-invite-col-role = Ρόλος
access-invite-col-made = Δημιουργήθηκε
access-invite-col-expires = Λήγει
access-invite-col-uses = Μπήκαν
access-invite-uses-of = { $uses } από { $most }
access-invite-withdraw = Ανάκληση
access-invite-withdrawn = Η πρόσκληση ανακλήθηκε.

## Σύνδεσμος σύνδεσης για άλλη συσκευή.

access-device-title = Σύνδεση σε άλλη συσκευή
access-device-hint = Πάρτε έναν σύνδεσμο που σας συνδέει ως { $name } σε άλλο κινητό ή υπολογιστή. Με αυτόν ανανεώνεται η σύνδεσή σας: αυτός ο περιηγητής περνά στον νέο σύνδεσμο, και μια συσκευή που είναι ακόμη συνδεδεμένη με τον παλιό αποσυνδέεται.
access-device-hint-keeper = Φυλάξτε τον σύνδεσμο του Keeper και κάπου ασφαλές: αν αυτός ο περιηγητής ξεχάσει τη σύνδεσή του, ο σύνδεσμος είναι ο μόνος δρόμος πίσω στο παιχνίδι σας.
access-device-button = Δείξε τον σύνδεσμο σύνδεσής μου
access-device-link = Ο σύνδεσμος σύνδεσής σας
access-device-qr = Κωδικός QR του συνδέσμου σύνδεσής σας: σαρώστε τον με την κάμερα της άλλης συσκευής
access-device-secret = Κρατήστε τον σύνδεσμο μυστικό: όποιος τον ανοίξει παίζει ως εσείς. Εμφανίζεται μόνο τώρα· για να τον ξαναδείτε, πάρτε νέο σύνδεσμο (τότε αυτός παύει να ισχύει).
access-device-back = Πίσω στο τραπέζι
access-signin-title = Σύνδεση
access-signin-lead = Σύνδεση στο { $game } ως { $name } σε αυτή τη συσκευή;
access-signin-submit = Σύνδεση εδώ
access-signin-bad = Αυτός ο σύνδεσμος σύνδεσης δεν ισχύει πια: φτιάχτηκε νεότερος, ή το μέλος του αποσυνδέθηκε ή αφαιρέθηκε. Ζητήστε νέο σύνδεσμο.

## Ποιος φτιάχνει παιχνίδια (keeper serve --operator-token).

cli-help-keeper-serve-operator-token = Αν δοθεί, η δημιουργία παιχνιδιού χρειάζεται αυτό το διακριτικό (Authorization: Bearer, ή το πεδίο της φόρμας νέου παιχνιδιού)· χωρίς αυτό ο καθένας φτιάχνει παιχνίδια
access-operator-only = σε αυτόν τον διακομιστή μόνο ο διαχειριστής του φτιάχνει παιχνίδια: στείλτε το διακριτικό διαχειριστή (Authorization: Bearer …, ή στη φόρμα νέου παιχνιδιού)· ζητήστε το από όποιον τρέχει τον διακομιστή
access-operator-token = Διακριτικό διαχειριστή
access-operator-token-hint = Σε αυτόν τον διακομιστή μόνο ο διαχειριστής του φτιάχνει παιχνίδια: δώστε το διακριτικό που σας δόθηκε.
access-operator-token-empty = το --operator-token δεν μπορεί να είναι κενό
