import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RenderPage } from '@sankalp/shared/page-render';
import type { Config } from './config';
import type { AppContext } from './context';
import { registerBackupRoute } from './db/backup';
import type { DbHandle } from './db/client';
import { HEADERS_TIMEOUT_MS, limitConnectionsPerIp, REQUEST_TIMEOUT_MS } from './lib/connection-limits';
import { cutStalledRequests } from './lib/request-deadlines';
import { registerCompression } from './lib/compression';
import { registerErrorHandler } from './lib/error-handler';
import { registerHealth } from './lib/health';
import { registerJobRoutes } from './lib/jobs/internal-routes';
import { loggingOptions } from './lib/logging';
import { registerMetrics } from './lib/metrics';
import { registerOpenApi } from './lib/openapi';
import { registerPrivacyHeaders } from './lib/privacy-headers';
import { findWebDist, registerStaticSite } from './lib/static-site';
import { loadPageRenderer } from './lib/page-render/load-renderer';
import { pageHeadTags } from './modules/seo/page-head';
import { startReadCacheSync } from './modules/catalog/read-cache-sync';
import { apiModules, siteModules } from './modules/index';
import { loadInstallationSecrets } from './lib/installation-secrets';
import { registerSecurityHeaders } from './lib/security-headers';

export type BuildOptions = {
  db: DbHandle;
  now?: () => Date;
  /** Serve the built SPA (off in API tests). */
  serveWeb?: boolean;
  /** Where the built web app is (tests give a made-up one); found beside the server when absent. */
  webDist?: string;
  /** The web app's server renderer (tests give its source); the built one beside the web app when absent. */
  renderPage?: RenderPage;
  logger?: boolean;
  /** Tests read the log lines here. */
  logStream?: NodeJS.WritableStream;
  /** Tests shorten the request timeouts (lib/connection-limits holds the real ones). */
  timeouts?: { headersMs: number; requestMs: number; upload?: { uploadIdleMs: number; uploadMaxMs: number } };
};

/** Builds the whole app without listening: plugins, error handler, API modules, static SPA. */
export async function buildApp(config: Config, opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(opts.logger === false ? { logger: false } : loggingOptions(config.LOG_LEVEL, opts.logStream)),
    // Client IPs feed the rate limits: trust X-Forwarded-For only from configured proxies.
    trustProxy: (_addr: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    bodyLimit: 256 * 1024,
    // Node's one-figure-for-all request timeout is off: lib/request-deadlines cuts a stalled body
    // with 408 in seconds, yet lets a puja video upload take as long as it keeps arriving.
    requestTimeout: 0,
    http: {
      headersTimeout: opts.timeouts?.headersMs ?? HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1_000, opts.timeouts?.headersMs ?? 1_000),
    },
    routerOptions: { maxParamLength: 300 },
    // Malformed URLs (bad %-escapes …) get the same error envelope as everything else.
    frameworkErrors: (err, _req, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .send({
          success: false,
          message: 'Invalid request URL',
          error: err.code ?? 'Bad Request',
          code: 'bad_request',
        });
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (config.TRUST_PROXY_HOPS === 0) limitConnectionsPerIp(app.server);
  cutStalledRequests(app, { requestMs: opts.timeouts?.requestMs ?? REQUEST_TIMEOUT_MS, ...opts.timeouts?.upload });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    db: opts.db.db,
    dbKind: opts.db.kind,
    now: opts.now ?? (() => new Date()),
    jobs: { running: false },
    secrets: await loadInstallationSecrets(opts.db.db),
  };
  app.decorate('ctx', ctx);
  // Catalog read caches of several processes on one PostgreSQL drop together (LISTEN/NOTIFY).
  app.addHook('onClose', await startReadCacheSync(opts.db, app.log));
  // The id every log line of a request carries, handed back so a devotee's report can quote it.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });

  registerSecurityHeaders(app);
  registerPrivacyHeaders(app);
  registerErrorHandler(app);
  // Before any route: both give each route its own hooks as it is declared.
  registerMetrics(app, opts.db);
  await registerHealth(app);
  registerBackupRoute(app, opts.db);
  registerJobRoutes(app);
  await registerCompression(app);

  // The OpenAPI document and /api/docs; before the modules, so its onRoute hook sees every route.
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      for (const mod of apiModules) await api.register(mod);
    },
    { prefix: '/api/v1' },
  );
  for (const mod of siteModules) await app.register(mod);

  const webDist = opts.serveWeb === false ? undefined : (opts.webDist ?? findWebDist());
  const renderPage = opts.renderPage ?? (webDist ? await loadPageRenderer(webDist) : undefined);
  await registerStaticSite(
    app,
    webDist,
    renderPage && { ctx, renderPage, head: (p) => pageHeadTags({ ...p, origin: config.publicUrl.replace(/\/$/, ''), now: ctx.now() }) },
  );
  return app;
}
