/** English texts of the organization settings (part 1: organization general settings, subscription and usage, roles and permissions, tax); spec texts verbatim. */
export const organizationMessages = {} as const;
