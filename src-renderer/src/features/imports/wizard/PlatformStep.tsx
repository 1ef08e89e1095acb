import { Icon, RadioCard, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { ImportEntity } from '../../../../../server/contract/imports/api';
import { PLATFORMS } from '../../../../../server/contract/imports/platforms';
import type { PlatformId } from '../../../../../server/contract/imports/types';

interface PlatformStepProps {
  entity: ImportEntity;
  platform: PlatformId | null;
  onChoose: (platform: PlatformId) => void;
}

/**
 * Where the file comes from (§3 "Platform definitions"): the generic CSV and the presets of the
 * platforms salons leave. A platform marked 'Soon' is shown with its disclaimer but cannot be chosen.
 */
export function PlatformStep({ entity, platform, onChoose }: PlatformStepProps) {
  const intl = useIntl();
  const platforms = PLATFORMS.filter((candidate) => candidate.entities.includes(entity));
  return (
    <div className="imports-step-body">
      <p id="import-platform-label" className="imports-step-title">
        {intl.formatMessage({ id: 'imports.platform.label' })}
      </p>
      <p className="settings-hint">{intl.formatMessage({ id: 'imports.platform.intro' })}</p>
      <div role="radiogroup" aria-labelledby="import-platform-label" className="imports-platforms">
        {platforms.map((candidate) => {
          const name =
            candidate.id === 'generic' ? intl.formatMessage({ id: 'imports.platform.generic' }) : candidate.name;
          return (
            <RadioCard
              key={candidate.id}
              className="imports-platform"
              checked={platform === candidate.id}
              disabled={candidate.soon}
              value={candidate.id}
              inputProps={{ name: 'import-platform' }}
              onChange={() => onChoose(candidate.id)}
            >
              <span className="imports-platform-name">
                {name}
                {candidate.soon && (
                  <Tag minimal round className="imports-soon">
                    {intl.formatMessage({ id: 'imports.platform.soon' })}
                  </Tag>
                )}
              </span>
              {/* Inside the card's label, so phrasing content only (spans). */}
              <span className="imports-platform-about">
                <span className="settings-hint">
                  {intl.formatMessage({ id: 'imports.platform.description' }, { platform: candidate.id })}
                </span>
                {candidate.disclaimer !== undefined && (
                  <span className="imports-disclaimer">
                    <Icon icon="warning-sign" size={12} aria-hidden />
                    {intl.formatMessage({ id: 'imports.platform.disclaimer' })}
                  </span>
                )}
              </span>
            </RadioCard>
          );
        })}
      </div>
    </div>
  );
}
