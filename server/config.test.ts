import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from './config';

const CWD = resolve('/srv/salon');

describe('configFromEnv', () => {
  it('uses the defaults on an empty environment', () => {
    expect(configFromEnv({}, CWD)).toEqual({
      port: 4000,
      host: '127.0.0.1',
      dataDir: resolve(CWD, 'data'),
      demo: false,
    });
  });

  it('resolves the default data folder against process.cwd() when no cwd is given', () => {
    expect(configFromEnv({}).dataDir).toBe(resolve(process.cwd(), 'data'));
  });

  it('reads HOST and DATA_DIR, resolving a relative DATA_DIR against cwd', () => {
    expect(configFromEnv({ HOST: '0.0.0.0', DATA_DIR: 'var/db' }, CWD)).toMatchObject({
      host: '0.0.0.0',
      dataDir: resolve(CWD, 'var/db'),
    });
    expect(configFromEnv({ DATA_DIR: resolve('/data/salon') }, CWD).dataDir).toBe(resolve('/data/salon'));
  });

  it.each([
    ['', 4000],
    ['0', 0],
    ['8080', 8080],
    ['65535', 65535],
  ])('accepts PORT=%j as %i', (raw, port) => {
    expect(configFromEnv({ PORT: raw }, CWD).port).toBe(port);
  });

  it.each(['abc', '70000', '65536', '-1', '80.5', '4000abc'])(
    'refuses PORT=%j with a ConfigError naming PORT',
    (raw) => {
      let thrown: unknown;
      try {
        configFromEnv({ PORT: raw }, CWD);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ConfigError);
      expect((thrown as Error).message).toMatch(/PORT/);
      expect((thrown as Error).message).toContain(`"${raw}"`);
    },
  );

  it.each([
    ['1', true],
    ['0', false],
    ['true', false],
    ['yes', false],
    ['', false],
  ])('DEMO=%j turns demo mode %s', (raw, demo) => {
    expect(configFromEnv({ DEMO: raw }, CWD).demo).toBe(demo);
  });

  it('reads the database backup folder and frequency, and refuses a frequency it does not know', () => {
    const config = configFromEnv({ BACKUP_DIR: 'backups', DATABASE_BACKUP_FREQUENCY: 'weekly' }, CWD);
    expect(config.backupDir).toBe(resolve(CWD, 'backups'));
    expect(config.databaseBackupFrequency).toBe('weekly');
    expect(configFromEnv({}, CWD)).not.toHaveProperty('backupDir');
    expect(() => configFromEnv({ DATABASE_BACKUP_FREQUENCY: 'hourly' }, CWD)).toThrow(
      'DATABASE_BACKUP_FREQUENCY must be daily, weekly, monthly, got "hourly"',
    );
  });
});
