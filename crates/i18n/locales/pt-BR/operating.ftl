## Operação da mesa: limites de taxa, backups, mudança de jogos

operating-too-many-requests = pedidos demais do seu endereço: tente de novo em { $seconds } s
operating-body-unread = o corpo do pedido não chegou inteiro em { $seconds } s
operating-trusting-forwarded-for = os limites de taxa contam cada cliente pelo último endereço do X-Forwarded-For (--trust-forwarded-for): deixe o servidor onde só o proxy reverso o alcança
operating-proxy-not-limited = pedidos de um proxy reverso nesta máquina não têm limite por endereço: passe --trust-forwarded-for se o proxy define X-Forwarded-For, ou deixe o proxy limitá-los

operating-backup-postgres = keeper backup copia um banco SQLite; faça backup do PostgreSQL com pg_dump (pg_dump -Fc -f keeper.dump URL), ou mude um jogo com keeper export e keeper import
operating-backup-exists = { $file } já existe: o backup é escrito num arquivo novo
operating-backup-done = { $db } copiado para { $file } (verificado)
operating-export-done = jogo { $game }: { $entries } entradas escritas em { $file }; ele guarda as sementes secretas do jogo, guarde-o como guarda o banco

operating-import-exists = já há um jogo { $game } neste banco: nada foi importado
operating-import-public = esta é uma exportação pública (GET …/export): sem as sementes ainda não reveladas, as entradas ocultas e os membros, o jogo não pode continuar. Confira-a com keeper verify --log, ou importe uma exportação do dono (keeper export --db … --game …)
operating-import-format = não é uma exportação do dono do keeper (formato keeper-game-export, versão 1)
operating-import-no-seed = a exportação não tem { $seed }: a exportação do dono guarda as duas sementes
operating-import-broken = a exportação está quebrada na entrada { $seq }: { $reason }; nada foi importado
operating-import-no-body = a entrada { $seq } da exportação não tem corpo: a exportação do dono guarda todos os corpos
operating-import-disagrees = o jogo da exportação não concorda com seu registro (sementes, compromissos, tamanho ou último hash): nada foi importado
operating-import-bad-row = as linhas de { $table } da exportação não são como esta versão do keeper as escreve ({ $column }): nada foi importado
operating-import-done = jogo { $game } importado em { $db }: { $entries } entradas e { $rows } linhas, e ele se verifica como onde estava

cli-about-keeper-backup = Copiar um banco SQLite para um arquivo novo, consistente mesmo enquanto um servidor o serve
cli-help-keeper-backup-db = O banco SQLite a copiar (sqlite:CAMINHO; o padrão é KEEPER_DB, senão sqlite:keeper.db). Para PostgreSQL use pg_dump
cli-help-keeper-backup-file = O arquivo novo onde escrever a cópia
cli-about-keeper-export = Escrever a exportação do dono de um jogo: todo o registro, as duas sementes e todas as linhas, para levá-lo a outro banco com keeper import
cli-help-keeper-export-db = O banco onde o jogo está (sqlite:CAMINHO ou postgres://…; o padrão é KEEPER_DB, senão sqlite:keeper.db)
cli-help-keeper-export-game = O jogo a exportar
cli-help-keeper-export-file = O arquivo novo (- para a saída padrão); ele guarda as sementes secretas do jogo
cli-about-keeper-import = Trazer um jogo de uma exportação do dono, com a cadeia e cada rolagem conferidas antes de escrever qualquer coisa
cli-help-keeper-import-db = O banco para onde trazer o jogo (sqlite:CAMINHO ou postgres://…; o padrão é KEEPER_DB, senão sqlite:keeper.db)
cli-help-keeper-import-file = A exportação do dono (escrita por keeper export)
cli-help-keeper-serve-rate-anonymous = Pedidos por minuto de um endereço aos pontos anônimos (chances, resolve, exportação ou verificação pública); 0 para sem limite
cli-help-keeper-serve-rate-accounts = Jogos criados e entradas por hora de um endereço; 0 para sem limite
cli-help-keeper-serve-trust-forwarded-for = Contar os limites pelo último endereço do X-Forwarded-For: só atrás de um proxy reverso que o define
cli-help-keeper-serve-workers = Threads que atendem os pedidos (padrão: uma a menos que os núcleos da máquina, no mínimo 1; o núcleo que sobra é do escritor do banco de dados)
