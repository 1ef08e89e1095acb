import { describe, expect, it } from 'vitest';
import { APP_VERSION_ARG, readAppVersion } from './ipc-channels';

describe('readAppVersion', () => {
  it('reads the version switch added by main', () => {
    expect(readAppVersion(['/electron', '--type=renderer', `${APP_VERSION_ARG}1.2.3`])).toBe('1.2.3');
  });

  it('is empty without the switch', () => {
    expect(readAppVersion(['/electron'])).toBe('');
  });
});
