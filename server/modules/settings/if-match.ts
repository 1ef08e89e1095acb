import { Type } from 'typebox';

/** The optional If-Match header of writes to documents and versioned records. */
export const IfMatchHeaders = Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 200 })) });
