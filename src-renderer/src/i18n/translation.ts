/**
 * The shape a translated part of the catalog must have: every key of its English source, each a
 * string. Used with `satisfies` on the object literal, so a missing key and an extra key are both
 * compile errors in the translation's own file.
 */
export type Translation<English> = Record<keyof English, string>;
