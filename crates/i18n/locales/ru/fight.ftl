# Трекер боя: его панель на странице стола и его записи в журнале.

fight-title = Бой
fight-none-yet = Боя сейчас нет.
fight-start-hint = Кто сражается? Порядок задают правила.
fight-npc = НИП
fight-count = сколько
fight-firearm = оружие наготове
fight-start = Начать бой
fight-round = Раунд { $round }
fight-current = ходит
fight-defended = { $count ->
    [one] защищался { $count } раз в этом раунде
    [few] защищался { $count } раза в этом раунде
   *[other] защищался { $count } раз в этом раунде
}
fight-lost-attack = бросился в укрытие: теряет эту атаку
fight-waiting = { $attacker } атакует: цель — { $target }, оружие — { $with }. { $target } должен ответить.
fight-held = в захвате ({ $name })
fight-down = выбыл из боя
fight-choice-dodge = Уклониться
fight-choice-fight-back = Контратаковать
fight-choice-dive = Броситься в укрытие
fight-choice-none = Принять удар
fight-odds = атакующий побеждает { $attacker } · защитник побеждает { $defender }
fight-odds-hit = попадание { $attacker }
fight-next = Закончить ход
fight-pass-over = Пропустить атаку
fight-withdrawn = Ожидавшая ответа атака отменена.
fight-flee = Бежать
fight-flee-confirm = Бежать из боя? Боец покидает его насовсем.
fight-fled = сбежал
fight-flees = { $name } бежит из боя.
fight-join = Добавить в бой
fight-join-button = Добавить
fight-end = Закончить бой
fight-end-confirm = Закончить этот бой для всех?
fight-system-turns-only = В игре Chthonian трекер ведёт порядок и ходы: каждое состязание бросайте с листов.
fight-your-turn = Ход: { $name }
fight-attacks-done = Все атаки этого раунда сделаны: закончите ход.
fight-attacks-left = { $count ->
    [one] в этом раунде осталась { $count } атака
    [few] в этом раунде осталось { $count } атаки
   *[other] в этом раунде осталось { $count } атак
}
fight-target = Цель
fight-with = Чем
fight-firearm-options = Огнестрел: выстрелы, дистанция, в упор
fight-shots = Выстрелы
fight-range = Дистанция
fight-range-base = базовая дистанция
fight-range-long = дальняя (×2)
fight-range-very-long = очень дальняя (×4)
fight-point-blank = в упор
fight-attack-button = Атаковать

fight-maneuver = Или приём
fight-maneuver-none = нет, удар
fight-maneuver-name-knock-down = сбить с ног или толкнуть
fight-maneuver-name-disarm = обезоружить
fight-maneuver-name-hold = схватить и удержать
fight-maneuver-hint = Бросается по навыку «Ближний бой (драка)»; меньшая комплекция стоит штрафных костей, а того, кто крупнее на 3, не сдвинуть.
fight-waiting-maneuver = { $attacker } пытается применить приём «{ $maneuver }» против цели { $target }: { $target } должен ответить.
fight-maneuver-knock-down = { $attacker } пытается сбить с ног: { $target }
fight-maneuver-disarm = { $attacker } пытается обезоружить: { $target }
fight-maneuver-hold = { $attacker } пытается схватить и удержать: { $target }
fight-maneuver-worked = Приём удаётся
fight-maneuver-failed = Приём не удаётся

fight-move-up = Поднять { $name } в порядке
fight-move-down = Опустить { $name } в порядке
fight-moved = Хранитель переставляет: { $name }. Порядок: { $order }.
fight-started = Начинается бой. Порядок: { $order }.
fight-joined = В бой вступают: { $names }. Порядок: { $order }.
fight-attack = { $attacker } атакует: цель — { $target }, оружие — { $with }
fight-dodge = { $name } уклоняется
fight-fight-back = { $name } контратакует
fight-dive = { $name } бросается в укрытие
fight-none = { $name } принимает удар
fight-hit = { $name } получает урон: { $taken }
fight-hit-armor = { $name } получает урон: { $taken } ({ $damage } минус { $armor } брони)
fight-hit-halved = { $name } получает { $taken } урона (половину от { $damage }: огнестрельное оружие и снаряды наносят ему половину урона{ $armor ->
    [0] {""}
   *[other] , минус { $armor } брони
})
fight-rolls = Броски следующей записи с числами НИП (для Хранителя).
fight-hit-dealt = { $name } получает удар: { $damage }
fight-dying-roll = { $name } при смерти: бросок ВЫН в конце раунда
fight-exposed = Хранитель подвергает { $name } опасности «{ $label }»: { $damage } в конце каждого раунда.
fight-exposure-ended = { $name } больше не подвергается опасности «{ $label }».
fight-exposure-roll = { $name }, опасность «{ $label }»
fight-exposure-badge = { $label }: { $damage } каждый раунд
fight-exposure-end = Прекратить опасность: { $name }
fight-expose = Опасность каждый раунд (H8)
fight-expose-label = Что (огонь, вода…)
fight-expose-damage = Урон каждый раунд
fight-expose-button = Подвергнуть
fight-severity = { $severity ->
    [minor] Лёгкий
    [moderate] Умеренный
    [severe] Тяжёлый
    [deadly] Смертельный
    [terminal] Гибельный
   *[splat] Всмятку
} ({ $dice })
fight-miss = Никто не ранен
fight-turn = Раунд { $round }: ход — { $name }.
fight-ended = { $rounds ->
    [one] Бой заканчивается в раунде { $rounds }.
   *[other] Бой заканчивается в раунде { $rounds }.
}

fight-weapon-unarmed = без оружия
fight-weapon-small_knife = маленький нож
fight-weapon-machete = мачете
fight-weapon-small_club = дубинка
fight-weapon-baseball_bat = бейсбольная бита
fight-weapon-handgun = пистолет
fight-weapon-shotgun = дробовик
fight-weapon-shotgun_close = дробовик вблизи
fight-weapon-rifle = винтовка
fight-choice-parry = Парировать
fight-parry = { $name } парирует
fight-impaled = Удар пронзает
fight-next-attack = Ещё одна атака в этот ход: −30% (K8), и не тем же оружием дважды подряд.
fight-weapon-brawl = Драка
fight-weapon-fist = кулак
fight-weapon-head_butt = удар головой
fight-weapon-kick = пинок
fight-weapon-large_knife = большой нож
fight-weapon-club = дубинка
fight-weapon-hatchet = топорик
fight-weapon-sword = меч
fight-weapon-spear = копьё
fight-weapon-thrown_rock = брошенный камень
fight-weapon-revolver_38 = револьвер .38
fight-weapon-revolver_45 = револьвер .45
fight-choice-contest = Сопротивляться своими Качествами
fight-contest = { $name } сопротивляется
fight-wounded = { $name } проигрывает на { $outcome }: Ранение { $wound }
fight-attack-plain = { $attacker } атакует: { $target }
fight-waiting-plain = { $attacker } атакует: { $target }. { $target } должен ответить.
fight-traits = Качества, которые учитываются
fight-traits-hint = Мешающее Качество (ранение) учитывается, отмечено оно или нет.
fight-wound-trait = Ранение
# An exchange: the attack, then how the target met it.
fight-exchange = { $attack }; { $response }.
fight-reloaded = { $name } перезаряжает: { $with }
fight-aimed = { $name } прицеливается: кость бонуса к следующему одиночному выстрелу
fight-aim = Прицелиться (кость бонуса к следующему выстрелу)
fight-aiming = целится
fight-skill = { $name } тратит ход на бросок: { $skill }
fight-skill-form = Другое: бросок
fight-skill-roll = Бросить
fight-malfunction = Осечка, оружие заклинило: { $with }
fight-rounds-left = { $with }: осталось патронов: { $left }
fight-reload = Перезарядить: { $with }
fight-jammed = заклинило: { $with }

# A 7th edition sheet's weapons (K4).
web-weapons-title = Оружие
web-weapons-name = Оружие
web-weapons-skill = Навык
web-weapons-damage = Урон
web-weapons-damage-dice = Кости урона (без БУ)
web-weapons-range = Дальность (ярды)
web-weapons-per-round = За раунд
web-weapons-ammo = Патроны
web-weapons-malfunction = Осечка
web-weapons-remove = Убрать
web-weapons-hint = Без оружия дерутся все. Урон включает ваш бонус к урону там, где его добавляет K4: целиком в ближнем бою, половину при броске, никогда у огнестрельного. В бою это оружие идёт первым; другое оружие из K4 тоже можно взять.
web-weapons-impaling = пронзает
web-weapons-thrown = метательное
web-weapons-firearm = огнестрельное
web-weapons-add-title = Добавить оружие
web-weapons-like = Взять за основу
web-weapons-like-none = свои значения
web-weapons-kind = Вид
web-weapons-add = Добавить оружие
