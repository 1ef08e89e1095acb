import type { importsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the Import & Export hub and the import wizards. */
export const importsMessages = {
  'imports.subtitle': 'Centre de gestion des données',
  'imports.search.label': 'Importer ou exporter des données',
  'imports.search.terms':
    'importer, exporter, CSV, Excel, tableur, changer de plateforme, Fresha, Square, Vagaro, migrer',
  'imports.footer.title': 'Transfert de données sécurisé',
  'imports.footer.body':
    'Les fichiers sont lus sur cet ordinateur et envoyés à votre organisation par lots, via votre connexion authentifiée. Les exportations ne contiennent que les enregistrements de votre organisation.',
  'imports.entity.title':
    '{entity, select, clients {Clients} treatments {Prestations} staff {Personnel} other {Produits}}',
  'imports.entity.description':
    '{entity, select, clients {Coordonnées, notes et étiquettes des personnes qui réservent} treatments {Votre carte de prestations : noms, durées, prix et catégories} staff {Les membres de votre équipe, avec ou sans connexion} other {Produits en vente avec leur SKU, leur prix et leur stock}}',
  'imports.entity.count':
    '{entity, select, clients {{count, plural, one {# client} other {# clients}}} treatments {{count, plural, one {# prestation} other {# prestations}}} staff {{count, plural, one {# membre de l’équipe} other {# membres de l’équipe}}} other {{count, plural, one {# produit} other {# produits}}}}',
  'imports.entity.countUnavailable': 'Nombre non disponible',
  'imports.card.import': 'Importer',
  'imports.card.export': 'Exporter',
  'imports.card.exportOf':
    '{entity, select, clients {Exporter les clients} treatments {Exporter les prestations} staff {Exporter le personnel} other {Exporter les produits}}',
  'imports.card.view': 'Voir',
  'imports.card.viewOf':
    '{entity, select, clients {Voir les clients} treatments {Voir les prestations} staff {Voir le personnel} other {Voir les produits}}',
  'imports.export.csv': 'CSV',
  'imports.export.xlsx': 'Excel (XLSX)',
  'imports.export.done': 'Exportation terminée',
  'imports.export.downloaded': '{fileName} a été téléchargé.',
  'imports.export.savedTo': 'Enregistré dans {path}',
  'imports.export.failed': 'Échec de l’exportation',
  'imports.export.failedBody':
    '{entity, select, clients {Impossible d’exporter les clients} treatments {Impossible d’exporter les prestations} staff {Impossible d’exporter le personnel} other {Impossible d’exporter les produits}}',
  'imports.export.filterName': '{format, select, csv {Fichier CSV} other {Classeur Excel}}',

  'imports.records.search': 'Rechercher',
  'imports.records.searchClients': 'Rechercher par nom, e-mail ou téléphone',
  'imports.records.searchProducts': 'Rechercher par nom, SKU, marque ou catégorie',
  'imports.records.name': 'Nom',
  'imports.records.email': 'E-mail',
  'imports.records.phone': 'Téléphone',
  'imports.records.tags': 'Étiquettes',
  'imports.records.sku': 'SKU',
  'imports.records.price': 'Prix',
  'imports.records.stock': 'Stock',
  'imports.records.none': 'Aucun résultat pour votre recherche.',
  'imports.records.noneYet': 'Aucun enregistrement pour l’instant. Importez un fichier pour en ajouter.',
  'imports.records.loadFailed': 'Impossible de charger les enregistrements. Veuillez réessayer.',
  'imports.records.page': 'Page {page, number} sur {pages, number}',
  'imports.records.previous': 'Page précédente',
  'imports.records.next': 'Page suivante',
  'imports.records.close': 'Fermer',

  'imports.wizard.title':
    '{entity, select, clients {Importer des clients} treatments {Importer des prestations} staff {Importer du personnel} other {Importer des produits}}',
  'imports.wizard.steps': 'Étapes de l’importation',
  'imports.step.platform': 'Plateforme',
  'imports.step.upload': 'Fichier',
  'imports.step.mapping': 'Correspondance',
  'imports.step.preview': 'Aperçu',
  'imports.step.complete': 'Terminé',
  'imports.step.done': '{step} (fait)',
  'imports.wizard.back': 'Retour',
  'imports.wizard.continue': 'Continuer',
  'imports.wizard.cancel': 'Annuler',
  'imports.wizard.done': 'Terminer',

  'imports.platform.label': 'D’où vient votre fichier ?',
  'imports.platform.intro':
    'Le préréglage d’une plateforme fait correspondre les colonnes de son export à nos champs. Vous pouvez modifier chaque correspondance à l’étape suivante.',
  'imports.platform.generic': 'CSV générique',
  'imports.platform.description':
    '{platform, select, generic {N’importe quel fichier CSV ou Excel : vous indiquez ce que contient chaque colonne} fresha {Les exports de Fresha, en anglais ou en italien} square {L’export des clients de Square} vagaro {La liste des clients de Vagaro (CustomersList.xlsx)} other {Pas encore disponible}}',
  'imports.platform.soon': 'Bientôt',
  'imports.platform.disclaimer': 'Correspondance des champs non vérifiée : un ajustement manuel peut être nécessaire',

  'imports.upload.drop': 'Glissez votre fichier ici ou choisissez-le',
  'imports.upload.choose': 'Choisir un fichier',
  'imports.upload.hint':
    'CSV (séparé par des virgules ou des points-virgules) ou Excel (.xlsx), avec les noms des colonnes sur la première ligne. Les lignes de titre et de totaux d’un export sont ignorées.',
  'imports.upload.reading': 'Lecture de {fileName}…',
  'imports.upload.loaded':
    '{fileName} : {count, plural, one {# ligne} other {# lignes}}. Continuez avec ce fichier ou choisissez-en un autre.',
  'imports.upload.template': 'Télécharger le modèle',
  'imports.upload.templateHint':
    'Un fichier CSV avec les colonnes que cette importation reconnaît et une ligne d’exemple.',
  'imports.upload.titleRowsSkipped':
    '{count, plural, one {# ligne de titre au-dessus des noms de colonnes a été ignorée.} other {# lignes de titre au-dessus des noms de colonnes ont été ignorées.}}',
  'imports.upload.totalRowsSkipped':
    '{count, plural, one {# ligne de totaux sous les données a été ignorée.} other {# lignes de totaux sous les données ont été ignorées.}}',
  'imports.toast.templateDownloaded': 'Modèle téléchargé',
  'imports.toast.fileUploaded': 'Fichier chargé',
  'imports.toast.fileLoaded':
    '{count, plural, one {# ligne chargée avec succès} other {# lignes chargées avec succès}}',
  'imports.toast.invalidFile': 'Fichier non valide',
  'imports.toast.unreadable':
    'Impossible de lire le fichier. Enregistrez-le à nouveau au format CSV ou Excel, puis réessayez.',

  'imports.mapping.intro':
    'Choisissez le champ que remplit chaque colonne de votre fichier. Les colonnes réglées sur « Ignorer cette colonne » ne sont pas importées. Les champs marqués * sont obligatoires.',
  'imports.mapping.caption': 'Colonnes de {fileName}',
  'imports.mapping.column': 'Colonne de votre fichier',
  'imports.mapping.example': 'Exemple',
  'imports.mapping.field': 'Champ',
  'imports.mapping.fieldFor': 'Champ pour la colonne {column}',
  'imports.mapping.skip': 'Ignorer cette colonne',
  'imports.mapping.missing': 'Champs obligatoires manquants : {list}',
  'imports.mapping.staffName': 'Nom complet, ou prénom et nom',
  'imports.mapping.continue': 'Continuer vers l’aperçu',
  'imports.dates.label': 'Les dates de ce fichier sont écrites',
  'imports.dates.dmy': 'Jour en premier (31/12/1990)',
  'imports.dates.mdy': 'Mois en premier (12/31/1990)',
  'imports.duplicates.label': 'Clients déjà enregistrés (même e-mail ou téléphone)',
  'imports.duplicates.skip': 'Les ignorer : garder les clients existants tels quels',
  'imports.duplicates.merge':
    'Fusionner : compléter les informations vides des clients existants et ajouter les étiquettes',

  'imports.preview.building': 'Préparation des lignes…',
  'imports.preview.buildFailed':
    'Impossible de préparer les lignes. Revenez à la correspondance des colonnes et réessayez.',
  'imports.preview.caption': 'Les premières lignes de votre fichier telles qu’elles seront importées',
  'imports.preview.row': 'Ligne',
  'imports.preview.status': 'État',
  'imports.preview.ready': 'Prête',
  'imports.preview.error': 'Erreur',
  'imports.preview.additional': '+ {count, number} de plus',
  'imports.preview.summary':
    '{count, plural, one {# ligne est prête à être importée.} other {# lignes sont prêtes à être importées.}}',
  'imports.preview.problems':
    '{count, plural, one {# ligne ne peut pas être importée telle quelle et sera ignorée ; elle figure avec sa raison à la fin.} other {# lignes ne peuvent pas être importées telles quelles et seront ignorées ; elles figurent avec leur raison à la fin.}}',
  'imports.preview.import': '{count, plural, one {Importer # ligne} other {Importer # lignes}}',

  'imports.importing.title': 'Importation en cours…',
  'imports.importing.progressLabel': 'Progression de l’importation',
  'imports.importing.progress': '{done, number} sur {total, plural, one {# ligne} other {# lignes}}',
  'imports.importing.estimating': 'Estimation du temps restant…',
  'imports.importing.secondsLeft':
    '{count, plural, one {Environ # seconde restante} other {Environ # secondes restantes}}',
  'imports.importing.minutesLeft':
    '{count, plural, one {Environ # minute restante} other {Environ # minutes restantes}}',
  'imports.importing.hint':
    'Les lignes partent par lots de {size, number}. Annuler arrête avant le lot suivant : les lots déjà envoyés restent importés.',
  'imports.importing.cancelling': 'Arrêt après le lot en cours d’envoi…',

  'imports.complete.title': 'Importation terminée',
  'imports.complete.cancelled': 'Importation annulée',
  'imports.complete.counts': 'Résultats',
  'imports.complete.imported': 'Importées',
  'imports.complete.skipped': 'Ignorées (doublons)',
  'imports.complete.merged': 'Fusionnées',
  'imports.complete.failed': 'En échec',
  'imports.complete.notSent': 'Non envoyées',
  'imports.complete.cancelledBody':
    '{count, plural, one {# ligne a été importée avant l’annulation.} other {# lignes ont été importées avant l’annulation.}} {notSent, plural, one {# ligne n’a pas été envoyée.} other {# lignes n’ont pas été envoyées.}}',
  'imports.complete.stoppedBody':
    'L’importation s’est arrêtée : {reason} {notSent, plural, one {# ligne n’a pas été envoyée.} other {# lignes n’ont pas été envoyées.}}',
  'imports.complete.failures': 'Lignes non importées',
  'imports.complete.row': 'Ligne',
  'imports.complete.problem': 'Problème',
  'imports.complete.allIn': 'Toutes les lignes du fichier ont été importées.',
  'imports.complete.download': 'Télécharger cette liste (CSV)',

  'imports.toast.success': 'Importation réussie',
  'imports.toast.complete': 'Importation terminée',
  'imports.toast.importedBody':
    '{entity, select, clients {{count, plural, one {# client importé} other {# clients importés}}} treatments {{count, plural, one {# prestation importée} other {# prestations importées}}} staff {{count, plural, one {# membre du personnel importé} other {# membres du personnel importés}}} other {{count, plural, one {# produit importé} other {# produits importés}}}} avec succès{failed, plural, =0 {} one {, # en échec} other {, # en échec}}',
  'imports.toast.failed': 'Échec de l’importation',
  'imports.toast.failedBody':
    '{entity, select, clients {Impossible d’importer les clients} treatments {Impossible d’importer les prestations} staff {Impossible d’importer le personnel} other {Impossible d’importer les produits}}',
  'imports.toast.cancelled': 'Importation annulée',
  'imports.toast.cancelledBody':
    '{count, plural, one {# ligne importée avant l’annulation} other {# lignes importées avant l’annulation}}',

  'imports.field.firstName': 'Prénom',
  'imports.field.lastName': 'Nom',
  'imports.field.fullName': 'Nom complet',
  'imports.field.email': 'E-mail',
  'imports.field.phone': 'Téléphone',
  'imports.field.alternatePhone': 'Autre téléphone',
  'imports.field.dateOfBirth': 'Date de naissance',
  'imports.field.gender': 'Genre',
  'imports.field.preferredPronouns': 'Pronoms préférés',
  'imports.field.occupation': 'Profession',
  'imports.field.address': 'Adresse',
  'imports.field.addressLine2': 'Complément d’adresse',
  'imports.field.city': 'Ville',
  'imports.field.state': 'Région ou État',
  'imports.field.zipCode': 'Code postal',
  'imports.field.country': 'Pays',
  'imports.field.emergencyContact': 'Contact d’urgence',
  'imports.field.emergencyPhone': 'Téléphone d’urgence',
  'imports.field.notes': 'Notes',
  'imports.field.preferredContactMethod': 'Moyen de contact préféré',
  'imports.field.languagePreference': 'Langue préférée',
  'imports.field.referralSource': 'Source de recommandation',
  'imports.field.tags': 'Étiquettes',
  'imports.field.name': 'Nom',
  'imports.field.description': 'Description',
  'imports.field.duration': 'Durée (minutes)',
  'imports.field.price': 'Prix',
  'imports.field.category': 'Catégorie',
  'imports.field.role': 'Rôle',
  'imports.field.specialty': 'Spécialité',
  'imports.field.sku': 'SKU',
  'imports.field.stockQuantity': 'Quantité en stock',
  'imports.field.brand': 'Marque',
  'imports.field.blocked': 'Bloqué',
  'imports.field.acceptsMarketing': 'Accepte le marketing',
  'imports.field.bufferAfter': 'Temps après (minutes)',
  'imports.field.status': 'Statut',
} satisfies Translation<typeof english>;
