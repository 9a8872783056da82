import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { areaHandlers, registerAreas } from './areas';
import type { AppConfig } from './config';
import type { Database } from './db/index';
import { Deps } from './deps';
import { registerErrorHandling } from './error-handler';
import './fastify-augment';
import { REDACTED_PATHS, REQUEST_ID_HEADER, RequestLines, logSerializers, requestIdOf, requestLoggerFactory } from './logging';
import { ApiMetrics, registerMetricsRoute } from './metrics';
import { authService } from './plugins/app/auth/auth-service';
import { EmailSender } from './plugins/app/emails/email-sender';
import { outgoingEmails } from './plugins/app/emails/outgoing-emails-repository';
import { imagesService } from './plugins/app/images/images-service';
import { registerImageRoute } from './plugins/app/images/images-route';
import { kioskService } from './plugins/app/kiosk/kiosk-service';
import { PeriodicJob } from './periodic-job';
import { bookingMailer } from './plugins/app/booking-mails/booking-mailer';
import { bookingNoticesRepository } from './plugins/app/booking-mails/booking-notices-repository';
import { CheckInQueue } from './plugins/app/check-ins/check-in-queue';
import { checkInSweeps } from './plugins/app/check-ins/check-in-sweeps';
import { guestsService } from './plugins/app/guests/guests-service';
import { PERSONAL_DATA_KEPT_DAYS } from '@roombook/domain/constants';
import { tabletService } from './plugins/app/tablet/tablet-service';
import { receptionBoardService } from './plugins/app/reception-board/reception-board-service';
import { registerRateLimit } from './plugins/external/rate-limit';
import { registerSecurityHeaders } from './plugins/external/security-headers';
import { registerSwagger } from './plugins/external/swagger';
import { createCallRegistrar } from './routes/contract-route';
import { serializerCompiler } from './serializer';


export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  /** Where log lines go (default stdout); tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /** fastify's trustProxy (default 'loopback': the web server in front may set X-Forwarded-For). */
  trustProxy?: FastifyServerOptions['trustProxy'];
}

/** The API as a fastify instance, ready for `inject` or `listen`. It never listens by itself. */
export const buildApp = async ({
  db,
  config,
  logStream,
  trustProxy = 'loopback',
}: BuildAppOptions): Promise<FastifyInstance> => {
  const requestLines = new RequestLines();
  const app = Fastify({
    // A logger also at 'silent' (pino writes nothing then): fastify tells the log controller, and so the metrics,
    // of an answered request only when it has a logger or the route an onResponse hook.
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: logSerializers,
      ...(logStream ? { stream: logStream } : {}),
    },
    // A request's logger makes its child only when the request logs (logging.ts).
    childLoggerFactory: requestLoggerFactory,
    // The web server's id of the user's action when it sends a sane one, else a new one (logging.ts).
    genReqId: requestIdOf,
    // One line per request at 'info', and the metrics (logging.ts).
    logController: requestLines,
    trustProxy,
    // '/api/company-application/' and '/api/company-application' are the same call.
    routerOptions: { ignoreTrailingSlash: true },
    // JSON bodies are small documents; multipart uploads have their own limits (plugins/external/multipart.ts).
    bodyLimit: 1_048_576,
  });
  // Every repository and service, each made on its first use (docs/decisions/063).
  const deps = new Deps(db.knex, db.driver, config, app.log);
  const outbox = deps.get(outgoingEmails);
  // One log line per request and the metrics, told when the answer has gone (docs/decisions/081).
  const metrics = new ApiMetrics({ knex: db.knex, pendingEmails: () => outbox.countPending() });
  requestLines.attach(app.log, metrics);
  registerMetricsRoute(app, metrics, config.metricsToken);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('authUser', null);
  app.decorateRequest('authSessionId', null);
  app.decorateRequest('kioskSession', null);
  app.decorateRequest('tabletSession', null);
  app.decorateRequest('receptionSession', null);
  app.decorateRequest('uploads', null);
  registerErrorHandling(app);

  await registerSecurityHeaders(app);
  await registerSwagger(app);
  await registerRateLimit(app, db);

  const auth = deps.get(authService);
  const kiosk = deps.get(kioskService);
  const tablets = deps.get(tabletService);
  const receptions = deps.get(receptionBoardService);
  const register = createCallRegistrar(app, {
    user: (authorization) => auth.authenticate(authorization),
    device: (authorization) => kiosk.authenticate(authorization),
    tablet: (authorization) => tablets.authenticate(authorization),
    reception: (authorization) => receptions.authenticate(authorization),
  });
  // Every call of the contract, answered by the handlers module of its area (plugins/app/<area>/<area>-handlers.ts); tests read the list.
  app.decorate('contractCalls', registerAreas(register, await areaHandlers(deps)));
  // Beside the contract: stored images as bytes for <img src> (docs/decisions/019).
  registerImageRoute(app, deps.get(imagesService));
  // Work that outlives its request (the recovery e-mail) finishes before the app closes.
  app.decorate('idle', () => auth.idle());
  app.decorate('outbox', outbox);
  app.addHook('onClose', () => auth.idle());
  // Delivery of the outbox (docs/decisions/031): from start-up until the app closes.
  const mailSender =
    config.mail === undefined
      ? null
      : new EmailSender({
          outbox,
          smtpUrl: config.mail.smtpUrl,
          from: config.mail.from,
          pollMs: config.mail.pollMs,
          log: app.log,
          ...(config.now ? { now: config.now } : {}),
          ...(config.mail.backoffMs ? { backoffMs: config.mail.backoffMs } : {}),
          ...(config.mail.maxAttempts ? { maxAttempts: config.mail.maxAttempts } : {}),
        });
  app.decorate('mailSender', mailSender);
  if (mailSender) {
    app.addHook('onReady', () => mailSender.start());
    app.addHook('onClose', () => mailSender.stop());
  }

  // The check-in job (docs/decisions/102, 103), from start-up until the app closes: on the job queue on PostgreSQL,
  // in this process on the embedded database (one process, one connection: a queue would only wait on it).
  if (config.checkInJob !== undefined) {
    const sweeps = deps.get(checkInSweeps);
    const guests = deps.get(guestsService);
    const keptSince = () => new Date(deps.now().getTime() - PERSONAL_DATA_KEPT_DAYS * 86_400_000);
    const tasks = [
      { name: 'reminded', run: () => sweeps.remindCheckIns() },
      { name: 'released', run: () => sweeps.releaseNoShows() },
      { name: 'guestsForgotten', run: () => guests.forgetOld() },
      { name: 'mailsForgotten', run: () => outbox.forgetDoneBefore(keptSince()) },
      { name: 'noticesForgotten', run: () => deps.get(bookingNoticesRepository).forgetMailedBefore(keptSince()) },
    ];
    const job = new PeriodicJob('check-in job', tasks, config.checkInJob.everyMs, app.log);
    const runner = config.checkInJob.queueUrl === undefined ? job : new CheckInQueue(config.checkInJob.queueUrl, () => job.runOnce(), app.log);
    app.addHook('onReady', () => runner.start());
    app.addHook('onClose', () => runner.stop());
  }

  // Booking e-mails (docs/decisions/104): in every process, each notice mailed once whichever process takes it.
  if (config.bookingMails !== undefined) {
    const mailer = deps.get(bookingMailer);
    const job = new PeriodicJob('booking mails', [{ name: 'bookingMails', run: () => mailer.runOnce() }], config.bookingMails.everyMs, app.log);
    app.addHook('onReady', () => job.start());
    app.addHook('onClose', () => job.stop());
  }

  await app.ready();
  return app;
};
