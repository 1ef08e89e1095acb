import { SESSION_WORDS } from '../contract/session-words';

/**
 * Enough of a User-Agent to let a person recognise their own sessions ("Chrome on Windows").
 * Order matters: Edge and Opera also claim to be Chrome, Chrome also claims to be Safari.
 */
const BROWSERS: [RegExp, string][] = [
  [/Electron\//, SESSION_WORDS.desktopApp],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/(Chrome|CriOS)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const DEVICES: [RegExp, string][] = [
  [/iPad/, 'iPad'],
  [/iPhone/, 'iPhone'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'Chromebook'],
  [/Linux/, 'Linux'],
];

export function describeUserAgent(ua: string | undefined): { browser: string; device: string } {
  const text = ua ?? '';
  const browser = BROWSERS.find(([re]) => re.test(text))?.[1] ?? SESSION_WORDS.unknownBrowser;
  const device = DEVICES.find(([re]) => re.test(text))?.[1] ?? SESSION_WORDS.unknownDevice;
  return { browser, device };
}
