import { Icons, type IconName, type IconPaths, IconSize } from '@blueprintjs/icons';
import Dashboard16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/dashboard';
import Person16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/person';
import Lock16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/lock';
import Settings16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/settings';
import Notifications16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/notifications';
import EyeOff16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off';
import Office16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/office';
import CreditCard16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/credit-card';
import List16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/list';
import BankAccount16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/bank-account';
import Style16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/style';
import MapMarker16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/map-marker';
import Calendar16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/calendar';
import NotificationsUpdated16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/notifications-updated';
import DataConnection16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/data-connection';
import Shield16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/shield';
import Document16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/document';
import History16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/history';
import Percentage16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/percentage';
import People16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/people';
import ColorFill16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/color-fill';
import Cog16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cog';
import Duplicate16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/duplicate';
import Import16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/import';
import Database16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/database';
import TimelineEvents16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/timeline-events';
import Help16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/help';
import Pulse16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/pulse';
import Team16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/team';
import Search16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/search';
import Menu16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu';
import User16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/user';
import LogOut16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/log-out';
import Error16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/error';
import Refresh16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/refresh';
import Home16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/home';
import TickCircle16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle';
import Time16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/time';
import NewPerson16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/new-person';
import Lightbulb16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/lightbulb';
import Endorsed16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/endorsed';
import Build20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/build';
import Lock20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/lock';
import Search20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/search';
import Error20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/error';
import People20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/people';
import CaretDown16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down';
import Person20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/person';
import Shield20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/shield';
import Notifications20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/notifications';
import Time20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/time';
import Percentage20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/percentage';
import Cog20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/cog';

/**
 * The icons the app draws, bundled with it. Blueprint's default loader fetches the paths of all
 * 2,000 icons as one large chunk the first time any icon renders; shipping the few we use keeps the
 * first paint complete and the download small. An icon missing here still works: it falls back to
 * Blueprint's loader (and shows once that chunk arrives).
 */
const STANDARD: Partial<Record<IconName, IconPaths>> = {
  'caret-down': CaretDown16,
  dashboard: Dashboard16,
  person: Person16,
  lock: Lock16,
  settings: Settings16,
  notifications: Notifications16,
  'eye-off': EyeOff16,
  office: Office16,
  'credit-card': CreditCard16,
  list: List16,
  'bank-account': BankAccount16,
  style: Style16,
  'map-marker': MapMarker16,
  calendar: Calendar16,
  'notifications-updated': NotificationsUpdated16,
  'data-connection': DataConnection16,
  shield: Shield16,
  document: Document16,
  history: History16,
  percentage: Percentage16,
  people: People16,
  'color-fill': ColorFill16,
  cog: Cog16,
  duplicate: Duplicate16,
  import: Import16,
  database: Database16,
  'timeline-events': TimelineEvents16,
  help: Help16,
  pulse: Pulse16,
  team: Team16,
  search: Search16,
  menu: Menu16,
  user: User16,
  'log-out': LogOut16,
  error: Error16,
  refresh: Refresh16,
  home: Home16,
  'tick-circle': TickCircle16,
  time: Time16,
  'new-person': NewPerson16,
  lightbulb: Lightbulb16,
  endorsed: Endorsed16,
};

const LARGE: Partial<Record<IconName, IconPaths>> = {
  person: Person20,
  shield: Shield20,
  notifications: Notifications20,
  time: Time20,
  percentage: Percentage20,
  cog: Cog20,
  build: Build20,
  lock: Lock20,
  search: Search20,
  error: Error20,
  people: People20,
};

export async function loadAppIcons(): Promise<void> {
  Icons.setLoaderOptions({
    loader: async (name, size) => {
      const bundled = (size >= IconSize.LARGE ? LARGE : STANDARD)[name];
      if (bundled !== undefined) return bundled;
      const { splitPathsBySizeLoader } =
        await import('@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader');
      return splitPathsBySizeLoader(name, size);
    },
  });
  await Promise.all([
    Icons.load(Object.keys(STANDARD) as IconName[], IconSize.STANDARD),
    Icons.load(Object.keys(LARGE) as IconName[], IconSize.LARGE),
  ]);
}
