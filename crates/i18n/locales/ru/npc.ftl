## Персонажи мастера (NPC): чтение блока характеристик (keeper-coc7 и keeper-classic `statblock`).

npc-error-line = строка { $line } блока характеристик: { $expected }
npc-error-too-long = блок характеристик читается не длиннее { $limit } байт, а этот длиннее
npc-expected-name = первой строкой должно идти имя, а текст пуст
npc-expected-number = после { $key } ожидалось число
npc-expected-damage-bonus = после DB ожидался бонус к урону, например +1D4, 0 или -1
npc-expected-stat = ожидалась характеристика или показатель, например STR, HP, DB или Move, а не «{ $found }»
npc-expected-attacks-per-round = после «Attacks per round» ожидалось число атак
npc-expected-armor = после «Armor» ожидались очки брони, «none» или правило словами
npc-expected-sanity-loss = ожидалась потеря Рассудка, например 0/1D6
npc-expected-entry = ожидался навык или атака: название, затем значение, например «Dodge 40%», а не «{ $found }»
npc-expected-damage = после значения ожидался урон в записи костей, например «damage 1D6+DB», а не «{ $found }»
npc-expected-events = список не более чем из 10000 событий
npc-expected-hp = для событий нужны очки здоровья: дайте в блоке HP или CON и SIZ, из которых они выводятся
npc-expected-wound-event = событие ранения (урон, лечение и состояния ран): у НИП в блоке нет Рассудка, Удачи и отметок навыков
npc-expected-trait = ожидалось Качество: имя, затем его значение, например «Нечеловеческая сила 3», а не «{ $found }»
npc-expected-trait-event = полученное или утраченное Качество (trait_gained, trait_lost): у существа нет Ужасающего Осознания и Нодулей
