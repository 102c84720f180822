## Работа стола: ограничения частоты, резервные копии, перенос игр

operating-too-many-requests = слишком много запросов с вашего адреса: повторите через { $seconds } с
operating-body-unread = тело запроса не пришло целиком за { $seconds } с
operating-trusting-forwarded-for = ограничения частоты считают каждого клиента по последнему адресу X-Forwarded-For (--trust-forwarded-for): сервер должен быть доступен только обратному прокси
operating-proxy-not-limited = запросы обратного прокси на этой машине не ограничиваются по адресу: укажите --trust-forwarded-for, если прокси ставит X-Forwarded-For, или ограничивайте их в прокси

operating-backup-postgres = keeper backup копирует базу SQLite; PostgreSQL копируйте через pg_dump (pg_dump -Fc -f keeper.dump URL) или переносите игру через keeper export и keeper import
operating-backup-exists = { $file } уже существует: копия пишется в новый файл
operating-backup-done = { $db } скопирована в { $file } (проверено)
operating-export-done = игра { $game }: { $entries } записей записано в { $file }; в файле секретные зёрна игры, храните его так же, как базу

operating-import-exists = игра { $game } уже есть в этой базе: ничего не импортировано
operating-import-public = это публичный экспорт (GET …/export): без нераскрытых зёрен, скрытых записей и участников игру нельзя продолжить. Проверьте его через keeper verify --log или импортируйте экспорт владельца (keeper export --db … --game …)
operating-import-format = это не экспорт владельца keeper (формат keeper-game-export, версия 1)
operating-import-no-seed = в экспорте нет { $seed }: экспорт владельца содержит оба зерна
operating-import-broken = экспорт нарушен на записи { $seq }: { $reason }; ничего не импортировано
operating-import-no-body = у записи { $seq } экспорта нет тела: экспорт владельца содержит все тела
operating-import-disagrees = игра в экспорте не согласуется со своим журналом (зёрна, обязательства, длина или последний хеш): ничего не импортировано
operating-import-bad-row = строки { $table } в экспорте не такие, какие пишет эта версия keeper ({ $column }): ничего не импортировано
operating-import-done = игра { $game } импортирована в { $db }: { $entries } записей и { $rows } строк, и она проверяется так же, как там, откуда пришла

cli-about-keeper-backup = Скопировать базу SQLite в новый файл, согласованно, даже пока её обслуживает сервер
cli-help-keeper-backup-db = База SQLite для копирования (sqlite:PATH; по умолчанию KEEPER_DB, иначе sqlite:keeper.db). Для PostgreSQL используйте pg_dump
cli-help-keeper-backup-file = Новый файл для копии
cli-about-keeper-export = Записать экспорт владельца игры: весь журнал, оба зерна и все строки, чтобы перенести её в другую базу через keeper import
cli-help-keeper-export-db = База, где находится игра (sqlite:PATH или postgres://…; по умолчанию KEEPER_DB, иначе sqlite:keeper.db)
cli-help-keeper-export-game = Игра для экспорта
cli-help-keeper-export-file = Новый файл (- для стандартного вывода); в нём секретные зёрна игры
cli-about-keeper-import = Внести игру из экспорта владельца, проверив цепочку и каждый бросок до того, как что-либо записано
cli-help-keeper-import-db = База, куда внести игру (sqlite:PATH или postgres://…; по умолчанию KEEPER_DB, иначе sqlite:keeper.db)
cli-help-keeper-import-file = Экспорт владельца (записанный keeper export)
cli-help-keeper-serve-rate-anonymous = Запросов в минуту с одного адреса к анонимным точкам (шансы, resolve, публичный экспорт или проверка); 0 — без ограничения
cli-help-keeper-serve-rate-accounts = Новых игр и вступлений в час с одного адреса; 0 — без ограничения
cli-help-keeper-serve-trust-forwarded-for = Считать ограничения по последнему адресу X-Forwarded-For: только за обратным прокси, который его ставит
cli-help-keeper-serve-workers = Потоков, обслуживающих запросы (по умолчанию: на одно меньше, чем ядер у машины, но не меньше 1; оставшееся ядро — для записи в базу)
