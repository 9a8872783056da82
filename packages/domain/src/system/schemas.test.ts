import { describe, expect, it } from 'vitest';
import { PAGE_PATH_MAX } from '../constants';
import { VALIDATION } from '../messages';
import { FORM_MESSAGES } from '../common/fields';
import { PageViewBody } from './schemas';

const messagesOf = (input: unknown) => PageViewBody.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('PageViewBody (page-view tracking)', () => {
  it.each(['/', '/manage-users?page=2', `/${'p'.repeat(PAGE_PATH_MAX - 1)}`])('takes the path %s', (path) => {
    expect(PageViewBody.parse({ path })).toEqual({ path });
  });

  it.each([
    ['a path of PAGE_PATH_MAX + 1', `/${'p'.repeat(PAGE_PATH_MAX)}`, FORM_MESSAGES.tooLong(PAGE_PATH_MAX)],
    ['a path of a million characters', `/${'p'.repeat(1_000_000)}`, FORM_MESSAGES.tooLong(PAGE_PATH_MAX)],
    ['a path with a NUL', '/calendar\u0000', VALIDATION.notAllowedCharacters],
    ['a path without its leading slash', 'calendar', FORM_MESSAGES.notAPath],
    ['an empty path', '', FORM_MESSAGES.notAPath],
  ])('refuses %s', (_, path, message) => {
    expect(messagesOf({ path })).toEqual([message]);
  });
});
