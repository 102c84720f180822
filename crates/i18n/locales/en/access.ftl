# Members and access: invites that end, a sign-in link for another device, who may
# create games.

## Invites (keeper_table games.rs).

access-invite-expired = this invite link has expired; ask the Keeper for a new link
    .chthonian = this invite link has expired; ask the Narrator for a new link
access-invite-used = this invite link was for one person and has already been used; ask the Keeper for a new link
    .chthonian = this invite link was for one person and has already been used; ask the Narrator for a new link
access-invite-expiry-both = give either expires_in or expires_at, not both
access-invite-expiry-past = an invite must expire in the future
access-invite-expiry-far = an invite may last at most { $days } days
access-invite-expiry-bad = expires_at must be a time in RFC 3339, such as 2026-12-31T20:00:00Z
access-keeper-only-invites = only the Keeper can see the game's invites
    .chthonian = only the Narrator can see the game's invites

## The Keeper's screen: invites.

access-invite-expires = Expires
access-invite-expires-never = never
access-invite-expires-hour = in an hour
access-invite-expires-day = in a day
access-invite-expires-week = in a week
access-invite-expires-month = in 30 days
access-invite-single-use = Single use (one person)
access-invites-open = Open invites
access-invites-none = No open invites.
access-invite-col-role = Role
access-invite-col-made = Made
access-invite-col-expires = Expires
access-invite-col-uses = Joined
access-invite-uses-of = { $uses } of { $most }
access-invite-withdraw = Withdraw
access-invite-withdrawn = Invite withdrawn.

## A sign-in link for another device.

access-device-title = Sign in on another device
access-device-hint = Get a link that signs you in as { $name } on another phone or computer. Getting it renews your sign-in: this browser moves to the new link, and a device still signed in with your old one is signed out.
access-device-hint-keeper = Keep your Keeper link somewhere safe too: if this browser forgets its sign-in, the link is the only way back to your game.
    .chthonian = Keep your Narrator link somewhere safe too: if this browser forgets its sign-in, the link is the only way back to your game.
access-device-button = Show my sign-in link
access-device-link = Your sign-in link
access-device-qr = QR code of your sign-in link: scan it with the other device's camera
access-device-secret = Keep this link secret: whoever opens it plays as you. It is shown only now; to see one again, get a new link (this one then stops working).
access-device-back = Back to the table
access-signin-title = Sign in
access-signin-lead = Sign in to { $game } as { $name } on this device?
access-signin-submit = Sign in here
access-signin-bad = This sign-in link no longer works: a newer one was made, or its member signed out or was removed. Ask for a new link.

## Who may create games (keeper serve --operator-token).

cli-help-keeper-serve-operator-token = When given, creating a game needs this token (Authorization: Bearer, or the new-game form's operator token field); without it anyone can create games
access-operator-only = this server lets only its operator create games: send the operator token (Authorization: Bearer …, or in the new-game form); ask whoever runs this server for it
access-operator-token = Operator token
access-operator-token-hint = This server lets only its operator create games: give the token you were given.
access-operator-token-empty = --operator-token must not be empty
