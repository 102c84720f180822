## Протокол resolve (keeper-resolve).

resolve-error-bad-json = эта строка — некорректный JSON (строка { $line }, позиция { $column }): отправляйте по одному объекту JSON в строке
resolve-error-not-object = запрос должен быть объектом JSON, например {"{"}"system": "dice", "action": "roll", "expr": "3d6"{"}"}
resolve-error-line-too-long = длина запроса — { $bytes } { $bytes ->
    [one] байт
    [few] байта
   *[many] байт
}, а читается не больше { $limit }
resolve-error-missing-field = нет поля "{ $field }"
resolve-error-bad-field = поле "{ $field }" должно быть таким: { $expected }
resolve-error-unknown-system = системы "{ $system }" нет: эта сборка знает { $known }
resolve-error-unknown-action = у системы "{ $system }" нет действия "{ $action }": есть { $known }
resolve-error-unused-dice = { $count ->
    [one] { $count } переданное значение не использовано: передайте ровно те кубики, которые бросает действие
    [few] { $count } переданных значения не использованы: передайте ровно те кубики, которые бросает действие
   *[many] { $count } переданных значений не использовано: передайте ровно те кубики, которые бросает действие
}

resolve-expected-string = строка
resolve-expected-integer = целое число из допустимого диапазона
resolve-expected-seed = целое число от 0 до 18446744073709551615
resolve-expected-faces = список целых чисел (значения граней в том порядке, в каком они выпадают)
