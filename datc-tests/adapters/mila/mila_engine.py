#!/usr/bin/python3
"""MILA's Diplomacy engine (github diplomacy/diplomacy) behind the dipjudge engine protocol, version 1.

Reads one JSON request a line on stdin and answers one line on stdout (datc-tests/README.md, "Conformance for any
engine"). Run from the folder holding MILA's `diplomacy` package (PYTHONPATH): see README.md beside this file.
MILA's engine has rules of its own: a request's "rules" are not followed (hello says "rules": "own").
"""
import json
import sys

from diplomacy import Game
from diplomacy.version import PACKAGE_VERSION

FAILED = {'bounce', 'cut', 'no convoy', 'void', 'disrupted', 'dislodged'}


class Unsupported(Exception):
    pass


def new_game(position):
    """A MILA game set to the position a request states; retreat options of dislodged units are computed here."""
    game = Game(map_name='standard')
    game.clear_units()
    game.clear_centers()
    game.set_current_phase(position['phase'])
    for power, units in position['units'].items():
        game.set_units(power, list(units), reset=True)
    for power, centers in position.get('centers', {}).items():
        game.set_centers(power, list(centers), reset=True)
    for d in position.get('dislodged', []):
        game.set_units(d['power'], ['*' + d['unit']])
    powers = {p.name: p for p in game.powers.values()}
    if position.get('homes') or position.get('vassals') or position.get('pending_centers'):
        raise Unsupported('MILA has no home centres of its own choosing, vassals or pending centres')
    standoffs = set(position.get('standoffs', []))
    occupied = {u[2:5] for p in powers.values() for u in p.units}
    for d in position.get('dislodged', []):
        unit, site = d['unit'], d['unit'][2:]
        if 'retreats' in d:
            options = list(d['retreats'])
        else:
            options = []
            for abut in game.map.loc_abut.get(site, game.map.loc_abut.get(site.lower(), [])):
                abut = abut.upper()
                where = abut[:3]
                if not (game._abuts(unit[0], site, '-', abut) or game._abuts(unit[0], site, '-', where)):
                    continue
                if where in occupied or where in standoffs:
                    continue
                if where == d['attacker_from'][:3] and not d.get('by_convoy'):
                    continue
                option = abut if unit[0] == 'F' else where
                if option not in options:
                    options.append(option)
        powers[d['power']].retreats[unit] = options
    return game


def unit_of(order):
    words = order.split()
    return words[0] + ' ' + words[1] if len(words) > 1 and words[0] in ('A', 'F') else None


def adjudicate(game, orders):
    """Sets and processes the orders; returns each order's result (aligned) and MILA's dislodged units' attackers."""
    accepted = {}
    by_power = {}
    for o in orders:
        by_power.setdefault(o['power'], []).append(o['order'])
    for power, texts in by_power.items():
        game.set_orders(power, texts)
        # MILA rewrites what it accepts, a fleet's coast included (DATC 4.B.5: F SPA/NC for its F SPA/SC)
        accepted[power] = {(unit_of(t) or t)[:5]: unit_of(t) or t for t in game.get_orders(power)}
    adjusting = game.get_current_phase()[-1] == 'A'
    before = {u for p in game.powers.values() for u in p.units}
    game.process()
    attackers = dict(game.dislodged)
    after = {u for p in game.powers.values() for u in p.units}
    results, seen = [], set()
    for o in orders:
        text = ' '.join(o['order'].split())
        unit = accepted.get(o['power'], {}).get((unit_of(text) or text)[:5])
        repeated, _ = unit in seen, seen.add(unit)
        if unit is None:
            results.append({'outcome': 'illegal', 'reason': 'not accepted by MILA'})
        elif adjusting:  # a build or removal succeeded when the board shows it
            done = not repeated and ((unit in after and unit not in before) if text.endswith(' B')
                                     else unit not in after)
            results.append({'outcome': 'succeeded' if done else 'failed', 'reason': ''})
        else:
            tokens = [str(t) for t in game.get_order_status(unit=unit)]
            failed = [t for t in tokens if t in FAILED]
            results.append({'outcome': 'failed' if failed else 'succeeded', 'reason': ','.join(tokens)})
    return results, attackers


def position_of(game, attackers, orders, owners, moved):
    units, centers, dislodged = {}, {}, []
    for power in game.powers.values():
        units[power.name] = list(power.units)
        centers[power.name] = list(power.centers)
        retreats = dict(power.retreats)
        for unit in getattr(game, 'popped', []):  # dislodged with nowhere to go: MILA disbands them at once
            if moved and owners.get(unit) == power.name and unit in attackers:
                retreats.setdefault(unit, [])
        for unit, options in retreats.items():
            site = attackers.get(unit, '')[:3]
            attacker = next((o['order'] for o in orders if (unit_of(o['order']) or '   ')[2:5] == site), '')
            by_convoy = attacker.startswith('A ') and (attacker.endswith('VIA')
                                                        or not game._abuts('A', site, '-', unit[2:5]))
            dislodged.append({'power': power.name, 'unit': unit, 'attacker_from': site,
                              'by_convoy': by_convoy, 'retreats': list(options)})
    return {'phase': game.get_current_phase(), 'units': units, 'centers': centers, 'dislodged': dislodged,
            'standoffs': []}


def answer(request):
    kind = request.get('type')
    if kind == 'hello':
        return {'type': 'hello', 'engine': 'mila-diplomacy', 'version': PACKAGE_VERSION, 'protocol': 1,
                'maps': ['standard'], 'rules': 'own'}
    if kind != 'adjudicate':
        raise ValueError('$.type: expected hello or adjudicate')
    if request.get('map') != 'standard':
        raise Unsupported('MILA runs the standard map only here, not %s' % request.get('map'))
    out, game, previous = [], None, None
    for i, phase in enumerate(request['phases']):
        if 'position' in phase:
            game = new_game(phase['position'])
        elif not phase.get('continue') or game is None:
            raise ValueError('$.phases[%d]: expected position, or continue after another phase' % i)
        for o in phase['orders']:
            if ':' in o['order'] or '->' in o['order']:
                raise Unsupported('an order MILA cannot read: %s' % o['order'])
        if phase.get('orders_given_by'):
            raise Unsupported('MILA has no orders given by another power')
        owners = {u: p.name for p in game.powers.values() for u in p.units}
        moved = game.get_current_phase()[-1] == 'M'
        results, attackers = adjudicate(game, phase['orders'])
        previous = position_of(game, attackers, phase['orders'], owners, moved)
        every = previous['dislodged']  # with those disbanded at once, for want of a retreat
        previous['dislodged'] = [d for d in every if d['retreats']] if previous['phase'][-1] == 'R' else []
        out.append({'results': results, 'position': previous, 'dislodged': every})
    return {'type': 'adjudicated', 'phases': out}


def main():
    for number, line in enumerate(sys.stdin, 1):
        request = {}
        try:
            request = json.loads(line)
            reply = answer(request)
        except Unsupported as e:
            reply = {'type': 'unsupported', 'reason': str(e)}
        except Exception as e:  # any request MILA cannot take is refused, naming the line; the next is read
            reply = {'type': 'error', 'line': number, 'message': 'line %d: %s: %s' % (number, type(e).__name__, e)}
        if isinstance(request, dict) and 'id' in request:
            reply['id'] = request['id']
        sys.stdout.write(json.dumps(reply) + '\n')
        sys.stdout.flush()


if __name__ == '__main__':
    main()
