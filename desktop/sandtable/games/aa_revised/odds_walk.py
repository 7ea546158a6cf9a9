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


class RowWalk:
    """A whole row of the float walk (one attacker force, every defender force) at once, when every
    round from it is one main fire: the defender's moves under this attacker's fire as a matrix, the
    zero-loss moves within the row as a triangular system, the rest one matrix product."""

    def __init__(self, bt: Battle, A: list[Cfg], D: list[Cfg], side_arrays: Any, grid: Any,
                 value: Any) -> None:
        self.bt, self.A, self.D, self.side, self.grid, self.value = bt, A, D, side_arrays, grid, value
        info = np.array([bt.info("def", d) for d in D], dtype=bool).reshape(len(D), 4)
        self.here, self.main, self.subs, self.ships = info.T
        self.dives = bt.setup.defender_submerge and bt.sea and any(d[SUB] for d in D)
        self.width = len(side_arrays("att", A[0])[1])  # the full force rolls the most dice
        dd = [side_arrays("def", d) for d in D]
        k = np.arange(self.width)
        self.target = np.array([ids[np.minimum(k, len(ids) - 1)] for ids, _, _ in dd])
        wd = max(len(dist) for _, dist, _ in dd)
        self.hd = np.zeros((len(D), wd + 1))
        self.tail = np.zeros((len(D), wd + 1))
        for j, (_, dist, tail) in enumerate(dd):
            self.hd[j, : len(dist)] = dist
            self.tail[j, : len(tail)] = tail

    def fast(self, i: int, end: Any) -> bool:
        row = self.grid[i]
        nz = np.nonzero(row)[0]
        if not len(nz):
            return True
        a, j0, nd = self.A[i], int(nz[0]), len(self.D)
        here_a, main_a, subs_a, ships_a = self.bt.info("att", a)
        if subs_a or self.subs[j0:].any() or self.dives and not a[IDX["destroyer"]]:
            return False  # submarines or a dive: the round is a mixture, pair by pair
        here, sl = self.here[j0:], slice(j0, nd)
        if not here_a:
            held = here | (bool(self.bt.setup.aa_guns) and not self.bt.sea)
            names = np.where(held, "defender_wins", "both_gone")
        else:
            names = np.where(here, "", "attacker_wins")
            stuck = here & ~(main_a | self.main[sl] | self.subs[sl] & ships_a)
            names = np.where(stuck, "stalemate", names)
            if self.value is not None:
                names = np.where((names == "") & (self.value[i, sl] < self.bt.setup.retreat_below),
                                 "retreat", names)
        live = names == ""
        ids_a, dist_a, _ = self.side("att", a)
        n, la = nd - j0, len(ids_a)
        tg = self.target[j0:, : len(dist_a)]
        flat = (np.arange(n)[:, None] * nd + tg).ravel()
        pd = np.bincount(flat, weights=np.tile(dist_a, n), minlength=n * nd).reshape(n, nd)
        if la - 1 < self.hd.shape[1]:
            pa = np.concatenate([self.hd[j0:, : la - 1], self.tail[j0:, la - 1: la]], axis=1)
        else:
            pa = np.zeros((n, la))
            pa[:, : self.hd.shape[1]] = self.hd[j0:]
        stay = pa[:, 0]
        ps = stay * pd[np.arange(n), np.arange(j0, nd)]
        z = stay[:, None] * pd[:, j0:]
        np.fill_diagonal(z, 0.0)
        z[~live, :] = 0.0
        system = np.diag(np.where(live, 1.0 - ps, 1.0)) - z.T
        m = np.linalg.solve(system, row[j0:])  # live: the mass each round leaves with; else what ends
        row[:] = 0.0
        for k in np.nonzero(~live & (m > 0))[0]:
            end(str(names[k]), a, self.D[j0 + k], float(m[k]))
        flow = np.where(live, m, 0.0)
        if la > 1:
            self.grid[ids_a[1:], :] += (pa[:, 1:] * flow[:, None]).T @ pd
        return True


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
