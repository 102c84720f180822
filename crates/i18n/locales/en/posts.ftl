# Messages of play by post: versions, secret posts, notifications, transcripts.

## A post's rolls, kept with the words they were rolled with

posts-permalink = permalink
posts-roll-permalink = permalink
posts-rolls-title = This post's rolls, with the words they were rolled with
posts-tag-moved = moved by an edit: its roll stays with its own words, below
posts-deleted-by = Deleted by { $name }. Its rolls stay, with their results.
posts-versions = { $count ->
    [one] One version
   *[other] { $count } versions
}
posts-version-first = First posted by { $name }
posts-version-edit = Edited by { $name }

## Permalinks of a post and of a post's roll

posts-permalink-post-title = Post #{ $seq }
posts-permalink-roll-title = Roll { $n } of post #{ $seq }
posts-permalink-post-lead = Posted by { $name } in “{ $game }”, thread “{ $thread }”
posts-permalink-roll-post = In the post

## Secret rolls

posts-secret-roll = a secret roll

## Posts for the Keeper only

posts-error-visibility = A post is for everyone ("public") or for the Keeper only ("private").
    .chthonian = A post is for everyone ("public") or for the Narrator only ("private").
posts-private-badge = to the Keeper only
    .chthonian = to the Narrator only
posts-visibility-label = Who reads it
posts-visibility-public = Everyone
posts-visibility-private = The Keeper only
    .chthonian = The Narrator only
posts-hint-secret = [roll secret]1d100[/roll], or a command with the S prefix (SCC<=50), rolls for the Keeper's eyes only: the others see a secret roll.
    .chthonian = [roll secret]1d100[/roll], or a command with the S prefix (SCC<=50), rolls for the Narrator's eyes only: the others see a secret roll.

## Characteristics rolled at the table (C2)

posts-characteristics-roll-missing = Characteristics rolled at the table are taken from their roll: give characteristics_roll, the log entry of the characteristics roll.
posts-characteristics-roll-not-a-set = Entry #{ $seq } is not a public characteristics roll by this investigator's player.
posts-characteristics-roll-taken = The characteristics rolled in entry #{ $seq } have already made an investigator.
posts-characteristics-roll-differs = { $characteristic } was rolled as { $value } (entry #{ $seq }): a rolled characteristic cannot be changed.
posts-characteristics-roll-not-rolled = characteristics_roll is only for characteristics rolled at the table (method "rolled").

## The session transcript

posts-transcript-title = { $game }: session transcript
posts-transcript-character-created = made the character { $name }
posts-transcript-character-events = { $name }: { $events }
posts-transcript-format = format is md (Markdown) or html.
posts-transcript-link = Session transcript
cli-about-keeper-transcript = Print a game's session transcript as anyone may read it: posts, rolls with their dice and verdicts, character events
cli-help-keeper-transcript-db = The database (sqlite:PATH or postgres://…)
cli-help-keeper-transcript-game = The game
cli-help-keeper-transcript-format = md (Markdown) or html (one page standing alone)
cli-help-keeper-transcript-rolls-only = Only the rolls
cli-help-keeper-transcript-thread = Only this thread's posts

## Forum conventions

posts-spoiler = Spoiler
posts-quote-wrote = { $name } wrote:
posts-quote = Quote
posts-ooc = OOC
cli-help-keeper-transcript-in-character = Only what is said in character

## The dice thread

posts-dice-thread = dice thread
posts-dice-thread-make = Make it the game's dice thread: roll tags are rolled there only
posts-dice-thread-keeper = Only the Keeper makes the dice thread.
    .chthonian = Only the Narrator makes the dice thread.
posts-dice-thread-one = The game already has its dice thread.
posts-dice-thread-elsewhere = not rolled: rolls are made in the dice thread “{ $thread }”
posts-transcript-character-shown = showed the non-player character { $name }
posts-page-out-of-range = The page is counted from 1.
posts-per-page-out-of-range = Posts per page go from 1 to { $max }.
