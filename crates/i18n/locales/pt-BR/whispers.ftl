## Sussurros: uma postagem para um jogador e o Guardião

whispers-error-unknown = Não há membro { $to } neste jogo a quem sussurrar: "to" é o id de membro de um jogador deste jogo.
whispers-error-self = Um sussurro vai para outra pessoa: você não pode sussurrar para si mesmo.
whispers-error-keeper = O Guardião lê todo sussurro: uma postagem só para o Guardião é "private", sem "to".
    .chthonian = O Narrador lê todo sussurro: uma postagem só para o Narrador é "private", sem "to".
whispers-error-observer = Não se pode sussurrar para um observador: um sussurro vai para um jogador.
whispers-error-no-recipient = Um sussurro precisa de "to": o id de membro do jogador a quem ele se destina.
whispers-error-not-whisper = "to" só vai com "visibility": "whisper".
whispers-visibility-whisper = Um jogador e o Guardião
    .chthonian = Um jogador e o Narrador
whispers-to-label = Para qual jogador
whispers-badge = sussurro para { $name }
