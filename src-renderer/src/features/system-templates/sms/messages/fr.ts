import type { smsEditorMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Texts of the SMS template editor (spec part 3 §2, §5). */
export const smsEditorMessages = {
  'smsEditor.title.new': 'Nouveau modèle de SMS',
  'smsEditor.title.edit': 'Modifier le modèle de SMS : {name}',
  'smsEditor.systemNote':
    'Ceci est un modèle système : son nom et sa catégorie sont ceux de la plateforme. Votre texte remplace celui par défaut jusqu’à ce que vous le réinitialisiez.',
  'smsEditor.name': 'Nom du modèle',
  'smsEditor.category': 'Catégorie',
  'smsEditor.content': 'Contenu du message',
  'smsEditor.variables': 'Variables',
  'smsEditor.variables.help': 'Noms séparés par des virgules, par exemple firstName, appointmentDate.',
  'smsEditor.insertVariables': 'Insérer une variable',
  'smsEditor.insertVariable.label': 'Insérer {variable} au curseur',
  'smsEditor.active': 'Actif',
  'smsEditor.save': 'Enregistrer',
  'smsEditor.create': 'Créer le modèle',
  'smsEditor.error.nameRequired': 'Le nom du modèle est obligatoire',
  'smsEditor.error.contentRequired': 'Le contenu du message est obligatoire',
  'smsEditor.error.contentTooLong': 'Le contenu du SMS ne peut pas dépasser 1600 caractères',
  'smsEditor.counter.label': 'Taille du message',
  'smsEditor.counter.characters': '{count, plural, one {# caractère} other {# caractères}}',
  'smsEditor.counter.encoding': 'Encodage : {encoding}',
  'smsEditor.counter.gsm': 'GSM-7',
  'smsEditor.counter.unicode': 'Unicode',
  'smsEditor.counter.parts': '{count, plural, one {# partie} other {# parties}}',
  'smsEditor.counter.remaining': 'Encore {count} dans cette partie',
  'smsEditor.counter.unicodeBecause': 'Envoyé en Unicode à cause de : {characters}',
  'smsEditor.counter.multiPart': 'Ce message sera envoyé en {count} parties',
  'smsEditor.counter.shorten': 'Pensez à raccourcir votre message pour réduire le coût.',
  'smsEditor.counter.cost': 'Coût estimé : {count, plural, one {# crédit SMS} other {# crédits SMS}}',
  'smsEditor.tooLong': 'Le message dépasse la longueur maximale d’un SMS. Veuillez le raccourcir.',
  'smsEditor.toast.updateFailed': 'Impossible de mettre à jour le modèle',
  'smsEditor.toast.createFailed': 'Impossible de créer le modèle marketing',
} satisfies Translation<typeof english>;
