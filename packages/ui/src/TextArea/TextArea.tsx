import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Label, Text, TextArea as RACTextArea, TextField as RACTextField } from 'react-aria-components';
import { ROOM_RULES_MAX } from '@roombook/domain/constants';
import { VALIDATION } from '@roombook/domain/messages';
import { FieldError, mergeErrors } from '../FieldError/FieldError';
import { visuallyHiddenClass } from '../FieldError/FieldError.css';
import { field, input, label as labelClass } from '../TextField/TextField.css';
import { count as countClass, help, helpText, textArea } from './TextArea.css';

/** How long typing must pause before the count is announced (so that it is not read on every key). */
export const COUNT_ANNOUNCE_DELAY_MS = 1000;

/** The visible count: 'n / limit'. */
export const characterCount = (length: number, limit: number) => `${length} / ${limit}`;

export interface TextAreaProps {
  label: string;
  /** A plain form post sends the text under `name`. */
  name: string;
  id?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /**
   * The character limit (ROOM_RULES_MAX = LOCATION_DESCRIPTION_MAX = 1500). Typing past it is allowed, so
   * that nothing pasted is lost, but the field is then invalid with 'Too many characters'.
   */
  limit?: number;
  description?: ReactNode;
  /** One message or several; any non-empty message marks the field invalid and is shown under it. */
  errorMessage?: string | string[];
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  placeholder?: string;
  /** @default 5 */
  rows?: number;
}

/**
 * A multi-line text field (room rules, location descriptions) with a live 'n / 1500' character count.
 * The count is part of the field's description; a polite live region announces it once typing pauses.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  limit = ROOM_RULES_MAX,
  rows = 5,
  value,
  defaultValue,
  onChange,
  onBlur,
  ...props
}: TextAreaProps) {
  const [ownText, setOwnText] = useState(defaultValue ?? '');
  const text = value ?? ownText;
  const length = text.length;
  const isOver = length > limit;
  const errors = mergeErrors(errorMessage, isOver ? VALIDATION.tooManyCharacters : undefined);

  // Announce the count politely once the user stops typing; never on the first render.
  const [announcement, setAnnouncement] = useState('');
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      const countText = `${characterCount(length, limit)} characters`;
      setAnnouncement(isOver ? `${countText}. ${VALIDATION.tooManyCharacters}` : countText);
    }, COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [length, limit, isOver]);

  return (
    <RACTextField
      {...props}
      {...(value !== undefined ? { value } : { defaultValue })}
      onChange={(next) => {
        typed.current = true;
        if (value === undefined) setOwnText(next);
        onChange?.(next);
      }}
      onBlur={onBlur ? () => onBlur() : undefined}
      validationBehavior="aria"
      isInvalid={errors.length > 0}
      className={field}
    >
      <Label className={labelClass}>{label}</Label>
      <RACTextArea className={`${input} ${textArea}`} placeholder={placeholder} rows={rows} />
      <Text slot="description" className={help}>
        {description ? <span className={helpText}>{description}</span> : null}
        <span className={countClass({ over: isOver })}>{characterCount(length, limit)}</span>
      </Text>
      <FieldError errors={errors} />
      <span role="status" className={visuallyHiddenClass}>
        {announcement}
      </span>
    </RACTextField>
  );
}
