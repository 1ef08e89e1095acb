import type { profileMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Italian texts of the Profile page (part 1 §2, §5, §8). */
export const profileMessages = {
  'search.terms.profilePhoto': 'avatar, immagine, foto profilo',

  // Profile.
  'profile.subtitle': 'La tua foto, i tuoi recapiti e le informazioni di lavoro, come li vede il tuo team.',
  'profile.photo.title': 'Foto del profilo',
  'profile.photo.alt': 'Foto del profilo di {name}',
  'profile.photo.upload': 'Carica foto',
  'profile.photo.change': 'Cambia foto',
  'profile.photo.uploading': 'Caricamento della foto',
  'profile.photo.hint': 'JPG, PNG, GIF o WebP, fino a 5 MB.',
  'profile.personal.title': 'Informazioni personali',
  'profile.work.title': 'Informazioni di lavoro',
  'profile.field.firstName': 'Nome',
  'profile.field.lastName': 'Cognome',
  'profile.field.email': 'Email',
  'profile.field.phone': 'Telefono',
  'profile.field.jobTitle': 'Qualifica',
  'profile.field.department': 'Reparto',
  'profile.field.location': 'Sede',
  'profile.field.bio': 'Biografia',
  'profile.bio.help': 'Qualche parola su di te per il tuo team. {count} di {max} caratteri.',
  'profile.loadFailed.note':
    'Nel frattempo vengono mostrati i dati del tuo accesso. Salvataggio e foto sono disattivati finché il profilo non viene caricato.',
  'profile.toast.loadFailed': 'Errore durante il caricamento del profilo',
  'profile.toast.loadFailedBody': 'Impossibile caricare le informazioni del tuo profilo',
  'profile.toast.saved': 'Profilo aggiornato',
  'profile.toast.saveFailed': 'Errore durante l’aggiornamento del profilo',
  'profile.toast.saveFailedBody': 'Impossibile aggiornare il tuo profilo. Riprova.',
  'profile.toast.avatarSaved': 'Immagine del profilo aggiornata',
  'profile.toast.avatarFailed': 'Errore durante il caricamento dell’immagine',
  'profile.toast.avatarFailedBody': 'Impossibile caricare l’immagine del tuo profilo',
  'profile.toast.fileTooLarge': 'File troppo grande',
  'profile.toast.fileTooLargeBody': 'Seleziona un’immagine più piccola di 5 MB',
} satisfies Translation<typeof english>;
