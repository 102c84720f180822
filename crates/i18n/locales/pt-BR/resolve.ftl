## O protocolo resolve (keeper-resolve).

resolve-error-bad-json = esta linha não é um JSON válido (linha { $line }, coluna { $column }): envie um objeto JSON por linha
resolve-error-not-object = uma requisição deve ser um objeto JSON como {"{"}"system": "dice", "action": "roll", "expr": "3d6"{"}"}
resolve-error-line-too-long = a requisição tem { $bytes } bytes; no máximo { $limit } são lidos
resolve-error-missing-field = falta o campo "{ $field }"
resolve-error-bad-field = o campo "{ $field }" deve ser { $expected }
resolve-error-unknown-system = não existe o sistema "{ $system }": esta versão conhece { $known }
resolve-error-unknown-action = o sistema "{ $system }" não tem a ação "{ $action }": ele tem { $known }
resolve-error-unused-dice = { $count ->
    [one] uma face fornecida não foi usada: forneça exatamente os dados que a ação rola
   *[other] { $count } faces fornecidas não foram usadas: forneça exatamente os dados que a ação rola
}

resolve-expected-string = um texto (string)
resolve-expected-integer = um número inteiro dentro do intervalo permitido
resolve-expected-seed = um número inteiro de 0 a 18446744073709551615
resolve-expected-faces = uma lista de números inteiros (as faces, na ordem em que são roladas)
resolve-error-unknown-field = esta ação não tem o campo "{ $field }": confira a grafia (ela aceita { $known })
resolve-error-one-of = o campo "{ $field }" deve ser um destes: { $known }
resolve-error-bad-value = o campo "{ $field }" não é válido: { $reason }
resolve-expected-number = um número
resolve-expected-bool = true ou false
resolve-expected-list = uma lista
resolve-expected-object = um objeto
resolve-expected-valid = um valor do tipo que este campo aceita (veja a documentação do protocolo)
