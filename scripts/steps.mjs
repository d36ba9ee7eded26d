// Runs `npm test`'s steps side by side: each starts once the steps it needs have passed and its
// share of the machine is free. A step's output is held and printed whole when it ends, so steps
// running together never interleave; the first failure stops the others and sets the exit status.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { clearInterval, setInterval } from 'node:timers';
import { root } from './bootstrap.mjs';

/**
 * @typedef {object} Step
 * @property {string} name what the run calls it
 * @property {string} command
 * @property {string[]} args
 * @property {Record<string, string>} [env]
 * @property {string[]} [after] steps that must pass first
 * @property {number} [cpu] how many of the `capacity` cores it keeps busy (default 1)
 * @property {() => void} [onPass] runs when it passed, before the steps after it start
 */

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs the steps in list order as capacity allows; resolves with a summary, or exits on a failure. */
export async function runSteps(/** @type {Step[]} */ steps, { capacity }) {
  const waiting = [...steps];
  const running = new Map();
  const passed = new Set();
  const timings = [];
  const started = Date.now();
  // Colours survive the buffering when the run itself prints to a terminal.
  const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

  const stopAll = (signal) => {
    for (const { child } of running.values()) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopAll('SIGTERM');
      process.exit(130);
    });
  }

  // Output is held until a step ends; a line a minute shows the run is alive meanwhile.
  const heartbeat = setInterval(() => {
    const now = Date.now();
    const list = [...running.entries()].map(([name, r]) => `${name} (${seconds(now - r.began)})`);
    if (list.length) console.log(`… still running: ${list.join(', ')}`);
  }, 60_000);
  heartbeat.unref();

  await new Promise((resolve) => {
    const startReady = () => {
      for (const step of [...waiting]) {
        if (!(step.after ?? []).every((name) => passed.has(name))) continue;
        const busy = [...running.values()].reduce((sum, r) => sum + (r.step.cpu ?? 1), 0);
        if (running.size > 0 && busy + (step.cpu ?? 1) > capacity) continue;
        waiting.splice(waiting.indexOf(step), 1);
        start(step);
      }
      if (running.size === 0 && waiting.length === 0) resolve();
      if (running.size === 0 && waiting.length > 0) {
        console.error(
          `✖ Steps that can never start (they wait on unknown steps): ${waiting.map((s) => s.name).join(', ')}`,
        );
        process.exit(1);
      }
    };

    const start = (step) => {
      console.log(`▶ ${step.name}: started${running.size ? ` (beside ${[...running.keys()].join(', ')})` : ''}`);
      // Its own process group, so stopping it also stops what it started (vitest workers, the e2e server).
      const child = spawn(step.command, step.args, {
        cwd: root,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...colour, ...step.env },
      });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      running.set(step.name, { step, child, began: Date.now() });
      child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
      child.on('close', (code, signal) => {
        const { began } = running.get(step.name);
        running.delete(step.name);
        const took = Date.now() - began;
        const status = code ?? 1;
        console.log(`\n━━━━ ${step.name} ━━━━`);
        process.stdout.write(Buffer.concat(output));
        if (status !== 0) {
          console.error(`✖ ${step.name} failed (exit ${signal ?? status}) after ${seconds(took)}`);
          if (running.size) console.error(`  (stopped unfinished: ${[...running.keys()].join(', ')})`);
          stopAll('SIGTERM');
          process.exit(status);
        }
        console.log(`✔ ${step.name} passed in ${seconds(took)}`);
        timings.push({ name: step.name, took, from: began - started });
        passed.add(step.name);
        step.onPass?.();
        startReady();
      });
    };

    startReady();
  });

  clearInterval(heartbeat);
  console.log(`\nSteps (start → end, seconds after the run began; load average ${loadAverage()}):`);
  for (const { name, took, from } of timings) {
    console.log(
      `  ${name.padEnd(40)} ${(from / 1000).toFixed(0).padStart(5)} → ${((from + took) / 1000).toFixed(0).padStart(5)}  (${seconds(took)})`,
    );
  }
  console.log(`  ${'Whole run'.padEnd(40)} ${seconds(Date.now() - started)}`);
}

function loadAverage() {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
}
