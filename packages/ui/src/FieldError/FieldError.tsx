import type { ReactNode } from 'react';
import { FieldError as RACFieldError, Text } from 'react-aria-components';
import { description as descriptionClass, errorLine, errorList } from './FieldError.css';

/** A field's `errorMessage` prop: one message or several. */
export type ErrorMessageProp = string | readonly string[] | undefined | null;

/** `errorMessage` as a list of non-empty messages. */
export function toErrorList(errorMessage: ErrorMessageProp): string[] {
  if (errorMessage === undefined || errorMessage === null) return [];
  const list = typeof errorMessage === 'string' ? [errorMessage] : [...errorMessage];
  return list.filter((message) => message.trim() !== '');
}

/** Several error sources as one list, each message once, in order of first appearance. */
export function mergeErrors(...sources: ErrorMessageProp[]): string[] {
  return [...new Set(sources.flatMap(toErrorList))];
}

export interface FieldErrorProps {
  /** The messages to show; nothing renders unless the surrounding field is invalid. */
  errors: readonly string[];
}

/**
 * The error messages of a react-aria field, one per line. Put it inside a react-aria field (TextField,
 * Select, DatePicker…) that has `isInvalid`: react-aria renders it only while the field is invalid and
 * links it to the input with aria-describedby.
 */
export function FieldError({ errors }: FieldErrorProps) {
  return (
    <RACFieldError className={errorList}>
      {errors.map((message, index) => (
        <span key={`${index}:${message}`} className={errorLine}>
          {message}
        </span>
      ))}
    </RACFieldError>
  );
}

/** The description and the field's errors; react-aria links both to the input with aria-describedby. */
export function FieldHelp({ description, errors }: { description?: ReactNode; errors: readonly string[] }) {
  return (
    <>
      {description ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      <FieldError errors={errors} />
    </>
  );
}
