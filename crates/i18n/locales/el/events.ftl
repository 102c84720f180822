# Γεγονότα χαρακτήρα, με λέξεις: τα μοιράζονται το τερματικό, το ημερολόγιο και τα αποσπάσματα.
event-damaged = { $amount ->
    [one] ζημιά 1 πόντου
   *[other] ζημιά { $amount } πόντων
}
event-healed = { $amount ->
    [one] ίαση 1 πόντου
   *[other] ίαση { $amount } πόντων
}
event-sanity-lost = { $amount ->
    [one] χάθηκε 1 πόντος Ψυχικής Υγείας
   *[other] χάθηκαν { $amount } πόντοι Ψυχικής Υγείας
}
event-sanity-gained = { $amount ->
    [one] ανακτήθηκε 1 πόντος Ψυχικής Υγείας
   *[other] ανακτήθηκαν { $amount } πόντοι Ψυχικής Υγείας
}
event-luck-spent = { $amount ->
    [one] ξοδεύτηκε 1 πόντος Τύχης
   *[other] ξοδεύτηκαν { $amount } πόντοι Τύχης
}
event-luck-gained = { $amount ->
    [one] προστέθηκε 1 πόντος Τύχης
   *[other] προστέθηκαν { $amount } πόντοι Τύχης
}
event-magic-spent = { $amount ->
    [one] ξοδεύτηκε 1 Πόντος Μαγείας
   *[other] ξοδεύτηκαν { $amount } Πόντοι Μαγείας
}
event-magic-regained = { $amount ->
    [one] ανακτήθηκε 1 Πόντος Μαγείας
   *[other] ανακτήθηκαν { $amount } Πόντοι Μαγείας
}
event-day-losses-set = οι απώλειες Ψυχικής Υγείας της μέρας ορίστηκαν σε { $amount }
event-insight-gained = η Φρικτή Ενόραση αυξήθηκε κατά { $amount }
event-insight-lost = η Φρικτή Ενόραση μειώθηκε κατά { $amount }
## Ένα γεγονός του ημερολογίου χωρίς δικό του μήνυμα, με τον κωδικό του· ακολουθούν οι λεπτομέρειες
event-name = { $event ->
    [major_wound] Βαρύ Τραύμα (Major Wound)
    [major_wound_healed] επούλωση Βαριού Τραύματος (Major Wound)
    [fell_unconscious] απώλεια αισθήσεων
    [dying] κοντά στον θάνατο (Dying)
    [stabilized] σταθεροποίηση
    [medicine_given] περίθαλψη με Ιατρική (Medicine)
    [first_aid_given] Πρώτες Βοήθειες (First Aid)
    [phobia_gained] νέα φοβία
    [mania_gained] νέα μανία
    [backstory_changed] αλλαγή στο παρελθόν (backstory)
    [died] θάνατος
    [temporary_insanity] προσωρινή παραφροσύνη
    [involuntary_action] ακούσια ενέργεια
    [indefinite_insanity] παραφροσύνη αόριστης διάρκειας
    [permanent_insanity] μόνιμη παραφροσύνη
    [insanity_ended] τέλος της παραφροσύνης
    [day_started] νέα μέρα
    [skill_ticked] σημείωση για βελτίωση
    [skill_improved] βελτίωση ικανότητας
    [skill_check_used] η σημείωση εμπειρίας χρησιμοποιήθηκε, χωρίς κέρδος
    [ticks_cleared] σβήστηκαν οι σημειώσεις για βελτίωση
    [weapon_added] νέο όπλο
    [weapon_removed] όπλο αφαιρέθηκε
    [hour_started] νέα ώρα
    [insane] παραφροσύνη
    [insane_temporary] προσωρινή παραφροσύνη
    [insane_indefinite] παραφροσύνη αόριστης διάρκειας
    [insane_permanent] μόνιμη παραφροσύνη
    [luck_restored] αποκατάσταση Τύχης
    [check_awarded] σημείωση εμπειρίας
    [trait_gained] νέο Γνώρισμα (Trait)
    [trait_lost] απώλεια Γνωρίσματος (Trait)
    [story_started] αρχή Ιστορίας (Story)
    [story_ended] τέλος Ιστορίας (Story)
    [nodule_spent] ξόδεμα Οζιδίου (Nodule)
   *[other] { $words }
}
event-detail = { $event }: { $detail }
event-amount = { $event } { $amount }
event-and = { $first }, { $next }
event-hours = { $hours ->
    [one] 1 ώρα
   *[other] { $hours } ώρες
}
condition-classic = { $condition ->
    [unconscious] χωρίς αισθήσεις
    [dying] βαριά τραυματισμένος (0 HP ή λιγότερα): μπορεί να πεθάνει χωρίς ιατρική φροντίδα
   *[conscious] έχει τις αισθήσεις του
}
