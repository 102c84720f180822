# Números: como se escreve uma porcentagem.
number-percent = { $number }%
