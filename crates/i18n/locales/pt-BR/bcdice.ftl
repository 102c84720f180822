## Comandos compatíveis com o BCDice (keeper-bcdice e suas ações de resolve).

bcdice-error-unknown-game = não existe o jogo "{ $game }" do BCDice nesta versão
bcdice-error-unknown-command = "{ $command }" não é um comando que este jogo reconheça
bcdice-error-too-many-dice = uma soma rola de 1 a 1000 dados de 1 a 1000000 faces
bcdice-error-cc-bonus-dice = dados de bônus e de penalidade vão de -100 a 100
bcdice-error-far-volley = as balas por rajada devem ser um número positivo
bcdice-error-far-rounds = as balas carregadas devem ser um número positivo
bcdice-error-far-skill = a perícia deve ser um número positivo
bcdice-error-far-bonus-dice = o tiro totalmente automático aceita de -2 a 2 dados de bônus e de penalidade
