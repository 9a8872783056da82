import type { Feature } from '@roombook/domain/features/schemas';
import { chip, list } from './FeatureChips.css';

export interface FeatureChipsProps {
  /** The room's features; only the active ones are shown (§2). */
  features: readonly Feature[];
  /** Names the list, e.g. 'Features of Fjord'. */
  'aria-label': string;
}

/** The active features of a room as chips (§2: the calendar toolbar shows those of the chosen room). */
export function FeatureChips({ features, 'aria-label': ariaLabel }: FeatureChipsProps) {
  const active = features.filter((feature) => feature.isActive);
  if (active.length === 0) return null;
  return (
    <ul className={list} aria-label={ariaLabel}>
      {active.map((feature) => (
        <li key={feature.id} className={chip}>
          {feature.name}
        </li>
      ))}
    </ul>
  );
}
