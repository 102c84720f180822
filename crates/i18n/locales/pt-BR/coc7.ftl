## Chamado de Cthulhu 7ª edição (keeper-coc7 e suas ações de resolve).


coc7-error-cannot-push = esta rolagem não pode ser forçada (R5): { $why ->
    [succeeded] a rolagem foi bem-sucedida
    [already-pushed] a rolagem já foi forçada
    [combat] rolagens de combate nunca são forçadas
    [sanity] rolagens de Sanidade nunca são forçadas
   *[luck] rolagens de Sorte nunca são forçadas
}
coc7-error-cannot-spend-luck = não é possível gastar Sorte nesta rolagem (R9): { $why ->
    [already-pushed] ela foi forçada
    [sanity] é uma rolagem de Sanidade
    [fumble] é um desastre
   *[luck] é uma rolagem de Sorte
}
coc7-error-not-enough-luck = não é possível gastar { $wanted ->
    [one] { $wanted } ponto
   *[other] { $wanted } pontos
} de Sorte: o máximo é { $available } (R9)
coc7-error-no-investigators = uma rolagem de Sorte em grupo precisa de pelo menos um investigador (R8)
coc7-error-maneuver-impossible = a manobra não tem como funcionar: o Corpo do alvo ({ $target }) supera { $build } em 3 ou mais (K8)
coc7-error-bad-loss = "{ $text }" não é uma perda de Sanidade: escreva sucesso/fracasso, como 0/1D6 ou 1/1D4+1 (N1)
coc7-error-dead = o investigador está morto
coc7-error-cannot-heal = nenhuma cura é possível agora: { $why ->
    [dying] o investigador está morrendo, e só Primeiros Socorros ajudam (H4, H7)
    [needs-medicine] os Primeiros Socorros o tiraram do estado de morrendo; agora a Medicina precisa vir antes da cura natural (H7)
    [first-aid-given] os Primeiros Socorros já funcionaram neste ferimento, e só funcionam uma vez por ferimento (H7)
    [no-equipment] a Medicina leva pelo menos uma hora, com o equipamento e os suprimentos necessários (H7)
   *[full-health] o investigador está com todos os seus Pontos de Vida
}

coc7-issue = { $field }: { $what } ({ $rule })
# What an issue is about, in the reader's words (the protocol keeps its field name).
coc7-field-characteristics = características
coc7-field-characteristic = { $char }
coc7-field-occupation-skill = perícia da ocupação { $skill }
coc7-field-occupation-skills = perícias da ocupação
coc7-field-interest = interesse pessoal { $number }
coc7-field-interests = interesses pessoais
coc7-field-luck = Sorte
coc7-field-other = { $field }
coc7-issue-none = nenhum
coc7-issue-values = { $values }
coc7-issue-not-the-array = as características devem ser 40, 50, 50, 50, 60, 60, 70 e 80, um valor para cada; sobrando: { $extra }; faltando: { $missing }
coc7-issue-roll-range = { $value } não pode sair numa rolagem: o valor deve ser um múltiplo de 5 de { $min } a { $max }
coc7-issue-unknown-skill = não existe a perícia "{ $name }" na ficha do investigador
coc7-issue-needs-speciality = "{ $name }" precisa de uma especialização: { $options }
coc7-issue-duplicate = { $skill } aparece duas vezes
coc7-issue-occupation-values = os valores da ocupação devem ser 70, 60, 60, 50, 50, 50, 40, 40 e 40; sobrando: { $extra }; faltando: { $missing }
coc7-issue-no-credit-rating = o Nível de Crédito deve receber um dos nove valores da ocupação
coc7-issue-occupation-count = uma ocupação tem oito perícias além do Nível de Crédito, mas { $count ->
    [0] nenhuma foi informada
    [one] só { $count } foi informada
   *[other] { $count } foram informadas
}
coc7-issue-unfilled = a ocupação { $occupation } precisa de { $slot_kind ->
    [one_of] uma destas: { $skills }
    [art_craft] uma especialização de Arte/Ofício
    [language_other] outra língua (Língua (Outra) ou uma língua específica)
    [firearms] uma especialização de Armas de Fogo
    [any] mais uma perícia à sua escolha
   *[skill] { $skills }
}
coc7-issue-mythos = Mitos de Cthulhu não pode receber pontos na criação
coc7-issue-interest-count = escolhem-se quatro interesses pessoais, mas { $count ->
    [0] nenhum foi informado
    [one] só { $count } foi informado
   *[other] { $count } foram informados
}
coc7-issue-interest-occupation = { $skill } é uma perícia da ocupação, então não pode ser um interesse pessoal
coc7-warning-custom-occupation = "{ $name }" não é uma ocupação do início rápido: quaisquer oito perícias são aceitas (S1)
coc7-warning-no-occupation = nenhuma ocupação do início rápido foi informada: quaisquer oito perícias são aceitas (S1)

coc7-expected-value = um número inteiro de 0 a 1000
coc7-expected-dice-count = um número inteiro de dados de 0 a 100
coc7-expected-difficulty = "regular", "hard" ou "extreme"
coc7-expected-response = "dodge" ou "fight_back"
coc7-expected-expression = uma expressão de dados como "1D6", "2D6+4", "+1D4", "-1" ou "0"
coc7-expected-characteristics = um objeto com as oito características STR, CON, POW, DEX, APP, SIZ, INT, EDU, cada uma um número inteiro de 0 a 200
coc7-expected-method = "quickstart" ou "rolled"
coc7-expected-kind = "skill", "characteristic", "combat", "sanity" ou "luck"
coc7-expected-lucks = uma lista de 1 a 100 valores de Sorte
coc7-expected-range = "base", "long" ou "very_long"
coc7-expected-shots = 1, 2 ou 3 tiros
coc7-expected-severity = "minor", "moderate", "severe", "deadly", "terminal" ou "splat"
coc7-expected-treatment = "first_aid", "medicine", "day", "week" ou "dying_round"
coc7-expected-combatants = uma lista de 1 a 100 combatentes, cada um {"{"}"name": "Brian", "dex": 60{"}"}
coc7-expected-sheet = um objeto de ficha como {"{"}"format": "keeper-coc7-sheet", "version": 1, …{"}"}
coc7-expected-format = "keeper-coc7-sheet"
coc7-expected-version = 1, a versão de ficha que esta versão do keeper lê
coc7-expected-events = uma lista de no máximo 100000 eventos
coc7-expected-event = um evento como {"{"}"event": "damaged", "amount": 3{"}"}
coc7-expected-dholes = uma exportação do Dhole's House: um objeto com "Investigator" e "Investigator.PersonalDetails"
coc7-error-creation = o investigador não é válido: { $issues }
coc7-dholes-missing = { $field } está faltando ou não é um número: foi usado 0
coc7-dholes-custom-skill = "{ $skill }" não é uma perícia da ficha do investigador: foi mantida como perícia personalizada
coc7-error-not-insane = fobias, manias e mudanças nos antecedentes vêm com a Insanidade Temporária, e o investigador não está temporariamente insano (N3)
coc7-error-out-of-ammo = não dá para disparar { $shots ->
    [one] { $shots } tiro
   *[other] { $shots } tiros
}: { $ammo ->
    [0] não resta nenhuma bala
    [one] resta só { $ammo } bala
   *[other] restam só { $ammo } balas
} (K6)
coc7-expected-effect = "phobia", "mania" ou "backstory"
coc7-expected-ammo = um número inteiro de balas de 0 a 1000
coc7-expected-malfunction = um número de falha de 1 a 100
coc7-expected-weapon-name = um nome de arma de 1 a 60 caracteres, diferente de "unarmed" (todos a têm)
coc7-expected-weapon-skill = uma perícia da ficha, como "Fighting (Brawl)" ou "Firearms (Handgun)"
coc7-expected-weapon-damage = dados como "1D8" ou "2D6+4", sem o bônus de dano: ele é somado onde o K4 o soma ("adds_db")
coc7-expected-weapon-db = false: uma arma de fogo não soma bônus de dano (K4)
coc7-expected-weapon-thrown = false: uma arma de fogo não é arremessada
coc7-expected-per-round = de 1 a 20 ataques ou disparos numa rodada
coc7-expected-weapon-range = um alcance básico de 0 a 10000 jardas
coc7-expected-weapon-ammo = um número inteiro de balas de 1 a 1000
coc7-expected-weapons = no máximo 50 armas numa ficha
coc7-expected-forecast-method = "auto", "exact" ou "monte_carlo"
coc7-expected-fights = um número inteiro de lutas de 1 a 1000000
coc7-expected-budget = um número inteiro de estados de 1 a 10000000
coc7-expected-sides = uma lista de pelo menos dois lados, cada um {"{"}"name": "investigators"{"}"}
coc7-expected-fighters = uma lista de 1 a 32 combatentes, cada um {"{"}"name": "Brian", "side": "investigators", "dex": 60, "con": 55, "max_hp": 12, "attacks": […]{"}"}
coc7-expected-rounds = um limite de rodadas de 1 a 1000
coc7-expected-targets = "first", "weakest" ou "random"
coc7-expected-flee-at = quantos ainda de pé fazem o lado fugir, de 0 a 32
coc7-expected-hp = pontos de vida de 1 a 1000
coc7-expected-armour = pontos de armadura de 0 a 1000
coc7-expected-defence = "best", "dodge" ou "fight_back"
coc7-expected-san = Sanidade de 0 a 99
coc7-expected-k4-weapon = uma arma da tabela de armas, como "small_knife" ou "handgun"
coc7-error-forecast = a luta não pode ser prevista: { $error }
# A probability as the terminal writes it: the exact fraction, then its percentage.
coc7-odds = { $fraction } ({ $percent })
# One level's chance in a list of odds: "Hard success 12.5%".
coc7-odds-level = { $level } { $percent }
# One Sanity loss with its chance: "3 1/6 (16.7%)".
coc7-odds-lost = { $lost } { $odds }
