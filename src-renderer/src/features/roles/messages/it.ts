import type { rolesMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Italian texts of the Roles & Permissions page. */
export const rolesMessages = {
  'search.terms.createRole': 'nuovo ruolo, ruolo personalizzato',

  // Roles & Permissions.
  'roles.permission.manage_organization_settings':
    'Impostazioni dell’organizzazione, abbonamento, brand e prenotazioni online',
  'roles.permission.manage_roles': 'Ruoli e accesso del team',
  'roles.permission.manage_payment_methods': 'Finanze e metodi di pagamento',
  'roles.permission.manage_tax_settings': 'Configurazione imposte',
  'roles.permission.manage_templates': 'Modelli',
  'roles.permission.manage_locations': 'Sedi',
  'roles.permission.manage_notification_settings': 'Impostazioni delle notifiche di prenotazione',
  'roles.permission.manage_integration_settings': 'Integrazioni',
  'roles.permission.manage_security_settings': 'Sicurezza e conformità',
  'roles.permission.export_all_data': 'Importazione ed esportazione di tutti i dati',
  'roles.subtitle': 'Cosa può fare ogni ruolo e chi lo ha.',
  'roles.builtIn': 'Predefinito',
  'roles.custom': 'Personalizzato',
  'roles.rank.highest': 'Grado più alto',
  'roles.rank.below': 'Sotto {role}',
  'roles.holders': '{count, plural, =0 {Nessuno} one {# persona} other {# persone}}',
  'roles.heldBy.title': 'Assegnato a',
  'roles.heldBy.none': 'Nessuno ha questo ruolo.',
  'roles.permissions.title': 'Autorizzazioni',
  'roles.permissions.description':
    'Le autorizzazioni aprono pagine di impostazioni a tutti coloro che hanno il ruolo, nel menu e sul server, dal successivo caricamento della pagina.',
  'roles.permissions.ownerOnly':
    'Solo il titolare può modificare le autorizzazioni. Puoi creare, rinominare ed eliminare ruoli personalizzati.',
  'roles.permissions.included': 'Incluso nel ruolo',
  'roles.permissions.all': 'Il ruolo {role} include tutte le autorizzazioni.',
  'roles.permissions.saved': 'Autorizzazioni aggiornate',
  'roles.permissions.failed': 'Impossibile aggiornare le autorizzazioni',
  'roles.assign.title': 'Assegna questo ruolo a un membro del team',
  'roles.assign.choose': 'Scegli un membro del team',
  'roles.assign.option': '{name} (ora {role})',
  'roles.assign.submit': 'Assegna ruolo',
  'roles.assign.nobody': 'Tutte le persone a cui si può assegnare questo ruolo lo hanno già.',
  'roles.create': 'Crea ruolo',
  'roles.create.title': 'Crea ruolo',
  'roles.create.name': 'Nome del ruolo',
  'roles.create.nameHelp':
    'Fino a {max} caratteri. I nomi dei ruoli predefiniti e i loro alias (come Front Desk) sono già in uso.',
  'roles.create.permissionsLater': 'Il titolare sceglie le autorizzazioni del nuovo ruolo.',
  'roles.create.done': 'Ruolo creato',
  'roles.create.failed': 'Impossibile creare il ruolo',
  'roles.rename': 'Rinomina',
  'roles.rename.title': 'Rinomina {role}',
  'roles.rename.done': 'Ruolo rinominato',
  'roles.rename.failed': 'Impossibile rinominare il ruolo',
  'roles.delete': 'Elimina',
  'roles.delete.confirmTitle': 'Eliminare il ruolo «{name}»? L’operazione non può essere annullata.',
  'roles.delete.inUse':
    '{count, plural, one {# membro del team ha ancora questo ruolo} other {# membri del team hanno ancora questo ruolo}}: assegna prima loro un altro ruolo.',
  'roles.delete.done': 'Ruolo eliminato',
  'roles.delete.failed': 'Impossibile eliminare il ruolo',
  'roles.actionFor': '{action} {role}',
  'roles.assign.notYours':
    'Non puoi assegnare il ruolo {role}: è di grado superiore al tuo o ha autorizzazioni che non hai.',
  'roles.displayName.action': 'Cambia il nome visualizzato',
  'roles.displayName.title': 'Come la tua organizzazione chiama il ruolo {role}',
  'roles.displayName.label': 'Nome visualizzato',
  'roles.displayName.help':
    'Fino a {max} caratteri, mostrato nelle pagine Team e Ruoli. Non deve sembrare un altro ruolo; le regole di {standard} restano le stesse.',
  'roles.displayName.standard': 'Ruolo predefinito {standard}',
  'roles.displayName.reset': 'Usa {standard}',
  'roles.displayName.save': 'Salva',
  'roles.displayName.done': 'Nome visualizzato aggiornato',
  'roles.displayName.failed': 'Impossibile aggiornare il nome visualizzato',

  'roles.standard.platform_admin': 'Amministratore della piattaforma',
  'roles.standard.owner': 'Titolare',
  'roles.standard.admin': 'Amministratore',
  'roles.standard.manager': 'Responsabile',
  'roles.standard.practitioner': 'Operatore',
  'roles.standard.receptionist': 'Receptionist',
  'roles.standard.viewer': 'Visualizzatore',
  'roles.standard.client': 'Cliente',

  'roles.teamCard.title': 'Membri del team',
  'roles.teamCard.body': 'Scegli chi può accedere e quale ruolo ha ciascuna persona.',
  'roles.teamCard.action': 'Apri Team',
} satisfies Translation<typeof english>;
