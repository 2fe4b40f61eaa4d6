// Sign-up form state and per-step validation with the server's own rules (SignUpSteps of @sugu/domain).
import { DEFAULTS, dialCodeOf, MSG, operatorsOf, SignUpSteps } from '@sugu/domain';
import { firstIssue } from '../../../../shared/lib/rule-message';

export interface SignUpForm {
  role: string;
  name: string;
  firstName: string;
  gender: string;
  country: string;
  city: string;
  area: string;
  phone: string;
  operator: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  pin: string;
  confirmPin: string;
}

export type SignUpField = keyof SignUpForm;

export const initialForm: SignUpForm = {
  role: 'Client',
  name: '',
  firstName: '',
  gender: '',
  country: DEFAULTS.country,
  city: '',
  area: '',
  phone: '',
  operator: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  pin: '',
  confirmPin: '',
};

/** The eight steps in order; the first six validate a slice of the form, 'photo' submits. */
export const STEPS = [
  'role',
  'identity',
  'location',
  'contact',
  'credentials',
  'pin',
  'photo',
  'done',
] as const;
export type StepKey = (typeof STEPS)[number];
type ValidatedStep = keyof typeof SignUpSteps;

const isValidated = (step: StepKey): step is ValidatedStep => step in SignUpSteps;

export interface StepError {
  message: string;
  field: SignUpField | null;
}

/** The first rule the step breaks (same message as the server's), or null. */
export function validateStep(step: StepKey, form: SignUpForm): StepError | null {
  if (!isValidated(step)) return null;
  const result = SignUpSteps[step].safeParse(form);
  if (result.success) return null;
  const { message, field } = firstIssue(result.error, MSG.requiredFields);
  return { message, field: field !== undefined && field in form ? (field as SignUpField) : null };
}

/**
 * The form with one field changed. Another country drops an operator it does not have (MTN chosen in
 * Ghana, then Mali): the choice offered follows the country, as the server's rule does.
 */
export function withField(form: SignUpForm, field: SignUpField, value: string): SignUpForm {
  const next = { ...form, [field]: value };
  if (field === 'country' && !(operatorsOf(value) as readonly string[]).includes(next.operator)) {
    next.operator = '';
  }
  return next;
}

export function dialCodeFor(country: string): string {
  return dialCodeOf(country) ?? DEFAULTS.dialCode;
}

/** The multipart body of POST /api/User/ajout: every field, the country's dial code, the picture as `file`. */
export function toFormData(form: SignUpForm, photo: File | null): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(form)) data.append(key, value);
  data.append('dialCode', dialCodeFor(form.country));
  if (photo) data.append('file', photo);
  return data;
}

/**
 * The step that holds a field the server refused, so a sign-up error lands where it can be fixed
 * (a taken email opens the credentials step, not the PIN step).
 */
export function stepOfField(field: string): StepKey | null {
  for (const step of STEPS) {
    if (isValidated(step) && field in SignUpSteps[step].shape) return step;
  }
  return null;
}

/** The first refused field of a server answer that the form holds, with its step. */
export function serverFieldError(
  fields: Record<string, string>,
): { step: StepKey; field: SignUpField; message: string } | null {
  for (const [field, message] of Object.entries(fields)) {
    const step = stepOfField(field);
    if (step && field in initialForm) return { step, field: field as SignUpField, message };
  }
  return null;
}
