import type { ErrorObject } from 'ajv';
import { TEXT_KEYWORD } from '../contract/common';
import type { TextProblem } from '../contract/text';
import type { ValidationDetail, ValidationRule } from '../contract/validation-rules';
import { fieldOf, ruleOf } from './validation';

// A 400's details: validation.ts words each refusal in English; this names its rule for the screens.

/** The field's refusal as a 400's detail: the rule in English, and named for the screens when it is a standard one. */
export function detailOf(error: ErrorObject): ValidationDetail {
  return { field: fieldOf(error), message: ruleOf(error), ...namedRuleOf(error) };
}

const TEXT_PROBLEM_NAMES: Readonly<Record<TextProblem, ValidationRule>> = {
  'invalid-characters': 'invalidCharacters',
  'control-characters': 'controlCharacters',
  blank: 'required',
};

/**
 * The rule of an ajv error by name (contract/validation-rules.ts), with its number, when ruleOf
 * says it in standard words; none when the schema gives its own message (a spec text) or the rule
 * is rare enough to stay in English (an enum's values, an unknown field).
 */
function namedRuleOf(error: ErrorObject): { rule: ValidationRule; limit?: number } | undefined {
  const custom = (error.parentSchema as { errorMessage?: string } | undefined)?.errorMessage;
  if (custom && error.keyword !== TEXT_KEYWORD) return undefined;
  const p = error.params as Record<string, unknown>;
  const limit = typeof p.limit === 'number' ? p.limit : undefined;
  const withLimit = (rule: ValidationRule) => (limit === undefined ? undefined : { rule, limit });
  switch (error.keyword) {
    case 'required':
      return { rule: 'required' };
    case 'type':
      return p.type === 'integer' ? { rule: 'wholeNumber' } : p.type === 'number' ? { rule: 'number' } : undefined;
    case 'minLength': {
      if (limit !== 1) return withLimit('minLength');
      // As ruleOf: an empty name is a missing one.
      return { rule: ruleOf(error) === 'is required' ? 'required' : 'notEmpty' };
    }
    case 'maxLength':
      return withLimit('maxLength');
    case 'minimum':
      return withLimit('minimum');
    case 'maximum':
      return withLimit('maximum');
    case 'minItems':
      return withLimit('minItems');
    case 'maxItems':
      return withLimit('maxItems');
    case 'format':
      return p.format === 'email' ? { rule: 'email' } : undefined;
    case 'pattern':
      return { rule: 'format' };
    case TEXT_KEYWORD:
      return { rule: TEXT_PROBLEM_NAMES[p.problem as TextProblem] };
    default:
      return undefined;
  }
}
