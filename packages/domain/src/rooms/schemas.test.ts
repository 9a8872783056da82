import { describe, expect, it } from 'vitest';
import { DB_INTEGER_MAX, IMAGE_MAX_BYTES, NAME_MAX, ROOM_FEATURES_MAX, ROOM_RULES_MAX } from '../constants';
import { VALIDATION } from '../messages';
import { FORM_MESSAGES } from '../common/fields';
import { RoomBody, roomFormFields, RoomFormSchema } from './schemas';

const issuesOf = (schema: typeof RoomFormSchema | typeof RoomBody, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

/** As the browser sends it through conform: texts, blanks already removed. */
const validForm = {
  name: 'Fjord',
  rules: 'No food\nClean the whiteboard',
  seatsNumber: '8',
  dailyLimit: '4',
  weeklyLimit: '10',
  locationId: '2',
  features: ['1', '3'],
  hourlyRate: '250,50',
};

describe('RoomFormSchema (§5)', () => {
  it.each([
    ['name missing', { name: undefined }, 'name', VALIDATION.required],
    ['rules missing', { rules: undefined }, 'rules', VALIDATION.required],
    ['rules of 1501 characters', { rules: 'r'.repeat(ROOM_RULES_MAX + 1) }, 'rules', VALIDATION.tooManyCharacters],
    ['seats missing', { seatsNumber: undefined }, 'seatsNumber', VALIDATION.required],
    ['negative seats', { seatsNumber: '-1' }, 'seatsNumber', FORM_MESSAGES.notNegative],
    ['daily limit 25', { dailyLimit: '25', weeklyLimit: '30' }, 'dailyLimit', VALIDATION.maxDailyLimit],
    ['daily limit missing', { dailyLimit: undefined }, 'dailyLimit', VALIDATION.required],
    ['negative daily limit', { dailyLimit: '-1' }, 'dailyLimit', FORM_MESSAGES.notNegative],
    ['weekly below daily', { dailyLimit: '5', weeklyLimit: '4' }, 'weeklyLimit', VALIDATION.weeklyAtLeastDaily],
    ['weekly missing', { weeklyLimit: undefined }, 'weeklyLimit', VALIDATION.required],
    ['location missing', { locationId: undefined }, 'locationId', VALIDATION.required],
    ['negative hourly rate', { hourlyRate: '-10' }, 'hourlyRate', FORM_MESSAGES.notNegative],
    ['hourly rate with 3 decimals', { hourlyRate: '10.005' }, 'hourlyRate', FORM_MESSAGES.moneyDecimals],
  ])('%s → %s', (_, change, path, message) => {
    expect(issuesOf(RoomFormSchema, { ...validForm, ...change })).toContainEqual({ path, message });
  });

  it('shows "weekly below daily" together with the other fields’ messages', () => {
    const issues = issuesOf(RoomFormSchema, { dailyLimit: '8', weeklyLimit: '2' });
    expect(issues).toContainEqual({ path: 'name', message: VALIDATION.required });
    expect(issues).toContainEqual({ path: 'weeklyLimit', message: VALIDATION.weeklyAtLeastDaily });
  });

  it('turns the form into the API body: numbers, feature ids, hourly rate in øre', () => {
    expect(RoomFormSchema.parse(validForm)).toEqual({
      name: 'Fjord',
      rules: 'No food\nClean the whiteboard',
      seatsNumber: 8,
      dailyLimit: 4,
      weeklyLimit: 10,
      locationId: 2,
      features: [1, 3],
      hourlyRate: 25050,
    });
  });

  it.each([
    ['0 to 24 hours a day, weekly equal to daily', { dailyLimit: '24', weeklyLimit: '24' }],
    ['a daily limit of 0', { dailyLimit: '0', weeklyLimit: '0' }],
    ['0 seats', { seatsNumber: '0' }],
  ])('accepts %s', (_, change) => {
    expect(issuesOf(RoomFormSchema, { ...validForm, ...change })).toEqual([]);
  });

  it.each([
    ['a GIF image', { image: { size: 10, type: 'image/gif', name: 'a.gif' } }, VALIDATION.imageType],
    ['a 21 MB image', { image: { size: IMAGE_MAX_BYTES + 1, type: 'image/png', name: 'a.png' } }, VALIDATION.imageTooLarge],
  ])('refuses %s before upload → %s', (_, change, message) => {
    expect(issuesOf(RoomFormSchema, { ...validForm, ...change })).toEqual([{ path: 'image', message }]);
  });

  it('takes a JPG or PNG image, or none (an empty file input)', () => {
    const picture = { size: 2048, type: 'image/jpeg', name: 'a.jpg' };
    expect(RoomFormSchema.parse({ ...validForm, image: picture }).image).toBe(picture);
    expect(RoomFormSchema.parse({ ...validForm, image: new File([], '') }).image).toBeUndefined();
  });

  it('reads a blank hourly rate as no rate and no features as none', () => {
    const room = RoomFormSchema.parse({ ...validForm, hourlyRate: undefined, features: undefined });
    expect(room.hourlyRate).toBeNull();
    expect(room.features).toEqual([]);
  });
});

describe('RoomBody (the API body, hourly rate in integer øre)', () => {
  const body = { name: 'Fjord', rules: 'No food', seatsNumber: 8, dailyLimit: 4, weeklyLimit: 10, locationId: 2, features: [1] };

  it.each([
    ['a rate in øre', { hourlyRate: 25050 }, 25050],
    ['no rate', { hourlyRate: null }, null],
    ['the rate left out', {}, undefined],
  ])('accepts %s', (_, change, expected) => {
    expect(RoomBody.parse({ ...body, ...change }).hourlyRate).toBe(expected);
  });

  it('reads a multipart body (every field text, features as JSON text, null as the text null) like JSON', () => {
    const text = { name: 'Fjord', rules: 'No food', seatsNumber: '8', dailyLimit: '4', weeklyLimit: '10', locationId: '2', features: '[1]' };
    expect(RoomBody.parse({ ...text, hourlyRate: '25050' })).toEqual({ ...body, hourlyRate: 25050 });
    expect(RoomBody.parse({ ...text, hourlyRate: 'null' })).toEqual({ ...body, hourlyRate: null });
    expect(RoomBody.parse({ ...text, hourlyRate: '' })).toEqual({ ...body, hourlyRate: null });
    expect(RoomBody.parse({ ...text, features: '[]' }).features).toEqual([]);
    expect(issuesOf(RoomBody, { ...text, hourlyRate: '250.5' })).toEqual([{ path: 'hourlyRate', message: FORM_MESSAGES.wholeNumber }]);
  });

  it('reads the rules with LF line breaks, and counts each as one character, also from a multipart body (CRLF)', () => {
    expect(RoomBody.parse({ ...body, rules: 'No food\r\nEnd on time' }).rules).toBe('No food\nEnd on time');
    const rules = Array.from({ length: 100 }, () => 'r'.repeat(14)).join('\r\n');
    expect(rules.replace(/\r\n/g, '\n')).toHaveLength(ROOM_RULES_MAX - 1);
    expect(RoomBody.parse({ ...body, rules }).rules).toBe(rules.replace(/\r\n/g, '\n'));
    expect(issuesOf(RoomFormSchema, { ...validForm, rules })).toEqual([]);
  });

  it('carries no image (the picture is a multipart file part)', () => {
    expect(RoomBody.parse({ ...body, image: 'ignored' })).toEqual(body);
  });

  it.each([
    ['a rate in kroner with decimals', { hourlyRate: 250.5 }, 'hourlyRate', FORM_MESSAGES.wholeNumber],
    ['weekly below daily', { weeklyLimit: 3 }, 'weeklyLimit', VALIDATION.weeklyAtLeastDaily],
    ['daily 25', { dailyLimit: 25, weeklyLimit: 30 }, 'dailyLimit', VALIDATION.maxDailyLimit],
  ])('rejects %s', (_, change, path, message) => {
    expect(issuesOf(RoomBody, { ...body, ...change })).toContainEqual({ path, message });
  });
});

describe('room requests: bounded, clean, never thrown', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  const validBody = { ...validForm, hourlyRate: 25050 };

  it.each([
    ['name of NAME_MAX + 1', { name: 'n'.repeat(NAME_MAX + 1) }, 'name', FORM_MESSAGES.tooLong(NAME_MAX)],
    ['rules with a NUL', { rules: 'No food\u0000' }, 'rules', VALIDATION.notAllowedCharacters],
    ['ROOM_FEATURES_MAX + 1 features', { features: ids(ROOM_FEATURES_MAX + 1) }, 'features', FORM_MESSAGES.tooMany(ROOM_FEATURES_MAX)],
    ['70,000 features', { features: ids(70_000) }, 'features', FORM_MESSAGES.tooMany(ROOM_FEATURES_MAX)],
    ['seats beyond an integer', { seatsNumber: DB_INTEGER_MAX + 1 }, 'seatsNumber', FORM_MESSAGES.tooLarge(DB_INTEGER_MAX)],
    ['hourly rate beyond an integer', { hourlyRate: DB_INTEGER_MAX + 1 }, 'hourlyRate', FORM_MESSAGES.tooLarge(DB_INTEGER_MAX)],
  ])('RoomBody: %s → %s', (_, change, path, message) => {
    expect(issuesOf(RoomBody, { ...validBody, ...change })).toContainEqual({ path, message });
  });

  it('RoomBody takes ROOM_FEATURES_MAX features and rules of ROOM_RULES_MAX characters', () => {
    expect(issuesOf(RoomBody, { ...validBody, features: ids(ROOM_FEATURES_MAX), rules: 'r'.repeat(ROOM_RULES_MAX) })).toEqual([]);
  });

  it.each([null, [], 'x', 5])('RoomBody and RoomFormSchema refuse %j without throwing', (input) => {
    for (const schema of [RoomBody, RoomFormSchema]) {
      expect(() => schema.safeParse(input)).not.toThrow();
      expect(schema.safeParse(input).success).toBe(false);
    }
  });
});

describe('roomFormFields: a body as the room form posts it', () => {
  const body = { name: 'Fjord', rules: 'No food', seatsNumber: 8, dailyLimit: 4, weeklyLimit: 10, locationId: 2, features: [1, 3] };
  it.each([
    ['a rate with øre', 25050, '250,50'],
    ['a rate of 0', 0, '0,00'],
    ['no rate', null, ''],
  ])('%s reads back as the same body', (_, hourlyRate, text) => {
    expect(roomFormFields({ ...body, hourlyRate }).hourlyRate).toBe(text);
    expect(RoomFormSchema.parse(roomFormFields({ ...body, hourlyRate }))).toEqual({ ...body, hourlyRate });
  });
});
