import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';

/** One group of a feature's routes, built from the app context. */
export type Routes = (ctx: AppContext) => FastifyPluginAsyncZod;

/** A feature's route groups as the one plugin its front door exports, registered in the order given. */
export function featureRoutes(...groups: Routes[]): Routes {
  return (ctx) => async (app) => {
    for (const routes of groups) await app.register(routes(ctx));
  };
}
