import type { activityDetailMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';
import { rolesMessages } from '../../../roles/messages/it';
import { roleDetailMessages } from '../role-details';

/** Italian texts of the activity log's details (server/contract/activity-details.ts). */
export const activityDetailMessages = {
  // Used when a call fails before its handler said what it did (a refused save, a 400).
  'activityDetail.generic':
    '{section, select, organization {Organizzazione} personal {Personale} profile {Profilo} security {Sicurezza} notifications {Notifiche} privacy {Privacy} branding {Brand} financial {Finanze} team {Team} services {Servizi} locations {Sedi} clients {Clienti} products {Prodotti} integrations {Integrazioni} templates {Modelli} backup {Backup} activity {Attività} help {Guida} performance {Prestazioni} other {{section}}}: {action, select, view {Visualizzazione} create {Creazione} update {Modifica} delete {Eliminazione} export {Esportazione} import {Importazione} other {{action}}}',
  'activityDetail.reverted': 'Modifica annullata: {detail}',
  /** An entry written before details had keys: its English text, as it was stored. */
  'activityDetail.text': '{text}',

  // Personal and account
  'activityDetail.preferences.updated': 'Preferenze personali aggiornate',
  'activityDetail.notificationPreferences.updated': 'Preferenze di notifica aggiornate',
  'activityDetail.account.profileUpdated': 'Profilo aggiornato',
  'activityDetail.account.avatarUpdated': 'Immagine del profilo aggiornata',
  'activityDetail.account.passwordChanged':
    '{ended, plural, =0 {Password cambiata} one {Password cambiata e # altra sessione chiusa} other {Password cambiata e # altre sessioni chiuse}}',
  'activityDetail.account.twoFactorOn': 'Verifica in due passaggi attivata',
  'activityDetail.account.twoFactorOff': 'Verifica in due passaggi disattivata',
  'activityDetail.account.sessionEnded': 'Sessione chiusa',
  'activityDetail.account.otherSessionsEnded':
    '{ended, plural, one {# altra sessione chiusa} other {# altre sessioni chiuse}}',
  'activityDetail.auth.signedIn': 'Accesso effettuato',
  'activityDetail.auth.signedOut': 'Uscita effettuata',
  'activityDetail.security.signInAlertsOn': 'Avvisi di accesso attivati',

  // Settings documents
  'activityDetail.organization.updated': 'Impostazioni generali dell’organizzazione aggiornate',
  'activityDetail.securityPolicy.updated': 'Criteri di sicurezza aggiornati',
  'activityDetail.systemConfiguration.updated': 'Configurazione di sistema aggiornata',
  'activityDetail.tips.updated': 'Impostazioni delle mance aggiornate',
  'activityDetail.invoices.updated': 'Impostazioni delle fatture aggiornate',
  'activityDetail.onlineBooking.updated': 'Impostazioni delle prenotazioni online aggiornate',
  'activityDetail.businessHours.updated': 'Orari di apertura aggiornati',
  'activityDetail.bookingRules.updated': 'Regole di prenotazione aggiornate',
  'activityDetail.deposits.updated': 'Acconto e requisiti di pagamento aggiornati',
  'activityDetail.customerNotifications.updated': 'Impostazioni delle notifiche ai clienti aggiornate',
  'activityDetail.adminNotifications.updated': 'Impostazioni delle notifiche per gli amministratori aggiornate',
  'activityDetail.tax.updated': 'Impostazioni fiscali aggiornate',
  'activityDetail.branding.updated': 'Brand aggiornato',
  'activityDetail.theme.updated': 'Tema aggiornato',
  'activityDetail.integrations.updated': 'Integrazioni aggiornate',
  'activityDetail.branding.logoChanged': 'Logo cambiato',
  'activityDetail.branding.logoRemoved': 'Logo rimosso',

  // Activity log
  'activityDetail.activity.exported': 'Registro attività esportato',
  'activityDetail.activity.cleared': 'Registro attività cancellato',
  'activityDetail.activity.revertTried': 'Tentativo di annullare una modifica alle impostazioni',

  // Backups
  'activityDetail.backupSection':
    '{section, select, organization {Impostazioni dell’organizzazione} personal {Preferenze personali} branding {Brand e aspetto} financial {Impostazioni finanziarie} team {Team e autorizzazioni} security {Impostazioni di sicurezza} other {{section}}}',
  'activityDetail.backups.created':
    'Backup «{name}» creato ({sections}{encrypted, select, yes {, crittografato} other {}})',
  'activityDetail.backups.restored': 'Impostazioni ripristinate dal backup «{name}» ({sections})',
  'activityDetail.backups.restoredFile': 'Impostazioni ripristinate dal file «{name}» ({sections})',
  'activityDetail.backups.deleted': 'Backup «{name}» eliminato',
  'activityDetail.backups.downloaded': 'Backup «{name}» scaricato',
  'activityDetail.backups.passphraseSet': 'Passphrase dei backup impostata',
  'activityDetail.backups.passphraseChanged':
    'Passphrase dei backup cambiata ({count, plural, one {# backup salvato crittografato di nuovo} other {# backup salvati crittografati di nuovo}})',
  'activityDetail.databaseBackups.created': 'Backup dell’intero database salvato in «{name}»',

  // Imports: "2 servizi importati (non riusciti: 1, 1 nuova categoria)"
  'activityDetail.import.withCounts': '{imported} ({counts})',
  'activityDetail.import.clients': '{count, plural, one {# cliente importato} other {# clienti importati}}',
  'activityDetail.import.products': '{count, plural, one {# prodotto importato} other {# prodotti importati}}',
  'activityDetail.import.services': '{count, plural, one {# servizio importato} other {# servizi importati}}',
  'activityDetail.import.staff':
    '{count, plural, one {# membro del team importato} other {# membri del team importati}}',
  'activityDetail.import.templates': '{count, plural, one {# modello importato} other {# modelli importati}}',
  'activityDetail.import.failed': 'non riusciti: {count, number}',
  'activityDetail.import.skipped': 'saltati: {count, number}',
  'activityDetail.import.merged': 'uniti: {count, number}',
  'activityDetail.import.newCategories': '{count, plural, one {# nuova categoria} other {# nuove categorie}}',

  // Team and roles
  ...roleDetailMessages(rolesMessages),
  'activityDetail.team.added': 'Membro del team {name} ({email}) aggiunto con il ruolo {role}',
  'activityDetail.team.addedAndInvited':
    'Membro del team {name} ({email}) aggiunto con il ruolo {role} e invitato a scegliere una password',
  'activityDetail.team.roleChanged': 'Ruolo di {email} cambiato in {role}',
  'activityDetail.team.reactivated': 'Membro del team {email} riattivato',
  'activityDetail.team.deactivated': 'Membro del team {email} disattivato',
  'activityDetail.team.signInGiven': 'Accesso concesso a {name} ({email})',
  'activityDetail.team.invited': 'Invito a scegliere una password inviato a {email}',
  'activityDetail.team.practitionerUpdated': 'Servizi, sedi e assenze di {name} aggiornati',
  'activityDetail.roles.created': 'Ruolo {name} creato',
  'activityDetail.roles.updated': 'Ruolo {name} aggiornato',
  'activityDetail.roles.renamed': 'Ruolo {name} rinominato {displayName} in questa organizzazione',
  'activityDetail.roles.nameRestored': 'Nome predefinito del ruolo {name} ripristinato',
  'activityDetail.roles.deleted': 'Ruolo {name} eliminato',

  // Services, clients, products
  'activityDetail.categories.added': 'Categoria {name} aggiunta',
  'activityDetail.categories.reordered': 'Categorie di servizi riordinate',
  'activityDetail.categories.updated': 'Categoria {name} aggiornata',
  'activityDetail.categories.deleted': 'Categoria {name} eliminata',
  'activityDetail.categories.deletedWithServices':
    'Categoria {name} eliminata; {count, plural, one {# servizio è ora senza categoria} other {# servizi sono ora senza categoria}}',
  'activityDetail.services.added': 'Servizio {name} aggiunto',
  'activityDetail.services.updated': 'Servizio {name} aggiornato',
  'activityDetail.services.activated': 'Servizio {name} attivato',
  'activityDetail.services.archived': 'Servizio {name} archiviato',
  'activityDetail.services.deleted': 'Servizio {name} eliminato',
  'activityDetail.clients.added': 'Cliente {name} aggiunto',
  'activityDetail.clients.updated': 'Cliente {name} aggiornato',
  'activityDetail.clients.deleted': 'Cliente {name} eliminato',
  'activityDetail.clients.exported': 'Clienti esportati',
  'activityDetail.products.added': 'Prodotto {name} aggiunto',
  'activityDetail.products.updated': 'Prodotto {name} aggiornato',
  'activityDetail.products.deleted': 'Prodotto {name} eliminato',
  'activityDetail.products.exported': 'Prodotti esportati',

  // Locations
  'activityDetail.locations.added': 'Sede {name} aggiunta',
  'activityDetail.locations.updated': 'Sede {name} aggiornata',
  'activityDetail.locations.deleted': 'Sede {name} eliminata',
  'activityDetail.locations.photoAdded': 'Foto aggiunta alla sede {name}',
  'activityDetail.locations.photoDeleted': 'Foto della sede {name} eliminata',
  'activityDetail.locations.heroChosen': 'Foto principale della sede {name} impostata',

  // Tax
  'activityDetail.tax.rateAdded': 'Aliquota {name} ({percentage, number}%) aggiunta',
  'activityDetail.tax.rateUpdated': 'Aliquota {name} aggiornata',
  'activityDetail.tax.rateDeleted': 'Aliquota {name} eliminata',
  'activityDetail.tax.overrideSet': 'Eccezione fiscale impostata per il servizio {service}',
  'activityDetail.tax.overrideChanged': 'Eccezione fiscale del servizio {service} modificata',
  'activityDetail.tax.overrideRemoved': 'Eccezione fiscale del servizio {service} rimossa',

  // Payments and billing
  'activityDetail.payments.setUp': 'Gateway di pagamento configurati',
  'activityDetail.payments.alreadySetUp': 'I gateway di pagamento erano già configurati: nessuna modifica',
  'activityDetail.payments.connected': '{gateway} collegato',
  'activityDetail.payments.updated': '{gateway} aggiornato',
  'activityDetail.payments.feesUpdated': 'Impostazioni delle commissioni sulle carte aggiornate',
  'activityDetail.payments.locationFeesUpdated': 'Impostazioni delle commissioni sulle carte aggiornate per {location}',
  'activityDetail.billing.planChanged': 'Piano cambiato in {plan}',
  'activityDetail.billing.trialPlanChosen': 'Piano cambiato in {plan} (prova)',

  // Templates
  'activityDetail.settingsTemplates.created': 'Modello di impostazioni «{name}» creato',
  'activityDetail.settingsTemplates.favorited': 'Modello di impostazioni «{name}» aggiunto ai preferiti',
  'activityDetail.settingsTemplates.unfavorited': 'Modello di impostazioni «{name}» rimosso dai preferiti',
  'activityDetail.settingsTemplates.deleted': 'Modello di impostazioni «{name}» eliminato',
  'activityDetail.settingsTemplates.applied': 'Modello di impostazioni «{name}» applicato',
  'activityDetail.messageTemplates.added': 'Modello {name} aggiunto',
  'activityDetail.messageTemplates.updated': 'Modello {name} aggiornato',
  'activityDetail.messageTemplates.deleted': 'Modello {name} eliminato',
  'activityDetail.templates.reset': 'Modello {name} ripristinato alla versione predefinita',
  'activityDetail.platformTemplates.customised': 'Modello {name} personalizzato',
  'activityDetail.platformTemplates.switchedOn': 'Modello {name} attivato',
  'activityDetail.platformTemplates.switchedOff': 'Modello {name} disattivato',
  'activityDetail.platformTemplates.allReset':
    '{count, plural, one {# modello ripristinato alla versione predefinita} other {# modelli ripristinati alla versione predefinita}}',
  'activityDetail.platformTemplates.synced':
    'Modelli della piattaforma sincronizzati (aggiornati: {updated, number}, nuovi: {added, number})',
  'activityDetail.platformTemplates.batchUpdated':
    '{count, plural, one {# modello aggiornato in blocco} other {# modelli aggiornati in blocco}}',
  'activityDetail.platformTemplates.exported': 'Modelli esportati',
  'activityDetail.platformTemplates.removed': 'Modelli della piattaforma rimossi: {count, number}',

  // Notifications: tests, messages sent by hand, provider connections
  'activityDetail.notifications.testSent':
    '{channel, select, email {Email di prova inviata a {to}} sms {SMS di prova inviato a {to}} other {Notifica push di prova inviata}}',
  'activityDetail.notifications.testFailed':
    '{channel, select, email {Invio dell’email di prova a {to} non riuscito: {reason}} sms {Invio dell’SMS di prova a {to} non riuscito: {reason}} other {Invio della notifica push di prova non riuscito: {reason}}}',
  'activityDetail.notifications.sent':
    '{channel, select, email {Email inviata a {to}} sms {SMS inviato a {to}} other {Notifica push inviata a {to}}}',
  'activityDetail.notifications.resent':
    '{channel, select, email {Email inviata di nuovo a {to}} sms {SMS inviato di nuovo a {to}} other {Notifica push inviata di nuovo a {to}}}',
  'activityDetail.notifications.sendFailed':
    '{channel, select, email {Invio di un’email a {to} non riuscito: {reason}} sms {Invio di un SMS a {to} non riuscito: {reason}} other {Invio di una notifica push a {to} non riuscito: {reason}}}',
  'activityDetail.notifications.resendFailed':
    '{channel, select, email {Nuovo invio di un’email a {to} non riuscito: {reason}} sms {Nuovo invio di un SMS a {to} non riuscito: {reason}} other {Nuovo invio di una notifica push a {to} non riuscito: {reason}}}',
  'activityDetail.notifications.connectionSaved':
    '{channel, select, email {Collegamento email con {provider} salvato. {provider} ha accettato le impostazioni.} sms {Collegamento SMS con {provider} salvato. {provider} ha accettato le impostazioni.} other {Collegamento push con {provider} salvato. {provider} ha accettato le impostazioni.}}',
  'activityDetail.notifications.connectionRefused':
    '{channel, select, email {Collegamento email con {provider} salvato. {reason}} sms {Collegamento SMS con {provider} salvato. {reason}} other {Collegamento push con {provider} salvato. {reason}}}',
} satisfies Translation<typeof english>;
