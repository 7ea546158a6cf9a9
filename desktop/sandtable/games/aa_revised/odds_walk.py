"""The float walk's two whole-row shortcuts of Revised's exact odds (`odds_exact.solve`), kept apart
for size: a row of the walk solved at once when every round from it is one main fire (`RowWalk`),
and the attacker's chance to win from each pair of forces, for a retreat below a threshold
(`win_values`, a backward pass). No Qt.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from sandtable.games.aa_revised.odds_exact import IDX, SUB, Battle, Cfg, present


def _dists(bt: Battle, who: str, states: list[Cfg], subs: bool) -> tuple[Any, Any]:
    """Each force's own volley (rounds after the first) as rows of P(k hits), zero-padded, and their
    lengths; a force that does not fire scores no hit for sure."""
    rows = [bt.hits(who, c, False, subs) or [1.0] for c in states]
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


class Tables:
    """The float walk's per-force tables (rounds after the first): each force's volleys, main and
    submarine, and the forces it becomes after k hits of either. One round from any pair is then a
    few array operations (`joint`) instead of a mixture of products walked in Python."""

    def __init__(self, bt: Battle, A: list[Cfg], D: list[Cfg], ia: dict[Cfg, int],
                 id_: dict[Cfg, int]) -> None:
        s = bt.setup
        self.nA, self.nD = len(A), len(D)
        self.a_main, self.a_main_len = _dists(bt, "att", A, False)
        self.d_main, self.d_main_len = _dists(bt, "def", D, False)
        self.a_main_ids = _ids(bt, A, ia, "any", s.att_order, self.d_main.shape[1])
        self.d_main_ids = _ids(bt, D, id_, "any", s.def_order, self.a_main.shape[1])
        if bt.sea:
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

    def joint(self, i: int, j: int) -> Any:
        """P(attacker ends the round as A[i + r], defender as D[c]) from (A[i], D[j]): rows from i on.

        The submarines fire first (k1 hits on the attacker, k2 on the defender, independent); a side
        with a destroyer keeps its sunk ships firing in the main fire (marked), else they are gone;
        then the main fire from what fires, onto what the submarines left."""
        nA, nD = self.nA, self.nD
        l1, l2 = int(self.d_sub_len[j]), int(self.a_sub_len[i])
        x, y = self.a_sub_ids[i, :l1], self.d_sub_ids[j, :l2]  # after the submarines' hits
        fa = np.full(l1, i) if self.a_dd[i] else x  # who fires in the main fire
        fd = np.full(l2, j) if self.d_dd[j] else y
        l3, l4 = int(self.d_main_len[fd].max()), int(self.a_main_len[fa].max())
        c = np.arange(l1 * l2).reshape(l1, l2, 1)
        at = (c * nA + self.a_main_ids[x, :l3][:, None, :]).ravel()
        wa = np.broadcast_to(self.d_main[fd, :l3][None, :, :], (l1, l2, l3)).ravel()
        u = np.bincount(at, wa, l1 * l2 * nA).reshape(l1 * l2, nA)
        dt = (c * nD + self.d_main_ids[y, :l4][None, :, :]).ravel()
        wd = np.broadcast_to(self.a_main[fa, :l4][:, None, :], (l1, l2, l4)).ravel()
        v = np.bincount(dt, wd, l1 * l2 * nD).reshape(l1 * l2, nD)
        w = np.multiply.outer(self.d_sub[j, :l1], self.a_sub[i, :l2]).ravel()
        return (u[:, i:] * w[:, None]).T @ v


# outcome codes of a pair at the end of a round (0: the combat goes on)
ENDS = ("", "attacker_wins", "defender_wins", "both_gone", "stalemate", "retreat")


class RowWalk:
    """Rows of the float walk (one attacker force, every defender force) at once, a whole level of
    them (the attacker forces with the same hit points, which never feed one another) in one go,
    when every round from them is one main fire: the moves within a row (the attacker unhit) are a
    triangular system per row, solved together; the mass leaving the rows one batched product.
    Rows where a submarine fires or the defender's submarines may dive go pair by pair."""

    def __init__(self, bt: Battle, A: list[Cfg], D: list[Cfg], tables: Tables, grid: Any,
                 value: Any) -> None:
        self.bt, self.A, self.D, self.t, self.grid, self.value = bt, A, D, tables, grid, value
        info = np.array([bt.info("def", d) for d in D], dtype=bool).reshape(len(D), 4)
        self.here, self.main, self.subs, self.ships = info.T
        info = np.array([bt.info("att", a) for a in A], dtype=bool).reshape(len(A), 4)
        self.a_here, self.a_main, self.a_subs, self.a_ships = info.T
        self.dives = bt.setup.defender_submerge and bt.sea and any(d[SUB] for d in D)
        self.held = bool(bt.setup.aa_guns) and not bt.sea  # an AA gun alone holds a territory
        # the first defender force from which no submarine fires: rows starting there are fast
        subs = np.flatnonzero(self.subs)
        self.no_subs_from = int(subs[-1]) + 1 if subs.size else 0
        nD = len(D)
        self.flat = np.arange(nD)[:, None] * nD + tables.d_main_ids  # (j, k) -> j * nD + target

    def codes(self, rows: Any) -> Any:
        """How each pair (A[i], D[j]) of the rows ends at the end of a round (`ENDS`: `Battle.status`
        and the retreat threshold), one row per attacker force."""
        here_a, main_a = self.a_here[rows, None], self.a_main[rows, None]
        subs_a, ships_a = self.a_subs[rows, None], self.a_ships[rows, None]
        stuck = ~(main_a | self.main | subs_a & self.ships | self.subs & ships_a)
        out = np.where(self.here, np.where(stuck, 4, 0), 1)
        out = np.where(here_a, out, np.where(self.here | self.held, 2, 3))
        if self.value is not None:
            out[(out == 0) & (self.value[rows] < self.bt.setup.retreat_below)] = 5
        return out

    def fast(self, level: range, end: Any) -> list[int]:
        """Walks the rows of `level` it can; returns the others, for the pair-by-pair walk."""
        t, grid, nA, nD = self.t, self.grid, self.t.nA, self.t.nD
        rows, j0, slow = [], nD, []
        for i in level:
            nz = np.flatnonzero(grid[i])
            if not nz.size:
                continue
            if self.a_subs[i] or nz[0] < self.no_subs_from or self.dives and not t.a_dd[i]:
                slow.append(i)  # submarines fire, or a dive moves the defender within the row
                continue
            rows.append(i)
            j0 = min(j0, int(nz[0]))
        if not rows:
            return slow
        R, r, n = np.array(rows), len(rows), nD - j0
        code = self.codes(R)[:, j0:]
        dist_a = t.a_main[R]  # (r, wa): the attacker's dice, row by row
        wa = dist_a.shape[1]
        # pd[r, j, j']: P(D[j] -> D[j']) under row r's fire (hits beyond the last unit are lost)
        flat = (np.arange(r)[:, None, None] * (n * nD) + (self.flat[j0:, :wa] - j0 * nD)[None]).ravel()
        weights = np.empty((r, n, wa))
        weights[...] = dist_a[:, None, :]
        pd = np.bincount(flat, weights.ravel(), r * n * nD).reshape(r, n, nD)
        stay = t.d_main[j0:, 0]  # the attacker unhit: it stays in its row
        z = stay[None, :, None] * pd[:, :, j0:]
        ps = z[:, np.arange(n), np.arange(n)]
        code = np.where((code == 0) & (ps >= 1.0), 4, code)  # nobody can be hit after all
        live = code == 0
        z[:, np.arange(n), np.arange(n)] = 0.0
        z[~live] = 0.0
        system = -z.transpose(0, 2, 1)
        system[:, np.arange(n), np.arange(n)] = np.where(live, 1.0 - ps, 1.0)
        m = np.linalg.solve(system, grid[R, j0:][:, :, None])[:, :, 0]  # live: what each round
        grid[R] = 0.0  # leaves with; else what ends there
        for ri, k in zip(*np.nonzero(~live & (m > 0)), strict=True):
            end(ENDS[code[ri, k]], self.A[rows[ri]], self.D[j0 + k], float(m[ri, k]))
        flow = np.where(live, m, 0.0)
        # the mass leaving row r after k >= 1 hits on the attacker, to A[a_main_ids[r, k]]
        out = np.matmul((flow[:, :, None] * t.d_main[None, j0:, 1:]).transpose(0, 2, 1), pd)
        to = t.a_main_ids[R, 1:]
        grid += np.bincount((to[:, :, None] * nD + np.arange(nD)).ravel(), out.ravel(),
                            nA * nD).reshape(nA, nD)
        return slow


def win_values(bt: Battle, A: list[Cfg], D: list[Cfg], ia: dict[Cfg, int], id_: dict[Cfg, int]) -> Any:
    """The attacker's chance to win by pressing on from each pair, retreating where it falls below
    the policy's threshold (a backward pass, successors first)."""
    x = bt.setup.retreat_below
    V = np.zeros((len(A), len(D)))
    B = np.zeros((len(A), len(D)))  # value at the end of a round, the decisions taken
    for i in range(len(A) - 1, -1, -1):
        for j in range(len(D) - 1, -1, -1):
            a, d = A[i], D[j]
            st = bt.status(a, d)
            if st:
                B[i, j] = V[i, j] = 1.0 if st == "attacker_wins" else 0.0
                continue
            d2 = bt.submerge(a, d)
            if not present(d2):
                B[i, j] = V[i, j] = 1.0
                continue
            if d2 != d:
                B[i, j], V[i, j] = B[i, id_[d2]], V[i, id_[d2]]
                continue
            total = p_self = 0.0
            for w, da, dd in bt.round(a, d, False):
                xa = np.fromiter((ia[c] for c, _ in da), int, len(da))
                xd = np.fromiter((id_[c] for c, _ in dd), int, len(dd))
                pa = np.array([float(p) for _, p in da])
                pd = np.array([float(p) for _, p in dd])
                total += float(w) * float(pa @ B[np.ix_(xa, xd)] @ pd)
                p_self += float(w) * float(dict(da).get(a, 0)) * float(dict(dd).get(d, 0))
            v = total / (1.0 - p_self) if p_self < 1.0 else 0.0
            V[i, j] = v
            B[i, j] = 0.0 if v < x else v
    return V
