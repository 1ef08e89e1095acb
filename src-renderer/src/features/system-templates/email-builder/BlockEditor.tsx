import { Button, ButtonGroup, FormGroup, HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { EmailBlock } from '../../../../../server/contract/email-blocks';
import type { MessageId } from '../../../i18n/en';
import type { BlockField, BlockProblem, BlockProblems } from './block-checks';
import { insertVariable, wrapSelection, type TextEdit } from './insert-text';

const PROBLEM_TEXT: Readonly<Record<BlockProblem, MessageId>> = {
  textRequired: 'emailBuilder.problem.textRequired',
  unsafeLink: 'emailBuilder.problem.unsafeLink',
  unsafeImage: 'emailBuilder.problem.unsafeImage',
  variableRequired: 'emailBuilder.problem.variableRequired',
  unsafeRichLink: 'emailBuilder.problem.unsafeRichLink',
};

interface BlockEditorProps {
  draft: EmailBlock;
  problems: BlockProblems;
  /** 'Editing block 2: Paragraph', the form's name. */
  label: string;
  /** What a variable block or an insertion may use: the builder's list and the template's own. */
  variables: readonly string[];
  onChange: (draft: EmailBlock) => void;
  onSave: () => void;
  onCancel: () => void;
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * The fields of the one block being edited, with Save and Cancel (spec part 3 §2). Enter in a
 * one-line field saves, Escape cancels (and does not close the whole builder). A refused field says
 * why beside it.
 */
export function BlockEditor({ draft, problems, label, variables, onChange, onSave, onCancel }: BlockEditorProps) {
  const intl = useIntl();
  const id = useId();
  const textRef = useRef<TextControl | null>(null);
  const t = (messageId: MessageId, values?: Record<string, string>) => intl.formatMessage({ id: messageId }, values);
  const urlExample = { example: '{{bookingUrl}}' };

  /** Applies an edit to the text field and puts the caret after it once React has written it. */
  function editText(edit: (text: string, selection: { start: number; end: number }) => TextEdit) {
    if (!('content' in draft)) return;
    const control = textRef.current;
    const end = draft.content.length;
    const selection = control
      ? { start: control.selectionStart ?? end, end: control.selectionEnd ?? end }
      : { start: end, end };
    const next = edit(draft.content, selection);
    onChange({ ...draft, content: next.text });
    requestAnimationFrame(() => {
      control?.focus();
      control?.setSelectionRange(next.caret, next.caret);
    });
  }

  function field(name: BlockField, labelId: MessageId, control: (props: FieldProps) => ReactNode, help?: string) {
    const problem = problems[name];
    const fieldId = `${id}-${name}`;
    const helpId = `${fieldId}-help`;
    const text = problem ? t(PROBLEM_TEXT[problem]) : help;
    return (
      <FormGroup
        label={t(labelId)}
        labelFor={fieldId}
        intent={problem ? Intent.DANGER : Intent.NONE}
        helperText={text === undefined ? undefined : <span id={helpId}>{text}</span>}
      >
        {control({
          id: fieldId,
          intent: problem ? Intent.DANGER : Intent.NONE,
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': text === undefined ? undefined : helpId,
        })}
      </FormGroup>
    );
  }

  /** A button's or a link's two fields: the words shown, and where they lead. */
  function textWithAddress(
    [textName, textLabel, text]: [BlockField, MessageId, string],
    [urlName, urlLabel, url]: [BlockField, MessageId, string],
    update: (text: string, url: string) => void,
  ): ReactNode {
    return (
      <>
        {field(textName, textLabel, (props) => (
          <InputGroup {...props} autoFocus value={text} onValueChange={(value) => update(value, url)} />
        ))}
        {field(
          urlName,
          urlLabel,
          (props) => (
            <InputGroup
              {...props}
              type="text"
              inputMode="url"
              placeholder="https://"
              value={url}
              onValueChange={(value) => update(text, value)}
            />
          ),
          t('emailBuilder.field.url.help', urlExample),
        )}
      </>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave();
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  }

  const variableInsert = (
    <HTMLSelect
      className="email-builder-variable-insert"
      aria-label={t('emailBuilder.insertVariable.text')}
      value=""
      onChange={(event) => {
        const name = event.currentTarget.value;
        if (name) editText((text, selection) => insertVariable(text, selection, name));
      }}
    >
      <option value="">{t('emailBuilder.insertVariable')}</option>
      {variables.map((name) => (
        <option key={name} value={name}>{`{{${name}}}`}</option>
      ))}
    </HTMLSelect>
  );

  function body(): ReactNode {
    switch (draft.type) {
      case 'heading1':
      case 'heading2':
      case 'paragraph':
        return (
          <>
            {field('content', 'emailBuilder.field.text', (props) => (
              <TextArea
                {...props}
                inputRef={(element) => {
                  textRef.current = element;
                }}
                autoFocus
                fill
                rows={draft.type === 'paragraph' ? 4 : 2}
                value={draft.content}
                onChange={(event) => onChange({ ...draft, content: event.currentTarget.value })}
              />
            ))}
            {variableInsert}
          </>
        );
      case 'richtext':
        return (
          <>
            <ButtonGroup className="email-builder-format" role="toolbar" aria-label={t('emailBuilder.format.toolbar')}>
              <Button
                icon="bold"
                aria-label={t('emailBuilder.format.bold')}
                title={t('emailBuilder.format.bold')}
                onClick={() => editText((text, selection) => wrapSelection(text, selection, '<b>', '</b>'))}
              />
              <Button
                icon="italic"
                aria-label={t('emailBuilder.format.italic')}
                title={t('emailBuilder.format.italic')}
                onClick={() => editText((text, selection) => wrapSelection(text, selection, '<i>', '</i>'))}
              />
              <Button
                icon="link"
                aria-label={t('emailBuilder.format.link')}
                title={t('emailBuilder.format.link')}
                onClick={() =>
                  editText((text, selection) => wrapSelection(text, selection, '<a href="https://">', '</a>'))
                }
              />
            </ButtonGroup>
            {field(
              'content',
              'emailBuilder.field.html',
              (props) => (
                <TextArea
                  {...props}
                  inputRef={(element) => {
                    textRef.current = element;
                  }}
                  autoFocus
                  fill
                  rows={6}
                  className="email-builder-html"
                  spellCheck={false}
                  value={draft.content}
                  onChange={(event) => onChange({ ...draft, content: event.currentTarget.value })}
                />
              ),
              t('emailBuilder.field.html.help'),
            )}
            {variableInsert}
          </>
        );
      case 'divider':
        return null;
      case 'button':
        return textWithAddress(
          ['buttonText', 'emailBuilder.field.buttonText', draft.buttonText],
          ['buttonUrl', 'emailBuilder.field.buttonUrl', draft.buttonUrl],
          (buttonText, buttonUrl) => onChange({ ...draft, buttonText, buttonUrl }),
        );
      case 'link':
        return textWithAddress(
          ['content', 'emailBuilder.field.linkText', draft.content],
          ['url', 'emailBuilder.field.linkUrl', draft.url],
          (content, url) => onChange({ ...draft, content, url }),
        );
      case 'image':
        return (
          <>
            {field(
              'imageUrl',
              'emailBuilder.field.imageUrl',
              (props) => (
                <InputGroup
                  {...props}
                  autoFocus
                  type="text"
                  inputMode="url"
                  placeholder="https://"
                  value={draft.imageUrl}
                  onValueChange={(imageUrl) => onChange({ ...draft, imageUrl })}
                />
              ),
              t('emailBuilder.field.imageUrl.help', { example: '{{logoUrl}}' }),
            )}
            <FormGroup
              label={t('emailBuilder.field.imageAlt')}
              labelFor={`${id}-imageAlt`}
              helperText={<span id={`${id}-imageAlt-help`}>{t('emailBuilder.field.imageAlt.help')}</span>}
            >
              <InputGroup
                id={`${id}-imageAlt`}
                aria-describedby={`${id}-imageAlt-help`}
                value={draft.imageAlt}
                onValueChange={(imageAlt) => onChange({ ...draft, imageAlt })}
              />
            </FormGroup>
          </>
        );
      case 'variable':
        return field('variableName', 'emailBuilder.field.variable', (props) => (
          <HTMLSelect
            id={props.id}
            aria-invalid={props['aria-invalid']}
            aria-describedby={props['aria-describedby']}
            autoFocus
            value={draft.variableName}
            onChange={(event) => onChange({ ...draft, variableName: event.currentTarget.value })}
          >
            <option value="">{t('emailBuilder.field.variable.choose')}</option>
            {withCurrent(variables, draft.variableName).map((name) => (
              <option key={name} value={name}>{`{{${name}}}`}</option>
            ))}
          </HTMLSelect>
        ));
    }
  }

  return (
    <form className="email-builder-editor" aria-label={label} onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
      {body()}
      <div className="email-builder-editor-actions">
        <Button text={t('emailBuilder.edit.cancel')} onClick={onCancel} />
        <Button type="submit" intent={Intent.PRIMARY} text={t('emailBuilder.edit.save')} />
      </div>
    </form>
  );
}

interface FieldProps {
  id: string;
  intent: Intent;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The offered variables, with the block's own first when it is none of them (a parsed template's). */
const withCurrent = (variables: readonly string[], current: string) =>
  current && !variables.includes(current) ? [current, ...variables] : variables;
