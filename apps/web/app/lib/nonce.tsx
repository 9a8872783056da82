import { createContext, useContext } from 'react';

/**
 * The content-security-policy nonce of the page being rendered (server.js makes one per request and puts
 * it in the load context; entry.server.tsx provides it). Remix's inline scripts carry it. In the browser,
 * after hydration, there is none: no inline script is added then.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export const useNonce = (): string | undefined => useContext(NonceContext);

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The page's CSP nonce (server.js). Absent under `remix vite:dev`, which sends no policy. */
    cspNonce?: string;
  }
}
