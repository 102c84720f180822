# События персонажа словами: общие для терминала, журнала и фрагментов.
event-damaged = урон { $amount }
event-healed = восстановлено { $amount } { $amount ->
    [one] очко
    [few] очка
   *[many] очков
} здоровья
event-sanity-lost = потеряно { $amount } { $amount ->
    [one] очко
    [few] очка
   *[many] очков
} Рассудка
event-sanity-gained = восстановлено { $amount } { $amount ->
    [one] очко
    [few] очка
   *[many] очков
} Рассудка
event-luck-spent = потрачено { $amount } { $amount ->
    [one] очко
    [few] очка
   *[many] очков
} Удачи
event-luck-gained = получено { $amount } { $amount ->
    [one] очко
    [few] очка
   *[many] очков
} Удачи
event-magic-spent = потрачено { $amount } { $amount ->
    [one] очко
    [few] очка
   *[many] очков
} магии
event-magic-regained = восстановлено { $amount } { $amount ->
    [one] очко
    [few] очка
   *[many] очков
} магии
event-day-losses-set = потери Рассудка за день установлены в { $amount }
event-insight-gained = получено { $amount } { $amount ->
    [one] очко
    [few] очка
   *[many] очков
} Ужасающего Осознания
event-insight-lost = потеряно { $amount } { $amount ->
    [one] очко
    [few] очка
   *[many] очков
} Ужасающего Осознания
## Событие журнала без собственного сообщения, по его коду; подробности идут следом
event-name = { $event ->
    [major_wound] серьёзная рана
    [major_wound_healed] серьёзная рана зажила
    [fell_unconscious] потеря сознания
    [dying] при смерти
    [stabilized] состояние стабилизировано
    [medicine_given] оказана помощь Медициной
    [first_aid_given] оказана Первая помощь
    [phobia_gained] новая фобия
    [mania_gained] новая мания
    [backstory_changed] изменена предыстория
    [died] смерть
    [temporary_insanity] временное безумие
    [involuntary_action] непроизвольное действие
    [indefinite_insanity] бессрочное безумие
    [permanent_insanity] необратимое безумие
    [insanity_ended] безумие прошло
    [day_started] новый день
    [skill_ticked] отметка навыка
    [skill_improved] развитие навыка
    [skill_check_used] отметка опыта использована, без прироста
    [ticks_cleared] отметки навыков сняты
    [weapon_added] оружие взято
    [weapon_removed] оружие убрано
    [hour_started] новый час
    [insane] безумие
    [insane_temporary] временное безумие
    [insane_indefinite] бессрочное безумие
    [insane_permanent] необратимое безумие
    [luck_restored] Удача восстановлена
    [check_awarded] отметка опыта
    [trait_gained] получено Качество
    [trait_lost] утрачено Качество
    [story_started] Сюжет начат
    [story_ended] Сюжет окончен
    [nodule_spent] потрачен Нодуль
   *[other] { $words }
}
event-detail = { $event }: { $detail }
event-amount = { $event } { $amount }
event-and = { $first }, { $next }
event-hours = { $hours } { $hours ->
    [one] час
    [few] часа
   *[many] часов
}
condition-classic = { $condition ->
    [unconscious] без сознания
    [dying] тяжёлое ранение (0 ОЗ или меньше): без медицинской помощи возможна смерть
   *[conscious] в сознании
}
