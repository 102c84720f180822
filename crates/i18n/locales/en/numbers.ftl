# Numbers: how a language writes a percentage.
number-percent = { $number }%
