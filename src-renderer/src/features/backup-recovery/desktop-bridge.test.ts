import { describe, expect, it } from 'vitest';
import { refusedBackupText } from './desktop-bridge';

describe('refusedBackupText', () => {
  it("reads the main process's sentence out of Electron's wrapping of a refused file", () => {
    const error = new Error(
      "Error invoking remote method 'backups:restoreDatabase': NotADatabaseBackupError: notes.db is not a database backup of this app.",
    );
    expect(refusedBackupText(error)).toBe('notes.db is not a database backup of this app.');
  });

  it('reads an unwrapped refusal too', () => {
    const error = new Error('salon.db cannot be found.');
    error.name = 'NotADatabaseBackupError';
    expect(refusedBackupText(error)).toBe('salon.db cannot be found.');
  });

  it('keeps any other failure to itself: file-system details are no sentence for the owner', () => {
    const error = new Error(
      "Error invoking remote method 'backups:restoreDatabase': Error: EACCES: permission denied, rename 'C:\\data\\salon.db'",
    );
    expect(refusedBackupText(error)).toBeNull();
    expect(refusedBackupText(new Error('boom'))).toBeNull();
    expect(refusedBackupText('not an error')).toBeNull();
  });
});
