import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import type { TraceMode } from '@playwright/test';

/**
 * The server takes a port the system hands out (PORT=0), so a run never meets another service on
 * this machine (RabbitMQ's epmd listens on 4369, NATS on 4222) or another run. It prints the address
 * it serves on; `webServer.wait` reads the port from that line into E2E_PORT before any worker
 * starts, and the workers, which load this file again with the runner's environment, build their
 * base URL from it. E2E_PORT set beforehand asks for that port instead.
 */
const PORT = process.env.E2E_PORT ?? '0';
const BASE_URL = `http://127.0.0.1:${PORT}`;

// One fresh database and data directory per run; workers inherit the runner's environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'owner-portal-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

/** The system Chromium (never a downloaded browser): CHROMIUM_PATH, else `chromium` on PATH. */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    return '/usr/bin/chromium';
  }
}

function traceMode(): TraceMode {
  const asked = process.env.E2E_TRACE ?? 'off';
  const modes: TraceMode[] = [
    'off',
    'on',
    'retain-on-failure',
    'on-first-retry',
    'on-all-retries',
    'retain-on-first-failure',
  ];
  if (!modes.includes(asked as TraceMode)) throw new Error(`E2E_TRACE must be one of ${modes.join(', ')}`);
  return asked as TraceMode;
}

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    // Off unless asked for (E2E_TRACE=retain-on-failure): recording a trace's screencast and DOM
    // snapshots for every test took 40 % of the suite's time on two cores, and CI keeps only the log.
    trace: traceMode(),
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node ../apps/server/dist/server.js',
    wait: { stdout: /serving on http:\/\/127\.0\.0\.1:(?<e2e_port>\d+)/ },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT,
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dataDir, 'portal.sqlite')}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A webhook receiver the admin screens may add over http: nothing listens on port 9, so its
      // deliveries fail and their attempts show (tests/admin-webhooks.spec.ts).
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1:9',
      // Serve a web build other than apps/web/dist, e.g. while another build is rewriting it.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
