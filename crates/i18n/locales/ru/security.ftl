# Messages of a table facing the internet: limits, origins, names, tokens.

## Ограниченные ответы.

security-odds-too-much-text = точные шансы заняли бы около { $needed } байт текста; один ответ может занимать не больше { $allowed }: возьмите меньше костей или меньше граней
security-array-too-much-text = ответы этого массива заняли бы в сумме больше { $allowed } байт; отправьте остальные запросы отдельным вызовом
security-array-too-much-work = запросы этого массива потребовали бы в сумме больше { $allowed } шагов вычислений; отправьте остальные отдельным вызовом

## Источник запроса, соединения.

security-cross-origin = запрос пришёл с другого сайта с cookie входа этого браузера, поэтому он отклонён; пользуйтесь страницами самого keeper или передайте токен в заголовке Authorization
security-too-many-sockets = открыто слишком много живых соединений (не больше { $limit }); закройте вкладку или попробуйте позже

## Запуск сервера (keeper serve).

cli-help-keeper-serve-public-url = Адрес, по которому люди заходят на этот сервер, например https://table.example: из него строятся все ссылки, запрос браузера с него считается запросом самого сервера, а при https cookie получают флаг Secure
security-bad-public-url = --public-url "{ $url }" — не адрес сайта: укажите его как https://HOST или http://HOST:PORT, без пути
security-addr-in-use = не удаётся слушать { $addr }: адрес уже занят — скорее всего, другим keeper serve или другим сервером на этом порту; остановите его или выберите другой порт через --addr
security-addr-denied = не удаётся слушать { $addr }: доступ запрещён (портам ниже 1024 нужны права); выберите порт от 1024 и поставьте перед сервером обратный прокси
security-addr-not-here = не удаётся слушать { $addr }: у этой машины нет такого адреса; используйте 127.0.0.1, 0.0.0.0 или один из её собственных адресов
security-bind-failed = не удаётся слушать { $addr }: { $error }
security-db-no-answer = нет ответа за { $seconds } с
security-db-retry = база данных { $db } недоступна ({ $error }); новая попытка через { $seconds } с (попытка { $attempt } из { $attempts })
security-no-public-url = --public-url не задан: ссылки строятся по заголовку Host каждого запроса; укажите адрес, которым пользуются люди, если сервер открыт в сеть

## Имена (keeper_table names.rs).

security-name-reorders = { $field } не должно содержать символов, меняющих направление текста (таких как U+202E): из-за них одно имя может читаться как другое
security-name-separator = { $field } не должно содержать метку порядка байтов или разделитель строк или абзацев
security-name-invisible = в поле { $field } должно быть что-то видимое
security-name-taken = имя «{ $name }» читается так же, как «{ $other }», а такой участник за этим столом уже есть; выберите другое

## Токены и участники (keeper_table games.rs).

security-keeper-only-revoke-invite = отозвать приглашение может только Хранитель
security-keeper-only-reissue = выдать новый токен другому участнику может только Хранитель; обновить можно только свой
security-keeper-only-remove = удалить участника может только Хранитель
security-keeper-stays = Хранитель не может удалить из своей игры самого себя

## Idempotency-Key.

security-idempotency-key-bad = заголовок Idempotency-Key должен содержать от 1 до { $limit } байт видимых символов ASCII
security-idempotency-key-reused = этот Idempotency-Key уже использован для другого запроса; для каждого нового запроса берите новый ключ
