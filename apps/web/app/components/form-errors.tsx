import { Alert } from '@roombook/ui/Alert';

/** The errors of a whole form (the server's message) above its fields; nothing when there are none. */
export function FormErrors({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <Alert kind="error">
      {errors.map((message) => (
        <span key={message}>{message}</span>
      ))}
    </Alert>
  );
}
