## Chthonian (keeper-chthonian e suas ações de resolve).

chthonian-error-too-few-sides = uma disputa precisa de pelo menos dois lados, { $sides ->
    [0] mas nenhum foi informado
    [one] mas só { $sides } foi informado
   *[other] mas { $sides } foram informados
}
chthonian-error-not-two-sides = uma disputa dividida é entre exatamente dois lados, { $sides ->
    [0] mas nenhum foi informado
    [one] mas só { $sides } foi informado
   *[other] mas { $sides } foram informados
}
chthonian-error-no-helpers = uma rolagem cooperativa precisa de pelo menos um ajudante
chthonian-error-no-nodules = não há Nódulo para gastar: a reserva desta História está vazia
chthonian-error-no-story = não há Nódulo para gastar: nenhuma História está em andamento (uma História começa com tantos Nódulos quanto a Percepção Terrível)
chthonian-error-style = não existe o Estilo "{ $style }": use pulp, weird ou shocking

chthonian-expected-trait = um Traço: um número inteiro como -3, ou {"{"}"name": "Ex-Detetive", "rating": 2{"}"}, com valor de -1000000 a 1000000
chthonian-expected-traits = uma lista de no máximo 1000 Traços
chthonian-expected-sides = uma lista de 2 a 100 lados, cada um {"{"}"traits": […]{"}"}
chthonian-expected-split-sides = uma lista de exatamente dois lados, cada um {"{"}"traits": […], "outcome_traits": […]{"}"}
chthonian-expected-helpers = uma lista de 1 a 100 ajudantes, cada um {"{"}"traits": […]{"}"}
chthonian-expected-style = "pulp", "weird" ou "shocking"
chthonian-expected-use = "automatic_success", "authorship", "fortune" ou "shift"
chthonian-expected-toward = "practicality" ou "cognizance"
chthonian-expected-size = "modest" ou "major"
chthonian-expected-factor = uma fração como "1/2" ou um número inteiro, com numerador e denominador de 0 a 1000 (denominador no mínimo 1)
chthonian-expected-as-trait = um objeto como {"{"}"name": "Ferido", "hinders": true{"}"}
chthonian-expected-format = "keeper-chthonian-sheet"
chthonian-expected-version = 1, a versão de ficha que esta versão do keeper lê
chthonian-expected-events = uma lista de no máximo 100000 eventos
chthonian-expected-event = um evento como {"{"}"event": "insight_gained", "amount": 1{"}"}

## Uma disputa de vários lados à mesa (R2–R4)
contest-title = Disputa
contest-kind = O quê
contest-kind-name = { $kind ->
    [contest] Disputa: vence o maior total
    [complex] Disputa complexa: todos contra a Dificuldade
   *[cooperative] Rolagem cooperativa: uma rolagem, todos ajudando
}
contest-difficulty = Dificuldade
contest-hint = Cada lado é um personagem, com seus próprios Traços pelo nome (os Traços que o atrapalham contam sempre), ou um objeto com seus Traços e valores. Um Traço do momento é escrito com seu valor: Perto da estatueta 2.
contest-who = Lado
contest-object = Um objeto
contest-object-name = Seu nome
contest-traits = Traços
contest-traits-placeholder = Forte, Pé de cabra 2
contest-add-side = Acrescentar um lado
contest-combine = Traços de quem ajuda
contest-combine-name = { $combine ->
    [best] o melhor inteiro, +1 por cada outro
    [worst] o elo mais fraco
   *[sum] todos somados
}
contest-roll = Rolar a disputa
