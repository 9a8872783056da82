import { useId } from 'react';
import { roleLabel, type Role } from '@roombook/domain/roles';
import { details, heading, home, row, term, value } from './HomeScreen.css';

export const HOME_TEXTS = {
  greeting: (firstName: string) => `Hello, ${firstName}`,
  name: 'Name',
  role: 'Role',
  company: 'Company',
  noCompany: 'No company',
  email: 'Email',
} as const;

/** Who is signed in (the web's UserView and the session user both fit). */
export interface HomeScreenUser {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  companyName: string | null;
}

export interface HomeScreenProps {
  user: HomeScreenUser;
}

/**
 * The signed-in home page (§2 '/'), inside the shell. The booking calendar belongs here and arrives with
 * its own issue; until then the page shows who is signed in, and nothing more.
 */
export function HomeScreen({ user }: HomeScreenProps) {
  const headingId = useId();
  const rows: Array<[string, string]> = [
    [HOME_TEXTS.name, `${user.firstName} ${user.lastName}`.trim()],
    [HOME_TEXTS.role, roleLabel(user.role)],
    [HOME_TEXTS.company, user.companyName ?? HOME_TEXTS.noCompany],
    [HOME_TEXTS.email, user.email],
  ];
  return (
    <section className={home} aria-labelledby={headingId}>
      <h1 id={headingId} className={heading}>
        {HOME_TEXTS.greeting(user.firstName)}
      </h1>
      <dl className={details}>
        {rows.map(([label, text]) => (
          <div key={label} className={row}>
            <dt className={term}>{label}</dt>
            <dd className={value}>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
