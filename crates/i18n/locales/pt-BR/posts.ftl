# Messages of play by post: versions, secret posts, notifications, transcripts.
