import type { helpMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** French texts of Help & Documentation (issue 18). */
export const helpMessages = {
  'help.subtitle': 'Guides, réponses et raccourcis de cette application.',
  'help.search.label': 'Rechercher dans l’aide',
  'help.search.placeholder': 'Rechercher des guides, FAQ et raccourcis…',
  'help.search.results': '{count, plural, one {# résultat} other {# résultats}} pour « {query} »',
  'help.search.noResults': 'Aucun résultat',
  'help.search.noResultsBody':
    'Rien dans les guides, la FAQ ou les raccourcis ne correspond à « {query} ». Essayez un autre mot.',
  'help.search.clear': 'Effacer la recherche',
  'help.search.guides': 'Guides',
  'help.search.faqs': 'FAQ',
  'help.search.shortcuts': 'Raccourcis',
  'help.keyword.shortcuts': 'Raccourcis clavier',
  'help.keyword.shortcuts.terms': 'raccourcis, touches, clavier, combinaisons',
  'help.keyword.faqs': 'FAQ',
  'help.keyword.faqs.terms': 'faq, questions, réponses, aide',
  'help.keyword.api': 'Documentation de l’API',
  'help.keyword.api.terms': 'api, openapi, développeurs, endpoints, intégration',

  'help.card.videos': 'Tutoriels vidéo',
  'help.card.videos.description': 'Des guides pas à pas pour chaque écran de l’application.',
  'help.card.support': 'Contacter le support',
  'help.card.support.description': 'La version de votre application et les informations à joindre à votre question.',
  'help.card.api': 'Documentation de l’API',
  'help.card.api.description': 'Tous les endpoints du serveur, avec qui peut les appeler.',
  'help.card.api.opens': 'S’ouvre dans une nouvelle fenêtre',
  'help.card.status': 'État du système',
  'help.card.status.description':
    'Base de données, temps de réponse, stockage et mémoire dans le Moniteur de performances.',

  'help.tab.guides': 'Guides et tutoriels',
  'help.tab.faqs': 'FAQ',
  'help.tab.shortcuts': 'Raccourcis clavier',

  'help.category.all': 'Tous',
  'help.category.gettingStarted': 'Premiers pas',
  'help.category.team': 'Équipe',
  'help.category.bookings': 'Réservations',
  'help.category.payments': 'Paiements et taxes',
  'help.category.communication': 'Communication',
  'help.category.security': 'Sécurité',
  'help.categories.label': 'Catégories de guides',
  'help.difficulty.beginner': 'Débutant',
  'help.difficulty.intermediate': 'Intermédiaire',
  'help.difficulty.advanced': 'Avancé',
  'help.guide.minutes': '{minutes} min de lecture',
  'help.guide.read': 'Lire le guide',
  'help.guide.readNamed': 'Lire le guide : {title}',
  'help.guide.steps': 'Étapes',
  'help.guide.open': 'Aller à {section}',
  'help.guide.close': 'Fermer',
  'help.guides.empty': 'Aucun guide dans cette catégorie',

  'help.guide.businessDetails.title': 'Renseigner les informations de votre entreprise',
  'help.guide.businessDetails.description':
    'Nom, adresse, fuseau horaire et devise : ce qu’affichent les factures, les e-mails et la page de réservation.',
  'help.guide.businessDetails.tags': 'entreprise, société, adresse, fuseau horaire, devise, configuration',
  'help.guide.businessDetails.step1': 'Ouvrez Paramètres généraux dans le groupe Organisation du menu des paramètres.',
  'help.guide.businessDetails.step2':
    'Sous Informations sur l’entreprise, saisissez le Nom de l’entreprise, le Téléphone, l’E-mail et le Site web tels que vos clients doivent les voir.',
  'help.guide.businessDetails.step3':
    'Sous Adresse, renseignez l’Adresse, la Ville, le Code postal et le Pays de votre établissement principal.',
  'help.guide.businessDetails.step4':
    'Sous Paramètres régionaux, choisissez le Fuseau horaire et la Devise, ainsi que le Format de date et le Format de l’heure de votre équipe.',
  'help.guide.businessDetails.step5':
    'Cliquez sur Enregistrer en bas de la page. La page Historique des paramètres indique qui a modifié quoi.',

  'help.guide.serviceMenu.title': 'Composer votre carte de prestations',
  'help.guide.serviceMenu.description':
    'Ajoutez des catégories et des prestations avec leur durée et leur prix pour qu’elles soient réservables.',
  'help.guide.serviceMenu.tags': 'prestations, soins, carte, prix, durée, catégories',
  'help.guide.serviceMenu.step1': 'Ouvrez Prestations dans le groupe Organisation du menu des paramètres.',
  'help.guide.serviceMenu.step2':
    'Sous Catégories, cliquez sur Ajouter une catégorie et nommez un groupe, comme Coiffure ou Ongles.',
  'help.guide.serviceMenu.step3':
    'Cliquez sur Ajouter une prestation. Dans Informations, saisissez le Nom de la prestation, choisissez sa Catégorie et réglez sa Durée.',
  'help.guide.serviceMenu.step4':
    'Dans Tarifs, choisissez Prix unique ou Plusieurs variantes (cheveux courts ou longs, par exemple), puis Prix fixe, Prix à partir de ou Gratuit.',
  'help.guide.serviceMenu.step5':
    'Laissez le Statut de la prestation sur Active pour que les clients puissent la réserver, puis enregistrez.',
  'help.guide.serviceMenu.step6':
    'Répétez pour chaque prestation. Pour ne plus en proposer une sans perdre son historique, rendez-la Inactive au lieu de la supprimer.',

  'help.guide.locations.title': 'Ajouter un établissement et ses horaires',
  'help.guide.locations.description':
    'Chaque lieu avec sa propre adresse, ses horaires et les prestations qu’il propose.',
  'help.guide.locations.tags': 'établissements, succursales, horaires d’ouverture, adresse, plusieurs sites',
  'help.guide.locations.step1': 'Ouvrez Établissements dans le groupe Organisation du menu des paramètres.',
  'help.guide.locations.step2':
    'Cliquez sur Ajouter un établissement et, dans Détails, saisissez son nom et son adresse.',
  'help.guide.locations.step3':
    'Dans Horaires, indiquez l’ouverture et la fermeture de chaque jour ; utilisez Ajouter une plage pour une pause déjeuner ou marquez un jour Fermé.',
  'help.guide.locations.step4':
    'Dans Services, cochez les prestations que les clients peuvent réserver dans cet établissement.',
  'help.guide.locations.step5':
    'Ajoutez si vous le souhaitez jusqu’à 10 photos dans Photos, puis enregistrez. L’établissement apparaît désormais sur votre page de réservation.',

  'help.guide.team.title': 'Ajouter votre équipe',
  'help.guide.team.description': 'Donnez à chaque collègue son propre accès, avec un rôle adapté à son travail.',
  'help.guide.team.tags': 'équipe, personnel, employés, utilisateurs, ajouter un membre, connexion',
  'help.guide.team.step1': 'Ouvrez la page Équipe (depuis Rôles et autorisations ou l’entrée Équipe du menu).',
  'help.guide.team.step2': 'Cliquez sur Ajouter un membre et saisissez son Prénom, son Nom et son E-mail.',
  'help.guide.team.step3':
    'Choisissez son Rôle. Les rôles supérieurs au vôtre, ou comportant des autorisations que vous n’avez pas, ne peuvent pas être choisis.',
  'help.guide.team.step4':
    'Définissez un Mot de passe initial et communiquez-le en privé ; la personne pourra le changer dans Sécurité après sa première connexion.',
  'help.guide.team.step5':
    'Cliquez sur Ajouter un membre. Pour les praticiens, indiquez sur leur ligne les prestations qu’ils réalisent, où ils travaillent et leurs horaires.',

  'help.guide.customRole.title': 'Créer un rôle avec ses propres autorisations',
  'help.guide.customRole.description':
    'Quand les rôles prédéfinis ne conviennent pas, créez-en un qui autorise exactement ce qu’un poste exige.',
  'help.guide.customRole.tags': 'rôles, autorisations, accès, rôle personnalisé, réception, responsable',
  'help.guide.customRole.step1': 'Ouvrez Rôles et autorisations dans le menu des paramètres.',
  'help.guide.customRole.step2':
    'Cliquez sur Créer un rôle et saisissez un Nom du rôle, comme Responsable de l’accueil.',
  'help.guide.customRole.step3':
    'Sous Autorisations, cochez ce que le rôle peut faire. Vous ne pouvez accorder que les autorisations que vous détenez.',
  'help.guide.customRole.step4':
    'Utilisez Attribuer ce rôle à un membre de l’équipe pour l’attribuer, ou changez le rôle d’une personne sur la page Équipe.',
  'help.guide.customRole.step5':
    'Demandez à cette personne de se reconnecter : les paramètres que son rôle ne permet pas d’ouvrir ne figurent plus dans son menu.',

  'help.guide.onlineBooking.title': 'Prendre des réservations en ligne',
  'help.guide.onlineBooking.description':
    'Activez votre page de réservation publique, fixez ses règles et partagez son lien ou intégrez-la à votre site.',
  'help.guide.onlineBooking.tags': 'réservation en ligne, page de réservation, widget, lien, acompte, règles',
  'help.guide.onlineBooking.step1':
    'Dans Paramètres généraux, sous Fonctionnalités, activez Autoriser la réservation en ligne et enregistrez.',
  'help.guide.onlineBooking.step2': 'Ouvrez Réservation en ligne dans le groupe Organisation du menu des paramètres.',
  'help.guide.onlineBooking.step3':
    'Sous Règles et politiques de réservation, réglez le Délai minimum et maximum de réservation, le Préavis d’annulation et si les nouvelles réservations doivent être validées.',
  'help.guide.onlineBooking.step4':
    'Sous Acompte et exigences de paiement, choisissez si un acompte est demandé. Il faut une passerelle de paiement connectée.',
  'help.guide.onlineBooking.step5':
    'Sous Apparence de la page de réservation, choisissez le Thème, la Couleur principale et le Bouton de réservation, vérifiez l’aperçu, puis enregistrez.',
  'help.guide.onlineBooking.step6':
    'Sous Ajoutez la réservation à votre site, copiez le Lien direct ou le code pour votre site, ou cliquez sur Télécharger le code QR.',

  'help.guide.paymentGateway.title': 'Connecter une passerelle de paiement',
  'help.guide.paymentGateway.description':
    'Encaissez des acomptes pour les réservations en ligne et des paiements par carte avec Stripe, Square, PayPal, Adyen ou Tyro.',
  'help.guide.paymentGateway.tags': 'paiements, passerelle, Stripe, Square, PayPal, Adyen, Tyro, cartes, acomptes',
  'help.guide.paymentGateway.step1': 'Ouvrez Finances et paiements dans le groupe Organisation du menu des paramètres.',
  'help.guide.paymentGateway.step2':
    'Sous Passerelles de paiement, cliquez sur Connecter une passerelle et choisissez votre prestataire.',
  'help.guide.paymentGateway.step3':
    'Saisissez les identifiants API de votre compte chez le prestataire : les clés de test se connectent en mode test, les clés réelles en mode réel.',
  'help.guide.paymentGateway.step4':
    'Enregistrez, puis utilisez Tester la connexion sur la carte de la passerelle pour vérifier les identifiants.',
  'help.guide.paymentGateway.step5':
    'Avec plusieurs passerelles, utilisez Définir par défaut sur celle que doivent utiliser les réservations et l’encaissement.',

  'help.guide.taxRates.title': 'Configurer les taux de taxe',
  'help.guide.taxRates.description':
    'Ajoutez la taxe que vous facturez, choisissez le taux par défaut et donnez aux prestations leur propre taux.',
  'help.guide.taxRates.tags': 'taxe, TVA, GST, taxe de vente, factures, taux',
  'help.guide.taxRates.step1': 'Ouvrez Configuration des taxes dans le groupe Organisation du menu des paramètres.',
  'help.guide.taxRates.step2':
    'Cliquez sur Ajouter un taux, saisissez le Nom affiché sur les factures (TVA, GST) et le Taux (%), puis enregistrez.',
  'help.guide.taxRates.step3':
    'Le premier taux est celui par défaut ; utilisez Définir par défaut pour en choisir un autre.',
  'help.guide.taxRates.step4':
    'Sous Prix et factures, indiquez si les prix saisis incluent la taxe ou si elle s’y ajoute.',
  'help.guide.taxRates.step5':
    'Sous Taux par prestation, cliquez sur Ajouter pour donner à une prestation un autre taux que celui par défaut.',

  'help.guide.messageTemplates.title': 'Modifier les modèles d’e-mail et de SMS',
  'help.guide.messageTemplates.description':
    'Modifiez les confirmations, rappels et autres messages envoyés par l’application, avec un aperçu au préalable.',
  'help.guide.messageTemplates.tags': 'modèles, e-mail, SMS, rappels, confirmations, messages, variables',
  'help.guide.messageTemplates.step1':
    'Ouvrez Modèles système dans le groupe Organisation du menu des paramètres (il faut l’autorisation de gérer les modèles).',
  'help.guide.messageTemplates.step2':
    'Choisissez l’onglet Tous, SMS ou E-mail, ou cherchez par nom ou catégorie, pour trouver le message.',
  'help.guide.messageTemplates.step3':
    'Cliquez sur Aperçu pour le voir avec des valeurs d’exemple, puis sur Modifier pour le changer. Les e-mails s’ouvrent dans l’éditeur de blocs.',
  'help.guide.messageTemplates.step4':
    'Insérez les variables, comme le prénom du client, depuis la liste plutôt que de les taper : elles sont remplies à l’envoi du message.',
  'help.guide.messageTemplates.step5':
    'Enregistrez. Rétablir la version par défaut, dans le menu de la ligne, remet le texte d’origine.',

  'help.guide.twoFactor.title': 'Activer la double authentification',
  'help.guide.twoFactor.description':
    'Protégez votre compte avec un code de votre téléphone en plus de votre mot de passe.',
  'help.guide.twoFactor.tags':
    'double authentification, 2FA, authentificateur, sécurité, connexion, codes de récupération',
  'help.guide.twoFactor.step1': 'Ouvrez Sécurité dans le groupe Personnel du menu des paramètres.',
  'help.guide.twoFactor.step2':
    'Activez Double authentification et scannez le code QR avec une application d’authentification sur votre téléphone.',
  'help.guide.twoFactor.step3': 'Saisissez le code à 6 chiffres affiché par l’application pour confirmer.',
  'help.guide.twoFactor.step4':
    'Copiez les codes de récupération et gardez-les en lieu sûr : chacun vous connecte une fois si vous perdez votre téléphone.',

  'help.faq.passwords.question': 'Comment changer mon mot de passe ?',
  'help.faq.passwords.answer':
    'Ouvrez Sécurité dans le groupe Personnel et cliquez sur Changer le mot de passe. Saisissez votre mot de passe actuel, puis le nouveau deux fois. Les autres appareils connectés à votre compte sont déconnectés, sauf si vous choisissez de les garder connectés. Si vous avez oublié votre mot de passe, demandez à un propriétaire ou un administrateur de vous en définir un nouveau sur la page Équipe.',
  'help.faq.locations.question': 'Puis-je gérer plusieurs établissements ?',
  'help.faq.locations.answer':
    'Oui. Ouvrez Établissements et cliquez sur Ajouter un établissement pour chaque lieu. Chaque établissement a sa propre adresse, ses horaires, ses prestations et ses photos, et les clients choisissent l’établissement en réservant en ligne. Les praticiens sont affectés aux établissements où ils travaillent sur la page Équipe.',
  'help.faq.taxRates.question': 'Comment configurer les taux de taxe ?',
  'help.faq.taxRates.answer':
    'Ouvrez Configuration des taxes et cliquez sur Ajouter un taux, avec le nom affiché sur les factures (comme TVA ou GST) et le pourcentage. Le premier taux devient celui par défaut pour toutes les prestations ; Définir par défaut le change. Sous Prix et factures, choisissez si les prix incluent la taxe, et sous Taux par prestation donnez un autre taux à certaines prestations.',
  'help.faq.paymentProcessors.question': 'Quels prestataires de paiement puis-je utiliser ?',
  'help.faq.paymentProcessors.answer':
    'Stripe, Square, PayPal, Adyen et Tyro. Connectez-les dans Finances et paiements avec les identifiants API de votre compte chez le prestataire, vérifiez-les avec Tester la connexion et choisissez celui par défaut. Les acomptes des réservations en ligne nécessitent une passerelle connectée.',
  'help.faq.teamMembers.question': 'Comment ajouter des membres à l’équipe ?',
  'help.faq.teamMembers.answer':
    'Ouvrez la page Équipe et cliquez sur Ajouter un membre. Saisissez son nom et son e-mail, choisissez un rôle et définissez un mot de passe initial à communiquer en privé. Vous pourrez ensuite changer son rôle ou le désactiver depuis sa ligne.',
  'help.faq.emailTemplates.question': 'Puis-je modifier les e-mails envoyés par l’application ?',
  'help.faq.emailTemplates.answer':
    'Oui. Modèles système liste tous les e-mails et SMS. Aperçu montre un message avec des valeurs d’exemple, Modifier ouvre l’éditeur de blocs d’e-mail ou l’éditeur de SMS, et Rétablir la version par défaut remet l’original. Votre logo et vos couleurs définis dans Image de marque et communication s’appliquent aux e-mails.',
  'help.faq.twoFactor.question': 'Comment fonctionne la double authentification ?',
  'help.faq.twoFactor.answer':
    'Après votre mot de passe, la connexion demande un code à 6 chiffres d’une application d’authentification sur votre téléphone. Activez-la dans Sécurité en scannant le code QR et conservez les codes de récupération : chacun fonctionne une fois si vous perdez votre téléphone.',
  'help.faq.rolesPermissions.question': 'Quelle est la différence entre rôles et autorisations ?',
  'help.faq.rolesPermissions.answer':
    'Une autorisation permet une seule chose, comme gérer les prestations ou consulter les rapports. Un rôle est un ensemble nommé d’autorisations attribué à des personnes : Propriétaire, Administrateur, Responsable, Praticien, Réceptionniste, ou un rôle que vous créez dans Rôles et autorisations. Chaque membre de l’équipe a un rôle, et ce qu’il peut ouvrir découle de ses autorisations.',
  'help.faq.open': 'Aller à {section}',

  'help.shortcuts.caption': 'Raccourcis clavier de l’application des paramètres',
  'help.shortcuts.keys': 'Touches',
  'help.shortcuts.action': 'Action',
  'help.shortcuts.hint':
    'Hormis la palette de commandes, les raccourcis sont inactifs pendant la saisie dans un champ.',
  'help.shortcut.palette': 'Ouvrir la palette de commandes pour rechercher un paramètre',
  'help.shortcut.mobileMenu': 'Afficher ou masquer le menu des paramètres dans une fenêtre étroite',
  'help.shortcut.openSection': 'Ouvrir {section}',

  'help.more.title': 'Besoin d’aide supplémentaire ?',
  'help.more.body': 'Envoyez votre question avec les informations de cette application, ou lisez les guides.',
  'help.more.chat': 'Discuter avec le support',
  'help.more.helpCenter': 'Visiter le centre d’aide',

  'help.support.title': 'Contacter le support',
  'help.support.intro':
    'Joignez ces informations à votre demande d’aide : elles indiquent quelle version vous utilisez et où.',
  'help.support.version': 'Version de l’application',
  'help.support.versionLoading': 'Chargement…',
  'help.support.versionUnknown': 'Inconnue (le serveur n’a pas répondu)',
  'help.support.browser': 'Navigateur et système',
  'help.support.organization': 'Organisation',
  'help.support.time': 'Heure',
  'help.support.whom':
    'Envoyez-les à la personne qui gère cette application dans votre entreprise, ou à la société qui vous l’a fournie.',
  'help.support.copy': 'Copier les informations',
  'help.support.copied': 'Informations copiées',
  'help.support.copyFailed': 'Impossible de copier dans le presse-papiers',
  'help.support.close': 'Fermer',
} satisfies Translation<typeof english>;
