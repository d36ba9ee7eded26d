import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canOpenArea, type AdminAreaKey } from '@owner-portal/contract/permissions';
import { validationErrorReply } from '@owner-portal/contract/errors';
import {
  SEARCH_MIN_LENGTH,
  searchQuery,
  searchReply,
  type SearchKind,
  type SearchResult,
} from '@owner-portal/contract/search/search';
import type { AppContext } from '../../shared/app-context.ts';
import type { Db } from '../../db/database.ts';
import { requireAuth } from '../../plugins/access.ts';
import { searchCompanies, searchContacts, searchOrders, searchUnits } from './search.repository.ts';

/** Each kind, the area whose screens open it, and its lookup; a caller who may not open the area is not shown it. */
const KINDS: [SearchKind, AdminAreaKey, (db: Db, text: string) => Promise<SearchResult[]>][] = [
  ['contact', 'contacts', searchContacts],
  ['company', 'customers', searchCompanies],
  ['unit', 'customers', searchUnits],
  ['order', 'customers', searchOrders],
];

/** The back office's header search: contacts, companies, shipped units and orders as the agent types. */
export function searchRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/search',
      {
        config: { access: { kind: 'staff', areas: ['contacts', 'customers'] } },
        schema: {
          tags: ['search'],
          summary:
            'Contacts by name, email or internal id; companies by name, id or reference; shipped units by serial number; orders by order or fulfilment number (up to 5 of each, by the start of the text)',
          querystring: searchQuery,
          response: { 200: searchReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        const { role } = requireAuth(request);
        const text = request.query.q;
        if (text.length < SEARCH_MIN_LENGTH) return { results: [] };
        const found = await Promise.all(
          KINDS.filter(([, area]) => canOpenArea(role, area)).map(([, , lookup]) => lookup(db, text)),
        );
        return { results: found.flat() };
      },
    );
  };
}
