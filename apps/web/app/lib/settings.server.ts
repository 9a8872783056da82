import { startupSettings } from '@roombook/domain/settings';

/**
 * The web server's settings, parsed by the product's one schema (docs/decisions/075) when the server build
 * is loaded: a wrong value, or production without SESSION_SECRET (docs/decisions/074), throws a
 * SettingsError there, which server.js prints one line per cause before it exits. server.js reads its own
 * settings (PORT, HOST, TRUST_PROXY, WEB_URL, COOKIE_SECURE) from here, through the build's entry module.
 */
export const settings = startupSettings(process.env, 'web');
