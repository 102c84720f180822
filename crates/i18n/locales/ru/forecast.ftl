# Прогноз боя для Хранителя: его слова в терминале и на экране Хранителя.

forecast-made-exact = Точно: все пути, которыми может пойти бой ({ $states } состояний).
forecast-made-simulated = Моделирование: { $fights } боёв, зерно { $seed }; каждое число с 95-процентным интервалом.
forecast-figure = { $percent }
forecast-figure-interval = { $percent } ({ $low }–{ $high })
forecast-side = Побеждают { $side }: { $chance }
forecast-side-fled = Бегут { $side }: { $chance }
forecast-undecided = Никто не победил за { $rounds } раундов: { $chance }
forecast-combatant = { $name }: мёртв { $dead }, при смерти { $dying }, без сознания { $unconscious }, тяжёлая рана { $major }, ранен { $wounded }, невредим { $unhurt }; в среднем теряет { $hp } ПЗ
forecast-ammo = { $name } в среднем расходует { $ammo } патронов
forecast-mean-rounds = Бой в среднем длится { $rounds } раунда
forecast-sanity = { $name } в среднем теряет { $expected } Рассудка при виде врагов (не больше { $max })
forecast-side-investigators = сыщики
forecast-side-npcs = персонажи Хранителя
forecast-error-duplicate = двух бойцов или две стороны зовут «{ $name }»: дайте каждому своё имя
forecast-error-unknown-side = { $combatant } сражается за «{ $side }», а такой стороны в бою нет
forecast-error-empty-side = за сторону «{ $side }» никто не сражается
forecast-error-too-few-sides = для боя нужны две стороны
forecast-error-too-many-combatants = бойцов: { $count }, а можно не больше { $max }
forecast-error-too-many-firearms = стволов: { $count }, а можно не больше { $max }
forecast-error-out-of-range = { $combatant }: { $field } { $value } вне допустимых пределов
forecast-error-rounds = предел раундов { $rounds } вне 1–{ $max }
forecast-error-fights = число боёв { $fights } вне 1–{ $max }
forecast-error-unwinnable = никто никому не может навредить: ни одна атака не пробивает броню противника, так что ни одна сторона не победит
forecast-error-of = { $name }: { $reason }
forecast-error-bonus = { $combatant }: бонус урона «{ $bonus }» не классический: D4 или D6 со знаком, как +1D4, −1D6 или +2D6, либо 0
forecast-error-budget = точному прогнозу нужно больше { $budget } состояний: смоделируйте бой или разрешите больший предел
forecast-progress = боёв смоделировано

## keeper coc7 simulate

cli-about-keeper-coc7-simulate = Прогноз целого боя до его начала: шанс каждого участника погибнуть, потерять сознание или остаться невредимым, шанс каждой стороны победить
cli-long-about-keeper-coc7-simulate = Прогноз целого боя до его начала. FIGHT.json содержит то, что принимает coc7.simulate протокола resolve: "sides" и "combatants" с их атаками, тактикой и бронёй. Небольшие бои считаются точно (все пути, которыми может пойти бой, точными дробями); большие — моделированием множества боёв параллельно, каждое число с 95-процентным интервалом. Показываются: шанс каждого участника погибнуть, оказаться при смерти, без сознания, с тяжёлой раной, раненым или невредимым; шанс победы каждой стороны; раунды; Рассудок, который стоит на кону. Бойцов можно дать и файлами: --investigator SHEET.json и --npc BLOCK.txt, прочитанными так, как их читает игра; --db и --game берут бой, идущий в игре.
cli-help-keeper-coc7-simulate-fight = Бой в JSON: {"{"}"sides": [...], "combatants": [...]{"}"} (см. docs/protocol.md, coc7.simulate)
cli-help-keeper-coc7-simulate-investigator = Сыщик, которого добавить, из файла листа (формат листа игры, JSON); повторите для нескольких
cli-help-keeper-coc7-simulate-npc = Персонаж Хранителя или существо, которое добавить, из блока характеристик в текстовом файле; повторите для нескольких (один файл дважды — это двое)
cli-help-keeper-coc7-simulate-db = База данных игры, чтобы спрогнозировать идущий в ней бой (вместе с --game)
cli-help-keeper-coc7-simulate-game = Игра, идущий бой которой прогнозируется так, как его видит Хранитель (вместе с --db)
cli-help-keeper-coc7-simulate-method = Как: точно, если бой достаточно мал (auto), всегда точно или моделированием
cli-help-keeper-coc7-simulate-fights = Сколько боёв моделировать (от 1 до 1000000; по умолчанию 100000)
cli-help-keeper-coc7-simulate-rounds = Предел раундов (от 1 до 1000; по умолчанию 30)
cli-help-keeper-coc7-simulate-seed = Воспроизводимое моделирование: одно и то же зерно даёт тот же прогноз на любом числе ядер
cli-help-keeper-coc7-simulate-svg = Записать также диаграмму продолжительности боя в раундах в файл SVG
cli-help-keeper-coc7-simulate-png = Записать также диаграмму продолжительности боя в раундах в файл PNG
cli-help-keeper-coc7-simulate-json = Вывести прогноз в JSON (результат, который отвечает coc7.simulate)
cli-help-keeper-coc7-simulate-lang = Язык сообщений и справки (en, el, ru, pt-BR); по умолчанию из LC_ALL, LC_MESSAGES или LANG
cli-error-forecast-file = { $path } — не бой: нужен объект JSON с "sides" и "combatants"
cli-error-forecast-system = игра идёт по { $game }: прогнозируйте её командой keeper { $game } simulate, а не keeper { $system } simulate
cli-error-forecast-sheet = { $path } — не лист: дайте лист в JSON, в формате листа игры
cli-error-forecast-fighter = { $path }: { $reason }
cli-forecast-chart-title = Раунд, в котором заканчивается бой

## Прогноз на экране Хранителя

forecast-title = Прогноз боя
forecast-hint = Шансы идущего боя с этого момента: каждый, кто ещё на ногах, — по их листам и профилям, какие они сейчас. Ничего не бросается и не записывается, и никто другой этого не видит.
forecast-method = Способ
forecast-method-auto = Точно, если бой мал, иначе моделированием
forecast-method-exact = Точно
forecast-method-simulated = Моделированием
forecast-fights = Сколько боёв моделировать
forecast-run = Спрогнозировать этот бой
forecast-chances = Чем бой кончится для каждого
forecast-rounds = Раунд, в котором заканчивается бой
forecast-dead = мёртв
forecast-dying = при смерти
forecast-unconscious = без сознания
forecast-major-wound = тяжёлая рана
forecast-wounded = ранен
forecast-unhurt = невредим

## keeper classic simulate

cli-about-keeper-classic-simulate = Прогноз целого боя до его начала: шанс каждого участника погибнуть, потерять сознание или остаться невредимым, шанс каждой стороны победить
cli-long-about-keeper-classic-simulate = Прогноз целого боя до его начала. FIGHT.json содержит то, что принимает classic.simulate протокола resolve: "sides" и "combatants" с их атаками, тактикой и бронёй. Небольшие бои считаются точно (все пути, которыми может пойти бой, точными дробями); большие — моделированием множества боёв параллельно, каждое число с 95-процентным интервалом. Показываются: шанс каждого участника погибнуть, оказаться при смерти, без сознания, с тяжёлой раной, раненым или невредимым; шанс победы каждой стороны; раунды; Рассудок, который стоит на кону. Бойцов можно дать и файлами: --investigator SHEET.json и --npc BLOCK.txt, прочитанными так, как их читает игра; --db и --game берут бой, идущий в игре.
cli-help-keeper-classic-simulate-fight = Бой в JSON: {"{"}"sides": [...], "combatants": [...], "options": "forum"{"}"} (см. docs/protocol.md, classic.simulate; options — домашние правила игры)
cli-help-keeper-classic-simulate-investigator = Сыщик, которого добавить, из файла листа (формат листа игры, JSON); повторите для нескольких
cli-help-keeper-classic-simulate-npc = Персонаж Хранителя или существо, которое добавить, из блока характеристик в текстовом файле; повторите для нескольких (один файл дважды — это двое)
cli-help-keeper-classic-simulate-db = База данных игры, чтобы спрогнозировать идущий в ней бой (вместе с --game)
cli-help-keeper-classic-simulate-game = Игра, идущий бой которой прогнозируется так, как его видит Хранитель (вместе с --db)
cli-help-keeper-classic-simulate-method = Как: точно, если бой достаточно мал (auto), всегда точно или моделированием
cli-help-keeper-classic-simulate-fights = Сколько боёв моделировать (от 1 до 1000000; по умолчанию 100000)
cli-help-keeper-classic-simulate-rounds = Предел раундов (от 1 до 1000; по умолчанию 30)
cli-help-keeper-classic-simulate-seed = Воспроизводимое моделирование: одно и то же зерно даёт тот же прогноз на любом числе ядер
cli-help-keeper-classic-simulate-svg = Записать также диаграмму продолжительности боя в раундах в файл SVG
cli-help-keeper-classic-simulate-png = Записать также диаграмму продолжительности боя в раундах в файл PNG
cli-help-keeper-classic-simulate-json = Вывести прогноз в JSON (результат, который отвечает classic.simulate)
cli-help-keeper-classic-simulate-lang = Язык сообщений и справки (en, el, ru, pt-BR); по умолчанию из LC_ALL, LC_MESSAGES или LANG
