import { describe, expect, it } from 'vitest';
import { isEncryptedBackup, MAX_BACKUP_FILE_BYTES, readBackupFile } from './backup-file';

const encryptedHeader = JSON.stringify({ format: 'salon-settings-backup', version: 1, encrypted: true });

describe('a backup file chosen to restore', () => {
  it('is encrypted when its first line is a header that says so', () => {
    expect(isEncryptedBackup(`${encryptedHeader}\nQUJDRA==`)).toBe(true);
  });

  it('is plain when it is one JSON document, pretty-printed or not', () => {
    expect(isEncryptedBackup('{"format":"salon-settings-backup","sections":{}}')).toBe(false);
    expect(isEncryptedBackup('{\n  "encrypted": true\n}')).toBe(false);
    expect(isEncryptedBackup('{"encrypted":false}\nxyz')).toBe(false);
    expect(isEncryptedBackup('not json\nat all')).toBe(false);
  });

  it('is read with its name and whether it asks for a passphrase', async () => {
    const file = new File([`${encryptedHeader}\nQUJDRA==`], 'backup-studio-2026-03-02.json');
    expect(await readBackupFile(file)).toEqual({
      kind: 'ready',
      fileName: 'backup-studio-2026-03-02.json',
      text: `${encryptedHeader}\nQUJDRA==`,
      encrypted: true,
    });
  });

  it('is refused without being read when larger than 5 MB', async () => {
    const file = new File([new Uint8Array(MAX_BACKUP_FILE_BYTES + 1)], 'huge.json');
    expect(await readBackupFile(file)).toEqual({ kind: 'tooLarge', fileName: 'huge.json' });
  });

  it('is refused when empty', async () => {
    expect(await readBackupFile(new File(['  \n'], 'empty.json'))).toEqual({
      kind: 'unreadable',
      fileName: 'empty.json',
    });
  });
});
