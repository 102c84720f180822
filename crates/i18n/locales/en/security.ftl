# Messages of a table facing the internet: limits, origins, names, tokens.
