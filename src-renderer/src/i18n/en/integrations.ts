/** English texts of the Integrations page (spec part 2). */
export const integrationsMessages = {} as const;
