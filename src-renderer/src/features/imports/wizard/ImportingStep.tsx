import { Intent, ProgressBar } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { IMPORT_CHUNK_ROWS } from '../../../../../server/contract/imports/api';
import type { ImportProgress } from './run-import';
import { timeLeft } from './time-left';

interface ImportingStepProps {
  progress: ImportProgress | null;
  cancelling: boolean;
}

/** Rows done of the total, the bar, and the time left at the pace so far (§ "Large files"). */
export function ImportingStep({ progress, cancelling }: ImportingStepProps) {
  const intl = useIntl();
  const done = progress?.done ?? 0;
  const total = progress?.total ?? 0;
  const left = progress === null ? null : timeLeft(progress.done, progress.total, progress.elapsedMs);
  const fraction = total === 0 ? 0 : done / total;
  const label = intl.formatMessage({ id: 'imports.importing.progressLabel' });

  let leftText: string;
  if (cancelling) leftText = intl.formatMessage({ id: 'imports.importing.cancelling' });
  else if (left === null) leftText = intl.formatMessage({ id: 'imports.importing.estimating' });
  else if (left.unit === 'seconds')
    leftText = intl.formatMessage({ id: 'imports.importing.secondsLeft' }, { count: left.value });
  else leftText = intl.formatMessage({ id: 'imports.importing.minutesLeft' }, { count: left.value });

  return (
    <div className="imports-step-body">
      <p className="imports-step-title">{intl.formatMessage({ id: 'imports.importing.title' })}</p>
      <ProgressBar
        value={fraction}
        intent={Intent.PRIMARY}
        stripes={!cancelling}
        animate={!cancelling}
        aria-label={label}
        aria-valuetext={intl.formatMessage({ id: 'imports.importing.progress' }, { done, total })}
      />
      <div className="imports-progress-text" aria-live="polite">
        <span>{intl.formatMessage({ id: 'imports.importing.progress' }, { done, total })}</span>
        <span>{leftText}</span>
      </div>
      <p className="settings-hint">
        {intl.formatMessage({ id: 'imports.importing.hint' }, { size: IMPORT_CHUNK_ROWS })}
      </p>
    </div>
  );
}
