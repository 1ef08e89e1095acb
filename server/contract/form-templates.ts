import { deepFreeze } from './freeze';
import type { FormTemplate } from './services';

/**
 * The forms a service can send a client before the visit (spec part 2 §3 defaultTemplateId, §7
 * GET /treatment-form-templates). There is no forms module yet, so the product ships this small
 * built-in list; the ids are fixed (UUIDv7-shaped, so they pass the Id pattern and stay valid
 * when the list moves into a table of its own) and a service's defaultTemplateId must be one of
 * them.
 */
export const FORM_TEMPLATES: readonly FormTemplate[] = deepFreeze([
  {
    id: '01920000-0000-7000-8000-00000000f001',
    name: 'Colour consultation & patch test',
    description: 'Hair history, allergies and the 48-hour patch test record before any colour service.',
  },
  {
    id: '01920000-0000-7000-8000-00000000f002',
    name: 'Skin consultation',
    description: 'Skin type, concerns, medication and products in use, before a facial or peel.',
  },
  {
    id: '01920000-0000-7000-8000-00000000f003',
    name: 'Massage intake & health history',
    description: 'Injuries, conditions, pregnancy and pressure preferences, before a massage.',
  },
  {
    id: '01920000-0000-7000-8000-00000000f004',
    name: 'Lash & brow consent',
    description: 'Eye sensitivity, contact lenses and consent for tinting, lifting or extensions.',
  },
]);

export const findFormTemplate = (id: string): FormTemplate | undefined => FORM_TEMPLATES.find((t) => t.id === id);
