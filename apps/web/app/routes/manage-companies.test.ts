import { COMPANY_MESSAGES } from '@roombook/domain/companies/page';
import { describe, expect, it } from 'vitest';
import { sessionUserFixture, serveFakeApi } from '~/lib/testing/fake-api';
import { postManageAction } from '~/lib/testing/manage-post';
import { action } from './manage-companies';

/*
 * The Manage Companies action against an HTTP stand-in of the API: what it sends for an Add company opened
 * from an application (the create accepts it, docs/decisions/032), an edit (no administrator fields), and an
 * application's Decline.
 */

const company = { id: 9, name: 'Saltvand ApS', office: 'Room 118', discount: 7.5, image: null, OwnerId: 40, locations: [{ id: 1, name: 'Copenhagen' }] };
const application = {
  id: 5,
  name: 'Tangskov IVS',
  office: 'Room 9',
  firstName: 'Karl',
  lastName: 'Bak',
  email: 'karl@tangskov.test',
  locations: [],
  status: 'rejected',
  createdAt: '2026-11-25T10:00:00.000Z',
};

const api = serveFakeApi({
  'GET /api/user/me': () => ({ status: 200, body: sessionUserFixture({ role: 'SuperAdmin', company: null }) }),
  'POST /api/company/': () => ({ status: 201, body: company }),
  'PUT /api/company/9': () => ({ status: 200, body: company }),
  'GET /api/company-application/5/reject': () => ({ status: 200, body: application }),
});

/** The fetcher's post of `form` to `/manage-companies?intent=…`, signed in. */
const post = (intent: string, form: Array<[string, string]>) => postManageAction(action, '/manage-companies', intent, form);

describe('/manage-companies action', () => {
  it('creates the company from an application with its id, the locations and the Danish discount', async () => {
    const answer = await post('create', [
      ['name', 'Saltvand ApS'],
      ['office', 'Room 118'],
      ['discount', '7,5'],
      ['locations', '1'],
      ['locations', '2'],
      ['firstName', 'Mette'],
      ['lastName', 'Skov'],
      ['email', 'mette@saltvand.test'],
      ['applicationId', '3'],
    ]);
    expect(answer).toEqual({ ok: true, toasts: [COMPANY_MESSAGES.created] });
    expect(api.calls('POST', '/api/company/')[0]?.body).toEqual({
      name: 'Saltvand ApS',
      office: 'Room 118',
      discount: 7.5,
      locations: [1, 2],
      firstName: 'Mette',
      lastName: 'Skov',
      email: 'mette@saltvand.test',
      applicationId: 3,
    });
  });

  it('refuses an Add company without its administrator, and sends nothing', async () => {
    const answer = await post('create', [
      ['name', 'Saltvand ApS'],
      ['office', 'Room 118'],
      ['locations', '1'],
    ]);
    expect(answer.ok).toBe(false);
    expect(api.calls('POST', '/api/company/')).toEqual([]);
  });

  it('edits with the edit form: details, locations and discount, no administrator', async () => {
    const answer = await post('update', [
      ['id', '9'],
      ['name', 'Saltvand ApS'],
      ['office', 'Room 120'],
      ['discount', '12,5'],
      ['locations', '1'],
    ]);
    expect(answer).toEqual({ ok: true, toasts: [COMPANY_MESSAGES.updated] });
    expect(api.calls('PUT', '/api/company/9')[0]?.body).toEqual({ name: 'Saltvand ApS', office: 'Room 120', discount: 12.5, locations: [1] });
  });

  it('declines an application by id, with no success toast (§8)', async () => {
    const answer = await post('reject', [['id', '5']]);
    expect(answer).toEqual({ ok: true, toasts: [] });
    expect(api.calls('GET', '/api/company-application/5/reject')).toHaveLength(1);
  });
});
