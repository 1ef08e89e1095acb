import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema and committed; server/db/migrate.ts applies them
// at start in every mode (desktop, headless, tests).
export default defineConfig({
  dialect: 'sqlite',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
