import { getZodConstraint } from '@conform-to/zod/v4';
import { SignInSchema } from '@roombook/domain/auth/schemas';

/** The sign-in form's field constraints, for its first render (`useLazySchemaForm`, components/forms.tsx). */
export const signInConstraint = getZodConstraint(SignInSchema);
