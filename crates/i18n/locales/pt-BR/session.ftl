# Messages of the session at the table: push, Luck, group requests, Sanity, healing, development.

## Following up a roll (push, Luck)
session-follow-up-not-yours = só quem fez esta rolagem pode forçá-la, rolá-la de novo ou gastar Sorte nela
session-follow-up-not-check = só um teste de perícia ou de característica do sistema do jogo pode ser forçado (7ª edição), rolado de novo (clássico) ou receber Sorte
session-follow-up-taken = esta rolagem já foi forçada, rolada de novo ou já recebeu Sorte
session-push-already-pushed = uma rolagem forçada não pode ser forçada de novo
session-luck-pushed = não se gasta Sorte numa rolagem forçada
session-luck-no-character = a Sorte e os Pontos de Magia saem da ficha de um personagem, e esta rolagem não foi feita para um personagem
session-luck-cannot-help = nenhuma Sorte torna esta rolagem um sucesso: ela já é um sucesso, ou 01 e 96–100 mantêm seu nível (M3)
session-push-button = Forçar a rolagem
session-luck-button = Gastar { $points } de Sorte: { $level }
session-pushes = força a rolagem #{ $seq }
session-luck-on = Sorte gasta na rolagem #{ $seq }
session-answers = responde ao pedido #{ $seq }
session-set-again = características roladas de novo: conjunto { $n } deste jogador
session-answered = respondido na rolagem #{ $seq }
session-pushed-failure = A rolagem forçada falhou: o Guardião pode impor uma consequência terrível
session-followed-push = Forçada na rolagem #{ $seq }
session-followed-luck = Sorte gasta na rolagem #{ $seq }
session-award-keeper-only = só o Guardião concede cheques de experiência (T6)
session-award-not-check = só um teste clássico de Habilidade feito para um personagem ganha cheque de experiência
session-award-failed = só um uso bem-sucedido ganha cheque de experiência (T6)
session-award-not-skill = o rótulo da rolagem não nomeia uma Habilidade da ficha: características não ganham cheque de experiência
session-award-already = esta Habilidade já tem seu cheque de experiência
session-award-button = Conceder um cheque de experiência
session-followed-mp-reroll = Rolada de novo por 1 PM na rolagem #{ $seq }
session-rerolls = rola de novo a rolagem #{ $seq } por 1 PM
session-mp-reroll-button = Rolar de novo por 1 PM (PM { $mp })
session-mp-reroll-classic = rolar de novo por 1 Ponto de Magia é uma regra da casa dos jogos clássicos
session-push-classic = no clássico não se força rolagem: as regras da casa do fórum rolam de novo um teste falho por 1 Ponto de Magia

## Group requests
session-group-nobody = não há a quem pedir: indique jogadores ou convide alguns antes
session-group-no-character = { $name } não tem personagem para rolar
session-group-no-value = a ficha de { $name } não tem { $skill }
session-group-luck-coc7 = a rolagem de Sorte em grupo é uma regra da 7ª edição
session-group-one-of = informe exatamente um entre skill e group_luck, e uma perda (loss) só com "san"
session-group-title = Pedir ao grupo
session-group-to = Quem rola
session-group-skill = A rolagem, cada um com o próprio valor
session-group-luck = Rolagem de Sorte em grupo (rola quem tiver a menor Sorte)
session-group-submit = Pedir
session-blind-check = Rolagem às cegas
session-ask-dying = Pedir o teste de CON de quem está morrendo
session-blind-check-skill = Rolar em segredo
session-group-loss = Perda de Sanidade (para uma rolagem de SAN)
session-group-loss-hint = Por exemplo 1/1D6: sai de cada ficha quando o jogador responde; uma perda de 5 ou mais pede a rolagem de INT.

## Rolls an investigator's state refuses
session-roll-dead = { $name } está morto e não rola mais nada
session-roll-dying = { $name } está morrendo: nenhum teste de perícia ou de combate até que os Primeiros Socorros o estabilizem (só a rolagem de CON de cada rodada)
session-roll-unconscious = { $name } está inconsciente: nenhum teste de perícia ou de combate até recobrar os sentidos

## An opposed roll at the table (7th edition), a resistance roll (classic T5)
opposed-title = Teste oposto
opposed-title-classic = Teste de resistência
opposed-hint = Cada lado rola seu próprio valor; vence o melhor nível, e no empate o valor maior. O valor de um personagem vem da sua ficha.
opposed-hint-classic = O lado ativo contra o passivo: 50% mais 5% por ponto que o ativo tem acima do passivo (T5). O valor de um personagem vem da sua ficha.
opposed-side = Lado { $n }
opposed-other = Alguém ou algo mais
opposed-value-name = Valor
opposed-value = Seu valor
opposed-roll = Rolar
