import { useContext, type ReactNode } from 'react';
import { FieldErrorContext, FieldError as RACFieldError, Text } from 'react-aria-components';
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
  // A valid field keeps an empty hidden element in the messages' place: the server's HTML names it in the
  // input's aria-describedby (react-aria drops the id only in the browser), and a reference to no element is
  // invalid HTML (docs/decisions/076).
  const validation = useContext(FieldErrorContext);
  if (validation && !validation.isInvalid) return <Text slot="errorMessage" hidden />;
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
 * a description an empty hidden element stands in its place, as for the errors (see FieldError).
 */
export function FieldHelp({ description, errors }: { description?: ReactNode; errors: readonly string[] }) {
  return (
    <>
      {description ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : (
        <Text slot="description" hidden />
      )}
      <FieldError errors={errors} />
    </>
  );
}
