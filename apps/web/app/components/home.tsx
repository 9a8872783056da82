import type { UserView } from '~/lib/user-view';
import { fullName } from '~/lib/user-view';
import * as styles from '~/styles/screens.css';

/**
 * The signed-in home page (spec §2 '/'). The booking calendar belongs here and arrives with its own issue;
 * until then the page shows who is signed in, and nothing more.
 */
export function HomeScreen({ user }: { user: UserView }) {
  const rows: Array<[string, string]> = [
    ['Name', fullName(user)],
    ['Role', user.roleLabel],
    ['Company', user.companyName ?? 'No company'],
    ['Email', user.email],
  ];
  return (
    <section className={styles.home} aria-labelledby="home-heading">
      <h1 id="home-heading" className={styles.heading}>
        Hello, {user.firstName}
      </h1>
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
