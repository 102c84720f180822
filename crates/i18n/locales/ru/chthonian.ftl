## «Хтоника» (keeper-chthonian и его действия в resolve).

chthonian-error-too-few-sides = для Броска-состязания нужны хотя бы две стороны, а { $sides ->
    [one] указана { $sides } сторона
    [few] указаны { $sides } стороны
   *[many] указано { $sides } сторон
}
chthonian-error-not-two-sides = в Броске-состязании с разбиением ровно две стороны, а { $sides ->
    [one] указана { $sides } сторона
    [few] указаны { $sides } стороны
   *[many] указано { $sides } сторон
}
chthonian-error-no-helpers = для Кооперативного броска нужен хотя бы один помощник
chthonian-error-no-nodules = нечего тратить: запас Нодулей в этом Сюжете пуст
chthonian-error-no-story = нечего тратить: Сюжет не начат (в начале Сюжета Игрок получает столько Нодулей, сколько у его Очевидца очков Ужасающего Осознания)
chthonian-error-style = Стиля "{ $style }" нет: используйте pulp (Фантастический боевик), weird (Фантастика ужасов) или shocking (Пугающее открытие)

chthonian-expected-trait = Качество: целое число, например -3, или объект {"{"}"name": "Бывший следователь", "rating": 2{"}"}; значение от -1000000 до 1000000
chthonian-expected-traits = список не более чем из 1000 Качеств
chthonian-expected-sides = список из 2–100 сторон, каждая вида {"{"}"traits": […]{"}"}
chthonian-expected-split-sides = список ровно из двух сторон, каждая вида {"{"}"traits": […], "outcome_traits": […]{"}"}
chthonian-expected-helpers = список из 1–100 помощников, каждый вида {"{"}"traits": […]{"}"}
chthonian-expected-style = "pulp", "weird" или "shocking"
chthonian-expected-use = "automatic_success", "authorship", "fortune" или "shift"
chthonian-expected-toward = "practicality" или "cognizance"
chthonian-expected-size = "modest" или "major"
chthonian-expected-factor = дробь вида "1/2" или целое число; числитель и знаменатель от 0 до 1000 (знаменатель не меньше 1)
chthonian-expected-as-trait = объект вида {"{"}"name": "Ранение", "hinders": true{"}"}
chthonian-expected-format = "keeper-chthonian-sheet"
chthonian-expected-version = 1 — версия листа, которую читает эта сборка
chthonian-expected-events = список не более чем из 100000 событий
chthonian-expected-event = событие, например {"{"}"event": "insight_gained", "amount": 1{"}"}

## Состязание нескольких сторон за столом (R2–R4)
contest-title = Состязание
contest-kind = Что
contest-kind-name = { $kind ->
    [contest] Состязание: побеждает наибольший итог
    [complex] Сложное состязание: все против Сложности
   *[cooperative] Совместный бросок: один бросок, помогают все
}
contest-difficulty = Сложность
contest-hint = Каждая сторона — персонаж со своими Качествами по названию (мешающие Качества учитываются всегда) или предмет со своими Качествами и значениями. Качество на момент пишется со значением: Рядом со статуэткой 2.
contest-who = Сторона
contest-object = Предмет
contest-object-name = Его название
contest-traits = Качества
contest-traits-placeholder = Сильный, Лом 2
contest-add-side = Добавить сторону
contest-combine = Качества помощников
contest-combine-name = { $combine ->
    [best] лучшее полностью, +1 за каждое другое
    [worst] самое слабое звено
   *[sum] все вместе
}
contest-roll = Бросить состязание
