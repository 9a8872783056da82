/**
 * The cluster of `npm run start:cluster` (docs/decisions/083): two API processes and two web processes on one
 * PostgreSQL database, behind HAProxy. The web front (WEB_PORT) balances the two web processes; the API front
 * (API_PORT) balances the two API processes, and the web processes call the API through it, so that a request
 * to an API process that stops is sent to the other one. The cluster test (tests/cluster) starts the same.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/e2e/ports';
import { exitOf, type LineSink, printLine, spawnNamed, startMailCatcher, waitForHealth } from '../processes';
import { ensureHaproxy, HAPROXY, haproxyConfig } from './haproxy';

/** How long a member may take to answer its health check at start (the first API process migrates). */
const START_TIMEOUT_MS = 180_000;
/** After SIGTERM, how long a member drains: several of the proxy's health checks (CHECK_INTERVAL_MS). */
const CLUSTER_DRAIN_MS = 1_500;
/** How long after an unplanned exit a member is started again. */
const RESTART_AFTER_MS = 1_000;

export interface ClusterOptions {
  root: string;
  /** PostgreSQL: the embedded database serves one process only. */
  databaseUrl: string;
  /** The web front's port (0: a free one) and the address it listens on (default all interfaces). */
  webPort: number;
  webHost?: string;
  /** The API front's port on 127.0.0.1 (0: a free one). */
  apiPort: number;
  jwtSecret: string;
  sessionSecret: string;
  /** The API processes run with NODE_ENV=production and its refusals (docs/decisions/074); default false. */
  production?: boolean;
  /** The first API process gives an empty database the demo data (DEMO_DATA=true); default false. */
  demoData?: boolean;
  /** Where the mail catcher keeps its mails, unless SMTP_URL is set. */
  mailDir: string;
  /** The API processes' entry (default apps/api/src/server.ts; the cluster test gives its clock's). */
  apiEntry?: string;
  /** More environment for the API processes and for the web processes. */
  apiEnv?: NodeJS.ProcessEnv;
  webEnv?: NodeJS.ProcessEnv;
  /** Start a member again after it ended on its own (npm run start:cluster), or leave it stopped (the test). */
  restart?: boolean;
  sink?: LineSink;
  /** Stops every process started so far, also while the cluster is still starting (Ctrl+C). */
  signal?: AbortSignal;
}

/** One process of the cluster. */
interface Member {
  name: string;
  /** Its own address, past the proxy. */
  url: string;
  /** The running process (a new one after a restart). */
  child(): ChildProcess;
}

export interface Cluster {
  /** The web front (what a browser opens) and the API front (what the web processes call). */
  webUrl: string;
  apiUrl: string;
  apis: readonly Member[];
  webs: readonly Member[];
  mailUrl: string | null;
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { root, sink = printLine } = options;
  const log = (line: string) => sink('cluster', line);
  ensureHaproxy(log);
  const runDir = mkdtempSync(path.join(tmpdir(), 'roombook-cluster-'));
  const children = new Set<ChildProcess>();
  let stopping = false;
  const stopChild = async (child: ChildProcess) => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exitOf(child);
  };
  const stop = async () => {
    stopping = true;
    await Promise.all([...children].map(stopChild));
    rmSync(runDir, { recursive: true, force: true });
  };
  options.signal?.addEventListener('abort', () => void stop(), { once: true });

  const spawnMember = (name: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) => {
    if (stopping) throw new Error('the cluster was stopped while it started');
    const child = spawnNamed(name, command, args, cwd, env, sink);
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  };

  /** A member whose process is started again RESTART_AFTER_MS after it ends, unless the cluster stops. */
  const member = (name: string, port: number, healthPath: string, start: () => ChildProcess): Member & { ready: Promise<void> } => {
    let current = start();
    const watch = (child: ChildProcess) =>
      child.once('exit', (code, signal) => {
        if (stopping) return;
        sink(name, `exited (${signal ?? code})${options.restart ? '; starting it again' : ''}`);
        if (!options.restart) return;
        setTimeout(() => {
          if (stopping) return;
          current = start();
          watch(current);
        }, RESTART_AFTER_MS);
      });
    watch(current);
    const url = `http://127.0.0.1:${port}`;
    return { name, url, child: () => current, ready: waitForHealth(name, `${url}${healthPath}`, current, START_TIMEOUT_MS) };
  };

  try {
    const mail = await startMailCatcher(options.mailDir, (name, command, args) => spawnMember(name, command, args, root, {}));
    if (mail) await waitForHealth('mail catcher', `${mail.webUrl}/api/healthz`, mail.child, START_TIMEOUT_MS);
    const apiPort = options.apiPort || (await freePort());
    const webPort = options.webPort || (await freePort());
    const webHost = options.webHost ?? '*';
    const webUrl = `http://${webHost === '*' ? 'localhost' : webHost}:${webPort}`;
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const drain = String(CLUSTER_DRAIN_MS);

    // The API processes one after the other: the first one migrates (and seeds, when asked); two at once would
    // meet at the migrations' lock.
    const apiEntry = options.apiEntry ?? path.join(root, 'apps/api/src/server.ts');
    const apis: Member[] = [];
    for (const name of ['api1', 'api2']) {
      const port = await freePort();
      const env = {
        NODE_ENV: options.production === true ? 'production' : 'development',
        DEMO_DATA: String(options.demoData === true),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: options.databaseUrl,
        JWT_SECRET: options.jwtSecret,
        SESSION_SECRET: options.sessionSecret,
        WEB_URL: webUrl,
        SHUTDOWN_DRAIN_MS: drain,
        ...(mail ? { SMTP_URL: mail.smtpUrl } : {}),
        ...options.apiEnv,
      };
      const api = member(name, port, '/api/health', () => spawnMember(name, process.execPath, ['--import', 'tsx', apiEntry], root, env));
      await api.ready;
      apis.push(api);
    }

    const webs: Member[] = [];
    for (const name of ['web1', 'web2']) {
      const port = await freePort();
      const env = {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        API_URL: apiUrl,
        WEB_URL: webUrl,
        SESSION_SECRET: options.sessionSecret,
        COOKIE_SECURE: String(webUrl.startsWith('https:')),
        TRUST_PROXY: 'true',
        SHUTDOWN_DRAIN_MS: drain,
        ...options.webEnv,
      };
      webs.push(member(name, port, '/healthz', () => spawnMember(name, process.execPath, ['server.js'], path.join(root, 'apps/web'), env)));
    }
    await Promise.all(webs.map((web) => (web as Member & { ready: Promise<void> }).ready));

    const config = path.join(runDir, 'haproxy.cfg');
    writeFileSync(
      config,
      haproxyConfig([
        { name: 'web', bind: `${webHost === '*' ? '' : webHost}:${webPort}`, healthPath: '/healthz', ports: webs.map((w) => Number(new URL(w.url).port)), replaceForwardedFor: true },
        { name: 'api', bind: `127.0.0.1:${apiPort}`, healthPath: '/api/health', ports: apis.map((a) => Number(new URL(a.url).port)) },
      ]),
    );
    const proxy = spawnMember('proxy', HAPROXY, ['-db', '-f', config], runDir, {});
    proxy.once('exit', (code, signal) => {
      if (!stopping) sink('proxy', `exited (${signal ?? code})`);
    });
    await Promise.all([
      waitForHealth('proxy (web)', `http://127.0.0.1:${webPort}/healthz`, proxy, START_TIMEOUT_MS),
      waitForHealth('proxy (API)', `${apiUrl}/api/health`, proxy, START_TIMEOUT_MS),
    ]);
    return { webUrl, apiUrl, apis, webs, mailUrl: mail?.webUrl ?? null, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
