## Personagens do mestre (NPCs): leitura da ficha (keeper-coc7 e keeper-classic `statblock`).

npc-error-line = linha { $line } da ficha: { $expected }
npc-error-too-long = uma ficha é lida até { $limit } bytes; esta é mais longa
npc-expected-name = a primeira linha deve ser o nome, mas o texto está vazio
npc-expected-number = esperava-se um número depois de { $key }
npc-expected-damage-bonus = esperava-se um bônus de dano depois de DB, como +1D4, 0 ou -1
npc-expected-stat = esperava-se uma característica ou um valor como STR, HP, DB ou Move, não “{ $found }”
npc-expected-attacks-per-round = esperava-se um número depois de “Attacks per round”
npc-expected-armor = esperavam-se pontos de armadura, “none” ou uma regra por extenso depois de “Armor”
npc-expected-sanity-loss = esperava-se uma perda de Sanidade como 0/1D6
npc-expected-entry = esperava-se uma perícia ou um ataque: um nome e depois o valor, como “Dodge 40%”, não “{ $found }”
npc-expected-damage = esperava-se dano em notação de dados depois do valor, como “damage 1D6+DB”, não “{ $found }”
npc-expected-events = uma lista de no máximo 10000 eventos
npc-expected-hp = eventos precisam de pontos de vida: dê à ficha PV (HP), ou a CON e o TAM (SIZ) de que derivam
npc-expected-wound-event = um evento de ferimento (dano, cura e as condições dos ferimentos): um NPC não tem Sanidade, Sorte nem marcas de perícia na ficha
npc-expected-trait = esperava-se um Traço: um nome, depois seu valor, como “Força Desumana 3”, não “{ $found }”
npc-expected-trait-event = um Traço ganho ou perdido (trait_gained, trait_lost): uma criatura não tem Percepção Terrível nem Nódulos
