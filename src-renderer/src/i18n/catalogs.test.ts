import {
  isPluralElement,
  isSelectElement,
  isTagElement,
  parse,
  TYPE,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../server/contract/preference-options';
import { loadCatalog, type Catalog } from './catalogs';
import { en, shellMessages } from './en';
import type { MessagePart } from './translation';

/**
 * What a message needs from its caller, as sorted strings: every argument with its type
 * ('count:plural', 'name:argument'), and the choices of each select ('price:select=none|other').
 * Plural choices differ by language and are checked on their own below.
 */
function signature(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(`${element.value}:${TYPE[element.type]}`);
    if (isSelectElement(element)) {
      into.add(`${element.value}:select=${Object.keys(element.options).sort().join('|')}`);
    }
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) signature(option.value, into);
    }
    if (isTagElement(element)) signature(element.children, into);
  }
  return into;
}

/** Every plural of the message: its argument and the choices it offers. */
function plurals(elements: MessageFormatElement[], into: { argument: string; choices: string[] }[] = []) {
  for (const element of elements) {
    if (isPluralElement(element)) into.push({ argument: element.value, choices: Object.keys(element.options) });
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) plurals(option.value, into);
    }
    if (isTagElement(element)) plurals(element.children, into);
  }
  return into;
}

const sorted = (values: Iterable<string>) => [...values].sort();
const englishIds = sorted(Object.keys(en));

function parsed(language: string, id: string, message: string): MessageFormatElement[] {
  try {
    return parse(message);
  } catch (error) {
    throw new Error(`${language} ${id} is not a valid ICU message: ${String(error)}`, { cause: error });
  }
}

describe('the parts of the catalogs', () => {
  const source = join(dirname(fileURLToPath(import.meta.url)), '..');
  const messageFolders = readdirSync(source, { recursive: true, encoding: 'utf8' })
    .map((path) => path.replaceAll('\\', '/'))
    .filter((path) => path === 'messages' || path.endsWith('/messages'));

  it('finds a folder of messages in each feature that has texts of its own', () => {
    expect(messageFolders).toContain('features/locations/messages');
    expect(messageFolders.length).toBeGreaterThan(20);
  });

  it('has in each folder of messages one file per language and nothing else', () => {
    const wanted = LANGUAGES.map((language) => `${language}.ts`).sort();
    const unlike = messageFolders
      .map((folder) => ({ folder, files: readdirSync(join(source, folder)).sort() }))
      .filter(({ files }) => files.join() !== wanted.join());
    expect(unlike).toEqual([]);
  });

  it("gives each message id one part only, so no part silently replaces another's text", () => {
    const features = import.meta.glob<MessagePart>('../**/messages/en.ts', { eager: true });
    const parts = [
      ['i18n/en.ts shell', shellMessages],
      ...Object.entries(features).flatMap(([file, exports]) =>
        Object.values(exports).map((part) => [file, part] as const),
      ),
    ] as const;
    // The catalogs take every export of these files as texts: one object each, nothing else.
    expect(Object.entries(features).filter(([, exports]) => Object.keys(exports).length !== 1)).toEqual([]);
    const owners = new Map<string, string[]>();
    for (const [file, part] of parts)
      for (const id of Object.keys(part)) owners.set(id, [...(owners.get(id) ?? []), file]);
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
    expect(owners.size).toBe(Object.keys(en).length);
  });
});

describe('the English catalog', () => {
  it('parses, message by message', () => {
    for (const [id, message] of Object.entries(en)) expect(() => parsed('en', id, message)).not.toThrow();
  });
});

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s catalog', (language) => {
  const load = async (): Promise<Readonly<Record<string, string>>> => {
    const catalog: Catalog = await loadCatalog(language);
    // A language without a catalog of its own resolves to English: that is the failure to catch.
    expect(catalog === en, `${language} has no catalog: add i18n/${language}/ and its loader`).toBe(false);
    return catalog;
  };

  it('has every English message and no other', async () => {
    const catalog = await load();
    const missing = englishIds.filter((id) => typeof catalog[id] !== 'string');
    const extra = Object.keys(catalog).filter((id) => !Object.hasOwn(en, id));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('asks for the same arguments as English, message by message', async () => {
    const catalog = await load();
    const mismatches: string[] = [];
    for (const [id, english] of Object.entries(en)) {
      const translated = catalog[id];
      if (translated === undefined) continue;
      const wanted = sorted(signature(parsed('en', id, english)));
      const found = sorted(signature(parsed(language, id, translated)));
      if (wanted.join() !== found.join()) {
        mismatches.push(`${id}: wants {${wanted.join(', ')}}, has {${found.join(', ')}}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('offers the plural forms the language has', async () => {
    const catalog = await load();
    // 'many' only picks numbers in the millions in these languages; 'other' words them well.
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const required = categories.filter((category) => category !== 'many');
    const problems: string[] = [];
    for (const [id, english] of Object.entries(en)) {
      const translated = catalog[id];
      if (translated === undefined) continue;
      const englishPlurals = plurals(parsed('en', id, english));
      for (const { argument, choices } of plurals(parsed(language, id, translated))) {
        const exact = englishPlurals
          .filter((plural) => plural.argument === argument)
          .flatMap((plural) => plural.choices.filter((choice) => choice.startsWith('=')));
        const missing = [...required, ...exact].filter((choice) => !choices.includes(choice));
        const foreign = choices.filter(
          (choice) => !choice.startsWith('=') && !(categories as string[]).includes(choice),
        );
        if (missing.length > 0) problems.push(`${id}: ${argument} lacks ${missing.join(', ')}`);
        if (foreign.length > 0) problems.push(`${id}: ${argument} has ${foreign.join(', ')}, not a ${language} form`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('is a translation, not a copy of English', async () => {
    const catalog = await load();
    // Short labels (product names, 'SMS', 'UTC', '{percent}%') may read the same; most may not.
    const same = englishIds.filter((id) => catalog[id] === en[id as keyof typeof en]);
    expect(same.length / englishIds.length).toBeLessThan(0.1);
  });
});
