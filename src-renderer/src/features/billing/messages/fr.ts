import type { subscriptionMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** French texts of the Subscription & Billing page. */
export const subscriptionMessages = {
  'search.terms.plan': 'changer de formule, essai, prix, tarif',
  'search.terms.usage': 'limites, stockage, SMS',

  // Subscription & Billing.
  'subscription.resource.staff': 'Personnel',
  'subscription.resource.locations': 'Établissements',
  'subscription.resource.clients': 'Clients',
  'subscription.resource.appointments': 'Rendez-vous',
  'subscription.resource.emails': 'E-mails',
  'subscription.resource.sms': 'SMS',
  'subscription.resource.push': 'Notifications push',
  'subscription.resource.storage': 'Stockage',
  'subscription.severity.CRITICAL': 'Critique',
  'subscription.severity.HIGH': 'Élevé',
  'subscription.severity.MEDIUM': 'Avertissement',
  'subscription.subtitle':
    'Votre formule, la consommation de cette période de facturation et les frais au-delà de la formule.',
  'subscription.toast.loadFailed': 'Erreur',
  'subscription.toast.loadFailedBody': 'Impossible de charger les données de l’abonnement',
  'subscription.loadFailed': 'Impossible de charger les données de l’abonnement. Veuillez réessayer.',
  'subscription.plan.title': 'Formule actuelle',
  'subscription.plan.name': 'Formule {plan}',
  'subscription.period': 'Période de facturation',
  'subscription.periodRange': '{start} – {end}',
  'subscription.trial.remaining':
    '{days, plural, one {Il reste # jour} other {Il reste # jours}} sur votre essai de {total} jours',
  'subscription.trial.progress': 'Jours d’essai restants',
  'subscription.trial.ends': 'Fin de l’essai',
  'subscription.trial.warning.title': 'Votre essai se termine bientôt',
  'subscription.trial.warning.body':
    '{days, plural, =0 {Votre essai {plan} se termine aujourd’hui.} one {Votre essai {plan} se termine dans # jour.} other {Votre essai {plan} se termine dans # jours.}} Ensuite, l’organisation passe à la formule Free, sauf si une formule est souscrite.',
  'subscription.paid.nextBilling': 'Prochaine date de facturation',
  'subscription.paid.amount': 'Montant',
  'subscription.paid.amountValue': '{amount} par mois',
  'subscription.free.note': 'La formule Free est gratuite.',
  'subscription.expired.note': 'L’essai est terminé : l’organisation est donc sur la formule Free.',
  'subscription.canceled.note': 'L’abonnement a été résilié : l’organisation est donc sur la formule Free.',
  'subscription.pastDue.note': 'Le dernier paiement est en retard.',
  'subscription.alerts.title': 'Alertes de consommation',
  'subscription.usage.title': 'Consommation',
  'subscription.usage.description': 'Calculée à partir de vos données pour la période de facturation {period}.',
  'subscription.usage.of': '{used} sur {limit}',
  'subscription.usage.unlimited': 'Illimité',
  'subscription.usage.percent': '{percent} %',
  'subscription.usage.gb': '{limit} Go',
  'subscription.usage.exceeded': 'Limite dépassée',
  'subscription.usage.high': 'Consommation élevée',
  'subscription.usage.warning': 'Limite bientôt atteinte',
  'subscription.usage.monthly': 'Cette période de facturation',
  'subscription.upgrade.title': 'Passer à {plan}',
  'subscription.upgrade.body':
    'Au moins une ressource atteint 75 % ou plus de sa limite avec la formule {current}. {plan} relève les limites{price, select, none {.} other { pour {price} par mois.}}',
  'subscription.upgrade.contact':
    'Les formules sont modifiées par l’équipe de la plateforme : contactez l’assistance pour changer de formule.',
  'subscription.upgrade.choose': 'Choisir {plan}',
  'subscription.plans.title': 'Formules',
  'subscription.plans.feature': 'Inclus',
  'subscription.plans.price': 'Prix',
  'subscription.plans.perMonth': '{price} par mois',
  'subscription.plans.current': 'Formule actuelle',
  'subscription.plans.unavailable': 'Impossible de charger les formules.',
  'subscription.overages.title': 'Dépassements',
  'subscription.overages.description':
    'Consommation au-delà de la formule sur les {count} dernières périodes de facturation.',
  'subscription.overages.empty': 'Aucun dépassement sur les {count} dernières périodes de facturation.',
  'subscription.overages.summary':
    '{count, plural, one {# ressource a dépassé sa limite} other {# ressources ont dépassé leur limite}}, {cost} au total.',
  'subscription.overages.period': 'Période de facturation',
  'subscription.overages.items': 'Au-delà de la formule',
  'subscription.overages.cost': 'Coût',
  'subscription.overages.item': '{resource} : {units} en trop',
  'subscription.overages.none': 'Aucun',
  'subscription.change.title': 'Changer de formule',
  'subscription.change.help':
    'En tant qu’administrateur de la plateforme, vous pouvez passer {organization} à n’importe quelle formule, payante dès aujourd’hui ou en essai de {days} jours.',
  'subscription.change.plan': 'Nouvelle formule',
  'subscription.change.trial': 'Commencer par un essai de {days} jours',
  'subscription.change.submit': 'Changer de formule',
  'subscription.change.confirmTitle': 'Passer {organization} à la formule {plan} ?',
  'subscription.change.confirmBody':
    'Les nouvelles limites s’appliquent immédiatement. Une consommation déjà au-delà d’une limite inférieure est comptée comme dépassement.',
  'subscription.change.done': 'Formule modifiée',
  'subscription.change.failed': 'Échec du changement de formule',
} satisfies Translation<typeof english>;
