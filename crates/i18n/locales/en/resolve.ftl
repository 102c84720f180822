## The resolve protocol (keeper-resolve).

resolve-error-bad-json = this line is not valid JSON (line { $line }, column { $column }): send one JSON object per line
resolve-error-not-object = a request must be a JSON object such as {"{"}"system": "dice", "action": "roll", "expr": "3d6"{"}"}
resolve-error-line-too-long = the request is { $bytes } bytes long; at most { $limit } are read
resolve-error-missing-field = the field "{ $field }" is missing
resolve-error-bad-field = the field "{ $field }" must be { $expected }
resolve-error-unknown-system = there is no system "{ $system }": this build knows { $known }
resolve-error-unknown-action = the system "{ $system }" has no action "{ $action }": it has { $known }
resolve-error-unused-dice = { $count ->
    [one] one supplied face was not used: supply exactly the dice the action rolls
   *[other] { $count } supplied faces were not used: supply exactly the dice the action rolls
}

resolve-expected-string = a string
resolve-expected-integer = a whole number in the allowed range
resolve-expected-seed = a whole number from 0 to 18446744073709551615
resolve-expected-faces = a list of whole numbers (the faces, in the order they are rolled)
resolve-error-unknown-field = this action has no field "{ $field }": check its spelling (it takes { $known })
resolve-error-one-of = the field "{ $field }" must be one of { $known }
resolve-error-bad-value = the field "{ $field }" is not valid: { $reason }
resolve-expected-number = a number
resolve-expected-bool = true or false
resolve-expected-list = a list
resolve-expected-object = an object
resolve-expected-valid = a value of the kind this field takes (see the protocol's documentation)
