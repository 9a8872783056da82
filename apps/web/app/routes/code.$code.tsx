import { useCallback } from 'react';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useParams, type MetaFunction } from '@remix-run/react';
import { TabletScreen, type TabletActResult, type TabletAction, type TabletAnswer } from '@roombook/ui/screens/TabletScreen';
import type { TabletCompany, TabletPerson } from '@roombook/domain/tablet/schemas';
import { TABLET_MESSAGES } from '@roombook/domain/tablet/page';
import { forwardedFor } from '~/lib/api.server';
import { pageMeta } from '~/lib/meta';
import { tabletActPath, tabletCompaniesPath, tabletStatePath } from '~/lib/paths';
import { tabletAnswer } from '~/lib/tablet.server';

/** A device page (root.tsx reads this): no shell, no menu, whoever is signed in on the tablet. */
export const handle = { shell: false };

/**
 * '/code/{code}' (§7 "Other", issue 29 §1, docs/decisions/100): the room tablet. The code of the URL is the
 * tablet's only credential; the page asks for the room's state again every few seconds
 * (`/code/{code}/state`), so a tablet set up once keeps showing its room. Book now, End early and Extend
 * (docs/decisions/101) read the companies of `/code/{code}/companies` and post to `/code/{code}/act`.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return { answer: await tabletAnswer(params.code ?? '', forwardedFor(request, context)) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.answer.kind === 'state'
    ? pageMeta(data.answer.state.room.name, `Whether ${data.answer.state.room.name} is free now, and its bookings today.`)
    : pageMeta(TABLET_MESSAGES.setUpAgain, TABLET_MESSAGES.setUpAgainHelp);

export default function TabletRoute() {
  const { answer } = useLoaderData<typeof loader>();
  const code = useParams().code ?? '';
  const load = useCallback(
    async (signal: AbortSignal): Promise<TabletAnswer> => {
      const res = await fetch(tabletStatePath(code), { signal, headers: { accept: 'application/json' }, cache: 'no-store' });
      if (!res.ok) throw new Error(`The tablet's state answered ${res.status}`);
      return (await res.json()) as TabletAnswer;
    },
    [code],
  );
  const loadCompanies = useCallback(async (): Promise<TabletCompany[]> => {
    const res = await fetch(tabletCompaniesPath(code), { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!res.ok) throw new Error(`The tablet's companies answered ${res.status}`);
    return (await res.json()) as TabletCompany[];
  }, [code]);
  const act = useCallback(
    async (action: TabletAction, person: TabletPerson): Promise<TabletActResult> => {
      const res = await fetch(tabletActPath(code), {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ action, person }),
      });
      // A refusal answers its result too, with the API's status; anything else (a server error page) is no answer.
      const result = (await res.json().catch(() => null)) as TabletActResult | null;
      if (result === null || typeof result !== 'object' || !('kind' in result)) throw new Error(`The tablet's action answered ${res.status}`);
      return result;
    },
    [code],
  );
  return <TabletScreen key={code} initial={answer} load={load} loadCompanies={loadCompanies} act={act} />;
}

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
