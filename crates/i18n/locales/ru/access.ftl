# Участники и доступ: приглашения с истекающим сроком, ссылка для входа на другом
# устройстве, кто может создавать игры.

## Приглашения.

access-invite-expired = срок этой ссылки-приглашения истёк; попросите у Хранителя новую ссылку
    .chthonian = срок этой ссылки-приглашения истёк; попросите у Рассказчика новую ссылку
access-invite-used = эта ссылка-приглашение была для одного человека и уже использована; попросите у Хранителя новую ссылку
    .chthonian = эта ссылка-приглашение была для одного человека и уже использована; попросите у Рассказчика новую ссылку
access-invite-expiry-both = укажите либо expires_in, либо expires_at, но не оба
access-invite-expiry-past = срок приглашения должен истекать в будущем
access-invite-expiry-far = приглашение может действовать не дольше { $days } дн.
access-invite-expiry-bad = expires_at должно быть временем в формате RFC 3339, например 2026-12-31T20:00:00Z
access-keeper-only-invites = приглашения игры видит только Хранитель
    .chthonian = приглашения игры видит только Рассказчик

## Экран Хранителя: приглашения.

access-invite-expires = Истекает
access-invite-expires-never = никогда
access-invite-expires-hour = через час
access-invite-expires-day = через сутки
access-invite-expires-week = через неделю
access-invite-expires-month = через 30 дней
access-invite-single-use = Одноразовое (для одного человека)
access-invites-open = Открытые приглашения
access-invites-none = Открытых приглашений нет.
access-invite-col-role = Роль
access-invite-col-made = Создано
access-invite-col-expires = Истекает
access-invite-col-uses = Вошли
access-invite-uses-of = { $uses } из { $most }
access-invite-withdraw = Отозвать
access-invite-withdrawn = Приглашение отозвано.

## Ссылка для входа на другом устройстве.

access-device-title = Вход на другом устройстве
access-device-hint = Получите ссылку, по которой вы войдёте как { $name } на другом телефоне или компьютере. Это обновляет ваш вход: этот браузер переходит на новую ссылку, а устройство, где вы ещё вошли по старой, выходит.
access-device-hint-keeper = Сохраните ссылку Хранителя и в надёжном месте: если этот браузер забудет вход, ссылка — единственный путь обратно в вашу игру.
    .chthonian = Сохраните ссылку Рассказчика и в надёжном месте: если этот браузер забудет вход, ссылка — единственный путь обратно в вашу игру.
access-device-button = Показать мою ссылку для входа
access-device-link = Ваша ссылка для входа
access-device-qr = QR-код вашей ссылки для входа: отсканируйте его камерой другого устройства
access-device-secret = Держите ссылку в секрете: кто её откроет, играет за вас. Она показана только сейчас; чтобы увидеть её снова, получите новую ссылку (эта тогда перестанет работать).
access-device-back = Назад к столу
access-signin-title = Вход
access-signin-lead = Войти в { $game } как { $name } на этом устройстве?
access-signin-submit = Войти здесь
access-signin-bad = Эта ссылка для входа больше не работает: создана более новая, или её участник вышел или удалён. Попросите новую ссылку.

## Кто может создавать игры (keeper serve --operator-token).

cli-help-keeper-serve-operator-token = Если задан, для создания игры нужен этот токен (Authorization: Bearer или поле формы новой игры); без него игры может создавать кто угодно
access-operator-only = на этом сервере игры создаёт только его оператор: отправьте токен оператора (Authorization: Bearer … или в форме новой игры); попросите его у того, кто запустил сервер
access-operator-token = Токен оператора
access-operator-token-hint = На этом сервере игры создаёт только его оператор: введите выданный вам токен.
access-operator-token-empty = --operator-token не может быть пустым
