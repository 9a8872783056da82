import { contract } from '@roombook/domain/contract/index';
import type { TabletAnswer } from '@roombook/ui/screens/TabletScreen';
import { callApi, isApiCallError } from './api.server';

/**
 * The room tablet's state for the code of its URL (docs/decisions/100): the code is the tablet's credential, sent
 * to the API as `tablet_{code}`; a code that no room has (reset, or never one) is `setUpAgain`. Anything else
 * (the API down) is thrown: the page's first draw fails, and a poll counts it as no answer.
 */
export async function tabletAnswer(code: string, forwardedFor: string | undefined): Promise<TabletAnswer> {
  try {
    return { kind: 'state', state: await callApi(contract.tablet.state, { token: `tablet_${code}`, forwardedFor }) };
  } catch (error) {
    if (isApiCallError(error) && error.statusCode === 401) return { kind: 'setUpAgain' };
    throw error;
  }
}
