// zod/mini, like fields.ts: /profile's change-email form and the signed-out forms load these.
import * as z from 'zod/mini';
import {
  emailField,
  choiceField,
  newPasswordField,
  requiredText,
  usernameField,
} from './fields.ts';
import { languagesKnownSchema } from './profile-schemas.ts';
import { messages } from './messages.ts';
import { userRoles } from './account-choices.ts';

/** Signup form (docs/product.md §5). */
export const signupSchema = z.object({
  email: emailField(),
  password: newPasswordField,
  user_role: choiceField(userRoles, messages.userRole),
  username: usernameField,
  languages_known: languagesKnownSchema,
});
export type SignupInput = z.input<typeof signupSchema>;
export type SignupValues = z.output<typeof signupSchema>;

/** Login form: a real email and any non-empty password (docs/product.md §5). */
export const loginSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: messages.passwordRequired })
    .check(z.minLength(1, { error: messages.passwordRequired })),
});
export type LoginValues = z.output<typeof loginSchema>;

/** Forgot-password form: only the email (docs/product.md §5). */
export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

/** Set-new-password and change-password forms: the same length rule as signup. */
export const newPasswordSchema = z.object({ password: newPasswordField });
export type NewPasswordValues = z.output<typeof newPasswordSchema>;

/**
 * The change-email form of a learner who signs in with `current` (docs/product.md §5): one
 * message for an absent or malformed address and for their own address, in any case.
 */
export function changeEmailSchemaFor(current: string | undefined) {
  const own = current?.trim().toLowerCase();
  return z.object({
    email: emailField(messages.newEmail).check(
      z.refine((email) => typeof email !== 'string' || email.toLowerCase() !== own, {
        error: messages.newEmail,
      }),
    ),
  });
}

/** Find-a-friend form (docs/product.md §5). */
export const findFriendSchema = z.object({ query: requiredText(messages.searchQueryRequired) });
export type FindFriendValues = z.output<typeof findFriendSchema>;
