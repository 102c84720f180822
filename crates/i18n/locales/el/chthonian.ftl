## Chthonian (keeper-chthonian και οι ενέργειες resolve του).

chthonian-error-too-few-sides = μια αναμέτρηση χρειάζεται τουλάχιστον δύο πλευρές, { $sides ->
    [one] δόθηκε μία
   *[other] δόθηκαν { $sides }
}
chthonian-error-not-two-sides = μια διαιρεμένη αναμέτρηση γίνεται ανάμεσα σε ακριβώς δύο πλευρές, { $sides ->
    [one] δόθηκε μία
   *[other] δόθηκαν { $sides }
}
chthonian-error-no-helpers = μια συνεργατική ζαριά χρειάζεται τουλάχιστον έναν βοηθό
chthonian-error-no-nodules = δεν υπάρχει Οζίδιο (Nodule) να ξοδέψεις: τα Οζίδια αυτής της Ιστορίας (Story) τελείωσαν
chthonian-error-no-story = δεν υπάρχει Οζίδιο (Nodule) να ξοδέψεις: δεν έχει ξεκινήσει καμία Ιστορία (Story)· κάθε Ιστορία ξεκινά με τόσα Οζίδια όση είναι η Φρικτή Ενόραση (Terrible Insight)
chthonian-error-style = δεν υπάρχει Ύφος (Style) "{ $style }": χρησιμοποίησε pulp, weird ή shocking

chthonian-expected-trait = ένα Γνώρισμα (Trait): ένας ακέραιος όπως -3, ή {"{"}"name": "Πρώην Ντετέκτιβ", "rating": 2{"}"}, με βαθμό από -1000000 έως 1000000
chthonian-expected-traits = μια λίστα με το πολύ 1000 Γνωρίσματα (Traits)
chthonian-expected-sides = μια λίστα με 2 έως 100 πλευρές, η καθεμία {"{"}"traits": […]{"}"}
chthonian-expected-split-sides = μια λίστα με ακριβώς δύο πλευρές, η καθεμία {"{"}"traits": […], "outcome_traits": […]{"}"}
chthonian-expected-helpers = μια λίστα με 1 έως 100 βοηθούς, ο καθένας {"{"}"traits": […]{"}"}
chthonian-expected-style = "pulp", "weird" ή "shocking"
chthonian-expected-use = "automatic_success", "authorship", "fortune" ή "shift"
chthonian-expected-toward = "practicality" ή "cognizance"
chthonian-expected-size = "modest" ή "major"
chthonian-expected-factor = ένα κλάσμα όπως "1/2" ή ένας ακέραιος, με αριθμητή και παρονομαστή από 0 έως 1000 (ο παρονομαστής τουλάχιστον 1)
chthonian-expected-as-trait = ένα αντικείμενο όπως {"{"}"name": "Τραυματίας", "hinders": true{"}"}
chthonian-expected-format = "keeper-chthonian-sheet"
chthonian-expected-version = 1, η έκδοση φύλλου που διαβάζει αυτό το πρόγραμμα
chthonian-expected-events = μια λίστα με το πολύ 100000 γεγονότα
chthonian-expected-event = ένα γεγονός όπως {"{"}"event": "insight_gained", "amount": 1{"}"}

## Αναμέτρηση πολλών πλευρών στο τραπέζι (R2–R4)
contest-title = Αναμέτρηση
contest-kind = Τι
contest-kind-name = { $kind ->
    [contest] Αναμέτρηση: νικά το μεγαλύτερο σύνολο
    [complex] Σύνθετη αναμέτρηση: όλοι απέναντι στη Δυσκολία
   *[cooperative] Συνεργατική ζαριά: μία ζαριά, βοηθούν όλοι
}
contest-difficulty = Δυσκολία
contest-hint = Κάθε πλευρά είναι ένας χαρακτήρας, με τα δικά του Γνωρίσματα κατ' όνομα (τα Γνωρίσματα που τον εμποδίζουν μετρούν πάντα), ή ένα αντικείμενο με τα Γνωρίσματα και τους βαθμούς του. Ένα Γνώρισμα της στιγμής γράφεται με τον βαθμό του: Κοντά στο αγαλματίδιο 2.
contest-who = Πλευρά
contest-object = Ένα αντικείμενο
contest-object-name = Το όνομά του
contest-traits = Γνωρίσματα
contest-traits-placeholder = Δυνατός, Λοστός 2
contest-add-side = Πρόσθεσε πλευρά
contest-combine = Γνωρίσματα των βοηθών
contest-combine-name = { $combine ->
    [best] το καλύτερο ολόκληρο, +1 για κάθε άλλο
    [worst] ο πιο αδύναμος κρίκος
   *[sum] όλα μαζί
}
contest-roll = Ρίξε την αναμέτρηση
