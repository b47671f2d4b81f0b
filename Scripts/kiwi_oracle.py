#!/usr/bin/env python3
"""Differential-test oracle: random constraint systems solved by kiwisolver.

Writes JSON to stdout for the Swift suite `KiwiDifferentialTests`
(Tests/LayoutSolverTests/Differential/KiwiDifferentialTests.swift), which replays every
case on `LayoutSolver.Solver` and compares. Needs only the standard library and
kiwisolver (`python3 -m pip install kiwisolver`; exit status 3 if it is missing).

    python3 Scripts/kiwi_oracle.py --count 1200 --seed 20261122   # the cases as JSON
    python3 Scripts/kiwi_oracle.py --case-seed N --pretty         # one case, to reproduce it

The Swift suite replays committed fixtures, so that it runs without Python; regenerate them
after any change to this script (the fixture records this file's SHA-256, and the suite
fails on a fixture whose stamp does not match the script):

    python3 Scripts/kiwi_oracle.py --seed 20261122 --count 1200 \
        --write-fixture Tests/LayoutSolverTests/Differential/Fixtures/kiwi-seed20261122-count1200.jsonl
    python3 Scripts/kiwi_oracle.py --seed 7 --count 3000 \
        --write-fixture Tests/LayoutSolverTests/Differential/Fixtures/kiwi-seed7-count3000.jsonl

A fixture is JSON lines: a header object (kiwisolver's version, the seed and count, this
script's SHA-256, and `systemsSHA256`, the SHA-256 of every byte after the header line),
then one compact array per case (see write_fixture). `--write-fixture -` writes it to
stdout (the Swift suite's live run does that when kiwisolver is importable, and compares).

Only systems on which both semantics agree are generated. LayoutSolver ranks optional
priorities lexicographically while kiwi weights strengths (1e6 / 1e3 / 1), so a case is
  * "edits":  required constraints (==, <=, >=) plus edit variables, all edits strong; or
  * "single:<strength>": required constraints plus optional constraints that all share
              one strength (weak, medium or strong), with edit variables at that same
              strength or none;
  * "...+conflict": one of the above with required constraints that cannot hold inserted
              on purpose (LayoutSolver must throw SolverError.unsatisfiable for that very
              constraint and stay unchanged).
Within one strength both solvers minimise the same sum of violations (each optional
constraint's |lhs - rhs|, or its excess for an inequality, weighted 1), so both must find
the optimum of the same linear program.

Each case is a sequence of operations run on an incremental kiwi solver: constraints and
edit variables added in a random interleaving with suggestions, a checkpoint; new
suggestions, a checkpoint; a constraint removed, a checkpoint; one more change (remove an
edit variable, add an edit or a constraint, remove another constraint), a checkpoint.

Values are only compared where the optimum is UNIQUE. At every checkpoint the current
system (the constraints and edits present, with their suggested values) is solved again
from scratch by kiwi
  * in two random orders (variables allocated, and given their kiwi symbols, in shuffled
    orders; constraints, edit variables and terms added in shuffled orders), and
  * with tiny "pull" constraints `sum(d_i * x_i) == +-1e4` in two random directions d, at
    1e-4 times the system's strength. A unique optimal vertex does not move under such a
    small perturbation of the objective; an optimal face that is more than one point
    moves towards the pull (for almost every direction d).
All six runs must agree on every variable within 1e-9 (relative to max(1, |value|)), and
their answer must satisfy the required constraints; otherwise the checkpoint is emitted
with `"values": null` (the Swift side replays it and checks the tableau's invariants,
but compares nothing). Variables that occur in no present constraint or edit are never
compared (their value is arbitrary). Cases with neither a compared checkpoint nor an
unsatisfiable add are dropped.

The incremental kiwi run must agree with those fresh solves too. kiwisolver 1.5.1 does not
always: after UnsatisfiableConstraint its tableau keeps part of the refused row, and
removing a required equality can drop a redundant equality that was added after it (e.g.
`x == 5`, `2*x == 10`, remove the first: kiwi then lets x move). When that happens the
fresh solves are what counts, the incremental run is rebuilt from the present system, and
the case records it in `kiwiIncrementalMismatches`.

Whether a required constraint can be added is decided by the same means, not by kiwi's
incremental addConstraint: its expression is minimised and maximised over the region of
the required constraints present (two fresh kiwi solves with a lone weak pull). It is
"unsatisfiable" only if it misses that region by at least 1e-3; if it neither touches the
region (to 1e-9) nor misses it by 1e-3 the case is dropped.

kiwisolver 1.5.1 also lets some C++ exceptions escape its binding ("Dual optimize failed",
"The objective is unbounded"), which aborts the interpreter, and on rare systems it loops
forever, eating memory. Cases are therefore generated in child processes (--workers) with
a memory limit and a time limit per case (CASE_TIMEOUT). A case whose child dies or stalls
is generated again without the incremental kiwi solver (`"kiwiIncremental": false`; the
expectations come from the fresh solves either way); if that fails too, it is dropped
and counted.

Numbers: coefficients are multiples of 0.5 in [-3, 3] (never 0; constraints derived from
others, to make conflicts and redundant equalities, may have multiples of 0.25),
constants and suggested values lie in [-100, 100], 2-8 variables, 2-12 constraints per case
(plus one more at the end, sometimes).

Reproducibility: everything is drawn from random.Random objects seeded from --seed (each
case from its own `caseSeed`), and kiwi's own order-dependence on heap addresses is pinned
down (see PRIMARY_POOL), so the output is byte-for-byte the same for a given --seed and
--count, whatever --workers is.
"""

import argparse
import collections
import hashlib
import json
import os
import random
import select
import subprocess
import sys
import time

try:
    import kiwisolver as kiwi
except ImportError as error:  # pragma: no cover - exercised by the Swift test's message
    sys.stderr.write(
        "kiwi_oracle.py: cannot import kiwisolver (%s).\n"
        "Install it with: python3 -m pip install kiwisolver\n" % error
    )
    sys.exit(3)

WEIGHT = {
    "required": kiwi.strength.required,
    "strong": kiwi.strength.strong,
    "medium": kiwi.strength.medium,
    "weak": kiwi.strength.weak,
}
AGREE = 1e-9          # kiwi runs of one system must agree this closely (relative to max(1,|v|))
PULL_TARGET = 1e4     # where the tie-breaking pulls pull
PULL_RATIO = 1e-4     # pull strength relative to the system's optional strength
BOUND = 2e3           # a value this large means "unbounded towards a pull"
MARGIN = 1e-3         # an unsatisfiable constraint must miss the feasible region by this much
RESIDUAL = 1e-7       # required constraints must hold this closely in kiwi's answer
ORDERS = 2            # fresh kiwi solves in random orders per checkpoint (plus 4 pulls)
COEFFICIENTS = [c / 2 for c in range(-6, 7) if c != 0]


class Discard(Exception):
    """The case cannot be used as a differential test."""


def half(rng, lo, hi):
    """A multiple of 0.5 in [lo, hi]."""
    return rng.randint(int(lo * 2), int(hi * 2)) / 2


def expression_value(spec, values):
    return sum(c * values[v] for v, c in spec["terms"]) + spec["constant"]


def make_kiwi_constraint(spec, kv, rng, strength=None):
    terms = list(spec["terms"])
    rng.shuffle(terms)
    expr = sum((c * kv[v] for v, c in terms), spec["constant"])
    # `sum` with a float start gives float + Term -> Expression.
    op = spec["op"]
    if op == "==":
        con = expr == 0
    elif op == "<=":
        con = expr <= 0
    else:
        con = expr >= 0
    return con | (WEIGHT[spec["strength"]] if strength is None else strength)


# kiwi::Constraint reduces its expression by sorting the terms by the address of each
# variable's C++ data, and the order of the terms decides the order in which a new row is
# summed (the last bits of the answers, and rarely a pivot or an abort). Heap addresses
# depend on the allocation history of the process (even on the size of the environment),
# so every solve uses variables from these pools, allocated once at start-up and listed in
# that address order: a case's output then depends on nothing but its seed. The order is
# read from a solver dump, whose "Variables" section kiwi prints in the same order.
MAX_VARIABLES = 8


def address_ordered_pool(prefix):
    pool = {"%s%d" % (prefix, i): kiwi.Variable("%s%d" % (prefix, i)) for i in range(MAX_VARIABLES)}
    solver = kiwi.Solver()
    solver.addConstraint(sum(pool.values(), 0.0) == 0)
    section = solver.dumps().split("Variables\n---------\n", 1)[1]
    names = [line.split(" = ")[0] for line in section.splitlines() if " = " in line]
    names = [name for name in names if name in pool]
    assert sorted(names) == sorted(pool), names
    return [pool[name] for name in names]


PRIMARY_POOL = address_ordered_pool("x")
FRESH_POOL = address_ordered_pool("y")


def registered_solver(variables):
    """A kiwi solver that knows `variables`, in this order.

    kiwi numbers a variable's symbol when the variable first appears in the solver, and
    the symbols' order decides which variable becomes basic and which pivots are taken.
    Adding and removing an edit variable gives each variable its symbol in a chosen
    order and leaves nothing else behind."""
    solver = kiwi.Solver()
    for x in variables:
        solver.addEditVariable(x, "weak")
        solver.removeEditVariable(x)
    return solver


def rounded(value):
    """`value` to 12 significant digits, so that 1-ulp noise does not show in the JSON."""
    return 0.0 if abs(value) < 1e-10 else float("%.12g" % value)


# --------------------------------------------------------------------------- generation


def random_terms(rng, n):
    count = min(n, rng.choice([1, 1, 2, 2, 2, 3, 3, 4]))
    return [[v, rng.choice(COEFFICIENTS)] for v in rng.sample(range(n), count)]


def required_spec(rng, n, point):
    """A required constraint that `point` satisfies (so the system stays feasible)."""
    for _ in range(100):
        terms = random_terms(rng, n)
        op = rng.choice(["==", "<=", ">=", "<=", ">="])
        base = -sum(c * point[v] for v, c in terms)
        slack = 0.0 if rng.random() < 0.3 else half(rng, 0.5, 20)
        constant = base if op == "==" else (base - slack if op == "<=" else base + slack)
        if abs(constant) <= 100:
            return {"terms": terms, "constant": constant, "op": op, "strength": "required"}
    raise Discard("no required constraint fits")


def wild_required_spec(rng, n):
    """A required constraint with an arbitrary constant, which may or may not fit."""
    return {
        "terms": random_terms(rng, n),
        "constant": half(rng, -100, 100),
        "op": rng.choice(["==", "<=", ">="]),
        "strength": "required",
    }


def optional_spec(rng, n, point, level):
    for _ in range(100):
        terms = random_terms(rng, n)
        op = rng.choice(["==", "==", "<=", ">="])
        constant = -sum(c * point[v] for v, c in terms) + half(rng, -30, 30)
        if abs(constant) <= 100:
            return {"terms": terms, "constant": constant, "op": op, "strength": level}
    raise Discard("no optional constraint fits")


def combine(specs_and_factors, shift):
    """sum(k * expression) + shift, reduced; None if every term cancels."""
    merged = {}
    order = []
    constant = shift
    for spec, k in specs_and_factors:
        constant += k * spec["constant"]
        for v, c in spec["terms"]:
            if v not in merged:
                merged[v] = 0.0
                order.append(v)
            merged[v] += k * c
    terms = [[v, merged[v]] for v in order if merged[v] != 0]
    if not terms or abs(constant) > 100 or any(abs(c) > 3 for _, c in terms):
        return None
    return terms, constant


def derived_spec(rng, present_required, conflict):
    """A required constraint built from present required ones: a conflict (infeasible by
    construction) or a redundant one (implied by them). None if nothing fits."""
    equalities = [s for s in present_required if s["op"] == "=="]
    for _ in range(40):
        k = rng.choice([-2.0, -1.0, -0.5, 0.5, 1.0, 2.0])
        delta = half(rng, 0.5, 15)
        if equalities and rng.random() < 0.4 and len(equalities) >= 2:
            a, b = rng.sample(equalities, 2)
            m = rng.choice([-1.0, 1.0, 0.5, 2.0])
            shift = (delta if rng.random() < 0.5 else -delta) if conflict else 0.0
            combined = combine([(a, k), (b, k * m)], shift)
            if combined is None:
                continue
            terms, constant = combined
            if conflict:
                op = "=="
            else:
                op = rng.choice(["==", "<=", ">="])
            return {"terms": terms, "constant": constant, "op": op, "strength": "required"}
        a = rng.choice(present_required)
        e_op = a["op"]
        # e := a's expression; the present system forces e (op) 0.
        if e_op == "==":
            if conflict:
                shift = delta if rng.random() < 0.5 else -delta
                op = rng.choice(["==", "<=" if k * shift > 0 else ">="])
            else:
                shift = 0.0
                op = rng.choice(["==", "<=", ">="])
        elif e_op == "<=":
            # conflict: e >= delta > 0, i.e. k*(e - delta) (>= if k > 0 else <=) 0
            # redundant: e <= delta, i.e. k*(e - delta) (<= if k > 0 else >=) 0
            shift = -delta
            wants_ge = conflict
            op = (">=" if wants_ge else "<=") if k > 0 else ("<=" if wants_ge else ">=")
        else:
            # e >= 0. conflict: e <= -delta; redundant: e >= -delta
            shift = delta
            wants_le = conflict
            op = ("<=" if wants_le else ">=") if k > 0 else (">=" if wants_le else "<=")
        combined = combine([(a, k)], k * shift)
        if combined is None:
            continue
        terms, constant = combined
        return {"terms": terms, "constant": constant, "op": op, "strength": "required"}
    return None


# --------------------------------------------------------------------------- kiwi runs


class Model:
    """The system as it stands: present constraints and edit variables."""

    def __init__(self, n, level):
        self.n = n
        self.level = level            # the optional strength of this case
        self.specs = []               # every constraint spec ever created (by index)
        self.present = []             # indices of constraints in the solver, in order
        self.edits = {}               # variable -> [strength, suggested value], in order

    def relevant(self):
        used = set(self.edits)
        for k in self.present:
            used.update(v for v, _ in self.specs[k]["terms"])
        return used


def solve_fresh(model, rng, pull=None, required_only=False):
    """Solve the model's current system from scratch in a random order."""
    # A random choice of pool variables: a random order of the variables' addresses.
    kv = [FRESH_POOL[i] for i in rng.sample(range(MAX_VARIABLES), model.n)]
    order = list(range(model.n))
    rng.shuffle(order)
    solver = registered_solver([kv[i] for i in order])
    items = [("c", k) for k in model.present
             if not required_only or model.specs[k]["strength"] == "required"]
    if not required_only:
        items += [("e", v) for v in model.edits]
    if pull is not None:
        items.append(("p", None))
    rng.shuffle(items)
    late = []
    for kind, k in items:
        if kind == "c":
            solver.addConstraint(make_kiwi_constraint(model.specs[k], kv, rng))
        elif kind == "e":
            strength, value = model.edits[k]
            solver.addEditVariable(kv[k], WEIGHT[strength])
            if rng.random() < 0.5:
                solver.suggestValue(kv[k], value)
            else:
                late.append(k)
        else:
            direction, target, strength = pull
            expr = sum((d * kv[v] for v, d in direction), 0.0)
            solver.addConstraint((expr == target) | strength)
    for k in late:
        solver.suggestValue(kv[k], model.edits[k][1])
    solver.updateVariables()
    return [x.value() for x in kv]


def agree(a, b):
    return abs(a - b) <= AGREE * max(1.0, abs(a), abs(b))


def violates_required(model, values):
    for k in model.present:
        spec = model.specs[k]
        if spec["strength"] == "required":
            r = expression_value(spec, values)
            if (spec["op"] == "==" and abs(r) > RESIDUAL) or (spec["op"] == "<=" and r > RESIDUAL) \
                    or (spec["op"] == ">=" and r < -RESIDUAL):
                return True
    return False


def unique_optimum(model, rng):
    """kiwi's values for the current system if its optimum is unique, else None.

    ORDERS fresh solves in random orders and four fresh solves with tiny pulls in two
    random directions must agree on every variable that occurs in the system."""
    relevant = sorted(model.relevant())
    if not relevant:
        return None
    try:
        runs = [solve_fresh(model, rng) for _ in range(ORDERS)]
    except kiwi.UnsatisfiableConstraint:
        return None  # kiwi's numerics, not the system: the model's required set is feasible
    reference = runs[0]
    if violates_required(model, reference):
        raise Discard("kiwi's answer violates a required constraint")
    if any(abs(reference[v]) > BOUND for v in relevant):
        return None
    weight = WEIGHT[model.level] * PULL_RATIO
    for _ in range(2):
        direction = [(v, rng.choice([-1, 1]) * rng.uniform(0.3, 1.0)) for v in relevant]
        for sign in (1, -1):
            try:
                runs.append(solve_fresh(model, rng, pull=(direction, sign * PULL_TARGET, weight)))
            except kiwi.UnsatisfiableConstraint:
                return None
    for run in runs[1:]:
        if not all(agree(reference[v], run[v]) for v in relevant):
            return None
    return [reference[v] if v in relevant else None for v in range(model.n)]


def required_feasibility(model, spec, rng):
    """Whether the required constraint `spec` can hold together with the required
    constraints present: True, False (it misses their region by at least MARGIN), or None
    (too close to call). Measured by minimising and maximising its expression over that
    region with fresh kiwi solves (a lone weak pull towards -+1e4)."""
    extremes = []
    for sign in (-1, 1):
        direction = [(v, c) for v, c in spec["terms"]]
        vals = solve_fresh(model, rng, pull=(direction, sign * PULL_TARGET, WEIGHT["weak"]),
                           required_only=True)
        e = expression_value(spec, vals)
        extremes.append(None if abs(e) > BOUND else e)
    lo, hi = extremes
    op = spec["op"]
    reaches_down = lo is None or lo <= AGREE * max(1.0, abs(spec["constant"]))
    reaches_up = hi is None or hi >= -AGREE * max(1.0, abs(spec["constant"]))
    misses_below = lo is not None and lo > MARGIN      # expression > 0 everywhere
    misses_above = hi is not None and hi < -MARGIN     # expression < 0 everywhere
    if op == "<=":
        return True if reaches_down else (False if misses_below else None)
    if op == ">=":
        return True if reaches_up else (False if misses_above else None)
    if reaches_down and reaches_up:
        return True
    return False if (misses_below or misses_above) else None


# --------------------------------------------------------------------------- one case


class NoSolver:
    """Stands in for the incremental kiwi solver when a case is generated without it."""

    def __getattr__(self, name):
        return lambda *args: None


def generate_case(case_seed, incremental=True):
    """One case. With incremental=False no incremental kiwi solver runs alongside (the
    expectations come from the fresh solves anyway); used to retry a case on which kiwi's
    incremental solver aborted or hung."""
    rng = random.Random(case_seed)
    check_rng = random.Random(case_seed ^ 0x5EED)
    n = rng.randint(2, 8)
    flavour = rng.choices(["edits", "single"], weights=[1, 1])[0]
    conflicts = rng.random() < 0.15
    point = [half(rng, -15, 15) for _ in range(n)]
    if flavour == "edits":
        level = "strong"
        optional_share = 0.0
        edit_count = rng.choice([n, n, rng.randint(1, n)])
    else:
        level = rng.choice(["weak", "medium", "strong"])
        optional_share = rng.uniform(0.25, 0.75)
        edit_count = 0 if rng.random() < 0.5 else rng.randint(1, n)
    kind = flavour if flavour == "edits" else "single:" + level
    if conflicts:
        kind += "+conflict"
    model = Model(n, level)

    kv = PRIMARY_POOL[:n]
    solver = registered_solver(kv) if incremental else NoSolver()
    kc = {}
    operations = []
    stats = {"checks": 0, "compared": 0, "unsat": 0, "kiwiMismatches": 0}

    def new_spec():
        present_required = [model.specs[k] for k in model.present
                            if model.specs[k]["strength"] == "required"]
        r = rng.random()
        if present_required and conflicts and r < 0.25:
            spec = derived_spec(rng, present_required, conflict=True)
            if spec is not None:
                return spec
        if present_required and r > 0.9:
            spec = derived_spec(rng, present_required, conflict=False)
            if spec is not None:
                return spec
        if rng.random() < optional_share:
            return optional_spec(rng, n, point, level)
        if rng.random() < 0.05:
            return wild_required_spec(rng, n)
        return required_spec(rng, n, point)

    def rebuild():
        nonlocal solver
        if not incremental:
            return
        solver = registered_solver(kv)
        for k in model.present:
            solver.addConstraint(kc[k])
        for v, (strength, value) in model.edits.items():
            solver.addEditVariable(kv[v], WEIGHT[strength])
            solver.suggestValue(kv[v], value)

    def add(spec):
        index = len(model.specs)
        model.specs.append(spec)
        con = make_kiwi_constraint(spec, kv, rng)
        feasible = True
        if spec["strength"] == "required":
            feasible = required_feasibility(model, spec, check_rng)
            if feasible is None:
                raise Discard("a required constraint is neither clearly feasible nor clearly infeasible")
        try:
            solver.addConstraint(con)
            accepted = feasible if not incremental else True
        except kiwi.UnsatisfiableConstraint:
            if spec["strength"] != "required":
                raise Discard("kiwi rejects an optional constraint")
            accepted = False
        if feasible:
            kc[index] = con
            model.present.append(index)
            operations.append({"op": "add", "constraint": index, "unsatisfiable": False})
        else:
            operations.append({"op": "add", "constraint": index, "unsatisfiable": True})
            stats["unsat"] += 1
        if accepted != feasible:
            stats["kiwiMismatches"] += 1
        if accepted != feasible or not accepted:
            # kiwi's tableau is not trustworthy after UnsatisfiableConstraint (it keeps part
            # of the rejected row, and a later suggestValue can abort the process with
            # "Dual optimize failed"). LayoutSolver promises to be unchanged, so continue
            # from a kiwi solver rebuilt from the constraints and edits present.
            rebuild()

    def suggestion(v):
        return max(-100.0, min(100.0, point[v] + half(rng, -40, 40)))

    def suggest(v):
        value = suggestion(v)
        solver.suggestValue(kv[v], value)
        model.edits[v][1] = value
        operations.append({"op": "suggest", "variable": v, "value": value})

    def add_edit(v):
        solver.addEditVariable(kv[v], WEIGHT[level])
        model.edits[v] = [level, 0.0]
        operations.append({"op": "addEdit", "variable": v, "strength": level})

    def check():
        expected = unique_optimum(model, check_rng)
        # The incremental kiwi run must agree with the fresh ones. It does not always
        # (kiwi 1.5.1 can lose a redundant equality when the constraint it duplicates is
        # removed); the fresh solves are what counts, and the incremental run restarts.
        solver.updateVariables()
        values = [x.value() for x in kv]
        relevant = model.relevant()
        if incremental and (violates_required(model, values) or (expected is not None and not all(
                agree(expected[v], values[v]) for v in relevant))):
            stats["kiwiMismatches"] += 1
            rebuild()
        stats["checks"] += 1
        if expected is not None:
            stats["compared"] += 1
            expected = [None if x is None else rounded(x) for x in expected]
        operations.append({"op": "check", "values": expected})

    # Phase 1: constraints and edit variables in a random interleaving; each edit variable
    # gets a suggestion at some later point (or keeps its initial 0).
    m = rng.randint(2, 12)
    edit_vars = rng.sample(range(n), edit_count)
    tokens = ["add"] * m + [("edit", v) for v in edit_vars]
    rng.shuffle(tokens)
    for v in edit_vars:
        if rng.random() < 0.85:
            at = tokens.index(("edit", v))
            tokens.insert(rng.randint(at + 1, len(tokens)), ("suggest", v))
    for token in tokens:
        if token == "add":
            add(new_spec())
        elif token[0] == "edit":
            add_edit(token[1])
        else:
            suggest(token[1])
    check()

    # Phase 2: new suggestions.
    if model.edits:
        for v in list(model.edits):
            if rng.random() < 0.8:
                suggest(v)
        check()

    # Phase 3: remove a constraint.
    if model.present:
        k = rng.choice(model.present)
        solver.removeConstraint(kc.pop(k))
        model.present.remove(k)
        operations.append({"op": "remove", "constraint": k})
        check()

    # Phase 4: one more change.
    r = rng.random()
    if r < 0.3 and model.edits:
        v = rng.choice(list(model.edits))
        solver.removeEditVariable(kv[v])
        del model.edits[v]
        operations.append({"op": "removeEdit", "variable": v})
    elif r < 0.5:
        candidates = [v for v in range(n) if v not in model.edits]
        if candidates:
            v = rng.choice(candidates)
            add_edit(v)
            suggest(v)
        else:
            add(new_spec())
    elif r < 0.75:
        add(new_spec())
    elif model.present:
        k = rng.choice(model.present)
        solver.removeConstraint(kc.pop(k))
        model.present.remove(k)
        operations.append({"op": "remove", "constraint": k})
    for v in list(model.edits):
        if rng.random() < 0.3:
            suggest(v)
    check()

    if stats["compared"] == 0 and stats["unsat"] == 0:
        raise Discard("no checkpoint has a unique optimum")
    return {
        "caseSeed": case_seed,
        "kind": kind,
        "variables": ["x%d" % i for i in range(n)],
        "constraints": model.specs,
        "operations": operations,
        "comparedCheckpoints": stats["compared"],
        "checkpoints": stats["checks"],
        "unsatisfiableAdds": stats["unsat"],
        # times the incremental kiwi run disagreed with fresh kiwi solves (and restarted)
        "kiwiIncrementalMismatches": stats["kiwiMismatches"],
        # false when kiwi's incremental solver aborted or hung on this case, which was then
        # generated again from fresh solves alone
        "kiwiIncremental": incremental,
    }


# --------------------------------------------------------------------------- fixtures


FIXTURE_FORMAT = "kiwi-oracle-fixture/1"
OP_CODES = {"==": "=", "<=": "<", ">=": ">"}
STRENGTH_CODES = {"required": "r", "strong": "s", "medium": "m", "weak": "w"}


def exact_number(x):
    """JSON text for an input number (a coefficient, constant or suggested value): the
    shortest text that reads back as the same double, without a trailing ".0"."""
    if x == int(x) and abs(x) < 1e15:
        return str(int(x))
    return repr(float(x))


def answer_number(x):
    """JSON text for one of kiwi's answers, rounded to 1e-9 (the Swift side compares to
    1e-6, and the answers are already rounded to 12 significant digits)."""
    text = "%.9f" % x
    text = text.rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def fixture_line(case):
    """One case as a compact JSON array:
    [caseSeed, kind, variable count, kiwiIncremental (1/0), kiwiIncrementalMismatches,
     constraints, operations]
    with a constraint ["<op><strength>", constant, var, coefficient, var, coefficient, ...]
    (op "=", "<" or ">"; strength r, s, m or w; the expression is terms + constant, compared
    with 0) and an operation one of ["a", k] (add constraint k), ["a!", k] (add k, which
    kiwi refuses as unsatisfiable), ["r", k] (remove k), ["e", var, strength] (add edit
    variable), ["x", var] (remove edit variable), ["s", var, value] (suggest), ["c", [value
    or null per variable]] (check kiwi's unique optimum) or ["c"] (optimum not unique)."""
    constraints = []
    for spec in case["constraints"]:
        code = OP_CODES[spec["op"]] + STRENGTH_CODES[spec["strength"]]
        parts = ['"%s"' % code, exact_number(spec["constant"])]
        for v, c in spec["terms"]:
            parts += [str(v), exact_number(c)]
        constraints.append("[" + ",".join(parts) + "]")
    operations = []
    for o in case["operations"]:
        op = o["op"]
        if op == "add":
            operations.append('["%s",%d]' % ("a!" if o["unsatisfiable"] else "a", o["constraint"]))
        elif op == "remove":
            operations.append('["r",%d]' % o["constraint"])
        elif op == "addEdit":
            operations.append('["e",%d,"%s"]' % (o["variable"], STRENGTH_CODES[o["strength"]]))
        elif op == "removeEdit":
            operations.append('["x",%d]' % o["variable"])
        elif op == "suggest":
            operations.append('["s",%d,%s]' % (o["variable"], exact_number(o["value"])))
        elif op == "check":
            if o["values"] is None:
                operations.append('["c"]')
            else:
                values = ["null" if x is None else answer_number(x) for x in o["values"]]
                operations.append('["c",[%s]]' % ",".join(values))
        else:
            raise ValueError("unknown operation %r" % op)
    return "[%d,%s,%d,%d,%d,[%s],[%s]]\n" % (
        case["caseSeed"], json.dumps(case["kind"]), len(case["variables"]),
        1 if case["kiwiIncremental"] else 0, case["kiwiIncrementalMismatches"],
        ",".join(constraints), ",".join(operations))


def script_sha256():
    with open(os.path.abspath(__file__), "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def write_fixture(path, seed, count, cases, discarded, attempts):
    """Writes the fixture for --seed/--count to `path` ("-": stdout)."""
    body = "".join(fixture_line(case) for case in cases).encode("utf-8")
    header = {
        "format": FIXTURE_FORMAT,
        "generator": "Scripts/kiwi_oracle.py",
        "scriptSHA256": script_sha256(),
        "kiwisolver": getattr(kiwi, "__version__", "?"),
        "seed": seed,
        "count": count,
        "attempts": attempts,
        "discarded": discarded,
        "systemsSHA256": hashlib.sha256(body).hexdigest(),
    }
    data = (json.dumps(header, sort_keys=True, separators=(",", ":")) + "\n").encode("utf-8") + body
    if path == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
        return
    temporary = path + ".tmp"
    with open(temporary, "wb") as f:
        f.write(data)
    os.replace(temporary, path)


# --------------------------------------------------------------------------- main


KIWI_ERRORS = (
    kiwi.UnsatisfiableConstraint, kiwi.DuplicateConstraint, kiwi.UnknownConstraint,
    kiwi.DuplicateEditVariable, kiwi.UnknownEditVariable, kiwi.BadRequiredStrength, RuntimeError,
)


def attempt(case_seed, incremental=True):
    """Generate one case in this process: {"seed", "case"} or {"seed", "discard"}."""
    try:
        return {"seed": case_seed, "case": generate_case(case_seed, incremental)}
    except Discard as reason:
        return {"seed": case_seed, "discard": str(reason)}
    except KIWI_ERRORS as error:
        if incremental:
            return attempt(case_seed, incremental=False)
        return {"seed": case_seed, "discard": "kiwi raised %s" % type(error).__name__}


def worker_loop():
    """--worker: read "<case seed> <incremental: 1 or 0>" lines from stdin, write one JSON
    result per line."""
    for line in sys.stdin:
        seed, incremental = line.split()
        result = attempt(int(seed), incremental == "1")
        sys.stdout.write(json.dumps(result, separators=(",", ":")) + "\n")
        sys.stdout.flush()


ABORTED = "kiwi aborted the process (a C++ InternalSolverError escaped the binding)"
HUNG = "kiwi did not finish the case within CASE_TIMEOUT seconds (the worker was killed)"
CASE_TIMEOUT = 10.0       # a case normally takes a few milliseconds
WORKER_MEMORY = 2 << 30   # address-space limit of a worker, in bytes


def limit_worker_memory():
    try:
        import resource
        resource.setrlimit(resource.RLIMIT_AS, (WORKER_MEMORY, WORKER_MEMORY))
    except (ImportError, ValueError, OSError):
        pass


class Worker:
    """A child process running worker_loop. kiwisolver 1.5.1 lets some C++ exceptions
    escape ("Dual optimize failed", "The objective is unbounded"), which aborts the
    interpreter, and on rare systems it loops forever while eating memory; running the
    cases in children, with a time limit per case and a memory limit, keeps such a case
    from killing or stalling the run (it is dropped and counted)."""

    def __init__(self):
        self.proc = None
        self.pending = b""
        self.start()

    def start(self):
        self.proc = subprocess.Popen(
            [sys.executable, os.path.abspath(__file__), "--worker"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            preexec_fn=limit_worker_memory if os.name == "posix" else None)
        self.pending = b""

    def submit(self, jobs):
        """Queues (case seed, incremental) jobs."""
        try:
            self.proc.stdin.write("".join("%d %d\n" % (s, i) for s, i in jobs).encode())
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            pass  # the child died; results() notices

    def read_line(self, timeout):
        """The next line from the child, b"" if it died, None if it took too long."""
        deadline = time.monotonic() + timeout
        fd = self.proc.stdout.fileno()
        while b"\n" not in self.pending:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([fd], [], [], remaining)[0]:
                return None
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                return b""
            self.pending += chunk
        line, self.pending = self.pending.split(b"\n", 1)
        return line

    def results(self, seeds):
        """The results for `seeds` (already submitted, incremental), in order. When a case
        kills or stalls the child, the child is restarted and the case is tried once more
        without kiwi's incremental solver."""
        out = []
        jobs = [(s, True) for s in seeds]
        while jobs:
            line = self.read_line(CASE_TIMEOUT)
            if line:
                out.append(json.loads(line))
                jobs.pop(0)
                continue
            self.stop()
            seed, incremental = jobs.pop(0)
            reason = HUNG if line is None else ABORTED
            if incremental:
                jobs.insert(0, (seed, False))
            else:
                out.append({"seed": seed, "discard": reason + ", also without the incremental run"})
            self.start()
            self.submit(jobs)
        return out

    def stop(self):
        self.proc.kill()
        self.proc.wait()
        for stream in (self.proc.stdin, self.proc.stdout):
            try:
                stream.close()
            except OSError:
                pass


def generate(count, seed, workers, chunk=20):
    """The first `count` accepted cases for the master seed, and what was discarded."""
    master = random.Random(seed)
    pool = [Worker() for _ in range(max(1, workers))]
    pending = collections.deque()
    for w in pool:
        seeds = [master.getrandbits(48) for _ in range(chunk)]
        w.submit([(s, True) for s in seeds])
        pending.append((w, seeds))
    cases, discarded, attempts = [], {}, 0
    try:
        while len(cases) < count:
            if attempts > 20 * count + 100:
                sys.stderr.write("kiwi_oracle.py: too many discarded cases: %r\n" % discarded)
                sys.exit(4)
            w, seeds = pending.popleft()
            results = w.results(seeds)
            more = [master.getrandbits(48) for _ in range(chunk)]
            w.submit([(s, True) for s in more])
            pending.append((w, more))
            for result in results:
                if len(cases) >= count:
                    break
                attempts += 1
                if "case" in result:
                    case = result["case"]
                    case["index"] = len(cases)
                    cases.append(case)
                else:
                    entry = discarded.setdefault(result["discard"], {"count": 0, "firstSeeds": []})
                    entry["count"] += 1
                    if len(entry["firstSeeds"]) < 5:
                        entry["firstSeeds"].append(result["seed"])
    finally:
        for w in pool:
            w.stop()
    return cases, discarded, attempts


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=1200, help="number of cases to emit")
    parser.add_argument("--seed", type=int, default=20261122, help="master seed")
    parser.add_argument("--case-seed", type=int, default=None,
                        help="generate only the case with this caseSeed, in this process")
    parser.add_argument("--without-incremental", action="store_true",
                        help="with --case-seed: do not run kiwi's incremental solver alongside")
    parser.add_argument("--workers", type=int, default=min(4, os.cpu_count() or 1),
                        help="child processes generating cases (the output does not depend on it)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--pretty", action="store_true", help="indent the JSON")
    parser.add_argument("--write-fixture", metavar="PATH", default=None,
                        help="write the committed-fixture form of --seed/--count to PATH ('-': stdout)")
    args = parser.parse_args()

    if args.worker:
        worker_loop()
        return
    if args.case_seed is not None:
        result = attempt(args.case_seed, incremental=not args.without_incremental)
        cases = [result["case"]] if "case" in result else []
        discarded = {} if cases else {result["discard"]: {"count": 1, "firstSeeds": [args.case_seed]}}
        attempts = 1
    else:
        cases, discarded, attempts = generate(args.count, args.seed, args.workers)
    if args.write_fixture is not None:
        if args.case_seed is not None:
            parser.error("--write-fixture records --seed/--count, not one --case-seed")
        write_fixture(args.write_fixture, args.seed, args.count, cases, discarded, attempts)
        return
    json.dump({
        "generator": "kiwi_oracle.py",
        "kiwisolver": getattr(kiwi, "__version__", "?"),
        "seed": args.seed,
        "count": args.count,
        "attempts": attempts,
        "discarded": discarded,
        "cases": cases,
    }, sys.stdout, indent=1 if args.pretty else None, separators=None if args.pretty else (",", ":"))
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
