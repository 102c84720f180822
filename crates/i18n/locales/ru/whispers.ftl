## Шёпот: сообщение одному игроку и Хранителю

whispers-error-unknown = В этой игре нет участника { $to }, которому можно шепнуть: "to" — это id участника-игрока этой игры.
whispers-error-self = Шёпот адресуют другому: шептать самому себе нельзя.
whispers-error-keeper = Хранитель читает любой шёпот: сообщение только для Хранителя — это "private", без "to".
    .chthonian = Рассказчик читает любой шёпот: сообщение только для Рассказчика — это "private", без "to".
whispers-error-observer = Наблюдателю шептать нельзя: шёпот адресуют игроку.
whispers-error-no-recipient = Шёпоту нужен "to": id участника-игрока, которому он адресован.
whispers-error-not-whisper = "to" указывают только вместе с "visibility": "whisper".
whispers-visibility-whisper = Один игрок и Хранитель
    .chthonian = Один игрок и Рассказчик
whispers-to-label = Какому игроку
whispers-badge = шёпот для { $name }
