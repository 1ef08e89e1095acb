import type { signInMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Italian texts of the sign-in and first-run setup pages. */
export const signInMessages = {
  'signIn.useRecoveryCode': 'Usa invece un codice di recupero',
  'signIn.useAuthenticatorCode': 'Usa un codice della tua app di autenticazione',
  'signIn.recoveryCode': 'Codice di recupero',
  'signIn.recoveryCodeHelp': 'Uno dei codici che hai salvato quando hai attivato la verifica in due passaggi.',

  'signIn.title': 'Accedi',
  'signIn.subtitle': 'Accedi per gestire le impostazioni della tua organizzazione.',
  'signIn.email': 'Email',
  'signIn.password': 'Password',
  'signIn.code': 'Codice di autenticazione',
  'signIn.codeHelp': 'Inserisci il codice a 6 cifre della tua app di autenticazione.',
  'signIn.submit': 'Accedi',
  'signIn.otherAccount': 'Usa un altro account',
  'signIn.failed': 'Accesso non riuscito',

  'setup.title': 'Configura la tua organizzazione',
  'setup.subtitle':
    'Nessuno ha ancora usato questa installazione. Crea la tua organizzazione e l’account del titolare.',
  'setup.organizationName': 'Nome dell’organizzazione',
  'setup.organizationSlug': 'Nome nell’indirizzo',
  'setup.organizationSlugHelp': 'Lettere minuscole, cifre e trattini. Le tue impostazioni saranno su /{slug}/settings.',
  'setup.firstName': 'Nome',
  'setup.lastName': 'Cognome',
  'setup.email': 'Email',
  'setup.password': 'Password',
  'setup.passwordHelp': 'Almeno {min} caratteri.',
  'setup.region.title': 'Dove si trova la tua attività?',
  'setup.region.help':
    'Compilato in base alle impostazioni di questo computer. Orari e prezzi del tuo team seguono questi dati; puoi cambiarli in seguito in Impostazioni generali.',
  'setup.country': 'Paese',
  'setup.countryOther': 'Altro paese',
  'setup.timezone': 'Fuso orario',
  'setup.currency': 'Valuta',
  'setup.submit': 'Crea organizzazione',
  'setup.failed': 'Configurazione non riuscita',
} satisfies Translation<typeof english>;
