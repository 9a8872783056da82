/**
 * `/robots.txt`: roombook is an office's internal tool, so no crawler is welcome anywhere (issue 27). Answered by
 * the web server itself, never by the sign-in page that any other unknown path leads to.
 */
export const loader = () =>
  new Response('User-agent: *\nDisallow: /\n', {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
