# Messages of the session at the table: push, Luck, group requests, Sanity, healing, development.
