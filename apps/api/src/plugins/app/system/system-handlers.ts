import { defineHandlers } from '../../../areas';
import { systemService } from './system-service';

/** The health checks and page-view tracking. */
export default defineHandlers('system', (deps) => {
  const system = deps.get(systemService);
  return {
    health: { handler: () => system.health() },
    live: { handler: async () => ({ status: 'ok' as const }) },
    ready: { handler: () => system.health() },
    pageView: {
      handler: async ({ body, user }) => {
        await system.recordPageView(user.id, body.path);
        return null;
      },
    },
  };
});
