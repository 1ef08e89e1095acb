import { Icon, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: IconName;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** Defaults to h2: empty states sit under the page's h1. */
  headingLevel?: 2 | 3;
}

/** Blueprint's NonIdealState look, with a heading level that fits the page's outline. */
export function EmptyState({ icon, title, description, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="empty-state">
      <Icon icon={icon} size={48} className="empty-state-icon" aria-hidden />
      <Heading className="empty-state-title">{title}</Heading>
      {description !== undefined && <div className="empty-state-description">{description}</div>}
      {action !== undefined && <div className="empty-state-action">{action}</div>}
    </div>
  );
}
