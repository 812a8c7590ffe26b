// Adjudicates one phase with `datc serve` as a child process: node client.mjs [COMMAND...]
// (default: java -jar datc-tests/target/datc.jar serve). Prints each order's outcome and the units after it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const command = process.argv.length > 2 ? process.argv.slice(2) : ['java', '-jar', 'datc-tests/target/datc.jar', 'serve'];
const engine = spawn(command[0], command.slice(1), { stdio: ['pipe', 'pipe', 'inherit'] });
const answers = createInterface({ input: engine.stdout });
const waiting = [];
answers.on('line', (line) => waiting.shift()(JSON.parse(line)));
const ask = (request) => new Promise((resolve) => {
  waiting.push(resolve);
  engine.stdin.write(JSON.stringify(request) + '\n');
});

const hello = await ask({ type: 'hello', protocol: 1 });
console.log(`${hello.engine} ${hello.version}, protocol ${hello.protocol}`);
const orders = [
  { power: 'FRANCE', order: 'A PAR - BUR' },
  { power: 'GERMANY', order: 'A MUN - BUR' },
  { power: 'GERMANY', order: 'A RUH S A MUN - BUR' },
];
const answer = await ask({
  type: 'adjudicate', id: 1, map: 'standard', rules: { name: 'datc' },
  phases: [{
    position: {
      phase: 'S1901M',
      units: { FRANCE: ['A PAR'], GERMANY: ['A MUN', 'A RUH'] },
      centers: { FRANCE: ['PAR'], GERMANY: ['MUN'] },
    },
    orders,
  }],
});
answer.phases[0].results.forEach((r, i) => console.log(`${orders[i].power} ${orders[i].order}: ${r.outcome}`));
const after = answer.phases[0].position;
console.log(`${after.phase}: ${Object.entries(after.units).filter(([, u]) => u.length)
  .map(([p, u]) => `${p} ${u.join(', ')}`).join('; ')}`);
engine.stdin.end();
