#!/usr/bin/python3
"""Writes the cross-engine table of datc-tests/README.md from the runs' outputs, nothing typed by hand.

Usage: table.py [RUNS_DIR] [--readme README.md]. For each ENGINE, RUNS_DIR (default: results/ beside this script)
holds what these commands printed:
  ENGINE.meta          lines "engine=...", "commit=...", "date=..." (what was run, and when), and "adapter=..."
                       when the engine speaks the protocol itself (else its adapter is adapters/ENGINE/)
  ENGINE-datc.txt      datc run --suite datc --engine CMD        (the engine's own preferred options)
  ENGINE-options.txt   datc run --suite datc-options --engine CMD
  ENGINE-probe.txt     datc probe --engine CMD
and ENGINE/explanations.tsv beside this script gives the reasons found by reading the engine's source for the
failures the runs themselves do not explain (case, commit, kind, reason; tab-separated). A reason found on another
commit than the one run, or for a case that no longer fails, is reported on stderr and not used.
With --readme the table replaces what stands between the README's engine-table markers; else it is printed."""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SUITE = os.path.join(HERE, '..', 'src', 'main', 'resources', 'io', 'github',
                     'dipjudge', 'datc', 'suites', 'datc-options')
BEGIN, END = '<!-- engine-table:begin -->', '<!-- engine-table:end -->'


def verdicts(path):
    out = {}
    for line in open(path, encoding='utf-8'):
        m = re.match(r'PASS (\S+)(?: \((.*)\))?$|FAIL ([^\s:]+): (.*)$', line.rstrip('\n'))
        if m:
            out[m.group(1) or m.group(3)] = (m.group(1) is not None, m.group(2) or m.group(4) or '')
    return out


UNKNOWN = re.compile(r'(\d+) outcomes? unknown to the engine, judged by the position only')


def explanations(name, commit):
    """The reasons written for ENGINE's failures, by case: (kind, reason); those of another commit are left out."""
    out, path = {}, os.path.join(HERE, name, 'explanations.tsv')
    if not os.path.exists(path):
        return out
    for number, line in enumerate(open(path, encoding='utf-8'), 1):
        if line.startswith('#') or not line.strip():
            continue
        fields = line.rstrip('\n').split('\t')
        if len(fields) != 4 or fields[2] not in ('rule', 'engine', 'adapter'):
            sys.exit('%s:%d: expected case, commit, rule|engine|adapter and a reason, tab-separated: %s'
                     % (path, number, line.strip()))
        case, written, kind, reason = fields
        if not commit.startswith(written):
            print('%s:%d: %s was explained on commit %s, the run is of %s: not used' % (path, number, case, written,
                                                                                       commit), file=sys.stderr)
            continue
        out[case] = (kind, reason)
    return out


def variant_options():
    """Each variant case's options that differ from the DATC's, from its RULES line ({} for a preset's)."""
    options, case = {}, None
    for path in sorted(glob.glob(os.path.join(SUITE, '*.txt'))):
        for line in open(path, encoding='utf-8'):
            if line.startswith('CASE '):
                case = line.split()[1]
            elif line.startswith('RULES ') and case:
                words = line.split('#')[0].split()[1:]
                options[case] = dict(w.split('=', 1) for w in words[1:]) if words[0] == 'datc' else {}
    return options


def probe(path):
    table = {}
    for line in list(open(path, encoding='utf-8'))[1:]:
        issue, consistent, asked = line.rstrip('\n').split('\t')
        table[issue] = ([] if consistent == 'none' else consistent.split(','), asked)
    return table


def agrees(short, full):
    return full == short or full.startswith(short + '_')


def engine_section(runs, name, options):
    meta = dict(l.strip().split('=', 1) for l in open(os.path.join(runs, name + '.meta'), encoding='utf-8') if '=' in l)
    reasons = explanations(name, meta.get('commit', '?'))
    own = verdicts(os.path.join(runs, name + '-datc.txt'))
    variants = verdicts(os.path.join(runs, name + '-options.txt'))
    inferred = probe(os.path.join(runs, name + '-probe.txt'))
    out = ['### %s' % meta.get('engine', name), '',
           'Commit %s, run on %s. Adapter: %s.' % (meta.get('commit', '?'), meta.get('date', '?'),
                                                   meta.get('adapter', '`datc-tests/adapters/%s/`' % name)), '']

    def consistent_variant(case):
        for v, (passed, _) in variants.items():
            opts = options.get(v)
            if v.startswith(case + '@') and passed and opts and all(
                    any(agrees(o, c) for c in inferred.get(i, ([], ''))[0]) for i, o in opts.items()):
                return v
        return None

    judged = any(UNKNOWN.search(m) for _, m in own.values())
    out += ['| chapter | cases | passed, own options | passed, probe\'s options |'
            + (' passed, judged by the position only |' if judged else ''), '|---|---|---|---|' + ('---|' if judged else '')]
    chapters = {}
    for case, (passed, message) in own.items():
        row = chapters.setdefault(case[:3], [0, 0, 0, 0])
        row[0] += 1
        row[1] += passed
        row[2] += passed or consistent_variant(case) is not None
        row[3] += passed and bool(UNKNOWN.search(message))
    width = 4 if judged else 3
    for chapter in sorted(chapters):
        out.append('| %s |' % chapter + ''.join(' %d |' % n for n in chapters[chapter][:width]))
    totals = [sum(r[k] for r in chapters.values()) for k in range(width)]
    out += ['| all |' + ''.join(' %d |' % n for n in totals), '']
    if judged:
        out += ['The engine does not tell every order\'s outcome (protocol version 2\'s `unknown`): a case passed "judged by',
                'the position only" had its units, dislodgements and retreats compared, not every outcome its RESULTS list.',
                '']
    out += [
            '| DATC §4 issue | options consistent with its answers | options asked (+ all passed, - some failed) |',
            '|---|---|---|']
    for issue, (consistent, asked) in sorted(inferred.items()):
        out.append('| %s | %s | %s |' % (issue, ', '.join(consistent) or 'none', asked))
    failed = [m for passed, m in variants.values() if not passed]
    unsupported = sum(m.startswith('unsupported by the engine') for m in failed)
    broken = sum(m.startswith(('engine failed', 'engine answered garbage', 'the engine refused')) for m in failed)
    out += ['', 'The option cases (`datc-options`, the evidence of the table above): %d, %d passed; of the %d failed, %d'
            ' unsupported by the engine (an order form, map feature or phase it cannot take), %d not answered (it'
            ' failed, refused or answered garbage), %d answered otherwise than the case.'
            % (len(variants), len(variants) - len(failed), len(failed), unsupported, broken,
               len(failed) - unsupported - broken)]
    if all(passed for passed, _ in own.values()):
        out += ['', 'It fails no case of the DATC suite under its own options.', '']
        return out
    out += ['', 'Every case of the DATC suite it fails under its own options:', '']
    for case, (passed, message) in own.items():
        if passed:
            if case in reasons:
                print('%s: %s passes now: its explanation is not used' % (name, case), file=sys.stderr)
            continue
        v = consistent_variant(case)
        others = [x for x, (p, _) in variants.items() if x.startswith(case + '@') and p]
        if v:
            evidence = 'it passes `%s`, written under DATC §%s, the option probe inferred' % (
                v, ', §'.join('%s=%s' % kv for kv in sorted(options[v].items())))
        else:
            evidence = 'it passes `%s`, written under other options' % '`, `'.join(others) if others else ''
        if case in reasons:
            kind, reason = reasons[case]
            why = '%s: %s' % ({'rule': 'rule choice', 'engine': 'engine error', 'adapter': 'adapter error'}[kind],
                              reason) + ('; ' + evidence if evidence else '')
        else:
            why = 'rule choice: ' + evidence if evidence else 'unexplained: no variant of it under other options passes'
        out.append('* `%s`: %s. What it answered: %s' % (case, why, message.replace('|', '\\|')))
    return out + ['']


def main():
    args = [a for i, a in enumerate(sys.argv[1:]) if a != '--readme' and (i == 0 or sys.argv[i] != '--readme')]
    runs = args[0] if args else os.path.join(HERE, 'results')
    names = sorted(os.path.basename(p)[:-5] for p in glob.glob(os.path.join(runs, '*.meta')))
    options = variant_options()
    lines = ['Generated by `datc-tests/adapters/table.py` from the runs; do not edit by hand.', '']
    for name in names:
        lines += engine_section(runs, name, options)
    text = '\n'.join(lines)
    if '--readme' in sys.argv:
        readme = sys.argv[sys.argv.index('--readme') + 1]
        s = open(readme, encoding='utf-8').read()
        start, end = s.index(BEGIN) + len(BEGIN), s.index(END)
        open(readme, 'w', encoding='utf-8').write(s[:start] + '\n' + text + '\n' + s[end:])
    else:
        print(text)


if __name__ == '__main__':
    main()
