# Eventos de personagem, em palavras: o terminal, o registro e os trechos usam os mesmos.
event-damaged = { $amount } de dano
event-healed = { $amount ->
    [0] { $amount } PV recuperados
    [one] { $amount } PV recuperado
   *[other] { $amount } PV recuperados
}
event-sanity-lost = { $amount ->
    [0] { $amount } pontos de Sanidade perdidos
    [one] { $amount } ponto de Sanidade perdido
   *[other] { $amount } pontos de Sanidade perdidos
}
event-sanity-gained = { $amount ->
    [0] { $amount } pontos de Sanidade recuperados
    [one] { $amount } ponto de Sanidade recuperado
   *[other] { $amount } pontos de Sanidade recuperados
}
event-luck-spent = { $amount ->
    [0] { $amount } pontos de Sorte gastos
    [one] { $amount } ponto de Sorte gasto
   *[other] { $amount } pontos de Sorte gastos
}
event-luck-gained = { $amount ->
    [0] { $amount } pontos de Sorte ganhos
    [one] { $amount } ponto de Sorte ganho
   *[other] { $amount } pontos de Sorte ganhos
}
event-magic-spent = { $amount ->
    [0] { $amount } Pontos de Magia gastos
    [one] { $amount } Ponto de Magia gasto
   *[other] { $amount } Pontos de Magia gastos
}
event-magic-regained = { $amount ->
    [0] { $amount } Pontos de Magia recuperados
    [one] { $amount } Ponto de Magia recuperado
   *[other] { $amount } Pontos de Magia recuperados
}
event-day-losses-set = perdas de Sanidade do dia definidas em { $amount }
event-insight-gained = { $amount ->
    [0] { $amount } pontos de Percepção Terrível ganhos
    [one] { $amount } ponto de Percepção Terrível ganho
   *[other] { $amount } pontos de Percepção Terrível ganhos
}
event-insight-lost = { $amount ->
    [0] { $amount } pontos de Percepção Terrível perdidos
    [one] { $amount } ponto de Percepção Terrível perdido
   *[other] { $amount } pontos de Percepção Terrível perdidos
}
## Um evento do registro sem mensagem própria, pelo seu código; os detalhes vêm depois
event-name = { $event ->
    [major_wound] Ferimento Grave
    [major_wound_healed] Ferimento Grave curado
    [fell_unconscious] ficou inconsciente
    [dying] morrendo
    [stabilized] estabilizado
    [medicine_given] Medicina aplicada
    [first_aid_given] Primeiros Socorros aplicados
    [phobia_gained] nova fobia
    [mania_gained] nova mania
    [backstory_changed] antecedentes alterados
    [died] morreu
    [temporary_insanity] Insanidade Temporária
    [involuntary_action] ação involuntária
    [indefinite_insanity] Insanidade Indefinida
    [permanent_insanity] Insanidade Permanente
    [insanity_ended] fim da insanidade
    [day_started] um novo dia
    [skill_ticked] marca de melhoria
    [skill_improved] perícia melhorada
    [skill_check_used] Cheque de Experiência usado, sem ganho
    [ticks_cleared] marcas de melhoria apagadas
    [weapon_added] arma adicionada
    [weapon_removed] arma removida
    [hour_started] uma nova hora
    [insane] insanidade
    [insane_temporary] Insanidade Temporária
    [insane_indefinite] Insanidade Duradoura
    [insane_permanent] Insanidade Permanente
    [luck_restored] Sorte restaurada
    [check_awarded] Cheque de Experiência
    [trait_gained] Traço ganho
    [trait_lost] Traço perdido
    [story_started] História iniciada
    [story_ended] História encerrada
    [nodule_spent] Nódulo gasto
   *[other] { $words }
}
event-detail = { $event }: { $detail }
event-amount = { $event } { $amount }
event-and = { $first }, { $next }
event-hours = { $hours ->
    [one] 1 hora
   *[other] { $hours } horas
}
condition-classic = { $condition ->
    [unconscious] inconsciente
    [dying] muito ferido (0 PV ou menos): pode morrer sem cuidados médicos
   *[conscious] consciente
}
