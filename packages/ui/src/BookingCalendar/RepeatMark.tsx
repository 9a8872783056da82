import { repeatMark } from './RepeatMark.css';

/**
 * The mark of an occurrence of a series (issue 30 §3): two arrows going round, in the text's colour, before the
 * booking's title in every view of the calendar and before the repeat in its details. It is a picture only
 * (aria-hidden): the words ('Repeats weekly on Wednesday') are in the booking's name and in its details.
 */
export function RepeatMark() {
  return (
    <svg
      className={repeatMark}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M17 2l4 4-4 4" />
      <path d="M3 11v-1a4 4 0 0 1 4-4h14" />
      <path d="M7 22l-4-4 4-4" />
      <path d="M21 13v1a4 4 0 0 1-4 4H3" />
    </svg>
  );
}
