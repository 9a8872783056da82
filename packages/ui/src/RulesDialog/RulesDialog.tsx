import { ruleLines } from '@roombook/domain/rooms/rules/room-texts';
import { TEXTS } from '@roombook/domain/messages';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { item, list, noRules, roomName as roomNameClass } from './RulesDialog.css';

export const SHOW_RULES_LABEL = 'Show rules';

export interface RulesDialogProps {
  /** The room's rules, one rule per line (spec §3). */
  rules: string;
  /** Names the trigger ('Show rules of Fjord') and is shown under the title. */
  roomName?: string;
  /** The trigger's visible text. @default 'Show rules' */
  triggerLabel?: string;
  /** A class for the trigger (a table row's compact buttons). */
  triggerClassName?: string;
}

/**
 * A button that opens the dialog 'Room Rules' (spec §2) with the rules as a numbered list, one rule per
 * line; empty lines are skipped. A room without rules shows '-' (as the tables do for a missing value)
 * and no button.
 */
export function RulesDialog({ rules, roomName, triggerLabel = SHOW_RULES_LABEL, triggerClassName }: RulesDialogProps) {
  const lines = ruleLines(rules);
  if (lines.length === 0) return <span className={noRules}>-</span>;
  return (
    <Dialog
      title={TEXTS.rooms.rulesTitle}
      trigger={
        <Button variant="secondary" className={triggerClassName} aria-label={roomName ? `${triggerLabel} of ${roomName}` : undefined}>
          {triggerLabel}
        </Button>
      }
    >
      {roomName ? <p className={roomNameClass}>{roomName}</p> : null}
      <ol className={list}>
        {lines.map((line, index) => (
          <li key={`${index}:${line}`} className={item}>
            {line}
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
