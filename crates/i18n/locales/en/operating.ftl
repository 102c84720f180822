## Operating a table: rate limits, backups, moving games (docs/operating.md)

operating-too-many-requests = too many requests from your address: try again in { $seconds } s
operating-body-unread = the request body did not arrive whole within { $seconds } s
operating-trusting-forwarded-for = rate limits count each client by the last address of X-Forwarded-For (--trust-forwarded-for): keep the server where only the reverse proxy reaches it
operating-proxy-not-limited = requests from a reverse proxy on this machine are not rate-limited by address: pass --trust-forwarded-for if the proxy sets X-Forwarded-For, or let the proxy limit them

operating-backup-postgres = keeper backup copies a SQLite database; back up PostgreSQL with pg_dump (pg_dump -Fc -f keeper.dump URL), or move one game with keeper export and keeper import
operating-backup-exists = { $file } already exists: a backup is written to a new file
operating-backup-done = copied { $db } to { $file } (checked)
operating-export-done = game { $game }: { $entries } entries written to { $file }; it holds the game's secret seeds, so keep it as safe as the database

operating-import-exists = a game { $game } is already in this database: nothing was imported
operating-import-public = this is a public export (GET …/export): without the seeds not yet revealed, the hidden entries and the members it cannot be played on. Check it with keeper verify --log, or import an owner's export (keeper export --db … --game …)
operating-import-format = not an owner's export of keeper (format keeper-game-export, version 1)
operating-import-no-seed = the export has no { $seed }: an owner's export holds both seeds
operating-import-broken = the export is broken at entry { $seq }: { $reason }; nothing was imported
operating-import-no-body = entry { $seq } of the export has no body: an owner's export holds every body
operating-import-disagrees = the export's game does not agree with its log (seeds, commitments, length or last hash): nothing was imported
operating-import-bad-row = the export's { $table } rows are not as this version of keeper writes them ({ $column }): nothing was imported
operating-import-done = imported game { $game } into { $db }: { $entries } entries and { $rows } rows, and it verifies as it did where it came from

cli-about-keeper-backup = Copy a SQLite database to a new file, consistent even while a server is serving it
cli-help-keeper-backup-db = The SQLite database to copy (sqlite:PATH; the default is KEEPER_DB, else sqlite:keeper.db). For PostgreSQL use pg_dump
cli-help-keeper-backup-file = The new file to write the copy to
cli-about-keeper-export = Write a game's owner's export: its whole log, both seeds and all its rows, to move it to another database with keeper import
cli-help-keeper-export-db = The database the game is in (sqlite:PATH or postgres://…; the default is KEEPER_DB, else sqlite:keeper.db)
cli-help-keeper-export-game = The game to export
cli-help-keeper-export-file = The new file to write (- for standard output); it holds the game's secret seeds
cli-about-keeper-import = Bring in a game from an owner's export, its chain and every roll checked before anything is written
cli-help-keeper-import-db = The database to bring the game into (sqlite:PATH or postgres://…; the default is KEEPER_DB, else sqlite:keeper.db)
cli-help-keeper-import-file = The owner's export (written by keeper export)
cli-help-keeper-serve-rate-anonymous = Requests a minute one address may make to the anonymous endpoints (odds, resolve, a public export or verification); 0 for no limit
cli-help-keeper-serve-rate-accounts = Games made and joins an hour from one address; 0 for no limit
cli-help-keeper-serve-trust-forwarded-for = Count rate limits by the last address of X-Forwarded-For: only behind a reverse proxy that sets it
cli-help-keeper-serve-workers = Threads that serve requests (default: one fewer than the machine's cores, at least 1; the one left is the database writer's)
