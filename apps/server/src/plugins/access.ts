import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import {
  canOpenArea,
  canPerform,
  type Action,
  type AdminAreaKey,
  type RouteName,
} from '@owner-portal/contract/permissions';
import { READ_ONLY_IMPERSONATION_MESSAGE } from '@owner-portal/contract/errors';
import { API_KEY_PREFIX, type ApiKeyScope } from '@owner-portal/contract/integration/api-keys';
import { isEuropeanSubsidiary, isReadOnlyStaffRole } from '@owner-portal/contract/roles';
import type { TokenClaims, TokenType } from '@owner-portal/contract/user';
import type { Db } from '../db/database.ts';
import { prepareQuery } from '../db/prepared.ts';
import { createAccountCache, type AccountCache } from './account-cache.ts';
import { forbidden, HttpError, unauthenticated } from './http-errors.ts';
import type { TokenService } from './tokens.ts';

/** What a route requires of its caller. Every /api route declares one; see `enforceDeclaredAccess`. */
export type Access =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  /**
   * Customers and staff impersonating one. `europe: false` refuses subsidiary 3 (its screens hide the
   * feature); `impersonation: false` refuses staff acting as the customer (the contact's own secrets).
   */
  | { kind: 'customer'; europe?: boolean; impersonation?: boolean }
  /**
   * Only a staff member acting as an owner, read-only or not (ending the impersonation); owners and
   * staff tokens get 403.
   */
  | { kind: 'impersonation' }
  /** Staff (never an impersonation token). `areas`: any one of these admin areas; `action`: the per-action rule. */
  | { kind: 'staff'; areas?: AdminAreaKey[]; action?: [Action, RouteName] }
  /**
   * A business system's API key, and nothing else (decision 114); only under /api/integration/.
   * `scope`: what the route writes; without one (the batch) each operation checks its own.
   */
  | { kind: 'integration'; scope?: ApiKeyScope };

export interface AuthContext {
  type: TokenType;
  claims: TokenClaims;
  /** customer_users.id for customer and impersonation tokens, staff_users.id for staff. */
  accountId: number;
  customerId: number | null;
  subsidiaryId: number | null;
  role: string;
  actor: TokenClaims['act'] | null;
  /** Impersonation by a read-only staff role: reads only (`refuseReadOnlyWrite`). */
  readOnly: boolean;
}

/** The API key an integration request was let in with. */
export interface ApiKeyCaller {
  type: 'api_key';
  /** api_keys.id: the credential idempotency keys are scoped to and audit rows name. */
  accountId: number;
  name: string;
  scopes: readonly ApiKeyScope[];
  /** The address the request came from, for the audit log (decision 124). */
  ip?: string;
}

/** Whoever a write is recorded against: a signed-in person or an API key. */
export type Caller = AuthContext | ApiKeyCaller;

/**
 * Lets an integration request in or throws: 401 for anything but a live key, 429 past its limit,
 * 403 naming a scope it lacks. Built by the integration feature, which keeps the keys.
 */
export type ApiKeyAuthenticator = (authorization: string | undefined, scope?: ApiKeyScope) => Promise<ApiKeyCaller>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    apiKey: ApiKeyCaller | null;
  }
  interface FastifyInstance {
    /** Resolves once the token check has seen every account change committed before the call. */
    settleAccountChanges(): Promise<void>;
  }
}

function accountLookups(db: Db, cache: AccountCache) {
  // One round trip each: the account's current token version, and whether this token was signed out.
  const revoked = (jti: string) =>
    db.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti).as('revoked_jti');
  return {
    staff: cache.wrap(
      'staff',
      prepareQuery(
        db,
        (id: number, jti: string) =>
          db
            .selectFrom('staff_users')
            .select(['id', 'role', 'token_version', revoked(jti)])
            .where('id', '=', id),
        [-101, '\0jti'],
      ),
    ),
    customerUser: cache.wrap(
      'customer',
      prepareQuery(
        db,
        (id: number, jti: string) =>
          db
            .selectFrom('customer_users as cu')
            .leftJoin('customers as c', 'c.id', 'cu.customer_id')
            .select(['cu.id', 'cu.token_version', 'cu.customer_id', 'c.subsidiary_id', revoked(jti)])
            .where('cu.id', '=', id),
        [-101, '\0jti'],
      ),
    ),
  };
}

type AccountLookups = ReturnType<typeof accountLookups>;

async function authenticate(
  lookups: AccountLookups,
  tokens: TokenService,
  header: string | undefined,
): Promise<AuthContext | null> {
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  // An API key opens /api/integration/ only: everywhere else it is no credential at all.
  if (token.startsWith(API_KEY_PREFIX)) return null;
  const claims = tokens.verify(token);
  if (!claims) return null;
  const id = Number(claims.sub);
  if (claims.typ === 'staff') {
    const staff = await lookups.staff(id, claims.jti);
    if (!staff || staff.revoked_jti || staff.token_version !== claims.ver) return null;
    return {
      type: 'staff',
      claims,
      accountId: staff.id,
      customerId: null,
      subsidiaryId: null,
      role: staff.role,
      actor: null,
      readOnly: false,
    };
  }
  const user = await lookups.customerUser(id, claims.jti);
  if (!user || user.revoked_jti || user.token_version !== claims.ver) return null;
  let readOnly = false;
  if (claims.typ === 'impersonation') {
    // The acting staff member must still exist with the same token version (a password change ends it),
    // and the staff session that started it must not have signed out.
    const staff = claims.act ? await lookups.staff(claims.act.id, claims.act.sid) : undefined;
    if (!staff || staff.revoked_jti || staff.token_version !== claims.act!.ver) return null;
    // Read-only when a read-only role started it, or the actor has become one since.
    readOnly = claims.act!.read_only === true || isReadOnlyStaffRole(staff.role);
  }
  return {
    type: claims.typ,
    claims,
    accountId: user.id,
    customerId: user.customer_id,
    subsidiaryId: user.subsidiary_id,
    role: 'customer',
    actor: claims.act ?? null,
    readOnly,
  };
}

const READS = new Set(['GET', 'HEAD']);

/** A read-only impersonation may read, and nothing else: whatever the route, its writes answer 403. */
export function refuseReadOnlyWrite(method: string, auth: AuthContext | null): void {
  if (auth?.readOnly && !READS.has(method)) throw new HttpError(403, READ_ONLY_IMPERSONATION_MESSAGE);
}

export function checkAccess(access: Access, auth: AuthContext | null): void {
  if (access.kind === 'public') return;
  if (access.kind === 'integration') throw unauthenticated();
  if (!auth) throw unauthenticated();
  if (access.kind === 'signed-in') return;
  if (access.kind === 'customer') {
    if (auth.type === 'staff') throw forbidden();
    if (access.europe === false && isEuropeanSubsidiary(auth.subsidiaryId)) throw forbidden();
    if (access.impersonation === false && auth.type === 'impersonation') throw forbidden();
    return;
  }
  if (access.kind === 'impersonation') {
    if (auth.type !== 'impersonation') throw forbidden();
    return;
  }
  if (auth.type !== 'staff') throw forbidden();
  if (access.areas && !access.areas.some((area) => canOpenArea(auth.role, area))) throw forbidden();
  if (access.action && !canPerform(auth.role, access.action[0], access.action[1])) throw forbidden();
}

const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Routes under /api must declare their access; forgetting fails at start-up, not in production.
 * The check is attached to each non-public route, so public ones (health, login) pay nothing for it.
 */
export function enforceDeclaredAccess(
  app: FastifyInstance,
  db: Db,
  tokens: TokenService,
  apiKeys?: ApiKeyAuthenticator,
): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('apiKey', null);
  const cache = createAccountCache(db);
  const lookups = accountLookups(db, cache);
  app.decorate('settleAccountChanges', () => cache.settle());
  // A write of this process is seen by its next token check at once, before its reply is sent;
  // other processes see it when PostgreSQL's notice arrives.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') cache.clear();
  });
  app.addHook('onClose', () => cache.close());
  // onRequest runs before body parsing and validation, so an unauthorised caller learns nothing about the schema.
  const checkCaller = (access: Access): onRequestHookHandler =>
    async function checkCaller(request) {
      request.auth = await authenticate(lookups, tokens, request.headers.authorization);
      // A read-only impersonation may still be ended.
      if (access.kind !== 'impersonation') refuseReadOnlyWrite(request.method, request.auth);
      checkAccess(access, request.auth);
    };
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (isApiRoute(route.url) && !access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    }
    if (!access || access.kind === 'public') return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    if (access.kind === 'integration') {
      if (!apiKeys || !route.url.startsWith('/api/integration/'))
        throw new Error(`Route ${route.method} ${route.url}: API keys are taken under /api/integration/ only`);
      const scope = access.scope;
      route.onRequest = [
        async function checkApiKey(request) {
          request.apiKey = { ...(await apiKeys(request.headers.authorization, scope)), ip: request.ip };
        },
        ...own,
      ];
      return;
    }
    route.onRequest = [checkCaller(access), ...own];
  });
}

/** The signed-in caller; only call it on routes whose access rule guarantees one. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** Whoever sent the request, person or API key; only call it on routes whose access rule guarantees one. */
export function requireCaller(request: FastifyRequest): Caller {
  const caller = request.auth ?? request.apiKey;
  if (!caller) throw unauthenticated();
  return caller;
}
