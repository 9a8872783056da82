/**
 * Deep links through sign-in (issue 28 §2, docs/decisions/090): a signed-out visit to a page goes to the
 * sign-in page with the page in `redirectTo`, and signing in goes on to it. The target comes from the address
 * bar, so it is only ever a path on this site.
 */

/** The sign-in page's query parameter naming where to go after signing in. */
export const REDIRECT_PARAM = 'redirectTo';
/** A longer target is not followed (the calendar's longest address is far shorter). */
export const REDIRECT_MAX = 2_048;

const ORIGIN = 'http://roombook.invalid';

/**
 * `target` when it is a path of this site ('/meeting-rooms', '/?location=2&view=day'), else `fallback`:
 * never another origin ('//evil.example', '/\\evil.example', 'https://…', 'javascript:…'), never a control
 * character or backslash (which browsers read as '/'), never longer than REDIRECT_MAX.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > REDIRECT_MAX) return fallback;
  if (!target.startsWith('/') || target.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  try {
    const url = new URL(target, ORIGIN);
    if (url.origin !== ORIGIN) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The sign-in page that goes on to `target` once signed in ('/' itself needs no parameter). */
export function signInPath(target: string): string {
  const safe = safeRedirect(target);
  return safe === '/' ? '/' : `/?${REDIRECT_PARAM}=${encodeURIComponent(safe)}`;
}
