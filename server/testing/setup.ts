import { setPasswordHashCost, TEST_PASSWORD_HASH_COST } from '../security/passwords';

// Run before every unit and API test file (vitest.config.ts `setupFiles`).
setPasswordHashCost(TEST_PASSWORD_HASH_COST);
