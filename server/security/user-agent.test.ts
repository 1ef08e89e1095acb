import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  electronWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) salon-desk/1.0.0 Chrome/128.0.6613.36 Electron/32.0.1 Safari/537.36',
  curl: 'curl/8.5.0',
};

describe('describeUserAgent', () => {
  it.each([
    ['Chrome on Windows', UA.chromeWindows, 'Chrome', 'Windows'],
    ['Edge on Windows', UA.edgeWindows, 'Edge', 'Windows'],
    ['Firefox on Linux', UA.firefoxLinux, 'Firefox', 'Linux'],
    ['Firefox on Windows', UA.firefoxWindows, 'Firefox', 'Windows'],
    ['Safari on a Mac', UA.safariMac, 'Safari', 'Mac'],
    ['Safari on an iPhone', UA.safariIphone, 'Safari', 'iPhone'],
    ['Chrome on an iPhone', UA.chromeIphone, 'Chrome', 'iPhone'],
    ['Safari on an iPad', UA.safariIpad, 'Safari', 'iPad'],
    ['Chrome on Android', UA.chromeAndroid, 'Chrome', 'Android'],
    ['Opera on Windows', UA.operaWindows, 'Opera', 'Windows'],
    ['Chrome on a Chromebook', UA.chromebook, 'Chrome', 'Chromebook'],
    ['the Electron app', UA.electronWindows, 'Desktop app', 'Windows'],
    ['a command-line client', UA.curl, 'Unknown browser', 'Unknown device'],
    ['an empty header', '', 'Unknown browser', 'Unknown device'],
    ['no header', undefined, 'Unknown browser', 'Unknown device'],
  ])('recognises %s', (_name, ua, browser, device) => {
    expect(describeUserAgent(ua)).toEqual({ browser, device });
  });
});
