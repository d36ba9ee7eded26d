/**
 * The app's own OpenAPI document as a client reads it: what an operation says it answers, and
 * Redocly's lint of the whole (redocly.yaml at the repository root).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { documentPath } from '../src/plugins/openapi.ts';

export interface DocumentOperation {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { example?: unknown }> }>;
}
export interface Document {
  paths: Record<string, Record<string, DocumentOperation>>;
  components: { responses: Record<string, unknown>; schemas: Record<string, unknown> };
}

export const documentOf = (app: FastifyInstance) => app.swagger() as unknown as Document;

/** Every operation as [METHOD, path, operation]. */
export const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => [method.toUpperCase(), path, op] as const),
  );

/** The statuses the operation of a registered route (`GET /api/products/:id`) documents. */
export function documentedStatuses(document: Document, method: string, routeUrl: string): string[] {
  const op = document.paths[documentPath(routeUrl)]?.[method.toLowerCase()];
  return op ? Object.keys(op.responses) : [];
}

const ROOT = join(import.meta.dirname, '../../..');
const REDOCLY = join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

export interface LintTotals {
  errors: number;
  warnings: number;
  ignored: number;
  problems: string[];
}

/** `redocly lint` with the repository's redocly.yaml on the document, written to a temporary file. */
export async function lintDocument(document: Document): Promise<LintTotals> {
  const dir = mkdtempSync(join(tmpdir(), 'op-openapi-'));
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [REDOCLY, 'lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format', 'json'],
      {
        cwd: ROOT,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number; ignored: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    return {
      ...report.totals,
      problems: report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
