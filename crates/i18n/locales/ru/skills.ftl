# Названия навыков и характеристик. Идентификаторы стабильны (`skill-` и английское
# название навыка на листе в нижнем регистре, слова через `_`); английские названия —
# это имена в протоколе (coc7 S5, классический лист), поэтому их менять нельзя. Другие
# языки дают название, которое читает игрок на этом языке; при импорте листа keeper
# принимает обратно любое из них.

## «Зов Ктулху», 7-я редакция (S5), и специализации
skill-accounting = Бухгалтерское дело
skill-anthropology = Антропология
skill-appraise = Оценка
skill-archaeology = Археология
skill-art_craft = Искусство/ремесло
skill-charm = Обаяние
skill-climb = Лазание
skill-credit_rating = Средства
skill-cthulhu_mythos = Мифы Ктулху
skill-disguise = Маскировка
skill-dodge = Уклонение
skill-drive_auto = Вождение автомобиля
skill-electrical_repair = Электрика
skill-fast_talk = Красноречие
skill-fighting = Ближний бой
skill-fighting_brawl = Ближний бой (драка)
skill-firearms = Стрельба
skill-firearms_handgun = Стрельба (пистолет)
skill-firearms_rifle_shotgun = Стрельба (винтовка/дробовик)
skill-first_aid = Первая помощь
skill-history = История
skill-intimidate = Запугивание
skill-jump = Прыжки
skill-language = Язык
skill-language_other = Язык (иностранный)
skill-language_own = Язык (родной)
skill-law = Юриспруденция
skill-library_use = Работа в библиотеке
skill-listen = Слух
skill-locksmith = Взлом
skill-mechanical_repair = Механика
skill-medicine = Медицина
skill-natural_world = Естествознание
skill-navigate = Ориентирование
skill-occult = Оккультизм
skill-operate_heavy_machinery = Управление тяжёлыми машинами
skill-persuade = Убеждение
skill-pilot = Пилотирование
skill-psychology = Психология
skill-psychoanalysis = Психоанализ
skill-ride = Верховая езда
skill-science = Наука
skill-sleight_of_hand = Ловкость рук
skill-spot_hidden = Внимание
skill-stealth = Скрытность
skill-survival = Выживание
skill-swim = Плавание
skill-throw = Метание
skill-track = Чтение следов
skill-fighting_axe = Ближний бой (топор)
skill-fighting_chainsaw = Ближний бой (бензопила)
skill-fighting_flail = Ближний бой (цеп)
skill-fighting_garrote = Ближний бой (удавка)
skill-fighting_spear = Ближний бой (копьё)
skill-fighting_sword = Ближний бой (меч)
skill-fighting_whip = Ближний бой (хлыст)
skill-firearms_bow = Стрельба (лук)
skill-firearms_flamethrower = Стрельба (огнемёт)
skill-firearms_heavy_weapons = Стрельба (тяжёлое вооружение)
skill-firearms_machine_gun = Стрельба (пулемёт)
skill-firearms_submachine_gun = Стрельба (пистолет-пулемёт)

## Навыки классического «Зова Ктулху», которых нет на листе 7-й редакции
skill-art = Искусство
skill-astronomy = Астрономия
skill-bargain = Торговля
skill-biology = Биология
skill-botany = Ботаника
skill-chemistry = Химия
skill-conceal = Спрятать предмет
skill-craft = Ремесло
skill-debate = Дебаты
skill-electronics = Электроника
skill-fist_punch = Удар кулаком
skill-geology = Геология
skill-grapple = Захват
skill-handgun = Пистолет
skill-head_butt = Удар головой
skill-hide = Спрятаться
skill-kick = Удар ногой
skill-machine_gun = Пулемёт
skill-martial_arts = Боевые искусства
skill-natural_history = Естественная история
skill-oratory = Ораторское искусство
skill-pharmacy = Фармакология
skill-photography = Фотография
skill-physics = Физика
skill-rifle = Винтовка
skill-shotgun = Дробовик
skill-sneak = Подкрадывание
skill-submachine_gun = Пистолет-пулемёт
skill-zoology = Зоология

## Характеристики: сокращение на листе и полное название
characteristic-str = СИЛ
characteristic-str-name = Сила
characteristic-con = ВЫН
characteristic-con-name = Выносливость
characteristic-siz = ТЕЛ
characteristic-siz-name = Телосложение
characteristic-dex = ЛВК
characteristic-dex-name = Ловкость
characteristic-app = НАР
characteristic-app-name = Наружность
characteristic-int = ИНТ
characteristic-int-name = Интеллект
characteristic-pow = МОЩ
characteristic-pow-name = Мощь
characteristic-edu = ОБР
characteristic-edu-name = Образование
# The quick-start occupations' specialities (seed 000).
skill-art_craft_acting = Искусство/ремесло (актёрское мастерство)
skill-art_craft_literature = Искусство/ремесло (литература)
skill-art_craft_photography = Искусство/ремесло (фотография)
skill-language_latin = Язык (латынь)
skill-language_spanish = Язык (испанский)
skill-science_biology = Наука (биология)
skill-science_pharmacy = Наука (фармацевтика)

## Classic: the forum's Brawl, which replaces Fist, Head Butt and Kick (K7, seed 004)
skill-brawl = Драка
