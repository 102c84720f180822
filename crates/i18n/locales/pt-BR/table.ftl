## Os erros da mesa de jogo (keeper-table) e do próprio JSON API (keeper-server).
## Os nomes de campos ($field, "options", "create", …) e os códigos ficam como a API os escreve.

## Campos
table-field-empty = o campo "{ $field }" não pode ficar vazio
table-field-too-long = o campo "{ $field }" passa de { $limit ->
    [one] { $limit } caractere
   *[other] { $limit } caracteres
}
table-field-control = o campo "{ $field }" não pode ter caracteres de controle
table-bad-system = "{ $system }" não é um sistema: use um destes: { $systems }
table-bad-language = "{ $language }" não é um idioma: use um destes: { $languages }
table-options-not-object = options deve ser um objeto JSON
table-options-too-large = options passa de { $kib } KiB: deixe só as opções de que o jogo precisa
table-bad-db-url = "{ $url }" não é um endereço de banco de dados: use sqlite:PATH ou postgres://…

## Quem pode fazer o quê
table-keeper-only-invite = só o Guardião pode convidar
    .chthonian = só o Narrador pode convidar
table-keeper-only-end = só o Guardião pode encerrar o jogo
    .chthonian = só o Narrador pode encerrar o jogo
table-keeper-only-seed = só o Guardião pode revelar a semente do Guardião
    .chthonian = só o Narrador pode revelar a semente do Narrador
table-keeper-only-reveal = só o Guardião pode revelar uma rolagem
    .chthonian = só o Narrador pode revelar uma rolagem
table-keeper-only-request = só o Guardião pode pedir uma rolagem
    .chthonian = só o Narrador pode pedir uma rolagem
table-observer-roll = observadores não rolam dados
table-observer-character = observadores não criam personagens
table-observer-thread = observadores não abrem tópicos
table-observer-post = observadores não postam
table-sheet-owner-only = só o Guardião e o jogador do personagem podem mudar a ficha dele
    .chthonian = só o Narrador e o jogador do personagem podem mudar a ficha dele
table-player-own-character = jogadores criam personagens só para si mesmos
table-request-not-yours = esta rolagem foi pedida a outro jogador
table-post-author-only = só o autor da postagem e o Guardião podem mudá-la
    .chthonian = só o autor da postagem e o Narrador podem mudá-la
table-too-busy = o jogo está movimentado demais agora: tente de novo

## Convites, sementes e revelações
table-invite-keeper = um jogo tem um só Guardião: convide jogadores ou observadores
    .chthonian = um jogo tem um só Narrador: convide jogadores ou observadores
table-seed-revealed = a semente do Guardião já foi revelada
    .chthonian = a semente do Narrador já foi revelada
table-seed-not-ended = a semente do Guardião só pode ser revelada depois que o jogo for encerrado: encerre o jogo primeiro
    .chthonian = a semente do Narrador só pode ser revelada depois que o jogo for encerrado: encerre o jogo primeiro
table-entry-public = essa entrada já é pública

## Rolagens e pedidos de rolagem
table-roll-system = este jogo usa { $system }: role com { $system }, dice ou bcdice
table-roll-action = diga em request.action qual ação resolver
table-roll-expr-empty = digite uma expressão de dados ou um comando
table-roll-one-of = envie exatamente um entre request e expr
table-request-observer = observadores não rolam dados: peça a um jogador
table-request-dice = quem escolhe os dados físicos é o jogador que responde: tire dice do pedido
table-request-unreadable = este pedido de rolagem não pode mais ser lido: { $error }
table-request-answered = este pedido já foi respondido

## Personagens
table-create-not-object = create deve ser um objeto
table-create-one-of = envie exatamente um entre create e sheet
table-create-chthonian = personagens de Chthonian são enviados como ficha: mande sheet em vez de create
table-events-count = envie de 1 a { $max } eventos
table-options-refused = as opções do jogo foram recusadas: { $reason }
table-sheet-refused = a ficha foi recusada: { $reason }

## Postagens
table-post-empty = uma postagem precisa de algum texto
table-post-nul = o texto não pode ter caracteres NUL
table-post-too-long = o texto passa de { $limit ->
    [one] { $limit } caractere
   *[other] { $limit } caracteres
}
table-post-too-many-tags = o texto tem mais de { $limit ->
    [one] { $limit } marcação de rolagem
   *[other] { $limit } marcações de rolagem
}: divida a postagem ou faça algumas rolagens à parte

## Não encontrado, não permitido, não agora
table-not-found-game = não existe o jogo "{ $id }"
table-not-found-member = não existe o membro "{ $id }" neste jogo
table-not-found-character = não existe o personagem "{ $id }" neste jogo
table-not-found-post = não existe a postagem "{ $id }" neste jogo
table-not-found-thread = não existe o tópico "{ $id }" neste jogo
table-not-found-request = não existe o pedido de rolagem "{ $id }" neste jogo
table-not-found-entry = não existe a entrada { $id } no registro deste jogo
table-not-found = não existe { $what } "{ $id }" neste jogo
table-unauthorized = o token de membro está faltando ou não vale para este jogo
table-rejected = a rolagem foi recusada: { $reason }
table-ended = o jogo foi encerrado: não dá para acrescentar mais nada a ele
table-unavailable = o armazenamento do jogo não está respondendo: tente de novo daqui a pouco

## O JSON API
table-api-no-route = esse endpoint não existe: veja /api/v1/openapi.json
table-api-method = este endpoint não aceita esse método: veja /api/v1/openapi.json
table-api-json-content-type = envie o corpo como JSON, com Content-Type: application/json
table-api-body-too-large = o corpo passa do limite de { $limit } bytes
table-api-too-many-requests = no máximo { $limit } requisições em um array
table-api-odds-one-of = envie exatamente um entre request (um objeto) e expr
table-api-internal = o keeper encontrou um bug: o pedido não foi aplicado

## A storage failure whose usual cause keeper knows
table-store-cannot-open = o arquivo não pode ser aberto nem criado: confira o caminho, se a pasta existe e se o keeper pode gravar nela
table-store-refused-login = o servidor PostgreSQL recusou o usuário ou a senha: confira-os na URL
table-store-no-database = o servidor PostgreSQL não tem esse banco de dados: crie-o (createdb) ou indique outro
table-store-connection-refused = ninguém responde nesse endereço: confira se o servidor do banco de dados está rodando, e o host e a porta
table-store-timed-out = o banco de dados não respondeu a tempo

## Personagens não jogadores (NPCs) na mesa.
table-npc-keeper-only = só o Guardião cria, mostra e rola pelos personagens não jogadores
    .chthonian = só o Narrador cria, mostra e rola pelas criaturas e personagens não jogadores
table-npc-no-name = a primeira linha da ficha deve ser o nome do NPC
table-npc-not-npc = só um personagem não jogador pode ser mostrado: a ficha de um investigador já é pública
table-npc-already-shown = este personagem não jogador já foi mostrado
table-npc-kind = “kind” é “investigator” ou “npc”, não “{ $kind }”
table-npc-statblock = um personagem não jogador é criado só a partir do seu “statblock” (o texto da ficha), sem “create” nem “sheet”
table-npc-statblock-kind = um “statblock” cria um personagem não jogador: acrescente "kind": "npc"

# O controle de combate.
table-not-found-fight = não há combate neste jogo: o Guardião começa um
table-fight-changed = o combate mudou enquanto você escolhia: olhe de novo e escolha outra vez
table-fight-already = já há um combate: termine-o antes de começar outro
table-fight-keeper-only = só o Guardião começa um combate, acrescenta combatentes e o termina
table-forecast-system = a previsão de luta conhece só lutas da 7ª edição e do clássico: uma luta de Chthonian não é prevista
table-fight-no-fighters = indique ao menos um personagem para o combate
table-fight-too-many = no máximo { $max } combatentes num combate
table-fight-in-already = este personagem já está no combate
table-fight-unreadable = as regras não conseguem ler a ficha de { $name }: corrija-a antes do combate
table-fight-exchange-system = num jogo de Chthonian o controle guarda a ordem, as rodadas e os turnos; role cada disputa pelas fichas
table-fight-refused = as regras não permitem: { $reason }
table-fight-jammed = a arma { $with } emperrou: recarregue-a antes
table-fight-no-rounds = a arma { $with } tem { $left } balas: recarregue-a ou dispare menos vezes
table-fight-no-trait = “{ $trait }” não é um Traço deste combatente ({ $list })
table-fight-not-in-system = { $what ->
    [maneuver] o sistema deste jogo não tem manobras de luta
    [reload] o sistema deste jogo não conta balas
    [aim] o sistema deste jogo não tem mira
    [skill] num jogo de Chthonian a outra rolagem do turno é feita pela ficha, com seus Traços
    [difficulty] testes clássicos não têm níveis de dificuldade nem dados de bônus e penalidade
   *[range] o sistema deste jogo não tem faixas de alcance nem tiro à queima-roupa
}
table-fight-pending = um ataque espera a resposta do alvo: responda-o primeiro
table-fight-not-in = este personagem não está no combate
table-contest-chthonian = disputas, disputas complexas e rolagens cooperativas de vários lados são do Chthonian (R2–R4)
table-contest-sides = informe de { $min } a { $max } lados
table-outcome-trait-narrator = só o Narrador transforma um Resultado em Traço (R5)
table-outcome-trait-none = esta rolagem não tem Resultado a dar: uma rolagem Chthonian, uma disputa vencida ou o vencedor de uma disputa complexa
table-opposed-system = testes opostos são da 7ª edição e testes de resistência do clássico; um jogo Chthonian rola uma disputa
table-opposed-two = um teste oposto tem exatamente dois lados
table-opposed-side = dê a cada lado um personagem e o nome do valor na ficha, ou um nome e um valor
table-contest-object-trait = um objeto não tem ficha onde achar "{ $trait }": dê-lhe um valor ("{ $trait } 2")
table-fight-exposure-coc7 = uma exposição repetida (fogo, afogamento) é regra da 7ª edição (H8)
table-fight-exposure-no-hp = este combatente não tem Pontos de Vida para uma exposição tirar
table-fight-not-exposed = { $name } não está exposto a nada
table-fight-self = um combatente não ataca a si mesmo: escolha outro alvo
table-fight-not-your-turn = não é a vez do seu combatente: espere, ou o Guardião age
table-fight-lost-attack = este combatente se jogou em busca de cobertura e perde este ataque: termine o turno
table-fight-no-attacks-left = este combatente já fez todos os seus ataques nesta rodada: termine o turno
table-fight-no-skill = “{ $skill }” não está na ficha deste lutador: { $list }
table-fight-attacker-down = este combatente está inconsciente ou morto e não pode atacar
table-fight-target-dead = o alvo está morto: escolha outro
table-fight-no-weapon = “{ $with }” não é um dos ataques deste combatente: { $list }
table-fight-no-attack = nenhum ataque espera resposta
table-fight-not-your-target = só o jogador do alvo (ou o Guardião, para um NPC) responde a este ataque
table-fight-response = responda com um de: { $list }
table-fight-with-or-maneuver = indique a arma ou o ataque (“with”), ou uma manobra (“maneuver”)
table-fight-maneuver-build = o alvo tem Corpo 3 ou mais maior: a manobra { $maneuver } não funciona nele; golpeie-o
table-fight-count = um NPC entra de 1 a { $max } de uma vez (cópias da sua ficha); um investigador vem sozinho
table-fight-position = um lugar na ordem vai de 0 (primeiro) a { $max }
table-fight-held-flee = este combatente está imobilizado: liberte-se com uma manobra antes de fugir (K8)
table-fight-target-fled = o alvo fugiu do combate: escolha outro
table-story-narrator-only = só o Narrador começa e termina uma História (I4)
table-development-keeper-only = só o Guardião convoca a fase de desenvolvimento, no fim de um cenário (R10)
table-treat-system = tratamentos na mesa seguem as regras da 7ª edição (H4–H7); neste jogo aplique os eventos das regras pela ficha
table-treat-investigator = só um investigador é tratado, e só um investigador trata
table-treat-healer = Primeiros Socorros e Medicina dizem quem é o “healer” (quem trata)
table-treat-healer-down = { $name } está inconsciente, morrendo ou morto e não trata ninguém
table-treat-time = os dias e semanas de descanso quem passa é o Guardião
table-treat-classic = no clássico a cura é Primeiros Socorros, Medicina ou uma semana de descanso (H1, H2)
table-sheet-keeper-only = só o Guardião faz isto para um personagem: pelas regras, a decisão é dele
table-treat-not-dying = { $name } não está morrendo: não há teste de CON a fazer (H4)
table-time-keeper-only = só o Guardião diz quanto tempo de jogo passa
table-time-hours = passam no máximo { $max } horas de jogo de uma vez
table-time-nothing = informe as horas que passam, ou comece um novo dia
table-time-system = a passagem do tempo muda investigadores da 7ª edição e do clássico; um jogo Chthonian não tem Pontos de Magia a recuperar
