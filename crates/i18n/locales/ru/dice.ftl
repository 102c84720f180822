## Нотация и бросок кубиков (keeper-dice).

dice-expected-operand = число, кубик вроде d6, знак или "("
dice-expected-operator = оператор (+ - * /) или конец выражения
dice-expected-sides = число граней кубика: число, "%" или "F"
dice-expected-number = целое число
dice-expected-close-paren = закрывающая скобка ")"
dice-expected-condition = сравнение вроде >=5, <2 или =1
dice-expected-high-low = "h" или "l" (как в kh3, dl1)
dice-expected-once-repeat = "o" (перебросить один раз) или "r" (перебрасывать, пока условие выполняется)
dice-expected-repeat = "#" после числа повторений (как в 6#3d6)

dice-error-empty = выражение пустое: напишите кубики, например 3d6+2
dice-error-unexpected = в позиции { $column } стоит "{ $found }", а ожидается { $expected }
dice-error-unexpected-end = выражение обрывается слишком рано (позиция { $column }): ожидается { $expected }
dice-error-too-long = в выражении { $chars } { $chars ->
    [one] символ
    [few] символа
   *[many] символов
}, а допускается не больше { $limit }
dice-error-too-deep = в позиции { $column } скобки и знаки вложены слишком глубоко: допускается не больше { $limit } { $limit ->
    [one] уровня
    [few] уровней
   *[many] уровней
}
dice-error-number-too-large = число в позиции { $column } слишком велико
dice-error-too-many-dice = слишком много кубиков: { $count } за один бросок, а допускается не больше { $limit }
dice-error-too-many-sides = кубик с { $sides } { $sides ->
    [one] гранью
    [few] гранями
   *[many] гранями
} в позиции { $column }: допускается не больше { $limit } { $limit ->
    [one] грани
    [few] граней
   *[many] граней
}
dice-error-no-sides = у кубика в позиции { $column } нет граней: нужна хотя бы одна
dice-error-no-dice = элемент в позиции { $column } не бросает ни одного кубика: нужен хотя бы один
dice-error-select-too-many = элемент в позиции { $column } оставляет или отбрасывает { $select } { $select ->
    [one] кубик
    [few] кубика
   *[many] кубиков
}, а бросает всего { $count }
dice-error-duplicate-modifier = "{ $modifier }" указан дважды у элемента в позиции { $column }
dice-error-rerolls-too-often = переброс в позиции { $column } срабатывает на { $meeting } из { $faces } { $faces ->
    [one] грани
    [few] граней
   *[many] граней
}, так что кубик может перебрасываться больше { $limit } { $limit ->
    [one] раза
    [few] раз
   *[many] раз
}: используйте ro для одного переброса или более узкое условие
dice-error-explodes-too-often = взрыв в позиции { $column } срабатывает на { $meeting } из { $faces } { $faces ->
    [one] грани
    [few] граней
   *[many] граней
} кубика, так что кубик может взрываться больше { $limit } { $limit ->
    [one] раза
    [few] раз
   *[many] раз
}: задайте более узкое условие
dice-error-bad-repeat = запрошено { $repeat } { $repeat ->
    [one] повторение
    [few] повторения
   *[many] повторений
}: допускается от 1 до { $limit }
dice-error-unclosed-label = метка в позиции { $column } не закрыта: добавьте "]"
dice-error-exhausted = { $used ->
    [0] значения кубиков не переданы: броску сначала нужен { $die }
    [one] переданные значения закончились после { $used } значения: броску ещё нужен { $die }
    [few] переданные значения закончились после { $used } значений: броску ещё нужен { $die }
   *[many] переданные значения закончились после { $used } значений: броску ещё нужен { $die }
}
dice-error-bad-face = переданное значение №{ $position } равно { $face }, а на { $die } такого не бывает (грани от { $min } до { $max })
dice-error-division-by-zero = деление на ноль: делитель "/" в позиции { $column } оказался равен 0
dice-error-overflow = сумма слишком велика для вычисления
dice-error-chain-too-long = кубик элемента в позиции { $column } перебросился или взорвался больше { $limit } { $limit ->
    [one] раза
    [few] раз
   *[many] раз
}

## Точные шансы (keeper_dice::odds).

dice-odds-too-many-outcomes = точное распределение охватило бы около { $needed } { $needed ->
    [one] значения
    [few] значений
   *[many] значений
}; вычисляется не больше { $allowed }
dice-odds-too-much-work = на точное распределение ушло бы около { $needed } { $needed ->
    [one] шага
    [few] шагов
   *[many] шагов
}; допускается не больше { $allowed }
dice-odds-division-by-zero = деление на ноль: делитель "/" в позиции { $column } может оказаться равен 0
dice-odds-overflow = какой-то из возможных результатов слишком велик для вычисления
