/**
 * Runs npm scripts side by side and fails when any of them fails: `tsx scripts/run-parallel.ts a b c`.
 *
 * `npm test` uses it for its two lanes: typecheck, lint and Vitest one after the other, beside the visual
 * check and then e2e, which mostly wait on a browser (ADR 030). Each suite's output is kept
 * whole: it is printed in one piece when the suite ends (and written to a log file as it comes), so the
 * log reads suite by suite. While they run, a line every minute says which are still running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/run-parallel.ts <npm script> [<npm script> …]');
  process.exit(2);
}

const logDir = mkdtempSync(path.join(tmpdir(), 'roombook-suites-'));
const started = Date.now();
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

interface Suite {
  name: string;
  child: ChildProcess;
  output: Buffer[];
  done: Promise<number>;
}

function run(name: string): Suite {
  const logFile = path.join(logDir, `${name.replace(/[^\w.-]+/g, '_')}.log`);
  const log = createWriteStream(logFile);
  // Its own process group, so that an interrupted run can stop the suite's whole tree (servers, browsers).
  const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output: Buffer[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk);
    log.write(chunk);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const done = new Promise<number>((resolve) => {
    child.on('error', (error) => {
      keep(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.on('close', (code, signal) => {
      log.end();
      // A server that a suite started and did not stop (its runner ended first) would hold its port and
      // database files after the run: the suite's whole process group goes with it.
      if (child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // nothing left
        }
      }
      resolve(code ?? (signal ? 1 : 0));
    });
  });
  console.log(`▶ ${name} (log: ${logFile})`);
  return { name, child, output, done };
}

const suites = scripts.map(run);
const running = new Set(suites.map((suite) => suite.name));

function stopAll(signal: NodeJS.Signals) {
  for (const suite of suites) {
    if (suite.child.pid && running.has(suite.name)) {
      try {
        process.kill(-suite.child.pid, signal);
      } catch {
        // already gone
      }
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });
}

const heartbeat = setInterval(() => {
  console.log(`… ${seconds(started)}: still running ${[...running].join(', ')}`);
}, 60_000);

const results = await Promise.all(
  suites.map(async (suite) => {
    const code = await suite.done;
    running.delete(suite.name);
    process.stdout.write(`\n===== ${suite.name} =====\n`);
    process.stdout.write(Buffer.concat(suite.output));
    const time = seconds(started);
    console.log(code === 0 ? `✔ ${suite.name} passed (${time})` : `✘ ${suite.name} failed with exit code ${code} (${time})`);
    return { name: suite.name, code, time };
  }),
);
clearInterval(heartbeat);

console.log('\nSuites:');
for (const { name, code, time } of results) console.log(`  ${code === 0 ? '✔' : '✘'} ${name}: ${code === 0 ? 'passed' : `exit ${code}`}, done after ${time}`);
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
