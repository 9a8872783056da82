import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type ApiCall } from '@roombook/domain/contract/index';
import { createApiClient, type CallInput, type CallResult, type LooseCallInput } from '@roombook/domain/contract/client';
import type { LoginResponse } from '@roombook/domain/auth/schemas';
import type { OpenApiDocument } from '@roombook/api/openapi-document';
import { contractCases } from './cases/index';
import { openApiAnswerCheck } from './openapi-answers';

/** Something that answers the `/api` contract at a base URL: the real API or the MSW mocks. */
export interface ContractTarget {
  name: string;
  /**
   * `now`: the target's clock, the instant under test running (@roombook/api/test-clock). `document`: the
   * OpenAPI document every answer of the cases is checked against (docs/decisions/077).
   */
  start(): Promise<{ baseUrl: string; implements: (call: ApiCall) => boolean; now: () => Date; document: OpenApiDocument }>;
  stop(): Promise<void>;
}

/** The demo password of every demo login, on the API's seed and in the mocks alike. */
const DEMO_PASSWORD = 'roombook';

/** What a case gets: one target, reached through the one contract client. */
export interface CaseContext {
  /** Where the target answers (one per target: what a case may keep between cases, such as sessions, is keyed by it). */
  baseUrl: string;
  /** Sends a call and answers its result (the response is checked against the contract). */
  send<C extends ApiCall>(call: C, input?: CallInput<C>): Promise<CallResult<C>>;
  /** Sends anything, for cases about bad input. */
  sendLoose(call: ApiCall, input: LooseCallInput): Promise<CallResult<ApiCall>>;
  /** Signs in a demo login and answers the session. */
  login(email: string, password?: string): Promise<LoginResponse>;
  /** The target's clock: what "now" is for the calls a case sends. */
  now(): Date;
}

/** One behaviour of the contract, run on every target that implements all of its calls. */
export interface ContractCase {
  name: string;
  /** The calls the case makes (besides sign-in); a target that lacks one skips the case. */
  calls: readonly ApiCall[];
  /** The targets (by name) the case runs on, when not every one. */
  runsOn?: (target: string) => boolean;
  run(t: CaseContext): Promise<void>;
}

/**
 * What a module of tests/contract/cases/ exports by default: the cases of one area (its describe block is
 * named after it), or of one theme across areas (the profile, the authorization matrix).
 */
export interface CaseGroup {
  name: string;
  cases: readonly ContractCase[];
}

/** Asserts a success and answers its data. */
export function expectOk<C extends ApiCall>(result: CallResult<C>, status = 200) {
  expect(result.ok ? result.status : result, JSON.stringify(result.raw)).toBe(status);
  if (!result.ok) throw new Error('unreachable');
  return result.data;
}

/** Asserts the `{ message, statusCode }` a caller sees. */
export function expectError(result: CallResult<ApiCall>, status: number, message: string) {
  expect(result.ok, JSON.stringify(result.raw)).toBe(false);
  if (result.ok) return;
  expect(result.status).toBe(status);
  expect(result.error).toEqual({ message, statusCode: status });
}

/**
 * The same cases (tests/contract/cases/<area>.ts) against every target, so that the API and the mocks
 * cannot drift apart. A case runs where the target implements all its calls and is skipped elsewhere, so
 * a case written for the mocks today runs against the API as soon as the API implements the call. Every
 * answer a case gets through the contract client is also checked against the OpenAPI document (status,
 * Content-Type, JSON body): a case fails naming each call that answered outside it.
 */
export function defineContractSuite(target: ContractTarget) {
  describe(`/api contract — ${target.name}`, () => {
    let started: Awaited<ReturnType<ContractTarget['start']>> | undefined;
    let checkAnswer: ReturnType<typeof openApiAnswerCheck> | undefined;
    beforeAll(async () => {
      started = await target.start();
      checkAnswer = openApiAnswerCheck(started.document);
    });
    afterAll(() => target.stop());

    /** A case's context; what answered outside the OpenAPI document is added to `outsideDocument`. */
    const context = (outsideDocument: string[]): CaseContext => {
      if (!started || !checkAnswer) throw new Error(`${target.name} did not start`);
      const check = checkAnswer;
      const client = createApiClient({
        baseUrl: started.baseUrl,
        async fetch(url, init) {
          const response = await fetch(url, init);
          const mismatch = await check(init.method ?? 'GET', url, response);
          if (mismatch !== null) outsideDocument.push(mismatch);
          return response;
        },
      });
      const send = client.send as CaseContext['sendLoose'];
      return {
        baseUrl: started.baseUrl,
        send: (call, input) => client.send(call, (input ?? {}) as CallInput<typeof call>),
        sendLoose: send,
        now: started.now,
        async login(email, password = DEMO_PASSWORD) {
          return expectOk(await client.send(contract.auth.login, { body: { email, password } }));
        },
      };
    };

    for (const { name, cases } of contractCases) {
      describe(name, () => {
        for (const contractCase of cases) {
          it(contractCase.name, async ({ skip }) => {
            if (contractCase.runsOn && !contractCase.runsOn(target.name)) skip(`not run on ${target.name}`);
            const missing = contractCase.calls.filter((call) => !started?.implements(call));
            if (missing.length > 0) skip(`not implemented here: ${missing.map((c) => `${c.method} ${c.path}`).join(', ')}`);
            const outsideDocument: string[] = [];
            await contractCase.run(context(outsideDocument));
            expect(outsideDocument, 'answers outside the OpenAPI document (/api/docs/json)').toEqual([]);
          });
        }
      });
    }
  });
}
