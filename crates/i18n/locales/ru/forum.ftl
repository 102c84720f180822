# Сообщения о привычках форума: активность в списке тем.

## Список тем: сколько сообщений видит читатель и когда было последнее

forum-thread-posts = { $count ->
    [one] { $count } сообщение
    [few] { $count } сообщения
   *[many] { $count } сообщений
}
forum-thread-no-posts = сообщений пока нет
forum-thread-last = последнее сообщение:
forum-thread-unread = { $count ->
    [one] { $count } новое
    [few] { $count } новых
   *[many] { $count } новых
}

## Предпросмотр сообщения: как оно будет выглядеть, без бросков

forum-preview = Предпросмотр
forum-preview-title = Предпросмотр
forum-preview-will-roll = будет брошено при отправке

## Страницы темы и то, что появилось после вашего последнего визита

forum-pages = Страницы темы
forum-new = новое
forum-first-unread = Первое непрочитанное сообщение
