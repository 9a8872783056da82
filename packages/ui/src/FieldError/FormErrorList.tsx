import { Alert } from '../Alert/Alert';
import { formErrorList } from './FieldError.css';

export interface FormErrorListProps {
  /** Errors of the whole form (for example the server's message); blank ones are left out. */
  errors?: readonly string[] | undefined;
}

/**
 * Form-level errors in an error Alert (role="alert", announced at once): one message as text, several as
 * a list. Renders nothing when there are none.
 */
export function FormErrorList({ errors }: FormErrorListProps) {
  const messages = (errors ?? []).filter((message) => message.trim() !== '');
  if (messages.length === 0) return null;
  return (
    <Alert kind="error">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul className={formErrorList}>
          {messages.map((message, index) => (
            <li key={`${index}:${message}`}>{message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
