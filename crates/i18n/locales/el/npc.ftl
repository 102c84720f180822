## Χαρακτήρες του Keeper (NPC): ανάγνωση των στατιστικών τους (keeper-coc7 και keeper-classic `statblock`).

npc-error-line = γραμμή { $line } των στατιστικών: { $expected }
npc-error-too-long = τα στατιστικά διαβάζονται έως { $limit } bytes· αυτά είναι μεγαλύτερα
npc-expected-name = η πρώτη γραμμή πρέπει να είναι το όνομα, αλλά το κείμενο είναι κενό
npc-expected-number = αναμενόταν αριθμός μετά το { $key }
npc-expected-damage-bonus = αναμενόταν damage bonus μετά το DB, όπως +1D4, 0 ή -1
npc-expected-stat = αναμενόταν χαρακτηριστικό ή τιμή όπως STR, HP, DB ή Move, όχι «{ $found }»
npc-expected-attacks-per-round = αναμενόταν αριθμός μετά το «Attacks per round» (επιθέσεις ανά γύρο)
npc-expected-armor = αναμένονταν πόντοι θωράκισης, «none» ή ένας κανόνας με λόγια μετά το «Armor»
npc-expected-sanity-loss = αναμενόταν απώλεια Ψυχικής Υγείας (Sanity), όπως 0/1D6
npc-expected-entry = αναμενόταν ικανότητα ή επίθεση: ένα όνομα και μετά η τιμή της, όπως «Dodge 40%», όχι «{ $found }»
npc-expected-damage = αναμενόταν ζημιά σε συμβολισμό ζαριών μετά την τιμή, όπως «damage 1D6+DB», όχι «{ $found }»
npc-expected-events = μια λίστα με το πολύ 10000 γεγονότα
npc-expected-hp = τα γεγονότα θέλουν Πόντους Ζωής: δώσε στα στατιστικά HP, ή τα CON και SIZ από τα οποία βγαίνουν
npc-expected-wound-event = ένα γεγονός τραύματος (ζημιά, θεραπεία και οι καταστάσεις των τραυμάτων): ένας NPC δεν έχει Ψυχική Υγεία, Τύχη ή σημάδια βελτίωσης στα στατιστικά του
npc-expected-trait = αναμενόταν ένα Γνώρισμα (Trait): ένα όνομα και μετά η βαθμίδα του, όπως «Απάνθρωπη Δύναμη 3», όχι «{ $found }»
npc-expected-trait-event = ένα Γνώρισμα που κερδίζεται ή χάνεται (trait_gained, trait_lost): ένα πλάσμα δεν έχει Φρικτή Ενόραση ούτε Οζίδια
