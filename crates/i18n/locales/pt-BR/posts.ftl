# Messages of play by post: versions, secret posts, notifications, transcripts.

## A post's rolls, kept with the words they were rolled with

posts-permalink = link permanente
posts-roll-permalink = link permanente
posts-rolls-title = As rolagens desta postagem, com as palavras com que foram roladas
posts-tag-moved = movida numa edição: a rolagem fica com as próprias palavras, abaixo
posts-deleted-by = Apagada por { $name }. As rolagens ficam, com os resultados.
posts-versions = { $count ->
    [one] Uma versão
   *[other] { $count } versões
}
posts-version-first = Postada primeiro por { $name }
posts-version-edit = Editada por { $name }

## Permalinks of a post and of a post's roll

posts-permalink-post-title = Postagem nº { $seq }
posts-permalink-roll-title = Rolagem { $n } da postagem nº { $seq }
posts-permalink-post-lead = Postada por { $name } em “{ $game }”, tópico “{ $thread }”
posts-permalink-roll-post = Na postagem

## Secret rolls

posts-secret-roll = uma rolagem secreta

## Posts for the Keeper only

posts-error-visibility = Uma postagem é para todos ("public") ou só para o Guardião ("private").
    .chthonian = Uma postagem é para todos ("public") ou só para o Narrador ("private").
posts-private-badge = só para o Guardião
    .chthonian = só para o Narrador
posts-visibility-label = Quem lê
posts-visibility-public = Todos
posts-visibility-private = Só o Guardião
    .chthonian = Só o Narrador
posts-hint-secret = [roll secret]1d100[/roll], ou um comando com o prefixo S (SCC<=50), rola só para os olhos do Guardião: os outros veem uma rolagem secreta.
    .chthonian = [roll secret]1d100[/roll], ou um comando com o prefixo S (SCC<=50), rola só para os olhos do Narrador: os outros veem uma rolagem secreta.

## Characteristics rolled at the table (C2)

posts-characteristics-roll-missing = Características roladas na mesa vêm da rolagem delas: informe characteristics_roll, a entrada do registro com a rolagem das características.
posts-characteristics-roll-not-a-set = A entrada nº { $seq } não é uma rolagem pública de características do jogador deste investigador.
posts-characteristics-roll-taken = As características roladas na entrada nº { $seq } já fizeram um investigador.
posts-characteristics-roll-differs = { $characteristic } saiu { $value } na rolagem (entrada nº { $seq }): uma característica rolada não pode ser mudada.
posts-characteristics-roll-not-rolled = characteristics_roll só vale para características roladas na mesa (método "rolled").

## The session transcript

posts-transcript-title = { $game }: transcrição da sessão
posts-transcript-character-created = criou a personagem { $name }
posts-transcript-character-events = { $name }: { $events }
posts-transcript-format = O format é md (Markdown) ou html.
posts-transcript-link = Transcrição da sessão
cli-about-keeper-transcript = Imprime a transcrição da sessão de um jogo como qualquer um pode lê-la: postagens, rolagens com os dados e os resultados, eventos das personagens
cli-help-keeper-transcript-db = O banco de dados (sqlite:PATH ou postgres://…)
cli-help-keeper-transcript-game = O jogo
cli-help-keeper-transcript-format = md (Markdown) ou html (uma página independente)
cli-help-keeper-transcript-rolls-only = Só as rolagens
cli-help-keeper-transcript-thread = Só as postagens deste tópico

## Forum conventions

posts-spoiler = Spoiler
posts-quote-wrote = { $name } escreveu:
posts-quote = Citar
posts-ooc = Fora do personagem
cli-help-keeper-transcript-in-character = Só o que é dito dentro do personagem

## The dice thread

posts-dice-thread = tópico de rolagens
posts-dice-thread-make = Fazer dele o tópico de rolagens do jogo: as tags de rolagem só são roladas ali
posts-dice-thread-keeper = Só o Guardião define o tópico de rolagens.
    .chthonian = Só o Narrador define o tópico de rolagens.
posts-dice-thread-one = O jogo já tem um tópico de rolagens.
posts-dice-thread-elsewhere = não rolada: as rolagens são feitas no tópico de rolagens “{ $thread }”
posts-transcript-character-shown = mostrou o personagem não jogador { $name }
posts-page-out-of-range = As páginas contam a partir de 1.
posts-per-page-out-of-range = Postagens por página vão de 1 a { $max }.
