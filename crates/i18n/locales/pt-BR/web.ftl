## As páginas web (keeper-server). Os textos web-js-* são mostrados pelo script da
## página, que preenche as variáveis deles.

web-site-name = keeper
web-skip-to-content = Pular para o conteúdo
web-nav-game = Este jogo
web-nav-table = Mesa
web-nav-threads = Tópicos
web-nav-new-character = Novo personagem
web-noscript = Dá para ler sem JavaScript; rolar dados, postar e o registro ao vivo precisam dele.
web-footer = keeper: toda rolagem é feita no servidor e encadeada no registro do jogo.
web-footer-api = A API JSON

web-role-keeper = Guardião
    .chthonian = Narrador
web-role-player = jogador
web-role-observer = observador
web-system-coc7 = Chamado de Cthulhu 7ª edição
web-system-classic = Chamado de Cthulhu clássico
web-system-chthonian = Chthonian
web-system-dice = Dados
web-system-bcdice = Comando BCDice
web-language-en = English
web-language-el = Ελληνικά
web-language-ru = Русский
web-language-pt-br = Português (Brasil)

web-error-not-found-title = Não encontrado
web-error-not-found = Não há nada aqui: o link pode estar errado, ou a entrada pode não ser pública.
web-error-unauthorized-title = Você não entrou neste jogo
web-error-unauthorized = Este navegador não está conectado a este jogo. Use o link de convite que o Guardião passou, ou entre com o seu token na página inicial.
web-error-forbidden-title = Acesso não permitido
web-error-forbidden = O seu papel neste jogo não dá acesso a esta página. O Escudo do Guardião é só para o Guardião.
    .chthonian = O seu papel neste jogo não dá acesso a esta página. O Escudo do Narrador é só para o Narrador.
web-error-ended-title = O jogo foi encerrado
web-error-ended = Não dá para acrescentar mais nada a este jogo.
web-error-unavailable-title = Tente de novo daqui a pouco
web-error-unavailable = O armazenamento do jogo não está respondendo agora.
web-error-bad-title = Não deu certo
web-error-bad = Não foi possível atender ao pedido.
web-error-internal-title = Algo deu errado
web-error-internal = O keeper encontrou um problema; nada foi alterado.
web-error-home = Voltar aos seus jogos

web-index-title = Seus jogos
web-index-your-games = Jogos neste navegador
web-index-no-games = Este navegador ainda não tem nenhum jogo. Crie um, ou abra o link de convite que o Guardião enviou.
web-index-you-are = seu papel: { $role }
web-index-new-game = Criar um jogo
web-index-token-title = Entrar com um token
web-index-token-hint = Se você criou o jogo em outro lugar (na linha de comando ou pela API), cole o id do jogo e o seu token de membro.
web-index-token-game = Id do jogo
web-index-token-value = Token de membro
web-index-token-submit = Entrar
web-mail-signin-title = Perdeu o link? Receba um novo por e-mail
web-mail-signin-hint = Se você deu ao jogo seu endereço de e-mail, um novo link de entrada é enviado a ele; o antigo deixa de valer.
web-mail-signin-email = Seu endereço de e-mail
web-mail-signin-submit = Enviar-me um link
web-mail-signin-back = Voltar aos seus jogos
web-game-ended-short = encerrado
web-game-ended = Este jogo foi encerrado: o registro está fechado e a semente pública foi revelada.

web-new-game-title = Criar um jogo
web-new-game-name = Nome do jogo
web-new-game-system = Regras
web-new-game-language = Idioma do jogo
web-new-game-keeper-name = Seu nome (você é o Guardião)
web-new-game-options = Opções
web-new-game-house-rules = Regras da casa (só no clássico)
web-new-game-house-forum = As regras da casa do fórum (todas ativas)
web-new-game-house-plain = Sem regras da casa (todas desativadas)
web-new-game-house-hint = Bloqueio avançado, Briga, ataque múltiplo, refazer rolagens com Pontos de Magia, gasto de Sorte e meditação.
web-new-game-options-json = Opções em JSON (opcional)
web-new-game-options-hint = Para usuários avançados: um objeto JSON passado às regras, por exemplo {"{"}"preset": "forum", "meditation": false{"}"}. Deixe vazio para usar o padrão; se preenchido, substitui a escolha das regras da casa.
web-new-game-options-bad = As opções devem ser um objeto JSON, como {"{"}"preset": "plain"{"}"}.
web-new-game-submit = Criar o jogo

web-join-title = Entrar num jogo
web-join-game = Você recebeu um convite para “{ $name }”.
web-join-invite = Código do convite
web-join-name = Seu nome na mesa
web-join-submit = Entrar
web-join-bad-invite = Este convite não vale para este jogo. Peça um link novo ao Guardião.
    .chthonian = Este convite não vale para este jogo. Peça um link novo ao Narrador.

web-session-title = Este navegador
web-session-signout = Sair deste jogo

web-log-title = Registro
web-log-all = Mostrar o registro inteiro
web-log-empty = Nada aconteceu ainda.
web-entry-number = Entrada { $seq }
web-entry-permalink = Link permanente
web-entry-reveal = Revelar para todos
web-entry-hidden = Uma entrada oculta.
web-entry-game-created = Criou o jogo “{ $name }” e publicou antes o hash de cada semente, para que nenhuma possa ser trocada depois.
web-entry-joined = { $name } entrou no jogo; papel: { $role }.
web-entry-request = Pediu uma rolagem a { $name }:
web-entry-revealed = Revelou a entrada
web-entry-character-created = Criou o personagem
web-entry-character-changed = Alterou { $name }
web-entry-hours-passed = { $hours ->
    [one] passa 1 hora
   *[other] passam { $hours } horas
}
web-entry-new-day = começa um novo dia
web-entry-thread-created = Abriu o tópico
web-entry-posted = Postou em
web-entry-post-rolls = com { $count ->
    [one] uma rolagem
   *[other] { $count } rolagens
}
web-entry-post-edited = Editou uma postagem (as rolagens dela continuam como estavam).
web-entry-post-deleted = Apagou uma postagem (as rolagens dela continuam no registro).
web-entry-game-ended = Encerrou o jogo. A semente pública:
web-entry-keeper-seed = Revelou a semente do Guardião:
    .chthonian = Revelou a semente do Narrador:
web-badge-revealed = revelada
web-visibility-keeper-badge = às cegas
web-visibility-private-badge = privada

web-roll-hidden = Rolagem oculta: só o Guardião pode ler o resultado.
    .chthonian = Rolagem oculta: só o Narrador pode ler o resultado.
web-roll-button = Rolar
web-roll-check = teste contra { $value }%
web-roll-bonus = { $count ->
    [one] um dado de bônus
   *[other] { $count } dados de bônus
}
web-roll-penalty = { $count ->
    [one] um dado de penalidade
   *[other] { $count } dados de penalidade
}
web-roll-modifier = modificador { $modifier }
web-roll-chthonian = d12 contra Dificuldade { $difficulty }
web-roll-outcome = Resultado { $outcome }
web-outcome-trait = Resultado { $outcome } como Traço de
web-outcome-trait-who = Quem o carrega
web-outcome-trait-name = Seu nome (Ferido, Aberto…)
web-outcome-trait-hinders = atrapalha
web-outcome-trait-button = Acrescentar o Traço
web-roll-for = para { $name }
web-roll-sanity-lost = perdeu { $lost }, Sanidade agora { $san }
web-roll-breakdown = Detalhamento:
web-roll-dice = Dados:
web-roll-physical = Dados físicos: as faces foram digitadas por quem rolou
web-roll-applied = Aplicado: { $events }

web-difficulty-regular = Regular
web-difficulty-hard = Difícil
web-difficulty-extreme = Extrema


web-dice-title = Rolar dados
web-dice-expr = Expressão de dados ou comando
web-dice-hint = Por exemplo 1d100, 3d6+2, 4d6kh3, ou um comando do BCDice como CC(1)<=50.
web-dice-hint-classic = Por exemplo 1d100, 3d6+2 ou um comando do BCDice como CCB<=40.
web-dice-hint-chthonian = Por exemplo 1d12, ou 1d12+2 somando o valor de um Traço; os Traços de uma ficha são rolados pela ficha.
web-dice-label = Para que é a rolagem? (opcional)
web-dice-physical = Dados físicos (opcional)
web-dice-physical-hint = Rolou dados de verdade? Digite as faces em ordem, separadas por vírgulas: 3,4,1. A rolagem fica marcada como física.
web-visibility = Quem vê o resultado
web-visibility-public = Todos
web-visibility-keeper = Às cegas: só o Guardião lê o resultado
    .chthonian = Às cegas: só o Narrador lê o resultado
web-visibility-private = Privada: eu e o Guardião
    .chthonian = Privada: eu e o Narrador
web-cancel = Cancelar
web-copy = Copiar

web-requests-title = Rolagens pedidas a você
web-requests-none = O Guardião não pediu nenhuma rolagem a você.
    .chthonian = O Narrador não pediu nenhuma rolagem a você.

web-characters-mine = Seus personagens
web-characters-all = Personagens
web-characters-none = Nenhum personagem ainda.
web-characters-sheet = Abrir a ficha

web-check-title = Teste
web-check-difficulty = Dificuldade
web-check-bonus = Dados de bônus
web-check-penalty = Dados de penalidade
web-check-modifier = Modificador (em %)

web-chthonian-traits-apply = Traços que se aplicam
web-chthonian-no-traits = Nenhum Traço nesta ficha.
web-chthonian-difficulty = Dificuldade
web-chthonian-modifier = Outro modificador
web-chthonian-traits-hint = Um Traço por linha: um nome e um valor, como “Ex-Detetive 2”.

web-sheet-invalid = As regras não conseguiram ler esta ficha.
web-sheet-played-by = Personagem de { $name }
web-sheet-state = Estado
web-sheet-characteristics = Características
web-sheet-derived = Valores derivados
web-sheet-skills = Perícias
web-sheet-roll = Rolar
web-sheet-click-to-roll = Escolha uma perícia ou característica para ver as chances exatas e rolar.
    .chthonian = Escolha os Traços que se aplicam e a Dificuldade para ver as chances exatas e rolar.
web-sheet-no-skills = Nenhuma perícia nesta ficha.
web-sheet-hp = PV
web-sheet-hp-long = Pontos de Vida
web-sheet-mp = PM
web-sheet-mp-long = Pontos de Magia
web-sheet-san = SAN
web-sheet-san-long = Sanidade
web-sheet-sanity = Sanidade
web-sheet-luck = Sorte
web-sheet-idea = Ideia
web-sheet-know = Conhecimento
web-sheet-db = Bônus de Dano
web-sheet-build = Corpo
web-sheet-occupation = Ocupação
web-sheet-credit = Nível de Crédito
web-sheet-condition = Condição
web-sheet-conditions = Ferimentos e condições
web-sheet-insanity = Insanidade
web-sheet-checks = Cheques de Experiência
web-sheet-background = Antecedentes
web-sheet-equipment = Equipamento
web-sheet-style = Estilo
web-sheet-ti = PT
web-sheet-ti-long = Percepção Terrível
web-sheet-practicality = Praticidade
web-sheet-cognizance = Cognição
web-sheet-nodules = Nódulos
web-sheet-no-story = nenhuma História em andamento
web-sheet-traits = Traços
web-sheet-temporary = (temporário)
web-sheet-json = A ficha em JSON
web-sheet-json-label = Ficha (somente leitura)
web-cond-major-wound = Ferimento Grave
web-cond-unconscious = inconsciente
web-cond-dying = morrendo
web-cond-needs-medicine = precisa de Medicina
web-cond-dead = morto
web-cond-indefinite = Insanidade Indefinida
web-cond-permanent = Insanidade Permanente
web-cond-temporary = Insanidade Temporária por { $hours ->
    [0] { $hours } horas
    [one] uma hora
   *[other] { $hours } horas
}
web-cond-none = Nenhuma.

web-style-pulp = Pulp
web-style-weird = Estranho
web-style-shocking = Chocante

web-create-title = Novo personagem
web-create-owner = Jogador
web-create-failed = O personagem não foi criado.
web-create-bad-line = Esta linha não é um nome seguido de um número: “{ $line }”.
web-wizard-step-characteristics = 1. Características
web-wizard-step-derived = 2. Valores derivados
web-wizard-step-occupation = 3. Ocupação e suas perícias
web-wizard-step-interests = 4. Interesses pessoais
web-wizard-step-name = 5. Nome
web-wizard-method-quickstart = Valores do início rápido
web-wizard-method-rolled = Rolados
web-wizard-array-hint = Início rápido: dê cada um dos valores { $values } a uma característica. Rolados: FOR, CON, POD, DES e APA são 3D6×5; TAM, INT e EDU, (2D6+6)×5.
web-wizard-roll = Rolar as características
web-wizard-derived-hint = Pontos de Vida, Pontos de Magia, Sanidade, Bônus de Dano e Corpo vêm das características. A Sorte (3D6×5) é rolada pela mesa quando o investigador é criado.
web-wizard-derived-later = Eles aparecem na ficha depois que o investigador for criado.
web-wizard-occupation = Ocupação
web-wizard-custom = Outra ocupação (quaisquer oito perícias)
web-wizard-custom-name = Nome da outra ocupação (opcional)
web-wizard-occupation-hint = Dê às oito perícias da ocupação e ao Nível de Crédito os valores 70, 60, 60, 50, 50, 50, 40, 40 e 40, um para cada.
web-wizard-occupations-ref = As ocupações do início rápido
web-wizard-occupation-skills = Perícias da ocupação e Nível de Crédito
web-wizard-skill = Perícia
web-wizard-value = Valor
web-wizard-skill-n = Perícia da ocupação { $n }
web-wizard-value-n = Valor da perícia da ocupação { $n }
web-wizard-interests-hint = Quatro perícias que não sejam da ocupação: cada uma recebe o valor base + 20. Mitos de Cthulhu não pode ser escolhida.
web-wizard-interest-n = Interesse { $n }
web-wizard-name = Nome
web-wizard-details = Detalhes e antecedentes
web-wizard-sex = Sexo
web-wizard-age = Idade
web-backstory = { $heading ->
    [description] Descrição pessoal
    [ideology] Ideologia e crenças
    [people] Pessoas importantes
    [locations] Locais significativos
    [possessions] Pertences preciosos
    [traits] Traços
    [injuries] Ferimentos e cicatrizes
    [phobias] Fobias e manias
    [tomes] Tomos arcanos, feitiços e artefatos
    [encounters] Encontros com entidades estranhas
   *[other] { $heading }
}
web-wizard-back = Voltar
web-wizard-next = Avançar
web-wizard-create = Criar o personagem
web-classic-characteristics = Características
web-classic-mode-roll = Rolar na mesa (3D6; TAM e INT 2D6+6; EDU 3D6+3)
web-classic-mode-enter = Digitar eu mesmo (junto com as Habilidades)
web-classic-skills = Habilidades (ao digitar as Características)
web-classic-skills-hint = Uma Habilidade por linha: um nome e uma porcentagem, como “Encontrar 45”.

web-keeper-title = Escudo do Guardião
    .chthonian = Escudo do Narrador
web-keeper-invites = Convites
web-keeper-invites-hint = Um link de convite pode ser usado por várias pessoas; cada uma que entra ganha um lugar só seu.
web-keeper-invite-player = Convidar um jogador
web-keeper-invite-observer = Convidar um observador
web-keeper-invite-url = Link de convite
web-keeper-members = Membros
web-keeper-member-name = Nome
web-keeper-member-role = Papel
web-keeper-characters = Todos os personagens
web-keeper-no-characters = Nenhum personagem ainda.
web-keeper-ask = Pedir uma rolagem a um jogador
web-keeper-no-players = Nenhum jogador entrou ainda.
web-keeper-ask-to = Jogador
web-keeper-ask-character = Personagem (opcional)
web-keeper-ask-no-character = Nenhum
web-keeper-ask-skill = Perícia ou rótulo
web-keeper-ask-value = Valor (em %)
web-keeper-ask-traits = Traços (opcional)
web-keeper-ask-expr = Ou, em vez disso, uma expressão de dados
web-keeper-ask-submit = Pedir a rolagem
web-keeper-pending = Rolagens pendentes
web-keeper-no-pending = Nenhuma.
web-keeper-blind = Rolagem às cegas
web-keeper-controls = O jogo
web-keeper-end = Encerrar o jogo
web-keeper-reveal-seed = Revelar a semente do Guardião
    .chthonian = Revelar a semente do Narrador
web-keeper-controls-hint = Encerrar o jogo revela a semente pública, para que qualquer um possa recalcular as rolagens públicas; revelar a semente do Guardião permite que quem pode ler as rolagens ocultas também as recalcule.
    .chthonian = Encerrar o jogo revela a semente pública, para que qualquer um possa recalcular as rolagens públicas; revelar a semente do Narrador permite que quem pode ler as rolagens ocultas também as recalcule.
web-keeper-verify = Verificação
web-effects-title = Dano, Sanidade e mais
    .chthonian = Percepção Terrível
web-effect-character = Personagem
web-effect-kind = O que acontece
web-effect-amount = Quantidade
web-effect-apply = Aplicar
web-effect-damage = Dano (Pontos de Vida perdidos)
web-effect-heal = Cura
web-effect-sanity-lost = Sanidade perdida
web-effect-sanity-gained = Sanidade recuperada
web-effect-luck-spent = Sorte gasta
web-effect-luck-gained = Sorte ganha
web-effect-magic-spent = Pontos de Magia gastos
web-effect-magic-regained = Pontos de Magia recuperados
web-sheet-lost-today = { $amount } de SAN perdidos hoje
web-time-title = O tempo passa
web-time-hint = Cada investigador recupera 1 Ponto de Magia por hora, até o máximo (C5). Comece um novo dia quando o dia do jogo acabar: as perdas de Sanidade do dia voltam a contar do 0 (N5); as perdas do dia podem ser definidas à mão em «Dano, Sanidade e mais».
web-time-hint-classic = Os Pontos de Magia de cada investigador voltam: um quarto do total a cada 6 horas, todos depois de 24 (M1); começa uma nova hora de perdas de Sanidade (N5).
web-time-hours = Horas de jogo
web-time-new-day = Começa um novo dia
web-time-pass = Passar o tempo
web-time-done = { $count ->
    [0] nada mudou: todas as fichas já estavam cheias
    [one] 1 ficha alterada
   *[other] { $count } fichas alteradas
}
web-effect-day-losses-set = Perdas de Sanidade do dia (definir)
web-effect-insight-gained = Percepção Terrível ganha
web-effect-insight-lost = Percepção Terrível perdida
web-keeper-sanity = Rolagem de Sanidade
web-keeper-sanity-loss = Perda de Sanidade
web-keeper-sanity-loss-hint = Quanto custa um sucesso e depois quanto custa um fracasso, como 1/1D6 ou 0/1D4; a perda é descontada da ficha.
web-keeper-sanity-roll = Rolar Sanidade
web-keeper-sanity-done = { $name } perde { $lost } { $lost ->
    [0] pontos
    [one] ponto
   *[other] pontos
} de Sanidade: a SAN agora é { $san }.
web-keeper-damage = Dano
web-keeper-damage-expr = Dados de dano
web-keeper-damage-expr-hint = Uma expressão de dados como 1D6+1D4; o total é descontado dos Pontos de Vida.
web-keeper-damage-roll = Rolar o dano
web-keeper-damage-done = { $name } sofre { $amount } { $amount ->
    [0] pontos
    [one] ponto
   *[other] pontos
} de dano: agora tem { $hp } de { $max } Pontos de Vida.
web-verify-ok = O registro confere: a cadeia está íntegra e toda rolagem que pode ser recalculada bate.
web-verify-broken = O registro não confere.
web-verify-entries = Entradas
web-verify-bodies = Conteúdos verificados
web-verify-rolls = Rolagens recalculadas
web-verify-json = A verificação em JSON
web-commitments = Compromissos
web-commitment-fair = Compromisso da semente pública (SHA-256)
web-commitment-keeper = Compromisso da semente do Guardião (SHA-256)
    .chthonian = Compromisso da semente do Narrador (SHA-256)
web-seed-fair = Semente pública
web-seed-keeper = Semente do Guardião
    .chthonian = Semente do Narrador
web-seed-hidden = ainda não revelada

web-threads-title = Tópicos
web-threads-none = Nenhum tópico ainda.
web-threads-by = aberto por { $name }
web-threads-new = Abrir um tópico
web-threads-new-title = Título
web-threads-create = Abrir o tópico
web-posts-none = Nenhuma postagem ainda.
web-post-new = Escrever uma postagem
web-post-body = Sua postagem
web-post-hint = Role enquanto escreve: [roll]1d100[/roll] rola uma expressão de dados ou um comando quando você posta; [roll="d6"]2[/roll] rola dois d6 do jeito do fórum clássico. As rolagens são feitas uma única vez, no servidor.
web-post-submit = Postar
web-post-edit = Editar
web-post-delete = Apagar
web-post-edited = editada
web-post-deleted = Esta postagem foi apagada.
web-post-unrolled = incluída numa edição: não foi rolada

web-permalink-title = Rolagem nº { $seq }
web-permalink-lead = Rolada por { $name } em “{ $game }”
web-permalink-roll = A rolagem
web-permalink-chain = O lugar dela na cadeia
web-permalink-seq = Entrada (do registro até aqui)
web-permalink-hash = Hash
web-permalink-prev = Hash da entrada anterior
web-permalink-body-hash = Hash do conteúdo
web-permalink-verify = Verificar o registro inteiro
web-permalink-share = Compartilhar
web-permalink-url = Link
web-permalink-bbcode = BBCode
web-permalink-markdown = Markdown

web-js-working = Processando…
web-js-failed = Não deu certo: { $message }
web-js-rolled = Rolado.
web-js-saved = Feito.
web-js-odds-none = Sem chances calculadas para esta rolagem.
web-js-odds-mean = Média { $mean } (de { $min } a { $max })
web-js-odds-outcome = { $value }: { $percent }
web-js-odds-success = Chance de sucesso: { $percent } ({ $fraction })
web-js-odds-level = { $level } { $percent }
web-js-live-connected = Ao vivo
web-js-live-lost = Reconectando…
web-js-bad-dice = Digite as faces como números inteiros separados por vírgulas, como 3,4,1.
web-js-confirm-end = Encerrar o jogo? Não será mais possível rolar nem postar nada, e a semente pública será revelada.
web-js-confirm-delete = Apagar esta postagem? As rolagens dela continuam no registro.
web-js-invite-made = O link de convite está pronto: copie e envie.
web-js-copied = Copiado.
web-js-step = Etapa { $step } de { $steps }
web-js-array-left = Ainda falta distribuir: { $values }
web-js-array-ok = Todos os valores do início rápido foram distribuídos.
web-js-derived = PV { $hp } · PM { $mp } · SAN { $san } · Bônus de Dano { $db } · Corpo { $build }
web-js-save = Salvar
web-js-create-issues = O personagem não foi criado:
web-js-cancel = Cancelar
web-js-slot-one-of = uma destas: { $skills }
web-js-slot-art-craft = uma Arte/Ofício, como Arte/Ofício (Fotografia)
web-js-slot-language-other = outra língua, como Língua (Latim)
web-js-slot-firearms = uma perícia de Armas de Fogo, como Armas de Fogo (Pistolas)
web-js-slot-any = qualquer perícia

## O seletor de idioma no cabeçalho de cada página
web-language-label = Idioma
web-language-change = Trocar

## Trechos prontos para colar de uma rolagem
web-snippet-physical = dados físicos
web-credit-band = { $band ->
    [penniless] sem um tostão
    [poor] pobre
    [average] médio
    [wealthy] abastado
    [rich] rico
    [super_rich] muito rico
   *[other] { $band }
}


## O que uma rolagem pediu às regras, pelo código da ação
web-action = { $action ->
    [check] Teste
    [opposed] Teste resistido
    [sanity] Rolagem de Sanidade
    [melee] Corpo a corpo
    [investigator] Novo investigador
    [characteristics] Características roladas
    [push] Rolagem forçada
    [luck] Rolagem de Sorte
    [group_luck] Rolagem de Sorte em grupo
    [spend_luck] Sorte gasta
    [magic] Pontos de Magia gastos
    [improvement] Rolagens de melhoria
    [reality_check] Teste de Realidade
    [insanity_effect] Efeito da insanidade
    [firearms] Armas de Fogo
    [maneuver] Manobra de luta
    [damage] Dano
    [heal] Cura
    [initiative] Ordem de ação
    [sheet] Ficha
    [import_dholes] Importação do Dhole's House
    [export_dholes] Exportação para o Dhole's House
    [resistance] Tabela de Resistência
    [bbcode] As tags [roll] de uma postagem
    [characteristic] Rolagem de Característica
    [experience] Cheque de Experiência
    [convert] Conversão para a 7ª edição
    [damage_bonus] Bônus de Dano
    [attack] Ataque
    [unarmed] Ataque desarmado
    [blocks] Bloqueio avançado
    [defences] Defesas
    [attacks] Ataque múltiplo
    [order] Ordem de ação
    [treat] Primeiros Socorros ou Medicina
    [natural_healing] Cura natural
    [condition] Condição
    [regenerate] Pontos de Magia recuperados
    [meditate] Meditação
    [mp_reroll] Rolagem refeita com Ponto de Magia
    [roll] Rolagem
    [contest] Disputa
    [insight] Percepção Terrível
    [complex] Disputa complexa
    [cooperative] Rolagem cooperativa
    [split] Rolagem dividida
    [insight_roll] Rolagem de Percepção Terrível
    [recovery] Rolagem de recuperação
    [treatment] Rolagem de tratamento
    [nodule] Nódulo gasto
    [story_start] Início da História
    [story_end] Fim da História
    [command] Comando do BCDice
    [prob] Probabilidades
   *[other] { $action }
}

# A moment as shown: the date and time the reader's way, in UTC.
web-time-utc = { $time } UTC

## Personagens não jogadores.
web-npc = NPC
web-npc-title = Personagens não jogadores
    .chthonian = Criaturas e personagens não jogadores
web-npc-none = Ainda não há NPCs: cole uma ficha abaixo.
web-npc-shown = mostrado aos jogadores
web-npc-hidden = só você vê
web-npc-show = Mostrar aos jogadores
web-npc-import-label = Ficha
web-npc-import-hint = Cole como o cenário a imprime: o nome na primeira linha, depois características, ataques (“Claw 40%, damage 1D6+DB”), armadura (Armor) e perda de Sanidade (Sanity loss). Só você vê os valores; os jogadores ficam sabendo o nome quando você o mostrar ou rolar por ele às claras.
    .chthonian = O nome na primeira linha, depois seus Traços com os valores (“Força Desumana 3, Fome 2”), numa linha ou em várias. Só você os vê; os jogadores ficam sabendo o nome quando você o mostrar ou rolar por ele às claras.
web-npc-import-submit = Adicionar o NPC
web-npc-secret = Só o Guardião vê estes valores.
    .chthonian = Só o Narrador vê estes Traços.
web-npc-move = Movimento
web-npc-armor = Armadura
web-npc-attacks-per-round = Ataques por rodada
web-npc-sanity-loss = Perda de Sanidade
web-npc-attacks = Ataques
web-npc-attack = Ataque
web-npc-damage = Dano
web-entry-character-shown = Mostrou o personagem não jogador
web-entry-npc-created = Criou o personagem não jogador
web-js-npc-made = O NPC foi criado: só você o vê.
web-npc-example-name = Cultista
web-npc-example-weapon = Faca
web-npc-kept = Um personagem não jogador, interpretado pelo Guardião
    .chthonian = Uma criatura ou personagem não jogador, interpretado pelo Narrador
web-npc-example-traits = Força Desumana 3, Fome 2

# A Chthonian Excursionist's Terrible Insight and Nodules at the table (I1–I4).
web-insight-title = Percepção Terrível e Nódulos
web-insight-kind = Qual rolagem
web-insight-kind-name = { $kind ->
    [insight_roll] Rolagem de Percepção: a falha dá Percepção Terrível
    [recovery] Progresso na boa sociedade: o sucesso tira Percepção Terrível
   *[treatment] Tratamento psiquiátrico: o sucesso tira Percepção Terrível
}
web-insight-hint = Uma rolagem de Percepção conta a Praticidade ({ $practicality }); uma falha dá 1 PT. A Cognição é { $cognizance }. A PT, o Estilo e o estoque vêm da ficha.
web-insight-roll = Rolagem de Percepção
web-nodules-title = Nódulos
web-nodules-empty = O estoque da História acabou: não resta Nódulo para gastar.
web-nodules-left = { $count ->
    [one] Resta 1 Nódulo nesta História.
   *[other] Restam { $count } Nódulos nesta História.
}
web-nodule-use = Gastar em
web-nodule-use-name = { $use ->
    [automatic_success] um sucesso automático
    [authorship] autoria
    [fortune] sorte (contra uma vítima)
   *[shift] um desvio da PT
}
web-nodule-outcome = Resultado desejado
web-nodule-size = Tamanho
web-nodule-size-modest = modesto (5)
web-nodule-size-major = grande (11)
web-nodule-victim-difficulty = Dificuldade da vítima
web-nodule-toward = Rumo à
web-nodule-toward-practicality = Praticidade (perde 1 PT)
web-nodule-toward-cognizance = Cognição (ganha 1 PT)
web-nodule-spend = Gastar um Nódulo
web-story-start = Começar uma História (Nódulos = PT)
web-story-end = Terminar a História

# Treating a 7th edition investigator's wounds from the sheet (H4–H7).
web-treat-title = Tratar ferimentos
web-treat-treatment = Tratamento
web-treat-name = { $treatment ->
    [first_aid] Primeiros Socorros
    [medicine] Medicina
    [dying_round] A rolagem de CON de quem está morrendo
    [day] Um dia de descanso
   *[week] Uma semana de descanso
}
web-treat-healer = Quem trata
web-treat-equipment = Medicina: com o equipamento necessário, por uma hora
web-treat-hint = Primeiros Socorros funcionam uma vez por ferimento e quem está morrendo precisa deles primeiro; depois vem a Medicina. A perícia é de quem trata; os ferimentos e a CON, desta ficha.
web-treat-equipment-classic = Medicina: com seu equipamento; semana de descanso: sob cuidados médicos
web-treat-hint-classic = Primeiros Socorros e Medicina restauram 1D3 cada um na hora (H1); uma semana de descanso cura 1D3, e mais 2D3 sob cuidados médicos (H2). A Habilidade é de quem trata.
web-more-title = Mais regras
web-more-reality = Teste de Realidade (contra a SAN)
web-more-magic = Pontos de Magia a gastar
web-more-magic-spend = Gastar (além deles, Pontos de Vida)
web-more-effect = Durante a insanidade temporária
web-more-effect-name = { $effect ->
    [phobia] uma fobia
    [mania] uma mania
   *[backstory] uma mudança no histórico
}
web-more-effect-text = Suas palavras
web-more-effect-heading = O item do histórico (para uma mudança)
web-more-effect-add = Acrescentar à ficha
web-more-meditate = Meditar uma hora (+1D6 PM, uma vez a cada 6 horas)
web-more-end-adventure = Fim da aventura: Sorte restaurada
web-more-reward = Recompensa de Sanidade
web-more-reward-roll = Rolar a recompensa
web-treat-submit = Tratar

## The development phase on a 7th edition sheet (the Keeper's, R10).
web-development-title = Desenvolvimento
    .classic = Cheques de Experiência
web-development-ticked = Marcadas para melhoria: { $skills }
    .classic = Habilidades com Cheque de Experiência: { $skills }
web-development-none = Nenhuma perícia está marcada: só a Sorte pode se recuperar.
    .classic = Nenhuma Habilidade tem Cheque de Experiência.
web-development-luck = A Sorte também se recupera (1D100 acima da Sorte dá +1D10)
web-development-roll = Rolar o desenvolvimento
    .classic = Rolar os Cheques de Experiência

## Dhole's House: an investigator imported and exported
web-dholes-import = Importar um investigador do Dhole's House
web-dholes-json = Exportação do Dhole's House (JSON)
web-dholes-hint = Cole o arquivo que o Dhole's House exporta: as regras passam suas características, perícias e detalhes para uma ficha sua.
web-dholes-submit = Importar
web-dholes-bad-json = isto não é uma exportação do Dhole's House: o JSON não se lê ({ $error })
web-dholes-bad = isto não é uma exportação do Dhole's House
web-dholes-export = Baixar para o Dhole's House (JSON)
