/**
 * Summarises V8 CPU profiles (.cpuprofile, as `node --cpu-prof` or BENCH_CPU_PROF=<dir>
 * writes them for the server children) by where the time went: busy time, then self time by
 * function and by package or server module, the top of each.
 *
 *   BENCH_CPU_PROF=bench/results/prof npx tsx bench/rounds.ts
 *   npx tsx bench/profile-summary.ts bench/results/prof/CPU.*.cpuprofile [--top 30] [--per 20000]
 *
 * `--per N` also shows microseconds per request for a run that served N requests. Native work
 * shows as the self time of its JavaScript caller: better-sqlite3's statements under Kysely's
 * SQLite driver (`executeQuery`) and the ledger's statements (`ledger.statements.ts`), socket
 * writes as `writev`. Code that tsx loaded has no function names (its transform wraps them),
 * so app code is best read by module.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const IDLE = '(idle)';

/** node_modules packages, app and contract modules, node internals, or V8's own entries. */
const placeOf = ({ url, functionName }: ProfileNode['callFrame']): string => {
  if (!url) return functionName;
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1] as string;
  const app = url.match(/(apps\/server\/src\/(?:modules\/[^/]+|[^/]+)|packages\/[^/]+)/);
  if (app) return app[1] as string;
  return url.replace(/^node:internal\//, 'node:').replace(/\/.*$/, '');
};

const functionOf = ({ functionName, url, lineNumber }: ProfileNode['callFrame']): string => {
  const file = url.replace(/^.*node_modules\//, '').replace(/^.*\/(apps|packages|bench)\//, '$1/');
  return `${functionName || '(anonymous)'}${file ? `  ${file}:${lineNumber + 1}` : ''}`;
};

const summarise = (path: string, top: number, per: number | undefined): string => {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame;
    const micros = profile.timeDeltas[i] ?? 0;
    if (!frame || frame.functionName === IDLE) return;
    busy += micros;
    const add = (map: Map<string, number>, key: string) =>
      map.set(key, (map.get(key) ?? 0) + micros);
    add(byFunction, functionOf(frame));
    add(byPlace, placeOf(frame));
  });
  const rows = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => {
        const share = `${((100 * micros) / busy).toFixed(1)}%`.padStart(6);
        const each = per ? `${(micros / per).toFixed(0).padStart(6)} µs` : '';
        return `${share}${each}  ${name}`;
      })
      .join('\n');
  const perLine = per ? `, ${(busy / per).toFixed(0)} µs per request over ${per}` : '';
  return [
    `== ${path}: busy ${(busy / 1e6).toFixed(2)} s${perLine}`,
    `-- self time by package or module\n${rows(byPlace)}`,
    `-- self time by function\n${rows(byFunction)}`,
  ].join('\n');
};

const args = process.argv.slice(2);
const option = (name: string): number | undefined => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [value] = args.splice(at, 2).slice(1);
  return Number(value);
};
const top = option('--top') ?? 25;
const per = option('--per');
if (args.length === 0) {
  console.error('usage: npx tsx bench/profile-summary.ts <file.cpuprofile>... [--top N] [--per N]');
  process.exitCode = 1;
}
for (const path of args) console.log(summarise(path, top, per));
