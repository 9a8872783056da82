import { availableBackends, createTestApp } from '@roombook/api/testing';
import type { OpenApiDocument } from '@roombook/api/openapi-document';
import { defineContractSuite } from './harness';

for (const backend of availableBackends()) {
  let close: (() => Promise<void>) | undefined;
  defineContractSuite({
    name: `API on ${backend}`,
    async start() {
      const test = await createTestApp({ backend });
      close = test.close;
      const baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
      // What the API implements is derived from its handler objects (apps/api/src/areas.ts).
      const implemented = new Set(test.app.contractCalls.map(({ call }) => call));
      // Its answers are checked against the document it serves.
      const document = test.app.swagger() as unknown as OpenApiDocument;
      return { baseUrl, implements: (call) => implemented.has(call), now: test.now, document };
    },
    async stop() {
      await close?.();
    },
  });
}
