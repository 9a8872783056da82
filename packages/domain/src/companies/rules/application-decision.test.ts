import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../messages';
import { applicationDecisionRefusal, type ApplicationAction } from './application-decision';
import { APPLICATION_MESSAGES } from '../page';

const notFound = { statusCode: 404, message: ERRORS.notFound };
const decided = { statusCode: 409, message: APPLICATION_MESSAGES.decided };

describe('applicationDecisionRefusal: an application is decided once', () => {
  it.each<{ status: 'pending' | 'accepted' | 'rejected' | undefined; action: ApplicationAction; refusal: unknown }>([
    { status: 'pending', action: 'create', refusal: null },
    { status: 'pending', action: 'reject', refusal: null },
    { status: 'pending', action: 'accept', refusal: null },
    { status: 'accepted', action: 'create', refusal: decided },
    { status: 'accepted', action: 'reject', refusal: decided },
    { status: 'accepted', action: 'accept', refusal: null },
    { status: 'rejected', action: 'create', refusal: decided },
    { status: 'rejected', action: 'reject', refusal: decided },
    { status: 'rejected', action: 'accept', refusal: decided },
    { status: undefined, action: 'create', refusal: notFound },
    { status: undefined, action: 'reject', refusal: notFound },
    { status: undefined, action: 'accept', refusal: notFound },
  ])('$action of a $status application → $refusal', ({ status, action, refusal }) => {
    expect(applicationDecisionRefusal(status, action)).toEqual(refusal);
  });
});
