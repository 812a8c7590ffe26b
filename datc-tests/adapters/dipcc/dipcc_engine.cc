// dipcc (facebookresearch/diplomacy_cicero, dipcc/) behind dipjudge's engine protocol 2 (datc-tests/README.md): a
// JSON request a line on stdin, an answer a line on stdout. dipcc's GameState::process gives the next position only:
// each order's outcome is read off the positions where that is exact, else "unknown" (judged by the position only).
#include <iostream>
#include <stdexcept>
#include "game_state.h"
#include "thirdparty/nlohmann/json.hpp"
#include "util.h"
using namespace dipcc;
using nlohmann::json;
using std::string;
struct Unsupported : std::runtime_error { using std::runtime_error::runtime_error; };
struct Given { Power power; Order order; bool read, legal, repeated, via; };
static json outcome(const string &o, const string &why) { return {{"outcome", o}, {"reason", why}}; }

static GameState position(const json &p) {
  if (p.contains("homes") || p.contains("vassals") || p.contains("pending_centers"))
    throw Unsupported("dipcc knows the standard map's home centres only, no vassals or pending centres");
  GameState s;
  s.set_phase(Phase(p.at("phase").get<string>()));
  for (auto &[power, units] : p.at("units").items())
    for (string u : units) s.set_unit(power_from_str(power), Unit(u).type, Unit(u).loc);
  std::map<Loc, Power> centers;
  for (auto &[power, cs] : p.at("centers").items())
    for (string c : cs) centers[loc_from_str(c)] = power_from_str(power);
  s.set_centers(centers);
  if (s.get_phase().phase_type == 'R') {
    for (auto &d : p.value("dislodged", json::array())) {  // dipcc lets a unit dislodged by convoy go back there
      Loc by = d.value("by_convoy", false) ? Loc::NONE : loc_from_str(d.at("attacker_from").get<string>());
      s.add_dislodged_unit(Unit(d.at("unit").get<string>()).owned_by(power_from_str(d.at("power"))), by);
    }
    for (string x : p.value("standoffs", json::array())) s.add_contested_loc(loc_from_str(x));
  }
  return s;
}

static bool at(const GameState &s, Power p, UnitType t, Loc l) {
  return s.get_unit_rooted(root_loc(l)).power == p && s.get_unit_rooted(root_loc(l)).type == t;
}
// MILA's notation may leave out the type of the unit a support or convoy names (dipcc's needs it: the board's), and
// may write a retreat as a move.
static string typed(string t, const GameState &s) {
  if (s.get_phase().phase_type == 'R' && t.find(" - ") != string::npos) t.replace(t.find(" - "), 3, " R ");
  size_t k = t.find(" S ") != string::npos ? t.find(" S ") : t.find(" C ");
  if (k != string::npos && t.size() >= k + 6 && t.compare(k + 3, 2, "A ") != 0 && t.compare(k + 3, 2, "F ") != 0) {
    OwnedUnit u = s.get_unit_rooted(root_loc(loc_from_str(t.substr(k + 3, 3))));
    if (u.type != UnitType::NONE) t.insert(k + 3, u.type == UnitType::ARMY ? "A " : "F ");
  }
  return t;
}
// Each order's outcome: illegal when dipcc's possible orders lack it (process() drops it), else read off the position
// after; "unknown" where that does not tell (a support or convoy not void, a move in a ring of one power's units).
static json outcomes(GameState &before, const GameState &after, std::vector<Given> &given) {
  char type = before.get_phase().phase_type;
  const auto &possible = before.get_all_possible_orders();
  std::map<Loc, size_t> last;  // process_m keeps the last order to a unit, process_r the first legal one
  std::set<Loc> done;
  for (size_t i = 0; i < given.size(); i++) {
    Given &g = given[i];
    if (!g.read) continue;
    Loc from = root_loc(g.order.get_unit().loc);
    g.legal = (safe_contains(possible, g.order.get_unit().loc, g.order) ||
               (type == 'M' && is_implicit_via(g.order, possible))) &&
              (type != 'M' || before.get_unit(g.order.get_unit().loc).power == g.power);
    g.via = g.order.get_via() || (type == 'M' && is_implicit_via(g.order, possible));
    if (type == 'M' && before.get_unit(g.order.get_unit().loc).power == g.power) last[from] = i;  // as process_m
    else if (g.legal && !done.insert(from).second) g.repeated = true;  // R: ignored; A: its place is taken
  }
  std::set<OwnedUnit> dislodged;
  for (auto &u : after.get_dislodged_units()) dislodged.insert(u);
  auto orderOf = [&](Loc l) -> const Given * {
    auto it = last.find(root_loc(l));
    return it == last.end() || !given[it->second].legal ? nullptr : &given[it->second];
  };
  json out = json::array();
  for (size_t i = 0; i < given.size(); i++) {
    const Given &g = given[i]; const Order &o = g.order;
    Unit u = o.get_unit(), army;
    OrderType t = o.get_type();
    if (!g.read || !g.legal || (type == 'M' && last[root_loc(u.loc)] != i)) {
      out.push_back(outcome("illegal", !g.read ? "dipcc cannot read it" : !g.legal ? "not among dipcc's possible orders"
                                                                                  : "not the last order to its unit"));
    } else if (g.repeated) {  // process_r takes the first legal retreat order; process_a builds a place once
      out.push_back(type == 'R' ? outcome("illegal", "a second retreat order") : outcome("failed", "a second order"));
    } else if (type == 'R') {
      bool moved = t == OrderType::R && at(after, g.power, u.type, o.get_dest());
      out.push_back(outcome(t == OrderType::D || moved ? "succeeded" : "failed", ""));
    } else if (type == 'A') {
      bool now = at(after, g.power, u.type, u.loc), was = at(before, g.power, u.type, u.loc);
      out.push_back(outcome((t == OrderType::B ? now && !was : !now) ? "succeeded" : "failed", ""));
    } else if (dislodged.count(u.owned_by(g.power))) {
      out.push_back(outcome("failed", "dislodged"));
    } else if (t == OrderType::H) {
      out.push_back(outcome("succeeded", ""));
    } else if (t == OrderType::M) {
      bool ring = false;  // another unit of its power and type moving into its place may have taken it
      for (auto &[from, k] : last)
        ring |= k != i && given[k].legal && given[k].order.get_type() == OrderType::M && given[k].power == g.power &&
                given[k].order.get_unit().type == u.type && root_loc(given[k].order.get_dest()) == root_loc(u.loc);
      bool stayed = at(after, g.power, u.type, u.loc);
      out.push_back(!stayed ? outcome("succeeded", "") : ring ? outcome("unknown", "") : outcome("failed", ""));
    } else {  // a support or convoy: void when the unit it names does not do what it says
      const Given *target = orderOf(o.get_target().loc);
      bool moves = target && target->order.get_type() == OrderType::M;
      Loc to = moves ? target->order.get_dest() : Loc::NONE;
      bool matches = t == OrderType::SH ? !moves
                     : t == OrderType::SM ? moves && (o.get_dest() == to || o.get_dest() == root_loc(to))
                                          : moves && o.get_dest() == to;
      army = moves ? target->order.get_unit() : Unit();
      bool carried = t == OrderType::C && matches && at(after, target->power, army.type, to) &&
                     !at(after, target->power, army.type, army.loc) && !dislodged.count(army.owned_by(target->power));
      bool attacked = false;  // by no move of another power: not cut, under any rules
      for (auto &[from, k] : last)
        attacked |= given[k].legal && given[k].order.get_type() == OrderType::M && given[k].power != g.power &&
                    root_loc(given[k].order.get_dest()) == root_loc(u.loc);
      bool given_ = t != OrderType::C && !attacked && !(moves && target->via);
      out.push_back(!matches ? outcome("failed", "void") : carried || given_ ? outcome("succeeded", "")
                                                                             : outcome("unknown", ""));
    }
  }
  return out;
}
// The position after, in the protocol's form; a dislodged unit's attacker is the unit that moved into its place.
static json describe(GameState &after, const std::vector<Given> &given, json &every) {
  json p = {{"phase", after.get_phase().to_string()}, {"units", json::object()}, {"centers", json::object()},
            {"dislodged", json::array()}};
  for (Power power : POWERS)
    p["units"][power_str(power)] = json::array(), p["centers"][power_str(power)] = json::array();
  for (auto &[l, u] : after.get_units()) p["units"][power_str(u.power)].push_back(u.unowned().to_string());
  for (auto &[l, power] : after.get_centers()) p["centers"][power_str(power)].push_back(loc_str(l));
  every = json::array();
  if (after.get_phase().phase_type != 'R') return p;
  json retreats = after.to_json()["retreats"];
  for (auto &u : after.get_dislodged_units()) {
    OwnedUnit in = after.get_unit_rooted(root_loc(u.loc));
    string from = ""; bool convoy = false;
    for (const Given &g : given)
      if (g.legal && g.power == in.power && g.order.get_type() == OrderType::M &&
          g.order.get_unit().type == in.type && root_loc(g.order.get_dest()) == root_loc(u.loc))
        from = loc_str(root_loc(g.order.get_unit().loc)), convoy = g.via;
    json d = {{"power", power_str(u.power)}, {"unit", u.unowned().to_string()}, {"attacker_from", from},
              {"by_convoy", convoy}, {"retreats", retreats[power_str(u.power)][u.unowned().to_string()]}};
    every.push_back(d);
    if (!d["retreats"].empty()) p["dislodged"].push_back(d);
  }
  return p;
}

static json answer(const json &request, GameState &state) {
  string kind = request.value("type", "");
  if (kind == "hello")
    return {{"type", "hello"}, {"engine", "dipcc"}, {"version", DIPCC_VERSION}, {"protocol", 2},
            {"maps", {"standard"}}, {"rules", "own"}};
  if (kind != "adjudicate") throw std::invalid_argument("$.type: expected hello or adjudicate");
  if (request.value("map", "") != "standard") throw Unsupported("dipcc adjudicates the standard map only");
  json phases = json::array();
  bool started = false;
  for (auto &phase : request.at("phases")) {
    if (phase.contains("position")) state = position(phase["position"]), started = true;
    else if (!phase.value("continue", false) || !started)
      throw std::invalid_argument("$.phases: expected a position, or continue after another phase");
    if (phase.contains("orders_given_by")) throw Unsupported("dipcc has no orders given by another power");
    std::vector<Given> given;
    std::unordered_map<Power, std::vector<Order>> orders;
    for (auto &o : phase.at("orders")) {
      string text = o.at("order");
      if (text.find(':') != string::npos) throw Unsupported("an order dipcc's notation cannot write: " + text);
      Given g{power_from_str(o.at("power")), Order(), false, false, false, false};
      try { g.order = Order(typed(text, state)), g.read = true; } catch (...) {}
      if (g.read) orders[g.power].push_back(g.order);
      given.push_back(g);
    }
    GameState after = state.process(orders);
    json every;  // a braced list is evaluated in order: describe() fills every first
    phases.push_back({{"results", outcomes(state, after, given)}, {"position", describe(after, given, every)},
                      {"dislodged", every}});
    state = after;
  }
  return {{"type", "adjudicated"}, {"phases", phases}};
}

int main() {
  string line; GameState state;
  for (long number = 1; std::getline(std::cin, line); number++) {
    json request, reply;
    try {
      request = json::parse(line);
      reply = answer(request, state);
    } catch (const Unsupported &e) {
      reply = {{"type", "unsupported"}, {"reason", e.what()}};
    } catch (const std::exception &e) {  // what dipcc cannot take is refused, naming the line; the next is read
      reply = {{"type", "error"}, {"line", number}, {"message", "line " + std::to_string(number) + ": " + e.what()}};
    } catch (...) {
      reply = {{"type", "error"}, {"line", number},
               {"message", "line " + std::to_string(number) + ": refused by dipcc"}};
    }
    if (request.is_object() && request.contains("id")) reply["id"] = request["id"];
    std::cout << reply.dump() << std::endl;
  }
}
