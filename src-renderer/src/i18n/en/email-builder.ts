/** English texts of the email block builder (spec part 3 §2). */
export const emailBuilderMessages = {};
