import { Button, Callout, Card, Intent } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { hasPermission } from '../../../../server/contract/permissions';
import type { SettingsTemplate } from '../../../../server/contract/settings-templates';
import { useSession } from '../../app/session/SessionContext';
import { EmptyState } from '../../components/EmptyState';
import { SectionLoading } from '../../components/FullPageLoading';
import { LoadFailure } from '../../components/form/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { useLoadFailureToast } from '../../components/toaster/useLoadFailureToast';
import { useNotify } from '../../components/toaster/useNotify';
import type { MessageId } from '../../i18n/en';
import { useSettingsTemplates, useToggleFavorite } from './api';
import { TEMPLATE_LIST_ID } from './anchors';
import { ApplyTemplateDialog } from './ApplyTemplateDialog';
import { CreateTemplateDialog } from './CreateTemplateDialog';
import { DeleteTemplateDialog } from './DeleteTemplateDialog';
import { TemplateCard } from './TemplateCard';
import { inReadersLanguage, mayDelete, mayFavorite, visibleTemplates, type CategoryFilter } from './template-list';
import { TemplateToolbar } from './TemplateToolbar';
import '../../components/form/styles';
import './icons';
import './settings-templates.css';

/**
 * Settings Templates (spec part 3 §2): the official business-type templates and the
 * organization's own, searched and filtered by category, favorites first. Everyone may look;
 * creating, applying, marking and deleting need manage_organization_settings (the server's rule),
 * so others see the cards without those buttons and a note saying why.
 */
export function SettingsTemplatesPage() {
  const intl = useIntl();
  const notify = useNotify();
  const { user } = useSession();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const viewer = { id: user.id, mayManage: hasPermission(user, 'manage_organization_settings') };

  const list = useSettingsTemplates();
  const favorite = useToggleFavorite();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [creating, setCreating] = useState(false);
  const [applying, setApplying] = useState<SettingsTemplate | null>(null);
  const [deleting, setDeleting] = useState<SettingsTemplate | null>(null);
  // Once applied the page reloads in 2 s: nothing else should start meanwhile.
  const [reloading, setReloading] = useState(false);

  useLoadFailureToast(list.isError ? list.errorUpdatedAt : 0, () =>
    notify.danger(text('settingsTemplates.toast.loadFailed'), text('settingsTemplates.toast.loadFailed.body')),
  );

  function onFavorite(template: SettingsTemplate) {
    favorite.mutate(template, {
      onSuccess: (updated) =>
        notify.success(
          text(
            updated.isFavorite ? 'settingsTemplates.toast.favoriteAdded' : 'settingsTemplates.toast.favoriteRemoved',
          ),
        ),
      onError: (error) =>
        notify.failure(
          text('settingsTemplates.toast.favoriteFailed'),
          error,
          text('settingsTemplates.toast.favoriteFailed.body'),
        ),
    });
  }

  const templates = useMemo(() => list.data?.map((template) => inReadersLanguage(template, intl)), [list.data, intl]);
  let body;
  if (templates === undefined) {
    body = list.isError ? (
      <LoadFailure description={text('settingsTemplates.toast.loadFailed.body')} onRetry={() => void list.refetch()} />
    ) : (
      <SectionLoading />
    );
  } else {
    const shown = visibleTemplates(templates, category, search, intl.locale);
    const filtered = search.trim() !== '' || category !== 'all';
    body =
      shown.length === 0 ? (
        <EmptyState
          icon="duplicate"
          headingLevel={3}
          title={text(filtered ? 'settingsTemplates.empty.noMatch' : 'settingsTemplates.empty')}
          description={text(filtered ? 'settingsTemplates.empty.noMatch.hint' : 'settingsTemplates.empty.hint')}
        />
      ) : (
        <div className="settings-templates-grid" role="list" aria-label={text('settingsTemplates.list.label')}>
          {shown.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              canFavorite={mayFavorite(template, viewer)}
              canApply={viewer.mayManage}
              canDelete={mayDelete(template, viewer)}
              busy={reloading || (favorite.isPending && favorite.variables.id === template.id)}
              onFavorite={onFavorite}
              onApply={setApplying}
              onDelete={setDeleting}
            />
          ))}
        </div>
      );
  }

  return (
    <>
      <PageHeader
        title={text('section.templates')}
        subtitle={text('settingsTemplates.subtitle')}
        actions={
          viewer.mayManage ? (
            <Button
              intent={Intent.PRIMARY}
              icon="add"
              text={text('settingsTemplates.create')}
              disabled={reloading}
              onClick={() => setCreating(true)}
            />
          ) : undefined
        }
      />
      <div className="settings-page settings-templates-page">
        {!viewer.mayManage && (
          <Callout
            intent={Intent.PRIMARY}
            icon="lock"
            title={text('settingsTemplates.readOnly.title')}
            className="settings-templates-read-only"
          >
            {text('settingsTemplates.readOnly.body')}
          </Callout>
        )}
        <Card className="settings-card" id={TEMPLATE_LIST_ID} tabIndex={-1} aria-busy={list.isFetching}>
          <TemplateToolbar search={search} category={category} onSearch={setSearch} onCategory={setCategory} />
          {body}
        </Card>
      </div>
      {creating && <CreateTemplateDialog onClose={() => setCreating(false)} />}
      <ApplyTemplateDialog template={applying} onClose={() => setApplying(null)} onApplied={() => setReloading(true)} />
      <DeleteTemplateDialog template={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
