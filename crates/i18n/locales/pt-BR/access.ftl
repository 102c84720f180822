# Membros e acesso: convites que expiram, um link de entrada para outro aparelho, quem
# pode criar jogos.

## Convites.

access-invite-expired = este link de convite expirou; peça ao Guardião um link novo
    .chthonian = este link de convite expirou; peça ao Narrador um link novo
access-invite-used = este link de convite era para uma pessoa e já foi usado; peça ao Guardião um link novo
    .chthonian = este link de convite era para uma pessoa e já foi usado; peça ao Narrador um link novo
access-invite-expiry-both = informe expires_in ou expires_at, não os dois
access-invite-expiry-past = um convite precisa expirar no futuro
access-invite-expiry-far = um convite pode durar no máximo { $days } dias
access-invite-expiry-bad = expires_at deve ser um horário em RFC 3339, como 2026-12-31T20:00:00Z
access-keeper-only-invites = só o Guardião pode ver os convites do jogo
    .chthonian = só o Narrador pode ver os convites do jogo

## A tela do Guardião: convites.

access-invite-expires = Expira
access-invite-expires-never = nunca
access-invite-expires-hour = em uma hora
access-invite-expires-day = em um dia
access-invite-expires-week = em uma semana
access-invite-expires-month = em 30 dias
access-invite-single-use = Uso único (uma pessoa)
access-invites-open = Convites abertos
access-invites-none = Nenhum convite aberto.
access-invite-col-role = Papel
access-invite-col-made = Criado
access-invite-col-expires = Expira
access-invite-col-uses = Entraram
access-invite-uses-of = { $uses } de { $most }
access-invite-withdraw = Retirar
access-invite-withdrawn = Convite retirado.

## Um link de entrada para outro aparelho.

access-device-title = Entrar em outro aparelho
access-device-hint = Receba um link que faz você entrar como { $name } em outro celular ou computador. Recebê-lo renova sua entrada: este navegador passa para o link novo, e um aparelho ainda conectado com o antigo sai.
access-device-hint-keeper = Guarde seu link de Guardião também em um lugar seguro: se este navegador esquecer sua entrada, o link é o único caminho de volta ao seu jogo.
    .chthonian = Guarde seu link de Narrador também em um lugar seguro: se este navegador esquecer sua entrada, o link é o único caminho de volta ao seu jogo.
access-device-button = Mostrar meu link de entrada
access-device-link = Seu link de entrada
access-device-qr = Código QR do seu link de entrada: leia-o com a câmera do outro aparelho
access-device-secret = Mantenha este link em segredo: quem o abrir joga como você. Ele só é mostrado agora; para vê-lo de novo, gere um link novo (este então para de funcionar).
access-device-back = Voltar à mesa
access-signin-title = Entrar
access-signin-lead = Entrar em { $game } como { $name } neste aparelho?
access-signin-submit = Entrar aqui
access-signin-bad = Este link de entrada não funciona mais: um mais novo foi criado, ou seu membro saiu ou foi removido. Peça um link novo.

## Quem pode criar jogos (keeper serve --operator-token).

cli-help-keeper-serve-operator-token = Quando informado, criar um jogo exige este token (Authorization: Bearer, ou o campo do formulário de novo jogo); sem ele qualquer pessoa pode criar jogos
access-operator-only = este servidor deixa só o seu operador criar jogos: envie o token de operador (Authorization: Bearer …, ou no formulário de novo jogo); peça-o a quem mantém este servidor
access-operator-token = Token de operador
access-operator-token-hint = Este servidor deixa só o seu operador criar jogos: informe o token que você recebeu.
access-operator-token-empty = --operator-token não pode ficar vazio
