import type { signInMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** French texts of the sign-in and first-run setup pages. */
export const signInMessages = {
  'signIn.useRecoveryCode': 'Utiliser plutôt un code de secours',
  'signIn.useAuthenticatorCode': 'Utiliser un code de votre application d’authentification',
  'signIn.recoveryCode': 'Code de secours',
  'signIn.recoveryCodeHelp': 'L’un des codes enregistrés lors de l’activation de la double authentification.',

  'signIn.title': 'Connexion',
  'signIn.subtitle': 'Connectez-vous pour gérer les paramètres de votre organisation.',
  'signIn.email': 'E-mail',
  'signIn.password': 'Mot de passe',
  'signIn.code': 'Code d’authentification',
  'signIn.codeHelp': 'Saisissez le code à 6 chiffres de votre application d’authentification.',
  'signIn.submit': 'Se connecter',
  'signIn.otherAccount': 'Utiliser un autre compte',
  'signIn.failed': 'Échec de la connexion',

  'setup.title': 'Configurez votre organisation',
  'setup.subtitle':
    'Personne n’a encore utilisé cette installation. Créez votre organisation et le compte de son propriétaire.',
  'setup.organizationName': 'Nom de l’organisation',
  'setup.organizationSlug': 'Nom dans l’adresse',
  'setup.organizationSlugHelp':
    'Lettres minuscules, chiffres et traits d’union. Vos paramètres se trouveront à /{slug}/settings.',
  'setup.firstName': 'Prénom',
  'setup.lastName': 'Nom',
  'setup.email': 'E-mail',
  'setup.password': 'Mot de passe',
  'setup.passwordHelp': 'Au moins {min} caractères.',
  'setup.region.title': 'Où se trouve votre entreprise ?',
  'setup.region.help':
    'Prérempli à partir des réglages de cet ordinateur. Les horaires et les prix de votre équipe en dépendent ; vous pourrez les modifier plus tard dans Paramètres généraux.',
  'setup.country': 'Pays',
  'setup.countryOther': 'Autre pays',
  'setup.timezone': 'Fuseau horaire',
  'setup.currency': 'Devise',
  'setup.submit': 'Créer l’organisation',
  'setup.failed': 'Échec de la configuration',
} satisfies Translation<typeof english>;
