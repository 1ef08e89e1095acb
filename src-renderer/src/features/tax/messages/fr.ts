import type { taxMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** French texts of the Tax Configuration page. */
export const taxMessages = {
  'search.terms.taxRates': 'TVA, GST, taxe sur les ventes',
  'search.terms.pricesIncludeTax': 'TTC, HT, toutes taxes comprises, hors taxes',
  'search.terms.taxNumber': 'numéro de TVA, numéro de TVA intracommunautaire, SIRET, ABN',

  // Tax Configuration.
  'tax.subtitle': 'Vos taux de taxe, la saisie des prix et le contenu des factures.',
  'tax.rates.title': 'Taux de taxe',
  'tax.rates.description': 'Le taux par défaut s’applique à toutes les prestations qui n’ont pas leur propre taux.',
  'tax.rates.add': 'Ajouter un taux',
  'tax.rates.empty': 'Aucun taux de taxe pour l’instant',
  'tax.rates.emptyBody':
    'Ajoutez la taxe que vous facturez, comme la GST à 10 %, la TVA à 20 % ou votre taxe locale sur les ventes.',
  'tax.rates.max': 'Une organisation peut avoir au plus {max} taux de taxe.',
  'tax.rates.column.name': 'Nom',
  'tax.rates.column.rate': 'Taux',
  'tax.rates.column.default': 'Par défaut',
  'tax.rates.column.actions': 'Actions',
  'tax.rates.default': 'Par défaut',
  'tax.rates.usedBy': 'Utilisé par {count, plural, one {# exception de prestation} other {# exceptions de prestation}}',
  'tax.rates.makeDefault': 'Définir par défaut',
  'tax.rates.edit': 'Modifier',
  'tax.rates.delete': 'Supprimer',
  'tax.rate.addTitle': 'Ajouter un taux de taxe',
  'tax.rate.editTitle': 'Modifier {name}',
  'tax.rate.name': 'Nom',
  'tax.rate.nameHelp': 'Tel qu’il apparaît sur les factures, par exemple GST ou TVA.',
  'tax.rate.percentage': 'Taux (%)',
  'tax.rate.percentageHelp': 'De 0 à 100, avec jusqu’à {decimals} décimales.',
  'tax.rate.isDefault': 'En faire le taux par défaut',
  'tax.rate.firstIsDefault': 'Le premier taux est le taux par défaut.',
  'tax.rate.save': 'Enregistrer',
  'tax.rate.added': 'Taux de taxe ajouté',
  'tax.rate.updated': 'Taux de taxe mis à jour',
  'tax.rate.defaultChanged': '{name} est désormais le taux par défaut',
  'tax.rate.failed': 'Échec de l’enregistrement du taux de taxe',
  'tax.rate.deleted': 'Taux de taxe supprimé',
  'tax.rate.deleteFailed': 'Échec de la suppression du taux de taxe',
  'tax.rate.deleteConfirm': 'Supprimer le taux de taxe « {name} » ? Cette action est irréversible.',
  'tax.settings.title': 'Prix et factures',
  'tax.settings.pricesIncludeTax': 'Prix toutes taxes comprises',
  'tax.settings.inclusive.help':
    'Les prix que vous saisissez comprennent déjà la taxe, comme d’habitude avec la GST et la TVA.',
  'tax.settings.exclusive.help':
    'La taxe s’ajoute aux prix que vous saisissez, comme d’habitude avec la taxe sur les ventes américaine.',
  'tax.settings.example.inclusive':
    'Avec {rate}, une prestation à {price} coûte {price} au client, dont {tax} de taxe.',
  'tax.settings.example.exclusive':
    'Avec {rate}, une prestation à {price} coûte {total} au client, dont {tax} de taxe.',
  'tax.settings.registrationNumber': 'Numéro d’identification fiscale',
  'tax.settings.registrationNumber.help':
    'Votre numéro de GST, de TVA ou de taxe sur les ventes, comme un ABN. Jusqu’à {max} caractères.',
  'tax.settings.showOnInvoices': 'Afficher le numéro sur les factures',
  'tax.settings.saved': 'Paramètres de taxe enregistrés',
  'tax.settings.failed': 'Échec de l’enregistrement des paramètres de taxe',
  'tax.overrides.title': 'Taux par prestation',
  'tax.overrides.description': 'Prestations taxées à un autre taux que le taux par défaut, ou non taxées.',
  'tax.overrides.noServices':
    'Ajoutez d’abord des prestations sur la page Prestations ; chacune pourra ensuite avoir ici son propre taux.',
  'tax.overrides.chooseService': 'Choisissez une prestation',
  'tax.overrides.add': 'Ajouter',
  'tax.overrides.created': 'Exception de taxe ajoutée',
  'tax.overrides.empty': 'Aucune prestation n’a son propre taux de taxe.',
  'tax.overrides.column.service': 'Prestation',
  'tax.overrides.column.tax': 'Taxe',
  'tax.overrides.column.actions': 'Actions',
  'tax.overrides.exempt': 'Exonérée (sans taxe)',
  'tax.overrides.taxFor': 'Taxe de la prestation {service}',
  'tax.overrides.remove': 'Supprimer',
  'tax.overrides.removeConfirm':
    'Supprimer l’exception de taxe de la prestation « {service} » ? Elle utilisera alors le taux par défaut.',
  'tax.overrides.updated': 'Exception de taxe mise à jour',
  'tax.overrides.removed': 'Exception de taxe supprimée',
  'tax.overrides.failed': 'Échec de la mise à jour de l’exception de taxe',
} satisfies Translation<typeof english>;
