## Notação de dados e rolagens (keeper-dice).

dice-expected-operand = um número, um dado como d6, um sinal ou "("
dice-expected-operator = um operador (+ - * /) ou o fim da expressão
dice-expected-sides = as faces do dado: um número, "%" ou "F"
dice-expected-number = um número inteiro
dice-expected-close-paren = um ")" de fechamento
dice-expected-condition = uma comparação como >=5, <2 ou =1
dice-expected-high-low = "h" ou "l" (como em kh3, dl1)
dice-expected-once-repeat = "o" (rola de novo uma vez) ou "r" (rola de novo até a condição deixar de valer)
dice-expected-repeat = "#" depois do número de repetições (como em 6#3d6)

dice-error-empty = a expressão está vazia: escreva dados como 3d6+2
dice-error-unexpected = "{ $found }" inesperado na coluna { $column }; aqui cabe { $expected }
dice-error-unexpected-end = a expressão termina cedo demais na coluna { $column }; faltou { $expected }
dice-error-too-long = a expressão tem { $chars } caracteres; o máximo permitido é { $limit }
dice-error-too-deep = parênteses e sinais aninhados demais na coluna { $column }: no máximo { $limit } níveis
dice-error-number-too-large = o número na coluna { $column } é grande demais
dice-error-too-many-dice = dados demais: { $count } numa só rolagem, o máximo permitido é { $limit }
dice-error-too-many-sides = um dado de { $sides } faces na coluna { $column }: o máximo permitido é { $limit } faces
dice-error-no-sides = o dado na coluna { $column } não tem faces: um dado precisa de pelo menos uma
dice-error-no-dice = o termo na coluna { $column } não rola nenhum dado: role pelo menos um
dice-error-select-too-many = o termo na coluna { $column } mantém ou descarta { $select ->
    [one] { $select } dado
   *[other] { $select } dados
}, mas rola só { $count }
dice-error-duplicate-modifier = "{ $modifier }" aparece duas vezes no termo da coluna { $column }
dice-error-rerolls-too-often = a nova rolagem na coluna { $column } vale para { $meeting } das { $faces } faces, então um dado poderia ser rolado de novo mais de { $limit } vezes: use ro para rolar de novo só uma vez, ou uma condição mais restrita
dice-error-explodes-too-often = a explosão na coluna { $column } vale para { $meeting } das { $faces } faces que um dado pode mostrar, então um dado poderia explodir mais de { $limit } vezes: use uma condição mais restrita
dice-error-bad-repeat = foram pedidas { $repeat } repetições: o permitido é de 1 a { $limit }
dice-error-unclosed-label = o rótulo na coluna { $column } não foi fechado: acrescente "]"
dice-error-exhausted = { $used ->
    [0] nenhum dado foi fornecido: a rolagem precisa primeiro de um { $die }
    [one] os dados fornecidos acabaram depois de uma face: a rolagem ainda precisa de um { $die }
   *[other] os dados fornecidos acabaram depois de { $used } faces: a rolagem ainda precisa de um { $die }
}
dice-error-bad-face = a face fornecida nº { $position } é { $face }, que um { $die } não pode mostrar (faces de { $min } a { $max })
dice-error-division-by-zero = divisão por zero: o divisor do "/" na coluna { $column } deu 0
dice-error-overflow = o total é grande demais para calcular
dice-error-chain-too-long = um dado do termo na coluna { $column } foi rolado de novo ou explodiu mais de { $limit } vezes

## Chances exatas (keeper_dice::odds).

dice-odds-too-many-outcomes = a distribuição exata abrangeria cerca de { $needed } resultados; no máximo { $allowed } são calculados
dice-odds-too-much-work = a distribuição exata levaria cerca de { $needed } passos; no máximo { $allowed } são permitidos
dice-odds-division-by-zero = divisão por zero: o divisor do "/" na coluna { $column } pode dar 0
dice-odds-overflow = algum resultado possível é grande demais para calcular
