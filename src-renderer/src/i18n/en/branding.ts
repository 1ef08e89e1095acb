/** English texts of the Branding & Communications page and the logo (spec part 2). */
export const brandingMessages = {} as const;
