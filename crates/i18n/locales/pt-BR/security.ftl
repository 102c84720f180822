# Messages of a table facing the internet: limits, origins, names, tokens.

## Respostas limitadas.

security-odds-too-much-text = as chances exatas ocupariam cerca de { $needed } bytes por escrito; uma resposta pode ocupar no máximo { $allowed }: peça menos dados ou dados com menos lados
security-array-too-much-text = as respostas deste array passariam de { $allowed } bytes no total; envie o resto das requisições em outra chamada
security-array-too-much-work = as requisições deste array passariam de { $allowed } passos de cálculo no total; envie o resto delas em outra chamada

## Origem, conexões.

security-cross-origin = esta requisição veio de outro site com o cookie de acesso deste navegador, por isso foi recusada; use as páginas do próprio keeper ou envie um token no cabeçalho Authorization
security-too-many-sockets = há conexões ao vivo demais abertas (no máximo { $limit }); feche uma aba ou tente de novo mais tarde

## Iniciando o servidor (keeper serve).

cli-help-keeper-serve-public-url = O endereço pelo qual as pessoas chegam a este servidor, como https://table.example: todo link é montado a partir dele, uma requisição do navegador vinda dele conta como do próprio servidor, e os cookies são Secure quando ele é https
security-bad-public-url = --public-url "{ $url }" não é o endereço de um site: escreva como https://HOST ou http://HOST:PORTA, sem caminho
security-addr-in-use = não dá para escutar em { $addr }: o endereço já está em uso, provavelmente por outro keeper serve ou outro servidor nessa porta; pare-o ou escolha outra porta com --addr
security-addr-denied = não dá para escutar em { $addr }: permissão negada (portas abaixo de 1024 exigem privilégios); escolha uma porta a partir de 1024 e coloque um proxy reverso na frente
security-addr-not-here = não dá para escutar em { $addr }: esta máquina não tem esse endereço; use 127.0.0.1, 0.0.0.0 ou um dos endereços dela
security-bind-failed = não dá para escutar em { $addr }: { $error }
security-db-no-answer = sem resposta em { $seconds } s
security-db-retry = o banco de dados { $db } não responde ({ $error }); tentando de novo em { $seconds } s (tentativa { $attempt } de { $attempts })
security-no-public-url = nenhum --public-url informado: os links seguem o cabeçalho Host de cada requisição; informe o endereço que as pessoas usam quando este servidor estiver exposto a uma rede

## Nomes (keeper_table names.rs).

security-name-reorders = { $field } não pode conter caracteres que mudam a direção do texto (como U+202E): eles podem fazer um nome ser lido como outro
security-name-separator = { $field } não pode conter marca de ordem de bytes nem separador de linha ou de parágrafo
security-name-invisible = { $field } precisa conter algo visível
security-name-taken = o nome "{ $name }" se lê igual a "{ $other }", que já está nesta mesa; escolha outro

## Tokens e membros (keeper_table games.rs).

security-keeper-only-revoke-invite = só o Guardião pode retirar um convite
    .chthonian = só o Narrador pode retirar um convite
security-keeper-only-reissue = só o Guardião pode dar um novo token a outro membro; você só pode renovar o seu
    .chthonian = só o Narrador pode dar um novo token a outro membro; você só pode renovar o seu
security-keeper-only-remove = só o Guardião pode remover um membro
    .chthonian = só o Narrador pode remover um membro
security-keeper-stays = o Guardião não pode remover a si mesmo do próprio jogo
    .chthonian = o Narrador não pode remover a si mesmo do próprio jogo

## Idempotency-Key.

security-idempotency-key-bad = o cabeçalho Idempotency-Key precisa ter de 1 a { $limit } bytes de caracteres ASCII visíveis
security-idempotency-key-reused = esta Idempotency-Key já foi usada para uma requisição diferente; use uma chave nova para cada nova requisição
security-signout-confirm = Sair neste navegador? Seu acesso aqui termina de vez: para voltar, você vai precisar de um novo link do Guardião.
    .chthonian = Sair neste navegador? Seu acesso aqui termina de vez: para voltar, você vai precisar de um novo link do Narrador.
security-signout-confirm-keeper = Sair neste navegador? Seu acesso de Guardião aqui termina de vez, e ninguém pode dar acesso ao Guardião de novo. Saia só se você guardou seu token de Guardião em outro lugar.
    .chthonian = Sair neste navegador? Seu acesso de Narrador aqui termina de vez, e ninguém pode dar acesso ao Narrador de novo. Saia só se você guardou seu token de Narrador em outro lugar.
