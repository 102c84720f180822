# The quick-start occupations (coc7 S1). The ids are stable (`occupation-` and the
# English name in lower case with `_`); the English labels are the names on the wire.
# keeper reads any language's label back when an investigator is made.

occupation-antiquarian = Antiquarian
occupation-author = Author
occupation-dilettante = Dilettante
occupation-doctor_of_medicine = Doctor of Medicine
occupation-journalist = Journalist
occupation-police_detective = Police Detective
occupation-private_investigator = Private Investigator
occupation-professor = Professor
