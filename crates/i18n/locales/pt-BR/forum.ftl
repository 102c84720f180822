# Mensagens das convenções do fórum: a atividade na lista de tópicos.

## A lista de tópicos: quantas postagens o leitor pode ler, e a última delas

forum-thread-posts = { $count ->
    [one] { $count } postagem
   *[other] { $count } postagens
}
forum-thread-no-posts = nenhuma postagem ainda
forum-thread-last = última postagem:
forum-thread-unread = { $count ->
    [one] { $count } nova
   *[other] { $count } novas
}

## A prévia de uma postagem: como ela vai aparecer, sem rolar nada

forum-preview = Pré-visualizar
forum-preview-title = Pré-visualização
forum-preview-will-roll = será rolado quando for postado

## As páginas de um tópico, e o que é novo desde a sua última visita

forum-pages = Páginas do tópico
forum-new = nova
forum-first-unread = Primeira postagem não lida
