import { useId } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { PIN_LENGTH } from '@roombook/domain/constants';
import { TEXTS } from '@roombook/domain/messages';
import * as s from './PinEntry.css';

/** The PIN pad's words (the kiosk's; the room tablet's pad is the same). */
const T = TEXTS.kiosk;

const PAD_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

export interface PinEntryProps {
  /** The field's label ('PIN code'). */
  label: string;
  pin: string;
  onChange: (pin: string) => void;
  isDisabled: boolean;
}

/**
 * The PIN of a device screen (the canteen kiosk, the room tablet): a masked input (typed, or filled by the
 * pad's large keys), never shown in clear. Digits only, at most PIN_LENGTH; how many are entered is said in
 * words for screen readers.
 */
export function PinEntry({ label, pin, onChange, isDisabled }: PinEntryProps) {
  const id = useId();
  const add = (digit: string) => onChange(`${pin}${digit}`.slice(0, PIN_LENGTH));
  const full = pin.length >= PIN_LENGTH;
  return (
    <div className={s.pinField}>
      <label className={s.pinLabel} htmlFor={`${id}-pin`}>
        {label}
      </label>
      <input
        id={`${id}-pin`}
        className={s.pinInput}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_LENGTH}
        value={pin}
        disabled={isDisabled}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
      />
      <span id={`${id}-count`} className={s.hidden}>
        {T.pinEntered(pin.length)}
      </span>
      <div className={s.pad} role="group" aria-label={T.pinPad}>
        {PAD_KEYS.map((digit) => (
          <RACButton key={digit} className={s.padKey} isDisabled={isDisabled || full} onPress={() => add(digit)}>
            {digit}
          </RACButton>
        ))}
        <RACButton className={`${s.padKey} ${s.padKeyWord}`} isDisabled={isDisabled || pin === ''} onPress={() => onChange('')}>
          {T.clearPin}
        </RACButton>
        <RACButton className={s.padKey} isDisabled={isDisabled || full} onPress={() => add('0')}>
          0
        </RACButton>
        <RACButton className={`${s.padKey} ${s.padKeyWord}`} isDisabled={isDisabled || pin === ''} onPress={() => onChange(pin.slice(0, -1))}>
          {T.deleteDigit}
        </RACButton>
      </div>
    </div>
  );
}
