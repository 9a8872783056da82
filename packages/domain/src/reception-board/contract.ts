import { z } from 'zod';
import { defineArea } from '../contract/area';
import { defineCall } from '../contract/define';
import { MessageResponse } from '../common/schemas';
import { ArriveBody, ReceptionBoard, ReceptionBoardLocation, ReceptionSession, ReceptionSignInBody } from './schemas';

/**
 * The reception board (issue 29 §2, docs/decisions/103). A front-desk tablet signs in with its location and the
 * reception's password and gets a device token (`auth: 'reception'`); the board's calls take only that token.
 */
const receptionBoardCalls = {
  locations: defineCall({
    method: 'GET',
    path: '/api/reception-board/locations',
    auth: 'public',
    summary: 'The locations that have a reception (id and name only), for the board’s sign-in',
    response: z.array(ReceptionBoardLocation),
  }),
  signIn: defineCall({
    method: 'POST',
    path: '/api/reception-board/sign-in',
    auth: 'public',
    summary: 'Signs a board in to the reception at the location with that password; answers a device token',
    body: ReceptionSignInBody,
    response: ReceptionSession,
  }),
  signOut: defineCall({
    method: 'POST',
    path: '/api/reception-board/sign-out',
    auth: 'reception',
    summary: 'Ends the board session of the token',
    response: MessageResponse,
  }),
  board: defineCall({
    method: 'GET',
    path: '/api/reception-board/board',
    auth: 'reception',
    summary: "The reception with its wifi, and today's meetings at its location with their hosts and guests",
    response: ReceptionBoard,
  }),
  arrive: defineCall({
    method: 'POST',
    path: '/api/reception-board/arrive',
    auth: 'reception',
    summary: 'Marks a guest of a meeting here today as arrived and e-mails the host once; answers the board',
    body: ArriveBody,
    response: ReceptionBoard,
  }),
} as const;

/** The reception board: a device of its own kind, outside the §6 table. */
export const receptionBoardArea = defineArea({
  name: 'receptionBoard',
  calls: receptionBoardCalls,
  targets: { locations: 'none', signIn: 'none', signOut: 'none', board: 'none', arrive: 'none' },
});
