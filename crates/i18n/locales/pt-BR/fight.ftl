# O controle de combate: seu painel na página da mesa e seus registros no diário.

fight-title = Combate
fight-none-yet = Não há combate agora.
fight-start-hint = Quem luta? As regras definem a ordem.
fight-npc = NPC
fight-count = quantos
fight-firearm = arma de fogo pronta
fight-start = Começar o combate
fight-round = Rodada { $round }
fight-current = age agora
fight-defended = { $count ->
    [one] defendeu-se uma vez nesta rodada
   *[other] defendeu-se { $count } vezes nesta rodada
}
fight-lost-attack = jogou-se em busca de cobertura: perde este ataque
fight-waiting = { $attacker } ataca { $target } com { $with }: { $target } deve responder.
fight-held = imobilizado por { $name }
fight-down = fora do combate
fight-choice-dodge = Esquivar
fight-choice-fight-back = Revidar
fight-choice-dive = Buscar cobertura
fight-choice-none = Aguentar
fight-odds = atacante vence { $attacker } · defensor vence { $defender }
fight-odds-hit = acerta { $attacker }
fight-next = Terminar o turno
fight-pass-over = Passar por cima do ataque
fight-withdrawn = O ataque à espera é retirado.
fight-flee = Fugir
fight-flee-confirm = Fugir do combate? O combatente sai dele de vez.
fight-fled = fugiu
fight-flees = { $name } foge do combate.
fight-join = Acrescentar ao combate
fight-join-button = Acrescentar
fight-end = Terminar o combate
fight-end-confirm = Terminar este combate para todos?
fight-system-turns-only = Num jogo de Chthonian o controle guarda a ordem e os turnos: role cada disputa pelas fichas.
fight-your-turn = Vez de { $name }
fight-attacks-done = Todos os ataques desta rodada feitos: termine o turno.
fight-attacks-left = { $count ->
    [one] resta um ataque nesta rodada
   *[other] restam { $count } ataques nesta rodada
}
fight-target = Alvo
fight-with = Com
fight-firearm-options = Arma de fogo: disparos, distância, à queima-roupa
fight-shots = Disparos
fight-range = Distância
fight-range-base = distância básica
fight-range-long = longa (×2)
fight-range-very-long = muito longa (×4)
fight-point-blank = à queima-roupa
fight-attack-button = Atacar

fight-maneuver = Ou uma manobra
fight-maneuver-none = não, um golpe
fight-maneuver-name-knock-down = derrubar ou empurrar
fight-maneuver-name-disarm = desarmar
fight-maneuver-name-hold = agarrar e imobilizar
fight-maneuver-hint = Rolada com Lutar (Briga); um Corpo menor custa dados de penalidade, e quem é 3 maior não se move.
fight-waiting-maneuver = { $attacker } tenta { $maneuver } { $target }: { $target } deve responder.
fight-maneuver-knock-down = { $attacker } tenta derrubar { $target }
fight-maneuver-disarm = { $attacker } tenta desarmar { $target }
fight-maneuver-hold = { $attacker } tenta agarrar e imobilizar { $target }
fight-maneuver-worked = A manobra funciona
fight-maneuver-failed = A manobra falha

fight-move-up = Subir { $name } na ordem
fight-move-down = Descer { $name } na ordem
fight-moved = O Guardião move { $name }. Ordem: { $order }.
fight-started = Começa um combate. Ordem: { $order }.
fight-joined = { $names } entram no combate. Ordem: { $order }.
fight-attack = { $attacker } ataca { $target } com { $with }
fight-dodge = { $name } se esquiva
fight-fight-back = { $name } revida
fight-dive = { $name } se joga em busca de cobertura
fight-none = { $name } aguenta
fight-hit = { $name } sofre { $taken } de dano
fight-hit-armor = { $name } sofre { $taken } de dano ({ $damage } menos { $armor } de armadura)
fight-hit-halved = { $name } sofre { $taken } de dano (metade de { $damage }: armas de fogo e projéteis lhe causam metade do dano{ $armor ->
    [0] {""}
   *[other] , menos { $armor } de armadura
})
fight-rolls = As rolagens do próximo registro, com os números do NPC (do Guardião).
fight-hit-dealt = { $name } é atingido por { $damage }
fight-dying-roll = { $name } está morrendo: um teste de CON no fim da rodada
fight-exposed = O Guardião expõe { $name } a { $label }: { $damage } no fim de cada rodada.
fight-exposure-ended = { $name } não está mais exposto a { $label }.
fight-exposure-roll = { $name }, exposto a { $label }
fight-exposure-badge = { $label }: { $damage } a cada rodada
fight-exposure-end = Encerrar a exposição de { $name }
fight-expose = Exposto a um perigo a cada rodada (H8)
fight-expose-label = A quê (fogo, água…)
fight-expose-damage = Dano a cada rodada
fight-expose-button = Expor
fight-severity = { $severity ->
    [minor] Leve
    [moderate] Moderado
    [severe] Grave
    [deadly] Mortal
    [terminal] Terminal
   *[splat] Esmagador
} ({ $dice })
fight-miss = Ninguém se fere
fight-turn = Rodada { $round }: vez de { $name }.
fight-ended = { $rounds ->
    [one] O combate termina na primeira rodada.
   *[other] O combate termina na rodada { $rounds }.
}

fight-weapon-unarmed = desarmado
fight-weapon-small_knife = faca pequena
fight-weapon-machete = facão
fight-weapon-small_club = porrete
fight-weapon-baseball_bat = taco de beisebol
fight-weapon-handgun = revólver
fight-weapon-shotgun = espingarda
fight-weapon-shotgun_close = espingarda de perto
fight-weapon-rifle = rifle
fight-choice-parry = Aparar
fight-parry = { $name } apara
fight-impaled = O golpe empala
fight-next-attack = Outro ataque neste turno: −30% (K8), nunca com a mesma arma duas vezes seguidas.
fight-weapon-brawl = Briga
fight-weapon-fist = soco
fight-weapon-head_butt = cabeçada
fight-weapon-kick = chute
fight-weapon-large_knife = faca grande
fight-weapon-club = porrete
fight-weapon-hatchet = machadinha
fight-weapon-sword = espada
fight-weapon-spear = lança
fight-weapon-thrown_rock = pedra arremessada
fight-weapon-revolver_38 = revólver .38
fight-weapon-revolver_45 = revólver .45
fight-choice-contest = Resistir com meus Traços
fight-contest = { $name } resiste
fight-wounded = { $name } perde por { $outcome }: Ferido { $wound }
fight-attack-plain = { $attacker } ataca { $target }
fight-waiting-plain = { $attacker } ataca { $target }: { $target } deve responder.
fight-traits = Traços que contam
fight-traits-hint = Um Traço que atrapalha (um ferimento) conta, marcado ou não.
fight-wound-trait = Ferido
# An exchange: the attack, then how the target met it.
fight-exchange = { $attack }; { $response }.
fight-reloaded = { $name } recarrega: { $with }
fight-aimed = { $name } faz mira: um dado de bônus no próximo disparo único
fight-aim = Mirar (um dado de bônus no próximo disparo)
fight-aiming = mirando
fight-skill = { $name } gasta o turno numa rolagem: { $skill }
fight-skill-form = Outra coisa: uma rolagem
fight-skill-roll = Rolar
fight-malfunction = A arma emperra: { $with }
fight-rounds-left = { $with }: restam { $left } balas
fight-reload = Recarregar: { $with }
fight-jammed = emperrada: { $with }

# A 7th edition sheet's weapons (K4).
web-weapons-title = Armas
web-weapons-name = Arma
web-weapons-skill = Perícia
web-weapons-damage = Dano
web-weapons-damage-dice = Dados de dano (sem BD)
web-weapons-range = Alcance (jardas)
web-weapons-per-round = Por rodada
web-weapons-ammo = Balas
web-weapons-malfunction = Falha
web-weapons-remove = Guardar
web-weapons-hint = Todos lutam desarmados. O dano inclui seu bônus de dano onde o K4 o soma: inteiro no corpo a corpo, metade quando arremessada, nunca com arma de fogo. Numa luta estas vêm primeiro; as outras armas do K4 ainda podem ser apanhadas.
web-weapons-impaling = empala
web-weapons-thrown = arremessada
web-weapons-firearm = arma de fogo
web-weapons-add-title = Adicionar uma arma
web-weapons-like = Começar de
web-weapons-like-none = seus próprios números
web-weapons-kind = Tipo
web-weapons-add = Adicionar a arma
