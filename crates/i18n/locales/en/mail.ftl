## Mail: a member's address, what they choose to be mailed, and the mails themselves.

mail-bad-address = "{ $email }" is not an email address: give one such as name@example.org.
mail-not-configured = This server sends no mail: it was started without an SMTP server.

## The settings on the table page.

mail-title = Email notifications
mail-hint = Your address is seen by no one but you. Mail goes to it only once you open the link mailed to it, and every mail has a link that stops them all.
mail-off = This server sends no mail, so there are no notifications to choose.
mail-email-label = Your email address
mail-posts-label = Each new post I may read
mail-requests-label = Rolls asked of me
mail-reveals-label = The Keeper's reveals
    .chthonian = The Narrator's reveals
mail-digest-label = A daily digest
mail-save = Save
mail-unverified = Not verified yet: open the link mailed to { $email }.
mail-verified = Verified: { $email }.

## The pages mail links open.

mail-verified-title = Address verified
mail-verified-lead = Mail for { $game } now goes to this address, as you chose.
mail-verify-bad = This verification link does not work: it was used already, or your address changed since. Save your address again for a new link.
mail-unsubscribed-title = No more mail
mail-unsubscribed-lead = { $name }, you will get no more mail from { $game }. You may choose again on the table page.
mail-unsubscribe-bad = This unsubscribe link does not work: the address it was sent to is no longer kept.
mail-back = Back to the game

## The mails.

mail-subject-post = [{ $game }] { $name } posted in “{ $thread }”
mail-post-intro = { $name } posted in “{ $thread }”:
mail-subject-request = [{ $game }] The Keeper asks you for a roll
    .chthonian = [{ $game }] The Narrator asks you for a roll
mail-request-intro = { $name } asks you to roll: { $roll }
mail-subject-reveal = [{ $game }] The Keeper revealed a hidden entry
    .chthonian = [{ $game }] The Narrator revealed a hidden entry
mail-reveal-intro = { $name } revealed entry #{ $seq } of the log.
mail-subject-digest = [{ $game }] Your daily digest
mail-digest-intro = { $count ->
    [one] One thing happened in { $game } since your last digest:
   *[other] { $count } things happened in { $game } since your last digest:
}
mail-digest-post = { $name } posted in “{ $thread }”
mail-digest-request = { $name } asks you to roll: { $roll }
mail-digest-reveal = { $name } revealed entry #{ $seq }
mail-open = Open it: { $link }
mail-why = You get this mail because you chose it at { $game }. To stop every mail from this game, open: { $link }
mail-subject-verify = [{ $game }] Verify your email address
mail-verify-body = { $name }, to have mail from { $game } sent to this address, open this link: { $link }
mail-verify-ignore = If you did not ask for this, ignore this mail: nothing will be sent.
mail-subject-signin = [{ $game }] Your sign-in link
mail-signin-body = { $name }, this link signs you in to { $game } on the device where you open it: { $link }
mail-signin-note = It replaces your previous sign-in link, which stops working. Keep it to yourself: whoever holds it plays as you.
mail-signin-sent = If this address is a member's verified address in this game, a sign-in link is on its way to it.

## keeper serve --smtp, --mail-from.

cli-help-keeper-serve-smtp = The SMTP server mail is sent through: smtp://host:port (plain, for a relay on this machine), smtp://host:port?tls=required (STARTTLS) or smtps://host:port (TLS), with user:password@ if it asks; without it, nothing is mailed
cli-help-keeper-serve-smtp-ca = A file of certificates (PEM) to trust for the SMTP server's TLS besides the public ones, for a relay whose certificate a private authority signed; it needs an smtps:// URL or ?tls=required
cli-help-keeper-serve-mail-from = The sender of the mails, such as keeper@example.org (default keeper@localhost)
mail-bad-smtp = mail cannot be sent as asked: { $error }
