import { describe, expect, it } from 'vitest';
import { REDIRECT_MAX, safeRedirect, signInPath } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/meeting-rooms', '/meeting-rooms'],
    ['/?location=2&room=ALL&view=day', '/?location=2&room=ALL&view=day'],
    ['/booking-report?room=3#top', '/booking-report?room=3#top'],
    ['/a/../profile', '/profile'],
  ])('follows the path %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    ['another origin, protocol-relative', '//evil.example/profile'],
    ['a backslash, which browsers read as a slash', '/\\evil.example'],
    ['a full URL', 'https://evil.example/'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'profile'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a new line', '/profile\r\nSet-Cookie: x=1'],
    ['a NUL byte', '/profile\u0000'],
    ['an empty string', ''],
    ['too long', `/${'a'.repeat(REDIRECT_MAX)}`],
    ['not a string', ['/profile']],
    ['null', null],
  ])('refuses %s and goes home', (_name, target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it('goes to the fallback it is given', () => {
    expect(safeRedirect('//evil.example', '/profile')).toBe('/profile');
  });
});

describe('signInPath', () => {
  it('names the page to go on to', () => {
    expect(signInPath('/meeting-rooms?x=1')).toBe('/?redirectTo=%2Fmeeting-rooms%3Fx%3D1');
  });
  it('needs no parameter for the home page or for a target it will not follow', () => {
    expect(signInPath('/')).toBe('/');
    expect(signInPath('//evil.example')).toBe('/');
  });
});
