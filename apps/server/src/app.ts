import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './shared/app-context.ts';
import { BUILD_VERSION, trustProxyOption, type AppConfig } from './config.ts';
import type { Db } from './db/database.ts';
import { accountFeature } from './features/account/account.feature.ts';
import { auditFeature } from './features/audit/audit.feature.ts';
import { authFeature } from './features/auth/auth.feature.ts';
import { contactsFeature } from './features/contacts/contacts.feature.ts';
import { contentFeature, syncDemoMedia } from './features/content/content.feature.ts';
import { customersFeature } from './features/customers/customers.feature.ts';
import { eventsFeature } from './features/events/events.feature.ts';
import { giftcardsFeature } from './features/giftcards/giftcards.feature.ts';
import { apiKeyAuthenticator, integrationFeature } from './features/integration/integration.feature.ts';
import { languagesFeature } from './features/languages/languages.feature.ts';
import { notificationsFeature } from './features/notifications/notifications.feature.ts';
import { ordersFeature } from './features/orders/orders.feature.ts';
import { productsFeature } from './features/products/products.feature.ts';
import { referralLinkRoutes, referralsFeature } from './features/referrals/referrals.feature.ts';
import { salesRepsFeature } from './features/sales-reps/sales-reps.feature.ts';
import { scheduleFeature } from './features/schedule/schedule.feature.ts';
import { searchFeature } from './features/search/search.feature.ts';
import { productTraining, trainingFeature } from './features/training/training.feature.ts';
import { transactionsFeature } from './features/transactions/transactions.feature.ts';
import { webhooksFeature } from './features/webhooks/webhooks.feature.ts';
import { createHealthProbe } from './plugins/health-probe.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import type { JobQueue } from './jobs/job-types.ts';
import { healthRoutes } from './plugins/health-routes.ts';
import { enforceDeclaredAccess } from './plugins/access.ts';
import { registerCompression } from './plugins/compression.ts';
import { redactingLogOptions } from './plugins/log-redaction.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { replyWithRequestId, requestIdOf } from './plugins/request-id.ts';
import { apiNotFound, registerErrorHandling } from './plugins/errors.ts';
import { createFileUrls } from './plugins/file-urls.ts';
import { drainOnClose } from './plugins/graceful-close.ts';
import { answerHealthBeforeRouter } from './plugins/http-server.ts';
import { createMailer, registerMailJob } from './plugins/mailer.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerPlainTextGuard } from './plugins/plain-text.ts';
import { createPasswordHasher } from './plugins/passwords.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { createStorage } from './plugins/storage.ts';
import { createSerializerCompiler } from './plugins/serializer.ts';
import { createTokenService } from './plugins/tokens.ts';
import { registerWebApp } from './plugins/web-app.ts';

/** Every feature's routes, mounted under /api, each through its front door. A new feature adds one line here. */
const FEATURES = [
  healthRoutes,
  authFeature,
  accountFeature,
  languagesFeature,
  productsFeature(productTraining),
  ordersFeature,
  transactionsFeature,
  giftcardsFeature,
  eventsFeature,
  contactsFeature,
  customersFeature,
  salesRepsFeature,
  notificationsFeature,
  trainingFeature,
  scheduleFeature,
  contentFeature,
  referralsFeature,
  integrationFeature,
  webhooksFeature,
  searchFeature,
  auditFeature,
];

declare module 'fastify' {
  interface FastifyInstance {
    /** A shutdown's first step: readiness and /api/health answer 503 while every other request is still served. */
    stopReadiness(): void;
  }
}

export interface BuildOptions {
  /** A migrated database (see openDatabase). */
  db: Db;
  /** Close the database when the app closes. */
  ownsDatabase?: boolean;
  logger?: boolean;
  /** Where log lines go instead of stdout (a test reads them). */
  logStream?: { write(line: string): void };
  /** Human-readable log lines (pino-pretty) instead of JSON: for a terminal, not a log collector. */
  prettyLogs?: boolean;
  /** Check every reply against its zod schema before writing it (the API test suite does). */
  validateReplies?: boolean;
  /** Called for every route as it registers (the route-access test collects them with it). */
  onRoute?: onRouteHookHandler;
  /** The job queue to use (the test harness keeps a handle on it); by default one on `db`. */
  jobs?: JobQueue;
}

export async function buildApp(config: AppConfig, options: BuildOptions): Promise<FastifyInstance> {
  const { db } = options;
  const storage = createStorage(config);
  const health = createHealthProbe({ db, storage, version: config.version ?? BUILD_VERSION });
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...redactingLogOptions,
            ...(options.logStream && { stream: options.logStream }),
            ...(options.prettyLogs && {
              transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
            }),
          },
    bodyLimit: 1024 * 1024,
    // While closing, requests on open connections get their real answer with Connection: close
    // (plugins/graceful-close.ts); the health probe answers 503 so the load balancer moves on.
    return503OnClosing: false,
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  answerHealthBeforeRouter(app.server, health);
  replyWithRequestId(app);
  drainOnClose(app.server, { idleGraceMs: 1000, deadlineMs: 10_000 });
  app.setValidatorCompiler((route) => {
    const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    // A missing JSON body is validated as {} so each required field gets its own message.
    return route.httpPart === 'body' ? (data: unknown) => validate(data ?? {}) : validate;
  });
  app.setSerializerCompiler(createSerializerCompiler({ validate: options.validateReplies ?? false }));
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  registerErrorHandling(app);
  registerPlainTextGuard(app);

  const jobs = options.jobs ?? createJobQueue(db, app.log, config.jobs);
  const ctx: AppContext = {
    config,
    db,
    health,
    tokens: createTokenService(config.jwtSecret),
    hasher: await createPasswordHasher(config.fastHashing),
    jobs,
    metrics: registerMetrics(app, { token: config.metricsToken, db, jobs }),
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir }, app.log),
    storage,
    fileUrls: createFileUrls(config.jwtSecret),
  };
  // The seeded demo videos and PDFs must be in this server's storage (a fresh DATA_DIR or bucket).
  // At ready, and never fatal: a server whose database is down still starts and answers 503 on health.
  app.addHook('onReady', async () => {
    try {
      await syncDemoMedia(db, ctx.storage);
    } catch (err) {
      app.log.warn({ err }, 'demo media not copied into storage');
    }
  });
  registerMailJob(ctx.jobs, ctx.mailer);
  // Handlers are registered while the features are (below); workers start once all are.
  app.addHook('onReady', () => ctx.jobs.start());
  app.decorate('stopReadiness', () => health.stop());
  app.addHook('preClose', (done) => {
    health.stop();
    done();
  });
  app.addHook('onClose', async () => {
    // Requests are done by now (they may queue jobs); running jobs finish and are recorded first.
    await ctx.jobs.stop();
    if (options.ownsDatabase) await db.destroy();
  });

  registerSecurityHeaders(app, config.webDist);
  // Before every route: the plugin adds its hook to each route as it registers.
  await registerCompression(app);
  await registerOpenApi(app);
  enforceDeclaredAccess(app, db, ctx.tokens, apiKeyAuthenticator(ctx));
  await app.register(
    async (api) => {
      for (const feature of FEATURES) await api.register(feature(ctx));
      api.setNotFoundHandler((_request, reply) => apiNotFound(reply));
    },
    { prefix: '/api' },
  );
  await app.register(referralLinkRoutes(ctx));
  await registerWebApp(app, config.webDist);
  return app;
}
