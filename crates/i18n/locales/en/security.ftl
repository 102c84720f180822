# Messages of a table facing the internet: limits, origins, names, tokens.

## Bounded answers.

security-odds-too-much-text = the exact odds would take about { $needed } bytes written out; one answer may take at most { $allowed }: ask for fewer dice or fewer sides
security-array-too-much-text = this array's answers would take more than { $allowed } bytes in all; send the rest of its requests in another call
security-array-too-much-work = this array's requests would take more than { $allowed } steps of work in all; send the rest of them in another call

## Origins, connections.

security-cross-origin = this request came from another site with this browser's sign-in cookie, so it was refused; use keeper's own pages, or send a token in an Authorization header
security-too-many-sockets = too many live connections are open (at most { $limit }); close a tab or try again later

## Starting the server (keeper serve).

cli-help-keeper-serve-public-url = The address people reach this server at, such as https://table.example: every link is built from it, a browser's request from it counts as this server's own, and cookies are Secure when it is https
security-bad-public-url = --public-url "{ $url }" is not a site's address: write it as https://HOST or http://HOST:PORT, without a path
security-addr-in-use = cannot listen on { $addr }: the address is already in use, most likely by another keeper serve or another server on that port; stop it, or choose another port with --addr
security-addr-denied = cannot listen on { $addr }: permission denied (ports below 1024 need privileges); choose a port from 1024 up and put a reverse proxy in front
security-addr-not-here = cannot listen on { $addr }: this machine has no such address; use 127.0.0.1, 0.0.0.0 or one of its own addresses
security-bind-failed = cannot listen on { $addr }: { $error }
security-db-no-answer = no answer within { $seconds } s
security-db-retry = cannot reach the database { $db } ({ $error }); trying again in { $seconds } s (attempt { $attempt } of { $attempts })
security-no-public-url = no --public-url given: links follow each request's Host header; give the address people use when this server faces a network

## Names (keeper_table names.rs).

security-name-reorders = { $field } must not contain characters that change the direction of text (such as U+202E): they can make a name read as another
security-name-separator = { $field } must not contain a byte order mark or a line or paragraph separator
security-name-invisible = { $field } must contain something a reader can see
security-name-taken = the name "{ $name }" reads the same as "{ $other }", who is already at this table; choose another

## Tokens and members (keeper_table games.rs).

security-keeper-only-revoke-invite = only the Keeper can withdraw an invite
    .chthonian = only the Narrator can withdraw an invite
security-keeper-only-reissue = only the Keeper can give another member a new token; you can renew only your own
    .chthonian = only the Narrator can give another member a new token; you can renew only your own
security-keeper-only-remove = only the Keeper can remove a member
    .chthonian = only the Narrator can remove a member
security-keeper-stays = the Keeper cannot remove themself from their own game
    .chthonian = the Narrator cannot remove themself from their own game

## Idempotency-Key.

security-idempotency-key-bad = the Idempotency-Key header must be 1 to { $limit } bytes of visible ASCII
security-idempotency-key-reused = this Idempotency-Key was already used for a different request; use a new key for each new request
security-signout-confirm = Sign out in this browser? Your sign-in here ends for good: to come back you need a new link from the Keeper.
    .chthonian = Sign out in this browser? Your sign-in here ends for good: to come back you need a new link from the Narrator.
security-signout-confirm-keeper = Sign out in this browser? Your Keeper sign-in here ends for good, and nobody can sign the Keeper in again. Sign out only if you have kept your Keeper token somewhere else.
    .chthonian = Sign out in this browser? Your Narrator sign-in here ends for good, and nobody can sign the Narrator in again. Sign out only if you have kept your Narrator token somewhere else.
