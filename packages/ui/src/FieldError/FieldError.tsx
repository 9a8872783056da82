import { useContext, type ReactNode } from 'react';
import { FieldErrorContext, FieldError as RACFieldError, Text } from 'react-aria-components';
import { useHydrated } from '../useHydrated';
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
  const validation = useContext(FieldErrorContext);
  const hydrated = useHydrated();
  // In the server's HTML a valid field keeps an empty hidden element in the messages' place: react-aria names
  // it in the input's aria-describedby there (its browser code drops the id), and a reference to no element is
  // invalid HTML (docs/decisions/076). Once React runs, the element goes: an empty one would add a blank to
  // the description.
  if (validation && !validation.isInvalid) return hydrated ? null : <Text slot="errorMessage" hidden />;
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

/**
 * The description and the field's errors; react-aria links both to the input with aria-describedby. Without
 * a description, an empty hidden element stands in its place in the server's HTML, as for the errors (see
 * FieldError).
 */
export function FieldHelp({ description, errors }: { description?: ReactNode; errors: readonly string[] }) {
  const hydrated = useHydrated();
  return (
    <>
      {description ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : hydrated ? null : (
        <Text slot="description" hidden />
      )}
      <FieldError errors={errors} />
    </>
  );
}
