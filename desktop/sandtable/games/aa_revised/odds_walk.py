"""The walks of Revised's exact odds over the chain `odds_exact` builds: in floats many pairs of
forces at once (`walk`), in Fractions pair by pair (`walk_pairs`). No Qt.

Every force either side can be reduced to is an index (A for the attacker, D for the defender, most
hit points first), and the mass of the battle a grid over (A, D) pairs at the end of a round.
`Tables` holds, per force, its volleys (main fire, submarines) and the forces it becomes after k
hits, so that one round from many pairs at once is a few array operations (`Tables.push`). Two
orders visit every pair after all its predecessors:

- a land battle, or a sea battle without submarines, a *level* at a time (`RowWalk`: attacker
  forces with equal hit points never feed one another), every round being one main fire: the moves
  within a row (the attacker unhit) are a triangular system per row;
- a sea battle with submarines, an *anti-diagonal* at a time (`walk_diagonals`: pairs with the same
  total of hit points; every round that changes a pair takes at least one hit point off it), each
  pair's "nobody hit" self-loop divided out.

`win_values` is the attacker's chance to win from each pair for a retreat below a threshold, a
backward pass over the anti-diagonals.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from sandtable.games.aa_revised.odds_exact import (
    IDX,
    PRUNE,
    ZERO,
    Battle,
    Cfg,
    falls_below,
    hit_points,
    present,
)

# outcome codes of a pair at the end of a round (0: the combat goes on)
ENDS = ("", "attacker_wins", "defender_wins", "both_gone", "stalemate", "retreat")


# OpenBLAS runs a matrix product of more multiply-adds than about a million on every thread it
# has; on a busy machine that costs several times the product itself. Long products go in slices.
MNK = 250_000


def _atb(a: Any, b: Any) -> Any:
    """a.T @ b, summed over slices of the shared dimension (one product when the slices would be
    so thin and many that their calls cost more than the threads)."""
    step = max(1, MNK // max(1, a.shape[1] * b.shape[1]))
    if a.shape[0] > 32 * step:
        return a.T @ b
    out = a[:step].T @ b[:step]
    for k in range(step, a.shape[0], step):
        out += a[k: k + step].T @ b[k: k + step]
    return out


def _ab(a: Any, b: Any) -> Any:
    """a @ b, a slice of a's rows at a time."""
    step = max(1, MNK // max(1, a.shape[1] * b.shape[1]))
    if a.shape[0] <= step or a.shape[0] > 32 * step:
        return a @ b
    return np.concatenate([a[k: k + step] @ b for k in range(0, a.shape[0], step)])


def _dists(bt: Battle, who: str, states: list[Cfg], subs: bool) -> tuple[Any, Any]:
    """Each force's own volley (rounds after the first) as rows of P(k hits), zero-padded, and their
    lengths; a force that does not fire scores no hit for sure."""
    rows = [bt.hits(who, c, False, subs) or [1.0] for c in states[::-1]][::-1]  # smallest first
    lens = np.array([len(r) for r in rows])
    out = np.zeros((len(rows), int(lens.max())))
    for n, r in enumerate(rows):
        out[n, : len(r)] = r
    return out, lens


def _ids(bt: Battle, states: list[Cfg], index: dict[Cfg, int], filt: str, order: tuple[str, ...],
         width: int) -> Any:
    """ids[n, k]: the force `states[n]` becomes after k hits of `filt` (hits beyond its last unit
    are lost: the row ends on its last force). Successors come later in `states`: one pass back."""
    rows: list[list[int]] = [[]] * len(states)
    for n in range(len(states) - 1, -1, -1):
        nxt = bt.lose(states[n], filt, order)
        rows[n] = [n] + (rows[index[nxt[0]]][: width - 1] if nxt else [n] * (width - 1))
    return np.array(rows, dtype=np.intp).reshape(len(states), width)


class Parts:
    """Rows r of a round's mixture (`Tables.parts`): the attacker's end forces u_r over A[i0:] as
    indices and weights (several may share an index), the defender's v_r over D alike. Products of
    many rows go dense (matrix products) when the forces are few, else entry by entry: a dense row
    of a large battle is hundreds of forces wide, its few dozen entries the rest zeros."""

    def __init__(self, ui: Any, uw: Any, vi: Any, vw: Any, wA: int, nD: int) -> None:
        self.ui, self.uw, self.vi, self.vw, self.wA, self.nD = ui, uw, vi, vw, wA, nD
        self.sparse = 16 * ui.shape[1] * vi.shape[1] < wA * nD

    def dense(self) -> tuple[Any, Any]:
        n = len(self.ui)
        rows = np.arange(n)[:, None]
        u = np.bincount((rows * self.wA + self.ui).ravel(), self.uw.ravel(), n * self.wA)
        v = np.bincount((rows * self.nD + self.vi).ravel(), self.vw.ravel(), n * self.nD)
        return u.reshape(n, self.wA), v.reshape(n, self.nD)

    def at(self, a: Any, d: Any) -> Any:
        """u_r[a_r] * v_r[d_r] for every row."""
        u = (self.uw * (self.ui == a[:, None])).sum(axis=1)
        return u * (self.vw * (self.vi == d[:, None])).sum(axis=1)

    def outer(self, s: Any) -> Any:
        """Sum over rows of s_r u_r (x) v_r, a (wA, nD) grid."""
        if self.sparse:
            cells = self.ui[:, :, None] * self.nD + self.vi[:, None, :]
            mass = (self.uw * s[:, None])[:, :, None] * self.vw[:, None, :]
            return np.bincount(cells.ravel(), mass.ravel(), self.wA * self.nD).reshape(self.wA, self.nD)
        u, v = self.dense()
        return _atb(u * s[:, None], v)

    def read(self, B: Any) -> Any:
        """u_r B v_r for every row (B over A[i0:] x D)."""
        if self.sparse:
            return (self.uw[:, :, None] * B[self.ui[:, :, None], self.vi[:, None, :]] *
                    self.vw[:, None, :]).sum(axis=(1, 2))
        u, v = self.dense()
        return (_ab(u, B) * v).sum(axis=1)


class Tables:
    """The walk's per-force tables (rounds after the first): each force's volleys, main and
    submarine, the forces it becomes after k hits of either, how a pair's round ends, where a
    defender's submarines dive to."""

    def __init__(self, bt: Battle, A: list[Cfg], D: list[Cfg], ia: dict[Cfg, int],
                 id_: dict[Cfg, int], value: Any = None) -> None:
        s = bt.setup
        self.A, self.D, self.value, self.below = A, D, value, s.retreat_below
        self.nA, self.nD = len(A), len(D)
        self.a_main, self.a_main_len = _dists(bt, "att", A, False)
        self.d_main, self.d_main_len = _dists(bt, "def", D, False)
        self.a_main_ids = _ids(bt, A, ia, "any", s.att_order, self.d_main.shape[1])
        self.d_main_ids = _ids(bt, D, id_, "any", s.def_order, self.a_main.shape[1])
        self.subs = any(bt.info("att", c)[2] for c in A) or any(bt.info("def", c)[2] for c in D)
        if self.subs:
            self.a_sub, self.a_sub_len = _dists(bt, "att", A, True)
            self.d_sub, self.d_sub_len = _dists(bt, "def", D, True)
            self.a_sub_ids = _ids(bt, A, ia, "naval", s.att_order, self.d_sub.shape[1])
            self.d_sub_ids = _ids(bt, D, id_, "naval", s.def_order, self.a_sub.shape[1])
        else:  # no submarine step: one "nobody hit" outcome
            self.a_sub, self.d_sub = np.ones((self.nA, 1)), np.ones((self.nD, 1))
            self.a_sub_len, self.d_sub_len = np.ones(self.nA, int), np.ones(self.nD, int)
            self.a_sub_ids, self.d_sub_ids = np.arange(self.nA)[:, None], np.arange(self.nD)[:, None]
        dd = IDX["destroyer"]
        self.a_dd = np.array([c[dd] > 0 for c in A])
        self.d_dd = np.array([c[dd] > 0 for c in D])
        # (present, fires in the main fire, has submarines firing, has ships a submarine may hit)
        self.a_info = np.array([bt.info("att", c) for c in A], dtype=bool).reshape(self.nA, 4).T
        self.d_info = np.array([bt.info("def", c) for c in D], dtype=bool).reshape(self.nD, 4).T
        self.held = bool(s.aa_guns) and not bt.sea  # an AA gun alone holds a territory
        self.hp_a = np.array([hit_points(c) for c in A])
        self.hp_d = np.array([hit_points(c) for c in D])
        # where the defender's submarines dive to when no attacking destroyer is there (-1: none)
        dives = [bt.submerge(ZERO, d) for d in D]
        self.dive_to = np.array([id_[d2] if d2 != d else -1 for d, d2 in zip(D, dives, strict=True)])
        self.d_present = np.array([present(d) for d in D])
        self.kind, self.table = self._code_table()

    def _code_table(self) -> tuple[Any, Any]:
        """How a pair ends depends on the attacker's four facts (`a_info`) and the defender: the
        table by the 16 kinds of attacker, and each attacker force's kind."""
        kind = (self.a_info * np.array([[1], [2], [4], [8]])).sum(axis=0)
        here_a, main_a, subs_a, ships_a = (((np.arange(16) >> b) & 1).astype(bool)[:, None] for b in range(4))
        here, main, subs, ships = self.d_info
        stuck = ~(main_a | main | subs_a & ships | subs & ships_a)
        out = np.where(here, np.where(stuck, 4, 0), 1)
        return kind, np.where(here_a, out, np.where(here | self.held, 2, 3))

    def codes(self, I: Any, J: Any) -> Any:
        """How each pair (A[I], D[J]) ends at the end of a round (`ENDS`: `Battle.status` and the
        retreat threshold); I and J broadcast."""
        out = self.table[self.kind[I], J]
        if self.value is not None:
            out = np.where((out == 0) & falls_below(self.value[I, J], self.below), 5, out)
        return out

    def ends(self, code: Any, I: Any, J: Any, m: Any, end: Any) -> None:
        """`end` for every pair whose code is not 0 (plain numbers, read once)."""
        idx = np.flatnonzero(code)
        for c, i, j, p in zip(code[idx].tolist(), I[idx].tolist(), J[idx].tolist(), m[idx].tolist(),
                              strict=True):
            end(ENDS[c], self.A[i], self.D[j], p)

    def parts(self, I: Any, J: Any) -> tuple[int, Any, Parts]:
        """One round from each pair (A[I[p]], D[J[p]]) as a mixture over the submarines' outcomes
        (k1 hits on the attacker, k2 on the defender, independent): weights w[p, c] and, for each
        (p, c), the attacker's end force (u, over A[i0:], i0 the batch's first row) and the
        defender's (v, over D) after the main fire, which are independent given c. A side with a
        destroyer keeps its sunk ships firing in the main fire (marked), else they are gone; the
        main fire hits what the submarines left. When every defender of the batch keeps firing, the
        attacker's end does not depend on k2, so c is k1 alone and v sums over k2 (and the other way
        round): far fewer mixture terms. The batch is one of `kinds`."""
        nD, P, i0 = self.nD, len(I), int(I.min())
        l1, l2 = int(self.d_sub_len[J].max()), int(self.a_sub_len[I].max())
        x, y = self.a_sub_ids[I, :l1], self.d_sub_ids[J, :l2]  # after the submarines' hits
        p1, p2 = self.d_sub[J, :l1], self.a_sub[I, :l2]
        fa = np.where(self.a_dd[I, None], I[:, None], x)  # who fires in the main fire
        fd = np.where(self.d_dd[J, None], J[:, None], y)
        l3, l4 = int(self.d_main_len[fd].max()), int(self.a_main_len[fa].max())
        ta = (self.a_main_ids[x, :l3] - i0)[:, :, None, :]  # (P, l1, 1, l3): after k1, then k3 hits
        pa = self.d_main[fd, :l3][:, None, :, :]  # (P, 1, l2, l3): P(k3 | k2)
        td = self.d_main_ids[y, :l4][:, None, :, :]  # (P, 1, l2, l4): after k2, then k4 hits
        pd = self.a_main[fa, :l4][:, :, None, :]  # (P, l1, 1, l4): P(k4 | k1)
        full = (P, l1, l2)
        if self.d_dd[J].all():  # c = k1: u from any k2 (the first), v summed over k2
            w, n = p1, P * l1
            u = ta[:, :, 0], np.broadcast_to(pa[:, :, 0], (P, l1, l3))
            v = np.broadcast_to(td, full + (l4,)), pd * p2[:, None, :, None]
        elif self.a_dd[I].all():  # c = k2: v from any k1, u summed over k1
            w, n = p2, P * l2
            u = (np.broadcast_to(ta, full + (l3,)).transpose(0, 2, 1, 3),
                 (pa * p1[:, :, None, None]).transpose(0, 2, 1, 3))
            v = td[:, 0], np.broadcast_to(pd[:, 0], (P, l2, l4))
        else:  # c = (k1, k2)
            w, n = (p1[:, :, None] * p2[:, None, :]).reshape(P, l1 * l2), P * l1 * l2
            u = np.broadcast_to(ta, full + (l3,)), np.broadcast_to(pa, full + (l3,))
            v = np.broadcast_to(td, full + (l4,)), np.broadcast_to(pd, full + (l4,))
        return i0, w, Parts(*(np.reshape(a, (n, -1)) for a in (*u, *v)), self.nA - i0, nD)

    def kinds(self, I: Any, J: Any) -> list[Any]:
        """The batch split for `parts`: pairs without submarines; with them, where the defender has
        a destroyer, where only the attacker has one, where neither has."""
        simple = (self.a_sub_len[I] == 1) & (self.d_sub_len[J] == 1)
        dd, ad = self.d_dd[J], self.a_dd[I]
        return [sel for sel in (simple, ~simple & dd, ~simple & ~dd & ad, ~simple & ~dd & ~ad) if sel.any()]

    def push(self, grid: Any, I: Any, J: Any, m: Any, loop: bool) -> Any:
        """One round from each pair with mass m[p] into `grid`; with `loop` the self-loop divided
        out (pairs nobody can leave are returned, their mass not pushed). No pair of the batch may
        reach another (one level, one anti-diagonal)."""
        stuck = np.zeros(len(I), dtype=bool)
        for sel in self.kinds(I, J):
            Is, Js, ms = I[sel], J[sel], m[sel]
            i0, w, parts = self.parts(Is, Js)
            P, C = w.shape
            if loop:
                ps = (w * parts.at(np.repeat(Is - i0, C), np.repeat(Js, C)).reshape(P, C)).sum(axis=1)
                stuck[sel] = ps >= 1.0
                ms = np.where(ps >= 1.0, 0.0, ms / np.where(ps >= 1.0, 1.0, 1.0 - ps))
            grid[i0:] += parts.outer((w * ms[:, None]).reshape(P * C))
        if loop:
            grid[I, J] = 0.0
        return stuck

    def settle(self, I: Any, J: Any, m: Any, end: Any, retreat: bool) -> tuple[Any, Any, Any, Any]:
        """The end of a round for pairs with mass m: those that end go to `end` (with `retreat`, every
        one that would fight on retreats), the defender's submarines dive (`Battle.submerge`). The
        pairs that fight on are returned, a dived one with its new defender, and which dived."""
        code = self.codes(I, J)
        if retreat:
            code = np.where(code == 0, 5, code)
        self.ends(code, I, J, m, end)
        live = code == 0
        I, J, m = I[live], J[live], m[live]
        dived = (self.dive_to[J] >= 0) & ~self.a_dd[I]
        if dived.any():
            J = np.where(dived, self.dive_to[J], J)
            gone = ~self.d_present[J]  # nothing left once the submarines are down
            self.ends(gone.astype(int), I, J, m, end)  # code 1: attacker_wins
            I, J, m, dived = I[~gone], J[~gone], m[~gone], dived[~gone]
        return I, J, m, dived


class RowWalk:
    """Rows of the walk (one attacker force, every defender force), a whole level of them at once,
    when no submarine fires: each round one main fire, the moves within a row (the attacker unhit)
    a triangular system per row, solved together; the mass leaving the rows one batched product."""

    def __init__(self, t: Tables, grid: Any) -> None:
        self.t, self.grid = t, grid
        nD = t.nD
        self.flat = np.arange(nD)[:, None] * nD + t.d_main_ids  # (j, k) -> j * nD + target

    def fast(self, level: range, end: Any) -> None:
        t, grid, nA, nD = self.t, self.grid, self.t.nA, self.t.nD
        block = grid[level.start: level.stop]
        rows = np.flatnonzero(block.any(axis=1))
        if not rows.size:
            return
        j0 = int(np.flatnonzero(block[rows].any(axis=0))[0])
        R = rows + level.start
        r, n = len(R), nD - j0
        code = t.codes(R[:, None], np.arange(j0, nD)[None, :])
        dist_a = t.a_main[R]  # (r, wa): the attacker's dice, row by row
        wa = dist_a.shape[1]
        # pd[r, j, j']: P(D[j] -> D[j']) under row r's fire (hits beyond the last unit are lost)
        flat = (np.arange(r)[:, None, None] * (n * nD) + (self.flat[j0:, :wa] - j0 * nD)[None]).ravel()
        weights = np.empty((r, n, wa))
        weights[...] = dist_a[:, None, :]
        pd = np.bincount(flat, weights.ravel(), r * n * nD).reshape(r, n, nD)
        stay = t.d_main[j0:, 0]  # the attacker unhit: it stays in its row
        z = stay[None, :, None] * pd[:, :, j0:]
        diag = np.arange(n)
        ps = z[:, diag, diag]
        code = np.where((code == 0) & (ps >= 1.0), 4, code)  # nobody can be hit after all
        live = code == 0
        z[:, diag, diag] = 0.0
        z[~live] = 0.0
        system = -z.transpose(0, 2, 1)
        system[:, diag, diag] = np.where(live, 1.0 - ps, 1.0)
        m = np.linalg.solve(system, grid[R, j0:][:, :, None])[:, :, 0]  # live: what each round
        grid[R] = 0.0  # leaves with; else what ends there
        ended = np.where(live | (m <= 0), 0, code)
        t.ends(ended.ravel(), np.repeat(R, n), np.tile(np.arange(j0, nD), r), m.ravel(), end)
        if level.stop == nA:
            return  # the last level: attackers with nothing left, every pair ended
        flow = np.where(live, m, 0.0)
        # the mass leaving row r after k >= 1 hits on the attacker, to A[a_main_ids[r, k]], a row
        # of a later level
        out = np.matmul((flow[:, :, None] * t.d_main[None, j0:, 1:]).transpose(0, 2, 1), pd)
        to = np.maximum(t.a_main_ids[R, 1:] - level.stop, 0)  # an attacker with nothing left: no flow
        grid[level.stop:] += np.bincount((to[:, :, None] * nD + np.arange(nD)).ravel(), out.ravel(),
                                         (nA - level.stop) * nD).reshape(nA - level.stop, nD)


def _diagonals(t: Tables, reverse: bool) -> list[Any]:
    """The pairs (flat indices) grouped by their total of hit points, most first (or last)."""
    sums = (t.hp_a[:, None] + t.hp_d[None, :]).ravel()
    order = np.argsort(sums if reverse else -sums, kind="stable")
    cuts = np.flatnonzero(np.diff(sums[order])) + 1
    return np.split(order, cuts)


def walk_diagonals(t: Tables, grid: Any, end: Any) -> float:
    """Every pair once, an anti-diagonal at a time; returns the mass dropped (pairs under PRUNE)."""
    dropped = 0.0
    flat = grid.reshape(-1)
    for cells in _diagonals(t, False):
        m = flat[cells]
        cells, m = cells[m != 0], m[m != 0]
        if not cells.size:
            continue
        flat[cells] = 0.0
        small = m < PRUNE
        if small.any():
            dropped += float(m[small].sum())
            cells, m = cells[~small], m[~small]
        I, J, m, dived = t.settle(*np.divmod(cells, t.nD), m, end, False)
        if dived.any():  # a new pair with fewer hit points, its round's end seen again there
            np.add.at(grid, (I[dived], J[dived]), m[dived])
            I, J, m = I[~dived], J[~dived], m[~dived]
        stuck = t.push(grid, I, J, m, True)
        t.ends(stuck * 4, I, J, m, end)  # code 4: stalemate
    return dropped


def walk(bt: Battle, A: list[Cfg], D: list[Cfg], ia: dict[Cfg, int], id_: dict[Cfg, int], grid: Any,
         end: Any) -> float:
    """The float walk from the grid at the end of round 1; returns the mass dropped."""
    s = bt.setup
    t = Tables(bt, A, D, ia, id_)
    if s.retreat == "below":
        t.value = win_values(bt, A, D, ia, id_, t)
    if s.retreat == "after":
        for fought in range(1, max(1, s.retreat_round) + 1):
            I, J = np.nonzero(grid)
            I, J, m, _ = t.settle(I, J, grid[I, J], end, fought >= s.retreat_round)
            grid = np.zeros_like(grid)
            if I.size:
                t.push(grid, I, J, m, False)
        return 0.0
    if t.subs:
        return walk_diagonals(t, grid, end)
    rows = RowWalk(t, grid)
    cuts = [0, *(np.flatnonzero(np.diff(t.hp_a)) + 1), len(A)]
    for lo, hi in zip(cuts, cuts[1:], strict=False):
        rows.fast(range(int(lo), int(hi)), end)
    return 0.0


def win_values(bt: Battle, A: list[Cfg], D: list[Cfg], ia: dict[Cfg, int], id_: dict[Cfg, int],
               t: Tables | None = None) -> Any:
    """The attacker's chance to win by pressing on from each pair, retreating where it falls below
    the policy's threshold (a backward pass, an anti-diagonal at a time, fewest hit points first)."""
    if t is None:
        t = Tables(bt, A, D, ia, id_)
    x, nD = bt.setup.retreat_below, len(D)
    V = np.zeros((len(A), nD))
    B = np.zeros((len(A), nD))  # value at the end of a round, the decisions taken
    for cells in _diagonals(t, True):
        I, J = np.divmod(cells, nD)
        code = t.codes(I, J)
        done = code != 0
        B[I[done], J[done]] = V[I[done], J[done]] = (code[done] == 1).astype(float)
        I, J = I[~done], J[~done]
        dived = (t.dive_to[J] >= 0) & ~t.a_dd[I]
        if dived.any():
            I2, J2 = I[dived], t.dive_to[J[dived]]
            gone = ~t.d_present[J2]
            V[I[dived], J[dived]] = np.where(gone, 1.0, V[I2, J2])
            B[I[dived], J[dived]] = np.where(gone, 1.0, B[I2, J2])
            I, J = I[~dived], J[~dived]
        if not I.size:
            continue
        for sel in t.kinds(I, J):
            Is, Js = I[sel], J[sel]
            i0, w, parts = t.parts(Is, Js)
            P, C = w.shape
            total = (w * parts.read(B[i0:]).reshape(P, C)).sum(axis=1)
            ps = (w * parts.at(np.repeat(Is - i0, C), np.repeat(Js, C)).reshape(P, C)).sum(axis=1)
            val = np.where(ps < 1.0, total / np.where(ps < 1.0, 1.0 - ps, 1.0), 0.0)
            V[Is, Js] = val
            B[Is, Js] = np.where(falls_below(val, x), 0.0, val)
    return V


def walk_pairs(bt: Battle, A: list[Cfg], D: list[Cfg], ia: dict[Cfg, int], id_: dict[Cfg, int], grid: Any,
               end: Any) -> None:
    """The walk in Fractions, pair by pair: each round a mixture of products (`Battle.round`), or two
    chains of forces when it is one main fire."""
    setup, one = bt.setup, bt.one
    zero, dtype = one * 0, object
    value = win_values(bt, A, D, ia, id_) if setup.retreat == "below" else None

    def boundary(a: Cfg, d: Cfg, fought: int) -> tuple[str, Cfg]:
        """A pair at the end of a round: how it ended, or "" and the defender after its subs' choice."""
        st = bt.status(a, d)
        if not st and (setup.retreat == "after" and fought >= setup.retreat_round or
                       value is not None and falls_below(value[ia[a], id_[d]], setup.retreat_below)):
            st = "retreat"
        if st:
            return st, d
        d2 = bt.submerge(a, d)
        return ("" if present(d2) else "attacker_wins"), d2

    arrays: dict[tuple[str, Cfg], tuple[Any, Any, Any]] = {}

    def side_arrays(who: str, c: Cfg) -> tuple[Any, Any, Any]:
        """A side's states after 0, 1, 2... main-fire hits (ids), and its own volley's hit
        distribution with its tail sums: the fast path of a round that is one main fire."""
        found = arrays.get((who, c))
        if found is None:
            ids_of, order = (ia, setup.att_order) if who == "att" else (id_, setup.def_order)
            chain = bt.chain((c, ZERO), "any", True, order)
            ids = np.fromiter((ids_of[x[0]] for x in chain), int, len(chain))
            dist = np.array(bt.hits(who, c, False, False) or [one], dtype=dtype)
            found = arrays[(who, c)] = (ids, dist, np.cumsum(dist[::-1])[::-1])
        return found

    def received(ids: Any, dist: Any, tail: Any) -> tuple[Any, Any]:
        n = len(ids)
        if len(dist) <= n:
            return ids[: len(dist)], dist
        p = dist[:n].copy()
        p[n - 1] = tail[n - 1]  # hits beyond the last unit are lost
        return ids, p

    def simple(a: Cfg, d: Cfg) -> bool:
        return not bt.sea or not (bt.info("att", a)[2] or bt.info("def", d)[2])

    def spread(i: int, j: int, m: Any, grid: Any, loop: bool) -> None:
        """One round from (A[i], D[j]) with mass m into the end-of-round `grid` (the self-loop
        divided out)."""
        a, d = A[i], D[j]
        if simple(a, d):
            ids_a, dist_a, tail_a = side_arrays("att", a)
            ids_d, dist_d, tail_d = side_arrays("def", d)
            xa, pa = received(ids_a, dist_d, tail_d)
            xd, pd = received(ids_d, dist_a, tail_a)
            if loop:
                p_self = pa[0] * pd[0]
                if p_self >= one:
                    end("stalemate", a, d, m)
                    return
                m = m / (one - p_self)
            grid[xa[:, None], xd] += np.multiply.outer(pa * m, pd)
            if loop:
                grid[ia[a], id_[d]] = zero
            return
        parts = bt.round(a, d, False)
        if loop:
            p_self = zero
            for w, da, dd in parts:
                stay_a = next((p for c, p in da if c == a), zero)
                p_self += w * stay_a * next((p for c, p in dd if c == d), zero)
            if p_self >= one:
                end("stalemate", a, d, m)
                return
            m = m / (one - p_self)
        for w, da, dd in parts:
            xa = np.fromiter((ia[c] for c, _ in da), int, len(da))
            xd = np.fromiter((id_[c] for c, _ in dd), int, len(dd))
            pa = np.array([p for _, p in da], dtype=dtype) * (m * w)
            pd = np.array([p for _, p in dd], dtype=dtype)
            grid[xa[:, None], xd] += np.multiply.outer(pa, pd)
        if loop:
            grid[ia[a], id_[d]] = zero

    if setup.retreat == "after":
        for fought in range(1, max(1, setup.retreat_round) + 1):
            live = np.zeros_like(grid)
            for i, j in zip(*np.nonzero(grid), strict=True):
                st, d2 = boundary(A[i], D[j], fought)
                if st:
                    end(st, A[i], d2, grid[i, j])
                else:
                    live[i, id_[d2]] += grid[i, j]
            grid = np.zeros_like(grid)
            for i, j in zip(*np.nonzero(live), strict=True):
                spread(i, j, live[i, j], grid, False)
        return
    # never / below: every pair once, in an order where successors come later
    for i in range(len(A)):
        row = grid[i]
        for j in range(len(D)):
            m = row[j]
            if not m:
                continue
            row[j] = zero
            st, d2 = boundary(A[i], D[j], 2)
            if st:
                end(st, A[i], d2, m)
            elif d2 != D[j]:
                grid[i, id_[d2]] += m
            else:
                spread(i, j, m, grid, True)
