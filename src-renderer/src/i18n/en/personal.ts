/** English texts of the personal settings (part 1: personal settings (profile, security, preferences, notifications, privacy)); spec texts verbatim. */
export const personalMessages = {} as const;
