## Классический «Зов Ктулху» (keeper-classic и его действия в resolve).

classic-error-house-rule-off = домашнее правило "{ $rule }" в этой игре не действует
classic-error-out-of-range = { $what } = { $value }, а допустимо от { $min } до { $max }
classic-error-no-equipment = для Медицины нужно оборудование (H1)
classic-error-parry-and-dodge = парировать и уклоняться в одном раунде можно, только если весь раунд персонаж лишь защищается (K3)
classic-error-same-attack-twice = одну и ту же атаку или оружие нельзя использовать два раза подряд (K8)
classic-error-no-chance-left = когда шанс падает до 0, атаковать больше нельзя (K8)
classic-error-one-attack-only = одна атака за раунд: домашнее правило о нескольких атаках в этой игре не действует (K8)
classic-error-not-enough = не хватает { $what ->
    [mp] очков магии
    [luck] Удачи
    [points] очков
   *[other] { $what }
}: осталось { $have }, нужно { $need }
classic-error-not-failed = перебросить за очко магии можно только проваленную проверку (M2)
classic-error-replaced-by-brawl = в этой игре Удар кулаком, Удар головой и Удар ногой заменены Дракой (K7)
classic-error-meditated = медитировать можно раз в 6 часов: последняя медитация была { $hours ->
    [one] { $hours } час
    [few] { $hours } часа
   *[many] { $hours } часов
} назад (M1)
classic-error-unknown-preset = набора "{ $name }" нет: используйте forum или plain
classic-error-unknown-house-rule = домашнего правила "{ $name }" нет
classic-error-post-too-long = в сообщении { $chars } { $chars ->
    [one] символ
    [few] символа
   *[many] символов
}, а читается не больше { $limit }

classic-tag-no-quotes = кубик нужно указать в двойных кавычках, как в [roll="d6"]2[/roll]
classic-tag-no-die = в теге не указан кубик: напишите [roll="d6"]2[/roll]
classic-tag-unknown-die = неизвестный кубик "{ $die }": используйте d2, d3, d4, d6, d8, d10, d12, d20 или d100
classic-tag-bad-count = «{ $count }» не подходит: число кубиков должно быть от 1 до { $max_per_tag }
classic-tag-unclosed = тег не закрыт: нужна "]", а затем [/roll]
classic-tag-nested = внутри тега броска не может быть другого тега броска
classic-tag-too-many-tags = в сообщении может быть не больше { $max_tags } { $max_tags ->
    [one] тега
    [few] тегов
   *[many] тегов
} броска: этот и следующие не брошены
classic-tag-too-many-dice = в одном сообщении можно бросить не больше { $max_dice } { $max_dice ->
    [one] кубика
    [few] кубиков
   *[many] кубиков
}: этот тег не брошен

classic-expected-options = "forum", "plain" или объект вида {"{"}"preset": "plain", "brawl": true{"}"}
classic-expected-response = "parry" или "dodge"
classic-expected-db = бонус к урону, например "+1D4", "-1D6", "+2D6" или "0"
classic-expected-list = список из 1–100 целых чисел
classic-expected-text = текст

classic-expected-sheet = классический лист: объект с "format": "keeper-classic-sheet" и "version": 1
classic-expected-format = "keeper-classic-sheet"
classic-expected-version = 1 (единственная версия классического листа)
classic-expected-events = список не более чем из 100000 событий
classic-expected-event = событие, например {"{"}"event": "hp_lost", "amount": 3{"}"}
classic-expected-insanity = "temporary", "indefinite" или "permanent"
classic-sheet-too-many-events = в листе может быть не больше { $max } { $max ->
    [one] события
    [few] событий
   *[many] событий
}
