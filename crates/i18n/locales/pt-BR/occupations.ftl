# As ocupações do início rápido (coc7 S1).

occupation-antiquarian = Antiquário
occupation-author = Escritor
occupation-dilettante = Diletante
occupation-doctor_of_medicine = Médico
occupation-journalist = Jornalista
occupation-police_detective = Detetive de Polícia
occupation-private_investigator = Investigador Particular
occupation-professor = Professor
