import { availableBackends, createTestApp } from '@roombook/api/testing';
import { defineContractSuite } from './cases';

for (const backend of availableBackends()) {
  let close: (() => Promise<void>) | undefined;
  defineContractSuite({
    name: `API on ${backend}`,
    async start() {
      const test = await createTestApp({ backend });
      close = test.close;
      const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
      return { baseUrl: address };
    },
    async stop() {
      await close?.();
    },
  });
}
