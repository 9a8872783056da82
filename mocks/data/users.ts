import type { SessionUser } from '@roombook/domain/users/schemas';
import { pictureText } from '../lib/picture-text';
import { buildUser, demoUsers, mockCompanies } from './factories';

/**
 * A round portrait-like picture (an SVG data URL), so that stories and dev:mock need no network. Its initials
 * are drawn in the product's typeface (pictureText), not in whatever font the machine has.
 */
export function userImage(initials: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
    `<rect width="160" height="160" fill="${background}"/>` +
    `<circle cx="80" cy="62" r="30" fill="#ffffff" fill-opacity="0.8"/>` +
    `<rect x="30" y="104" width="100" height="56" rx="28" fill="#ffffff" fill-opacity="0.8"/>` +
    pictureText(initials, { x: 80, y: 150, size: 20, fill: '#1b1f24' }) +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Staff of the two mock companies, for the Manage users screen: some with a picture, a second company
 * with its own owner, and a long name and email. Ids start at 101 so that they never collide with
 * `demoUsers()`.
 */
export function staffUsers(): SessionUser[] {
  const [nordlys, fjord] = [mockCompanies[0]!, mockCompanies[1]!];
  return [
    buildUser({ id: 101, email: 'ida.holm@nordlys.test', role: 'User', firstName: 'Ida', lastName: 'Holm', company: nordlys, image: userImage('IH', '#0a58a8'), mobile: '+4520304050', office: 'Room 201' }),
    buildUser({ id: 102, email: 'bo.berg@nordlys.test', role: 'CompanyManager', firstName: 'Bo', lastName: 'Berg', company: nordlys, mobile: '+4531415926', office: 'Room 202' }),
    buildUser({ id: 103, email: 'frederikke.vestergaard-christensen@fjord-consulting.test', role: 'CompanyOwner', firstName: 'Frederikke', lastName: 'Vestergaard-Christensen', company: fjord, image: userImage('FV', '#1d6b35'), mobile: '+4540506070', office: 'Room 305, second floor by the canteen' }),
    buildUser({ id: 104, email: 'emil.dahl@fjord-consulting.test', role: 'User', firstName: 'Emil', lastName: 'Dahl', company: fjord, mobile: '+4560708090', office: 'Room 305' }),
    buildUser({ id: 105, email: 'clara.juhl@fjord-consulting.test', role: 'CompanyManager', firstName: 'Clara', lastName: 'Juhl', company: fjord, image: userImage('CJ', '#8a3b12'), mobile: '+4570809010', office: 'Room 306' }),
    buildUser({ id: 106, email: 'jonas.krogh@nordlys.test', role: 'User', firstName: 'Jonas', lastName: 'Krogh', company: nordlys, mobile: '+4580901020', office: 'Room 203' }),
  ];
}

/** The demo logins plus the company staff: the users a Manage users story lists. */
export const usersWithStaff = (): SessionUser[] => [...demoUsers(), ...staffUsers()];
