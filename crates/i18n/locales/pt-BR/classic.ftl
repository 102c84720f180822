## Chamado de Cthulhu clássico (keeper-classic e suas ações de resolve).

classic-error-house-rule-off = a regra da casa "{ $rule }" não está em vigor neste jogo
classic-error-out-of-range = { $what ->
    [amount] a quantidade
    [points] o número de pontos
   *[other] { $what }
} é { $value }: deve ficar entre { $min } e { $max }
classic-error-no-equipment = a Medicina exige equipamento adequado (H1)
classic-error-parry-and-dodge = para Aparar e Esquivar no mesmo turno, o personagem precisa passar o turno todo apenas se defendendo (K3)
classic-error-same-attack-twice = não se pode usar o mesmo tipo de ataque ou a mesma arma duas vezes seguidas (K8)
classic-error-no-chance-left = nenhum ataque é possível quando a chance chega a 0 (K8)
classic-error-one-attack-only = um ataque por turno: o Ataque múltiplo é uma regra da casa que não está em vigor (K8)
classic-error-not-enough = não há { $what ->
    [mp] Pontos de Magia
    [luck] pontos de Sorte
   *[other] { $what }
} suficientes: { $have ->
    [0] não resta nenhum
    [one] resta { $have }
   *[other] restam { $have }
}, { $need ->
    [one] é necessário { $need }
   *[other] são necessários { $need }
}
classic-error-not-failed = só uma rolagem mal sucedida pode ser refeita com um Ponto de Magia (M2)
classic-error-replaced-by-brawl = neste jogo, Soco, Cabeçada e Chute são substituídos pela Habilidade Briga (K7)
classic-error-meditated = só se pode meditar uma vez a cada 6 horas: a última vez foi há { $hours ->
    [0] menos de uma hora
    [one] 1 hora
   *[other] { $hours } horas
} (M1)
classic-error-unknown-preset = não existe a predefinição "{ $name }": use forum ou plain
classic-error-unknown-house-rule = não existe a regra da casa "{ $name }"
classic-error-post-too-long = a postagem tem { $chars } caracteres, e só os primeiros { $limit } são lidos

classic-tag-no-quotes = o dado deve estar entre aspas duplas, como em [roll="d6"]2[/roll]
classic-tag-no-die = a tag não indica nenhum dado: escreva [roll="d6"]2[/roll]
classic-tag-unknown-die = dado desconhecido "{ $die }": use d2, d3, d4, d6, d8, d10, d12, d20 ou d100
classic-tag-bad-count = "{ $count }" não é uma quantidade de dados de 1 a { $max_per_tag }
classic-tag-unclosed = a tag não foi fechada: falta "]" e depois [/roll]
classic-tag-nested = uma tag de rolagem não pode conter outra tag de rolagem
classic-tag-too-many-tags = uma postagem tem no máximo { $max_tags } tags de rolagem: esta e as seguintes não foram roladas
classic-tag-too-many-dice = uma postagem rola no máximo { $max_dice } dados: esta tag não foi rolada

classic-expected-options = "forum", "plain" ou um objeto como {"{"}"preset": "plain", "brawl": true{"}"}
classic-expected-response = "parry" ou "dodge"
classic-expected-db = um bônus de dano como "+1D4", "-1D6", "+2D6" ou "0"
classic-expected-list = uma lista de 1 a 100 números inteiros
classic-expected-text = um texto

classic-expected-sheet = uma ficha clássica: um objeto com "format": "keeper-classic-sheet" e "version": 1
classic-expected-format = "keeper-classic-sheet"
classic-expected-version = 1 (a única versão da ficha clássica)
classic-expected-events = uma lista de no máximo 100000 eventos
classic-expected-event = um evento como {"{"}"event": "hp_lost", "amount": 3{"}"}
classic-expected-insanity = "temporary", "indefinite" ou "permanent"
classic-sheet-too-many-events = uma ficha guarda no máximo { $max } eventos
