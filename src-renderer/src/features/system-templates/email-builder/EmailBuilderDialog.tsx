import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  Tab,
  Tabs,
} from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useReducer, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { blocksToHtml, DEFAULT_EMAIL_BRAND, type EmailBrand } from '../../../../../server/contract/email-blocks';
import {
  EMAIL_VARIABLES,
  SMS_CATEGORIES,
  SUBJECT_MAX_LENGTH,
  TEMPLATE_NAME_MAX_LENGTH,
  type MessageTemplate,
} from '../../../../../server/contract/message-templates';
import { useBrandingConfig } from '../../../api/branding';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useUnsavedMark } from '../../../components/form/useUnsavedMark';
import { useNotify } from '../../../components/toaster/useNotify';
import type { MessageId } from '../../../i18n/en';
import { categoryLabel } from '../categories';
import { createEmailTemplate, saveEmailTemplate, type EmailDraft } from './api';
import { hasUnsafeAddress } from './block-checks';
import { BlockList } from './BlockList';
import { blocksOf, builderReducer, initialBuilderState } from './builder-state';
import './email-builder.css';
import './icons';
import { insertVariable } from './insert-text';
import { parseEmailHtml } from './parse-html';
import { PreviewPane } from './PreviewPane';
import { VariableInsert } from './VariableInsert';

export interface EmailBuilderDialogProps {
  /** The template to edit; null writes a new marketing email (its name and category asked too). */
  template: MessageTemplate | null;
  onClose(): void;
  /** The saved template: the page says so, closes the builder and refreshes its list. */
  onSaved(template: MessageTemplate): void;
  /** Tests render the dialog in place; the app puts it in a portal above the page. */
  usePortal?: boolean;
}

type View = 'edit' | 'preview';

/**
 * The full-screen email block builder (spec part 3 §2): the subject line, the blocks parsed from the
 * template's HTML, one block edited at a time, a preview rendered by the server from the unsaved
 * draft, and Save. Unsaved edits are never lost quietly: closing asks first, and leaving the page
 * goes through the app's leave guard.
 */
export function EmailBuilderDialog({ template, onClose, onSaved, usePortal = true }: EmailBuilderDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const branding = useBrandingConfig();
  const brand: EmailBrand = useMemo(
    () =>
      branding.data
        ? { primary: branding.data.primaryColor, secondary: branding.data.secondaryColor }
        : DEFAULT_EMAIL_BRAND,
    [branding.data],
  );

  const [initial] = useState(() => {
    const blocks = parseEmailHtml(template?.effectiveHtml ?? template?.htmlContent ?? '');
    return { blocks, html: blocksToHtml(blocks), subject: template?.subject ?? '' };
  });
  const [state, dispatch] = useReducer(builderReducer, initial.blocks, initialBuilderState);
  const [subject, setSubject] = useState(initial.subject);
  const [name, setName] = useState('');
  const [subtype, setSubtype] = useState('');
  const [view, setView] = useState<View>('edit');
  const [saved, setSaved] = useState({ html: initial.html, subject: initial.subject });
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [refusal, setRefusal] = useState<MessageId | null>(null);
  const [newProblems, setNewProblems] = useState<{ name?: MessageId; subtype?: MessageId }>({});
  const subjectRef = useRef<HTMLInputElement | null>(null);

  const blocks = useMemo(() => blocksOf(state), [state]);
  const draft: EmailDraft = useMemo(
    () => ({ subject, htmlContent: blocksToHtml(blocks, brand) }),
    [subject, blocks, brand],
  );
  // Compared without colours: the brand loading after the template is no edit.
  const dirty =
    state.editing !== null ||
    blocksToHtml(blocks) !== saved.html ||
    subject !== saved.subject ||
    (template === null && (name !== '' || subtype !== ''));
  useUnsavedMark(dirty);

  const variables = useMemo(
    () => [...new Set<string>([...EMAIL_VARIABLES, ...(template?.variables ?? [])])],
    [template],
  );

  const save = useMutation({
    mutationFn: (next: EmailDraft) =>
      template ? saveEmailTemplate(template, next) : createEmailTemplate({ name, subtype }, next),
    onSuccess: (answer, next) => {
      setSaved({ html: blocksToHtml(blocks), subject: next.subject });
      onSaved(answer);
    },
    onError: (error) =>
      notify.failure(t(template ? 'emailBuilder.toast.updateFailed' : 'emailBuilder.toast.createFailed'), error),
  });

  function submit() {
    if (save.isPending) return;
    if (state.editing) return setRefusal('emailBuilder.save.finishEditing');
    if (blocks.some(hasUnsafeAddress)) return setRefusal('emailBuilder.save.unsafe');
    if (template === null) {
      const problems = {
        ...(name.trim() === '' ? { name: 'emailBuilder.problem.nameRequired' as const } : {}),
        ...(subtype === '' ? { subtype: 'emailBuilder.problem.categoryRequired' as const } : {}),
      };
      setNewProblems(problems);
      if (Object.keys(problems).length > 0) return setRefusal(null);
    }
    setRefusal(null);
    save.mutate(draft);
  }

  function requestClose() {
    if (save.isPending) return;
    if (dirty) setConfirmingClose(true);
    else onClose();
  }

  function insertIntoSubject(variable: string) {
    const input = subjectRef.current;
    const end = subject.length;
    const selection = input
      ? { start: input.selectionStart ?? end, end: input.selectionEnd ?? end }
      : { start: end, end };
    const next = insertVariable(subject, selection, variable);
    setSubject(next.text);
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(next.caret, next.caret);
    });
  }

  const title = template ? t('emailBuilder.title.edit', { name: template.name }) : t('emailBuilder.title.new');

  return (
    <Dialog
      isOpen
      usePortal={usePortal}
      onClose={requestClose}
      canOutsideClickClose={false}
      title={title}
      className="email-builder-dialog"
    >
      <DialogBody className="email-builder-body">
        {template === null && (
          <div className="email-builder-new-fields">
            <FormGroup
              label={t('emailBuilder.name')}
              labelFor="email-builder-name"
              labelInfo={t('form.required')}
              intent={newProblems.name ? Intent.DANGER : Intent.NONE}
              helperText={
                newProblems.name ? <span id="email-builder-name-error">{t(newProblems.name)}</span> : undefined
              }
            >
              <InputGroup
                id="email-builder-name"
                value={name}
                maxLength={TEMPLATE_NAME_MAX_LENGTH}
                autoComplete="off"
                intent={newProblems.name ? Intent.DANGER : Intent.NONE}
                aria-invalid={newProblems.name ? true : undefined}
                aria-describedby={newProblems.name ? 'email-builder-name-error' : undefined}
                onValueChange={setName}
              />
            </FormGroup>
            <FormGroup
              label={t('emailBuilder.category')}
              labelFor="email-builder-category"
              labelInfo={t('form.required')}
              intent={newProblems.subtype ? Intent.DANGER : Intent.NONE}
              helperText={
                newProblems.subtype ? (
                  <span id="email-builder-category-error">{t(newProblems.subtype)}</span>
                ) : undefined
              }
            >
              <HTMLSelect
                id="email-builder-category"
                value={subtype}
                aria-invalid={newProblems.subtype ? true : undefined}
                aria-describedby={newProblems.subtype ? 'email-builder-category-error' : undefined}
                onChange={(event) => setSubtype(event.currentTarget.value)}
              >
                <option value="">{t('emailBuilder.category.choose')}</option>
                {SMS_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {categoryLabel(intl, category)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          </div>
        )}
        <FormGroup
          className="email-builder-subject"
          label={t('emailBuilder.subject')}
          labelFor="email-builder-subject"
          helperText={<span id="email-builder-subject-help">{t('emailBuilder.subject.help')}</span>}
        >
          <div className="email-builder-subject-row">
            <InputGroup
              id="email-builder-subject"
              inputRef={(element) => {
                subjectRef.current = element;
              }}
              value={subject}
              maxLength={SUBJECT_MAX_LENGTH}
              autoComplete="off"
              aria-describedby="email-builder-subject-help"
              onValueChange={setSubject}
              fill
            />
            <VariableInsert
              variables={variables}
              label={t('emailBuilder.insertVariable.subject')}
              onInsert={insertIntoSubject}
            />
          </div>
        </FormGroup>
        <Tabs
          id="email-builder-view"
          selectedTabId={view}
          onChange={(next) => setView(next as View)}
          renderActiveTabPanelOnly
        >
          <Tab
            id="edit"
            title={t('emailBuilder.tab.edit')}
            panel={<BlockList state={state} brand={brand} variables={variables} dispatch={dispatch} />}
          />
          <Tab
            id="preview"
            title={t('emailBuilder.tab.preview')}
            panel={<PreviewPane template={template} draft={draft} />}
          />
        </Tabs>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('emailBuilder.close')} onClick={requestClose} />
            <Button
              intent={Intent.PRIMARY}
              text={t('emailBuilder.save')}
              loading={save.isPending}
              disabled={state.editing !== null}
              aria-describedby={state.editing ? 'email-builder-save-hint' : undefined}
              onClick={submit}
            />
          </>
        }
      >
        {state.editing ? (
          <span id="email-builder-save-hint" className="email-builder-save-hint">
            {t('emailBuilder.save.finishEditing')}
          </span>
        ) : (
          refusal && (
            <Callout intent={Intent.DANGER} icon="error" role="alert" compact className="email-builder-refusal">
              {t(refusal)}
            </Callout>
          )
        )}
      </DialogFooter>
      <ConfirmDialog
        isOpen={confirmingClose}
        title={t('emailBuilder.discard.title')}
        confirmText={t('emailBuilder.discard.confirm')}
        cancelText={t('emailBuilder.discard.keep')}
        onCancel={() => setConfirmingClose(false)}
        onConfirm={() => {
          setConfirmingClose(false);
          onClose();
        }}
      >
        <p>{t('emailBuilder.discard.body')}</p>
      </ConfirmDialog>
    </Dialog>
  );
}
