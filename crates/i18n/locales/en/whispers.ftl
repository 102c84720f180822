## Whispers: a post to one player and the Keeper

whispers-error-unknown = There is no member { $to } in this game to whisper to: "to" is the member id of a player of this game.
whispers-error-self = A whisper goes to someone else: you cannot whisper to yourself.
whispers-error-keeper = The Keeper reads every whisper: a post for the Keeper alone is "private", without "to".
    .chthonian = The Narrator reads every whisper: a post for the Narrator alone is "private", without "to".
whispers-error-observer = An observer cannot be whispered to: a whisper goes to a player.
whispers-error-no-recipient = A whisper needs "to": the member id of the player it is for.
whispers-error-not-whisper = "to" goes with "visibility": "whisper" only.
whispers-visibility-whisper = One player and the Keeper
    .chthonian = One player and the Narrator
whispers-to-label = To which player
whispers-badge = whisper to { $name }
