import type { Company } from '@roombook/domain/companies/schemas';
import { mockCompanies, mockLocations } from './factories';

/**
 * Company fixtures (the full §3 record): the two companies of the demo users, plus companies that only
 * appear in lists and reports, one with a long name.
 */
export const mockCompanyRecords = (): Company[] => [
  ...mockCompanies.map((company, index) => ({ ...company, office: `Room ${201 + index}`, discount: index === 0 ? 10 : 0 })),
  { id: 3, name: 'Hygge Design ApS', office: 'Room 305', discount: 15, image: null, OwnerId: null, locations: [mockLocations[0]!] },
  {
    id: 4,
    name: 'Østerbro Arkitekter og Landskabsrådgivning Interessentskab',
    office: 'Room 412',
    discount: 0,
    image: null,
    OwnerId: null,
    locations: [mockLocations[0]!, mockLocations[1]!],
  },
];
