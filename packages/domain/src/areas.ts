import { authArea } from './auth/contract';
import { bookingArea } from './bookings/contract';
import { calendarFeedArea } from './calendar-feeds/contract';
import { canteenArea, canteenItemArea } from './canteens/contract';
import { companyApplicationArea } from './companies/application-contract';
import { companyArea } from './companies/contract';
import { featureArea } from './features/contract';
import { guestArea } from './guests/contract';
import { insightsArea } from './insights/contract';
import { kioskArea } from './kiosk/contract';
import { locationArea } from './locations/contract';
import { receptionArea } from './receptions/contract';
import { receptionBoardArea } from './reception-board/contract';
import { reportArea } from './reports/contract';
import { roomArea } from './rooms/contract';
import { systemArea } from './system/contract';
import { tabletArea } from './tablet/contract';
import { userArea } from './users/contract';

/**
 * Every area of the product, each declared once in its folder with `defineArea` (docs/decisions/062): the
 * one registration. The contract (`contract/index.ts`), the §6 table (`permissions/capabilities.ts`), the
 * role routes and the menu (`permissions/routes.ts`, `permissions/menu.ts`) and the call targets
 * (`permissions/call-targets.ts`) are derived from this list; the API's handlers, the mocks' handlers and
 * the contract cases are found by their folders and checked against it (docs/adding-an-area.md).
 */
export const AREAS = [
  authArea,
  userArea,
  companyArea,
  companyApplicationArea,
  locationArea,
  roomArea,
  featureArea,
  bookingArea,
  canteenArea,
  canteenItemArea,
  receptionArea,
  reportArea,
  systemArea,
  kioskArea,
  tabletArea,
  receptionBoardArea,
  guestArea,
  calendarFeedArea,
  insightsArea,
] as const;

export type Area = (typeof AREAS)[number];
