## Ошибки игрового стола (keeper-table) и самого JSON API (keeper-server).
## Имена полей ($field, "options", "create", …) и коды остаются такими, как их пишет API.

## Поля
table-field-empty = поле "{ $field }" не должно быть пустым
table-field-too-long = поле "{ $field }" длиннее { $limit ->
    [one] { $limit } символа
    [few] { $limit } символов
   *[many] { $limit } символов
    [other] { $limit } символа
}
table-field-control = в поле "{ $field }" не должно быть управляющих символов
table-bad-system = "{ $system }" — не система: используйте одну из { $systems }
table-bad-language = "{ $language }" — не язык: используйте один из { $languages }
table-options-not-object = options должно быть объектом JSON
table-options-too-large = options больше { $kib } КиБ: оставьте только те настройки, которые нужны игре
table-bad-db-url = "{ $url }" — не адрес базы данных: используйте sqlite:PATH или postgres://…

## Кто что может
table-keeper-only-invite = приглашать может только Хранитель
    .chthonian = приглашать может только Рассказчик
table-keeper-only-end = завершить игру может только Хранитель
    .chthonian = завершить игру может только Рассказчик
table-keeper-only-seed = раскрыть зерно Хранителя может только Хранитель
    .chthonian = раскрыть зерно Рассказчика может только Рассказчик
table-keeper-only-reveal = раскрыть бросок может только Хранитель
    .chthonian = раскрыть бросок может только Рассказчик
table-keeper-only-request = запросить бросок может только Хранитель
    .chthonian = запросить бросок может только Рассказчик
table-observer-roll = наблюдатели не бросают кубики
table-observer-character = наблюдатели не создают персонажей
table-observer-thread = наблюдатели не создают темы
table-observer-post = наблюдатели не пишут сообщения
table-sheet-owner-only = лист персонажа могут менять только Хранитель и игрок этого персонажа
    .chthonian = лист персонажа могут менять только Рассказчик и игрок этого персонажа
table-player-own-character = игроки создают персонажей только для себя
table-request-not-yours = этот бросок запросили у другого игрока
table-post-author-only = сообщение могут менять только его автор и Хранитель
    .chthonian = сообщение могут менять только его автор и Рассказчик
table-too-busy = в игре сейчас слишком много всего происходит: попробуйте ещё раз

## Приглашения, зёрна и раскрытие
table-invite-keeper = Хранитель в игре один: приглашайте игроков или наблюдателей
    .chthonian = Рассказчик в игре один: приглашайте игроков или наблюдателей
table-seed-revealed = зерно Хранителя уже раскрыто
    .chthonian = зерно Рассказчика уже раскрыто
table-seed-not-ended = зерно Хранителя можно раскрыть только после завершения игры: сначала завершите игру
    .chthonian = зерно Рассказчика можно раскрыть только после завершения игры: сначала завершите игру
table-entry-public = эта запись уже публичная

## Броски и запросы бросков
table-roll-system = в этой игре система { $system }: бросайте по { $system }, dice или bcdice
table-roll-action = укажите в request.action, какое действие выполнить
table-roll-expr-empty = введите выражение с кубиками или команду
table-roll-one-of = укажите что-то одно: request или expr
table-request-observer = наблюдатели не бросают кубики: запросите бросок у игрока
table-request-dice = настоящие кубики выбирает игрок, который отвечает: уберите dice из запроса
table-request-unreadable = этот запрос броска больше не читается: { $error }
table-request-answered = на этот запрос уже ответили

## Персонажи
table-create-not-object = create должно быть объектом
table-create-one-of = укажите что-то одно: create или sheet
table-create-chthonian = персонажей «Хтоники» передают готовым листом: отправьте sheet вместо create
table-events-count = укажите от 1 до { $max ->
    [one] { $max } события
    [few] { $max } событий
   *[many] { $max } событий
    [other] { $max } события
}
table-options-refused = настройки игры не приняты: { $reason }
table-sheet-refused = лист не принят: { $reason }

## Сообщения
table-post-empty = в сообщении должен быть хоть какой-то текст
table-post-nul = в тексте сообщения не должно быть символов NUL
table-post-too-long = текст сообщения длиннее { $limit ->
    [one] { $limit } символа
    [few] { $limit } символов
   *[many] { $limit } символов
    [other] { $limit } символа
}
table-post-too-many-tags = в сообщении больше { $limit ->
    [one] { $limit } тега броска
    [few] { $limit } тегов броска
   *[many] { $limit } тегов броска
    [other] { $limit } тега броска
}: разбейте его на несколько или сделайте часть бросков отдельно

## Не найдено, нельзя, не сейчас
table-not-found-game = игры "{ $id }" нет
table-not-found-member = участника "{ $id }" в этой игре нет
table-not-found-character = персонажа "{ $id }" в этой игре нет
table-not-found-post = сообщения "{ $id }" в этой игре нет
table-not-found-thread = темы "{ $id }" в этой игре нет
table-not-found-request = запроса броска "{ $id }" в этой игре нет
table-not-found-entry = записи { $id } в журнале этой игры нет
table-not-found = в этой игре нет такого: { $what } "{ $id }"
table-unauthorized = токена участника нет или он не подходит к этой игре
table-rejected = бросок отклонён: { $reason }
table-ended = игра завершена: в неё больше ничего нельзя добавить
table-unavailable = хранилище игры не отвечает: попробуйте чуть позже

## JSON API
table-api-no-route = такой точки API нет: см. /api/v1/openapi.json
table-api-method = эта точка API не принимает такой метод: см. /api/v1/openapi.json
table-api-json-content-type = отправьте тело запроса как JSON с Content-Type: application/json
table-api-body-too-large = тело запроса больше предела: читается не больше { $limit ->
    [one] { $limit } байта
    [few] { $limit } байт
   *[many] { $limit } байт
    [other] { $limit } байта
}
table-api-too-many-requests = в одном массиве не больше { $limit ->
    [one] { $limit } запроса
    [few] { $limit } запросов
   *[many] { $limit } запросов
    [other] { $limit } запроса
}
table-api-odds-one-of = укажите что-то одно: request (объект) или expr
table-api-internal = keeper столкнулся с ошибкой: запрос не выполнен

## A storage failure whose usual cause keeper knows
table-store-cannot-open = файл не удаётся открыть или создать: проверьте путь, что его папка существует и что keeper может туда писать
table-store-refused-login = сервер PostgreSQL не принял пользователя или пароль: проверьте их в URL
table-store-no-database = на сервере PostgreSQL нет такой базы данных: создайте её (createdb) или укажите другую
table-store-connection-refused = по этому адресу никто не отвечает: проверьте, что сервер базы данных запущен, и его хост и порт
table-store-timed-out = база данных не ответила вовремя

## Неигровые персонажи (НИП) за столом.
table-npc-keeper-only = создавать и показывать неигровых персонажей и бросать за них может только Хранитель
    .chthonian = создавать и показывать существ и неигровых персонажей и бросать за них может только Рассказчик
table-npc-no-name = первая строка блока характеристик должна быть именем НИП
table-npc-not-npc = показать можно только неигрового персонажа: лист сыщика и так открыт
table-npc-already-shown = этот неигровой персонаж уже показан
table-npc-kind = «kind» — это «investigator» или «npc», а не «{ $kind }»
table-npc-statblock = неигровой персонаж создаётся только из «statblock» (текста блока характеристик), без «create» и «sheet»
table-npc-statblock-kind = «statblock» создаёт неигрового персонажа: добавьте "kind": "npc"

# Трекер боя.
table-not-found-fight = в этой игре сейчас нет боя: его начинает Хранитель
table-fight-changed = бой изменился, пока вы выбирали: посмотрите на него снова и выберите ещё раз
table-fight-already = бой уже идёт: закончите его, прежде чем начать другой
table-fight-keeper-only = только Хранитель начинает бой, добавляет в него бойцов и заканчивает его
table-forecast-system = прогноз боя знает только бои 7-й и классической редакций: бой Chthonian не прогнозируется
table-fight-no-fighters = назовите хотя бы одного персонажа для боя
table-fight-too-many = не больше { $max } бойцов в одном бою
table-fight-in-already = этот персонаж уже в бою
table-fight-unreadable = правила не могут прочитать лист персонажа { $name }: исправьте его до боя
table-fight-exchange-system = в игре Chthonian трекер ведёт порядок, раунды и ходы; каждое состязание бросайте с листов
table-fight-refused = правила этого не позволяют: { $reason }
table-fight-jammed = { $with }: оружие заклинило, сначала перезарядите его
table-fight-no-rounds = { $with }: осталось патронов: { $left }; перезарядите или стреляйте реже
table-fight-no-trait = «{ $trait }» — не Качество этого бойца ({ $list })
table-fight-not-in-system = { $what ->
    [maneuver] в системе этой игры нет боевых приёмов
    [reload] в системе этой игры патроны не считаются
    [aim] в системе этой игры нет прицеливания
    [skill] в игре Chthonian другой бросок хода делается с листа, с его Качествами
    [difficulty] у классических проверок нет уровней сложности и костей бонуса и штрафа
   *[range] в системе этой игры нет дистанций стрельбы и выстрела в упор
}
table-fight-pending = атака ждёт ответа цели: сначала ответьте на неё
table-fight-not-in = этого персонажа нет в бою
table-contest-chthonian = состязания, сложные состязания и совместные броски нескольких сторон — правила «Хтоники» (R2–R4)
table-contest-sides = укажите от { $min } до { $max } сторон
table-outcome-trait-narrator = превратить Исход в Качество (R5) может только Рассказчик
table-outcome-trait-none = у этого броска нет Исхода: нужен бросок «Хтоники», выигранное состязание или победитель сложного
table-opposed-system = встречные проверки есть в 7-й редакции, броски сопротивления — в классике; в «Хтонике» бросают состязание
table-opposed-two = у встречной проверки ровно две стороны
table-opposed-side = для каждой стороны укажите персонажа и название значения в его листе или название и значение
table-contest-object-trait = у предмета нет листа, где искать «{ $trait }»: задайте значение («{ $trait } 2»)
table-fight-exposure-coc7 = повторяющаяся опасность (огонь, утопление) — правило 7-й редакции (H8)
table-fight-exposure-no-hp = у этого бойца нет ОЗ, которые опасность могла бы отнять
table-fight-not-exposed = { $name } ничему не подвергается
table-fight-self = боец не может атаковать сам себя: выберите другую цель
table-fight-not-your-turn = сейчас не ход вашего бойца: подождите или действует Хранитель
table-fight-lost-attack = этот боец бросился в укрытие и теряет эту атаку: закончите ход
table-fight-no-attacks-left = этот боец сделал все свои атаки в этом раунде: закончите ход
table-fight-no-skill = «{ $skill }» нет на листе этого бойца: { $list }
table-fight-attacker-down = этот боец без сознания или мёртв и не может атаковать
table-fight-target-dead = цель мертва: выберите другую
table-fight-no-weapon = «{ $with }» — не одна из атак этого бойца: { $list }
table-fight-no-attack = ни одна атака не ждёт ответа
table-fight-not-your-target = на эту атаку отвечает только игрок цели (или Хранитель, за НИП)
table-fight-response = ответьте одним из: { $list }
table-fight-with-or-maneuver = укажите оружие или атаку («with») либо приём («maneuver»)
table-fight-maneuver-build = комплекция цели больше на 3 или более: приём { $maneuver } на ней не сработает; бейте её
table-fight-count = НИП вступает в бой по 1–{ $max } сразу (копии его блока характеристик); сыщик приходит один
table-fight-position = место в порядке — от 0 (первое) до { $max }
table-fight-held-flee = этого бойца удерживают: сначала вырвитесь приёмом (K8)
table-fight-target-fled = цель сбежала из боя: выберите другую
table-story-narrator-only = только Рассказчик начинает и заканчивает Сюжет (I4)
table-development-keeper-only = только Хранитель объявляет фазу развития, в конце сценария (R10)
table-treat-system = лечение за столом идёт по правилам 7-й редакции (H4–H7); в этой игре примените события правил с листа
table-treat-investigator = лечат только сыщика, и лечит только сыщик
table-treat-healer = для первой помощи и медицины укажите «лекаря» (healer)
table-treat-healer-down = { $name } без сознания, при смерти или мёртв и никого не лечит
table-treat-time = дни и недели отдыха отсчитывает Хранитель
table-treat-classic = в классике лечат первой помощью, медициной или неделей отдыха (H1, H2)
table-sheet-keeper-only = это делает для персонажа только Хранитель: по правилам решение за ним
table-treat-not-dying = { $name } не при смерти: бросать ВЫН незачем (H4)
table-time-keeper-only = только Хранитель решает, сколько игрового времени проходит
table-time-hours = за один раз проходит не больше { $max } игровых часов
table-time-nothing = укажите, сколько часов проходит, или начните новый день
table-time-system = ход времени меняет сыщиков 7-й редакции и классики; в игре Chthonian нет очков магии, которые восстанавливаются
