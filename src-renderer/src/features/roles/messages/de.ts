import type { rolesMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** German texts of the Roles & Permissions page. */
export const rolesMessages = {
  'search.terms.createRole': 'neue Rolle, eigene Rolle, benutzerdefinierte Rolle',

  // Roles & Permissions.
  'roles.permission.manage_organization_settings':
    'Einstellungen der Organisation, Abonnement, Marke und Online-Buchung',
  'roles.permission.manage_roles': 'Rollen und Teamzugriff',
  'roles.permission.manage_payment_methods': 'Finanzen und Zahlungsarten',
  'roles.permission.manage_tax_settings': 'Steuereinstellungen',
  'roles.permission.manage_templates': 'Vorlagen',
  'roles.permission.manage_locations': 'Standorte',
  'roles.permission.manage_notification_settings': 'Einstellungen für Buchungsbenachrichtigungen',
  'roles.permission.manage_integration_settings': 'Integrationen',
  'roles.permission.manage_security_settings': 'Sicherheit und Compliance',
  'roles.permission.export_all_data': 'Import und Export aller Daten',
  'roles.subtitle': 'Was jede Rolle darf und wer sie hat.',
  'roles.builtIn': 'Vordefiniert',
  'roles.custom': 'Benutzerdefiniert',
  'roles.rank.highest': 'Höchster Rang',
  'roles.rank.below': 'Unter {role}',
  'roles.holders': '{count, plural, =0 {Niemand} one {# Person} other {# Personen}}',
  'roles.heldBy.title': 'Vergeben an',
  'roles.heldBy.none': 'Niemand hat diese Rolle.',
  'roles.permissions.title': 'Berechtigungen',
  'roles.permissions.description':
    'Berechtigungen öffnen allen mit dieser Rolle Einstellungsseiten, im Menü und auf dem Server, ab dem nächsten Laden der Seite.',
  'roles.permissions.ownerOnly':
    'Nur der Inhaber kann Berechtigungen ändern. Sie können benutzerdefinierte Rollen anlegen, umbenennen und löschen.',
  'roles.permissions.included': 'In der Rolle enthalten',
  'roles.permissions.all': 'Die Rolle {role} enthält alle Berechtigungen.',
  'roles.permissions.saved': 'Berechtigungen aktualisiert',
  'roles.permissions.failed': 'Berechtigungen konnten nicht aktualisiert werden',
  'roles.assign.title': 'Diese Rolle einem Teammitglied geben',
  'roles.assign.choose': 'Teammitglied wählen',
  'roles.assign.option': '{name} (derzeit {role})',
  'roles.assign.submit': 'Rolle zuweisen',
  'roles.assign.nobody': 'Alle, denen diese Rolle gegeben werden kann, haben sie bereits.',
  'roles.create': 'Rolle anlegen',
  'roles.create.title': 'Rolle anlegen',
  'roles.create.name': 'Name der Rolle',
  'roles.create.nameHelp':
    'Bis zu {max} Zeichen. Die Namen der vordefinierten Rollen und ihre Aliasse (etwa Front Desk) sind vergeben.',
  'roles.create.permissionsLater': 'Der Inhaber legt die Berechtigungen der neuen Rolle fest.',
  'roles.create.done': 'Rolle angelegt',
  'roles.create.failed': 'Rolle konnte nicht angelegt werden',
  'roles.rename': 'Umbenennen',
  'roles.rename.title': '{role} umbenennen',
  'roles.rename.done': 'Rolle umbenannt',
  'roles.rename.failed': 'Rolle konnte nicht umbenannt werden',
  'roles.delete': 'Löschen',
  'roles.delete.confirmTitle': 'Rolle „{name}“ löschen? Das lässt sich nicht rückgängig machen.',
  'roles.delete.inUse':
    '{count, plural, one {# Teammitglied hat diese Rolle noch} other {# Teammitglieder haben diese Rolle noch}}: Geben Sie ihnen zuerst eine andere Rolle.',
  'roles.delete.done': 'Rolle gelöscht',
  'roles.delete.failed': 'Rolle konnte nicht gelöscht werden',
  'roles.actionFor': '{action} {role}',
  'roles.assign.notYours':
    'Sie können die Rolle {role} nicht vergeben: Sie steht über Ihrer oder hat Berechtigungen, die Ihnen fehlen.',
  'roles.displayName.action': 'Anzeigenamen ändern',
  'roles.displayName.title': 'Wie Ihre Organisation die Rolle {role} nennt',
  'roles.displayName.label': 'Anzeigename',
  'roles.displayName.help':
    'Bis zu {max} Zeichen, angezeigt auf den Seiten Team und Rollen. Er darf nicht wie eine andere Rolle klingen; die Regeln von {standard} bleiben gleich.',
  'roles.displayName.standard': 'Vordefinierte Rolle {standard}',
  'roles.displayName.reset': '{standard} verwenden',
  'roles.displayName.save': 'Speichern',
  'roles.displayName.done': 'Anzeigename aktualisiert',
  'roles.displayName.failed': 'Der Anzeigename konnte nicht aktualisiert werden',

  'roles.standard.platform_admin': 'Plattform-Administrator',
  'roles.standard.owner': 'Inhaber',
  'roles.standard.admin': 'Administrator',
  'roles.standard.manager': 'Manager',
  'roles.standard.practitioner': 'Behandler',
  'roles.standard.receptionist': 'Rezeption',
  'roles.standard.viewer': 'Betrachter',
  'roles.standard.client': 'Kunde',

  'roles.teamCard.title': 'Teammitglieder',
  'roles.teamCard.body': 'Legen Sie fest, wer sich anmelden kann und welche Rolle jede Person hat.',
  'roles.teamCard.action': 'Team öffnen',
} satisfies Translation<typeof english>;
