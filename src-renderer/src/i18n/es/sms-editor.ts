import type { smsEditorMessages as english } from '../en/sms-editor';
import type { Translation } from '../translation';

/** Texts of the SMS template editor (spec part 3 §2, §5). */
export const smsEditorMessages = {} satisfies Translation<typeof english>;
