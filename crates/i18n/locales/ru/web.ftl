## Веб-страницы (keeper-server). Тексты web-js-* показывает скрипт страницы,
## он же подставляет в них значения.

web-site-name = keeper
web-skip-to-content = Перейти к содержимому
web-nav-game = Эта игра
web-nav-table = Стол
web-nav-threads = Темы
web-nav-new-character = Новый персонаж
web-noscript = Читать можно и без JavaScript, а для бросков, сообщений и живого журнала он нужен.
web-footer = keeper: каждый бросок делается на сервере и вносится в цепочку журнала игры.
web-footer-api = JSON API

web-role-keeper = Хранитель
    .chthonian = Рассказчик
web-role-player = игрок
web-role-observer = наблюдатель
web-system-coc7 = «Зов Ктулху», 7-я редакция
web-system-classic = Классический «Зов Ктулху»
web-system-chthonian = Хтоника
web-system-dice = Кубики
web-system-bcdice = Команда BCDice
web-language-en = English
web-language-el = Ελληνικά
web-language-ru = Русский
web-language-pt-br = Português (Brasil)

web-error-not-found-title = Не найдено
web-error-not-found = Здесь ничего нет: возможно, ссылка неверна или запись не публичная.
web-error-unauthorized-title = Вы не вошли в эту игру
web-error-unauthorized = В этом браузере вы не вошли в эту игру. Откройте ссылку-приглашение от Хранителя или войдите со своим токеном на главной странице.
web-error-forbidden-title = Нет доступа
web-error-forbidden = Ваша роль в этой игре не даёт доступа к этой странице. Ширма Хранителя — только для Хранителя.
    .chthonian = Ваша роль в этой игре не даёт доступа к этой странице. Ширма Рассказчика — только для Рассказчика.
web-error-ended-title = Игра завершена
web-error-ended = В эту игру больше ничего нельзя добавить.
web-error-unavailable-title = Попробуйте чуть позже
web-error-unavailable = Хранилище игры сейчас не отвечает.
web-error-bad-title = Не получилось
web-error-bad = Запрос не удалось выполнить.
web-error-internal-title = Что-то пошло не так
web-error-internal = В keeper произошла ошибка; ничего не изменилось.
web-error-home = К вашим играм

web-index-title = Ваши игры
web-index-your-games = Игры в этом браузере
web-index-no-games = В этом браузере пока нет игр. Создайте игру или откройте ссылку-приглашение, которую прислал Хранитель.
web-index-you-are = вы — { $role }
web-index-new-game = Создать игру
web-index-token-title = Войти по токену
web-index-token-hint = Если игра создана в другом месте (в командной строке или через API), вставьте ID игры и свой токен участника.
web-index-token-game = ID игры
web-index-token-value = Токен участника
web-index-token-submit = Войти
web-mail-signin-title = Потеряли ссылку? Получите новую по почте
web-mail-signin-hint = Если вы указали в игре свой адрес, на него придёт новая ссылка для входа; старая перестанет работать.
web-mail-signin-email = Ваш адрес почты
web-mail-signin-submit = Прислать ссылку
web-mail-signin-back = К вашим играм
web-game-ended-short = завершена
web-game-ended = Эта игра завершена: её журнал закрыт, а публичное зерно раскрыто.

web-new-game-title = Создание игры
web-new-game-name = Название игры
web-new-game-system = Правила
web-new-game-language = Язык игры
web-new-game-keeper-name = Ваше имя (вы — Хранитель)
web-new-game-options = Настройки
web-new-game-house-rules = Домашние правила (только для классики)
web-new-game-house-forum = Домашние правила форума (все включены)
web-new-game-house-plain = Обычные правила (все выключены)
web-new-game-house-hint = Улучшенный блок, драка, несколько атак, переброс за очки магии, трата Удачи и медитация.
web-new-game-options-json = Настройки в виде JSON (необязательно)
web-new-game-options-hint = Для опытных: объект JSON, который передаётся правилам, например {"{"}"preset": "forum", "meditation": false{"}"}. Оставьте пустым, чтобы взять настройки по умолчанию; если поле заполнено, оно заменяет выбор домашних правил.
web-new-game-options-bad = Настройки должны быть объектом JSON, например {"{"}"preset": "plain"{"}"}.
web-new-game-submit = Создать игру

web-join-title = Присоединиться к игре
web-join-game = Вас приглашают в игру «{ $name }».
web-join-invite = Код приглашения
web-join-name = Ваше имя за столом
web-join-submit = Присоединиться
web-join-bad-invite = Это приглашение не подходит для этой игры. Попросите у Хранителя новую ссылку.
    .chthonian = Это приглашение не подходит для этой игры. Попросите у Рассказчика новую ссылку.

web-session-title = Этот браузер
web-session-signout = Выйти из этой игры

web-log-title = Журнал
web-log-all = Показать весь журнал
web-log-empty = Пока ничего не произошло.
web-entry-number = Запись №{ $seq }
web-entry-permalink = Постоянная ссылка
web-entry-reveal = Показать всем
web-entry-hidden = Скрытая запись.
web-entry-game-created = Создана игра «{ $name }»; хеши её зёрен опубликованы заранее, так что подменить зёрна потом нельзя.
web-entry-joined = Новый участник: { $name } ({ $role }).
web-entry-request = Запрос броска ({ $name }):
web-entry-revealed = Раскрыта запись
web-entry-character-created = Создан персонаж
web-entry-character-changed = Изменён персонаж { $name }
web-entry-hours-passed = { $hours ->
    [one] проходит { $hours } час
    [few] проходит { $hours } часа
   *[other] проходит { $hours } часов
}
web-entry-new-day = начинается новый день
web-entry-thread-created = Открыта тема
web-entry-posted = Сообщение в теме
web-entry-post-rolls = с { $count } { $count ->
    [one] броском
    [few] бросками
   *[many] бросками
}
web-entry-post-edited = Сообщение отредактировано (его броски остались прежними).
web-entry-post-deleted = Сообщение удалено (его броски остаются в журнале).
web-entry-game-ended = Игра завершена. Публичное зерно:
web-entry-keeper-seed = Раскрыто зерно Хранителя:
    .chthonian = Раскрыто зерно Рассказчика:
web-badge-revealed = раскрыто
web-visibility-keeper-badge = вслепую
web-visibility-private-badge = лично

web-roll-hidden = Скрытый бросок: результат видит только Хранитель.
    .chthonian = Скрытый бросок: результат видит только Рассказчик.
web-roll-button = Бросить
web-roll-check = проверка против { $value } %
web-roll-bonus = { $count } { $count ->
    [one] бонусный кубик
    [few] бонусных кубика
   *[many] бонусных кубиков
}
web-roll-penalty = { $count } { $count ->
    [one] штрафной кубик
    [few] штрафных кубика
   *[many] штрафных кубиков
}
web-roll-modifier = модификатор { $modifier }
web-roll-chthonian = d12 против Сложности { $difficulty }
web-roll-outcome = Исход { $outcome }
web-outcome-trait = Исход { $outcome } как Качество:
web-outcome-trait-who = Кто его носит
web-outcome-trait-name = Название (Ранение, Открыто…)
web-outcome-trait-hinders = мешает
web-outcome-trait-button = Добавить Качество
web-roll-for = (персонаж: { $name })
web-roll-sanity-lost = потеряно { $lost }, теперь Рассудок { $san }
web-roll-breakdown = Разбор:
web-roll-dice = Кубики:
web-roll-physical = Настоящие кубики: значения ввёл сам бросавший
web-roll-applied = Применено: { $events }

web-difficulty-regular = Обычная
web-difficulty-hard = Трудная
web-difficulty-extreme = Экстремальная


web-dice-title = Бросок кубиков
web-dice-expr = Выражение с кубиками или команда
web-dice-hint = Например 1d100, 3d6+2, 4d6kh3 или команда BCDice вроде CC(1)<=50.
web-dice-hint-classic = Например 1d100, 3d6+2 или команда BCDice вроде CCB<=40.
web-dice-hint-chthonian = Например 1d12 или 1d12+2, если прибавить значение Качества; Качества листа бросаются прямо с листа.
web-dice-label = Для чего бросок? (необязательно)
web-dice-physical = Настоящие кубики (необязательно)
web-dice-physical-hint = Бросали настоящие кубики? Введите выпавшие значения по порядку через запятую: 3,4,1. Тогда бросок будет отмечен как бросок настоящими кубиками.
web-visibility = Кто видит результат
web-visibility-public = Все
web-visibility-keeper = Вслепую: результат видит только Хранитель
    .chthonian = Вслепую: результат видит только Рассказчик
web-visibility-private = Лично: я и Хранитель
    .chthonian = Лично: я и Рассказчик
web-cancel = Отмена
web-copy = Копировать

web-requests-title = Броски, которые у вас запросили
web-requests-none = Хранитель пока не запрашивал у вас бросков.
    .chthonian = Рассказчик пока не запрашивал у вас бросков.

web-characters-mine = Ваши персонажи
web-characters-all = Персонажи
web-characters-none = Персонажей пока нет.
web-characters-sheet = Открыть лист

web-check-title = Проверка
web-check-difficulty = Сложность
web-check-bonus = Бонусные кубики
web-check-penalty = Штрафные кубики
web-check-modifier = Модификатор (в процентах)

web-chthonian-traits-apply = Подходящие Качества
web-chthonian-no-traits = На этом листе нет Качеств.
web-chthonian-difficulty = Сложность
web-chthonian-modifier = Другой модификатор
web-chthonian-traits-hint = По одному Качеству в строке: название и значение, например «Бывший следователь 2».

web-sheet-invalid = Правила не смогли прочитать этот лист.
web-sheet-played-by = Игрок: { $name }
web-sheet-state = Состояние
web-sheet-characteristics = Характеристики
web-sheet-derived = Производные показатели
web-sheet-skills = Навыки
web-sheet-roll = Бросок
web-sheet-click-to-roll = Выберите навык или характеристику, чтобы увидеть точные шансы и бросить.
    .chthonian = Отметьте подходящие Качества и Сложность, чтобы увидеть точные шансы и бросить.
web-sheet-no-skills = На этом листе нет навыков.
web-sheet-hp = ОЗ
web-sheet-hp-long = Очки здоровья
web-sheet-mp = ОМ
web-sheet-mp-long = Очки магии
web-sheet-san = РАС
web-sheet-san-long = Рассудок
web-sheet-sanity = Рассудок
web-sheet-luck = Удача
web-sheet-idea = Идея
web-sheet-know = Знание
web-sheet-db = Бонус к урону
web-sheet-build = Комплекция
web-sheet-occupation = Род занятий
web-sheet-credit = Средства
web-sheet-condition = Состояние
web-sheet-conditions = Раны и состояния
web-sheet-insanity = Безумие
web-sheet-checks = Навыки, отмеченные для развития
web-sheet-background = Предыстория
web-sheet-equipment = Снаряжение
web-sheet-style = Стиль
web-sheet-ti = УО
web-sheet-ti-long = Ужасающее Осознание
web-sheet-practicality = Прагматизм
web-sheet-cognizance = Приобщение
web-sheet-nodules = Нодули
web-sheet-no-story = Сюжет не начат
web-sheet-traits = Качества
web-sheet-temporary = (временное)
web-sheet-json = Лист в формате JSON
web-sheet-json-label = Лист (только для чтения)
web-cond-major-wound = серьёзная рана
web-cond-unconscious = без сознания
web-cond-dying = при смерти
web-cond-needs-medicine = нужна Медицина
web-cond-dead = мёртв
web-cond-indefinite = бессрочное безумие
web-cond-permanent = необратимое безумие
web-cond-temporary = временное безумие на { $hours } { $hours ->
    [one] час
    [few] часа
   *[many] часов
}
web-cond-none = Нет.

web-style-pulp = Фантастический боевик
web-style-weird = Фантастика ужасов
web-style-shocking = Пугающее открытие

web-create-title = Новый персонаж
web-create-owner = Игрок
web-create-failed = Персонаж не создан.
web-create-bad-line = В этой строке нет названия и числа: «{ $line }».
web-wizard-step-characteristics = 1. Характеристики
web-wizard-step-derived = 2. Производные показатели
web-wizard-step-occupation = 3. Род занятий и его навыки
web-wizard-step-interests = 4. Личные интересы
web-wizard-step-name = 5. Имя
web-wizard-method-quickstart = Значения быстрого старта
web-wizard-method-rolled = Бросок кубиков
web-wizard-array-hint = Быстрый старт: раздайте значения { $values } характеристикам, по одному на каждую. Бросок: СИЛ, ВЫН, МОЩ, ЛВК и НАР — 3D6×5; ТЕЛ, ИНТ и ОБР — (2D6+6)×5.
web-wizard-roll = Бросить характеристики
web-wizard-derived-hint = Очки здоровья, очки магии, Рассудок, бонус к урону и Комплекция следуют из характеристик. Удачу (3D6×5) бросает стол при создании сыщика.
web-wizard-derived-later = Они появятся на листе, когда сыщик будет создан.
web-wizard-occupation = Род занятий
web-wizard-custom = Другой род занятий (любые восемь навыков)
web-wizard-custom-name = Название другого рода занятий (необязательно)
web-wizard-occupation-hint = Раздайте восьми навыкам рода занятий и Средствам значения 70, 60, 60, 50, 50, 50, 40, 40 и 40, по одному на каждый.
web-wizard-occupations-ref = Роды занятий быстрого старта
web-wizard-occupation-skills = Профессиональные навыки и Средства
web-wizard-skill = Навык
web-wizard-value = Значение
web-wizard-skill-n = Профессиональный навык { $n }
web-wizard-value-n = Значение профессионального навыка { $n }
web-wizard-interests-hint = Четыре навыка не из числа профессиональных: каждый получает базовое значение + 20. Мифы Ктулху выбрать нельзя.
web-wizard-interest-n = Интерес { $n }
web-wizard-name = Имя
web-wizard-details = Подробности и предыстория
web-wizard-sex = Пол
web-wizard-age = Возраст
web-backstory = { $heading ->
    [description] Внешность
    [ideology] Убеждения
    [people] Значимые люди
    [locations] Памятные места
    [possessions] Ценное имущество
    [traits] Черты характера
    [injuries] Травмы и шрамы
    [phobias] Фобии и мании
    [tomes] Тайные книги, заклинания и артефакты
    [encounters] Встречи со странными существами
   *[other] { $heading }
}
web-wizard-back = Назад
web-wizard-next = Далее
web-wizard-create = Создать персонажа
web-classic-characteristics = Характеристики
web-classic-mode-roll = Бросить за столом (3D6; ТЕЛ и ИНТ 2D6+6; ОБР 3D6+3)
web-classic-mode-enter = Ввести самому (вместе с навыками)
web-classic-skills = Навыки (если характеристики вводятся вручную)
web-classic-skills-hint = По одному навыку в строке: название и процент, например «Внимание 45».

web-keeper-title = Ширма Хранителя
    .chthonian = Ширма Рассказчика
web-keeper-invites = Приглашения
web-keeper-invites-hint = Одной ссылкой-приглашением могут воспользоваться несколько человек; каждый, кто присоединится, получит своё место.
web-keeper-invite-player = Пригласить игрока
web-keeper-invite-observer = Пригласить наблюдателя
web-keeper-invite-url = Ссылка-приглашение
web-keeper-members = Участники
web-keeper-member-name = Имя
web-keeper-member-role = Роль
web-keeper-characters = Все персонажи
web-keeper-no-characters = Персонажей пока нет.
web-keeper-ask = Запросить бросок у игрока
web-keeper-no-players = Игроки пока не присоединились.
web-keeper-ask-to = Игрок
web-keeper-ask-character = Персонаж (необязательно)
web-keeper-ask-no-character = Нет
web-keeper-ask-skill = Навык или подпись
web-keeper-ask-value = Значение (в процентах)
web-keeper-ask-traits = Качества (необязательно)
web-keeper-ask-expr = Или вместо этого выражение с кубиками
web-keeper-ask-submit = Запросить бросок
web-keeper-pending = Ожидающие броски
web-keeper-no-pending = Нет.
web-keeper-blind = Бросок вслепую
web-keeper-controls = Игра
web-keeper-end = Завершить игру
web-keeper-reveal-seed = Раскрыть зерно Хранителя
    .chthonian = Раскрыть зерно Рассказчика
web-keeper-controls-hint = Завершение игры раскрывает публичное зерно, и любой сможет пересчитать открытые броски; раскрытое зерно Хранителя позволяет пересчитать и скрытые броски тем, кто может их читать.
    .chthonian = Завершение игры раскрывает публичное зерно, и любой сможет пересчитать открытые броски; раскрытое зерно Рассказчика позволяет пересчитать и скрытые броски тем, кто может их читать.
web-keeper-verify = Проверка журнала
web-effects-title = Урон, Рассудок и прочее
    .chthonian = Ужасающее Осознание
web-effect-character = Персонаж
web-effect-kind = Что происходит
web-effect-amount = Количество
web-effect-apply = Применить
web-effect-damage = Урон (потеря очков здоровья)
web-effect-heal = Лечение
web-effect-sanity-lost = Потеря Рассудка
web-effect-sanity-gained = Восстановление Рассудка
web-effect-luck-spent = Трата Удачи
web-effect-luck-gained = Прибавка Удачи
web-effect-magic-spent = Трата очков магии
web-effect-magic-regained = Восстановление очков магии
web-sheet-lost-today = сегодня потеряно { $amount } РАС
web-time-title = Проходит время
web-time-hint = Каждый сыщик восстанавливает 1 очко магии в час, не выше максимума (C5). Начните новый день, когда игровой день закончится: потери Рассудка за день снова считаются с 0 (N5); потери за день можно задать вручную в разделе «Урон, Рассудок и прочее».
web-time-hint-classic = Очки магии каждого сыщика возвращаются: четверть от общего числа каждые 6 часов, все — через 24 часа (M1); начинается новый час потерь Рассудка (N5).
web-time-hours = Игровые часы
web-time-new-day = Начинается новый день
web-time-pass = Пропустить время
web-time-done = { $count ->
    [0] ничего не изменилось: все листы уже были полны
    [one] изменён { $count } лист
    [few] изменено { $count } листа
   *[other] изменено { $count } листов
}
web-effect-day-losses-set = Потери Рассудка за день (задать)
web-effect-insight-gained = Получение очков Ужасающего Осознания
web-effect-insight-lost = Потеря очков Ужасающего Осознания
web-keeper-sanity = Проверка Рассудка
web-keeper-sanity-loss = Потеря Рассудка
web-keeper-sanity-loss-hint = Сколько теряется при успехе, затем — при провале, например 1/1D6 или 0/1D4; потеря вычитается прямо из листа.
web-keeper-sanity-roll = Проверить Рассудок
web-keeper-sanity-done = { $name } теряет { $lost } { $lost ->
    [one] очко
    [few] очка
   *[many] очков
} Рассудка, теперь РАС { $san }.
web-keeper-damage = Урон
web-keeper-damage-expr = Кубики урона
web-keeper-damage-expr-hint = Выражение с кубиками, например 1D6+1D4; сумма вычитается из очков здоровья.
web-keeper-damage-roll = Бросить урон
web-keeper-damage-done = { $name } получает { $amount } { $amount ->
    [one] единицу
    [few] единицы
   *[many] единиц
} урона: очков здоровья теперь { $hp } из { $max }.
web-verify-ok = Журнал проверен: цепочка не нарушена, и каждый бросок, который можно пересчитать, совпадает.
web-verify-broken = Журнал не прошёл проверку.
web-verify-entries = Записи
web-verify-bodies = Проверено содержимое записей
web-verify-rolls = Пересчитано бросков
web-verify-json = Проверка в формате JSON
web-commitments = Обязательства
web-commitment-fair = Обязательство публичного зерна (SHA-256)
web-commitment-keeper = Обязательство зерна Хранителя (SHA-256)
    .chthonian = Обязательство зерна Рассказчика (SHA-256)
web-seed-fair = Публичное зерно
web-seed-keeper = Зерно Хранителя
    .chthonian = Зерно Рассказчика
web-seed-hidden = ещё не раскрыто

web-threads-title = Темы
web-threads-none = Тем пока нет.
web-threads-by = автор: { $name }
web-threads-new = Новая тема
web-threads-new-title = Заголовок
web-threads-create = Создать тему
web-posts-none = Сообщений пока нет.
web-post-new = Новое сообщение
web-post-body = Ваше сообщение
web-post-hint = Бросайте прямо по ходу текста: [roll]1d100[/roll] при отправке бросает выражение с кубиками или команду; [roll="d6"]2[/roll] бросает два d6 по-старому, как на классическом форуме. Каждый бросок делается один раз, на сервере.
web-post-submit = Отправить
web-post-edit = Изменить
web-post-delete = Удалить
web-post-edited = изменено
web-post-deleted = Это сообщение удалено.
web-post-unrolled = добавлено при правке: не брошено

web-permalink-title = Бросок №{ $seq }
web-permalink-lead = { $name } — бросок в игре «{ $game }»
web-permalink-roll = Бросок
web-permalink-chain = Место в цепочке
web-permalink-seq = Запись (в журнале на этот момент)
web-permalink-hash = Хеш
web-permalink-prev = Хеш предыдущей записи
web-permalink-body-hash = Хеш содержимого
web-permalink-verify = Проверить весь журнал
web-permalink-share = Поделиться
web-permalink-url = Ссылка
web-permalink-bbcode = BBCode
web-permalink-markdown = Markdown

web-js-working = Выполняется…
web-js-failed = Не получилось: { $message }
web-js-rolled = Брошено.
web-js-saved = Готово.
web-js-odds-none = Для этого шансы не считаются.
web-js-odds-mean = Среднее { $mean } (от { $min } до { $max })
web-js-odds-outcome = { $value }: { $percent }
web-js-odds-success = Шанс успеха: { $percent } ({ $fraction })
web-js-odds-level = { $level } { $percent }
web-js-live-connected = На связи
web-js-live-lost = Переподключение…
web-js-bad-dice = Введите значения целыми числами через запятую, например 3,4,1.
web-js-confirm-end = Завершить игру? Бросать и писать больше будет нельзя, а публичное зерно раскроется.
web-js-confirm-delete = Удалить это сообщение? Его броски останутся в журнале.
web-js-invite-made = Ссылка-приглашение готова: скопируйте её и отправьте.
web-js-copied = Скопировано.
web-js-step = Шаг { $step } из { $steps }
web-js-array-left = Ещё не розданы: { $values }
web-js-array-ok = Все значения быстрого старта розданы.
web-js-derived = ОЗ { $hp } · ОМ { $mp } · РАС { $san } · Бонус к урону { $db } · Комплекция { $build }
web-js-save = Сохранить
web-js-create-issues = Персонаж не создан:
web-js-cancel = Отмена
web-js-slot-one-of = один из навыков: { $skills }
web-js-slot-art-craft = специализация Искусства/ремесла, например Искусство/ремесло (фотография)
web-js-slot-language-other = другой язык, например Язык (латынь)
web-js-slot-firearms = специализация Стрельбы, например Стрельба (пистолет)
web-js-slot-any = любой навык

## Выбор языка в шапке каждой страницы
web-language-label = Язык
web-language-change = Сменить

## Готовые для вставки фрагменты с броском
web-snippet-physical = настоящие кубики
web-credit-band = { $band ->
    [penniless] нищета
    [poor] бедность
    [average] средний достаток
    [wealthy] высокий достаток
    [rich] богатство
    [super_rich] огромное богатство
   *[other] { $band }
}


## Что бросок запросил у правил, по коду действия
web-action = { $action ->
    [check] Проверка
    [opposed] Встречная проверка
    [sanity] Проверка Рассудка
    [melee] Ближний бой
    [investigator] Новый сыщик
    [characteristics] Бросок характеристик
    [push] Форсированная проверка
    [luck] Проверка Удачи
    [group_luck] Групповая проверка Удачи
    [spend_luck] Трата Удачи
    [magic] Трата очков магии
    [improvement] Проверки развития
    [reality_check] Проверка реальности
    [insanity_effect] Проявление безумия
    [firearms] Стрельба
    [maneuver] Боевой манёвр
    [damage] Урон
    [heal] Лечение
    [initiative] Порядок действий
    [sheet] Лист
    [import_dholes] Импорт из Dhole's House
    [export_dholes] Экспорт в Dhole's House
    [resistance] Таблица сопротивления
    [bbcode] Теги [roll] в сообщении
    [characteristic] Проверка характеристики
    [experience] Бросок по отметке опыта
    [convert] Перевод в 7-ю редакцию
    [damage_bonus] Бонус к урону
    [attack] Атака
    [unarmed] Атака без оружия
    [blocks] Улучшенный блок
    [defences] Защиты
    [attacks] Несколько атак
    [order] Порядок действий
    [treat] Первая помощь или Медицина
    [natural_healing] Естественное восстановление
    [condition] Состояние
    [regenerate] Восстановление очков магии
    [meditate] Медитация
    [mp_reroll] Переброс за очко магии
    [roll] Бросок
    [contest] Бросок-состязание
    [insight] Ужасающее Осознание
    [complex] Сложный бросок-состязание
    [cooperative] Кооперативный бросок
    [split] Разбиение бросков
    [insight_roll] Бросок Ужасающего Осознания
    [recovery] Бросок на восстановление
    [treatment] Бросок на лечение
    [nodule] Трата Нодуля
    [story_start] Начало Сюжета
    [story_end] Конец Сюжета
    [command] Команда BCDice
    [prob] Вероятности
   *[other] { $action }
}

# A moment as shown: the date and time the reader's way, in UTC.
web-time-utc = { $time } UTC

## Неигровые персонажи.
web-npc = НИП
web-npc-title = Неигровые персонажи
    .chthonian = Существа и неигровые персонажи
web-npc-none = Неигровых персонажей пока нет: вставьте блок характеристик ниже.
web-npc-shown = показан игрокам
web-npc-hidden = видите только вы
web-npc-show = Показать игрокам
web-npc-import-label = Блок характеристик
web-npc-import-hint = Вставьте его так, как он напечатан в сценарии: имя в первой строке, затем характеристики, атаки («Claw 40%, damage 1D6+DB»), броня (Armor) и потеря Рассудка (Sanity loss). Характеристики видите только вы; игроки узнают имя, когда вы его покажете или открыто бросите за него.
    .chthonian = Имя в первой строке, затем его Качества со значениями («Нечеловеческая сила 3, Голод 2»), в одну строку или в несколько. Их видите только вы; игроки узнают имя, когда вы его покажете или открыто бросите за него.
web-npc-import-submit = Добавить НИП
web-npc-secret = Эти характеристики видит только Хранитель.
    .chthonian = Эти Качества видит только Рассказчик.
web-npc-move = Скорость
web-npc-armor = Броня
web-npc-attacks-per-round = Атак за раунд
web-npc-sanity-loss = Потеря Рассудка
web-npc-attacks = Атаки
web-npc-attack = Атака
web-npc-damage = Урон
web-entry-character-shown = Показан неигровой персонаж
web-entry-npc-created = Создан неигровой персонаж
web-js-npc-made = НИП создан: его видите только вы.
web-npc-example-name = Культист
web-npc-example-weapon = Нож
web-npc-kept = Неигровой персонаж, его ведёт Хранитель
    .chthonian = Существо или неигровой персонаж, его ведёт Рассказчик
web-npc-example-traits = Нечеловеческая сила 3, Голод 2

# A Chthonian Excursionist's Terrible Insight and Nodules at the table (I1–I4).
web-insight-title = Ужасающее Осознание и Нодули
web-insight-kind = Какой бросок
web-insight-kind-name = { $kind ->
    [insight_roll] Бросок Осознания: провал даёт УО
    [recovery] Успехи в приличном обществе: успех снимает УО
   *[treatment] Психиатрическое лечение: успех снимает УО
}
web-insight-hint = Бросок Осознания учитывает Прагматизм ({ $practicality }); провал даёт 1 УО. Приобщение — { $cognizance }. УО, Стиль и запас берутся с листа.
web-insight-roll = Бросок Осознания
web-nodules-title = Нодули
web-nodules-empty = Запас Сюжета пуст: тратить больше нечего.
web-nodules-left = { $count ->
    [one] В этом Сюжете остался { $count } Нодуль.
    [few] В этом Сюжете осталось { $count } Нодуля.
   *[other] В этом Сюжете осталось { $count } Нодулей.
}
web-nodule-use = Потратить на
web-nodule-use-name = { $use ->
    [automatic_success] автоматический успех
    [authorship] авторство
    [fortune] удачу (против жертвы)
   *[shift] сдвиг УО
}
web-nodule-outcome = Желаемый Исход
web-nodule-size = Размер
web-nodule-size-modest = скромное (5)
web-nodule-size-major = крупное (11)
web-nodule-victim-difficulty = Сложность жертвы
web-nodule-toward = В сторону
web-nodule-toward-practicality = Прагматизма (−1 УО)
web-nodule-toward-cognizance = Приобщения (+1 УО)
web-nodule-spend = Потратить Нодуль
web-story-start = Начать Сюжет (Нодули = УО)
web-story-end = Закончить Сюжет

# Treating a 7th edition investigator's wounds from the sheet (H4–H7).
web-treat-title = Лечение ран
web-treat-treatment = Лечение
web-treat-name = { $treatment ->
    [first_aid] Первая помощь
    [medicine] Медицина
    [dying_round] Бросок ВЫН умирающего
    [day] День отдыха
   *[week] Неделя отдыха
}
web-treat-healer = Лекарь
web-treat-equipment = Медицина: с нужным снаряжением, в течение часа
web-treat-hint = Первая помощь действует один раз на рану, и умирающему она нужна первой; затем медицина. Навык — лекаря, раны и ВЫН — этого листа.
web-treat-equipment-classic = Медицина: со снаряжением; неделя отдыха: под медицинским присмотром
web-treat-hint-classic = Первая помощь и медицина возвращают по 1D3 сразу (H1); неделя отдыха лечит 1D3, и ещё 2D3 под медицинским присмотром (H2). Навык — лекаря.
web-more-title = Другие правила
web-more-reality = Проверка реальности (против РАС)
web-more-magic = Потратить очков магии
web-more-magic-spend = Потратить (сверх них — из ОЗ)
web-more-effect = Во время временного безумия
web-more-effect-name = { $effect ->
    [phobia] фобия
    [mania] мания
   *[backstory] изменение в предыстории
}
web-more-effect-text = Её слова
web-more-effect-heading = Раздел предыстории (для изменения)
web-more-effect-add = Добавить в лист
web-more-meditate = Медитировать час (+1D6 ОМ, раз в 6 часов)
web-more-end-adventure = Конец приключения: Удача восстановлена
web-more-reward = Награда Рассудком
web-more-reward-roll = Бросить награду
web-treat-submit = Лечить

## The development phase on a 7th edition sheet (the Keeper's, R10).
web-development-title = Развитие
    .classic = Отметки опыта
web-development-ticked = Отмечены для развития: { $skills }
    .classic = Навыки с отметкой опыта: { $skills }
web-development-none = Ни один навык не отмечен: восстановиться может только Удача.
    .classic = Ни у одного навыка нет отметки опыта.
web-development-luck = Восстановить и Удачу (1D100 больше Удачи даёт +1D10)
web-development-roll = Бросить развитие
    .classic = Бросить по отметкам опыта

## Dhole's House: an investigator imported and exported
web-dholes-import = Импортировать сыщика из Dhole's House
web-dholes-json = Экспорт Dhole's House (JSON)
web-dholes-hint = Вставьте файл, который выгружает Dhole's House: правила перенесут его характеристики, навыки и подробности в ваш лист.
web-dholes-submit = Импортировать
web-dholes-bad-json = это не экспорт Dhole's House: JSON не читается ({ $error })
web-dholes-bad = это не экспорт Dhole's House
web-dholes-export = Скачать для Dhole's House (JSON)
