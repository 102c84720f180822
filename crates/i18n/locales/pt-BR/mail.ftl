## E-mail: o endereço de um membro, o que ele escolhe receber e os próprios e-mails.

mail-bad-address = "{ $email }" não é um endereço de e-mail: informe um como nome@example.org.
mail-not-configured = Este servidor não envia e-mails: ele foi iniciado sem um servidor SMTP.

## As configurações na página da mesa.

mail-title = Notificações por e-mail
mail-hint = Ninguém além de você vê o seu endereço. Os e-mails só vão para ele depois que você abrir o link enviado a ele, e todo e-mail tem um link que para todos eles.
mail-off = Este servidor não envia e-mails, então não há notificações para escolher.
mail-email-label = Seu endereço de e-mail
mail-posts-label = Cada nova postagem que eu puder ler
mail-requests-label = Rolagens pedidas a mim
mail-reveals-label = As revelações do Guardião
    .chthonian = As revelações do Narrador
mail-digest-label = Um resumo diário
mail-save = Salvar
mail-unverified = Ainda não verificado: abra o link enviado para { $email }.
mail-verified = Verificado: { $email }.

## As páginas que os links dos e-mails abrem.

mail-verified-title = Endereço verificado
mail-verified-lead = Os e-mails de { $game } agora vão para este endereço, como você escolheu.
mail-verify-bad = Este link de verificação não funciona: ele já foi usado, ou o seu endereço mudou desde então. Salve o seu endereço de novo para receber um link novo.
mail-unsubscribed-title = Sem mais e-mails
mail-unsubscribed-lead = { $name }, você não vai receber mais e-mails de { $game }. Você pode escolher de novo na página da mesa.
mail-unsubscribe-bad = Este link de cancelamento não funciona: o endereço para o qual ele foi enviado não está mais guardado.
mail-back = Voltar ao jogo

## Os e-mails.

mail-subject-post = [{ $game }] { $name } postou em “{ $thread }”
mail-post-intro = { $name } postou em “{ $thread }”:
mail-subject-request = [{ $game }] O Guardião pede uma rolagem a você
    .chthonian = [{ $game }] O Narrador pede uma rolagem a você
mail-request-intro = { $name } pede que você role: { $roll }
mail-subject-reveal = [{ $game }] O Guardião revelou uma entrada oculta
    .chthonian = [{ $game }] O Narrador revelou uma entrada oculta
mail-reveal-intro = { $name } revelou a entrada nº { $seq } do registro.
mail-subject-digest = [{ $game }] Seu resumo diário
mail-digest-intro = { $count ->
    [one] Uma coisa aconteceu em { $game } desde o seu último resumo:
   *[other] { $count } coisas aconteceram em { $game } desde o seu último resumo:
}
mail-digest-post = { $name } postou em “{ $thread }”
mail-digest-request = { $name } pede que você role: { $roll }
mail-digest-reveal = { $name } revelou a entrada nº { $seq }
mail-open = Abra: { $link }
mail-why = Você recebe este e-mail porque o escolheu em { $game }. Para parar todos os e-mails deste jogo, abra: { $link }
mail-subject-verify = [{ $game }] Verifique o seu endereço de e-mail
mail-verify-body = { $name }, para receber os e-mails de { $game } neste endereço, abra este link: { $link }
mail-verify-ignore = Se não foi você quem pediu, ignore este e-mail: nada será enviado.
mail-subject-signin = [{ $game }] Seu link de entrada
mail-signin-body = { $name }, este link faz você entrar em { $game } no aparelho em que você o abrir: { $link }
mail-signin-note = Ele substitui o seu link de entrada anterior, que para de funcionar. Guarde-o só para você: quem o tiver joga como você.
mail-signin-sent = Se este for o endereço verificado de um membro deste jogo, um link de entrada está a caminho dele.

## keeper serve --smtp, --mail-from.

cli-help-keeper-serve-smtp = O servidor SMTP pelo qual os e-mails são enviados: smtp://host:port (sem criptografia, para um relay nesta máquina), smtp://host:port?tls=required (STARTTLS) ou smtps://host:port (TLS), com user:password@ se ele pedir; sem ele, nada é enviado
cli-help-keeper-serve-smtp-ca = Um arquivo de certificados (PEM) em que o TLS do servidor SMTP confia além dos públicos, para um relay cujo certificado uma autoridade privada assinou; exige uma URL smtps:// ou ?tls=required
cli-help-keeper-serve-mail-from = O remetente dos e-mails, como keeper@example.org (padrão keeper@localhost)
mail-bad-smtp = os e-mails não podem ser enviados como pedido: { $error }
