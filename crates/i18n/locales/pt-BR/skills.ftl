# Nomes de perícias (habilidades) e características. Os ids são estáveis (`skill-` e o
# nome da perícia na ficha em inglês, em minúsculas, com `_` entre as palavras); os
# rótulos em inglês são os nomes que trafegam no protocolo (coc7 S5, a ficha clássica) e
# não podem mudar. Aqui ficam os rótulos que um jogador brasileiro lê; o keeper também
# aceita qualquer rótulo de volta quando uma ficha é importada, por isso cada rótulo é
# único.

## Chamado de Cthulhu 7ª edição (S5) e suas especializações
skill-accounting = Contabilidade
skill-anthropology = Antropologia
skill-appraise = Avaliação
skill-archaeology = Arqueologia
skill-art_craft = Arte/Ofício
skill-charm = Charme
skill-climb = Escalar
skill-credit_rating = Nível de Crédito
skill-cthulhu_mythos = Mitos de Cthulhu
skill-disguise = Disfarce
skill-dodge = Esquiva
skill-drive_auto = Dirigir Automóveis
skill-electrical_repair = Reparos Elétricos
skill-fast_talk = Lábia
skill-fighting = Lutar
skill-fighting_brawl = Lutar (Briga)
skill-firearms = Armas de Fogo
skill-firearms_handgun = Armas de Fogo (Pistolas)
skill-firearms_rifle_shotgun = Armas de Fogo (Rifles/Espingardas)
skill-first_aid = Primeiros Socorros
skill-history = História
skill-intimidate = Intimidação
skill-jump = Saltar
skill-language = Língua
skill-language_other = Língua (Outra)
skill-language_own = Língua (Nativa)
skill-law = Direito
skill-library_use = Usar Bibliotecas
skill-listen = Escutar
skill-locksmith = Chaveiro
skill-mechanical_repair = Reparos Mecânicos
skill-medicine = Medicina
skill-natural_world = Mundo Natural
skill-navigate = Navegação
skill-occult = Ocultismo
skill-operate_heavy_machinery = Operar Maquinário Pesado
skill-persuade = Persuasão
skill-pilot = Pilotar
skill-psychology = Psicologia
skill-psychoanalysis = Psicanálise
skill-ride = Cavalgar
skill-science = Ciência
skill-sleight_of_hand = Prestidigitação
skill-spot_hidden = Encontrar
skill-stealth = Furtividade
skill-survival = Sobrevivência
skill-swim = Natação
skill-throw = Arremessar
skill-track = Rastrear
skill-fighting_axe = Lutar (Machado)
skill-fighting_chainsaw = Lutar (Motosserra)
skill-fighting_flail = Lutar (Mangual)
skill-fighting_garrote = Lutar (Garrote)
skill-fighting_spear = Lutar (Lança)
skill-fighting_sword = Lutar (Espada)
skill-fighting_whip = Lutar (Chicote)
skill-firearms_bow = Armas de Fogo (Arco)
skill-firearms_flamethrower = Armas de Fogo (Lança-chamas)
skill-firearms_heavy_weapons = Armas de Fogo (Armas Pesadas)
skill-firearms_machine_gun = Armas de Fogo (Metralhadora)
skill-firearms_submachine_gun = Armas de Fogo (Submetralhadora)

## Habilidades do Chamado de Cthulhu clássico que a ficha da 7ª edição não tem
skill-art = Arte
skill-astronomy = Astronomia
skill-bargain = Pechinchar
skill-biology = Biologia
skill-botany = Botânica
skill-chemistry = Química
skill-conceal = Ocultar
skill-craft = Ofício
skill-debate = Debate
skill-electronics = Eletrônica
skill-fist_punch = Soco
skill-geology = Geologia
skill-grapple = Agarrar
skill-handgun = Pistola
skill-head_butt = Cabeçada
skill-hide = Esconder-se
skill-kick = Chute
skill-machine_gun = Metralhadora
skill-martial_arts = Artes Marciais
skill-natural_history = História Natural
skill-oratory = Oratória
skill-pharmacy = Farmácia
skill-photography = Fotografia
skill-physics = Física
skill-rifle = Rifle
skill-shotgun = Espingarda
skill-sneak = Esgueirar-se
skill-submachine_gun = Submetralhadora
skill-zoology = Zoologia

## Características e valores derivados: a forma curta na ficha e o nome completo
characteristic-str = FOR
characteristic-str-name = Força
characteristic-con = CON
characteristic-con-name = Constituição
characteristic-siz = TAM
characteristic-siz-name = Tamanho
characteristic-dex = DES
characteristic-dex-name = Destreza
characteristic-app = APA
characteristic-app-name = Aparência
characteristic-int = INT
characteristic-int-name = Inteligência
characteristic-pow = POD
characteristic-pow-name = Poder
characteristic-edu = EDU
characteristic-edu-name = Educação
# The quick-start occupations' specialities (seed 000).
skill-art_craft_acting = Arte/Ofício (Atuação)
skill-art_craft_literature = Arte/Ofício (Literatura)
skill-art_craft_photography = Arte/Ofício (Fotografia)
skill-language_latin = Língua (Latim)
skill-language_spanish = Língua (Espanhol)
skill-science_biology = Ciência (Biologia)
skill-science_pharmacy = Ciência (Farmácia)

## Classic: the forum's Brawl, which replaces Fist, Head Butt and Kick (K7, seed 004)
skill-brawl = Briga
