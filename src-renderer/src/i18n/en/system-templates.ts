/** English texts of the System Templates page (spec part 3 §2). */
export const systemTemplatesMessages = {};
