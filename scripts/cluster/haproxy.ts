/**
 * HAProxy from Debian in front of the cluster (docs/decisions/083): installed when missing, its configuration
 * written to a folder of the cluster's own, and run in the foreground as a child (`-db`), so no system service,
 * pid file or log of the machine's is touched.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const HAPROXY = '/usr/sbin/haproxy';

/** Installs Debian's haproxy when it is missing (root, as in CI; otherwise says what to run). */
export function ensureHaproxy(log: (line: string) => void): void {
  if (existsSync(HAPROXY)) return;
  if (process.getuid?.() !== 0) throw new Error('HAProxy is not installed: run `sudo apt-get install -y haproxy`, then try again');
  log('installing HAProxy (apt-get install -y haproxy)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'inherit', env });
}

export interface Backend {
  name: string;
  /** Where the proxy listens for it: `host:port`. */
  bind: string;
  /** The path of its members' health check (a member that is stopping answers it 503). */
  healthPath: string;
  /** Its members' ports on 127.0.0.1. */
  ports: readonly number[];
  /** The proxy sets X-Forwarded-For to the client's address alone (a public front), instead of adding to it. */
  replaceForwardedFor?: boolean;
}

/** How often a member's health is checked: a draining member is out within this (SHUTDOWN_DRAIN_MS is longer). */
const CHECK_INTERVAL_MS = 250;

/**
 * The configuration: per backend a front on `bind`, round robin over its members, each checked every
 * CHECK_INTERVAL_MS and taken out after two failed checks in a row (back after two good ones).
 *
 * Retries: a request whose connection failed never reached a member, so it goes to the other one whatever its
 * method. A request that reached a member and got no answer, a timeout, 502, 503 or 504 is sent again only if
 * it is safe (GET, HEAD, OPTIONS): a POST, PUT, PATCH or DELETE may have been carried out, so it is never
 * repeated, and its caller gets the failure.
 */
export function haproxyConfig(backends: readonly Backend[]): string {
  const lines = [
    'global',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  option http-keep-alive',
    '  timeout connect 2s',
    '  timeout client 5m',
    '  timeout server 5m',
    '  timeout http-request 30s',
    '  timeout http-keep-alive 10s',
    '  timeout check 5s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout 502 503 504',
    '',
  ];
  for (const backend of backends) {
    lines.push(
      `frontend ${backend.name}`,
      `  bind ${backend.bind}`,
      ...(backend.replaceForwardedFor ? ['  http-request del-header x-forwarded-for'] : []),
      '  option forwardfor',
      `  default_backend ${backend.name}_members`,
      '',
      `backend ${backend.name}_members`,
      '  balance roundrobin',
      '  option httpchk',
      `  http-check send meth GET uri ${backend.healthPath}`,
      '  http-check expect status 200',
      '  http-request disable-l7-retry unless METH_GET || METH_HEAD || METH_OPTIONS',
      `  default-server check inter ${CHECK_INTERVAL_MS} fall 2 rise 2`,
      ...backend.ports.map((port, i) => `  server ${backend.name}${i + 1} 127.0.0.1:${port}`),
      '',
    );
  }
  return lines.join('\n');
}
