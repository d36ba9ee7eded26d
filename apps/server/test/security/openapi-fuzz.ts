/**
 * The requests of the OpenAPI fuzz test (openapi-fuzz.test.ts): for one operation of the app's own
 * OpenAPI document, a plausible request, then copies with one field, parameter or path id replaced by
 * a malformed value. A seeded generator picks the values, so a failure replays with its seed.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
};

export interface Operation {
  method: string;
  /** The document's path with `{name}` placeholders. */
  path: string;
  params: { in: 'path' | 'query'; name: string; schema: Schema }[];
  body?: Schema;
  multipart: boolean;
}

export interface FuzzRequest {
  method: string;
  url: string;
  /** What was made malformed, for the failure list. */
  what: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

/** The operations of an OpenAPI document (the app's `app.swagger()`). */
export function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }) {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = ((op.parameters ?? []) as Operation['params']).filter((p) => p.in === 'path' || p.in === 'query');
      const content = (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        params,
        body: content?.['application/json']?.schema,
        multipart: /multipart\/form-data/.test(String(op.description ?? '')),
      });
    }
  }
  return operations;
}

/** Malformed values: control characters, wrong types, int4/int8 edges, impossible and out-of-range dates. */
export const BAD_TEXT = ['a\u0000b', '\u0000', 'x\u0001\u001fy', '\u007f', 'a\u0000@example.test'];
export const BAD_NUMBERS = [-1, 0, 2147483648, 2 ** 63, 1e308, -2147483649, 1.5];
export const BAD_DATES = [
  '2026-02-31',
  '2026-13-01',
  '0000-01-01',
  '9999-12-31',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
];
const BAD_TYPES = [true, {}, [], null, 'abc', ''];
const BAD_PARAMS = [
  '2147483648',
  '9223372036854775808',
  '-1',
  '0',
  '1e308',
  'a\u0000b',
  '2026-02-31',
  '0000-01-01',
  '9999-12-31',
];
const POOL: unknown[] = [...BAD_TEXT, ...BAD_NUMBERS, ...BAD_DATES, ...BAD_TYPES];

const nonNull = (s: Schema): Schema => {
  const options = s.anyOf ?? s.oneOf;
  if (options) return nonNull(options.find((o) => o.type !== 'null') ?? options[0]!);
  if (s.allOf?.length) return nonNull(s.allOf[0]!);
  return s;
};

/** A value the schema accepts, as far as its JSON form tells (refinements are invisible). */
export function plausible(schema: Schema, name = ''): unknown {
  const s = nonNull(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1, (s.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => plausible(s.items ?? {}, name));
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v, k)]));
    default:
      return plausibleText(s, name);
  }
}

function plausibleText(s: Schema, name: string): string {
  if (s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') || /(^|_)(date|from|to|until)$/.test(name)) return '2026-06-15';
  if (s.pattern?.includes(':[0-5]\\d')) return '10:00';
  if (/email/.test(name)) return 'fuzz@example.test';
  if (/url|link/.test(name)) return 'https://example.test/fuzz';
  if (/_at$/.test(name)) return '2026-06-15T10:00:00.000Z';
  if (/phone/.test(name)) return '5555550100';
  return 'fuzz'.padEnd(s.minLength ?? 0, 'z').slice(0, s.maxLength ?? 255);
}

/** Every top-level and nested object field of a body, as paths of keys. */
function fieldPaths(schema: Schema, prefix: string[] = [], depth = 0): string[][] {
  const s = nonNull(schema);
  if (depth > 2) return [];
  if (s.type === 'object' || s.properties) {
    return Object.entries(s.properties ?? {}).flatMap(([k, v]) => [
      [...prefix, k],
      ...fieldPaths(v, [...prefix, k], depth + 1),
    ]);
  }
  if (s.type === 'array' && s.items) return fieldPaths(s.items, [...prefix, '0'], depth + 1);
  return [];
}

function withField(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof at[key] !== 'object' || at[key] === null) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[path.at(-1)!] = value;
  return copy;
}

const pick = <T>(random: () => number, values: readonly T[], count: number): T[] => {
  const pool = [...values];
  const out: T[] = [];
  while (out.length < count && pool.length) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return out;
};

function urlOf(op: Operation, pathValues: Record<string, string>, query: Record<string, string>) {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name]!));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The malformed requests of one operation: each path and query parameter, then each body field, gets
 * `perField` values from the pools (NUL text and the int4 edge always among them).
 */
export function fuzzRequests(op: Operation, random: () => number, perField: number): FuzzRequest[] {
  // A DELETE keeps the seeded records: its base id names none, so only its malformed ids are tried.
  const baseId = op.method === 'DELETE' ? '999999' : '1';
  const pathValues = Object.fromEntries(
    op.params
      .filter((p) => p.in === 'path')
      .map((p) => [p.name, p.schema.enum?.[0] ? String(p.schema.enum[0]) : baseId]),
  );
  const body = op.body ? plausible(op.body) : undefined;
  const json = (value: unknown) => ({
    payload: JSON.stringify(value),
    headers: { 'content-type': 'application/json' },
  });
  const plain = body === undefined ? {} : json(body);
  const requests: FuzzRequest[] = [];
  const always = ['a\u0000b', '2147483648'];
  for (const param of op.params) {
    for (const value of [
      ...always,
      ...pick(
        random,
        BAD_PARAMS.filter((v) => !always.includes(v)),
        perField - 2,
      ),
    ]) {
      const url =
        param.in === 'path'
          ? urlOf(op, { ...pathValues, [param.name]: value }, {})
          : urlOf(op, pathValues, { [param.name]: value });
      requests.push({ method: op.method, url, what: `${param.in} ${param.name}=${JSON.stringify(value)}`, ...plain });
    }
  }
  if (body !== undefined) {
    for (const path of fieldPaths(op.body!)) {
      for (const value of [
        ...always,
        ...pick(
          random,
          POOL.filter((v) => !always.includes(v as string)),
          perField - 2,
        ),
      ]) {
        requests.push({
          method: op.method,
          url: urlOf(op, pathValues, {}),
          what: `body ${path.join('.')}=${JSON.stringify(value)}`,
          ...json(withField(body, path, value)),
        });
      }
    }
    requests.push({
      method: op.method,
      url: urlOf(op, pathValues, {}),
      what: 'body not JSON',
      payload: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
  }
  if (op.multipart) requests.push(...badMultipart(op.method, urlOf(op, pathValues, {})));
  if (requests.length === 0)
    requests.push({ method: op.method, url: urlOf(op, pathValues, { q: 'a\u0000b' }), what: 'unknown query with NUL' });
  return requests;
}

/** Multipart bodies a careless or hostile client sends: no boundary, cut off, a NUL or a path in the file name. */
export function badMultipart(method: string, url: string): FuzzRequest[] {
  const boundary = 'fuzzboundary';
  const part = (filename: string, end = true) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%fuzz\n\r\n${end ? `--${boundary}--\r\n` : ''}`,
    );
  const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  return [
    {
      method,
      url,
      what: 'multipart without boundary',
      payload: part('a.pdf'),
      headers: { 'content-type': 'multipart/form-data' },
    },
    { method, url, what: 'multipart cut off', payload: part('a.pdf', false), headers: multipart },
    {
      method,
      url,
      what: 'multipart garbage',
      payload: Buffer.from('--fuzzboundary\r\n\r\n\u0000\u0000'),
      headers: multipart,
    },
    { method, url, what: 'multipart file name with NUL', payload: part('a\u0000b.pdf'), headers: multipart },
    {
      method,
      url,
      what: 'multipart file name with control characters',
      payload: part('a\u0001\u001f.pdf'),
      headers: multipart,
    },
    { method, url, what: 'multipart empty', payload: Buffer.alloc(0), headers: multipart },
  ];
}
