import { Card } from '@blueprintjs/core';
import { useAtom } from 'jotai';
import { Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { MessageTemplate } from '../../../../server/contract/message-templates';
import { lazyPage } from '../../app/routing/lazy-page';
import { useSession } from '../../app/session/SessionContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { SectionLoading } from '../../components/FullPageLoading';
import { LoadFailure } from '../../components/form/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { useLoadFailureToast } from '../../components/toaster/useLoadFailureToast';
import { useNotify } from '../../components/toaster/useNotify';
import type { MessageId } from '../../i18n/en';
import {
  deleteTemplate,
  duplicateTemplate,
  resetTemplate,
  toggleTemplate,
  useRefreshTemplates,
  useTemplateAction,
  useTemplates,
} from './api';
import { categoryLabel, inReadersLanguage } from './categories';
import { HistoryDialog } from './HistoryDialog';
import { NewTemplateMenu, type NewTemplateType } from './NewTemplateMenu';
import { TEMPLATE_LIST_ID } from './anchors';
import { searchFrom, tabFrom, withList } from './page-address';
import { PlatformToolsMenu } from './PlatformToolsMenu';
import { PreviewDialog } from './PreviewDialog';
import { PushTemplateDialog } from './PushTemplateDialog';
import { emptyKind, isMarketing, isOn, tabCounts, visibleTemplates, type EmptyKind } from './template-list';
import type { TemplateHandlers } from './TemplateActions';
import { TemplateCards, TemplateTable } from './TemplateTable';
import { templateTabPanelProps, TemplateToolbar } from './TemplateToolbar';
import { templateViewAtom } from './view-atom';
import '../../components/form/styles';
import './icons';
import './system-templates.css';

/** The props both editors take (the email builder and the SMS form): null edits a new marketing template. */
interface EditorProps {
  template: MessageTemplate | null;
  onClose(): void;
  onSaved(template: MessageTemplate): void;
}

// The two editors are large (the block builder above all): they load when first opened.
const EmailBuilderDialog = lazyPage<EditorProps>(() =>
  import('./email-builder/EmailBuilderDialog').then((m) => m.EmailBuilderDialog),
);
const SmsTemplateDialog = lazyPage<EditorProps>(() =>
  import('./sms/SmsTemplateDialog').then((m) => m.SmsTemplateDialog),
);

/** The template being edited (null: a new marketing template) and with which editor. */
type Editing = { editor: NewTemplateType | 'push'; template: MessageTemplate | null };
/** A template a dialog is open for. */
type Open = { kind: 'preview' | 'history' | 'reset' | 'delete'; template: MessageTemplate };

const EMPTY_TITLE: Readonly<Record<EmptyKind, MessageId>> = {
  none: 'systemTemplates.empty',
  sms: 'systemTemplates.empty.sms',
  email: 'systemTemplates.empty.email',
};

/**
 * System Templates (spec part 3 §2): the organization's system templates (the platform's, with its
 * own versions) and its marketing templates, in tabs All, SMS and Email with their counts, as a
 * list or as cards, searched by name or category. Each has Preview and Edit (the block builder for
 * an email, the SMS form, a title-and-text form for a push notification); system templates can be
 * reset to their default, switched off and traced in their history; marketing ones duplicated and
 * deleted. The header holds New template and the platform tools.
 */
export function SystemTemplatesPage() {
  const intl = useIntl();
  const notify = useNotify();
  const { user } = useSession();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params);
  const search = searchFrom(params);
  const [view, setView] = useAtom(templateViewAtom);
  const list = useTemplates();
  const refresh = useRefreshTemplates();

  const [editing, setEditing] = useState<Editing | null>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);

  const named = (id: MessageId) => (template: MessageTemplate) => intl.formatMessage({ id }, { name: template.name });
  const reset = useTemplateAction(resetTemplate, () => ({
    success: () => text('systemTemplates.toast.reset'),
    failed: text('systemTemplates.toast.resetFailed'),
  }));
  const toggle = useTemplateAction(
    (template: MessageTemplate) => toggleTemplate(template, !isOn(template)),
    () => ({
      success: () => text('systemTemplates.toast.updated'),
      failed: text('systemTemplates.toast.updateFailed'),
    }),
  );
  const duplicate = useTemplateAction(
    (template: MessageTemplate) => duplicateTemplate(template, named('systemTemplates.copyName')(template)),
    () => ({
      success: () => text('systemTemplates.toast.duplicated'),
      failed: text('systemTemplates.toast.duplicateFailed'),
    }),
  );
  const remove = useTemplateAction(deleteTemplate, () => ({
    success: () => text('systemTemplates.toast.deleted'),
    failed: text('systemTemplates.toast.deleteFailed'),
  }));
  const busyId = [reset, toggle, duplicate, remove].find((action) => action.isPending)?.variables?.id ?? null;

  function onSaved(saved: MessageTemplate) {
    const created = editing?.template === null;
    notify.success(
      text(
        created
          ? 'systemTemplates.toast.created'
          : isMarketing(saved)
            ? 'systemTemplates.toast.marketingUpdated'
            : 'systemTemplates.toast.updated',
      ),
    );
    setEditing(null);
    void refresh();
  }

  const handlers: TemplateHandlers = {
    onPreview: (template) => setOpen({ kind: 'preview', template }),
    onEdit: (template) => setEditing({ editor: template.type === 'notification' ? 'push' : template.type, template }),
    onReset: (template) => setOpen({ kind: 'reset', template }),
    onToggle: (template) => toggle.mutate(template),
    onHistory: (template) => setOpen({ kind: 'history', template }),
    onDuplicate: (template) => duplicate.mutate(template),
    onDelete: (template) => setOpen({ kind: 'delete', template }),
  };

  const loadFailed = text('systemTemplates.loadFailed');
  useLoadFailureToast(list.isError ? list.errorUpdatedAt : 0, () => notify.danger(loadFailed));

  const categoryOf = (template: MessageTemplate) => categoryLabel(intl, template.subtype);
  const templates = useMemo(() => list.data?.map((template) => inReadersLanguage(template, intl)), [list.data, intl]);
  let body;
  if (templates === undefined) {
    body = list.isError ? (
      <LoadFailure description={loadFailed} onRetry={() => void list.refetch()} />
    ) : (
      <SectionLoading />
    );
  } else {
    const shown = visibleTemplates(templates, tab, search, categoryOf, intl.locale);
    if (shown.length === 0) {
      const kind = emptyKind(tab, search);
      body = (
        <EmptyState
          icon="document"
          headingLevel={3}
          title={text(EMPTY_TITLE[kind])}
          description={
            search.trim() !== ''
              ? intl.formatMessage({ id: 'systemTemplates.empty.search' }, { search: search.trim() })
              : text('systemTemplates.empty.hint')
          }
        />
      );
    } else {
      const View = view === 'cards' ? TemplateCards : TemplateTable;
      body = <View templates={shown} categoryOf={categoryOf} busyId={busyId} {...handlers} />;
    }
  }

  return (
    <>
      <PageHeader
        title={text('section.organization.systemTemplates')}
        subtitle={text('systemTemplates.subtitle')}
        actions={
          <>
            <NewTemplateMenu onChoose={(editor) => setEditing({ editor, template: null })} />
            <PlatformToolsMenu isPlatformAdmin={user.isPlatformAdmin} />
          </>
        }
      />
      <div className="settings-page system-templates-page">
        <Card
          className="settings-card system-templates-list"
          id={TEMPLATE_LIST_ID}
          tabIndex={-1}
          aria-busy={list.isFetching}
        >
          <TemplateToolbar
            tab={tab}
            counts={templates === undefined ? null : tabCounts(templates)}
            search={search}
            view={view}
            onTab={(next) => setParams((current) => withList(current, { tab: next }), { replace: true })}
            onSearch={(next) => setParams((current) => withList(current, { search: next }), { replace: true })}
            onView={setView}
          />
          <div {...templateTabPanelProps(tab)}>{body}</div>
        </Card>
      </div>

      {open?.kind === 'preview' && <PreviewDialog template={open.template} onClose={close} />}
      {open?.kind === 'history' && <HistoryDialog template={open.template} onClose={close} />}
      <ConfirmDialog
        isOpen={open?.kind === 'reset'}
        title={intl.formatMessage({ id: 'systemTemplates.reset.confirm' }, { name: open?.template.name ?? '' })}
        confirmText={text('systemTemplates.reset.confirmButton')}
        cancelText={text('systemTemplates.cancel')}
        loading={reset.isPending}
        onConfirm={() => open !== null && reset.mutate(open.template, { onSettled: close })}
        onCancel={close}
      >
        <p>{text('systemTemplates.reset.body')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={open?.kind === 'delete'}
        title={intl.formatMessage({ id: 'systemTemplates.delete.confirm' }, { name: open?.template.name ?? '' })}
        confirmText={text('systemTemplates.delete.confirmButton')}
        cancelText={text('systemTemplates.cancel')}
        loading={remove.isPending}
        onConfirm={() => open !== null && remove.mutate(open.template, { onSettled: close })}
        onCancel={close}
      />

      {editing !== null && (
        <Suspense fallback={null}>
          {editing.editor === 'email' && (
            <EmailBuilderDialog template={editing.template} onClose={() => setEditing(null)} onSaved={onSaved} />
          )}
          {editing.editor === 'sms' && (
            <SmsTemplateDialog template={editing.template} onClose={() => setEditing(null)} onSaved={onSaved} />
          )}
          {editing.editor === 'push' && editing.template !== null && (
            <PushTemplateDialog template={editing.template} onClose={() => setEditing(null)} onSaved={onSaved} />
          )}
        </Suspense>
      )}
    </>
  );
}
