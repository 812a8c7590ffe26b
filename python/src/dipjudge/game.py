"""``Game``: a game of Diplomacy with the calls and names of MILA's ``diplomacy.Game``, adjudicated by this library.

Differences from MILA's engine, where a MILA program could notice them:

* ``set_orders`` refuses what MILA's engine refuses (an order for a unit the power does not have, an order not among
  the unit's possible orders, text that names no order) and, like MILA with its default rules, sets the others and
  goes on; the refused orders and why are in ``game.error`` (MILA keeps its error codes there). ``strict=True``
  raises ``ValueError`` instead.
* Adjudication follows the rulebook given (default ``2000``, the preset whose convoy rules agree with MILA's engine);
  where MILA's engine has a documented error, this library's rules hold.
* ``get_state()`` has MILA's fields but ``influence`` and ``civil_disorder``, which this library does not track.
* MILA's server-side keywords (``deadline``, ``registration_password``, ...) are accepted and ignored; MILA's rule
  flags (``NO_PRESS``, ...) are kept in ``game.rules`` and do not change adjudication.
"""

import json
import time
from collections import namedtuple

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
        return _strs(self.game._session.centers(self.name))

    @property
    def homes(self):
        return _strs(self.game._session.homes(self.name))

    @property
    def retreats(self):
        pairs = _strs(self.game._session.retreats(self.name))
        return {pairs[i]: pairs[i + 1].split() for i in range(0, len(pairs), 2)}

    @property
    def orders(self):
        return _strs(self.game._session.orders(self.name))

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
    def __init__(self, map_name="standard", rules=None, options=None, game_id=None, _session=None, **kwargs):
        self.rules = list(rules) if rules is not None and not isinstance(rules, str) else ["NO_PRESS", "POWER_CHOICE"]
        self._rulebook = _jvm.rulebook(rules, options)
        if _session is None:
            _session = _jvm.MilaSession.start(str(map_name), self._rulebook)
        self._session = _session
        self.game_id = game_id if game_id is not None else kwargs.get("id", "") or ""
        self.error = []
        self._locations = _strs(self._session.locations())
        self._powers = _strs(self._session.powers())
        self._possible = None
        self._possible_phase = None
        self._saved = None  # (game object, parsed MILA JSON) of the last export
        self.map_name = str(self._session.mapName())
        self.powers = {name: Power(self, name) for name in self._powers}

    # ------------------------------------------------------------------------------------------------ the phase
    def get_current_phase(self):
        """The phase's short name, ``S1901M``, or ``COMPLETED`` once the game is over."""
        return str(self._session.phase())

    @property
    def current_short_phase(self):
        return self.get_current_phase()

    @property
    def phase(self):
        """The phase's long name, ``SPRING 1901 MOVEMENT``, or ``COMPLETED``."""
        short = self.get_current_phase()
        if short == "COMPLETED" or len(short) < 6:
            return short
        return "%s %s %s" % (_SEASONS.get(short[0], short[0]), short[1:-1], _TYPES.get(short[-1], short[-1]))

    @property
    def phase_type(self):
        short = self.get_current_phase()
        return "-" if short == "COMPLETED" else short[-1]

    @property
    def is_game_done(self):
        return self.get_current_phase() == "COMPLETED"

    @property
    def outcome(self):
        """MILA's outcome: empty while the game goes on, then the last phase's name and the winners (every power of
        a draw)."""
        winners = _strs(self._session.winners())
        if not winners:
            return []
        return [str(self._session.endPhase())] + winners

    # ------------------------------------------------------------------------------------------------ powers
    def get_power(self, power_name):
        """The power named (upper or lower case); ``ValueError`` for an unknown name."""
        key = str(power_name).upper()
        if key not in self.powers:
            raise ValueError("unknown power %r; the powers: %s" % (power_name, ", ".join(self._powers)))
        return self.powers[key]

    def _units(self, power_name):
        s = self._session
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
            return {p: _strs(self._session.centers(p)) for p in self._powers}
        return _strs(self._session.centers(self.get_power(power_name).name))

    @java_errors
    def get_orderable_locations(self, power_name=None):
        """The locations where a power has something to order (units, dislodged units, build sites)."""
        if power_name is None:
            return {p: _strs(self._session.orderableLocations(p)) for p in self._powers}
        return _strs(self._session.orderableLocations(self.get_power(power_name).name))

    # ------------------------------------------------------------------------------------------------ orders
    def _possible_now(self):
        game = self._session.game()
        if self._possible_phase is not game:
            text = str(self._session.possibleOrdersText())
            found = {}
            if text:
                for line in text.split("\n"):
                    parts = line.split("\t")
                    found[parts[0]] = parts[1:]
            self._possible = found
            self._possible_phase = game
        return self._possible

    def get_all_possible_orders(self):
        """Every location of the map to the list of MILA's possible orders there (the same strings MILA's engine
        gives; a unit on a coast is listed under its coast and its province). A new dict each call."""
        found = self._possible_now()
        return {loc: list(found.get(loc, ())) for loc in self._locations}

    def legal_orders(self, power_name):
        """A power's legal orders as data: its orderable location -> the orders there, MILA's strings."""
        found = self._possible_now()
        return {loc: list(found.get(loc, ())) for loc in self.get_orderable_locations(power_name)}

    @java_errors
    def set_orders(self, power_name, orders, expand=True, replace=True, strict=False):
        """Sets a power's orders (MILA's notation, or English as people write it). Each order replaces the power's
        earlier order for the same unit. An order MILA would refuse is not set; it goes into ``self.error`` with
        the reason, or raises ``ValueError`` when ``strict``. ``ValueError`` for an unknown power."""
        name = self.get_power(power_name).name
        if isinstance(orders, str):
            orders = [orders]
        texts = [str(o).replace("\n", " ") for o in orders]
        refused = self._session.setOrders(name, "\n".join(texts), False)
        if len(refused):
            refused = _strs(refused)
            self.error.extend(refused)
            if strict:
                raise ValueError("; ".join(refused))

    @java_errors
    def get_orders(self, power_name=None):
        if power_name is None:
            return {p: _strs(self._session.orders(p)) for p in self._powers}
        return _strs(self._session.orders(self.get_power(power_name).name))

    @java_errors
    def clear_orders(self, power_name=None):
        for p in ([self.get_power(power_name).name] if power_name is not None else self._powers):
            self._session.clearOrders(p)

    @java_errors
    def process(self):
        """Adjudicates the phase (powers without orders are in civil disorder) and moves to the next phase with
        something to decide. Returns the processed phase's data (computed when first read)."""
        self._session.process()
        self.error = []
        return _LazyPhase(self, self._session.game())

    @java_errors
    def draw(self, winners=None):
        """Ends the game in a draw among the powers that still have centres (``winners`` is accepted for MILA's
        signature; only the survivors' draw is supported)."""
        self._session.draw()

    # ------------------------------------------------------------------------------------------------ state
    def _export(self):
        game = self._session.game()
        if self._saved is None or self._saved[0] is not game:
            self._saved = (game, json.loads(str(self._session.toMilaJson())))
        return self._saved[1]

    def get_state(self):
        """The current phase's state in MILA's form: ``name``, ``units``, ``retreats``, ``centers``, ``homes``,
        ``builds``, ``note``, ``timestamp``, ``zobrist_hash``."""
        state = dict(self._export()["phases"][-1]["state"])
        if not self.is_game_done:
            # MILA's retreat lists keep the places other units hold, and its units the dislodged ones it keeps.
            units = [str(line) for line in self._session.stateUnits()]
            retreats = [str(line) for line in self._session.stateRetreats()]
            state["units"] = {p: u.split("\t") if u else [] for p, u in zip(self._powers, units)}
            state["retreats"] = {p: {e.split(":")[0]: e.split(":")[1].split() for e in r.split("\t")} if r else {}
                                 for p, r in zip(self._powers, retreats)}
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
        current position; the history is cleared. ``GameFileError`` if it is no position of the map."""
        self._session = _jvm.MilaSession.fromState(self.map_name, str(state["name"]), json.dumps(state),
                                                   self._rulebook)
        self.error = []

    # ------------------------------------------------------------------------------------------------ beyond MILA
    @java_errors
    def results(self):
        """The last adjudicated phase's results, one ``OrderResult`` per order (civil-disorder orders included)."""
        rows = _strs(self._session.lastResults())
        return [OrderResult(rows[i], rows[i + 1], rows[i + 2], rows[i + 3].split())
                for i in range(0, len(rows), 4)]

    @java_errors
    def normalize(self, power_name, text):
        """What ``text`` (MILA's notation, English as people or language models write it, Chinese) means for this
        power now: ``Normalized(order, None)`` with the legal order in MILA's notation, or ``Normalized(None,
        reason)`` (unreadable text: where and what was expected, with a did-you-mean for a misspelt place; an
        illegal order: the library's reason)."""
        kind, value = _strs(self._session.normalize(self.get_power(power_name).name, str(text)))
        return Normalized(value, None) if kind == "ok" else Normalized(None, value)

    @java_errors
    def render(self):
        """The current position as a standalone SVG document."""
        return str(self._session.render())

    @java_errors
    def position_hash(self):
        """The current position's 64-bit Zobrist hash (unsigned)."""
        return int(self._session.positionHash()) & 0xFFFFFFFFFFFFFFFF

    @property
    def rulebook(self):
        """The rulebook's settings: setting name -> value."""
        return {str(k): str(v) for k, v in self._rulebook.settings().items()}

    def __repr__(self):
        return "Game(%s, %s)" % (self.map_name, self.get_current_phase())


class _LazyPhase(GamePhaseData):
    """The phase ``process()`` adjudicated, exported only when read."""

    def __init__(self, game, java_game):
        self._game = game
        self._java_game = java_game
        self._data = None

    def _load(self):
        if self._data is None:
            text = str(_jvm.J("io.github.dipjudge.game.MilaFormat").toJson(self._java_game))
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
