# Messages of the forum's conventions: the thread list's activity.

## The list of threads: how many posts the reader may read, and the last of them

forum-thread-posts = { $count ->
    [one] { $count } post
   *[other] { $count } posts
}
forum-thread-no-posts = no posts yet
forum-thread-last = last post:
forum-thread-unread = { $count ->
    [one] { $count } new
   *[other] { $count } new
}

## A post's preview: as it will render, nothing rolled

forum-preview = Preview
forum-preview-title = Preview
forum-preview-will-roll = will be rolled when posted

## Pages of a thread, and what is new since your last visit

forum-pages = Pages of the thread
forum-new = new
forum-first-unread = First unread post
