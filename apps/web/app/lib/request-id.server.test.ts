import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { contract } from '@roombook/domain/contract/index';
import { createTestApp, type TestApp } from '@roombook/api/testing';
import { requestLog } from '../../request-log.js';
import { feedProxy, imageProxy } from '../../api-passthrough.js';
import { readBody } from '../../request-guards.js';
import { callApi } from './api.server';

/**
 * One user action followed through both logs (docs/decisions/081): the web server makes an id per request
 * (server.js's `requestLog`), its API client sends it on every call made for that request, and the API's
 * line of the call carries it. Here the web server's own middleware, API client and image route, before a
 * real API (PGlite) logging at 'info'.
 */
interface Line {
  reqId?: string;
  msg?: string;
  url?: string;
  status?: number;
}

describe("the web server's request id reaches the API's log", () => {
  let api: TestApp;
  let apiUrl = '';
  const apiLines: string[] = [];
  const webLines: string[] = [];
  let web: ReturnType<ReturnType<typeof express>['listen']>;
  let webUrl = '';
  const savedApiUrl = process.env.API_URL;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        apiLines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    api = await createTestApp({ backend: 'pglite', config: { logLevel: 'info' }, logStream: stream });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    process.env.API_URL = apiUrl;

    const app = express();
    app.use(requestLog((line) => webLines.push(line)));
    app.get('/api/image/:file', imageProxy);
    app.get('/api/feed/:token', feedProxy);
    // What a loader does: calls of the API for the page, through the web server's one API client.
    app.get('/page', async (_req, res) => {
      await callApi(contract.system.live, {});
      const health = await callApi(contract.system.health, {});
      res.json(health);
    });
    // What an action does after server.js has read and checked its body (request-guards.js).
    app.post('/action', readBody, async (_req, res) => {
      res.json(await callApi(contract.system.health, {}));
    });
    await new Promise<void>((resolve) => {
      web = app.listen(0, '127.0.0.1', () => resolve());
    });
    webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
    // A migrated PGlite with the demo data: seconds on a busy machine.
  }, 120_000);

  afterAll(async () => {
    if (savedApiUrl === undefined) delete process.env.API_URL;
    else process.env.API_URL = savedApiUrl;
    await new Promise((resolve) => web?.close(resolve));
    await api?.close();
  });

  const parsed = (lines: string[]): Line[] => lines.map((line) => JSON.parse(line) as Line).filter((line) => line.msg === 'request');

  it('sends the id of the page request on each API call, and both servers log it', async () => {
    const res = await fetch(`${webUrl}/page?token=secret-in-query`);
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setImmediate(resolve));
    expect(parsed(webLines).filter((line) => line.reqId === id)).toEqual([expect.objectContaining({ url: '/page', status: 200 })]);
    expect(parsed(apiLines).filter((line) => line.reqId === id).map((line) => line.url)).toEqual(['/api/health/live', '/api/health']);
    expect(webLines.join('\n')).not.toContain('secret-in-query');
  });

  it("leaves a room tablet's code out of the path it logs", async () => {
    const code = 'Tablet-code_0123456789a';
    const res = await fetch(`${webUrl}/code/${code}/state`);
    const id = res.headers.get('x-request-id');
    await new Promise((resolve) => setImmediate(resolve));
    expect(parsed(webLines).filter((line) => line.reqId === id)).toEqual([expect.objectContaining({ url: '/code/…/state' })]);
    expect(webLines.join('\n')).not.toContain(code);
  });

  it("leaves a calendar feed's secret out of both servers' logs, and passes the feed on", async () => {
    const { token } = await api.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'user@roombook.test', password: 'roombook' } }).then((res) => res.json() as { token: string });
    const links = (await api.app.inject({ method: 'GET', url: '/api/calendar-links', headers: { authorization: `Bearer ${token}` } })).json() as { bookings: string };
    const path = new URL(links.bookings).pathname;
    const secret = path.split('/').at(-1)!;
    const res = await fetch(`${webUrl}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar');
    expect(res.headers.get('etag')).toMatch(/^"/);
    expect(await res.text()).toContain('BEGIN:VCALENDAR');
    const id = res.headers.get('x-request-id');
    await new Promise((resolve) => setImmediate(resolve));
    expect(parsed(webLines).filter((line) => line.reqId === id)).toEqual([expect.objectContaining({ url: '/api/feed/…' })]);
    expect(parsed(apiLines).filter((line) => line.reqId === id).map((line) => line.url)).toEqual(['/api/feed/…']);
    expect([...webLines, ...apiLines].join('\n')).not.toContain(secret);
  });

  it('keeps the id through a posted form that the web server read before the action', async () => {
    const res = await fetch(`${webUrl}/action`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=Room' });
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id');
    await new Promise((resolve) => setImmediate(resolve));
    expect(parsed(apiLines).filter((line) => line.reqId === id).map((line) => line.url)).toEqual(['/api/health']);
  });

  it('gives each page request its own id, and the image route sends it too', async () => {
    const first = await fetch(`${webUrl}/page`);
    const picture = await fetch(`${webUrl}/api/image/${'0'.repeat(64)}.png`);
    expect(picture.status).toBe(404);
    const ids = [first.headers.get('x-request-id'), picture.headers.get('x-request-id')];
    expect(new Set(ids).size).toBe(2);
    const apiIds = parsed(apiLines).map((line) => line.reqId);
    expect(apiIds.filter((id) => id === ids[0])).toHaveLength(2);
    expect(apiIds.filter((id) => id === ids[1])).toHaveLength(1);
  });

  it('sends no id for a call made outside a request to the web server', async () => {
    await callApi(contract.system.live, {});
    const [last] = parsed(apiLines).slice(-1);
    expect(last).toMatchObject({ url: '/api/health/live' });
    expect(parsed(webLines).map((line) => line.reqId)).not.toContain(last!.reqId);
  });
});
