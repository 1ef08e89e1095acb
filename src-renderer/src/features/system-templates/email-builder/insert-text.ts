/** A field's text after an edit, and where the caret goes. */
export interface TextEdit {
  text: string;
  caret: number;
}

/** A field's selection; without one (never focused) the end of the text. */
export interface Selection {
  start: number;
  end: number;
}

const clamp = (value: number, text: string) => Math.max(0, Math.min(value, text.length));

/** `{{name}}` in place of the selection (at the caret when nothing is selected). */
export function insertVariable(text: string, selection: Selection, name: string): TextEdit {
  return replaceSelection(text, selection, `{{${name}}}`);
}

export function replaceSelection(text: string, { start, end }: Selection, insert: string): TextEdit {
  const from = clamp(Math.min(start, end), text);
  const to = clamp(Math.max(start, end), text);
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}

/**
 * The selection wrapped in markup (`<b>` … `</b>`); with nothing selected the pair is inserted and
 * the caret goes between them, ready to type.
 */
export function wrapSelection(text: string, { start, end }: Selection, before: string, after: string): TextEdit {
  const from = clamp(Math.min(start, end), text);
  const to = clamp(Math.max(start, end), text);
  const wrapped = before + text.slice(from, to) + after;
  return {
    text: text.slice(0, from) + wrapped + text.slice(to),
    caret: from === to ? from + before.length : from + wrapped.length,
  };
}
