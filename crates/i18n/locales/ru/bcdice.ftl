## Команды, совместимые с BCDice (keeper-bcdice и его действия в resolve).

bcdice-error-unknown-game = игры BCDice "{ $game }" в этой сборке нет
bcdice-error-unknown-command = такой команды в этой игре нет: "{ $command }"
bcdice-error-too-many-dice = в сумме можно бросить от 1 до 1000 кубиков, у каждого от 1 до 1000000 граней
bcdice-error-cc-bonus-dice = бонусных и штрафных кубиков может быть от -100 до 100
bcdice-error-far-volley = число патронов в очереди должно быть положительным
bcdice-error-far-rounds = число заряженных патронов должно быть положительным
bcdice-error-far-skill = значение навыка должно быть положительным числом
bcdice-error-far-bonus-dice = при стрельбе очередями бонусных и штрафных кубиков может быть от -2 до 2
