# A previsão de luta do Guardião: suas palavras no terminal e na tela do Guardião.

forecast-made-exact = Exata: todos os rumos que a luta pode tomar ({ $states } estados).
forecast-made-simulated = Simulada: { $fights } lutas, semente { $seed }; cada número com seu intervalo de 95%.
forecast-figure = { $percent }
forecast-figure-interval = { $percent } ({ $low }–{ $high })
forecast-side = Vitória de { $side }: { $chance }
forecast-side-fled = Fuga de { $side }: { $chance }
forecast-undecided = Ninguém venceu após { $rounds } rodadas: { $chance }
forecast-combatant = { $name }: morto { $dead }, morrendo { $dying }, inconsciente { $unconscious }, ferimento grave { $major }, ferido { $wounded }, ileso { $unhurt }; perde { $hp } PV em média
forecast-ammo = { $name } dispara { $ammo } balas em média
forecast-mean-rounds = A luta dura { $rounds } rodadas em média
forecast-sanity = { $name } perde { $expected } de Sanidade em média ao ver os inimigos (no máximo { $max })
forecast-side-investigators = investigadores
forecast-side-npcs = personagens do Guardião
forecast-error-duplicate = dois combatentes ou lados se chamam “{ $name }”: dê a cada um seu próprio nome
forecast-error-unknown-side = { $combatant } luta por “{ $side }”, um lado que a luta não tem
forecast-error-empty-side = ninguém luta por “{ $side }”
forecast-error-too-few-sides = uma luta precisa de dois lados
forecast-error-too-many-combatants = { $count } combatentes: no máximo { $max }
forecast-error-too-many-firearms = { $count } armas de fogo: no máximo { $max }
forecast-error-out-of-range = { $combatant }: { $field } { $value } está fora do intervalo
forecast-error-rounds = um limite de { $rounds } rodadas está fora de 1–{ $max }
forecast-error-fights = { $fights } lutas está fora de 1–{ $max }
forecast-error-unwinnable = ninguém pode ferir ninguém: nenhum ataque passa pela armadura dos inimigos, então nenhum lado pode vencer
forecast-error-of = { $name }: { $reason }
forecast-error-bonus = { $combatant }: o bônus de dano “{ $bonus }” não é do clássico: D4 ou D6 com sinal, como +1D4, −1D6 ou +2D6, ou 0
forecast-error-budget = a previsão exata precisa de mais de { $budget } estados: simule-a, ou permita um limite maior
forecast-progress = lutas simuladas

## keeper coc7 simulate

cli-about-keeper-coc7-simulate = Prevê uma luta inteira antes que comece: a chance de cada combatente morrer, desmaiar ou sair ileso, e a de cada lado vencer
cli-long-about-keeper-coc7-simulate = Prevê uma luta inteira antes que comece. FIGHT.json traz o que o coc7.simulate do protocolo resolve recebe: "sides" e "combatants" com seus ataques, táticas e armaduras. Lutas pequenas são previstas exatamente (todos os rumos que a luta pode tomar, em frações exatas); as maiores simulando muitas lutas em paralelo, cada número com seu intervalo de 95%. Mostra: a chance de cada combatente de morrer, ficar morrendo, inconsciente, com ferimento grave, ferido ou ileso; a chance de cada lado vencer; as rodadas; a Sanidade em jogo. Os combatentes também podem vir de arquivos: --investigator SHEET.json e --npc BLOCK.txt, lidos como um jogo os lê; --db e --game partem da luta em andamento num jogo.
cli-help-keeper-coc7-simulate-fight = A luta, em JSON: {"{"}"sides": [...], "combatants": [...]{"}"} (veja docs/protocol.md, coc7.simulate)
cli-help-keeper-coc7-simulate-investigator = Um investigador a acrescentar, de um arquivo de ficha (o formato de ficha do jogo, JSON); repita para mais
cli-help-keeper-coc7-simulate-npc = Um personagem do Guardião ou uma criatura a acrescentar, de um bloco de estatísticas num arquivo de texto; repita para mais (o mesmo arquivo duas vezes são dois deles)
cli-help-keeper-coc7-simulate-db = O banco de dados do jogo, para prever a luta em andamento nele (com --game)
cli-help-keeper-coc7-simulate-game = O jogo cuja luta em andamento é prevista, como o Guardião a vê (com --db)
cli-help-keeper-coc7-simulate-method = Como: exatamente quando a luta é pequena o bastante (auto), sempre exatamente, ou por simulação
cli-help-keeper-coc7-simulate-fights = Lutas a simular (de 1 a 1000000; padrão 100000)
cli-help-keeper-coc7-simulate-rounds = O limite de rodadas (de 1 a 1000; padrão 30)
cli-help-keeper-coc7-simulate-seed = Torna a simulação reproduzível: a mesma semente dá a mesma previsão em qualquer número de núcleos
cli-help-keeper-coc7-simulate-svg = Grava também o gráfico de quantas rodadas a luta dura num arquivo SVG
cli-help-keeper-coc7-simulate-png = Grava também o gráfico de quantas rodadas a luta dura num arquivo PNG
cli-help-keeper-coc7-simulate-json = Mostra a previsão em JSON (o resultado que o coc7.simulate responde)
cli-help-keeper-coc7-simulate-lang = Idioma das mensagens e da ajuda (en, el, ru, pt-BR); por padrão, de LC_ALL, LC_MESSAGES ou LANG
cli-error-forecast-file = { $path } não é uma luta: dê um objeto JSON com "sides" e "combatants"
cli-error-forecast-system = o jogo usa { $game }: preveja-o com keeper { $game } simulate, não com keeper { $system } simulate
cli-error-forecast-sheet = { $path } não é uma ficha: dê a ficha em JSON, no formato de ficha do jogo
cli-error-forecast-fighter = { $path }: { $reason }
cli-forecast-chart-title = A rodada em que a luta termina

## A previsão na tela do Guardião

forecast-title = Previsão de luta
forecast-hint = As chances da luta em andamento, daqui em diante: cada combatente ainda de pé, como suas fichas e estatísticas estão agora. Nada é rolado nem registrado, e ninguém mais vê.
forecast-method = Método
forecast-method-auto = Exata quando for pequena o bastante, senão simulada
forecast-method-exact = Exata
forecast-method-simulated = Simulada
forecast-fights = Lutas a simular
forecast-run = Prever esta luta
forecast-chances = Como cada combatente sai dela
forecast-rounds = A rodada em que a luta termina
forecast-dead = morto
forecast-dying = morrendo
forecast-unconscious = inconsciente
forecast-major-wound = ferimento grave
forecast-wounded = ferido
forecast-unhurt = ileso

## keeper classic simulate

cli-about-keeper-classic-simulate = Prevê uma luta inteira antes que comece: a chance de cada combatente morrer, desmaiar ou sair ileso, e a de cada lado vencer
cli-long-about-keeper-classic-simulate = Prevê uma luta inteira antes que comece. FIGHT.json traz o que o classic.simulate do protocolo resolve recebe: "sides" e "combatants" com seus ataques, táticas e armaduras. Lutas pequenas são previstas exatamente (todos os rumos que a luta pode tomar, em frações exatas); as maiores simulando muitas lutas em paralelo, cada número com seu intervalo de 95%. Mostra: a chance de cada combatente de morrer, ficar morrendo, inconsciente, com ferimento grave, ferido ou ileso; a chance de cada lado vencer; as rodadas; a Sanidade em jogo. Os combatentes também podem vir de arquivos: --investigator SHEET.json e --npc BLOCK.txt, lidos como um jogo os lê; --db e --game partem da luta em andamento num jogo.
cli-help-keeper-classic-simulate-fight = A luta, em JSON: {"{"}"sides": [...], "combatants": [...], "options": "forum"{"}"} (veja docs/protocol.md, classic.simulate; options são as regras da casa do jogo)
cli-help-keeper-classic-simulate-investigator = Um investigador a acrescentar, de um arquivo de ficha (o formato de ficha do jogo, JSON); repita para mais
cli-help-keeper-classic-simulate-npc = Um personagem do Guardião ou uma criatura a acrescentar, de um bloco de estatísticas num arquivo de texto; repita para mais (o mesmo arquivo duas vezes são dois deles)
cli-help-keeper-classic-simulate-db = O banco de dados do jogo, para prever a luta em andamento nele (com --game)
cli-help-keeper-classic-simulate-game = O jogo cuja luta em andamento é prevista, como o Guardião a vê (com --db)
cli-help-keeper-classic-simulate-method = Como: exatamente quando a luta é pequena o bastante (auto), sempre exatamente, ou por simulação
cli-help-keeper-classic-simulate-fights = Lutas a simular (de 1 a 1000000; padrão 100000)
cli-help-keeper-classic-simulate-rounds = O limite de rodadas (de 1 a 1000; padrão 30)
cli-help-keeper-classic-simulate-seed = Torna a simulação reproduzível: a mesma semente dá a mesma previsão em qualquer número de núcleos
cli-help-keeper-classic-simulate-svg = Grava também o gráfico de quantas rodadas a luta dura num arquivo SVG
cli-help-keeper-classic-simulate-png = Grava também o gráfico de quantas rodadas a luta dura num arquivo PNG
cli-help-keeper-classic-simulate-json = Mostra a previsão em JSON (o resultado que o classic.simulate responde)
cli-help-keeper-classic-simulate-lang = Idioma das mensagens e da ajuda (en, el, ru, pt-BR); por padrão, de LC_ALL, LC_MESSAGES ou LANG
