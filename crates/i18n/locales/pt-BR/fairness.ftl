# Modo justo v2 (docs/fairness.md): cada rolagem oculta comprovável por si só.

fairness-bad-version = o modo justo é 1 ou 2, com árvores de altura 0 a 20
fairness-seed-v2-per-roll = este jogo nunca revela o segredo do Guardião: ele exporia todas as rolagens ocultas. Revele as rolagens ocultas uma de cada vez; cada revelação publica a prova daquela rolagem e nada das outras
    .chthonian = este jogo nunca revela o segredo do Narrador: ele exporia todas as rolagens ocultas. Revele as rolagens ocultas uma de cada vez; cada revelação publica a prova daquela rolagem e nada das outras
fairness-seed-exposes-hidden = a semente do Guardião agora é pública: com ela qualquer um calcula os dados de todas as rolagens ocultas deste jogo, às cegas e privadas, reveladas ou não
    .chthonian = a semente do Narrador agora é pública: com ela qualquer um calcula os dados de todas as rolagens ocultas deste jogo, às cegas e privadas, reveladas ou não
fairness-confirm-reveal-seed = Revelar a semente do Guardião? Este jogo foi criado antes do modo justo 2: qualquer um poderá calcular os dados de todas as rolagens ocultas, às cegas e privadas, reveladas ou não. Isso não pode ser desfeito.
    .chthonian = Revelar a semente do Narrador? Este jogo foi criado antes do modo justo 2: qualquer um poderá calcular os dados de todas as rolagens ocultas, às cegas e privadas, reveladas ou não. Isso não pode ser desfeito.
fairness-controls-hint-v2 = Encerrar o jogo revela a semente pública, para que qualquer um recalcule as rolagens públicas. As rolagens ocultas continuam secretas a menos que você as revele, uma de cada vez: cada revelação publica a prova daquela rolagem contra o compromisso, e nada das outras rolagens ocultas.
fairness-commitment-keeper-v2 = Compromisso das rolagens ocultas (raiz de Merkle)
fairness-seed-keeper-v2 = nunca revelado: cada rolagem oculta é revelada com sua própria prova
fairness-entry-commitment-extended = Publicou o compromisso das rolagens ocultas { $first } a { $last }:
fairness-entry-proofs = { $count ->
    [one] Com a prova de sua rolagem oculta.
   *[other] Com as provas de suas { $count } rolagens ocultas.
}
