import type { ReactNode } from 'react';
import { FieldError, Text } from 'react-aria-components';
import { description as descriptionClass, errorLine, errorList } from './TextField.css';

/** `errorMessage` as a list of non-empty messages. */
export function toErrorList(errorMessage: string | readonly string[] | undefined | null): string[] {
  if (errorMessage === undefined || errorMessage === null) return [];
  const list = typeof errorMessage === 'string' ? [errorMessage] : [...errorMessage];
  return list.filter((message) => message.trim() !== '');
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
      <FieldError className={errorList}>
        {errors.map((message, index) => (
          <span key={`${index}:${message}`} className={errorLine}>
            {message}
          </span>
        ))}
      </FieldError>
    </>
  );
}
