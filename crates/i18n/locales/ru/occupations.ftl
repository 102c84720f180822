# Роды занятий быстрого старта (coc7 S1).

occupation-antiquarian = Антиквар
occupation-author = Писатель
occupation-dilettante = Дилетант
occupation-doctor_of_medicine = Врач
occupation-journalist = Журналист
occupation-police_detective = Полицейский детектив
occupation-private_investigator = Частный детектив
occupation-professor = Профессор
