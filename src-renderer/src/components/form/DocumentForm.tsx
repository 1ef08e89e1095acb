import type { ReactNode } from 'react';
import { SectionLoading } from '../FullPageLoading';
import { ConflictNotice } from './ConflictNotice';
import { LoadFailure } from './LoadFailure';
import { SaveBar } from './SaveBar';
import type { SettingsDocument } from './useSettingsDocument';
import './styles';

interface DocumentFormProps<T> {
  form: SettingsDocument<T>;
  /** The page's own words for a failed load (title, text, and what is shown meanwhile). */
  loadFailure?: { title: string; description: string; note?: string };
  /** Further actions in the save bar, before Save Changes (Revert to Defaults, Reset). */
  actions?: ReactNode;
  /** The save bar inside the last card rather than stuck to the foot of the window. */
  inlineSaveBar?: boolean;
  className?: string;
  children: (values: T) => ReactNode;
}

/**
 * A settings document on a page: loading, the load failure, then the form with the conflict
 * notice after a 412 and the save bar (disabled while nothing changed, a save runs, only a stand-in
 * is shown, or someone else's version must be loaded first).
 */
export function DocumentForm<T>({
  form,
  loadFailure,
  actions,
  inlineSaveBar,
  className,
  children,
}: DocumentFormProps<T>) {
  const { values } = form;
  return (
    <>
      {form.phase === 'loading' && <SectionLoading />}
      {form.loadFailed && form.document === undefined && (
        <LoadFailure
          title={loadFailure?.title}
          description={loadFailure?.description}
          error={form.loadError}
          note={values !== undefined ? loadFailure?.note : undefined}
          onRetry={form.retry}
        />
      )}
      {values !== undefined && (
        <form
          noValidate
          className={`settings-form${className ? ` ${className}` : ''}`}
          onSubmit={(event) => {
            event.preventDefault();
            form.save();
          }}
        >
          {form.conflict && (
            <ConflictNotice
              reloading={form.reloading}
              onLoadLatest={form.loadLatest}
              onDiscard={form.discardAndLoadLatest}
            />
          )}
          {children(values)}
          <SaveBar
            dirty={form.dirty}
            saving={form.saving}
            disabled={form.readOnly || form.conflict}
            inline={inlineSaveBar}
          >
            {actions}
          </SaveBar>
        </form>
      )}
    </>
  );
}
