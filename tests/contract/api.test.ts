import { toRoutePattern } from '@roombook/domain/contract/define';
import { availableBackends, createTestApp } from '@roombook/api/testing';
import { defineContractSuite } from './harness';

for (const backend of availableBackends()) {
  let close: (() => Promise<void>) | undefined;
  defineContractSuite({
    name: `API on ${backend}`,
    async start() {
      const test = await createTestApp({ backend });
      close = test.close;
      const baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
      // What the API implements is what it registered (an unregistered call answers 404).
      const registered = (url: string, method: string) => test.app.hasRoute({ method, url });
      return {
        baseUrl,
        // Routes ignore a trailing slash, so '/api/company-application/' is registered without it.
        implements: (call) => {
          const url = toRoutePattern(call.path);
          return registered(url, call.method) || registered(url.replace(/\/$/, ''), call.method);
        },
      };
    },
    async stop() {
      await close?.();
    },
  });
}
