/** The parts of a JSON Schema (as the zod contract converts to) that an example is made from. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  example?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

/** Looks a `$ref` up in the document. */
export type RefResolver = (ref: string) => JsonSchema | undefined;

const DATE = '2026-06-15';
const DATE_TIME = '2026-06-15T14:30:00.000Z';

/** Values by format, then by the field's name: what a reader recognises at a glance. */
const BY_FORMAT: Record<string, string> = {
  'date-time': DATE_TIME,
  date: DATE,
  time: '14:30:00',
  email: 'owner@example.com',
  uri: 'https://portal.example.com/',
  url: 'https://portal.example.com/',
  uuid: '3f2c8a4e-6b1d-4c7e-9a5f-2d8e1b6c4a90',
};
const BY_NAME: [RegExp, string][] = [
  [/email/, 'owner@example.com'],
  [/phone/, '4075550111'],
  [/(^|_)(url|link|href)$/, 'https://portal.example.com/'],
  [/_at$/, DATE_TIME],
  [/(^|_)(date|from|to|until|day)$/, DATE],
  [/(^|_)time$/, '14:30'],
  [/(^|_)(zip|postal_code)$/, '32801'],
  [/(^|_)(tz|time_zone|timezone)$/, 'America/New_York'],
  [/(^|_)(lang|lang_code|language)$/, 'en'],
  [/(^|_)(country)$/, 'US'],
  [/(^|_)(state)$/, 'FL'],
  [/(^|_)(first_name)$/, 'Ana'],
  [/(^|_)(last_name)$/, 'García'],
  [/(^|_)(amount|price|total|balance)$/, '125.00'],
  [/(^|_)version$/, '1.0.0'],
  [/(^|_)(thumbnail|thumbnail_path|poster|image)$/, '/api/files/images/3f2c8a4e.webp'],
  [/(^|_)token$/, 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl'],
  [/password$/, 'correct-Horse-7-battery'],
];
/** Tried in turn against a pattern nothing above fits. */
const FALLBACKS = ['1', '12345', '10:00', DATE, 'abc', 'ABC123', 'example'];

const humanise = (name: string) => {
  const words = name.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Example text';
};

/** JSON Schema patterns are ECMAScript with Unicode; one that only parses without the flag is read without it. */
function patternOf(source: string): RegExp {
  try {
    return new RegExp(source, 'u');
  } catch {
    return new RegExp(source);
  }
}

function fits(value: string, s: JsonSchema): boolean {
  if (s.minLength !== undefined && value.length < s.minLength) return false;
  if (s.maxLength !== undefined && value.length > s.maxLength) return false;
  if (s.pattern !== undefined && !patternOf(s.pattern).test(value)) return false;
  return true;
}

function exampleText(s: JsonSchema, name: string): string {
  const known = [
    ...(s.format && BY_FORMAT[s.format] ? [BY_FORMAT[s.format]!] : []),
    ...BY_NAME.filter(([re]) => re.test(name)).map(([, value]) => value),
  ];
  const words = humanise(name);
  const candidates = s.pattern ? [...known, words, ...FALLBACKS] : [...known, words];
  const fit = candidates.find((c) => fits(c, s));
  if (fit !== undefined) return fit;
  // Only a length is left to satisfy (or a pattern no candidate fits): pad or cut the readable guess.
  const sized = words.padEnd(s.minLength ?? 0, 'x');
  return s.maxLength === undefined ? sized : sized.slice(0, s.maxLength);
}

function exampleNumber(s: JsonSchema, integer: boolean): number {
  const step = integer ? 1 : 0.5;
  let low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + step : undefined);
  if (low !== undefined && integer) low = Math.ceil(low);
  const high = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - step : undefined);
  let value = Math.max(1, low ?? 1);
  if (high !== undefined && value > high) value = low ?? high;
  return value;
}

const typeOf = (s: JsonSchema): string | undefined => {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null') ?? 'null';
  if (s.type) return s.type;
  if (s.properties || s.additionalProperties) return 'object';
  if (s.items || s.prefixItems) return 'array';
  return undefined;
};

/**
 * A value the schema accepts, readable where it can be (names and formats pick dates, emails,
 * phones). A schema's own `examples` (set on the contract with `.meta({ examples })`) come first:
 * that is where a field whose rule a JSON Schema cannot show gets a hand-written value.
 */
export function exampleOf(schema: JsonSchema, resolve: RefResolver, name = '', depth = 0): unknown {
  const s = schema.$ref ? (resolve(schema.$ref) ?? {}) : schema;
  if (s.examples?.length) return s.examples[0];
  if (s.example !== undefined) return s.example;
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum.find((v) => v !== null) ?? s.enum[0];
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) {
    const branch = branches.find((b) => b.type !== 'null') ?? branches[0]!;
    return exampleOf(branch, resolve, name, depth);
  }
  if (s.allOf?.length) {
    const parts = s.allOf.map((part) => exampleOf(part, resolve, name, depth));
    return parts.every((p) => typeof p === 'object' && p !== null && !Array.isArray(p))
      ? Object.assign({}, ...parts)
      : parts[0];
  }
  if (depth > 12) return null;
  switch (typeOf(s)) {
    case 'object':
      return exampleObject(s, resolve, depth);
    case 'array': {
      if (s.prefixItems) return s.prefixItems.map((item) => exampleOf(item, resolve, name, depth + 1));
      const count = s.maxItems === 0 ? 0 : Math.max(1, s.minItems ?? 1);
      return Array.from({ length: count }, () => exampleOf(s.items ?? {}, resolve, singular(name), depth + 1));
    }
    case 'string':
      return exampleText(s, name);
    case 'integer':
      return exampleNumber(s, true);
    case 'number':
      return exampleNumber(s, false);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

function exampleObject(s: JsonSchema, resolve: RefResolver, depth: number): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(s.properties ?? {})) {
    value[key] = exampleOf(property, resolve, key, depth + 1);
  }
  // A record (`z.record`): one entry, keyed as its key schema allows.
  if (!s.properties && typeof s.additionalProperties === 'object') {
    const key = s.propertyNames ? String(exampleOf(s.propertyNames, resolve, 'key', depth + 1)) : 'key';
    value[key] = exampleOf(s.additionalProperties, resolve, key, depth + 1);
  }
  return value;
}

const singular = (name: string) => name.replace(/ies$/, 'y').replace(/s$/, '');
