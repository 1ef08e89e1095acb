import { Button, Card, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { GuideItem } from './useHelpContent';

/** A guide in the list: what it is about, how hard and how long, and the button that opens it. */
export function GuideCard({ item, onOpen }: { item: GuideItem; onOpen: (id: string) => void }) {
  const intl = useIntl();
  const { guide } = item;
  return (
    <Card className="help-guide-card" compact>
      <h3 className="help-card-title">{item.title}</h3>
      <p className="help-card-description">{item.description}</p>
      <div className="help-guide-meta">
        <Tag minimal>{intl.formatMessage({ id: `help.category.${guide.category}` })}</Tag>
        <Tag minimal intent={guide.difficulty === 'advanced' ? 'warning' : 'none'}>
          {intl.formatMessage({ id: `help.difficulty.${guide.difficulty}` })}
        </Tag>
        <span className="help-muted">
          {intl.formatMessage({ id: 'help.guide.minutes' }, { minutes: guide.timeToRead })}
        </span>
      </div>
      <Button
        icon="book"
        variant="outlined"
        text={intl.formatMessage({ id: 'help.guide.read' })}
        aria-label={intl.formatMessage({ id: 'help.guide.readNamed' }, { title: item.title })}
        onClick={() => onOpen(guide.id)}
      />
    </Card>
  );
}
