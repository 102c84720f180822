## Dice notation and rolling (keeper-dice).

dice-expected-operand = a number, a die such as d6, a sign or "("
dice-expected-operator = an operator (+ - * /) or the end of the expression
dice-expected-sides = the sides of the die: a number, "%" or "F"
dice-expected-number = a whole number
dice-expected-close-paren = a closing ")"
dice-expected-condition = a comparison such as >=5, <2 or =1
dice-expected-high-low = "h" or "l" (as in kh3, dl1)
dice-expected-once-repeat = "o" (reroll once) or "r" (reroll until it no longer holds)
dice-expected-repeat = "#" after the number of repetitions (as in 6#3d6)

dice-error-empty = the expression is empty: write dice such as 3d6+2
dice-error-unexpected = unexpected "{ $found }" at column { $column }: expected { $expected }
dice-error-unexpected-end = the expression ends too early at column { $column }: expected { $expected }
dice-error-too-long = the expression is { $chars } characters long; at most { $limit } are allowed
dice-error-too-deep = parentheses and signs are nested too deeply at column { $column }: at most { $limit } levels
dice-error-number-too-large = the number at column { $column } is too large
dice-error-too-many-dice = too many dice: { $count } in one roll, at most { $limit } allowed
dice-error-too-many-sides = a die of { $sides } sides at column { $column }: at most { $limit } sides are allowed
dice-error-no-sides = the die at column { $column } has no sides: a die needs at least one
dice-error-no-dice = the term at column { $column } rolls no dice: roll at least one
dice-error-select-too-many = the term at column { $column } keeps or drops { $select } dice but rolls only { $count }
dice-error-duplicate-modifier = "{ $modifier }" is given twice on the term at column { $column }
dice-error-rerolls-too-often = the reroll at column { $column } matches { $meeting } of the { $faces } faces, so a die could reroll more than { $limit } times: use ro to reroll once, or a narrower condition
dice-error-explodes-too-often = the explosion at column { $column } matches { $meeting } of the { $faces } faces a die can show, so a die could explode more than { $limit } times: use a narrower condition
dice-error-bad-repeat = { $repeat } repetitions asked: between 1 and { $limit } are allowed
dice-error-unclosed-label = the label at column { $column } is not closed: add "]"
dice-error-exhausted = { $used ->
    [0] no dice were supplied: the roll needs a { $die } first
    [one] the supplied dice ran out after one face: the roll still needs a { $die }
   *[other] the supplied dice ran out after { $used } faces: the roll still needs a { $die }
}
dice-error-bad-face = supplied face { $position } is { $face }, which a { $die } cannot show (faces { $min } to { $max })
dice-error-division-by-zero = division by zero: the divisor of the "/" at column { $column } came out 0
dice-error-overflow = the total is too large to compute
dice-error-chain-too-long = a die of the term at column { $column } rerolled or exploded more than { $limit } times

## Exact odds (keeper_dice::odds).

dice-odds-too-many-outcomes = the exact distribution would span about { $needed } outcomes; at most { $allowed } are computed
dice-odds-too-much-work = the exact distribution would take about { $needed } steps; at most { $allowed } are allowed
dice-odds-division-by-zero = division by zero: the divisor of the "/" at column { $column } can come out 0
dice-odds-overflow = some possible outcome is too large to compute
