import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { describeAddress } from '../../../../../server/modules/account/security-service';
import { describeUserAgent } from '../../../../../server/security/user-agent';
import { loadCatalog } from '../../../i18n/catalogs';
import { en } from '../../../i18n/en';
import { sessionText } from './session-words';

describe('a session as the reader says it', () => {
  it('translates the words the server writes for what has no name, and keeps names as they are', async () => {
    const german = createIntl({ locale: 'de', messages: await loadCatalog('de') });
    const unknown = describeUserAgent('curl/8.5.0');
    expect(sessionText(german, unknown.browser)).toBe('Unbekannter Browser');
    expect(sessionText(german, unknown.device)).toBe('unbekanntem Gerät');
    expect(
      german.formatMessage(
        { id: 'security.sessions.device' },
        { browser: 'Chrome', device: sessionText(german, unknown.device) },
      ),
    ).toBe('Chrome auf unbekanntem Gerät');
    expect(sessionText(german, describeUserAgent('Mozilla/5.0 (X11; Linux x86_64) Electron/39.0.0').browser)).toBe(
      'Desktop-App',
    );
    expect(sessionText(german, describeAddress('127.0.0.1'))).toBe('Dieser Computer');
    expect(sessionText(german, describeAddress('::ffff:192.168.1.20'))).toBe('Lokales Netzwerk (192.168.1.20)');
    // Names and addresses are the same in every language.
    const chrome = describeUserAgent('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/142.0 Safari/537.36');
    expect([sessionText(german, chrome.browser), sessionText(german, chrome.device)]).toEqual(['Chrome', 'Windows']);
    expect(sessionText(german, describeAddress('203.0.113.9'))).toBe('IP 203.0.113.9');
  });

  it('reads in English as the server wrote it, the device in lower case inside its sentence', () => {
    const english = createIntl({ locale: 'en', messages: en });
    for (const text of ['Unknown browser', 'Desktop app', 'This computer', 'Local network (10.0.0.7)']) {
      expect(sessionText(english, text)).toBe(text);
    }
    expect(sessionText(english, 'Unknown device')).toBe('unknown device');
  });
});
