## A linha de comando do keeper (keeper-cli).

cli-about-keeper = keeper: dados, chances exatas e as regras de Chamado de Cthulhu, direto do terminal
cli-help-keeper-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG

cli-about-keeper-roll = Rola uma expressão de dados e mostra cada dado
cli-long-about-keeper-roll = Rola uma expressão de dados e mostra cada dado.

    Comandos no estilo do BCDice também funcionam: CC(1)<=50, CBR(50,60), FAR(3,70,98) para a 7ª edição, ou, com --game Cthulhu, os da 6ª edição CCB<=40, RESB(12-10), SCBRB(50,60).

    Notação: NdM, d%, NdF, manter/descartar khK klK dhK dlK, contagem de sucessos NdM>=K e NdM<=K, dados que explodem NdM! (ou !>=K), rolar de novo roM (uma vez) e rrM (até a condição deixar de valer), + - * e / (arredonda para baixo), parênteses, rótulos 2d6[fire] e N#EXPR para rolar a mesma expressão N vezes (6#3d6).

    Códigos de saída: 0 sucesso, 2 entrada inválida, 1 erro interno.
cli-help-keeper-roll-expr = A expressão de dados, por exemplo 3d6+2, 4d6kh3 ou "6#3d6"
cli-help-keeper-roll-seed = Torna a rolagem reproduzível: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-roll-dice = Informe você mesmo as faces (dados físicos), na ordem em que foram rolados: 3,4,1
cli-help-keeper-roll-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-roll-game = O jogo do BCDice para comandos no estilo do BCDice, como CC(1)<=50: Cthulhu7th (padrão) ou Cthulhu
cli-help-keeper-roll-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG

cli-about-keeper-prob = Mostra a probabilidade exata de cada resultado de uma expressão de dados
cli-long-about-keeper-prob = Mostra a probabilidade exata de cada resultado de uma expressão de dados: uma tabela com frações exatas, P(≤ x), P(≥ x) e um gráfico de barras, e depois a média e o desvio-padrão. Dados que explodem são cortados a uma certa profundidade (9 dados extras por padrão), e a probabilidade cortada é informada.

    Códigos de saída: 0 sucesso, 2 entrada inválida, 1 erro interno.
cli-help-keeper-prob-expr = A expressão de dados, por exemplo 3d6, 4d6kh3 ou 2d20kh1+5
cli-help-keeper-prob-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-prob-svg = Grava também o gráfico num arquivo SVG
cli-help-keeper-prob-png = Grava também o gráfico num arquivo PNG
cli-help-keeper-prob-explode-depth = Máximo de dados extras que um dado que explode pode acrescentar (padrão 9)
cli-help-keeper-prob-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG

cli-about-keeper-resolve = Responde a requisições do protocolo resolve, um objeto JSON por linha
cli-long-about-keeper-resolve = Responde a requisições do protocolo resolve: entra um objeto JSON por linha, sai uma linha de resposta por requisição, na mesma ordem. Uma linha inválida recebe sua resposta de erro e a leitura segue na próxima. Lê a entrada padrão quando nenhum arquivo é informado.

    Códigos de saída: 0 quando todas as linhas foram respondidas (inclusive com erro), 2 quando o arquivo não pode ser aberto, 1 em caso de erro interno.
cli-help-keeper-resolve-file = Um arquivo JSON Lines de requisições (a entrada padrão, se omitido)
cli-help-keeper-resolve-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG

cli-roll-other-game = é um comando do jogo BCDice { $game }: acrescente --game { $game }
cli-bcdice-check = { $command }: rolou { $rolls } → { $total }: { $judgement }
cli-bcdice-roll = { $command }: rolou { $rolls } → { $total }
cli-bcdice-burst = { $command }: rolou { $rolls } → { $hits ->
    [0] nenhum acerto
    [one] um acerto
   *[other] { $hits } acertos
}, { $impales ->
    [0] nenhum empalamento
    [one] um empalamento
   *[other] { $impales } empalamentos
}, { $remaining ->
    [0] nenhuma bala restante
    [one] uma bala restante
   *[other] { $remaining } balas restantes
}
cli-bcdice-jammed = , arma emperrada
cli-bcdice-secret = {" "}(rolagem secreta)
cli-bcdice-critical = Sucesso Crítico
cli-bcdice-critical-special = Crítico (excepcional)
cli-bcdice-special = Sucesso Excepcional
cli-bcdice-extreme = Sucesso Extremo
cli-bcdice-hard = Sucesso Sólido
cli-bcdice-regular = Sucesso Regular
cli-bcdice-success = Sucesso
cli-bcdice-automatic-success = Sucesso Automático
cli-bcdice-failure = Fracasso
cli-bcdice-automatic-failure = Falha Automática
cli-bcdice-fumble = Desastre
cli-bcdice-malfunction = Defeito
cli-bcdice-fumble-malfunction = Desastre e Defeito

cli-prob-title = { $expr }: distribuição exata, { $outcomes ->
    [one] um resultado
   *[other] { $outcomes } resultados
}
cli-prob-outcome = resultado
cli-prob-probability = probabilidade
cli-prob-percent = %
cli-prob-at-most = ≤ x
cli-prob-at-least = ≥ x
cli-prob-summary = média { $mean } ({ $mean_decimal }), desvio-padrão { $std_dev }
cli-prob-summary-decimal = média { $mean_decimal }, desvio-padrão { $std_dev }
cli-prob-cut = os dados que explodem foram cortados depois de { $depth ->
    [0] { $depth } dados extras
    [one] { $depth } dado extra
   *[other] { $depth } dados extras
}: as sequências cortadas somam probabilidade { $cut }

cli-chart-x-label = resultado
cli-chart-y-label = probabilidade (%)

cli-error-io = erro de entrada/saída: { $error }
cli-error-open = não foi possível abrir { $path }: { $error }
cli-error-sheet-json = a ficha { $path } não é um JSON válido: { $error }
cli-error-bad-face = --dice: "{ $face }" não é um número inteiro: informe as faces como números inteiros, por exemplo 3,4,1
cli-error-chart = não foi possível gravar o gráfico { $path }: { $error }

## keeper chthonian (crates/cli/src/chthonian.rs).

cli-about-keeper-chthonian = Chthonian: rolagens de d12 + Traços, disputas e fichas de Excursionista, com chances exatas
cli-help-keeper-chthonian-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG

cli-about-keeper-chthonian-roll = Uma rolagem padrão: d12 mais Traços contra uma Dificuldade (Resultado 0 ou mais é sucesso)
cli-long-about-keeper-chthonian-roll = Uma rolagem padrão: d12 mais todos os Traços, menos a Dificuldade, dá o Resultado; 0 ou mais é sucesso. Cada Traço com nome conta uma só vez. As chances exatas aparecem primeiro.

    Exemplo: keeper chthonian roll --trait "Ex-Detective 2" --trait "Quality -3" --difficulty 11

    Códigos de saída: 0 sucesso, 2 entrada inválida, 1 erro interno.
cli-help-keeper-chthonian-roll-traits = Um Traço no formato "Nome valor" ("Ex-Detetive 2", "Qualidade -3") ou só um modificador (-3); repita para cada Traço
cli-help-keeper-chthonian-roll-difficulty = A Dificuldade (8 é a média; 3 a mais ou a menos para tarefas mais difíceis ou mais fáceis)
cli-help-keeper-chthonian-roll-seed = Torna a rolagem reproduzível: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-chthonian-roll-dice = Informe você mesmo o d12 (um dado físico): 8
cli-help-keeper-chthonian-roll-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-chthonian-roll-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG

cli-about-keeper-chthonian-contest = Uma disputa: cada lado rola d12 mais seus Traços, e o maior vence
cli-long-about-keeper-chthonian-contest = Uma disputa: cada lado rola d12 mais seus Traços; o maior vence, e o Resultado é o maior menos o segundo maior. Um Traço com nome conta uma só vez na disputa inteira, para o primeiro lado que o listar. Com --difficulty, é uma disputa complexa: cada lado rola contra a Dificuldade, e só um Resultado acima de 0 pode vencer. A chance exata de vitória de cada lado aparece primeiro.

    Exemplo: keeper chthonian contest --side "Walter: Powerful 1, Ex-Detective 2" --side "mulk: Inhuman Strength 3, Tough Hide 1"

    Códigos de saída: 0 sucesso, 2 entrada inválida, 1 erro interno.
cli-help-keeper-chthonian-contest-sides = Um lado no formato "rótulo: Traço valor, Traço valor" (o rótulo é opcional; "policial:" não tem Traços); pelo menos dois
cli-help-keeper-chthonian-contest-tie = O que acontece num empate no maior valor: allow (ninguém vence) ou break (vence o maior total de Traços; persistindo o empate, rola-se de novo)
cli-help-keeper-chthonian-contest-difficulty = Torna a disputa complexa, contra esta Dificuldade (todos podem falhar)
cli-help-keeper-chthonian-contest-seed = Torna as rolagens reproduzíveis: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-chthonian-contest-dice = Informe você mesmo os d12, um por lado, na ordem, e depois os de cada nova rolagem de desempate: 6,8
cli-help-keeper-chthonian-contest-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-chthonian-contest-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG

cli-about-keeper-chthonian-sheet = Confere uma ficha de Excursionista (JSON) e mostra seus Traços, Percepção Terrível, Praticidade, Cognição e Nódulos
cli-long-about-keeper-chthonian-sheet = Confere uma ficha de Excursionista e a mostra. A ficha é um JSON: {"{"}"format": "keeper-chthonian-sheet", "version": 1, "name", "style" (pulp, weird ou shocking), "ti", "nodules", "traits", "factors", "events"{"}"}; os eventos são aplicados em ordem, depois do resto. O docs/protocol.md descreve cada campo.

    Códigos de saída: 0 sucesso, 2 entrada inválida, 1 erro interno.
cli-help-keeper-chthonian-sheet-file = A ficha, um arquivo JSON
cli-help-keeper-chthonian-sheet-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-chthonian-sheet-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG

cli-chthonian-odds-roll = chances: sucesso { $p }
cli-chthonian-odds-contest = chances: { $list }
cli-chthonian-nobody = ninguém { $p }
cli-chthonian-roll = { $breakdown } = { $total } contra Dificuldade { $difficulty }: Resultado { $outcome }, { $success ->
    [yes] sucesso
   *[no] fracasso
}
cli-chthonian-complex-side = {" "}= { $total }: Resultado { $outcome }
cli-chthonian-side-name = lado { $n }
cli-chthonian-ignored = {"  "}Traços já contados nesta rolagem: { $list }
cli-chthonian-reroll = empate, rola-se de novo ({ $n }): { $list }
cli-chthonian-winner = { $side } vence, Resultado { $outcome }{ $how ->
    [traits] {" "}(o empate fica com o maior total de Traços)
    [reroll] {" "}(depois de rolar de novo)
   *[none] {""}
}
cli-chthonian-tie = empate: ninguém vence, Resultado 0
cli-chthonian-complex-nobody = ninguém tem sucesso
cli-chthonian-sheet-ti = Percepção Terrível { $ti }: { $boxes }
cli-chthonian-sheet-derived = Praticidade { $practicality }, Cognição { $cognizance }
cli-chthonian-sheet-nodules = Nódulos { $nodules }
cli-chthonian-sheet-no-story = nenhuma História em andamento (sem Nódulos)
cli-error-chthonian-trait = --trait "{ $text }": escreva um Traço como um nome e um valor com sinal, por exemplo "Ex-Detetive 2" ou "Qualidade -3", ou só um modificador, como -3

## keeper forum e keeper classic (crates/cli/src/classic.rs).

cli-about-keeper-forum = A tag [roll] do fórum: rola as tags de uma postagem
cli-help-keeper-forum-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-forum-roll = Lê uma postagem da entrada padrão, rola cada tag [roll="d6"]2[/roll] uma vez e imprime a postagem com os resultados (BBCode, seguro para incorporar em HTML)
cli-long-about-keeper-forum-roll = Lê uma postagem da entrada padrão e rola cada tag [roll="dF"]N[/roll] uma vez, na ordem. A postagem é impressa em BBCode, com cada tag substituída pelos seus dados e pelo total; tudo o que o autor digitou é escapado, então a saída pode ser incorporada em HTML com segurança. Uma tag malformada (sem aspas, dado desconhecido, quantidade 0 ou acima de 100, sem fechamento, aninhada) nunca é rolada: ela é informada na saída de erro padrão com a posição do caractere (contando a partir de 0), e o código de saída é 2. Uma postagem comporta no máximo 50 tags e 500 dados.

    Exemplo: echo 'I attack! [roll="d6"]2[/roll]' | keeper forum roll
cli-help-keeper-forum-roll-plain = Imprime texto simples em vez de BBCode
cli-help-keeper-forum-roll-seed = Torna as rolagens reproduzíveis: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-forum-roll-dice = Informe você mesmo as faces, tag por tag, na ordem (um d3 é uma face de d6): 3,5
cli-help-keeper-forum-roll-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-forum-roll-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-forum-tag-error = tag no caractere { $start } ({ $tag }): { $message }
cli-forum-not-rolled = { $count ->
    [0] todas as tags foram roladas
    [one] uma tag malformada não foi rolada
   *[other] { $count } tags malformadas não foram roladas
}

cli-about-keeper-classic = Chamado de Cthulhu clássico: testes, resistência, Sanidade, combate, dano, cura, experiência, fichas e conversão para a 7ª edição
cli-help-keeper-classic-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-classic-check = Um d100 contra uma Habilidade ou Característica×5: 01 é crítico, 1/5 é excepcional, 02–05 sempre é sucesso, 96–99 sempre é falha, 100 é desastre
cli-help-keeper-classic-check-value = A chance em porcentagem (uma Habilidade, ou uma Característica × 5)
cli-help-keeper-classic-check-modifier = O modificador do Guardião, em pontos percentuais (+20, -10)
cli-help-keeper-classic-check-seed = Torna a rolagem reproduzível: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-classic-check-dice = Informe você mesmo o d100 (de 1 a 100): 42
cli-help-keeper-classic-check-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-classic-check-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-classic-resistance = A Tabela de Resistência: ativo contra passivo, 50% + 5% por ponto de diferença; com diferença de ±10, o resultado é automático
cli-help-keeper-classic-resistance-active = A Característica ativa (ou Habilidade)
cli-help-keeper-classic-resistance-passive = A Característica passiva (ou Habilidade)
cli-help-keeper-classic-resistance-seed = Torna a rolagem reproduzível: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-classic-resistance-dice = Informe você mesmo o d100 (de 1 a 100): 42
cli-help-keeper-classic-resistance-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-classic-resistance-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-classic-sanity = Uma rolagem de Sanidade: d100 contra a SAN, perdendo a quantia menor ou a maior, com Insanidade Temporária, Duradoura e Permanente
cli-help-keeper-classic-sanity-san = Sanidade atual
cli-help-keeper-classic-sanity-loss = A perda em dados, no formato sucesso/falha: 0/1D6, 1/1D4+1
cli-help-keeper-classic-sanity-int = INT, para a rolagem de INT×5 depois de uma perda de 5 ou mais
cli-help-keeper-classic-sanity-seed = Torna as rolagens reproduzíveis: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-classic-sanity-dice = Informe você mesmo as faces: o d100, os dados da perda e depois o d100 de INT×5: 80,4
cli-help-keeper-classic-sanity-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-classic-sanity-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-classic-check-line = { $total } contra { $chance }%: { $level ->
    [critical] Sucesso Crítico
    [special] Sucesso Excepcional
    [success] Sucesso
    [failure] Falha
    [fumble] Desastre
   *[other] { $level }
} (chance de sucesso { $odds })
cli-classic-resistance-line = { $total } contra { $chance }%: { $level ->
    [critical] Sucesso Crítico
    [special] Sucesso Excepcional
    [success] Sucesso
    [failure] Falha
    [fumble] Desastre
   *[other] { $level }
}
cli-classic-resistance-automatic = automático, sem rolagem: { $success ->
    [true] Sucesso
    [false] Falha
   *[other] { $success }
} ({ $chance }%)
cli-classic-insanity-kind = { $kind ->
    [temporary] temporária
    [indefinite] duradoura
    [permanent] permanente
   *[other] { $kind }
}
cli-classic-sanity-line = { $total }: { $level ->
    [critical] Sucesso Crítico
    [special] Sucesso Excepcional
    [success] Sucesso
    [failure] Falha
    [fumble] Desastre
   *[other] { $level }
}; perdeu { $lost }, Sanidade agora { $san }; insanidade: { $insanity }

## keeper coc7 (crates/cli/src/coc7.rs).
cli-about-keeper-coc7 = Chamado de Cthulhu 7ª edição: testes, rolagens de Sanidade, corpo a corpo, investigadores e fichas, com chances exatas
cli-help-keeper-coc7-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-coc7-check = Um teste de perícia ou característica: dados percentuais contra o valor, com níveis de sucesso, dificuldade e dados de bônus ou de penalidade
cli-long-about-keeper-coc7-check = Um teste de perícia ou característica: dados percentuais contra o valor. 01 é um Sucesso Crítico; 100 (e 96–99 quando o número necessário é menor que 50) é um Desastre; fora isso, Sucesso Extremo até um quinto, Sólido até a metade, Regular até o valor. Dados de bônus e de penalidade se anulam, e sobram no máximo dois. As chances exatas de cada nível aparecem primeiro.
    Exemplo: keeper coc7 check 45 --hard --bonus 1
    Códigos de saída: 0 sucesso, 2 entrada inválida, 1 erro interno.
cli-help-keeper-coc7-check-value = O valor da perícia ou da característica
cli-help-keeper-coc7-check-hard = Dificuldade Difícil: é preciso tirar no máximo a metade do valor
cli-help-keeper-coc7-check-extreme = Dificuldade Extrema: é preciso tirar no máximo um quinto do valor
cli-help-keeper-coc7-check-bonus = Dados de bônus (cada um acrescenta um dado das dezenas, e fica o menor)
cli-help-keeper-coc7-check-penalty = Dados de penalidade (cada um acrescenta um dado das dezenas, e fica o maior)
cli-help-keeper-coc7-check-push = Força a rolagem se ela falhar: rola mais uma vez (se a rolagem forçada falhar, o Guardião pode impor uma consequência terrível)
cli-help-keeper-coc7-check-seed = Torna a rolagem reproduzível: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-coc7-check-dice = Informe você mesmo as faces: os dados das dezenas (0–9) e depois o dado das unidades (0–9): 4,2,4
cli-help-keeper-coc7-check-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-coc7-check-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-coc7-sanity = Uma rolagem de Sanidade: dados percentuais contra a SAN, a perda, a rolagem de INT numa perda de 5 ou mais, e a insanidade
cli-long-about-keeper-coc7-sanity = Uma rolagem de Sanidade: dados percentuais contra a SAN atual; um sucesso perde o lado esquerdo da perda, um fracasso o lado direito, e um desastre o máximo do lado direito. Perder 5 ou mais pede uma rolagem de INT: sucesso é Insanidade Temporária por 1D10 horas; fracasso, uma ação involuntária. Perder um quinto da SAN com que o dia começou, num só dia, é Insanidade Indefinida; SAN 0 é permanente. A distribuição exata da perda aparece primeiro.
    Exemplo: keeper coc7 sanity --san 50 --int 60 1/1D6
    Códigos de saída: 0 sucesso, 2 entrada inválida, 1 erro interno.
cli-help-keeper-coc7-sanity-san = Sanidade atual
cli-help-keeper-coc7-sanity-int = INT, para a rolagem depois de uma perda de 5 ou mais
cli-help-keeper-coc7-sanity-loss = A perda no formato sucesso/fracasso: 0/1D6, 1/1D4+1, 1D10/1D100
cli-help-keeper-coc7-sanity-day-start-san = A SAN no início do dia de jogo (padrão: a SAN atual)
cli-help-keeper-coc7-sanity-lost-today = A SAN já perdida neste dia de jogo (padrão 0)
cli-help-keeper-coc7-sanity-seed = Torna as rolagens reproduzíveis: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-coc7-sanity-dice = Informe você mesmo as faces: dezenas e unidades da rolagem de SAN, os dados da perda, a rolagem de INT e o 1D10 de horas: 7,2,5
cli-help-keeper-coc7-sanity-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-coc7-sanity-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-coc7-melee = Uma troca de golpes corpo a corpo: Lutar do atacante contra Esquiva ou contra-ataque do defensor, e depois o dano
cli-long-about-keeper-coc7-melee = Uma troca de golpes corpo a corpo. Contra uma esquiva, o atacante precisa de um nível de sucesso estritamente maior para acertar; contra um contra-ataque, é o defensor que precisa de um nível estritamente maior para vencer, e aí causa dano normal. Um ataque Extremo ou Crítico causa o máximo da arma e do bônus de dano, mais uma rolagem extra se a arma empala. As armas são expressões de dados ou nomes da K4 (unarmed, small_knife, machete, small_club, baseball_bat, handgun, shotgun, rifle). As chances exatas aparecem primeiro.
    Exemplo: keeper coc7 melee --attack 40 --weapon 1D6 --db +1D4 --defend 60
    Códigos de saída: 0 sucesso, 2 entrada inválida, 1 erro interno.
cli-help-keeper-coc7-melee-attack = A perícia Lutar do atacante
cli-help-keeper-coc7-melee-weapon = A arma do atacante: dados (1D6) ou um nome da K4 (machete)
cli-help-keeper-coc7-melee-db = O bônus de dano do atacante: +1D4, -1, 0
cli-help-keeper-coc7-melee-impaling = A arma do atacante empala (lâminas, balas)
cli-help-keeper-coc7-melee-bonus = Dados de bônus do atacante
cli-help-keeper-coc7-melee-penalty = Dados de penalidade do atacante
cli-help-keeper-coc7-melee-defend = A Esquiva do defensor (ou Lutar, com --fight-back)
cli-help-keeper-coc7-melee-fight-back = O defensor contra-ataca em vez de se esquivar
cli-help-keeper-coc7-melee-defender-weapon = A arma do defensor que contra-ataca (padrão 1D3)
cli-help-keeper-coc7-melee-defender-db = O bônus de dano do defensor que contra-ataca (padrão 0)
cli-help-keeper-coc7-melee-defender-bonus = Dados de bônus do defensor
cli-help-keeper-coc7-melee-defender-penalty = Dados de penalidade do defensor
cli-help-keeper-coc7-melee-outnumbered = O defensor já contra-atacou ou se esquivou nesta rodada: o atacante recebe um dado de bônus
cli-help-keeper-coc7-melee-seed = Torna as rolagens reproduzíveis: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-coc7-melee-dice = Informe você mesmo as faces: dezenas e unidades do atacante, as do defensor e depois os dados de dano: 0,3,2,0
cli-help-keeper-coc7-melee-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-coc7-melee-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-coc7-investigator = Investigadores
cli-help-keeper-coc7-investigator-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-coc7-investigator-new = Cria um investigador pelos passos do início rápido e mostra a ficha
cli-long-about-keeper-coc7-investigator-new = Cria um investigador pelos passos do início rápido: as características (o conjunto 40, 50, 50, 50, 60, 60, 70, 80 em qualquer ordem, ou valores rolados com --rolled), uma ocupação com nove valores, 70, 60, 60, 50, 50, 50, 40, 40, 40, para suas oito perícias e o Nível de Crédito, quatro interesses pessoais (+20 cada) e a Sorte (3D6×5, se não for informada). Cada regra descumprida é informada com seu campo e o id da regra.
    Exemplo: keeper coc7 investigator new --name Brian --occupation Soldier --char STR=60,CON=60,POW=50,DEX=80,APP=40,SIZ=70,INT=50,EDU=50 --skill Climb=60 --skill "Credit Rating=40" … --interest Jump …
    Códigos de saída: 0 sucesso, 2 entrada inválida, 1 erro interno.
cli-help-keeper-coc7-investigator-new-name = O nome do investigador
cli-help-keeper-coc7-investigator-new-occupation = Uma ocupação do início rápido, com o nome em inglês (Antiquarian, Author, Dilettante, Doctor of Medicine, Journalist, Police Detective, Private Investigator, Professor), ou qualquer outro nome para uma ocupação personalizada
cli-help-keeper-coc7-investigator-new-characteristics = Características no formato CAR=N, separadas por vírgula ou repetindo a opção, com as siglas em inglês (STR, CON, POW, DEX, APP, SIZ, INT, EDU): STR=60,CON=50
cli-help-keeper-coc7-investigator-new-rolled = O método rolado (3D6×5; TAM, INT e EDU: (2D6+6)×5) em vez do conjunto do início rápido: sem --char, as características são roladas aqui (com --dice ou --seed); com --char, são os valores que você rolou
cli-help-keeper-coc7-investigator-new-skills = Uma perícia da ocupação (ou o Nível de Crédito) no formato PERÍCIA=N; nove no total
cli-help-keeper-coc7-investigator-new-interests = Um interesse pessoal (base + 20); quatro no total
cli-help-keeper-coc7-investigator-new-luck = Sorte (rolada com 3D6×5, se omitida)
cli-help-keeper-coc7-investigator-new-out = Grava também a ficha (JSON, formato keeper-coc7-sheet) neste arquivo
cli-help-keeper-coc7-investigator-new-markdown = Mostra a ficha em Markdown
cli-help-keeper-coc7-investigator-new-seed = Torna as rolagens (a Sorte, e as características com --rolled) reproduzíveis: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-coc7-investigator-new-dice = Informe você mesmo as faces: com --rolled e sem --char, os d6 de cada característica na ordem FOR, CON, POD, DES, APA, TAM, INT, EDU (três de cada, dois para TAM, INT e EDU) e depois os 3D6 da Sorte, a menos que --luck seja informado; nos outros casos, os 3D6 da Sorte: 3,5,2
cli-help-keeper-coc7-investigator-new-json = Imprime a resposta do protocolo resolve em JSON (com --rolled e sem --char, a resposta das características vem primeiro, uma linha cada)
cli-help-keeper-coc7-investigator-new-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-coc7-sheet = Mostra uma ficha de investigador (JSON do keeper ou exportação do Dhole's House) com os valores de metade e de um quinto
cli-long-about-keeper-coc7-sheet = Mostra uma ficha de investigador: uma ficha do keeper (formato keeper-coc7-sheet, versão 1, com seus eventos aplicados) ou uma exportação JSON do Dhole's House, que é importada com tolerância. Os valores aparecem como 45 (22/9): inteiro, metade, um quinto.
    Códigos de saída: 0 sucesso, 2 entrada inválida, 1 erro interno.
cli-help-keeper-coc7-sheet-file = A ficha, um arquivo JSON
cli-help-keeper-coc7-sheet-markdown = Mostra a ficha em Markdown
cli-help-keeper-coc7-sheet-dholes = Grava também a ficha como exportação do Dhole's House neste arquivo
cli-help-keeper-coc7-sheet-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-coc7-sheet-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-coc7-check-odds = chances: sucesso { $success }; { $levels }
cli-coc7-check-line = rolou { $total } (dezenas { $tens }, unidades { $units }) contra { $value } ({ $difficulty ->
    [regular] Regular
    [hard] Difícil
    [extreme] Extrema
   *[other] { $difficulty }
}): { $level }{ $success ->
    [yes] {""}
   *[no] {", a dificuldade não foi alcançada"}
}
cli-coc7-pushed = rolagem forçada:
cli-coc7-pushed-failure = a rolagem forçada fracassou: o Guardião pode impor uma consequência terrível
cli-coc7-luck-needed = { $luck ->
    [one] { $luck } ponto de Sorte a transformaria em sucesso
   *[other] { $luck } pontos de Sorte a transformariam em sucesso
} (se o jogo permitir gastar Sorte)
cli-coc7-sanity-odds = chances: sucesso { $success }; SAN perdida: { $lost }
cli-coc7-sanity-line = rolou { $total } contra SAN { $san_before }: { $level }; perdeu { $lost }, Sanidade agora { $san }
cli-coc7-int-roll = rolagem de INT: { $total } contra { $int }: { $level }
cli-coc7-bout = { $bout ->
    [temporary] Insanidade Temporária por { $hours ->
        [one] { $hours } hora
       *[other] { $hours } horas
    }
   *[involuntary] o Guardião assume a próxima ação (um ato involuntário)
}
cli-coc7-indefinite = um quinto da Sanidade do dia foi perdido: Insanidade Indefinida
cli-coc7-permanent = Sanidade 0: Insanidade Permanente
cli-coc7-melee-odds = chances: o atacante vence { $attacker }, o defensor vence { $defender }, ninguém { $none }; dano extremo { $extreme }
cli-coc7-melee-side = { $side ->
    [attacker] atacante
    [defender] defensor
   *[other] { $side }
}: rolou { $total } contra { $value }: { $level }
cli-coc7-melee-result = { $winner ->
    [attacker] o atacante vence
    [defender] o defensor vence
   *[none] ninguém vence
}{ $winner ->
    [none] {""}
   *[other] , { $damage } de dano{ $extreme ->
        [yes] {" "}(extremo)
       *[no] {""}
    }
}
cli-coc7-sheet-derived = PV { $hp }/{ $max_hp }  PM { $mp }/{ $max_mp }  SAN { $san }/{ $max_san }  Sorte { $luck }  Bônus de Dano { $db }  Corpo { $build }  Nível de Crédito: { $band ->
    [penniless] sem um tostão
    [poor] pobre
    [average] médio
    [wealthy] abastado
    [rich] rico
   *[other] muito rico
}
cli-coc7-sheet-skills = Perícias
cli-coc7-sheet-weapons = Armas
cli-coc7-weapon = { $name }: { $skill } { $value }, dano { $damage }, alcance { $range }, { $per_round } por rodada, balas { $ammo }, falha { $malfunction }
cli-coc7-condition = { $condition ->
    [major_wound] Ferimento Grave
    [unconscious] inconsciente
    [dying] morrendo
    [needs_medicine] precisa de Medicina
    [dead] morto
    [indefinite] Insanidade Indefinida
   *[permanent] Insanidade Permanente
}
cli-coc7-temporary = Insanidade Temporária ({ $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
})
cli-error-coc7-pair = "{ $text }": escreva no formato NOME=VALOR, por exemplo "Spot Hidden=45" ou STR=60
cli-error-write = não foi possível gravar { $path }: { $error }
cli-coc7-wizard-name = Nome:
cli-coc7-wizard-occupation = Ocupação (em inglês: Antiquarian, Author, Dilettante, Doctor of Medicine, Journalist, Police Detective, Private Investigator, Professor; ou qualquer outro nome para uma ocupação personalizada):
cli-coc7-wizard-characteristics = Distribua 40, 50, 50, 50, 60, 60, 70 e 80 entre as características, um valor para cada.
cli-coc7-wizard-char = { $char ->
    [STR] FOR
    [CON] CON
    [POW] POD
    [DEX] DES
    [APP] APA
    [SIZ] TAM
    [INT] INT
    [EDU] EDU
   *[other] { $char }
}:
cli-coc7-wizard-skills = Diga a perícia de cada valor da ocupação: oito perícias da ocupação e o Nível de Crédito.
cli-coc7-wizard-skill = Perícia para o valor { $value }:
cli-coc7-wizard-interests = Quatro interesses pessoais (cada um com base + 20), que não sejam perícias da ocupação.
cli-coc7-wizard-interest = Interesse { $n }:
## keeper coc7 opposed, luck, damage, heal (crates/cli/src/coc7.rs).
cli-about-keeper-coc7-opposed = Um teste resistido: os dois lados rolam, e vence o melhor nível de sucesso (R7)
cli-long-about-keeper-coc7-opposed = Um teste resistido: os dois lados rolam dados percentuais contra seus valores; Crítico supera Extremo, que supera Sólido, que supera Regular, que supera Fracasso. Níveis iguais: vence o maior valor; valores iguais: os dois rolam 1D100 de novo (sem dados de bônus nem de penalidade) e o menor vence, repetindo enquanto houver empate. Se os dois fracassarem, ninguém vence. As chances exatas aparecem primeiro.
    Exemplo: keeper coc7 opposed 55 65 --a-penalty 1
    Códigos de saída: 0 sucesso, 2 entrada inválida, 1 erro interno.
cli-help-keeper-coc7-opposed-a = O valor de perícia ou característica do lado A
cli-help-keeper-coc7-opposed-b = O valor de perícia ou característica do lado B
cli-help-keeper-coc7-opposed-a-bonus = Dados de bônus do lado A
cli-help-keeper-coc7-opposed-a-penalty = Dados de penalidade do lado A
cli-help-keeper-coc7-opposed-b-bonus = Dados de bônus do lado B
cli-help-keeper-coc7-opposed-b-penalty = Dados de penalidade do lado B
cli-help-keeper-coc7-opposed-seed = Torna as rolagens reproduzíveis: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-coc7-opposed-dice = Informe você mesmo as faces: dezenas e unidades de A, dezenas e unidades de B e depois as rolagens de desempate: 2,4,1,5,1
cli-help-keeper-coc7-opposed-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-coc7-opposed-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-coc7-luck = Uma rolagem de Sorte (R8), ou uma rolagem de Sorte em grupo feita por quem tem a menor Sorte
cli-long-about-keeper-coc7-luck = Uma rolagem de Sorte: dados percentuais contra a Sorte atual. Com vários valores, é uma rolagem de Sorte em grupo: rola o investigador presente com a menor Sorte. As chances exatas aparecem primeiro.
    Exemplo: keeper coc7 luck 50; keeper coc7 luck 60 35 70
    Códigos de saída: 0 sucesso, 2 entrada inválida, 1 erro interno.
cli-help-keeper-coc7-luck-luck = Sorte atual; vários valores para uma rolagem de Sorte em grupo
cli-help-keeper-coc7-luck-hard = Dificuldade Difícil: é preciso tirar no máximo a metade da Sorte
cli-help-keeper-coc7-luck-extreme = Dificuldade Extrema: é preciso tirar no máximo um quinto da Sorte
cli-help-keeper-coc7-luck-bonus = Dados de bônus (cada um acrescenta um dado das dezenas, e fica o menor)
cli-help-keeper-coc7-luck-penalty = Dados de penalidade (cada um acrescenta um dado das dezenas, e fica o maior)
cli-help-keeper-coc7-luck-seed = Torna a rolagem reproduzível: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-coc7-luck-dice = Informe você mesmo as faces: os dados das dezenas (0–9) e depois o dado das unidades (0–9): 4,9
cli-help-keeper-coc7-luck-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-coc7-luck-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-coc7-damage = Um golpe de dano: Ferimento Grave, inconsciência, morrendo e morte (H1–H5, H8)
cli-long-about-keeper-coc7-damage = Um golpe de dano, dado como número, como uma gravidade da tabela de “outros danos” (H8) ou como uma expressão de dados. Um golpe de metade dos PV máximos ou mais é um Ferimento Grave (é preciso passar numa rolagem de CON, senão o personagem fica inconsciente, a menos que os PV cheguem a 0); 0 PV significa inconsciência, ou morrendo se houver um Ferimento Grave; um golpe igual ou maior que os PV máximos mata na hora.
    Exemplo: keeper coc7 damage 7 --max-hp 12 --hp 5 --con 50
    Códigos de saída: 0 sucesso, 2 entrada inválida, 1 erro interno.
cli-help-keeper-coc7-damage-amount = O dano do golpe
cli-help-keeper-coc7-damage-severity = Rola o dano de uma gravidade da H8: minor (1D3), moderate (1D6), severe (1D10), deadly (2D10), terminal (4D10), splat (8D10)
cli-help-keeper-coc7-damage-expr = Rola o dano de uma expressão de dados: 1D10
cli-help-keeper-coc7-damage-con = CON, para a rolagem depois de um Ferimento Grave
cli-help-keeper-coc7-damage-max-hp = Pontos de Vida máximos
cli-help-keeper-coc7-damage-hp = Pontos de Vida atuais (padrão: o máximo)
cli-help-keeper-coc7-damage-major-wound = Já há um Ferimento Grave aberto
cli-help-keeper-coc7-damage-unconscious = Já está inconsciente
cli-help-keeper-coc7-damage-dying = Já está morrendo
cli-help-keeper-coc7-damage-needs-medicine = Os Primeiros Socorros tiraram o personagem do estado de morrendo; ainda falta a Medicina
cli-help-keeper-coc7-damage-first-aid-given = Os Primeiros Socorros já funcionaram no ferimento atual
cli-help-keeper-coc7-damage-seed = Torna as rolagens reproduzíveis: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-coc7-damage-dice = Informe você mesmo as faces: os dados de dano e depois dezenas e unidades da rolagem de CON: 6,8,0
cli-help-keeper-coc7-damage-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-coc7-damage-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-coc7-heal = Cura: Primeiros Socorros, Medicina, um dia ou uma semana de repouso, ou a rolagem de CON de um personagem morrendo (H4, H6, H7)
cli-long-about-keeper-coc7-heal = Cura. first-aid (com --skill): 1 PV, ou, num personagem morrendo, tira-o do estado de morrendo; uma vez por ferimento. medicine (com --skill): 1D3 PV, e leva uma hora, com o equipamento e os suprimentos necessários (--no-equipment a recusa); num personagem morrendo já estabilizado, permite a rolagem semanal de cura. day: 1 PV se não houver Ferimento Grave. week (com --con): com Ferimento Grave, uma rolagem de CON; +1D3, ou +2D3 e o ferimento curado num Sucesso Extremo. dying-round (com --con): a rolagem de CON no fim de uma rodada, ou a morte. As chances da rolagem aparecem primeiro.
    Exemplo: keeper coc7 heal week --con 50 --max-hp 12 --hp 2 --major-wound
    Códigos de saída: 0 sucesso, 2 entrada inválida, 1 erro interno.
cli-help-keeper-coc7-heal-treatment = first-aid, medicine, day, week ou dying-round
cli-help-keeper-coc7-heal-skill = A perícia Primeiros Socorros ou Medicina de quem faz o tratamento
cli-help-keeper-coc7-heal-con = CON, para a rolagem de cura da semana e a rolagem de um personagem morrendo
cli-help-keeper-coc7-heal-no-equipment = Medicina sem o equipamento e os suprimentos necessários, ou em menos de uma hora: recusada (H7)
cli-help-keeper-coc7-heal-max-hp = Pontos de Vida máximos
cli-help-keeper-coc7-heal-hp = Pontos de Vida atuais (padrão: o máximo)
cli-help-keeper-coc7-heal-major-wound = Há um Ferimento Grave aberto
cli-help-keeper-coc7-heal-unconscious = Inconsciente
cli-help-keeper-coc7-heal-dying = Morrendo
cli-help-keeper-coc7-heal-needs-medicine = Os Primeiros Socorros tiraram o personagem do estado de morrendo; ainda falta a Medicina
cli-help-keeper-coc7-heal-first-aid-given = Os Primeiros Socorros já funcionaram no ferimento atual (só funcionam uma vez por ferimento)
cli-help-keeper-coc7-heal-seed = Torna as rolagens reproduzíveis: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-coc7-heal-dice = Informe você mesmo as faces: dezenas e unidades da rolagem e depois o 1D3 (ou os 2D3): 0,5,1,2
cli-help-keeper-coc7-heal-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-coc7-heal-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-coc7-opposed-odds = chances: A vence { $a }, B vence { $b }, ninguém { $none }
cli-coc7-tie-break = desempate: A { $a }, B { $b }
cli-coc7-opposed-winner = { $winner ->
    [a] A vence
    [b] B vence
   *[none] ninguém vence
}
cli-coc7-group-luck-roller = rola quem tem a menor Sorte: investigador { $n } (Sorte { $luck })
cli-coc7-damage-line = { $amount } de dano{ $major ->
    [yes] {": um Ferimento Grave"}
   *[no] {""}
}
cli-coc7-health = PV { $hp }/{ $max_hp }{ $conditions ->
    [none] {""}
   *[other] {"; "}{ $conditions }
}
cli-coc7-events = eventos: { $events }

## keeper classic: damage, heal, experience, attack, convert, sheet (crates/cli/src/classic.rs).
cli-about-keeper-classic-damage = Rola o dano de uma arma e o bônus de dano; um acerto excepcional (1/5) com arma pontiaguda empala e rola a arma duas vezes (K5, K6)
cli-help-keeper-classic-damage-weapon = O dano da arma em dados: 1D8+1, 1D6 (um 1D3 é lido de um d6)
cli-help-keeper-classic-damage-db = O bônus de dano: +1D4, -1D6, +2D6 ou 0 (padrão: nenhum)
cli-help-keeper-classic-damage-special = O ataque foi um sucesso excepcional (1/5 da chance, ou 01)
cli-help-keeper-classic-damage-pointed = Uma arma pontiaguda (que empala): um sucesso excepcional dobra seus dados
cli-help-keeper-classic-damage-thrown = Um objeto arremessado: só metade do bônus de dano (1D6 vira 1D3)
cli-help-keeper-classic-damage-seed = Torna as rolagens reproduzíveis: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-classic-damage-dice = Informe você mesmo as faces: os dados da arma, a segunda rolagem ao empalar e depois o bônus: 5,7,2
cli-help-keeper-classic-damage-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-classic-damage-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-classic-heal = Cura: Primeiros Socorros ou Medicina (1D3 na hora, com sucesso), ou uma semana de repouso (1D3, e mais 2D3 sob cuidados médicos) (H1, H2)
cli-help-keeper-classic-heal-kind = first-aid, medicine (exige --equipment) ou week
cli-help-keeper-classic-heal-skill = A Habilidade de Primeiros Socorros ou Medicina de quem cura, em porcentagem
cli-help-keeper-classic-heal-equipment = Quem cura tem equipamento médico (a Medicina exige)
cli-help-keeper-classic-heal-medical-care = Uma semana sob cuidados médicos: mais 2D3
cli-help-keeper-classic-heal-seed = Torna as rolagens reproduzíveis: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-classic-heal-dice = Informe você mesmo as faces: o d100 e depois um d6 para cada 1D3: 20,6
cli-help-keeper-classic-heal-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-classic-heal-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-classic-experience = Um Cheque de Experiência: um d100 acima da Habilidade soma 1D10, e 2D6 de Sanidade quando a Habilidade passa de 90% (T6, N3)
cli-help-keeper-classic-experience-skill = A Habilidade em porcentagem antes do cheque
cli-help-keeper-classic-experience-seed = Torna as rolagens reproduzíveis: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-classic-experience-dice = Informe você mesmo as faces: o d100, o 1D10 e depois os 2D6: 95,5,3,4
cli-help-keeper-classic-experience-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-classic-experience-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-classic-attack = Um ataque de um turno de combate e a defesa com Aparar ou Esquiva, com −30% por defesa anterior, bloqueio avançado e empalamento (K2–K6)
cli-help-keeper-classic-attack-chance = A chance do atacante em porcentagem
cli-help-keeper-classic-attack-weapon = O dano da arma em dados (padrão 1D6, a Briga do fórum)
cli-help-keeper-classic-attack-db = O bônus de dano do atacante: +1D4, -1D6 ou 0 (padrão: nenhum)
cli-help-keeper-classic-attack-pointed = Uma arma pontiaguda (que empala)
cli-help-keeper-classic-attack-thrown = Um objeto arremessado: metade do bônus de dano
cli-help-keeper-classic-attack-incoming = O tipo de ataque: melee (com arma), unarmed (desarmado) ou missile (projétil)
cli-help-keeper-classic-attack-parry = O defensor apara com esta chance (a chance de ataque da arma com que apara)
cli-help-keeper-classic-attack-dodge = O defensor se esquiva com esta chance
cli-help-keeper-classic-attack-earlier = Defesas que o defensor já fez neste turno (−30% cada)
cli-help-keeper-classic-attack-shield = O defensor apara com um escudo (que detém projéteis com qualquer sucesso)
cli-help-keeper-classic-attack-bare-handed = O defensor apara com as mãos nuas (contra uma arma, exige também DES×5)
cli-help-keeper-classic-attack-dex = A DES do defensor, para a rolagem de DES×5 ao aparar com as mãos nuas
cli-help-keeper-classic-attack-plain-rules = Joga sem as regras da casa do fórum (sem bloqueio avançado)
cli-help-keeper-classic-attack-seed = Torna as rolagens reproduzíveis: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-classic-attack-dice = Informe você mesmo as faces: o d100 do ataque, o d100 da defesa, o d100 de DES×5 e depois o dano: 5,30,5,7,2
cli-help-keeper-classic-attack-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-classic-attack-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-classic-convert = Converte um investigador clássico para a 7ª edição: características × 5, Sorte rolada de novo (3D6 × 5), PV, Bônus de Dano e Corpo (A3)
cli-help-keeper-classic-convert-characteristics = As oito características na escala de 3 a 18, na ordem FOR CON TAM INT POD DES APA EDU
cli-help-keeper-classic-convert-mp = Pontos de Magia atuais, mantidos na conversão (padrão: POD)
cli-help-keeper-classic-convert-san = Sanidade atual, mantida na conversão (padrão: POD × 5)
cli-help-keeper-classic-convert-seed = Torna as rolagens reproduzíveis: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-classic-convert-dice = Informe você mesmo os três d6 da Sorte: 3,4,5
cli-help-keeper-classic-convert-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-classic-convert-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-classic-sheet = Mostra uma ficha clássica (keeper-classic-sheet, versão 1) de forma legível: Características, PV, PM, Sanidade, Sorte, condição e Habilidades
cli-help-keeper-classic-sheet-file = A ficha, um arquivo JSON (formato "keeper-classic-sheet", versão 1; veja docs/protocol.md)
cli-help-keeper-classic-sheet-markdown = Imprime Markdown em vez de texto simples
cli-help-keeper-classic-sheet-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-classic-sheet-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-classic-damage-line = dano { $total } (arma { $weapon }, bônus { $bonus }; empalou: { $impaled ->
    [true] sim
    [false] não
   *[other] { $impaled }
})
cli-classic-treat-line = { $total } contra { $chance }%: { $level ->
    [critical] Sucesso Crítico
    [special] Sucesso Excepcional
    [success] Sucesso
    [failure] Falha
    [fumble] Desastre
   *[other] { $level }
}; { $healed ->
    [0] nenhum PV recuperado
    [one] { $healed } PV recuperado
   *[other] { $healed } PV recuperados
}
cli-classic-week-line = { $healed ->
    [0] nenhum PV recuperado nesta semana
    [one] { $healed } PV recuperado nesta semana
   *[other] { $healed } PV recuperados nesta semana
}
cli-classic-experience-line = { $total }: { $gain ->
    [0] nada muda, a Habilidade continua em { $skill }%
   *[other] +{ $gain }, a Habilidade agora está em { $skill }%
}{ $sanity ->
    [0] {""}
   *[other] ; { $sanity } pontos de Sanidade recuperados (a Habilidade passou de 90%)
}
cli-classic-attack-roll = { $total } contra { $chance }%: { $level ->
    [critical] Sucesso Crítico
    [special] Sucesso Excepcional
    [success] Sucesso
    [failure] Falha
    [fumble] Desastre
   *[other] { $level }
}
cli-classic-attack-line = ataque: { $roll }
cli-classic-defence-line = { $response ->
    [parry] Aparar
    [dodge] Esquiva
   *[other] { $response }
}: { $roll }
cli-classic-dex-line = DES×5: { $roll }
cli-classic-attack-stopped = o ataque é bloqueado
cli-classic-attack-missed = o ataque erra
cli-classic-convert-line = PV { $hp }  PM { $mp }  SAN { $san }  Sorte { $luck }  Bônus de Dano { $db }  Corpo { $build }
cli-classic-sheet-derived = PV { $hp }/{ $max_hp }  PM { $mp }/{ $max_mp }  SAN { $san }/{ $max_san }  Sorte { $luck }/{ $max_luck }  Ideia { $idea }  Conhecimento { $know }  Bônus de Dano { $db }
cli-classic-sheet-insanity = { $kind ->
    [temporary] Insanidade Temporária
    [indefinite] Insanidade Duradoura
   *[permanent] Insanidade Permanente
}
cli-classic-sheet-skills = Habilidades

## keeper coc7 firearms, maneuver, initiative, improvement, reality-check (crates/cli/src/coc7.rs).
cli-about-keeper-coc7-firearms = Uma rodada de tiros: uma rolagem de Armas de Fogo por tiro, com alcance, tiros extras de pistola, queima-roupa e um alvo que se joga em busca de cobertura (K6, K7)
cli-long-about-keeper-coc7-firearms = Uma rodada de tiros. Cada tiro rola Armas de Fogo; 2 ou 3 tiros de pistola na mesma rodada levam um dado de penalidade cada; à queima-roupa (até DES/5 pés) dá um dado de bônus; o alcance define a dificuldade (base Regular, longo Difícil, muito longo Extrema). Um alvo que se joga em busca de cobertura rola Esquiva antes: um sucesso dá um dado de penalidade aos tiros, e quem se jogou perde o próximo ataque de qualquer jeito. Um acerto causa o dano da arma (armas de fogo não somam bônus de dano); um acerto Extremo causa o máximo, mais uma rolagem extra se a arma empala. As chances exatas da rolagem de cada tiro aparecem antes dos tiros.
    Exemplo: keeper coc7 firearms 50 --shots 2 --range long
    Códigos de saída: 0 sucesso, 2 entrada inválida, 1 erro interno.
cli-help-keeper-coc7-firearms-value = A perícia Armas de Fogo de quem atira
cli-help-keeper-coc7-firearms-weapon = A arma: um nome da K4 (handgun, rifle, shotgun, shotgun_close) ou dados (1D10); padrão handgun
cli-help-keeper-coc7-firearms-impaling = A arma empala (desnecessário para uma arma informada pelo nome)
cli-help-keeper-coc7-firearms-shots = Tiros nesta rodada, de 1 a 3; o segundo e o terceiro levam um dado de penalidade cada
cli-help-keeper-coc7-firearms-point-blank = À queima-roupa, até DES/5 pés: um dado de bônus
cli-help-keeper-coc7-firearms-range = base (Regular), long (até o dobro do alcance base: Difícil) ou very-long (até quatro vezes: Extrema)
cli-help-keeper-coc7-firearms-target-dived = O alvo já se jogou em busca de cobertura com sucesso: um dado de penalidade
cli-help-keeper-coc7-firearms-dodge = O alvo se joga em busca de cobertura agora, com esta Esquiva: um sucesso dá um dado de penalidade
cli-help-keeper-coc7-firearms-bonus = Dados de bônus (cada um acrescenta um dado das dezenas, e fica o menor)
cli-help-keeper-coc7-firearms-penalty = Dados de penalidade (cada um acrescenta um dado das dezenas, e fica o maior)
cli-help-keeper-coc7-firearms-ammo = Balas na arma: cada tiro gasta uma, e mais tiros do que balas são recusados
cli-help-keeper-coc7-firearms-seed = Torna as rolagens reproduzíveis: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-coc7-firearms-dice = Informe você mesmo as faces: dezenas e unidades da rolagem de Esquiva (com --dodge); depois, para cada tiro, os dados das dezenas, o dado das unidades e, se acertar, os dados de dano: 2,6,0,0,3,5,4
cli-help-keeper-coc7-firearms-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-coc7-firearms-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-coc7-maneuver = Uma manobra de luta (desarmar, derrubar, agarrar e imobilizar): Lutar (Briga) em oposição, como no corpo a corpo, com as regras de Corpo (K8)
cli-long-about-keeper-coc7-maneuver = Uma manobra de luta: desarmar, derrubar, agarrar e imobilizar (um alvo imobilizado leva um dado de penalidade nas suas ações até se soltar). Quem faz a manobra rola Lutar (Briga) contra a Esquiva ou o contra-ataque do alvo, como no corpo a corpo. Se o Corpo de quem faz a manobra for menor, ele leva um dado de penalidade por ponto de diferença (no máximo dois); um alvo com Corpo 3 ou mais acima não pode sofrer a manobra. Um alvo que contra-ataca e vence causa seu dano. As chances exatas aparecem primeiro.
    Exemplo: keeper coc7 maneuver --attack 70 --build 0 --defend 40 --target-build 1 --fight-back
    Códigos de saída: 0 sucesso, 2 entrada inválida, 1 erro interno.
cli-help-keeper-coc7-maneuver-attack = Lutar (Briga) de quem faz a manobra
cli-help-keeper-coc7-maneuver-build = O Corpo de quem faz a manobra
cli-help-keeper-coc7-maneuver-bonus = Dados de bônus de quem faz a manobra
cli-help-keeper-coc7-maneuver-penalty = Dados de penalidade de quem faz a manobra (a penalidade por Corpo é aplicada pelas próprias regras)
cli-help-keeper-coc7-maneuver-defend = A Esquiva do alvo (ou Lutar, com --fight-back)
cli-help-keeper-coc7-maneuver-target-build = O Corpo do alvo
cli-help-keeper-coc7-maneuver-fight-back = O alvo contra-ataca em vez de se esquivar
cli-help-keeper-coc7-maneuver-defender-weapon = A arma do alvo que contra-ataca (padrão 1D3)
cli-help-keeper-coc7-maneuver-defender-db = O bônus de dano do alvo que contra-ataca (padrão 0)
cli-help-keeper-coc7-maneuver-defender-bonus = Dados de bônus do alvo
cli-help-keeper-coc7-maneuver-defender-penalty = Dados de penalidade do alvo
cli-help-keeper-coc7-maneuver-outnumbered = O alvo já contra-atacou ou se esquivou nesta rodada: a manobra recebe um dado de bônus (K9)
cli-help-keeper-coc7-maneuver-seed = Torna as rolagens reproduzíveis: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-coc7-maneuver-dice = Informe você mesmo as faces: dezenas e unidades de quem faz a manobra, as do alvo e depois os dados de dano de quem contra-atacou e venceu: 0,2,2,3,0
cli-help-keeper-coc7-maneuver-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-coc7-maneuver-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-coc7-initiative = A ordem de ação numa rodada de combate: maior DES primeiro, +50 para uma arma de fogo já empunhada (K2)
cli-long-about-keeper-coc7-initiative = A ordem de ação: maior DES primeiro; uma arma de fogo já empunhada conta DES + 50. Com DES igual, vai primeiro quem tem a maior perícia de combate; depois, os combatentes empatados rolam dados percentuais e o menor resultado vai primeiro, repetindo enquanto houver empate.
    Exemplo: keeper coc7 initiative Brian=80 Hugh=50 ghoul=65 --firearm Hugh --skill Brian=70
    Códigos de saída: 0 sucesso, 2 entrada inválida, 1 erro interno.
cli-help-keeper-coc7-initiative-combatants = Os combatentes no formato NOME=DES, na ordem em que forem listados
cli-help-keeper-coc7-initiative-skills = A perícia de combate de um combatente no formato NOME=N, para desempatar DES iguais
cli-help-keeper-coc7-initiative-firearms = Um combatente com uma arma de fogo já empunhada (DES + 50)
cli-help-keeper-coc7-initiative-seed = Torna as rolagens reproduzíveis: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-coc7-initiative-dice = Informe você mesmo as faces: dezenas e unidades das rolagens de desempate, na ordem dos combatentes empatados: 4,2,7,0
cli-help-keeper-coc7-initiative-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-coc7-initiative-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-coc7-improvement = As rolagens de melhoria no fim de um cenário: 1D100 acima da perícia (ou 96+) soma 1D10, e 2D6 de Sanidade quando ela chega a 90 (R10)
cli-long-about-keeper-coc7-improvement = As rolagens de melhoria no fim de um cenário, para cada perícia com marca de melhoria: role 1D100; acima do valor da perícia, ou 96 ou mais, a perícia ganha 1D10. Uma perícia que chega a 90 ou mais dessa forma dá 2D6 de Sanidade. Depois, as marcas são apagadas. Com --luck, a recuperação opcional de Sorte: 1D100 acima da Sorte atual ganha 1D10 de Sorte.
    Exemplo: keeper coc7 improvement "Spot Hidden=45" Climb=85 --luck 40
    Códigos de saída: 0 sucesso, 2 entrada inválida, 1 erro interno.
cli-help-keeper-coc7-improvement-skills = As perícias marcadas, no formato PERÍCIA=N
cli-help-keeper-coc7-improvement-luck = Sorte atual, para a rolagem opcional de recuperação de Sorte
cli-help-keeper-coc7-improvement-seed = Torna as rolagens reproduzíveis: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-coc7-improvement-dice = Informe você mesmo as faces: para cada perícia, dezenas e unidades, o 1D10 quando ela melhora e os 2D6 quando chega a 90; depois a rolagem de Sorte e seu 1D10: 4,3,9,0,7,3,4
cli-help-keeper-coc7-improvement-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-coc7-improvement-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-about-keeper-coc7-reality-check = Um Teste de Realidade: uma rolagem de Sanidade que enxerga através de uma alucinação ou afunda ainda mais (N3)
cli-long-about-keeper-coc7-reality-check = Um Teste de Realidade põe à prova uma alucinação de um investigador com Insanidade Temporária: uma rolagem de Sanidade (dados percentuais contra a SAN atual, sem dificuldade nem dados de bônus). Um sucesso enxerga através da alucinação; um fracasso afunda ainda mais na loucura. Nenhuma Sanidade é perdida. As chances exatas aparecem primeiro.
    Exemplo: keeper coc7 reality-check 45
    Códigos de saída: 0 sucesso, 2 entrada inválida, 1 erro interno.
cli-help-keeper-coc7-reality-check-san = Sanidade atual
cli-help-keeper-coc7-reality-check-seed = Torna as rolagens reproduzíveis: a mesma semente dá os mesmos dados em qualquer lugar
cli-help-keeper-coc7-reality-check-dice = Informe você mesmo as faces: o dado das dezenas (0–9) e depois o das unidades (0–9): 6,2
cli-help-keeper-coc7-reality-check-json = Imprime a resposta do protocolo resolve em JSON
cli-help-keeper-coc7-reality-check-lang = Idioma das mensagens e da ajuda (pt-BR, en, el, ru); por padrão vem de LC_ALL, LC_MESSAGES ou LANG
cli-coc7-dive = salto em busca de cobertura: { $roll }; { $success ->
    [yes] os tiros levam um dado de penalidade
   *[no] sem dado de penalidade
}; quem se jogou perde o próximo ataque
cli-coc7-shot = tiro { $n }: { $roll }{ $hit ->
    [yes] ; { $damage } de dano{ $extreme ->
        [yes] {" "}(extremo)
       *[no] {""}
    }
   *[no] {""}
}
cli-coc7-firearms-total = dano total { $damage }
cli-coc7-ammo-left = { $ammo ->
    [0] nenhuma bala restante
    [one] { $ammo } bala restante
   *[other] { $ammo } balas restantes
}
cli-coc7-maneuver-odds = chances: a manobra funciona { $attacker }, o alvo vence { $defender }, ninguém { $none }
cli-coc7-build-penalty = o Corpo do alvo é maior: { $dice } { $dice ->
    [one] dado de penalidade
   *[other] dados de penalidade
}
cli-coc7-maneuver-result = { $success ->
    [yes] a manobra funciona
   *[no] a manobra fracassa
}{ $damage ->
    [0] {""}
   *[other] ; o alvo causa { $damage } de dano
}
cli-coc7-initiative-line = { $n }. { $name }: { $initiative }{ $firearm ->
    [yes] {" "}(DES + 50, arma de fogo já empunhada)
   *[no] {""}
}
cli-error-coc7-combatant = "{ $name }" não é um dos combatentes informados no formato NOME=DES
cli-coc7-improvement-line = { $skill } { $value }: rolou { $roll }{ $improved ->
    [yes] , +{ $gain }: agora { $after }
   *[no] , sem melhora
}{ $sanity ->
    [0] {""}
   *[other] ; +{ $sanity } de Sanidade (a perícia chegou a 90)
}
cli-coc7-luck-recovery = Recuperação de Sorte: rolou { $roll } contra { $luck }{ $gain ->
    [0] , sem ganho
   *[other] , +{ $gain }: Sorte agora { $after }
}
cli-coc7-reality-check = { $sees ->
    [yes] o investigador enxerga através da alucinação
   *[no] o investigador afunda ainda mais na loucura
}
cli-coc7-wizard-rolled = Características roladas: { $characteristics }

## keeper chthonian sheet: a primeira linha da ficha, com o nome do Estilo (crates/cli/src/chthonian.rs).
cli-chthonian-sheet-header = { $name } ({ $style ->
    [pulp] Aventura Pulp
    [shocking] Descoberta Chocante
   *[weird] Conto Estranho
})

## keeper serve, keeper verify
cli-about-keeper-serve = Inicia a mesa de jogo: as páginas web, a API e o registro ao vivo, num arquivo SQLite embutido ou num servidor PostgreSQL
cli-help-keeper-serve-addr = Endereço e porta em que escutar
cli-help-keeper-serve-db = O banco de dados: sqlite:CAMINHO (o padrão é sqlite:keeper.db no diretório de trabalho) ou postgres://USER@HOST/DB
cli-about-keeper-verify = Confere a cadeia de hashes do registro de um jogo e recalcula cada rolagem cuja semente é conhecida
cli-help-keeper-verify-db = Confere todos os jogos deste banco de dados (sqlite:CAMINHO ou postgres://…) como o dono de cada um: cada conteúdo e cada rolagem
cli-help-keeper-verify-game = Confere só este jogo
cli-help-keeper-verify-log = Confere um registro exportado (o JSON de GET /api/v1/games/ID/export): o que quem exportou podia ler, e as rolagens das sementes reveladas
cli-serving = keeper no ar em { $url } (banco de dados { $db })
cli-error-addr = --addr "{ $addr }" não é um endereço: escreva no formato HOST:PORTA, por exemplo 127.0.0.1:8080
cli-error-db = não foi possível abrir o banco de dados { $db }: { $error }
cli-error-no-game = não existe o jogo { $game } neste banco de dados
cli-error-export = { $file } não é uma exportação de registro do keeper: { $error }
cli-error-verify-what = diga o que conferir: --db URL (um banco de dados) ou --log ARQUIVO (um registro exportado)
cli-verify-ok = jogo { $game }: a cadeia de { $entries ->
        [0] { $entries } entradas
        [one] { $entries } entrada
       *[other] { $entries } entradas
    } está íntegra; { $bodies ->
        [0] nenhum conteúdo a conferir
        [one] { $bodies } conteúdo confere com seu hash
       *[other] { $bodies } conteúdos conferem com seus hashes
    }; { $rolls ->
        [0] nenhum passo de rolagem recalculado
        [one] { $rolls } passo de rolagem recalculado
       *[other] { $rolls } passos de rolagem recalculados
    }
cli-verify-broken = jogo { $game }: cadeia quebrada na entrada { $seq }: { $reason }
cli-verify-failed = a verificação falhou: o registro foi alterado ou não corresponde às suas sementes

## As palavras da própria linha de comando (o que o clap escreveria em inglês).
cli-usage-heading = Uso:
cli-heading-options = Opções
cli-heading-arguments = Argumentos
cli-heading-commands = Comandos
cli-usage-options = [OPÇÕES]
cli-help-flag = Mostrar a ajuda
cli-help-flag-more = Mostrar a ajuda (mais detalhes com '--help')
cli-help-flag-summary = Mostrar a ajuda (um resumo com '-h')
cli-version-flag = Mostrar a versão
cli-help-subcommand = Mostrar esta mensagem ou a ajuda dos comandos indicados
cli-help-default = [padrão: { $value }]
cli-help-possible = [valores possíveis: { $values }]
cli-usage-error = erro: { $message }
cli-usage-tip = dica: { $tip }
cli-usage-more = Para mais informações, tente '{ $flag }'.
cli-usage-missing = faltam os argumentos obrigatórios: { $args }
cli-usage-unknown-argument = argumento inesperado '{ $arg }'
cli-usage-unknown-subcommand = comando desconhecido '{ $name }'
cli-usage-invalid-value = valor inválido '{ $value }' para '{ $arg }'
cli-usage-conflict = o argumento '{ $arg }' não pode ser usado com '{ $other }'
cli-usage-value-count = número errado de valores para '{ $arg }'
cli-usage-missing-subcommand = '{ $name }' precisa de um comando depois dele
cli-usage-other = não foi possível ler a linha de comando
cli-usage-possible = valores possíveis: { $values }
cli-usage-similar = há nomes parecidos: { $names }
cli-error-coc7-characteristics-missing = falta valor para { $list }: informe cada característica com --char (STR=60,CON=50,…), ou role-as com --rolled
# The database's own words, when keeper knows no better ones.
cli-error-plain = { $text }
