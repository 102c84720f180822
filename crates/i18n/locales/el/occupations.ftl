# Τα επαγγέλματα του οδηγού γρήγορης εκκίνησης (coc7 S1), όπως τα γράφει ο οδηγός γρήγορης εκκίνησης.

occupation-antiquarian = Μελετητής Αρχαιοτήτων (Antiquarian)
occupation-author = Συγγραφέας (Author)
occupation-dilettante = Φιλότεχνος (Dilettante)
occupation-doctor_of_medicine = Γιατρός (Doctor of Medicine)
occupation-journalist = Δημοσιογράφος (Journalist)
occupation-police_detective = Αστυνομικός Ντετέκτιβ (Police Detective)
occupation-private_investigator = Ιδιωτικός Ντετέκτιβ (Private Investigator)
occupation-professor = Καθηγητής (Professor)
