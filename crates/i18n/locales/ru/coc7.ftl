## «Зов Ктулху», 7-я редакция (keeper-coc7 и его действия в resolve).


coc7-error-cannot-push = эту проверку нельзя форсировать (R5): { $why ->
    [succeeded] проверка и так успешна
    [already-pushed] проверку уже форсировали
    [combat] боевые проверки не форсируются
    [sanity] проверки Рассудка не форсируются
   *[luck] проверки Удачи не форсируются
}
coc7-error-cannot-spend-luck = на эту проверку нельзя тратить Удачу (R9): { $why ->
    [already-pushed] её форсировали
    [sanity] это проверка Рассудка
    [fumble] это критический провал
   *[luck] это проверка Удачи
}
coc7-error-not-enough-luck = нельзя потратить { $wanted } { $wanted ->
    [one] очко
    [few] очка
   *[many] очков
} Удачи: можно не больше { $available } (R9)
coc7-error-no-investigators = для групповой проверки Удачи нужен хотя бы один сыщик (R8)
coc7-error-maneuver-impossible = манёвр не сработает: Комплекция цели ({ $target }) превышает Комплекцию исполнителя ({ $build }) на 3 или больше (K8)
coc7-error-bad-loss = «{ $text }» — не потеря Рассудка: запишите её как успех/провал, например 0/1D6 или 1/1D4+1 (N1)
coc7-error-dead = сыщик мёртв
coc7-error-cannot-heal = сейчас лечить нельзя: { $why ->
    [dying] сыщик при смерти, и помочь может только Первая помощь (H4, H7)
    [needs-medicine] Первая помощь не дала сыщику умереть, но до естественного восстановления нужна Медицина (H7)
    [first-aid-given] Первая помощь при этой ране уже была успешной, а на одну рану она действует один раз (H7)
    [no-equipment] Медицина занимает не меньше часа и требует нужного оборудования и материалов (H7)
   *[full-health] у сыщика и так полный запас очков здоровья
}

coc7-issue = { $field }: { $what } ({ $rule })
# What an issue is about, in the reader's words (the protocol keeps its field name).
coc7-field-characteristics = характеристики
coc7-field-characteristic = { $char }
coc7-field-occupation-skill = профессиональный навык «{ $skill }»
coc7-field-occupation-skills = профессиональные навыки
coc7-field-interest = личный интерес № { $number }
coc7-field-interests = личные интересы
coc7-field-luck = Удача
coc7-field-other = { $field }
coc7-issue-none = нет
coc7-issue-values = { $values }
coc7-issue-not-the-array = характеристики получают значения 40, 50, 50, 50, 60, 60, 70 и 80, каждое по одному разу; лишние: { $extra }; недостающие: { $missing }
coc7-issue-roll-range = значение { $value } не может выпасть на кубиках: нужно число, кратное 5, от { $min } до { $max }
coc7-issue-unknown-skill = на листе сыщика нет навыка «{ $name }»
coc7-issue-needs-speciality = для навыка «{ $name }» нужна специализация: { $options }
coc7-issue-duplicate = навык { $skill } указан дважды
coc7-issue-occupation-values = профессиональные значения должны быть 70, 60, 60, 50, 50, 50, 40, 40 и 40; лишние: { $extra }; недостающие: { $missing }
coc7-issue-no-credit-rating = Средства должны получить одно из девяти профессиональных значений
coc7-issue-occupation-count = у рода занятий восемь навыков помимо Средств, а { $count ->
    [one] указан { $count } навык
    [few] указано { $count } навыка
   *[many] указано { $count } навыков
}
coc7-issue-unfilled = роду занятий { $occupation } не хватает { $slot_kind ->
    [one_of] одного из навыков: { $skills }
    [art_craft] специализации навыка Искусство/ремесло
    [language_other] ещё одного языка (Язык (иностранный) или конкретный язык)
    [firearms] специализации навыка Стрельба
    [any] ещё одного навыка на ваш выбор
   *[skill] навыка { $skills }
}
coc7-issue-mythos = при создании сыщика в навык Мифы Ктулху очки не вкладываются
coc7-issue-interest-count = нужно четыре личных интереса, а { $count ->
    [one] выбран { $count }
    [few] выбрано { $count }
   *[many] выбрано { $count }
}
coc7-issue-interest-occupation = { $skill } — профессиональный навык, поэтому он не может быть личным интересом
coc7-warning-custom-occupation = «{ $name }» нет среди родов занятий быстрого старта: подойдут любые восемь навыков (S1)
coc7-warning-no-occupation = род занятий из быстрого старта не указан: подойдут любые восемь навыков (S1)

coc7-expected-value = целое число от 0 до 1000
coc7-expected-dice-count = целое число кубиков от 0 до 100
coc7-expected-difficulty = "regular", "hard" или "extreme"
coc7-expected-response = "dodge" или "fight_back"
coc7-expected-expression = выражение с кубиками, например "1D6", "2D6+4", "+1D4", "-1" или "0"
coc7-expected-characteristics = объект с восемью характеристиками STR, CON, POW, DEX, APP, SIZ, INT, EDU, каждая — целое число от 0 до 200
coc7-expected-method = "quickstart" или "rolled"
coc7-expected-kind = "skill", "characteristic", "combat", "sanity" или "luck"
coc7-expected-lucks = список из 1–100 значений Удачи
coc7-expected-range = "base", "long" или "very_long"
coc7-expected-shots = 1, 2 или 3 выстрела
coc7-expected-severity = "minor", "moderate", "severe", "deadly", "terminal" или "splat"
coc7-expected-treatment = "first_aid", "medicine", "day", "week" или "dying_round"
coc7-expected-combatants = список из 1–100 участников боя, каждый вида {"{"}"name": "Brian", "dex": 60{"}"}
coc7-expected-sheet = объект листа, например {"{"}"format": "keeper-coc7-sheet", "version": 1, …{"}"}
coc7-expected-format = "keeper-coc7-sheet"
coc7-expected-version = 1 — версия листа, которую читает эта сборка
coc7-expected-events = список не более чем из 100000 событий
coc7-expected-event = событие, например {"{"}"event": "damaged", "amount": 3{"}"}
coc7-expected-dholes = экспорт Dhole's House: объект с "Investigator" и "Investigator.PersonalDetails"
coc7-error-creation = сыщик составлен неверно: { $issues }
coc7-dholes-missing = поле { $field } отсутствует или не является числом: взято 0
coc7-dholes-custom-skill = «{ $skill }» — не навык листа сыщика: сохранён как собственный навык
coc7-error-not-insane = фобии, мании и изменения предыстории приходят с временным безумием, а сыщик сейчас не во временном безумии (N3)
coc7-error-out-of-ammo = нельзя сделать { $shots } { $shots ->
    [one] выстрел
    [few] выстрела
   *[many] выстрелов
}: { $ammo ->
    [one] остался { $ammo } патрон
    [few] осталось { $ammo } патрона
   *[many] осталось { $ammo } патронов
} (K6)
coc7-expected-effect = "phobia", "mania" или "backstory"
coc7-expected-ammo = целое число патронов от 0 до 1000
coc7-expected-malfunction = число осечки от 1 до 100
coc7-expected-weapon-name = название оружия от 1 до 60 символов, кроме "unarmed" (оно есть у всех)
coc7-expected-weapon-skill = навык с листа, например "Fighting (Brawl)" или "Firearms (Handgun)"
coc7-expected-weapon-damage = кости, например "1D8" или "2D6+4", без бонуса к урону: он добавляется там, где его добавляет K4 ("adds_db")
coc7-expected-weapon-db = false: огнестрельное оружие не добавляет бонус к урону (K4)
coc7-expected-weapon-thrown = false: огнестрельное оружие не метают
coc7-expected-per-round = от 1 до 20 атак или выстрелов за раунд
coc7-expected-weapon-range = базовая дальность от 0 до 10000 ярдов
coc7-expected-weapon-ammo = целое число патронов от 1 до 1000
coc7-expected-weapons = не больше 50 единиц оружия на листе
coc7-expected-forecast-method = "auto", "exact" или "monte_carlo"
coc7-expected-fights = целое число боёв от 1 до 1000000
coc7-expected-budget = целое число состояний от 1 до 10000000
coc7-expected-sides = список хотя бы из двух сторон, каждая {"{"}"name": "investigators"{"}"}
coc7-expected-fighters = список из 1–32 участников, каждый {"{"}"name": "Brian", "side": "investigators", "dex": 60, "con": 55, "max_hp": 12, "attacks": […]{"}"}
coc7-expected-rounds = предел раундов от 1 до 1000
coc7-expected-targets = "first", "weakest" или "random"
coc7-expected-flee-at = сколько оставшихся на ногах заставит сторону бежать, от 0 до 32
coc7-expected-hp = пункты здоровья от 1 до 1000
coc7-expected-armour = пункты брони от 0 до 1000
coc7-expected-defence = "best", "dodge" или "fight_back"
coc7-expected-san = Рассудок от 0 до 99
coc7-expected-k4-weapon = оружие из таблицы оружия, например "small_knife" или "handgun"
coc7-error-forecast = прогноз боя невозможен: { $error }
# A probability as the terminal writes it: the exact fraction, then its percentage.
coc7-odds = { $fraction } ({ $percent })
# One level's chance in a list of odds: "Hard success 12.5%".
coc7-odds-level = { $level } { $percent }
# One Sanity loss with its chance: "3 1/6 (16.7%)".
coc7-odds-lost = { $lost } { $odds }
