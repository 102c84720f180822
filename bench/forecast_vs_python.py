"""The fight forecast, keeper against a straightforward Python simulation, side by side.

The Python half is what a Keeper would script by hand: the fight of
bench/forecast_fight.json (three investigators against two of seed 002's ghouls, the
fight of keeper-forecast's own benchmark) played out round by round with Python's
`random`, one function per rule, in a loop over fights. It follows the rules as keeper
reads them (7th edition K2, K3, K5, K6, K9 and H1-H5; see keeper-forecast's crate
documentation for the readings), so both should give the same odds within their
confidence intervals.

What is timed: the Python simulation in-process (its loop over fights, one core);
keeper as a whole `keeper coc7 simulate FIGHT.json --method monte-carlo --json`
process timed from outside (start, reading the fight, weighing its tables, the
simulation on every thread, writing the answer), on both cores and on one
(RAYON_NUM_THREADS). The comparison is fights per second.

Usage: python3 bench/forecast_vs_python.py path/to/keeper [python_fights] [keeper_fights] [runs]
(defaults: 20,000 Python fights, 100,000 keeper fights, 5 keeper runs per setting).
"""

import json
import math
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
FIGHT = HERE / "forecast_fight.json"
Z95 = 1.959963984540054

# Success levels, worst first (R2).
FUMBLE, FAILURE, REGULAR, HARD, EXTREME, CRITICAL = range(6)
CONDITIONS = ["dead", "dying", "unconscious", "major_wound", "wounded", "unhurt"]


# --- Dice -------------------------------------------------------------------------


def parse_dice(text):
    """'1D6', '1D8+1D4', '0', '2D6+4': a list of (count, sides) and a constant."""
    dice, constant = [], 0
    for term in text.upper().replace(" ", "").split("+"):
        if "D" in term:
            count, sides = term.split("D")
            dice.append((int(count or 1), int(sides)))
        else:
            constant += int(term)
    return dice, constant


def roll_dice(expr):
    dice, total = expr
    for count, sides in dice:
        for _ in range(count):
            total += random.randint(1, sides)
    return total


def max_dice(expr):
    dice, constant = expr
    return constant + sum(count * sides for count, sides in dice)


def percentile(bonus=0, penalty=0):
    """A d100 roll with bonus or penalty dice (R6): one units die, a tens die for the
    roll and one more per net bonus or penalty die; bonus keeps the lowest, penalty the
    highest; 00 with 0 is 100."""
    net = max(-2, min(2, bonus - penalty))
    units = random.randint(0, 9)
    candidates = []
    for _ in range(1 + abs(net)):
        tens = random.randint(0, 9)
        candidates.append(tens * 10 + units or 100)
    return min(candidates) if net >= 0 else max(candidates)


def level(total, value):
    """The success level of a roll against a value at Regular difficulty (R2, R3)."""
    if total == 1:
        return CRITICAL
    if total >= 100 or (value < 50 and total >= 96):
        return FUMBLE
    if total <= value // 5:
        return EXTREME
    if total <= value // 2:
        return HARD
    if total <= value:
        return REGULAR
    return FAILURE


def check(value, bonus=0, penalty=0):
    return level(percentile(bonus, penalty), value)


# --- The fight as the file states it ----------------------------------------------


class Attack:
    def __init__(self, a):
        self.name = a.get("name", "attack")
        self.skill = a["skill"]
        self.damage = parse_dice(a["damage"])
        self.db = parse_dice(a.get("db", "0"))
        self.impaling = a.get("impaling", False)
        gun = a.get("gun")
        self.gun = gun is not None
        if gun:
            if gun.get("range", "base") != "base" or gun.get("point_blank"):
                sys.exit("this script fires at base range only")
            self.shots = gun.get("shots", 1)
            self.ammo = gun["ammo"]
            self.malfunction = gun.get("malfunction")


class Combatant:
    def __init__(self, c, listed):
        self.name = c["name"]
        self.side = c["side"]
        self.listed = listed
        self.dex = c["dex"]
        self.con = c["con"]
        self.max_hp = c["max_hp"]
        self.start_hp = c.get("hp", self.max_hp)
        self.dodge = c.get("dodge", self.dex // 2)
        self.fighting = c.get("fighting", 25)
        self.armour = c.get("armour", 0)
        self.defence = c.get("defence", "best")
        if self.defence not in ("dodge", "fight_back"):
            sys.exit(f"{self.name}: set defence to dodge or fight_back; this script has no 'best'")
        self.per_round = c.get("attacks_per_round", 1)
        self.readied_firearm = c.get("readied_firearm", False)
        self.halves_firearms = c.get("halves_firearms", False)
        self.attacks = [Attack(a) for a in c["attacks"]]
        # K3: fighting back is done with the first melee attack, or bare hands (1D3).
        melee = [a for a in self.attacks if not a.gun]
        self.fight_back_with = melee[0] if melee else Attack({"skill": 0, "damage": "1D3"})

    def reset(self):
        """Back to the start of a fight."""
        self.hp = self.start_hp
        self.major_wound = False
        self.unconscious = False
        self.dying = False
        self.dead = False
        self.ammo = [a.ammo if a.gun else 0 for a in self.attacks]
        self.jammed = [False] * len(self.attacks)


def load_fight(path):
    spec = json.loads(Path(path).read_text())
    for side in spec["sides"]:
        if side.get("flee_at") is not None:
            sys.exit("this script has no fleeing")
    targets = {s["name"]: s.get("targets", "first") for s in spec["sides"]}
    combatants = [Combatant(c, i) for i, c in enumerate(spec["combatants"])]
    return spec, targets, combatants


# --- The rules, one function each -------------------------------------------------


def standing(c):
    """Dead, dying or unconscious combatants act no more (H2-H5)."""
    return not (c.dead or c.dying or c.unconscious)


def con_roll(c):
    return check(c.con) >= REGULAR


def take_damage(victim, amount):
    """One hit (H1-H5): death from a hit of maximum HP or more; a major wound from half
    of it; 0 HP is unconscious, and dying with a major wound; a major wound that leaves
    HP above 0 asks a CON roll, failed: unconscious."""
    if amount <= 0 or victim.dead:
        return
    major = 2 * amount >= victim.max_hp
    asks_con = major and amount < victim.max_hp and victim.hp > amount
    victim.hp = max(0, victim.hp - amount)
    if amount >= victim.max_hp:
        victim.dead, victim.dying, victim.hp = True, False, 0
        return
    if major:
        victim.major_wound = True
    if victim.hp == 0:
        victim.unconscious = True
        if victim.major_wound:
            victim.dying = True
    if asks_con and not con_roll(victim):
        victim.unconscious = True


def damage_taken(amount, victim, firearm):
    """A ghoul takes half damage from firearms (rounded down), then armour comes off."""
    if firearm and victim.halves_firearms:
        amount //= 2
    return max(0, amount - victim.armour)


def roll_damage(attack, extreme):
    """Normal damage is the weapon plus the damage bonus; extreme damage (K5) is their
    maxima, plus one more roll of the weapon when it impales."""
    if extreme:
        total = max_dice(attack.damage) + max_dice(attack.db)
        if attack.impaling:
            total += roll_dice(attack.damage)
        return total
    return roll_dice(attack.damage) + roll_dice(attack.db)


def melee_winner(attack, defence, dodge):
    """K3: a dodge wins ties; against fighting back the attacker wins ties."""
    if dodge:
        if attack >= REGULAR and attack > defence:
            return "attacker"
        if defence >= REGULAR:
            return "defender"
        return None
    if defence >= REGULAR and defence > attack:
        return "defender"
    if attack >= REGULAR:
        return "attacker"
    return None


def melee(attacker, attack, defender, defended):
    """A melee exchange (K3, K5), with the outnumbered bonus die (K9) once the defender
    has dodged or fought back this round."""
    bonus = 1 if defender in defended else 0
    defended.add(defender)
    attack_level = check(attack.skill, bonus=bonus)
    dodge = defender.defence == "dodge"
    defence_level = check(defender.dodge if dodge else defender.fighting)
    winner = melee_winner(attack_level, defence_level, dodge)
    if winner == "attacker":
        amount = roll_damage(attack, attack_level >= EXTREME)
        take_damage(defender, damage_taken(amount, defender, False))
    elif winner == "defender" and not dodge:
        amount = roll_damage(defender.fight_back_with, False)
        take_damage(attacker, damage_taken(amount, attacker, False))


def shoot(shooter, k, target, volley):
    """One shot (K6): a penalty die when the volley is more than one shot; a roll at the
    malfunction number misses and jams the gun; extreme damage on an Extreme success."""
    attack = shooter.attacks[k]
    total = percentile(penalty=1 if volley > 1 else 0)
    shooter.ammo[k] -= 1
    if attack.malfunction is not None and total >= attack.malfunction:
        shooter.jammed[k] = True
        return
    lvl = level(total, attack.skill)
    if lvl >= REGULAR:
        amount = roll_damage(attack, lvl >= EXTREME)
        take_damage(target, damage_taken(amount, target, True))


def order_of_action(combatants):
    """K2: highest DEX first (+50 with a readied firearm), then the higher combat skill
    (the first attack's), then a roll: two tied combatants roll d100 until they differ,
    the lower first."""

    def key(c):
        return (c.dex + (50 if c.readied_firearm else 0), c.attacks[0].skill)

    ranked = sorted(combatants, key=lambda c: (-key(c)[0], -key(c)[1], c.listed))
    order, i = [], 0
    while i < len(ranked):
        group = [c for c in ranked[i:] if key(c) == key(ranked[i])]
        if len(group) > 2:
            sys.exit("this script breaks ties of two only")
        if len(group) == 2:
            while True:
                a, b = percentile(), percentile()
                if a != b:
                    break
            if b < a:
                group.reverse()
        order.extend(group)
        i += len(group)
    return order


def enemies_standing(c, combatants):
    return [e for e in combatants if e.side != c.side and standing(e)]


def choose_target(c, combatants, targets):
    """The side's tactics: the first enemy listed, the one with the fewest HP (the first
    listed of equals), or any of them at random."""
    candidates = enemies_standing(c, combatants)
    if not candidates:
        return None
    rule = targets[c.side]
    if rule == "first":
        return candidates[0]
    if rule == "weakest":
        return min(candidates, key=lambda e: e.hp)
    return random.choice(candidates)


def choose_attack(c, slot):
    """The slot's own attack in turn (claw, bite, claw), else the next that can be made:
    a gun with no rounds left is skipped."""
    n = len(c.attacks)
    for off in range(n):
        k = (slot + off) % n
        if not c.attacks[k].gun or c.ammo[k] > 0:
            return k
    return None


def winner(combatants):
    """The side left alone with anyone standing, if only one is."""
    sides = {c.side for c in combatants if standing(c)}
    if len(sides) <= 1:
        return sides.pop() if sides else combatants[0].side
    return None


def fight(combatants, targets, max_rounds):
    """One fight: returns the winning side (None when undecided) and its rounds."""
    for c in combatants:
        c.reset()
    order = order_of_action(combatants)
    for round_number in range(1, max_rounds + 1):
        defended = set()
        # H4: the dying roll CON from the end of the round after their fall, so only
        # those already dying as the round starts roll at its end.
        dying_before = [c.dying for c in combatants]
        for c in order:
            for slot in range(c.per_round):
                if not standing(c):
                    break
                k = choose_attack(c, slot)
                if k is None:
                    continue
                attack = c.attacks[k]
                if attack.gun:
                    if c.jammed[k]:
                        c.jammed[k] = False  # the attack is spent clearing the jam
                        continue
                    volley = min(attack.shots, c.ammo[k])
                    for _ in range(volley):
                        if c.ammo[k] == 0 or c.jammed[k]:
                            break
                        target = choose_target(c, combatants, targets)
                        if target is None:
                            break
                        shoot(c, k, target, volley)
                        side = winner(combatants)
                        if side is not None:
                            return side, round_number
                else:
                    target = choose_target(c, combatants, targets)
                    if target is None:
                        continue
                    melee(c, attack, target, defended)
                    side = winner(combatants)
                    if side is not None:
                        return side, round_number
        # H4: at the round's end those dying since an earlier round roll CON, in the
        # listed order, or die.
        for c, was_dying in zip(combatants, dying_before):
            if was_dying and c.dying and not c.dead and not con_roll(c):
                c.dead, c.dying, c.hp = True, False, 0
    return None, max_rounds


def condition(c):
    if c.dead:
        return "dead"
    if c.dying:
        return "dying"
    if c.unconscious:
        return "unconscious"
    if c.major_wound:
        return "major_wound"
    if c.hp < c.start_hp:
        return "wounded"
    return "unhurt"


def simulate(fights, seed):
    """Many fights; returns the figures keeper reports, each (value, low, high)."""
    spec, targets, combatants = load_fight(FIGHT)
    max_rounds = spec.get("rounds", 30)
    random.seed(seed)
    counts = {c.name: dict.fromkeys(CONDITIONS, 0) for c in combatants}
    hp_lost = {c.name: [0, 0] for c in combatants}
    wins = {s["name"]: 0 for s in spec["sides"]}
    undecided, rounds_sum, rounds_squares = 0, 0, 0
    for _ in range(fights):
        side, rounds = fight(combatants, targets, max_rounds)
        if side is None:
            undecided += 1
        else:
            wins[side] += 1
        rounds_sum += rounds
        rounds_squares += rounds * rounds
        for c in combatants:
            counts[c.name][condition(c)] += 1
            lost = c.start_hp - c.hp
            hp_lost[c.name][0] += lost
            hp_lost[c.name][1] += lost * lost
    figures = {}
    for c in combatants:
        for cond in CONDITIONS:
            figures[(c.name, cond)] = wilson(counts[c.name][cond], fights)
        figures[(c.name, "hp_lost")] = mean_interval(*hp_lost[c.name], fights)
    for name, k in wins.items():
        figures[(name, "wins")] = wilson(k, fights)
    figures[("", "undecided")] = wilson(undecided, fights)
    figures[("", "mean_rounds")] = mean_interval(rounds_sum, rounds_squares, fights)
    return figures


# --- Statistics -------------------------------------------------------------------


def wilson(k, n):
    """A proportion with Wilson's 95% interval."""
    p = k / n
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 / (1 + z2 / n) * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    low = 0.0 if k == 0 else max(0.0, centre - half)
    high = 1.0 if k == n else min(1.0, centre + half)
    return p, low, high


def z_of(alpha):
    """The z of a two-sided interval that misses with chance `alpha` (bisection on erfc)."""
    low, high = 0.0, 10.0
    for _ in range(100):
        mid = (low + high) / 2
        if math.erfc(mid / math.sqrt(2)) > alpha:
            low = mid
        else:
            high = mid
    return low


def mean_interval(total, squares, n):
    """A mean with the normal 95% interval."""
    mean = total / n
    var = max(0.0, (squares - n * mean * mean) / (n - 1)) if n > 1 else 0.0
    half = Z95 * math.sqrt(var / n)
    return mean, mean - half, mean + half


# --- keeper, timed from outside ---------------------------------------------------


def run_keeper(keeper, fights, threads=None):
    env = dict(os.environ)
    if threads is not None:
        env["RAYON_NUM_THREADS"] = str(threads)
    command = [keeper, "coc7", "simulate", str(FIGHT), "--method", "monte-carlo",
               "--fights", str(fights), "--seed", "1", "--json"]
    start = time.perf_counter()
    p = subprocess.run(command, capture_output=True, check=True, env=env)
    return time.perf_counter() - start, json.loads(p.stdout)


def keeper_figures(answer):
    figures = {}
    for c in answer["combatants"]:
        for cond in CONDITIONS + ["hp_lost"]:
            f = c[cond]
            figures[(c["name"], cond)] = (f["value"], f["low"], f["high"])
    for s in answer["sides"]:
        f = s["wins"]
        figures[(s["name"], "wins")] = (f["value"], f["low"], f["high"])
    for key in ("undecided", "mean_rounds"):
        f = answer[key]
        figures[("", key)] = (f["value"], f["low"], f["high"])
    return figures


def main():
    keeper = sys.argv[1]
    py_fights = int(sys.argv[2]) if len(sys.argv) > 2 else 20_000
    k_fights = int(sys.argv[3]) if len(sys.argv) > 3 else 100_000
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 5

    # keeper: whole processes, alternating the thread settings run for run.
    times = {None: [], 1: [], 2: []}
    answer = None
    run_keeper(keeper, k_fights)  # warm the page cache
    for _ in range(runs):
        for threads in times:
            seconds, out = run_keeper(keeper, k_fights, threads)
            times[threads].append(seconds)
            if threads is None:
                answer = out
    k_time = {t: statistics.median(v) for t, v in times.items()}

    start = time.perf_counter()
    python = simulate(py_fights, seed=1)
    py_time = time.perf_counter() - start

    keeper_fig = keeper_figures(answer)
    # Equal results: every figure's two 95% intervals should overlap. There are some
    # forty figures, all from the same fights, so a pair may miss by chance alone (each
    # about 1%); the verdict takes each interval at the family-wise level instead, as
    # keeper-forecast's own tests do (Bonferroni: 95% for all figures together).
    family = z_of(0.05 / len(keeper_fig))
    widen = family / Z95
    print(f"fight: {FIGHT.name}, keeper seed 1, Python seed 1; 95% intervals")
    print()
    print(f"{'figure':<26} {'keeper (' + format(k_fights, ',') + ')':>29} "
          f"{'Python (' + format(py_fights, ',') + ')':>29} {'z':>6}  overlap")
    missed, disagree = [], []
    for key, (kv, kl, kh) in keeper_fig.items():
        pv, pl, ph = python[key]
        name = f"{key[0]} {key[1]}".strip()
        overlap = kl <= ph and pl <= kh
        wide = (kv - (kv - kl) * widen <= pv + (ph - pv) * widen
                and pv - (pv - pl) * widen <= kv + (kh - kv) * widen)
        if not overlap:
            missed.append(name)
        if not wide:
            disagree.append(name)
        se = math.hypot((kh - kl) / (2 * Z95), (ph - pl) / (2 * Z95))
        z = (kv - pv) / se if se > 0 else 0.0
        print(f"{name:<26} {kv:8.4f} [{kl:7.4f}, {kh:7.4f}] {pv:8.4f} [{pl:7.4f}, {ph:7.4f}] "
              f"{z:6.2f}  " + ("yes" if overlap else "NO"))
    print()
    k_rate = {t: k_fights / s for t, s in k_time.items()}
    py_rate = py_fights / py_time
    exchanges = answer.get("exchanges")
    print(f"keeper, both cores (default; whole process, median of {runs}): "
          f"{k_time[None] * 1000:8.1f} ms for {k_fights:,} fights = {k_rate[None]:12,.0f} fights/s")
    for t in (1, 2):
        print(f"keeper, RAYON_NUM_THREADS={t} (whole process, median of {runs}): "
              f"{k_time[t] * 1000:8.1f} ms for {k_fights:,} fights = {k_rate[t]:12,.0f} fights/s")
    print(f"keeper, 2 threads against 1: {k_time[1] / k_time[2]:.2f}x")
    if exchanges:
        print(f"keeper exchanges and shots in {k_fights:,} fights: {int(exchanges):,}")
    print(f"Python (in-process, one run): {py_time:8.2f} s for {py_fights:,} fights = "
          f"{py_rate:12,.0f} fights/s")
    print(f"ratio, keeper on both cores / Python: {k_rate[None] / py_rate:.0f}x")
    print(f"ratio, keeper on one thread / Python: {k_rate[1] / py_rate:.0f}x")
    if disagree:
        print(f"results agree: NO: {', '.join(disagree)} "
              f"(apart beyond the family-wise 95% bound, each interval at z = {family:.2f})")
    elif missed:
        print(f"results agree: yes, within the family-wise 95% bound (z = {family:.2f} each); "
              f"the 95% intervals of {len(missed)} of {len(keeper_fig)} figures do not "
              f"overlap: {', '.join(missed)}")
    else:
        print(f"results agree: yes (all {len(keeper_fig)} figures' 95% intervals overlap)")
    return 1 if disagree else 0


if __name__ == "__main__":
    sys.exit(main())
