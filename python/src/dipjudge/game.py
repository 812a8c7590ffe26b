"""``Game``: a game of Diplomacy with the calls and names of MILA's ``diplomacy.Game``, adjudicated by this library.

Differences from MILA's engine, where a MILA program could notice them:

* ``set_orders`` refuses what MILA's engine refuses (an order for a unit the power does not have, an order not among
  the unit's possible orders, text that names no order) and, like MILA with its default rules, sets the others and
  goes on; the refused orders and why are in ``game.error`` (MILA keeps its error codes there). ``strict=True``
  raises ``ValueError`` instead.
* Adjudication follows the rulebook given (default ``2000``, the preset whose convoy rules agree with MILA's engine);
  where MILA's engine has a documented error, this library's rules hold.
* ``get_state()``'s ``influence`` follows the moves and retreats of the game's phases from the first position's
  units (or from the ``influence`` that ``set_state`` gave; MILA keeps its earlier lists when a state has none), each
  province named without its coast and given to one power (MILA appends a retreat's coast, ``STP/NC``, and leaves
  the province to the power that had it). ``civil_disorder`` is MILA's flag as its ``get_state()`` shows it between
  phases: as ``set_state`` gave it, cleared for a power that sets orders and for every power once a phase is
  processed.
* MILA's server-side keywords (``deadline``, ``registration_password``, ...) are accepted and ignored; MILA's rule
  flags (``NO_PRESS``, ...) are kept in ``game.rules`` and do not change adjudication.
"""

import json
import time
from collections import namedtuple

import jpype

from . import _jvm
from ._jvm import java_errors

OrderResult = namedtuple("OrderResult", "order outcome reason by")
OrderResult.__doc__ = ("One order's result: the order in MILA's notation, the outcome (``SUCCEEDS``, ``FAILS``, "
                       "``ILLEGAL``, ...), the library's reason (``MOVED``, ``BOUNCED``, ``CUT``, ...) and the "
                       "provinces the reason names.")

Normalized = namedtuple("Normalized", "order reason")
Normalized.__doc__ = ("What ``Game.normalize`` read: ``order`` the legal order in MILA's notation (None when there "
                      "is none) and ``reason`` why the text is no legal order (None when it is one).")

_SEASONS = {"S": "SPRING", "F": "FALL", "W": "WINTER", "A": "AUTUMN", "U": "SUMMER"}
_TYPES = {"M": "MOVEMENT", "R": "RETREATS", "A": "ADJUSTMENTS"}


def _lines(jtext):
    text = str(jtext)
    return text.split("\n") if text else []


def _strs(jarray):
    return [str(s) for s in jarray]


class Power:
    """A power of a game, as MILA's ``Power``: ``name``, ``units``, ``centers``, ``homes``, ``retreats``,
    ``orders``. The lists are the game's as it stands when read."""

    def __init__(self, game, name):
        self.game = game
        self.name = name

    @property
    def units(self):
        return self.game._units(self.name)

    @property
    def centers(self):
        return _strs(self.game._handle.centers(self.name))

    @property
    def homes(self):
        return _strs(self.game._handle.homes(self.name))

    @property
    def retreats(self):
        pairs = _strs(self.game._handle.retreats(self.name))
        return {pairs[i]: pairs[i + 1].split() for i in range(0, len(pairs), 2)}

    @property
    def orders(self):
        return self.game.get_orders(self.name)

    def is_eliminated(self):
        """Whether the power has no units, no centres and no dislodged units."""
        return not self.units and not self.centers and not self.retreats

    def __repr__(self):
        return "Power(%s)" % self.name


class GamePhaseData:
    """One phase of the history, as MILA's ``GamePhaseData``: ``name``, ``state``, ``orders``, ``results``,
    ``messages``; ``to_dict()`` gives the saved-game form."""

    def __init__(self, data):
        self.name = data["name"]
        self.state = data["state"]
        self.orders = data.get("orders", {})
        self.results = data.get("results", {})
        self.messages = data.get("messages", [])

    def to_dict(self):
        return {"name": self.name, "state": self.state, "orders": self.orders, "results": self.results,
                "messages": self.messages}

    def __repr__(self):
        return "GamePhaseData(%s)" % self.name


class Game:
    """A game, MILA's ``Game`` face on this library's adjudicator.

    ``Game(map_name="standard", rules=None, options=None, game_id=None)``: ``map_name`` is MILA's map name or any
    shipped variant (``dipjudge.variants()``); ``rules`` a preset name (``dipjudge.presets()``; default ``2000``)
    or a list of MILA's rule flags, among which a preset name may be; ``options`` the DATC chapter-4 choices,
    ``{"4.D.3": "A"}``. Raises ``ValueError`` for an unknown map, preset or option.

    Not thread-safe: one thread at a time per game.
    """

    @java_errors
    def __init__(self, map_name="standard", rules=None, options=None, game_id=None, _handle=None, **kwargs):
        self.rules = list(rules) if rules is not None and not isinstance(rules, str) else ["NO_PRESS", "POWER_CHOICE"]
        self._rulebook = _jvm.rulebook(rules, options)
        if _handle is None:
            _handle = _jvm.MilaGameHandle.start(str(map_name), self._rulebook)
        self.game_id = game_id if game_id is not None else kwargs.get("id", "") or ""
        self._powers = _strs(_handle.powers())
        self._locations = _strs(_handle.locations())
        self.map_name = str(_handle.mapName())
        self.powers = {name: Power(self, name) for name in self._powers}
        self._use(_handle)

    def _use(self, handle):
        """Makes ``handle`` the Java side of this game (a new game, a state set) and forgets what was kept of the
        last one."""
        self._handle = handle
        self._new_phase(str(handle.phase()))
        self._saved = None  # (version, parsed MILA JSON) of the last export
        self._named_winners = []  # the winners as draw() named them
        self._influence_base = None  # MILA's influence as set_state gave it
        self._civil_disorder = {}  # MILA's civil-disorder flags as set_state gave them, until a phase is processed
        self._advanced = 0  # phases processed through this handle

    def _new_phase(self, phase):
        self._phase = phase
        self._table = None
        self._given = {p: {} for p in self._powers}
        self._ordered = set()  # the powers that set orders this phase without a refusal
        self.error = []

    # ------------------------------------------------------------------------------------------------ the phase
    def get_current_phase(self):
        """The phase's short name, ``S1901M``, or ``COMPLETED`` once the game is over."""
        return self._phase

    @property
    def current_short_phase(self):
        return self._phase

    @property
    def phase(self):
        """The phase's long name, ``SPRING 1901 MOVEMENT``, or ``COMPLETED``."""
        short = self._phase
        if short == "COMPLETED" or len(short) < 6:
            return short
        return "%s %s %s" % (_SEASONS.get(short[0], short[0]), short[1:-1], _TYPES.get(short[-1], short[-1]))

    @property
    def phase_type(self):
        short = self._phase
        return "-" if short == "COMPLETED" else short[-1]

    @property
    def is_game_done(self):
        return self._phase == "COMPLETED"

    @property
    def outcome(self):
        """MILA's outcome: empty while the game goes on, then the last phase's name and the winners (every power of
        a draw)."""
        winners = _strs(self._handle.winners())
        if not winners:
            return []
        if sorted(self._named_winners) == sorted(winners):
            winners = list(self._named_winners)  # MILA keeps the order draw(winners) named them in
        return [str(self._handle.endPhase())] + winners

    # ------------------------------------------------------------------------------------------------ powers
    def get_power(self, power_name):
        """The power named (upper or lower case); ``ValueError`` for an unknown name."""
        key = str(power_name).upper()
        if key not in self.powers:
            raise ValueError("unknown power %r; the powers: %s" % (power_name, ", ".join(self._powers)))
        return self.powers[key]

    def _units(self, power_name):
        s = self._handle
        units = _strs(s.units(power_name))
        pairs = _strs(s.retreats(power_name))
        return units + ["*" + pairs[i] for i in range(0, len(pairs), 2)]

    @java_errors
    def get_units(self, power_name=None):
        """A power's units (``A PAR``; dislodged ones as ``*A PAR``), or every power's when none is named."""
        if power_name is None:
            return {p: self._units(p) for p in self._powers}
        return self._units(self.get_power(power_name).name)

    @java_errors
    def get_centers(self, power_name=None):
        if power_name is None:
            return {p: _strs(self._handle.centers(p)) for p in self._powers}
        return _strs(self._handle.centers(self.get_power(power_name).name))

    def get_orderable_locations(self, power_name=None):
        """The locations where a power has something to order (units, dislodged units, build sites)."""
        orderable = self._table_now().orderable
        if power_name is None:
            return {p: list(locs) for p, locs in orderable.items()}
        name = power_name if power_name in orderable else self.get_power(power_name).name
        return list(orderable[name])

    # ------------------------------------------------------------------------------------------------ orders
    @java_errors
    def _table_now(self):
        """The current phase's table of orders (one Java call a phase; see ``_OrderTable``)."""
        table = self._table
        if table is None:
            table = self._table = _OrderTable(str(self._handle.orderTable(), "utf-8"), self._powers)
        return table

    def get_all_possible_orders(self):
        """Every location of the map to the list of MILA's possible orders there (the same strings MILA's engine
        gives; a unit on a coast is listed under its coast and its province). A new dict each call."""
        return self._table_now().lists(self._locations)

    def legal_orders(self, power_name):
        """A power's legal orders as data: its orderable location -> the orders there, MILA's strings."""
        table = self._table_now()
        return {loc: table.at(loc) for loc in self.get_orderable_locations(power_name)}

    def set_orders(self, power_name, orders, expand=True, replace=True, strict=False):
        """Sets a power's orders (MILA's notation, or English as people write it). Each order replaces the power's
        earlier order for the same unit. An order MILA would refuse is not set; it goes into ``self.error`` with
        the reason, or raises ``ValueError`` when ``strict``. ``ValueError`` for an unknown power.

        Performance: before the phase's possible orders were asked for, the orders written as MILA lists them are
        checked in Java in one call (``MilaGameHandle.checkListed``: no table of the phase's orders is made); once
        the table is here, such an order is checked against it in Python. Any other text costs a call into Java."""
        mine = self._given.get(power_name)
        if mine is None:
            power_name = self.get_power(power_name).name
            mine = self._given[power_name]
        if isinstance(orders, str):
            orders = [orders]
        texts = [order if type(order) is str else str(order) for order in orders]
        decided = None
        if self._table is None and texts:
            joined = "\n".join(texts)
            if "\t" not in joined and joined.count("\n") == len(texts) - 1:
                decided = self._check_listed(power_name, joined)
        refused = None
        table = None
        for i, text in enumerate(texts):
            if decided is not None and decided[i] != "-1":
                mine[text.split(" ", 2)[1].partition("/")[0]] = ("", decided[i], text)
                continue
            if table is None:
                table = self._table or self._table_now()
                owner, slow, raw, body = table.owner, table.slow, table.raw, table.body  # locals: read once per order
            # An order as MILA lists it (what a program that picks among the possible orders gives) is found between
            # tabs in its location's stretch of the table (inline: the common case); another text is tried again
            # normalised (case, spaces), and what is still not found is checked in Java.
            words = text.split(" ", 2)
            if len(words) == 3:
                loc = words[1]
                span = raw.get(loc)
                if span is not None and body.find("\t" + text + "\t", span[0], span[1]) >= 0 and "\t" not in text:
                    province = loc.partition("/")[0]  # (a tab in the text could match across two orders)
                    if owner.get(province) == power_name and not (slow and text in slow):
                        mine[province] = (loc, text, text)
                        continue
            norm = " ".join(text.upper().split())
            if norm != text:
                found = table.find(power_name, norm)
                if found is not None:
                    mine[found[0]] = (found[1], norm, norm)
                    continue
            if not norm and not any(" ".join(str(o).split()) for o in orders):
                continue  # nothing at all given: the power orders nothing
            answer = self._check(power_name, text.replace("\n", " "))
            if len(answer) == 3:
                key, kept, number = answer
                mine["WAIVE%d" % len(mine) if key == "WAIVE" else key] = ("", number, kept)
            else:
                refused = refused or []
                refused.append("%s: %s" % (text, answer[0]))
        if refused:
            self.error.extend(refused)
            if strict:
                raise ValueError("; ".join(refused))
        else:
            self._ordered.add(power_name)

    @java_errors
    def _check_listed(self, power_name, joined):
        return str(self._handle.checkListed(power_name, joined)).split(" ")

    @java_errors
    def _check(self, power_name, text):
        return _strs(self._handle.check(power_name, text))

    def get_orders(self, power_name=None):
        """A power's orders set this phase (MILA's notation), or every power's when none is named."""
        if power_name is None:
            return {p: [v[2] for v in mine.values()] for p, mine in self._given.items()}
        mine = self._given.get(power_name)
        if mine is None:
            mine = self._given[self.get_power(power_name).name]
        return [v[2] for v in mine.values()]

    def clear_orders(self, power_name=None):
        for p in ([self.get_power(power_name).name] if power_name is not None else self._powers):
            self._given[p] = {}

    @java_errors
    def process(self):
        """Adjudicates the phase (powers without orders are in civil disorder) and moves to the next phase with
        something to decide. Returns the processed phase's data (computed when first read).

        Performance: one call into Java, with every power's orders."""
        lines = [p + "\t" + v[0] + "\t" + v[1] for p, mine in self._given.items() for v in mine.values()]
        phase = str(self._handle.advance("\n".join(lines)))
        self._advanced += 1
        self._civil_disorder = {}
        self._new_phase(phase)
        return _LazyPhase(self._handle, self._advanced - 1)

    @java_errors
    def draw(self, winners=None):
        """Ends the game as MILA's ``draw`` does: a draw among ``winners`` (power names), by default among the powers
        that still have units on the board; a single power named wins (the others concede). ``ValueError`` for an
        unknown name, or a power named that has no unit and no centre left (this library's draws are among the
        powers still in the game). Does nothing once the game is over."""
        names = [] if winners is None else [str(w) for w in ([winners] if isinstance(winners, str) else winners)]
        over = self.is_game_done
        self._handle.draw(jpype.JArray(jpype.JString)(names))
        if not over:
            self._named_winners = [n.upper() for n in names]
        self._new_phase(str(self._handle.phase()))
        self._saved = None

    # ------------------------------------------------------------------------------------------------ state
    def _export(self):
        version = (self._handle, self._advanced, self._phase)
        if self._saved is None or self._saved[0] != version:
            self._saved = (version, json.loads(str(self._handle.toMilaJson())))
        return self._saved[1]

    def get_state(self):
        """The current phase's state in MILA's form: ``name``, ``units``, ``retreats``, ``centers``, ``homes``,
        ``builds``, ``note``, ``timestamp``, ``zobrist_hash``."""
        state = dict(self._export()["phases"][-1]["state"])
        if not self.is_game_done:
            # MILA's retreat lists keep the places other units hold, and its units the dislodged ones it keeps.
            units = [str(line) for line in self._handle.stateUnits()]
            retreats = [str(line) for line in self._handle.stateRetreats()]
            state["units"] = {p: u.split("\t") if u else [] for p, u in zip(self._powers, units)}
            state["retreats"] = {p: {e.split(":")[0]: e.split(":")[1].split() for e in r.split("\t")} if r else {}
                                 for p, r in zip(self._powers, retreats)}
        base = self._influence_base
        lines = _strs(self._handle.influence("\n".join(" ".join(base.get(p, [])) for p in self._powers)
                                              if base is not None else ""))
        state["influence"] = {p: line.split() for p, line in zip(self._powers, lines)}
        # MILA's flag, as its get_state() shows it: what set_state gave, cleared for a power that sets orders and for
        # all when a phase is processed (MILA raises it while processing and clears it before the next phase).
        flags = self._civil_disorder
        state["civil_disorder"] = {p: 0 if p in self._ordered else flags.get(p, 0) for p in self._powers}
        state.setdefault("name", self.get_current_phase())
        state.setdefault("note", "")
        state["timestamp"] = int(time.time() * 1e6)
        state["zobrist_hash"] = str(self.position_hash())
        return state

    def get_phase_history(self):
        """The adjudicated phases, oldest first, as ``GamePhaseData``."""
        return [GamePhaseData(p) for p in self._export()["phases"][:-1]]

    @java_errors
    def set_state(self, state, clear_history=True):
        """Makes ``state`` (MILA's state of a phase: ``name``, ``units``, ``retreats``, ``centers``, ``homes``) the
        current position; the history is cleared. ``GameFileError`` if it is no position of the map.

        A retreat phase's state says where each dislodged unit may go but not where its attacker came from or
        which provinces a standoff left empty: those are chosen so that its legal retreats are the state's list
        (``MilaGameHandle.fromRetreatState``)."""
        name = str(state["name"])
        if name.endswith("R") and any(str(u).startswith("*") for us in state.get("units", {}).values() for u in us):
            lines = []
            for power, retreats in state.get("retreats", {}).items():
                for unit, places in retreats.items():
                    lines.append("%s\t%s\t%s" % (str(power).upper(), unit, " ".join(places)))
            bare = dict(state)
            bare["units"] = {p: [u for u in us if not str(u).startswith("*")] for p, us in state["units"].items()}
            bare["retreats"] = {p: {} for p in state.get("retreats", {})}
            handle = _jvm.MilaGameHandle.fromRetreatState(self.map_name, name, json.dumps(bare), self._rulebook,
                                                          "\n".join(lines))
        else:
            handle = _jvm.MilaGameHandle.fromState(self.map_name, name, json.dumps(state), self._rulebook)
        self._use(handle)
        if isinstance(state.get("civil_disorder"), dict):
            self._civil_disorder = {str(p).upper(): int(v) for p, v in state["civil_disorder"].items()}
        if isinstance(state.get("influence"), dict):
            self._influence_base = {str(p).upper(): [str(x) for x in v] for p, v in state["influence"].items()}

    # ------------------------------------------------------------------------------------------------ beyond MILA
    @java_errors
    def results(self):
        """The last adjudicated phase's results, one ``OrderResult`` per order, then one per unit that had no order
        (a power in civil disorder: in a movement phase the unit's hold, ``HELD`` or ``DISLODGED``; in a retreat
        phase its disbanding, ``DISBANDED``), as MILA's results name every unit."""
        rows = _strs(self._handle.lastResults())
        return [OrderResult(rows[i], rows[i + 1], rows[i + 2], rows[i + 3].split())
                for i in range(0, len(rows), 4)]

    @java_errors
    def normalize(self, power_name, text):
        """What ``text`` (MILA's notation, English as people or language models write it, Chinese) means for this
        power now: ``Normalized(order, None)`` with the legal order in MILA's notation, or ``Normalized(None,
        reason)`` (unreadable text: where and what was expected, with a did-you-mean for a misspelt place; an
        illegal order: the library's reason)."""
        kind, value = _strs(self._handle.normalize(self.get_power(power_name).name, str(text)))
        return Normalized(value, None) if kind == "ok" else Normalized(None, value)

    @java_errors
    def render(self):
        """The current position as a standalone SVG document."""
        return str(self._handle.render())

    @java_errors
    def position_hash(self):
        """The current position's 64-bit Zobrist hash (unsigned)."""
        return int(self._handle.positionHash()) & 0xFFFFFFFFFFFFFFFF

    @property
    def rulebook(self):
        """The rulebook's settings: setting name -> value."""
        return {str(k): str(v) for k, v in self._rulebook.settings().items()}

    def __repr__(self):
        return "Game(%s, %s)" % (self.map_name, self.get_current_phase())


class _LazyPhase(GamePhaseData):
    """The phase ``process()`` adjudicated, exported only when read."""

    def __init__(self, handle, index):
        self._source = (handle, index)
        self._data = None

    def _load(self):
        if self._data is None:
            handle, index = self._source
            text = str(_jvm.J("io.github.dipjudge.game.MilaFormat").toJson(handle.advanced(index)))
            self._data = GamePhaseData(json.loads(text)["phases"][-2])
        return self._data

    def __getattr__(self, name):
        if name in ("name", "state", "orders", "results", "messages"):
            return getattr(self._load(), name)
        raise AttributeError(name)

    def to_dict(self):
        return self._load().to_dict()

    def __repr__(self):
        return "GamePhaseData(%s)" % self._load().name


_NOTHING = frozenset()


class _OrderTable:
    """A phase's orders as the Java side lists them in one text (``MilaGameHandle.orderTable``): per power its
    orderable locations (``orderable``; ``owner`` maps each such province to the power), the listed orders a check
    must see (``slow``), and the orders of every MILA location key in one text (``body``), each order between tabs,
    a key's orders in its stretch of it (``raw``: key -> (start, end), offsets in the whole text); an order is listed at a key when its text
    with a tab on either side is found in the stretch.

    Performance: reading the table splits only its short head, and only the part the call needs: the possible orders
    read the keys and their stretches' ends; the orderable locations, their owners, the orders to check and the
    stretches by key (what ``set_orders`` reads) are made on first use. The body is searched and cut within a key's
    stretch when asked, never scanned whole."""

    __slots__ = ("_head", "_powers", "keys", "ends", "body", "base", "orderable", "owner", "slow", "raw")

    def __init__(self, text, powers):
        n = len(powers)
        at = -1
        for _ in range(n + 1):  # the power lines and the line of orders to check: read on first use
            at = text.index("\n", at + 1)
        keys_end = text.index("\n", at + 1)
        ends_end = text.index("\n", keys_end + 1)
        self._head = at
        self._powers = powers
        keys = text[at + 1:keys_end]
        self.keys = keys.split(" ") if keys else []
        self.ends = list(map(int, text[keys_end + 1:ends_end].split(" "))) if keys else []
        self.body = text  # the orders from ``base`` on: not copied out of the text
        self.base = ends_end + 1

    def __getattr__(self, name):
        # The parts of the head that only set_orders and the orderable locations read, made on first use.
        if name not in ("orderable", "owner", "slow", "raw"):
            raise AttributeError(name)
        powers = self._powers
        n = len(powers)
        parts = self.body[:self._head].split("\n")
        self.orderable = orderable = {p: parts[i].split() for i, p in enumerate(powers)}
        self.owner = {loc: p for p, locs in orderable.items() for loc in locs}
        slow = parts[n]
        self.slow = set(slow.split("\t")[1:]) if len(slow) > 1 else _NOTHING
        base = self.base
        ends = [base + e for e in self.ends]
        self.raw = dict(zip(self.keys, zip([base] + ends, ends)))  # stretches in the whole text
        return getattr(self, name)

    def at(self, loc):
        span = self.raw.get(loc)
        return self.body[span[0] + 1:span[1] - 1].split("\t") if span is not None else []

    def lists(self, order):
        """MILA's possible orders at every location of ``order``, each a new list."""
        out = {loc: [] for loc in order}
        body = self.body
        start = base = self.base
        for loc, end in zip(self.keys, self.ends):
            end += base
            out[loc] = body[start + 1:end - 1].split("\t")
            start = end
        return out

    def find(self, power, text):
        """(province, location) of ``text`` (upper case, single spaces) if it is an order listed at its location for
        a unit of ``power`` that needs no check in Java, else None."""
        words = text.split(" ", 2)
        if len(words) == 3:
            loc = words[1]
            span = self.raw.get(loc)
            if span is not None and self.body.find("\t" + text + "\t", span[0], span[1]) >= 0:
                province = loc.partition("/")[0]
                if self.owner.get(province) == power and text not in self.slow:
                    return province, loc
        return None
