import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRANDING } from '../../../../../server/contract/branding';
import { blocksToHtml, type EmailBlock } from '../../../../../server/contract/email-blocks';
import { EMAIL_VARIABLES, type MessageTemplate } from '../../../../../server/contract/message-templates';
import { queryKeys } from '../../../api/query-keys';
import { htmlText, renderPage } from '../../../testing/render-page';
import { BlockList } from './BlockList';
import { builderReducer, initialBuilderState, type BuilderAction, type BuilderState } from './builder-state';
import { EmailBuilderDialog } from './EmailBuilderDialog';
import { TestDomParser } from './test-dom-parser';

/**
 * The email block builder as it renders (spec part 3 §2), from an in-memory template: the blocks
 * parsed from its HTML, the buttons of each block, one block open at a time, a refused address at
 * its field, and template HTML never written into the app's page. The rules behind the clicks are
 * builder-state.test.ts's; clicking through against the real server is the browser test's
 * (tests/e2e/system-templates-email.spec.ts). Node has no DOMParser: test-dom-parser.ts stands in.
 */
beforeAll(() => vi.stubGlobal('DOMParser', TestDomParser));
afterAll(() => vi.unstubAllGlobals());

const URL = '/studio/settings/organization/system-templates';

const BLOCKS: EmailBlock[] = [
  { type: 'heading1', content: 'See you soon, {{clientFirstName}}!' },
  { type: 'paragraph', content: 'Your appointment is confirmed.\nGrüße 🎉' },
  { type: 'button', buttonText: 'Manage booking', buttonUrl: '{{manageUrl}}' },
  { type: 'divider' },
];

function template(changes: Partial<MessageTemplate> = {}): MessageTemplate {
  return {
    id: '01900000-0000-7000-8000-00000000e001',
    name: 'Appointment confirmation',
    type: 'email',
    subtype: 'appointment_confirmation',
    scope: 'system',
    subject: 'Your appointment at {{organizationName}} is confirmed',
    content: '',
    htmlContent: '<p>The default, not shown: the override wins</p>',
    effectiveHtml: blocksToHtml(BLOCKS),
    variables: ['clientFirstName', 'manageUrl'],
    isActive: true,
    version: 3,
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...changes,
  };
}

const BRAND = { ...DEFAULT_BRANDING, primaryColor: '#0f766e', secondaryColor: '#115e59' };

function renderDialog(value: MessageTemplate | null = template()) {
  return renderPage(<EmailBuilderDialog template={value} onClose={() => {}} onSaved={() => {}} usePortal={false} />, {
    url: URL,
    seed: (client) => client.setQueryData(queryKeys.brandingConfig, BRAND),
  });
}

function renderList(state: BuilderState) {
  return renderPage(
    <BlockList
      state={state}
      brand={{ primary: '#667eea', secondary: '#764ba2' }}
      variables={[...EMAIL_VARIABLES]}
      dispatch={() => {}}
    />,
    { url: URL },
  );
}

const run = (state: BuilderState, ...actions: BuilderAction[]) => actions.reduce(builderReducer, state);

/** Each block's buttons as rendered: name and whether it is disabled, block by block. */
function blockButtons(html: string): string[][] {
  return html
    .split('data-block-key=')
    .slice(1)
    .map((block) =>
      [...block.matchAll(/<button([^>]*)>/g)]
        .map(([, attributes]) => attributes!)
        .filter((attributes) => attributes.includes('data-action'))
        .map((attributes) => {
          const name = /aria-label="([^"]+)"/.exec(attributes)?.[1] ?? '?';
          return /\sdisabled=""/.test(attributes) ? `${name} (off)` : name;
        }),
    );
}

describe('opening a template', () => {
  it('parses the HTML the engine sends (the override) into blocks, shown like the email in 600 px', () => {
    const html = renderDialog();
    const shown = htmlText(html);
    expect(shown).toContain('Edit email template: Appointment confirmation');
    expect(html).toContain('value="Your appointment at {{organizationName}} is confirmed"');
    expect(shown).toContain(
      'Block 1 of 4: Heading 1 Heading 1 See you soon, {{clientFirstName}}! ' +
        'Block 2 of 4: Paragraph Paragraph Your appointment is confirmed. Grüße 🎉 ' +
        'Block 3 of 4: Button Button Manage booking ' +
        'Block 4 of 4: Divider Divider',
    );
    expect(shown).not.toContain('The default, not shown');
    const list = /<ol[^>]*>/.exec(html)?.[0] ?? '';
    expect(list).toContain('aria-label="Email content"');
    expect(list).toContain('style="width:600px"');
  });

  it('labels every button, with Move up off at the top and Move down off at the bottom', () => {
    expect(blockButtons(renderDialog())).toEqual([
      ['Edit block', 'Move up (off)', 'Move down', 'Remove block'],
      ['Edit block', 'Move up', 'Move down', 'Remove block'],
      ['Edit block', 'Move up', 'Move down', 'Remove block'],
      // A divider has nothing to edit.
      ['Move up', 'Move down (off)', 'Remove block'],
    ]);
    const html = renderDialog();
    expect(html).toMatch(/<button[^>]*data-action="add"[^>]*>/);
    expect(htmlText(html)).toContain('Add block');
    expect(htmlText(html)).toContain('Save template');
    expect(htmlText(html)).toContain('Close');
  });

  it('shows the button in the organization’s brand colours', () => {
    expect(renderDialog()).toContain('linear-gradient(135deg,#0f766e 0%,#115e59 100%)');
  });

  it('offers the builder’s variables and the template’s own for the subject', () => {
    const html = renderDialog();
    const select =
      /<select[^>]*aria-label="Insert a variable into the subject"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? '';
    const options = [...select.matchAll(/<option value="([^"]*)"/g)].map(([, value]) => value);
    expect(options).toEqual(['', ...EMAIL_VARIABLES, 'manageUrl']);
  });

  it('reads HTML written elsewhere and an empty template', () => {
    const plain = renderDialog(
      template({ effectiveHtml: null, htmlContent: '<h1>Hi</h1><p>Plain <b>bold</b></p><hr>' }),
    );
    expect(htmlText(plain)).toContain(
      'Block 1 of 3: Heading 1 Heading 1 Hi Block 2 of 3: Formatted text Formatted text Plain bold',
    );
    const empty = htmlText(renderDialog(template({ effectiveHtml: null, htmlContent: null })));
    expect(empty).toContain('This email has no content yet. Use Add block to start.');
  });

  it('asks a new template’s name and category, and its categories are the spec’s', () => {
    const html = renderDialog(null);
    const shown = htmlText(html);
    expect(shown).toContain('New email template');
    expect(shown).toContain('Template name (required)');
    expect(shown).toContain('Category (required)');
    const select = /<select[^>]*id="email-builder-category"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? '';
    expect([...select.matchAll(/<option value="([^"]*)"/g)].map(([, value]) => value)).toEqual([
      '',
      'appointment_reminder',
      'appointment_confirmation',
      'appointment_cancellation',
      'touch_up_reminder',
      'birthday_wishes',
      'promotional',
      'welcome',
      'invoice',
      'follow_up',
      'custom',
    ]);
  });
});

describe('template HTML never becomes the app’s markup', () => {
  it('shows richtext as text and a short list of formatting, without scripts, handlers or javascript: links', () => {
    const hostile =
      '<div data-block="richtext"><b>Bold</b> <img src=x onerror="alert(1)" alt="pic"><script>alert(2)</script>' +
      '<a href="javascript:alert(3)" onclick="alert(4)">click</a><iframe srcdoc="<script>alert(5)</script>"></iframe>' +
      '<span style="position:fixed;inset:0">cover</span></div>' +
      '<p data-block="paragraph">&lt;img src=x onerror=alert(6)&gt;</p>';
    const html = renderDialog(template({ effectiveHtml: hostile }));
    expect(html).not.toMatch(/<script|<img|<iframe|javascript:|position:fixed/);
    // No handler in any tag (the paragraph's text may say "onerror=": it is text).
    expect(html).not.toMatch(/<[^>]*\son(error|click)=/);
    expect(html).toContain('<b>Bold</b>');
    expect(htmlText(html)).toContain('[pic]');
    expect(htmlText(html)).toContain('click');
    expect(htmlText(html)).toContain('cover');
    // The paragraph's text is text: React escaped it.
    expect(html).toContain('&lt;img src=x onerror=alert(6)&gt;');
  });

  it('flags a parsed block whose address may not be used, instead of dropping it quietly', () => {
    const html = renderDialog(
      template({ effectiveHtml: '<p data-block="link"><a href="javascript:alert(1)">Pay</a></p>' }),
    );
    expect(htmlText(html)).toContain('This block has an address that cannot be used in an email. Edit or remove it.');
    expect(html).not.toContain('javascript:');
  });
});

describe('one block edited at a time', () => {
  const start = () => initialBuilderState(BLOCKS);

  it('opens the block’s fields with Save and Cancel; the other blocks’ Edit and Add block are off, and say why', () => {
    const html = renderList(run(start(), { type: 'edit', key: 'b2' }));
    expect(blockButtons(html)).toEqual([
      ['Edit block (off)', 'Move up (off)', 'Move down', 'Remove block'],
      ['Edit block (off)', 'Move up', 'Move down', 'Remove block'],
      ['Edit block (off)', 'Move up', 'Move down', 'Remove block'],
      ['Move up', 'Move down (off)', 'Remove block'],
    ]);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-action="add"|<button[^>]*data-action="add"[^>]*disabled=""/);
    const shown = htmlText(html);
    expect(shown).toContain('Save or cancel the block you are editing first.');
    expect(html).toMatch(/<form[^>]*aria-label="Editing block 2: Paragraph"/);
    expect(html).toMatch(/<textarea[^>]*>Your appointment is confirmed.\nGrüße 🎉<\/textarea>/);
    expect(shown).toContain('Open dropdown Cancel Save Block 3 of 4');
  });

  it('shows the draft on the canvas while it is typed', () => {
    const html = renderList(
      run(
        start(),
        { type: 'edit', key: 'b1' },
        { type: 'change', draft: { type: 'heading1', content: 'Typed just now' } },
      ),
    );
    expect(htmlText(html)).toContain('Block 1 of 4: Heading 1 Heading 1 Typed just now');
  });

  it('refuses an unsafe button link with a plain message at the field', () => {
    const html = renderList(
      run(
        start(),
        { type: 'edit', key: 'b3' },
        { type: 'change', draft: { type: 'button', buttonText: 'Pay', buttonUrl: 'javascript:alert(1)' } },
        { type: 'save' },
      ),
    );
    const message =
      'This link cannot be used. Enter a web address starting with https:// or http://, a mailto: or tel: link, or a variable.';
    expect(htmlText(html)).toContain(`Button link ${message}`);
    const input = /<input[^>]*value="javascript:alert\(1\)"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1];
    expect(html).toContain(`<span id="${describedBy}">${message}</span>`);
  });

  it('offers a variable block the builder’s variables, keeping one of the template’s own', () => {
    const state = run(initialBuilderState([{ type: 'variable', variableName: 'manageUrl' }]), {
      type: 'edit',
      key: 'b1',
    });
    const html = renderList(state);
    const select = /<select[^>]*aria-invalid[^>]*>|<form[^>]*>.*?<select([^>]*)>(.*?)<\/select>/s.exec(html)?.[2] ?? '';
    expect([...select.matchAll(/<option value="([^"]*)"/g)].map(([, value]) => value)).toEqual([
      '',
      'manageUrl',
      ...EMAIL_VARIABLES,
    ]);
  });
});
