## Εντολές συμβατές με το BCDice (keeper-bcdice και οι ενέργειες resolve του).

bcdice-error-unknown-game = δεν υπάρχει παιχνίδι BCDice "{ $game }" σε αυτή την έκδοση
bcdice-error-unknown-command = το "{ $command }" δεν είναι εντολή που αναγνωρίζει αυτό το παιχνίδι
bcdice-error-too-many-dice = ένα άθροισμα ρίχνει από 1 έως 1000 ζάρια με 1 έως 1000000 έδρες
bcdice-error-cc-bonus-dice = τα ζάρια επιβράβευσης και ποινής κυμαίνονται από -100 έως 100
bcdice-error-far-volley = οι σφαίρες ανά ριπή πρέπει να είναι θετικός αριθμός
bcdice-error-far-rounds = οι σφαίρες στον γεμιστήρα πρέπει να είναι θετικός αριθμός
bcdice-error-far-skill = η ικανότητα πρέπει να είναι θετικός αριθμός
bcdice-error-far-bonus-dice = η πλήρως αυτόματη βολή παίρνει από -2 έως 2 ζάρια επιβράβευσης και ποινής
