/** English texts of the Theme Customization page (spec part 2). */
export const themeMessages = {} as const;
