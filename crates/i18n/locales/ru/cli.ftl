## Командная строка keeper (keeper-cli).

cli-about-keeper = keeper: кубики, точные вероятности и правила «Зова Ктулху» прямо в терминале
cli-help-keeper-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG

cli-about-keeper-roll = Бросить кубики по выражению и показать каждый кубик
cli-long-about-keeper-roll = Бросить кубики по выражению и показать каждый кубик.

    Работают и команды в стиле BCDice: CC(1)<=50, CBR(50,60), FAR(3,70,98) для 7-й редакции, а с --game Cthulhu — команды 6-й редакции CCB<=40, RESB(12-10), SCBRB(50,60).

    Нотация: NdM, d%, NdF, оставить/отбросить khK klK dhK dlK, подсчёт успехов NdM>=K и NdM<=K, взрывающиеся кубики NdM! (или !>=K), переброс roM (один раз) и rrM (пока условие выполняется), + - * и / (с округлением вниз), скобки, метки 2d6[fire] и N#EXPR, чтобы бросить одно и то же выражение N раз (6#3d6).

    Коды выхода: 0 — успех, 2 — неверный ввод, 1 — внутренняя ошибка.
cli-help-keeper-roll-expr = Выражение для броска, например 3d6+2, 4d6kh3 или "6#3d6"
cli-help-keeper-roll-seed = Сделать бросок воспроизводимым: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-roll-dice = Указать выпавшие грани самому (настоящие кубики) в порядке броска: 3,4,1
cli-help-keeper-roll-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-roll-game = Игра BCDice для команд в стиле BCDice, таких как CC(1)<=50: Cthulhu7th (по умолчанию) или Cthulhu
cli-help-keeper-roll-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG

cli-about-keeper-prob = Показать точную вероятность каждого результата броска
cli-long-about-keeper-prob = Показать точную вероятность каждого результата броска: таблица с точными дробями, P(≤ x), P(≥ x) и гистограммой, затем среднее и стандартное отклонение. Взрывающиеся кубики обрываются на заданной глубине (по умолчанию 9 дополнительных кубиков), и отброшенная вероятность указывается отдельно.

    Коды выхода: 0 — успех, 2 — неверный ввод, 1 — внутренняя ошибка.
cli-help-keeper-prob-expr = Выражение для броска, например 3d6, 4d6kh3 или 2d20kh1+5
cli-help-keeper-prob-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-prob-svg = Также записать диаграмму в файл SVG
cli-help-keeper-prob-png = Также записать диаграмму в файл PNG
cli-help-keeper-prob-explode-depth = Сколько дополнительных кубиков может добавить один взрывающийся кубик (по умолчанию 9)
cli-help-keeper-prob-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG

cli-about-keeper-resolve = Отвечать на запросы протокола resolve, по одному объекту JSON в строке
cli-long-about-keeper-resolve = Отвечать на запросы протокола resolve: на входе по одному объекту JSON в строке, на выходе по одной строке ответа на каждый запрос, в том же порядке. Неверная строка получает ответ с ошибкой, и читается следующая. Если файл не указан, читается стандартный ввод.

    Коды выхода: 0 — ответ дан на каждую строку (включая ошибки), 2 — файл не удаётся открыть, 1 — внутренняя ошибка.
cli-help-keeper-resolve-file = Файл запросов в формате JSON Lines (если не указан — стандартный ввод)
cli-help-keeper-resolve-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG

cli-roll-other-game = это команда игры BCDice { $game }: добавьте --game { $game }
cli-bcdice-check = { $command }: выпало { $rolls } → { $total }: { $judgement }
cli-bcdice-roll = { $command }: выпало { $rolls } → { $total }
cli-bcdice-burst = { $command }: выпало { $rolls } → { $hits ->
    [one] { $hits } попадание
    [few] { $hits } попадания
   *[many] { $hits } попаданий
}, { $impales ->
    [one] { $impales } пронзающий удар
    [few] { $impales } пронзающих удара
   *[many] { $impales } пронзающих ударов
}, { $remaining ->
    [one] остался { $remaining } патрон
    [few] осталось { $remaining } патрона
   *[many] осталось { $remaining } патронов
}
cli-bcdice-jammed = , оружие заклинило
cli-bcdice-secret = {" "}(скрытый бросок)
cli-bcdice-critical = критический успех
cli-bcdice-critical-special = критический успех (особый)
cli-bcdice-special = особый успех
cli-bcdice-extreme = экстремальный успех
cli-bcdice-hard = трудный успех
cli-bcdice-regular = обычный успех
cli-bcdice-success = успех
cli-bcdice-automatic-success = автоматический успех
cli-bcdice-failure = провал
cli-bcdice-automatic-failure = автоматический провал
cli-bcdice-fumble = критический провал
cli-bcdice-malfunction = осечка
cli-bcdice-fumble-malfunction = критический провал и осечка

cli-prob-title = { $expr }: точное распределение, { $outcomes ->
    [one] { $outcomes } результат
    [few] { $outcomes } результата
   *[many] { $outcomes } результатов
}
cli-prob-outcome = значение
cli-prob-probability = вероятность
cli-prob-percent = %
cli-prob-at-most = ≤ x
cli-prob-at-least = ≥ x
cli-prob-summary = среднее { $mean } ({ $mean_decimal }), стандартное отклонение { $std_dev }
cli-prob-summary-decimal = среднее { $mean_decimal }, стандартное отклонение { $std_dev }
cli-prob-cut = взрывающиеся кубики оборваны после { $depth ->
    [one] { $depth } дополнительного кубика
    [few] { $depth } дополнительных кубиков
   *[many] { $depth } дополнительных кубиков
}: суммарная вероятность отброшенных вариантов — { $cut }

cli-chart-x-label = результат
cli-chart-y-label = вероятность (%)

cli-error-io = ошибка ввода-вывода: { $error }
cli-error-open = не удаётся открыть { $path }: { $error }
cli-error-sheet-json = лист { $path } — некорректный JSON: { $error }
cli-error-bad-face = --dice: "{ $face }" — не целое число: укажите грани целыми числами, например 3,4,1
cli-error-chart = не удаётся записать диаграмму { $path }: { $error }

## keeper chthonian (crates/cli/src/chthonian.rs).

cli-about-keeper-chthonian = Хтоника (Chthonian): Броски d12 + Качества, Броски-состязания и листы Очевидцев с точными вероятностями
cli-help-keeper-chthonian-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG

cli-about-keeper-chthonian-roll = Стандартный бросок: d12 плюс Качества против Сложности (Исход 0 или больше — успех)
cli-long-about-keeper-chthonian-roll = Стандартный бросок: d12 плюс все Качества минус Сложность — это Исход; 0 или больше — успех. Каждое названное Качество учитывается один раз. Сначала показываются точные вероятности.

    Пример: keeper chthonian roll --trait "Ex-Detective 2" --trait "Quality -3" --difficulty 11

    Коды выхода: 0 — успех, 2 — неверный ввод, 1 — внутренняя ошибка.
cli-help-keeper-chthonian-roll-traits = Качество в виде "Название значение" ("Бывший следователь 2", "Качественный -3") или просто модификатор (-3); повторите для каждого Качества
cli-help-keeper-chthonian-roll-difficulty = Сложность (8 — хорошая средняя; прибавьте или отнимите 3, чтобы задача стала труднее или проще)
cli-help-keeper-chthonian-roll-seed = Сделать бросок воспроизводимым: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-chthonian-roll-dice = Указать выпавший d12 самому (настоящий кубик): 8
cli-help-keeper-chthonian-roll-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-chthonian-roll-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG

cli-about-keeper-chthonian-contest = Бросок-состязание: каждая сторона бросает d12 плюс свои Качества, побеждает наибольший результат
cli-long-about-keeper-chthonian-contest = Бросок-состязание: каждая сторона бросает d12 плюс свои Качества; побеждает наибольший результат, а Исход — это разница между наибольшим и вторым по величине. Названное Качество учитывается во всём Состязании один раз — у первой стороны, которая его указала. С --difficulty это Сложный бросок-состязание: каждая сторона бросает против Сложности, и победить может только Исход выше 0. Сначала показываются точные шансы на победу каждой стороны.

    Пример: keeper chthonian contest --side "Walter: Powerful 1, Ex-Detective 2" --side "mulk: Inhuman Strength 3, Tough Hide 1"

    Коды выхода: 0 — успех, 2 — неверный ввод, 1 — внутренняя ошибка.
cli-help-keeper-chthonian-contest-sides = Сторона в виде "имя: Качество значение, Качество значение" (имя можно опустить; у стороны "полицейский:" Качеств нет); сторон не меньше двух
cli-help-keeper-chthonian-contest-tie = Что делать при ничьей за первое место: allow (никто не побеждает) или break (побеждает сторона с большей суммой Качеств, а при равных Качествах Состязание повторяется)
cli-help-keeper-chthonian-contest-difficulty = Сделать Сложный бросок-состязание против этой Сложности (провалиться могут все)
cli-help-keeper-chthonian-contest-seed = Сделать броски воспроизводимыми: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-chthonian-contest-dice = Указать выпавшие d12 самому, по одному на сторону по порядку, затем перебросы при ничьей: 6,8
cli-help-keeper-chthonian-contest-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-chthonian-contest-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG

cli-about-keeper-chthonian-sheet = Проверить лист Очевидца (JSON) и показать его Качества, Ужасающее Осознание, Прагматизм, Приобщение и Нодули
cli-long-about-keeper-chthonian-sheet = Проверить лист Очевидца и показать его. Лист — это JSON: {"{"}"format": "keeper-chthonian-sheet", "version": 1, "name", "style" (pulp, weird или shocking), "ti", "nodules", "traits", "factors", "events"{"}"}; события ("events") применяются по порядку после всего остального. Все поля описаны в docs/protocol.md.

    Коды выхода: 0 — успех, 2 — неверный ввод, 1 — внутренняя ошибка.
cli-help-keeper-chthonian-sheet-file = Лист, файл JSON
cli-help-keeper-chthonian-sheet-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-chthonian-sheet-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG

cli-chthonian-odds-roll = шансы: успех { $p }
cli-chthonian-odds-contest = шансы: { $list }
cli-chthonian-nobody = никто { $p }
cli-chthonian-roll = { $breakdown } = { $total } против Сложности { $difficulty }: Исход { $outcome }, { $success ->
    [yes] успех
   *[no] провал
}
cli-chthonian-complex-side = {" "}= { $total }: Исход { $outcome }
cli-chthonian-side-name = сторона { $n }
cli-chthonian-ignored = {"  "}уже учтено в этом Броске: { $list }
cli-chthonian-reroll = ничья, переброс ({ $n }): { $list }
cli-chthonian-winner = побеждает { $side }, Исход { $outcome }{ $how ->
    [traits] {" "}(ничья решена в пользу большей суммы Качеств)
    [reroll] {" "}(после переброса)
   *[none] {""}
}
cli-chthonian-tie = ничья: никто не побеждает, Исход 0
cli-chthonian-complex-nobody = никто не преуспел
cli-chthonian-sheet-ti = Ужасающее Осознание { $ti }: { $boxes }
cli-chthonian-sheet-derived = Прагматизм { $practicality }, Приобщение { $cognizance }
cli-chthonian-sheet-nodules = Нодули: { $nodules }
cli-chthonian-sheet-no-story = Сюжет не начат (Нодулей нет)
cli-error-chthonian-trait = --trait "{ $text }": запишите Качество как название и значение (можно отрицательное), например "Бывший следователь 2" или "Качественный -3", либо просто модификатор, например -3

## keeper forum и keeper classic (crates/cli/src/classic.rs).

cli-about-keeper-forum = Тег форума [roll]: бросить теги в сообщении
cli-help-keeper-forum-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-forum-roll = Прочитать сообщение со стандартного ввода, бросить каждый тег [roll="d6"]2[/roll] один раз и вывести сообщение с результатами (BBCode, безопасно вставлять в HTML)
cli-long-about-keeper-forum-roll = Прочитать сообщение со стандартного ввода и бросить каждый тег [roll="dF"]N[/roll] один раз, по порядку. Сообщение выводится в BBCode, каждый тег заменён своими кубиками и суммой; всё, что написал автор, экранируется, так что вывод безопасно вставлять в HTML. Некорректный тег (без кавычек, неизвестный кубик, количество 0 или больше 100, незакрытый, вложенный) никогда не бросается: о нём сообщается в стандартный поток ошибок с позицией в символах (считая с 0), а код выхода равен 2. В сообщении может быть не больше 50 тегов и 500 кубиков.

    Пример: echo 'I attack! [roll="d6"]2[/roll]' | keeper forum roll
cli-help-keeper-forum-roll-plain = Вывести простой текст вместо BBCode
cli-help-keeper-forum-roll-seed = Сделать броски воспроизводимыми: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-forum-roll-dice = Указать выпавшие грани самому, тег за тегом по порядку (d3 задаётся гранью d6): 3,5
cli-help-keeper-forum-roll-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-forum-roll-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-forum-tag-error = тег в позиции { $start } ({ $tag }): { $message }
cli-forum-not-rolled = { $count ->
    [one] { $count } некорректный тег не брошен
    [few] { $count } некорректных тега не брошены
   *[many] { $count } некорректных тегов не брошено
}

cli-about-keeper-classic = Классический «Зов Ктулху»: проверки, таблица сопротивления, Рассудок, бой, урон, лечение, опыт, листы и перевод в 7-ю редакцию
cli-help-keeper-classic-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-classic-check = d100 против навыка или характеристики×5: 01 — критический успех, 1/5 — особый успех, 02–05 — всегда успех, 96–99 — всегда провал, 100 — критический провал
cli-help-keeper-classic-check-value = Шанс в процентах (навык или характеристика × 5)
cli-help-keeper-classic-check-modifier = Модификатор Хранителя в процентах (+20, -10)
cli-help-keeper-classic-check-seed = Сделать бросок воспроизводимым: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-classic-check-dice = Указать выпавший d100 самому (от 1 до 100): 42
cli-help-keeper-classic-check-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-classic-check-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-classic-resistance = Таблица сопротивления: активная величина против пассивной, 50 % + 5 % за каждое очко разницы, при разнице ±10 — автоматический результат
cli-help-keeper-classic-resistance-active = Активная характеристика (или навык)
cli-help-keeper-classic-resistance-passive = Пассивная характеристика (или навык)
cli-help-keeper-classic-resistance-seed = Сделать бросок воспроизводимым: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-classic-resistance-dice = Указать выпавший d100 самому (от 1 до 100): 42
cli-help-keeper-classic-resistance-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-classic-resistance-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-classic-sanity = Проверка Рассудка: d100 против РАС, потеря меньшего или большего значения, временное, бессрочное и необратимое безумие
cli-help-keeper-classic-sanity-san = Текущий Рассудок
cli-help-keeper-classic-sanity-loss = Потеря в кубиках в виде «при успехе/при провале»: 0/1D6, 1/1D4+1
cli-help-keeper-classic-sanity-int = ИНТ — для проверки ИНТ×5 после потери 5 и более
cli-help-keeper-classic-sanity-seed = Сделать броски воспроизводимыми: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-classic-sanity-dice = Указать выпавшие грани самому: d100, кубики потери, затем d100 для ИНТ×5: 80,4
cli-help-keeper-classic-sanity-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-classic-sanity-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-classic-check-line = { $total } против { $chance } %: { $level ->
    [critical] критический успех
    [special] особый успех
    [success] успех
    [failure] провал
    [fumble] критический провал
   *[other] { $level }
} (шанс успеха { $odds })
cli-classic-resistance-line = { $total } против { $chance } %: { $level ->
    [critical] критический успех
    [special] особый успех
    [success] успех
    [failure] провал
    [fumble] критический провал
   *[other] { $level }
}
cli-classic-resistance-automatic = автоматически, без броска: { $success ->
    [true] успех
    [false] провал
   *[other] { $success }
} ({ $chance } %)
cli-classic-insanity-kind = { $kind ->
    [temporary] временное
    [indefinite] бессрочное
    [permanent] необратимое
   *[other] { $kind }
}
cli-classic-sanity-line = { $total }: { $level ->
    [critical] критический успех
    [special] особый успех
    [success] успех
    [failure] провал
    [fumble] критический провал
   *[other] { $level }
}; потеряно { $lost }, теперь Рассудок { $san }; безумие: { $insanity }

## keeper coc7 (crates/cli/src/coc7.rs).
cli-about-keeper-coc7 = «Зов Ктулху», 7-я редакция: проверки, проверки Рассудка, ближний бой, сыщики и их листы — с точными вероятностями
cli-help-keeper-coc7-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-coc7-check = Проверка навыка или характеристики: процентные кубики против значения, с уровнями успеха, сложностью и бонусными или штрафными кубиками
cli-long-about-keeper-coc7-check = Проверка навыка или характеристики: процентные кубики против значения. 01 — критический успех; 100 (и 96–99, если нужное число меньше 50) — критический провал; в остальных случаях не больше пятой части значения — экстремальный успех, не больше половины — трудный, не больше значения — обычный. Бонусные и штрафные кубики взаимно сокращаются, остаётся не больше двух. Сначала показываются точные вероятности каждого уровня.
    Пример: keeper coc7 check 45 --hard --bonus 1
    Коды выхода: 0 — успех, 2 — неверный ввод, 1 — внутренняя ошибка.
cli-help-keeper-coc7-check-value = Значение навыка или характеристики
cli-help-keeper-coc7-check-hard = Трудная сложность: нужно выбросить не больше половины значения
cli-help-keeper-coc7-check-extreme = Экстремальная сложность: нужно выбросить не больше пятой части значения
cli-help-keeper-coc7-check-bonus = Бонусные кубики (каждый — ещё один кубик десятков, берётся наименьший)
cli-help-keeper-coc7-check-penalty = Штрафные кубики (каждый — ещё один кубик десятков, берётся наибольший)
cli-help-keeper-coc7-check-push = Форсировать проверку, если она провалена: бросить ещё раз (при провале форсированной проверки Хранитель может назначить тяжёлые последствия)
cli-help-keeper-coc7-check-seed = Сделать бросок воспроизводимым: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-coc7-check-dice = Указать выпавшие грани самому: кубики десятков (0–9), затем кубик единиц (0–9): 4,2,4
cli-help-keeper-coc7-check-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-coc7-check-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-coc7-sanity = Проверка Рассудка: процентные кубики против РАС, потеря, проверка ИНТ при потере 5 и более и безумие
cli-long-about-keeper-coc7-sanity = Проверка Рассудка: процентные кубики против текущего РАС; при успехе теряется левая часть записи потери, при провале — правая, при критическом провале — максимум правой. При потере 5 и более нужна проверка ИНТ: успех означает временное безумие на 1D10 часов, провал — непроизвольное действие. Потеря за один день пятой части РАС, который был в начале дня, — бессрочное безумие; РАС 0 — необратимое. Сначала показывается точное распределение потери.
    Пример: keeper coc7 sanity --san 50 --int 60 1/1D6
    Коды выхода: 0 — успех, 2 — неверный ввод, 1 — внутренняя ошибка.
cli-help-keeper-coc7-sanity-san = Текущий Рассудок
cli-help-keeper-coc7-sanity-int = ИНТ — для проверки после потери 5 и более
cli-help-keeper-coc7-sanity-loss = Потеря в виде «при успехе/при провале»: 0/1D6, 1/1D4+1, 1D10/1D100
cli-help-keeper-coc7-sanity-day-start-san = РАС в начале игрового дня (по умолчанию — текущий РАС)
cli-help-keeper-coc7-sanity-lost-today = Сколько РАС уже потеряно за этот игровой день (по умолчанию 0)
cli-help-keeper-coc7-sanity-seed = Сделать броски воспроизводимыми: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-coc7-sanity-dice = Указать выпавшие грани самому: десятки и единицы проверки РАС, кубики потери, проверка ИНТ, 1D10 часов: 7,2,5
cli-help-keeper-coc7-sanity-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-coc7-sanity-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-coc7-melee = Схватка в ближнем бою: Ближний бой атакующего против Уклонения или контратаки защищающегося, затем урон
cli-long-about-keeper-coc7-melee = Схватка в ближнем бою. Против уклонения атакующему для попадания нужен строго более высокий уровень успеха; при контратаке строго более высокий уровень нужен защищающемуся, чтобы победить, и тогда он наносит обычный урон. Атака с экстремальным или критическим успехом наносит максимальный урон оружия и максимальный бонус к урону, а пронзающее оружие — ещё и дополнительный бросок своего урона. Оружие задаётся выражением для кубиков или названием из K4 (unarmed, small_knife, machete, small_club, baseball_bat, handgun, shotgun, rifle). Сначала показываются точные вероятности.
    Пример: keeper coc7 melee --attack 40 --weapon 1D6 --db +1D4 --defend 60
    Коды выхода: 0 — успех, 2 — неверный ввод, 1 — внутренняя ошибка.
cli-help-keeper-coc7-melee-attack = Навык «Ближний бой» атакующего
cli-help-keeper-coc7-melee-weapon = Оружие атакующего: кубики (1D6) или название из K4 (machete)
cli-help-keeper-coc7-melee-db = Бонус к урону атакующего: +1D4, -1, 0
cli-help-keeper-coc7-melee-impaling = Оружие атакующего пронзающее (клинки, пули)
cli-help-keeper-coc7-melee-bonus = Бонусные кубики атакующего
cli-help-keeper-coc7-melee-penalty = Штрафные кубики атакующего
cli-help-keeper-coc7-melee-defend = Уклонение защищающегося (или Ближний бой с --fight-back)
cli-help-keeper-coc7-melee-fight-back = Защищающийся контратакует, а не уклоняется
cli-help-keeper-coc7-melee-defender-weapon = Оружие контратакующего защищающегося (по умолчанию 1D3)
cli-help-keeper-coc7-melee-defender-db = Бонус к урону контратакующего защищающегося (по умолчанию 0)
cli-help-keeper-coc7-melee-defender-bonus = Бонусные кубики защищающегося
cli-help-keeper-coc7-melee-defender-penalty = Штрафные кубики защищающегося
cli-help-keeper-coc7-melee-outnumbered = Защищающийся уже контратаковал или уклонялся в этом раунде: атакующий получает бонусный кубик
cli-help-keeper-coc7-melee-seed = Сделать броски воспроизводимыми: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-coc7-melee-dice = Указать выпавшие грани самому: десятки и единицы атакующего, затем защищающегося, затем кубики урона: 0,3,2,0
cli-help-keeper-coc7-melee-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-coc7-melee-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-coc7-investigator = Сыщики
cli-help-keeper-coc7-investigator-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-coc7-investigator-new = Создать сыщика по шагам быстрого старта и показать лист
cli-long-about-keeper-coc7-investigator-new = Создать сыщика по шагам быстрого старта: характеристики (набор 40, 50, 50, 50, 60, 60, 70, 80 в любом порядке или выброшенные значения с --rolled), род занятий с девятью значениями 70, 60, 60, 50, 50, 50, 40, 40, 40 для его восьми навыков и Средств, четыре личных интереса (+20 каждому), Удача (3D6×5, если не задана). О каждом нарушенном правиле сообщается с указанием поля и номера правила.
    Пример: keeper coc7 investigator new --name Brian --occupation Soldier --char STR=60,CON=60,POW=50,DEX=80,APP=40,SIZ=70,INT=50,EDU=50 --skill Climb=60 --skill "Credit Rating=40" … --interest Jump …
    Коды выхода: 0 — успех, 2 — неверный ввод, 1 — внутренняя ошибка.
cli-help-keeper-coc7-investigator-new-name = Имя сыщика
cli-help-keeper-coc7-investigator-new-occupation = Род занятий быстрого старта (Антиквар, Писатель, Дилетант, Врач, Журналист, Полицейский детектив, Частный детектив, Профессор) или любое другое название для собственного рода занятий
cli-help-keeper-coc7-investigator-new-characteristics = Характеристики в виде CHAR=N (английские сокращения), через запятую или повторяя флаг: STR=60,CON=50
cli-help-keeper-coc7-investigator-new-rolled = Способ с бросками (3D6×5; ТЕЛ, ИНТ, ОБР — (2D6+6)×5) вместо набора быстрого старта: без --char характеристики бросаются прямо здесь (с --dice или --seed), с --char это значения, которые вы выбросили сами
cli-help-keeper-coc7-investigator-new-skills = Профессиональный навык (или Средства) в виде НАВЫК=N; всего девять
cli-help-keeper-coc7-investigator-new-interests = Личный интерес (базовое значение + 20); всего четыре
cli-help-keeper-coc7-investigator-new-luck = Удача (если не задана, бросается 3D6×5)
cli-help-keeper-coc7-investigator-new-out = Также записать лист (JSON, формат keeper-coc7-sheet) в этот файл
cli-help-keeper-coc7-investigator-new-markdown = Показать лист в формате Markdown
cli-help-keeper-coc7-investigator-new-seed = Сделать броски (Удачи, а с --rolled и характеристик) воспроизводимыми: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-coc7-investigator-new-dice = Указать выпавшие грани самому: с --rolled и без --char — d6 каждой характеристики в порядке СИЛ, ВЫН, МОЩ, ЛВК, НАР, ТЕЛ, ИНТ, ОБР (по три, для ТЕЛ, ИНТ и ОБР по два), затем 3D6 Удачи, если не задан --luck; в остальных случаях — 3D6 Удачи: 3,5,2
cli-help-keeper-coc7-investigator-new-json = Вывести ответ протокола resolve в формате JSON (с --rolled и без --char первым идёт ответ с характеристиками; каждый ответ — отдельной строкой)
cli-help-keeper-coc7-investigator-new-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-coc7-sheet = Показать лист сыщика (JSON keeper или экспорт Dhole's House) с половиной и пятой частью значений
cli-long-about-keeper-coc7-sheet = Показать лист сыщика: лист keeper (формат keeper-coc7-sheet, версия 1, с применёнными событиями) или экспорт JSON из Dhole's House (мелкие ошибки в нём не мешают импорту). Значения записываются как 45 (22/9): полное, половина, пятая часть.
    Коды выхода: 0 — успех, 2 — неверный ввод, 1 — внутренняя ошибка.
cli-help-keeper-coc7-sheet-file = Лист, файл JSON
cli-help-keeper-coc7-sheet-markdown = Показать лист в формате Markdown
cli-help-keeper-coc7-sheet-dholes = Также записать лист в этот файл как экспорт Dhole's House
cli-help-keeper-coc7-sheet-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-coc7-sheet-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-coc7-check-odds = шансы: успех { $success }; { $levels }
cli-coc7-check-line = выпало { $total } (десятки { $tens }, единицы { $units }) против { $value } ({ $difficulty ->
    [regular] обычная сложность
    [hard] трудная сложность
    [extreme] экстремальная сложность
   *[other] { $difficulty }
}): { $level }{ $success ->
    [yes] {""}
   *[no] {", нужная сложность не достигнута"}
}
cli-coc7-pushed = форсированная проверка:
cli-coc7-pushed-failure = форсированная проверка провалена: Хранитель может назначить тяжёлые последствия
cli-coc7-luck-needed = { $luck ->
    [one] потратив { $luck } очко Удачи, можно сделать проверку успешной (если в игре разрешено тратить Удачу)
    [few] потратив { $luck } очка Удачи, можно сделать проверку успешной (если в игре разрешено тратить Удачу)
   *[many] потратив { $luck } очков Удачи, можно сделать проверку успешной (если в игре разрешено тратить Удачу)
}
cli-coc7-sanity-odds = шансы: успех { $success }; потеря РАС: { $lost }
cli-coc7-sanity-line = выпало { $total } против РАС { $san_before }: { $level }; потеряно { $lost }, теперь Рассудок { $san }
cli-coc7-int-roll = проверка ИНТ: { $total } против { $int }: { $level }
cli-coc7-bout = { $bout ->
    [temporary] временное безумие на { $hours ->
        [one] { $hours } час
        [few] { $hours } часа
       *[many] { $hours } часов
    }
   *[involuntary] следующее действие сыщика решает Хранитель (непроизвольное действие)
}
cli-coc7-indefinite = за день потеряна пятая часть Рассудка: бессрочное безумие
cli-coc7-permanent = Рассудок 0: необратимое безумие
cli-coc7-melee-odds = шансы: побеждает атакующий { $attacker }, побеждает защищающийся { $defender }, никто { $none }; экстремальный урон { $extreme }
cli-coc7-melee-side = { $side ->
    [attacker] атакующий
    [defender] защищающийся
   *[other] { $side }
}: выпало { $total } против { $value }: { $level }
cli-coc7-melee-result = { $winner ->
    [attacker] побеждает атакующий
    [defender] побеждает защищающийся
   *[none] никто не побеждает
}{ $winner ->
    [none] {""}
   *[other] , урон { $damage }{ $extreme ->
        [yes] {" "}(экстремальный)
       *[no] {""}
    }
}
cli-coc7-sheet-derived = ОЗ { $hp }/{ $max_hp }  ОМ { $mp }/{ $max_mp }  РАС { $san }/{ $max_san }  Удача { $luck }  Бонус к урону { $db }  Комплекция { $build }  Средства: { $band ->
    [penniless] нищета
    [poor] бедность
    [average] средний достаток
    [wealthy] высокий достаток
    [rich] богатство
   *[other] огромное богатство
}
cli-coc7-sheet-skills = Навыки
cli-coc7-sheet-weapons = Оружие
cli-coc7-weapon = { $name }: { $skill } { $value }, урон { $damage }, дальность { $range }, { $per_round } за раунд, патроны { $ammo }, осечка { $malfunction }
cli-coc7-condition = { $condition ->
    [major_wound] серьёзная рана
    [unconscious] без сознания
    [dying] при смерти
    [needs_medicine] нужна Медицина
    [dead] мёртв
    [indefinite] бессрочное безумие
   *[permanent] необратимое безумие
}
cli-coc7-temporary = временное безумие ({ $hours ->
    [one] { $hours } час
    [few] { $hours } часа
   *[many] { $hours } часов
})
cli-error-coc7-pair = "{ $text }": запишите в виде ИМЯ=ЗНАЧЕНИЕ, например "Внимание=45" или STR=60
cli-error-write = не удаётся записать { $path }: { $error }
cli-coc7-wizard-name = Имя:
cli-coc7-wizard-occupation = Род занятий (Антиквар, Писатель, Дилетант, Врач, Журналист, Полицейский детектив, Частный детектив, Профессор или любое другое название для собственного):
cli-coc7-wizard-characteristics = Распределите 40, 50, 50, 50, 60, 60, 70 и 80 по характеристикам, каждое значение — один раз.
cli-coc7-wizard-char = { $char }:
cli-coc7-wizard-skills = Назовите навык для каждого значения рода занятий: восемь профессиональных навыков и Средства.
cli-coc7-wizard-skill = Навык на { $value }:
cli-coc7-wizard-interests = Четыре личных интереса (базовое значение + 20 каждому), не из профессиональных навыков.
cli-coc7-wizard-interest = Интерес { $n }:
## keeper coc7 opposed, luck, damage, heal (crates/cli/src/coc7.rs).
cli-about-keeper-coc7-opposed = Встречная проверка: бросают обе стороны, побеждает лучший уровень успеха (R7)
cli-long-about-keeper-coc7-opposed = Встречная проверка: обе стороны бросают процентные кубики против своих значений; критический успех бьёт экстремальный, экстремальный — трудный, трудный — обычный, обычный — провал. При равных уровнях побеждает большее значение; при равных значениях обе стороны снова бросают 1D100 (без бонусных и штрафных кубиков), и побеждает меньший результат — и так, пока держится равенство. Если обе стороны провалились, не побеждает никто. Сначала показываются точные вероятности.
    Пример: keeper coc7 opposed 55 65 --a-penalty 1
    Коды выхода: 0 — успех, 2 — неверный ввод, 1 — внутренняя ошибка.
cli-help-keeper-coc7-opposed-a = Значение навыка или характеристики стороны A
cli-help-keeper-coc7-opposed-b = Значение навыка или характеристики стороны B
cli-help-keeper-coc7-opposed-a-bonus = Бонусные кубики стороны A
cli-help-keeper-coc7-opposed-a-penalty = Штрафные кубики стороны A
cli-help-keeper-coc7-opposed-b-bonus = Бонусные кубики стороны B
cli-help-keeper-coc7-opposed-b-penalty = Штрафные кубики стороны B
cli-help-keeper-coc7-opposed-seed = Сделать броски воспроизводимыми: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-coc7-opposed-dice = Указать выпавшие грани самому: десятки и единицы A, десятки и единицы B, затем броски при ничьей: 2,4,1,5,1
cli-help-keeper-coc7-opposed-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-coc7-opposed-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-coc7-luck = Проверка Удачи (R8) или групповая проверка Удачи, которую делает сыщик с наименьшей Удачей
cli-long-about-keeper-coc7-luck = Проверка Удачи: процентные кубики против текущей Удачи. Если значений несколько, это групповая проверка Удачи: бросает присутствующий сыщик с наименьшей Удачей. Сначала показываются точные вероятности.
    Пример: keeper coc7 luck 50; keeper coc7 luck 60 35 70
    Коды выхода: 0 — успех, 2 — неверный ввод, 1 — внутренняя ошибка.
cli-help-keeper-coc7-luck-luck = Текущая Удача; несколько значений — для групповой проверки Удачи
cli-help-keeper-coc7-luck-hard = Трудная сложность: нужно выбросить не больше половины Удачи
cli-help-keeper-coc7-luck-extreme = Экстремальная сложность: нужно выбросить не больше пятой части Удачи
cli-help-keeper-coc7-luck-bonus = Бонусные кубики (каждый — ещё один кубик десятков, берётся наименьший)
cli-help-keeper-coc7-luck-penalty = Штрафные кубики (каждый — ещё один кубик десятков, берётся наибольший)
cli-help-keeper-coc7-luck-seed = Сделать бросок воспроизводимым: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-coc7-luck-dice = Указать выпавшие грани самому: кубики десятков (0–9), затем кубик единиц (0–9): 4,9
cli-help-keeper-coc7-luck-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-coc7-luck-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-coc7-damage = Урон от одного попадания: серьёзная рана, потеря сознания, умирание и смерть (H1–H5, H8)
cli-long-about-keeper-coc7-damage = Урон от одного попадания: число, степень тяжести из таблицы «прочего урона» (H8) или выражение для кубиков. Попадание на половину максимума ОЗ или больше — серьёзная рана (проверка ВЫН, иначе потеря сознания, если ОЗ ещё не упали до 0); при 0 ОЗ — потеря сознания, а с серьёзной раной — умирание; попадание на максимум ОЗ или больше убивает на месте.
    Пример: keeper coc7 damage 7 --max-hp 12 --hp 5 --con 50
    Коды выхода: 0 — успех, 2 — неверный ввод, 1 — внутренняя ошибка.
cli-help-keeper-coc7-damage-amount = Урон от попадания
cli-help-keeper-coc7-damage-severity = Бросить урон по степени тяжести из H8: minor — лёгкий (1D3), moderate — средний (1D6), severe — тяжёлый (1D10), deadly — смертельный (2D10), terminal — гибельный (4D10), splat — в лепёшку (8D10)
cli-help-keeper-coc7-damage-expr = Бросить урон по выражению для кубиков: 1D10
cli-help-keeper-coc7-damage-con = ВЫН — для проверки после серьёзной раны
cli-help-keeper-coc7-damage-max-hp = Максимум очков здоровья
cli-help-keeper-coc7-damage-hp = Текущие очки здоровья (по умолчанию — максимум)
cli-help-keeper-coc7-damage-major-wound = Серьёзная рана уже есть
cli-help-keeper-coc7-damage-unconscious = Уже без сознания
cli-help-keeper-coc7-damage-dying = Уже при смерти
cli-help-keeper-coc7-damage-needs-medicine = Первая помощь остановила умирание, но ещё нужна Медицина
cli-help-keeper-coc7-damage-first-aid-given = Первая помощь при текущей ране уже была успешной
cli-help-keeper-coc7-damage-seed = Сделать броски воспроизводимыми: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-coc7-damage-dice = Указать выпавшие грани самому: кубики урона, затем десятки и единицы проверки ВЫН: 6,8,0
cli-help-keeper-coc7-damage-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-coc7-damage-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-coc7-heal = Лечение: Первая помощь, Медицина, день или неделя отдыха или проверка ВЫН умирающего (H4, H6, H7)
cli-long-about-keeper-coc7-heal = Лечение. first-aid (с --skill): 1 ОЗ, а умирающему — остановка умирания; один раз на рану. medicine (с --skill): 1D3 ОЗ, занимает час и требует нужного оборудования и материалов (--no-equipment — отказ); стабилизированному умирающему даёт право на еженедельную проверку восстановления. day: 1 ОЗ, если нет серьёзной раны. week (с --con): проверка ВЫН при серьёзной ране, +1D3, а при экстремальном успехе +2D3 и рана закрывается. dying-round (с --con): проверка ВЫН в конце раунда — или смерть. Сначала показываются вероятности проверки.
    Пример: keeper coc7 heal week --con 50 --max-hp 12 --hp 2 --major-wound
    Коды выхода: 0 — успех, 2 — неверный ввод, 1 — внутренняя ошибка.
cli-help-keeper-coc7-heal-treatment = first-aid, medicine, day, week или dying-round
cli-help-keeper-coc7-heal-skill = Навык «Первая помощь» или «Медицина» того, кто лечит
cli-help-keeper-coc7-heal-con = ВЫН — для недельной проверки восстановления и проверки умирающего
cli-help-keeper-coc7-heal-no-equipment = Медицина без нужного оборудования и материалов или быстрее чем за час: отказ (H7)
cli-help-keeper-coc7-heal-max-hp = Максимум очков здоровья
cli-help-keeper-coc7-heal-hp = Текущие очки здоровья (по умолчанию — максимум)
cli-help-keeper-coc7-heal-major-wound = Есть серьёзная рана
cli-help-keeper-coc7-heal-unconscious = Без сознания
cli-help-keeper-coc7-heal-dying = При смерти
cli-help-keeper-coc7-heal-needs-medicine = Первая помощь остановила умирание, но ещё нужна Медицина
cli-help-keeper-coc7-heal-first-aid-given = Первая помощь при текущей ране уже была успешной (она действует один раз на рану)
cli-help-keeper-coc7-heal-seed = Сделать броски воспроизводимыми: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-coc7-heal-dice = Указать выпавшие грани самому: десятки и единицы проверки, затем 1D3 (или 2D3): 0,5,1,2
cli-help-keeper-coc7-heal-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-coc7-heal-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-coc7-opposed-odds = шансы: побеждает A { $a }, побеждает B { $b }, никто { $none }
cli-coc7-tie-break = переброс при ничьей: A { $a }, B { $b }
cli-coc7-opposed-winner = { $winner ->
    [a] побеждает A
    [b] побеждает B
   *[none] никто не побеждает
}
cli-coc7-group-luck-roller = бросает сыщик № { $n }: у него наименьшая Удача ({ $luck })
cli-coc7-damage-line = урон { $amount }{ $major ->
    [yes] {": серьёзная рана"}
   *[no] {""}
}
cli-coc7-health = ОЗ { $hp }/{ $max_hp }{ $conditions ->
    [none] {""}
   *[other] {"; "}{ $conditions }
}
cli-coc7-events = события: { $events }

## keeper classic: урон, лечение, опыт, атака, перевод, лист (crates/cli/src/classic.rs).
cli-about-keeper-classic-damage = Бросить урон оружия и бонус к урону; особый успех (1/5) колющим оружием — пронзающий удар: кубики оружия бросаются дважды (K5, K6)
cli-help-keeper-classic-damage-weapon = Урон оружия в кубиках: 1D8+1, 1D6 (1D3 берётся с грани d6)
cli-help-keeper-classic-damage-db = Бонус к урону: +1D4, -1D6, +2D6 или 0 (по умолчанию нет)
cli-help-keeper-classic-damage-special = Атака была особым успехом (1/5 шанса или 01)
cli-help-keeper-classic-damage-pointed = Колющее (пронзающее) оружие: при особом успехе его кубики удваиваются
cli-help-keeper-classic-damage-thrown = Брошенный предмет: только половина бонуса к урону (1D6 становится 1D3)
cli-help-keeper-classic-damage-seed = Сделать броски воспроизводимыми: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-classic-damage-dice = Указать выпавшие грани самому: кубики оружия, второй бросок при пронзающем ударе, затем бонус: 5,7,2
cli-help-keeper-classic-damage-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-classic-damage-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-classic-heal = Лечение: Первая помощь или Медицина (сразу 1D3 при успехе) или неделя отдыха (1D3, под медицинским присмотром ещё 2D3) (H1, H2)
cli-help-keeper-classic-heal-kind = first-aid, medicine (нужен --equipment) или week
cli-help-keeper-classic-heal-skill = Навык «Первая помощь» или «Медицина» лекаря, в процентах
cli-help-keeper-classic-heal-equipment = У лекаря есть медицинское оборудование (для Медицины оно обязательно)
cli-help-keeper-classic-heal-medical-care = Неделя под медицинским присмотром: ещё 2D3
cli-help-keeper-classic-heal-seed = Сделать броски воспроизводимыми: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-classic-heal-dice = Указать выпавшие грани самому: d100, затем по d6 на каждый 1D3: 20,6
cli-help-keeper-classic-heal-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-classic-heal-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-classic-experience = Бросок по отметке опыта: d100 выше навыка добавляет 1D10, а когда навык переходит за 90 % — ещё 2D6 Рассудка (T6, N3)
cli-help-keeper-classic-experience-skill = Навык в процентах до броска
cli-help-keeper-classic-experience-seed = Сделать броски воспроизводимыми: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-classic-experience-dice = Указать выпавшие грани самому: d100, 1D10, затем 2D6: 95,5,3,4
cli-help-keeper-classic-experience-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-classic-experience-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-classic-attack = Одна атака в раунде боя и парирование или уклонение от неё: −30 % за каждую предыдущую защиту, улучшенный блок и пронзающий удар (K2–K6)
cli-help-keeper-classic-attack-chance = Шанс атакующего в процентах
cli-help-keeper-classic-attack-weapon = Урон оружия в кубиках (по умолчанию 1D6 — Драка по правилам форума)
cli-help-keeper-classic-attack-db = Бонус к урону атакующего: +1D4, -1D6 или 0 (по умолчанию нет)
cli-help-keeper-classic-attack-pointed = Колющее (пронзающее) оружие
cli-help-keeper-classic-attack-thrown = Брошенный предмет: половина бонуса к урону
cli-help-keeper-classic-attack-incoming = Какая это атака: melee (оружием ближнего боя), unarmed (без оружия) или missile (метательная или стрелковая)
cli-help-keeper-classic-attack-parry = Защищающийся парирует с этим шансом (шанс атаки парирующим оружием)
cli-help-keeper-classic-attack-dodge = Защищающийся уклоняется с этим шансом
cli-help-keeper-classic-attack-earlier = Сколько раз защищающийся уже защищался в этом раунде (−30 % за каждый)
cli-help-keeper-classic-attack-shield = Парирование щитом (останавливает снаряды при любом успехе)
cli-help-keeper-classic-attack-bare-handed = Парирование голыми руками (против оружия нужна ещё и проверка ЛВК×5)
cli-help-keeper-classic-attack-dex = ЛВК защищающегося — для проверки ЛВК×5 при парировании голыми руками
cli-help-keeper-classic-attack-plain-rules = Играть без домашних правил форума (без улучшенного блока)
cli-help-keeper-classic-attack-seed = Сделать броски воспроизводимыми: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-classic-attack-dice = Указать выпавшие грани самому: d100 атаки, d100 защиты, d100 для ЛВК×5, затем урон: 5,30,5,7,2
cli-help-keeper-classic-attack-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-classic-attack-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-classic-convert = Перевести классического сыщика в 7-ю редакцию: характеристики × 5, Удача заново (3D6 × 5), ОЗ, бонус к урону и Комплекция (A3)
cli-help-keeper-classic-convert-characteristics = Восемь характеристик по шкале 3–18 в порядке СИЛ ВЫН ТЕЛ ИНТ МОЩ ЛВК НАР ОБР
cli-help-keeper-classic-convert-mp = Текущие очки магии, переносятся как есть (по умолчанию МОЩ)
cli-help-keeper-classic-convert-san = Текущий Рассудок, переносится как есть (по умолчанию МОЩ × 5)
cli-help-keeper-classic-convert-seed = Сделать броски воспроизводимыми: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-classic-convert-dice = Указать три d6 Удачи самому: 3,4,5
cli-help-keeper-classic-convert-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-classic-convert-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-classic-sheet = Показать классический лист (keeper-classic-sheet, версия 1) в удобном виде: характеристики, ОЗ, ОМ, Рассудок, Удача, состояние, навыки
cli-help-keeper-classic-sheet-file = Лист, файл JSON (формат "keeper-classic-sheet", версия 1; см. docs/protocol.md)
cli-help-keeper-classic-sheet-markdown = Вывести Markdown вместо простого текста
cli-help-keeper-classic-sheet-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-classic-sheet-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-classic-damage-line = урон { $total } (оружие { $weapon }, бонус { $bonus }; пронзающий удар: { $impaled ->
    [true] да
    [false] нет
   *[other] { $impaled }
})
cli-classic-treat-line = { $total } против { $chance } %: { $level ->
    [critical] критический успех
    [special] особый успех
    [success] успех
    [failure] провал
    [fumble] критический провал
   *[other] { $level }
}; восстановлено ОЗ: { $healed }
cli-classic-week-line = за эту неделю восстановлено ОЗ: { $healed }
cli-classic-experience-line = { $total }: { $gain ->
    [0] без развития, навык остаётся { $skill } %
   *[other] +{ $gain }, теперь навык { $skill } %
}{ $sanity ->
    [0] {""}
   *[other] ; Рассудок +{ $sanity } (навык перешёл за 90 %)
}
cli-classic-attack-roll = { $total } против { $chance } %: { $level ->
    [critical] критический успех
    [special] особый успех
    [success] успех
    [failure] провал
    [fumble] критический провал
   *[other] { $level }
}
cli-classic-attack-line = атака: { $roll }
cli-classic-defence-line = { $response ->
    [parry] парирование
    [dodge] уклонение
   *[other] { $response }
}: { $roll }
cli-classic-dex-line = ЛВК×5: { $roll }
cli-classic-attack-stopped = атака остановлена
cli-classic-attack-missed = атака не попала
cli-classic-convert-line = ОЗ { $hp }  ОМ { $mp }  РАС { $san }  Удача { $luck }  Бонус к урону { $db }  Комплекция { $build }
cli-classic-sheet-derived = ОЗ { $hp }/{ $max_hp }  ОМ { $mp }/{ $max_mp }  РАС { $san }/{ $max_san }  Удача { $luck }/{ $max_luck }  Идея { $idea }  Знание { $know }  Бонус к урону { $db }
cli-classic-sheet-insanity = { $kind ->
    [temporary] временное безумие
    [indefinite] бессрочное безумие
   *[permanent] необратимое безумие
}
cli-classic-sheet-skills = Навыки

## keeper coc7 firearms, maneuver, initiative, improvement, reality-check (crates/cli/src/coc7.rs).
cli-about-keeper-coc7-firearms = Один раунд стрельбы: проверка Стрельбы на каждый выстрел с учётом дистанции, дополнительных выстрелов из пистолета, стрельбы в упор и цели, бросившейся в укрытие (K6, K7)
cli-long-about-keeper-coc7-firearms = Один раунд стрельбы. Каждый выстрел — проверка Стрельбы; второй и третий выстрел из пистолета за раунд получают по штрафному кубику; стрельба в упор (не дальше ЛВК/5 футов) даёт бонусный кубик; дистанция задаёт сложность (обычная дистанция — обычная, дальняя — трудная, очень дальняя — экстремальная). Цель, которая бросается в укрытие, сначала проходит проверку Уклонения: при успехе выстрелы получают штрафной кубик, а бросившийся в укрытие в любом случае теряет следующую атаку. Попадание наносит урон оружия (бонус к урону к огнестрельному оружию не добавляется); попадание с экстремальным успехом — максимальный урон, а пронзающее оружие бросает урон ещё раз. Перед выстрелами показываются точные вероятности проверки каждого выстрела.
    Пример: keeper coc7 firearms 50 --shots 2 --range long
    Коды выхода: 0 — успех, 2 — неверный ввод, 1 — внутренняя ошибка.
cli-help-keeper-coc7-firearms-value = Навык «Стрельба» стрелка
cli-help-keeper-coc7-firearms-weapon = Оружие: название из K4 (handgun, rifle, shotgun, shotgun_close) или кубики (1D10); по умолчанию handgun
cli-help-keeper-coc7-firearms-impaling = Оружие пронзающее (для оружия, заданного названием, это уже известно)
cli-help-keeper-coc7-firearms-shots = Выстрелов за этот раунд, от 1 до 3; второй и третий получают по штрафному кубику
cli-help-keeper-coc7-firearms-point-blank = В упор, не дальше ЛВК/5 футов: бонусный кубик
cli-help-keeper-coc7-firearms-range = base (обычная дистанция: обычная сложность), long (до двойной обычной дистанции: трудная) или very-long (до четырёхкратной: экстремальная)
cli-help-keeper-coc7-firearms-target-dived = Цель уже успешно бросилась в укрытие: штрафной кубик
cli-help-keeper-coc7-firearms-dodge = Цель бросается в укрытие прямо сейчас с этим Уклонением: успех даёт штрафной кубик
cli-help-keeper-coc7-firearms-bonus = Бонусные кубики (каждый — ещё один кубик десятков, берётся наименьший)
cli-help-keeper-coc7-firearms-penalty = Штрафные кубики (каждый — ещё один кубик десятков, берётся наибольший)
cli-help-keeper-coc7-firearms-ammo = Патронов в оружии: каждый выстрел тратит один, а сделать больше выстрелов, чем есть патронов, нельзя
cli-help-keeper-coc7-firearms-seed = Сделать броски воспроизводимыми: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-coc7-firearms-dice = Указать выпавшие грани самому: десятки и единицы проверки Уклонения (с --dodge), затем для каждого выстрела его кубики десятков и кубик единиц, а при попадании — кубики урона: 2,6,0,0,3,5,4
cli-help-keeper-coc7-firearms-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-coc7-firearms-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-coc7-maneuver = Боевой манёвр (обезоружить, сбить с ног, схватить и удерживать): Ближний бой (драка) во встречной проверке, как в ближнем бою, с правилами Комплекции (K8)
cli-long-about-keeper-coc7-maneuver = Боевой манёвр: обезоружить, сбить с ног, схватить и удерживать (удерживаемая цель получает штрафной кубик на свои действия, пока не освободится). Тот, кто выполняет манёвр, проходит проверку Ближнего боя (драка) против Уклонения или контратаки цели, как в ближнем бою. Если его Комплекция меньше, он получает по штрафному кубику за каждое очко разницы (не больше двух); к цели, чья Комплекция больше на 3 и более, манёвр применить нельзя. Цель, которая контратакует и побеждает, наносит свой урон. Сначала показываются точные вероятности.
    Пример: keeper coc7 maneuver --attack 70 --build 0 --defend 40 --target-build 1 --fight-back
    Коды выхода: 0 — успех, 2 — неверный ввод, 1 — внутренняя ошибка.
cli-help-keeper-coc7-maneuver-attack = Ближний бой (драка) того, кто выполняет манёвр
cli-help-keeper-coc7-maneuver-build = Комплекция того, кто выполняет манёвр
cli-help-keeper-coc7-maneuver-bonus = Бонусные кубики того, кто выполняет манёвр
cli-help-keeper-coc7-maneuver-penalty = Штрафные кубики того, кто выполняет манёвр (штраф за Комплекцию правила добавят сами)
cli-help-keeper-coc7-maneuver-defend = Уклонение цели (или Ближний бой с --fight-back)
cli-help-keeper-coc7-maneuver-target-build = Комплекция цели
cli-help-keeper-coc7-maneuver-fight-back = Цель контратакует, а не уклоняется
cli-help-keeper-coc7-maneuver-defender-weapon = Оружие контратакующей цели (по умолчанию 1D3)
cli-help-keeper-coc7-maneuver-defender-db = Бонус к урону контратакующей цели (по умолчанию 0)
cli-help-keeper-coc7-maneuver-defender-bonus = Бонусные кубики цели
cli-help-keeper-coc7-maneuver-defender-penalty = Штрафные кубики цели
cli-help-keeper-coc7-maneuver-outnumbered = Цель уже контратаковала или уклонялась в этом раунде: манёвр получает бонусный кубик (K9)
cli-help-keeper-coc7-maneuver-seed = Сделать броски воспроизводимыми: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-coc7-maneuver-dice = Указать выпавшие грани самому: десятки и единицы выполняющего манёвр, затем цели, затем кубики урона контратаковавшей и победившей цели: 0,2,2,3,0
cli-help-keeper-coc7-maneuver-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-coc7-maneuver-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-coc7-initiative = Порядок действий в раунде боя: первой ходит самая высокая ЛВК, +50 за готовое к стрельбе огнестрельное оружие (K2)
cli-long-about-keeper-coc7-initiative = Порядок действий: первой ходит самая высокая ЛВК; с готовым к стрельбе огнестрельным оружием считается ЛВК + 50. При равной ЛВК первым ходит тот, у кого выше боевой навык, а дальше участники с равными значениями бросают процентные кубики: меньший результат ходит первым, и так, пока ничья не разрешится.
    Пример: keeper coc7 initiative Brian=80 Hugh=50 ghoul=65 --firearm Hugh --skill Brian=70
    Коды выхода: 0 — успех, 2 — неверный ввод, 1 — внутренняя ошибка.
cli-help-keeper-coc7-initiative-combatants = Участники боя в виде ИМЯ=ЛВК, в порядке перечисления
cli-help-keeper-coc7-initiative-skills = Боевой навык участника в виде ИМЯ=N — на случай равной ЛВК
cli-help-keeper-coc7-initiative-firearms = Участник с готовым к стрельбе огнестрельным оружием (ЛВК + 50)
cli-help-keeper-coc7-initiative-seed = Сделать броски воспроизводимыми: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-coc7-initiative-dice = Указать выпавшие грани самому: десятки и единицы бросков при ничьей, в порядке участников с равными значениями: 4,2,7,0
cli-help-keeper-coc7-initiative-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-coc7-initiative-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-coc7-improvement = Проверки развития в конце сценария: 1D100 выше навыка (или 96+) добавляет 1D10, а при достижении 90 — 2D6 Рассудка (R10)
cli-long-about-keeper-coc7-improvement = Проверки развития в конце сценария, для каждого отмеченного навыка: бросьте 1D100; если выпало больше значения навыка или 96 и выше, навык растёт на 1D10. Навык, который так достиг 90 и более, приносит 2D6 Рассудка. Затем отметки снимаются. С --luck — необязательное восстановление Удачи: 1D100 больше текущей Удачи даёт +1D10 Удачи.
    Пример: keeper coc7 improvement "Spot Hidden=45" Climb=85 --luck 40
    Коды выхода: 0 — успех, 2 — неверный ввод, 1 — внутренняя ошибка.
cli-help-keeper-coc7-improvement-skills = Отмеченные навыки в виде НАВЫК=N
cli-help-keeper-coc7-improvement-luck = Текущая Удача — для необязательного броска на восстановление Удачи
cli-help-keeper-coc7-improvement-seed = Сделать броски воспроизводимыми: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-coc7-improvement-dice = Указать выпавшие грани самому: для каждого навыка десятки и единицы, 1D10 при развитии, 2D6 при достижении 90; затем бросок Удачи и его 1D10: 4,3,9,0,7,3,4
cli-help-keeper-coc7-improvement-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-coc7-improvement-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-about-keeper-coc7-reality-check = Проверка реальности: проверка Рассудка, которая позволяет распознать галлюцинацию — или погружает глубже в безумие (N3)
cli-long-about-keeper-coc7-reality-check = Проверка реальности испытывает галлюцинацию временно безумного сыщика: это проверка Рассудка (процентные кубики против текущего РАС, без сложности и бонусных кубиков). При успехе сыщик распознаёт галлюцинацию; при провале глубже погружается в безумие. Рассудок при этом не теряется. Сначала показываются точные вероятности.
    Пример: keeper coc7 reality-check 45
    Коды выхода: 0 — успех, 2 — неверный ввод, 1 — внутренняя ошибка.
cli-help-keeper-coc7-reality-check-san = Текущий Рассудок
cli-help-keeper-coc7-reality-check-seed = Сделать броски воспроизводимыми: с тем же зерном кубики везде выпадут одинаково
cli-help-keeper-coc7-reality-check-dice = Указать выпавшие грани самому: кубик десятков (0–9), затем кубик единиц (0–9): 6,2
cli-help-keeper-coc7-reality-check-json = Вывести ответ протокола resolve в формате JSON
cli-help-keeper-coc7-reality-check-lang = Язык сообщений и справки (ru, en, el, pt-BR); по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG
cli-coc7-dive = прыжок в укрытие: { $roll }; { $success ->
    [yes] выстрелы получают штрафной кубик
   *[no] штрафного кубика нет
}; бросившийся в укрытие теряет следующую атаку
cli-coc7-shot = выстрел { $n }: { $roll }{ $hit ->
    [yes] ; урон { $damage }{ $extreme ->
        [yes] {" "}(экстремальный)
       *[no] {""}
    }
   *[no] {""}
}
cli-coc7-firearms-total = общий урон { $damage }
cli-coc7-ammo-left = { $ammo ->
    [one] остался { $ammo } патрон
    [few] осталось { $ammo } патрона
   *[many] осталось { $ammo } патронов
}
cli-coc7-maneuver-odds = шансы: манёвр удаётся { $attacker }, побеждает цель { $defender }, никто { $none }
cli-coc7-build-penalty = Комплекция цели больше: { $dice ->
    [one] { $dice } штрафной кубик
    [few] { $dice } штрафных кубика
   *[many] { $dice } штрафных кубиков
}
cli-coc7-maneuver-result = { $success ->
    [yes] манёвр удался
   *[no] манёвр не удался
}{ $damage ->
    [0] {""}
   *[other] ; цель наносит урон { $damage }
}
cli-coc7-initiative-line = { $n }. { $name }: { $initiative }{ $firearm ->
    [yes] {" "}(ЛВК + 50, огнестрельное оружие наготове)
   *[no] {""}
}
cli-error-coc7-combatant = "{ $name }" нет среди участников боя, указанных в виде ИМЯ=ЛВК
cli-coc7-improvement-line = { $skill } { $value }: выпало { $roll }{ $improved ->
    [yes] , +{ $gain }: теперь { $after }
   *[no] , без развития
}{ $sanity ->
    [0] {""}
   *[other] ; Рассудок +{ $sanity } (навык достиг 90)
}
cli-coc7-luck-recovery = Восстановление Удачи: выпало { $roll } против { $luck }{ $gain ->
    [0] , без прироста
   *[other] , +{ $gain }: теперь Удача { $after }
}
cli-coc7-reality-check = { $sees ->
    [yes] сыщик распознаёт галлюцинацию
   *[no] сыщик глубже погружается в безумие
}
cli-coc7-wizard-rolled = Выброшенные характеристики: { $characteristics }

## keeper chthonian sheet: первая строка листа с названием Стиля (crates/cli/src/chthonian.rs).
cli-chthonian-sheet-header = { $name } ({ $style ->
    [pulp] Фантастический боевик
    [shocking] Пугающее открытие
   *[weird] Фантастика ужасов
})

## keeper serve, keeper verify
cli-about-keeper-serve = Запустить игровой стол: веб-страницы, API и журнал в реальном времени, на встроенном файле SQLite или на сервере PostgreSQL
cli-help-keeper-serve-addr = Адрес и порт, на которых принимать подключения
cli-help-keeper-serve-db = База данных: sqlite:PATH (по умолчанию sqlite:keeper.db в рабочем каталоге) или postgres://USER@HOST/DB
cli-about-keeper-verify = Проверить цепочку хешей журнала игры и пересчитать каждый бросок с известным зерном
cli-help-keeper-verify-db = Проверить каждую игру в этой базе данных (sqlite:PATH или postgres://…) от имени её владельца: содержимое каждой записи и каждый бросок
cli-help-keeper-verify-game = Проверить только эту игру
cli-help-keeper-verify-log = Проверить экспортированный журнал (JSON из GET /api/v1/games/ID/export): то, что мог прочитать экспортировавший, и броски с раскрытыми зёрнами
cli-serving = keeper работает по адресу { $url } (база данных { $db })
cli-error-addr = --addr "{ $addr }" — это не адрес: запишите его как HOST:PORT, например 127.0.0.1:8080
cli-error-db = не удаётся открыть базу данных { $db }: { $error }
cli-error-no-game = в этой базе данных нет игры { $game }
cli-error-export = { $file } — не экспорт журнала keeper: { $error }
cli-error-verify-what = укажите, что проверять: --db URL (база данных) или --log FILE (экспортированный журнал)
cli-verify-ok = игра { $game }: цепочка из { $entries ->
        [one] { $entries } записи цела
        [few] { $entries } записей цела
       *[many] { $entries } записей цела
    }; { $bodies ->
        [one] содержимое { $bodies } записи совпадает с хешем
        [few] содержимое { $bodies } записей совпадает с хешами
       *[many] содержимое { $bodies } записей совпадает с хешами
    }; { $rolls ->
        [one] { $rolls } шаг броска пересчитан
        [few] { $rolls } шага броска пересчитаны
       *[many] { $rolls } шагов броска пересчитано
    }
cli-verify-broken = игра { $game }: цепочка нарушена на записи { $seq }: { $reason }
cli-verify-failed = проверка не пройдена: журнал изменён или не соответствует своим зёрнам

## Слова самой командной строки (то, что clap написал бы по-английски).
cli-usage-heading = Использование:
cli-heading-options = Параметры
cli-heading-arguments = Аргументы
cli-heading-commands = Команды
cli-usage-options = [ПАРАМЕТРЫ]
cli-help-flag = Показать справку
cli-help-flag-more = Показать справку (подробнее — «--help»)
cli-help-flag-summary = Показать справку (кратко — «-h»)
cli-version-flag = Показать версию
cli-help-subcommand = Показать эту справку или справку по указанным командам
cli-help-default = [по умолчанию: { $value }]
cli-help-possible = [возможные значения: { $values }]
cli-usage-error = ошибка: { $message }
cli-usage-tip = подсказка: { $tip }
cli-usage-more = Подробнее: «{ $flag }».
cli-usage-missing = не указаны обязательные аргументы: { $args }
cli-usage-unknown-argument = неизвестный аргумент «{ $arg }»
cli-usage-unknown-subcommand = неизвестная команда «{ $name }»
cli-usage-invalid-value = недопустимое значение «{ $value }» для «{ $arg }»
cli-usage-conflict = «{ $arg }» нельзя указывать вместе с «{ $other }»
cli-usage-value-count = неверное число значений для «{ $arg }»
cli-usage-missing-subcommand = после «{ $name }» нужна команда
cli-usage-other = не удалось разобрать командную строку
cli-usage-possible = возможные значения: { $values }
cli-usage-similar = есть похожие имена: { $names }
cli-error-coc7-characteristics-missing = нет значения для { $list }: задайте каждую характеристику через --char (STR=60,CON=50,…) или бросьте их с --rolled
# The database's own words, when keeper knows no better ones.
cli-error-plain = { $text }
