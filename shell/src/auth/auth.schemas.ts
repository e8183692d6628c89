import { z } from 'zod/mini';
import { EMAIL_PATTERN, FORM_MESSAGES, LIMITS, MESSAGES } from '@mailplan/shared';

// The sign-in, registration and organization forms (the spec's validation rules). Texts and limits
// come from @mailplan/shared, where the API reads them too.

const trimmed = () => z.string().check(z.trim());
/** The forms' email check (the API checks with class-validator's IsEmail). */
const email = () =>
  z.string().check(z.trim(), z.regex(EMAIL_PATTERN, MESSAGES.loginEmailInvalid), z.maxLength(LIMITS.emailMax, FORM_MESSAGES.emailMax));

export const loginSchema = z.object({
  email: email(),
  password: z.string().check(z.minLength(LIMITS.loginPasswordMin, MESSAGES.loginPasswordMin)),
});

export const registerSchema = z
  .object({
    firstName: trimmed().check(z.minLength(1, MESSAGES.firstNameRequired), z.maxLength(LIMITS.personNameMax, FORM_MESSAGES.firstNameMax)),
    lastName: trimmed().check(z.minLength(1, MESSAGES.lastNameRequired), z.maxLength(LIMITS.personNameMax, FORM_MESSAGES.lastNameMax)),
    email: email(),
    password: z.string().check(z.minLength(LIMITS.registerPasswordMin, MESSAGES.registerPasswordMin)),
    confirmPassword: z.string().check(z.minLength(LIMITS.registerPasswordMin, MESSAGES.confirmPasswordRequired)),
  })
  .check(
    z.refine((v) => v.confirmPassword.length < LIMITS.registerPasswordMin || v.password === v.confirmPassword, {
      message: MESSAGES.passwordsDoNotMatch,
      path: ['confirmPassword'],
      // also when another field is still wrong, so every problem shows at once
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    }),
  );

export const organizationSchema = z.object({
  name: trimmed().check(z.minLength(1, MESSAGES.organizationNameRequired), z.maxLength(LIMITS.nameMax, FORM_MESSAGES.organizationNameMax)),
});
