import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { fillPath, type ApiCall } from '@roombook/domain/contract/index';
import { contract } from '@roombook/domain/contract/index';
import type { LoginResponse } from '@roombook/domain/auth/schemas';

export interface CallInit {
  body?: unknown;
  token?: string;
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
}

/** Sends a contract call through `app.inject`. */
export const call = (app: FastifyInstance, apiCall: ApiCall, init: CallInit = {}): Promise<LightMyRequestResponse> =>
  app.inject({
    method: apiCall.method,
    url: fillPath(apiCall.path, init.params),
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { payload: init.body as Record<string, unknown> }),
  });

export const login = async (
  app: FastifyInstance,
  email = 'user@roombook.test',
  password = 'roombook'
): Promise<LoginResponse> => {
  const res = await call(app, contract.auth.login, { body: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return contract.auth.login.response.parse(res.json());
};

/** Asserts the `{ message, statusCode }` error answer. */
export const expectError = (res: LightMyRequestResponse, statusCode: number, message: string): void => {
  expect(res.statusCode, res.body).toBe(statusCode);
  expect(res.json()).toMatchObject({ message, statusCode });
};
