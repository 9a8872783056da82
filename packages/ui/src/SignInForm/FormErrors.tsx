import { Alert } from '../Alert/Alert';
import { errorList } from './SignInForm.css';

/** Form-level errors (for example the server's message) in an error Alert; nothing when there are none. */
export function FormErrors({ errors }: { errors?: readonly string[] | undefined }) {
  const messages = (errors ?? []).filter((message) => message.trim() !== '');
  if (messages.length === 0) return null;
  return (
    <Alert kind="error">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul className={errorList}>
          {messages.map((message, index) => (
            <li key={`${index}:${message}`}>{message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
