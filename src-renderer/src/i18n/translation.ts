/**
 * The shape a translated part of the catalog must have: every key of its English source, each a
 * string. Used with `satisfies` on the object literal, so a missing key and an extra key are both
 * compile errors in the translation's own file.
 */
export type Translation<English> = Record<keyof English, string>;

/** A `messages/<lang>.ts` file as `import.meta.glob` gives it: its one export, the part's texts. */
export type MessagePart = Record<string, Readonly<Record<string, string>>>;

/**
 * A language's catalog: the shell's texts and every feature's part of that language, as Vite
 * gathered them (`import.meta.glob` needs its pattern written out in each language's own file).
 */
export function catalogOf(
  shell: Readonly<Record<string, string>>,
  features: Record<string, MessagePart>,
): Record<string, string> {
  return Object.assign({ ...shell }, ...Object.values(features).flatMap((part) => Object.values(part)));
}
