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
resolve-error-unknown-field = у этого действия нет поля "{ $field }": проверьте написание (действие принимает { $known })
resolve-error-one-of = поле "{ $field }" должно быть одним из: { $known }
resolve-error-bad-value = поле "{ $field }" недопустимо: { $reason }
resolve-expected-number = число
resolve-expected-bool = true или false
resolve-expected-list = список
resolve-expected-object = объект
resolve-expected-valid = значение того вида, который принимает это поле (см. описание протокола)
