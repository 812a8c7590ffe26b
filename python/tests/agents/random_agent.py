"""A random agent written against MILA's ``diplomacy`` package: every power picks, for each location it must order,
one of the possible orders at random, until the game ends or the year passes LAST_YEAR; then the game is saved in
MILA's format. The test runs this file with its two imports changed to ``dipjudge`` and nothing else."""

import json
import random
import sys

from diplomacy import Game
from diplomacy.utils.export import to_saved_game_format

LAST_YEAR = 1908


def main(seed, output_path):
    rng = random.Random(seed)
    game = Game(map_name="standard")
    processed = 0
    while not game.is_game_done and int(game.get_current_phase()[1:-1]) <= LAST_YEAR:
        possible_orders = game.get_all_possible_orders()
        for power_name in sorted(game.powers):
            orders = []
            for loc in game.get_orderable_locations(power_name):
                if possible_orders[loc]:
                    orders.append(rng.choice(sorted(possible_orders[loc])))
            game.set_orders(power_name, orders)
        game.process()
        processed += 1
    saved = to_saved_game_format(game)
    with open(output_path, "w") as out:
        json.dump(saved, out)
    centers = {name: len(power.centers) for name, power in game.powers.items()}
    print(json.dumps({"phase": game.get_current_phase(), "processed": processed, "centers": centers}))


if __name__ == "__main__":
    main(int(sys.argv[1]), sys.argv[2])
