export * from './organizations';
export * from './users';
export * from './sessions';
export * from './settings-documents';
export * from './activity';
export * from './api-usage';
export * from './billing';
export * from './tax';
