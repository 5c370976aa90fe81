/**
 * Typechecks every workspace with `tsc -p`, one compiler per core at a time. One tsc uses one
 * core: one after another, the eight projects took 126 s on CI's 2-core machine; two at a time,
 * about half. Each project's output is printed whole when it ends, so two never interleave.
 *
 *   tsx tools/build/typecheck.ts
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Longest first (seconds on CI), so the short ones fill the lanes at the end. */
const PROJECTS = [
  'e2e', // 29: it reads the server's and the contract's sources too
  'bench', // 23
  'apps/server', // 23
  'apps/web', // 18
  'apps/admin', // 15
  'packages/contract', // 7
  'packages/api-client',
  'tools/boundaries', // 5
  'tools/build', // 5
];

export interface Outcome {
  name: string;
  ok: boolean;
  output: string;
}

/** Runs `node <script> ...args` and answers whether it exited 0, with all it printed. */
export const runNode = (name: string, args: string[], cwd: string): Promise<Outcome> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => resolve({ name, ok: false, output: `${output}${error}\n` }));
    child.on('close', (code) => resolve({ name, ok: code === 0, output }));
  });

/** Runs every job, at most `lanes` at a time, in the order given; answers every outcome. */
export const inLanes = async <T>(jobs: (() => Promise<T>)[], lanes: number): Promise<T[]> => {
  const outcomes: T[] = [];
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      outcomes[index] = await (jobs[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));
  return outcomes;
};

const main = async () => {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const jobs = PROJECTS.map((project) => async () => {
    const started = Date.now();
    const outcome = await runNode(project, [tsc, '-p', project], ROOT);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`tsc -p ${project}: ${outcome.ok ? 'ok' : 'FAILED'} (${seconds} s)`);
    process.stdout.write(outcome.output);
    return outcome;
  });
  const outcomes = await inLanes(jobs, availableParallelism());
  const failed = outcomes.filter((o) => !o.ok).map((o) => o.name);
  if (failed.length > 0) {
    console.error(`typecheck failed in: ${failed.join(', ')}`);
    process.exit(1);
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
