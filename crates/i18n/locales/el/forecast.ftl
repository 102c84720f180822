# Η πρόβλεψη μάχης του Keeper: οι λέξεις της στο τερματικό και στην οθόνη του Keeper.

forecast-made-exact = Ακριβής: κάθε τρόπος που μπορεί να εξελιχθεί η μάχη ({ $states } καταστάσεις).
forecast-made-simulated = Προσομοίωση: { $fights } μάχες, σπόρος { $seed }· κάθε τιμή με το διάστημα 95%.
forecast-figure = { $percent }
forecast-figure-interval = { $percent } ({ $low }–{ $high })
forecast-side = Νικούν οι { $side }: { $chance }
forecast-side-fled = Τρέπονται σε φυγή οι { $side }: { $chance }
forecast-undecided = Κανείς δεν έχει νικήσει μετά από { $rounds } γύρους: { $chance }
forecast-combatant = { $name }: νεκρός { $dead }, ετοιμοθάνατος { $dying }, αναίσθητος { $unconscious }, σοβαρό τραύμα { $major }, τραυματισμένος { $wounded }, αλώβητος { $unhurt }· χάνει κατά μέσο όρο { $hp } HP
forecast-ammo = { $name } ρίχνει κατά μέσο όρο { $ammo } σφαίρες
forecast-mean-rounds = Η μάχη κρατά κατά μέσο όρο { $rounds } γύρους
forecast-sanity = { $name } χάνει κατά μέσο όρο { $expected } Λογικότητα στη θέα τους (το πολύ { $max })
forecast-side-investigators = ερευνητές
forecast-side-npcs = χαρακτήρες του Φύλακα
forecast-error-duplicate = δύο μαχητές ή πλευρές λέγονται «{ $name }»: δώστε στον καθένα το δικό του όνομα
forecast-error-unknown-side = ο/η { $combatant } πολεμά για την πλευρά «{ $side }», που η μάχη δεν έχει
forecast-error-empty-side = κανείς δεν πολεμά για την πλευρά «{ $side }»
forecast-error-too-few-sides = μια μάχη χρειάζεται δύο πλευρές
forecast-error-too-many-combatants = { $count } μαχητές: το πολύ { $max }
forecast-error-too-many-firearms = { $count } πυροβόλα: το πολύ { $max }
forecast-error-out-of-range = { $combatant }: το { $field } { $value } είναι εκτός ορίων
forecast-error-rounds = όριο { $rounds } γύρων εκτός του 1–{ $max }
forecast-error-fights = { $fights } μάχες: εκτός του 1–{ $max }
forecast-error-unwinnable = κανείς δεν μπορεί να βλάψει κανέναν: καμία επίθεση δεν περνά τη θωράκιση των αντιπάλων, άρα καμία πλευρά δεν μπορεί να νικήσει
forecast-error-of = { $name }: { $reason }
forecast-error-bonus = { $combatant }: το damage bonus «{ $bonus }» δεν είναι του κλασικού: D4 ή D6 με πρόσημο, όπως +1D4, −1D6 ή +2D6, ή 0
forecast-error-budget = η ακριβής πρόβλεψη χρειάζεται περισσότερες από { $budget } καταστάσεις: προσομοιώστε τη ή επιτρέψτε μεγαλύτερο όριο
forecast-progress = μάχες σε προσομοίωση

## keeper coc7 simulate

cli-about-keeper-coc7-simulate = Πρόβλεψη μιας ολόκληρης μάχης πριν αρχίσει: η πιθανότητα κάθε μαχητή να πεθάνει, να λιποθυμήσει ή να βγει αλώβητος, η πιθανότητα κάθε πλευράς να νικήσει
cli-long-about-keeper-coc7-simulate = Πρόβλεψη μιας ολόκληρης μάχης πριν αρχίσει. Το FIGHT.json περιέχει ό,τι δέχεται το coc7.simulate του πρωτοκόλλου resolve: "sides" και "combatants" με τις επιθέσεις, την τακτική και τη θωράκισή τους. Οι μικρές μάχες προβλέπονται ακριβώς (κάθε τρόπος που μπορεί να εξελιχθεί η μάχη, με ακριβή κλάσματα)· οι μεγαλύτερες με προσομοίωση πολλών μαχών παράλληλα, κάθε τιμή με το διάστημα 95%. Εμφανίζονται: η πιθανότητα κάθε μαχητή για θάνατο, επιθανάτια κατάσταση, λιποθυμία, σοβαρό τραύμα, τραύμα ή τίποτα· η πιθανότητα νίκης κάθε πλευράς· οι γύροι· η Λογικότητα που διακυβεύεται. Οι μαχητές μπορούν να έρθουν και από αρχεία: --investigator SHEET.json και --npc BLOCK.txt, διαβασμένα όπως τα διαβάζει ένα παιχνίδι· τα --db και --game ξεκινούν από τη μάχη που γίνεται σε ένα παιχνίδι.
cli-help-keeper-coc7-simulate-fight = Η μάχη, σε JSON: {"{"}"sides": [...], "combatants": [...]{"}"} (δείτε docs/protocol.md, coc7.simulate)
cli-help-keeper-coc7-simulate-investigator = Ένας ερευνητής για προσθήκη, από αρχείο φύλλου (η μορφή φύλλου του παιχνιδιού, JSON)· επαναλάβετε για περισσότερους
cli-help-keeper-coc7-simulate-npc = Ένας χαρακτήρας του Φύλακα ή ένα πλάσμα για προσθήκη, από πίνακα χαρακτηριστικών σε αρχείο κειμένου· επαναλάβετε για περισσότερους (το ίδιο αρχείο δύο φορές είναι δύο από αυτά)
cli-help-keeper-coc7-simulate-db = Η βάση του παιχνιδιού, για πρόβλεψη της μάχης που γίνεται σε αυτό (με --game)
cli-help-keeper-coc7-simulate-game = Το παιχνίδι του οποίου η τρέχουσα μάχη προβλέπεται, όπως τη βλέπει ο Keeper (με --db)
cli-help-keeper-coc7-simulate-method = Πώς: ακριβώς όταν η μάχη είναι αρκετά μικρή (auto), πάντα ακριβώς, ή με προσομοίωση
cli-help-keeper-coc7-simulate-fights = Μάχες προς προσομοίωση (1 έως 1000000· προεπιλογή 100000)
cli-help-keeper-coc7-simulate-rounds = Το όριο γύρων (1 έως 1000· προεπιλογή 30)
cli-help-keeper-coc7-simulate-seed = Αναπαραγώγιμη προσομοίωση: ο ίδιος σπόρος δίνει την ίδια πρόβλεψη σε όσους πυρήνες κι αν τρέξει
cli-help-keeper-coc7-simulate-svg = Γράψε επίσης το διάγραμμα των γύρων που κρατά η μάχη ως αρχείο SVG
cli-help-keeper-coc7-simulate-png = Γράψε επίσης το διάγραμμα των γύρων που κρατά η μάχη ως αρχείο PNG
cli-help-keeper-coc7-simulate-json = Εκτύπωσε την πρόβλεψη σε JSON (το αποτέλεσμα που απαντά το coc7.simulate)
cli-help-keeper-coc7-simulate-lang = Γλώσσα μηνυμάτων και βοήθειας (en, el, ru, pt-BR)· προεπιλογή από LC_ALL, LC_MESSAGES ή LANG
cli-error-forecast-file = το { $path } δεν είναι μάχη: δώστε ένα αντικείμενο JSON με "sides" και "combatants"
cli-error-forecast-system = το παιχνίδι παίζει { $game }: προβλέψτε το με keeper { $game } simulate, όχι με keeper { $system } simulate
cli-error-forecast-sheet = το { $path } δεν είναι φύλλο: δώστε το φύλλο ως JSON, στη μορφή φύλλου του παιχνιδιού
cli-error-forecast-fighter = { $path }: { $reason }
cli-forecast-chart-title = Ο γύρος στον οποίο τελειώνει η μάχη

## Η πρόβλεψη στην οθόνη του Keeper

forecast-title = Πρόβλεψη μάχης
forecast-hint = Οι πιθανότητες της μάχης που γίνεται, από εδώ και πέρα: κάθε μαχητής που στέκεται ακόμη, όπως είναι τώρα τα φύλλα και τα στατιστικά τους. Δεν ρίχνεται ούτε γράφεται τίποτα, και κανείς άλλος δεν τη βλέπει.
forecast-method = Μέθοδος
forecast-method-auto = Ακριβής όταν είναι αρκετά μικρή, αλλιώς προσομοίωση
forecast-method-exact = Ακριβής
forecast-method-simulated = Προσομοίωση
forecast-fights = Μάχες προς προσομοίωση
forecast-run = Πρόβλεψη αυτής της μάχης
forecast-chances = Πώς βγαίνει κάθε μαχητής
forecast-rounds = Ο γύρος στον οποίο τελειώνει η μάχη
forecast-dead = νεκρός
forecast-dying = ετοιμοθάνατος
forecast-unconscious = αναίσθητος
forecast-major-wound = σοβαρό τραύμα
forecast-wounded = τραυματισμένος
forecast-unhurt = αλώβητος

## keeper classic simulate

cli-about-keeper-classic-simulate = Πρόβλεψη μιας ολόκληρης μάχης πριν αρχίσει: η πιθανότητα κάθε μαχητή να πεθάνει, να λιποθυμήσει ή να βγει αλώβητος, η πιθανότητα κάθε πλευράς να νικήσει
cli-long-about-keeper-classic-simulate = Πρόβλεψη μιας ολόκληρης μάχης πριν αρχίσει. Το FIGHT.json περιέχει ό,τι δέχεται το classic.simulate του πρωτοκόλλου resolve: "sides" και "combatants" με τις επιθέσεις, την τακτική και τη θωράκισή τους. Οι μικρές μάχες προβλέπονται ακριβώς (κάθε τρόπος που μπορεί να εξελιχθεί η μάχη, με ακριβή κλάσματα)· οι μεγαλύτερες με προσομοίωση πολλών μαχών παράλληλα, κάθε τιμή με το διάστημα 95%. Εμφανίζονται: η πιθανότητα κάθε μαχητή για θάνατο, επιθανάτια κατάσταση, λιποθυμία, σοβαρό τραύμα, τραύμα ή τίποτα· η πιθανότητα νίκης κάθε πλευράς· οι γύροι· η Λογικότητα που διακυβεύεται. Οι μαχητές μπορούν να έρθουν και από αρχεία: --investigator SHEET.json και --npc BLOCK.txt, διαβασμένα όπως τα διαβάζει ένα παιχνίδι· τα --db και --game ξεκινούν από τη μάχη που γίνεται σε ένα παιχνίδι.
cli-help-keeper-classic-simulate-fight = Η μάχη, σε JSON: {"{"}"sides": [...], "combatants": [...], "options": "forum"{"}"} (δείτε docs/protocol.md, classic.simulate· options είναι οι κανόνες του σπιτιού)
cli-help-keeper-classic-simulate-investigator = Ένας ερευνητής για προσθήκη, από αρχείο φύλλου (η μορφή φύλλου του παιχνιδιού, JSON)· επαναλάβετε για περισσότερους
cli-help-keeper-classic-simulate-npc = Ένας χαρακτήρας του Φύλακα ή ένα πλάσμα για προσθήκη, από πίνακα χαρακτηριστικών σε αρχείο κειμένου· επαναλάβετε για περισσότερους (το ίδιο αρχείο δύο φορές είναι δύο από αυτά)
cli-help-keeper-classic-simulate-db = Η βάση του παιχνιδιού, για πρόβλεψη της μάχης που γίνεται σε αυτό (με --game)
cli-help-keeper-classic-simulate-game = Το παιχνίδι του οποίου η τρέχουσα μάχη προβλέπεται, όπως τη βλέπει ο Keeper (με --db)
cli-help-keeper-classic-simulate-method = Πώς: ακριβώς όταν η μάχη είναι αρκετά μικρή (auto), πάντα ακριβώς, ή με προσομοίωση
cli-help-keeper-classic-simulate-fights = Μάχες προς προσομοίωση (1 έως 1000000· προεπιλογή 100000)
cli-help-keeper-classic-simulate-rounds = Το όριο γύρων (1 έως 1000· προεπιλογή 30)
cli-help-keeper-classic-simulate-seed = Αναπαραγώγιμη προσομοίωση: ο ίδιος σπόρος δίνει την ίδια πρόβλεψη σε όσους πυρήνες κι αν τρέξει
cli-help-keeper-classic-simulate-svg = Γράψε επίσης το διάγραμμα των γύρων που κρατά η μάχη ως αρχείο SVG
cli-help-keeper-classic-simulate-png = Γράψε επίσης το διάγραμμα των γύρων που κρατά η μάχη ως αρχείο PNG
cli-help-keeper-classic-simulate-json = Εκτύπωσε την πρόβλεψη σε JSON (το αποτέλεσμα που απαντά το classic.simulate)
cli-help-keeper-classic-simulate-lang = Γλώσσα μηνυμάτων και βοήθειας (en, el, ru, pt-BR)· προεπιλογή από LC_ALL, LC_MESSAGES ή LANG
