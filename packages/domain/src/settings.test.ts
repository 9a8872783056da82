import { describe, expect, it } from 'vitest';
import { tabletUrlOf } from './rooms/rules/room-texts';
import { parseSettings } from './settings';

describe('TABLET_URL (issue 29: the tablet host is a build setting)', () => {
  it('is unset when empty, and then the web app uses its own address', () => {
    expect(parseSettings({}).TABLET_URL).toBeUndefined();
    expect(parseSettings({ TABLET_URL: ' ' }).TABLET_URL).toBeUndefined();
  });

  it.each([
    ['a host', 'https://tablet.roombook.test', 'https://tablet.roombook.test/code/abc'],
    ['a host with a trailing slash', 'https://tablet.roombook.test/', 'https://tablet.roombook.test/code/abc'],
    ['a host with a path and a trailing slash', 'http://roombook.test:3000/tablet/', 'http://roombook.test:3000/tablet/code/abc'],
  ])('gives the tablet URL of %s without a double slash', (_, value, expected) => {
    const host = parseSettings({ TABLET_URL: value }).TABLET_URL;
    expect(host).toBeDefined();
    expect(tabletUrlOf(host ?? '', 'abc')).toBe(expected);
  });

  it('refuses anything but an http:// or https:// URL', () => {
    expect(() => parseSettings({ TABLET_URL: 'tablet.roombook.test' })).toThrow(/TABLET_URL must be an http/);
    expect(() => parseSettings({ TABLET_URL: 'ftp://tablet.roombook.test' })).toThrow(/TABLET_URL must be an http/);
  });
});
