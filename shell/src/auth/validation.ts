// Form validation with the spec's exact messages (part 1, section 5).

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MAX = 100;
const EMAIL_MAX = 255;

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin(v: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  if (!EMAIL.test(v.email.trim())) errors.email = 'Please enter a valid email';
  if (v.password.length < 6) errors.password = 'Password must be at least 6 characters';
  return errors;
}

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function validateRegister(v: RegisterValues): FieldErrors<keyof RegisterValues> {
  const errors: FieldErrors<keyof RegisterValues> = {};
  if (!v.firstName.trim()) errors.firstName = 'First name is required';
  else if (v.firstName.length > NAME_MAX) errors.firstName = `First name must be at most ${NAME_MAX} characters`;
  if (!v.lastName.trim()) errors.lastName = 'Last name is required';
  else if (v.lastName.length > NAME_MAX) errors.lastName = `Last name must be at most ${NAME_MAX} characters`;
  if (!EMAIL.test(v.email.trim())) errors.email = 'Please enter a valid email';
  else if (v.email.length > EMAIL_MAX) errors.email = `Email must be at most ${EMAIL_MAX} characters`;
  if (v.password.length < 8) errors.password = 'Password must be at least 8 characters';
  if (v.confirmPassword.length < 8) errors.confirmPassword = 'Please confirm your password';
  else if (v.password !== v.confirmPassword) errors.confirmPassword = 'Passwords do not match';
  return errors;
}

export interface OrganizationValues {
  name: string;
}

export function validateOrganization(v: OrganizationValues): FieldErrors<keyof OrganizationValues> {
  const errors: FieldErrors<keyof OrganizationValues> = {};
  if (!v.name.trim()) errors.name = 'Organization name is required';
  else if (v.name.trim().length > NAME_MAX) errors.name = `Organization name must be at most ${NAME_MAX} characters`;
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
