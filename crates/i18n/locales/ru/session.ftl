# Messages of the session at the table: push, Luck, group requests, Sanity, healing, development.

## Following up a roll (push, Luck)
session-follow-up-not-yours = форсировать эту проверку, перебросить её или тратить на неё Удачу может только тот, кто её бросил
session-follow-up-not-check = форсировать (7-я редакция), перебросить (классика) или тратить Удачу можно только на проверку навыка или характеристики системы этой игры
session-follow-up-taken = эту проверку уже форсировали, перебросили или уже потратили на неё Удачу
session-push-already-pushed = форсированную проверку нельзя форсировать ещё раз
session-luck-pushed = на форсированную проверку нельзя тратить Удачу
session-luck-no-character = Удача и очки магии тратятся с листа персонажа, а эта проверка сделана не за персонажа
session-luck-cannot-help = никакая Удача не сделает эту проверку успешной: она уже успешна, или 01 и 96–100 сохраняют свой результат (M3)
session-push-button = Форсировать проверку
session-luck-button = Потратить { $points } Удачи: { $level }
session-pushes = форсирует проверку #{ $seq }
session-luck-on = Удача потрачена на проверку #{ $seq }
session-answers = ответ на запрос #{ $seq }
session-set-again = характеристики выброшены заново: набор { $n } этого игрока
session-answered = ответ — проверка #{ $seq }
session-pushed-failure = Форсированная проверка провалена: Хранитель может назначить тяжёлые последствия
session-followed-push = Форсирована в проверке #{ $seq }
session-followed-luck = Удача потрачена в проверке #{ $seq }
session-award-keeper-only = отметки опыта (T6) ставит только Хранитель
session-award-not-check = отметку опыта даёт только классическая проверка навыка за персонажа
session-award-failed = отметку опыта даёт только успешное применение (T6)
session-award-not-skill = метка броска не называет навык из листа: за характеристики отметки опыта нет
session-award-already = у этого навыка уже есть отметка опыта
session-award-button = Поставить отметку опыта
session-followed-mp-reroll = Переброшена за 1 ОМ в проверке #{ $seq }
session-rerolls = перебрасывает проверку #{ $seq } за 1 ОМ
session-mp-reroll-button = Перебросить за 1 ОМ (ОМ { $mp })
session-mp-reroll-classic = переброс за 1 очко магии — домашнее правило классических игр
session-push-classic = в классике проверки не форсируют: по домашним правилам форума проваленную проверку перебрасывают за 1 очко магии

## Group requests
session-group-nobody = некого просить: укажите игроков или сначала пригласите их
session-group-no-character = у игрока { $name } нет персонажа, за которого бросать
session-group-no-value = на листе персонажа { $name } нет значения «{ $skill }»
session-group-luck-coc7 = групповая проверка Удачи — правило 7-й редакции
session-group-one-of = укажите ровно одно из двух: skill или group_luck, а потерю (loss) — только вместе с "san"
session-group-title = Проверка для группы
session-group-to = Кто бросает
session-group-skill = Проверка, у каждого со своим значением
session-group-luck = Групповая проверка Удачи (бросает тот, у кого Удача ниже)
session-group-submit = Попросить
session-blind-check = Проверка вслепую
session-ask-dying = Попросить бросок ВЫН умирающего
session-blind-check-skill = Бросок втайне
session-group-loss = Потеря Рассудка (для проверки Рассудка)
session-group-loss-hint = Например, 1/1D6: вычитается из каждого листа, когда игрок отвечает; при потере 5 и больше — проверка ИНТ.

## Rolls an investigator's state refuses
session-roll-dead = { $name } мёртв и больше ничего не бросает
session-roll-dying = { $name } при смерти: никаких проверок навыков и боя, пока первая помощь не стабилизирует состояние (только проверка ВЫН каждый раунд)
session-roll-unconscious = { $name } без сознания: никаких проверок навыков и боя, пока не придёт в себя

## An opposed roll at the table (7th edition), a resistance roll (classic T5)
opposed-title = Встречная проверка
opposed-title-classic = Бросок сопротивления
opposed-hint = Каждая сторона бросает своё значение; побеждает лучший уровень успеха, при равенстве — большее значение. Значение персонажа берётся из его листа.
opposed-hint-classic = Активная сторона против пассивной: 50% плюс 5% за каждое очко превосходства активной (T5). Значение персонажа берётся из его листа.
opposed-side = Сторона { $n }
opposed-other = Кто-то или что-то другое
opposed-value-name = Значение
opposed-value = Его значение
opposed-roll = Бросить
