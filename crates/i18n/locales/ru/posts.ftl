# Messages of play by post: versions, secret posts, notifications, transcripts.

## A post's rolls, kept with the words they were rolled with

posts-permalink = постоянная ссылка
posts-roll-permalink = постоянная ссылка
posts-rolls-title = Броски этого сообщения — со словами, при которых они брошены
posts-tag-moved = перенесено при правке: бросок остаётся при своих словах, ниже
posts-deleted-by = Удалено: { $name }. Броски сообщения остаются вместе с результатами.
posts-versions = { $count ->
    [one] { $count } версия
    [few] { $count } версии
   *[many] { $count } версий
}
posts-version-first = Первая версия: { $name }
posts-version-edit = Правка: { $name }

## Permalinks of a post and of a post's roll

posts-permalink-post-title = Сообщение №{ $seq }
posts-permalink-roll-title = Бросок { $n } сообщения №{ $seq }
posts-permalink-post-lead = { $name } — сообщение в игре «{ $game }», тема «{ $thread }»
posts-permalink-roll-post = В сообщении

## Secret rolls

posts-secret-roll = тайный бросок

## Posts for the Keeper only

posts-error-visibility = Сообщение пишется либо для всех ("public"), либо только для Хранителя ("private").
    .chthonian = Сообщение пишется либо для всех ("public"), либо только для Рассказчика ("private").
posts-private-badge = только Хранителю
    .chthonian = только Рассказчику
posts-visibility-label = Кто прочтёт
posts-visibility-public = Все
posts-visibility-private = Только Хранитель
    .chthonian = Только Рассказчик
posts-hint-secret = [roll secret]1d100[/roll] или команда с приставкой S (SCC<=50) бросает только для глаз Хранителя: остальные видят тайный бросок.
    .chthonian = [roll secret]1d100[/roll] или команда с приставкой S (SCC<=50) бросает только для глаз Рассказчика: остальные видят тайный бросок.

## Characteristics rolled at the table (C2)

posts-characteristics-roll-missing = Характеристики, брошенные за столом, берутся из их броска: укажите characteristics_roll — запись журнала с броском характеристик.
posts-characteristics-roll-not-a-set = Запись №{ $seq } — не открытый бросок характеристик игрока этого сыщика.
posts-characteristics-roll-taken = Характеристики из записи №{ $seq } уже пошли на другого сыщика.
posts-characteristics-roll-differs = { $characteristic } выпало { $value } (запись №{ $seq }): брошенную характеристику менять нельзя.
posts-characteristics-roll-not-rolled = characteristics_roll указывается только для характеристик, брошенных за столом (способ "rolled").

## The session transcript

posts-transcript-title = { $game }: запись сессии
posts-transcript-character-created = создан персонаж { $name }
posts-transcript-character-events = { $name }: { $events }
posts-transcript-format = format — md (Markdown) или html.
posts-transcript-link = Запись сессии
cli-about-keeper-transcript = Вывести запись сессии игры в том виде, в каком её может прочесть любой: сообщения, броски с костями и итогами, события персонажей
cli-help-keeper-transcript-db = База данных (sqlite:PATH или postgres://…)
cli-help-keeper-transcript-game = Игра
cli-help-keeper-transcript-format = md (Markdown) или html (одна самостоятельная страница)
cli-help-keeper-transcript-rolls-only = Только броски
cli-help-keeper-transcript-thread = Только сообщения этой темы

## Forum conventions

posts-spoiler = Спойлер
posts-quote-wrote = { $name } пишет:
posts-quote = Цитировать
posts-ooc = Вне роли
cli-help-keeper-transcript-in-character = Только сказанное в роли

## The dice thread

posts-dice-thread = тема для бросков
posts-dice-thread-make = Сделать темой для бросков: теги бросков бросаются только в ней
posts-dice-thread-keeper = Тему для бросков назначает только Хранитель.
    .chthonian = Тему для бросков назначает только Рассказчик.
posts-dice-thread-one = В игре уже есть тема для бросков.
posts-dice-thread-elsewhere = не брошено: броски делаются в теме для бросков «{ $thread }»
posts-transcript-character-shown = показан неигровой персонаж { $name }
posts-page-out-of-range = Страницы нумеруются с 1.
posts-per-page-out-of-range = Сообщений на странице — от 1 до { $max }.
