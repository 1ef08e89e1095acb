import { Button, Intent, Tag } from '@blueprintjs/core';
import './channel-toggle.css';

interface ChannelToggleProps {
  /** The channel as the screen names it: "Email", "SMS". */
  name: string;
  on: boolean;
  /** A channel not delivered yet: shown disabled with the `soonLabel` tag instead of a switch. */
  soon?: boolean;
  soonLabel: string;
  disabled?: boolean;
  onToggle: () => void;
}

/**
 * One channel of a notification event (Email, SMS, Push, In-App) as a pressed / not pressed button:
 * the personal Notifications page and Booking Settings show channels the same way.
 */
export function ChannelToggle({ name, on, soon = false, soonLabel, disabled = false, onToggle }: ChannelToggleProps) {
  if (soon) {
    return (
      <Button size="small" variant="outlined" disabled className="channel-toggle is-soon">
        {name}
        <Tag minimal className="channel-toggle-soon">
          {soonLabel}
        </Tag>
      </Button>
    );
  }
  return (
    <Button
      size="small"
      variant={on ? 'solid' : 'outlined'}
      intent={on ? Intent.PRIMARY : Intent.NONE}
      icon={on ? 'tick' : 'cross'}
      aria-pressed={on}
      disabled={disabled}
      className="channel-toggle"
      text={name}
      onClick={onToggle}
    />
  );
}
