import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { KIOSK_ORDER_LINES_MAX } from '../constants';
import { FORM_MESSAGES } from '../common/fields';
import { KIOSK_MESSAGES, VALIDATION } from '../messages';
import { KioskOrderBody, KioskSignInBody } from './schemas';

const issuesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

describe('KioskSignInBody', () => {
  it('reads the form: the location as a number, the password as typed', () => {
    expect(KioskSignInBody.parse({ locationId: '3', password: ' kantine1 ' })).toEqual({ locationId: 3, password: ' kantine1 ' });
  });
  it.each([
    ['no location', { password: 'x' }, 'locationId', VALIDATION.required],
    ['no password', { locationId: '3' }, 'password', VALIDATION.passwordRequired],
    ['an empty password', { locationId: '3', password: '' }, 'password', VALIDATION.passwordRequired],
  ])('%s → %s', (_, input, path, message) => {
    expect(issuesOf(KioskSignInBody, input)).toContainEqual({ path, message });
  });
});

describe('KioskOrderBody', () => {
  const line = { itemId: 1, quantity: 2 };
  const employee = { companyId: 4, pinCode: '0420' };

  it.each([
    ['a guest', { lines: [line], employee: null }],
    ['an employee with a PIN starting with 0', { lines: [line], employee }],
    ['99 of an item', { lines: [{ itemId: 1, quantity: 99 }], employee: null }],
    [`${KIOSK_ORDER_LINES_MAX} lines`, { lines: Array.from({ length: KIOSK_ORDER_LINES_MAX }, (_, i) => ({ itemId: i + 1, quantity: 1 })), employee: null }],
  ])('takes %s', (_, body) => {
    expect(KioskOrderBody.parse(body)).toEqual(body);
  });

  it.each([
    ['no lines', { lines: [], employee: null }, 'lines', KIOSK_MESSAGES.chooseItems],
    ['lines missing', { employee: null }, 'lines', KIOSK_MESSAGES.chooseItems],
    ['a line too many', { lines: Array.from({ length: KIOSK_ORDER_LINES_MAX + 1 }, (_, i) => ({ itemId: i + 1, quantity: 1 })), employee: null }, 'lines', FORM_MESSAGES.tooMany(KIOSK_ORDER_LINES_MAX)],
    ['an item twice', { lines: [line, { itemId: 1, quantity: 1 }], employee: null }, 'lines', KIOSK_MESSAGES.oneLinePerItem],
    ['quantity 0', { lines: [{ itemId: 1, quantity: 0 }], employee: null }, 'lines.0.quantity', KIOSK_MESSAGES.quantityRange(99)],
    ['quantity 100', { lines: [{ itemId: 1, quantity: 100 }], employee: null }, 'lines.0.quantity', KIOSK_MESSAGES.quantityRange(99)],
    ['half an item', { lines: [{ itemId: 1, quantity: 1.5 }], employee: null }, 'lines.0.quantity', FORM_MESSAGES.wholeNumber],
    ['no item', { lines: [{ quantity: 1 }], employee: null }, 'lines.0.itemId', VALIDATION.required],
    ['employee left out', { lines: [line] }, 'employee', KIOSK_MESSAGES.chooseBuyer],
    ['no company', { lines: [line], employee: { pinCode: '1234' } }, 'employee.companyId', VALIDATION.chooseCompany],
    ['a PIN of 3 digits', { lines: [line], employee: { ...employee, pinCode: '123' } }, 'employee.pinCode', KIOSK_MESSAGES.pinFormat],
    ['a PIN of 5 digits', { lines: [line], employee: { ...employee, pinCode: '12345' } }, 'employee.pinCode', KIOSK_MESSAGES.pinFormat],
    ['a PIN with a letter', { lines: [line], employee: { ...employee, pinCode: '12a4' } }, 'employee.pinCode', KIOSK_MESSAGES.pinFormat],
    ['a PIN as a number', { lines: [line], employee: { ...employee, pinCode: 1234 } }, 'employee.pinCode', KIOSK_MESSAGES.pinFormat],
  ])('refuses %s', (_, body, path, message) => {
    expect(issuesOf(KioskOrderBody, body)).toContainEqual({ path, message });
  });
});
