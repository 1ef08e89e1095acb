/** English texts of the SMS template editor (spec part 3 §2, §5). */
export const smsEditorMessages = {};
