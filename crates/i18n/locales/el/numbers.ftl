# Αριθμοί: πώς γράφεται ένα ποσοστό.
number-percent = { $number }%
