/**
 * Part of `npm run lint`: every commit since the history was made readable has a subject of at most 72
 * characters, so that `git log --oneline` can be read; the detail belongs in the body (ADR 073). The commits
 * before `READABLE_SINCE` keep their long subjects (history is not rewritten). Outside a git checkout (a source
 * archive) there is nothing to check.
 */
import { execFileSync } from 'node:child_process';

/** The last commit whose subject may be long: the history before this rule. */
const READABLE_SINCE = '47c8dec';
const MAX_SUBJECT = 72;

const git = (...args: string[]): string => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

const known = (revision: string): boolean => {
  try {
    git('cat-file', '-e', `${revision}^{commit}`);
    return true;
  } catch {
    return false;
  }
};

let log: string;
try {
  // A shallow clone may not hold the old commit: then every commit it has is new enough to check.
  log = git('log', '--format=%h %s', ...(known(READABLE_SINCE) ? [`${READABLE_SINCE}..HEAD`] : ['HEAD']));
} catch {
  console.log('commit subjects: not a git checkout, nothing to check');
  process.exit(0);
}

const long = log
  .split('\n')
  .filter(Boolean)
  .filter((line) => line.slice(line.indexOf(' ') + 1).length > MAX_SUBJECT);
if (long.length > 0) {
  console.error(`Commit subjects longer than ${MAX_SUBJECT} characters (put the detail in the body):`);
  for (const line of long) console.error(`  ${line}`);
  process.exit(1);
}
