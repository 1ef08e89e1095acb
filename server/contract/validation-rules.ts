/**
 * The rules a 400's details may name beside their English words, so that a screen can say the
 * refusal in the reader's language with its own label ("Téléphone : ce champ est obligatoire")
 * instead of mixing the label with the server's English rule. A detail without `rule` is a
 * sentence of the server's own (a spec text, a service's reason): shown as the server wrote it.
 */
export const VALIDATION_RULES = [
  'required',
  'notEmpty',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'email',
  'format',
  'wholeNumber',
  'number',
  'minItems',
  'maxItems',
  'invalidCharacters',
  'controlCharacters',
] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];

/** One refused field of a 400 (`details[]`): `message` is the rule in English, `limit` its number. */
export interface ValidationDetail {
  field: string;
  message: string;
  rule?: ValidationRule;
  limit?: number;
}

export const isValidationRule = (value: unknown): value is ValidationRule =>
  (VALIDATION_RULES as readonly unknown[]).includes(value);

/** The rules a service states in the same standard words (`new ValidationError('name', 'is required')`). */
const SERVICE_RULES: Readonly<Record<string, ValidationRule>> = {
  'is required': 'required',
  'must not be empty': 'notEmpty',
  'must be a valid email address': 'email',
  'must be a whole number': 'wholeNumber',
};

/** A service's rule by name, when it is said in the standard words; otherwise it is its own sentence. */
export const serviceRuleOf = (message: string): ValidationRule | undefined => SERVICE_RULES[message];
