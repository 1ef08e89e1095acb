/** English texts of the Financial & Payments page: payment gateways, tips and invoicing (spec part 2). */
export const financialMessages = {} as const;
